// Draws a landscape: the atlas's tiles in view at the level that fits the zoom (atlas-draw.ts)
// and the planes of cells computed here, one pixel per game painted a slice per frame
// (plane-image.ts), scaled onto the canvas through the window of games on show, with the lines,
// axes and cursor (landscape-axes.ts) and the legend.
import { fill } from '../base/dom.ts';
import type { Lifetime } from '../base/lifetime.ts';
import type { Colouring } from '../state/state.ts';
import type { Translator } from '../text/i18n.ts';
import { drawAtlas } from './atlas-draw.ts';
import { atlasRange, TileImages } from './atlas-paint.ts';
import type { AtlasTiles } from './atlas-tiles.ts';
import type { AtlasFrame, CellAt, ChartLayout, GameWindow, LandscapeParams } from './chart-frame.ts';
import { drawAxes } from './landscape-axes.ts';
import { type ChartColours, chartColours, coloursKey, legendItems } from './landscape-colours.ts';
import { type Cell, computedIn, type Plane } from './plane.ts';
import { PlaneImage } from './plane-image.ts';

export { REGIMES } from './landscape-colours.ts';

/** What the chart reads of its panel (landscape.ts). */
export interface ChartPanel {
  readonly canvas: HTMLCanvasElement;
  readonly legend: HTMLElement;
  readonly root: HTMLElement;
  readonly life: Lifetime;
  readonly t: Translator;
  readonly params: LandscapeParams | null;
  /** The plane asked for: its cells computed here (all of them when no atlas is served). */
  readonly plane: Plane | null;
  /** Every plane of cells computed here: the plane asked for, and the tiles the atlas refused past it. */
  readonly pieces: readonly Plane[];
  /** The site's atlas, or none. */
  readonly atlas: AtlasTiles | null;
  /** The games on show when the reader has panned or zoomed, else null (the whole plane). */
  readonly window: GameWindow | null;
  /** True while the workers compute; the cells expected in all. */
  readonly running: boolean;
  readonly total: number;
  /** The keyboard cursor's cell, or none. */
  readonly cursor: CellAt | null;
  /** Called after each draw (the panel says where the cells on show come from). */
  drawn(): void;
}

/** The chart of the landscape panel `panel` (its canvas, legend, planes, atlas, window and cursor). */
export class LandscapeChart {
  readonly canvas: HTMLCanvasElement;
  readonly legend: HTMLElement;
  /** The period scale while cells come in (it only widens), or none yet. */
  private range: [number, number] | null = null;
  /** The draw scheduled (a function that cancels it), and whether it still waits for its timer. */
  private pending: { cancel: () => void; delayed: boolean } | null = null;
  private drawnAt = 0;
  private images = new Map<Plane, PlaneImage>();
  private tileImages: TileImages | null = null;
  private legendKey = '';
  /** The atlas as last drawn (for the panel's line on where cells come from). */
  atlasFrame: AtlasFrame | null = null;

  constructor(private readonly panel: ChartPanel) {
    this.canvas = panel.canvas;
    this.legend = panel.legend;
  }

  /** A new plane: the colour scale starts again, and the old planes' pictures go. */
  reset(): void {
    this.range = null;
    this.images = new Map();
  }

  /** A new atlas (or none): its pictures go. */
  resetAtlas(): void {
    this.tileImages = this.panel.atlas ? new TileImages(this.panel.atlas) : null;
  }

  /**
   * Draws on a coming frame. While the workers compute, at most a few times a second: the main
   * thread shares the cores with them, and every frame it takes is one they lose.
   */
  scheduleDraw(): void {
    this.schedule(this.panel.running ? Math.max(0, 250 - (performance.now() - this.drawnAt)) : 0);
  }

  /** Draws on the next frame, at once (a pan or a zoom follows the hand even while the workers compute). */
  drawSoon(): void {
    this.schedule(0);
  }

  /**
   * Draws on a frame after `wait` ms. A draw already scheduled stands, unless it still waits for
   * its timer and this one need not (the plane just completed, or a pan): then it comes forward.
   */
  private schedule(wait: number): void {
    if (this.pending && !(this.pending.delayed && wait === 0)) return;
    this.pending?.cancel();
    const life = this.panel.life;
    const draw = (): void => {
      this.pending = null;
      this.drawnAt = performance.now();
      this.draw();
    };
    if (wait === 0) {
      this.pending = { cancel: life.frame(draw), delayed: false };
      return;
    }
    const pending = { cancel: () => {}, delayed: true };
    pending.cancel = life.timeout(() => {
      pending.delayed = false;
      pending.cancel = life.frame(draw);
    }, wait);
    this.pending = pending;
  }

  /** The games a ≤ amax, δ ≤ dmax the chart can show: the plane asked for and the atlas's. */
  extent(): { amax: number; dmax: number } {
    const { params, atlas } = this.panel;
    const m = atlas?.manifest;
    return {
      amax: Math.max(params?.amax ?? 1, m?.aMax ?? 0),
      dmax: Math.max(params?.dmax ?? 1, m?.deltaMax ?? 0),
    };
  }

  layout(params: LandscapeParams): ChartLayout {
    const dpr = window.devicePixelRatio || 1;
    const W = this.canvas.clientWidth;
    const H = this.canvas.clientHeight;
    const m = { left: 44, right: 14, top: 12, bottom: 34 };
    const view = this.panel.window ?? { aLo: 0.5, aHi: params.amax + 0.5, dLo: 0.5, dHi: params.dmax + 0.5 };
    return {
      dpr,
      m,
      W,
      H,
      view,
      cw: (W - m.left - m.right) / (view.aHi - view.aLo),
      ch: (H - m.top - m.bottom) / (view.dHi - view.dLo),
    };
  }

