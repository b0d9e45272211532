// The residue trapezoid: c(r), the number of collision windows through the (a+1)-gap of
// residue r, as bars over its three regions; hover for q, L and R, click to pick a residue.
// The numbers are the core's (BigInts); only their layout is worked out here.
// @ts-nocheck
import { cssVar } from '../picture/palette.ts';
import { canvasFont } from '../picture/theme.ts';
import { formatWhole } from '../text/format.ts';

/** The message naming each region of the trapezoid, as the core names them. */
export const REGION_NAMES = {
  'left-restricted': 'region-left',
  unrestricted: 'region-unrestricted',
  'right-restricted': 'region-right',
};

/** The regions in order, with the rule of c(r) in each. */
const REGIONS = [
  ['left-restricted', 'c = r'],
  ['unrestricted', 'c = d'],
  ['right-restricted', 'c = δ − r'],
];

/** Emits `inspect` ({ row, x, y } or null) on hover and `choose` ({ r: a BigInt }) on click. */
export class ResidueChart extends EventTarget {
  /** `life`: the explorer's lifetime, which ends the chart's resize observer; `t`: the translator. */
  constructor(canvas, life, t) {
    super();
    this.t = t;
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.profile = null;
    this.info = null;
    this.selected = null;
    this.margin = { left: 38, right: 12, top: 30, bottom: 30 };
    canvas.addEventListener('pointermove', (e) => {
      const row = this.rowAt(e);
      this.dispatchEvent(new CustomEvent('inspect', { detail: row ? { row, x: e.clientX, y: e.clientY } : null }));
    });
    canvas.addEventListener('pointerleave', () => this.dispatchEvent(new CustomEvent('inspect', { detail: null })));
    canvas.addEventListener('click', (e) => {
      const row = this.rowAt(e);
      if (row) this.dispatchEvent(new CustomEvent('choose', { detail: { r: row.r } }));
    });
    canvas.addEventListener('keydown', (e) => {
      if (!this.profile) return;
      const n = this.profile.rows.length;
      const r = Number(this.selected ?? 0n);
      const next = { ArrowRight: r + 1, ArrowLeft: r - 1, Home: 1, End: n }[e.key];
      if (next !== undefined) {
        e.preventDefault();
        this.dispatchEvent(new CustomEvent('choose', { detail: { r: BigInt(Math.min(n, Math.max(1, next))) } }));
      }
    });
    life.own(new ResizeObserver(() => this.draw())).observe(canvas);
  }

  /** The profile from `game.residues()` and the game's facts. */
  setProfile(profile, info) {
    this.profile = profile;
    this.info = info;
    this.draw();
  }

  setSelected(r) {
    this.selected = r;
    this.draw();
  }

  plot() {
    const dpr = window.devicePixelRatio || 1;
    const m = this.margin;
    const W = this.canvas.clientWidth;
    const H = this.canvas.clientHeight;
    return { dpr, x0: m.left, y0: m.top, w: Math.max(10, W - m.left - m.right), h: Math.max(10, H - m.top - m.bottom) };
  }

  rowAt(e) {
    if (!this.profile) return null;
    const r = this.canvas.getBoundingClientRect();
    const p = this.plot();
    const n = this.profile.rows.length;
    const i = Math.floor(((e.clientX - r.left - p.x0) / p.w) * n);
    return i >= 0 && i < n ? this.profile.rows[i] : null;
  }

