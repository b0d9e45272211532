// The parts of the explorer that load when first needed (so the first paint waits for none of
// them), in page order, and when each is wanted; loading them, showing the wanted ones and
// hiding the others. Each module exports `mount(context)` (a PartContext, context.ts), which makes
// the part and returns `{ root, update(state), hide() }` (a Part).
import type { Lifetime } from '../base/lifetime.ts';
import { yieldToPage } from '../base/slices.ts';
import type { Part, PartContext } from '../state/context.ts';
import { PROOF_VIEWS, type State, type View } from '../state/state.ts';
import { whenWhole } from '../text/carried.ts';
import { describeError } from '../text/errors.ts';
import { type Message, msg } from '../text/languages.ts';
import type { PartNeeds } from './part-context.ts';

/** Each part's module, by name. */
interface Modules {
  tour: typeof import('../study/tour/tour.ts');
  landscape: typeof import('../landscape/landscape.ts');
  play: typeof import('../study/play/play.ts');
  practice: typeof import('../study/practice/practice.ts');
  proof: typeof import('../proof/proof.ts');
  spectrum: typeof import('../spectrum/spectrum.ts');
}

/** The part each module makes (its own Part type: the proof views' full game, play's moves, …). */
interface PartTypes {
  tour: ReturnType<Modules['tour']['mount']>;
  landscape: ReturnType<Modules['landscape']['mount']>;
  play: ReturnType<Modules['play']['mount']>;
  practice: ReturnType<Modules['practice']['mount']>;
  proof: ReturnType<Modules['proof']['mount']>;
  spectrum: ReturnType<Modules['spectrum']['mount']>;
}

/** The parts, by name. */
export type PartName = keyof PartTypes;

/** The part of name `N`. */
export type PartOf<N extends PartName> = PartTypes[N];

/** The parts mounted so far, by name. */
export type Mounted = { [N in PartName]?: PartTypes[N] };

/** Loads a part once (and again after a load that failed). */
interface Loader<P> {
  load(): Promise<P>;
}

/** How a module mounts its part: with its context and what that part alone needs, never the explorer. */
type Mount<P> = (context: PartContext, needs: PartNeeds) => P;

/** Each part's `mount`, loaded on demand. */
const MOUNTS: { readonly [N in PartName]: () => Promise<Mount<PartTypes[N]>> } = {
  tour: () => import('../study/tour/tour.ts').then((m) => (context, needs) => m.mount(context, needs.study)),
  landscape: () =>
    import('../landscape/landscape.ts').then((m) => (context, needs) => m.mount(context, needs.planeProblem)),
  play: () => import('../study/play/play.ts').then((m) => (context, needs) => m.mount(context, needs.study)),
  practice: () =>
    import('../study/practice/practice.ts').then((m) => (context, needs) => m.mount(context, needs.study)),
  proof: () => import('../proof/proof.ts').then((m) => (context, needs) => m.mount(context, needs.explainWindows)),
  spectrum: () => import('../spectrum/spectrum.ts').then((m) => (context) => m.mount(context)),
};

/** When each part is wanted, in page order. */
const WANTED: readonly (readonly [PartName, (s: State) => boolean])[] = [
  // The tour, or its way back once a link of it led to another view.
  ['tour', (s) => s.tour !== null || s.tourLeft !== null],
  ['landscape', (s) => s.view === 'landscape'],
  ['play', (s) => s.view === 'play'],
  ['practice', (s) => s.view === 'practice'],
  ['proof', (s) => PROOF_VIEWS.includes(s.view)],
  ['spectrum', (s) => s.view === 'spectrum'],
];

/** What the parts need of the explorer: where they go, their context, and the state on show. */
export interface PartsHost {
  readonly life: Lifetime;
  readonly context: PartContext;
  readonly needs: PartNeeds;
  readonly slots: Readonly<Record<PartName, HTMLElement>>;
  /** The state on show now (null before the first). */
  state(): State | null;
  setCaption(message: Message | ''): void;
}

