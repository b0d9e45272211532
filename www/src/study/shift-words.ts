// The words of the collision spectrum's exercise (how many P-positions of a heap period does a
// shift by k take to a P-position?): its question, hints in levels (what C(k) counts and where it
// is 0, the torus's method, then the torus's terms and their areas for that k), what was wrong
// with an answer, and the explanation, each number the core's. No DOM.
import type { AdditiveInfo, ShiftExplanation } from '../../pkg/asg_full.js';
import { termMessage } from '../spectrum/spectrum-text.ts';
import { listOf, type Message, msg } from '../text/languages.ts';
import type { Answer, Exercise } from './exercises.ts';

/** An exercise of the spectrum. */
type ShiftExercise = Extract<Exercise, { kind: 'shift' }>;

/** No term reaches k: C(k) = 0, said as a move's when k is one. */
function noTerm(why: ShiftExplanation, moves: readonly bigint[]): Message {
  return msg(moves.includes(why.k) ? 'torus-none-move' : 'torus-none', { k: why.k });
}

/** The question. */
export function shiftQuestion(ex: ShiftExercise): Message {
  return msg('practice-shift', { k: ex.k, period: ex.why.period });
}

/** The hint of `level`: what C(k) counts, the torus's method, then its terms (left to be added up). */
export function shiftHint(ex: ShiftExercise, info: AdditiveInfo, level: number): Message[] {
  const [a = 0n, b = 0n, ab = 0n] = ex.moves;
  if (level === 1) return [msg('hint-shift-1', { k: ex.k, a, b, ab, period: ex.why.period })];
  if (level === 2) return [msg('hint-shift-2', { k: ex.k, a: info.a, delta: info.delta })];
  return ex.why.terms.length ? ex.why.terms.map((x) => termMessage(x, ex.k)) : [noTerm(ex.why, ex.moves)];
}

/** What was wrong with `answer`: [] when it is right; until the answer is `shown`, only whether C(k) is smaller or larger. */
export function shiftWrong(ex: ShiftExercise, answer: Answer, shown: boolean): Message[] {
  if (answer.kind !== 'shift' || answer.value === ex.answer) return [];
  if (!shown)
    return [msg(answer.value > ex.answer ? 'wrong-shift-fewer' : 'wrong-shift-more', { said: answer.value, k: ex.k })];
  return [msg('wrong-shift-count', { said: answer.value, k: ex.k, count: ex.answer })];
}

/** The explanation: the rectangles of the torus for k and their areas, or why there are none. */
export function shiftExplanation(ex: ShiftExercise): Message[] {
  const terms = ex.why.terms.map((x) => msg('practice-shift-term', { j: x.j, e1: x.e1, e2: x.e2, area: x.area }));
  return [
    terms.length
      ? msg('practice-shift-why', { k: ex.k, count: ex.answer, terms: listOf(terms), rectangles: terms.length })
      : noTerm(ex.why, ex.moves),
  ];
}
