//! Why Theorem 1 holds, step by step, with one game's numbers (docs/MATH.md, "Why Theorem 1
//! holds"): the argument of the proof in general, for a game of the primitive quadratic regime,
//! in the framing of Larsson and Manabe (arXiv:2603.10414: the mex rule as anti-collision and
//! reachability), worked out in this crate's own words. [`crate::certificate`] checks the same
//! duties heap by heap for one game; the page puts the two side by side.
//!
//! Everything rests on counting multiples. Between two P-positions w_m < w_n, with j = n − m,
//!
//! w_n − w_m = j + a·A + b·D,
//!
//! where A and D are the multiples of a and of δ among the j indices m + 1, …, n. Any j
//! consecutive integers hold ⌊j/a⌋ multiples of a, or one more; one more exactly when
//! n mod a < j mod a (the *carry* e₁ of the collision spectrum's torus formula, read from the
//! upper index), and likewise for δ. So w_n − w_{n−j} = w_j + a·e₁ + b·e₂ with
//! e₁ = \[n mod a < j mod a\] and e₂ = \[n mod δ < j mod δ\].
//!
//! 1. **Gaps** (j = 1): each gap is 1, a + 1, b + 1 or a + b + 1.
//! 2. **No two P-positions differ by a, b or a + b** ([`Difference`]): no choice of A and D
//!    fits j. Every class is a shifted copy of part of W0 (W1 ⊆ W0 + a, W2 ⊆ W0 − b,
//!    W3 ⊆ W0 − δ), so no heap has an option in its own class (anti-collision), and the four
//!    classes are disjoint.
//! 3. **Each class reaches the values below it** ([`WitnessCase`]): for x = w_n − b (W2) and
//!    x = w_n − δ (W3) the options of the smaller values are P-positions (or their shifts) a
//!    lag δ, a, a + δ or d back, chosen by the torus cell (n mod a, n mod δ).
//! 4. **Every heap has a class**, by counting: per heap period P = a(3δ + a), W0, W1 and W2
//!    have aδ heaps each and W3 = (W0 − δ) \ W0 has aδ − a·d = a² (the a·d collision windows,
//!    step 5, are the pairs δ apart); 3aδ + a² = P, and disjoint classes that fill P heaps of
//!    every period leave no heap out. This is where gcd(a, δ) = 1 is used: by the Chinese
//!    remainder theorem the aδ indices of an index period meet each torus cell once.
//! 5. **A collision window holds exactly one (a + 1)-gap**: the only way to make δ is j = d
//!    with one multiple of a and none of δ, on d(δ − d) = a·d cells of the torus (Theorem 7).
//! 6. **c(r)** follows from the 1-gaps on each side of an (a + 1)-gap ([`crate::residues`]).

use crate::additive::Additive;
use crate::closed_form::WSequence;
use crate::error::{Proven, Result};
use crate::residues::{residue_row, ResidueRow};
use serde::Serialize;

/// One way two P-positions j indices apart could differ by s: A multiples of a and D of δ
/// among the j indices, with j = s − a·A − b·D; and whether j consecutive indices can hold
/// that many.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct DifferenceRow {
    /// A, the multiples of a among the indices.
    pub multiples_of_a: u64,
    /// D, the multiples of δ among the indices.
    pub multiples_of_delta: u64,
    /// j = s − a·A − b·D ≥ 1, the index lag this needs.
    pub lag: u64,
    /// How many multiples of a any j consecutive indices hold: ⌊j/a⌋ to ⌈j/a⌉.
    pub a_holds: [u64; 2],
    /// How many multiples of δ they hold: ⌊j/δ⌋ to ⌈j/δ⌉.
    pub delta_holds: [u64; 2],
    /// True when A and D are both within what j indices hold.
    pub possible: bool,
}

/// Can two P-positions differ by s? Every way to make s from the lag formula, and the answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Difference {
    /// The difference s.
    pub s: u64,
    /// Every (A, D) with a·A + b·D < s, in order of D, then A.
    pub rows: Vec<DifferenceRow>,
    /// True when some row is possible.
    pub possible: bool,
}

/// A P-position w_m that gives heap x an option of value `value`: x − take = w_m + shift,
/// where the shift is 0, a or −b for the values 0, 1 and 2, and m = n − lag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Witness {
    /// The value reached, 0 to 2.
    #[cfg_attr(test, ts(type = "0 | 1 | 2"))]
    pub value: u8,
    /// The move that reaches it: a, b or a + b.
    pub take: u64,
    /// The index lag j = n − m (0: the heap's own P-position w_n).
    pub lag: u64,
    /// w_n − w_m, which the lag formula gives on this case's cells.
    pub difference: u64,
}

