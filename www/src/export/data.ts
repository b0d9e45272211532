// The numbers the current view shows, as columns and rows: heaps and values, gaps, windows,
// residue rows, ledger rows, the landscape's cells or the moves of a game played (for CSV and
// JSON export). Every number is the core's, exact.
// @ts-nocheck
import { ROW_NAMES } from '../proof/ledger.ts';

/** Up to this many rows list single items; past it, counts per pixel column or row. */
const MAX_ROWS = 100000;
/** The most window runs the core lists at once. */
const MAX_RUNS = 65536;

/**
 * The message of each column's header in CSV (JSON keeps the keys); columns named by a symbol
 * (r, q, L, R, c, m, n) are headed by it in every language.
 */
export const HEADERS = {
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
const SYMBOLS = { delta: 'δ', w0_is_w: 'W0 = {wₙ}' };

/** The CSV header of column `key` in the language of translator `t`. */
export function headerOf(key, t) {
  return HEADERS[key] ? t(HEADERS[key]) : (SYMBOLS[key] ?? key);
}

/** The core's names of the landscape's regimes, in the order of its cells' numbers. */
const REGIME_KEYS = ['primitive-quadratic', 'non-primitive', 'linear', 'quadratic'];

/**
 * The landscape's plane, one row per cell (a, δ), a and then δ upwards, as the command line's
 * `asg landscape --csv` writes them; a cell not computed (yet) has only its a and δ.
 */
export function landscapeData(explorer) {
  const { plane, params } = explorer.parts.landscape ?? {};
  const columns = [
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
  if (!plane || !params) return { view: 'landscape', columns, rows: [] };
  const found = (v) => (Number.isNaN(v) ? null : v);
  const rows = [];
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
        REGIME_KEYS[c.regime] ?? null,
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
function playData(explorer, base) {
  const history = explorer.parts.play?.history ?? [];
  const hidden = Boolean(explorer.view?.hidden);
  const rows = history.map((m, i) => [i + 1, m.by, m.from, m.take, m.to, hidden ? null : m.value]);
  const columns = ['move', 'player', 'from_heap', 'take', 'to_heap', 'value'];
  return { ...base, start: history[0]?.from ?? null, ...(hidden ? { valuesHidden: true } : {}), columns, rows };
}

/** Whole heaps [lo, hi) the number line shows, from the core's pixel edges. */
function lineRange(explorer) {
  const { view } = explorer;
  const first = view.heapsAt(0, 0);
  const last = view.heapsAt(Math.max(0, view.canvas.clientWidth - 1), 0);
  return { lo: first?.lo ?? 0n, hi: last?.hi ?? first?.hi ?? 0n };
}

/** Counts of values 0..3 for each CSS pixel column of the number line, exact. */
function columnCounts(explorer) {
  const { core, game, view } = explorer;
  const perPixel = 1 / view.zoom();
  const rows = [];
  for (let px = 0; px < view.canvas.clientWidth; px++) {
    const r = core.stripHeapsAt(view.params.x, perPixel, px);
    if (r) rows.push([r.lo, r.hi, ...game.counts(r.lo, r.hi)]);
  }
  return { columns: ['from', 'to', 'count_0', 'count_1', 'count_2', 'count_3'], rows };
}

function values(game, lo, hi) {
  const v = game.nim(lo, hi - lo);
  return { columns: ['heap', 'value'], rows: Array.from(v, (value, i) => [lo + BigInt(i), value]) };
}

/** The data of the view on show in `explorer`. */
export function dataInView(explorer) {
  const { state, info, view, game } = explorer;
  const full = explorer.parts.proof?.full?.game;
  const base = {
    game: {
      a: info.a,
      b: info.b,
      delta: info.delta,
      regime: info.regime,
      proven: info.proven,
      heapPeriod: info.heapPeriod,
    },
    view: state.view,
  };
  const v = state.view;
  if (v === 'landscape') return landscapeData(explorer);
  if (v === 'play') return playData(explorer, base);
  // Values hidden on the page (practice): the file does not give them away either.
  if (view?.hidden) return { ...base, valuesHidden: true, columns: [], rows: [] };
  if (v === 'grid' || v === 'ledger') {
    if (v === 'ledger' && explorer.parts.proof?.ledger) {
      const l = explorer.parts.proof.ledger;
      const names = ROW_NAMES;
      return {
        ...base,
        columns: ['key', 'quantity', 'closed_form', 'closed_form_value', 'counted', 'agrees'],
        rows: l.rows.map((r) => [r.key, explorer.t(names[r.key]), r.formulaText, r.formula, r.counted, r.agrees]),
      };
    }
    // The grid's rows and columns in view, from the core's heaps under the corners.
    const W = view.rowWidth();
    const [w, h] = [view.canvas.clientWidth, view.canvas.clientHeight];
    const corner = (x, y) => view.heapsAt(x, y);
    const topLeft = corner(0, 0);
    const bottomRight = corner(Math.max(0, w - 1), Math.max(0, h - 1)) ?? corner(Math.max(0, w - 1), 0);
    if (!topLeft || !bottomRight) return { ...base, columns: [], rows: [] };
    const [r0, r1] = [topLeft.lo / W, bottomRight.lo / W + 1n];
    const [c0, c1] = [topLeft.lo % W, ((bottomRight.hi - 1n) % W) + 1n];
    const range = { rows: [r0, r1], columns: [c0, c1], rowWidth: W };
    if ((r1 - r0) * (c1 - c0) <= BigInt(MAX_ROWS)) {
      const rows = [];
      for (let r = r0; r < r1; r++) {
        const vals = game.nim(r * W + c0, c1 - c0);
        for (const [i, value] of vals.entries()) rows.push([r * W + c0 + BigInt(i), r, c0 + BigInt(i), value]);
      }
      return { ...base, range, columns: ['heap', 'row', 'column', 'value'], rows };
    }
    const rows = [];
    for (let r = r0; r < r1 && r - r0 < BigInt(MAX_ROWS); r++)
      rows.push([r, r * W + c0, r * W + c1, ...game.counts(r * W + c0, r * W + c1)]);
    return { ...base, range, columns: ['row', 'from', 'to', 'count_0', 'count_1', 'count_2', 'count_3'], rows };
  }
  const { lo, hi } = lineRange(explorer);
  const range = { from: lo, to: hi };
  if (v === 'strip')
    return { ...base, range, ...(hi - lo <= BigInt(MAX_ROWS) ? values(game, lo, hi) : columnCounts(explorer)) };
  if (!full) return { ...base, range, columns: [], rows: [] };
  if (v === 'residues' && info.proven) {
    const profile = full.residues();
    return {
      ...base,
      total: profile.total,
      columns: ['r', 'q', 'L', 'R', 'c', 'region'],
      rows: profile.rows.map((r) => [r.r, r.q, r.L, r.R, r.c, r.region]),
    };
  }
  const z = view.zoom();
  const frame = [view.params.x, 1 / z, Math.max(1, view.canvas.clientWidth)];
  if (v === 'gaps' || v === 'residues') {
    const g = full.gapsInView(...frame, MAX_ROWS);
    const kinds = ['1', 'a+1', 'b+1', 'a+b+1', 'other'];
    const rows = Array.from(g.kind, (k, i) => [g.index[i], g.from[i], g.length[i], kinds[k]]);
    return { ...base, range, columns: ['index', 'from', 'length', 'type'], rows };
  }
  if (v === 'collisions') {
    const k = state.shift ?? info.delta;
    const runs = full.windowRuns(k, lo, hi, MAX_RUNS);
    const rows = runs.map((w) => [w.m, w.n, w.lower, w.upper, w.gaps.join('+'), w.residue ?? '']);
    return { ...base, range, shift: k, columns: ['m', 'n', 'lower', 'upper', 'gap_run', 'residue'], rows };
  }
  return { ...base, columns: [], rows: [] };
}

/** JSON text in which every BigInt is an exact number literal (JSON has no limit on digits). */
export function jsonText(value) {
  return JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? JSON.rawJSON(v.toString()) : v), 1);
}
