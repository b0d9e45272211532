// The game on show as the study parts ask it: the full core's game (for windows, residues and
// the classes' P-positions), and the mex of a heap's moves written out, the one place it is.
import type { Explanation } from '../../pkg/asg.js';
import type { Game as FullGame } from '../../pkg/asg_full.js';
import type { GamePort } from '../state/context.ts';

/** The game on show when it is the full core's, else null (ask `session.toFull()` first). */
export function fullGame(session: GamePort): FullGame | null {
  const game = session.game;
  return 'pRank' in game ? game : null;
}

/** The mex of a heap's moves, written out from the core's set of values reached: mex {0, 3} = 1. */
export function mexText(why: Pick<Explanation, 'reached' | 'value'>): string {
  return `mex {${why.reached.join(', ')}} = ${why.value}`;
}
