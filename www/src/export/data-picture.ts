// The numbers the main picture shows, as tables: the number line's heaps and values (or, zoomed
// out, exact counts per pixel column) and the grid's cells (or counts per row); the heaps in view
// are the core's, under the picture's pixels.
import type { HeapRange, StripFrame } from '../../pkg/asg.js';
import type { ExportPicture, ExportSource } from './source.ts';
import type { Base, Cell, ExportData, Table } from './table.ts';

/** Up to this many rows list single items; past it, counts per pixel column or row. */
export const MAX_ROWS = 100000;

/** The number line's frame in CSS pixels: its left edge, heaps per CSS pixel, its CSS pixel columns. */
export function lineFrame(view: ExportPicture): StripFrame {
  return { left: view.params.x, perPixel: 1 / view.zoom(), columns: Math.max(1, view.canvas.clientWidth) };
}

/** Past the last heap, 2^64 − 1. */
const HEAPS_END = 2n ** 64n;

/** Whole heaps [lo, hi) the number line shows, from the core's pixel edges. */
export function lineRange(view: ExportPicture): HeapRange {
  const first = view.heapsAt(0, 0);
  const last = view.heapsAt(Math.max(0, view.canvas.clientWidth - 1), 0);
  // A last column with no heap while the first has some lies past the last heap: the line shows all up to it.
  return { lo: first?.lo ?? 0n, hi: last?.hi ?? (first ? HEAPS_END : 0n) };
}

/** The number line's heaps [lo, hi) with their values, or, for more than MAX_ROWS, counts per pixel column. */
export function lineData({ session, view }: ExportSource, lo: bigint, hi: bigint): Table {
  const { game, core } = session;
  if (hi - lo <= BigInt(MAX_ROWS)) {
    const v = game.nim(lo, hi - lo);
    return { columns: ['heap', 'value'], rows: Array.from(v, (value, i) => [lo + BigInt(i), value]) };
  }
  // Counts of values 0..3 for each CSS pixel column of the number line, exact, by the core: the
  // page's module has no countsInColumns (it would take that module past 100 KiB), so each
  // column's heaps come from the core's stripHeapsAt and their counts from its counts; a column
  // that shows no heap (past the last one) gives no row.
  const frame = lineFrame(view);
  const rows: Cell[][] = [];
  for (let px = 0; px < frame.columns; px++) {
    const r = core.stripHeapsAt(frame, px);
    if (r && r.lo < r.hi) rows.push([r.lo, r.hi, ...game.counts(r.lo, r.hi)]);
  }
  return { columns: ['from', 'to', 'count_0', 'count_1', 'count_2', 'count_3'], rows };
}

/** The grid's rows and columns in view, from the core's heaps under the corners: cells, or counts per row. */
export function gridData({ session, view }: ExportSource, base: Base): ExportData {
  const { game } = session;
  const W = view.rowWidth();
  const [w, h] = [view.canvas.clientWidth, view.canvas.clientHeight];
  const corner = (x: number, y: number): HeapRange | null => view.heapsAt(x, y);
  const topLeft = corner(0, 0);
  const bottomRight = corner(Math.max(0, w - 1), Math.max(0, h - 1)) ?? corner(Math.max(0, w - 1), 0);
  if (!topLeft || !bottomRight) return { ...base, columns: [], rows: [] };
  const [r0, r1] = [topLeft.lo / W, bottomRight.lo / W + 1n];
  const [c0, c1] = [topLeft.lo % W, ((bottomRight.hi - 1n) % W) + 1n];
  const range = { rows: [r0, r1], columns: [c0, c1], rowWidth: W } as const;
  if ((r1 - r0) * (c1 - c0) <= BigInt(MAX_ROWS)) {
    const rows: Cell[][] = [];
    for (let r = r0; r < r1; r++) {
      const vals = game.nim(r * W + c0, c1 - c0);
      for (const [i, value] of vals.entries()) rows.push([r * W + c0 + BigInt(i), r, c0 + BigInt(i), value]);
    }
    return { ...base, range, columns: ['heap', 'row', 'column', 'value'], rows };
  }
  const rows: Cell[][] = [];
  for (let r = r0; r < r1 && r - r0 < BigInt(MAX_ROWS); r++)
    rows.push([r, r * W + c0, r * W + c1, ...game.counts(r * W + c0, r * W + c1)]);
  return { ...base, range, columns: ['row', 'from', 'to', 'count_0', 'count_1', 'count_2', 'count_3'], rows };
}
