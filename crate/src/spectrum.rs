//! The collision spectrum k ↦ C(k): for every shift k, how many P-positions meet another one k
//! further on (docs/MATH.md, "The collision spectrum").
//!
//! **What C(k) means, for any k ≥ 1.** Let the nim sequence have preperiod q (0 for every
//! additive game seen so far) and smallest period p (the heap period). C(k) is the number of
//! P-positions x with q ≤ x < q + p such that x + k is a P-position too: the pairs at distance k
//! per heap period, |(W0 − k) ∩ W0| over one period. It depends only on k mod p, so C(k + p) =
//! C(k); at k = p (and every multiple of it) every P-position counts, C(p) = Z, the number of
//! P-positions per period; and C(1) + … + C(p) = Z². C(p − k) = C(k) for 0 < k < p, as a pair
//! (x, x + k) is the pair (x + k, x + p) of distance p − k. For k = δ in the primitive quadratic
//! regime C(δ) = a·d, the collision windows of Theorem 7; for k = a, b, a + b it is 0, as a move
//! never joins two P-positions; and Z = aδ, p = a(3δ + a).
//!
//! **How.** In the regime by the torus formula ([`torus`]), a consequence of Theorem 1 proven
//! where Theorem 1 is: O(1) per k, O(aδ + range) for a range. Outside the regime, where no
//! formula is proven, by counting pairs over the period the mex rule found ([`pairs`]), p/64
//! word operations per k. Both are exact in u64 and priced against [`Limits`] before they
//! start. Long requests step with progress: [`SpectrumCount`] gives C(k) over a range of k
//! ([`collision_spectrum`] runs it to the end), and [`SpectrumBuild`] gives a [`Spectrum`], a
//! summary of one period that answers C(k) and, for a frame of k, the largest and the total of
//! C(k) under each pixel column ([`summary`]).

pub mod pairs;
pub mod summary;
pub mod torus;

pub use summary::{Column, Spectrum, SpectrumParts};

use crate::additive::Additive;
use crate::error::{Error, Result};
use crate::game::NimSequence;
use crate::limits::{filled, reserve, Cost, Limits};
use pairs::PairCount;
use serde::Serialize;
use torus::TorusFormula;

/// Shifts computed at a time, between looks at the work done.
const CHUNK: u64 = 1 << 16;

/// Positions priced per shift by the torus formula: the k itself, and the lags that reach it
/// (4aδ/p < 4/3 on average, walked gap by gap).
const TORUS_WORK: u64 = 3;

/// Where C(k) comes from: the torus formula (proven, in the regime) or pairs counted over the
/// period the mex rule found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpectrumSource {
    /// The torus formula: a consequence of Theorem 1.
    Torus(TorusFormula),
    /// Pairs counted over one period of the sequence.
    Pairs(PairCount),
}

impl SpectrumSource {
    /// The formula for a sequence from Theorem 1, else the bits of one period to count on.
    ///
    /// # Errors
    /// As [`PairCount::new`].
    pub fn new(seq: &NimSequence, limits: &Limits) -> Result<Self> {
        match seq {
            NimSequence::Theorem(form) => Ok(SpectrumSource::Torus(TorusFormula::new(form.game())?)),
            NimSequence::Periodic(_) => Ok(SpectrumSource::Pairs(PairCount::new(seq, limits)?)),
        }
    }

    /// What making the source costs: nothing for the formula, one period's bits otherwise.
    pub fn cost(seq: &NimSequence) -> Cost {
        match seq {
            NimSequence::Theorem(_) => Cost::default(),
            NimSequence::Periodic(_) => PairCount::cost(seq.period().period),
        }
    }

    /// True for the torus formula, which is proven; false for a count.
    pub fn is_proven(&self) -> bool {
        matches!(self, SpectrumSource::Torus(_))
    }

    /// The heap period p, the period of C in k.
    pub fn period(&self) -> u64 {
        match self {
            SpectrumSource::Torus(t) => t.period(),
            SpectrumSource::Pairs(c) => c.period(),
        }
    }

