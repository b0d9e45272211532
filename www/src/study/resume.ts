// Continue where you left off: on the site's first screen, what the student did before in this
// browser (the tour step reached, the exercises solved, a game of play) with a way back to each
// and a way to forget it all. Each step is kept by progress.ts (remember), as it happens.
import type { PartContext } from '../shell/context.ts';
import { el } from '../shell/dom.ts';
import { toQuery } from '../shell/query.ts';
import { DEFAULTS, type SavedPlay, type State } from '../shell/state.ts';
import { hasProgress, loadProgress, type Progress, resetProgress } from './progress.ts';

/** What the banner needs of the explorer: its root, its parts' context, and ways to a state. */
export interface ResumeHost {
  readonly root: HTMLElement;
  readonly context: PartContext;
  readonly state: State | null;
  /** Applies a whole state from URL parameters; `play`: a game of play to continue there. */
  load(query: string, options?: { play?: SavedPlay }): void;
  /** Starts the tour at step `n`. */
  startTour(n: number): void;
}

/** The number of exercises solved, of every kind. */
export function solvedCount(p: Progress): number {
  return Object.values(p.solved).reduce((sum, n) => sum + n, 0);
}

/**
 * Shows the banner at the top of the explorer when there is progress to continue; returns it (or
 * null). Each way back puts focus on what it opens.
 */
export function mountResume(host: ResumeHost): HTMLElement | null {
  const p = loadProgress();
  if (!hasProgress(p)) return null;
  const { context } = host;
  const t = context.t;
  /** A way back: closes the banner, then goes. */
  const way = (label: string, go: () => void) =>
    el(
      'button',
      {
        type: 'button',
        onclick: () => {
          banner.remove();
          go();
        },
      },
      label,
    );
  const actions: HTMLElement[] = [];
  const tour = p.tour;
  if (tour !== null) actions.push(way(t('resume-tour', { n: tour }), () => host.startTour(tour)));
  if (solvedCount(p))
    actions.push(
      way(t('resume-practice', { count: solvedCount(p) }), () => {
        context.dispatch({ type: 'edit', name: 'view', value: 'practice' });
        context.focusPart('practice');
      }),
    );
  const play = p.play;
  if (play) {
    const { a, delta, start } = play;
    const back = () => {
      host.load(toQuery({ ...DEFAULTS, a, delta, view: 'play', lang: host.state?.lang ?? null }), { play });
    };
    actions.push(way(t('resume-play', { a: BigInt(a), delta: BigInt(delta), heap: BigInt(start) }), back));
  }
  const reset = () => {
    resetProgress();
    banner.remove();
    context.focusControl('a');
  };
  const banner: HTMLElement = el(
    'div',
    { class: 'asg-resume', role: 'region', 'aria-label': t('resume-title') },
    el('h2', {}, t('resume-title')),
    el(
      'div',
      { class: 'asg-inline' },
      actions,
      el('button', { type: 'button', class: 'asg-quiet', onclick: reset }, t('resume-reset')),
    ),
  );
  host.root.prepend(banner);
  // The first way back is the likeliest: the first useful control on the page.
  actions[0]?.classList.add('asg-primary');
  return banner;
}
