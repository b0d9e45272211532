// The numbers the current view shows, as columns and rows: heaps and values, gaps, windows,
// residue rows, ledger rows, the landscape's cells or the moves of a game played (for CSV and
// JSON export). Every number is the core's, exact.
import { ROW_NAMES } from '../proof/ledger.ts';
import { gapKindFormula, gapKindOf } from '../text/codes.ts';
import { unglued } from '../text/format.ts';
import type { Translator } from '../text/i18n.ts';
import { landscapeData, playData } from './data-parts.ts';
import { gridData, lineData, lineFrame, lineRange, MAX_ROWS } from './data-picture.ts';
import { spectrumData } from './data-spectrum.ts';
import { type ExportSource, stateOf } from './source.ts';
import type { Base, ExportData, Range, Table } from './table.ts';

/** The most window runs the core lists at once. */
const MAX_RUNS = 65536;

/**
 * The message of each column's header in CSV (JSON keeps the keys); columns named by a symbol
 * (r, q, L, R, c, m, n) are headed by it in every language.
 */
export const HEADERS: Readonly<Record<string, string>> = {
  heap: 'csv-heap',
  value: 'csv-value',
  row: 'csv-row',
  column: 'csv-column',
  from: 'csv-from',
  to: 'csv-to',
  count_0: 'csv-count-0',
  count_1: 'csv-count-1',
  count_2: 'csv-count-2',
  count_3: 'csv-count-3',
  key: 'csv-key',
  quantity: 'csv-quantity',
  closed_form: 'csv-closed-form',
  closed_form_value: 'csv-closed-form-value',
  counted: 'csv-counted',
  agrees: 'csv-agrees',
  region: 'csv-region',
  index: 'csv-index',
  length: 'csv-length',
  type: 'csv-type',
  lower: 'csv-lower',
  upper: 'csv-upper',
  gap_run: 'csv-gap-run',
  residue: 'csv-residue',
  regime: 'export-csv-regime',
  band: 'export-csv-band',
  gcd: 'export-csv-gcd',
  preperiod: 'export-csv-preperiod',
  period: 'export-csv-period',
  max_value: 'export-csv-max-value',
  prediction: 'export-csv-prediction',
  agreement: 'csv-agrees',
  move: 'export-csv-move',
  player: 'export-csv-player',
  from_heap: 'export-csv-from-heap',
  take: 'export-csv-taken',
  to_heap: 'export-csv-to-heap',
};

/** Columns headed by a symbol, the same in every language (other keys without a message: the key). */
const SYMBOLS: Readonly<Record<string, string>> = { delta: 'δ', w0_is_w: 'W0 = {wₙ}', c_k: 'C(k)' };

/** The CSV header of column `key` in the language of translator `t` (plain text: a header is data). */
export function headerOf(key: string, t: Translator): string {
  const id = HEADERS[key];
  return id ? unglued(t(id)) : (SYMBOLS[key] ?? key);
}

/** A gap kind's number in a GapList as the type column says it: 1, a+1, b+1, a+b+1 or other. */
function gapType(code: number): string | null {
  const kind = gapKindOf(code);
  return kind === null ? null : (gapKindFormula(kind) ?? 'other');
}

/** The data of the view on show in `source`. */
export function dataInView(source: ExportSource): ExportData {
  const state = stateOf(source);
  const { info } = source.session;
  const { view, parts } = source;
  const full = parts.proof?.full?.game;
  const v = state.view;
  const base: Base = {
    game: {
      a: info.a,
      b: info.b,
      delta: info.delta,
      regime: info.regime,
      proven: info.proven,
      heapPeriod: info.heapPeriod,
    },
    view: v,
  };
  const table = (t: Table, extra: Base = base): ExportData => ({ ...extra, ...t });
  if (v === 'landscape') return landscapeData(parts.landscape);
  if (v === 'play') return playData(parts.play, Boolean(view.hidden), base);
  if (v === 'spectrum') return spectrumData(parts.spectrum, base);
  // Values hidden on the page (practice): the file does not give them away either.
  if (view.hidden) return { ...base, valuesHidden: true, columns: [], rows: [] };
  if (v === 'grid' || v === 'ledger') {
    const ledger = v === 'ledger' ? parts.proof?.ledger : null;
    if (ledger) {
      return table({
        columns: ['key', 'quantity', 'closed_form', 'closed_form_value', 'counted', 'agrees'],
        rows: ledger.rows.map((r) => [
          r.key,
          source.t(ROW_NAMES[r.key]),
          r.formulaText,
          r.formula,
          r.counted,
          r.agrees,
        ]),
      });
    }
    return gridData(source, base);
  }
  const { lo, hi } = lineRange(view);
  const range: Range = { from: lo, to: hi };
  if (v === 'strip') return table(lineData(source, lo, hi), { ...base, range });
  if (!full) return { ...base, range, columns: [], rows: [] };
  if (v === 'residues' && info.proven) {
    const profile = full.residues();
    return table(
      {
        columns: ['r', 'q', 'L', 'R', 'c', 'region'],
        rows: profile.rows.map((r) => [r.r, r.q, r.L, r.R, r.c, r.region]),
      },
      { ...base, total: profile.total },
    );
  }
  if (v === 'gaps' || v === 'residues') {
    const gaps = full.gapsInView(lineFrame(view), MAX_ROWS);
    const rows = Array.from(gaps.kind, (k, i) => [
      gaps.index[i] ?? null,
      gaps.from[i] ?? null,
      gaps.length[i] ?? null,
      gapType(k),
    ]);
    return table({ columns: ['index', 'from', 'length', 'type'], rows }, { ...base, range });
  }
  if (v === 'collisions') {
    const k = state.shift ?? info.delta;
    const runs = full.windowRuns(k, lo, hi, MAX_RUNS);
    const rows = runs.map((w) => [w.m, w.n, w.lower, w.upper, w.gaps.join('+'), w.residue ?? '']);
    return table({ columns: ['m', 'n', 'lower', 'upper', 'gap_run', 'residue'], rows }, { ...base, range, shift: k });
  }
  return { ...base, columns: [], rows: [] };
}

declare global {
  interface JSON {
    /** A value JSON.stringify writes as `text` itself (the JSON.parse source text proposal; not yet in TypeScript's lib). */
    rawJSON(text: string): unknown;
  }
}

/** JSON text in which every BigInt is an exact number literal (JSON has no limit on digits). */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? JSON.rawJSON(v.toString()) : v), 1);
}
