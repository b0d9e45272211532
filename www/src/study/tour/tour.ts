// The guided tour for self-study: short steps, each showing a view beside its text, from the
// rules and the mex rule (step by step) to the closed form, the classes, why the theorem holds,
// gaps, collisions, the residue trapezoid and the periods. The tour works on the game on show
// and says when a step needs another kind of game (and shows one, or offers it); its text is
// made again from the core whenever the game changes, and closing it brings back the student's
// own game. A link of the tour into another view keeps its step: a way back to it shows in the
// tour's place (away.ts), and Take the tour goes on there. The steps are in steps.ts;
// which games they need, in game.ts.
import { el, fill } from '../../base/dom.ts';
import type { Part, PartContext } from '../../state/context.ts';
import type { State } from '../../state/state.ts';
import { describeError } from '../../text/errors.ts';
import { type Message, msg } from '../../text/languages.ts';
import { keepFormulasWhole } from '../formula-text.ts';
import { fullGame } from '../games.ts';
import type { StudyPort } from '../port.ts';
import { awayRow } from './away.ts';
import {
  factsOf,
  fits,
  type GameAsked,
  gameFor,
  gameOf,
  type Home,
  homeOf,
  keepHome,
  keptHome,
  needsWords,
  sameGame,
  switchNotice,
} from './game.ts';
import { type Following, followPicture } from './scroll.ts';
import type { Step, StepBody } from './step.ts';
import { STEPS } from './steps.ts';

export { STEPS };

let uid = 0;

/** The tour as a part: it can also be started at a step. */
export interface TourPart extends Part {
  go(n: number): void;
  focus(): void;
}

