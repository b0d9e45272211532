// The shape of a view's data, as every export writes it (CSV, JSON, the sheet's table) and every
// view's data is made in it (data.ts and data-*.ts): cells, a table, the game and range it is of.
import type { Regime } from '../../pkg/asg_full.js';
import type { View } from '../state/state.ts';

/** A cell of a table: a whole number (exact), a value, a word, yes or no, or nothing. */
export type Cell = string | number | bigint | boolean | null;

/** Columns by key (headerOf names them) and rows of cells. */
export interface Table {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
}

/** The game of a view's data: a, b, δ, its regime and heap period. */
export interface GameFacts {
  readonly a: bigint;
  readonly b: bigint;
  readonly delta: bigint;
  readonly regime: Regime;
  readonly proven: boolean;
  readonly heapPeriod: bigint | null;
}

/** The heaps a table covers: [from, to) on the number line, or rows and columns of the grid. */
export type Range =
  | { readonly from: bigint; readonly to: bigint }
  | {
      readonly rows: readonly [bigint, bigint];
      readonly columns: readonly [bigint, bigint];
      readonly rowWidth: bigint;
    };

/** The data of a view: its table, what it is of, and (as JSON writes it) what else it says. */
export interface ExportData extends Table {
  readonly view: View;
  readonly game?: GameFacts;
  readonly range?: Range;
  /** The values are left out (hidden on the page). */
  readonly valuesHidden?: true;
  /** The landscape's plane: its bounds, colouring and cells computed. */
  readonly plane?: { readonly amax: number; readonly dmax: number; readonly color: string; readonly computed: number };
  /** Play: the heap the game started from. */
  readonly start?: bigint | null;
  /** Residues: the trapezoid's area. */
  readonly total?: bigint;
  /** Collisions: the shift k; the spectrum: the k in focus. */
  readonly shift?: bigint;
}

/** The data of a view besides its table. */
export type Base = Omit<ExportData, 'columns' | 'rows'>;
