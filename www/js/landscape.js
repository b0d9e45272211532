// The period landscape: every game (a, δ) of a plane as one cell of a heat map, filled in by
// the worker (the mex rule for each), coloured by period, regime, or agreement with the band
// formulas, with the lines δ = ka and the primitive quadratic wedge drawn over it.
import { el, fill } from './dom.js';
import { formatWhole } from './format.js';
import { cssVar, parseColour } from './palette.js';
import { parseWhole } from './state.js';

/** The fields of a cell, as the core names them (LandscapeCells), and their array types. */
const FIELDS = {
  regime: Uint8Array,
  band: Uint32Array,
  gcd: Uint32Array,
  preperiod: Float64Array,
  period: Float64Array,
  maxValue: Int8Array,
  w0IsW: Int8Array,
  prediction: Float64Array,
  agrees: Int8Array,
};

/**
 * The cells of a plane a ≤ amax, δ ≤ dmax, one slot per game in arrays by field, filled as the
 * worker's parts arrive; with running figures for the caption (loops, never spreads).
 */
export class Plane {
  constructor(amax, dmax) {
    this.amax = amax;
    this.dmax = dmax;
    const n = amax * dmax;
    this.filled = new Uint8Array(n);
    for (const [name, Type] of Object.entries(FIELDS)) this[name] = new Type(n);
    this.size = 0;
    this.fresh = []; // cells added since they were last painted
    this.minPeriod = Infinity;
    this.maxPeriod = 0;
    this.agreeing = 0;
    this.unknown = 0;
    this.inRegime = 0;
  }

  /** Adds a part from the core (`LandscapeCells`: arrays of one entry per cell). */
  add(part) {
    for (let i = 0; i < part.a.length; i++) {
      const k = (part.a[i] - 1) * this.dmax + (part.delta[i] - 1);
      if (this.filled[k]) continue;
      this.filled[k] = 1;
      for (const name of Object.keys(FIELDS)) this[name][k] = part[name][i];
      this.size++;
      this.fresh.push(k);
      const p = part.period[i];
      if (!Number.isNaN(p)) {
        if (p < this.minPeriod) this.minPeriod = p;
        if (p > this.maxPeriod) this.maxPeriod = p;
      }
      if (part.agrees[i] === 1) this.agreeing++;
      if (part.agrees[i] === -1) this.unknown++;
      if (part.regime[i] === 0) this.inRegime++;
    }
  }

  /** The cell of (a, δ) as an object, or null when it is not computed (yet). */
  cell(a, delta) {
    if (a < 1 || a > this.amax || delta < 1 || delta > this.dmax) return null;
    const k = (a - 1) * this.dmax + (delta - 1);
    if (!this.filled[k]) return null;
    const c = { a, delta };
    for (const name of Object.keys(FIELDS)) c[name] = this[name][k];
    return c;
  }
}
const REGIMES = ['primitive quadratic', 'gcd > 1', 'linear band', 'quadratic band'];
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