    /// Z, the P-positions per period, which is C(p): aδ in the regime.
    pub fn zeros(&self) -> u64 {
        match self {
            SpectrumSource::Torus(t) => t.index_period(),
            SpectrumSource::Pairs(c) => c.zeros(),
        }
    }

    /// Positions priced per shift k (see [`crate::limits`]): 3 for the formula, a word
    /// operation per 64 heaps of the period for a count.
    pub fn work_per_shift(&self) -> u64 {
        match self {
            SpectrumSource::Torus(_) => TORUS_WORK,
            SpectrumSource::Pairs(c) => c.work_per_shift(),
        }
    }

    /// C(k0), C(k0 + 1), … into `out`.
    ///
    /// # Errors
    /// [`Error::ZeroShift`] when k0 = 0; [`Error::Overflow`] past k = 2^64 − 1.
    pub fn fill(&self, k0: u64, out: &mut [u64]) -> Result<()> {
        out.fill(0);
        match self {
            SpectrumSource::Torus(t) => t.fill(k0, out),
            SpectrumSource::Pairs(c) => {
                if k0 == 0 {
                    return Err(Error::ZeroShift);
                }
                if k0 as u128 + out.len() as u128 > 1u128 << 64 {
                    return Err(Error::Overflow { what: "the last shift k" });
                }
                for (i, slot) in out.iter_mut().enumerate() {
                    *slot = c.count(k0 + i as u64);
                }
                Ok(())
            }
        }
    }
}

/// A range of shifts computed a chunk at a time.
#[derive(Debug, Clone)]
struct Sweep {
    source: SpectrumSource,
    next: u64,
    left: u64,
    total: u64,
    buf: Vec<u64>,
}

impl Sweep {
    fn new(source: SpectrumSource, k0: u64, count: u64) -> Result<Self> {
        let buf = filled("the collision spectrum", count.min(CHUNK) as usize, 0)?;
        Ok(Sweep { source, next: k0, left: count, total: count, buf })
    }

    fn progress(&self) -> f64 {
        if self.total == 0 {
            return 1.0;
        }
        (self.total - self.left) as f64 / self.total as f64
    }

    /// About `work` positions more, each chunk handed to `sink`; true when the range is done.
    fn step(&mut self, work: u64, sink: &mut dyn FnMut(&[u64]) -> Result<()>) -> Result<bool> {
        let per = self.source.work_per_shift().max(1);
        let mut budget = work.max(1);
        while self.left > 0 {
            let len = self.left.min(CHUNK).min((budget / per).max(1)) as usize;
            let out = &mut self.buf[..len];
            self.source.fill(self.next, out)?;
            sink(out)?;
            // The last chunk may end at k = 2^64 − 1, after which `next` is not read.
            self.next = self.next.wrapping_add(len as u64);
            self.left -= len as u64;
            let spent = per.saturating_mul(len as u64);
            if spent >= budget {
                break;
            }
            budget -= spent;
        }
        Ok(self.left == 0)
    }
}

/// C(k) for k = k_min … k_max (`asg spectrum --json`, `game.collisionSpectrum(kMin, kMax)`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SpectrumList {
    /// The game's a.
    pub a: u64,
    /// The game's b.
    pub b: u64,
    /// δ = b − a.
    pub delta: u64,
    /// True when the counts come from the torus formula (in the regime, a consequence of
    /// Theorem 1); false when they were counted over the period found by the mex rule.
    pub proven: bool,
    /// The heap period p: C(k + p) = C(k).
    pub period: u64,
    /// P-positions per period, C(p).
    pub zeros_per_period: u64,
    /// The first shift listed.
    pub k_min: u64,
    /// The last shift listed.
    pub k_max: u64,
    /// C(k_min), …, C(k_max).
    pub counts: Vec<u64>,
}

/// C(k) over a range of k, a bounded step at a time (see [`collision_spectrum`]). A range
/// longer than the period is computed over one period and repeated.
#[derive(Debug, Clone)]
pub struct SpectrumCount {
    game: Additive,
    sweep: Sweep,
    k_min: u64,
    k_max: u64,
    /// Whether the sweep covers k = 1 … p, to be repeated over the range.
    repeat: bool,
    values: Vec<u64>,
    done: Option<Result<SpectrumList>>,
}

