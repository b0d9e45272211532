//! The TypeScript shapes of every result, declared once: `asg.d.ts` and `asg_full.d.ts` carry
//! them, and the exported functions name them, so no result is typed `any`.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const SHAPES: &'static str = r#"
/** A whole number: a JavaScript number (a safe integer) or a BigInt. */
export type Whole = number | bigint;
/** A position on the number line or the grid: a BigInt in units of 2^-32 heaps, exact at any
 * size (heap h is `BigInt(h) << 32n`). A number is refused: no value means a position in one
 * call and a heap in another. */
export type Position = bigint;
/** A frame of the number line: the position at its left edge, heaps per (device) pixel, and
 * pixel columns. Every function that looks at the number line takes one. */
export interface StripFrame { left: Position; perPixel: number; columns: number }
/** Pixel columns x0 <= px < x1, `[x0, x1]` (device pixels from the left edge; may lie outside
 * the picture). */
export type PixelSpan = Float64Array;
/** Pixels x0 <= px < x1 across and y0 <= py < y1 down, `[x0, x1, y0, y1]` (device pixels; may
 * lie outside the picture). */
export type PixelBox = Float64Array;
/** Columns [lo, hi) of a grid row. */
export interface ColumnRange { lo: bigint; hi: bigint }
/** Heaps [lo, hi); hi may be 2^64. */
export interface HeapRange { lo: bigint; hi: bigint }
/** g(x + period) = g(x) for every x >= preperiod, both as small as they can be. */
export interface Period { preperiod: bigint; period: bigint }
export type Regime = "primitive-quadratic" | "non-primitive" | "linear" | "quadratic";
/** A band of the observed formulas: linear for 2ja <= delta <= (2j+1)a, quadratic for (2j+1)a < delta < (2j+2)a. */
export interface Band { kind: BandKind; j: bigint }
/** The kinds of band. */
export type BandKind = "linear" | "quadratic";
/** The additive game {a, b, a+b}: its parameters, regime and periods. */
export interface AdditiveInfo {
  a: bigint; b: bigint; delta: bigint;
  /** The moves a, b, a+b, ascending: a+b is the largest, every heap from it on has all three. */
  moves: [bigint, bigint, bigint];
  /** d = delta - a (negative when delta < a). */
  d: bigint;
  regime: Regime;
  /** gcd(a, delta). */
  gcd: bigint;
  /** The band of delta/g against a/g (g the gcd): quadratic j = 0 is the wedge a < delta < 2a. */
  band: Band;
  /** True in the primitive quadratic regime, where Theorem 1 gives every value. */
  proven: boolean;
  indexPeriod: bigint | null;
  heapPeriod: bigint | null;
  /** The band formula's period outside the regime (observed, not proven). */
  bandPeriod: bigint | null;
  /** Heaps of value 0, 1, 2, 3 per heap period. */
  classCounts: [bigint, bigint, bigint, bigint] | null;
  /** Collision windows (shift delta) per heap period: a*d in the regime, else null. */
  windowsPerPeriod: bigint | null;
  /** The lengths of the gap kinds 0..3: 1, a+1, b+1, a+b+1. */
  gapLengths: [bigint, bigint, bigint, bigint];
  /** The game divided by gcd(a, delta), whose band it is in. */
  reduced: { a: bigint; delta: bigint };
  /** The residue regions' bounds in the regime, [1, d, a+1, delta]: residues r with
   * b0 <= r < b1 are left-restricted, b1 <= r < b2 unrestricted, b2 <= r < b3 right-restricted
   * (a region may be empty); else null. */
  residueBounds: [bigint, bigint, bigint, bigint] | null;
  /** Heaps across a number line fitted to gaps and windows: six of the longest gaps, 6(a+b+1),
   * or two heap periods when that is less. */
  fitSpan: bigint;
}
export interface MoveOption { move: bigint; to: bigint; value: number }
/** g(heap) = mex of the values its moves reach; `reached` is that set, each value once, ascending. */
export interface Explanation { heap: bigint; value: number; options: MoveOption[]; reached: number[]; mex: number }
export interface PPositions { a: bigint; b: bigint; delta: bigint; w: bigint[] }
export interface Collisions { shift: bigint; pairs: [bigint, bigint][]; count: bigint }
export type ResidueRegion = "left-restricted" | "unrestricted" | "right-restricted";
export interface ResidueRow { r: bigint; q: bigint; L: bigint; R: bigint; c: bigint; region: ResidueRegion }
export interface ResidueProfile { rows: ResidueRow[]; total: bigint }
/** The first (a+1)-gap of a residue: its index n and the heap w_n it starts at. */
export interface GapStart { index: bigint; heap: bigint }
/** The j-th (a+1)-gap of residue r: n + 1 = q*a, and the P-positions w_n = from, w_(n+1) = to. */
export interface ResidueGap { r: bigint; j: bigint; q: bigint; index: bigint; from: bigint; to: bigint }
/** The heaps a class of Theorem 1 reads a heap x from: x (W0), x - a (W1), x + b (W2), x + delta
 * (W3); null where one leaves 0 .. 2^64 - 1. */
