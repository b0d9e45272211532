// The game on show as the study parts ask it: the full core's game (for windows, residues and
// the classes' P-positions), and the values a heap's moves reach (the set its value is the mex of).
import type { Explanation } from '../../pkg/asg.js';
import type { Game as FullGame } from '../../pkg/asg_full.js';
import type { GamePort } from '../shell/context.ts';

/** The game on show when it is the full core's, else null (ask `session.toFull()` first). */
export function fullGame(session: GamePort): FullGame | null {
  const game = session.game;
  return 'pRank' in game ? game : null;
}

/** The values the moves of `why` reach, once each, in order: the set whose mex is the heap's value. */
export function reachedValues(why: Explanation): number[] {
  return [...new Set(why.options.map((o) => o.value))].sort((x, y) => x - y);
}
