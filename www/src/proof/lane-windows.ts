// The collision lane: the windows for a shift k as arcs over their gap runs, the P-positions on
// a baseline and W0 − k below it; zoomed out, windows per heap in each pixel column.
// @ts-nocheck
import { cssVar } from '../picture/palette.ts';
import { canvasFont } from '../picture/theme.ts';

/** The shift in force: the one asked for, or δ. */
export function shiftK(lane) {
  return lane.shift ?? lane.info.delta;
}

export function drawWindows(lane, dpr) {
  const ctx = lane.ctx;
  const H = lane.canvas.height;
  const k = shiftK(lane);
  const base = Math.round(H * 0.62);
  const classes = [0, 3].map((v) => cssVar(lane.canvas, `--asg-w${v}`, '#888'));
  const ink = cssVar(lane.canvas, '--asg-ink', '#000');
  const muted = cssVar(lane.canvas, '--asg-muted', '#666');
  const arc = cssVar(lane.canvas, '--asg-arc', ink);
  // Arcs: every pair of P-positions k apart that reaches into the view.
  const w = lane.game.windowsInView(k, ...lane.view, 5000);
  ctx.lineWidth = Math.max(1, 1.5 * dpr);
  const maxH = base - 8 * dpr;
  const hot = lane.hot;
  if (hot) {
    // The window under the pointer: its run of gaps shaded, from w_m to w_n.
    ctx.fillStyle = cssVar(lane.canvas, '--asg-region0', '#eef');
    ctx.fillRect(hot.x0, 0, hot.x1 - hot.x0, H);
  }
  for (let i = 0; i < w.m.length; i++) {
    const [x0, x1] = [w.x0[i], w.x1[i]];
    const r = Math.min(maxH, (x1 - x0) / 2);
    ctx.strokeStyle = hot && hot.m === w.m[i] ? cssVar(lane.canvas, '--asg-focus', '#b35c00') : arc;
    ctx.beginPath();
    ctx.ellipse((x0 + x1) / 2, base, (x1 - x0) / 2, r, 0, Math.PI, 2 * Math.PI);
    ctx.stroke();
    lane.items.push({ x0, x1, m: w.m[i], n: w.n[i], lower: w.lower[i], upper: w.upper[i], window: true });
  }
  // P-positions on the baseline; below it, W0 − k: a shifted P-position that lands on a
  // P-position is a window's lower end, one that does not is in W3 (for k = δ in the regime).
  const z = lane.frame.zoom * dpr;
  const dot = Math.max(2 * dpr, Math.min(z * 0.8, 7 * dpr));
  const zeros = lane.game.gapsInView(...lane.view, 20000);
  ctx.fillStyle = classes[0];
  for (let i = 0; i < zeros.x0.length; i++) {
    const x = zeros.x0[i] + z / 2;
    if (x >= 0) ctx.fillRect(x - dot / 2, base - dot / 2, dot, dot);
  }
  const shiftedY = base + 22 * dpr;
  const theorem = lane.info.proven && k === lane.info.delta;
  const shifted = lane.game.shiftedInView(k, ...lane.view, 20000);
  for (let i = 0; i < shifted.x.length; i++) {
    const v = shifted.value[i];
    ctx.fillStyle = v === 0 ? classes[0] : theorem && v === 3 ? classes[1] : muted;
    ctx.fillRect(shifted.x[i] - dot / 2, shiftedY - dot / 2, dot, dot);
  }
  ctx.font = canvasFont(11 * dpr, '', lane.t.lang);
  lane.label('W0', 4 * dpr, base - 6 * dpr, ink);
  lane.label(lane.t(theorem ? 'lane-shifted-theorem' : 'lane-shifted', { k }), 4 * dpr, shiftedY + 16 * dpr, muted);
}

export function drawWindowCounts(lane, dpr) {
  const ctx = lane.ctx;
  const W = lane.canvas.width;
  const H = lane.canvas.height;
  const per = lane.view[1];
  const counts = lane.game.windowsInColumns(shiftK(lane), ...lane.view);
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
    const density = Number(counts[px]) / per;
    const hgt = max ? ((base - 10 * dpr) * density) / max : 0;
    ctx.fillRect(px, base - hgt, 1, hgt);
  }
  lane.label(lane.t('lane-windows-zoomed-out'), 6 * dpr, H - 6 * dpr, muted);
}
