//! The closed form w_n = n + a⌊n/a⌋ + b⌊n/δ⌋ and Theorem 1 (Larsson and Manabe, §2): in the
//! primitive quadratic regime the nim-values are W0 = {w_n}, W1 = W0 + a, W2 = (W0 − b) ∩ N0,
//! W3 = the rest, and all of it repeats with the heap period a(3δ + a).
//!
//! Every query here is O(1): a heap x lies in block t (indices tδ ≤ n < (t+1)δ), where
//! w_n = v(n) + b·t with v(n) = n + a⌊n/a⌋ = 2a⌊n/a⌋ + (n mod a), and block t starts at
//! w_{tδ} = t(3δ + a) − (tδ mod a). So t is ⌊x/(3δ + a)⌋ or one more, and v is inverted by
//! one division by 2a.

use crate::additive::Additive;
use crate::error::{Checked, Result};

/// The increasing sequence w_0 < w_1 < … for any additive set. It is W0 only in the regime;
/// outside it the sequence is still defined (and the explorer shows where it differs).
///
/// ```
/// use asg::{Additive, WSequence};
/// let w = WSequence::new(Additive::from_delta(5, 7).unwrap());
/// let first: Vec<u64> = (0..11).map(|n| w.w(n).unwrap()).collect();
/// assert_eq!(first, [0, 1, 2, 3, 4, 10, 11, 24, 25, 26, 32]);
/// assert_eq!(w.rank(11), 6); // w_0 … w_5 lie below 11
/// assert!(w.contains(24) && !w.contains(23));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WSequence {
    a: u64,
    b: u64,
    delta: u64,
    /// 3δ + a, the heap length of one block of δ indices (up to the correction tδ mod a).
    block: u64,
}

impl WSequence {
    /// The sequence w_n of the game's a and δ.
    pub fn new(game: Additive) -> Self {
        let (a, b, delta) = (game.a(), game.b(), game.delta());
        // Fits: 3δ + a was checked when `game` was made.
        WSequence { a, b, delta, block: 3 * delta + a }
    }

    /// w_n = n + a⌊n/a⌋ + b⌊n/δ⌋.
    ///
    /// # Errors
    /// [`crate::Error::Overflow`] when w_n ≥ 2^64.
    pub fn w(&self, n: u64) -> Result<u64> {
        let what = "the P-position w_n";
        let x = (n / self.a).mul_or(self.a, what)?;
        let y = (n / self.delta).mul_or(self.b, what)?;
        n.add_or(x, what)?.add_or(y, what)
    }

    /// w_n + gap: the gap g_n = w_{n+1} − w_n = 1 + a·[a | n+1] + b·[δ | n+1].
    #[inline]
    pub fn gap(&self, n: u64) -> u64 {
        let k = n.wrapping_add(1);
        1 + if k.is_multiple_of(self.a) { self.a } else { 0 } + if k.is_multiple_of(self.delta) { self.b } else { 0 }
    }

    /// Where block t begins: w_{tδ} = t(3δ + a) − (tδ mod a); `None` past 2^64.
    #[inline]
    fn block_start(&self, t: u64) -> Option<u64> {
        if t == 0 {
            return Some(0);
        }
        // As (t − 1)(3δ + a) + (3δ + a − (tδ mod a)): t(3δ + a) may pass 2^64 while the start,
        // a little less, does not.
        let correction = self.correction(t as u128) as u64;
        (t - 1).checked_mul(self.block)?.checked_add(self.block - correction)
    }

    /// tδ mod a, as the product of the residues (in 128 bits: a² may pass 2^64).
    #[inline]
    fn correction(&self, t: u128) -> u128 {
        let a = self.a as u128;
        (t % a) * (self.delta as u128 % a) % a
    }

    /// The block holding x, for x up to 2^65 (past the last heap: W2 = W0 − b reads w_n ≥ 2^64).
    fn block_of_wide(&self, x: u128) -> u128 {
        let block = self.block as u128;
        let t = x / block;
        // w_{(t+1)δ} = (t + 1)(3δ + a) − ((t + 1)δ mod a), below 2^128 for these t.
        if (t + 1) * block - self.correction(t + 1) <= x {
            t + 1
        } else {
            t
        }
    }

