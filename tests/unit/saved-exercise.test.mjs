// An exercise kept for a tab (study/practice/saved.ts, seeded.ts): made again from its seed it is
// the same exercise, in every kind of five games; what is kept reads back as it was written, and
// anything else in the tab's storage (junk, another shape, storage that throws) reads as nothing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Game, initSync } from '../../www/pkg/asg_full.js';
import { kindsFor, makeExercise } from '../../www/src/study/exercises.ts';
import { EXERCISE_KEY, forgetExercise, loadExercise, saveExercise } from '../../www/src/study/practice/saved.ts';
import { seeded } from '../../www/src/study/practice/seeded.ts';

initSync({ module: readFileSync(new URL('../../www/pkg/asg_full_bg.wasm', import.meta.url)) });

/** A tab's sessionStorage, as the page sees it. */
function storage() {
  const items = new Map();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => items.set(k, String(v)),
    removeItem: (k) => items.delete(k),
  };
}

/** The exercise's own fields, BigInts as text, for comparing two of them. */
const plain = (ex) => JSON.stringify(ex, (_, v) => (typeof v === 'bigint' ? `${v}n` : v));

test('an exercise made again from its seed is the same one, in every kind', () => {
  for (const [a, delta] of [
    [5, 7],
    [7, 12],
    [11, 17],
    [5, 16],
    [6, 9],
  ]) {
    const game = Game.fromDelta(a, delta);
    game.period();
    const info = game.additive();
    for (const kind of kindsFor(info))
      for (const seed of [0, 1, 12345, 2 ** 32 - 1]) {
        const first = makeExercise(kind, game, info, seeded(seed));
        const again = makeExercise(kind, game, info, seeded(seed));
        assert.equal(plain(again), plain(first), `(${a}, ${delta}) ${kind} seed ${seed}`);
      }
    game.free();
  }
});

test('the exercise kept for a tab reads back as written; junk, another shape or blocked storage read as nothing', () => {
  const before = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
  const tab = storage();
  Object.defineProperty(globalThis, 'sessionStorage', { value: tab, configurable: true });
  try {
    const kept = {
      a: '7',
      delta: '12',
      kind: 'next',
      seed: 4000000000,
      fields: { answer: '１２' },
      work: { tries: 2, over: false, shown: false, hints: 2, counted: true },
    };
    saveExercise(kept);
    assert.deepEqual(loadExercise(), kept);
    for (const junk of ['{', 'null', '[]', '{"a":7}', JSON.stringify({ ...kept, kind: 'chess' })]) {
      tab.setItem(EXERCISE_KEY, junk);
      assert.equal(loadExercise(), null, junk);
    }
    // Fields of another type are dropped, the work's counts made whole numbers of at least 0.
    tab.setItem(EXERCISE_KEY, JSON.stringify({ ...kept, fields: { answer: 3, witness: '5' }, work: { tries: -1 } }));
    assert.deepEqual(loadExercise(), {
      ...kept,
      fields: { witness: '5' },
      work: { tries: 0, over: false, shown: false, hints: 0, counted: false },
    });
    forgetExercise();
    assert.equal(loadExercise(), null);
    Object.defineProperty(globalThis, 'sessionStorage', {
      get() {
        throw new Error('blocked');
      },
      configurable: true,
    });
    saveExercise(kept);
    assert.equal(loadExercise(), null);
  } finally {
    if (before) Object.defineProperty(globalThis, 'sessionStorage', before);
    else delete globalThis.sessionStorage;
  }
});
