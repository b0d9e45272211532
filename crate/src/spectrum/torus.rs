//! The torus formula for C(k) in the primitive quadratic regime (docs/MATH.md, "The collision
//! spectrum"), a consequence of Theorem 1 and the Chinese remainder theorem.
//!
//! For an index lag j ≥ 1 and any n, w_{n+j} − w_n = w_j + e₁·a + e₂·b with the *carries*
//! e₁ = [n mod a ≥ a − (j mod a)] and e₂ = [n mod δ ≥ δ − (j mod δ)]. As gcd(a, δ) = 1, the
//! indices n of one index period correspond one to one to the cells (n mod a, n mod δ) of the
//! a × δ torus, and the two conditions cut it into four rectangles, one per carry pattern. So
//!
//! C(k) = Σ over e ∈ {0, 1}² with k − e₁a − e₂b = w_j (j ≥ 1) of A_e(j),
//!
//! with areas A₀₀ = (a − j mod a)(δ − j mod δ), A₁₀ = (j mod a)(δ − j mod δ),
//! A₀₁ = (a − j mod a)(j mod δ), A₁₁ = (j mod a)(j mod δ). As w is increasing, each carry
//! pattern gives at most one j: at most four terms make any C(k), and each costs O(1).

use crate::additive::Additive;
use crate::closed_form::WSequence;
use crate::error::{Error, Result};
use serde::Serialize;

/// The four carry patterns (e₁, e₂), in the order the crate lists them: index e₁ + 2e₂.
pub const CARRIES: [(u8, u8); 4] = [(0, 0), (1, 0), (0, 1), (1, 1)];

/// One term of C(k): the index lag j with carries (e₁, e₂) such that w_j + e₁a + e₂b = k,
/// and its rectangle of the torus: the indices n with n mod a in `mod_a` and n mod δ in
/// `mod_delta` (half-open ranges), `area` of them per index period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ShiftTerm {
    /// The index lag j ≥ 1: these pairs are (w_n, w_{n+j}).
    pub j: u64,
    /// The carry e₁ (0 or 1): whether n mod a + j mod a reaches a.
    #[cfg_attr(test, ts(type = "0 | 1"))]
    pub e1: u8,
    /// The carry e₂ (0 or 1): whether n mod δ + j mod δ reaches δ.
    #[cfg_attr(test, ts(type = "0 | 1"))]
    pub e2: u8,
    /// w_j, so that k = w_j + e₁a + e₂b.
    pub wj: u64,
    /// The lines that cut the torus for this j: n mod a = a − (j mod a) and n mod δ = δ − (j mod δ).
    pub cut: [u64; 2],
    /// The rectangle's rows: n mod a in [lo, hi).
    pub mod_a: [u64; 2],
    /// The rectangle's columns: n mod δ in [lo, hi).
    pub mod_delta: [u64; 2],
    /// The rectangle's area: the pairs this term gives per heap period.
    pub area: u64,
    /// The areas of all four rectangles of this j, carry patterns in [`CARRIES`] order (they
    /// add up to aδ; `area` is one of them).
    pub areas: [u64; 4],
}

/// Why C(k) is what it is: the terms of the torus formula that make it (`asg spectrum
/// --explain K`, `game.explainShift(k)`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ShiftExplanation {
    /// The game's a: the torus has a rows, n mod a.
    pub a: u64,
    /// The game's b.
    pub b: u64,
    /// δ = b − a: the torus has δ columns, n mod δ.
    pub delta: u64,
    /// The shift k.
    pub k: u64,
    /// The heap period p = a(3δ + a).
    pub period: u64,
    /// C(k), the sum of the terms' areas.
    pub count: u64,
    /// The terms with a positive area, in [`CARRIES`] order of their carries (at most four).
    pub terms: Vec<ShiftTerm>,
}

/// C(k) by the torus formula, for one game in the regime.
///
/// ```
/// use asg::{spectrum::torus::TorusFormula, Additive};
/// let t = TorusFormula::new(Additive::from_delta(5, 7).unwrap()).unwrap();
/// assert_eq!(t.count(7).unwrap(), 10); // a·d: Theorem 7
/// assert_eq!([t.count(5).unwrap(), t.count(12).unwrap(), t.count(17).unwrap()], [0, 0, 0]); // moves
/// let why = t.explain(7).unwrap();
/// assert_eq!((why.terms[0].j, why.terms[0].e1, why.terms[0].e2, why.terms[0].area), (2, 1, 0, 10));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TorusFormula {
    game: Additive,
    w: WSequence,
}

impl TorusFormula {
    /// The formula for `game`.
    ///
    /// # Errors
    /// [`Error::NotInRegime`] outside the primitive quadratic regime, where Theorem 1 (and so
    /// this formula) does not hold; [`Error::Overflow`] when the heap period passes
    /// [`crate::additive::MAX_HEAP_PERIOD`].
    pub fn new(game: Additive) -> Result<Self> {
        game.require_regime(crate::error::Proven::TorusFormula)?;
        game.heap_period()?;
        Ok(TorusFormula { game, w: WSequence::new(game) })
    }