/** The parts of one explorer: loaded once each, shown while wanted, hidden when not. */
export class Parts {
  /** The parts mounted so far (for the exports, and for the tests through the explorer). */
  readonly mounted: Mounted = {};
  private readonly loaders: { readonly [N in PartName]: Loader<PartTypes[N]> };

  constructor(private readonly host: PartsHost) {
    this.loaders = {
      tour: this.loader('tour'),
      landscape: this.loader('landscape'),
      play: this.loader('play'),
      practice: this.loader('practice'),
      proof: this.loader('proof'),
      spectrum: this.loader('spectrum'),
    };
  }

  /** Every part mounted so far. */
  all(): Part[] {
    const { tour, landscape, play, practice, proof, spectrum } = this.mounted;
    return [tour, landscape, play, practice, proof, spectrum].filter(
      (p): p is NonNullable<typeof p> => p !== undefined,
    );
  }

  /**
   * Loads part `name` (once) and puts it in its place on the page; resolves to the part. A load
   * that failed is asked for again the next time the part is wanted.
   */
  load<N extends PartName>(name: N): Promise<PartTypes[N]> {
    return this.loaders[name].load();
  }

  /** The loader of part `name`: its module, then the part mounted in its slot. */
  private loader<N extends PartName>(name: N): Loader<PartTypes[N]> {
    const host = this.host;
    let loading: Promise<PartTypes[N]> | null = null;
    return {
      load: () => {
        // A part's messages are in the whole catalogue (the first frame may have had fewer).
        loading ??= Promise.all([MOUNTS[name](), whenWhole(host.context.t)]).then(
          async ([mount]) => {
            // Mounted in a task of its own, not in the one that ran the part's modules.
            await yieldToPage();
            if (host.life.ended) throw new Error('the explorer was removed');
            const part = mount(host.context, host.needs);
            host.slots[name].replaceWith(part.root);
            this.mounted[name] = part;
            return part;
          },
          (e: unknown) => {
            loading = null;
            throw e;
          },
        );
        return loading;
      },
    };
  }

  /** The parts `state` wants, loaded if need be and brought up to date; the others hidden. */
  show(state: State): void {
    const host = this.host;
    // Whether a part is still wanted once it has loaded, for the state on show then.
    const still = (wanted: (s: State) => boolean): State | null => {
      const now = host.state();
      return now && wanted(now) && !now.blocked ? now : null;
    };
    for (const [name, wanted] of WANTED) {
      if (!wanted(state)) {
        this.mounted[name]?.hide();
        continue;
      }
      this.load(name).then(
        host.life.alive((part: Part) => {
          const now = still(wanted);
          if (now) part.update(now);
        }),
        host.life.alive((e: unknown) => host.setCaption(msg('error-part', { error: describeError(e) }))),
      );
    }
  }

  /** Hides every part (no game to show them for). */
  hideAll(): void {
    for (const part of this.all()) part.hide();
  }

  /** Starts the tour at step `n`, with focus on its Next button. */
  startTour(n: number): void {
    const host = this.host;
    this.load('tour').then(
      host.life.alive((tour) => {
        tour.go(n);
        tour.focus();
      }),
      host.life.alive((e: unknown) => host.setCaption(msg('error-part', { error: describeError(e) }))),
    );
  }

  /** Focus on the first control of the part that shows `view` in `state` (once it is on show). */
  focusPart(view: View, state: State): void {
    const name = WANTED.find(([, wanted]) => wanted({ ...state, view, tour: null, tourLeft: null }))?.[0];
    if (name) this.load(name).then(this.host.life.alive((part: Part) => part.focus?.()));
  }

  /** Each part draws again (the theme changed). */
  redraw(): void {
    for (const part of this.all()) part.redraw?.();
  }

  /** Ends what each part holds that its lifetime does not. */
  destroy(): void {
    for (const part of this.all()) part.destroy?.();
  }
}
