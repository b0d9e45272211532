// The proof's lanes under the number line, sharing its pan and zoom: the gaps between
// P-positions coloured by type, and the collision windows as arcs. The core says what is in
// the frame and where (its pixels are the number line's); zoomed out, each pixel column shows
// exact counts.
import { formatWhole } from './format.js';
import { cssVar } from './palette.js';
import { at, heaps } from './position.js';

/** Gap types, in the order the core numbers them. */
export const GAP_KINDS = ['1', 'a+1', 'b+1', 'a+b+1', 'other'];
/** Bar heights by type (a second cue besides colour). */
const HEIGHTS = [0.3, 0.55, 0.8, 1.0, 0.42];
/** Below this many CSS pixels per heap, a lane shows exact counts per pixel column instead of
 * single gaps and arcs (which would be thinner than a pixel, and too many to draw in a frame). */
const DETAIL_ZOOM = 0.5;

/**
 * One lane canvas. `kind` is 'gaps' or 'collisions'. Emits `inspect` ({ text, heap } or null)
 * on hover and `choose` ({ gap }) when an (a+1)-gap is clicked.
 */
export class Lane extends EventTarget {
  constructor(canvas, kind) {
    super();
    this.canvas = canvas;
    this.kind = kind;
    this.ctx = canvas.getContext('2d');
    this.game = null;
    this.info = null;
    this.shift = null;
    this.residue = null;
    this.frame = null;
    this.items = [];
    this.draws = 0;
    canvas.addEventListener('pointermove', (e) => this.hover(e));
    canvas.addEventListener('pointerleave', () => {
      this.hot = null;
      this.dispatchEvent(new CustomEvent('inspect', { detail: null }));
    });
    canvas.addEventListener('click', (e) => this.click(e));
  }

  /** The full core's game for (a, δ), its `additive()` facts, and the full core itself. */
  setGame(game, info, core) {
    this.game = game;
    this.info = info;
    this.core = core;
    this.redraw();
  }

  setShift(k) {
    this.shift = k;
    this.redraw();
  }

  /** A residue to highlight (its (a+1)-gaps and their windows), or null. */
  setResidue(r) {
    this.residue = r;
    this.redraw();
  }

  /** Draws for a frame of the number line: { x (a position), zoom, width, dpr, guide (a heap) }. */
  draw(frame) {
    this.frame = frame;
    this.redraw();
  }

