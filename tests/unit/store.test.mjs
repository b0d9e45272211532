// The store's reducer in node: each event gives the state the explorer must show, the field
// messages, and whether a new game is asked for, without any DOM or core.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { at } from '../../www/src/core/position.ts';
import { PRESETS } from '../../www/src/state/presets.ts';
import { toQuery } from '../../www/src/state/query.ts';
import { DEFAULTS } from '../../www/src/state/state.ts';
import { FRESH, positive, reduce } from '../../www/src/state/store.ts';
import { say } from './english.mjs';

const moved = { ...DEFAULTS, view: 'strip', zoom: 12, x: at(500n), w: 77n, row: at(3n), shift: 9n, r: 4n };

describe('the store', () => {
  test('a URL load gives its state, its problems by field, and asks for the game', () => {
    const r = reduce(null, { type: 'load', query: '?a=7&delta=12&view=collisions&shift=x&zoom=3', embed: false });
    assert.equal(r.state.a, '7');
    assert.equal(r.state.view, 'collisions');
    assert.equal(r.state.zoom, 3);
    assert.equal(r.state.shift, null);
    assert.match(say(r.errors.shift), /^shift k: “x” is not a whole number/);
    assert.equal(r.game, true);
    assert.equal(r.push, false);
    // The site always shows its controls; an embed may ask for the picture alone.
    assert.equal(reduce(null, { type: 'load', query: '?ui=picture', embed: false }).state.ui, 'full');
    assert.equal(reduce(null, { type: 'load', query: '?ui=picture', embed: true }).state.ui, 'picture');
    // Bad a and b stay as typed, for the session to refuse (never a default game in their place).
    const bad = reduce(null, { type: 'load', query: '?a=x&b=y' });
    assert.deepEqual([bad.state.a, bad.state.b, bad.state.second, bad.game], ['x', 'y', 'b', true]);
  });

  test('a new game starts fitted at heap 0, with its own shift and residue', () => {
    for (const [name, value] of [
      ['a', ' 9 '],
      ['second', '13'],
    ]) {
      const r = reduce(moved, { type: 'edit', name, value });
      assert.equal(r.game, true);
      for (const [k, v] of Object.entries(FRESH)) assert.deepEqual(r.state[k], v, k);
      assert.equal(r.push, true);
    }
    assert.equal(reduce(moved, { type: 'edit', name: 'a', value: ' 9 ' }).state.a, '9');
    assert.equal(reduce({ ...moved, second: 'b' }, { type: 'edit', name: 'second', value: '20' }).state.b, '20');
  });

  test('switching views keeps the number line’s pan and zoom between line views only', () => {
    assert.equal(reduce(moved, { type: 'edit', name: 'view', value: 'gaps' }).state.zoom, 12);
    assert.equal(reduce(moved, { type: 'edit', name: 'view', value: 'grid' }).state.zoom, null);
    assert.equal(reduce(moved, { type: 'edit', name: 'view', value: 'gaps' }).game, false);
  });

  test('presets open their game and give their note', () => {
    const r = reduce(moved, { type: 'edit', name: 'preset', value: '2' });
    assert.equal(r.state.a, String(PRESETS[2].a));
    assert.equal(r.state.delta, String(PRESETS[2].delta));
    assert.equal(r.note.id, PRESETS[2].note);
    assert.match(say(r.note), /area a·d = 35/);
    assert.equal(reduce(moved, { type: 'edit', name: 'preset', value: '999' }).state, moved);
  });

  test('row width and shift: whole numbers from 1, empty for the default, a message otherwise', () => {
    const w = reduce(moved, { type: 'edit', name: 'w', value: '301' });
    assert.equal(w.state.w, 301n);
    assert.equal(w.state.zoom, null);
    assert.equal(reduce(moved, { type: 'edit', name: 'shift', value: '' }).state.shift, null);
    for (const bad of ['0', '-3', 'x', '2.5']) {
      const r = reduce(moved, { type: 'edit', name: 'shift', value: bad });
      assert.equal(r.state, moved, bad);
      assert.ok(r.errors.shift, bad);
    }
    assert.deepEqual(positive('18446744073709551615', 'k'), { value: 2n ** 64n - 1n });
  });

  test('the spectrum’s k in focus is the shift: kept by a switch to collisions, and moved without a history entry', () => {
    const spectrum = { ...moved, view: 'spectrum', shift: 12n };
    const r = reduce(spectrum, { type: 'focus-shift', shift: 13n });
    assert.equal(r.state.shift, 13n);
    assert.deepEqual([r.push, r.later, r.game], [false, true, false]);
    assert.match(toQuery(r.state), /view=spectrum&.*shift=13(&|$)/);
    const opened = reduce(r.state, { type: 'open-view', state: { view: 'collisions', shift: 13n } });
    assert.deepEqual([opened.state.view, opened.state.shift, opened.push], ['collisions', 13n, true]);
    assert.equal(reduce(spectrum, { type: 'edit', name: 'view', value: 'collisions' }).state.shift, 12n);
  });

  test('a link of the tour into another view keeps its step, out of the address, until the tour goes on or closes', () => {
    const step = reduce(moved, { type: 'step', n: 8, stepState: { a: '7', delta: '12', view: 'collisions' } }).state;
    const left = reduce(step, { type: 'open-view', state: { view: 'proof', shift: null, step: 5 } }).state;
    assert.deepEqual([left.view, left.tour, left.tourLeft], ['proof', null, 8]);
    assert.doesNotMatch(toQuery(left), /tour/);
    // Kept by the views' own links, edits and a load without the tour (back, forward); not by one with it.
    const on = reduce(left, { type: 'open-view', state: { view: 'collisions', shift: 12n } }).state;
    assert.equal(on.tourLeft, 8);
    assert.equal(reduce(on, { type: 'edit', name: 'a', value: '9' }).state.tourLeft, 8);
    assert.equal(reduce(on, { type: 'load', query: '?a=7&delta=12&view=strip' }).state.tourLeft, 8);
    assert.equal(reduce(on, { type: 'load', query: '?a=7&delta=12&tour=3' }).state.tourLeft, null);
    // Gone once the tour shows a step again or closes.
    assert.equal(reduce(on, { type: 'step', n: 8, stepState: { view: 'collisions' } }).state.tourLeft, null);
    assert.equal(reduce(on, { type: 'close-tour' }).state.tourLeft, null);
    assert.equal(reduce(moved, { type: 'open-view', state: { view: 'proof' } }).state.tourLeft, null);
  });

  test('pans and zooms replace the address later; steps and picks push', () => {
    const r = reduce(moved, { type: 'moved', zoom: 2, x: at(7n), row: 0n, col: 0n });
    assert.deepEqual([r.push, r.later, r.state.x], [false, true, at(7n)]);
    const step = reduce(moved, { type: 'step', n: 7, stepState: { a: '7', delta: '12', view: 'residues', r: 3n } });
    assert.deepEqual([step.state.tour, step.state.r, step.state.x, step.game], [7, 3n, 0n, true]);
    assert.equal(reduce(step.state, { type: 'close-tour' }).state.tour, null);
    // Closing the tour can bring back the game and view it began from: a new game, fitted.
    const restore = { a: '8', delta: '7', b: '15', second: 'delta', view: 'grid' };
    const back = reduce({ ...step.state, zoom: 4, x: at(90n) }, { type: 'close-tour', restore });
    assert.deepEqual(
      [back.state.tour, back.state.a, back.state.delta, back.state.view, back.state.zoom, back.state.x, back.game],
      [null, '8', '7', 'grid', null, 0n, true],
    );
    const open = reduce(moved, { type: 'open', a: 5, delta: 16 });
    assert.equal(toQuery(open.state), '?a=5&delta=16');
    const pick = reduce(moved, { type: 'residue', r: 5n, x: at(1000n), zoom: 4 });
    assert.deepEqual([pick.state.view, pick.state.r, pick.state.x, pick.state.zoom], ['residues', 5n, at(1000n), 4]);
  });
  test('the game on show fills in the other of δ and b, and checks a residue a link asks for', () => {
    const game = { type: 'game-shown', a: 7n, b: 19n, delta: 12n, proven: true };
    const byDelta = reduce(DEFAULTS, { ...game, check: false });
    assert.deepEqual([byDelta.state.b, byDelta.state.delta, byDelta.push], ['19', '7', false]);
    const byB = reduce({ ...DEFAULTS, second: 'b', b: '19' }, { ...game, check: false });
    assert.equal(byB.state.delta, '12');
    // A residue of the game, at the line's start: handed to the proof views to find, once.
    const link = reduce(null, { type: 'load', query: '?a=7&delta=12&view=residues&r=5' }).state;
    const found = reduce(link, { ...game, check: true });
    assert.deepEqual([found.state.r, found.state.residueToFind], [5n, 5n]);
    assert.equal(reduce(found.state, { type: 'handed-over', what: 'residue' }).state.residueToFind, null);
    // Only after a load or a step, and only with the line at its start.
    assert.equal(reduce(link, { ...game, check: false }).state.residueToFind, null);
    assert.equal(reduce({ ...link, x: at(9n) }, { ...game, check: true }).state.residueToFind, null);
    // Past δ − 1 it is refused, with a message by its field.
    const past = reduce({ ...link, r: 12n }, { ...game, check: true });
    assert.deepEqual([past.state.r, past.state.residueToFind], [null, null]);
    assert.match(say(past.errors.r), /11/);
    // Outside the regime the residues are not the theorem's: nothing is checked or found.
    const outside = reduce({ ...link, r: 40n }, { ...game, proven: false, check: true });
    assert.deepEqual([outside.state.r, outside.state.residueToFind, outside.errors], [40n, null, {}]);
  });

  test('hand-offs go through the store: a game to continue, a refusal, a plane refused', () => {
    const play = { a: '5', delta: '7', start: '40', first: 'you', moves: [] };
    const resumed = reduce(null, { type: 'load', query: '?a=5&delta=7&view=play', play });
    assert.equal(resumed.state.playToResume, play);
    assert.equal(reduce(resumed.state, { type: 'handed-over', what: 'play' }).state.playToResume, null);
    assert.equal(reduce(null, { type: 'load', query: '?a=5' }).state.playToResume, null);
    const refusal = { field: 'a', message: { id: 'core-a-is-zero', args: {} } };
    const asked = reduce(null, { type: 'load', query: '?a=0&delta=7' }).state;
    const blocked = reduce(DEFAULTS, { type: 'blocked', asked, refusal }).state;
    assert.deepEqual([blocked.a, blocked.blocked], ['0', refusal]);
    const shown = reduce(blocked, { type: 'game-shown', a: 5n, b: 12n, delta: 7n, proven: true, check: false });
    assert.equal(shown.state.blocked, null);
    // None of them is in the address.
    assert.equal(toQuery(blocked), '?a=0&delta=7');
    const plane = reduce(
      { ...DEFAULTS, amax: 5000, dmax: 5000 },
      { type: 'plane-refused', problem: { id: 'error-plane', args: { amax: 5000, dmax: 5000 } } },
    );
    assert.deepEqual([plane.state.amax, plane.state.dmax], [40, 320]);
    assert.match(say(plane.errors.amax), /^a ≤ 5,000, .* Showing a ≤ 40, δ ≤ 320\.$/);
  });
});
