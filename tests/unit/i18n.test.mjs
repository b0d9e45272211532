// The translator in node, over the English catalogue: arguments that are messages are said in
// the language (with or without arguments of their own), whole numbers exactly in digit groups,
// lists as the language lists them, and verbatim text as given.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listOf, msg, verbatim } from '../../www/src/text/languages.ts';
import { say } from './english.mjs';

test('a message as an argument is said, with or without arguments of its own', () => {
  const title = (view) => say('export-title', { a: 5n, b: 12n, ab: 17n, delta: 7n, view });
  assert.match(title({ id: 'view-grid' }), /Grid/);
  assert.equal(title(msg('view-grid')), title({ id: 'view-grid' }));
  assert.doesNotMatch(title({ id: 'view-grid' }), /object/);
});

test('whole numbers exactly, lists as English lists them, verbatim text as given', () => {
  assert.match(say('error-plane', { amax: 2n ** 64n - 1n, dmax: 3 }), /^a ≤ 18,446,744,073,709,551,615, δ ≤ 3:/);
  assert.match(say('error-other', { text: verbatim('<b>x</b>') }), /<b>x<\/b>/);
  assert.equal(say.list([1, 2, 3]), '1, 2, and 3');
  assert.match(say('why-moves', { moves: listOf([5n, 12n, 2n ** 60n]) }), /5; 12; and 1,152,921,504,606,846,976/);
});
