// The words of a game of play: each move in the log (its value shown only when values are), the
// verdict at the end with the P-positions each player reached, a review of every move, and the
// game as it is kept to be continued.
import type { AdditiveInfo, MoveOption } from '../../pkg/asg.js';
import type { SavedPlay } from '../shell/state.ts';
import type { Translator } from '../text/i18n.ts';

/** Who moves. */
export type Player = 'you' | 'computer';

/** A move of the game so far. */
export interface Played {
  readonly by: Player;
  readonly from: bigint;
  readonly take: bigint;
  readonly to: bigint;
  readonly value: number;
}

/** A line of the log: a move, and the value it reached when `shown`. */
export function logText(t: Translator, { by, from, take, to, value }: Played, shown: boolean): string {
  const id =
    by === 'you'
      ? shown
        ? 'play-log-you'
        : 'play-log-you-hidden'
      : shown
        ? 'play-log-computer'
        : 'play-log-computer-hidden';
  return t(id, { from, take, to, value });
}

/** The verdict once `loser` cannot move from `heap`: who won, and the P-positions each reached. */
export function verdict(t: Translator, history: readonly Played[], loser: Player, heap: bigint): string {
  const reached = (by: Player) => history.filter((m) => m.by === by && m.value === 0).map((m) => m.to);
  const list = (xs: bigint[]) => (xs.length ? t.list(xs) : t('play-none'));
  const why = t(loser === 'you' ? 'play-you-lose' : 'play-you-win', { heap });
  const how = t('play-why', { you: list(reached('you')), computer: list(reached('computer')) });
  return `${why} ${how}`;
}

/** The review's words for each player: a P-position reached, one missed, or none in reach. */
const REVIEW: Readonly<Record<Player, { p: string; missed: string; none: string }>> = {
  you: { p: 'review-you-p', missed: 'review-you-missed', none: 'review-you-none' },
  computer: { p: 'review-computer-p', missed: 'review-computer-missed', none: 'review-computer-none' },
};

/**
 * The review of a finished game, a line a move: the P-position each move reached, or the heap it
 * left and, where one was in reach, the move to a P-position it could have made instead.
 */
export function review(
  t: Translator,
  history: readonly Played[],
  optionsAt: (heap: bigint) => readonly MoveOption[],
): string[] {
  return history.map((m) => {
    const words = REVIEW[m.by];
    if (m.value === 0) return t(words.p, { take: m.take, from: m.from, to: m.to });
    const better = optionsAt(m.from).find((o) => o.value === 0);
    if (better)
      return t(words.missed, {
        take: m.take,
        from: m.from,
        to: m.to,
        value: m.value,
        better: better.move,
        betterTo: better.to,
      });
    return t(words.none, { take: m.take, from: m.from, to: m.to, value: m.value });
  });
}

/** The game so far as it is kept (progress.ts), to be continued: the game, the heap, who began, the moves. */
export function kept(info: AdditiveInfo, start: bigint, first: Player, history: readonly Played[]): SavedPlay {
  return {
    a: String(info.a),
    delta: String(info.delta),
    start: String(start),
    first,
    moves: history.map((m) => ({ by: m.by, take: String(m.take) })),
  };
}
