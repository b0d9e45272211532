// The spectrum's numbers as a table: C(k) for each k in view of its bars (the core's, exact), with
// the k in focus and whether the values are proven (the torus formula) or counted (the mex rule).
import { MAX_ROWS } from './data-picture.ts';
import type { SpectrumExport } from './source.ts';
import type { Base, ExportData } from './table.ts';

/** C(k) for the k in view of the spectrum's bars (at most MAX_ROWS of them), one row per k. */
export function spectrumData(offer: SpectrumExport | undefined, base: Base): ExportData {
  const columns = ['k', 'c_k'];
  const spectrum = offer?.spectrum;
  const range = offer?.inView();
  if (!offer || !spectrum || !range) return { ...base, columns, rows: [] };
  const n = range.hi - range.lo;
  const count = n > BigInt(MAX_ROWS) ? BigInt(MAX_ROWS) : n;
  const values = spectrum.values(range.lo, count);
  const rows = Array.from(values, (c, i) => [range.lo + BigInt(i), c]);
  return {
    ...base,
    range: { from: range.lo, to: range.lo + count },
    shift: offer.k,
    columns,
    rows,
  };
}
