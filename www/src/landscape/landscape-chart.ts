// Draws a landscape plane: one pixel per game in an image painted a slice per frame (a full
// repaint only when the colours change), scaled onto the canvas, with the lines δ = ka, the
// primitive quadratic wedge, the axes, the keyboard cursor and the legend (landscape-colours.ts).
import { cssVar, parseColour } from '../picture/palette.ts';
import { canvasFont } from '../picture/theme.ts';
import { fill } from '../shell/dom.ts';
import type { Lifetime } from '../shell/lifetime.ts';
import type { Colouring } from '../shell/state.ts';
import { formatWhole } from '../text/format.ts';
import type { Translator } from '../text/i18n.ts';
import { type ChartColours, chartColours, colourOf, coloursKey, legendItems } from './landscape-colours.ts';
import type { Cell, Plane } from './plane.ts';

export { REGIMES } from './landscape-colours.ts';

/** The plane's bounds and what the colour shows. */
export interface LandscapeParams {
  readonly amax: number;
  readonly dmax: number;
  readonly color: Colouring;
}

/** A cell of the plane by its game. */
export interface CellAt {
  readonly a: number;
  readonly delta: number;
}

/** What the chart reads of its panel (landscape.ts). */
export interface ChartPanel {
  readonly canvas: HTMLCanvasElement;
  readonly legend: HTMLElement;
  readonly root: HTMLElement;
  readonly life: Lifetime;
  readonly t: Translator;
  readonly params: LandscapeParams | null;
  readonly plane: Plane | null;
  /** True while the workers compute; the cells expected in all. */
  readonly running: boolean;
  readonly total: number;
  /** The keyboard cursor's cell, or none. */
  readonly cursor: CellAt | null;
}

/** The chart's layout in CSS px: margins, size, and a cell's width and height. */
interface ChartLayout {
  readonly dpr: number;
  readonly m: { readonly left: number; readonly right: number; readonly top: number; readonly bottom: number };
  readonly W: number;
  readonly H: number;
  readonly cw: number;
  readonly ch: number;
}

/** The chart of the landscape panel `panel` (its canvas, legend, plane, params and cursor). */
export class LandscapeChart {
  readonly canvas: HTMLCanvasElement;
  readonly legend: HTMLElement;
  /** The period scale while cells come in (it only widens), or none yet. */
  private range: [number, number] | null = null;
  private pending = false;
  private drawnAt = 0;
  private image: ImageData | null = null;
  /** The colouring and scale the image is painted in, and how far a full repaint has got. */
  private painted: string | null = null;
  private queue = { next: 0, all: true };
  private sheet: HTMLCanvasElement | null = null;
  private legendKey = '';

  constructor(private readonly panel: ChartPanel) {
    this.canvas = panel.canvas;
    this.legend = panel.legend;
  }

  /** A new plane: the colour scale starts again. */
  reset(): void {
    this.range = null;
  }

  /**
   * Draws on a coming frame. While the workers compute, at most a few times a second: the main
   * thread shares the cores with them, and every frame it takes is one they lose.
   */
  scheduleDraw(): void {
    if (this.pending) return;
    const wait = this.panel.running ? Math.max(0, 250 - (performance.now() - this.drawnAt)) : 0;
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

  layout({ amax, dmax }: LandscapeParams): ChartLayout {
    const dpr = window.devicePixelRatio || 1;
    const W = this.canvas.clientWidth;
    const H = this.canvas.clientHeight;
    const m = { left: 44, right: 14, top: 12, bottom: 34 };
    return { dpr, m, W, H, cw: (W - m.left - m.right) / amax, ch: (H - m.top - m.bottom) / dmax };
  }

  /**
   * The colour scale of periods, [lo, hi]: while cells come in it widens in powers of two (so a
   * new extreme rarely repaints them all); when all are in, it is exactly the periods found.
   */
  scale(p: Plane): [number, number] {
    if (!p.maxPeriod) return [1, 2];
    if (!this.panel.running) return [p.minPeriod, Math.max(p.maxPeriod, p.minPeriod + 1)];
    const [lo, hi] = this.range ?? [Infinity, 0];
    const low = p.minPeriod < lo ? 2 ** Math.floor(Math.log2(p.minPeriod)) : lo;
    const high = p.maxPeriod > hi ? 2 ** Math.ceil(Math.log2(p.maxPeriod + 1)) : hi;
    this.range = [low, high];
    return this.range;
  }

  /**
   * Paints cells into the plane's image, one pixel each, for at most `budget` ms: the new ones,
   * or all of them again after the colouring or the scale changed. True when all are painted.
   */
  paint(p: Plane, { amax, dmax, color }: LandscapeParams, colours: ChartColours, budget: number): boolean {
    if (!this.image || this.image.width !== amax || this.image.height !== dmax) {
      this.image = new ImageData(amax, dmax);
      this.painted = null;
    }
    const scale = this.scale(p);
    const key = `${color} ${scale} ${coloursKey(colours)}`;
    if (key !== this.painted) {
      // Everything again, from the first cell.
      this.painted = key;
      this.queue = { next: 0, all: true };
      p.fresh = [];
    }
    const parsed = new Map<string, number>();
    const rgb = (c: string | number): number => {
      if (typeof c === 'number') return c;
      const known = parsed.get(c) ?? parseColour(c);
      parsed.set(c, known);
      return known;
    };
    const data = this.image.data;
    const put = (k: number): void => {
      const c = rgb(colourOf(p, k, color, colours, scale));
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
        put(p.fresh[i] ?? 0);
        if ((i & 4095) === 4095 && performance.now() - t0 > budget) break;
      }
      p.fresh = i >= p.fresh.length ? [] : p.fresh.slice(i + 1);
    }
    return !q.all && !p.fresh.length;
  }