    /// Is x = w_n for some n, for x up to 2^65: as [`WSequence::contains`] in 128 bits.
    fn contains_wide(&self, x: u128) -> bool {
        let (a, delta) = (self.a as u128, self.delta as u128);
        let t = self.block_of_wide(x);
        let y = x - self.b as u128 * t;
        let (q, r) = (y / (2 * a), y % (2 * a));
        r < a && a * q + r < (t + 1) * delta
    }

    /// The block holding heap x: the largest t with w_{tδ} ≤ x.
    #[inline]
    fn block_of(&self, x: u64) -> u64 {
        let t = x / self.block;
        match self.block_start(t + 1) {
            Some(start) if start <= x => t + 1,
            _ => t,
        }
    }

    /// Is x = w_n for some n?
    #[inline]
    pub fn contains(&self, x: u64) -> bool {
        let t = self.block_of(x);
        let y = x - self.b * t; // ≥ v(tδ) ≥ 0
        let two_a = 2 * self.a;
        let (q, r) = (y / two_a, y % two_a);
        // y = v(n) exactly when r < a, with n = a·q + r; n must still be in block t.
        r < self.a && self.a * q + r < (t + 1) * self.delta
    }

    /// #{n : w_n < x}, the number of terms below x.
    #[inline]
    pub fn rank(&self, x: u64) -> u64 {
        if x == 0 {
            return 0;
        }
        let t = self.block_of(x - 1);
        let y = x - self.b * t;
        let two_a = 2 * self.a;
        // #{n : v(n) < y} = a⌊y/2a⌋ + min(y mod 2a, a), capped at the end of block t.
        let below = self.a * (y / two_a) + (y % two_a).min(self.a);
        below.min((t + 1) * self.delta)
    }

    /// The value Theorem 1 assigns to heap x: 0 on {w_n}, 1 on {w_n} + a, 2 on {w_n} − b, 3
    /// elsewhere (the smallest class wins where they overlap). For any a and δ: a theorem
    /// inside the regime, only a formula outside it. `None` when x + b passes 2^64.
    ///
    /// ```
    /// use asg::{Additive, WSequence};
    /// let w = WSequence::new(Additive::from_delta(5, 7).unwrap());
    /// let first: Vec<u8> = (0..20).map(|x| w.formula_value(x).unwrap()).collect();
    /// assert_eq!(first, [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 2, 2, 2, 1, 1, 3, 3, 3]);
    /// ```
    #[inline]
    pub fn formula_value(&self, x: u64) -> Option<u8> {
        Some(if self.contains(x) {
            0
        } else if x >= self.a && self.contains(x - self.a) {
            1
        } else if self.contains(x.checked_add(self.b)?) {
            2
        } else {
            3
        })
    }

    /// The value Theorem 1 assigns to heap x, for every heap below 2^64 and any a and δ whose
    /// game could be made: as [`WSequence::formula_value`], but x + b may pass 2^64 (the
    /// P-position w_n = x + b is then read in 128 bits). Needs no period.
    ///
    /// ```
    /// use asg::{Additive, WSequence};
    /// let w = WSequence::new(Additive::from_delta(1 << 40, (1 << 40) + 1).unwrap());
    /// assert_eq!(w.theorem_value(0), 0);
    /// assert_eq!(w.theorem_value(w.w(7).unwrap() + (1 << 40)), 1);
    /// ```
    pub fn theorem_value(&self, x: u64) -> u8 {
        self.formula_value(x).unwrap_or_else(|| self.formula_value_wide(x))
    }

    /// [`WSequence::formula_value`] in 128 bits, defined for every heap below 2^64.
    fn formula_value_wide(&self, x: u64) -> u8 {
        let x = x as u128;
        if self.contains_wide(x) {
            0
        } else if x >= self.a as u128 && self.contains_wide(x - self.a as u128) {
            1
        } else if self.contains_wide(x + self.b as u128) {
            2
        } else {
            3
        }
    }

    /// As [`WSequence::fill_formula`] with [`WSequence::theorem_value`]'s reach: right also
    /// where from + len + b passes 2^64.
    pub fn fill_theorem(&self, from: u64, out: &mut [u8]) {
        self.fill_formula(from, out);
        // fill_formula walks the w_n below 2^64 only; the heaps x with x + b past it are read
        // one by one (at most len of them, at the top of the heaps).
        let top = u64::MAX - self.b; // x + b fits for x ≤ top
        for (i, v) in out.iter_mut().enumerate() {
            let x = from + i as u64;
            if x > top {
                *v = self.theorem_value(x);
            }
        }
    }

