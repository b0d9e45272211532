// The context each part of the explorer gets (state/context.ts), and what some parts get besides
// (PartNeeds), made from the explorer: every member reads the explorer's own, no more. It is the
// composition root's, so that the context's types stay below the features that use them while
// this wiring may load one of them (why? for Theorem 7).
import type { Child } from '../base/dom.ts';
import type { Lifetime } from '../base/lifetime.ts';
import type { Jobs } from '../core/jobs.ts';
import type { PlaneProblem } from '../landscape/landscape.ts';
import type { ExplainWindows } from '../proof/proof.ts';
import type {
  FocusableControl,
  GamePort,
  InspectDetail,
  PartContext,
  PicturePort,
  ProgressChange,
} from '../state/context.ts';
import type { State, View } from '../state/state.ts';
import type { StoreEvent } from '../state/store.ts';
import type { StudyPort } from '../study/port.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import type { Message } from '../text/languages.ts';

/** What the explorer (app/explorer.ts) gives the contexts of its parts, which read through it. */
export interface ContextHost {
  readonly t: Translator;
  readonly term: TermMaker;
  readonly life: Lifetime;
  readonly state: State | null;
  dispatch(event: StoreEvent): boolean;
  readonly session: GamePort & { planeProblem(amax: bigint, dmax: bigint): Message | null };
  readonly view: PicturePort;
  readonly inspector: {
    show(game: GamePort['game'] | null, detail: InspectDetail | null, options?: { hiddenFrom?: bigint | null }): void;
    showWalk(...content: Child[]): void;
  };
  readonly controls: { focus(name: FocusableControl): void };
  readonly caption: HTMLElement;
  setCaption(message: Message | ''): void;
  jobs: Jobs | null;
  readonly keepsProgress: boolean;
  remember(change: ProgressChange): void;
  focusPart(view: View): void;
  /** The reader picked `heap` (the page hears of it). */
  picked(heap: bigint): void;
}

/** The context of the explorer `host` for its parts: each member reads the explorer's own, no more. */
export function partContext(host: ContextHost): PartContext {
  const context: PartContext = {
    t: host.t,
    term: host.term,
    life: host.life,
    get state(): State {
      // Parts are mounted for a state on show, never before the first.
      if (!host.state) throw new Error('no state on show yet');
      return host.state;
    },
    dispatch: (event) => host.dispatch(event),
    get session() {
      return host.session;
    },
    picture: host.view,
    setCaption(message, after = []) {
      host.setCaption(message);
      host.caption.append(...after);
    },
    inspect: (detail) => {
      host.inspector.show(host.session.game, detail, { hiddenFrom: host.view.hiddenFrom });
      if (detail?.pinned && detail.hi - detail.lo === 1n) host.picked(detail.lo);
    },
    showWalk: (...content) => host.inspector.showWalk(...content),
    jobs(make) {
      host.jobs ??= make();
      return host.jobs;
    },
    focusPart: (view) => host.focusPart(view),
  };
  return context;
}

/** What some parts get besides their context, each only by the part that needs it (parts.ts). */
export interface PartNeeds {
  /** The tour, practice and play: saved progress, focus on the explorer's controls. */
  readonly study: StudyPort;
  /** The landscape: the core's objection to a plane. */
  readonly planeProblem: PlaneProblem;
  /** The proof views: why? for Theorem 7, a walk the explorer loads (study/why.ts). */
  readonly explainWindows: ExplainWindows;
}

/** The needs of the parts of the explorer `host` with context `context`. */
export function partNeeds(host: ContextHost, context: PartContext): PartNeeds {
  return {
    study: {
      keepsProgress: host.keepsProgress,
      remember: (change) => host.remember(change),
      focusControl: (name) => host.controls.focus(name),
    },
    planeProblem: (amax, dmax) => host.session.planeProblem(amax, dmax),
    explainWindows() {
      import('../study/why.ts').then(host.life.alive((m) => m.explainWindows(context)));
    },
  };
}
