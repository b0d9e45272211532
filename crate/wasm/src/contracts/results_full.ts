// Generated from the Rust result types by crate/src/contracts.rs: do not edit. `ASG_WRITE_CONTRACTS=1 cargo test -p asg --lib contracts` writes it anew.
/**
 * One term of C(k): the index lag j with carries (e₁, e₂) such that w_j + e₁a + e₂b = k,
 * and its rectangle of the torus: the indices n with n mod a in `mod_a` and n mod δ in
 * `mod_delta` (half-open ranges), `area` of them per index period.
 */
export type ShiftTerm = {
  /**
   * The index lag j ≥ 1: these pairs are (w_n, w_{n+j}).
   */
  j: bigint,
  /**
   * The carry e₁ (0 or 1): whether n mod a + j mod a reaches a.
   */
  e1: 0 | 1,
  /**
   * The carry e₂ (0 or 1): whether n mod δ + j mod δ reaches δ.
   */
  e2: 0 | 1,
  /**
   * w_j, so that k = w_j + e₁a + e₂b.
   */
  wj: bigint,
  /**
   * The lines that cut the torus for this j: n mod a = a − (j mod a) and n mod δ = δ − (j mod δ).
   */
  cut: [bigint, bigint],
  /**
   * The rectangle's rows: n mod a in [lo, hi).
   */
  modA: [bigint, bigint],
  /**
   * The rectangle's columns: n mod δ in [lo, hi).
   */
  modDelta: [bigint, bigint],
  /**
   * The rectangle's area: the pairs this term gives per heap period.
   */
  area: bigint,
  /**
   * The areas of all four rectangles of this j, carry patterns in [`CARRIES`] order (they
   * add up to aδ; `area` is one of them).
   */
  areas: [bigint, bigint, bigint, bigint],
};
/**
 * Why C(k) is what it is: the terms of the torus formula that make it (`asg spectrum
 * --explain K`, `game.explainShift(k)`).
 */
export type ShiftExplanation = {
  /**
   * The game's a: the torus has a rows, n mod a.
   */
  a: bigint,
  /**
   * The game's b.
   */
  b: bigint,
  /**
   * δ = b − a: the torus has δ columns, n mod δ.
   */
  delta: bigint,
  /**
   * The shift k.
   */
  k: bigint,
  /**
   * The heap period p = a(3δ + a).
   */
  period: bigint,
  /**
   * C(k), the sum of the terms' areas.
   */
  count: bigint,
  /**
   * The terms with a positive area, in [`CARRIES`] order of their carries (at most four).
   */
  terms: Array<ShiftTerm>,
};
/**
 * One term of the closed form written out: w_n = n + a·⌊n/a⌋ + b·⌊n/δ⌋.
 */
export type WTerm = {
  /**
   * The index n.
   */
  n: bigint,
  /**
   * ⌊n/a⌋.
   */
  floorA: bigint,
  /**
   * ⌊n/δ⌋.
   */
  floorDelta: bigint,
  /**
   * w_n.
   */
  w: bigint,
};
/**
 * Where a heap lies among the P-positions: w_n ≤ heap < w_{n+1}.
 */
export type Bracket = {
  /**
   * The heap placed.
   */
  heap: bigint,
  /**
   * The last P-position at or below it, w_n.
   */
  below: WTerm,
  /**
   * The next one, w_{n+1} (`None` past 2^64).
   */
  above: WTerm | null,
};
/**
 * One test of the class rule: is the heap `candidate` (x, x − a, x + b, or x + δ) a P-position?
 */
export type ClassTest = {
  /**
   * The class the test is for: 0 (x), 1 (x − a), 2 (x + b) or 3 (x + δ, which Theorem 1
   * puts in W0 for every heap of W3).
   */
  class: 0 | 1 | 2 | 3,
  /**
   * The heap tested; `None` when it is below 0 or past 2^64 − 1.
   */
  candidate: bigint | null,
  /**
   * Where the candidate lies among the P-positions.
   */
  bracket: Bracket | null,
  /**
   * True when the candidate is a P-position.
   */
  holds: boolean,
};
/**
 * The class rule at heap x: the tests in order up to the first that holds (for W3, the three
 * that fail and then x + δ), and the value they give.
 */
export type ClassWork = {
  /**
   * The heap.
   */
  heap: bigint,
  /**
   * Its nim-value, 0 to 3: the class of the test that holds.
   */
  value: number,
  /**
   * The tests, in order.
   */
  tests: Array<ClassTest>,
};
/**
 * What the certificate found for one class c: how many heaps of that class were checked, and
 * the first heap of the class where each duty fails.
 */