/** Emits `open` ({ a, delta }) when a cell is chosen, `change` (params) and `caption` (text). */
export class Landscape extends EventTarget {
  constructor(jobs) {
    super();
    this.jobs = jobs;
    this.plane = null; // the cells computed so far
    this.params = null;
    this.running = false;
    this.cursor = null;
    const input = (name, label) =>
      el('input', { type: 'text', inputmode: 'numeric', name, 'aria-label': label, size: '5' });
    this.aMax = input('amax', 'largest a');
    this.dMax = input('dmax', 'largest δ');
    this.colour = el(
      'select',
      { name: 'color', 'aria-label': 'colour by' },
      el('option', { value: 'period' }, 'period (log scale)'),
      el('option', { value: 'regime' }, 'regime'),
      el('option', { value: 'agreement' }, 'agreement with the band formulas'),
    );
    this.progress = el('progress', { max: '1', value: '0', 'aria-label': 'cells computed' });
    this.status = el('span', { class: 'asg-hint', role: 'status' });
    this.message = el('div', { class: 'asg-error', role: 'alert' });
    this.canvas = el('canvas', {
      class: 'asg-landscape-canvas',
      tabindex: '0',
      role: 'img',
      'aria-label': 'the period landscape',
    });
    this.tip = el('div', { class: 'asg-tip', hidden: true, 'aria-hidden': 'true' });
    this.legend = el('div', { class: 'asg-landscape-legend' });
    this.detail = el('p', { class: 'asg-landscape-detail', 'aria-live': 'polite' });
    const apply = () =>
      this.dispatchEvent(
        new CustomEvent('change', {
          detail: { amax: this.aMax.value, dmax: this.dMax.value, color: this.colour.value },
        }),
      );
    for (const i of [this.aMax, this.dMax]) i.addEventListener('keydown', (e) => e.key === 'Enter' && apply());
    this.colour.addEventListener('change', apply);
    this.root = el(
      'section',
      { class: 'asg-panel asg-landscape', 'aria-label': 'Period landscape', hidden: true },
      el('h2', {}, 'The period landscape'),
      el(
        'div',
        { class: 'asg-inline asg-landscape-controls' },
        el('label', {}, 'a ≤ ', this.aMax),
        el('label', {}, 'δ ≤ ', this.dMax),
        el('button', { type: 'button', onclick: apply }, 'Compute'),
        el('label', {}, 'colour: ', this.colour),
        el('button', { type: 'button', onclick: () => this.stop() }, 'Stop'),
      ),
      this.message,
      el('div', { class: 'asg-inline' }, this.progress, this.status),
      el('div', { class: 'asg-landscape-stage' }, this.canvas, this.tip),
      this.legend,
      this.detail,
    );
    this.canvas.addEventListener('pointermove', (e) => this.hover(e));
    this.canvas.addEventListener('pointerleave', () => {
      this.tip.hidden = true;
    });
    this.canvas.addEventListener('click', (e) => {
      const c = this.cellAt(e);
      if (c) this.dispatchEvent(new CustomEvent('open', { detail: { a: c.a, delta: c.delta } }));
    });
    this.canvas.addEventListener('keydown', (e) => this.key(e));
    new ResizeObserver(() => this.draw()).observe(this.canvas);
  }

  /** Shows the plane of `params` ({ amax, dmax, color }), computing it if it is a new one. */
  show(params) {
    this.root.hidden = false;
    this.aMax.value = String(params.amax);
    this.dMax.value = String(params.dmax);
    this.colour.value = params.color;
    const same = this.params && this.params.amax === params.amax && this.params.dmax === params.dmax;
    this.params = params;
    if (!same) this.compute();
    else this.draw();
  }

  hide() {
    this.root.hidden = true;
    this.stop();
  }

  stop() {
    if (!this.running) return;
    this.jobs.cancel();
    this.running = false;
    fill(this.status, `Stopped at ${formatWhole(this.plane?.size ?? 0)} of ${formatWhole(this.total ?? 0)} games.`);
  }