/// Checks a range of shifts and gives its length (2^64 − 1 for the one range of 2^64 shifts,
/// which every limit refuses anyway).
fn shift_range(k_min: u64, k_max: u64) -> Result<u64> {
    if k_max < k_min {
        let detail = format!("the largest shift k must not be below the smallest ({k_min}), got {k_max}");
        return Err(Error::InvalidNumber { field: "kMax", detail });
    }
    Ok((k_max - k_min).saturating_add(1))
}

/// The shifts k ≥ 1 of k_min … k_max, which are counted: C(0) = C(p) is the P-positions of a
/// period, known without a count. Their first shift and how many there are.
fn counted_shifts(k_min: u64, k_max: u64) -> (u64, u64) {
    let first = k_min.max(1);
    (first, if k_max < first { 0 } else { (k_max - first).saturating_add(1) })
}

impl SpectrumCount {
    /// What listing C(k) for k = `k_min` … `k_max` costs.
    ///
    /// # Errors
    /// As [`SpectrumCount::new`], without the limits.
    pub fn cost(seq: &NimSequence, k_min: u64, k_max: u64) -> Result<Cost> {
        let len = shift_range(k_min, k_max)?;
        let counted = counted_shifts(k_min, k_max).1;
        let p = seq.period().period;
        let source = SpectrumSource::cost(seq);
        let per = match seq {
            NimSequence::Theorem(_) => TORUS_WORK,
            NimSequence::Periodic(_) => p.div_ceil(64),
        };
        // A range longer than the period sweeps one period, kept, and copies it over the range.
        let (swept, copied, kept) = if counted > p { (p, len, p.saturating_mul(8)) } else { (counted, 0, 0) };
        let list = Cost::list::<u64>(len);
        Ok(Cost {
            positions: source.positions.saturating_add(per.saturating_mul(swept)).saturating_add(copied),
            entries: len,
            bytes: list.bytes.saturating_add(source.bytes).saturating_add(kept).saturating_add(8 * CHUNK),
        })
    }

    /// A count of C(k), k = `k_min` … `k_max`, for `game` with sequence `seq`, refused before
    /// any work when its cost is over `limits`.
    ///
    /// # Errors
    /// [`Error::InvalidNumber`] for k_max < k_min; [`Error::WindowTooLarge`],
    /// [`Error::TooMuchMemory`], [`Error::TooMuchWork`] past `limits`; [`Error::OutOfMemory`].
    pub fn new(game: Additive, seq: &NimSequence, k_min: u64, k_max: u64, limits: &Limits) -> Result<Self> {
        limits.check("a collision spectrum", Self::cost(seq, k_min, k_max)?)?;
        let (first, len) = counted_shifts(k_min, k_max);
        let source = SpectrumSource::new(seq, limits)?;
        let p = source.period();
        let repeat = len > p;
        let sweep = if repeat { Sweep::new(source, 1, p)? } else { Sweep::new(source, first, len)? };
        let mut values = Vec::new();
        // Room for C(0) too, put in front of the counts when they are done.
        let room = if repeat { p } else { len + u64::from(k_min == 0) };
        reserve(&mut values, room as usize, "a collision spectrum")?;
        Ok(SpectrumCount { game, sweep, k_min, k_max, repeat, values, done: None })
    }

    /// From 0 to 1.
    pub fn progress(&self) -> f64 {
        if self.done.is_some() {
            1.0
        } else {
            self.sweep.progress()
        }
    }

    /// About `work` positions more; `Some` with the list when done (and again on later calls).
    pub fn step(&mut self, work: u64) -> Option<Result<SpectrumList>> {
        if self.done.is_none() {
            let values = &mut self.values;
            let stepped = self.sweep.step(work, &mut |chunk| {
                values.extend_from_slice(chunk);
                Ok(())
            });
            match stepped {
                Ok(false) => return None,
                Ok(true) => self.done = Some(self.finish()),
                Err(e) => self.done = Some(Err(e)),
            }
        }
        self.done.clone()
    }

