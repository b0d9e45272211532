// The embed's check of its attribute names (app/embed/attributes.ts): the nearest name the
// explorer reads, by edits that count a swap of two neighbours as one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { editDistance, nearestName } from '../../www/src/app/embed/attributes.ts';

test('edits count insertions, deletions, substitutions and swaps of neighbours', () => {
  assert.equal(editDistance('delta', 'delta'), 0);
  assert.equal(editDistance('detla', 'delta'), 1, 'a swap');
  assert.equal(editDistance('dleta', 'delta'), 1);
  assert.equal(editDistance('delt', 'delta'), 1, 'a letter left out');
  assert.equal(editDistance('zooom', 'zoom'), 1, 'a letter too many');
  assert.equal(editDistance('kitten', 'sitting'), 3);
  assert.equal(editDistance('', 'abc'), 3);
});

test('a misspelled name finds the attribute it was meant to be; a name far from all finds none', () => {
  for (const [typed, meant] of [
    ['detla', 'delta'],
    ['veiw', 'view'],
    ['colour', 'color'],
    ['thme', 'theme'],
    ['amx', 'amax'],
    ['lnag', 'lang'],
  ])
    assert.equal(nearestName(typed), meant, typed);
  for (const far of ['width', 'height', 'src', 'game', 'c']) assert.equal(nearestName(far), null, far);
});
