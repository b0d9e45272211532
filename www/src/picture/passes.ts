// A grid too slow for one frame comes in passes: coarse first (every few pixel rows) and sharper
// over the next frames, so that panning never waits for it. The time a row costs is measured as
// it goes, to plan each frame's share of rows.
import type { Game, GridFrame, Picture } from '../../pkg/asg.js';

/** Milliseconds of grid rows computed per frame, at most (drawing the picture adds 1–2 ms). */
export const FRAME_BUDGET_MS = 4;

/** The passes of a grid frame still to draw: its frame and height, the pass's stride, the next row. */
export interface PassPlan {
  readonly frame: GridFrame;
  readonly h: number;
  stride: number;
  /** True for the first pass (every row of its stride is new); later passes skip the rows done. */
  fresh: boolean;
  next: number;
}

/** What grid rows cost in the picture measured (`game` and `key`): sums that fade, and their ratio. */
interface RowCost {
  game: Game | null;
  key: string;
  ms: number;
  rows: number;
  rowMs: number | undefined;
}

/**
 * The passes of the grid on show and what its rows cost: the view (view.ts) starts them for each
 * frame of a grid, refines them frame by frame, and stops them for a frame of the number line.
 */
export class GridPasses {
  /** The passes still to draw, or null once the grid is complete. */
  private plan: PassPlan | null = null;
  private readonly cost: RowCost = { game: null, key: '', ms: 0, rows: 0, rowMs: undefined };

  /** The passes in force (null: none left), to tell a later frame's plan from this one. */
  get current(): PassPlan | null {
    return this.plan;
  }

  stop(): void {
    this.plan = null;
  }

  /**
   * Plans the passes of grid frame `frame` of `game` on a `w`×`h` canvas. A new picture (game,
   * row width, zoom or size) may cost anything per row: the estimate is forgotten and the first
   * pass takes every 64th row, which also measures it. Otherwise it starts coarse enough that the
   * first pass takes half the budget, as rows differ in cost.
   */
  start(game: Game, frame: GridFrame, w: number, h: number): void {
    const key = `${frame.rowWidth} ${frame.cell} ${w}×${h}`;
    const cost = this.cost;
    if (cost.game !== game || cost.key !== key) Object.assign(cost, { game, key, ms: 0, rows: 0, rowMs: undefined });
    const guess = cost.rowMs === undefined ? Infinity : cost.rowMs * h;
    let stride = 1;
    while (stride < 64 && guess / stride > FRAME_BUDGET_MS / 2) stride *= 2;
    this.plan = { frame, h, stride, fresh: true, next: 0 };
  }

  /** Computes rows of the passes of `game` into `picture` (from time `t0`) until the frame budget is spent. */
  refine(picture: Picture, game: Game, t0: number): void {
    const r = this.plan;
    const cost = this.cost;
    while (r && performance.now() - t0 < FRAME_BUDGET_MS) {
      const rowsLeft = Math.ceil((r.h - r.next) / r.stride);
      // Three quarters of what the estimate says fits, for the same reason.
      const affordable =
        cost.rowMs !== undefined && cost.rowMs > 0
          ? Math.floor((0.75 * (FRAME_BUDGET_MS - (performance.now() - t0))) / cost.rowMs)
          : rowsLeft;
      const rows = Math.max(1, Math.min(rowsLeft, affordable));
      const to = Math.min(r.h, r.next + rows * r.stride);
      const t = performance.now();
      picture.drawGrid(game, r.frame, { from: r.next, to, stride: r.stride, fresh: r.fresh });
      const computed = Math.max(1, Math.ceil((to - r.next) / r.stride / (r.fresh ? 1 : 2)));
      timeRows(cost, performance.now() - t, computed);
      r.next = to;
      if (r.next >= r.h) {
        if (r.stride === 1) {
          this.plan = null;
          break;
        }
        r.stride /= 2;
        r.fresh = false;
        r.next = 0;
      }
    }
  }
}

/**
 * The time per grid row, from sums over the last chunks that fade by a fifth each chunk: one
 * short chunk is below the clock's resolution, and rows differ in cost.
 */
function timeRows(cost: RowCost, ms: number, rows: number): void {
  cost.ms = cost.ms * 0.8 + ms;
  cost.rows = cost.rows * 0.8 + rows;
  cost.rowMs = cost.ms / cost.rows;
}
