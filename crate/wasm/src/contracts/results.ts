// Generated from the Rust result types by crate/src/contracts.rs: do not edit. `ASG_WRITE_CONTRACTS=1 cargo test -p asg --lib contracts` writes it anew.
/** The regime of an additive game (`Regime.name` of the core). */
export type Regime = "primitive-quadratic" | "non-primitive" | "linear" | "quadratic";
/** A stable key of a ledger row (`LedgerRow.key`). */
export type LedgerKey = "index-period" | "heap-period" | "w0" | "w1" | "w2" | "w3" | "windows";
/**
 * The shape of an eventually periodic sequence: g(x + period) = g(x) for all x ≥ preperiod,
 * with both numbers as small as possible.
 */
export type Period = {
  /**
   * The first heap from which the values repeat.
   */
  preperiod: bigint,
  /**
   * The smallest period after the preperiod.
   */
  period: bigint,
};
/**
 * The two kinds of band of the observed formulas ([docs/MATH.md](../docs/MATH.md), outside
 * the regime).
 */
export type BandKind = "linear" | "quadratic";
/**
 * A band of the observed band formulas: its kind and its j ≥ 0.
 */
export type Band = {
  /**
   * Linear or quadratic.
   */
  kind: BandKind,
  /**
   * The band's j ≥ 0.
   */
  j: bigint,
};
/**
 * The game divided by g = gcd(a, δ) ([`Additive::reduced`]), whose band the game is in.
 */
export type ReducedGame = {
  /**
   * a / g.
   */
  a: bigint,
  /**
   * δ / g.
   */
  delta: bigint,
};
/**
 * `game.additive()`: the parameters of {a, b, a+b}, its regime, and its periods. The
 * periods are Theorem 1's in the regime; outside it `heap_period` is the one the mex rule
 * found (if it found one within the bound) and `index_period` is the number of
 * P-positions in it.
 */
export type AdditiveInfo = {
  /**
   * The game's a.
   */
  a: bigint,
  /**
   * The game's b.
   */
  b: bigint,
  /**
   * δ = b − a.
   */
  delta: bigint,
  /**
   * The moves a, b and a + b, ascending: the third, a + b, is the largest move, so every
   * heap from a + b on has all three.
   */
  moves: [bigint, bigint, bigint],
  /**
   * d = δ − a (negative when δ < a).
   */
  d: bigint,
  /**
   * The regime's name ([`crate::Regime::name`]; [`crate::Regime::describe`] says it in a
   * sentence, in English, for the command line).
   */
  regime: Regime,
  /**
   * gcd(a, δ) (1 for a primitive game).
   */
  gcd: bigint,
  /**
   * The band of δ/g against a/g, g = gcd(a, δ): where the game, reduced, lies among the
   * observed bands (quadratic j = 0 is the primitive quadratic wedge a < δ < 2a).
   */
  band: Band,
  /**
   * True in the primitive quadratic regime, where the closed form is a theorem.
   */
  proven: boolean,
  /**
   * P-positions per heap period (aδ in the regime).
   */
  indexPeriod: bigint | null,
  /**
   * The smallest period (a(3δ + a) in the regime).
   */
  heapPeriod: bigint | null,
  /**
   * The band formula's smallest period outside the regime (observed, not proven).
   */
  bandPeriod: bigint | null,
  /**
   * Heaps of value 0, 1, 2 and 3 per heap period (after the preperiod): aδ, aδ, aδ, a² in
   * the regime (Theorem 1), else counted by the mex rule.
   */
  classCounts: [bigint, bigint, bigint, bigint] | null,
  /**
   * Collision windows per heap period for the shift δ: a·d in the regime (Theorem 7);
   * `None` outside it, where they have to be counted (`windowsPerPeriod` of the full API).
   */
  windowsPerPeriod: bigint | null,
  /**
   * The game's own gap lengths w_(n+1) − w_n, distinct and ascending: in the regime Theorem
   * 1's four, [1, a+1, b+1, a+b+1] (gap kinds 0 to 3, [`Additive::gap_lengths`]); outside it
   * those the mex rule gives over a period, `None` when no period was found or the period
   * holds more P-positions than [`crate::game::GAP_SCAN_LIMIT`] (2^18).
   */
  gapLengths: Array<bigint> | null,
  /**
   * The game divided by gcd(a, δ), whose band it is in.
   */
  reduced: ReducedGame,
  /**
   * The bounds of the residue regions in the regime, [1, d, a + 1, δ]: left-restricted
   * residues r are in [b0, b1), unrestricted in [b1, b2), right-restricted in [b2, b3)
   * ([`Additive::residue_bounds`]).
   */
  residueBounds: [bigint, bigint, bigint, bigint] | null,
  /**
   * Heaps across a number line fitted to its gaps and windows: six of the longest gaps,
   * 6·(a + b + 1), or two heap periods when the period is known and that is less.
   */
  fitSpan: bigint,
};
/**
 * `asg nim --json`, `game.nim(…)` as an object.
 */