  redraw() {
    const f = this.frame;
    if (!f || !this.game) return;
    const dpr = f.dpr;
    const w = Math.round(this.canvas.clientWidth * dpr);
    const h = Math.round(this.canvas.clientHeight * dpr);
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
    }
    const ctx = this.ctx;
    ctx.fillStyle = cssVar(this.canvas, '--asg-bg', '#fff');
    ctx.fillRect(0, 0, w, h);
    this.items = [];
    this.canvas.dataset.chosen = '';
    // The frame as the core takes it: the left edge, heaps per device pixel, device columns.
    this.view = [f.x, 1 / (f.zoom * dpr), w];
    try {
      const detail = f.zoom >= DETAIL_ZOOM;
      if (this.kind === 'gaps') {
        if (detail) this.drawGaps(dpr);
        else this.drawGapCounts(dpr);
      } else if (detail) this.drawWindows(dpr);
      else this.drawWindowCounts(dpr);
    } catch (e) {
      ctx.fillStyle = cssVar(this.canvas, '--asg-error', '#b00');
      ctx.font = `${12 * dpr}px system-ui, sans-serif`;
      ctx.fillText(String(e.message ?? e), 8 * dpr, 20 * dpr);
    }
    if (f.guide !== null && f.guide !== undefined) {
      ctx.fillStyle = cssVar(this.canvas, '--asg-ink', '#000');
      ctx.fillRect((heaps(at(f.guide) - f.x) + 0.5) * f.zoom * dpr, 0, Math.max(1, dpr), h);
    }
    // How many times the lane has been drawn with a game: tests wait for it, since a canvas
    // has a size before the full core has loaded and anything is drawn on it.
    this.canvas.dataset.draws = String(++this.draws);
  }

  gapColours() {
    return [0, 1, 2, 3, 4].map((k) => cssVar(this.canvas, `--asg-gap${k}`, '#888'));
  }

  label(text, x, y, colour) {
    const ctx = this.ctx;
    ctx.fillStyle = colour;
    ctx.fillText(text, x, y);
  }

  // ---------- gaps ----------

  drawGaps(dpr) {
    const ctx = this.ctx;
    const H = this.canvas.height;
    const base = H - 22 * dpr;
    const top = 26 * dpr;
    const colours = this.gapColours();
    const g = this.game.gapsInView(...this.view, 20000);
    const z = this.frame.zoom * dpr;
    const ink = cssVar(this.canvas, '--asg-ink', '#000');
    const muted = cssVar(this.canvas, '--asg-muted', '#666');
    const chosen = [];
    for (let i = 0; i < g.kind.length; i++) {
      const [x0, x1, kind, n] = [g.x0[i], g.x1[i], g.kind[i], g.index[i]];
      const barH = (base - top) * HEIGHTS[kind];
      ctx.fillStyle = colours[kind];
      ctx.fillRect(x0 + (z >= 4 ? 1 : 0), base - barH, Math.max(1, x1 - x0 - (z >= 4 ? 1 : 0)), barH);
      this.items.push({ x0, x1, n, from: g.from[i], length: g.length[i], kind });
      if (kind === 1 && this.residue !== null && this.game.residueOfGap(n) === this.residue) chosen.push({ n, x0, x1 });
    }
    // P-positions: ticks on the baseline, with their indices where there is room.
    ctx.fillStyle = ink;
    ctx.font = `${10 * dpr}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    let lastLabel = -Infinity;
    for (const it of this.items) {
      ctx.fillRect(it.x0, base, Math.max(1, dpr), 4 * dpr);
      const label = formatWhole(it.n);
      if (it.x0 - lastLabel >= (label.length * 6 + 10) * dpr) {
        this.label(label, it.x0, base + 6 * dpr, muted);
        ctx.fillStyle = ink;
        lastLabel = it.x0;
      }
    }
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    // The chosen residue: its (a+1)-gaps outlined and the windows through them bracketed.
    if (chosen.length) this.drawChosen(chosen, base, top, dpr);
    // For tests and assistive tools: which gaps are highlighted.
    this.canvas.dataset.chosen = chosen.map((c) => c.n).join(',');
  }

  drawChosen(chosen, base, top, dpr) {
    const ctx = this.ctx;
    const focus = cssVar(this.canvas, '--asg-focus', '#b35c00');
    ctx.strokeStyle = focus;
    ctx.lineWidth = 2 * dpr;
    for (const c of chosen) ctx.strokeRect(c.x0, top, Math.max(2, c.x1 - c.x0), base - top);
    const w = this.game.windowsInView(this.info.delta, ...this.view, 5000);
    const through = chosen.map((c) => c.n);
    let row = 0;
    for (let i = 0; i < w.m.length; i++) {
      const [m, n] = [w.m[i], w.n[i]];
      if (!through.some((g) => m <= g && g < n)) continue;
      const y = 4 * dpr + (row++ % 5) * 4 * dpr;
      const [x0, x1] = [w.x0[i], w.x1[i]];
      ctx.beginPath();
      ctx.moveTo(x0, y + 6 * dpr);
      ctx.lineTo(x0, y);
      ctx.lineTo(x1, y);
      ctx.lineTo(x1, y + 6 * dpr);
      ctx.stroke();
    }
  }

  drawGapCounts(dpr) {
    const ctx = this.ctx;
    const W = this.canvas.width;
    const H = this.canvas.height;
    const base = H - 22 * dpr;
    const top = 26 * dpr;
    const colours = this.gapColours();
    // Exact counts per column from the core; only their shares are drawn.
    const counts = Float64Array.from(this.game.gapKindsInColumns(...this.view), Number);
    // One pass per gap type (few fill-style changes), stacking from the baseline up.
    const heights = new Float64Array(W);
    for (let k = 0; k < 5; k++) {
      ctx.fillStyle = colours[k];
      for (let px = 0; px < W; px++) {
        const i = 5 * px;
        const total = counts[i] + counts[i + 1] + counts[i + 2] + counts[i + 3] + counts[i + 4];
        if (!total || !counts[i + k]) continue;
        const hgt = ((base - top) * counts[i + k]) / total;
        ctx.fillRect(px, base - heights[px] - hgt, 1, hgt);
        heights[px] += hgt;
      }
    }
    this.items = [];
    ctx.fillStyle = cssVar(this.canvas, '--asg-muted', '#666');
    ctx.font = `${11 * dpr}px system-ui, sans-serif`;
    ctx.fillText(
      'Zoomed out: each column shows the share of each gap type starting there. Zoom in for single gaps.',
      6 * dpr,
      H - 6 * dpr,
    );
  }

  // ---------- collision windows ----------

  /** The shift in force: the one asked for, or δ. */
  shiftK() {
    return this.shift ?? this.info.delta;
  }

  drawWindows(dpr) {
    const ctx = this.ctx;
    const H = this.canvas.height;
    const k = this.shiftK();
    const base = Math.round(H * 0.62);
    const classes = [0, 3].map((v) => cssVar(this.canvas, `--asg-w${v}`, '#888'));
    const ink = cssVar(this.canvas, '--asg-ink', '#000');
    const muted = cssVar(this.canvas, '--asg-muted', '#666');
    const arc = cssVar(this.canvas, '--asg-arc', ink);
    // Arcs: every pair of P-positions k apart that reaches into the view.
    const w = this.game.windowsInView(k, ...this.view, 5000);
    ctx.lineWidth = Math.max(1, 1.5 * dpr);
    const maxH = base - 8 * dpr;
    const hot = this.hot;
    if (hot) {
      // The window under the pointer: its run of gaps shaded, from w_m to w_n.
      ctx.fillStyle = cssVar(this.canvas, '--asg-region0', '#eef');
      ctx.fillRect(hot.x0, 0, hot.x1 - hot.x0, H);
    }
    for (let i = 0; i < w.m.length; i++) {
      const [x0, x1] = [w.x0[i], w.x1[i]];
      const r = Math.min(maxH, (x1 - x0) / 2);
      ctx.strokeStyle = hot && hot.m === w.m[i] ? cssVar(this.canvas, '--asg-focus', '#b35c00') : arc;
      ctx.beginPath();
      ctx.ellipse((x0 + x1) / 2, base, (x1 - x0) / 2, r, 0, Math.PI, 2 * Math.PI);
      ctx.stroke();
      this.items.push({ x0, x1, m: w.m[i], n: w.n[i], lower: w.lower[i], upper: w.upper[i], window: true });
    }
    // P-positions on the baseline; below it, W0 − k: a shifted P-position that lands on a
    // P-position is a window's lower end, one that does not is in W3 (for k = δ in the regime).
    const z = this.frame.zoom * dpr;
    const dot = Math.max(2 * dpr, Math.min(z * 0.8, 7 * dpr));
    const zeros = this.game.gapsInView(...this.view, 20000);
    ctx.fillStyle = classes[0];
    for (let i = 0; i < zeros.x0.length; i++) {
      const x = zeros.x0[i] + z / 2;
      if (x >= 0) ctx.fillRect(x - dot / 2, base - dot / 2, dot, dot);
    }
    const shiftedY = base + 22 * dpr;
    const theorem = this.info.proven && k === this.info.delta;
    const shifted = this.game.shiftedInView(k, ...this.view, 20000);
    for (let i = 0; i < shifted.x.length; i++) {
      const v = shifted.value[i];
      ctx.fillStyle = v === 0 ? classes[0] : theorem && v === 3 ? classes[1] : muted;
      ctx.fillRect(shifted.x[i] - dot / 2, shiftedY - dot / 2, dot, dot);
    }
    ctx.font = `${11 * dpr}px system-ui, sans-serif`;
    this.label('W0', 4 * dpr, base - 6 * dpr, ink);
    this.label(
      theorem
        ? `W0 − ${formatWhole(k)}: lands in W0 (a window) or in W3`
        : `W0 − ${formatWhole(k)}: lands in W0 (a pair) or not`,
      4 * dpr,
      shiftedY + 16 * dpr,
      muted,
    );
  }

  drawWindowCounts(dpr) {
    const ctx = this.ctx;
    const W = this.canvas.width;
    const H = this.canvas.height;
    const per = this.view[1];
    const counts = this.game.windowsInColumns(this.shiftK(), ...this.view);
    ctx.font = `${11 * dpr}px system-ui, sans-serif`;
    const muted = cssVar(this.canvas, '--asg-muted', '#666');
    if (!counts) {
      this.label('The period is too long to count windows per pixel here; zoom in to see them.', 6 * dpr, H / 2, muted);
      return;
    }
    let max = 0;
    for (const c of counts) max = Math.max(max, Number(c) / per);
    const base = H - 22 * dpr;
    ctx.fillStyle = cssVar(this.canvas, '--asg-arc', '#444');
    for (let px = 0; px < W; px++) {
      const density = Number(counts[px]) / per;
      const hgt = max ? ((base - 10 * dpr) * density) / max : 0;
      ctx.fillRect(px, base - hgt, 1, hgt);
    }
    this.label(
      'Zoomed out: windows per heap in each column (exact counts). Zoom in to see the arcs.',
      6 * dpr,
      H - 6 * dpr,
      muted,
    );
  }

  // ---------- pointer ----------

  /** The heap under the pointer (a BigInt), by the core, or null. */
  heapAt(e) {
    if (!this.frame || !this.view || !this.core) return null;
    const r = this.canvas.getBoundingClientRect();
    const px = Math.max(0, (e.clientX - r.left) * this.frame.dpr);
    return this.core.stripHeapsAt(this.view[0], this.view[1], px)?.lo ?? null;
  }

  itemAt(e) {
    const r = this.canvas.getBoundingClientRect();
    const x = (e.clientX - r.left) * (this.frame?.dpr ?? 1);
    // Windows: the innermost arc over the point; gaps: the bar under it.
    const hits = this.items.filter((it) => it.x0 <= x && x <= Math.max(it.x1, it.x0 + 1));
    if (!hits.length) return null;
    return hits.reduce((a, b) => (b.x1 - b.x0 < a.x1 - a.x0 ? b : a));
  }

  hover(e) {
    const heap = this.heapAt(e);
    const it = this.itemAt(e);
    const hot = it?.window ? it : null;
    if ((hot?.m ?? null) !== (this.hot?.m ?? null)) {
      this.hot = hot;
      this.redraw();
    }
    let text = null;
    if (it && !it.window) {
      const r = it.kind === 1 ? this.game.residueOfGap(it.n) : undefined;
      text =
        `gap g${sub(it.n)} = ${formatWhole(it.length)} (${GAP_KINDS[it.kind]}) from w${sub(it.n)} = ${formatWhole(it.from)}` +
        (r !== undefined ? ` · residue r = ${r}` : '');
    } else if (it) {
      text = `window w${sub(it.m)} = ${formatWhole(it.lower)} → w${sub(it.n)} = ${formatWhole(it.upper)}: gaps g${sub(it.m)} … g${sub(it.n - 1n)}`;
    }
    this.dispatchEvent(
      new CustomEvent('inspect', { detail: heap === null ? null : { heap, text, x: e.clientX, y: e.clientY } }),
    );
  }

  click(e) {
    const it = this.itemAt(e);
    if (it && !it.window && it.kind === 1) this.dispatchEvent(new CustomEvent('choose', { detail: { gap: it.n } }));
  }
}

const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';
/** n as subscript digits, for w₁₂ and g₇. */
export function sub(n) {
  return String(n).replace(/\d/g, (d) => SUBSCRIPTS[d]);
}
