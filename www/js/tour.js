// The guided tour for self-study: short steps, each showing a view with the right parameters,
// from the rules and the mex rule (step by step) to the closed form, gaps, collisions, the
// residue trapezoid and the periods.
// The steps are in tour-steps.js, the mex stepper in mex-stepper.js.
import { el, fill } from './dom.js';
import { MexStepper } from './mex-stepper.js';
import { STEPS } from './tour-steps.js';

export { STEPS };

/** The tour panel; emits `go` ({ step, state }) to show a step's view, and `close`. */
export class Tour extends EventTarget {
  constructor(life) {
    super();
    this.title = el('h2', { tabindex: '-1' });
    this.body = el('div', { class: 'asg-tour-body' });
    this.count = el('span', { class: 'asg-hint' });
    this.back = el('button', { type: 'button', onclick: () => this.show(this.step - 1) }, '← Back');
    this.next = el(
      'button',
      { type: 'button', class: 'asg-primary', onclick: () => this.show(this.step + 1) },
      'Next →',
    );
    this.stepper = new MexStepper((x) => this.dispatchEvent(new CustomEvent('heap', { detail: x })), life);
    this.root = el(
      'div',
      { class: 'asg-panel asg-tour', role: 'group', 'aria-label': 'Guided tour', hidden: true },
      el('div', { class: 'asg-tour-head' }, this.title, this.count),
      this.body,
      el(
        'div',
        { class: 'asg-inline asg-tour-nav' },
        this.back,
        this.next,
        el('button', { type: 'button', onclick: () => this.dispatchEvent(new CustomEvent('close')) }, 'Close the tour'),
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
    fill(this.title, `${this.step}. ${s.title}`);
    fill(this.count, `step ${this.step} of ${STEPS.length}`);
    this.back.disabled = this.step === 1;
    this.next.disabled = this.step === STEPS.length;
    if (emit) this.dispatchEvent(new CustomEvent('go', { detail: { step: this.step, state: s.state } }));
  }

  /** Fills the step's text once its game is on show. */
  render(game) {
    const s = STEPS[this.step - 1];
    if (!s || this.root.hidden) return;
    try {
      fill(this.body, s.body(game), s.stepper ? this.stepper.root : null);
      if (s.stepper) this.stepper.setGame(game);
    } catch (e) {
      fill(this.body, el('p', { class: 'asg-error' }, String(e?.message ?? e)));
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
  const tour = new Tour(explorer.life);
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
