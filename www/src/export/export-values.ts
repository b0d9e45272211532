// The main picture as rectangles drawn from its values, for SVG: zoomed in (a CSS pixel or more
// a heap), cells of one value side by side make one rectangle and rows that repeat make it
// taller, with the thin cell lines laid over them. Pixel edges are worked out as the core's
// pictures work them out (crate/src/render), so the rectangles cover the canvas's pixels.
import type { Position } from '../core/position.ts';
import type { Layers, Rect } from './export-rects.ts';
import type { ExportPicture } from './source.ts';

const MASK = (1n << 32n) - 1n;
const END = 1n << 64n;

/** The picture's colours as pixel words: a value's (0 … 3), the background's and the cell lines'. */
interface Colours {
  readonly colours: readonly number[];
  readonly bg: number;
  readonly line: number;
}

/** 0xRRGGBB as the pixel word of an opaque pixel (RGBA bytes, read little-endian). */
export function wordOf(rgb: number): number {
  return (0xff000000 | ((rgb & 0xff) << 16) | (rgb & 0xff00) | ((rgb >> 16) & 0xff)) >>> 0;
}

/** ⌊p + t⌋ − ⌊p⌋ for a position p (a BigInt in units of 2^−32) and a real offset t, as the core's `floor_plus`. */
function stepsFrom(p: Position, t: number): number {
  const fraction = Number(p & MASK) / 2 ** 32;
  const whole = Math.floor(t);
  return whole + Math.floor(fraction + (t - whole));
}

/** The runs of equal `keys` (pixels 0 … n − 1): [start, end, key] each. */
function runsOf(keys: ArrayLike<number>, n: number): [number, number, number][] {
  const runs: [number, number, number][] = [];
  for (let x = 0; x < n; ) {
    const key = keys[x];
    let x1 = x + 1;
    while (x1 < n && keys[x1] === key) x1++;
    runs.push([x, x1, key ?? -1]);
    x = x1;
  }
  return runs;
}

/** Rectangles of colour `colours[value]` for runs of heaps with equal values (-1: none), rows y0 … y1. */
function valueRects(values: ArrayLike<number>, colours: readonly number[], y0: number, y1: number): Rect[] {
  const out: Rect[] = [];
  for (const [x0, x1, v] of runsOf(values, values.length)) {
    const c = colours[v];
    if (v >= 0 && c !== undefined) out.push({ x: x0, y: y0, w: x1 - x0, h: y1 - y0, c });
  }
  return out;
}

/**
 * The model of the main picture `view` on a `width` × `height` canvas: layers of rectangles
 * over its background, or null when the picture is zoomed out, hidden, or not drawn from values
 * (then its pixels are used).
 */
export function pictureModel(view: ExportPicture, width: number, height: number): Layers | null {
  const dpr = window.devicePixelRatio || 1;
  const z = view.zoom();
  if (!view.game || !view.palette || view.hidden || z < 1 || !(width > 0 && height > 0)) return null;
  const [w0, w1, w2, w3, bg, line] = view.palette.map(wordOf);
  if (w0 === undefined || w1 === undefined || w2 === undefined || w3 === undefined) return null;
  if (bg === undefined || line === undefined) return null;
  const colours: Colours = { colours: [w0, w1, w2, w3], bg, line };
  try {
    return view.params.view === 'strip'
      ? stripModel(view, width, height, z * dpr, colours)
      : gridModel(view, width, height, z * dpr, colours);
  } catch {
    return null; // a window the core refuses: the pixels say it all
  }
}

/** The number line: the band of values (with lines between cells of 6 px and more), then the lanes. */
function stripModel(view: ExportPicture, width: number, height: number, cell: number, paint: Colours): Layers {
  const { colours, bg, line } = paint;
  const game = view.game;
  if (!game) return { background: bg, layers: [] };
  const start = view.params.x;
  const base = start >> 32n;
  const perPixel = 1 / cell;
  const rel = Array.from({ length: width + 1 }, (_, px) => stepsFrom(start, px * perPixel));
  const clamp = (h: bigint): bigint => (h < 0n ? 0n : h > END ? END : h);
  const lo = clamp(base + BigInt(rel[0] ?? 0));
  const hi = clamp(base + BigInt(rel[width] ?? 0) + 1n);
  const values = hi > lo ? game.nim(lo, hi - lo) : new Uint8Array(0);
  // The value of the heap under each pixel column, -1 past the heaps.
  const under = new Int8Array(width);
  const heapOf = new Float64Array(width); // the heap's offset from `lo`, to find cell edges
  for (let px = 0; px < width; px++) {
    const h = base + BigInt(rel[px] ?? 0);
    const inside = h >= 0n && h < END;
    under[px] = inside ? Math.min(3, values[Number(h - lo)] ?? 0) : -1;
    heapOf[px] = inside ? Number(h - lo) : -1;
  }
  const layout = view.core.stripLayout(height);
  const edge = (i: number): number => layout[i] ?? 0;
  const cells = [valueRects(under, colours, edge(0), edge(1))];
  for (let v = 0; v < 4; v++) {
    const lane = under.map((u) => (u === v ? v : -1));
    cells.push(valueRects(lane, colours, edge(2 + 2 * v), edge(3 + 2 * v)));
  }
  const lines: Rect[] = [];
  if (cell >= 6)
    for (let px = 1; px < width; px++)
      if ((under[px] ?? -1) >= 0 && heapOf[px] !== heapOf[px - 1])
        lines.push({ x: px, y: edge(0), w: 1, h: edge(1) - edge(0), c: line });
  return { background: bg, layers: [cells.flat(), lines] };
}

