// Continue where you left off: on every load of the site, what the student did before in this
// browser (the tour, at its step or finished; the game and kind practised last, with the streak;
// a game of play) with a way back to each and a way to forget it all; kept in step with the
// site's other tabs. A way back to where the student is (the exercise on show, after a reload)
// is not offered, nor the banner when no other is left. Each step is kept by progress.ts as it happens.
import { el, fill } from '../base/dom.ts';
import type { FocusableControl, PartContext } from '../state/context.ts';
import { toQuery } from '../state/query.ts';
import { DEFAULTS, type SavedPlay, type State } from '../state/state.ts';
import { msg } from '../text/languages.ts';
import { KIND_NAMES, kindsFor } from './exercises.ts';
import { hasProgress, loadProgress, onProgressChange, type Progress, recordOf, resetProgress } from './progress.ts';

/** What the banner needs of the explorer: its root, its parts' context, and ways to a state. */
export interface ResumeHost {
  readonly root: HTMLElement;
  readonly context: PartContext;
  readonly state: State | null;
  /** Applies a whole state from URL parameters; `play`: a game of play to continue there. */
  load(query: string, options?: { play?: SavedPlay }): void;
  /** Starts the tour at step `n`. */
  startTour(n: number): void;
  /** The explorer's controls, for focus on field a or the tour's button. */
  readonly controls: { focus(name: FocusableControl): void };
  /** Who follows each state shown: `fn` is called with each from when it is added. */
  readonly shownTo: Set<(state: State) => void>;
}

/** Where the banner starts folded to its title: a phone's first screen is the exercise's. */
const FOLDED = '(max-width: 699px)';

let uid = 0;

/**
 * Shows the banner at the top of the explorer when there is progress to continue (and keeps it
 * in step with the other tabs); returns it. Each way back puts focus on what it opens. On a
 * phone it starts as one line, its title a button that unfolds the ways back (a disclosure), so
 * that it does not push the first question off the screen.
 */
export function mountResume(host: ResumeHost): HTMLElement {
  const { context } = host;
  const t = context.t;
  const banner = el('div', { class: 'asg-resume', role: 'region', 'aria-label': t('resume-title'), hidden: true });
  const waysId = `asg-resume-ways-${++uid}`;
  let open = !(host.root.ownerDocument.defaultView?.matchMedia(FOLDED).matches ?? false);
  let closed = false;
  // The student is at the exercise practised last (reloaded in it, or gone to it): no way back to it.
  let arrived = false;
  /** True when `state` shows practice in the game and kind practised last. */
  const atLast = (state: State | null, last: Progress['last']): boolean => {
    if (!state || !last || state.view !== 'practice' || state.blocked) return false;
    const { info } = context.session;
    const kind = state.practice ?? kindsFor(info)[0];
    return String(info.a) === last.a && String(info.delta) === last.delta && kind === last.kind;
  };
  /** A way back: closes the banner, then goes. */
  const way = (label: string, go: () => void) =>
    el(
      'button',
      {
        type: 'button',
        onclick: () => {
          closed = true;
          banner.hidden = true;
          go();
        },
      },
      label,
    );
  const lang = () => host.state?.lang ?? null;
  /** The ways on show, by their words: the banner is made again only when they change. */
  let shown: string | null = null;
  const render = (p: Progress) => {
    arrived ||= atLast(host.state, p.last);
    const actions: HTMLElement[] = [];
    // The tour on show needs no way back to it.
    const touring = host.state?.tour !== null && host.state?.tour !== undefined;
    if (touring) {
      // Nothing to add for the tour.
    } else if (p.tourDone) actions.push(way(t('resume-tour-done'), () => host.startTour(1)));
    else if (p.tour !== null) {
      const n = p.tour;
      actions.push(way(t('resume-tour', { n }), () => host.startTour(n)));
    }
    const last = arrived ? null : p.last;
    if (last) {
      const r = recordOf(p, last.a, last.delta, last.kind);
      const label = t('resume-practice', {
        a: BigInt(last.a),
        delta: BigInt(last.delta),
        kind: msg(KIND_NAMES[last.kind]),
        streak: r.streak,
      });
      actions.push(
        way(label, () => {
          host.load(
            toQuery({ ...DEFAULTS, a: last.a, delta: last.delta, view: 'practice', practice: last.kind, lang: lang() }),
          );
          context.focusPart('practice');
        }),
      );
    }
    const play = p.play;
    if (play) {
      const { a, delta, start } = play;
      const back = () => host.load(toQuery({ ...DEFAULTS, a, delta, view: 'play', lang: lang() }), { play });
      actions.push(way(t('resume-play', { a: BigInt(a), delta: BigInt(delta), heap: BigInt(start) }), back));
    }
    // Nothing to go back to but where the student is: no banner.
    banner.hidden = closed || !hasProgress(p) || (actions.length === 0 && arrived);
    const words = actions.map((b) => b.textContent).join('\n');
    if (banner.hidden || words === shown) return;
    shown = words;
    const reset = () => {
      resetProgress();
      closed = true;
      banner.hidden = true;
      host.controls.focus('a');
    };
    const later = () => {
      closed = true;
      banner.hidden = true;
      host.controls.focus('tour');
    };
    const ways = el(
      'div',
      { class: 'asg-inline asg-resume-ways', id: waysId, hidden: !open },
      actions,
      el('button', { type: 'button', class: 'asg-quiet', onclick: later }, t('resume-later')),
      el('button', { type: 'button', class: 'asg-quiet', onclick: reset }, t('resume-reset')),
    );
    const toggle = el(
      'button',
      {
        type: 'button',
        class: 'asg-resume-toggle',
        'aria-expanded': String(open),
        'aria-controls': waysId,
        onclick: () => {
          open = !open;
          ways.hidden = !open;
          toggle.setAttribute('aria-expanded', String(open));
        },
      },
      t('resume-title'),
    );
    fill(banner, el('h2', {}, toggle), ways);
    // The first way back is the likeliest: the first useful control on the page.
    actions[0]?.classList.add('asg-primary');
  };
  host.root.prepend(banner);
  render(loadProgress());
  // Another tab practised, or forgot everything: this one says so too.
  onProgressChange(render, context.life.signal);
  // The student went to the exercise practised last: its way back goes.
  const follow = (state: State) => {
    if (!arrived && !closed && atLast(state, loadProgress().last)) render(loadProgress());
  };
  host.shownTo.add(follow);
  context.life.onEnd(() => host.shownTo.delete(follow));
  return banner;
}