/** The tour as a part of the explorer. */
export function mount(context: PartContext, study: StudyPort): TourPart {
  const { t, picture } = context;
  const id = `asg-tour-${++uid}`;
  const title = el('h2', { tabindex: '-1', id: `${id}-title` });
  const count = el('span', { class: 'asg-hint' });
  // What the tour did to the game, or what a step needs that the game on show is not.
  const notice = el('p', { class: 'asg-tour-notice', role: 'status', hidden: true });
  const body = el('div', { class: 'asg-tour-body', id: `${id}-body` });
  keepFormulasWhole(body);
  keepFormulasWhole(notice);
  let step = 0;
  let home: Home | null = null;
  // The game the tour last asked for: another one on show was the student's choice.
  let asked: GameAsked | null = null;
  let shown: StepBody | null = null;
  let shownKey = '';
  let focusNext = false;
  let scrollPending = false;
  // Watches the step's picture grow, to keep it in view with the text (scroll.ts).
  let watcher: Following | null = null;
  const back = el('button', { type: 'button', onclick: () => go(step - 1) }, t('tour-back'));
  // Next becomes Finish at the last step: the button focus is on never goes away.
  const next = el(
    'button',
    {
      type: 'button',
      class: 'asg-primary',
      'aria-describedby': `${id}-title ${id}-body`,
      onclick: () => (step === STEPS.length ? finish() : go(step + 1)),
    },
    t('tour-next'),
  );
  // At the last step Finish closes the tour (and marks it done): a second way out would only puzzle.
  const closer = el('button', { type: 'button', onclick: () => close(true) }, t('tour-close'));
  const nav = el('div', { class: 'asg-inline asg-tour-nav' }, back, next, closer);
  const head = el('div', { class: 'asg-tour-head' }, title, count);
  const root = el(
    'div',
    { class: 'asg-panel asg-tour', role: 'group', 'aria-label': t('tour-label'), hidden: true },
    // The buttons first: Next stays where it was whatever the length of the step's title, so a
    // pointer clicking on lands on it again (and not on a term of the next step's text).
    nav,
    head,
    notice,
    body,
  );
  // After a link of the tour into another view: the way back to its step, or the tour ended there.
  const away = awayRow(
    t,
    root,
    { panel: [nav, head, body], notice },
    {
      back(n) {
        focusNext = true;
        go(n);
      },
      close() {
        context.dispatch({ type: 'close-tour' });
        study.focusControl('tour');
      },
    },
  );

  // The student's own game, kept for the tab on the site too (a reload mid-tour must not take the tour's game for it).
  const setHome = (next: Home | null): void => {
    home = next;
    if (study.keepsProgress) keepHome(next);
  };
  const say = (message: Message | null) => {
    notice.hidden = message === null;
    fill(notice, message ? t.nodes(message, context.term) : []);
  };

  /**
   * Shows step `n`: its view, on the student's game when it is what the step is about, else on
   * one that is (and says so; and says so again when the student's game comes back).
   */
  function go(n: number): void {
    const s = STEPS[n - 1];
    if (!s) return;
    const info = context.session.info;
    const own = home ?? homeOf(context.state, info);
    setHome(own);
    const target = s.need === 'any' ? own.game : gameFor(s.need, own);
    const facts = sameGame(target, gameOf(info)) ? info : factsOf(context.session, target);
    step = n;
    asked = target;
    shownKey = '';
    scrollPending = true;
    context.dispatch({ type: 'step', n, stepState: { ...target, view: s.view, ...(facts ? s.state?.(facts) : {}) } });
    say(switchNotice(s.need, target, own.game, gameOf(info)));
    study.remember({ tour: n });
  }

  /** The tour ends, and the student's own game and view come back. */
  function close(focusButton: boolean): void {
    stopStep();
    root.hidden = true;
    picture.setGuide(null);
    picture.setMarks([]);
    picture.setHidden(false);
    context.inspect(null);
    const restore = home ? { ...home.game, second: 'delta' as const, view: home.view } : undefined;
    setHome(null);
    asked = null;
    step = 0;
    context.dispatch({ type: 'close-tour', restore });
    // Back to where the tour began: its button.
    if (focusButton) study.focusControl('tour');
  }

  function finish(): void {
    study.remember({ tour: STEPS.length, done: true });
    close(true);
  }

  function stopStep(): void {
    watcher?.disconnect();
    watcher = null;
    shown?.stop?.();
    shown = null;
  }

  /** The step's text for the game on show (the full core's), or what it needs instead. */
  function render(s: Step): void {
    const game = fullGame(context.session);
    if (!game) return;
    const info = context.session.info;
    const key = `${step}:${info.a}/${info.delta}`;
    if (key === shownKey) return;
    shownKey = key;
    stopStep();
    picture.setMarks([]);
    picture.setHidden(false);
    if (!fits(s.need, info)) {
      // The student chose a game this step is not about: it says so, and offers one it is about.
      const wanted = gameFor(s.need === 'outside' ? 'outside' : 'regime', home ?? homeOf(context.state, info));
      asked = gameOf(info);
      say(null);
      const offer = el(
        'button',
        { type: 'button', class: 'asg-primary', onclick: () => go(step) },
        t('tour-show-game', { a: BigInt(wanted.a), delta: BigInt(wanted.delta) }),
      );
      fill(body, el('p', {}, t.nodes(needsWords(s.need, info), context.term)), offer);
      root.dataset.step = String(step);
      return;
    }
    try {
      const stretch = s.stretch?.(info, game);
      if (stretch) picture.showStretch(stretch[0], stretch[1]);
      shown = s.body({ t, term: context.term, info, game, context, open: (state) => leave(state) });
      fill(body, shown.nodes);
      // For what waits on the step (a test, a screen reader's next read): its text is on show.
      root.dataset.step = String(step);
    } catch (e) {
      fill(body, el('p', { class: 'asg-error' }, t(describeError(e))));
    }
  }

  /** A way out of the tour into a view (the recap's): the tour is done, and waits at its step for a way back. */
  function leave(state: Partial<State>): void {
    study.remember({ tour: STEPS.length, done: true });
    picture.setMarks([]);
    context.dispatch({ type: 'open-view', state });
    if (state.view) context.focusPart(state.view);
  }

  /**
   * A link of the tour led to another view at step `n`: the step stops, and its way back shows;
   * the student's own game is kept for when the tour closes.
   */
  function leftAt(n: number): void {
    stopStep();
    step = 0;
    shownKey = '';
    fill(body);
    delete root.dataset.step;
    root.hidden = false;
    away.show(n);
    followChoice();
  }

  /** A game the student chose while the tour was open (or away) is theirs now: the tour comes back to it. True when it changed. */
  function followChoice(): boolean {
    const info = context.session.info;
    if (!home || !asked || sameGame(asked, gameOf(info))) return false;
    setHome({ ...home, game: gameOf(info), proven: info.proven });
    asked = gameOf(info);
    return true;
  }

  return {
    root,
    go,
    /** Focus on Next (once the step is on show: the tour may still be hidden now). */
    focus() {
      focusNext = true;
      if (!root.hidden) next.focus({ preventScroll: true });
    },
    update(state: State) {
      const n = state.tour;
      if (n === null) {
        if (state.tourLeft !== null) leftAt(state.tourLeft);
        return;
      }
      const s = STEPS[n - 1];
      if (!s) return;
      away.show(null);
      if (root.hidden || step !== n || shownKey === '') {
        // The last step's text goes at once: no number of it may stand beside another step's picture.
        if (root.dataset.step !== String(n)) {
          stopStep();
          fill(body);
          delete root.dataset.step;
        }
        // Opened again by a reload: the student's game is the one this tab kept, and the game on
        // show the tour's. Opened by a link or a way back: the game on show is the student's.
        const kept = home ? null : study.keepsProgress ? keptHome() : null;
        if (kept) asked = gameOf(context.session.info);
        setHome(home ?? kept ?? homeOf(state, context.session.info));
        // A link to a step shows the step's own picture (and a game it is about), as Next would;
        // after a reload, also the tour's word on which game is on show.
        const otherGame = kept !== null && !sameGame(kept.game, gameOf(context.session.info));
        if (otherGame || state.view !== s.view || !fits(s.need, context.session.info)) {
          queueMicrotask(context.life.alive(() => go(n)));
        }
        step = n;
        shownKey = '';
        scrollPending = true;
        study.remember({ tour: n });
      }
      root.hidden = false;
      fill(title, t('tour-step-title', { n, title: msg(s.title) }));
      fill(count, t('tour-step-count', { n, total: STEPS.length }));
      // Back is off at the first step: focus on it moves to Next rather than to the page.
      if (n === 1 && (root.getRootNode() as Document | ShadowRoot).activeElement === back) next.focus();
      back.disabled = n === 1;
      fill(next, t(n === STEPS.length ? 'tour-finish' : 'tour-next'));
      closer.hidden = n === STEPS.length;
      if (followChoice()) say(null);
      context.session
        .toFull()
        .then(
          context.life.alive(() => {
            if (step !== n || root.hidden) return;
            render(s);
            if (focusNext) next.focus({ preventScroll: true });
            focusNext = false;
            if (scrollPending) {
              scrollPending = false;
              // Once the view's parts have drawn (the lanes load with the proof views).
              context.life.frame(() =>
                context.life.frame(() => {
                  watcher?.disconnect();
                  watcher = followPicture(root, body, s.picture);
                }),
              );
            }
          }),
        )
        .catch(context.life.alive((e: unknown) => fill(body, el('p', { class: 'asg-error' }, t(describeError(e))))));
    },
    hide() {
      stopStep();
      away.show(null);
      root.hidden = true;
      step = 0;
      setHome(null);
    },
  };
}
