// What was wrong with an answer to an exercise, said as the student's part of it: a class whose
// test fails (or an earlier test that holds), a value a move reaches, a heap that is not the next
// P-position, a count too large or too small, a region whose condition r does not meet. Until the
// answer is shown (Show me, the worked numbers) it never names the right value, class, heap or
// count, so that another try is still the student's. No DOM.
import type { AdditiveInfo, ClassTest, ClassWork, ResidueRegion } from '../../pkg/asg_full.js';
import { type Message, msg } from '../text/languages.ts';
import { testLine, what } from './exercise-words.ts';
import type { Answer, Exercise } from './exercises.ts';
import { shiftWrong } from './shift-words.ts';

/** The condition a region puts on r, in words with the game's d and a. */
function regionNeeds(region: ResidueRegion, info: AdditiveInfo): Message {
  const id =
    region === 'left-restricted'
      ? 'region-needs-left'
      : region === 'unrestricted'
        ? 'region-needs-unrestricted'
        : 'region-needs-right';
  return msg(id, { d: info.d, a: info.a });
}

/** The classes as the class exercise's feedback names the one chosen: W2 (W0 − b). */
const CLASS_NAMES = [
  'practice-class-name-0',
  'practice-class-name-1',
  'practice-class-name-2',
  'practice-class-name-3',
];

/**
 * What was wrong with the class (or value) `chosen` for a heap whose class rule is `work`, with
 * `tests` all four of its tests; a class is named as the class exercise names it (`byName`), a
 * value as a number. W0, W1 and W2 are disjoint; only W3's test can hold with W0's. Until the
 * answer is `shown`, the class that is right is not named.
 */
function wrongClass(
  chosen: number,
  work: ClassWork,
  tests: readonly ClassTest[],
  info: AdditiveInfo,
  { shown, byName }: { shown: boolean; byName: boolean },
): Message[] {
  const heap = work.heap;
  const test = tests[chosen];
  const said = byName ? msg(CLASS_NAMES[chosen] ?? 'practice-class-name-0') : chosen;
  if (!test) return [];
  if (test.holds) {
    // The named test holds, but an earlier one holds too, and the first that holds decides.
    if (!shown) return [msg('wrong-class-earlier-hidden', { said, c: test.candidate ?? heap })];
    const held = work.tests[work.value];
    return [
      msg('wrong-class-earlier', {
        said,
        heap,
        value: work.value,
        c: test.candidate ?? heap,
        held: held?.candidate ?? heap,
      }),
    ];
  }
  if (test.candidate === null || !test.bracket) return [msg('wrong-class-negative', { said, heap })];
  // The test the answer needs, and its numbers: where that heap lies among the P-positions.
  return [msg('wrong-class-not-p', { said, c: test.candidate }), testLine(test, heap, info)];
}

/**
 * What was wrong with `answer` to `ex`, said as the student's part: [] when it is right. Until
 * the answer is `shown` (Show me, the worked numbers) it names what of the answer is wrong but
 * not what is right: no right value, class, heap or count, so that another try is the student's.
 */
export function wrongPart(
  ex: Exercise,
  answer: Answer,
  info: AdditiveInfo,
  { shown = false }: { shown?: boolean } = {},
): Message[] {
  switch (ex.kind) {
    case 'value': {
      if (answer.kind !== 'value' || answer.value === ex.answer) return [];
      if (ex.work) return wrongClass(answer.value, ex.work, ex.tests, info, { shown, byName: false });
      const hit = ex.why.options.find((o) => o.value === answer.value);
      if (hit) return [msg('wrong-mex-reached', { said: answer.value, take: hit.move, to: hit.to })];
      return shown
        ? [msg('wrong-mex-smaller', { said: answer.value, value: ex.answer })]
        : [msg('wrong-mex-smaller-hidden', { said: answer.value })];
    }
    case 'next': {
      if (answer.kind !== 'next' || answer.value === ex.answer) return [];
      if (answer.value <= ex.heap) return [msg('wrong-next-before', { said: answer.value, heap: ex.heap })];
      if (answer.value < ex.answer) return [msg('wrong-next-not-p', { said: answer.value })];
      return shown
        ? [msg('wrong-next-later', { said: answer.value, answer: ex.answer, heap: ex.heap })]
        : [msg('wrong-next-later-hidden', { said: answer.value, heap: ex.heap })];
    }
    case 'class': {
      if (answer.kind !== 'class') return [];
      const out: Message[] = [];
      if (answer.value !== ex.answer)
        out.push(...wrongClass(answer.value, ex.work, ex.tests, info, { shown, byName: true }));
      else if (answer.witness !== ex.witness && !shown)
        out.push(msg('wrong-witness-hidden', { heap: ex.heap, value: ex.answer, said: answer.witness }));
      else if (answer.witness !== ex.witness) {
        const test = ex.work.tests[ex.answer];
        out.push(
          msg('wrong-witness', {
            heap: ex.heap,
            value: ex.answer,
            what: test ? what(test, ex.heap) : '',
            expected: ex.witness,
            said: answer.witness,
          }),
        );
      }
      return out;
    }
    case 'windows': {
      if (answer.kind !== 'windows' || answer.value === BigInt(ex.answer)) return [];
      const range = { said: answer.value, lo: ex.lo, last: ex.hi - 1n };
      const out: Message[] = [
        shown
          ? msg('wrong-windows-count', { said: answer.value, count: ex.answer })
          : msg(answer.value > BigInt(ex.answer) ? 'wrong-windows-fewer' : 'wrong-windows-more', range),
      ];
      for (const w of ex.near)
        out.push(msg('wrong-windows-near', { lower: w.lower, upper: w.upper, lo: ex.lo, last: ex.hi - 1n }));
      return out;
    }
    case 'region':
      if (answer.kind !== 'region' || answer.value === ex.answer) return [];
      return shown
        ? [msg('wrong-region', { needs: regionNeeds(answer.value, info), r: ex.row.r })]
        : [msg('wrong-region-hidden', { needs: regionNeeds(answer.value, info) })];
    case 'shift':
      return shiftWrong(ex, answer, shown);
  }
}
