// The residue trapezoid: c(r), the number of collision windows through the (a+1)-gap of
// residue r, as bars over its three regions; hover for q, L and R, click to pick a residue.
// The numbers are the core's (BigInts); only their layout is worked out here.
import type { AdditiveInfo, ResidueProfile, ResidueRegion, ResidueRow } from '../../pkg/asg_full.js';
import type { Lifetime } from '../base/lifetime.ts';
import { cssVar } from '../base/palette.ts';
import { canvasFont } from '../base/theme.ts';
import { REGIONS, regionName, unknownCode } from '../text/codes.ts';
import { formatWhole } from '../text/format.ts';
import type { Translator } from '../text/i18n.ts';

/** The rule of c(r) in a region, a formula the same in every language. */
function ruleOf(region: ResidueRegion): string {
  switch (region) {
    case 'left-restricted':
      return 'c = r';
    case 'unrestricted':
      return 'c = d';
    case 'right-restricted':
      return 'c = δ − r';
    default:
      return unknownCode(region, 'residue region');
  }
}

/** A region's short name, for a narrow chart. */
const SHORT: Readonly<Record<ResidueRegion, string>> = {
  'left-restricted': 'region-left-short',
  unrestricted: 'region-unrestricted-short',
  'right-restricted': 'region-right-short',
};

/** The residue row under the pointer, and where the pointer is (client pixels). */
export interface ResiduePointer {
  readonly row: ResidueRow;
  readonly x: number;
  readonly y: number;
}

/** What the chart tells: the row pointed at (null: none), and a residue picked by click or key. */
export interface ResidueHandlers {
  inspect(pointer: ResiduePointer | null): void;
  choose(r: bigint): void;
}

/** The plot's box in CSS pixels, and device pixels per CSS pixel. */
interface Plot {
  readonly dpr: number;
  readonly x0: number;
  readonly y0: number;
  readonly w: number;
  readonly h: number;
}

const MARGIN = { left: 38, right: 12, top: 30, bottom: 30 };

export class ResidueChart {
  readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly t: Translator;
  private shown: { readonly profile: ResidueProfile; readonly info: AdditiveInfo } | null = null;
  private selected: bigint | null = null;

  /** `life`: the explorer's lifetime, which ends the chart's resize observer; `t`: the translator; `on`: what it tells. */
  constructor(canvas: HTMLCanvasElement, life: Lifetime, t: Translator, on: ResidueHandlers) {
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('the residue chart needs a 2D canvas');
    this.canvas = canvas;
    this.ctx = ctx;
    this.t = t;
    canvas.addEventListener('pointermove', (e) => {
      const row = this.rowAt(e);
      on.inspect(row ? { row, x: e.clientX, y: e.clientY } : null);
    });
    canvas.addEventListener('pointerleave', () => on.inspect(null));
    canvas.addEventListener('click', (e) => {
      const row = this.rowAt(e);
      if (row) on.choose(row.r);
    });
    canvas.addEventListener('keydown', (e) => {
      if (!this.shown) return;
      const n = this.shown.profile.rows.length;
      const r = Number(this.selected ?? 0n);
      const keys: Readonly<Record<string, number>> = { ArrowRight: r + 1, ArrowLeft: r - 1, Home: 1, End: n };
      const next = keys[e.key];
      if (next !== undefined) {
        e.preventDefault();
        on.choose(BigInt(Math.min(n, Math.max(1, next))));
      }
    });
    life.own(new ResizeObserver(() => this.draw())).observe(canvas);
  }

  /** The profile from `game.residues()` and the game's facts; null for none (outside the regime). */
  setProfile(profile: ResidueProfile | null, info: AdditiveInfo): void {
    this.shown = profile ? { profile, info } : null;
    this.draw();
  }

  setSelected(r: bigint | null): void {
    this.selected = r;
    this.draw();
  }

  private plot(): Plot {
    const dpr = window.devicePixelRatio || 1;
    const W = this.canvas.clientWidth;
    const H = this.canvas.clientHeight;
    const [w, h] = [W - MARGIN.left - MARGIN.right, H - MARGIN.top - MARGIN.bottom];
    return { dpr, x0: MARGIN.left, y0: MARGIN.top, w: Math.max(10, w), h: Math.max(10, h) };
  }

  private rowAt(e: MouseEvent): ResidueRow | null {
    if (!this.shown) return null;
    const r = this.canvas.getBoundingClientRect();
    const p = this.plot();
    const rows = this.shown.profile.rows;
    // Bar r is centred on r, on an axis from 0 to δ (see draw).
    const at = Math.round(((e.clientX - r.left - p.x0) / p.w) * Number(this.shown.info.delta));
    return rows[Math.min(rows.length, Math.max(1, at)) - 1] ?? null;
  }

  /**
   * Labels the region bands above the plot, each as long as fits without touching the next:
   * its name and rule, its name, or its short name; the left one from its band's left edge,
   * the right one up to its band's right edge, the middle one centred.
   */
  private regionLabels(
    bands: readonly { region: ResidueRegion; from: number; to: number }[],
    p: Plot,
    ink: string,
  ): void {
    const ctx = this.ctx;
    const forms = bands.map(({ region }) => {
      const name = this.t(regionName(region));
      return [`${name} (${ruleOf(region)})`, name, this.t(SHORT[region])];
    });
    const place = (i: number, text: string): [number, number] => {
      const band = bands[i];
      const w = ctx.measureText(text).width;
      if (!band) return [0, 0];
      const left =
        i === 0 ? band.from + 2 : i === bands.length - 1 ? band.to - 2 - w : (band.from + band.to) / 2 - w / 2;
      const x = Math.min(Math.max(left, p.x0 - MARGIN.left + 2), p.x0 + p.w + MARGIN.right - 2 - w);
      return [x, x + w];
    };
    // The longest forms that fit side by side, the same level for every band.
    for (let level = 0; level < 3; level++) {
      const spans = forms.map((f, i) => place(i, f[level] ?? ''));
      const last = level === 2;
      const fits = spans.every(([, end], i) => (spans[i + 1]?.[0] ?? Number.POSITIVE_INFINITY) >= end + 8);
      if (!fits && !last) continue;
      ctx.fillStyle = ink;
      ctx.textAlign = 'left';
      for (const [i, f] of forms.entries()) ctx.fillText(f[level] ?? '', spans[i]?.[0] ?? 0, p.y0 - 8);
      return;
    }
  }

