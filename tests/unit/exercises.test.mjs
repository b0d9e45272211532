// The practice exercises (study/exercises.ts), made by the full core in node, against a plain mex
// rule computed here: every answer of every kind is right, isRight takes it and refuses a wrong
// one, and the answers are balanced (each value, and each residue region, about as often).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Game, initSync } from '../../www/pkg/asg_full.js';
import { isRight, kindsFor, makeExercise } from '../../www/src/study/exercises.ts';

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
        } else if (ex.kind === 'shift') {
          // C(k): the P-positions of one heap period whose shift by k is a P-position too.
          const period = info.heapPeriod;
          let count = 0n;
          for (let p = 0n; p < period; p++) if (at(p) === 0 && at(p + ex.k) === 0) count++;
          assert.equal(ex.answer, count, `C(${ex.k})`);
          assert.ok(isRight(ex, { kind: 'shift', value: count }));
          assert.ok(!isRight(ex, { kind: 'shift', value: count + 1n }));
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
    game.free();
  });
}