  draw(): void {
    const { params, plane } = this.panel;
    if (!params || this.panel.root.hidden || !plane) return;
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    const { dpr, m, W, H, cw, ch } = this.layout(params);
    const w = Math.round(W * dpr);
    const h = Math.round(H * dpr);
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const colours = chartColours(this.canvas);
    ctx.fillStyle = colours.background;
    ctx.fillRect(0, 0, W, H);
    const { amax, dmax } = params;
    const y0 = H - m.bottom;
    // One pixel per game in an image (δ upwards), painted a slice per frame, scaled onto the
    // plot without smoothing.
    const done = this.paint(plane, params, colours, 6);
    this.sheet ??= document.createElement('canvas');
    if (this.sheet.width !== amax || this.sheet.height !== dmax) [this.sheet.width, this.sheet.height] = [amax, dmax];
    if (this.image) this.sheet.getContext('2d')?.putImageData(this.image, 0, 0);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(this.sheet, m.left, y0 - dmax * ch, amax * cw, dmax * ch);
    if (!done) this.scheduleDraw();
    // For tests: the plane is computed and every cell painted in its final colours.
    this.canvas.dataset.complete = String(done && !this.panel.running && plane.size === this.panel.total);
    const ink = cssVar(this.canvas, '--asg-ink', '#000');
    const muted = cssVar(this.canvas, '--asg-muted', '#666');
    // The lines δ = k·a, and the primitive quadratic wedge a < δ < 2a.
    const at = (a: number, d: number): [number, number] => [m.left + (a - 0.5) * cw, y0 - (d - 0.5) * ch];
    ctx.save();
    ctx.beginPath();
    ctx.rect(m.left, m.top, W - m.left - m.right, y0 - m.top);
    ctx.clip();
    ctx.strokeStyle = ink;
    ctx.globalAlpha = 0.55;
    ctx.lineWidth = 1;
    ctx.font = canvasFont(10, '', this.panel.t.lang);
    const labelled: [number, number][] = [];
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
      const pos: [number, number] = [Math.min(lx + 2, W - m.right - 30), Math.max(ly + 10, m.top + 10)];
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
    const whole = (n: number): string => formatWhole(n, this.panel.t.tag);
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
    const cursor = this.panel.cursor;
    if (cursor) {
      ctx.strokeStyle = cssVar(this.canvas, '--asg-focus', '#b35c00');
      ctx.lineWidth = 2;
      ctx.strokeRect(m.left + (cursor.a - 1) * cw - 1, y0 - cursor.delta * ch - 1, cw + 2, ch + 2);
    }
    this.drawLegend(plane, params.color, colours);
  }

  drawLegend(plane: Plane, colouring: Colouring, colours: ChartColours): void {
    const scale = this.scale(plane);
    // The same legend as last time: nothing to do (it is drawn with every frame of the chart).
    const key = `${colouring} ${scale} ${coloursKey(colours)}`;
    if (key === this.legendKey) return;
    this.legendKey = key;
    fill(this.legend, legendItems(colouring, colours, scale, this.panel.t));
    // Swatch colours come from data, so they are set as properties, not as style text.
    for (const i of this.legend.querySelectorAll('i')) i.style.background = i.dataset.colour ?? '';
  }

  /** The computed cell under a pointer event, or null. */
  cellAt(e: { readonly clientX: number; readonly clientY: number }): Cell | null {
    const { params, plane } = this.panel;
    if (!params) return null;
    const r = this.canvas.getBoundingClientRect();
    const { m, H, cw, ch } = this.layout(params);
    const a = Math.floor((e.clientX - r.left - m.left) / cw) + 1;
    const d = Math.floor((H - m.bottom - (e.clientY - r.top)) / ch) + 1;
    return plane?.cell(a, d) ?? null;
  }
}
