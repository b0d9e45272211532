// The words of a game of play: each move in the log (its value shown only when values are), and
// the verdict at the end with the P-positions each player reached.
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
