//! A summary of C(k) over one period, for pictures: C(k) for any k, and for a frame of k the
//! largest and the total of C(k) under each pixel column, exact at every zoom.
//!
//! One period is cut into *leaves* of B consecutive shifts (B = 1 unless the period is long and
//! the torus formula can recompute any shift): a leaf keeps its total (as prefix sums) and its
//! largest value, and maxima of 64, 64², … leaves sit above them. A column spanning m ≥ p
//! shifts holds ⌊m/p⌋ whole periods (total Z² each, largest the period's) and less than one
//! period more, which takes O(64 · levels + B) steps: whole leaves from the sums and maxima,
//! at most two part-leaves from the formula.

use super::torus::TorusFormula;
use super::SpectrumSource;
use crate::axis::{Frame, HEAP_END};
use crate::error::{Checked, Error, Result};
use crate::limits::{filled, reserve, Cost, Limits};

/// Leaves a level of maxima groups.
const FAN: usize = 64;
/// Periods up to this many shifts keep every C(k) (8 bytes each, as prefix sums).
const WHOLE: u64 = 1 << 22;
/// Longer periods (in the regime) keep at most this many leaves.
const LEAVES: u64 = 1 << 20;

/// The shifts a leaf covers: 1 when the period is short or when no formula can recompute a
/// shift, else the smallest power of two that keeps the leaves at most [`LEAVES`].
pub(super) fn block_for(period: u64, formula: bool) -> u64 {
    if period <= WHOLE || !formula {
        return 1;
    }
    period.div_ceil(LEAVES).next_power_of_two()
}

/// Bytes a summary of `period` shifts in leaves of `block` holds: prefix sums, the leaves'
/// maxima (when a leaf is more than one shift) and the levels above them.
pub(super) fn bytes(period: u64, block: u64) -> u64 {
    let leaves = period.div_ceil(block.max(1));
    let maxima = if block > 1 { leaves } else { 0 };
    (leaves + 1 + maxima + leaves / (FAN as u64 - 1) + 1).saturating_mul(8)
}

/// The shifts under one pixel column, summarised exactly.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Column {
    /// How many shifts k ≥ 1 lie under the column (0: none, as left of k = 1).
    pub shifts: u64,
    /// The largest C(k) among them (0 when there are none).
    pub largest: u64,
    /// The sum of their C(k) (more than 64 bits when the column spans many periods).
    pub total: u128,
}

/// C(k) over one period, summarised for pictures (see the module documentation).
///
/// ```
/// use asg::{spectrum::Spectrum, Additive, Game, Limits};
/// let game = Game::additive(Additive::from_delta(5, 7).unwrap());
/// let s = Spectrum::new(game.sequence().unwrap(), &Limits::default()).unwrap();
/// assert_eq!((s.period(), s.at(7).unwrap(), s.at(7 + 130 * 1000).unwrap()), (130, 10, 10));
/// let all = s.summarize(1, 130); // k = 1 … 130
/// assert_eq!((all.largest, all.total), (35, 35 * 35)); // C(p) = aδ; the sum is (aδ)²
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spectrum {
    formula: Option<TorusFormula>,
    period: u64,
    zeros: u64,
    block: u64,
    /// prefix[i] = the total over leaves before leaf i (one more entry than leaves).
    prefix: Vec<u64>,
    /// The largest C(k) of each leaf, when a leaf is more than one shift.
    leaf_max: Vec<u64>,
    /// levels[l][i]: the largest over 64^(l+1) leaves from leaf i·64^(l+1).
    levels: Vec<Vec<u64>>,
    largest: u64,
}

/// The numbers a [`Spectrum`] is made of, to carry it from one thread to another: the rest is
/// the game's ([`Spectrum::from_parts`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpectrumParts {
    /// Z, the P-positions per period.
    pub zeros: u64,
    /// Shifts a leaf.
    pub block: u64,
    /// The total over the leaves before each leaf, one more entry than leaves.
    pub prefix: Vec<u64>,
    /// The largest C(k) of each leaf (empty when a leaf is one shift).
    pub leaf_max: Vec<u64>,
}

