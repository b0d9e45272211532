// Exercises for the game on show, each made and checked by the core: predict a heap's value,
// find the next P-position, name a heap's class (W0, W0 + a, W0 − b, the rest) and the
// P-position that puts it there, count the collision windows in a stretch, say which residue
// region an (a+1)-gap falls in, say how many P-positions a shift by k takes to P-positions (C(k),
// from the torus). Outside the primitive quadratic regime only those that need no
// theorem, sized so that the mex rule by hand takes a few steps. Answers are balanced: every
// value, and every residue region, is as likely as the others, so that guessing does not pay.
// No DOM; the words are in exercise-words.ts.
import type {
  AdditiveInfo,
  Bracket,
  ClassTest,
  ClassWork,
  Explanation,
  Game as FullGame,
  ResidueRegion,
  ResidueRow,
  ShiftExplanation,
  WindowRun,
} from '../../pkg/asg_full.js';
import { PRACTICE_KINDS, type PracticeKind } from '../state/state.ts';

/** The kinds of exercise, in the order they are offered. */
export const KINDS = PRACTICE_KINDS;

/** The message naming each kind. */
export const KIND_NAMES: Readonly<Record<PracticeKind, string>> = {
  value: 'practice-kind-value',
  next: 'practice-kind-next',
  class: 'practice-kind-class',
  windows: 'practice-kind-windows',
  region: 'practice-kind-region',
  shift: 'practice-kind-shift',
};

/** Kinds that rest on Theorem 1 (the classes) or on the regime (residues, the torus): only in the regime. */
const THEOREM: readonly PracticeKind[] = ['class', 'region', 'shift'];

/** The kinds for a game with facts `info`. */
export function kindsFor(info: Pick<AdditiveInfo, 'proven'>): PracticeKind[] {
  return info.proven ? [...KINDS] : KINDS.filter((k) => !THEOREM.includes(k));
}

/** A mex step by hand: a heap, its moves and their values, and its value. */
export type MexStep = Explanation;

/** An exercise: what it asks about, its answer and how it is worked out, from the core. */
export type Exercise =
  | {
      readonly kind: 'value';
      readonly heap: bigint;
      readonly answer: number;
      readonly why: Explanation;
      /** In the regime: Theorem 1's class rule worked by hand; outside it, null. */
      readonly work: ClassWork | null;
      /** In the regime: all four tests of the class rule (see allTests); outside it, none. */
      readonly tests: readonly ClassTest[];
      /** Outside the regime: the mex steps by hand, those heaps hidden first. */
      readonly steps: readonly MexStep[];
      /** The values hidden on the number line: from this heap on. */
      readonly hideFrom: bigint;
    }
  | {
      readonly kind: 'next';
      readonly heap: bigint;
      readonly answer: bigint;
      /** In the regime: where the heap lies among the w_n (the answer is the next term). */
      readonly bracket: Bracket | null;
      readonly steps: readonly MexStep[];
      readonly hideFrom: bigint;
    }
  | {
      readonly kind: 'class';
      readonly heap: bigint;
      readonly answer: number;
      readonly witness: bigint;
      readonly work: ClassWork;
      /** All four tests of the class rule (see allTests). */
      readonly tests: readonly ClassTest[];
      readonly hideFrom: bigint;
    }
  | {
      readonly kind: 'windows';
      readonly lo: bigint;
      readonly hi: bigint;
      readonly answer: number;
      readonly runs: readonly WindowRun[];
      /** Windows with the upper end in the stretch and the lower end before it: close, but not in it. */
      readonly near: readonly WindowRun[];
      /** The P-positions of the stretch. */
      readonly ps: readonly bigint[];
      readonly hideFrom: null;
    }
  | {
      readonly kind: 'region';
      readonly gap: bigint;
      /** The gap's own q (n + 1 = q·a): the row's q for the first gap of its residue, then on by δ. */
      readonly q: bigint;
      readonly row: ResidueRow;
      readonly answer: ResidueRegion;
      readonly from: bigint;
      readonly to: bigint;
      readonly hideFrom: null;
    }
  | {
      readonly kind: 'shift';
      /** The shift, 1 ≤ k < p (the heap period). */
      readonly k: bigint;
      /** C(k): the P-positions x of a heap period with x + k a P-position too. */
      readonly answer: bigint;
      /** The torus formula's terms for k, whose areas add up to C(k). */
      readonly why: ShiftExplanation;
      /** The moves a, b, a + b, ascending (the shifts where C(k) = 0 at once). */
      readonly moves: readonly bigint[];
      readonly hideFrom: null;
    };

