// The gap lane: each gap between P-positions as a bar coloured and sized by its type, with
// the chosen residue's (a+1)-gaps and their windows marked; zoomed out, the share of each type
// per pixel column (exact counts from the core).
import type { GapKind } from '../../pkg/asg_full.js';
import { cssVar } from '../base/palette.ts';
import { canvasFont } from '../base/theme.ts';
import { GAP_KINDS, gapKindOf } from '../text/codes.ts';
import { formatWhole } from '../text/format.ts';
import type { GapItem, LaneDrawing } from './lane-frame.ts';

/** Bar heights by type (a second cue besides colour). */
const HEIGHTS: Readonly<Record<GapKind, number>> = { 0: 0.3, 1: 0.55, 2: 0.8, 3: 1.0, 4: 0.42 };

/** An (a+1)-gap of the chosen residue: its index and pixels. */
interface Chosen {
  readonly n: bigint;
  readonly x0: number;
  readonly x1: number;
}

export function drawGaps({ lane, game, info, frame, view, dpr }: LaneDrawing): void {
  const ctx = lane.ctx;
  const H = lane.canvas.height;
  const base = H - 22 * dpr;
  const top = 26 * dpr;
  const colours = lane.gapColours();
  const g = game.gapsInView(view, 20000);
  const z = frame.zoom * dpr;
  const ink = cssVar(lane.canvas, '--asg-ink', '#000');
  const muted = cssVar(lane.canvas, '--asg-muted', '#666');
  const chosen: Chosen[] = [];
  const items: GapItem[] = [];
  for (const [i, code] of g.kind.entries()) {
    const kind = gapKindOf(code);
    const [x0, x1, n] = [g.x0[i], g.x1[i], g.index[i]];
    if (kind === null || x0 === undefined || x1 === undefined || n === undefined) continue;
    const barH = (base - top) * HEIGHTS[kind];
    ctx.fillStyle = colours[kind] ?? '#888';
    ctx.fillRect(x0 + (z >= 4 ? 1 : 0), base - barH, Math.max(1, x1 - x0 - (z >= 4 ? 1 : 0)), barH);
    items.push({ type: 'gap', x0, x1, n, from: g.from[i] ?? 0n, length: g.length[i] ?? 0n, kind });
    if (kind === 1 && lane.residue !== null && game.residueOfGap(n) === lane.residue) chosen.push({ n, x0, x1 });
  }
  lane.items.push(...items);
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
  // Each index is centred under its own bar (not on the tick at its left end, where it would
  // read as the label of the bar before).
  let lastLabel = -Infinity;
  const labelled: string[] = [];
  for (const it of items) {
    ctx.fillRect(it.x0, base, Math.max(1, dpr), 4 * dpr);
    const label = formatWhole(it.n, lane.t.tag);
    const half = ctx.measureText(label).width / 2;
    const mid = (it.x0 + it.x1) / 2;
    const room = mid - half > nameEnd + 4 * dpr && mid + half < W - 2 * dpr;
    if (room && mid - lastLabel >= (label.length * 6 + 10) * dpr) {
      lane.label(label, mid, base + 6 * dpr, muted);
      ctx.fillStyle = ink;
      lastLabel = mid;
      labelled.push(`${it.n}@${Math.round(mid / dpr)}`);
    }
  }
  // For tests and assistive tools: which indices are labelled, and where (CSS pixels).
  lane.canvas.dataset.indexLabels = labelled.join(',');
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = cssVar(lane.canvas, '--asg-label-bg', 'rgba(255,255,255,0.8)');
  ctx.fillRect(2 * dpr, H - 14 * dpr, nameEnd - 2 * dpr, 13 * dpr);
  lane.label(name, 5 * dpr, H - 4 * dpr, muted);
  // The chosen residue: its (a+1)-gaps outlined and the windows through them bracketed.
  if (chosen.length) {
    const focus = cssVar(lane.canvas, '--asg-focus', '#b35c00');
    ctx.strokeStyle = focus;
    ctx.lineWidth = 2 * dpr;
    for (const c of chosen) ctx.strokeRect(c.x0, top, Math.max(2, c.x1 - c.x0), base - top);
    const w = game.windowsInView(info.delta, view, 5000);
    const through = chosen.map((c) => c.n);
    let row = 0;
    for (const [i, m] of w.m.entries()) {
      const [n, x0, x1] = [w.n[i], w.x0[i], w.x1[i]];
      if (n === undefined || x0 === undefined || x1 === undefined) continue;
      if (!through.some((gap) => m <= gap && gap < n)) continue;
      const y = 4 * dpr + (row++ % 5) * 4 * dpr;
      ctx.beginPath();
      ctx.moveTo(x0, y + 6 * dpr);
      ctx.lineTo(x0, y);
      ctx.lineTo(x1, y);
      ctx.lineTo(x1, y + 6 * dpr);
      ctx.stroke();
    }
  }
  // For tests and assistive tools: which gaps are highlighted.
  lane.canvas.dataset.chosen = chosen.map((c) => c.n).join(',');
}

export function drawGapCounts({ lane, game, view, dpr }: LaneDrawing): void {
  const ctx = lane.ctx;
  const W = lane.canvas.width;
  const H = lane.canvas.height;
  const base = H - 22 * dpr;
  const top = 26 * dpr;
  const colours = lane.gapColours();
  // Exact counts per column from the core (five a column, in the order of GAP_KINDS); only their shares are drawn.
  const counts = Float64Array.from(game.gapKindsInColumns(view), Number);
  const count = (i: number): number => counts[i] ?? 0;
  // One pass per gap type (few fill-style changes), stacking from the baseline up.
  const heights = new Float64Array(W);
  for (const k of GAP_KINDS) {
    ctx.fillStyle = colours[k] ?? '#888';
    for (let px = 0; px < W; px++) {
      const i = 5 * px;
      const total = count(i) + count(i + 1) + count(i + 2) + count(i + 3) + count(i + 4);
      if (!total || !count(i + k)) continue;
      const hgt = ((base - top) * count(i + k)) / total;
      const below = heights[px] ?? 0;
      ctx.fillRect(px, base - below - hgt, 1, hgt);
      heights[px] = below + hgt;
    }
  }
  lane.items = [];
  ctx.fillStyle = cssVar(lane.canvas, '--asg-muted', '#666');
  ctx.font = canvasFont(11 * dpr, '', lane.t.lang);
  ctx.fillText(lane.t('lane-gaps-zoomed-out'), 6 * dpr, H - 6 * dpr);
}