export type NimWindow = {
  /**
   * The subtraction set, in increasing order.
   */
  moves: Array<bigint>,
  /**
   * The first heap of the window.
   */
  from: bigint,
  /**
   * g(from), g(from + 1), ….
   */
  values: Array<number>,
};
/**
 * One move from the heap: take `take` counters (serialised as `move`), reaching `to` of `value`.
 */
export type MoveOption = {
  /**
   * Counters taken, a member of S.
   */
  move: bigint,
  /**
   * The heap reached, heap − take.
   */
  to: bigint,
  /**
   * The nim-value g(to).
   */
  value: number,
};
/**
 * The mex rule at one heap, `asg explain --json` and `game.explain(heap)`.
 */
export type Explanation = {
  /**
   * The heap explained.
   */
  heap: bigint,
  /**
   * Its nim-value g(heap).
   */
  value: number,
  /**
   * The legal moves, smallest first.
   */
  options: Array<MoveOption>,
  /**
   * The values the moves reach, each once, ascending: the set whose mex is the value.
   */
  reached: Array<number>,
  /**
   * mex of the options' values; always equal to `value`.
   */
  mex: number,
};
/**
 * `asg ppos --json`, `game.pPositions(count)`: the first `count` P-positions. In the regime
 * they are w_0, w_1, …; outside it they come from the mex rule.
 */
export type PPositions = {
  /**
   * The game's a.
   */
  a: bigint,
  /**
   * The game's b.
   */
  b: bigint,
  /**
   * δ = b − a.
   */
  delta: bigint,
  /**
   * The P-positions, smallest first.
   */
  w: Array<bigint>,
};
/**
 * The pairs of P-positions at distance `shift` whose lower end lies below a heap limit.
 */
export type Collisions = {
  /**
   * The shift k between the two P-positions of a pair (δ for the collisions of Theorem 7).
   */
  shift: bigint,
  /**
   * Index pairs [m, n] with p_n − p_m = shift.
   */
  pairs: Array<[bigint, bigint]>,
  /**
   * The heaps [p_m, p_n] of each pair, in the order of `pairs`.
   */
  heaps: Array<[bigint, bigint]>,
  /**
   * The number of pairs listed.
   */
  count: bigint,
};
/**
 * Which side of the trapezoid a residue lies on.
 */
export type ResidueRegion = "left-restricted" | "unrestricted" | "right-restricted";
/**
 * One residue r with its (a+1)-gap's q, L, R and window count c(r).
 */