/// A summary being made, a chunk of C(k), k = 1, 2, …, at a time.
#[derive(Debug, Clone)]
pub(super) struct Builder {
    block: u64,
    period: u64,
    prefix: Vec<u64>,
    leaf_max: Vec<u64>,
    sum: u64,
    max: u64,
    in_leaf: u64,
}

impl Builder {
    pub(super) fn new(source: &SpectrumSource) -> Result<Self> {
        let period = source.period();
        let block = block_for(period, source.is_proven());
        let leaves = period.div_ceil(block) as usize;
        let (mut prefix, mut leaf_max) = (Vec::new(), Vec::new());
        reserve(&mut prefix, leaves + 1, "the collision spectrum's summary")?;
        if block > 1 {
            reserve(&mut leaf_max, leaves, "the collision spectrum's summary")?;
        }
        prefix.push(0);
        Ok(Builder { block, period, prefix, leaf_max, sum: 0, max: 0, in_leaf: 0 })
    }

    /// The next shifts' C(k).
    pub(super) fn feed(&mut self, values: &[u64]) -> Result<()> {
        for &v in values {
            self.sum = self.sum.add_or(v, "the sum of C(k) over one period")?;
            self.max = self.max.max(v);
            self.in_leaf += 1;
            if self.in_leaf == self.block {
                self.close();
            }
        }
        Ok(())
    }

    fn close(&mut self) {
        self.prefix.push(self.sum);
        if self.block > 1 {
            self.leaf_max.push(self.max);
        }
        (self.max, self.in_leaf) = (0, 0);
    }

    pub(super) fn finish(mut self, source: &SpectrumSource) -> Result<Spectrum> {
        if self.in_leaf > 0 {
            self.close();
        }
        let formula = match source {
            SpectrumSource::Torus(t) => Some(*t),
            SpectrumSource::Pairs(_) => None,
        };
        let mut s = Spectrum {
            formula,
            period: self.period,
            zeros: source.zeros(),
            block: self.block,
            prefix: self.prefix,
            leaf_max: self.leaf_max,
            levels: Vec::new(),
            largest: 0,
        };
        s.levels = s.build_levels()?;
        s.largest = s.max_leaves(0, s.leaves());
        Ok(s)
    }
}

impl Spectrum {
    /// The summary of `seq`'s spectrum, built in one go within `limits` (see
    /// [`super::SpectrumBuild`] to build it in steps).
    ///
    /// # Errors
    /// As [`super::SpectrumBuild::new`].
    pub fn new(seq: &crate::game::NimSequence, limits: &Limits) -> Result<Self> {
        let mut build = super::SpectrumBuild::new(seq, limits)?;
        loop {
            if let Some(answer) = build.step(u64::MAX) {
                return answer;
            }
        }
    }

    fn leaves(&self) -> usize {
        self.prefix.len() - 1
    }

    fn leaf(&self, i: usize) -> u64 {
        if self.block == 1 {
            self.prefix[i + 1] - self.prefix[i]
        } else {
            self.leaf_max[i]
        }
    }

    fn build_levels(&self) -> Result<Vec<Vec<u64>>> {
        let mut levels: Vec<Vec<u64>> = Vec::new();
        let mut len = self.leaves();
        while len > FAN {
            let up = len.div_ceil(FAN);
            let mut level = Vec::new();
            reserve(&mut level, up, "the collision spectrum's summary")?;
            for i in 0..up {
                let (lo, hi) = (i * FAN, ((i + 1) * FAN).min(len));
                level.push(match levels.last() {
                    None => (lo..hi).map(|j| self.leaf(j)).max().unwrap_or(0),
                    Some(below) => below[lo..hi].iter().copied().max().unwrap_or(0),
                });
            }
            levels.push(level);
            len = up;
        }
        Ok(levels)
    }

