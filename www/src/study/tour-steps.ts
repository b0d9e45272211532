// The steps of the guided tour: what each says (messages of the catalogue around MathML formulas,
// with the game's own numbers) and the state it shows, from the rules and the mex rule to what
// changes outside the regime.
import type { Game as CompactGame } from '../../pkg/asg.js';
import { el } from '../shell/dom.ts';
import type { PracticeKind, State } from '../shell/state.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import type { MessageArgs } from '../text/languages.ts';
import { formula, mexFormula, mi, mn, mo, row, sub, wFormula } from './mathml.ts';

/** What a step's text is made with: the translator, the glossary's buttons, and a way into a view. */
export interface Say {
  readonly t: Translator;
  readonly term: TermMaker;
  open(state: Partial<State>): void;
}

/** The game a step's numbers come from: its values. */
export type StepGame = Pick<CompactGame, 'nim' | 'explain'>;

/** A step of the tour: its title, its text for a game, the state it shows, and whether it has the mex stepper. */
export interface Step {
  readonly title: string;
  readonly state: Partial<State>;
  readonly stepper?: boolean;
  body(game: StepGame, say: Say): Node[];
}

/** What the last step recalls, and the ways from it into practice. */
const RECAP = ['tour-11-mex', 'tour-11-formula', 'tour-11-classes', 'tour-11-windows', 'tour-11-outside'];
const PRACTICE: readonly (readonly [PracticeKind, string])[] = [
  ['value', 'practice-kind-value'],
  ['next', 'practice-kind-next'],
  ['class', 'practice-kind-class'],
  ['windows', 'practice-kind-windows'],
  ['region', 'practice-kind-region'],
];

/** A paragraph of the tour from message `id` (its terms as buttons). */
const p = (say: Say, id: string, args: MessageArgs = {}): HTMLElement => el('p', {}, say.t.nodes(id, args, say.term));

/** The first `n` heaps where the core's values are 0 (the P-positions, read off its values). */
function zeros(game: StepGame, n: number): number[] {
  const out: number[] = [];
  const values = game.nim(0, 64 * n);
  for (let x = 0; x < values.length && out.length < n; x++) if (values[x] === 0) out.push(x);
  return out;
}

/**
 * The steps: the message of each title, what each says (`body(game, say)`, with `say` the
 * translator), and the state it shows.
 */
