// The words of a game of play: each move in the log (its value shown only when values are), the
// verdict at the end with the P-positions each player reached, each move's review in its line, and
// the game as it is kept to be continued.
import type { AdditiveInfo, MoveOption } from '../../../pkg/asg.js';
import type { SavedPlay } from '../../state/state.ts';
import type { Translator } from '../../text/i18n.ts';

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

/**
 * A line of the log of a finished game, with its review: the line alone for a move to a
 * P-position; else the move to a P-position it could have made instead, or that none was in reach.
 */
export function reviewLine(t: Translator, m: Played, optionsAt: (heap: bigint) => readonly MoveOption[]): string {
  const line = logText(t, m, true);
  if (m.value === 0) return line;
  const better = optionsAt(m.from).find((o) => o.value === 0);
  return better
    ? t('review-line-better', { line, better: better.move, betterTo: better.to })
    : t('review-line-none', { line, from: m.from });
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
