// Continue where you left off: on the site's first screen, what the student did before in this
// browser (the tour step reached, the exercises solved, a game of play) with a way back to each
// and a way to forget it all. Each step is kept by progress.js (remember), as it happens.
// @ts-nocheck
import { el } from '../shell/dom.ts';
import { toQuery } from '../shell/query.ts';
import { DEFAULTS } from '../shell/state.ts';
import { hasProgress, loadProgress, resetProgress } from './progress.ts';

/** The number of exercises solved, of every kind. */
export function solvedCount(p) {
  return Object.values(p.solved).reduce((sum, n) => sum + n, 0);
}

/**
 * Shows the banner at the top of `explorer` when there is progress to continue; returns it (or
 * null). Each way back puts focus on what it opens.
 */
export function mountResume(explorer) {
  const p = loadProgress();
  if (!hasProgress(p)) return null;
  const t = explorer.t;
  const close = () => banner.remove();
  /** A way back: closes the banner, then goes. */
  const way = (label, go) =>
    el(
      'button',
      {
        type: 'button',
        onclick: () => {
          close();
          go();
        },
      },
      label,
    );
  const actions = [];
  if (p.tour !== null) actions.push(way(t('resume-tour', { n: p.tour }), () => explorer.startTour(p.tour)));
  if (solvedCount(p))
    actions.push(
      way(t('resume-practice', { count: solvedCount(p) }), () => {
        explorer.dispatch({ type: 'edit', name: 'view', value: 'practice' });
        explorer.focusPart('practice');
      }),
    );
  if (p.play) {
    const { a, delta, start } = p.play;
    const back = () => {
      explorer.load(toQuery({ ...DEFAULTS, a, delta, view: 'play', lang: explorer.state?.lang ?? null }), {
        play: p.play,
      });
    };
    actions.push(way(t('resume-play', { a: BigInt(a), delta: BigInt(delta), heap: BigInt(start) }), back));
  }
  const reset = () => {
    resetProgress();
    close();
    explorer.controls.inputs.a.focus();
  };
  const banner = el(
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
  explorer.root.prepend(banner);
  // The first way back is the likeliest: the first useful control on the page.
  actions[0]?.classList.add('asg-primary');
  return banner;
}