export type ResidueRow = {
  /**
   * The residue r, 1 ≤ r ≤ δ − 1.
   */
  r: bigint,
  /**
   * The multiplier with q·a ≡ r (mod δ), 1 ≤ q < δ: the gap at index q·a − 1.
   */
  q: bigint,
  /**
   * L = min(a, r) − 1, the 1-gaps directly left of the (a+1)-gap.
   */
  L: bigint,
  /**
   * R = min(a, δ − r) − 1, the 1-gaps directly right of it.
   */
  R: bigint,
  /**
   * c(r) = min(r, d) − max(0, r − a), the collision windows through the gap.
   */
  c: bigint,
  /**
   * The region r lies in.
   */
  region: ResidueRegion,
};
/**
 * All residues r = 1 … δ − 1 and the total Σ c(r) = a·d.
 */
export type ResidueProfile = {
  /**
   * One row for each residue r = 1 … δ − 1, in order.
   */
  rows: Array<ResidueRow>,
  /**
   * Σ c(r), which is a·d (Theorem 7).
   */
  total: bigint,
};
/**
 * The j-th (a+1)-gap of a residue (j from 0), and where it lies.
 */
export type ResidueGap = {
  /**
   * The residue r.
   */
  r: bigint,
  /**
   * Its j: the gaps of residue r are the j-th of it, j = 0, 1, 2, …, one per index period.
   */
  j: bigint,
  /**
   * The multiplier q with n + 1 = q·a (δ ∤ q, q·a ≡ r mod δ).
   */
  q: bigint,
  /**
   * The gap's index n.
   */
  index: bigint,
  /**
   * The P-position w_n it starts at.
   */
  from: bigint,
  /**
   * The P-position w_(n+1) = w_n + a + 1 it ends at.
   */
  to: bigint,
};
/**
 * A window with its run of gaps and, in the regime, the residue of the (a+1)-gap it holds
 * (every window of δ in the regime holds exactly one, docs/MATH.md, "Collision windows").
 */
export type WindowRun = {
  /**
   * The index m of the lower P-position.
   */
  m: bigint,
  /**
   * The index n of the upper P-position.
   */
  n: bigint,
  /**
   * The lower P-position p_m.
   */
  lower: bigint,
  /**
   * The upper P-position p_n = p_m + shift.
   */
  upper: bigint,
  /**
   * The lengths of g_m, …, g_{n−1}.
   */
  gaps: Array<bigint>,
  /**
   * How many of them are 1-gaps (d − 1 for the shift δ in the regime).
   */
  ones: bigint,
  /**
   * The residue r of the (a+1)-gap in the run, for shift δ in the regime; else `None`.
   */
  residue: bigint | null,
};
/**
 * One quantity: its closed form (as text, and its value where it applies) and the count.
 */
export type LedgerRow = {
  /**
   * A stable name for programs: `index-period`, `heap-period`, `w0` … `w3`, `windows`.
   */
  key: LedgerKey,
  /**
   * The quantity's name for people, e.g. "heap period".
   */
  name: string,
  /**
   * The closed form of Theorem 1 or 7, e.g. "aδ".
   */
  formulaText: string,
  /**
   * Its value in the regime; `None` outside it, where it does not apply.
   */
  formula: bigint | null,
  /**
   * The quantity counted by the mex rule over one period.
   */
  counted: bigint,
  /**
   * Whether the formula applies and equals the count (`None` where there is no formula).
   */
  agrees: boolean | null,
};
/**
 * Every row of the ledger, and whether the formulas are the proven ones.
 */
export type Ledger = {
  /**
   * True in the primitive quadratic regime, where the formulas are theorems.
   */
  proven: boolean,
  /**
   * The smallest period the band formulas predict outside the regime (observed, not proven).
   */
  bandFormula: bigint | null,
  /**
   * The preperiod found by the mex rule (0 for every additive game seen so far).
   */
  preperiod: bigint,
  /**
   * True when the counted heap period is known to be the smallest (found by cycle search);
   * false when it was only checked to be a period, by streaming past the memory bound.
   */
  periodIsSmallest: boolean,
  /**
   * The quantities, index period first.
   */
  rows: Array<LedgerRow>,
};
