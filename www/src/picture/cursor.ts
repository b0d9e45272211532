// The keyboard cursor on the main picture: the heap it is on (exact, a BigInt), arrows that
// move it a heap or a row at a time (zoomed out, a pixel's worth of heaps), the view following
// it past the edges, and the ring that marks it while the picture has focus. Enter or Space
// inspect what is under it.
import type { PixelBox, PixelSpan } from '../../pkg/asg.js';
import { focusedIn } from '../base/dom.ts';
import { HEAP_END } from '../core/position.ts';
import type { ViewParams } from './params.ts';

/** What the cursor reads of the view (view.ts) and asks of it. */
export interface CursorView {
  readonly params: ViewParams;
  readonly canvas: HTMLCanvasElement;
  zoom(): number;
  rowWidth(): bigint;
  rowHeight(): number;
  stripPixels(h: bigint, z: number, dpr: number): PixelSpan;
  gridPixels(h: bigint, z: number, dpr: number): PixelBox;
  panBy(dx: number, dy: number): void;
  requestDraw(): void;
}

/** A box in CSS px: its middle at (x, y), its width and height. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export class Cursor {
  /** The heap it is on; null until it is placed (or first asked for). */
  heap: bigint | null = null;

  /** The cursor of `view` (an ExplorerView). */
  constructor(private readonly view: CursorView) {}

  /** Puts the cursor on `heap` (where the pointer inspected or a box asked for), within the heaps; returns where. */
  place(heap: bigint): bigint {
    this.heap = heap < 0n ? 0n : heap >= HEAP_END ? HEAP_END - 1n : heap;
    return this.heap;
  }

  /** The heap under the cursor, placed first on the first heap wholly in view. */
  current(): bigint {
    if (this.heap !== null) return this.heap;
    const p = this.view.params;
    const first = this.view.params.view === 'strip' ? p.x : p.row * this.view.rowWidth() + (p.col > 0n ? p.col : 0n);
    return this.place((first + (1n << 32n) - 1n) >> 32n);
  }

  /** Heaps a step across covers: one, or a pixel's worth when a pixel holds many. */
  stride(): bigint {
    const z = this.view.zoom();
    return z >= 1 ? 1n : BigInt(Math.ceil(1 / z));
  }

  /** The cursor's cell in CSS px: { x, y, w, h } (its middle at x, y). */
  box(): Box {
    const view = this.view;
    const z = view.zoom();
    const dpr = window.devicePixelRatio || 1;
    const heap = this.current();
    // The core's device pixels of the heap, in CSS pixels.
    if (view.params.view === 'strip') {
      const [x0 = 0, x1 = 0] = view.stripPixels(heap, z, dpr);
      const H = view.canvas.clientHeight;
      return { x: (x0 + x1) / 2 / dpr, y: H / 2, w: Math.max((x1 - x0) / dpr, 1), h: H };
    }
    const [x0 = 0, x1 = 0, y0 = 0, y1 = 0] = view.gridPixels(heap, z, dpr);
    return { x: (x0 + x1) / 2 / dpr, y: (y0 + y1) / 2 / dpr, w: Math.max((x1 - x0) / dpr, 1), h: (y1 - y0) / dpr };
  }

  /**
   * Moves `dx` heaps across and `dy` rows down (the number line has no rows: up and down move
   * ten steps on and back); the view pans when the cursor would leave it.
   */
  step(dx: number, dy: number): void {
    const view = this.view;
    const strip = view.params.view === 'strip';
    const s = this.stride();
    // On the number line up is more (as on a slider), ten steps at a time.
    const by = strip ? BigInt(dx - 10 * dy) * s : BigInt(dx) * s + BigInt(dy) * view.rowWidth();
    this.place(this.current() + by);
    this.follow();
  }

  /** Pans the view so that the cursor's cell is in it. */
  follow(): void {
    const view = this.view;
    const { x, y, w, h } = this.box();
    const [W, H] = [view.canvas.clientWidth, view.canvas.clientHeight];
    let [dx, dy] = [0, 0];
    if (x - w / 2 < 0) dx = w / 2 - x + Math.min(W / 4, 40);
    else if (x + w / 2 > W) dx = W - x - w / 2 - Math.min(W / 4, 40);
    if (view.params.view !== 'strip') {
      if (y - h / 2 < 24) dy = 24 + h / 2 - y;
      else if (y + h / 2 > H) dy = H - y - h / 2;
    }
    if (dx || dy) view.panBy(dx, dy);
    else view.requestDraw();
  }

  /** The cursor's middle as a CSS point, for inspecting what is under it. */
  point(): { x: number; y: number } {
    const { x, y } = this.box();
    return { x, y: this.view.params.view === 'strip' ? 30 : y };
  }

  /** Draws the ring around the cursor's cell (device px), while the picture has focus. */
  draw(ctx: CanvasRenderingContext2D, dpr: number, colour: string): void {
    const view = this.view;
    if (this.heap === null || focusedIn(view.canvas) !== view.canvas) return;
    const { x, y, w, h } = this.box();
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2 * dpr;
    ctx.strokeRect((x - w / 2) * dpr - dpr, (y - h / 2) * dpr + dpr, w * dpr + 2 * dpr, h * dpr - 2 * dpr);
  }
}