  /** Draws the chart for the profile on show (an empty canvas without one). */
  draw(): void {
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
    this.canvas.dataset.selected = String(this.selected ?? '');
    if (!this.shown) return;
    const { profile, info } = this.shown;
    const rows = profile.rows;
    const n = rows.length;
    // Layout in numbers: δ − 1 bars, so all of these are small. The r axis runs from 0 to δ and
    // bar r, one unit wide, is centred on r: the trapezoid (0, 0), (d, d), (a, d), (δ, 0) is then
    // the graph of c(r) = min(r, d) − max(0, r − a) through the bars' top centres, and its area,
    // like the bars', is a·d.
    const [a, d, delta] = [Number(info.a), Number(info.d), Number(info.delta)];
    const bw = p.w / delta;
    const xOf = (r: number): number => p.x0 + r * bw;
    const yOf = (c: number): number => p.y0 + p.h - (p.h * c) / d;
    const ink = cssVar(this.canvas, '--asg-ink', '#000');
    const muted = cssVar(this.canvas, '--asg-muted', '#666');
    // The three regions as bands behind the bars: each over the rows the core puts in it, the
    // outer two out to the axis's ends.
    ctx.font = canvasFont(11, '', this.t.lang);
    ctx.textBaseline = 'alphabetic';
    const bands: { region: ResidueRegion; from: number; to: number }[] = [];
    for (const [k, region] of REGIONS.entries()) {
      const first = rows.findIndex((row) => row.region === region);
      if (first < 0) continue;
      const last = rows.findLastIndex((row) => row.region === region);
      const from = first === 0 ? p.x0 : xOf(first + 0.5);
      const to = last === n - 1 ? p.x0 + p.w : xOf(last + 1.5);
      ctx.fillStyle = cssVar(this.canvas, `--asg-region${k}`, '#eee');
      ctx.fillRect(from, p.y0, to - from, p.h);
      bands.push({ region, from, to });
    }
    this.regionLabels(bands, p, muted);
    // Bars, or one filled outline when they are thinner than two pixels.
    const bar = cssVar(this.canvas, '--asg-bar', '#0072b2');
    const focus = cssVar(this.canvas, '--asg-focus', '#b35c00');
    if (bw >= 2) {
      for (const [i, row] of rows.entries()) {
        ctx.fillStyle = row.r === this.selected ? focus : bar;
        const gapPx = bw >= 6 ? 1 : 0;
        const c = Number(row.c);
        ctx.fillRect(xOf(i + 0.5) + gapPx, yOf(c), bw - 2 * gapPx, p.y0 + p.h - yOf(c));
      }
    } else {
      ctx.fillStyle = bar;
      ctx.beginPath();
      ctx.moveTo(xOf(0), p.y0 + p.h);
      for (const [i, row] of rows.entries()) ctx.lineTo(xOf(i + 1), yOf(Number(row.c)));
      ctx.lineTo(xOf(delta), p.y0 + p.h);
      ctx.fill();
      if (this.selected) {
        ctx.fillStyle = focus;
        ctx.fillRect(xOf(Number(this.selected)) - 1, p.y0, 2, p.h);
      }
    }
    // The trapezoid's outline, the graph of c(r) from 0 to δ, and its area.
    const corners: [number, number][] = [
      [0, 0],
      [d, d],
      [a, d],
      [delta, 0],
    ];
    this.canvas.dataset.outline = corners.map(([r, c]) => `${r},${c}`).join(' ');
    ctx.strokeStyle = ink;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    for (const [r, c] of corners) ctx.lineTo(xOf(r), yOf(c));
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
    for (let r = 1; r <= n; r += step) ctx.fillText(formatWhole(r, this.t.tag), xOf(r), p.y0 + p.h + 14);
    // Under the numbers, clear of the bars and the outline: the axis's name at its right end, the
    // area at its left.
    ctx.textAlign = 'right';
    ctx.fillText(this.t('residue-axis'), p.x0 + p.w, p.y0 + p.h + 27);
    const room = p.w - ctx.measureText(this.t('residue-axis')).width - 12;
    ctx.textAlign = 'left';
    ctx.fillStyle = ink;
    const area = this.t('residue-area', { total: profile.total, a: info.a, d: info.d });
    ctx.font = canvasFont(12, 600, this.t.lang);
    if (ctx.measureText(area).width > room) ctx.font = canvasFont(11, 600, this.t.lang);
    ctx.fillText(area, p.x0, p.y0 + p.h + 27, room);
    // For tests: the area's text box (left, top, right, bottom in CSS pixels), under the plot.
    const right = p.x0 + Math.min(room, ctx.measureText(area).width);
    this.canvas.dataset.areaBox = [p.x0, p.y0 + p.h + 17, right, p.y0 + p.h + 30].map(Math.round).join(' ');
  }
}
