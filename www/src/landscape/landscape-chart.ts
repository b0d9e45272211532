// Draws a landscape plane: one pixel per game in an image painted a slice per frame (a full
// repaint only when the colours change), scaled onto the canvas, with the lines δ = ka, the
// primitive quadratic wedge, the axes, the keyboard cursor and the legend.
// @ts-nocheck
import { cssVar, parseColour } from '../picture/palette.ts';
import { canvasFont } from '../picture/theme.ts';
import { el, fill } from '../shell/dom.ts';
import { formatWhole } from '../text/format.ts';

/** The messages of the four regimes, in the core's order. */
export const REGIMES = ['landscape-key-regime', 'landscape-key-gcd', 'landscape-key-linear', 'landscape-key-quadratic'];
const REGIME_COLOURS = ['--asg-w2', '--asg-w3', '--asg-gap2', '--asg-w1'];
/** Viridis, sampled: readable in colour and in grey, and for the common colour-vision types. */
const VIRIDIS = [
  [68, 1, 84],
  [72, 40, 120],
  [62, 73, 137],
  [49, 104, 142],
  [38, 130, 142],
  [31, 158, 137],
  [53, 183, 121],
  [110, 206, 88],
  [181, 222, 43],
  [253, 231, 37],
];

/** Viridis at t in [0, 1] as 0xRRGGBB. */
function viridisRgb(t) {
  const x = Math.max(0, Math.min(1, t)) * (VIRIDIS.length - 1);
  const i = Math.min(VIRIDIS.length - 2, Math.floor(x));
  const f = x - i;
  const [a, b] = [VIRIDIS[i], VIRIDIS[i + 1]];
  const [r, g, bl] = a.map((v, k) => Math.round(v + (b[k] - v) * f));
  return (r << 16) | (g << 8) | bl;
}

/** Viridis at t as CSS colour text. */
function viridis(t) {
  return `#${viridisRgb(t).toString(16).padStart(6, '0')}`;
}

/** The chart of the landscape panel `panel` (its canvas, legend, plane, params and cursor). */
export class LandscapeChart {
  constructor(panel) {
    this.panel = panel;
    this.canvas = panel.canvas;
    this.legend = panel.legend;
    this.range = null;
  }

  /** A new plane: the colour scale starts again. */
  reset() {
    this.range = null;
  }

  /**
   * Draws on a coming frame. While the workers compute, at most a few times a second: the main
   * thread shares the cores with them, and every frame it takes is one they lose.
   */
  scheduleDraw() {
    if (this.pending) return;
    const wait = this.panel.running ? Math.max(0, 250 - (performance.now() - (this.drawnAt ?? 0))) : 0;
    const life = this.panel.life;
    this.pending = true;
    life.timeout(() => {
      life.frame(() => {
        this.pending = false;
        this.drawnAt = performance.now();
        this.draw();
      });
    }, wait);
  }

  layout() {
    const dpr = window.devicePixelRatio || 1;
    const W = this.canvas.clientWidth;
    const H = this.canvas.clientHeight;
    const m = { left: 44, right: 14, top: 12, bottom: 34 };
    const { amax, dmax } = this.panel.params;
    return { dpr, m, W, H, cw: (W - m.left - m.right) / amax, ch: (H - m.top - m.bottom) / dmax };
  }

  /** The colours of this draw, read from the stylesheet once. */
  palette() {
    const css = (name, fallback) => cssVar(this.canvas, name, fallback);
    return {
      regimes: REGIME_COLOURS.map((n) => css(n, '#888')),
      grey: css('--asg-gap4', '#999'),
      agree: css('--asg-w2', '#0a0'),
      differ: css('--asg-gap1', '#d00'),
      background: css('--asg-bg', '#fff'),
    };
  }

  /**
   * The colour scale of periods, [lo, hi]: while cells come in it widens in powers of two (so a
   * new extreme rarely repaints them all); when all are in, it is exactly the periods found.
   */
  scale() {
    const p = this.panel.plane;
    if (!p.maxPeriod) return [1, 2];
    if (!this.panel.running) return [p.minPeriod, Math.max(p.maxPeriod, p.minPeriod + 1)];
    const [lo, hi] = this.range ?? [Infinity, 0];
    const low = p.minPeriod < lo ? 2 ** Math.floor(Math.log2(p.minPeriod)) : lo;
    const high = p.maxPeriod > hi ? 2 ** Math.ceil(Math.log2(p.maxPeriod + 1)) : hi;
    this.range = [low, high];
    return this.range;
  }