/** A person's answer to an exercise of each kind. */
export type Answer =
  | { readonly kind: 'value'; readonly value: number }
  | { readonly kind: 'next' | 'windows' | 'shift'; readonly value: bigint }
  | { readonly kind: 'class'; readonly value: number; readonly witness: bigint }
  | { readonly kind: 'region'; readonly value: ResidueRegion };

/** A whole number in [lo, hi) (BigInts), from `random` in [0, 1). */
function pick(lo: bigint, hi: bigint, random: () => number): bigint {
  return lo + BigInt(Math.floor(random() * Number(hi - lo)));
}

/** One of `items`, each as likely, from `random`. */
function oneOf<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}

/** The values that occur in the game (each with heaps in a period), by the core's counts. */
function valuesOf(info: AdditiveInfo): number[] {
  const counts = info.classCounts ?? [1n, 1n, 1n, 1n];
  return [0, 1, 2, 3].filter((v) => (counts[v] ?? 0n) > 0n);
}

/** A heap of a value chosen first, each value as likely: heaps past the first few, up to three periods on. */
function balancedHeap(game: FullGame, info: AdditiveInfo, random: () => number): bigint {
  const { a, b } = info;
  const period = info.heapPeriod ?? a + b;
  const v = oneOf(valuesOf(info), random) ?? 0;
  const from = pick(a + b, a + b + 3n * period, random);
  return game.firstWithValue(v, from) ?? from;
}

/** Shifts looked at for a balanced C(k): every one of a period up to twice this (C(k) = C(p − k)). */
const SHIFTS_LOOKED_AT = 4096n;

/** A shift 1 ≤ k < p (up to SHIFTS_LOOKED_AT), its value of C(k) chosen first, each as likely, from the core's spectrum. */
function balancedShift(game: FullGame, period: bigint, random: () => number): bigint {
  const last = period - 1n < SHIFTS_LOOKED_AT ? period - 1n : SHIFTS_LOOKED_AT;
  const counts = game.collisionSpectrum(1n, last).counts;
  const byValue = new Map<bigint, bigint[]>();
  counts.forEach((c, i) => {
    const ks = byValue.get(c) ?? [];
    ks.push(BigInt(i + 1));
    byValue.set(c, ks);
  });
  const value = oneOf([...byValue.keys()], random);
  return oneOf(value === undefined ? [] : (byValue.get(value) ?? []), random) ?? 1n;
}

/** The mex steps at the heaps [from, to] whose values are hidden, in order. */
function mexSteps(game: FullGame, from: bigint, to: bigint): MexStep[] {
  const out: MexStep[] = [];
  for (let y = from; y <= to; y++) out.push(game.explain(y));
  return out;
}

/**
 * Each test of the class rule at heap x, W0 to W3, also after the first that holds: what a
 * wrong class needs, and whether that holds (it can, for W3 at a P-position: a window's lower end).
 */
function allTests(game: FullGame, info: AdditiveInfo, x: bigint): ClassTest[] {
  const candidates = [x, x >= info.a ? x - info.a : null, x + info.b, x + info.delta];
  return candidates.map((candidate, i): ClassTest => {
    const cls = i as ClassTest['class'];
    if (candidate === null) return { class: cls, candidate, bracket: null, holds: false };
    const own = game.classWork(candidate).tests[0];
    return { class: cls, candidate, bracket: own?.bracket ?? null, holds: own?.holds ?? false };
  });
}

/** The exercise "what is the value of heap x?": by the class rule in the regime, by mex steps outside it. */
export function valueExercise(game: FullGame, info: AdditiveInfo, x: bigint): Exercise {
  const kind = 'value';
  const { a } = info;
  if (info.proven) {
    return {
      kind,
      heap: x,
      answer: game.value(x),
      why: game.explain(x),
      work: game.classWork(x),
      tests: allTests(game, info, x),
      steps: [],
      hideFrom: 0n,
    };
  }
  // By hand: the values below x − a are on show, so x − a is one mex step and x the next.
  const hideFrom = x - a;
  const needed = game.explain(hideFrom);
  return {
    kind,
    heap: x,
    answer: game.value(x),
    why: game.explain(x),
    work: null,
    tests: [],
    steps: [needed, game.explain(x)],
    hideFrom,
  };
}

