// The cells of a landscape plane a ≤ amax, δ ≤ dmax, one slot per game in arrays by field, filled
// as the workers' parts arrive, with running figures for the caption. No DOM: tested in node.
import type { LandscapeColumns } from '../../pkg/asg_full.js';
import { type Cell, COLUMNS, type ColumnSet, cellAt, emptyColumns, flag, known } from './columns.ts';

export type { Cell } from './columns.ts';

/** How many cells the planes `pieces` hold so far, in all. */
export function computedIn(pieces: readonly Plane[]): number {
  return pieces.reduce((n, piece) => n + piece.size, 0);
}

/**
 * The cells of a plane a ≤ amax, δ ≤ dmax (or of the part of it from a = aFrom, δ = dFrom: the
 * games an atlas lacks), one slot per game in arrays by field, filled as the worker's parts
 * arrive; with running figures for the caption (loops, never spreads). Slot k is the game
 * a = aFrom + ⌊k / rows⌋, δ = dFrom + k mod rows.
 */
export class Plane {
  /** 1 where the cell is computed. */
  readonly filled: Uint8Array;
  /** The cells in the core's column format (columns.ts), slot by slot. */
  readonly columns: ColumnSet;
  size = 0;
  /** Cells added since they were last painted (landscape-chart.ts takes them). */
  fresh: number[] = [];
  minPeriod = Infinity;
  maxPeriod = 0;
  agreeing = 0;
  unknown = 0;
  inRegime = 0;

  /** Values of a and of δ the plane holds: its columns and rows as a picture (a across, δ up). */
  readonly across: number;
  readonly rows: number;

  constructor(
    readonly amax: number,
    readonly dmax: number,
    readonly aFrom = 1,
    readonly dFrom = 1,
  ) {
    this.across = Math.max(0, amax - aFrom + 1);
    this.rows = Math.max(0, dmax - dFrom + 1);
    const n = this.across * this.rows;
    this.filled = new Uint8Array(n);
    this.columns = emptyColumns(n);
  }

  /** The slot of (a, δ), or -1 when the plane does not hold it. */
  slot(a: number, delta: number): number {
    if (a < this.aFrom || a > this.amax || delta < this.dFrom || delta > this.dmax) return -1;
    return (a - this.aFrom) * this.rows + (delta - this.dFrom);
  }

  /** Adds a part from the core (a worker's step: its games and columns); cells it does not hold are left out. */
  add(part: LandscapeColumns): void {
    // The slots first, then column by column: one array of each at a time (a part may hold
    // thousands of cells, and the page shares the cores with the workers).
    const n = part.a.length;
    const slots = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const k = this.slot(part.a[i] ?? 0, part.delta[i] ?? 0);
      slots[i] = k < 0 || this.filled[k] ? -1 : k;
      if (k >= 0) this.filled[k] = 1;
    }
    for (const { name } of COLUMNS) {
      const [to, from] = [this.columns[name], part[name]];
      for (let i = 0; i < n; i++) {
        const k = slots[i] ?? -1;
        if (k >= 0) to[k] = from[i] ?? 0;
      }
    }
    for (const k of slots) {
      if (k < 0) continue;
      this.size++;
      this.fresh.push(k);
      const p = known(this.columns, 'period', k);
      if (!Number.isNaN(p)) {
        if (p < this.minPeriod) this.minPeriod = p;
        if (p > this.maxPeriod) this.maxPeriod = p;
      }
      const agrees = flag(this.columns, 'agreement', k);
      if (agrees === 1) this.agreeing++;
      if (agrees === -1) this.unknown++;
      if (this.columns.regime[k] === 0) this.inRegime++;
    }
  }

  /** The cell of (a, δ), or null when it is not computed (yet). */
  cell(a: number, delta: number): Cell | null {
    const k = this.slot(a, delta);
    if (k < 0 || !this.filled[k]) return null;
    return cellAt(this.columns, k, a, delta);
  }
}