export type ClassCandidates = [bigint, bigint | null, bigint | null, bigint | null];
/** A gap's kind in a GapList: 0..4 = 1, a+1, b+1, a+b+1, other. */
export type GapKind = 0 | 1 | 2 | 3 | 4;
/** Gaps in view, one entry per gap in each array; kind 0..4 = 1, a+1, b+1, a+b+1, other (GapKind);
 * x0 and x1 are device pixels from the left edge. */
export interface GapList {
  index: BigUint64Array; from: BigUint64Array; length: BigUint64Array; kind: Uint8Array;
  x0: Float64Array; x1: Float64Array;
}
/** Collision windows in view: P-positions lower = p_m and upper = p_n; x0, x1 their pixels. */
export interface WindowList {
  m: BigUint64Array; n: BigUint64Array; lower: BigUint64Array; upper: BigUint64Array;
  x0: Float64Array; x1: Float64Array;
}
/** W0 - k in view: the heaps p - k, the value there, and their pixels. */
export interface ShiftedList { heap: BigUint64Array; value: Uint8Array; x: Float64Array }
/** A window with its run of gaps, how many of them are 1-gaps, and (shift delta, in the
 * regime) the residue of its (a+1)-gap. */
export interface WindowRun {
  m: bigint; n: bigint; lower: bigint; upper: bigint; gaps: bigint[]; ones: bigint; residue: bigint | null;
}
/** Counts per pixel column: its edges (columns + 1 heaps; the last may be 2^64) and four
 * counts per column (values 0, 1, 2, 3), flat. */
export interface ColumnCounts { edges: bigint[]; counts: BigUint64Array }
/** The cells a grid picture shows, one entry per cell in each array, row by row. */
export interface GridCells { heap: BigUint64Array; row: BigUint64Array; column: BigUint64Array; value: Uint8Array }
/** The rows a grid picture shows: each row, its heaps in view [from, to) (to may be 2^64), and
 * four counts a row (values 0, 1, 2, 3), flat. */
export interface GridRowCounts { row: BigUint64Array; from: bigint[]; to: bigint[]; counts: BigUint64Array }
export type LedgerKey = "index-period" | "heap-period" | "w0" | "w1" | "w2" | "w3" | "windows";
export interface LedgerRow {
  key: LedgerKey; name: string; formulaText: string;
  formula: bigint | null; counted: bigint; agrees: boolean | null;
}
export interface Ledger {
  proven: boolean; bandFormula: bigint | null; preperiod: bigint; periodIsSmallest: boolean;
  rows: LedgerRow[];
}
/** Cells of the landscape, one entry per cell in each array. regime: 0 primitive quadratic,
 * 1 non-primitive, 2 linear, 3 quadratic. preperiod, period: NaN where the mex rule found no
 * period within its bound. maxValue, w0IsW, agrees: -1 where unknown. */
export interface LandscapeCells {
  a: Uint32Array; delta: Uint32Array; regime: Uint8Array; band: Uint32Array;
  /** The band's kind, 0 linear or 1 quadratic (of the reduced pair when gcd > 1). */
  bandKind: Uint8Array; gcd: Uint32Array;
  preperiod: Float64Array; period: Float64Array; maxValue: Int8Array; w0IsW: Int8Array;
  prediction: Float64Array; agrees: Int8Array;
}
/** A frame of the grid: rows of rowWidth heaps, column col and row row at the top left, cell
 * device pixels per heap. */
export interface GridFrame { rowWidth: Whole; col: Position; row: Position; cell: number }
/** Which pixel rows a grid draw computes: multiples of stride in [from, to), skipping those a
 * pass of twice the stride did (unless fresh). */
export interface RowPass { from: number; to: number; stride: number; fresh: boolean }
/** A game's table built in a worker (SequenceJob) for Game.adoptTable: its moves, its values
 * at two bits a heap (32 heaps a word), its length (preperiod + period) and preperiod. */
export interface SequenceTable { moves: BigUint64Array; words: BigUint64Array; length: bigint; preperiod: bigint }
/** The Error every function throws: code names the variant, field the input it is about,
 * params the numbers (BigInts) and keys (strings) of its message by name. */
