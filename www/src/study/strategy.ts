// The computer's strategy in play: it moves to a P-position whenever there is one (and so wins
// every game that can be won), otherwise it makes a random legal move. No DOM.
// @ts-nocheck

/**
 * The computer's move from `heap`: `{ take, to, value }`, or null when no move is legal.
 * `options` are the game's (from `game.explain(heap).options`); `random` is in [0, 1).
 */
export function computerMove(options, random = Math.random()) {
  if (!options.length) return null;
  const winning = options.filter((o) => o.value === 0);
  const pool = winning.length ? winning : options;
  const o = pool[Math.min(pool.length - 1, Math.floor(random * pool.length))];
  return { take: o.move, to: o.to, value: o.value };
}

/**
 * Plays a whole game between the computer and a random mover (for checking the strategy):
 * returns { winner: 'computer' | 'other', moves: [{ by, take, from, to }] }.
 */
export function playOut(game, heap, computerFirst, random = Math.random) {
  const moves = [];
  let turn = computerFirst ? 'computer' : 'other';
  let h = BigInt(heap);
  for (;;) {
    const options = game.explain(h).options;
    if (!options.length) return { winner: turn === 'computer' ? 'other' : 'computer', moves };
    const m = turn === 'computer' ? computerMove(options, random()) : options[Math.floor(random() * options.length)];
    const take = m.take ?? m.move;
    moves.push({ by: turn, take, from: h, to: h - take });
    h -= take;
    turn = turn === 'computer' ? 'other' : 'computer';
  }
}