    /// The largest over entries [lo, hi) of level `level` (0: the leaves).
    fn max_at(&self, level: usize, lo: usize, hi: usize) -> u64 {
        let value = |i: usize| if level == 0 { self.leaf(i) } else { self.levels[level - 1][i] };
        let scan = |lo: usize, hi: usize| (lo..hi).map(value).max().unwrap_or(0);
        let (up_lo, up_hi) = (lo.div_ceil(FAN), hi / FAN);
        if level == self.levels.len() || hi - lo <= 2 * FAN || up_lo >= up_hi {
            return scan(lo, hi);
        }
        scan(lo, up_lo * FAN).max(scan(up_hi * FAN, hi)).max(self.max_at(level + 1, up_lo, up_hi))
    }

    fn max_leaves(&self, lo: usize, hi: usize) -> u64 {
        if lo >= hi {
            return 0;
        }
        self.max_at(0, lo, hi)
    }

    /// Its numbers, to rebuild it elsewhere with [`Spectrum::from_parts`].
    pub fn to_parts(&self) -> SpectrumParts {
        SpectrumParts {
            zeros: self.zeros,
            block: self.block,
            prefix: self.prefix.clone(),
            leaf_max: self.leaf_max.clone(),
        }
    }

    /// The spectrum of `seq` from numbers made elsewhere ([`Spectrum::to_parts`], in a worker),
    /// without counting again: refused unless they have the shape a build of `seq` gives (the
    /// period's leaves, sums from 0 that never fall, each leaf's largest within its total,
    /// C(p) = Z, C(1) + … + C(p) = Z², and Z = aδ in the regime).
    ///
    /// # Errors
    /// [`Error::InvalidNumber`] (field `spectrum`) naming what does not fit.
    pub fn from_parts(seq: &crate::game::NimSequence, parts: SpectrumParts) -> Result<Self> {
        let bad = |detail: &str| Error::InvalidNumber { field: "spectrum", detail: detail.into() };
        let formula = match seq {
            crate::game::NimSequence::Theorem(form) => Some(TorusFormula::new(form.game())?),
            crate::game::NimSequence::Periodic(_) => None,
        };
        let period = seq.period().period;
        let SpectrumParts { zeros, block, prefix, leaf_max } = parts;
        if block != block_for(period, formula.is_some()) {
            return Err(bad("its leaves are not this game's"));
        }
        let leaves = period.div_ceil(block);
        let want_max = if block > 1 { leaves } else { 0 };
        if prefix.len() as u64 != leaves + 1 || leaf_max.len() as u64 != want_max {
            return Err(bad("it is not one period of this game"));
        }
        if prefix[0] != 0 || prefix.windows(2).any(|w| w[1] < w[0]) {
            return Err(bad("its sums fall"));
        }
        if leaf_max.iter().enumerate().any(|(i, &m)| m > prefix[i + 1] - prefix[i]) {
            return Err(bad("a leaf's largest is more than its total"));
        }
        if formula.is_some_and(|f| f.game().index_period().ok() != Some(zeros)) {
            return Err(bad("its P-positions per period are not aδ"));
        }
        let last = if block == 1 { prefix[prefix.len() - 1] - prefix[prefix.len() - 2] } else { zeros };
        if last != zeros || zeros.checked_mul(zeros) != Some(prefix[prefix.len() - 1]) {
            return Err(bad("C(p) is not Z, or the C(k) of a period do not add up to Z²"));
        }
        let mut s = Spectrum { formula, period, zeros, block, prefix, leaf_max, levels: Vec::new(), largest: 0 };
        s.levels = s.build_levels()?;
        s.largest = s.max_leaves(0, s.leaves());
        Ok(s)
    }

    /// The heap period p: C(k + p) = C(k).
    pub fn period(&self) -> u64 {
        self.period
    }

    /// True when the values come from the torus formula (proven, in the regime).
    pub fn is_proven(&self) -> bool {
        self.formula.is_some()
    }

    /// Z, the P-positions per period: C(p).
    pub fn zeros_per_period(&self) -> u64 {
        self.zeros
    }

    /// The largest C(k) over all k (which is C(p) = Z).
    pub fn largest(&self) -> u64 {
        self.largest
    }

