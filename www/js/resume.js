// Continue where you left off: on the site's first screen, what the student did before in this
// browser (the tour step reached, the exercises solved, a game of play) with a way back to each
// and a way to forget it all. Each step is kept by progress.js (remember), as it happens.
import { el } from './dom.js';
import { hasProgress, loadProgress, resetProgress } from './progress.js';

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
  const actions = [];
  if (p.tour !== null)
    actions.push(
      el(
        'button',
        {
          type: 'button',
          onclick: () => {
            close();
            explorer.startTour(p.tour);
          },
        },
        t('resume-tour', { n: p.tour }),
      ),
    );
  if (solvedCount(p))
    actions.push(
      el(
        'button',
        {
          type: 'button',
          onclick: () => {
            close();
            explorer.dispatch({ type: 'edit', name: 'view', value: 'practice' });
            explorer.focusPart('practice');
          },
        },
        t('resume-practice', { count: solvedCount(p) }),
      ),
    );
  if (p.play) {
    const { a, delta, start } = p.play;
    const back = () => {
      close();
      explorer.savedPlay = p.play;
      explorer.load(`?a=${a}&delta=${delta}&view=play${explorer.state?.lang ? `&lang=${explorer.state.lang}` : ''}`);
    };
    actions.push(
      el(
        'button',
        { type: 'button', onclick: back },
        t('resume-play', { a: BigInt(a), delta: BigInt(delta), heap: BigInt(start) }),
      ),
    );
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