/// One case of reachability: the heaps x = w_n + t of a class (t = a, −b, −δ for W1, W2, W3)
/// whose index n lies in a rectangle of the torus, and the options that reach every smaller
/// value there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct WitnessCase {
    /// The class, 1 to 3.
    #[cfg_attr(test, ts(type = "1 | 2 | 3"))]
    pub class: u8,
    /// The rectangle's rows: n mod a in [lo, hi).
    pub mod_a: [u64; 2],
    /// The rectangle's columns: n mod δ in [lo, hi).
    pub mod_delta: [u64; 2],
    /// An option for each smaller value.
    pub witnesses: Vec<Witness>,
    /// The heaps of the case per heap period: the rectangle's area (each cell once, gcd = 1).
    pub per_period: u64,
}

/// One lag of the reachability step: w_n − w_{n−j} = w_j + a·\[n mod a < j mod a\] + b·\[n mod δ < j mod δ\].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Lag {
    /// The lag's name in every game: `δ`, `a`, `a + δ` or `d`.
    #[cfg_attr(test, ts(type = "\"δ\" | \"a\" | \"a + δ\" | \"d\""))]
    pub name: &'static str,
    /// The lag j.
    pub lag: u64,
    /// w_j = j + a⌊j/a⌋ + b⌊j/δ⌋, the difference without carries.
    pub wj: u64,
    /// j mod a: a is added when n mod a is below it.
    pub carry_a: u64,
    /// j mod δ: b is added when n mod δ is below it.
    pub carry_delta: u64,
}

/// The first gap of one kind: g_n = w_{n+1} − w_n.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct GapExample {
    /// The gap's length: a + 1, b + 1 or a + b + 1.
    pub length: u64,
    /// Its index n: n + 1 is the first multiple of a (not of δ), of δ (not of a), or of aδ.
    pub index: u64,
    /// w_n.
    pub from: u64,
    /// w_{n+1}.
    pub to: u64,
}

/// The argument of Theorem 1 for one game of the regime, every number the game's own.
///
/// ```
/// use asg::{proof::ProofSteps, Additive};
/// let steps = ProofSteps::new(Additive::from_delta(5, 7).unwrap()).unwrap();
/// // No two P-positions differ by a move: not 5, 12 or 17 …
/// assert!(steps.moves.iter().all(|d| !d.possible));
/// // … and δ = 7 only as d = 2 indices with one multiple of a: one gap of a + 1 = 6, one of 1.
/// let window: Vec<_> = steps.window.rows.iter().filter(|r| r.possible).collect();
/// assert_eq!((window.len(), window[0].lag, window[0].multiples_of_a), (1, 2, 1));
/// // The heaps of W2 and W3 per heap period, case by case: aδ = 35 and a² = 25.
/// let per = |c| steps.cases.iter().filter(|w| w.class == c).map(|w| w.per_period).sum::<u64>();
/// assert_eq!((per(2), per(3)), (35, 25));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ProofSteps {
    /// The game's a.
    pub a: u64,
    /// The game's b.
    pub b: u64,
    /// δ = b − a.
    pub delta: u64,
    /// d = δ − a, with 0 < d < a in the regime.
    pub d: u64,
    /// The index period aδ.
    pub index_period: u64,
    /// The heap period P = a(3δ + a) = 3aδ + a².
    pub heap_period: u64,
    /// The first gap of each kind other than 1: a + 1, b + 1, a + b + 1.
    pub gaps: [GapExample; 3],
    /// The longest run of gaps of length 1: a − 1 (between two multiples of a).
    pub longest_run: u64,
    /// Differences a, b and a + b: none is possible (step 2).
    pub moves: [Difference; 3],
    /// Difference δ: only j = d with one multiple of a (step 5).
    pub window: Difference,
    /// The lags of step 3: δ, a, a + δ and d.
    pub lags: [Lag; 4],
    /// The cases of step 3, class by class.
    pub cases: Vec<WitnessCase>,
    /// The collision windows per heap period, d(δ − d) = a·d.
    pub windows: u64,
    /// The gaps of length 1 in a collision window, d − 1.
    pub window_ones: u64,
    /// |W3| per heap period, aδ − a·d = a².
    pub w3: u64,
    /// The first residue of each region (left-restricted, unrestricted, right-restricted; the
    /// first is missing when d = 1), for step 6.
    pub residue_examples: Vec<ResidueRow>,
    /// Σ c(r) over r = 1 … δ − 1, summed region by region: (d − 1)d/2 + (a − d + 1)d + (d − 1)d/2.
    pub residue_total: u64,
}

