// Pan and zoom of the main picture (picture/moves.ts): a zoom keeps the heap under the pointer in
// place, a pan or a jump never leaves heaps 0 … 2^64, and "Go to heap" puts the heap in the middle.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { at, END, span } from '../../www/src/core/position.ts';
import { centred, clampZoom, fitted, panned, stretched, zoomed } from '../../www/src/picture/moves.ts';

// The grid's rows are at least a device pixel high: moves.ts reads the device pixel ratio.
globalThis.window ??= { devicePixelRatio: 1 };

/** A view of `width` × `height` CSS px showing `params`, with heap period `period`. */
function frame(params, { width = 600, height = 300, period = 130n } = {}) {
  const view = {
    params: { view: 'strip', zoom: null, x: 0n, w: null, row: 0n, col: 0n, ...params },
    width,
    height,
    rowWidth: () => view.params.w ?? period,
    zoom: () => view.params.zoom ?? clampZoom(view, width / Number(view.rowWidth())),
    rowHeight: () => Math.max(view.zoom(), 1),
  };
  return view;
}

/** The position under CSS x `cx` of a strip at `x` with `z` px a heap. */
const under = (x, z, cx) => x + span(cx / z);

describe('moving the picture', () => {
  test('a zoom on the number line keeps the heap under the pointer in place', () => {
    for (const [x, z, factor, cx] of [
      [at(1000), 4, 2, 150],
      [at(10n ** 15n), 0.5, 0.25, 599],
      [at(12345), 8, 1.25, 0],
    ]) {
      const view = frame({ x, zoom: z });
      const next = zoomed(view, factor, cx, 10);
      assert.equal(next.zoom, z * factor);
      const drift = under(next.x, next.zoom, cx) - under(x, z, cx);
      assert.ok(drift >= -1n && drift <= 1n, `drift ${drift} at x ${x}, z ${z}, factor ${factor}`);
    }
  });

  test('a zoom on the grid keeps the cell under the pointer in place', () => {
    const view = frame({ view: 'grid', zoom: 4, col: at(10), row: at(50) });
    const next = zoomed(view, 2, 200, 100);
    const drift = next.col + span(200 / 8) - (at(10) + span(200 / 4));
    const down = next.row + span(100 / 8) - (at(50) + span(100 / 4));
    assert.ok(drift >= -1n && drift <= 1n && down >= -1n && down <= 1n, `${drift} ${down}`);
  });

  test('no pan leaves heaps 0 … 2^64, and no zoom passes 96 px a heap', () => {
    const view = frame({ x: at(5), zoom: 2 });
    assert.equal(panned(view, 10_000, 0).x, 0n, 'the line stops at heap 0');
    const far = frame({ x: END - span(600 / 2) - at(1), zoom: 2 });
    assert.equal(panned(far, -10_000, 0).x, END - span(600 / 2), 'and its right edge at 2^64');
    assert.equal(zoomed(view, 1000, 0, 0).zoom, 96);
    const grid = frame({ view: 'grid', zoom: 4, row: at(3) });
    assert.equal(panned(grid, 0, 10_000).row, 0n, 'the grid stops at its first row');
  });

  test('a heap gone to is in the middle, seen as a cell of its own', () => {
    for (const heap of [0n, 777n, 2n ** 64n - 1n]) {
      const next = centred(frame({ x: 0n, zoom: 1 }), heap);
      assert.ok(next.zoom >= 8, `zoom ${next.zoom}`);
      const middle = under(next.x, next.zoom, 300);
      const inside = heap === 0n || heap === 2n ** 64n - 1n ? true : middle - at(heap) === 0n;
      assert.ok(inside && next.x >= 0n && next.x <= END - span(600 / next.zoom), `heap ${heap}: x ${next.x}`);
    }
    const grid = centred(frame({ view: 'grid', zoom: 4 }, { period: 100n }), 123456n);
    assert.equal(grid.col + span(300 / 8), at(56), 'the heap’s column in the middle');
    assert.equal(grid.row + span(150 / 8), at(1234), 'and its row');
  });

  test('a stretch fills the line with a little room, and fit goes back to the start', () => {
    const next = stretched(frame({ x: at(9), zoom: 3 }), 800n, 880n);
    assert.ok(next.x < at(800) && next.x >= at(789), `x ${next.x}`);
    assert.ok(under(next.x, next.zoom, 600) > at(880), 'the stretch’s end is in view');
    const fit = fitted(frame({ view: 'grid', zoom: 7, col: at(4), row: at(9) }));
    assert.deepEqual([fit.zoom, fit.x, fit.row, fit.col], [null, 0n, 0n, 0n]);
  });
});
