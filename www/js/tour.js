// The guided tour for self-study: short steps, each showing a view with the right parameters,
// from the rules and the mex rule (step by step) to the closed form, gaps, collisions, the
// residue trapezoid and the periods.
// The steps are in tour-steps.js, the mex stepper in mex-stepper.js.
import { el, fill } from './dom.js';
import { describeError } from './errors.js';
import { msg } from './languages.js';
import { MexStepper } from './mex-stepper.js';
import { STEPS } from './tour-steps.js';

export { STEPS };

/** The tour panel; emits `go` ({ step, state }) to show a step's view, and `close`. */
export class Tour extends EventTarget {
  /** `life`: the explorer's lifetime; `t`: the translator. */
  constructor(life, t) {
    super();
    this.t = t;
    this.title = el('h2', { tabindex: '-1' });
    this.body = el('div', { class: 'asg-tour-body' });
    this.count = el('span', { class: 'asg-hint' });
    this.back = el('button', { type: 'button', onclick: () => this.show(this.step - 1) }, t('tour-back'));
    this.next = el(
      'button',
      { type: 'button', class: 'asg-primary', onclick: () => this.show(this.step + 1) },
      t('tour-next'),
    );
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
        el('button', { type: 'button', onclick: () => this.dispatchEvent(new CustomEvent('close')) }, t('tour-close')),
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
    this.back.disabled = this.step === 1;
    this.next.disabled = this.step === STEPS.length;
    if (emit) this.dispatchEvent(new CustomEvent('go', { detail: { step: this.step, state: s.state } }));
  }

  /** Fills the step's text once its game is on show. */
  render(game) {
    const s = STEPS[this.step - 1];
    if (!s || this.root.hidden) return;
    try {
      fill(this.body, s.body(game, this.t), s.stepper ? this.stepper.root : null);
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
export function mount(explorer) {
  const tour = new Tour(explorer.life, explorer.t);
  const go = (n) => {
    explorer.dispatch({ type: 'step', n, stepState: STEPS[n - 1].state });
    explorer.view.setGuide(null);
  };
  tour.addEventListener('go', (e) => go(e.detail.step));
  tour.addEventListener('close', () => {
    tour.hide();
    explorer.view.setGuide(null);
    explorer.dispatch({ type: 'close-tour' });
  });
  tour.addEventListener('heap', (e) => explorer.view.setGuide(e.detail));
  return {
    root: tour.root,
    go,
    focus: () => tour.title.focus(),
    update(state) {
      if (tour.step !== state.tour || tour.root.hidden) tour.show(state.tour, { emit: false });
      tour.render(explorer.game);
    },
    hide: () => tour.hide(),
  };
}
