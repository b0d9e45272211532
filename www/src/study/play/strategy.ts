// The computer's strategy in play: it moves to a P-position whenever there is one (and so wins
// every game that can be won), otherwise it makes a random legal move. No DOM.
import type { MoveOption } from '../../../pkg/asg.js';

/** A move made: counters taken, the heap reached and its value. */
export interface Move {
  readonly take: bigint;
  readonly to: bigint;
  readonly value: number;
}

/** What the strategy needs of a game: the moves from a heap. */
export interface Explains {
  explain(heap: bigint): { readonly options: readonly MoveOption[] };
}

/**
 * The computer's move from a heap: `{ take, to, value }`, or null when no move is legal.
 * `options` are the game's (from `game.explain(heap).options`); `random` is in [0, 1).
 */
export function computerMove(options: readonly MoveOption[], random = Math.random()): Move | null {
  if (!options.length) return null;
  const winning = options.filter((o) => o.value === 0);
  const pool = winning.length ? winning : options;
  const o = pool[Math.min(pool.length - 1, Math.floor(random * pool.length))];
  return o ? { take: o.move, to: o.to, value: o.value } : null;
}

/** Who moved in a game played out. */
export type Mover = 'computer' | 'other';

/** A game played out between the computer and a random mover. */
export interface PlayedOut {
  readonly winner: Mover;
  readonly moves: readonly { readonly by: Mover; readonly take: bigint; readonly from: bigint; readonly to: bigint }[];
}

/**
 * Plays a whole game between the computer and a random mover (for checking the strategy): the
 * winner and the moves.
 */
export function playOut(
  game: Explains,
  heap: bigint | number,
  computerFirst: boolean,
  random = Math.random,
): PlayedOut {
  const moves: { by: Mover; take: bigint; from: bigint; to: bigint }[] = [];
  let turn: Mover = computerFirst ? 'computer' : 'other';
  let h = BigInt(heap);
  for (;;) {
    const options = game.explain(h).options;
    const m =
      turn === 'computer' ? computerMove(options, random()) : moveOf(options[Math.floor(random() * options.length)]);
    if (!m) return { winner: turn === 'computer' ? 'other' : 'computer', moves };
    moves.push({ by: turn, take: m.take, from: h, to: m.to });
    h = m.to;
    turn = turn === 'computer' ? 'other' : 'computer';
  }
}

/** A move option as a move made, or null for none. */
function moveOf(o: MoveOption | undefined): Move | null {
  return o ? { take: o.move, to: o.to, value: o.value } : null;
}