export interface AsgError extends Error {
  code: ErrorCode; field: string | null; params: Record<string, bigint | string>;
}
"#;

/// The collision spectrum's shapes, in the full build only.
#[cfg(feature = "full")]
#[wasm_bindgen(typescript_custom_section)]
const SPECTRUM_SHAPES: &'static str = r#"
/** C(k) for k = kMin … kMax: counts[i] = C(kMin + i), the P-positions x of one heap period with
 * x + k a P-position too. proven: by the torus formula (in the regime, a consequence of
 * Theorem 1); else counted over the period the mex rule found. C(k + period) = C(k). */
export interface CollisionSpectrum {
  a: bigint; b: bigint; delta: bigint; proven: boolean; period: bigint; zerosPerPeriod: bigint;
  kMin: bigint; kMax: bigint; counts: BigUint64Array;
}
/** One term of C(k): lag j with carries (e1, e2), w_j + e1*a + e2*b = k; its rectangle of the
 * torus (n mod a in modA, n mod delta in modDelta, half-open), its area, the lines n mod a =
 * cut[0] and n mod delta = cut[1] that cut the torus for this j, and the areas of all four of
 * its rectangles, carry patterns (0,0), (1,0), (0,1), (1,1). */
export interface ShiftTerm {
  j: bigint; e1: 0 | 1; e2: 0 | 1; wj: bigint; cut: [bigint, bigint];
  modA: [bigint, bigint]; modDelta: [bigint, bigint]; area: bigint;
  areas: [bigint, bigint, bigint, bigint];
}
/** Why C(k) is count: its terms (at most four), whose areas add up to it. */
export interface ShiftExplanation {
  a: bigint; b: bigint; delta: bigint; k: bigint; period: bigint; count: bigint; terms: ShiftTerm[];
}
/** Per pixel column of a frame of k: how many shifts lie under it (0: none), their largest
 * C(k), and the sum of their C(k) (past 2^64 when a column spans many periods). */
export interface SpectrumColumns { shifts: BigUint64Array; largest: BigUint64Array; total: bigint[] }
/** A Spectrum's numbers (Spectrum.parts), to carry it from a worker to the page, where
 * Game.spectrumFromParts makes it again: Z, shifts a leaf, each leaf's running total and largest. */
export interface SpectrumParts { zeros: bigint; block: bigint; prefix: BigUint64Array; leafMax: BigUint64Array }
/** A view of the a × delta torus: cell pixels per cell, the cell (column = n mod delta,
 * row = n mod a) at the top left. */
export interface TorusFrame { cell: number; column: number; row: number }
/** A cell of the torus: n mod a, n mod delta, the index n (0 <= n < a*delta) and heap w_n. */
export interface TorusCell { row: bigint; column: bigint; n: bigint; heap: bigint }
/** w_n written out: w = n + a*floorA + b*floorDelta, floorA = floor(n/a), floorDelta = floor(n/delta). */
export interface WTerm { n: bigint; floorA: bigint; floorDelta: bigint; w: bigint }
/** Where a heap lies among the P-positions: below.w <= heap < above.w (above null past 2^64). */
export interface Bracket { heap: bigint; below: WTerm; above: WTerm | null }
/** A test of Theorem 1's class rule: is candidate (heap, heap - a, heap + b, heap + delta for
 * class 0 … 3) a P-position? candidate and bracket are null below 0 or past 2^64 - 1. */
export interface ClassTest { class: 0 | 1 | 2 | 3; candidate: bigint | null; bracket: Bracket | null; holds: boolean }
/** The class rule at heap: the tests in order up to the first that holds, and the value. */
export interface ClassWork { heap: bigint; value: number; tests: ClassTest[] }
/** W0 moved by a shift: the heaps p + shift in a range, and the value where each lands. */
export interface Translated { heap: BigUint64Array; value: Uint8Array }
"#;

/// The shapes of the proof of Theorem 1, in the full build only.
#[cfg(feature = "full")]
#[wasm_bindgen(typescript_custom_section)]
const PROOF_SHAPES: &'static str = r#"
/** The certificate's findings for one class (0 W0, 1 W1 = W0 + a, 2 W2 = W0 - b, 3 W3): heaps
 * of the class checked, and the first heap of it where each duty of the mex rule fails (null: none). */
