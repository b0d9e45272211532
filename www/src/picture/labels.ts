// The labels drawn over the main picture: heap numbers along the number line and the grid,
// the lane names, the values written in large cells, and the guide line.
import type { Game, PixelBox, PixelSpan } from '../../pkg/asg.js';
import { cssColour, cssVar, type Palette } from '../base/palette.ts';
import { canvasFont } from '../base/theme.ts';
import type { Core } from '../core/core.ts';
import { floor, HEAP_END } from '../core/position.ts';
import type { Mark } from '../state/context.ts';
import { formatWhole } from '../text/format.ts';
import type { Translator } from '../text/i18n.ts';
import type { Cursor } from './cursor.ts';
import { type Placed, placeLabel } from './label-place.ts';
import type { ViewParams } from './params.ts';

/** A "nice" step (1, 2 or 5 × 10^k, a BigInt) of at least `min` heaps. */
export function niceStep(min: number): bigint {
  if (!(min > 1)) return 1n;
  const k = Math.floor(Math.log10(min));
  const p = 10n ** BigInt(k);
  for (const m of [1n, 2n, 5n, 10n]) if (Number(m * p) >= min) return m * p;
  return 10n * p;
}

/** The first multiple of `step` at or after the whole part of position `p` (≥ 0). */
function firstTick(p: bigint, step: bigint): bigint {
  const h = floor(p);
  const m = ((h + step - 1n) / step) * step;
  return m < 0n ? 0n : m;
}

/** The middle of pixels [x0, x1) (device pixels). */
function middle(x0 = 0, x1 = 0): number {
  return (x0 + x1) / 2;
}

/** What the labels read of the picture they are drawn over (view.ts): its frame, its game, what is marked or hidden. */
export interface LabelledView {
  readonly canvas: HTMLCanvasElement;
  readonly ctx: CanvasRenderingContext2D;
  readonly t: Translator;
  readonly core: Pick<Core, 'stripLayout'>;
  readonly cursor: Pick<Cursor, 'draw'>;
  readonly game: Game | null;
  readonly params: ViewParams;
  readonly palette: Palette | null;
  readonly proven: boolean;
  readonly guide: bigint | null;
  readonly marks: readonly Mark[];
  readonly hidden: boolean;
  readonly hiddenFrom: bigint | null;
  zoom(): number;
  rowWidth(): bigint;
  rowHeight(): number;
  stripPixels(h: bigint, z: number, dpr: number): PixelSpan;
  gridPixels(h: bigint, z: number, dpr: number): PixelBox;
}

/** Draws the labels of a picture (view.ts) over it: every pixel of a heap is the core's. */
export class Labels {
  private readonly ctx: CanvasRenderingContext2D;
  private readonly canvas: HTMLCanvasElement;
  /** The frame's device pixels per CSS pixel and colours of text and its background. */
  private dpr = 1;
  private ink = '#000';
  private labelBg = '#fff';
  /** Device x where the lane names end (0: none drawn), which the marks' labels keep clear of. */
  private namesEnd = 0;

  constructor(private readonly view: LabelledView) {
    this.ctx = view.ctx;
    this.canvas = view.canvas;
  }

