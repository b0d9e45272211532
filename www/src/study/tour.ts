// The guided tour for self-study: short steps, each showing a view with the right parameters,
// from the rules and the mex rule (step by step) to the closed form, gaps, collisions, the
// residue trapezoid and the periods.
// The steps are in tour-steps.ts, the mex stepper in mex-stepper.ts.
import type { Mark, Part, PartContext } from '../shell/context.ts';
import { el, fill } from '../shell/dom.ts';
import type { Lifetime } from '../shell/lifetime.ts';
import type { State } from '../shell/state.ts';
import { describeError } from '../text/errors.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import { msg } from '../text/languages.ts';
import { MexStepper } from './mex-stepper.ts';
import { STEPS, type StepGame } from './tour-steps.ts';

export { STEPS };

let uid = 0;

/** What the panel tells its owner. */
export interface TourEvents {
  /** Step `n` is to be shown (its view). */
  go(n: number): void;
  close(): void;
  /** A way out of the tour into a view (the recap's links). */
  open(state: Partial<State>): void;
  /** Heaps for the picture to mark. */
  marks(marks: Mark[]): void;
}

/** The tour panel. */
export class Tour {
  readonly id = `asg-tour-${++uid}`;
  readonly root: HTMLElement;
  readonly title: HTMLElement;
  readonly body: HTMLElement;
  readonly count: HTMLElement;
  readonly back: HTMLButtonElement;
  readonly next: HTMLButtonElement;
  readonly stepper: MexStepper;
  step = 0;

  constructor(
    life: Lifetime,
    readonly t: Translator,
    readonly term: TermMaker,
    private readonly on: TourEvents,
  ) {
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
        onclick: () => (this.step === STEPS.length ? this.on.close() : this.show(this.step + 1)),
      },
      t('tour-next'),
    );
    this.title.id = `${this.id}-title`;
    this.body.id = `${this.id}-body`;
    this.stepper = new MexStepper((marks) => this.on.marks(marks), life, t);
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
        el('button', { type: 'button', onclick: () => this.on.close() }, t('tour-close')),
      ),
    );
  }

  /** Shows step `n` (1-based); `emit`: and asks for its view. */
  show(n: number, { emit = true } = {}): void {
    this.step = Math.max(1, Math.min(STEPS.length, n));
    const s = STEPS[this.step - 1];
    if (!s) return;
    this.root.hidden = false;
    this.stepper.stop();
    fill(this.title, this.t('tour-step-title', { n: this.step, title: msg(s.title) }));
    fill(this.count, this.t('tour-step-count', { n: this.step, total: STEPS.length }));
    // Back is off at the first step: focus on it moves to Next rather than to the page.
    const rootNode = this.root.getRootNode();
    if (this.step === 1 && rootNode instanceof Document && rootNode.activeElement === this.back) this.next.focus();
    if (this.step === 1 && rootNode instanceof ShadowRoot && rootNode.activeElement === this.back) this.next.focus();
    this.back.disabled = this.step === 1;
    fill(this.next, this.t(this.step === STEPS.length ? 'tour-finish' : 'tour-next'));
    if (emit) this.on.go(this.step);
  }

  /** Fills the step's text once its game is on show. */
  render(game: StepGame): void {
    const s = STEPS[this.step - 1];
    if (!s || this.root.hidden) return;
    try {
      fill(
        this.body,
        s.body(game, { t: this.t, term: this.term, open: (state) => this.on.open(state) }),
        s.stepper ? this.stepper.root : null,
      );
      if (s.stepper) this.stepper.setGame(game);
    } catch (e) {
      fill(this.body, el('p', { class: 'asg-error' }, this.t(describeError(e))));
    }
  }

  hide(): void {
    this.stepper.stop();
    this.root.hidden = true;
    this.step = 0;
  }
}

/** The tour as a part: it can also be started at a step. */
export interface TourPart extends Part {
  go(n: number): void;
}

/** The tour as a part of the explorer: each step shows its view; the stepper marks its heap. */
export function mount(context: PartContext): TourPart {
  const { picture } = context;
  let focusNext = false;
  const go = (n: number) => {
    const s = STEPS[n - 1];
    if (!s) return;
    context.dispatch({ type: 'step', n, stepState: s.state });
    picture.setGuide(null);
    picture.setMarks([]);
    context.remember({ tour: n });
  };
  const close = () => {
    tour.hide();
    picture.setGuide(null);
    picture.setMarks([]);
    context.dispatch({ type: 'close-tour' });
  };
  const tour: Tour = new Tour(context.life, context.t, context.term, {
    go,
    close() {
      close();
      // Back to where the tour began: its button.
      context.focusControl('tour');
    },
    // A link of the recap: the tour ends, and the practice (or view) it names opens.
    open(state) {
      close();
      context.dispatch({ type: 'open-view', state });
      if (state.view) context.focusPart(state.view);
    },
    marks: (marks) => picture.setMarks(marks),
  });
  return {
    root: tour.root,
    go,
    /** Focus on Next (once the step is on show: the tour may still be hidden now). */
    focus() {
      focusNext = true;
      if (!tour.root.hidden) tour.next.focus();
    },
    update(state: State) {
      if (state.tour === null) return;
      if (tour.step !== state.tour || tour.root.hidden) {
        tour.show(state.tour, { emit: false });
        context.remember({ tour: tour.step });
      }
      tour.render(context.session.game);
      if (focusNext) tour.next.focus();
      focusNext = false;
    },
    hide: () => tour.hide(),
  };
}
