// The landscape's cells in the core's one column format (asg::landscape::columns): the worker's
// steps and an atlas's level-0 tiles are both this format, and `cellAt` is the one decoder of both.
import type { LandscapeColumn, LandscapeColumnName, LandscapeColumns } from '../../pkg/asg_full.js';

/** Some cells' columns without their games: one array per column, one entry per cell. */
export type ColumnSet = { readonly [K in LandscapeColumnName]: LandscapeColumns[K] };

/** A column's arrays as they come: the core's types. */
export type ColumnArray = Uint8Array | Uint32Array;

/**
 * One cell as the page reads it: its game, regime and band kind as the core numbers them
 * (text/codes.ts), preperiod and period NaN where not found, maxValue −1 where unknown, w0IsW
 * and agrees 1 yes, 0 no, −1 unknown.
 */
export interface Cell {
  readonly a: number;
  readonly delta: number;
  readonly regime: number;
  readonly band: number;
  readonly bandKind: number;
  readonly gcd: number;
  readonly preperiod: number;
  readonly period: number;
  readonly maxValue: number;
  readonly w0IsW: number;
  readonly prediction: number;
  readonly agrees: number;
}

/** What the page relies on of a column: the core's table (`landscapeColumns()`) less its words. */
export type ColumnSpec = Pick<LandscapeColumn, 'name' | 'type' | 'missing'> & {
  readonly values: readonly string[] | null;
};

/**
 * The core's column table, in its order. The one restatement of it in the page:
 * tests/unit/columns.test.mjs checks it against the core's `landscapeColumns()`, and an atlas
 * whose level 0 says otherwise is refused (atlas.ts).
 */
export const COLUMNS: readonly ColumnSpec[] = [
  { name: 'period', type: 'u32', missing: 4294967295, values: null },
  { name: 'preperiod', type: 'u32', missing: 4294967295, values: null },
  {
    name: 'regime',
    type: 'u8',
    missing: null,
    values: ['primitive-quadratic', 'non-primitive', 'linear', 'quadratic'],
  },
  { name: 'bandKind', type: 'u8', missing: null, values: ['linear', 'quadratic'] },
  { name: 'band', type: 'u32', missing: null, values: null },
  { name: 'gcd', type: 'u32', missing: null, values: null },
  { name: 'maxValue', type: 'u8', missing: 255, values: null },
  { name: 'w0IsW', type: 'u8', missing: 255, values: ['no', 'yes'] },
  { name: 'prediction', type: 'u32', missing: null, values: null },
  { name: 'agreement', type: 'u8', missing: null, values: ['no', 'yes', 'unknown'] },
];

const SPECS = new Map(COLUMNS.map((c) => [c.name, c]));

/** Arrays of `n` entries for each column, of the column's type. */
export function emptyColumns(n: number): ColumnSet {
  const out: Record<string, ColumnArray> = {};
  for (const c of COLUMNS) out[c.name] = c.type === 'u8' ? new Uint8Array(n) : new Uint32Array(n);
  return out as unknown as ColumnSet;
}

/** What column `name` stores for "not found" (null: it never lacks a value). */
export function missingOf(name: LandscapeColumnName): number | null {
  return SPECS.get(name)?.missing ?? null;
}

/** The number in column `name` of cell k, NaN where the column stores "not found". */
export function known(set: ColumnSet, name: LandscapeColumnName, k: number): number {
  const v = set[name][k] ?? Number.NaN;
  return v === missingOf(name) ? Number.NaN : v;
}

/** A yes-or-no column of cell k (w0IsW, agreement): 1 yes, 0 no, −1 unknown. */
export function flag(set: ColumnSet, name: LandscapeColumnName, k: number): number {
  const v = known(set, name, k);
  const label = Number.isNaN(v) ? null : (SPECS.get(name)?.values?.[v] ?? null);
  return label === 'yes' ? 1 : label === 'no' ? 0 : -1;
}

/** Cell k of `set`, the game (a, δ): the one decoder of the worker's steps and the atlas's tiles. */
export function cellAt(set: ColumnSet, k: number, a: number, delta: number): Cell {
  const maxValue = known(set, 'maxValue', k);
  return {
    a,
    delta,
    regime: set.regime[k] ?? -1,
    band: known(set, 'band', k),
    bandKind: set.bandKind[k] ?? -1,
    gcd: known(set, 'gcd', k),
    preperiod: known(set, 'preperiod', k),
    period: known(set, 'period', k),
    maxValue: Number.isNaN(maxValue) ? -1 : maxValue,
    w0IsW: flag(set, 'w0IsW', k),
    prediction: known(set, 'prediction', k),
    agrees: flag(set, 'agreement', k),
  };
}

/** True when `fields` (an atlas level's, name, type, missing value and codes) are exactly the core's columns. */
export function areTheColumns(
  fields: readonly {
    readonly name: string;
    readonly type: string;
    readonly missing: number | null;
    readonly values: readonly string[] | null;
  }[],
): boolean {
  const same = (x: readonly string[] | null, y: readonly string[] | null): boolean =>
    x === y || (!!x && !!y && x.length === y.length && x.every((v, i) => v === y[i]));
  return (
    fields.length === COLUMNS.length &&
    COLUMNS.every((c) => {
      const f = fields.find((g) => g.name === c.name);
      return !!f && f.type === c.type && f.missing === c.missing && same(f.values, c.values);
    })
  );
}
