// The tour's memory of the student's own game for a tab (study/tour/game.ts): kept while the tour
// is open, read back after a reload, forgotten when it closes, and nothing else taken for it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keepHome, keptHome } from '../../www/src/study/tour/game.ts';

/** A tab's sessionStorage, in memory. */
function tab() {
  const items = new Map();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => items.set(k, String(v)),
    removeItem: (k) => items.delete(k),
    items,
  };
}

test('the student’s game comes back as kept, and is gone once the tour has closed', () => {
  const storage = tab();
  assert.equal(keptHome(storage), null);
  const home = { game: { a: '9', delta: '7' }, proven: false, view: 'strip' };
  keepHome(home, storage);
  assert.deepEqual(keptHome(storage), home);
  keepHome(null, storage);
  assert.equal(keptHome(storage), null);
  assert.equal(storage.items.size, 0);
});

test('what the page did not write is not taken for the student’s game', () => {
  const storage = tab();
  for (const raw of [
    'not json',
    '5',
    '{"game":{"a":"0","delta":"7"},"proven":true,"view":"grid"}',
    '{"game":{"a":"5","delta":"-7"},"proven":true,"view":"grid"}',
    '{"game":{"a":"5","delta":"7"},"proven":"yes","view":"grid"}',
    '{"game":{"a":"5","delta":"7"},"proven":true,"view":"nowhere"}',
    '{"game":{"a":5,"delta":7},"proven":true,"view":"grid"}',
  ]) {
    storage.setItem('asg-explorer:tour-home', raw);
    assert.equal(keptHome(storage), null, raw);
  }
});

test('storage that refuses to be written loses nothing but the memory', () => {
  const full = {
    getItem: () => null,
    setItem: () => {
      throw new Error('quota');
    },
    removeItem: () => {},
  };
  keepHome({ game: { a: '5', delta: '7' }, proven: true, view: 'grid' }, full);
  assert.equal(keptHome(full), null);
  assert.equal(keptHome(null), null);
});
