// Where a pan or a zoom takes the main picture: the next view parameters from the ones in force,
// kept within heaps 0 … 2^64 (positions are exact BigInts, position.ts). The view (view.ts) moves
// to them and tells its owner.
import { at, clamp, END, HEAP_END, span } from '../core/position.ts';
import type { ViewParams } from './params.ts';

const MAX_ZOOM = 96; // CSS pixels per heap

/** What a move reads of the view: its parameters, its size in CSS px, the row width and the zoom in force. */
export interface Frame {
  readonly params: ViewParams;
  readonly width: number;
  readonly height: number;
  rowWidth(): bigint;
  zoom(): number;
  rowHeight(): number;
}

/** `z` CSS px a heap, within what the view can show: up to 96, down to the whole line or 1/8 of a row. */
export function clampZoom(view: Pick<Frame, 'params' | 'width' | 'rowWidth'>, z: number): number {
  const width = view.width;
  const min = view.params.view === 'strip' ? width / 2 ** 64 : Math.min(width / Number(view.rowWidth()), 1) / 8;
  return Math.min(MAX_ZOOM, Math.max(min, z));
}

/** The strip's left edge, so that the view stays within heaps 0 … 2^64. */
function clampX(view: Frame, x: bigint, z: number): bigint {
  const top = END - span(view.width / z);
  return clamp(x, 0n, top > 0n ? top : 0n);
}

/** The grid's left column: a quarter of the view may hang past either end of a row. */
function clampCol(view: Frame, col: bigint, z: number): bigint {
  const cols = view.width / z;
  return clamp(col, -span(cols * 0.75), at(view.rowWidth()) - span(cols / 4));
}

/** The grid's top row: from 0 to the row that holds the last heap. */
function clampRow(view: Frame, row: bigint): bigint {
  return clamp(row, 0n, at((HEAP_END - 1n) / view.rowWidth()));
}

/** Zoomed by `factor`, keeping the heap under CSS point (cx, cy) in place. */
export function zoomed(view: Frame, factor: number, cx: number, cy: number): ViewParams {
  const z = view.zoom();
  const z2 = clampZoom(view, z * factor);
  const p = view.params;
  if (p.view === 'strip') return { ...p, zoom: z2, x: clampX(view, p.x + span(cx / z - cx / z2), z2) };
  const rh = Math.max(z, 1 / (window.devicePixelRatio || 1));
  const rh2 = Math.max(z2, 1 / (window.devicePixelRatio || 1));
  return {
    ...p,
    zoom: z2,
    col: clampCol(view, p.col + span(cx / z - cx / z2), z2),
    row: clampRow(view, p.row + span(cy / rh - cy / rh2)),
  };
}

/** Panned by CSS pixels (positive dx moves the picture right). */
export function panned(view: Frame, dx: number, dy: number): ViewParams {
  const z = view.zoom();
  const p = { ...view.params, zoom: view.params.zoom ?? z };
  if (p.view === 'strip') return { ...p, x: clampX(view, p.x - span(dx / z), z) };
  return {
    ...p,
    col: clampCol(view, p.col - span(dx / z), z),
    row: clampRow(view, p.row - span(dy / view.rowHeight())),
  };
}

/** Heap `heap` in the middle, zoomed in enough to see it as a cell of its own (at least 8 CSS px). */
export function centred(view: Frame, heap: bigint): ViewParams {
  const [w, h] = [view.width, view.height];
  const z = Math.max(view.zoom(), 8);
  const p = { ...view.params, zoom: z };
  if (p.view === 'strip') return { ...p, x: clampX(view, at(heap) - span(w / 2 / z), z) };
  const W = view.rowWidth();
  return {
    ...p,
    col: clampCol(view, at(heap % W) - span(w / 2 / z), z),
    row: clampRow(view, at(heap / W) - span(h / 2 / Math.max(z, 1))),
  };
}

/** The number line over heaps [lo, hi), with a little room on each side. */
export function stretched(view: Frame, lo: bigint, hi: bigint, room = (hi - lo) / 8n + 1n): ViewParams {
  const z = clampZoom(view, view.width / Number(hi - lo + 2n * room));
  return { ...view.params, zoom: z, x: clampX(view, at(lo > room ? lo - room : 0n), z) };
}

/** The fitted view at the origin. */
export function fitted(view: Frame): ViewParams {
  return { ...view.params, zoom: null, x: 0n, row: 0n, col: 0n };
}