/** The exercise "which class is heap x in, and by which P-position?" (in the regime). */
export function classExercise(game: FullGame, info: AdditiveInfo, x: bigint): Exercise {
  const work = game.classWork(x);
  const witness = game.classWitness(x);
  return { kind: 'class', heap: x, answer: work.value, witness, work, tests: allTests(game, info, x), hideFrom: 0n };
}

/**
 * A new exercise of `kind` for the full core's `game` with facts `info`, from the core.
 * `random` gives [0, 1).
 */
export function makeExercise(
  kind: PracticeKind,
  game: FullGame,
  info: AdditiveInfo,
  random: () => number = Math.random,
): Exercise {
  const { a, b, delta } = info;
  const period = info.heapPeriod ?? a + b;
  if (kind === 'value') return valueExercise(game, info, balancedHeap(game, info, random));
  if (kind === 'next') {
    if (info.proven) {
      const x = pick(a + b, a + b + 3n * period, random);
      const bracket = game.classWork(x).tests[0]?.bracket ?? null;
      return { kind, heap: x, answer: game.pPosition(game.pRank(x + 1n)), bracket, steps: [], hideFrom: 0n };
    }
    // By hand: a P-position one to three heaps on (at most a, so each step's moves are on show).
    const k = game.pRank(a + b) + pick(1n, 3n * (info.indexPeriod ?? 1n) + 2n, random);
    const p = game.pPosition(k);
    const before = game.pPosition(k - 1n);
    const back = pick(1n, (a < 3n ? a : 3n) + 1n, random);
    // biome-ignore lint/complexity/useMathMinMax: Math.max takes no BigInts
    const x = p - back > before ? p - back : before;
    return { kind, heap: x, answer: p, bracket: null, steps: mexSteps(game, x + 1n, p), hideFrom: x + 1n };
  }
  if (kind === 'class') return classExercise(game, info, balancedHeap(game, info, random));
  if (kind === 'windows') {
    // A stretch of two to four times δ: a few windows, countable by eye.
    const lo = pick(a + b, a + b + 3n * period, random);
    const hi = lo + delta * (2n + BigInt(Math.floor(random() * 3)));
    const runs = game.windowRuns(delta, lo, hi, 1000);
    const before = game.windowRuns(delta, lo > delta ? lo - delta : 0n, lo, 1000);
    const ps: bigint[] = [];
    for (let n = game.pRank(lo); ; n++) {
      const p = game.pPosition(n);
      if (p >= hi) break;
      ps.push(p);
    }
    // Close to the stretch: a window whose upper end is in it but whose lower end is before it
    // (one that starts after the stretch has no heap in it, and nobody would count it).
    const near = before.filter((w) => w.upper >= lo && w.upper < hi);
    return { kind, lo, hi, answer: runs.length, runs, near, ps, hideFrom: null };
  }
  if (kind === 'shift') {
    const k = balancedShift(game, period, random);
    const why = game.explainShift(k);
    return { kind, k, answer: why.count, why, moves: [...game.moves], hideFrom: null };
  }
  // region: a region first, each as likely, then a residue in it and one of its first (a+1)-gaps.
  const rows = game.residues().rows;
  const regions = [...new Set(rows.map((r) => r.region))];
  const region = oneOf(regions, random);
  const row = oneOf(
    rows.filter((r) => r.region === region),
    random,
  );
  if (!row) throw new Error('a game in the regime has residues');
  const gap = game.gapOfResidue(row.r, pick(0n, 3n, random));
  return { kind, gap: gap.index, q: gap.q, row, answer: row.region, from: gap.from, to: gap.to, hideFrom: null };
}

/** True when `answer` is the exercise's. */
export function isRight(ex: Exercise, answer: Answer): boolean {
  switch (ex.kind) {
    case 'value':
      return answer.kind === 'value' && answer.value === ex.answer;
    case 'next':
      return answer.kind === 'next' && answer.value === ex.answer;
    case 'class':
      return answer.kind === 'class' && answer.value === ex.answer && answer.witness === ex.witness;
    case 'windows':
      return answer.kind === 'windows' && answer.value === BigInt(ex.answer);
    case 'region':
      return answer.kind === 'region' && answer.value === ex.answer;
    case 'shift':
      return answer.kind === 'shift' && answer.value === ex.answer;
  }
}