    /// C(1) + … + C(p) = Z².
    pub fn total_per_period(&self) -> u64 {
        self.prefix[self.leaves()]
    }

    /// C(k) for any k ≥ 1.
    ///
    /// # Errors
    /// [`Error::ZeroShift`] for k = 0.
    pub fn at(&self, k: u64) -> Result<u64> {
        if k == 0 {
            return Err(Error::ZeroShift);
        }
        match (self.block, &self.formula) {
            (1, _) | (_, None) => {
                let r = ((k - 1) % self.period) as usize;
                Ok(self.prefix[r + 1] - self.prefix[r])
            }
            (_, Some(formula)) => formula.count(k),
        }
    }

    /// C(k) for k = k0 … k0 + count − 1, within the default limits.
    ///
    /// # Errors
    /// [`Error::ZeroShift`] for k0 = 0, [`Error::Overflow`] past k = 2^64 − 1,
    /// [`Error::WindowTooLarge`] or [`Error::TooMuchMemory`] for too long a list.
    pub fn values(&self, k0: u64, count: u64) -> Result<Vec<u64>> {
        Limits::default()
            .check("a list of C(k)", Cost::list::<u64>(count).then(Cost::work(count.saturating_mul(3))))?;
        if k0 == 0 {
            return Err(Error::ZeroShift);
        }
        if k0 as u128 + count as u128 > 1u128 << 64 {
            return Err(Error::Overflow { what: "the last shift k" });
        }
        let mut out = filled("a list of C(k)", count as usize, 0)?;
        match (self.block, &self.formula) {
            (1, _) | (_, None) => {
                for (i, slot) in out.iter_mut().enumerate() {
                    *slot = self.at(k0 + i as u64)?;
                }
            }
            (_, Some(formula)) => formula.fill(k0, &mut out)?,
        }
        Ok(out)
    }

    /// Largest and total of C over positions [lo, hi) of the period (position r is k = r + 1),
    /// hi ≤ p.
    fn linear(&self, lo: u64, hi: u64) -> (u64, u128) {
        if lo >= hi {
            return (0, 0);
        }
        let b = self.block;
        let (first, last) = (lo.div_ceil(b), hi / b);
        if first >= last {
            return self.part(lo, hi);
        }
        let (f, l) = (first as usize, last as usize);
        let whole = (self.max_leaves(f, l), (self.prefix[l] - self.prefix[f]) as u128);
        let (left, right) = (self.part(lo, first * b), self.part(last * b, hi));
        (whole.0.max(left.0).max(right.0), whole.1 + left.1 + right.1)
    }

    /// Largest and total over positions [lo, hi) inside one leaf, or leaf-aligned when B = 1.
    fn part(&self, lo: u64, hi: u64) -> (u64, u128) {
        if lo >= hi {
            return (0, 0);
        }
        let Some(formula) = self.formula.filter(|_| self.block > 1) else {
            // One shift a leaf: the range is whole leaves.
            let (l, h) = (lo as usize, hi as usize);
            return (self.max_leaves(l, h), (self.prefix[h] - self.prefix[l]) as u128);
        };
        let mut buf = [0u64; 256];
        let (mut max, mut total) = (0u64, 0u128);
        let mut at = lo;
        while at < hi {
            let len = (hi - at).min(buf.len() as u64) as usize;
            buf[..len].fill(0);
            // Positions below p < 2^64 − 1: k = at + 1 … at + len stays in range.
            if formula.fill(at + 1, &mut buf[..len]).is_ok() {
                max = buf[..len].iter().fold(max, |m, &v| m.max(v));
                total += buf[..len].iter().map(|&v| v as u128).sum::<u128>();
            }
            at += len as u64;
        }
        (max, total)
    }

