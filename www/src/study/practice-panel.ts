// The practice panel: exercises for the game on show (exercises.ts), one kind at a time, each
// with its prompt, answer fields, Check, a hint and the explanation after an answer, and the
// count of those solved; focus goes where the next step is.
import type { AdditiveInfo, ResidueRegion } from '../../pkg/asg.js';
import type { Game as FullGame } from '../../pkg/asg_full.js';
import { el, fill } from '../shell/dom.ts';
import { parseWhole } from '../shell/query.ts';
import type { PracticeKind } from '../shell/state.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import { type Message, msg } from '../text/languages.ts';
import {
  type Answer,
  check,
  type Exercise,
  hidesValues,
  hint,
  KIND_NAMES,
  kindsFor,
  makeExercise,
} from './exercises.ts';
import type { Progress } from './progress.ts';

/** The four classes as the exercise names them. */
const CLASSES = ['practice-class-0', 'practice-class-1', 'practice-class-2', 'practice-class-3'];
const REGIONS: readonly (readonly [ResidueRegion, string])[] = [
  ['left-restricted', 'region-left'],
  ['unrestricted', 'region-unrestricted'],
  ['right-restricted', 'region-right'],
];

let uid = 0;

/** What the panel tells its owner. */
export interface PracticeEvents {
  /** The exercise on show, and whether the picture must hide its values. */
  exercise(ex: Exercise, hidden: boolean): void;
  /** An answer checked (the first for this exercise). */
  answered(kind: PracticeKind, right: boolean): void;
  /** A kind the person chose. */
  kind(kind: PracticeKind): void;
}

/** The practice panel of one explorer. */
export class Practice {
  readonly id = `asg-practice-${++uid}`;
  readonly root: HTMLElement;
  readonly kinds: HTMLElement;
  readonly prompt: HTMLElement;
  readonly answer: HTMLElement;
  readonly checkButton: HTMLButtonElement;
  readonly hintButton: HTMLButtonElement;
  readonly nextButton: HTMLButtonElement;
  readonly feedback: HTMLElement;
  readonly score: HTMLElement;
  game: FullGame | null = null;
  info: AdditiveInfo | null = null;
  kind: PracticeKind = 'value';
  /** The kind the state asks for (null: the first that applies). */
  asked: PracticeKind | null = null;
  ex: Exercise | null = null;
  private answered = false;

  constructor(
    readonly t: Translator,
    readonly term: TermMaker,
    private readonly on: PracticeEvents,
  ) {
    this.kinds = el('div', { class: 'asg-seg asg-practice-kinds', role: 'group', 'aria-label': t('practice-kinds') });
    this.prompt = el('p', { class: 'asg-practice-prompt', id: `${this.id}-prompt` });
    this.answer = el('div', { class: 'asg-practice-answer' });
    this.checkButton = el(
      'button',
      { type: 'button', class: 'asg-primary', onclick: () => this.check() },
      t('practice-check'),
    );
    this.hintButton = el('button', { type: 'button', onclick: () => this.hint() }, t('practice-hint'));
    this.nextButton = el('button', { type: 'button', onclick: () => this.next(true) }, t('practice-next'));
    this.feedback = el('div', { class: 'asg-practice-feedback', role: 'status', 'aria-live': 'polite' });
    this.score = el('p', { class: 'asg-hint' });
    this.root = el(
      'div',
      { class: 'asg-panel asg-practice', role: 'group', 'aria-label': t('practice-title'), hidden: true },
      el('h2', {}, t('practice-title')),
      this.kinds,
      this.prompt,
      this.answer,
      el('div', { class: 'asg-inline' }, this.checkButton, this.hintButton, this.nextButton),
      this.feedback,
      this.score,
    );
  }

  /** The game (the full core's), its facts, and the kind asked for (or the first that applies). */
  setGame(game: FullGame, info: AdditiveInfo, kind: PracticeKind | null): void {
    this.game = game;
    this.info = info;
    const kinds = kindsFor(info);
    fill(
      this.kinds,
      kinds.map((k) =>
        el(
          'button',
          { type: 'button', 'aria-pressed': 'false', 'data-kind': k, onclick: () => this.choose(k, true) },
          this.t(KIND_NAMES[k]),
        ),
      ),
    );
    this.choose(kind && kinds.includes(kind) ? kind : (kinds[0] ?? 'value'));
  }

  /** Switches to exercises of `kind` (focus on the answer when the person chose it). */
  choose(kind: PracticeKind, focus = false): void {
    this.kind = kind;
    if (focus) this.on.kind(kind);
    for (const b of this.kinds.querySelectorAll<HTMLElement>('button'))
      b.setAttribute('aria-pressed', String(b.dataset.kind === kind));
    this.root.dataset.kind = kind;
    this.next(focus);
  }

  /** A new exercise of the kind on show. */
  next(focus = false): void {
    if (!this.game || !this.info) return;
    const ex = makeExercise(this.kind, this.game, this.info);
    this.ex = ex;
    this.answered = false;
    const data: Record<string, bigint | undefined> = {
      heap: 'heap' in ex ? ex.heap : undefined,
      lo: 'lo' in ex ? ex.lo : undefined,
      hi: 'hi' in ex ? ex.hi : undefined,
      gap: 'gap' in ex ? ex.gap : undefined,
    };
    for (const [k, v] of Object.entries(data)) {
      if (v === undefined) delete this.root.dataset[k];
      else this.root.dataset[k] = String(v);
    }
    this.renderPrompt(ex, this.info);
    fill(this.feedback);
    delete this.root.dataset.right;
    this.on.exercise(ex, hidesValues(this.kind));
    if (focus) this.firstInput()?.focus();
  }

