// The gap lane: each gap between P-positions as a bar coloured and sized by its type, with
// the chosen residue's (a+1)-gaps and their windows marked; zoomed out, the share of each type
// per pixel column (exact counts from the core).
// @ts-nocheck
import { cssVar } from '../picture/palette.ts';
import { canvasFont } from '../picture/theme.ts';
import { formatWhole } from '../text/format.ts';

/** Bar heights by type (a second cue besides colour). */
const HEIGHTS = [0.3, 0.55, 0.8, 1.0, 0.42];

export function drawGaps(lane, dpr) {
  const ctx = lane.ctx;
  const H = lane.canvas.height;
  const base = H - 22 * dpr;
  const top = 26 * dpr;
  const colours = lane.gapColours();
  const g = lane.game.gapsInView(...lane.view, 20000);
  const z = lane.frame.zoom * dpr;
  const ink = cssVar(lane.canvas, '--asg-ink', '#000');
  const muted = cssVar(lane.canvas, '--asg-muted', '#666');
  const chosen = [];
  for (let i = 0; i < g.kind.length; i++) {
    const [x0, x1, kind, n] = [g.x0[i], g.x1[i], g.kind[i], g.index[i]];
    const barH = (base - top) * HEIGHTS[kind];
    ctx.fillStyle = colours[kind];
    ctx.fillRect(x0 + (z >= 4 ? 1 : 0), base - barH, Math.max(1, x1 - x0 - (z >= 4 ? 1 : 0)), barH);
    lane.items.push({ x0, x1, n, from: g.from[i], length: g.length[i], kind });
    if (kind === 1 && lane.residue !== null && lane.game.residueOfGap(n) === lane.residue) chosen.push({ n, x0, x1 });
  }
  // P-positions: ticks on the baseline, with their indices where there is room.
  ctx.fillStyle = ink;
  ctx.font = canvasFont(10 * dpr, '', lane.t.lang);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  // The numbers under the bars count P-positions (the gap's index n), not heaps: the name of
  // that count sits at the left end, and no index is drawn over it or cut by an edge.
  const name = lane.t('lane-gap-index');
  const nameEnd = 8 * dpr + ctx.measureText(name).width;
  const W = lane.canvas.width;
  let lastLabel = -Infinity;
  for (const it of lane.items) {
    ctx.fillRect(it.x0, base, Math.max(1, dpr), 4 * dpr);
    const label = formatWhole(it.n, lane.t.tag);
    const half = ctx.measureText(label).width / 2;
    const room = it.x0 - half > nameEnd + 4 * dpr && it.x0 + half < W - 2 * dpr;
    if (room && it.x0 - lastLabel >= (label.length * 6 + 10) * dpr) {
      lane.label(label, it.x0, base + 6 * dpr, muted);
      ctx.fillStyle = ink;
      lastLabel = it.x0;
    }
  }
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = cssVar(lane.canvas, '--asg-label-bg', 'rgba(255,255,255,0.8)');
  ctx.fillRect(2 * dpr, H - 14 * dpr, nameEnd - 2 * dpr, 13 * dpr);
  lane.label(name, 5 * dpr, H - 4 * dpr, muted);
  // The chosen residue: its (a+1)-gaps outlined and the windows through them bracketed.
  if (chosen.length) drawChosen(lane, chosen, base, top, dpr);
  // For tests and assistive tools: which gaps are highlighted.
  lane.canvas.dataset.chosen = chosen.map((c) => c.n).join(',');
}

export function drawChosen(lane, chosen, base, top, dpr) {
  const ctx = lane.ctx;
  const focus = cssVar(lane.canvas, '--asg-focus', '#b35c00');
  ctx.strokeStyle = focus;
  ctx.lineWidth = 2 * dpr;
  for (const c of chosen) ctx.strokeRect(c.x0, top, Math.max(2, c.x1 - c.x0), base - top);
  const w = lane.game.windowsInView(lane.info.delta, ...lane.view, 5000);
  const through = chosen.map((c) => c.n);
  let row = 0;
  for (let i = 0; i < w.m.length; i++) {
    const [m, n] = [w.m[i], w.n[i]];
    if (!through.some((g) => m <= g && g < n)) continue;
    const y = 4 * dpr + (row++ % 5) * 4 * dpr;
    const [x0, x1] = [w.x0[i], w.x1[i]];
    ctx.beginPath();
    ctx.moveTo(x0, y + 6 * dpr);
    ctx.lineTo(x0, y);
    ctx.lineTo(x1, y);
    ctx.lineTo(x1, y + 6 * dpr);
    ctx.stroke();
  }
}

export function drawGapCounts(lane, dpr) {
  const ctx = lane.ctx;
  const W = lane.canvas.width;
  const H = lane.canvas.height;
  const base = H - 22 * dpr;
  const top = 26 * dpr;
  const colours = lane.gapColours();
  // Exact counts per column from the core; only their shares are drawn.
  const counts = Float64Array.from(lane.game.gapKindsInColumns(...lane.view), Number);
  // One pass per gap type (few fill-style changes), stacking from the baseline up.
  const heights = new Float64Array(W);
  for (let k = 0; k < 5; k++) {
    ctx.fillStyle = colours[k];
    for (let px = 0; px < W; px++) {
      const i = 5 * px;
      const total = counts[i] + counts[i + 1] + counts[i + 2] + counts[i + 3] + counts[i + 4];
      if (!total || !counts[i + k]) continue;
      const hgt = ((base - top) * counts[i + k]) / total;
      ctx.fillRect(px, base - heights[px] - hgt, 1, hgt);
      heights[px] += hgt;
    }
  }
  lane.items = [];
  ctx.fillStyle = cssVar(lane.canvas, '--asg-muted', '#666');
  ctx.font = canvasFont(11 * dpr, '', lane.t.lang);
  ctx.fillText(lane.t('lane-gaps-zoomed-out'), 6 * dpr, H - 6 * dpr);
}