    fn finish(&mut self) -> Result<SpectrumList> {
        let source = &self.sweep.source;
        let p = source.period();
        let (first, len) = counted_shifts(self.k_min, self.k_max);
        let counts = if self.repeat {
            let mut counts = Vec::new();
            reserve(&mut counts, len as usize + usize::from(self.k_min == 0), "a collision spectrum")?;
            counts.extend((self.k_min == 0).then(|| source.zeros()));
            let skip = ((first - 1) % p) as usize;
            counts.extend(self.values.iter().cycle().skip(skip).take(len as usize));
            counts
        } else {
            let mut counts = std::mem::take(&mut self.values);
            if self.k_min == 0 {
                counts.insert(0, source.zeros()); // within the room reserved
            }
            counts
        };
        let game = self.game;
        Ok(SpectrumList {
            a: game.a(),
            b: game.b(),
            delta: game.delta(),
            proven: source.is_proven(),
            period: p,
            zeros_per_period: source.zeros(),
            k_min: self.k_min,
            k_max: self.k_max,
            counts,
        })
    }
}

/// C(k) for k = `k_min` … `k_max` of `game` with sequence `seq`: by the torus formula in the
/// regime, else counted over the period the mex rule found, within `limits`.
///
/// ```
/// use asg::{spectrum::collision_spectrum, Additive, Game, Limits};
/// let g = Additive::from_delta(5, 7).unwrap();
/// let s = collision_spectrum(g, Game::additive(g).sequence().unwrap(), 1, 130, &Limits::default()).unwrap();
/// assert!(s.proven);
/// assert_eq!(s.counts[7 - 1], 10); // C(δ) = a·d (Theorem 7)
/// assert_eq!(s.counts[..129].iter().filter(|&&c| c > 0).count(), 112);
/// assert_eq!(s.counts[129], 35); // C(p): every P-position
/// ```
///
/// # Errors
/// As [`SpectrumCount::new`].
pub fn collision_spectrum(
    game: Additive,
    seq: &NimSequence,
    k_min: u64,
    k_max: u64,
    limits: &Limits,
) -> Result<SpectrumList> {
    let mut count = SpectrumCount::new(game, seq, k_min, k_max, limits)?;
    loop {
        if let Some(answer) = count.step(u64::MAX) {
            return answer;
        }
    }
}

/// A [`Spectrum`] of one period made a bounded step at a time.
#[derive(Debug, Clone)]
pub struct SpectrumBuild {
    sweep: Sweep,
    builder: Option<summary::Builder>,
}

impl SpectrumBuild {
    /// What building the summary of `seq`'s spectrum costs.
    pub fn cost(seq: &NimSequence) -> Cost {
        let p = seq.period().period;
        let source = SpectrumSource::cost(seq);
        let per = match seq {
            NimSequence::Theorem(_) => TORUS_WORK,
            NimSequence::Periodic(_) => p.div_ceil(64),
        };
        let block = summary::block_for(p, matches!(seq, NimSequence::Theorem(_)));
        Cost {
            positions: source.positions.saturating_add(per.saturating_mul(p)),
            entries: 0,
            bytes: summary::bytes(p, block).saturating_add(source.bytes).saturating_add(8 * CHUNK),
        }
    }

    /// A build for `seq`, refused before any work when its cost is over `limits`.
    ///
    /// # Errors
    /// [`Error::TooMuchWork`], [`Error::TooMuchMemory`], [`Error::OutOfMemory`].
    pub fn new(seq: &NimSequence, limits: &Limits) -> Result<Self> {
        limits.check("the collision spectrum of one period", Self::cost(seq))?;
        let source = SpectrumSource::new(seq, limits)?;
        let builder = summary::Builder::new(&source)?;
        let p = source.period();
        Ok(SpectrumBuild { sweep: Sweep::new(source, 1, p)?, builder: Some(builder) })
    }

    /// From 0 to 1.
    pub fn progress(&self) -> f64 {
        if self.builder.is_none() {
            1.0
        } else {
            self.sweep.progress()
        }
    }

