// The words of an exercise, as messages with its numbers: its question, hints in three levels
// (a nudge, the method, then the worked numbers: Theorem 1's class rule with wₙ in the regime,
// the mex rule step by step outside it; the torus's terms for a shift k, in shift-words.ts), and
// the explanation; what was wrong with an answer is in wrong-words.ts.
// No DOM.
import type { AdditiveInfo, ClassTest, ClassWork, ResidueRegion, WTerm } from '../../pkg/asg_full.js';
import { listOf, type Message, msg } from '../text/languages.ts';
import type { Exercise, MexStep } from './exercises.ts';
import { mexText } from './games.ts';
import { shiftExplanation, shiftHint, shiftQuestion } from './shift-words.ts';

/** Hints come in this many levels, the last the worked numbers. */
export const HINT_LEVELS = 3;

/** A whole number in subscript digits (w₂₉), for an index in the text. */
export function subscript(n: bigint): string {
  return [...String(n)].map((d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)] ?? d).join('');
}

/** The heap a test of the class rule looks at, in words: heap x, x − a, x + b, x + δ. */
export function what(test: Pick<ClassTest, 'class' | 'candidate'>, heap: bigint): Message {
  const id = ['work-heap', 'work-minus-a', 'work-plus-b', 'work-plus-delta'][test.class] ?? 'work-heap';
  return msg(id, { heap, c: test.candidate ?? heap });
}

/** w_n = n + a·⌊n/a⌋ + b·⌊n/δ⌋ = w, written out. */
function term(t: WTerm, info: AdditiveInfo): Message {
  return msg('work-term', {
    sub: subscript(t.n),
    n: t.n,
    a: info.a,
    b: info.b,
    fa: t.floorA,
    fd: t.floorDelta,
    w: t.w,
  });
}

/** One test of the class rule with its numbers. */
export function testLine(test: ClassTest, heap: bigint, info: AdditiveInfo): Message {
  const b = test.bracket;
  if (test.candidate === null || !b) return msg('work-test-none', { heap });
  if (test.holds)
    return msg('work-test-holds', { what: what(test, heap), c: test.candidate, term: term(b.below, info) });
  return msg('work-test-fails', {
    what: what(test, heap),
    c: test.candidate,
    term: term(b.below, info),
    next: b.above ? term(b.above, info) : '',
  });
}

/** The class rule at a heap, worked out: each test, then the value. */
export function workLines(work: ClassWork, info: AdditiveInfo): Message[] {
  return [
    ...work.tests.map((test) => testLine(test, work.heap, info)),
    msg('work-value', { heap: work.heap, value: work.value }),
  ];
}

/** A mex step by hand: a heap, where its moves go and their values, and the mex. */
export function mexLine(why: MexStep): Message {
  const moves = why.options.map((o) => msg('practice-move', { move: o.move, to: o.to, value: o.value }));
  return moves.length
    ? msg('work-mex', { heap: why.heap, moves: listOf(moves), mex: mexText(why) })
    : msg('work-mex-none', { heap: why.heap, mex: mexText(why) });
}

/** The numbers of the period: how many P-positions a heap period holds, for finding n. */
const periodArgs = (info: AdditiveInfo) => ({ ip: info.indexPeriod ?? 0n, period: info.heapPeriod ?? 0n });

/**
 * The question of an exercise; once its answer may be seen (`revealed`), without saying that
 * values are hidden (they are on show then).
 */
export function question(ex: Exercise, info: AdditiveInfo, revealed = false): Message {
  switch (ex.kind) {
    case 'value':
      if (revealed) return msg('practice-value-shown', { heap: ex.heap });
      return info.proven
        ? msg('practice-value', { heap: ex.heap })
        : msg('practice-value-outside', { heap: ex.heap, from: ex.hideFrom });
    case 'next':
      return info.proven || revealed
        ? msg('practice-next-q', { heap: ex.heap })
        : msg('practice-next-outside', { heap: ex.heap });
    case 'class':
      return msg('practice-class', { heap: ex.heap });
    case 'windows':
      return msg('practice-windows', { lo: ex.lo, last: ex.hi - 1n, delta: info.delta });
    case 'region':
      return msg('practice-region', { n: ex.gap, a: info.a });
    case 'shift':
      return shiftQuestion(ex);
  }
}

