//! C(k) counted pair by pair over one period of the nim sequence, for games where no formula
//! is proven (outside the primitive quadratic regime, or any sequence found by the mex rule).
//!
//! The P-positions of the period after the preperiod are a bit set B of p bits; C(k) is the
//! number of i < p with B(i) and B((i + k) mod p), which is 64 pairs per word operation: a
//! word of B against the bits k further on, read from B written out twice.

use crate::error::Result;
use crate::game::NimSequence;
use crate::limits::{filled, Cost, Limits};

/// Bits one word holds.
const BITS: u64 = 64;

/// The P-positions of one period as bits, for counting pairs at any distance.
///
/// ```
/// use asg::{spectrum::pairs::PairCount, Additive, Game, Limits};
/// let game = Game::additive(Additive::from_delta(5, 4).unwrap()); // outside the regime: period 19
/// let pairs = PairCount::new(game.sequence().unwrap(), &Limits::default()).unwrap();
/// assert_eq!(pairs.period(), 19);
/// assert_eq!(pairs.count(19), pairs.zeros()); // a whole period: every P-position
/// assert_eq!(pairs.count(5), 0); // a move (S = {5, 9, 14}) never joins two P-positions
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairCount {
    period: u64,
    zeros: u64,
    /// Words of one period (the last one partly).
    words: usize,
    /// The period's bits twice over, and a word of zeros to read past the end.
    bits: Vec<u64>,
}

impl PairCount {
    /// What building the bits of a sequence with period `period` costs: one position per heap
    /// of the period, and the bits held.
    pub fn cost(period: u64) -> Cost {
        let words = period.saturating_mul(2).div_ceil(BITS).saturating_add(2);
        Cost { positions: period, entries: 0, bytes: words.saturating_mul(8).saturating_add(CHUNK as u64) }
    }

    /// The bits of one period of `seq` after its preperiod, within `limits`.
    ///
    /// # Errors
    /// [`crate::Error::TooMuchWork`] or [`crate::Error::TooMuchMemory`] past `limits`;
    /// [`crate::Error::OutOfMemory`].
    pub fn new(seq: &NimSequence, limits: &Limits) -> Result<Self> {
        let p = seq.period();
        let (q, period) = (p.preperiod, p.period);
        limits.check("the P-positions of one period, as bits", Self::cost(period))?;
        let words = period.div_ceil(BITS) as usize;
        let mut bits = filled("the P-positions of one period, as bits", (2 * period).div_ceil(BITS) as usize + 2, 0)?;
        let mut chunk = filled("the P-positions of one period, as bits", CHUNK.min(period as usize), 0u8)?;
        let mut zeros = 0;
        let mut i = 0u64;
        while i < period {
            let len = (period - i).min(chunk.len() as u64) as usize;
            // q + period fits: the sequence's period was found (or proven) below 2^64.
            seq.fill(q + i, &mut chunk[..len]);
            for (t, &v) in chunk[..len].iter().enumerate() {
                if v == 0 {
                    for at in [i + t as u64, i + t as u64 + period] {
                        bits[(at / BITS) as usize] |= 1 << (at % BITS);
                    }
                    zeros += 1;
                }
            }
            i += len as u64;
        }
        Ok(PairCount { period, zeros, words, bits })
    }

    /// The period p of the sequence, and so of C.
    pub fn period(&self) -> u64 {
        self.period
    }

    /// The P-positions in one period, which is C(p).
    pub fn zeros(&self) -> u64 {
        self.zeros
    }

    /// Word operations per shift: ⌈p / 64⌉.
    pub fn work_per_shift(&self) -> u64 {
        self.words as u64
    }

    /// C(k) = #{i < p : B(i) and B((i + k) mod p)}, for any k (k ≡ 0 gives every P-position).
    pub fn count(&self, k: u64) -> u64 {
        let s = k % self.period;
        let (skip, r) = ((s / BITS) as usize, (s % BITS) as u32);
        let words = self.words;
        // B without the bits past p in its last word, against the bits s further on.
        let tail = self.period % BITS;
        let last = if tail == 0 { self.bits[words - 1] } else { self.bits[words - 1] & ((1u64 << tail) - 1) };
        let (here, there) = (&self.bits[..words - 1], &self.bits[skip..skip + words + 1]);
        let at = |w: usize| if r == 0 { there[w] } else { (there[w] >> r) | (there[w + 1] << (64 - r)) };
        let end = (last & at(words - 1)).count_ones() as u64;
        end + and_count(here, there, r)
    }
}

/// Σ popcount(here[w] & (there, shifted right by r bits)[w]): with the processor's popcount
/// instruction where it has one (most x86-64 since 2008; WebAssembly always).
fn and_count(here: &[u64], there: &[u64], r: u32) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") {
        // SAFETY: the processor has the instruction, as just checked.
        return unsafe { and_count_popcnt(here, there, r) };
    }
    and_count_plain(here, there, r)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn and_count_popcnt(here: &[u64], there: &[u64], r: u32) -> u64 {
    and_count_plain(here, there, r)
}

#[inline(always)]
fn and_count_plain(here: &[u64], there: &[u64], r: u32) -> u64 {
    if r == 0 {
        return here.iter().zip(there).map(|(h, t)| (h & t).count_ones() as u64).sum();
    }
    here.iter().zip(there.windows(2)).map(|(h, t)| (h & ((t[0] >> r) | (t[1] << (64 - r)))).count_ones() as u64).sum()
}

/// Heaps read from the sequence at a time while the bits are built.
const CHUNK: usize = 1 << 16;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Error;
    use crate::{Additive, Game};

    #[test]
    fn counts_equal_a_plain_count_over_the_period() {
        for (a, delta) in [(5, 4), (5, 16), (4, 16), (5, 7), (3, 100)] {
            let game = Game::additive(Additive::from_delta(a, delta).unwrap());
            let seq = game.sequence().unwrap();
            let pairs = PairCount::new(seq, &Limits::default()).unwrap();
            let p = pairs.period();
            let zero = |x: u64| seq.value(x) == 0;
            for k in (1..=2 * p + 3).chain([u64::MAX - 1, u64::MAX]) {
                let want = (0..p).filter(|&x| zero(x) && zero((x + k % p) % p)).count() as u64;
                assert_eq!(pairs.count(k), want, "({a}, {delta}), k = {k}");
            }
        }
    }

    #[test]
    fn a_period_too_long_to_hold_is_refused() {
        let game = Game::additive(Additive::from_delta(5, 7).unwrap());
        let seq = game.sequence().unwrap();
        let tiny = Limits::with_work(10).unwrap();
        assert!(matches!(PairCount::new(seq, &tiny), Err(Error::TooMuchWork { .. })));
    }
}
