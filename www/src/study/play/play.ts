// Playing the game against the computer as a part of the explorer: the panel (panel.ts), the
// number line following the heap in play, its values hidden while the panel says so, and the game
// kept as progress.
import type { Part, PartContext } from '../../state/context.ts';
import { coverNote } from '../cover.ts';
import type { StudyPort } from '../port.ts';
import { PlayPanel } from './panel.ts';
import type { Played } from './review.ts';

/** Play as a part: it also offers the game played, for the export. */
export interface PlayPart extends Part {
  readonly history: readonly Played[];
}

/**
 * Play as a part of the explorer: the number line follows the heap in play (the computer's choice
 * marked while it thinks), hides its values while the panel says so; the game is kept as progress.
 */
export function mount(context: PartContext, study: StudyPort): PlayPart {
  const { picture } = context;
  const cover = coverNote(picture, context.t('play-values-hidden'), 'asg-play-cover');
  const play = new PlayPanel(context.t, context.life, {
    heap(heap, start, target) {
      const width = picture.canvas.clientWidth || 600;
      const zoom = Math.min(40, Math.max(width / 2 ** 64, width / (Number(start) + 1)));
      picture.setParams({ x: 0n, zoom });
      context.dispatch({ type: 'play-heap', zoom });
      picture.setGuide(heap);
      picture.setMarks(target === undefined ? [] : [{ heap: target, label: `−${context.t.whole(heap - target)}` }]);
    },
    hidden(hidden) {
      picture.setHidden(hidden);
      cover.show(hidden);
    },
    saved: (game) => study.remember({ play: game }),
    reveal(heading, last) {
      // The least scroll that shows the picture's top (its axis) and the heading down to `last`;
      // when the picture is pinned (a phone), the heading below it. If they do not fit, the heading.
      const stage = picture.canvas.closest<HTMLElement>('.asg-stage') ?? picture.canvas;
      const pinned = getComputedStyle(stage).position === 'sticky';
      const view = stage.ownerDocument.defaultView;
      if (!view || play.root.hidden) return;
      const upper = pinned
        ? heading.getBoundingClientRect().top - stage.getBoundingClientRect().bottom - 8
        : stage.getBoundingClientRect().top - 8;
      const lower = last.getBoundingClientRect().bottom + 8 - view.innerHeight;
      const by = lower > upper ? lower : Math.min(Math.max(0, lower), upper);
      if (by !== 0) view.scrollBy({ top: by, behavior: 'instant' });
    },
  });
  return {
    root: play.root,
    get history() {
      return play.history;
    },
    update() {
      // Back from another view: the game goes on where it was (once, not at every update).
      const returning = play.root.hidden;
      play.root.hidden = false;
      const { game, info } = context.session;
      // The same game in another core (the full one, after a walk or a proof view): the game in
      // play goes on; only another a or δ starts afresh.
      if (play.info?.a === info.a && play.info?.delta === info.delta) play.game = game;
      else play.setGame(game, info);
      // A game to continue (from "Continue where you left off"), once.
      const saved = context.state.playToResume;
      if (saved) {
        context.dispatch({ type: 'handed-over', what: 'play' });
        play.start(saved);
      } else if (returning) play.resume();
      else play.render();
    },
    hide() {
      if (play.root.hidden) return;
      play.stopThinking();
      play.root.hidden = true;
      cover.show(false);
      picture.setHidden(false);
      picture.setMarks([]);
      picture.setGuide(null);
      context.inspect(null);
    },
  };
}
