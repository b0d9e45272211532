// The spectrum's bars: C(k) over k on a canvas of its own, drawn by the core (a Spectrum's
// columns, each pixel column the largest and the total of its k exactly), moved as the number
// line is (moves.ts, gestures.ts), with tick numbers, the marked k and the k in focus over it.
import type { Picture, Spectrum, SpectrumColumns, StripFrame } from '../../pkg/asg_full.js';
import type { Lifetime } from '../base/lifetime.ts';
import type { FullCore } from '../core/full.ts';
import { listen } from '../picture/gestures.ts';
import { clampZoom, fitted, panned, zoomed } from '../picture/moves.ts';
import type { ViewParams } from '../picture/params.ts';
import type { Translator } from '../text/i18n.ts';
import { type BarMark, drawOverlay } from './bar-marks.ts';
import { surface } from './surface.ts';

/** The shifts under a pixel column: k in [lo, hi), their largest C(k) and the sum of their C(k). */
export interface BarsPoint {
  readonly lo: bigint;
  readonly hi: bigint;
  readonly largest: bigint;
  readonly total: bigint;
  /** Where it was pointed at, in CSS px of the canvas. */
  readonly x: number;
  readonly y: number;
}

/** What the bars tell their owner: a column pointed at, a k opened (click, Enter), the k in focus moved. */
export interface BarsHandlers {
  hover(point: BarsPoint | null): void;
  open(k: bigint): void;
  focus(k: bigint): void;
}

/** The bars' share of the canvas's height at the largest C(k) below the period: room above for numbers and captions. */
const BAR_SHARE = 0.6;

/** The spectrum's bars on their canvas, moved by the number line's gestures and moves. */
export class SpectrumBars {
  readonly ctx: CanvasRenderingContext2D;
  params: ViewParams = { view: 'strip', zoom: null, x: 0n, w: null, row: 0n, col: 0n, span: null };
  spectrum: Spectrum | null = null;
  core: FullCore | null = null;
  marks: readonly BarMark[] = [];
  /** The k in focus (the torus explains it; Enter opens it). */
  k = 1n;
  /** The columns last drawn (the pointer reads them). */
  private columns: SpectrumColumns | null = null;
  private picture: Picture | null = null;
  private period = 100n;
  /** Draws at the next frame, once however often asked before it. */
  readonly requestDraw: () => void;
  private draws = 0;
  private readonly cleanup: (() => void)[];
  readonly cursor = {
    step: (dx: number, dy: number): void => this.step(dx, dy),
    point: (): { x: number; y: number } => ({ x: this.centreOf(this.k), y: this.height / 2 }),
  };

  constructor(
    readonly canvas: HTMLCanvasElement,
    private readonly life: Lifetime,
    readonly t: Translator,
    private readonly on: BarsHandlers,
  ) {
    this.requestDraw = life.coalesce(() => this.draw());
    const ctx = canvas.getContext('2d', { alpha: false });
    if (!ctx) throw new Error('the spectrum needs a 2D canvas');
    this.ctx = ctx;
    this.cleanup = listen(this, { wheelNeedsFocus: false });
    life.own(new ResizeObserver(() => this.requestDraw())).observe(canvas);
  }

  /** Shows `spectrum` (of `core`), one period fitted across, with `marks`; the k in focus stays. */
  show(core: FullCore, spectrum: Spectrum, marks: readonly BarMark[]): void {
    if (core !== this.core) {
      this.picture?.free();
      this.picture = null;
    }
    this.core = core;
    this.spectrum = spectrum;
    this.period = spectrum.period;
    this.marks = marks;
    this.params = { ...this.params, zoom: null, x: 0n, span: Number(this.period) + 2 };
    this.requestDraw();
  }

  /** The canvas's size in CSS px (600 × 240 before it is laid out). */
  get width(): number {
    return this.canvas.clientWidth || 600;
  }

  get height(): number {
    return this.canvas.clientHeight || 240;
  }

  /** The number line has no rows: its "row width" is the period, for the moves. */
  rowWidth(): bigint {
    return this.period;
  }

  /** CSS pixels per k in force (fitted: a period and a little across). */
  zoom(): number {
    return this.params.zoom ?? clampZoom(this, this.width / (this.params.span ?? Number(this.period) + 2));
  }

  rowHeight(): number {
    return this.zoom();
  }

  /** CSS x of the middle of shift `k`. */
  centreOf(k: bigint): number {
    const dpr = window.devicePixelRatio || 1;
    if (!this.core) return 0;
    const [x0 = 0, x1 = 0] = this.core.stripPixelsOf(this.frame(dpr), k);
    return (x0 + x1) / 2 / dpr;
  }

