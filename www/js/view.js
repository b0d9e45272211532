// The main canvas: the strip and grid pictures drawn by the core, with pan, zoom, hover and keys.
// Positions are exact BigInts (position.js), so the view reaches every heap up to 2^64 − 1.
import { formatWhole } from './format.js';
import { cssColour, readPalette } from './palette.js';
import { at, clamp, END, floor, HEAP_END, heaps, span } from './position.js';

const MAX_ZOOM = 96; // CSS pixels per heap
const WHEEL_RATE = 0.0015;
const FRAME_BUDGET_MS = 4; // ms of grid rows computed per frame, at most (drawing the picture adds 1–2 ms)

/** A "nice" step (1, 2 or 5 × 10^k, a BigInt) of at least `min` heaps. */
export function niceStep(min) {
  if (!(min > 1)) return 1n;
  const k = Math.floor(Math.log10(min));
  const p = 10n ** BigInt(k);
  for (const m of [1n, 2n, 5n, 10n]) if (Number(m * p) >= min) return m * p;
  return 10n * p;
}

/** The first multiple of `step` at or after the whole part of position `p` (≥ 0). */
function firstTick(p, step) {
  const h = floor(p);
  const m = ((h + step - 1n) / step) * step;
  return m < 0n ? 0n : m;
}

/**
 * The picture of a game on a canvas. Emits `viewchange` (the person moved the view) and
 * `inspect` ({ lo, hi, pinned } or null: the heaps under the pointer).
 */
export class ExplorerView extends EventTarget {
  constructor(canvas, core, { wheelNeedsFocus = false } = {}) {
    super();
    this.canvas = canvas;
    this.core = core;
    this.ctx = canvas.getContext('2d', { alpha: false });
    this.picture = null;
    this.game = null;
    this.period = 100;
    this.params = { view: 'grid', zoom: null, x: 0n, w: null, row: 0n, col: 0n };
    this.wheelNeedsFocus = wheelNeedsFocus;
    this.armed = !wheelNeedsFocus;
    this.pointers = new Map();
    this.dirty = false;
    this.lastFrameMs = 0;
    this.palette = null;
    this.cleanup = [];
    this.listen();
    this.resizeObserver = new ResizeObserver(() => this.requestDraw());
    this.resizeObserver.observe(canvas);
  }

