// The practice exercises (study/exercises.ts), made by the full core in node, against a plain mex
// rule computed here: every answer of every kind is right, isRight takes it and refuses a wrong
// one, and the answers are balanced (each value, and each residue region, about as often).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Game, initSync } from '../../www/pkg/asg_full.js';
import { explanation } from '../../www/src/study/exercise-words.ts';
import { classExercise, isRight, kindsFor, makeExercise, valueExercise } from '../../www/src/study/exercises.ts';
import { verdict } from '../../www/src/study/practice/verdict.ts';
import { wrongPart } from '../../www/src/study/wrong-words.ts';
import { say } from './english.mjs';

initSync({ module: readFileSync(new URL('../../www/pkg/asg_full_bg.wasm', import.meta.url)) });

/** A seeded generator of [0, 1) (mulberry32), so that a failure can be repeated. */
function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Nim-values of heaps 0 … n − 1 of S = {a, b, a + b} by the mex rule. */
function mexValues(a, b, n) {
  const g = new Uint8Array(n);
  for (let x = 0; x < n; x++) {
    const seen = new Set();
    for (const m of [a, b, a + b]) if (m <= x) seen.add(g[x - m]);
    let v = 0;
    while (seen.has(v)) v++;
    g[x] = v;
  }
  return g;
}

const GAMES = [
  [5, 7],
  [7, 12],
  [11, 17],
  [5, 16], // outside: δ > 2a
  [6, 9], // outside: gcd 3
];

