// The guided tour for self-study: short steps, each showing a view with the right parameters,
// from the rules and the mex rule (step by step) to the closed form, gaps, collisions, the
// residue trapezoid and the periods.
// The steps are in tour-steps.js, the mex stepper in mex-stepper.js.
// @ts-nocheck
import { el, fill } from '../shell/dom.ts';
import { describeError } from '../text/errors.ts';
import { msg } from '../text/languages.ts';
import { MexStepper } from './mex-stepper.ts';
import { STEPS } from './tour-steps.ts';

export { STEPS };

let uid = 0;

/** The tour panel; emits `go` ({ step, state }) to show a step's view, and `close`. */
export class Tour extends EventTarget {
  /** `life`: the explorer's lifetime; `t`: the translator. */
  constructor(life, t) {
    super();
    this.life = life;
    this.id = `asg-tour-${++uid}`;
    this.t = t;
    this.title = el('h2', { tabindex: '-1' });
    this.body = el('div', { class: 'asg-tour-body' });
    this.count = el('span', { class: 'asg-hint' });
    this.back = el('button', { type: 'button', onclick: () => this.show(this.step - 1) }, t('tour-back'));
    // Next becomes Finish at the last step: the button focus is on never goes away.
    this.next = el(
      'button',
      {
        type: 'button',
        class: 'asg-primary',
        'aria-describedby': `${this.id}-title ${this.id}-body`,
        onclick: () => (this.step === STEPS.length ? this.close() : this.show(this.step + 1)),
      },
      t('tour-next'),
    );
    this.title.id = `${this.id}-title`;
    this.body.id = `${this.id}-body`;
    this.stepper = new MexStepper((x) => this.dispatchEvent(new CustomEvent('heap', { detail: x })), life, t);
    this.root = el(
      'div',
      { class: 'asg-panel asg-tour', role: 'group', 'aria-label': t('tour-label'), hidden: true },
      el('div', { class: 'asg-tour-head' }, this.title, this.count),
      this.body,
      el(
        'div',
        { class: 'asg-inline asg-tour-nav' },
        this.back,
        this.next,
        el('button', { type: 'button', onclick: () => this.close() }, t('tour-close')),
      ),
    );
    this.step = 0;
  }

  /** Shows step `n` (1-based) for `game` (the explorer's, for numbers in the text). */
  show(n, { emit = true } = {}) {
    this.step = Math.max(1, Math.min(STEPS.length, n));
    const s = STEPS[this.step - 1];
    this.root.hidden = false;
    this.stepper.stop();
    fill(this.title, this.t('tour-step-title', { n: this.step, title: msg(s.title) }));
    fill(this.count, this.t('tour-step-count', { n: this.step, total: STEPS.length }));
    // Back is off at the first step: focus on it moves to Next rather than to the page.
    if (this.step === 1 && this.root.getRootNode().activeElement === this.back) this.next.focus();
    this.back.disabled = this.step === 1;
    fill(this.next, this.t(this.step === STEPS.length ? 'tour-finish' : 'tour-next'));
    if (emit) this.dispatchEvent(new CustomEvent('go', { detail: { step: this.step, state: s.state } }));
  }

  close() {
    this.dispatchEvent(new CustomEvent('close'));
  }

  /** Fills the step's text once its game is on show. */
  render(game) {
    const s = STEPS[this.step - 1];
    if (!s || this.root.hidden) return;
    try {
      fill(
        this.body,
        s.body(game, this.t, (state) => this.dispatchEvent(new CustomEvent('open', { detail: state }))),
        s.stepper ? this.stepper.root : null,
      );
      if (s.stepper) this.stepper.setGame(game);
    } catch (e) {
      fill(this.body, el('p', { class: 'asg-error' }, this.t(describeError(e))));
    }
  }

  hide() {
    this.stepper.stop();
    this.root.hidden = true;
    this.step = 0;
  }
}

/** The tour as a part of the explorer: each step shows its view; the stepper marks its heap. */
export function mount(_context, explorer) {
  const tour = new Tour(explorer.life, explorer.t);
  tour.term = explorer.term;
  let focusNext = false;
  const go = (n) => {
    explorer.dispatch({ type: 'step', n, stepState: STEPS[n - 1].state });
    explorer.view.setGuide(null);
    explorer.view.setMarks([]);
    explorer.remember({ tour: n });
  };
  const close = () => {
    tour.hide();
    explorer.view.setGuide(null);
    explorer.view.setMarks([]);
    explorer.dispatch({ type: 'close-tour' });
  };
  tour.addEventListener('go', (e) => go(e.detail.step));
  tour.addEventListener('close', () => {
    close();
    // Back to where the tour began: its button.
    explorer.controls.tourButton.focus();
  });
  // A link of the recap: the tour ends, and the practice (or view) it names opens.
  tour.addEventListener('open', (e) => {
    close();
    explorer.dispatch({ type: 'open-view', state: e.detail });
    explorer.focusPart?.(e.detail.view);
  });
  tour.addEventListener('heap', (e) => explorer.view.setMarks(e.detail));
  return {
    root: tour.root,
    go,
    /** Focus on Next (once the step is on show: the tour may still be hidden now). */
    focus() {
      focusNext = true;
      if (!tour.root.hidden) tour.next.focus();
    },
    update(state) {
      if (tour.step !== state.tour || tour.root.hidden) {
        tour.show(state.tour, { emit: false });
        explorer.remember({ tour: tour.step });
      }
      tour.render(explorer.game);
      if (focusNext) tour.next.focus();
      focusNext = false;
    },
    hide: () => tour.hide(),
  };
}
