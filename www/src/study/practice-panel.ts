// The practice panel: exercises for the game on show (exercises.js), one kind at a time, each
// with its prompt, answer fields, Check, a hint and the explanation after an answer, and the
// count of those solved; focus goes where the next step is.
// @ts-nocheck
import { el, fill } from '../shell/dom.ts';
import { parseWhole } from '../shell/query.ts';
import { msg } from '../text/languages.ts';
import { check, hidesValues, hint, KIND_NAMES, kindsFor, makeExercise } from './exercises.ts';

/** The four classes as the exercise names them. */
const CLASSES = ['practice-class-0', 'practice-class-1', 'practice-class-2', 'practice-class-3'];
const REGIONS = ['left-restricted', 'unrestricted', 'right-restricted'];
const REGION_NAMES = ['region-left', 'region-unrestricted', 'region-right'];

let uid = 0;

/** Emits `exercise` (the exercise on show), `answered` ({ kind, right }) and `kind` (one the person chose). */
export class Practice extends EventTarget {
  constructor(t) {
    super();
    this.t = t;
    this.id = `asg-practice-${++uid}`;
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
  setGame(game, info, kind) {
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
    this.choose(kinds.includes(kind) ? kind : kinds[0]);
  }

  /** Switches to exercises of `kind` (focus on the answer when the person chose it). */
  choose(kind, focus = false) {
    this.kind = kind;
    if (focus) this.dispatchEvent(new CustomEvent('kind', { detail: kind }));
    for (const b of this.kinds.children) b.setAttribute('aria-pressed', String(b.dataset.kind === kind));
    this.root.dataset.kind = kind;
    this.next(focus);
  }

  /** A new exercise of the kind on show. */
  next(focus = false) {
    this.ex = makeExercise(this.kind, this.game, this.info);
    this.answered = false;
    for (const k of ['heap', 'lo', 'hi', 'gap']) {
      if (this.ex[k] === undefined) delete this.root.dataset[k];
      else this.root.dataset[k] = String(this.ex[k]);
    }
    this.renderPrompt();
    fill(this.feedback);
    delete this.root.dataset.right;
    this.dispatchEvent(new CustomEvent('exercise', { detail: { ex: this.ex, hidden: hidesValues(this.kind) } }));
    if (focus) this.firstInput()?.focus();
  }

  renderPrompt() {
    const t = this.t;
    const ex = this.ex;
    const { a, b, delta } = this.info;
    const ids = {
      value: 'practice-value',
      next: 'practice-next-q',
      class: 'practice-class',
      windows: 'practice-windows',
      region: 'practice-region',
    };
    fill(
      this.prompt,
      t(ids[ex.kind], { heap: ex.heap ?? 0n, lo: ex.lo ?? 0n, last: (ex.hi ?? 1n) - 1n, n: ex.gap ?? 0n, a, b, delta }),
    );
    const input = (name, label) =>
      el('input', {
        type: 'text',
        inputmode: 'numeric',
        name,
        autocomplete: 'off',
        'aria-label': label,
        'aria-describedby': this.prompt.id,
      });
    const choices = (name, options) =>
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
          [0, 1, 2, 3].map((v) => [String(v), String(v)]),
        ),
      ];
    else if (ex.kind === 'next' || ex.kind === 'windows')
      parts = [input('answer', t(ex.kind === 'next' ? 'practice-next-label' : 'practice-windows-label'))];
    else if (ex.kind === 'class')
      parts = [
        choices(
          'class',
          CLASSES.map((id, v) => [String(v), t(id, { a, b })]),
        ),
        el('label', {}, t('practice-witness'), ' ', input('witness', t('practice-witness'))),
      ];
    else
      parts = [
        choices(
          'region',
          REGIONS.map((r, i) => [r, t(REGION_NAMES[i])]),
        ),
      ];
    fill(this.answer, parts);
    // Enter checks; its keypress must not then press the button focus moves to.
    const onEnter = (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      this.check();
    };
    for (const i of this.answer.querySelectorAll('input[type="text"]')) i.addEventListener('keydown', onEnter);
  }

  firstInput() {
    return this.answer.querySelector('input');
  }

  /** The person's answer, or `{ error }` (a message) when there is none to check. */
  read() {
    const chosen = (name) => this.answer.querySelector(`input[name="${this.id}-${name}"]:checked`)?.value;
    const number = (name) =>
      parseWhole(this.answer.querySelector(`input[name="${name}"]`).value, msg('practice-your-answer'));
    const ex = this.ex;
    if (ex.kind === 'value')
      return chosen('value') === undefined ? { error: msg('practice-pick') } : { value: Number(chosen('value')) };
    if (ex.kind === 'region')
      return chosen('region') === undefined ? { error: msg('practice-pick') } : { value: chosen('region') };
    if (ex.kind === 'class') {
      if (chosen('class') === undefined) return { error: msg('practice-pick') };
      const w = number('witness');
      return w.error ? w : { value: { value: Number(chosen('class')), witness: w.value } };
    }
    const r = number('answer');
    return r.error ? r : { value: ex.kind === 'windows' ? Number(r.value) : r.value };
  }

  check() {
    const t = this.t;
    const answer = this.read();
    if (answer.error) {
      fill(this.feedback, el('p', { class: 'asg-error' }, t.nodes(answer.error)));
      this.firstInput()?.focus();
      return;
    }
    const { right, explanation } = check(this.ex, answer.value, this.info);
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
    if (!this.answered) this.dispatchEvent(new CustomEvent('answered', { detail: { kind: this.kind, right } }));
    this.answered = true;
    // Right: on to the next one; wrong: the explanation is read, and another try is one Tab away.
    (right ? this.nextButton : this.firstInput())?.focus();
  }

  hint() {
    fill(this.feedback, el('p', { class: 'asg-hint' }, this.t(hint(this.ex, this.info))));
    this.firstInput()?.focus();
  }

  /** Shows the counts so far: solved and tried, of this kind and in all. */
  setScore(progress) {
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