  draw() {
    const ctx = this.ctx;
    const p = this.plot();
    const { dpr } = p;
    const W = Math.round(this.canvas.clientWidth * dpr);
    const H = Math.round(this.canvas.clientHeight * dpr);
    if (this.canvas.width !== W || this.canvas.height !== H) {
      this.canvas.width = W;
      this.canvas.height = H;
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = cssVar(this.canvas, '--asg-bg', '#fff');
    ctx.fillRect(0, 0, W, H);
    this.canvas.dataset.selected = this.selected ?? '';
    if (!this.profile) return;
    const rows = this.profile.rows;
    const n = rows.length;
    // Layout in numbers: δ − 1 bars, so all of these are small.
    const [a, delta] = [Number(this.info.a), Number(this.info.delta)];
    const d = delta - a;
    const bw = p.w / n;
    const xOf = (i) => p.x0 + i * bw;
    const yOf = (c) => p.y0 + p.h - (p.h * c) / d;
    const ink = cssVar(this.canvas, '--asg-ink', '#000');
    const muted = cssVar(this.canvas, '--asg-muted', '#666');
    // The three regions as bands behind the bars, each labelled.
    const bounds = [
      [1, d - 1],
      [d, a],
      [a + 1, delta - 1],
    ];
    ctx.font = canvasFont(11, '', this.t.lang);
    ctx.textBaseline = 'alphabetic';
    bounds.forEach(([r0, r1], k) => {
      if (r1 < r0) return;
      const x = xOf(r0 - 1);
      const w = (r1 - r0 + 1) * bw;
      ctx.fillStyle = cssVar(this.canvas, `--asg-region${k}`, '#eee');
      ctx.fillRect(x, p.y0, w, p.h);
      ctx.fillStyle = muted;
      const [region, rule] = REGIONS[k];
      const name = this.t(REGION_NAMES[region]);
      const text = w > 150 ? `${name} (${rule})` : w > 70 ? name : '';
      if (text) ctx.fillText(text, x + 4, p.y0 - 8);
    });
    // Bars, or one filled outline when they are thinner than two pixels.
    const bar = cssVar(this.canvas, '--asg-bar', '#0072b2');
    const focus = cssVar(this.canvas, '--asg-focus', '#b35c00');
    if (bw >= 2) {
      rows.forEach((row, i) => {
        ctx.fillStyle = row.r === this.selected ? focus : bar;
        const gapPx = bw >= 6 ? 1 : 0;
        const c = Number(row.c);
        ctx.fillRect(xOf(i) + gapPx, yOf(c), bw - 2 * gapPx, p.y0 + p.h - yOf(c));
      });
    } else {
      ctx.fillStyle = bar;
      ctx.beginPath();
      ctx.moveTo(xOf(0), p.y0 + p.h);
      for (const [i, row] of rows.entries()) ctx.lineTo(xOf(i + 0.5), yOf(Number(row.c)));
      ctx.lineTo(xOf(n), p.y0 + p.h);
      ctx.fill();
      if (this.selected) {
        ctx.fillStyle = focus;
        ctx.fillRect(xOf(Number(this.selected) - 1) - 1, p.y0, 2, p.h);
      }
    }
    // The trapezoid's outline and its area.
    ctx.strokeStyle = ink;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(xOf(0), yOf(0));
    ctx.lineTo(xOf(Math.min(d, n)), yOf(d));
    ctx.lineTo(xOf(a), yOf(d));
    ctx.lineTo(xOf(n), yOf(0));
    ctx.stroke();
    // Axes: c on the left (0 and d), r along the bottom.
    ctx.fillStyle = muted;
    ctx.textAlign = 'right';
    ctx.fillText(formatWhole(d, this.t.tag), p.x0 - 6, yOf(d) + 4);
    ctx.fillText('0', p.x0 - 6, yOf(0) + 4);
    ctx.save();
    ctx.translate(12, p.y0 + p.h / 2);
    ctx.rotate(-Math.PI / 2);
    ctx.textAlign = 'center';
    ctx.fillText('c(r)', 0, 0);
    ctx.restore();
    ctx.textAlign = 'center';
    const step = Math.max(1, Math.ceil(40 / bw));
    for (let r = 1; r <= n; r += step) ctx.fillText(formatWhole(r, this.t.tag), xOf(r - 0.5), p.y0 + p.h + 14);
    ctx.fillText(this.t('residue-axis'), p.x0 + p.w / 2, p.y0 + p.h + 27);
    ctx.textAlign = 'left';
    ctx.fillStyle = ink;
    ctx.font = canvasFont(12, 600, this.t.lang);
    const area = this.t('residue-area', { total: this.profile.total, a: this.info.a, d: this.info.d });
    const tw = ctx.measureText(area).width;
    const tx = Math.min(Math.max(p.x0 + 4, xOf(Math.min(d, n)) + 6), p.x0 + p.w - tw - 4);
    // On a light panel behind the text so it reads over the bars.
    ctx.fillStyle = cssVar(this.canvas, '--asg-label-bg', 'rgba(255,255,255,0.8)');
    ctx.fillRect(tx - 3, yOf(d) + 4, tw + 6, 17);
    ctx.fillStyle = ink;
    ctx.fillText(area, tx, yOf(d) + 16);
  }
}