for (const [a, delta] of GAMES) {
  test(`every exercise of (${a}, ${delta}) has the mex rule's answer, and isRight agrees`, () => {
    const game = Game.fromDelta(a, delta);
    game.period();
    const info = game.additive();
    const b = a + delta;
    const g = mexValues(a, b, 20 * Number(info.heapPeriod) + 200);
    const at = (x) => {
      assert.ok(x < BigInt(g.length), `heap ${x} within the reference`);
      return g[Number(x)];
    };
    const random = seeded(a * 1000 + delta);
    const kinds = kindsFor(info);
    assert.deepEqual(kinds.includes('class'), info.proven, 'the theorem kinds only in the regime');
    const values = [0, 0, 0, 0];
    const regions = new Map();
    const shiftTerms = new Set();
    for (const kind of kinds) {
      for (let i = 0; i < 40; i++) {
        const ex = makeExercise(kind, game, info, random);
        if (ex.kind === 'value') {
          assert.equal(ex.answer, at(ex.heap), `value of ${ex.heap}`);
          values[ex.answer]++;
          assert.ok(isRight(ex, { kind: 'value', value: ex.answer }));
          assert.ok(!isRight(ex, { kind: 'value', value: (ex.answer + 1) % 4 }));
        } else if (ex.kind === 'next') {
          let p = ex.heap + 1n;
          while (at(p) !== 0) p++;
          assert.equal(ex.answer, p, `next P-position after ${ex.heap}`);
          assert.ok(isRight(ex, { kind: 'next', value: p }));
          assert.ok(!isRight(ex, { kind: 'next', value: p + 1n }));
        } else if (ex.kind === 'class') {
          assert.equal(ex.answer, at(ex.heap), `class of ${ex.heap}`);
          // The witness is the P-position the class rule names: x, x − a, x + b, x + δ.
          const offset = [0n, -BigInt(a), BigInt(b), BigInt(delta)][ex.answer];
          assert.equal(ex.witness, ex.heap + offset, `witness of ${ex.heap}`);
          assert.equal(at(ex.witness), 0, `the witness ${ex.witness} is a P-position`);
          assert.ok(isRight(ex, { kind: 'class', value: ex.answer, witness: ex.witness }));
          assert.ok(!isRight(ex, { kind: 'class', value: ex.answer, witness: ex.witness + 1n }));
        } else if (ex.kind === 'windows') {
          let count = 0;
          for (let p = ex.lo; p < ex.hi; p++) if (at(p) === 0 && at(p + BigInt(delta)) === 0) count++;
          assert.equal(ex.answer, count, `windows in [${ex.lo}, ${ex.hi})`);
          assert.ok(isRight(ex, { kind: 'windows', value: BigInt(count) }));
          assert.ok(!isRight(ex, { kind: 'windows', value: BigInt(count + 1) }));
          // A near window, named when the count is wrong: its upper end in the stretch, its lower end before it.
          for (const w of ex.near) {
            assert.ok(at(w.lower) === 0 && at(w.upper) === 0 && w.upper - w.lower === BigInt(delta), 'a window');
            assert.ok(
              w.lower < ex.lo && ex.lo <= w.upper && w.upper < ex.hi,
              `${w.lower} → ${w.upper} reaches into [${ex.lo}, ${ex.hi})`,
            );
          }
        } else if (ex.kind === 'shift') {
          // C(k): the P-positions of one heap period whose shift by k is a P-position too.
          const period = info.heapPeriod;
          let count = 0n;
          for (let p = 0n; p < period; p++) if (at(p) === 0 && at(p + ex.k) === 0) count++;
          assert.equal(ex.answer, count, `C(${ex.k})`);
          assert.ok(isRight(ex, { kind: 'shift', value: count }));
          assert.ok(!isRight(ex, { kind: 'shift', value: count + 1n }));
          // One rectangle is said in the singular, several in the plural.
          const [why] = explanation(ex, info);
          const text = why ? say(why) : '';
          if (ex.why.terms.length === 1) assert.doesNotMatch(text, /Together|their|rectangles/, text);
          if (ex.why.terms.length > 1) assert.match(text, /Together their areas/, text);
          shiftTerms.add(Math.min(ex.why.terms.length, 2));
        } else {
          // An (a+1)-gap: P-positions from and to, a + 1 apart, nothing of value 0 between.
          assert.equal(ex.to - ex.from, BigInt(a + 1), `gap ${ex.gap}'s length`);
          assert.equal(at(ex.from), 0);
          assert.equal(at(ex.to), 0);
          for (let y = ex.from + 1n; y < ex.to; y++) assert.notEqual(at(y), 0, `heap ${y} inside the gap`);
          const r = (ex.q * BigInt(a)) % BigInt(delta);
          assert.equal(ex.row.r, r, `the residue of gap ${ex.gap}`);
          const d = BigInt(delta - a);
          const region = r < d ? 'left-restricted' : r <= BigInt(a) ? 'unrestricted' : 'right-restricted';
          assert.equal(ex.answer, region, `the region of residue ${r}`);
          regions.set(region, (regions.get(region) ?? 0) + 1);
          // The explanation says the runs of gaps of length 1 next to the gap in words, without L and R.
          let before = 0n;
          while (at(ex.from - before - 1n) === 0) before++;
          let after = 0n;
          while (at(ex.to + after + 1n) === 0) after++;
          const [why] = explanation(ex, info);
          const text = why ? say(why) : '';
          assert.doesNotMatch(text, /\b[LR] =/, text);
          assert.match(
            text,
            new RegExp(
              `just before it there (is|are) ${before} gaps? of length 1 in a row, and just after it ${after}\\.`,
            ),
            text,
          );
          assert.ok(isRight(ex, { kind: 'region', value: region }));
          assert.ok(
            !isRight(ex, { kind: 'region', value: region === 'unrestricted' ? 'left-restricted' : 'unrestricted' }),
          );
        }
      }
    }
    // Balanced: every value the game has comes up in a fair share of the value exercises.
    const present = [0, 1, 2, 3].filter((v) => g.includes(v));
    for (const v of present)
      assert.ok(values[v] >= 40 / present.length / 3, `value ${v} asked ${values[v]} times of 40`);
    if (info.proven) for (const [region, n] of regions) assert.ok(n >= 5, `${region} asked ${n} times of 40`);
    if (info.proven)
      assert.ok(shiftTerms.has(1) && shiftTerms.has(2), 'C(k) of one rectangle and of several explained');
    game.free();
  });
}

