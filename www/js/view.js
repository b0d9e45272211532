// The main canvas: the strip and grid pictures drawn by the core, with pan, zoom, hover and keys.
import { cssColour, readPalette } from './palette.js';

const MAX_HEAP = 2 ** 53;
const MAX_ZOOM = 96; // CSS pixels per heap
const WHEEL_RATE = 0.0015;
const FRAME_BUDGET_MS = 4; // ms of grid rows computed per frame, at most (drawing the picture adds 1–2 ms)

/** A "nice" step (1, 2 or 5 × 10^k) at least `min`. */
export function niceStep(min) {
  if (!(min > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(min));
  for (const m of [1, 2, 5, 10]) if (m * p >= min) return Math.max(1, m * p);
  return 10 * p;
}

/** Heap numbers for labels: 12 345 678 (thin spaces), or 1.23e15 when long. */
export function formatHeap(x) {
  if (x >= 1e15) return x.toExponential(3).replace('e+', 'e');
  return Math.round(x).toLocaleString('en-US').replace(/,/g, '\u2009');
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
    this.params = { view: 'grid', zoom: null, x: 0, w: null, row: 0, col: 0 };
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

  /** Shows a game; `period` is its heap period (the default row width and zoom). */
  setGame(game, period) {
    this.game = game;
    this.period = Math.max(1, Math.min(Number(period) || 100, MAX_HEAP));
    this.requestDraw();
  }

  /** Sets view parameters (a partial update); null zoom or width means "fit". */
  setParams(params) {
    this.params = { ...this.params, ...params };
    this.requestDraw();
  }

  /** The row width in force (the heap period when none is set). */
  rowWidth() {
    return this.params.w ?? this.period;
  }

  /** CSS pixels per heap in force. */
  zoom() {
    const width = this.canvas.clientWidth || 600;
    if (this.params.zoom !== null) return this.params.zoom;
    const span = this.params.view === 'strip' ? Math.min(this.params.span ?? 2 * this.period, MAX_HEAP) : this.rowWidth();
    return this.clampZoom(width / span);
  }

  clampZoom(z) {
    const width = this.canvas.clientWidth || 600;
    const min = this.params.view === 'strip' ? width / MAX_HEAP : Math.min(width / this.rowWidth(), 1) / 8;
    return Math.min(MAX_ZOOM, Math.max(min, z));
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
   * Draws now: the core fills the RGBA buffer, the canvas shows it through a view of wasm
   * memory. A grid too slow for one frame comes in coarse (every few pixel rows) and
   * sharpens over the next frames, so panning never waits for it.
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
      this.refining = { args: [this.game, this.rowWidth(), p.col, p.row, z * dpr], h, stride, fresh: true, next: 0 };
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
      const affordable = this.rowMs > 0 ? Math.floor((0.75 * (FRAME_BUDGET_MS - (performance.now() - t0))) / this.rowMs) : rowsLeft;
      const rows = Math.max(1, Math.min(rowsLeft, affordable));
      const to = Math.min(r.h, r.next + rows * r.stride);
      const t = performance.now();
      this.picture.drawGrid(...r.args, r.next, to, r.stride, r.fresh);
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
    const { width: w, height: h } = this.canvas;
    // The buffer may have moved if memory grew: make the view afresh.
    const pixels = new Uint8ClampedArray(this.core.memory.buffer, this.picture.ptr(), this.picture.len());
    this.ctx.putImageData(new ImageData(pixels, w, h), 0, 0);
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

  /** Heaps [lo, hi) under a CSS-pixel point of the canvas, or null. */
  heapsAt(cssX, cssY) {
    const dpr = window.devicePixelRatio || 1;
    const z = this.zoom();
    const p = this.params;
    const r = p.view === 'strip'
      ? this.core.stripHeapsAt(p.x, 1 / (z * dpr), cssX * dpr)
      : this.core.gridHeapsAt(this.rowWidth(), p.col, p.row, z * dpr, cssX * dpr, cssY * dpr);
    return r ? { lo: r[0], hi: r[1] } : null;
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

  drawStripLabels(dpr, z) {
    const ctx = this.ctx;
    const W = this.canvas.width;
    const layout = this.core.stripLayout(this.canvas.height);
    const x0 = this.params.x;
    const step = niceStep(90 / z);
    const first = Math.ceil(x0 / step) * step;
    ctx.fillStyle = this.ink;
    for (let x = first; (x - x0) * z * dpr < W; x += step) {
      const px = Math.round((x - x0) * z * dpr);
      ctx.fillStyle = this.ink;
      ctx.fillRect(px, layout[1] - 6 * dpr, Math.max(1, dpr), 6 * dpr);
      this.pill(formatHeap(x), px + 2 * dpr, layout[1] - 22 * dpr);
      if (step >= 1e15) break;
    }
    const names = ['value 0 · W0', 'value 1 · W1', 'value 2 · W2', 'value 3 · W3'];
    for (let v = 0; v < 4; v++) {
      const y0 = layout[2 + 2 * v];
      const y1 = layout[3 + 2 * v];
      if (y1 - y0 >= 14 * dpr) this.pill(names[v], 4 * dpr, (y0 + y1) / 2 - 7.5 * dpr, 'left', cssColour(this.palette[v]));
    }
    this.drawValueDigits(dpr, z, layout[0], layout[1]);
    if (this.guide !== null && this.guide !== undefined) {
      ctx.fillStyle = this.ink;
      ctx.fillRect(Math.round((this.guide + 0.5 - x0) * z * dpr), 0, Math.max(1, dpr), this.canvas.height);
    }
  }

  /** When cells are large, their values are written in them, for reading without colour. */
  drawValueDigits(dpr, z, y0, y1) {
    if (z < 16 || this.params.view !== 'strip') return;
    const ctx = this.ctx;
    const x0 = this.params.x;
    const count = Math.ceil(this.canvas.width / (z * dpr)) + 1;
    const from = Math.floor(x0);
    let values;
    try {
      values = this.game.nim(from, Math.min(count, 4096));
    } catch {
      return;
    }
    ctx.font = `600 ${Math.min(14, z * 0.5) * dpr}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.fillStyle = this.palette ? cssColour(this.palette[4]) : '#fff';
    for (let i = 0; i < values.length; i++) {
      const cx = (from + i + 0.5 - x0) * z * dpr;
      ctx.fillText(String(values[i]), cx, (y0 + y1) / 2);
    }
    ctx.textAlign = 'left';
    ctx.font = `${11 * dpr}px system-ui, sans-serif`;
  }

  drawGridLabels(dpr, z) {
    const W = this.rowWidth();
    const rh = this.rowHeight();
    const p = this.params;
    // Column numbers along the top.
    const cstep = niceStep(70 / z);
    const cfirst = Math.max(0, Math.ceil(p.col / cstep) * cstep);
    for (let c = cfirst; c < W && (c - p.col) * z * dpr < this.canvas.width; c += cstep) {
      const px = (c - p.col) * z * dpr;
      this.pill(`+${formatHeap(c)}`, px, 2 * dpr);
    }
    // The first heap of some rows down the left side.
    const rstep = niceStep(24 / rh);
    const rfirst = Math.ceil(p.row / rstep) * rstep;
    for (let r = rfirst; (r - p.row) * rh * dpr < this.canvas.height; r += rstep) {
      const py = (r - p.row) * rh * dpr;
      if (py < 18 * dpr) continue;
      this.pill(formatHeap(r * W), 2 * dpr, py);
    }
    if (z >= 16) {
      // Values in the cells.
      const ctx = this.ctx;
      ctx.font = `600 ${Math.min(14, z * 0.5) * dpr}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.fillStyle = this.palette ? cssColour(this.palette[4]) : '#fff';
      const cols = Math.ceil(this.canvas.width / (z * dpr)) + 1;
      const rows = Math.ceil(this.canvas.height / (rh * dpr)) + 1;
      const c0 = Math.max(0, Math.floor(p.col));
      const cEnd = Math.min(W, c0 + cols);
      for (let r = Math.floor(p.row); r < Math.floor(p.row) + rows; r++) {
        if (r < 0 || c0 >= cEnd) continue;
        let values;
        try {
          values = this.game.nim(r * W + c0, cEnd - c0);
        } catch {
          return;
        }
        for (let i = 0; i < values.length; i++) {
          ctx.fillText(String(values[i]), (c0 + i + 0.5 - p.col) * z * dpr, (r + 0.5 - p.row) * rh * dpr);
        }
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
      p.x = this.clampX(p.x + cx / z - cx / z2, z2);
    } else {
      const rh = Math.max(z, 1 / (window.devicePixelRatio || 1));
      const rh2 = Math.max(z2, 1 / (window.devicePixelRatio || 1));
      p.col = p.col + cx / z - cx / z2;
      p.row = Math.max(0, p.row + cy / rh - cy / rh2);
    }
    this.moveTo(p);
  }

  /** Pans by CSS pixels (positive dx moves the picture right). */
  panBy(dx, dy) {
    const z = this.zoom();
    const p = { ...this.params, zoom: this.params.zoom ?? z };
    if (p.view === 'strip') {
      p.x = this.clampX(p.x - dx / z, z);
    } else {
      const W = this.rowWidth();
      const cols = (this.canvas.clientWidth || 600) / z;
      p.col = Math.min(W - cols / 4, Math.max(-cols * 0.75, p.col - dx / z));
      p.row = Math.min(MAX_HEAP / W, Math.max(0, p.row - dy / this.rowHeight()));
    }
    this.moveTo(p);
  }

  clampX(x, z) {
    const span = (this.canvas.clientWidth || 600) / z;
    return Math.max(0, Math.min(x, MAX_HEAP - span));
  }

  moveTo(params) {
    this.params = params;
    this.requestDraw();
    this.dispatchEvent(new CustomEvent('viewchange', { detail: { ...params } }));
  }

  /** Back to the fitted view at the origin. */
  fit() {
    this.moveTo({ ...this.params, zoom: null, x: 0, row: 0, col: 0 });
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
    this.dispatchEvent(new CustomEvent('inspect', { detail: heaps ? { ...heaps, pinned, x: point.x, y: point.y } : null }));
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
      if (e.pointerType === 'mouse' && !this.pointers.size) this.dispatchEvent(new CustomEvent('inspect', { detail: null }));
    });
    this.on(c, 'wheel', (e) => {
      // An embedded explorer never takes the page's scrolling: it zooms after a click inside, or with Ctrl.
      if (this.wheelNeedsFocus && !this.armed && !e.ctrlKey) return;
      e.preventDefault();
      const pt = this.local(e);
      const dy = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      this.zoomAt(Math.exp(-dy * WHEEL_RATE), pt.x, pt.y);
    }, { passive: false });
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
