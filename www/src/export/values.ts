// The main picture as rectangles drawn from its values, for SVG: zoomed in (a CSS pixel or more
// a heap), cells of one value side by side make one rectangle and rows that repeat make it
// taller, with the thin cell lines laid over them. The heaps, columns and rows under each pixel
// are the core's (stripColumns, gridColumns, gridRows: the pictures' own rounding), so the
// rectangles cover the canvas's pixels.
import type { StripFrame } from '../../pkg/asg.js';
import type { FullCore } from '../core/full.ts';
import type { Layers, Rect } from './rects.ts';
import type { ExportPicture } from './source.ts';

/** The core's answers to "what lies under each pixel" (pure geometry, of the full module). */
export type Geometry = Pick<FullCore, 'stripColumns' | 'gridColumns' | 'gridRows'>;

const END = 1n << 64n;

/** The picture's colours as pixel words: a value's (0 … 3), the background's and the cell lines'. */
interface Colours {
  readonly colours: readonly number[];
  readonly bg: number;
  readonly line: number;
}

/**
 * What a model is drawn from: the picture and its game, the core's geometry, the canvas's size
 * and a cell's size in device px, and the colours.
 */
interface Canvas {
  readonly view: ExportPicture;
  readonly game: NonNullable<ExportPicture['game']>;
  readonly geometry: Geometry;
  readonly width: number;
  readonly height: number;
  readonly cell: number;
  readonly paint: Colours;
}

/** 0xRRGGBB as the pixel word of an opaque pixel (RGBA bytes, read little-endian). */
export function wordOf(rgb: number): number {
  return (0xff000000 | ((rgb & 0xff) << 16) | (rgb & 0xff00) | ((rgb >> 16) & 0xff)) >>> 0;
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
export function pictureModel(view: ExportPicture, width: number, height: number, geometry: Geometry): Layers | null {
  const dpr = window.devicePixelRatio || 1;
  const z = view.zoom();
  if (!view.game || !view.palette || view.hidden || z < 1 || !(width > 0 && height > 0)) return null;
  const [w0, w1, w2, w3, bg, line] = view.palette.map(wordOf);
  if (w0 === undefined || w1 === undefined || w2 === undefined || w3 === undefined) return null;
  if (bg === undefined || line === undefined) return null;
  const canvas: Canvas = {
    view,
    game: view.game,
    geometry,
    width,
    height,
    cell: z * dpr,
    paint: { colours: [w0, w1, w2, w3], bg, line },
  };
  try {
    return view.params.view === 'strip' ? stripModel(canvas) : gridModel(canvas);
  } catch {
    return null; // a window the core refuses: the pixels say it all
  }
}

/** The number line: the band of values (with lines between cells of 6 px and more), then the lanes. */
function stripModel({ view, game, geometry, width, height, cell, paint }: Canvas): Layers {
  const { colours, bg, line } = paint;
  // The heap each pixel column shows (its first: zoomed in, a column starts in one heap), or none.
  const frame: StripFrame = { left: view.params.x, perPixel: 1 / cell, columns: width };
  const first = geometry.stripColumns(frame).map((c) => c?.lo ?? null);
  const shown = first.filter((h) => h !== null);
  // Heaps grow from left to right: the first column's and the last's bound them.
  const lo = shown[0] ?? 0n;
  const hi = (shown.at(-1) ?? -1n) + 1n;
  const values = hi > lo ? game.nim(lo, hi - lo) : new Uint8Array(0);
  // The value of the heap under each pixel column, -1 where none is.
  const under = new Int8Array(width);
  for (let px = 0; px < width; px++) {
    const h = first[px];
    under[px] = h === null || h === undefined ? -1 : Math.min(3, values[Number(h - lo)] ?? 0);
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
      if ((under[px] ?? -1) >= 0 && first[px] !== first[px - 1])
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
function gridModel({ view, game, geometry, width, height, cell, paint }: Canvas): Layers {
  const { colours, bg, line } = paint;
  const W = view.rowWidth();
  const frame = { rowWidth: W, col: view.params.col, row: view.params.row, cell };
  const lines = cell >= 8;
  // The column of the row under each pixel (null outside the row) and the row under each pixel
  // row (null past the last), the core's.
  const colOf = geometry.gridColumns(frame, width).map((c) => c?.lo ?? null);
  // (One pixel row past the picture too, to tell whether its last row ends there.)
  const rowOf = geometry.gridRows(frame, height + 1);
  const inRow = colOf.filter((c) => c !== null);
  if (!inRow.length) return { background: bg, layers: [] };
  // Columns grow from left to right: the first and the last in view.
  const [c0 = 0n, c1 = 0n] = [inRow[0], inRow.at(-1)];
  // The grid rows in view, each with its pixel rows [y0, y1) (r null: past the last row).
  const rows: { r: bigint | null; y0: number; y1: number }[] = [];
  for (let py = 0; py < height; ) {
    const r = rowOf[py] ?? null;
    let y1 = py + 1;
    while (y1 < height && (rowOf[y1] ?? null) === r) y1++;
    rows.push({ r, y0: py, y1 });
    py = y1;
  }
  const layer: Rect[] = [];
  const rules: Rect[] = [];
  let band: Band | null = null; // rows in a run with the same values
  const close = (): void => {
    if (band) layer.push(...valueRects(band.under, colours, band.y0, band.y1));
  };
  for (const { r, y0, y1 } of rows) {
    if (r === null) {
      close();
      band = null;
      continue;
    }
    // Cell (r, c) is heap r·W + c: the row's cells c0 … c1 in view.
    const from = r * W + c0;
    const n = c1 - c0 + 1n;
    const values = game.nim(from, from + n > END ? END - from : n);
    const under = new Int8Array(width);
    for (let px = 0; px < width; px++) {
      const c = colOf[px];
      const i = c === null || c === undefined ? -1 : Number(c - c0);
      under[px] = i >= 0 && i < values.length ? Math.min(3, values[i] ?? 0) : -1;
    }
    const key = under.join();
    if (band && band.key === key && band.y1 === y0) band.y1 = y1;
    else {
      close();
      band = { key, y0, y1, under };
    }
    // The row's last pixel row is a line, across the whole canvas.
    if (lines && (rowOf[y1] ?? null) !== r) rules.push({ x: 0, y: y1 - 1, w: width, h: 1, c: line });
  }
  close();
  const edges: Rect[] = [];
  const top = rows.find((x) => x.r !== null);
  const bottom = rows.findLast((x) => x.r !== null);
  if (lines && top && bottom) {
    for (let px = 1; px < width; px++)
      if (colOf[px] !== null && colOf[px] !== colOf[px - 1])
        edges.push({ x: px, y: top.y0, w: 1, h: bottom.y1 - top.y0, c: line });
  }
  return { background: bg, layers: [layer, edges, rules] };
}
