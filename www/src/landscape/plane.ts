// The cells of a landscape plane a ≤ amax, δ ≤ dmax, one slot per game in arrays by field, filled
// as the workers' parts arrive, with running figures for the caption. No DOM: tested in node.
import type { LandscapeCells } from '../../pkg/asg_full.js';

/** The fields of a cell besides its game, as the core names them (LandscapeCells). */
export type CellField = Exclude<keyof LandscapeCells, 'a' | 'delta'>;

/** A plane's fields, one array each with a slot per game. */
export type Columns = { readonly [K in CellField]: LandscapeCells[K] };

/** One cell: its game (a, δ) and its fields as numbers (regime and band kind as the core numbers them, codes.ts). */
export type Cell = { readonly a: number; readonly delta: number } & { readonly [K in CellField]: number };

/** Arrays of `n` slots for each field, of the core's array types. */
function columnsOf(n: number): Columns {
  return {
    regime: new Uint8Array(n),
    band: new Uint32Array(n),
    bandKind: new Uint8Array(n),
    gcd: new Uint32Array(n),
    preperiod: new Float64Array(n),
    period: new Float64Array(n),
    maxValue: new Int8Array(n),
    w0IsW: new Int8Array(n),
    prediction: new Float64Array(n),
    agrees: new Int8Array(n),
  };
}

/** How many cells the planes `pieces` hold so far, in all. */
export function computedIn(pieces: readonly Plane[]): number {
  return pieces.reduce((n, piece) => n + piece.size, 0);
}

/** The fields, in the core's order. */
export const FIELDS: readonly CellField[] = [
  'regime',
  'band',
  'bandKind',
  'gcd',
  'preperiod',
  'period',
  'maxValue',
  'w0IsW',
  'prediction',
  'agrees',
];

/**
 * The cells of a plane a ≤ amax, δ ≤ dmax (or of the part of it from a = aFrom, δ = dFrom: the
 * games an atlas lacks), one slot per game in arrays by field, filled as the worker's parts
 * arrive; with running figures for the caption (loops, never spreads). Slot k is the game
 * a = aFrom + ⌊k / rows⌋, δ = dFrom + k mod rows.
 */
export class Plane {
  /** 1 where the cell is computed. */
  readonly filled: Uint8Array;
  readonly columns: Columns;
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
    this.columns = columnsOf(n);
  }

  /** The slot of (a, δ), or -1 when the plane does not hold it. */
  slot(a: number, delta: number): number {
    if (a < this.aFrom || a > this.amax || delta < this.dFrom || delta > this.dmax) return -1;
    return (a - this.aFrom) * this.rows + (delta - this.dFrom);
  }

  /** Adds a part from the core (`LandscapeCells`: arrays of one entry per cell); cells it does not hold are left out. */
  add(part: LandscapeCells): void {
    for (let i = 0; i < part.a.length; i++) {
      const k = this.slot(part.a[i] ?? 0, part.delta[i] ?? 0);
      if (k < 0 || this.filled[k]) continue;
      this.filled[k] = 1;
      for (const name of FIELDS) this.columns[name][k] = part[name][i] ?? 0;
      this.size++;
      this.fresh.push(k);
      const p = part.period[i] ?? Number.NaN;
      if (!Number.isNaN(p)) {
        if (p < this.minPeriod) this.minPeriod = p;
        if (p > this.maxPeriod) this.maxPeriod = p;
      }
      if (part.agrees[i] === 1) this.agreeing++;
      if (part.agrees[i] === -1) this.unknown++;
      if (part.regime[i] === 0) this.inRegime++;
    }
  }

  /** The cell of (a, δ), or null when it is not computed (yet). */
  cell(a: number, delta: number): Cell | null {
    const k = this.slot(a, delta);
    if (k < 0 || !this.filled[k]) return null;
    const at = (name: CellField): number => this.columns[name][k] ?? 0;
    return {
      a,
      delta,
      regime: at('regime'),
      band: at('band'),
      bandKind: at('bandKind'),
      gcd: at('gcd'),
      preperiod: at('preperiod'),
      period: at('period'),
      maxValue: at('maxValue'),
      w0IsW: at('w0IsW'),
      prediction: at('prediction'),
      agrees: at('agrees'),
    };
  }
}