  /** Shows a game; `period` (a BigInt) is its heap period, the default row width and zoom. */
  setGame(game, period) {
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
    if (this.dirty) return;
    this.dirty = true;
    requestAnimationFrame(() => {
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
    if (!this.game) return;
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
    this.drawLabels(dpr, z);
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
      requestAnimationFrame(() => {
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

  // ---------- labels drawn over the picture ----------

  pill(text, x, y, align = 'left', colour = null) {
    const ctx = this.ctx;
    const m = ctx.measureText(text);
    const pad = 3 * this.dpr;
    const h = 15 * this.dpr;
    let left = align === 'left' ? x : align === 'right' ? x - m.width - 2 * pad : x - m.width / 2 - pad;
    left = Math.max(0, Math.min(left, this.canvas.width - m.width - 2 * pad));
    ctx.fillStyle = this.labelBg;
    ctx.fillRect(left, y, m.width + 2 * pad, h);
    ctx.fillStyle = colour ?? this.ink;
    ctx.fillText(text, left + pad, y + h / 2 + 0.5);
  }

  drawLabels(dpr, z) {
    const ctx = this.ctx;
    const style = getComputedStyle(this.canvas);
    this.dpr = dpr;
    this.ink = style.getPropertyValue('--asg-ink').trim() || '#000';
    this.labelBg = style.getPropertyValue('--asg-label-bg').trim() || 'rgba(255,255,255,0.8)';
    ctx.font = `${11 * dpr}px system-ui, sans-serif`;
    ctx.textBaseline = 'middle';
    if (this.params.view === 'strip') this.drawStripLabels(dpr, z);
    else this.drawGridLabels(dpr, z);
  }

  /** CSS pixels between labels wide enough for the label of heap `widest` (at least `least`). */
  labelSpace(widest, dpr, least = 90) {
    return Math.max(least, this.ctx.measureText(`+${formatWhole(widest)}`).width / dpr + 24);
  }

  drawStripLabels(dpr, z) {
    const ctx = this.ctx;
    const W = this.canvas.width;
    const layout = this.core.stripLayout(this.canvas.height);
    const step = niceStep(this.labelSpace(floor(this.params.x) + BigInt(Math.ceil(W / (z * dpr))), dpr) / z);
    ctx.fillStyle = this.ink;
    for (let x = firstTick(this.params.x, step); x < HEAP_END; x += step) {
      const px = Math.round(this.stripX(x, z, dpr));
      if (px >= W) break;
      ctx.fillStyle = this.ink;
      ctx.fillRect(px, layout[1] - 6 * dpr, Math.max(1, dpr), 6 * dpr);
      this.pill(formatWhole(x), px + 2 * dpr, layout[1] - 22 * dpr);
    }
    const names = ['value 0 · W0', 'value 1 · W1', 'value 2 · W2', 'value 3 · W3'];
    for (let v = 0; v < 4; v++) {
      const y0 = layout[2 + 2 * v];
      const y1 = layout[3 + 2 * v];
      if (y1 - y0 >= 14 * dpr)
        this.pill(names[v], 4 * dpr, (y0 + y1) / 2 - 7.5 * dpr, 'left', cssColour(this.palette[v]));
    }
    this.drawValueDigits(dpr, z, layout[0], layout[1]);
    if (this.guide !== null && this.guide !== undefined) {
      ctx.fillStyle = this.ink;
      ctx.fillRect(Math.round(this.stripX(this.guide, z, dpr, true)), 0, Math.max(1, dpr), this.canvas.height);
    }
  }

  /** When cells are large, their values are written in them, for reading without colour. */
  drawValueDigits(dpr, z, y0, y1) {
    if (z < 16 || this.params.view !== 'strip') return;
    const ctx = this.ctx;
    const from = floor(this.params.x);
    const count = BigInt(Math.ceil(this.canvas.width / (z * dpr)) + 1);
    const n = count < HEAP_END - from ? count : HEAP_END - from;
    let values;
    try {
      values = this.game.nim(from, n);
    } catch {
      return;
    }
    ctx.font = `600 ${Math.min(14, z * 0.5) * dpr}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.fillStyle = this.palette ? cssColour(this.palette[4]) : '#fff';
    const x0 = this.stripX(from, z, dpr, true);
    for (let i = 0; i < values.length; i++) ctx.fillText(String(values[i]), x0 + i * z * dpr, (y0 + y1) / 2);
    ctx.textAlign = 'left';
    ctx.font = `${11 * dpr}px system-ui, sans-serif`;
  }

  drawGridLabels(dpr, z) {
    const W = this.rowWidth();
    const rh = this.rowHeight();
    const p = this.params;
    // Column numbers along the top.
    const cstep = niceStep(this.labelSpace(W, dpr, 70) / z);
    for (let c = firstTick(p.col, cstep); c < W; c += cstep) {
      const px = heaps(at(c) - p.col) * z * dpr;
      if (px >= this.canvas.width) break;
      this.pill(`+${formatWhole(c)}`, px, 2 * dpr);
    }
    // The first heap of some rows down the left side.
    const rstep = niceStep(24 / rh);
    for (let r = firstTick(p.row, rstep); r * W < HEAP_END; r += rstep) {
      const py = heaps(at(r) - p.row) * rh * dpr;
      if (py >= this.canvas.height) break;
      if (py < 18 * dpr) continue;
      this.pill(formatWhole(r * W), 2 * dpr, py);
    }
    if (z >= 16) {
      // Values in the cells.
      const ctx = this.ctx;
      ctx.font = `600 ${Math.min(14, z * 0.5) * dpr}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.fillStyle = this.palette ? cssColour(this.palette[4]) : '#fff';
      const cols = BigInt(Math.ceil(this.canvas.width / (z * dpr)) + 1);
      const rows = BigInt(Math.ceil(this.canvas.height / (rh * dpr)) + 1);
      const c0 = floor(p.col) < 0n ? 0n : floor(p.col);
      const cEnd = c0 + cols < W ? c0 + cols : W;
      for (let r = floor(p.row); r < floor(p.row) + rows && c0 < cEnd; r++) {
        const from = r * W + c0;
        if (from >= HEAP_END) break;
        const n = cEnd - c0 < HEAP_END - from ? cEnd - c0 : HEAP_END - from;
        let values;
        try {
          values = this.game.nim(from, n);
        } catch {
          return;
        }
        const y = (heaps(at(r) - p.row) + 0.5) * rh * dpr;
        const x0 = (heaps(at(c0) - p.col) + 0.5) * z * dpr;
        for (let i = 0; i < values.length; i++) ctx.fillText(String(values[i]), x0 + i * z * dpr, y);
      }
      ctx.textAlign = 'left';
      ctx.font = `${11 * dpr}px system-ui, sans-serif`;
    }
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

  on(target, type, fn, opts) {
    target.addEventListener(type, fn, opts);
    this.cleanup.push(() => target.removeEventListener(type, fn, opts));
  }

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

  listen() {
    const c = this.canvas;
    this.on(c, 'pointerdown', (e) => {
      this.armed = true;
      c.setPointerCapture(e.pointerId);
      this.pointers.set(e.pointerId, { ...this.local(e), start: this.local(e), moved: 0 });
    });
    this.on(c, 'pointermove', (e) => {
      const pt = this.local(e);
      const prev = this.pointers.get(e.pointerId);
      if (!prev) {
        if (e.pointerType === 'mouse') this.inspectAt(pt, false);
        return;
      }
      if (this.pointers.size === 2) {
        const [a, b] = [...this.pointers.values()];
        const other = a === prev ? b : a;
        const before = Math.hypot(prev.x - other.x, prev.y - other.y);
        const after = Math.hypot(pt.x - other.x, pt.y - other.y);
        if (before > 0 && after > 0) this.zoomAt(after / before, (pt.x + other.x) / 2, (pt.y + other.y) / 2);
      } else {
        this.panBy(pt.x - prev.x, pt.y - prev.y);
        c.classList.add('asg-dragging');
      }
      prev.moved += Math.abs(pt.x - prev.x) + Math.abs(pt.y - prev.y);
      prev.x = pt.x;
      prev.y = pt.y;
    });
    const end = (e) => {
      const prev = this.pointers.get(e.pointerId);
      this.pointers.delete(e.pointerId);
      c.classList.remove('asg-dragging');
      if (prev && prev.moved < 5 && e.type === 'pointerup') this.inspectAt(this.local(e), true);
    };
    this.on(c, 'pointerup', end);
    this.on(c, 'pointercancel', end);
    this.on(c, 'pointerleave', (e) => {
      if (e.pointerType === 'mouse' && !this.pointers.size)
        this.dispatchEvent(new CustomEvent('inspect', { detail: null }));
    });
    this.on(
      c,
      'wheel',
      (e) => {
        // An embedded explorer never takes the page's scrolling: it zooms after a click inside, or with Ctrl.
        if (this.wheelNeedsFocus && !this.armed && !e.ctrlKey) return;
        e.preventDefault();
        const pt = this.local(e);
        const dy = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
        this.zoomAt(Math.exp(-dy * WHEEL_RATE), pt.x, pt.y);
      },
      { passive: false },
    );
    this.on(c, 'blur', () => {
      if (this.wheelNeedsFocus) this.armed = false;
    });
    this.on(c, 'keydown', (e) => {
      const w = c.clientWidth || 600;
      const h = c.clientHeight || 300;
      const actions = {
        ArrowLeft: () => this.panBy(w / 8, 0),
        ArrowRight: () => this.panBy(-w / 8, 0),
        ArrowUp: () => this.panBy(0, h / 8),
        ArrowDown: () => this.panBy(0, -h / 8),
        PageUp: () => this.panBy(0, h * 0.9),
        PageDown: () => this.panBy(0, -h * 0.9),
        '+': () => this.zoomAt(1.25, w / 2, h / 2),
        '=': () => this.zoomAt(1.25, w / 2, h / 2),
        '-': () => this.zoomAt(0.8, w / 2, h / 2),
        0: () => this.fit(),
        Home: () => this.fit(),
      };
      const act = actions[e.key];
      if (act && !e.altKey && !e.metaKey && !e.ctrlKey) {
        e.preventDefault();
        act();
      }
    });
  }

  destroy() {
    this.resizeObserver.disconnect();
    for (const undo of this.cleanup) undo();
    this.picture?.free();
    this.picture = null;
  }
}