export interface ClassDuties {
  class: 0 | 1 | 2 | 3; heaps: bigint; antiCollisionFailure: bigint | null; reachabilityFailure: bigint | null;
}
/** The certificate of a game: the mex rule's two duties for each class of the closed form on the
 * heaps 0 … checked - 1 (P + 2a + b of them, P = heapPeriod), and the first heap with no class.
 * holds: the closed form is proved for this game. The JSON of `asg prove --json`. */
export interface Certificate {
  a: bigint; delta: bigint; heapPeriod: bigint; checked: bigint; holds: boolean;
  partitionFailure: bigint | null; classes: [ClassDuties, ClassDuties, ClassDuties, ClassDuties];
}
/** One reachability case of ProofSteps.cases (same order) on one heap period: heaps whose named
 * options reach the named values (found), those that do not (missed, none in the regime), and
 * the first found (an example). Empty outside the regime. */
export interface CaseCheck { class: 1 | 2 | 3; found: bigint; missed: bigint; example: bigint | null }
/** What a CertificateJob gives when done; repeatsFrom = 2a + b, the heap from which every local
 * check is the one at the heap P higher; indexPeriod = a*delta, with w(n + a*delta) = w(n) + P. */
export interface CertificateResult { certificate: Certificate; cases: CaseCheck[]; repeatsFrom: bigint; indexPeriod: bigint }
/** An option of a heap in the certificate's check: the move, the heap it leaves, its class. */
export interface OptionClass { take: bigint; to: bigint; class: 0 | 1 | 2 | 3 | null }
/** The certificate's check at one heap: its class, its options, whether no option shares its
 * class (antiCollision), and the smaller values no option has (unreached). */
export interface DutiesAt {
  heap: bigint; class: 0 | 1 | 2 | 3 | null; options: OptionClass[]; antiCollision: boolean; unreached: number[];
}
/** One way two P-positions lag indices apart could differ by s: multiplesOfA of a and
 * multiplesOfDelta of delta among the indices (lag = s - a*A - b*D); how many of each any lag
 * consecutive indices hold ([floor, ceil] of lag/a and lag/delta); possible when both fit. */
export interface DifferenceRow {
  multiplesOfA: bigint; multiplesOfDelta: bigint; lag: bigint;
  aHolds: [bigint, bigint]; deltaHolds: [bigint, bigint]; possible: boolean;
}
/** Can two P-positions differ by s? Every way, and the answer. */
export interface Difference { s: bigint; rows: DifferenceRow[]; possible: boolean }
/** An option x - take of value `value` (0 to 2) of a heap x = w_n + t: w_m shifted by 0, a or -b,
 * with m = n - lag, and w_n - w_m = difference. */
export interface Witness { value: 0 | 1 | 2; take: bigint; lag: bigint; difference: bigint }
/** Heaps x = w_n + t of class `class` whose index n has n mod a in modA and n mod delta in
 * modDelta (half-open): their options of each smaller value, and how many such heaps a heap
 * period has. */
export interface WitnessCase {
  class: 1 | 2 | 3; modA: [bigint, bigint]; modDelta: [bigint, bigint]; witnesses: Witness[]; perPeriod: bigint;
}
/** w_n - w_{n - lag} = wj, plus a when n mod a < carryA, plus b when n mod delta < carryDelta. */
export interface Lag { name: "δ" | "a" | "a + δ" | "d"; lag: bigint; wj: bigint; carryA: bigint; carryDelta: bigint }
/** The first gap of a kind: g_index = to - from = length. */
export interface GapExample { length: bigint; index: bigint; from: bigint; to: bigint }
/** Why Theorem 1 holds for a game of the regime, with its numbers (Game.proofSteps). */
export interface ProofSteps {
  a: bigint; b: bigint; delta: bigint; d: bigint; indexPeriod: bigint; heapPeriod: bigint;
  gaps: [GapExample, GapExample, GapExample]; longestRun: bigint;
  moves: [Difference, Difference, Difference]; window: Difference;
  lags: [Lag, Lag, Lag, Lag]; cases: WitnessCase[]; windows: bigint; windowOnes: bigint; w3: bigint;
  /** The first residue of each region (no left-restricted one when d = 1), and the sum of c(r). */
  residueExamples: ResidueRow[]; residueTotal: bigint;
}
"#;

/// The codes of [`crate::Error`], from the same list as [`crate::Error::code`].
macro_rules! error_code_union {
    ($($variant:ident => $code:literal),* $(,)?) => {
        concat!("/** Every code an AsgError may have (one per variant of the core's error). */\nexport type ErrorCode =", $(" | \"", $code, "\""),*, ";\n")
    };
}

#[wasm_bindgen(typescript_custom_section)]
const ERROR_CODES: &'static str = crate::error::with_codes!(error_code_union);
