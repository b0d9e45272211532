// The main canvas: the strip and grid pictures drawn by the core, and moving them (pan and zoom).
// Positions are exact BigInts (position.js), so the view reaches every heap up to 2^64 − 1. The
// labels over the picture are in labels.js, the pointer, wheel and keys in gestures.js.
import { listen } from './gestures.js';
import { Labels } from './labels.js';
import { readPalette } from './palette.js';
import { at, clamp, END, HEAP_END, heaps, span } from './position.js';

const MAX_ZOOM = 96; // CSS pixels per heap
const FRAME_BUDGET_MS = 4; // ms of grid rows computed per frame, at most (drawing the picture adds 1–2 ms)

/**
 * The picture of a game on a canvas. Emits `viewchange` (the person moved the view) and
 * `inspect` ({ lo, hi, pinned } or null: the heaps under the pointer).
 */
export class ExplorerView extends EventTarget {
  /** `life` ends the view's frame callbacks and observer; `t` words the labels on the picture. */
  constructor(canvas, core, { wheelNeedsFocus = false, life, t }) {
    super();
    this.life = life;
    this.t = t;
    this.canvas = canvas;
    this.core = core;
    this.ctx = canvas.getContext('2d', { alpha: false });
    this.picture = null;
    this.game = null;
    this.period = 100;
    this.params = { view: 'grid', zoom: null, x: 0n, w: null, row: 0n, col: 0n };
    this.wheelNeedsFocus = wheelNeedsFocus;
    this.armed = !wheelNeedsFocus;
    this.dirty = false;
    [this.lastFrameMs, this.palette] = [0, null];
    this.labels = new Labels(this);
    this.cleanup = listen(this, { wheelNeedsFocus });
    life.own(new ResizeObserver(() => this.requestDraw())).observe(canvas);
  }

  /** Shows a game of `core` with heap period `period` (a BigInt); `proven`: Theorem 1 names its classes. */
  setGame(game, period, core = this.core, proven = false) {
    this.proven = proven;
    if (core !== this.core) {
      // A picture draws games of its own core only.
      this.picture?.free();
      this.picture = null;
      this.palette = null; // the new picture has none yet
      this.core = core;
    }
    this.game = game;
    this.period = period && period > 0n ? period : 100n;
    this.requestDraw();
  }

  /** Sets view parameters (a partial update); null zoom or width means "fit". */
  setParams(params) {
    this.params = { ...this.params, ...params };
    this.requestDraw();
  }

  /** The row width in force, a BigInt (the heap period when none is set). */
  rowWidth() {
    return this.params.w ?? this.period;
  }

  /** CSS pixels per heap in force. */
  zoom() {
    const width = this.canvas.clientWidth || 600;
    if (this.params.zoom !== null) return this.params.zoom;
    const fit =
      this.params.view === 'strip'
        ? Math.min(this.params.span ?? 2 * Number(this.period), 2 ** 64)
        : Number(this.rowWidth());
    return this.clampZoom(width / fit);
  }

  clampZoom(z) {
    const width = this.canvas.clientWidth || 600;
    const min = this.params.view === 'strip' ? width / 2 ** 64 : Math.min(width / Number(this.rowWidth()), 1) / 8;
    return Math.min(MAX_ZOOM, Math.max(min, z));
  }

  /** The grid frame the core draws: rows of the row width, the top-left position, device px per heap. */
  gridFrame(z, dpr) {
    return { rowWidth: this.rowWidth(), col: this.params.col, row: this.params.row, cell: z * dpr };
  }

  /** Heights of a grid row in CSS px: the cell size, but at least one device pixel. */
  rowHeight() {
    return Math.max(this.zoom(), 1 / (window.devicePixelRatio || 1));
  }