  async compute() {
    const { amax, dmax } = this.params;
    this.plane = new Plane(amax, dmax);
    this.range = null;
    this.total = amax * dmax;
    this.progress.value = 0;
    this.canvas.dataset.complete = 'false';
    this.running = true;
    fill(this.status, 'Computing by the mex rule in the background…');
    this.draw();
    try {
      // One worker per core, each with its share of the cells (every n-th), merged as they come.
      const shares = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 16, Math.ceil(this.total / 512)));
      await this.jobs.runShared('landscape', { amax, dmax }, shares, {
        onProgress: (data) => {
          for (const part of data.parts) this.plane.add(part);
          this.progress.value = this.plane.size / this.total;
          fill(this.status, `${formatWhole(this.plane.size)} of ${formatWhole(this.total)} games`);
          this.scheduleDraw();
        },
      });
      this.running = false;
      this.progress.value = 1;
      fill(this.status, `All ${formatWhole(this.total)} games computed.`);
      // The colour scale now spans exactly the periods found; `complete` once it is painted.
      this.scheduleDraw();
      this.dispatchEvent(new CustomEvent('caption', { detail: this.describe() }));
    } catch (e) {
      this.running = false;
      if (!e.cancelled) this.message.textContent = `The landscape could not be computed: ${e.message}`;
    }
  }

  scheduleDraw() {
    if (this.pending) return;
    this.pending = requestAnimationFrame(() => {
      this.pending = 0;
      this.draw();
    });
  }

  /** The key numbers of the plane, for the caption. */
  describe() {
    const p = this.plane;
    const { amax, dmax } = this.params;
    const [size, agree, unknown] = [p.size, p.agreeing, p.unknown];
    const periods = p.maxPeriod
      ? `smallest periods from ${formatWhole(p.minPeriod)} to ${formatWhole(p.maxPeriod)}`
      : 'no period found';
    return (
      `${formatWhole(size)} games with a ≤ ${formatWhole(amax)}, δ ≤ ${formatWhole(dmax)}, each by the mex rule: ${periods}; ` +
      `${formatWhole(p.inRegime)} lie in the primitive quadratic regime. The band formulas agree with the mex rule on ${formatWhole(agree)} of them` +
      (size - agree - unknown ? `, and disagree on ${formatWhole(size - agree - unknown)}` : '') +
      (unknown ? `; ${formatWhole(unknown)} had no period within the bound` : '') +
      '. The bands are observed, not proven, outside the regime.'
    );
  }

  layout() {
    const dpr = window.devicePixelRatio || 1;
    const W = this.canvas.clientWidth;
    const H = this.canvas.clientHeight;
    const m = { left: 44, right: 14, top: 12, bottom: 34 };
    const { amax, dmax } = this.params;
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
    const p = this.plane;
    if (!p.maxPeriod) return [1, 2];
    if (!this.running) return [p.minPeriod, Math.max(p.maxPeriod, p.minPeriod + 1)];
    const [lo, hi] = this.range ?? [Infinity, 0];
    const low = p.minPeriod < lo ? 2 ** Math.floor(Math.log2(p.minPeriod)) : lo;
    const high = p.maxPeriod > hi ? 2 ** Math.ceil(Math.log2(p.maxPeriod + 1)) : hi;
    this.range = [low, high];
    return this.range;
  }

  /** The colour of cell k of the plane as 0xRRGGBB. */
  colourOf(k, colours, [lo, hi]) {
    const p = this.plane;
    const mode = this.params.color;
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
    const { amax, dmax } = this.params;
    const p = this.plane;
    if (!this.image || this.image.width !== amax || this.image.height !== dmax) {
      this.image = new ImageData(amax, dmax);
      this.painted = null;
    }
    const scale = this.scale();
    const key = `${this.params.color} ${scale} ${Object.values(colours).join()}`;
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
    if (!this.params || this.root.hidden || !this.plane) return;
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
    const { amax, dmax } = this.params;
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
    this.canvas.dataset.complete = String(done && !this.running && this.plane.size === this.total);
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
    ctx.font = '10px system-ui, sans-serif';
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
    // Wedge label.
    ctx.fillStyle = ink;
    ctx.font = '600 11px system-ui, sans-serif';
    const [wx, wy] = at(Math.max(2, amax * 0.6), Math.max(2, amax * 0.6) * 1.5);
    if (wy > m.top + 10) ctx.fillText('wedge a < δ < 2a', Math.min(wx + 4, W - m.right - 110), wy);
    // Axes.
    ctx.fillStyle = muted;
    ctx.font = '11px system-ui, sans-serif';
    ctx.textAlign = 'center';
    const astep = Math.max(1, Math.ceil(40 / cw / 5) * 5);
    for (let a = astep; a <= amax; a += astep) ctx.fillText(String(a), m.left + (a - 0.5) * cw, y0 + 14);
    ctx.fillText('a', m.left + (W - m.left - m.right) / 2, y0 + 28);
    ctx.textAlign = 'right';
    const dstep = Math.max(1, Math.ceil(24 / ch / 10) * 10);
    for (let d = dstep; d <= dmax; d += dstep) ctx.fillText(String(d), m.left - 4, y0 - (d - 0.5) * ch + 4);
    ctx.save();
    ctx.translate(12, m.top + (y0 - m.top) / 2);
    ctx.rotate(-Math.PI / 2);
    ctx.textAlign = 'center';
    ctx.fillText('δ', 0, 0);
    ctx.restore();
    ctx.textAlign = 'left';
    if (this.cursor) {
      ctx.strokeStyle = cssVar(this.canvas, '--asg-focus', '#b35c00');
      ctx.lineWidth = 2;
      ctx.strokeRect(m.left + (this.cursor.a - 1) * cw - 1, y0 - this.cursor.delta * ch - 1, cw + 2, ch + 2);
    }
    this.drawLegend();
  }

  drawLegend() {
    const mode = this.params.color;
    const item = (colour, text) =>
      el('span', { class: 'asg-landscape-key' }, el('i', { style: null, 'data-colour': colour }), text);
    const c = this.palette();
    const [minPeriod, maxPeriod] = this.scale();
    let items;
    if (mode === 'regime') items = REGIMES.map((r, k) => item(c.regimes[k], r));
    else if (mode === 'agreement')
      items = [item(c.agree, 'band formula = period'), item(c.differ, 'differs'), item(c.grey, 'no period found')];
    else
      items = [0, 0.5, 1].map((t) =>
        item(
          viridis(t),
          formatWhole(Math.round(Math.exp(Math.log(minPeriod) + t * (Math.log(maxPeriod) - Math.log(minPeriod))))),
        ),
      );
    fill(this.legend, items);
    // Swatch colours come from data, so they are set as properties, not as style text.
    for (const i of this.legend.querySelectorAll('i')) i.style.background = i.dataset.colour;
  }

  cellAt(e) {
    if (!this.params) return null;
    const r = this.canvas.getBoundingClientRect();
    const { m, H, cw, ch } = this.layout();
    const a = Math.floor((e.clientX - r.left - m.left) / cw) + 1;
    const d = Math.floor((H - m.bottom - (e.clientY - r.top)) / ch) + 1;
    return this.plane?.cell(a, d) ?? null;
  }

  /** A sentence about one cell. */
  text(c) {
    const {
      a,
      delta: d,
      regime,
      band,
      gcd: g,
      preperiod: pre,
      period,
      maxValue: max,
      w0IsW: w0,
      prediction,
      agrees,
    } = c;
    const bandText =
      regime === 0 ? 'primitive quadratic regime' : regime === 1 ? `gcd ${g}` : `${REGIMES[regime]} j = ${band}`;
    if (Number.isNaN(period))
      return `a = ${a}, δ = ${d} (${bandText}): no period within the bound; predicted ${formatWhole(prediction)}.`;
    return (
      `a = ${a}, δ = ${d} (${bandText}): period ${formatWhole(period)}${pre ? ` after ${formatWhole(pre)}` : ''} by the mex rule, ` +
      `band formula ${formatWhole(prediction)} ${agrees === 1 ? '✓' : '✗'}; largest value ${max}; W0 = {wₙ}: ${w0 === 1 ? 'yes' : 'no'}.`
    );
  }

  hover(e) {
    const c = this.cellAt(e);
    if (!c) {
      this.tip.hidden = true;
      return;
    }
    fill(this.tip, this.text(c));
    this.tip.hidden = false;
    const box = this.canvas.getBoundingClientRect();
    this.tip.style.left = `${Math.max(4, Math.min(e.clientX - box.left + 12, box.width - this.tip.offsetWidth - 4))}px`;
    this.tip.style.top = `${Math.max(4, e.clientY - box.top - this.tip.offsetHeight - 8)}px`;
  }

  /** Arrows move a cursor over the cells, Enter opens the game under it. */
  key(e) {
    if (!this.params) return;
    const c = this.cursor ?? { a: 1, delta: 1 };
    const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if (e.key === 'Enter' && this.cursor) {
      this.dispatchEvent(new CustomEvent('open', { detail: { ...this.cursor } }));
      e.preventDefault();
      return;
    }
    const step = moves[e.key];
    if (!step) return;
    e.preventDefault();
    this.cursor = {
      a: Math.max(1, Math.min(this.params.amax, c.a + step[0] * (e.shiftKey ? 5 : 1))),
      delta: Math.max(1, Math.min(this.params.dmax, c.delta + step[1] * (e.shiftKey ? 10 : 1))),
    };
    const cell = this.plane?.cell(this.cursor.a, this.cursor.delta);
    fill(this.detail, cell ? this.text(cell) : `a = ${this.cursor.a}, δ = ${this.cursor.delta}: not computed yet.`);
    this.draw();
  }
}

/** The landscape as a part of the explorer: its plane goes in the URL; a click opens a game. */
export function mount(explorer) {
  const landscape = new Landscape(explorer.jobs);
  landscape.addEventListener('change', (e) => {
    const amax = parseWhole(e.detail.amax, 'a ≤');
    const dmax = parseWhole(e.detail.dmax, 'δ ≤');
    const problem = amax.error ?? dmax.error ?? explorer.session.planeProblem(amax.value, dmax.value);
    landscape.message.textContent = problem ?? '';
    if (problem) return;
    explorer.dispatch({ type: 'plane', amax: Number(amax.value), dmax: Number(dmax.value), color: e.detail.color });
  });
  landscape.addEventListener('open', (e) => explorer.dispatch({ type: 'open', a: e.detail.a, delta: e.detail.delta }));
  landscape.addEventListener('caption', (e) => {
    if (explorer.state.view === 'landscape') explorer.caption.textContent = e.detail;
  });
  return {
    root: landscape.root,
    update(state) {
      landscape.show({ amax: state.amax, dmax: state.dmax, color: state.color });
      explorer.caption.textContent = landscape.running ? 'Computing the landscape…' : landscape.describe();
    },
    hide: () => landscape.hide(),
  };
}
