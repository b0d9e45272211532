// The main canvas: the strip and grid pictures drawn by the core, and moving them (pan and zoom).
// Positions are exact BigInts (position.ts), so the view reaches every heap up to 2^64 − 1. The
// labels over the picture are in labels.ts, the pointer, wheel and keys in gestures.ts, the
// arithmetic of a pan or a zoom in moves.ts, its parameters and handlers in params.ts.
import type { Game, GridFrame, HeapRange, Picture, PixelBox, PixelSpan, StripFrame } from '../../pkg/asg.js';
import type { Lifetime } from '../base/lifetime.ts';
import { type Palette, readPalette } from '../base/palette.ts';
import type { Core } from '../core/core.ts';
import type { Mark } from '../state/context.ts';
import type { Translator } from '../text/i18n.ts';
import { Cursor } from './cursor.ts';
import { listen } from './gestures.ts';
import { Labels } from './labels.ts';
import { centred, clampZoom, fitted, panned, stretched, zoomed } from './moves.ts';
import type { ViewHandlers, ViewOptions, ViewParams } from './params.ts';
import { GridPasses } from './passes.ts';
import { devicePixels, localPoint } from './scale.ts';

/** The picture of a game on a canvas. */
export class ExplorerView {
  readonly life: Lifetime;
  readonly t: Translator;
  readonly ctx: CanvasRenderingContext2D;
  readonly cursor: Cursor;
  private readonly labels: Labels;
  private readonly on: ViewHandlers;
  private readonly cleanup: (() => void)[];
  /** A grid's passes still to draw, and what its rows cost. */
  private readonly passes = new GridPasses();
  // What the view shows and how: its own, read through the getters below and changed by its
  // methods only (setGame, setParams and the moves, setGuide, setMarks, setHidden).
  #core: Core;
  #picture: Picture | null = null;
  #game: Game | null = null;
  /** The heap period (100 until a game is shown), and whether Theorem 1 names the classes. */
  #period = 100n;
  #proven = false;
  #params: ViewParams = { view: 'grid', zoom: null, x: 0n, w: null, row: 0n, col: 0n };
  #palette: Palette | null = null;
  #guide: bigint | null = null;
  #marks: readonly Mark[] = [];
  #hidden = false;
  #hiddenFrom: bigint | null = null;
  /** A frame asked for, frames drawn, the canvas size drawn at, and its device px per CSS px (0 before). */
  private dirty = false;
  private frames = 0;
  private pictureSize = '';
  private drawnDpr = 0;

  constructor(
    readonly canvas: HTMLCanvasElement,
    core: Core,
    { wheelNeedsFocus = false, life, t, on }: ViewOptions,
  ) {
    this.#core = core;
    this.life = life;
    this.t = t;
    this.on = on;
    const ctx = canvas.getContext('2d', { alpha: false });
    if (!ctx) throw new Error('the canvas has no 2D context');
    this.ctx = ctx;
    this.labels = new Labels(this);
    this.cursor = new Cursor(this);
    this.cleanup = listen(this, { wheelNeedsFocus });
    life.own(new ResizeObserver(() => this.requestDraw())).observe(canvas);
  }

  /** The game on show (null before the first) and the core it is of. */
  get game(): Game | null {
    return this.#game;
  }
  get core(): Core {
    return this.#core;
  }
  /** The core's picture as last drawn (without the labels), or null before the first frame. */
  get picture(): Picture | null {
    return this.#picture;
  }
  /** Whether Theorem 1 names the classes of the game on show. */
  get proven(): boolean {
    return this.#proven;
  }
  /** The parameters in force (setParams and the moves change them). */
  get params(): ViewParams {
    return this.#params;
  }
  /** The palette the picture has (null: none set yet). */
  get palette(): Palette | null {
    return this.#palette;
  }
  /** A heap marked by a thin line, or null; heaps marked with labels. */
  get guide(): bigint | null {
    return this.#guide;
  }
  get marks(): readonly Mark[] {
    return this.#marks;
  }
  /** Whether values are hidden; with values hidden, the first heap hidden (null when none is). */
  get hidden(): boolean {
    return this.#hidden;
  }
  get hiddenFrom(): bigint | null {
    return this.#hiddenFrom;
  }
  /** True while a grid is still coming in passes (complete() finishes it). */
  get sharpening(): boolean {
    return this.passes.current !== null;
  }

  /** Shows a game of `core` with heap period `period`; `proven`: Theorem 1 names its classes. */
  setGame(game: Game, period: bigint | null, core: Core = this.#core, proven = false): void {
    this.#proven = proven;
    if (core !== this.#core) {
      // A picture draws games of its own core only.
      this.#picture?.free();
      this.#picture = null;
      this.#palette = null; // the new picture has none yet
      this.#core = core;
    }
    this.#game = game;
    this.#period = period !== null && period > 0n ? period : 100n;
    this.requestDraw();
  }

