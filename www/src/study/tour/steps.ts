// The steps of the guided tour: what each says (messages of the catalogue around MathML formulas,
// every number the core's for the game on show), the kind of game it needs, the view it shows
// and what of it stays beside the text, from the rules and the mex rule to what changes outside
// the regime. The steps that ask before they show are in predict.ts, slide.ts and
// proof.ts; the mex stepper in mex-stepper.ts; the collision spectrum in spectrum.ts.
import type { AdditiveInfo } from '../../../pkg/asg.js';
import { el } from '../../base/dom.ts';
import { regimeText } from '../../text/codes.ts';
import { type Message, msg } from '../../text/languages.ts';
import { KIND_NAMES, kindsFor } from '../exercises.ts';
import {
  classesFormula,
  gapFormula,
  mexFormula,
  periodFormula,
  residueFormula,
  setFormula,
  windowsFormula,
} from '../mathml.ts';
import { MexStepper } from '../mex-stepper.ts';
import { predictW } from './predict.ts';
import { proofSketch, toProof } from './proof.ts';
import { slideW0 } from './slide.ts';
import { SPECTRUM_STEP } from './spectrum.ts';
import { goTo, para, type Step, type StepBody, type StepContext } from './step.ts';

export type { Step, StepBody, StepContext } from './step.ts';

/** The recap's lines (then a way into each kind of exercise). */
const RECAP = [
  'tour-recap-mex',
  'tour-recap-formula',
  'tour-recap-classes',
  'tour-recap-why',
  'tour-recap-windows',
  'tour-recap-outside',
];

/** The band formula's words for a game outside the regime (observed, not proven), or null. */
function bandWords(i: AdditiveInfo): Message | null {
  if (i.bandPeriod === null) return null;
  if (i.gcd > 1n) return msg('tour-outside-band-gcd', { gcd: i.gcd, period: i.bandPeriod });
  const id = i.band.kind === 'linear' ? 'tour-outside-band-linear' : 'tour-outside-band-quadratic';
  return msg(id, { j: i.band.j, period: i.bandPeriod });
}

const text = (nodes: readonly Node[]): StepBody => ({ nodes });

/**
 * A step's text around a displayed formula: the paragraph `intro`, the formula (said for a
 * screen reader as message `label`), then what `after` makes for the game on show.
 */
const aroundFormula =
  (intro: string, formula: (label: string) => HTMLElement, label: string, after: (c: StepContext) => Node[]) =>
  (c: StepContext): StepBody =>
    text([para(c, intro), formula(c.t(label)), ...after(c)]);