/** The hint of `level` (1 to HINT_LEVELS) for exercise `ex`: its lines. */
export function hint(ex: Exercise, info: AdditiveInfo, level: number): Message[] {
  const { a, b, delta, d } = info;
  switch (ex.kind) {
    case 'value':
    case 'class':
      if (ex.kind === 'value' && !ex.work) {
        if (level === 1) return [msg('hint-mex-1')];
        if (level === 2)
          return [msg('hint-value-mex-2', { moves: listOf(ex.why.options.map((o) => o.to)), from: ex.hideFrom })];
        return ex.steps.map(mexLine);
      }
      if (level === 1) return [msg('hint-class-1', { heap: ex.heap, a, b, delta })];
      if (level === 2) return [msg('hint-class-2', periodArgs(info))];
      return ex.work ? workLines(ex.work, info) : [];
    case 'next':
      if (!ex.bracket) {
        const first = ex.steps[0];
        if (level === 1) return [msg('hint-next-mex-1', { heap: ex.heap })];
        if (level === 2 && first)
          return [msg('hint-next-mex-2', { after: first.heap, moves: listOf(first.options.map((o) => o.to)) })];
        return ex.steps.map(mexLine);
      }
      if (level === 1) return [msg('hint-next-1', { heap: ex.heap })];
      if (level === 2) return [msg('hint-next-2', { heap: ex.heap, ...periodArgs(info) })];
      return [
        msg('work-next', {
          heap: ex.heap,
          below: term(ex.bracket.below, info),
          above: ex.bracket.above ? term(ex.bracket.above, info) : '',
          next: ex.answer,
        }),
      ];
    case 'windows': {
      // The method first; the stretch's P-positions only with the worked numbers (with one or
      // none, naming them leaves at most two answers).
      const range = { lo: ex.lo, last: ex.hi - 1n };
      if (level === 1) return [msg('hint-windows-1', { delta, ...range })];
      if (level === 2) return [msg('hint-windows-2', { delta, ...range })];
      const lowers = new Set(ex.runs.map((w) => w.lower));
      return [
        msg('work-windows-ps', { count: ex.ps.length, ps: listOf(ex.ps), ...range }),
        ...ex.ps.map((p) => msg(lowers.has(p) ? 'work-window-yes' : 'work-window-no', { p, q: p + delta })),
      ];
    }
    case 'region':
      if (level === 1) return [msg('hint-region-1', { a, d })];
      if (level === 2) return [msg('hint-region-2', { a, delta })];
      return [
        msg('work-region', { n1: ex.gap + 1n, q: ex.q, a, delta, r: ex.row.r }),
        regionLine(ex.row.region, ex.row.r, info),
      ];
    case 'shift':
      return shiftHint(ex, info, level);
  }
}

/** Why a residue r is in its region, with the game's d and a. */
function regionLine(region: ResidueRegion, r: bigint, info: AdditiveInfo): Message {
  const id =
    region === 'left-restricted'
      ? 'work-region-left'
      : region === 'unrestricted'
        ? 'work-region-unrestricted'
        : 'work-region-right';
  return msg(id, { r, d: info.d, a: info.a });
}

/** The explanation after an answer: the answer worked out with the exercise's numbers. */
export function explanation(ex: Exercise, info: AdditiveInfo): Message[] {
  const { delta, d } = info;
  switch (ex.kind) {
    case 'value': {
      const held = ex.work?.tests[ex.work.value];
      return [
        ...(held ? [testLine(held, ex.heap, info)] : []),
        ex.why.options.length
          ? msg('practice-value-why', {
              heap: ex.heap,
              moves: listOf(
                ex.why.options.map((o) => msg('practice-move', { move: o.move, to: o.to, value: o.value })),
              ),
              mex: mexText(ex.why),
              value: ex.answer,
            })
          : msg('practice-value-why-none', { heap: ex.heap, mex: mexText(ex.why), value: ex.answer }),
      ];
    }
    case 'next': {
      // No heap in between, or only one, is said without a range ("heaps 9 to 9").
      const gap = ex.answer - ex.heap;
      const id = gap === 1n ? 'practice-next-why-adjacent' : gap === 2n ? 'practice-next-why-one' : 'practice-next-why';
      return [
        msg(id, {
          heap: ex.heap,
          next: ex.answer,
          after: ex.heap + 1n,
          before: ex.answer - 1n,
        }),
      ];
    }
    case 'class':
      return workLines(ex.work, info);
    case 'windows':
      return [
        msg(ex.answer ? 'practice-windows-why' : 'practice-windows-why-none', {
          count: ex.answer,
          lo: ex.lo,
          last: ex.hi - 1n,
          delta,
          // Each pair as what was wrong writes one: lower → upper (not a range of heaps).
          pairs: listOf(ex.runs.map((w) => msg('practice-window-pair', { lower: w.lower, upper: w.upper }))),
        }),
      ];
    case 'region': {
      const { row } = ex;
      const id =
        row.region === 'left-restricted'
          ? 'practice-region-left'
          : row.region === 'unrestricted'
            ? 'practice-region-unrestricted'
            : 'practice-region-right';
      return [msg(id, { q: ex.q, a: info.a, delta, r: row.r, d, c: row.c, L: row.L, R: row.R })];
    }
    case 'shift':
      return shiftExplanation(ex);
  }
}
