// The numbers an export of the number line gives when zoomed out (export/data-picture.ts): counts
// per pixel column by the core, which tile the heaps the picture shows column by column (the
// core's stripHeapsAt) and agree with a plain mex rule computed here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import * as core from '../../www/pkg/asg.js';
import { lineData, lineFrame, lineRange, MAX_ROWS } from '../../www/src/export/data-picture.ts';

core.initSync({ module: readFileSync(new URL('../../www/pkg/asg_bg.wasm', import.meta.url)) });

/** Heaps of value 0, 1, 2, ≥ 3 among 0 … n − 1 of S = {a, b, a + b} by the mex rule, as prefix sums. */
function mexPrefix(a, b, n) {
  const g = new Uint8Array(n);
  const prefix = Array.from({ length: 4 }, () => new Uint32Array(n + 1));
  for (let x = 0; x < n; x++) {
    const seen = new Set();
    for (const m of [a, b, a + b]) if (m <= x) seen.add(g[x - m]);
    let v = 0;
    while (seen.has(v)) v++;
    g[x] = v;
    for (let k = 0; k < 4; k++) prefix[k][x + 1] = prefix[k][x] + (Math.min(v, 3) === k ? 1 : 0);
  }
  return prefix;
}

/** What an export reads of the explorer: the game on show and a number line from heap `left`, `perPixel` heaps a CSS pixel. */
function source(game, left, perPixel, columns) {
  const view = {
    params: { view: 'strip', x: BigInt(left) << 32n, row: 0n, col: 0n },
    zoom: () => 1 / perPixel,
    canvas: { clientWidth: columns, clientHeight: 40 },
    heapsAt: (x) => core.stripHeapsAt(lineFrame(view), x),
  };
  return { session: { game, core }, view };
}

/** The heaps [lo, hi) of each pixel column of the picture that shows some, by the core, in order. */
function pictureColumns(src, columns) {
  const shown = [];
  for (let px = 0; px < columns; px++) {
    const r = core.stripHeapsAt(lineFrame(src.view), px);
    if (r && r.lo < r.hi && (!shown.length || shown.at(-1)[0] !== r.lo)) shown.push([r.lo, r.hi]);
  }
  return shown;
}

test('a zoomed-out number line exports counts per column: the columns the picture shows, the mex rule counts', () => {
  const [a, delta] = [5, 7];
  const game = core.Game.fromDelta(a, delta);
  game.period();
  const prefix = mexPrefix(a, a + delta, 700000);
  for (const [left, perPixel, columns] of [
    [0, 1000.5, 600],
    [12345, 333.25, 1000],
    [0, 2000, 300],
  ]) {
    const src = source(game, left, perPixel, columns);
    const { lo, hi } = lineRange(src.view);
    assert.ok(hi - lo > BigInt(MAX_ROWS), 'more heaps than single rows');
    const { columns: names, rows } = lineData(src, lo, hi);
    assert.deepEqual(names, ['from', 'to', 'count_0', 'count_1', 'count_2', 'count_3']);
    // The picture's columns: each one is a row, in order, without gaps or overlaps.
    assert.deepEqual(
      rows.map((r) => [r[0], r[1]]),
      pictureColumns(src, columns),
    );
    for (const [i, [from, to, ...counts]] of rows.entries()) {
      if (i) assert.equal(from, rows[i - 1][1], 'rows meet');
      const want = prefix.map((p) => BigInt(p[Number(to)] - p[Number(from)]));
      assert.deepEqual(counts, want, `heaps [${from}, ${to})`);
    }
  }
});

test('at the top of the heaps the rows end at 2^64 and still count every heap', () => {
  const game = core.Game.fromDelta(7, 12);
  game.period();
  const top = 2n ** 64n;
  const src = source(game, 0n, 1500, 200);
  src.view.params.x = (top - 150000n) << 32n;
  const { lo, hi } = lineRange(src.view);
  const { rows } = lineData(src, lo, hi);
  // Half the columns lie past the last heap: they show none and give no row.
  assert.deepEqual(
    rows.map((r) => [r[0], r[1]]),
    pictureColumns(src, 200),
  );
  assert.equal(rows.at(-1)[1], top);
  for (const [from, to, ...counts] of rows)
    assert.equal(
      counts.reduce((s, c) => s + c, 0n),
      to - from,
    );
});