/** The steps, in order. */
export const STEPS: readonly Step[] = [
  {
    title: 'tour-game-title',
    need: 'any',
    view: 'strip',
    picture: '.asg-stage',
    stretch: (i) => [0n, 3n * i.moves[2]],
    body: (c) =>
      text([
        para(c, 'tour-game-rules', { a: c.info.a, b: c.info.b, ab: c.info.moves[2] }),
        setFormula(c.t('formula-set')),
        // Outside the regime the legend names no classes and gives no formulas for them.
        para(c, c.info.proven ? 'tour-game-values' : 'tour-game-values-outside'),
        // On a phone the legend lies far below the text.
        goTo(c, 'tour-to-legend', '.asg-panel:has(> .asg-legend:not(.asg-gap-legend))', 'h2'),
      ]),
  },
  {
    title: 'tour-mex-title',
    need: 'any',
    view: 'strip',
    picture: '.asg-stage',
    body: (c) => {
      const stepper = new MexStepper(c.context, c.game, c.info);
      return {
        nodes: [para(c, 'tour-mex-rule'), mexFormula(c.t('formula-mex')), para(c, 'tour-mex-hidden'), stepper.root],
        stop: () => stepper.stop(),
      };
    },
  },
  {
    title: 'tour-closed-title',
    need: 'regime',
    view: 'strip',
    picture: '.asg-stage',
    body: (c) => predictW(c),
  },
  {
    title: 'tour-classes-title',
    need: 'regime',
    view: 'grid',
    picture: '.asg-stage',
    body: aroundFormula('tour-classes-shifts', classesFormula, 'formula-classes', (c) => [
      para(c, 'tour-classes-grid', { a: c.info.a, delta: c.info.delta, period: c.info.heapPeriod ?? 0n }),
    ]),
  },
  {
    title: 'tour-slide-title',
    need: 'regime',
    view: 'strip',
    picture: '.asg-stage',
    // Two moves a + b wide: heaps wide enough for the marks to be told apart on a phone.
    stretch: (i) => [0n, 2n * i.moves[2] + 3n],
    body: (c) => slideW0(c),
  },
  {
    title: 'tour-proof-title',
    need: 'regime',
    view: 'strip',
    picture: '.asg-stage',
    body: (c) => proofSketch(c),
  },
  {
    title: 'tour-gaps-title',
    need: 'regime',
    view: 'gaps',
    picture: '.asg-stage',
    body: aroundFormula('tour-gaps-formula', gapFormula, 'formula-gap', (c) => [
      para(c, 'tour-gaps-bracket'),
      para(c, 'tour-gaps-kinds', {
        a: c.info.a,
        b: c.info.b,
        // A step of the regime: the game's gap lengths are Theorem 1's four.
        a1: c.info.gapLengths?.[1] ?? 0n,
        b1: c.info.gapLengths?.[2] ?? 0n,
        ab1: c.info.gapLengths?.[3] ?? 0n,
      }),
    ]),
  },
  {
    title: 'tour-windows-title',
    need: 'regime',
    view: 'collisions',
    picture: '.asg-stage',
    body: aroundFormula('tour-windows-pairs', windowsFormula, 'formula-windows', (c) => [
      para(c, 'tour-windows-count', {
        a: c.info.a,
        d: c.info.d,
        windows: c.info.windowsPerPeriod ?? 0n,
        period: c.info.heapPeriod ?? 0n,
      }),
      para(c, 'tour-windows-w3', { w3: c.info.classCounts?.[3] ?? 0n }),
      toProof(c, 5, 'tour-why-window'),
    ]),
  },
  SPECTRUM_STEP,
  {
    title: 'tour-residues-title',
    need: 'regime',
    view: 'residues',
    picture: '.asg-stage',
    // The first unrestricted residue, r = d, with its gaps below.
    state: (i) => ({ r: i.d }),
    body: aroundFormula('tour-residues-count', residueFormula, 'formula-residue', (c) => [
      para(c, 'tour-residues-regions', { a: c.info.a, d: c.info.d, windows: c.info.windowsPerPeriod ?? 0n }),
      toProof(c, 6, 'tour-why-residue'),
    ]),
  },
  {
    title: 'tour-periods-title',
    need: 'regime',
    view: 'ledger',
    // The grid wrapped at the heap period, where every column keeps its colour: what repeats. The
    // count check's table follows the text (on a phone, under it; the grid stays stuck at the top).
    picture: '.asg-stage',
    body: aroundFormula('tour-periods-period', periodFormula, 'formula-period', (c) => [
      para(c, 'tour-periods-counts', {
        period: c.info.heapPeriod ?? 0n,
        w0: c.info.classCounts?.[0] ?? 0n,
        w3: c.info.classCounts?.[3] ?? 0n,
      }),
    ]),
  },
  {
    title: 'tour-outside-title',
    need: 'outside',
    view: 'strip',
    picture: '.asg-stage',
    body: (c) => {
      const band = bandWords(c.info);
      return text(
        [
          para(c, 'tour-outside-none', { a: c.info.a, delta: c.info.delta, where: regimeText(c.info) }),
          para(c, 'tour-outside-period', { period: c.info.heapPeriod ?? 0n }),
          band ? para(c, band) : null,
          para(c, 'tour-outside-try'),
        ].filter((n): n is HTMLElement => n !== null),
      );
    },
  },
  {
    title: 'tour-practice-title',
    need: 'any',
    view: 'practice',
    picture: '.asg-practice',
    state: () => ({ practice: 'value' }),
    // Outside the regime practice offers only the kinds that need no theorem (exercises.ts).
    body: (c) =>
      text([
        para(c, c.info.proven ? 'tour-practice-kinds' : 'tour-practice-kinds-outside'),
        para(c, 'tour-practice-saved'),
      ]),
  },
  {
    title: 'tour-recap-title',
    need: 'any',
    view: 'grid',
    picture: '.asg-stage',
    // The recap, then a way into each kind of exercise the game has (the tour ends, practice opens).
    body: (c) =>
      text([
        para(c, 'tour-recap-intro'),
        el(
          'ul',
          { class: 'asg-recap' },
          RECAP.map((id) => el('li', {}, c.t.nodes(id, {}, c.term))),
        ),
        para(c, 'tour-recap-practise'),
        el(
          'div',
          { class: 'asg-inline asg-recap-links' },
          kindsFor(c.info).map((kind) =>
            el(
              'button',
              { type: 'button', onclick: () => c.open({ view: 'practice', practice: kind }) },
              c.t(KIND_NAMES[kind]),
            ),
          ),
        ),
      ]),
  },
];
