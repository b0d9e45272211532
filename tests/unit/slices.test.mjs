// The slices of long work (www/src/base/slices.ts): sized to the time wanted from the last one's
// time, never more than four times the last, always within the bounds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextSlice } from '../../www/src/base/slices.ts';

const BOUNDS = { ms: 8, least: 1 << 12, most: 1 << 26 };

test('a slice is scaled to take the time wanted', () => {
  assert.equal(nextSlice(1 << 20, 16, BOUNDS), 1 << 19);
  assert.equal(nextSlice(1 << 20, 4, BOUNDS), 1 << 21);
  assert.equal(nextSlice(3000000, 8, BOUNDS), 3000000);
});

test('one quick slice makes the next at most four times as much work', () => {
  // A counting slice of 0.6 ms would have asked for 13 times the work.
  assert.equal(nextSlice(1 << 20, 0.6, BOUNDS), 1 << 22);
  // A slice too quick to time (0 ms) is no exception.
  assert.equal(nextSlice(1 << 20, 0, BOUNDS), 1 << 22);
});

test('the bounds hold, whatever the times', () => {
  assert.equal(nextSlice(1 << 25, 0.01, BOUNDS), 1 << 26);
  assert.equal(nextSlice(1 << 12, 5000, BOUNDS), 1 << 12);
  assert.equal(nextSlice(1 << 10, 1, { ms: 30, least: 1 << 10, most: 1 << 26 }), 1 << 12);
});
