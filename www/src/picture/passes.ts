// A grid too slow for one frame comes in passes: coarse first (every few pixel rows) and sharper
// over the next frames, so that panning never waits for it. The time a row costs is measured as
// it goes, to plan each frame's share of rows.
// @ts-nocheck

/** Milliseconds of grid rows computed per frame, at most (drawing the picture adds 1–2 ms). */
export const FRAME_BUDGET_MS = 4;

/**
 * Plans the passes of a grid frame of `view` at `z` CSS px a heap, `dpr` and a `w`×`h` canvas. A
 * new picture (game, row width, zoom or size) may cost anything per row: the estimate is
 * forgotten and the first pass takes every 64th row, which also measures it. Otherwise it starts
 * coarse enough that the first pass takes half the budget, as rows differ in cost.
 */
export function startPasses(view, z, dpr, w, h) {
  const key = `${view.rowWidth()} ${z * dpr} ${w}×${h}`;
  if (view.costGame !== view.game || view.costKey !== key) {
    [view.costGame, view.costKey, view.costMs, view.costRows, view.rowMs] = [view.game, key, 0, 0, undefined];
  }
  const guess = view.rowMs === undefined ? Infinity : view.rowMs * h;
  let stride = 1;
  while (stride < 64 && guess / stride > FRAME_BUDGET_MS / 2) stride *= 2;
  view.refining = { frame: view.gridFrame(z, dpr), h, stride, fresh: true, next: 0 };
}

/** Computes grid rows of `view`'s pass plan (from time `t0`) until the frame budget is spent. */
export function refine(view, t0) {
  const r = view.refining;
  while (r && performance.now() - t0 < FRAME_BUDGET_MS) {
    const rowsLeft = Math.ceil((r.h - r.next) / r.stride);
    // Three quarters of what the estimate says fits, for the same reason.
    const affordable =
      view.rowMs > 0 ? Math.floor((0.75 * (FRAME_BUDGET_MS - (performance.now() - t0))) / view.rowMs) : rowsLeft;
    const rows = Math.max(1, Math.min(rowsLeft, affordable));
    const to = Math.min(r.h, r.next + rows * r.stride);
    const t = performance.now();
    view.picture.drawGrid(view.game, r.frame, { from: r.next, to, stride: r.stride, fresh: r.fresh });
    const computed = Math.max(1, Math.ceil((to - r.next) / r.stride / (r.fresh ? 1 : 2)));
    timeRows(view, performance.now() - t, computed);
    r.next = to;
    if (r.next >= r.h) {
      if (r.stride === 1) {
        view.refining = null;
        break;
      }
      r.stride /= 2;
      r.fresh = false;
      r.next = 0;
    }
  }
}

/**
 * The time per grid row, from sums over the last chunks that fade by a fifth each chunk: one
 * short chunk is below the clock's resolution, and rows differ in cost.
 */
function timeRows(view, ms, rows) {
  view.costMs = view.costMs * 0.8 + ms;
  view.costRows = view.costRows * 0.8 + rows;
  view.rowMs = view.costMs / view.costRows;
}
