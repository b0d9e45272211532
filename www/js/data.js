// The numbers the current view shows, as columns and rows: heaps and values, gaps, windows,
// residue rows or ledger rows (for CSV and JSON export).

/** Up to this many rows list single items; past it, counts per pixel column or row. */
const MAX_ROWS = 100000;

/** Whole heaps [lo, hi) the number line shows. */
function lineRange(view) {
  const z = view.zoom();
  const lo = Math.max(0, Math.floor(view.params.x));
  const hi = Math.min(2 ** 53, Math.ceil(view.params.x + view.canvas.clientWidth / z));
  return { lo, hi, zoom: z };
}

/** Counts of values 0..3 over [lo, hi) for each CSS pixel column of the number line. */
function columnCounts(game, view) {
  const { zoom } = lineRange(view);
  const rows = [];
  const x0 = view.params.x;
  for (let px = 0; px < view.canvas.clientWidth; px++) {
    const lo = Math.max(0, Math.floor(x0 + px / zoom));
    const hi = Math.min(2 ** 53, Math.floor(x0 + (px + 1) / zoom));
    if (hi <= lo) continue;
    rows.push([lo, hi, ...game.counts(BigInt(lo), BigInt(hi))]);
  }
  return { columns: ['from', 'to', 'count_0', 'count_1', 'count_2', 'count_3'], rows };
}

function values(game, lo, hi) {
  const v = game.nim(BigInt(lo), hi - lo);
  return { columns: ['heap', 'value'], rows: Array.from(v, (value, i) => [lo + i, value]) };
}

/** The data of the view on show in `explorer`. */
export function dataInView(explorer) {
  const { state, info, view, game } = explorer;
  const full = explorer.parts.proof?.full?.game;
  const base = {
    game: { a: info.a, b: info.b, delta: info.delta, regime: info.regime, proven: info.proven, heapPeriod: info.heapPeriod },
    view: state.view,
  };
  const v = state.view;
  if (v === 'grid' || v === 'ledger') {
    if (v === 'ledger' && explorer.parts.proof?.ledger.last) {
      const l = explorer.parts.proof.ledger.last;
      return {
        ...base,
        columns: ['quantity', 'closed_form', 'closed_form_value', 'counted'],
        rows: l.rows.map((r) => [r.name, r.formulaText, r.formula ?? 'n/a', r.counted]),
      };
    }
    const W = view.rowWidth();
    const z = view.zoom();
    const rh = view.rowHeight();
    const p = view.params;
    const r0 = Math.max(0, Math.floor(p.row));
    const r1 = Math.ceil(p.row + view.canvas.clientHeight / rh);
    const c0 = Math.max(0, Math.floor(p.col));
    const c1 = Math.min(W, Math.ceil(p.col + view.canvas.clientWidth / z));
    const range = { rows: [r0, r1], columns: [c0, c1], rowWidth: W };
    if ((r1 - r0) * (c1 - c0) <= MAX_ROWS) {
      const rows = [];
      for (let r = r0; r < r1; r++) {
        const vals = game.nim(BigInt(r * W + c0), c1 - c0);
        vals.forEach((value, i) => rows.push([r * W + c0 + i, r, c0 + i, value]));
      }
      return { ...base, range, columns: ['heap', 'row', 'column', 'value'], rows };
    }
    const rows = [];
    for (let r = r0; r < r1; r++) rows.push([r, r * W + c0, r * W + c1, ...game.counts(BigInt(r * W + c0), BigInt(r * W + c1))]);
    return { ...base, range, columns: ['row', 'from', 'to', 'count_0', 'count_1', 'count_2', 'count_3'], rows };
  }
  const { lo, hi } = lineRange(view);
  const range = { from: lo, to: hi };
  if (v === 'strip') return { ...base, range, ...(hi - lo <= MAX_ROWS ? values(game, lo, hi) : columnCounts(game, view)) };
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
  if (v === 'gaps' || v === 'residues') {
    const flat = full.gapsIn(BigInt(lo), BigInt(hi), MAX_ROWS);
    const kinds = ['1', 'a+1', 'b+1', 'a+b+1', 'other'];
    const rows = [];
    for (let i = 0; i < flat.length; i += 4) rows.push([flat[i], flat[i + 1], flat[i + 2], kinds[flat[i + 3]]]);
    return { ...base, range, columns: ['index', 'from', 'length', 'type'], rows };
  }
  if (v === 'collisions') {
    const k = state.shift ?? info.delta;
    const flat = full.windowsIn(BigInt(k), BigInt(lo), BigInt(hi), MAX_ROWS);
    const rows = [];
    for (let i = 0; i < flat.length; i += 4) rows.push([flat[i], flat[i + 1], flat[i + 2], flat[i + 3]]);
    return { ...base, range, shift: k, columns: ['m', 'n', 'lower', 'upper'], rows };
  }
  return { ...base, columns: [], rows: [] };
}
