// The landscape's lines and labels over its cells: the lines δ = ka, the primitive quadratic
// wedge, the axes numbered in the reader's digit groups, and the keyboard cursor.
import { cssVar } from '../base/palette.ts';
import { canvasFont } from '../base/theme.ts';
import { formatWhole } from '../text/format.ts';
import type { Translator } from '../text/i18n.ts';
import type { CellAt, ChartLayout } from './chart-frame.ts';

/** Draws the lines, labels, axes and cursor of a chart laid out as `layout`, over games a ≤ amax, δ ≤ dmax. */
export function drawAxes(
  ctx: CanvasRenderingContext2D,
  { m, W, H, view, cw, ch }: ChartLayout,
  { amax, dmax }: { amax: number; dmax: number },
  cursor: CellAt | null,
  t: Translator,
): void {
  const canvas = ctx.canvas;
  const y0 = H - m.bottom;
  const x = (a: number): number => m.left + (a - view.aLo) * cw;
  const y = (d: number): number => y0 - (d - view.dLo) * ch;
  ctx.save();
  ctx.beginPath();
  ctx.rect(m.left, m.top, W - m.left - m.right, y0 - m.top);
  ctx.clip();
  const ink = cssVar(canvas, '--asg-ink', '#000');
  const muted = cssVar(canvas, '--asg-muted', '#666');
  // The lines δ = k·a, and the primitive quadratic wedge a < δ < 2a.
  const at = (a: number, d: number): [number, number] => [x(a), y(d)];
  ctx.strokeStyle = ink;
  ctx.globalAlpha = 0.55;
  ctx.lineWidth = 1;
  ctx.font = canvasFont(10, '', t.lang);
  const labelled: [number, number][] = [];
  for (let k = 1; k <= 12; k++) {
    const aEnd = Math.min(amax, dmax / k);
    if (aEnd < 1) break;
    ctx.setLineDash(k === 1 || k === 2 ? [] : [3, 3]);
    ctx.beginPath();
    ctx.moveTo(...at(0.5, 0.5 * k));
    ctx.lineTo(...at(aEnd + 0.5, k * (aEnd + 0.5)));
    ctx.stroke();
    const end = Math.min(aEnd, view.aHi - 0.5, view.dHi / k);
    const [lx, ly] = at(end, k * end);
    ctx.fillStyle = ink;
    const pos: [number, number] = [Math.min(lx + 2, W - m.right - 30), Math.max(ly + 10, m.top + 10)];
    // Only labels with room around them (the lines crowd towards the top left).
    if (end >= view.aLo && labelled.every(([x, y]) => Math.abs(x - pos[0]) > 36 || Math.abs(y - pos[1]) > 12)) {
      ctx.fillText(`δ=${k === 1 ? '' : k}a`, ...pos);
      labelled.push(pos);
    }
  }
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
  ctx.restore();
  ctx.fillStyle = ink;
  ctx.font = canvasFont(11, 600, t.lang);
  const wa = Math.max(2, Math.min(amax, (view.aLo + view.aHi) / 2) * 0.6 + view.aLo * 0.4);
  const [wx, wy] = at(wa, wa * 1.5);
  if (wy > m.top + 10 && wy < y0 && wx > m.left && wx < W - m.right) {
    ctx.fillText(t('landscape-wedge'), Math.min(wx + 4, W - m.right - 110), wy);
  }
  // Axes, numbered in the reader's digit groups.
  ctx.fillStyle = muted;
  ctx.font = canvasFont(11, '', t.lang);
  ctx.textAlign = 'center';
  const whole = (n: number): string => formatWhole(n, t.tag);
  const astep = Math.max(1, Math.ceil(40 / cw / 5) * 5);
  for (let a = Math.max(astep, Math.ceil(view.aLo / astep) * astep); a <= Math.min(amax, view.aHi); a += astep) {
    ctx.fillText(whole(a), x(a), y0 + 14);
  }
  ctx.fillText('a', m.left + (W - m.left - m.right) / 2, y0 + 28);
  ctx.textAlign = 'right';
  const dstep = Math.max(1, Math.ceil(24 / ch / 10) * 10);
  const middle = m.top + (y0 - m.top) / 2;
  for (let d = Math.max(dstep, Math.ceil(view.dLo / dstep) * dstep); d <= Math.min(dmax, view.dHi); d += dstep) {
    const label = whole(d);
    // A wide number (δ in the thousands) would run into the axis's name δ beside the middle.
    if (Math.abs(y(d) - middle) < 12 && ctx.measureText(label).width > m.left - 22) continue;
    ctx.fillText(label, m.left - 4, y(d) + 4);
  }
  ctx.save();
  ctx.translate(12, middle);
  ctx.rotate(-Math.PI / 2);
  ctx.textAlign = 'center';
  ctx.fillText('δ', 0, 0);
  ctx.restore();
  ctx.textAlign = 'left';
  if (cursor) {
    ctx.strokeStyle = cssVar(canvas, '--asg-focus', '#b35c00');
    ctx.lineWidth = 2;
    ctx.strokeRect(x(cursor.a - 0.5) - 1, y(cursor.delta + 0.5) - 1, cw + 2, ch + 2);
  }
}
