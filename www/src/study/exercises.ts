// Exercises for the game on show, each checked by the core: predict a heap's value, find the
// next P-position, name a heap's class (W0, W0 + a, W0 − b, the rest) and the P-position that
// puts it there, count the collision windows in a stretch, say which residue region an
// (a+1)-gap falls in. Outside the primitive quadratic regime only those that need no theorem.
// Answers and explanations are messages (languages.ts); no DOM.
import type { AdditiveInfo, Explanation, ResidueRegion, ResidueRow, WindowRun } from '../../pkg/asg.js';
import type { Game as FullGame } from '../../pkg/asg_full.js';
import { PRACTICE_KINDS, type PracticeKind } from '../shell/state.ts';
import { listOf, type Message, msg } from '../text/languages.ts';
import { reachedValues } from './games.ts';

/** The kinds of exercise, in the order they are offered. */
export const KINDS = PRACTICE_KINDS;

/** The message naming each kind. */
export const KIND_NAMES: Readonly<Record<PracticeKind, string>> = {
  value: 'practice-kind-value',
  next: 'practice-kind-next',
  class: 'practice-kind-class',
  windows: 'practice-kind-windows',
  region: 'practice-kind-region',
};

/** Kinds that rest on Theorem 1 (the classes) or on the regime (residues): only in the regime. */
const THEOREM: readonly PracticeKind[] = ['class', 'region'];

/** The kinds for a game with facts `info`. */
export function kindsFor(info: Pick<AdditiveInfo, 'proven'>): PracticeKind[] {
  return info.proven ? [...KINDS] : KINDS.filter((k) => !THEOREM.includes(k));
}

/** Which kinds keep the picture's values hidden until the answer. */
export function hidesValues(kind: PracticeKind): boolean {
  return kind === 'value' || kind === 'next' || kind === 'class';
}

/** An exercise: what it asks about and its answer, from the core. */
export type Exercise =
  | { readonly kind: 'value'; readonly heap: bigint; readonly answer: number; readonly why: Explanation }
  | { readonly kind: 'next'; readonly heap: bigint; readonly answer: bigint }
  | {
      readonly kind: 'class';
      readonly heap: bigint;
      readonly answer: number;
      readonly witness: bigint;
      readonly rank: bigint;
    }
  | {
      readonly kind: 'windows';
      readonly lo: bigint;
      readonly hi: bigint;
      readonly answer: number;
      readonly runs: readonly WindowRun[];
    }
  | {
      readonly kind: 'region';
      readonly gap: bigint;
      readonly q: bigint;
      readonly r: bigint;
      readonly row: ResidueRow;
      readonly answer: ResidueRegion;
      readonly from: bigint;
      readonly to: bigint;
    };

/** A person's answer to an exercise of each kind. */
export type Answer =
  | { readonly kind: 'value'; readonly value: number }
  | { readonly kind: 'next' | 'windows'; readonly value: bigint }
  | { readonly kind: 'class'; readonly value: number; readonly witness: bigint }
  | { readonly kind: 'region'; readonly value: ResidueRegion };

/** A whole number in [lo, hi) (BigInts), from `random` in [0, 1). */
function pick(lo: bigint, hi: bigint, random: () => number): bigint {
  return lo + BigInt(Math.floor(random() * Number(hi - lo)));
}

/** The first P-position after `x` in `game`: the one of rank #{P-positions ≤ x}, by the core. */
function nextPPosition(game: FullGame, x: bigint): bigint {
  return game.pPosition(game.pRank(x + 1n));
}

/**
 * A new exercise of `kind` for the full core's `game` with facts `info`: what it asks about
 * (a heap, a stretch [lo, hi), or a gap) and its answer, from the core. `random` gives [0, 1).
 */
export function makeExercise(
  kind: PracticeKind,
  game: FullGame,
  info: AdditiveInfo,
  random: () => number = Math.random,
): Exercise {
  const { a, b, delta } = info;
  const period = info.heapPeriod ?? a + b;
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
  if (r === undefined || !row) throw new Error(`gap ${n} has no residue`);
  return { kind, gap: n, q, r, row, answer: row.region, from: game.pPosition(n), to: game.pPosition(n + 1n) };
}

/**
 * Checks the person's `answer` to exercise `ex`: `{ right, explanation }`, the explanation a
 * message with the exercise's numbers.
 */
export function check(ex: Exercise, answer: Answer, info: AdditiveInfo): { right: boolean; explanation: Message } {
  const { a, b, delta, d } = info;
  if (ex.kind === 'value') {
    const moves = ex.why.options.map((o) => msg('practice-move', { move: o.move, to: o.to, value: o.value }));
    const set = `{${reachedValues(ex.why).join(', ')}}`;
    return {
      right: answer.kind === 'value' && answer.value === ex.answer,
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
      right: answer.kind === 'next' && answer.value === ex.answer,
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
    const right = answer.kind === 'class' && answer.value === ex.answer && answer.witness === ex.witness;
    const ids = ['practice-class-why-0', 'practice-class-why-1', 'practice-class-why-2', 'practice-class-why-3'];
    return {
      right,
      explanation: msg(ids[ex.answer] ?? 'practice-class-why-3', {
        heap: ex.heap,
        witness: ex.witness,
        n: ex.rank,
        a,
        b,
        delta,
      }),
    };
  }
  if (ex.kind === 'windows') {
    const pairs = ex.runs.map((w): [bigint, bigint] => [w.lower, w.upper]);
    return {
      right: answer.kind === 'windows' && answer.value === BigInt(ex.answer),
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
  const why =
    row.region === 'left-restricted'
      ? 'practice-region-left'
      : row.region === 'unrestricted'
        ? 'practice-region-unrestricted'
        : 'practice-region-right';
  return {
    right: answer.kind === 'region' && answer.value === ex.answer,
    explanation: msg(why, { n: ex.gap, q: ex.q, a, delta, r: ex.r, d, c: row.c, L: row.L, R: row.R }),
  };
}

/** A hint for exercise `ex`, as a message. */
export function hint(ex: Exercise, info: AdditiveInfo): Message {
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
