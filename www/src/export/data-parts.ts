// The numbers of the parts that are not the main picture, as tables: the landscape's plane (one
// row per cell, as the command line writes it) and the moves of a game played.
import { regimeOfCell } from '../text/codes.ts';
import type { LandscapeOffer, PlayOffer } from './source.ts';
import type { Base, Cell, ExportData } from './table.ts';

/** The landscape's columns, as `asg landscape --csv` names them. */
const LANDSCAPE_COLUMNS = [
  'a',
  'delta',
  'regime',
  'band',
  'gcd',
  'preperiod',
  'period',
  'max_value',
  'w0_is_w',
  'prediction',
  'agreement',
];

/**
 * The landscape's plane, one row per cell (a, δ), a and then δ upwards, as the command line's
 * `asg landscape --csv` writes them; a cell not computed (yet) has only its a and δ.
 */
export function landscapeData(landscape: LandscapeOffer | undefined): ExportData {
  const columns = LANDSCAPE_COLUMNS;
  const plane = landscape?.plane;
  const params = landscape?.params;
  if (!plane || !params) return { view: 'landscape', columns, rows: [] };
  const found = (v: number): number | null => (Number.isNaN(v) ? null : v);
  const rows: Cell[][] = [];
  for (let a = 1; a <= plane.amax; a++)
    for (let d = 1; d <= plane.dmax; d++) {
      const c = plane.cell(a, d);
      if (!c) {
        rows.push([a, d, ...columns.slice(2).map(() => null)]);
        continue;
      }
      rows.push([
        a,
        d,
        regimeOfCell(c.regime),
        c.band,
        c.gcd,
        found(c.preperiod),
        found(c.period),
        c.maxValue < 0 ? null : c.maxValue,
        c.w0IsW < 0 ? null : c.w0IsW ? 'yes' : 'no',
        c.prediction,
        c.agrees < 0 ? 'unknown' : c.agrees ? 'yes' : 'no',
      ]);
    }
  const plain = { amax: plane.amax, dmax: plane.dmax, color: params.color, computed: plane.size };
  return { view: 'landscape', plane: plain, columns, rows };
}

/**
 * The moves of the game played (the heap it started from is the first move's `from`): who
 * moved, from which heap, how many, to which heap and the value reached; the values are left
 * out while the page hides them (play without hints, until the game ends).
 */
export function playData(play: PlayOffer | undefined, hidden: boolean, base: Base): ExportData {
  const history = play?.history ?? [];
  const rows = history.map((m, i) => [i + 1, m.by, m.from, m.take, m.to, hidden ? null : m.value]);
  const columns = ['move', 'player', 'from_heap', 'take', 'to_heap', 'value'];
  return { ...base, start: history[0]?.from ?? null, ...(hidden ? { valuesHidden: true } : {}), columns, rows };
}