  /**
   * The colour scale of periods, [lo, hi]: the atlas's (its top tile) joined with the cells
   * computed here. While cells come in it widens in powers of two (so a new extreme rarely
   * repaints them all); when all are in, it is exactly the periods found. Null until the atlas's
   * range has arrived.
   */
  scale(): [number, number] | null {
    let [lo, hi] = [Infinity, 0];
    for (const p of this.panel.pieces) {
      if (!p.maxPeriod) continue;
      lo = Math.min(lo, p.minPeriod);
      hi = Math.max(hi, p.maxPeriod);
    }
    if (this.panel.atlas) {
      const range = atlasRange(this.panel.atlas);
      if (!range) return null;
      lo = Math.min(lo, range[0]);
      hi = Math.max(hi, range[1]);
    }
    if (!hi) return [1, 2];
    if (!this.panel.running) return [lo, Math.max(hi, lo + 1)];
    const [was, wasHi] = this.range ?? [Infinity, 0];
    const low = lo < was ? 2 ** Math.floor(Math.log2(lo)) : was;
    const high = hi > wasHi ? 2 ** Math.ceil(Math.log2(hi + 1)) : wasHi;
    this.range = [low, high];
    return this.range;
  }

  draw(): void {
    const { params, plane } = this.panel;
    if (!params || this.panel.root.hidden || !plane) return;
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    const started = performance.now();
    const layout = this.layout(params);
    const { dpr, m, W, H, view, cw, ch } = layout;
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
    const y0 = H - m.bottom;
    // Picture edges on whole device pixels (no seam where they meet the atlas's tiles).
    const x = (a: number): number => Math.round((m.left + (a - view.aLo) * cw) * dpr) / dpr;
    const y = (d: number): number => Math.round((y0 - (d - view.dLo) * ch) * dpr) / dpr;
    const scale = this.scale();
    ctx.save();
    ctx.beginPath();
    ctx.rect(m.left, m.top, W - m.left - m.right, y0 - m.top);
    ctx.clip();
    // Pictures of one pixel per game or block, scaled onto the plot without smoothing.
    ctx.imageSmoothingEnabled = false;
    let atlasDone = !this.panel.atlas;
    this.atlasFrame = null;
    if (scale && this.panel.atlas && this.tileImages) {
      const drawn = drawAtlas(ctx, layout, this.panel.atlas, this.tileImages, params.color, colours, scale);
      [atlasDone, this.atlasFrame] = [drawn.done, drawn.frame];
    }
    let done = atlasDone;
    for (const piece of this.panel.pieces) {
      if (!piece.size || !scale) continue;
      let image = this.images.get(piece);
      if (!image) {
        image = new PlaneImage(piece);
        this.images.set(piece, image);
      }
      // A few ms a frame while the workers compute (the main thread shares the cores with
      // them); alone, a frame paints for longer, still well under a long task.
      done = image.paint(params.color, colours, scale, this.panel.running ? 6 : 24) && done;
      if (image.canvas) {
        const [left, top] = [x(piece.aFrom - 0.5), y(piece.dmax + 0.5)];
        ctx.drawImage(image.canvas, left, top, x(piece.amax + 0.5) - left, y(piece.dFrom - 0.5) - top);
      }
    }
    if (!done) this.scheduleDraw();
    // For tests: the games on show, and whether every cell (and tile in view) is in and painted in its final colours.
    this.canvas.dataset.window = [view.aLo, view.aHi, view.dLo, view.dHi].join(' ');
    this.canvas.dataset.complete = String(
      done && !!scale && !this.panel.running && computedIn(this.panel.pieces) === this.panel.total,
    );
    ctx.restore();
    drawAxes(ctx, layout, this.extent(), this.panel.cursor, this.panel.t);
    if (scale) this.drawLegend(scale, params.color, colours);
    // For the benchmark: how long this draw took, in ms.
    this.canvas.dataset.drawMs = (performance.now() - started).toFixed(2);
    this.panel.drawn();
  }

  drawLegend(scale: [number, number], colouring: Colouring, colours: ChartColours): void {
    // The same legend as last time: nothing to do (it is drawn with every frame of the chart).
    const key = `${colouring} ${scale} ${coloursKey(colours)}`;
    if (key === this.legendKey) return;
    this.legendKey = key;
    fill(this.legend, legendItems(colouring, colours, scale, this.panel.t));
    // Swatch colours come from data, so they are set as properties, not as style text.
    for (const i of this.legend.querySelectorAll('i')) i.style.background = i.dataset.colour ?? '';
  }

  /** The game under a pointer event, within the games the chart can show, or null. */
  gameAt(e: { readonly clientX: number; readonly clientY: number }): CellAt | null {
    const { params } = this.panel;
    if (!params) return null;
    const r = this.canvas.getBoundingClientRect();
    const { m, W, H, view, cw, ch } = this.layout(params);
    const [px, py] = [e.clientX - r.left, e.clientY - r.top];
    if (px < m.left || px > W - m.right || py < m.top || py > H - m.bottom) return null;
    const a = Math.floor(view.aLo + (px - m.left) / cw + 0.5);
    const delta = Math.floor(view.dLo + (H - m.bottom - py) / ch + 0.5);
    const { amax, dmax } = this.extent();
    if (a < 1 || delta < 1 || a > amax || delta > dmax) return null;
    return { a, delta };
  }

  /** The computed cell under a pointer event, or null. */
  cellAt(e: { readonly clientX: number; readonly clientY: number }): Cell | null {
    const at = this.gameAt(e);
    if (!at) return null;
    for (const p of this.panel.pieces) {
      const c = p.cell(at.a, at.delta);
      if (c) return c;
    }
    return null;
  }
}