  /** The colour of cell k of the plane as 0xRRGGBB. */
  colourOf(k, colours, [lo, hi]) {
    const p = this.panel.plane;
    const mode = this.panel.params.color;
    if (mode === 'regime') return colours.regimes[p.regime[k]];
    if (mode === 'agreement')
      return p.agrees[k] === -1 ? colours.grey : p.agrees[k] === 1 ? colours.agree : colours.differ;
    if (Number.isNaN(p.period[k])) return colours.grey;
    return viridisRgb((Math.log(p.period[k]) - Math.log(lo)) / Math.max(1e-9, Math.log(hi) - Math.log(lo)));
  }

  /**
   * Paints cells into the plane's image, one pixel each, for at most `budget` ms: the new ones,
   * or all of them again after the colouring or the scale changed. True when all are painted.
   */
  paint(colours, budget) {
    const { amax, dmax } = this.panel.params;
    const p = this.panel.plane;
    if (!this.image || this.image.width !== amax || this.image.height !== dmax) {
      this.image = new ImageData(amax, dmax);
      this.painted = null;
    }
    const scale = this.scale();
    const key = `${this.panel.params.color} ${scale} ${Object.values(colours).join()}`;
    if (key !== this.painted) {
      // Everything again, from the first cell.
      this.painted = key;
      this.queue = { next: 0, all: true };
      p.fresh = [];
    }
    const parsed = new Map();
    const rgb = (c) => {
      if (typeof c === 'number') return c;
      if (!parsed.has(c)) parsed.set(c, parseColour(c));
      return parsed.get(c);
    };
    const data = this.image.data;
    const put = (k) => {
      const c = rgb(this.colourOf(k, colours, scale));
      const a = Math.floor(k / dmax);
      const d = (k % dmax) + 1;
      const i = 4 * ((dmax - d) * amax + a);
      data[i] = c >> 16;
      data[i + 1] = (c >> 8) & 255;
      data[i + 2] = c & 255;
      data[i + 3] = 255;
    };
    const t0 = performance.now();
    const q = this.queue;
    const n = amax * dmax;
    while (q.all && q.next < n) {
      const end = Math.min(n, q.next + 4096);
      for (let k = q.next; k < end; k++) if (p.filled[k]) put(k);
      q.next = end;
      if (performance.now() - t0 > budget) break;
    }
    if (q.all && q.next >= n) q.all = false;
    if (!q.all) {
      let i = 0;
      for (; i < p.fresh.length; i++) {
        put(p.fresh[i]);
        if ((i & 4095) === 4095 && performance.now() - t0 > budget) break;
      }
      p.fresh = i >= p.fresh.length ? [] : p.fresh.slice(i + 1);
    }
    return !q.all && !p.fresh.length;
  }

