// The captions of the proof views (which are also their text alternatives): each view's key
// numbers in words, every one of them from the core.
import { formatWhole } from './format.js';

/** The caption of proof view `v` for `state`, the game's `info` and the full core's `game`. */
export function describeProof(v, state, info, game) {
  const { a, b, delta, d, proven } = info;
  const f = formatWhole;
  const P = f(info.heapPeriod);
  if (v === 'gaps') {
    if (!proven) {
      return `Gaps between consecutive P-positions, found by the mex rule (the closed form does not apply here): bars are coloured by length, grey when the length is not 1, a+1, b+1 or a+b+1.`;
    }
    const [ones, aGaps, bGaps, abGaps] = game.gapKindsPerPeriod();
    return (
      `Gaps g_n = w_(n+1) − w_n between consecutive P-positions, coloured by type: 1, a+1 = ${f(a + 1n)}, b+1 = ${f(b + 1n)}, a+b+1 = ${f(a + b + 1n)}. ` +
      `Per index period of ${f(info.indexPeriod)} gaps: ${f(ones)} of length 1, ${f(aGaps)} of a+1, ${f(bGaps)} of b+1 and ${f(abGaps)} of a+b+1.`
    );
  }
  if (v === 'collisions') {
    const k = state.shift ?? delta;
    if (proven && k === delta) {
      return (
        `${f(info.windowsPerPeriod)} collision windows per heap period of ${P} (a·d = ${f(a)}·${f(d)}, Theorem 7): pairs of P-positions δ = ${f(delta)} apart, drawn as arcs. ` +
        `The shifted P-positions W0 − δ that miss W0 are the ${f(info.classCounts[3])} heaps of W3 per period (aδ − a·d = a²).`
      );
    }
    let count = null;
    try {
      if (info.heapPeriod <= 1n << 22n) count = game.windowsPerPeriod(k);
    } catch {
      count = null;
    }
    return (
      `Pairs of P-positions k = ${f(k)} apart, C(k) = (W0 − k) ∩ W0 (the paper asks for its structure): ` +
      (count === null ? `counted per period only for periods up to 2^22 heaps.` : `${f(count)} per period of ${P}.`)
    );
  }
  if (v === 'residues') {
    return (
      `The (a+1)-gap with residue r lies in c(r) = min(r, d) − max(0, r − a) collision windows, d = ${f(d)}: ` +
      `left-restricted for r < ${f(d)} (c = r), unrestricted for ${f(d)} ≤ r ≤ ${f(a)} (c = d), right-restricted for r > ${f(a)} (c = δ − r); ` +
      `the trapezoid's area is a·d = ${f(a)}·${f(d)} = ${f(info.windowsPerPeriod)} windows per heap period.` +
      (state.r
        ? ` Residue ${f(state.r)} is highlighted in the gaps below.`
        : ' Pick a bar or an (a+1)-gap to link them.')
    );
  }
  return '';
}