  /** `text` on a background, at device point (x, y), aligned to it on the left, right or centre. */
  pill(
    text: string,
    x: number,
    y: number,
    align: 'left' | 'right' | 'centre' = 'left',
    colour: string | null = null,
  ): void {
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

  /** Draws every label for a frame at `dpr` device pixels per CSS pixel and `z` CSS pixels a heap. */
  draw(dpr: number, z: number): void {
    const ctx = this.ctx;
    this.dpr = dpr;
    this.ink = cssVar(this.canvas, '--asg-ink', '#000');
    this.labelBg = cssVar(this.canvas, '--asg-label-bg', 'rgba(255,255,255,0.8)');
    ctx.font = canvasFont(11 * dpr, '', this.view.t.lang);
    ctx.textBaseline = 'middle';
    if (this.view.hidden) this.cover(dpr);
    if (this.view.params.view === 'strip') this.drawStripLabels(dpr, z);
    else this.drawGridLabels(dpr, z);
    this.drawMarks(dpr, z);
    this.view.cursor.draw(ctx, dpr, cssVar(this.canvas, '--asg-focus', '#b35c00'));
  }

  /**
   * Values hidden (practice, play without hints): the picture is covered, the heaps along the
   * number line in one neutral colour and its lanes empty, so no colour gives a value away.
   */
  cover(dpr: number): void {
    const ctx = this.ctx;
    const [W, H] = [this.canvas.width, this.canvas.height];
    // On the number line only the heaps from `hiddenFrom` on may be hidden (the rest stay to be read).
    const from = this.view.params.view === 'strip' ? this.hiddenX(dpr) : 0;
    if (from >= W) return;
    ctx.fillStyle = cssVar(this.canvas, '--asg-bg', '#fff');
    ctx.fillRect(from, 0, W - from, H);
    ctx.fillStyle = cssVar(this.canvas, '--asg-gap0', '#bbb');
    if (this.view.params.view === 'strip') {
      const [top = 0, bottom = 0] = this.view.core.stripLayout(this.canvas.height);
      ctx.fillRect(from, top, W - from, bottom - top);
    } else ctx.fillRect(0, 18 * dpr, W, H - 18 * dpr);
  }

  /** Device x where the hidden heaps begin on the number line (0: all hidden). */
  hiddenX(dpr: number): number {
    const from = this.view.hiddenFrom ?? 0n;
    if (from <= 0n) return 0;
    return Math.max(0, Math.round(this.view.stripPixels(from, this.view.zoom(), dpr)[0] ?? 0));
  }

  /**
   * Heaps marked on the picture (a heap and the heaps its moves reach): a line across the number
   * line, or a frame around a grid cell, each with its label (such as −5).
   */
  drawMarks(dpr: number, z: number): void {
    const marks = this.view.marks;
    this.canvas.dataset.markLabels = '';
    this.canvas.dataset.laneNamesEnd = String(Math.round(this.namesEnd / dpr));
    if (!marks.length) return;
    const ctx = this.ctx;
    const focus = cssVar(this.canvas, '--asg-focus', '#b35c00');
    // Lines leave out the middle of the band, where the values are written when cells are large.
    const band = this.view.params.view === 'strip' ? this.view.core.stripLayout(this.canvas.height) : null;
    const layout = band ? ([band[0] ?? 0, band[1] ?? 0] as const) : null;
    const gap =
      layout && z >= 16
        ? ([layout[0] + (layout[1] - layout[0]) * 0.25, layout[0] + (layout[1] - layout[0]) * 0.75] as const)
        : null;
    // For tests and assistive tools: where each label starts, its line, where it ends and its top (CSS pixels).
    const labelled: string[] = [];
    const placed: Placed[] = [];
    for (const { heap, label, main, edge, tick } of marks) {
      ctx.fillStyle = main || tick ? this.ink : focus;
      if (layout) {
        // A tick marks a heap from above the band (a shifted P-position); an edge, a side of the heap.
        // The core places the heap's cell; an edge is one of its sides, otherwise its middle.
        const [left = 0, right = 0] = this.view.stripPixels(heap, z, dpr);
        const at = edge === 'start' ? left : edge === 'end' ? right : middle(left, right);
        const x = Math.round(at);
        if (x < -dpr || x > this.canvas.width + dpr) continue;
        const w = Math.max(1, dpr) * (main || tick ? 2 : 1);
        const x0 = x - (main || tick ? dpr : 0);
        if (tick) {
          const size = Math.max(3 * dpr, Math.min(7 * dpr, z * dpr * 0.5));
          ctx.beginPath();
          ctx.moveTo(x - size, layout[0]);
          ctx.lineTo(x + size, layout[0]);
          ctx.lineTo(x, layout[0] + 1.6 * size);
          ctx.closePath();
          ctx.fill();
          ctx.fillRect(x0, layout[0], w, (layout[1] - layout[0]) * 0.3);
          continue;
        }
        if (gap) {
          ctx.fillRect(x0, 0, w, gap[0]);
          ctx.fillRect(x0, gap[1], w, this.canvas.height - gap[1]);
        } else ctx.fillRect(x0, 0, w, this.canvas.height);
        // A label right beside its line, clear of the lane names and the other labels (label-place.ts).
        if (label) {
          const rows = { bottom: this.canvas.height - 20 * dpr, top: 3 * dpr, namesEnd: this.namesEnd, gap: 3 * dpr };
          const at = placeLabel(x, this.ctx.measureText(label).width + 6 * dpr, rows, placed);
          this.pill(label, at.left, at.y, 'left', focus);
          labelled.push([at.left, x, at.right, at.y].map((v) => Math.round(v / dpr)).join(':'));
        }
      } else {
        const [x = 0, x1 = 0, y = 0, y1 = 0] = this.view.gridPixels(heap, z, dpr);
        ctx.strokeStyle = main ? this.ink : focus;
        ctx.lineWidth = 2 * dpr;
        ctx.strokeRect(x, y, Math.max(x1 - x, 2 * dpr), Math.max(y1 - y, 2 * dpr));
        if (label) this.pill(label, Math.max(x1, x + 2 * dpr) + 2 * dpr, y, 'left', focus);
      }
    }
    this.canvas.dataset.markLabels = labelled.join(',');
  }

  /** CSS pixels between labels wide enough for the label of heap `widest` (at least `least`). */
  labelSpace(widest: bigint, dpr: number, least = 90): number {
    return Math.max(least, this.ctx.measureText(`+${formatWhole(widest, this.view.t.tag)}`).width / dpr + 24);
  }

  drawStripLabels(dpr: number, z: number): void {
    const ctx = this.ctx;
    const W = this.canvas.width;
    const layout = this.view.core.stripLayout(this.canvas.height);
    // The strip's rows from the core: the heaps' band, then each value's lane (top and bottom of each).
    const row = (i: number): number => layout[i] ?? 0;
    const step = niceStep(this.labelSpace(floor(this.view.params.x) + BigInt(Math.ceil(W / (z * dpr))), dpr) / z);
    ctx.fillStyle = this.ink;
    for (let x = firstTick(this.view.params.x, step); x < HEAP_END; x += step) {
      const px = Math.round(this.view.stripPixels(x, z, dpr)[0] ?? 0);
      if (px >= W) break;
      ctx.fillStyle = this.ink;
      ctx.fillRect(px, row(1) - 6 * dpr, Math.max(1, dpr), 6 * dpr);
      this.pill(formatWhole(x, this.view.t.tag), px + 2 * dpr, row(1) - 22 * dpr);
    }
    // The lanes: by class name where Theorem 1 names the classes, by value elsewhere.
    const proven = this.view.proven;
    const names = [0, 1, 2, 3].map((v) => this.view.t(proven ? 'lane-class' : 'lane-value', { value: v }));
    this.namesEnd = 0;
    for (let v = 0; v < 4 && (!this.view.hidden || (this.view.hiddenFrom ?? 0n) > 0n); v++) {
      const y0 = row(2 + 2 * v);
      const y1 = row(3 + 2 * v);
      const colour = this.view.palette?.[v];
      if (y1 - y0 >= 14 * dpr)
        this.namesEnd = Math.max(this.namesEnd, ctx.measureText(names[v] ?? '').width + 10 * dpr);
      if (y1 - y0 >= 14 * dpr)
        this.pill(
          names[v] ?? '',
          4 * dpr,
          (y0 + y1) / 2 - 7.5 * dpr,
          'left',
          colour === undefined ? null : cssColour(colour),
        );
    }
    if (!this.view.hidden || (this.view.hiddenFrom ?? 0n) > 0n) this.drawValueDigits(dpr, z, row(0), row(1));
    if (this.view.guide !== null) {
      ctx.fillStyle = this.ink;
      const [x0, x1] = this.view.stripPixels(this.view.guide, z, dpr);
      ctx.fillRect(Math.round(middle(x0, x1)), 0, Math.max(1, dpr), this.canvas.height);
    }
  }

  /** When cells are large, their values are written in them, for reading without colour. */
  drawValueDigits(dpr: number, z: number, y0: number, y1: number): void {
    const game = this.view.game;
    if (z < 16 || this.view.params.view !== 'strip' || !game) return;
    const ctx = this.ctx;
    const from = floor(this.view.params.x);
    const count = BigInt(Math.ceil(this.canvas.width / (z * dpr)) + 1);
    // No digit for a hidden heap.
    const end = this.view.hidden ? (this.view.hiddenFrom ?? 0n) : HEAP_END;
    const n = count < end - from ? count : end - from;
    if (n <= 0n) return;
    let values: Uint8Array;
    try {
      values = game.nim(from, n);
    } catch {
      return;
    }
    ctx.font = canvasFont(Math.min(14, z * 0.5) * dpr, 600, this.view.t.lang);
    ctx.textAlign = 'center';
    ctx.fillStyle = this.digitColour();
    for (const [i, value] of values.entries()) {
      const [x0, x1] = this.view.stripPixels(from + BigInt(i), z, dpr);
      ctx.fillText(String(value), middle(x0, x1), (y0 + y1) / 2);
    }
    ctx.textAlign = 'left';
    ctx.font = canvasFont(11 * dpr, '', this.view.t.lang);
  }

  /** Digits in the cells, in the background's colour (the cells are coloured). */
  private digitColour(): string {
    const background = this.view.palette?.[4];
    return background === undefined ? '#fff' : cssColour(background);
  }

  drawGridLabels(dpr: number, z: number): void {
    const W = this.view.rowWidth();
    const rh = this.view.rowHeight();
    const p = this.view.params;
    // Column numbers along the top.
    const cstep = niceStep(this.labelSpace(W, dpr, 70) / z);
    // A column's pixels are the same in every row: those of heap c (row 0).
    for (let c = firstTick(p.col, cstep); c < W; c += cstep) {
      const px = this.view.gridPixels(c, z, dpr)[0] ?? 0;
      if (px >= this.canvas.width) break;
      this.pill(`+${formatWhole(c, this.view.t.tag)}`, px, 2 * dpr);
    }
    // The first heap of some rows down the left side.
    const rstep = niceStep(24 / rh);
    for (let r = firstTick(p.row, rstep); r * W < HEAP_END; r += rstep) {
      const py = this.view.gridPixels(r * W, z, dpr)[2] ?? 0;
      if (py >= this.canvas.height) break;
      if (py < 18 * dpr) continue;
      this.pill(formatWhole(r * W, this.view.t.tag), 2 * dpr, py);
    }
    const game = this.view.game;
    if (z >= 16 && !this.view.hidden && game) {
      // Values in the cells.
      const ctx = this.ctx;
      ctx.font = canvasFont(Math.min(14, z * 0.5) * dpr, 600, this.view.t.lang);
      ctx.textAlign = 'center';
      ctx.fillStyle = this.digitColour();
      const cols = BigInt(Math.ceil(this.canvas.width / (z * dpr)) + 1);
      const rows = BigInt(Math.ceil(this.canvas.height / (rh * dpr)) + 1);
      const c0 = floor(p.col) < 0n ? 0n : floor(p.col);
      const cEnd = c0 + cols < W ? c0 + cols : W;
      // Each column's middle once: a column's pixels are the same in every row.
      const xs = Array.from({ length: Number(cEnd - c0) }, (_, i) => {
        const [x0, x1] = this.view.gridPixels(c0 + BigInt(i), z, dpr);
        return middle(x0, x1);
      });
      for (let r = floor(p.row); r < floor(p.row) + rows && c0 < cEnd; r++) {
        const from = r * W + c0;
        if (from >= HEAP_END) break;
        const n = cEnd - c0 < HEAP_END - from ? cEnd - c0 : HEAP_END - from;
        let values: Uint8Array;
        try {
          values = game.nim(from, n);
        } catch {
          return;
        }
        const [, , y0, y1] = this.view.gridPixels(from, z, dpr);
        for (const [i, value] of values.entries()) ctx.fillText(String(value), xs[i] ?? 0, middle(y0, y1));
      }
      ctx.textAlign = 'left';
      ctx.font = canvasFont(11 * dpr, '', this.view.t.lang);
    }
  }
}