// A wrong value or class, at every heap of three heap periods, against the mex rule: the feedback
// says "an earlier test holds" only when the named class's test really holds (W0 and W3's test at
// a window's lower end; W0, W1 and W2 never overlap), and otherwise what the named class needs.
for (const [a, delta] of GAMES) {
  test(`the feedback on every wrong value or class of (${a}, ${delta}) says what the mex rule says`, () => {
    const game = Game.fromDelta(a, delta);
    game.period();
    const info = game.additive();
    const b = a + delta;
    const moves = [a, b, a + b];
    const last = 3 * Number(info.heapPeriod) + a + b;
    const g = mexValues(a, b, last + 4 * b); // past x + b and the P-position after it
    const isP = (c) => c >= 0 && g[c] === 0;
    const pairs = new Set();
    let earlier = 0;
    for (let x = info.proven ? 0 : a + b; x < last; x++) {
      const value = g[x];
      const exercises = info.proven
        ? [valueExercise(game, info, BigInt(x)), classExercise(game, info, BigInt(x))]
        : [valueExercise(game, info, BigInt(x))];
      for (const ex of exercises) {
        assert.equal(ex.answer, value, `value of ${x}`);
        for (let said = 0; said < 4; said++) {
          if (said === value) continue;
          const answer =
            ex.kind === 'class' ? { kind: 'class', value: said, witness: 0n } : { kind: 'value', value: said };
          const [first, second] = wrongPart(ex, answer, info, { shown: true });
          const where = `heap ${x} (value ${value}), said ${said}`;
          assert.ok(first, `${where}: some feedback`);
          const text = say(first);
          if (!info.proven) {
            const reached = moves.find((m) => m <= x && g[x - m] === said);
            if (reached === undefined) {
              assert.equal(first.id, 'wrong-mex-smaller', where);
              assert.ok(said > value, `${where}: every smaller value is reached`);
              assert.equal(first.args.value, value, where);
            } else {
              assert.equal(first.id, 'wrong-mex-reached', where);
              assert.equal(g[Number(first.args.to)], said, `${where}: the move named reaches ${said}`);
              assert.equal(Number(first.args.to), x - Number(first.args.take), where);
            }
            continue;
          }
          pairs.add(`${value}:${said}`);
          // The named class's test: heap x, x − a, x + b or x + δ a P-position.
          const c = x + [0, -a, b, delta][said];
          if (c >= 0 && isP(c)) {
            assert.equal(first.id, 'wrong-class-earlier', where);
            assert.equal(Number(first.args.c), c, where);
            assert.ok(isP(Number(first.args.held)), `${where}: the earlier test's heap is a P-position`);
            assert.equal(Number(first.args.held), x + [0, -a, b, delta][value], where);
            assert.ok(said === 3 && value === 0, `${where}: only W3's test overlaps, and only W0's`);
            earlier++;
          } else if (c < 0) {
            assert.equal(first.id, 'wrong-class-negative', where);
            assert.equal(said, 1, where);
          } else {
            assert.equal(first.id, 'wrong-class-not-p', where);
            assert.equal(Number(first.args.c), c, where);
            assert.doesNotMatch(text, /already|earlier|first test/, `${where}: ${text}`);
            // The numbers: c lies strictly between two P-positions that are next to each other.
            assert.equal(second?.id, 'work-test-fails', where);
            const term = second.args.term.args;
            const next = second.args.next.args;
            assert.ok(isP(Number(term.w)) && isP(Number(next.w)), `${where}: the bracket's ends are P-positions`);
            assert.ok(term.w < BigInt(c) && BigInt(c) < next.w, `${where}: ${c} between them`);
            for (let y = Number(term.w) + 1; y < Number(next.w); y++)
              assert.ok(!isP(y), `${where}: no P-position inside`);
          }
        }
      }
    }
    if (info.proven) {
      for (let v = 0; v < 4; v++)
        for (let s = 0; s < 4; s++) if (v !== s) assert.ok(pairs.has(`${v}:${s}`), `value ${v}, said ${s} checked`);
      assert.ok(earlier > 0, "a window's lower end answered with 3 is checked");
    }
    game.free();
  });
}