export type ClassDuties = {
  /**
   * The class, 0 to 3 (W0, W1 = W0 + a, W2 = W0 − b, W3).
   */
  class: 0 | 1 | 2 | 3,
  /**
   * Heaps of this class among those checked.
   */
  heaps: bigint,
  /**
   * The first heap x of this class with an option x − s of the same class, if any.
   */
  antiCollisionFailure: bigint | null,
  /**
   * The first heap x of this class for which some smaller class is no option's class, if any.
   */
  reachabilityFailure: bigint | null,
};
/**
 * The certificate of a game: the two duties of the mex rule checked for each candidate class on
 * every heap below P + 2a + b, and whether every heap has a class (`asg prove`,
 * `game.prove()`).
 *
 * ```
 * use asg::{certificate::prove, Additive};
 * let c = prove(Additive::from_delta(5, 7).unwrap()).unwrap();
 * assert!(c.holds); // the closed form is proved for (5, 7): heaps 0 … 151 checked
 * assert_eq!((c.heap_period, c.checked), (130, 130 + 2 * 5 + 12));
 * let outside = prove(Additive::from_delta(5, 16).unwrap()).unwrap();
 * assert!(!outside.holds);
 * // w_11 = 21 and w_0 = 0 are both in class 0, and 21 − 0 = 21 = b is a move.
 * assert_eq!(outside.classes[0].anti_collision_failure, Some(21));
 * ```
 */
export type Certificate = {
  /**
   * The game's a.
   */
  a: bigint,
  /**
   * The game's δ = b − a.
   */
  delta: bigint,
  /**
   * P = a(3δ + a): w_{n+aδ} = w_n + P, so the classes repeat with this period.
   */
  heapPeriod: bigint,
  /**
   * Heaps checked, from 0: P + 2a + b when the check is complete (fewer in a partial one).
   */
  checked: bigint,
  /**
   * True when the check is complete, every heap has a class and both duties hold for every
   * class: the closed form is then the game's nim sequence, proved.
   */
  holds: boolean,
  /**
   * The first heap with no class, if any.
   */
  partitionFailure: bigint | null,
  /**
   * The duties of the classes 0, 1, 2 and 3, in order.
   */
  classes: [ClassDuties, ClassDuties, ClassDuties, ClassDuties],
};
/**
 * One case of the reachability step ([`crate::proof::WitnessCase`]) checked on the heaps of one
 * heap period: how many heaps of the case have every option it names, of the value it names.
 */
export type CaseCheck = {
  /**
   * The class, 1 to 3.
   */
  class: 1 | 2 | 3,
  /**
   * Heaps of the case (by their index n's cell of the torus) whose named options reach
   * the named values, in the period checked.
   */
  found: bigint,
  /**
   * Heaps of the case where some named option does not (none in the regime).
   */
  missed: bigint,
  /**
   * The first heap of the case found, if any: an example to show.
   */
  example: bigint | null,
};
/**
 * One option of a heap in the local check: the move, the heap it leaves, and that heap's class.
 */
export type OptionClass = {
  /**
   * The move s, a, b or a + b.
   */
  take: bigint,
  /**
   * The heap x − s.
   */
  to: bigint,
  /**
   * Its candidate class, if it has one.
   */
  class: 0 | 1 | 2 | 3 | null,
};
/**
 * The certificate's check at one heap x: its class, its options' classes, and which duty holds.
 */
export type DutiesAt = {
  /**
   * The heap x.
   */
  heap: bigint,
  /**
   * Its candidate class, if it has one.
   */
  class: 0 | 1 | 2 | 3 | null,
  /**
   * Its options x − s for the moves s ≤ x, in increasing order of s.
   */
  options: Array<OptionClass>,
  /**
   * True when no option is in x's class.
   */
  antiCollision: boolean,
  /**
   * The values below x's class that no option has (empty when reachability holds).
   */
  unreached: Array<number>,
};
/**
 * One way two P-positions j indices apart could differ by s: A multiples of a and D of δ
 * among the j indices, with j = s − a·A − b·D; and whether j consecutive indices can hold
 * that many.
 */
export type DifferenceRow = {
  /**
   * A, the multiples of a among the indices.
   */
  multiplesOfA: bigint,
  /**
   * D, the multiples of δ among the indices.
   */
  multiplesOfDelta: bigint,
  /**
   * j = s − a·A − b·D ≥ 1, the index lag this needs.
   */
  lag: bigint,
  /**
   * How many multiples of a any j consecutive indices hold: ⌊j/a⌋ to ⌈j/a⌉.
   */
  aHolds: [bigint, bigint],
  /**
   * How many multiples of δ they hold: ⌊j/δ⌋ to ⌈j/δ⌉.
   */
  deltaHolds: [bigint, bigint],
  /**
   * True when A and D are both within what j indices hold.
   */
  possible: boolean,
};
/**
 * Can two P-positions differ by s? Every way to make s from the lag formula, and the answer.
 */
export type Difference = {
  /**
   * The difference s.
   */
  s: bigint,
  /**
   * Every (A, D) with a·A + b·D < s, in order of D, then A.
   */
  rows: Array<DifferenceRow>,
  /**
   * True when some row is possible.
   */
  possible: boolean,
};
/**
 * A P-position w_m that gives heap x an option of value `value`: x − take = w_m + shift,
 * where the shift is 0, a or −b for the values 0, 1 and 2, and m = n − lag.
 */
