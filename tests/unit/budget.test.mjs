// The page's budget of workers (www/src/core/budget.ts): never more places held than its size,
// places given in the order asked for, a withdrawn request never granted, and a worker left idle
// ended for one that waits.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeBudget } from '../../www/src/core/budget.ts';

/** Asks `budget` for a place; what it got is in `.place` once granted. */
function ask(budget, log, name) {
  const asked = { place: null };
  asked.withdraw = budget.request((place) => {
    asked.place = place;
    log.push(name);
  });
  return asked;
}

test('no more places are held than the budget has, and they are given in the order asked for', () => {
  const budget = makeBudget(2);
  const log = [];
  const asked = ['a', 'b', 'c', 'd', 'e'].map((name) => ask(budget, log, name));
  assert.deepEqual(log, ['a', 'b']);
  assert.equal(budget.held(), 2);
  asked[1].place.release();
  assert.deepEqual(log, ['a', 'b', 'c']);
  asked[1].place.release(); // a second release gives nothing more
  assert.deepEqual(log, ['a', 'b', 'c']);
  asked[3].withdraw();
  asked[0].place.release();
  assert.deepEqual(log, ['a', 'b', 'c', 'e'], 'd withdrew');
  assert.equal(budget.held(), 2);
  asked[2].place.release();
  asked[4].place.release();
  assert.equal(budget.held(), 0);
});

test('an idle worker is ended for one that waits, and a busy one is not', () => {
  const budget = makeBudget(1);
  const log = [];
  const first = ask(budget, log, 'first');
  let ended = 0;
  const end = () => {
    ended++;
    first.place.release();
  };
  first.place.idle(end);
  first.place.idle(null); // busy again before anyone asked
  const second = ask(budget, log, 'second');
  assert.deepEqual(log, ['first'], 'a busy worker keeps its place');
  first.place.idle(end); // idle while another waits: ended at once
  assert.equal(ended, 1);
  assert.deepEqual(log, ['first', 'second']);
  second.place.idle(() => {
    ended++;
    second.place.release();
  });
  ask(budget, log, 'third');
  assert.equal(ended, 2, 'an idle worker is ended when another asks');
  assert.deepEqual(log, ['first', 'second', 'third']);
  assert.equal(budget.held(), 1);
});