    /// The game.
    pub fn game(&self) -> Additive {
        self.game
    }

    /// The heap period p = a(3δ + a), the period of C in k.
    pub fn period(&self) -> u64 {
        // Checked to fit when the formula was made.
        self.game.heap_period_wide() as u64
    }

    /// The index period aδ, the P-positions per heap period.
    pub fn index_period(&self) -> u64 {
        self.game.a() * self.game.delta() // below the period
    }

    /// The shift of each carry pattern, e₁a + e₂b, in [`CARRIES`] order.
    fn shifts(&self) -> [u64; 4] {
        let (a, b) = (self.game.a(), self.game.b());
        [0, a, b, a + b]
    }

    /// The four rectangle areas of lag j, in [`CARRIES`] order.
    pub fn areas(&self, j: u64) -> [u64; 4] {
        let (a, delta) = (self.game.a(), self.game.delta());
        areas(a, delta, j % a, j % delta)
    }

    /// C(k) for k ≥ 1, in O(1).
    ///
    /// # Errors
    /// [`Error::ZeroShift`] for k = 0.
    pub fn count(&self, k: u64) -> Result<u64> {
        Ok(self.terms(k)?.map(|(_, _, area)| area).sum())
    }

    /// For each carry pattern, its lag j and area (j = 0 and area 0 where it gives nothing).
    fn terms(&self, k: u64) -> Result<impl Iterator<Item = (usize, u64, u64)> + '_> {
        if k == 0 {
            return Err(Error::ZeroShift);
        }
        Ok(self.shifts().into_iter().enumerate().filter_map(move |(e, s)| {
            // w_j = k − s with j ≥ 1; w_0 = 0 is the lag 0, no pair.
            let x = k.checked_sub(s).filter(|&x| x > 0 && self.w.contains(x))?;
            let j = self.w.rank(x);
            Some((e, j, self.areas(j)[e])).filter(|t| t.2 > 0)
        }))
    }

    /// The terms that make C(k), each with its rectangle on the torus.
    ///
    /// # Errors
    /// [`Error::ZeroShift`] for k = 0.
    pub fn explain(&self, k: u64) -> Result<ShiftExplanation> {
        let (a, delta) = (self.game.a(), self.game.delta());
        let terms: Vec<ShiftTerm> = self
            .terms(k)?
            .map(|(e, j, area)| {
                let (e1, e2) = CARRIES[e];
                let cut = [a - j % a, delta - j % delta];
                let range = |carry: u8, cut: u64, side: u64| if carry == 1 { [cut, side] } else { [0, cut] };
                ShiftTerm {
                    j,
                    e1,
                    e2,
                    // w_j = k − e₁a − e₂b, found above.
                    wj: k - self.shifts()[e],
                    cut,
                    mod_a: range(e1, cut[0], a),
                    mod_delta: range(e2, cut[1], delta),
                    area,
                    areas: self.areas(j),
                }
            })
            .collect();
        let count = terms.iter().map(|t| t.area).sum();
        let game = self.game;
        Ok(ShiftExplanation { a, b: game.b(), delta, k, period: self.period(), count, terms })
    }

    /// Adds C(k0), C(k0 + 1), … to `out` (which the caller zeroes), in O(len + 4) steps: for
    /// each carry pattern the lags j with w_j in range are walked gap by gap.
    ///
    /// # Errors
    /// [`Error::ZeroShift`] when k0 = 0; [`Error::Overflow`] when the last k passes 2^64 − 1.
    pub fn fill(&self, k0: u64, out: &mut [u64]) -> Result<()> {
        if k0 == 0 {
            return Err(Error::ZeroShift);
        }
        let end = k0 as u128 + out.len() as u128;
        if end > 1u128 << 64 {
            return Err(Error::Overflow { what: "the last shift k" });
        }
        let (a, b, delta) = (self.game.a(), self.game.b(), self.game.delta());
        for (e, s) in self.shifts().into_iter().enumerate() {
            let (e1, e2) = CARRIES[e];
            // The w_j with k0 ≤ w_j + s < end, and j ≥ 1 (so w_j ≥ 1).
            if end <= s as u128 + 1 {
                continue;
            }
            let hi = end - s as u128;
            let lo = k0.saturating_sub(s).max(1);
            // The lags j0 ≤ j < j1 with lo ≤ w_j < hi (hi may be 2^64).
            let j0 = self.w.rank(lo);
            let j1 = match u64::try_from(hi) {
                Ok(hi) => self.w.rank(hi),
                Err(_) => self.w.rank(u64::MAX) + u64::from(self.w.contains(u64::MAX)),
            };
            if j0 >= j1 {
                continue;
            }
            let Ok(x) = self.w.w(j0) else { continue };
            // Where w_j lands in `out`: w_j + s − k0, below out.len() while j < j1.
            let mut at = x + s - k0;
            let (mut ja, mut jd) = (j0 % a, j0 % delta);
            for _ in j0..j1 {
                let rows = if e1 == 1 { ja } else { a - ja };
                let columns = if e2 == 1 { jd } else { delta - jd };
                out[at as usize] += rows * columns;
                ja = if ja + 1 == a { 0 } else { ja + 1 };
                jd = if jd + 1 == delta { 0 } else { jd + 1 };
                // The gap after w_j; past the last j it may point past `out`, and is not used.
                at += 1 + if ja == 0 { a } else { 0 } + if jd == 0 { b } else { 0 };
            }
        }
        Ok(())
    }

    /// The index n of one index period (0 ≤ n < aδ) with n mod a = `row` and n mod δ =
    /// `column`: the Chinese remainder theorem. `None` outside the torus.
    ///
    /// ```
    /// use asg::{spectrum::torus::TorusFormula, Additive};
    /// let t = TorusFormula::new(Additive::from_delta(5, 7).unwrap()).unwrap();
    /// assert_eq!(t.index_at(3, 5), Some(33)); // 33 = 6·5 + 3 = 4·7 + 5
    /// ```
    pub fn index_at(&self, row: u64, column: u64) -> Option<u64> {
        let (a, delta) = (self.game.a(), self.game.delta());
        if row >= a || column >= delta {
            return None;
        }
        // n = row + a·t with a·t ≡ column − row (mod δ): t = (column − row)·a⁻¹ mod δ.
        let inverse = inverse_mod(a % delta, delta)?;
        let diff = (column as u128 + delta as u128 - (row % delta) as u128) % delta as u128;
        let t = diff * inverse as u128 % delta as u128;
        Some(row + a * t as u64)
    }
}

