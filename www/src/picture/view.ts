// The main canvas: the strip and grid pictures drawn by the core, and moving them (pan and zoom).
// Positions are exact BigInts (position.js), so the view reaches every heap up to 2^64 − 1. The
// labels over the picture are in labels.js, the pointer, wheel and keys in gestures.js.
// @ts-nocheck
import { at, clamp, END, HEAP_END, heaps, span } from '../core/position.ts';
import { Cursor } from './cursor.ts';
import { listen } from './gestures.ts';
import { Labels } from './labels.ts';
import { readPalette } from './palette.ts';
import { refine, startPasses } from './passes.ts';

const MAX_ZOOM = 96; // CSS pixels per heap

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
    this.cursor = new Cursor(this);
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
      startPasses(this, z, dpr, w, h);
      refine(this, t0);
    }
    this.present(t0, dpr, z);
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
        refine(this, t);
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

  /** Heaps to mark, [{ heap, label, main }] (a heap and where its moves go); [] for none. */
  setMarks(marks) {
    this.marks = marks;
    this.requestDraw();
  }

  /**
   * Values hidden (practice, play without hints): no colour on the picture gives one away; with
   * `from`, only those of heaps from `from` on (the heaps before it are the student's to read).
   */
  setHidden(hidden, from = 0n) {
    const hiddenFrom = hidden ? from : null;
    if (this.hidden === hidden && this.hiddenFrom === hiddenFrom) return;
    this.hidden = hidden;
    this.hiddenFrom = hiddenFrom;
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

  /**
   * Brings heap `heap` (a BigInt, exact at any size) to the middle of the picture, zoomed in
   * enough to see it as a cell of its own (at least 8 CSS px), with the cursor on it.
   */
  centreOn(heap) {
    const [w, h] = [this.canvas.clientWidth || 600, this.canvas.clientHeight || 300];
    const z = Math.max(this.zoom(), 8);
    const p = { ...this.params, zoom: z };
    if (p.view === 'strip') p.x = this.clampX(at(heap) - span(w / 2 / z), z);
    else {
      const W = this.rowWidth();
      p.col = this.clampCol(at(heap % W) - span(w / 2 / z), z);
      p.row = this.clampRow(at(heap / W) - span(h / 2 / Math.max(z, 1)));
    }
    this.moveTo(p);
    this.cursor.place(heap);
  }

  /** The number line over heaps [lo, hi) (BigInts), with a little room on each side. */
  showStretch(lo, hi) {
    const w = this.canvas.clientWidth || 600;
    const room = (hi - lo) / 8n + 1n;
    const z = this.clampZoom(w / Number(hi - lo + 2n * room));
    this.moveTo({ ...this.params, zoom: z, x: this.clampX(at(lo > room ? lo - room : 0n), z) });
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
    if (heaps) this.cursor.place(heaps.lo);
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