/** A run of grid rows with the same values under each pixel column, over pixel rows [y0, y1). */
interface Band {
  readonly key: string;
  readonly y0: number;
  y1: number;
  readonly under: Int8Array;
}

/**
 * The grid: rows of the row width, cells of `cell` device px (rows at least one pixel tall),
 * with a line along each cell's left edge and each row's last pixel row from 8 px on.
 */
function gridModel(view: ExportPicture, width: number, height: number, cell: number, paint: Colours): Layers {
  const { colours, bg, line } = paint;
  const game = view.game;
  if (!game) return { background: bg, layers: [] };
  const W = view.rowWidth();
  const { col, row } = view.params;
  const rh = Math.max(cell, 1);
  const lines = cell >= 8;
  const colRel = Array.from({ length: width }, (_, px) => stepsFrom(col, px * (1 / cell)));
  const rowAt = (py: number): bigint => (row >> 32n) + BigInt(stepsFrom(row, py / rh));
  const colBase = col >> 32n;
  // Visible columns of the row, [c0, c1), and the column under each pixel (null outside the row).
  const colOf = colRel.map((r) => {
    const c = colBase + BigInt(r);
    return c >= 0n && c < W ? r : null;
  });
  const inRow = colOf.filter((r) => r !== null);
  if (!inRow.length) return { background: bg, layers: [] };
  const [r0, r1] = [Math.min(...inRow), Math.max(...inRow)];
  const c0 = colBase + BigInt(r0);
  // The grid rows in view, each with its pixel rows [y0, y1).
  const rows: { r: bigint; y0: number; y1: number }[] = [];
  for (let py = 0; py < height; ) {
    const r = rowAt(py);
    let y1 = py + 1;
    while (y1 < height && rowAt(y1) === r) y1++;
    rows.push({ r, y0: py, y1 });
    py = y1;
  }
  const exists = (r: bigint): boolean => r >= 0n && r * W < END;
  const layer: Rect[] = [];
  const rules: Rect[] = [];
  let band: Band | null = null; // rows in a run with the same values
  const close = (): void => {
    if (band) layer.push(...valueRects(band.under, colours, band.y0, band.y1));
  };
  for (const { r, y0, y1 } of rows) {
    if (!exists(r)) {
      close();
      band = null;
      continue;
    }
    const from = r * W + c0;
    const n = BigInt(r1 - r0 + 1);
    const count = from + n > END ? END - from : n;
    const values = game.nim(from, count);
    const under = new Int8Array(width);
    for (let px = 0; px < width; px++) {
      const c = colOf[px];
      const i = c === null || c === undefined ? -1 : c - r0;
      under[px] = i >= 0 && i < values.length ? Math.min(3, values[i] ?? 0) : -1;
    }
    const key = under.join();
    if (band && band.key === key && band.y1 === y0) band.y1 = y1;
    else {
      close();
      band = { key, y0, y1, under };
    }
    // The row's last pixel row is a line, across the whole canvas.
    if (lines && rowAt(y1) !== r) rules.push({ x: 0, y: y1 - 1, w: width, h: 1, c: line });
  }
  close();
  const edges: Rect[] = [];
  const top = rows.find((x) => exists(x.r));
  const bottom = rows.findLast((x) => exists(x.r));
  if (lines && top && bottom) {
    for (let px = 1; px < width; px++)
      if (colOf[px] !== null && colRel[px] !== colRel[px - 1])
        edges.push({ x: px, y: top.y0, w: 1, h: bottom.y1 - top.y0, c: line });
  }
  return { background: bg, layers: [layer, edges, rules] };
}