export type Witness = {
  /**
   * The value reached, 0 to 2.
   */
  value: 0 | 1 | 2,
  /**
   * The move that reaches it: a, b or a + b.
   */
  take: bigint,
  /**
   * The index lag j = n − m (0: the heap's own P-position w_n).
   */
  lag: bigint,
  /**
   * w_n − w_m, which the lag formula gives on this case's cells.
   */
  difference: bigint,
};
/**
 * One case of reachability: the heaps x = w_n + t of a class (t = a, −b, −δ for W1, W2, W3)
 * whose index n lies in a rectangle of the torus, and the options that reach every smaller
 * value there.
 */
export type WitnessCase = {
  /**
   * The class, 1 to 3.
   */
  class: 1 | 2 | 3,
  /**
   * The rectangle's rows: n mod a in [lo, hi).
   */
  modA: [bigint, bigint],
  /**
   * The rectangle's columns: n mod δ in [lo, hi).
   */
  modDelta: [bigint, bigint],
  /**
   * An option for each smaller value.
   */
  witnesses: Array<Witness>,
  /**
   * The heaps of the case per heap period: the rectangle's area (each cell once, gcd = 1).
   */
  perPeriod: bigint,
};
/**
 * One lag of the reachability step: w_n − w_{n−j} = w_j + a·\[n mod a < j mod a\] + b·\[n mod δ < j mod δ\].
 */
export type Lag = {
  /**
   * The lag's name in every game: `δ`, `a`, `a + δ` or `d`.
   */
  name: "δ" | "a" | "a + δ" | "d",
  /**
   * The lag j.
   */
  lag: bigint,
  /**
   * w_j = j + a⌊j/a⌋ + b⌊j/δ⌋, the difference without carries.
   */
  wj: bigint,
  /**
   * j mod a: a is added when n mod a is below it.
   */
  carryA: bigint,
  /**
   * j mod δ: b is added when n mod δ is below it.
   */
  carryDelta: bigint,
};
/**
 * The first gap of one kind: g_n = w_{n+1} − w_n.
 */
export type GapExample = {
  /**
   * The gap's length: a + 1, b + 1 or a + b + 1.
   */
  length: bigint,
  /**
   * Its index n: n + 1 is the first multiple of a (not of δ), of δ (not of a), or of aδ.
   */
  index: bigint,
  /**
   * w_n.
   */
  from: bigint,
  /**
   * w_{n+1}.
   */
  to: bigint,
};
/**
 * The argument of Theorem 1 for one game of the regime, every number the game's own.
 *
 * ```
 * use asg::{proof::ProofSteps, Additive};
 * let steps = ProofSteps::new(Additive::from_delta(5, 7).unwrap()).unwrap();
 * // No two P-positions differ by a move: not 5, 12 or 17 …
 * assert!(steps.moves.iter().all(|d| !d.possible));
 * // … and δ = 7 only as d = 2 indices with one multiple of a: one gap of a + 1 = 6, one of 1.
 * let window: Vec<_> = steps.window.rows.iter().filter(|r| r.possible).collect();
 * assert_eq!((window.len(), window[0].lag, window[0].multiples_of_a), (1, 2, 1));
 * // The heaps of W2 and W3 per heap period, case by case: aδ = 35 and a² = 25.
 * let per = |c| steps.cases.iter().filter(|w| w.class == c).map(|w| w.per_period).sum::<u64>();
 * assert_eq!((per(2), per(3)), (35, 25));
 * ```
 */
export type ProofSteps = {
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
   * d = δ − a, with 0 < d < a in the regime.
   */
  d: bigint,
  /**
   * The index period aδ.
   */
  indexPeriod: bigint,
  /**
   * The heap period P = a(3δ + a) = 3aδ + a².
   */
  heapPeriod: bigint,
  /**
   * The first gap of each kind other than 1: a + 1, b + 1, a + b + 1.
   */
  gaps: [GapExample, GapExample, GapExample],
  /**
   * The longest run of gaps of length 1: a − 1 (between two multiples of a).
   */
  longestRun: bigint,
  /**
   * Differences a, b and a + b: none is possible (step 2).
   */
  moves: [Difference, Difference, Difference],
  /**
   * Difference δ: only j = d with one multiple of a (step 5).
   */
  window: Difference,
  /**
   * The lags of step 3: δ, a, a + δ and d.
   */
  lags: [Lag, Lag, Lag, Lag],
  /**
   * The cases of step 3, class by class.
   */
  cases: Array<WitnessCase>,
  /**
   * The collision windows per heap period, d(δ − d) = a·d.
   */
  windows: bigint,
  /**
   * The gaps of length 1 in a collision window, d − 1.
   */
  windowOnes: bigint,
  /**
   * |W3| per heap period, aδ − a·d = a².
   */
  w3: bigint,
  /**
   * The first residue of each region (left-restricted, unrestricted, right-restricted; the
   * first is missing when d = 1), for step 6.
   */
  residueExamples: Array<ResidueRow>,
  /**
   * Σ c(r) over r = 1 … δ − 1, summed region by region: (d − 1)d/2 + (a − d + 1)d + (d − 1)d/2.
   */
  residueTotal: bigint,
};
