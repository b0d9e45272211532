// The collision lane: the windows for a shift k as arcs over their gap runs, the P-positions on
// a baseline and W0 − k below it; zoomed out, windows per heap in each pixel column.
import { cssVar } from '../base/palette.ts';
import { canvasFont } from '../base/theme.ts';
import type { LaneDrawing, WindowItem } from './lane-frame.ts';

/** The shift in force: the one asked for, or δ. */
function shiftK({ lane, info }: LaneDrawing): bigint {
  return lane.shift ?? info.delta;
}

export function drawWindows(drawing: LaneDrawing): void {
  const { lane, game, info, frame, view, dpr } = drawing;
  const ctx = lane.ctx;
  const H = lane.canvas.height;
  const k = shiftK(drawing);
  const base = Math.round(H * 0.62);
  const [w0, w3] = [cssVar(lane.canvas, '--asg-w0', '#888'), cssVar(lane.canvas, '--asg-w3', '#888')];
  const ink = cssVar(lane.canvas, '--asg-ink', '#000');
  const muted = cssVar(lane.canvas, '--asg-muted', '#666');
  const arc = cssVar(lane.canvas, '--asg-arc', ink);
  // Arcs: every pair of P-positions k apart that reaches into the view.
  const w = game.windowsInView(k, view, 5000);
  ctx.lineWidth = Math.max(1, 1.5 * dpr);
  const maxH = base - 8 * dpr;
  const hot = lane.hot;
  if (hot) {
    // The window under the pointer: its run of gaps shaded, from w_m to w_n.
    ctx.fillStyle = cssVar(lane.canvas, '--asg-region0', '#eef');
    ctx.fillRect(hot.x0, 0, hot.x1 - hot.x0, H);
  }
  const items: WindowItem[] = [];
  for (const [i, m] of w.m.entries()) {
    const [n, lower, upper, x0, x1] = [w.n[i], w.lower[i], w.upper[i], w.x0[i], w.x1[i]];
    if (n === undefined || lower === undefined || upper === undefined || x0 === undefined || x1 === undefined) continue;
    const r = Math.min(maxH, (x1 - x0) / 2);
    ctx.strokeStyle = hot && hot.m === m ? cssVar(lane.canvas, '--asg-focus', '#b35c00') : arc;
    ctx.beginPath();
    ctx.ellipse((x0 + x1) / 2, base, (x1 - x0) / 2, r, 0, Math.PI, 2 * Math.PI);
    ctx.stroke();
    items.push({ type: 'window', x0, x1, m, n, lower, upper });
  }
  lane.items.push(...items);
  // P-positions on the baseline; below it, W0 − k: a shifted P-position that lands on a
  // P-position is a window's lower end, one that does not is in W3 (for k = δ in the regime).
  const z = frame.zoom * dpr;
  const dot = Math.max(2 * dpr, Math.min(z * 0.8, 7 * dpr));
  const zeros = game.gapsInView(view, 20000);
  ctx.fillStyle = w0;
  for (const x0 of zeros.x0) {
    const x = x0 + z / 2;
    if (x >= 0) ctx.fillRect(x - dot / 2, base - dot / 2, dot, dot);
  }
  const shiftedY = base + 22 * dpr;
  const theorem = info.proven && k === info.delta;
  const shifted = game.shiftedInView(k, view, 20000);
  for (const [i, x] of shifted.x.entries()) {
    const v = shifted.value[i];
    ctx.fillStyle = v === 0 ? w0 : theorem && v === 3 ? w3 : muted;
    ctx.fillRect(x - dot / 2, shiftedY - dot / 2, dot, dot);
  }
  ctx.font = canvasFont(11 * dpr, '', lane.t.lang);
  lane.label('W0', 4 * dpr, base - 6 * dpr, ink);
  lane.label(lane.t(theorem ? 'lane-shifted-theorem' : 'lane-shifted', { k }), 4 * dpr, shiftedY + 16 * dpr, muted);
}

export function drawWindowCounts(drawing: LaneDrawing): void {
  const { lane, game, view, dpr } = drawing;
  const ctx = lane.ctx;
  const W = lane.canvas.width;
  const H = lane.canvas.height;
  const per = view.perPixel;
  const counts = game.windowsInColumns(shiftK(drawing), view);
  ctx.font = canvasFont(11 * dpr, '', lane.t.lang);
  const muted = cssVar(lane.canvas, '--asg-muted', '#666');
  if (!counts) {
    lane.label(lane.t('lane-windows-uncounted'), 6 * dpr, H / 2, muted);
    return;
  }
  let max = 0;
  for (const c of counts) max = Math.max(max, Number(c) / per);
  const base = H - 22 * dpr;
  ctx.fillStyle = cssVar(lane.canvas, '--asg-arc', '#444');
  for (let px = 0; px < W; px++) {
    const density = Number(counts[px] ?? 0n) / per;
    const hgt = max ? ((base - 10 * dpr) * density) / max : 0;
    ctx.fillRect(px, base - hgt, 1, hgt);
  }
  lane.label(lane.t('lane-windows-zoomed-out'), 6 * dpr, H - 6 * dpr, muted);
}