export const STEPS: readonly Step[] = [
  {
    title: 'tour-1-title',
    state: { a: '5', delta: '7', view: 'strip', zoom: 12 },
    body: (_game, say) => [
      p(say, 'tour-1-rules'),
      formula(
        say.t('formula-set'),
        mi('S'),
        mo('='),
        mo('{'),
        mi('a'),
        mo(','),
        mi('b'),
        mo(','),
        mi('a'),
        mo('+'),
        mi('b'),
        mo('}'),
      ),
      p(say, 'tour-1-values'),
    ],
  },
  {
    title: 'tour-2-title',
    state: { a: '5', delta: '7', view: 'strip', zoom: 24 },
    stepper: true,
    body: (_game, say) => [p(say, 'tour-2-mex'), mexFormula(say.t('formula-mex'))],
  },
  {
    title: 'tour-3-title',
    state: { a: '5', delta: '7', view: 'gaps', zoom: 8 },
    body: (game, say) => [
      p(say, 'tour-3-regime'),
      wFormula(say.t('formula-w')),
      p(say, 'tour-3-example', { w: zeros(game, 12).join(', ') }),
    ],
  },
  {
    title: 'tour-4-title',
    state: { a: '5', delta: '7', view: 'grid', zoom: null },
    body: (_game, say) => [
      p(say, 'tour-4-shifts'),
      formula(
        say.t('formula-classes'),
        sub(mi('W'), mn(1)),
        mo('='),
        sub(mi('W'), mn(0)),
        mo('+'),
        mi('a'),
        mo(','),
        mo('\u2003'),
        sub(mi('W'), mn(2)),
        mo('='),
        row(sub(mi('W'), mn(0)), mo('−'), mi('b')),
        mo(','),
        mo('\u2003'),
        sub(mi('W'), mn(3)),
        mo('='),
        row(mo('('), sub(mi('W'), mn(0)), mo('−'), mi('δ'), mo(')'), mo('∖'), sub(mi('W'), mn(0))),
      ),
      p(say, 'tour-4-grid'),
    ],
  },
  {
    title: 'tour-5-title',
    state: { a: '7', delta: '12', view: 'gaps', zoom: 6 },
    body: (_game, say) => [
      p(say, 'tour-5-gaps'),
      formula(
        say.t('formula-gap'),
        sub(mi('g'), mi('n')),
        mo('='),
        mn(1),
        mo('+'),
        mi('a'),
        mo('['),
        mi('a'),
        mo('∣'),
        mi('n'),
        mo('+'),
        mn(1),
        mo(']'),
        mo('+'),
        mi('b'),
        mo('['),
        mi('δ'),
        mo('∣'),
        mi('n'),
        mo('+'),
        mn(1),
        mo(']'),
      ),
      p(say, 'tour-5-kinds'),
    ],
  },
  {
    title: 'tour-6-title',
    state: { a: '7', delta: '12', view: 'collisions', zoom: 6 },
    body: (_game, say) => [
      p(say, 'tour-6-windows'),
      formula(say.t('formula-windows'), mo('|'), mi('C'), mo('|'), mo('='), mi('a'), mo('·'), mi('d')),
      p(say, 'tour-6-w3'),
    ],
  },
  {
    title: 'tour-7-title',
    state: { a: '7', delta: '12', view: 'residues', r: 3n },
    body: (_game, say) => [
      p(say, 'tour-7-residue'),
      formula(
        say.t('formula-residue'),
        mi('c'),
        mo('('),
        mi('r'),
        mo(')'),
        mo('='),
        mi('min'),
        mo('('),
        mi('r'),
        mo(','),
        mi('d'),
        mo(')'),
        mo('−'),
        mi('max'),
        mo('('),
        mn(0),
        mo(','),
        mi('r'),
        mo('−'),
        mi('a'),
        mo(')'),
      ),
      p(say, 'tour-7-regions'),
    ],
  },
  {
    title: 'tour-8-title',
    state: { a: '7', delta: '12', view: 'ledger' },
    body: (_game, say) => [
      p(say, 'tour-8-period'),
      formula(say.t('formula-period'), mi('P'), mo('='), mi('a'), mo('('), mn(3), mi('δ'), mo('+'), mi('a'), mo(')')),
      p(say, 'tour-8-counts'),
    ],
  },
  {
    title: 'tour-9-title',
    state: { a: '5', delta: '16', view: 'strip', zoom: null },
    body: (_game, say) => [p(say, 'tour-9-outside'), p(say, 'tour-9-bands')],
  },
  {
    title: 'tour-10-title',
    state: { a: '5', delta: '7', view: 'practice', practice: 'value' },
    body: (_game, say) => [p(say, 'tour-10-practice'), p(say, 'tour-10-saved')],
  },
  {
    title: 'tour-11-title',
    state: { a: '5', delta: '7', view: 'grid', zoom: null },
    // The recap, then a way into each kind of exercise (the tour ends, practice opens).
    body: (_game, say) => [
      p(say, 'tour-11-recap'),
      el(
        'ul',
        { class: 'asg-recap' },
        RECAP.map((id) => el('li', {}, say.t(id))),
      ),
      p(say, 'tour-11-practise'),
      el(
        'div',
        { class: 'asg-inline asg-recap-links' },
        PRACTICE.map(([kind, id]) =>
          el('button', { type: 'button', onclick: () => say.open({ view: 'practice', practice: kind }) }, say.t(id)),
        ),
      ),
    ],
  },
];