    /// The shifts k = `lo` … `lo` + `count` − 1 (lo ≥ 1, the last at most 2^64 − 1)
    /// summarised: whole periods from the period's numbers, the rest from the leaves.
    pub fn summarize(&self, lo: u64, count: u64) -> Column {
        if count == 0 || lo == 0 {
            return Column::default();
        }
        let p = self.period;
        let (whole, rest) = (count / p, count % p);
        let r0 = (lo - 1) % p;
        let (mut largest, mut total) = if r0 + rest <= p {
            self.linear(r0, r0 + rest)
        } else {
            let (a, b) = (self.linear(r0, p), self.linear(0, r0 + rest - p));
            (a.0.max(b.0), a.1 + b.1)
        };
        if whole > 0 {
            largest = self.largest;
            total += whole as u128 * self.total_per_period() as u128;
        }
        Column { shifts: count, largest, total }
    }

    /// For each pixel column of `frame` (an axis of k, as the number line's is of heaps), the
    /// shifts under it summarised. A column covers the k from its left edge to the next
    /// column's, or, zoomed in past one k a pixel, the one k under it (as
    /// [`crate::render::StripView::heaps_at`] does), so that each pixel shows the k under it.
    /// k = 0 is no shift: a column there is empty.
    pub fn columns(&self, frame: &Frame) -> Vec<Column> {
        let edges = frame.edges();
        edges
            .windows(2)
            .map(|e| {
                let lo = e[0].max(1);
                let hi = e[1].max(e[0] + 1).min(HEAP_END);
                if lo >= hi {
                    return Column::default();
                }
                // 1 ≤ lo < hi ≤ 2^64: both fit, and so does the count.
                self.summarize(lo as u64, (hi - lo) as u64)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::axis::Fixed;
    use crate::{Additive, Game};

    fn spectrum(a: u64, delta: u64) -> Spectrum {
        Spectrum::new(Game::additive(Additive::from_delta(a, delta).unwrap()).sequence().unwrap(), &Limits::default())
            .unwrap()
    }

    /// Largest and total of C over k in [lo, lo + count), one k at a time.
    fn plain(s: &Spectrum, lo: u64, count: u64) -> (u64, u128) {
        (lo..lo + count).map(|k| s.at(k).unwrap()).fold((0, 0), |(m, t), c| (m.max(c), t + c as u128))
    }

    #[test]
    fn parts_rebuild_the_same_spectrum_and_bad_parts_are_refused() {
        // In the regime with leaves of one shift and of 8; outside it, counted.
        for (a, delta) in [(5, 7), (1031, 1523), (5, 16)] {
            let game = Game::additive(Additive::from_delta(a, delta).unwrap());
            let seq = game.sequence().unwrap();
            let s = spectrum(a, delta);
            assert_eq!(Spectrum::from_parts(seq, s.to_parts()).unwrap(), s, "({a}, {delta})");
            let other = Game::additive(Additive::from_delta(a, delta + 1).unwrap());
            assert!(Spectrum::from_parts(other.sequence().unwrap(), s.to_parts()).is_err(), "another game's");
            let n = s.to_parts().prefix.len();
            let mut falls = s.to_parts();
            falls.prefix[n / 2] = falls.prefix[n / 2 + 1] + 1;
            let mut off = s.to_parts();
            off.prefix[n - 1] += 1;
            for parts in [falls, off] {
                assert!(matches!(
                    Spectrum::from_parts(seq, parts),
                    Err(Error::InvalidNumber { field: "spectrum", .. })
                ));
            }
            let mut short = s.to_parts();
            short.prefix.pop();
            assert!(Spectrum::from_parts(seq, short).is_err());
            let mut zeros = s.to_parts();
            zeros.zeros += 1;
            assert!(Spectrum::from_parts(seq, zeros).is_err());
        }
    }

    #[test]
    fn leaves_of_many_shifts_answer_as_single_shifts_do() {
        // (1031, 1523): p = 1031 · 5600 = 5 773 600 > 2^22, so leaves of 8 shifts.
        let big = spectrum(1031, 1523);
        assert_eq!(big.block, 8);
        assert_eq!(big.total_per_period(), (1031 * 1523) * (1031 * 1523));
        assert_eq!(big.largest(), 1031 * 1523);
        let mut seed = 17u64;
        let mut next = |n: u64| {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (seed >> 11) % n
        };
        for _ in 0..40 {
            let lo = 1 + next(3 * big.period);
            let count = [1, 2, 7, 9, 64, 65, 4097, 40_000][next(8) as usize];
            let c = big.summarize(lo, count);
            assert_eq!((c.largest, c.total), plain(&big, lo, count), "k from {lo}, {count} shifts");
        }
    }

    #[test]
    fn any_leaf_size_summarises_as_single_shifts_do() {
        for (a, delta) in [(5, 7), (7, 12), (13, 20)] {
            let game = Game::additive(Additive::from_delta(a, delta).unwrap());
            let one = spectrum(a, delta);
            let source = SpectrumSource::new(game.sequence().unwrap(), &Limits::default()).unwrap();
            let p = source.period();
            for block in [2, 3, 8, 64, 4096] {
                let mut builder = Builder::new(&source).unwrap();
                builder.block = block;
                let mut values = vec![0; p as usize];
                source.fill(1, &mut values).unwrap();
                builder.feed(&values).unwrap();
                let leafy = builder.finish(&source).unwrap();
                assert_eq!((leafy.largest(), leafy.total_per_period()), (one.largest(), one.total_per_period()));
                for lo in [1, 2, 5, p - 3, p, p + 1, 3 * p - 7] {
                    for count in [1, 2, 3, 9, 63, 64, 65, p - 1, p, p + 5, 5 * p + 1] {
                        let c = leafy.summarize(lo, count);
                        assert_eq!(c, one.summarize(lo, count), "({a}, {delta}), block {block}, k from {lo}, {count}");
                        assert_eq!((c.largest, c.total), plain(&one, lo, count));
                    }
                }
            }
        }
    }

    #[test]
    fn columns_tile_the_frame_when_zoomed_out_and_show_one_k_zoomed_in() {
        let s = spectrum(7, 12);
        let out = Frame { start: Fixed::whole(-40), per_pixel: 13.7, columns: 100 };
        let columns = s.columns(&out);
        let edges = out.edges();
        assert_eq!(columns[0], Column::default(), "left of k = 1");
        for (c, col) in columns.iter().enumerate() {
            let (lo, hi) = (edges[c].max(1) as u64, edges[c + 1].max(1) as u64);
            assert_eq!(
                (col.shifts, col.largest, col.total),
                (hi - lo, plain(&s, lo, hi - lo).0, plain(&s, lo, hi - lo).1)
            );
        }
        let zoomed = Frame { start: Fixed(Fixed::ONE * 7 + Fixed::ONE / 2), per_pixel: 0.25, columns: 12 };
        let ks: Vec<u64> = s.columns(&zoomed).iter().map(|c| c.total as u64).collect();
        let want: Vec<u64> = [7, 7, 8, 8, 8, 8, 9, 9, 9, 9, 10, 10].iter().map(|&k| s.at(k).unwrap()).collect();
        assert_eq!(ks, want);
    }

    #[test]
    fn columns_reach_the_last_shift_and_span_many_periods_exactly() {
        let s = spectrum(5, 7);
        let end = Frame { start: Fixed::whole(HEAP_END - 300), per_pixel: 50.0, columns: 10 };
        let columns = s.columns(&end);
        assert_eq!(columns.iter().map(|c| c.shifts).sum::<u64>(), 300);
        assert_eq!(columns[6], Column::default(), "past 2^64 − 1");
        let all = Frame { start: Fixed::whole(0), per_pixel: 2f64.powi(63), columns: 2 };
        let halves = s.columns(&all);
        let total: u128 = halves.iter().map(|c| c.total).sum();
        // Σ over k = 1 … 2^64 − 1: whole periods of Z² each, and the rest.
        let (n, p) = (u64::MAX as u128, 130u128);
        let rest: u128 = (1..=(n % p) as u64).map(|k| s.at(k).unwrap() as u128).sum();
        assert_eq!(total, n / p * 35 * 35 + rest);
        assert!(total > u64::MAX as u128, "past 64 bits, still exact");
    }
}