impl ProofSteps {
    /// The argument for `game`.
    ///
    /// # Errors
    /// [`crate::Error::NotInRegime`] outside the primitive quadratic regime, where this
    /// argument does not apply; [`crate::Error::Overflow`] when its periods pass
    /// [`crate::additive::MAX_HEAP_PERIOD`].
    pub fn new(game: Additive) -> Result<Self> {
        game.require_regime(Proven::ClosedForm)?;
        let (index_period, heap_period) = (game.index_period()?, game.heap_period()?);
        let (a, b, delta) = (game.a(), game.b(), game.delta());
        // In the regime 0 < d < a, and every number here is below the heap period, which fits.
        let d = delta - a;
        let w = WSequence::new(game);
        let wj = |j: u64| j + a * (j / a) + b * (j / delta);
        let gap = |index: u64| GapExample { length: w.gap(index), index, from: wj(index), to: wj(index + 1) };
        let lag = |name, lag: u64| Lag { name, lag, wj: wj(lag), carry_a: lag % a, carry_delta: lag % delta };
        Ok(ProofSteps {
            a,
            b,
            delta,
            d,
            index_period,
            heap_period,
            gaps: [gap(a - 1), gap(delta - 1), gap(a * delta - 1)],
            longest_run: a - 1,
            moves: [difference(game, a), difference(game, b), difference(game, a + b)],
            window: difference(game, delta),
            lags: [lag("δ", delta), lag("a", a), lag("a + δ", a + delta), lag("d", d)],
            cases: witness_cases(game),
            windows: d * (delta - d),
            window_ones: d - 1,
            w3: a * delta - d * (delta - d),
            residue_examples: game
                .residue_bounds()
                .unwrap_or_default()
                .windows(2)
                .filter(|b| b[0] < b[1])
                .map(|b| residue_row(game, b[0]))
                .collect::<Result<_>>()?,
            // Each restricted region adds 1 + 2 + … + (d − 1); the unrestricted one d for each of its a − d + 1 residues.
            residue_total: (d - 1) * d + (a - d + 1) * d,
        })
    }
}

/// Every way the lag formula could make a difference s, for any game.
pub fn difference(game: Additive, s: u64) -> Difference {
    let (a, b, delta) = (game.a(), game.b(), game.delta());
    let holds = |j: u64, m: u64| [j / m, j.div_ceil(m)];
    let mut rows = Vec::new();
    for multiples_of_delta in (0..).take_while(|&k| b * k < s) {
        for multiples_of_a in (0..).take_while(|&k| a * k + b * multiples_of_delta < s) {
            let lag = s - a * multiples_of_a - b * multiples_of_delta;
            let (a_holds, delta_holds) = (holds(lag, a), holds(lag, delta));
            let within = |k: u64, [lo, hi]: [u64; 2]| (lo..=hi).contains(&k);
            let possible = within(multiples_of_a, a_holds) && within(multiples_of_delta, delta_holds);
            rows.push(DifferenceRow { multiples_of_a, multiples_of_delta, lag, a_holds, delta_holds, possible });
        }
    }
    let possible = rows.iter().any(|r| r.possible);
    Difference { s, rows, possible }
}