  /** Draws now: the core's bars, then the numbers, the marks and the k in focus over them. */
  draw(): void {
    const { spectrum, core } = this;
    if (!spectrum || !core || this.life.ended) return;
    const dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, Math.round(this.width * dpr));
    const h = Math.max(1, Math.round(this.height * dpr));
    // The theme's colours, with the axis in a muted ink (the cell line is the background's colour).
    this.picture = surface(this.canvas, core, this.picture, { w, h, line: '--asg-muted', fallback: '#666666' });
    const z = this.zoom();
    const largest = spectrum.largestBelowPeriod();
    const yMax = BigInt(Math.max(1, Math.ceil(Number(largest) / BAR_SHARE)));
    this.columns = spectrum.columns(this.params.x, 1 / (z * dpr), w);
    this.picture.drawSpectrumColumns(this.columns, yMax);
    this.picture.show(this.ctx);
    drawOverlay(this, dpr, z);
    this.draws++;
    // For tests and benchmarks: draws so far.
    this.canvas.dataset.draws = String(this.draws);
  }

  // ---------- the number line's moves ----------

  zoomAt(factor: number, cx: number, cy: number): void {
    this.moveTo(zoomed(this, factor, cx, cy));
  }

  panBy(dx: number, dy: number): void {
    this.moveTo(panned(this, dx, dy));
  }

  fit(): void {
    this.moveTo({ ...fitted(this), span: this.params.span ?? null });
  }

  moveTo(params: ViewParams): void {
    this.params = params;
    this.requestDraw();
  }

  /** The k in focus moves `dx` (and ten times `-dy`, up being more); the line follows it. */
  private step(dx: number, dy: number): void {
    const next = this.k + BigInt(dx - 10 * dy);
    this.setFocus(next < 1n ? 1n : next, true);
    this.on.focus(this.k);
  }

  /** Puts the focus on `k`; with `follow`, pans the line so that k is in view. */
  setFocus(k: bigint, follow: boolean): void {
    this.k = k;
    const x = this.centreOf(k);
    if (follow && (x < 0 || x > this.width)) {
      const z = this.zoom();
      this.panBy(this.width / 2 - x, 0);
      if (this.params.zoom === null) this.params = { ...this.params, zoom: z };
    }
    this.requestDraw();
  }

  // ---------- the pointer ----------

  /** A pointer event's point in CSS px of the canvas. */
  local(e: { readonly clientX: number; readonly clientY: number }): { x: number; y: number } {
    const r = this.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  /** The frame of the bars at `dpr`, as the core reads a number line: left edge, shifts per pixel, columns. */
  private frame(dpr: number): StripFrame {
    return {
      left: this.params.x,
      perPixel: 1 / (this.zoom() * dpr),
      columns: Math.max(1, Math.round(this.width * dpr)),
    };
  }

  /** The shifts under CSS x `cssX`, from the columns the core last drew; null where there are none. */
  pointAt(cssX: number, cssY: number): BarsPoint | null {
    const core = this.core;
    const cols = this.columns;
    if (!core || !cols) return null;
    const dpr = window.devicePixelRatio || 1;
    const px = Math.max(0, Math.floor(cssX * dpr));
    const shifts = cols.shifts[px];
    const range = core.stripHeapsAt(this.frame(dpr), px);
    if (!range || !shifts) return null;
    const lo = range.lo < 1n ? 1n : range.lo;
    return { lo, hi: lo + shifts, largest: cols.largest[px] ?? 0n, total: cols.total[px] ?? 0n, x: cssX, y: cssY };
  }

  /** The whole shifts from the bars' left edge to their right, by the core; null before a spectrum is shown. */
  inView(): { lo: bigint; hi: bigint } | null {
    const core = this.core;
    if (!core || !this.spectrum) return null;
    const dpr = window.devicePixelRatio || 1;
    const frame = this.frame(dpr);
    const first = core.stripHeapsAt(frame, 0);
    const last = core.stripHeapsAt(frame, Math.max(0, frame.columns - 1));
    if (!first || !last) return null;
    return { lo: first.lo < 1n ? 1n : first.lo, hi: last.hi };
  }

  /**
   * A pointer at `point` (`pinned`: a click, a tap or Enter): hovering tells the owner what is
   * under it; a click on one k (or on the column of the k in focus) opens it, a click on a column
   * of many zooms in there.
   */
  inspectAt(point: { readonly x: number; readonly y: number }, pinned: boolean): void {
    const under = this.pointAt(point.x, point.y);
    if (!pinned) {
      this.on.hover(under);
      return;
    }
    if (!under) return;
    if (under.hi - under.lo === 1n) this.on.open(under.lo);
    else if (this.k >= under.lo && this.k < under.hi) this.on.open(this.k);
    else this.zoomAt(Math.min(64, Number(under.hi - under.lo) * 1.5), point.x, point.y);
  }

  inspectNothing(): void {
    this.on.hover(null);
  }

  /** Stops listening and frees the core's picture. */
  destroy(): void {
    for (const undo of this.cleanup) undo();
    this.picture?.free();
    this.picture = null;
  }
}