/// The four areas for residues ja = j mod a, jd = j mod δ, in [`CARRIES`] order.
fn areas(a: u64, delta: u64, ja: u64, jd: u64) -> [u64; 4] {
    // Products of residues below a and δ: below aδ, which fits (it is below the heap period).
    [(a - ja) * (delta - jd), ja * (delta - jd), (a - ja) * jd, ja * jd]
}

/// x⁻¹ mod m for gcd(x, m) = 1 (m ≥ 1), by the extended Euclidean algorithm.
fn inverse_mod(x: u64, m: u64) -> Option<u64> {
    if m == 1 {
        return Some(0);
    }
    let (mut r0, mut r1) = (m as i128, x as i128);
    let (mut t0, mut t1) = (0i128, 1i128);
    while r1 != 0 {
        let q = r0 / r1;
        (r0, r1) = (r1, r0 - q * r1);
        (t0, t1) = (t1, t0 - q * t1);
    }
    (r0 == 1).then(|| t0.rem_euclid(m as i128) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn formula(a: u64, delta: u64) -> TorusFormula {
        TorusFormula::new(Additive::from_delta(a, delta).unwrap()).unwrap()
    }

    #[test]
    fn the_worked_example_meets_w0_in_112_of_129_shifts() {
        // docs/MATH.md, "The collision spectrum": a = 5, δ = 7, p = 130.
        let t = formula(5, 7);
        let c: Vec<u64> = (1..130).map(|k| t.count(k).unwrap()).collect();
        assert_eq!(c.iter().filter(|&&n| n > 0).count(), 112);
        assert_eq!(c.iter().sum::<u64>(), 35 * 34);
        assert_eq!(t.count(130).unwrap(), 35, "k = p: every P-position");
        let mut filled = vec![0u64; 129];
        t.fill(1, &mut filled).unwrap();
        assert_eq!(filled, c);
    }

    #[test]
    fn far_shifts_repeat_with_the_period_up_to_the_last_k() {
        let t = formula(7, 12);
        let p = t.period();
        let far = u64::MAX - 1000;
        let mut out = vec![0u64; 1001];
        t.fill(far, &mut out).unwrap();
        for (i, &c) in out.iter().enumerate() {
            let k = far + i as u64;
            assert_eq!(c, t.count((k - 1) % p + 1).unwrap(), "k = {k}");
            assert_eq!(c, t.count(k).unwrap());
        }
        assert!(matches!(t.fill(u64::MAX, &mut [0, 0]), Err(Error::Overflow { .. })));
        assert_eq!(t.count(0), Err(Error::ZeroShift));
    }

    #[test]
    fn the_chinese_remainder_theorem_finds_every_cell() {
        for (a, delta) in [(5, 7), (2, 3), (13, 20)] {
            let t = formula(a, delta);
            let mut seen = vec![false; (a * delta) as usize];
            for row in 0..a {
                for column in 0..delta {
                    let n = t.index_at(row, column).unwrap();
                    assert_eq!((n % a, n % delta), (row, column));
                    assert!(!std::mem::replace(&mut seen[n as usize], true));
                }
            }
            assert_eq!(t.index_at(a, 0), None);
        }
    }

    #[test]
    fn outside_the_regime_the_formula_is_not_offered() {
        let e = TorusFormula::new(Additive::from_delta(5, 4).unwrap()).unwrap_err();
        assert!(matches!(e, Error::NotInRegime { a: 5, delta: 4, .. }), "{e}");
    }
}
