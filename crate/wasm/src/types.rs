//! The TypeScript shapes of every result, so that no result is typed `any`: `asg.d.ts` and
//! `asg_full.d.ts` carry them, and the exported functions name them. Those of the core's result
//! types are derived from the Rust types (`contracts/*.ts`, written by `asg::contracts`); the
//! few written here have no Rust result type to derive them from, each group says why.

use wasm_bindgen::prelude::*;

/// The core's results that both modules return (games, values, periods, the queries' results).
#[wasm_bindgen(typescript_custom_section)]
const RESULTS: &'static str = include_str!("contracts/results.ts");

/// The core's results that only the full module returns (class rule, certificate, proof).
#[cfg(feature = "full")]
#[wasm_bindgen(typescript_custom_section)]
const RESULTS_FULL: &'static str = include_str!("contracts/results_full.ts");

/// Shapes of the binding itself: arguments the page builds (read field by field in `convert`),
/// results assembled here from typed arrays (`BigUint64Array`, `Float64Array`: no serde form
/// gives those), small tuples and ranges put together here, and the thrown `Error`.
#[wasm_bindgen(typescript_custom_section)]
const SHAPES: &'static str = r#"
// Arguments: the page builds these; the binding reads them field by field (convert.rs).
/** A whole number: a JavaScript number (a safe integer) or a BigInt. */
export type Whole = number | bigint;
/** A position on the number line or the grid: a BigInt in units of 2^-32 heaps, exact at any
 * size (heap h is `BigInt(h) << 32n`). A number is refused: no value means a position in one
 * call and a heap in another. */
export type Position = bigint;
/** A frame of the number line: the position at its left edge, heaps per (device) pixel, and
 * pixel columns. Every function that looks at the number line takes one. */
export interface StripFrame { left: Position; perPixel: number; columns: number }
/** A frame of the grid: rows of rowWidth heaps, column col and row row at the top left, cell
 * device pixels per heap. */
export interface GridFrame { rowWidth: Whole; col: Position; row: Position; cell: number }
/** Which pixel rows a grid draw computes: multiples of stride in [from, to), skipping those a
 * pass of twice the stride did (unless fresh). */
export interface RowPass { from: number; to: number; stride: number; fresh: boolean }
// Results the binding assembles: pixels as Float64Arrays, ranges and tuples of the core's
// numbers, and lists as typed arrays.
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
/** The first (a+1)-gap of a residue: its index n and the heap w_n it starts at. */
export interface GapStart { index: bigint; heap: bigint }
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
/** Counts per pixel column: its edges (columns + 1 heaps; the last may be 2^64) and four
 * counts per column (values 0, 1, 2, 3), flat. */
export interface ColumnCounts { edges: bigint[]; counts: BigUint64Array }
/** The cells a grid picture shows, one entry per cell in each array, row by row. */
export interface GridCells { heap: BigUint64Array; row: BigUint64Array; column: BigUint64Array; value: Uint8Array }
/** The rows a grid picture shows: each row, its heaps in view [from, to) (to may be 2^64), and
 * four counts a row (values 0, 1, 2, 3), flat. */
export interface GridRowCounts { row: BigUint64Array; from: bigint[]; to: bigint[]; counts: BigUint64Array }
/** A game's table built in a worker (SequenceJob) for Game.adoptTable: its moves, its values
 * at two bits a heap (32 heaps a word), its length (preperiod + period) and preperiod. */
export interface SequenceTable { moves: BigUint64Array; words: BigUint64Array; length: bigint; preperiod: bigint }
// The thrown Error (convert.rs gives it code, field and params).
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
// The spectrum's frame (an argument) and its results, assembled here from typed arrays and the
// core's numbers.
/** C(k) for k = kMin … kMax: counts[i] = C(kMin + i), the P-positions x of one heap period with
 * x + k a P-position too. proven: by the torus formula (in the regime, a consequence of
 * Theorem 1); else counted over the period the mex rule found. C(k + period) = C(k). */
export interface CollisionSpectrum {
  a: bigint; b: bigint; delta: bigint; proven: boolean; period: bigint; zerosPerPeriod: bigint;
  kMin: bigint; kMax: bigint; counts: BigUint64Array;
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
/** W0 moved by a shift: the heaps p + shift in a range, and the value where each lands. */
export interface Translated { heap: BigUint64Array; value: Uint8Array }
"#;

/// The shapes of the proof of Theorem 1, in the full build only.
#[cfg(feature = "full")]
#[wasm_bindgen(typescript_custom_section)]
const PROOF_SHAPES: &'static str = r#"
// The job's result, assembled here: the core's certificate and cases, with two numbers.
/** What a CertificateJob gives when done; repeatsFrom = 2a + b, the heap from which every local
 * check is the one at the heap P higher; indexPeriod = a*delta, with w(n + a*delta) = w(n) + P. */
export interface CertificateResult { certificate: Certificate; cases: CaseCheck[]; repeatsFrom: bigint; indexPeriod: bigint }
"#;

/// The codes of [`asg::Error`], from the same list as [`asg::Error::code`].
macro_rules! error_code_union {
    ($($variant:ident => $code:literal),* $(,)?) => {
        concat!("/** Every code an AsgError may have (one per variant of the core's error). */\nexport type ErrorCode =", $(" | \"", $code, "\""),*, ";\n")
    };
}

#[wasm_bindgen(typescript_custom_section)]
const ERROR_CODES: &'static str = asg::with_codes!(error_code_union);
