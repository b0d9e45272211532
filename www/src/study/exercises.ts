// Exercises for the game on show, each checked by the core: predict a heap's value, find the
// next P-position, name a heap's class (W0, W0 + a, W0 − b, the rest) and the P-position that
// puts it there, count the collision windows in a stretch, say which residue region an
// (a+1)-gap falls in. Outside the primitive quadratic regime only those that need no theorem.
// Answers and explanations are messages (languages.js); no DOM.
// @ts-nocheck
import { listOf, msg } from '../text/languages.ts';

/** The kinds of exercise, in the order they are offered. */
export const KINDS = ['value', 'next', 'class', 'windows', 'region'];

/** The message naming each kind. */
export const KIND_NAMES = {
  value: 'practice-kind-value',
  next: 'practice-kind-next',
  class: 'practice-kind-class',
  windows: 'practice-kind-windows',
  region: 'practice-kind-region',
};

/** Kinds that rest on Theorem 1 (the classes) or on the regime (residues): only in the regime. */
const THEOREM = ['class', 'region'];

/** The kinds for a game with facts `info`. */
export function kindsFor(info) {
  return info.proven ? KINDS : KINDS.filter((k) => !THEOREM.includes(k));
}

/** Which kinds keep the picture's values hidden until the answer. */
export function hidesValues(kind) {
  return kind === 'value' || kind === 'next' || kind === 'class';
}

/** A whole number in [lo, hi) (BigInts), from `random` in [0, 1). */
function pick(lo, hi, random) {
  return lo + BigInt(Math.floor(random() * Number(hi - lo)));
}

/** The first P-position after `x` in `game`: the one of rank #{P-positions ≤ x}, by the core. */
function nextPPosition(game, x) {
  return game.pPosition(game.pRank(x + 1n));
}

/**
 * A new exercise of `kind` for the full core's `game` with facts `info`: what it asks about
 * (a heap, a stretch [lo, hi), or a gap) and its answer, from the core. `random` gives [0, 1).
 */
export function makeExercise(kind, game, info, random = Math.random) {
  const { a, b, delta } = info;
  const period = info.heapPeriod;
  // Heaps past the first few, where every value has appeared, up to three periods on.
  const heap = () => pick(a + b, a + b + 3n * period, random);
  if (kind === 'value') {
    const x = heap();
    return { kind, heap: x, answer: game.value(x), why: game.explain(x) };
  }
  if (kind === 'next') {
    const x = heap();
    return { kind, heap: x, answer: nextPPosition(game, x) };
  }
  if (kind === 'class') {
    const x = heap();
    // The P-position the class puts it beside: x (W0), x − a (W1), x + b (W2), x + δ (W3).
    const witness = game.classWitness(x);
    return { kind, heap: x, answer: game.value(x), witness, rank: game.pRank(witness) };
  }
  if (kind === 'windows') {
    // A stretch of two to four times δ: a few windows, countable by eye.
    const lo = heap();
    const hi = lo + delta * (2n + BigInt(Math.floor(random() * 3)));
    const runs = game.windowRuns(delta, lo, hi, 1000);
    return { kind, lo, hi, answer: runs.length, runs };
  }
  // region: an (a+1)-gap at index n with n + 1 = qa, δ not dividing q.
  let q: bigint;
  do q = pick(1n, a * delta, random);
  while (q % delta === 0n);
  const n = q * a - 1n;
  const r = game.residueOfGap(n);
  const row = game.residues().rows.find((x) => x.r === r);
  return { kind, gap: n, q, r, row, answer: row.region, from: game.pPosition(n), to: game.pPosition(n + 1n) };
}

/**
 * Checks the person's `answer` to exercise `ex`: `{ right, explanation }`, the explanation a
 * message with the exercise's numbers. For `class`, `answer` is `{ value, witness }`.
 */
export function check(ex, answer, info) {
  const { a, b, delta, d } = info;
  if (ex.kind === 'value') {
    const moves = ex.why.options.map((o) => msg('practice-move', { move: o.move, to: o.to, value: o.value }));
    const set = `{${[...new Set(ex.why.options.map((o) => o.value))].sort().join(', ')}}`;
    return {
      right: answer === ex.answer,
      explanation: msg(moves.length ? 'practice-value-why' : 'practice-value-why-none', {
        heap: ex.heap,
        moves: listOf(moves),
        mex: `mex ${set} = ${ex.answer}`,
        value: ex.answer,
      }),
    };
  }
  if (ex.kind === 'next') {
    return {
      right: answer === ex.answer,
      // When the next P-position is the very next heap, there are no heaps in between to name.
      explanation: msg(ex.answer === ex.heap + 1n ? 'practice-next-why-adjacent' : 'practice-next-why', {
        heap: ex.heap,
        next: ex.answer,
        after: ex.heap + 1n,
        before: ex.answer - 1n,
      }),
    };
  }
  if (ex.kind === 'class') {
    const right = answer.value === ex.answer && answer.witness === ex.witness;
    const ids = ['practice-class-why-0', 'practice-class-why-1', 'practice-class-why-2', 'practice-class-why-3'];
    return { right, explanation: msg(ids[ex.answer], { heap: ex.heap, witness: ex.witness, n: ex.rank, a, b, delta }) };
  }
  if (ex.kind === 'windows') {
    const pairs = ex.runs.map((w) => [w.lower, w.upper]);
    return {
      right: answer === ex.answer,
      explanation: msg(ex.answer ? 'practice-windows-why' : 'practice-windows-why-none', {
        count: ex.answer,
        lo: ex.lo,
        last: ex.hi - 1n,
        delta,
        pairs: listOf(pairs),
      }),
    };
  }
  const { row } = ex;
  const why = { 'left-restricted': 'practice-region-left', unrestricted: 'practice-region-unrestricted' }[row.region];
  return {
    right: answer === ex.answer,
    explanation: msg(why ?? 'practice-region-right', {
      n: ex.gap,
      q: ex.q,
      a,
      delta,
      r: ex.r,
      d,
      c: row.c,
      L: row.L,
      R: row.R,
    }),
  };
}

/** A hint for exercise `ex`, as a message. */
export function hint(ex, info) {
  const { a, b, delta } = info;
  if (ex.kind === 'value')
    return msg('practice-value-hint', { heap: ex.heap, moves: listOf(ex.why.options.map((o) => o.to)) });
  if (ex.kind === 'next') return msg('practice-next-hint', { heap: ex.heap });
  if (ex.kind === 'class')
    return msg('practice-class-hint', {
      heap: ex.heap,
      minusA: ex.heap - a,
      plusB: ex.heap + b,
      plusDelta: ex.heap + delta,
    });
  if (ex.kind === 'windows') return msg('practice-windows-hint', { delta, lo: ex.lo, last: ex.hi - 1n });
  return msg('practice-region-hint', { n: ex.gap, a, delta, d: info.d });
}