    /// The n-th term and the next, walking the gaps without division: (n, w_n) pairs from
    /// index `from`, as long as they stay below 2^64.
    pub fn iter_from(&self, from: u64) -> impl Iterator<Item = (u64, u64)> + '_ {
        let start = self.w(from).ok();
        let mut state = start.map(|w| (from, w, (from + 1) % self.a, (from + 1) % self.delta));
        std::iter::from_fn(move || {
            let (n, w, ra, rd) = state?;
            // ra, rd are (n+1) mod a and (n+1) mod δ: a zero means that gap gets its jump.
            let gap = 1 + if ra == 0 { self.a } else { 0 } + if rd == 0 { self.b } else { 0 };
            let next_ra = if ra + 1 == self.a { 0 } else { ra + 1 };
            let next_rd = if rd + 1 == self.delta { 0 } else { rd + 1 };
            state = w.checked_add(gap).map(|w2| (n + 1, w2, next_ra, next_rd));
            Some((n, w))
        })
    }
}

/// Theorem 1: the nim-value of any heap in O(1), for a game in the primitive quadratic regime.
///
/// ```
/// use asg::{Additive, ClosedForm};
/// let g = ClosedForm::new(Additive::from_delta(5, 7).unwrap()).unwrap();
/// let first: String = (0..20).map(|x| char::from(b'0' + g.value(x))).collect();
/// assert_eq!(first, "00000111110022211333");
/// assert_eq!(g.value(u64::MAX), g.value(u64::MAX % 130));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClosedForm {
    w: WSequence,
    game: Additive,
    period: u64,
}

impl ClosedForm {
    /// Theorem 1 for the game, with its heap period.
    ///
    /// # Errors
    /// [`crate::Error::NotInRegime`] outside the primitive quadratic regime, where the formula
    /// is not proven (and, in general, false); [`crate::Error::Overflow`] when the heap period
    /// passes [`crate::additive::MAX_HEAP_PERIOD`] (the values are then still
    /// [`WSequence::theorem_value`]).
    pub fn new(game: Additive) -> Result<Self> {
        game.require_regime(crate::error::Proven::ClosedForm)?;
        Ok(ClosedForm { w: WSequence::new(game), game, period: game.heap_period()? })
    }

    /// The game {a, b, a+b} whose values these are.
    pub fn game(&self) -> Additive {
        self.game
    }

    /// The P-positions w_n.
    pub fn w_sequence(&self) -> &WSequence {
        &self.w
    }

    /// The heap period a(3δ + a), the smallest period of the nim sequence.
    pub fn heap_period(&self) -> u64 {
        self.period
    }

    /// g(x) by Theorem 1: 0 on W0, 1 on W0 + a, 2 on W0 − b, 3 elsewhere.
    #[inline]
    pub fn value(&self, x: u64) -> u8 {
        // y + b < P + b < 2^63 (MAX_HEAP_PERIOD), so the formula is always defined here.
        self.w.formula_value(x % self.period).unwrap_or(3)
    }

    /// The P-position that puts heap x in its class by Theorem 1: x itself in W0, x − a in
    /// W1 = W0 + a, x + b in W2 = W0 − b, and x + δ in W3 ⊆ W0 − δ. `None` when that passes 2^64.
    ///
    /// ```
    /// use asg::{Additive, ClosedForm};
    /// let g = ClosedForm::new(Additive::from_delta(5, 7).unwrap()).unwrap();
    /// // w_7 = 24: g(29) = 1 (29 − 5), g(12) = 2 (12 + 12), g(17) = 3 (17 + 7).
    /// assert_eq!([29, 12, 17].map(|x| (g.value(x), g.witness(x))), [(1, Some(24)), (2, Some(24)), (3, Some(24))]);
    /// ```
    pub fn witness(&self, x: u64) -> Option<u64> {
        self.candidates(x)[(self.value(x) as usize).min(3)]
    }

