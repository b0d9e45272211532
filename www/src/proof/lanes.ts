// The proof's lanes under the number line, sharing its pan and zoom: the gaps between
// P-positions coloured by type, and the collision windows as arcs. The core says what is in
// the frame and where (its pixels are the number line's); zoomed out, each pixel column shows
// exact counts.
// @ts-nocheck
import { at, heaps } from '../core/position.ts';
import { cssVar } from '../picture/palette.ts';
import { canvasFont } from '../picture/theme.ts';
import { describeError } from '../text/errors.ts';
import { drawGapCounts, drawGaps } from './lane-gaps.ts';
import { drawWindowCounts, drawWindows } from './lane-windows.ts';

/** Gap types, in the order the core numbers them. */
export const GAP_KINDS = ['1', 'a+1', 'b+1', 'a+b+1', 'other'];
/** Below this many CSS pixels per heap, a lane shows exact counts per pixel column instead of
 * single gaps and arcs (which would be thinner than a pixel, and too many to draw in a frame). */
const DETAIL_ZOOM = 0.5;

/**
 * One lane canvas. `kind` is 'gaps' or 'collisions'. Emits `inspect` ({ text, heap } or null)
 * on hover and `choose` ({ gap }) when an (a+1)-gap is clicked.
 */
export class Lane extends EventTarget {
  /** `t`: the translator, for the lane's labels and tips. */
  constructor(canvas, kind, t) {
    super();
    this.t = t;
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
        if (detail) drawGaps(this, dpr);
        else drawGapCounts(this, dpr);
      } else if (detail) drawWindows(this, dpr);
      else drawWindowCounts(this, dpr);
    } catch (e) {
      ctx.fillStyle = cssVar(this.canvas, '--asg-error', '#b00');
      ctx.font = canvasFont(12 * dpr, '', this.t.lang);
      ctx.fillText(this.t(describeError(e)), 8 * dpr, 20 * dpr);
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
      const kind = it.kind < 4 ? GAP_KINDS[it.kind] : this.t('gap-other');
      const gap = { n: sub(it.n), length: it.length, kind, from: it.from };
      text = r === undefined ? this.t('lane-gap-tip', gap) : this.t('lane-gap-residue-tip', { ...gap, r });
    } else if (it) {
      const [m, n, last] = [sub(it.m), sub(it.n), sub(it.n - 1n)];
      text = this.t('lane-window-tip', { m, n, last, lower: it.lower, upper: it.upper });
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