    /// About `work` positions more; `Some` with the spectrum when done. The spectrum is given
    /// once: a later call is [`Error::Finished`].
    pub fn step(&mut self, work: u64) -> Option<Result<Spectrum>> {
        let Some(builder) = self.builder.as_mut() else {
            return Some(Err(Error::Finished { what: "the collision spectrum's build" }));
        };
        let done = self.sweep.step(work, &mut |chunk| builder.feed(chunk));
        match done {
            Ok(false) => None,
            Ok(true) => self.builder.take().map(|b| b.finish(&self.sweep.source)),
            Err(e) => {
                self.builder = None;
                Some(Err(e))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;

    fn sequence(a: u64, delta: u64) -> (Additive, NimSequence) {
        let g = Additive::from_delta(a, delta).unwrap();
        (g, Game::additive(g).sequence().unwrap().clone())
    }

    #[test]
    fn a_range_past_the_period_repeats_it() {
        for (a, delta) in [(5, 7), (5, 16)] {
            let (g, seq) = sequence(a, delta);
            let p = seq.period().period;
            let one = collision_spectrum(g, &seq, 1, p, &Limits::default()).unwrap();
            let long = collision_spectrum(g, &seq, p - 3, 4 * p + 5, &Limits::default()).unwrap();
            for (i, &c) in long.counts.iter().enumerate() {
                let k = p - 3 + i as u64;
                assert_eq!(c, one.counts[((k - 1) % p) as usize], "({a}, {delta}), k = {k}");
            }
            let far = collision_spectrum(g, &seq, u64::MAX - 2 * p, u64::MAX, &Limits::default()).unwrap();
            assert_eq!(far.counts.len() as u64, 2 * p + 1);
            assert_eq!(*far.counts.last().unwrap(), one.counts[((u64::MAX - 1) % p) as usize]);
        }
    }

    #[test]
    fn steps_give_the_same_list_as_one_go() {
        let (g, seq) = sequence(5, 16);
        let whole = collision_spectrum(g, &seq, 3, 700, &Limits::default()).unwrap();
        let mut count = SpectrumCount::new(g, &seq, 3, 700, &Limits::default()).unwrap();
        let mut last = 0.0;
        let stepped = loop {
            if let Some(answer) = count.step(50) {
                break answer.unwrap();
            }
            assert!(count.progress() >= last);
            last = count.progress();
        };
        assert_eq!(stepped, whole);
        assert_eq!(count.step(1), Some(Ok(whole)), "a finished count answers again");
    }

    #[test]
    fn c_0_is_c_p_the_p_positions_of_a_period() {
        let l = Limits::default();
        for (a, delta) in [(5, 7), (5, 16)] {
            let (g, seq) = sequence(a, delta);
            let p = seq.period().period;
            let from_1 = collision_spectrum(g, &seq, 1, 3 * p, &l).unwrap().counts;
            let zeros = from_1[(p - 1) as usize];
            // Shorter than a period, longer (repeated), and C(0) alone.
            for k_max in [0, 5, p, 3 * p] {
                let from_0 = collision_spectrum(g, &seq, 0, k_max, &l).unwrap();
                assert_eq!((from_0.k_min, from_0.k_max, from_0.zeros_per_period), (0, k_max, zeros));
                let mut want = vec![zeros];
                want.extend_from_slice(&from_1[..k_max as usize]);
                assert_eq!(from_0.counts, want, "({a}, {delta}), k = 0 … {k_max}");
            }
        }
    }

    #[test]
    fn bad_ranges_and_large_requests_are_refused_before_any_work() {
        let (g, seq) = sequence(5, 7);
        let l = Limits::default();
        assert!(matches!(collision_spectrum(g, &seq, 6, 5, &l), Err(Error::InvalidNumber { field: "kMax", .. })));
        assert!(matches!(collision_spectrum(g, &seq, 1, u64::MAX, &l), Err(Error::WindowTooLarge { .. })));
        // Outside the regime each shift costs a pass over the period's bits.
        let (g, seq) = sequence(5, 16);
        let tiny = Limits::with_work(100).unwrap();
        assert!(matches!(collision_spectrum(g, &seq, 1, 215, &tiny), Err(Error::TooMuchWork { .. })));
        assert!(SpectrumBuild::new(&seq, &tiny).is_err());
    }
}