  draw() {
    if (!this.panel.params || this.panel.root.hidden || !this.panel.plane) return;
    const L = this.layout();
    const { dpr, m, W, H, cw, ch } = L;
    const w = Math.round(W * dpr);
    const h = Math.round(H * dpr);
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
    }
    const ctx = this.canvas.getContext('2d');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const colours = this.palette();
    ctx.fillStyle = colours.background;
    ctx.fillRect(0, 0, W, H);
    const { amax, dmax } = this.panel.params;
    const y0 = H - m.bottom;
    // One pixel per game in an image (δ upwards), painted a slice per frame, scaled onto the
    // plot without smoothing.
    const done = this.paint(colours, 6);
    this.sheet ??= document.createElement('canvas');
    if (this.sheet.width !== amax || this.sheet.height !== dmax) [this.sheet.width, this.sheet.height] = [amax, dmax];
    this.sheet.getContext('2d').putImageData(this.image, 0, 0);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(this.sheet, m.left, y0 - dmax * ch, amax * cw, dmax * ch);
    if (!done) this.scheduleDraw();
    // For tests: the plane is computed and every cell painted in its final colours.
    this.canvas.dataset.complete = String(done && !this.panel.running && this.panel.plane.size === this.panel.total);
    const ink = cssVar(this.canvas, '--asg-ink', '#000');
    const muted = cssVar(this.canvas, '--asg-muted', '#666');
    // The lines δ = k·a, and the primitive quadratic wedge a < δ < 2a.
    const at = (a, d) => [m.left + (a - 0.5) * cw, y0 - (d - 0.5) * ch];
    ctx.save();
    ctx.beginPath();
    ctx.rect(m.left, m.top, W - m.left - m.right, y0 - m.top);
    ctx.clip();
    ctx.strokeStyle = ink;
    ctx.globalAlpha = 0.55;
    ctx.lineWidth = 1;
    ctx.font = canvasFont(10, '', this.panel.t.lang);
    const labelled = [];
    for (let k = 1; k <= 12; k++) {
      const aEnd = Math.min(amax, dmax / k);
      if (aEnd < 1) break;
      ctx.setLineDash(k === 1 || k === 2 ? [] : [3, 3]);
      ctx.beginPath();
      ctx.moveTo(...at(0.5, 0.5 * k));
      ctx.lineTo(...at(aEnd + 0.5, k * (aEnd + 0.5)));
      ctx.stroke();
      const [lx, ly] = at(aEnd, k * aEnd);
      ctx.fillStyle = ink;
      const pos = [Math.min(lx + 2, W - m.right - 30), Math.max(ly + 10, m.top + 10)];
      // Only labels with room around them (the lines crowd towards the top left).
      if (labelled.every(([x, y]) => Math.abs(x - pos[0]) > 36 || Math.abs(y - pos[1]) > 12)) {
        ctx.fillText(`δ=${k === 1 ? '' : k}a`, ...pos);
        labelled.push(pos);
      }
    }
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
    ctx.restore();
    ctx.fillStyle = ink;
    ctx.font = canvasFont(11, 600, this.panel.t.lang);
    const [wx, wy] = at(Math.max(2, amax * 0.6), Math.max(2, amax * 0.6) * 1.5);
    if (wy > m.top + 10) ctx.fillText(this.panel.t('landscape-wedge'), Math.min(wx + 4, W - m.right - 110), wy);
    // Axes, numbered in the reader's digit groups.
    ctx.fillStyle = muted;
    ctx.font = canvasFont(11, '', this.panel.t.lang);
    ctx.textAlign = 'center';
    const whole = (n) => formatWhole(n, this.panel.t.tag);
    const astep = Math.max(1, Math.ceil(40 / cw / 5) * 5);
    for (let a = astep; a <= amax; a += astep) ctx.fillText(whole(a), m.left + (a - 0.5) * cw, y0 + 14);
    ctx.fillText('a', m.left + (W - m.left - m.right) / 2, y0 + 28);
    ctx.textAlign = 'right';
    const dstep = Math.max(1, Math.ceil(24 / ch / 10) * 10);
    for (let d = dstep; d <= dmax; d += dstep) ctx.fillText(whole(d), m.left - 4, y0 - (d - 0.5) * ch + 4);
    ctx.save();
    ctx.translate(12, m.top + (y0 - m.top) / 2);
    ctx.rotate(-Math.PI / 2);
    ctx.textAlign = 'center';
    ctx.fillText('δ', 0, 0);
    ctx.restore();
    ctx.textAlign = 'left';
    if (this.panel.cursor) {
      ctx.strokeStyle = cssVar(this.canvas, '--asg-focus', '#b35c00');
      ctx.lineWidth = 2;
      ctx.strokeRect(
        m.left + (this.panel.cursor.a - 1) * cw - 1,
        y0 - this.panel.cursor.delta * ch - 1,
        cw + 2,
        ch + 2,
      );
    }
    this.drawLegend();
  }

  drawLegend() {
    const mode = this.panel.params.color;
    const item = (colour, text) =>
      el('span', { class: 'asg-landscape-key' }, el('i', { style: null, 'data-colour': colour }), text);
    const c = this.palette();
    const [minPeriod, maxPeriod] = this.scale();
    let items: HTMLElement[];
    const t = this.panel.t;
    const keys = [c.agree, c.differ, c.grey];
    const words = ['landscape-key-agree', 'landscape-key-differ', 'landscape-no-period'];
    if (mode === 'regime') items = REGIMES.map((r, k) => item(c.regimes[k], t(r)));
    else if (mode === 'agreement') items = keys.map((colour, k) => item(colour, t(words[k])));
    else
      items = [0, 0.5, 1].map((at) =>
        item(
          viridis(at),
          formatWhole(Math.exp(Math.log(minPeriod) + at * (Math.log(maxPeriod) - Math.log(minPeriod))), t.tag),
        ),
      );
    // The same legend as last time: nothing to do (it is drawn with every frame of the chart).
    const key = `${mode} ${minPeriod} ${maxPeriod} ${Object.values(c).join()}`;
    if (key === this.legendKey) return;
    this.legendKey = key;
    fill(this.legend, items);
    // Swatch colours come from data, so they are set as properties, not as style text.
    for (const i of this.legend.querySelectorAll('i')) i.style.background = i.dataset.colour;
  }

  cellAt(e) {
    if (!this.panel.params) return null;
    const r = this.canvas.getBoundingClientRect();
    const { m, H, cw, ch } = this.layout();
    const a = Math.floor((e.clientX - r.left - m.left) / cw) + 1;
    const d = Math.floor((H - m.bottom - (e.clientY - r.top)) / ch) + 1;
    return this.panel.plane?.cell(a, d) ?? null;
  }
}
