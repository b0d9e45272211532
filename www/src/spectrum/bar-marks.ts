// What is written over the spectrum's bars: numbers of k along the top, the marked k (a, b,
// a + b, δ, the middle of the period, p) with their captions, and the k in focus.
import { focusedIn } from '../base/dom.ts';
import { cssVar } from '../base/palette.ts';
import { canvasFont } from '../base/theme.ts';
import { floor, HEAP_END } from '../core/position.ts';
import { niceStep } from '../picture/labels.ts';
import type { Translator } from '../text/i18n.ts';

/** A k marked on the bars, with its caption (a, b, a + b, δ, the middle of the period, p). */
export interface BarMark {
  readonly k: bigint;
  readonly label: string;
  /** Zero by the rules (a move): drawn in the colour of a warning. */
  readonly zero?: boolean;
}

/** What the overlay reads of the bars it is drawn over (spectrum/bars.ts). */
export interface MarkedBars {
  readonly ctx: CanvasRenderingContext2D;
  readonly canvas: HTMLCanvasElement;
  readonly t: Translator;
  readonly params: { readonly x: bigint };
  readonly marks: readonly BarMark[];
  /** The k in focus. */
  readonly k: bigint;
  /** The centre of k's bar, in CSS pixels from the canvas's left. */
  centreOf(k: bigint): number;
}

/** Rows of mark captions: a, δ, b and a + b lie close together on a phone, and each keeps its caption. */
const ROWS = 4;

/** The tick numbers along the top, the marks with their captions, and the k in focus. */
export function drawOverlay(bars: MarkedBars, dpr: number, z: number): void {
  const ctx = bars.ctx;
  const W = bars.canvas.width;
  const ink = cssVar(bars.canvas, '--asg-ink', '#000');
  const bg = cssVar(bars.canvas, '--asg-label-bg', '#fff');
  const page = cssVar(bars.canvas, '--asg-bg', '#fff');
  const warn = cssVar(bars.canvas, '--asg-error', '#b00020');
  ctx.font = canvasFont(11 * dpr, '', bars.t.lang);
  ctx.textBaseline = 'middle';
  const pill = (text: string, x: number, y: number, colour: string): number => {
    const m = ctx.measureText(text);
    const pad = 3 * dpr;
    const left = Math.max(0, Math.min(x - m.width / 2 - pad, W - m.width - 2 * pad));
    // Opaque under the label's own tint, so that no line or bar shows through the words.
    for (const fill of [page, bg]) {
      ctx.fillStyle = fill;
      ctx.fillRect(left, y, m.width + 2 * pad, 15 * dpr);
    }
    ctx.fillStyle = colour;
    ctx.fillText(text, left + pad, y + 7.5 * dpr + 0.5);
    return left;
  };
  // Numbers of k along the top, far enough apart for the widest.
  const widest = ctx.measureText(bars.t.whole(floor(bars.params.x) + BigInt(Math.ceil(W / (z * dpr))))).width;
  const step = niceStep(Math.max(60, widest / dpr + 24) / z);
  const first = ((floor(bars.params.x) + step - 1n) / step) * step;
  for (let k = first < 0n ? 0n : first; k < HEAP_END; k += step) {
    const x = bars.centreOf(k) * dpr;
    if (x >= W) break;
    ctx.fillStyle = ink;
    ctx.fillRect(Math.round(x), 20 * dpr, Math.max(1, dpr), 5 * dpr);
    pill(bars.t.whole(k), x, 3 * dpr, ink);
  }
  // The marks: all their lines first, then their captions over them (no line crosses a caption),
  // in up to ROWS rows so that neighbours never cover each other (a caption with no room left is
  // not written; its line stays).
  const shown = bars.marks
    .map((mark) => ({ mark, x: Math.round(bars.centreOf(mark.k) * dpr) }))
    .filter(({ x }) => x >= -dpr && x <= W + dpr);
  ctx.globalAlpha = 0.7;
  for (const { mark, x } of shown) {
    ctx.fillStyle = mark.zero ? warn : ink;
    ctx.fillRect(x, 28 * dpr, Math.max(1, dpr), bars.canvas.height - 28 * dpr);
  }
  ctx.globalAlpha = 1;
  const rights: number[] = Array(ROWS).fill(-Infinity);
  const boxes: string[] = [];
  for (const { mark, x } of shown) {
    const half = ctx.measureText(mark.label).width / 2 + 6 * dpr;
    const left = Math.max(0, Math.min(x - half, W - 2 * half));
    const row = rights.findIndex((right) => right < left);
    if (row < 0) continue;
    const at = pill(mark.label, x, (30 + 17 * row) * dpr, mark.zero ? warn : ink);
    rights[row] = left + 2 * half;
    boxes.push([at, 30 + 17 * row, at + 2 * half - 6 * dpr].map((v, i) => Math.round(i === 1 ? v : v / dpr)).join(' '));
  }
  // For tests and assistive tools: the captions' boxes (left, top, right in CSS pixels) and the lines' x.
  bars.canvas.dataset.markCaptions = boxes.join(',');
  bars.canvas.dataset.markLines = shown.map(({ x }) => Math.round(x / dpr)).join(',');
  // The k in focus: a line in the focus colour, a ring while the canvas has focus.
  const focus = cssVar(bars.canvas, '--asg-focus', '#b35c00');
  const x = bars.centreOf(bars.k) * dpr;
  const wk = Math.max(z * dpr, 2 * dpr);
  ctx.strokeStyle = focus;
  ctx.lineWidth = (focusedIn(bars.canvas) === bars.canvas ? 2 : 1) * dpr;
  // Below the captions' rows.
  const top = 30 + 17 * ROWS + 1;
  ctx.strokeRect(x - wk / 2, top * dpr, wk, bars.canvas.height - (top + 1) * dpr);
}
