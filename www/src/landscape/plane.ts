// The cells of a landscape plane a ≤ amax, δ ≤ dmax, one slot per game in arrays by field, filled
// as the workers' parts arrive, with running figures for the caption. No DOM: tested in node.
// @ts-nocheck

/** The fields of a cell, as the core names them (LandscapeCells), and their array types. */
export const FIELDS = {
  regime: Uint8Array,
  band: Uint32Array,
  bandKind: Uint8Array,
  gcd: Uint32Array,
  preperiod: Float64Array,
  period: Float64Array,
  maxValue: Int8Array,
  w0IsW: Int8Array,
  prediction: Float64Array,
  agrees: Int8Array,
};

/**
 * The cells of a plane a ≤ amax, δ ≤ dmax, one slot per game in arrays by field, filled as the
 * worker's parts arrive; with running figures for the caption (loops, never spreads).
 */
export class Plane {
  constructor(amax, dmax) {
    this.amax = amax;
    this.dmax = dmax;
    const n = amax * dmax;
    this.filled = new Uint8Array(n);
    for (const [name, Type] of Object.entries(FIELDS)) this[name] = new Type(n);
    this.size = 0;
    this.fresh = []; // cells added since they were last painted
    this.minPeriod = Infinity;
    this.maxPeriod = 0;
    this.agreeing = 0;
    this.unknown = 0;
    this.inRegime = 0;
  }

  /** Adds a part from the core (`LandscapeCells`: arrays of one entry per cell). */
  add(part) {
    for (let i = 0; i < part.a.length; i++) {
      const k = (part.a[i] - 1) * this.dmax + (part.delta[i] - 1);
      if (this.filled[k]) continue;
      this.filled[k] = 1;
      for (const name of Object.keys(FIELDS)) this[name][k] = part[name][i];
      this.size++;
      this.fresh.push(k);
      const p = part.period[i];
      if (!Number.isNaN(p)) {
        if (p < this.minPeriod) this.minPeriod = p;
        if (p > this.maxPeriod) this.maxPeriod = p;
      }
      if (part.agrees[i] === 1) this.agreeing++;
      if (part.agrees[i] === -1) this.unknown++;
      if (part.regime[i] === 0) this.inRegime++;
    }
  }

  /** The cell of (a, δ) as an object, or null when it is not computed (yet). */
  cell(a, delta) {
    if (a < 1 || a > this.amax || delta < 1 || delta > this.dmax) return null;
    const k = (a - 1) * this.dmax + (delta - 1);
    if (!this.filled[k]) return null;
    const c = { a, delta };
    for (const name of Object.keys(FIELDS)) c[name] = this[name][k];
    return c;
  }
}