  /** The question of `ex` and its answer fields. */
  renderPrompt(ex: Exercise, info: AdditiveInfo): void {
    const t = this.t;
    const { a, b, delta } = info;
    const question: Message =
      ex.kind === 'value'
        ? msg('practice-value', { heap: ex.heap })
        : ex.kind === 'next'
          ? msg('practice-next-q', { heap: ex.heap })
          : ex.kind === 'class'
            ? msg('practice-class', { heap: ex.heap })
            : ex.kind === 'windows'
              ? msg('practice-windows', { lo: ex.lo, last: ex.hi - 1n, delta })
              : msg('practice-region', { n: ex.gap, a });
    fill(this.prompt, t.nodes(question, this.term));
    const input = (name: string, label: string) =>
      el('input', {
        type: 'text',
        inputmode: 'numeric',
        name,
        autocomplete: 'off',
        'aria-label': label,
        'aria-describedby': this.prompt.id,
      });
    const choices = (name: string, options: readonly (readonly [string, string])[]) =>
      el(
        'fieldset',
        { class: 'asg-seg', 'aria-label': t('practice-choose') },
        options.flatMap(([value, text], i) => {
          const id = `${this.id}-${name}-${i}`;
          return [
            el('input', { type: 'radio', name: `${this.id}-${name}`, id, value }),
            el('label', { for: id }, text),
          ];
        }),
      );
    let parts: Node[];
    if (ex.kind === 'value')
      parts = [
        choices(
          'value',
          ['0', '1', '2', '3'].map((v) => [v, v] as const),
        ),
      ];
    else if (ex.kind === 'next' || ex.kind === 'windows')
      parts = [input('answer', t(ex.kind === 'next' ? 'practice-next-label' : 'practice-windows-label'))];
    else if (ex.kind === 'class')
      parts = [
        choices(
          'class',
          CLASSES.map((id, v) => [String(v), t(id, { a, b })] as const),
        ),
        el('label', {}, t('practice-witness'), ' ', input('witness', t('practice-witness'))),
      ];
    else
      parts = [
        choices(
          'region',
          REGIONS.map(([r, id]) => [r, t(id)] as const),
        ),
      ];
    fill(this.answer, parts);
    // Enter checks; its keypress must not then press the button focus moves to.
    const onEnter = (e: KeyboardEvent) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      this.check();
    };
    for (const i of this.answer.querySelectorAll<HTMLInputElement>('input[type="text"]'))
      i.addEventListener('keydown', onEnter);
  }

  firstInput(): HTMLInputElement | null {
    return this.answer.querySelector('input');
  }

  /** The person's answer, or `{ error }` (a message) when there is none to check. */
  read(ex: Exercise): { answer: Answer; error?: undefined } | { error: Message; answer?: undefined } {
    const chosen = (name: string) =>
      this.answer.querySelector<HTMLInputElement>(`input[name="${this.id}-${name}"]:checked`)?.value;
    const number = (name: string) =>
      parseWhole(
        this.answer.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '',
        msg('practice-your-answer'),
      );
    const pickFirst = { error: msg('practice-pick') };
    if (ex.kind === 'value') {
      const v = chosen('value');
      return v === undefined ? pickFirst : { answer: { kind: 'value', value: Number(v) } };
    }
    if (ex.kind === 'region') {
      const v = REGIONS.find(([r]) => r === chosen('region'))?.[0];
      return v === undefined ? pickFirst : { answer: { kind: 'region', value: v } };
    }
    if (ex.kind === 'class') {
      const v = chosen('class');
      if (v === undefined) return pickFirst;
      const w = number('witness');
      return w.error ? { error: w.error } : { answer: { kind: 'class', value: Number(v), witness: w.value } };
    }
    const r = number('answer');
    return r.error ? { error: r.error } : { answer: { kind: ex.kind, value: r.value } };
  }

  check(): void {
    const t = this.t;
    const ex = this.ex;
    if (!ex || !this.info) return;
    const read = this.read(ex);
    if (read.error) {
      fill(this.feedback, el('p', { class: 'asg-error' }, t.nodes(read.error)));
      this.firstInput()?.focus();
      return;
    }
    const { right, explanation } = check(ex, read.answer, this.info);
    this.root.dataset.right = String(right);
    fill(
      this.feedback,
      el(
        'p',
        { class: right ? 'asg-practice-right' : 'asg-practice-wrong' },
        t(right ? 'practice-right' : 'practice-wrong'),
      ),
      el('p', {}, t(explanation)),
    );
    if (!this.answered) this.on.answered(this.kind, right);
    this.answered = true;
    // Right: on to the next one; wrong: the explanation is read, and another try is one Tab away.
    (right ? this.nextButton : this.firstInput())?.focus();
  }

  hint(): void {
    if (!this.ex || !this.info) return;
    fill(this.feedback, el('p', { class: 'asg-hint' }, this.t(hint(this.ex, this.info))));
    this.firstInput()?.focus();
  }

  /** Shows the counts so far: solved and tried, of this kind and in all. */
  setScore(progress: Progress): void {
    const solved = Object.values(progress.solved).reduce((s, n) => s + n, 0);
    fill(
      this.score,
      this.t('practice-score', {
        solved,
        kind: progress.solved[this.kind] ?? 0,
        tried: progress.tried[this.kind] ?? 0,
      }),
    );
  }
}