  /** Sets view parameters (a partial update); null zoom or width means "fit". */
  setParams(params: Partial<ViewParams>): void {
    this.#params = { ...this.#params, ...params };
    this.requestDraw();
  }

  /** The canvas's size in CSS px (600 × 300 before it is laid out). */
  get width(): number {
    return this.canvas.clientWidth || 600;
  }
  get height(): number {
    return this.canvas.clientHeight || 300;
  }

  /** The row width in force (the heap period when none is set). */
  rowWidth(): bigint {
    return this.#params.w ?? this.#period;
  }
  /** CSS pixels per heap in force. */
  zoom(): number {
    if (this.#params.zoom !== null) return this.#params.zoom;
    const fit =
      this.#params.view === 'strip'
        ? Math.min(this.#params.span ?? 2 * Number(this.#period), 2 ** 64)
        : Number(this.rowWidth());
    return clampZoom(this, this.width / fit);
  }

  /** The grid frame the core draws: rows of the row width, the top-left position, device px per heap. */
  gridFrame(z: number, dpr: number): GridFrame {
    return { rowWidth: this.rowWidth(), col: this.#params.col, row: this.#params.row, cell: z * dpr };
  }

  /** The number line's frame the core draws: the left edge, heaps per device px, device columns. */
  stripFrame(z: number, dpr: number): StripFrame {
    return { left: this.#params.x, perPixel: 1 / (z * dpr), columns: Math.max(1, this.canvas.width) };
  }

  /** Heights of a grid row in CSS px: the cell size, but at least one device pixel. */
  rowHeight(): number {
    return Math.max(this.zoom(), 1 / (window.devicePixelRatio || 1));
  }

  requestDraw(): void {
    if (this.dirty || this.life.ended) return;
    this.dirty = true;
    this.life.frame(() => {
      this.dirty = false;
      this.draw();
    });
  }

  /**
   * Draws now: the core fills its RGBA buffer and puts it on the canvas. A grid too slow for
   * one frame comes in coarse (every few pixel rows) and sharpens over the next frames, so
   * panning never waits for it. Hidden (behind the spectrum, the landscape): not drawn till its ResizeObserver asks.
   */
  draw(): void {
    if (!this.#game || this.life.ended || !this.canvas.checkVisibility()) return;
    // Device pixels of the canvas as shown (CSS zoom and transforms too), for a sharp picture.
    const dpr = devicePixels(this.canvas);
    this.drawnDpr = dpr;
    const w = Math.max(1, Math.round(this.canvas.clientWidth * dpr));
    const h = Math.max(1, Math.round(this.canvas.clientHeight * dpr));
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
    }
    const t0 = performance.now();
    if (!this.#picture) this.#picture = new this.#core.Picture(w, h);
    else if (this.pictureSize !== `${w}x${h}`) this.#picture.resize(w, h);
    this.pictureSize = `${w}x${h}`;
    const palette = readPalette(this.canvas);
    if (String(palette) !== String(this.#palette)) {
      this.#palette = palette;
      this.#picture.setPalette(Uint32Array.from(palette));
    }
    const z = this.zoom();
    const p = this.#params;
    this.passes.stop();
    if (p.view === 'strip') {
      this.#picture.drawStrip(this.#game, this.stripFrame(z, dpr));
    } else {
      this.passes.start(this.#game, this.gridFrame(z, dpr), w, h);
      this.passes.refine(this.#picture, this.#game, t0);
    }
    this.present(t0, dpr, z);
  }

  /** Shows the picture and its labels; asks for another frame while a grid is still sharpening. */
  present(t0: number, dpr: number, z: number): void {
    this.#picture?.show(this.ctx);
    this.labels.draw(dpr, z);
    const frameMs = performance.now() - t0;
    this.frames++;
    if (this.frames === 1) this.canvas.dataset.firstFrameAt = performance.now().toFixed(1);
    // For tests and benchmarks: frames so far, the last one's time, and whether it is final.
    this.canvas.dataset.frames = String(this.frames);
    this.canvas.dataset.frameMs = frameMs.toFixed(2);
    this.canvas.dataset.complete = String(!this.sharpening);
    if (this.#params.view === 'strip')
      this.on.frame({ x: this.#params.x, zoom: z, width: this.canvas.clientWidth, dpr, guide: this.#guide });
    const plan = this.passes.current;
    if (plan) {
      this.life.frame(() => {
        if (this.passes.current !== plan || this.dirty || !this.#picture || !this.#game) return; // a newer frame took over
        const t = performance.now();
        this.passes.refine(this.#picture, this.#game, t);
        this.present(t, dpr, z);
      });
    }
  }

  /** Finishes a grid still coming in passes, now and whatever it costs (an export wants every row). */
  complete(): void {
    const [picture, game] = [this.#picture, this.#game];
    if (!picture || !game) return;
    while (this.passes.current) this.passes.refine(picture, game, performance.now());
  }
  /** A heap to mark with a thin line (pointed at in a linked lane), or null. */
  setGuide(heap: bigint | null): void {
    if (this.#guide === heap) return;
    this.#guide = heap;
    this.requestDraw();
  }

  /** Heaps to mark (a heap and where its moves go); [] for none. */
  setMarks(marks: readonly Mark[]): void {
    this.#marks = marks;
    this.requestDraw();
  }

  /**
   * Values hidden (practice, play without hints): no colour on the picture gives one away; with
   * `from`, only those of heaps from `from` on (the heaps before it are the student's to read).
   */
  setHidden(hidden: boolean, from = 0n): void {
    const hiddenFrom = hidden ? from : null;
    if (this.#hidden === hidden && this.#hiddenFrom === hiddenFrom) return;
    this.#hidden = hidden;
    this.#hiddenFrom = hiddenFrom;
    this.requestDraw();
  }

  /** Heaps [lo, hi) under a CSS-pixel point of the canvas, by the core, or null. */
  heapsAt(cssX: number, cssY: number): HeapRange | null {
    const dpr = this.drawnDpr || devicePixels(this.canvas); // the picture's own, as drawn
    const z = this.zoom();
    const [px, py] = [Math.min(Math.max(0, cssX * dpr), Math.max(1, this.canvas.width) - 1), Math.max(0, cssY * dpr)];
    if (this.#params.view === 'strip') return this.#core.stripHeapsAt(this.stripFrame(z, dpr), px);
    return this.#core.gridHeapsAt(this.gridFrame(z, dpr), px, py);
  }

  /** The device pixel columns [x0, x1) of the number line that show heap `h`, by the core. */
  stripPixels(h: bigint, z: number, dpr: number): PixelSpan {
    return this.#core.stripPixelsOf(this.stripFrame(z, dpr), h);
  }

  /** The device pixels [x0, x1, y0, y1] of the grid that show heap `h`, by the core. */
  gridPixels(h: bigint, z: number, dpr: number): PixelBox {
    return this.#core.gridPixelsOf(this.gridFrame(z, dpr), h);
  }

  // ---------- moving the view (moves.ts computes where to) ----------

  /** Zooms by `factor` keeping the heap under CSS point (cx, cy) in place. */
  zoomAt(factor: number, cx: number, cy: number): void {
    this.moveTo(zoomed(this, factor, cx, cy));
  }

  /** Pans by CSS pixels (positive dx moves the picture right). */
  panBy(dx: number, dy: number): void {
    this.moveTo(panned(this, dx, dy));
  }

  moveTo(params: ViewParams): void {
    this.#params = params;
    this.requestDraw();
    this.on.moved({ ...params });
  }

  /**
   * Brings heap `heap` (exact at any size) to the middle of the picture, zoomed in enough to see
   * it as a cell of its own (at least 8 CSS px), with the cursor on it.
   */
  centreOn(heap: bigint): void {
    this.moveTo(centred(this, heap));
    this.cursor.place(heap);
  }

  /** The number line over heaps [lo, hi), with a little room on each side (`room` heaps, or an eighth of the stretch). */
  showStretch(lo: bigint, hi: bigint, room?: bigint): void {
    this.moveTo(stretched(this, lo, hi, room));
  }

  /** Back to the fitted view at the origin. */
  fit(): void {
    this.moveTo(fitted(this));
  }

  // ---------- input ----------

  /** A pointer event's point in CSS px of the canvas. */
  local(e: { readonly clientX: number; readonly clientY: number }): { x: number; y: number } {
    return localPoint(this.canvas, e);
  }

  /** Tells the owner which heaps are at CSS point `point` (`pinned`: by a click or a key, not hovering). */
  inspectAt(point: { readonly x: number; readonly y: number }, pinned: boolean): void {
    const range = this.heapsAt(point.x, point.y);
    if (range) this.cursor.place(range.lo);
    this.on.inspect(range ? { ...range, pinned, x: point.x, y: point.y } : null);
  }

  /** The pointer left the picture: nothing is pointed at. */
  inspectNothing(): void {
    this.on.inspect(null);
  }

  /** Frees the picture; the lifetime's end has stopped every frame callback and the observer. */
  destroy(): void {
    for (const undo of this.cleanup) undo();
    this.#picture?.free();
    this.#picture = null;
  }
}