  requestDraw() {
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
   * panning never waits for it.
   */
  draw() {
    if (!this.game || this.life.ended) return;
    const dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, Math.round(this.canvas.clientWidth * dpr));
    const h = Math.max(1, Math.round(this.canvas.clientHeight * dpr));
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
    }
    const t0 = performance.now();
    if (!this.picture) this.picture = new this.core.Picture(w, h);
    else if (this.pictureSize !== `${w}x${h}`) this.picture.resize(w, h);
    this.pictureSize = `${w}x${h}`;
    const palette = readPalette(this.canvas);
    if (String(palette) !== String(this.palette)) {
      this.palette = palette;
      this.picture.setPalette(Uint32Array.from(palette));
    }
    const z = this.zoom();
    const p = this.params;
    this.refining = null;
    if (p.view === 'strip') {
      this.picture.drawStrip(this.game, p.x, 1 / (z * dpr));
    } else {
      // A new picture (game, row width, zoom or size) may cost anything per row: forget the
      // estimate and start at every 64th row, which also measures it. Otherwise start coarse
      // enough that the first pass takes half the budget, as rows differ in cost.
      const key = `${this.rowWidth()} ${z * dpr} ${w}×${h}`;
      if (this.costGame !== this.game || this.costKey !== key) {
        [this.costGame, this.costKey, this.costMs, this.costRows, this.rowMs] = [this.game, key, 0, 0, undefined];
      }
      const guess = this.rowMs === undefined ? Infinity : this.rowMs * h;
      let stride = 1;
      while (stride < 64 && guess / stride > FRAME_BUDGET_MS / 2) stride *= 2;
      this.refining = { frame: this.gridFrame(z, dpr), h, stride, fresh: true, next: 0 };
      this.refine(t0);
    }
    this.present(t0, dpr, z);
  }

  /** Computes grid rows of the current pass plan until the frame budget is spent. */
  refine(t0) {
    const r = this.refining;
    while (r && performance.now() - t0 < FRAME_BUDGET_MS) {
      const rowsLeft = Math.ceil((r.h - r.next) / r.stride);
      // Three quarters of what the estimate says fits, for the same reason.
      const affordable =
        this.rowMs > 0 ? Math.floor((0.75 * (FRAME_BUDGET_MS - (performance.now() - t0))) / this.rowMs) : rowsLeft;
      const rows = Math.max(1, Math.min(rowsLeft, affordable));
      const to = Math.min(r.h, r.next + rows * r.stride);
      const t = performance.now();
      this.picture.drawGrid(this.game, r.frame, { from: r.next, to, stride: r.stride, fresh: r.fresh });
      const computed = Math.max(1, Math.ceil((to - r.next) / r.stride / (r.fresh ? 1 : 2)));
      this.timeRows(performance.now() - t, computed);
      r.next = to;
      if (r.next >= r.h) {
        if (r.stride === 1) {
          this.refining = null;
          break;
        }
        r.stride /= 2;
        r.fresh = false;
        r.next = 0;
      }
    }
  }

  /**
   * The time per grid row, from sums over the last chunks that fade by a fifth each chunk:
   * one short chunk is below the clock's resolution, and rows differ in cost.
   */
  timeRows(ms, rows) {
    this.costMs = this.costMs * 0.8 + ms;
    this.costRows = this.costRows * 0.8 + rows;
    this.rowMs = this.costMs / this.costRows;
  }

  /** Shows the picture and its labels; asks for another frame while a grid is still sharpening. */
  present(t0, dpr, z) {
    this.picture.show(this.ctx);
    this.labels.draw(dpr, z);
    this.lastFrameMs = performance.now() - t0;
    this.frames = (this.frames ?? 0) + 1;
    if (this.frames === 1) this.canvas.dataset.firstFrameAt = performance.now().toFixed(1);
    // For tests and benchmarks: frames so far, the last one's time, and whether it is final.
    this.canvas.dataset.frames = String(this.frames);
    this.canvas.dataset.frameMs = this.lastFrameMs.toFixed(2);
    this.canvas.dataset.complete = String(!this.refining);
    if (this.params.view === 'strip') {
      const detail = { x: this.params.x, zoom: z, width: this.canvas.clientWidth, dpr, guide: this.guide ?? null };
      this.dispatchEvent(new CustomEvent('frame', { detail }));
    }
    if (this.refining) {
      const plan = this.refining;
      this.life.frame(() => {
        if (this.refining !== plan || this.dirty) return; // a newer frame took over
        const t = performance.now();
        this.refine(t);
        this.present(t, dpr, z);
      });
    }
  }

  /** A heap to mark with a thin line (pointed at in a linked lane), or null. */
  setGuide(heap) {
    if (this.guide === heap) return;
    this.guide = heap;
    this.requestDraw();
  }

  /** Heaps [lo, hi) (BigInts) under a CSS-pixel point of the canvas, by the core, or null. */
  heapsAt(cssX, cssY) {
    const dpr = window.devicePixelRatio || 1;
    const z = this.zoom();
    const [px, py] = [Math.max(0, cssX * dpr), Math.max(0, cssY * dpr)];
    if (this.params.view === 'strip') return this.core.stripHeapsAt(this.params.x, 1 / (z * dpr), px);
    return this.core.gridHeapsAt(this.gridFrame(z, dpr), px, py);
  }

  /** Device x of heap `h` (a BigInt) on the strip: its left side, or its middle with `mid`. */
  stripX(h, z, dpr, mid = false) {
    return (heaps(at(h) - this.params.x) + (mid ? 0.5 : 0)) * z * dpr;
  }

  // ---------- moving the view ----------

  /** Zooms by `factor` keeping the heap under CSS point (cx, cy) in place. */
  zoomAt(factor, cx, cy) {
    const z = this.zoom();
    const z2 = this.clampZoom(z * factor);
    const p = { ...this.params, zoom: z2 };
    if (p.view === 'strip') {
      p.x = this.clampX(p.x + span(cx / z - cx / z2), z2);
    } else {
      const rh = Math.max(z, 1 / (window.devicePixelRatio || 1));
      const rh2 = Math.max(z2, 1 / (window.devicePixelRatio || 1));
      p.col = this.clampCol(p.col + span(cx / z - cx / z2), z2);
      p.row = this.clampRow(p.row + span(cy / rh - cy / rh2));
    }
    this.moveTo(p);
  }

  /** Pans by CSS pixels (positive dx moves the picture right). */
  panBy(dx, dy) {
    const z = this.zoom();
    const p = { ...this.params, zoom: this.params.zoom ?? z };
    if (p.view === 'strip') {
      p.x = this.clampX(p.x - span(dx / z), z);
    } else {
      p.col = this.clampCol(p.col - span(dx / z), z);
      p.row = this.clampRow(p.row - span(dy / this.rowHeight()));
    }
    this.moveTo(p);
  }

  /** The strip's left edge, so that the view stays within heaps 0 … 2^64. */
  clampX(x, z) {
    const top = END - span((this.canvas.clientWidth || 600) / z);
    return clamp(x, 0n, top > 0n ? top : 0n);
  }

  /** The grid's left column: a quarter of the view may hang past either end of a row. */
  clampCol(col, z) {
    const cols = (this.canvas.clientWidth || 600) / z;
    return clamp(col, -span(cols * 0.75), at(this.rowWidth()) - span(cols / 4));
  }

  /** The grid's top row: from 0 to the row that holds the last heap. */
  clampRow(row) {
    return clamp(row, 0n, at((HEAP_END - 1n) / this.rowWidth()));
  }

  moveTo(params) {
    this.params = params;
    this.requestDraw();
    this.dispatchEvent(new CustomEvent('viewchange', { detail: { ...params } }));
  }

  /** Back to the fitted view at the origin. */
  fit() {
    this.moveTo({ ...this.params, zoom: null, x: 0n, row: 0n, col: 0n });
  }

  // ---------- input ----------

  local(e) {
    const r = this.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  inspectAt(point, pinned) {
    const heaps = this.heapsAt(point.x, point.y);
    this.dispatchEvent(
      new CustomEvent('inspect', { detail: heaps ? { ...heaps, pinned, x: point.x, y: point.y } : null }),
    );
  }

  /** Frees the picture; the lifetime's end has stopped every frame callback and the observer. */
  destroy() {
    for (const undo of this.cleanup) undo();
    this.picture?.free();
    this.picture = null;
  }
}