    /// The heaps a class of Theorem 1 reads heap x's class from: x (W0), x − a (W1 = W0 + a),
    /// x + b (W2 = W0 − b) and x + δ (W3 ⊆ W0 − δ); `None` where that leaves 0 … 2^64 − 1.
    /// The one of its class is a P-position ([`ClosedForm::witness`]).
    ///
    /// ```
    /// use asg::{Additive, ClosedForm};
    /// let g = ClosedForm::new(Additive::from_delta(5, 7).unwrap()).unwrap();
    /// assert_eq!(g.candidates(3), [Some(3), None, Some(15), Some(10)]);
    /// ```
    pub fn candidates(&self, x: u64) -> [Option<u64>; 4] {
        let game = self.game;
        [Some(x), x.checked_sub(game.a()), x.checked_add(game.b()), x.checked_add(game.delta())]
    }

    /// How many heaps y < x have nim-value 0, 1, 2 and 3, in O(1).
    ///
    /// ```
    /// use asg::{Additive, ClosedForm};
    /// let g = ClosedForm::new(Additive::from_delta(5, 7).unwrap()).unwrap();
    /// assert_eq!(g.counts_below(130), [35, 35, 35, 25]); // aδ, aδ, aδ, a² per period
    /// ```
    pub fn counts_below(&self, x: u64) -> [u64; 4] {
        let (laps, r) = (x / self.period, x % self.period);
        let (a, b) = (self.game.a(), self.game.b());
        let ad = self.game.a() * self.game.delta(); // below the period, which fits
        let c0 = self.w.rank(r);
        let c1 = if r >= a { self.w.rank(r - a) } else { 0 };
        let c2 = self.w.rank(r + b) - self.w.rank(b);
        let c3 = r - c0 - c1 - c2;
        // laps · (per-period count) ≤ x, so these products fit.
        [laps * ad + c0, laps * ad + c1, laps * ad + c2, laps * a * a + c3]
    }

    /// Writes g(from), g(from + 1), … into `out` by walking W0 once: O(len), no division per value.
    pub fn fill(&self, from: u64, out: &mut [u8]) {
        // The values repeat with period P; start within the first period so that every w
        // needed (up to from + len + b) stays far below 2^64.
        self.w.fill_formula(from % self.period, out);
    }
}