/// The cases of reachability (step 3) for a game with 0 < d < a: W1 in one case, W2 in three,
/// W3 in two (the cells n mod a < d ≤ n mod δ are the collision windows, not W3).
fn witness_cases(game: Additive) -> Vec<WitnessCase> {
    let (a, b, delta) = (game.a(), game.b(), game.delta());
    let d = delta - a;
    let witness = |value, take, lag, difference| Witness { value, take, lag, difference };
    let case = |class, mod_a: [u64; 2], mod_delta: [u64; 2], witnesses| WitnessCase {
        class,
        mod_a,
        mod_delta,
        witnesses,
        per_period: (mod_a[1] - mod_a[0]) * (mod_delta[1] - mod_delta[0]),
    };
    vec![
        // x = w_n + a: x − a is w_n itself.
        case(1, [0, a], [0, delta], vec![witness(0, a, 0, 0)]),
        // x = w_n − b. Lag δ: 2b, or 2b + a when n mod a < d.
        case(2, [0, d], [0, delta], vec![witness(0, a + b, delta, 2 * b + a), witness(1, b, delta, 2 * b + a)]),
        // Lag a: 2a + b when n mod δ < a.
        case(2, [d, a], [0, a], vec![witness(0, b, delta, 2 * b), witness(1, a, a, 2 * a + b)]),
        // Lag a + δ: 2a + 2b when n mod a ≥ d and n mod δ ≥ a.
        case(2, [d, a], [a, delta], vec![witness(0, b, delta, 2 * b), witness(1, a + b, a + delta, 2 * a + 2 * b)]),
        // x = w_n − δ, with x − a = w_n − b in W2 always.
        case(
            3,
            [d, a],
            [0, delta],
            vec![witness(0, a + b, delta, 2 * b), witness(1, b, delta, 2 * b), witness(2, a, 0, 0)],
        ),
        // Lag d: δ + b when n mod a < d and n mod δ < d.
        case(
            3,
            [0, d],
            [0, d],
            vec![witness(0, b, d, delta + b), witness(1, a + b, delta, 2 * b + a), witness(2, a, 0, 0)],
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(a: u64, delta: u64, n: u64) -> u64 {
        n + a * (n / a) + (a + delta) * (n / delta)
    }

    #[test]
    fn the_lag_formula_is_the_difference_of_two_terms() {
        for (a, delta) in [(5, 7), (7, 12), (2, 3), (13, 20)] {
            let steps = ProofSteps::new(Additive::from_delta(a, delta).unwrap()).unwrap();
            for lag in steps.lags {
                for n in lag.lag..3 * a * delta {
                    let carries =
                        a * u64::from(n % a < lag.carry_a) + (a + delta) * u64::from(n % delta < lag.carry_delta);
                    assert_eq!(w(a, delta, n) - w(a, delta, n - lag.lag), lag.wj + carries, "({a}, {delta}) n = {n}");
                }
            }
        }
    }

    #[test]
    fn the_witnesses_are_the_differences_the_lags_give_on_their_cells() {
        for (a, delta) in [(5, 7), (7, 12), (2, 3), (13, 20), (8, 13)] {
            let steps = ProofSteps::new(Additive::from_delta(a, delta).unwrap()).unwrap();
            let b = a + delta;
            let shift = |c: u8| [0i128, a as i128, -(b as i128), -(delta as i128)][c as usize];
            for case in &steps.cases {
                for n in a * delta..2 * a * delta {
                    let (u, v) = (n % a, n % delta);
                    if !(case.mod_a[0] <= u && u < case.mod_a[1] && case.mod_delta[0] <= v && v < case.mod_delta[1]) {
                        continue;
                    }
                    let x = w(a, delta, n) as i128 + shift(case.class);
                    for wit in &case.witnesses {
                        let m = n - wit.lag;
                        assert_eq!(w(a, delta, n) - w(a, delta, m), wit.difference);
                        assert_eq!(
                            x - wit.take as i128,
                            w(a, delta, m) as i128 + shift(wit.value),
                            "({a}, {delta}) n = {n}"
                        );
                    }
                }
            }
            // The cases of each class tile its cells: W1 and W2 every cell, W3 all but the windows.
            let area = |c: u8| steps.cases.iter().filter(|w| w.class == c).map(|w| w.per_period).sum::<u64>();
            assert_eq!([area(1), area(2), area(3)], [a * delta, a * delta, a * a]);
            assert_eq!(steps.w3 + steps.windows, a * delta);
            assert_eq!(3 * a * delta + steps.w3, steps.heap_period);
        }
    }

    #[test]
    fn no_move_is_a_difference_and_delta_is_one_way() {
        for (a, delta) in [(5, 7), (7, 12), (2, 3), (13, 20), (101, 150)] {
            let steps = ProofSteps::new(Additive::from_delta(a, delta).unwrap()).unwrap();
            assert!(steps.moves.iter().all(|m| !m.possible));
            let ways: Vec<_> = steps.window.rows.iter().filter(|r| r.possible).collect();
            assert_eq!(ways.len(), 1);
            assert_eq!((ways[0].lag, ways[0].multiples_of_a, ways[0].multiples_of_delta), (delta - a, 1, 0));
        }
        for (a, delta) in [(5, 7), (7, 12), (2, 3), (13, 20), (101, 150)] {
            let game = Additive::from_delta(a, delta).unwrap();
            let steps = ProofSteps::new(game).unwrap();
            let profile = crate::residues::residue_profile(game).unwrap();
            assert_eq!(steps.residue_total, profile.total);
            for row in &steps.residue_examples {
                assert_eq!(Some(row), profile.rows.get(row.r as usize - 1));
            }
            let regions: Vec<_> = steps.residue_examples.iter().map(|r| r.region.label()).collect();
            let mut all: Vec<_> = profile.rows.iter().map(|r| r.region.label()).collect();
            all.dedup();
            assert_eq!(regions, all, "the first of each region, in order");
        }
        // Outside the regime a move can be a difference: (5, 16), b = 21 = w_11 − w_0.
        let outside = difference(Additive::from_delta(5, 16).unwrap(), 21);
        assert!(outside.possible);
        assert!(ProofSteps::new(Additive::from_delta(5, 16).unwrap()).is_err());
    }
}