// Before the answer is shown, what was wrong never gives it away: no message that names the
// right value, class, heap or count, and no number of the answer among the message's numbers
// (but the student's own); after Show me the full feedback. The verdict counts the first answer.
const REVEALING = [
  'wrong-class-earlier',
  'wrong-mex-smaller',
  'wrong-next-later',
  'wrong-witness',
  'wrong-windows-count',
  'wrong-shift-count',
  'wrong-region',
];
/** Every number in a message's arguments, its nested messages' too. */
function numbersOf(m) {
  const out = [];
  for (const v of Object.values(m.args ?? {})) {
    if (typeof v === 'bigint' || typeof v === 'number') out.push(BigInt(v));
    else if (v && typeof v === 'object' && 'id' in v) out.push(...numbersOf(v));
  }
  return out;
}
for (const [a, delta] of GAMES) {
  test(`no wrong answer of (${a}, ${delta}) is told the right one before it is shown; the verdict counts the first answer`, () => {
    const game = Game.fromDelta(a, delta);
    game.period();
    const info = game.additive();
    const random = seeded(a * 7919 + delta);
    let checked = 0;
    for (const kind of kindsFor(info)) {
      for (let i = 0; i < 12; i++) {
        const ex = makeExercise(kind, game, info, random);
        const wrongs =
          kind === 'value'
            ? [0, 1, 2, 3].filter((v) => v !== ex.answer).map((value) => ({ kind, value }))
            : kind === 'class'
              ? [
                  ...[0, 1, 2, 3].filter((v) => v !== ex.answer).map((value) => ({ kind, value, witness: ex.witness })),
                  { kind, value: ex.answer, witness: ex.witness + 1n },
                ]
              : kind === 'region'
                ? ['left-restricted', 'unrestricted', 'right-restricted']
                    .filter((r) => r !== ex.answer)
                    .map((value) => ({ kind, value }))
                : [-2n, -1n, 1n, 2n, 5n]
                    .map((d) => BigInt(ex.answer) + d)
                    .filter((v) => v >= 0n)
                    .map((value) => ({ kind, value }));
        for (const answer of wrongs) {
          const hidden = wrongPart(ex, answer, info);
          assert.ok(hidden.length > 0, `${kind}: something is said`);
          for (const m of hidden) assert.ok(!REVEALING.includes(m.id), `${kind}: ${m.id} before the answer is shown`);
          const secret = kind === 'class' ? ex.witness : typeof ex.answer === 'string' ? null : BigInt(ex.answer);
          // The student's own numbers, and the question's (a heap of W0 is its own witness).
          const own = [answer.value, answer.witness, ex.heap, ex.lo, ex.hi, ex.k, ex.gap]
            .filter((v) => v !== undefined)
            .map(String);
          if (
            secret !== null &&
            (kind !== 'value' && kind !== 'class' ? true : kind === 'class' && answer.value === ex.answer)
          )
            for (const m of hidden)
              assert.ok(
                !numbersOf(m).some((n) => n === secret && !own.includes(String(n))),
                `${kind}: ${m.id} says ${secret}`,
              );
          assert.ok(wrongPart(ex, answer, info, { shown: true }).length > 0);
          // The verdict: wrong, counted as wrong, with a way on; then right at another try, tried.
          const first = verdict(ex, answer, info, { tries: 0, worked: false });
          assert.deepEqual([first.right, first.outcome, first.said.id], [false, 'wrong', 'practice-wrong']);
          assert.equal(first.again.id, 'practice-try-again');
          assert.equal(verdict(ex, answer, info, { tries: 1, worked: true }).again, null);
          checked++;
        }
        const right =
          kind === 'class'
            ? { kind, value: ex.answer, witness: ex.witness }
            : { kind, value: kind === 'windows' ? BigInt(ex.answer) : ex.answer };
        const said = (attempt) => verdict(ex, right, info, attempt);
        assert.deepEqual(
          [said({ tries: 0, worked: false }).outcome, said({ tries: 0, worked: false }).said.id],
          ['right', 'practice-right'],
        );
        assert.equal(said({ tries: 1, worked: false }).said.id, 'practice-right-retry');
        assert.deepEqual(
          [said({ tries: 0, worked: true }).outcome, said({ tries: 0, worked: true }).said.id],
          ['helped', 'practice-right-helped'],
        );
      }
    }
    assert.ok(checked > 100, `${checked} wrong answers`);
    game.free();
  });
}