impl WSequence {
    /// Writes the values Theorem 1 assigns to heaps from, from + 1, … into `out` (0 on {w_n},
    /// 1 on {w_n} + a, 2 on {w_n} − b, 3 elsewhere) by walking the w_n once: O(len), no
    /// division per value. For any a and δ: a theorem inside the regime, only a formula outside.
    ///
    /// ```
    /// use asg::{Additive, WSequence};
    /// let w = WSequence::new(Additive::from_delta(5, 7).unwrap());
    /// let mut out = [9u8; 20];
    /// w.fill_formula(0, &mut out);
    /// assert_eq!(out, [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 2, 2, 2, 1, 1, 3, 3, 3]);
    /// ```
    pub fn fill_formula(&self, from: u64, out: &mut [u8]) {
        out.fill(3);
        let (a, b) = (self.a, self.b);
        let Some(last) = (out.len() as u64).checked_sub(1).map(|n| from.saturating_add(n)) else { return };
        // Each class from its own run of w: W0 − b, W0 + a, W0, so the work is O(len) however
        // large a or b. The smallest mark wins (0 before 1 before 2): outside the regime the
        // classes overlap.
        let mut mark = |lo: u64, hi: u64, shift: i128, v: u8| {
            for (_, w) in self.iter_from(self.rank(lo)) {
                if w > hi {
                    break;
                }
                let x = (w as i128 + shift) as u64;
                if (from..=last).contains(&x) {
                    let slot = &mut out[(x - from) as usize];
                    *slot = (*slot).min(v);
                }
            }
        };
        // w − b ∈ [from, last] ⟺ w ∈ [from + b, last + b]; likewise for + a.
        if let Some(lo) = from.checked_add(b) {
            mark(lo, last.saturating_add(b), -(b as i128), 2);
        }
        if last >= a {
            mark(from.saturating_sub(a), last - a, a as i128, 1);
        }
        mark(from, last, 0, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w_naive(a: u64, delta: u64, n: u64) -> u64 {
        n + a * (n / a) + (a + delta) * (n / delta)
    }

    #[test]
    fn rank_and_contains_match_the_definition() {
        for (a, delta) in [(1, 1), (1, 5), (2, 3), (5, 7), (3, 10), (7, 4), (6, 9)] {
            let w = WSequence::new(Additive::from_delta(a, delta).unwrap());
            let terms: Vec<u64> = (0..400).map(|n| w_naive(a, delta, n)).collect();
            for x in 0..terms[399] {
                let rank = terms.iter().filter(|&&t| t < x).count() as u64;
                assert_eq!(w.rank(x), rank, "a={a} δ={delta} x={x}");
                assert_eq!(w.contains(x), terms.contains(&x), "a={a} δ={delta} x={x}");
            }
            let walked: Vec<u64> = w.iter_from(0).take(400).map(|(_, t)| t).collect();
            assert_eq!(walked, terms);
            for n in 0..399 {
                assert_eq!(w.gap(n), terms[n as usize + 1] - terms[n as usize]);
            }
        }
    }

    #[test]
    fn the_wide_formula_is_the_mex_rule_on_small_games() {
        // The 128-bit path that heaps near 2^64 of huge games take, run from heap 0.
        for (a, delta) in [(2, 3), (5, 7), (5, 9), (7, 12), (13, 20), (30, 31)] {
            let game = Additive::from_delta(a, delta).unwrap();
            let w = WSequence::new(game);
            let mex = crate::mex::nim_values(&game.moves(), 3000);
            for (x, &m) in mex.iter().enumerate() {
                assert_eq!(w.formula_value_wide(x as u64), m.min(3), "({a}, {delta}), x = {x}");
                assert_eq!(w.contains_wide(x as u128), m == 0, "({a}, {delta}), x = {x}");
            }
        }
    }

    #[test]
    fn a_game_past_the_period_limit_has_values_but_no_closed_form_with_a_period() {
        let game = Additive::from_delta(1 << 40, (1 << 40) + 1).unwrap();
        assert!(matches!(ClosedForm::new(game), Err(crate::Error::Overflow { .. })));
        let w = WSequence::new(game);
        // Heaps whose x + b passes 2^64: the 128-bit path; the window agrees with it.
        let from = u64::MAX - 100;
        let mut out = [9u8; 101];
        w.fill_theorem(from, &mut out);
        let each: Vec<u8> = (from..=u64::MAX).map(|x| w.theorem_value(x)).collect();
        assert_eq!(out.to_vec(), each);
        // Below a there is no move; w_1 … are 1, 2, …, a − 1, then the gap of a + 1.
        assert_eq!(w.theorem_value(5), 0);
        assert_eq!(w.theorem_value(1 << 40), 1);
    }

    #[test]
    fn closed_form_is_refused_outside_the_regime() {
        for (a, delta) in [(5, 4), (5, 11), (4, 6), (5, 10)] {
            assert!(ClosedForm::new(Additive::from_delta(a, delta).unwrap()).is_err());
        }
    }

    #[test]
    fn queries_near_the_top_of_u64() {
        let g = ClosedForm::new(Additive::from_delta(5, 7).unwrap()).unwrap();
        let w = g.w_sequence();
        for x in [u64::MAX, u64::MAX - 1, u64::MAX - 200] {
            assert_eq!(g.value(x), g.value(x % 130));
            let _ = w.rank(x);
            let _ = w.contains(x);
        }
        // Membership and rank up to the last heap follow the period, also where the block
        // after x would start past 2^64 (in (7, 12), heap 2^64 − 4 is a P-position).
        for (a, delta) in [(5, 7), (7, 12), (2, 3), (13, 20)] {
            let g = ClosedForm::new(Additive::from_delta(a, delta).unwrap()).unwrap();
            let (w, p) = (g.w_sequence(), g.heap_period());
            assert_eq!(p, g.game().heap_period().unwrap());
            let base = w.rank(u64::MAX - 2000);
            for x in u64::MAX - 2000..=u64::MAX {
                assert_eq!(w.contains(x), w.contains(x % p), "({a}, {delta}), x = {x}");
                let below = (u64::MAX - 2000..x).filter(|&y| w.contains(y % p)).count() as u64;
                assert_eq!(w.rank(x), base + below, "({a}, {delta}), x = {x}");
            }
        }
        assert!(w.w(u64::MAX).is_err());
        let mut out = [9u8; 8];
        g.fill(u64::MAX - 8, &mut out);
        let want: Vec<u8> = (0..8).map(|i| g.value(u64::MAX - 8 + i)).collect();
        assert_eq!(out.to_vec(), want);
    }
}
