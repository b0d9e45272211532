//! Preperiod and smallest period of a nim sequence, found by the mex rule within a memory bound.
//!
//! g(x) is fixed by the window of the last max(S) values, so the sequence of windows is the
//! orbit of a function on a finite set and is eventually periodic (Golomb 1966). Brent's cycle
//! finding on that orbit gives the *smallest* period λ; windows are compared by a rolling hash
//! and confirmed byte by byte, so a hash collision can cost time but never a wrong answer.
//! The preperiod is then the first x from which g(y) = g(y + λ) for every y ≥ x.

use crate::error::{Error, Result};
use crate::limits::{filled, reserve, MAX_BOUND};
use crate::mex::extend_nim_values;
use crate::moves::SubtractionSet;
use serde::Serialize;

/// Default memory bound: positions the period search may compute (one byte each).
pub const DEFAULT_BOUND: usize = 1 << 25;

/// Positions the check of a guessed period may compute (128 Mi, one byte each). The check is
/// linear in the guess, so it may go further than the cycle search: far enough for the band
/// formula of every additive game with a, δ ≤ 10^4, the largest being 88 881 111
/// (a(3δ − a) for 3a < δ < 4a, at a = 3333, δ = 10 000).
pub const GUESS_BOUND: usize = 1 << 27;

/// The shape of an eventually periodic sequence: g(x + period) = g(x) for all x ≥ preperiod,
/// with both numbers as small as possible.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Period {
    pub preperiod: u64,
    pub period: u64,
}

/// The nim sequence of a set, held as g(0 .. preperiod + period) and extended periodically.
///
/// ```
/// use asg::{PeriodicValues, SubtractionSet};
/// let s = SubtractionSet::new(&[5, 12, 17]).unwrap();
/// let p = PeriodicValues::find(&s, 1 << 20).unwrap();
/// assert_eq!((p.period().preperiod, p.period().period), (0, 130));
/// assert_eq!(p.value(10u64.pow(18)), p.value(10u64.pow(18) % 130));
/// ```
#[derive(Debug, Clone)]
pub struct PeriodicValues {
    values: Vec<u8>,
    preperiod: usize,
    period: usize,
    counts: PrefixCounts,
    /// Class counts over one period after the preperiod.
    per_lap: [u64; 4],
    zeros: Vec<u32>,
}

const HASH_BASE: u64 = 0x0000_0100_0000_01b3;
const MIN_CHUNK: usize = 1 << 16;

/// A search for the period that can stop and resume: `step` does a bounded amount of work, so
/// a worker can report progress and drop the search when the person asks for something else.
#[derive(Debug, Clone)]
pub struct PeriodSearch {
    set: SubtractionSet,
    bound: usize,
    /// State at position x: the window g(x − window .. x).
    window: usize,
    g: Vec<u8>,
    computed: usize,
    top: u64,
    tortoise: usize,
    tortoise_hash: u64,
    hare: usize,
    hare_hash: u64,
    power: usize,
    lam: usize,
    finished: bool,
}

impl PeriodSearch {
    /// # Errors
    /// [`Error::BoundTooLarge`] past [`MAX_BOUND`]; [`Error::PeriodNotFound`] when even the
    /// first window exceeds the bound.
    pub fn new(set: &SubtractionSet, bound: usize) -> Result<Self> {
        crate::limits::check_bound(bound as u64)?;
        let not_found = Error::PeriodNotFound { bound: bound as u64 };
        let window = usize::try_from(set.max()).map_err(|_| not_found.clone())?;
        // The first state is the window g(0 .. window); Brent needs room beyond it.
        if window >= bound {
            return Err(not_found);
        }
        let mut search = PeriodSearch {
            set: set.clone(),
            bound,
            window,
            g: Vec::new(),
            computed: 0,
            top: HASH_BASE.wrapping_pow(window as u32),
            tortoise: window,
            tortoise_hash: 0,
            hare: window,
            hare_hash: 0,
            power: 1,
            lam: 0,
            finished: false,
        };
        search.grow(window + 1)?;
        let hash = search.g[..window].iter().fold(0u64, |h, &v| h.wrapping_mul(HASH_BASE).wrapping_add(v as u64));
        search.tortoise_hash = hash;
        search.hare_hash = hash;
        Ok(search)
    }

    /// Positions computed so far, and the most that may be.
    pub fn progress(&self) -> (u64, u64) {
        (self.hare as u64, self.bound as u64)
    }

    fn grow(&mut self, need: usize) -> Result<()> {
        if need > self.bound {
            return Err(Error::PeriodNotFound { bound: self.bound as u64 });
        }
        let len = need.max(2 * self.computed).max(MIN_CHUNK).min(self.bound);
        let more = len - self.g.len();
        reserve(&mut self.g, more, "the period search")?;
        self.g.resize(len, 0);
        extend_nim_values(&self.set, &mut self.g, self.computed);
        self.computed = len;
        Ok(())
    }

    /// Moves the search on by at most `steps` positions; `Some` once it has an answer (and
    /// [`Error::Finished`] when asked to go on after that).
    pub fn step(&mut self, steps: usize) -> Option<Result<PeriodicValues>> {
        if self.finished {
            return Some(Err(Error::Finished { what: "the period search" }));
        }
        let window = self.window;
        for _ in 0..steps {
            // Advance the hare by one position.
            if self.hare + 1 > self.computed {
                if let Err(e) = self.grow(self.hare + 1) {
                    self.finished = true;
                    return Some(Err(e));
                }
            }
            let g = &self.g;
            self.hare_hash = self
                .hare_hash
                .wrapping_mul(HASH_BASE)
                .wrapping_add(g[self.hare] as u64)
                .wrapping_sub((g[self.hare - window] as u64).wrapping_mul(self.top));
            self.hare += 1;
            self.lam += 1;
            let (t, h) = (self.tortoise, self.hare);
            if self.hare_hash == self.tortoise_hash && g[h - window..h] == g[t - window..t] {
                self.finished = true;
                return Some(self.finish());
            }
            if self.power == self.lam {
                self.tortoise = self.hare;
                self.tortoise_hash = self.hare_hash;
                self.power *= 2;
                self.lam = 0;
            }
        }
        None
    }

    /// The table once the hare has met the tortoise: smallest period λ, then the preperiod.
    fn finish(&mut self) -> Result<PeriodicValues> {
        let period = self.lam;
        let mut g = std::mem::take(&mut self.g);
        // g(y) = g(y + period) for all y ≥ tortoise − window; walk back to the first such y.
        let mut preperiod = self.tortoise - self.window;
        while preperiod > 0 && g[preperiod - 1] == g[preperiod - 1 + period] {
            preperiod -= 1;
        }
        g.truncate(preperiod + period);
        g.shrink_to_fit();
        PeriodicValues::from_table(g, preperiod)
    }
}

/// The prime factors of n (distinct), by trial division (n is a period, so small enough).
fn prime_factors(mut n: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let mut f = 2;
    while f * f <= n {
        if n % f == 0 {
            out.push(f);
            while n % f == 0 {
                n /= f;
            }
        }
        f += 1;
    }
    if n > 1 {
        out.push(n);
    }
    out
}

/// The smallest period of `g` when it is purely periodic with period `p` (a multiple of the
/// smallest): `p` is a period exactly when the first `window` values repeat at `p`, since they
/// fix all the rest. `None` when `p` is not a period from 0.
fn smallest_from_guess(g: &[u8], window: usize, p: usize) -> Option<usize> {
    let repeats = |q: usize| q + window <= g.len() && g[..window] == g[q..q + window];
    if p == 0 || !repeats(p) {
        return None;
    }
    // The smallest period divides every period: divide out prime factors while it still repeats.
    let mut p = p;
    'shrink: loop {
        for f in prime_factors(p as u64) {
            let q = p / f as usize;
            if repeats(q) {
                p = q;
                continue 'shrink;
            }
        }
        return Some(p);
    }
}

impl PeriodicValues {
    /// Like [`PeriodicValues::find`], but first tries `guess` as a period (of a purely periodic
    /// sequence): the mex rule runs only to guess + max(S), and the answer is still exact —
    /// the guess is checked, its smallest divisor that is a period is found, and a wrong guess
    /// falls back to the cycle search.
    ///
    /// ```
    /// use asg::{PeriodicValues, SubtractionSet};
    /// let s = SubtractionSet::new(&[5, 21, 26]).unwrap();
    /// assert_eq!(PeriodicValues::find_from_guess(&s, 215 * 4, 1 << 20).unwrap().period().period, 215);
    /// assert_eq!(PeriodicValues::find_from_guess(&s, 214, 1 << 20).unwrap().period().period, 215);
    /// ```
    ///
    /// # Errors
    /// [`Error::PeriodNotFound`], as for [`PeriodicValues::find`].
    pub fn find_from_guess(set: &SubtractionSet, guess: u64, bound: usize) -> Result<Self> {
        PeriodicValues::from_guess(set, guess, bound).map_or_else(|| PeriodicValues::find(set, bound), Ok)
    }

    /// The check alone: the sequence when it is purely periodic with a period dividing `guess`
    /// (its smallest period found as above), `None` when it is not, or when guess + max(S)
    /// positions would pass `limit`.
    ///
    /// ```
    /// use asg::{PeriodicValues, SubtractionSet};
    /// let s = SubtractionSet::new(&[5, 21, 26]).unwrap();
    /// assert_eq!(PeriodicValues::from_guess(&s, 430, 1 << 20).unwrap().period().period, 215);
    /// assert!(PeriodicValues::from_guess(&s, 214, 1 << 20).is_none());
    /// assert!(PeriodicValues::from_guess(&s, 430, 400).is_none());
    /// ```
    pub fn from_guess(set: &SubtractionSet, guess: u64, limit: usize) -> Option<Self> {
        let window = usize::try_from(set.max()).ok()?;
        let most = limit.min(MAX_BOUND as usize).min(u32::MAX as usize - 1);
        let len = usize::try_from(guess).ok()?.checked_add(window).filter(|&n| n <= most)?;
        let mut g = filled("the check of a period", len, 0u8).ok()?;
        crate::mex::extend_nim_values(set, &mut g, 0);
        let p = smallest_from_guess(&g, window, guess as usize)?;
        g.truncate(p);
        PeriodicValues::from_table(g, 0).ok()
    }

    /// Runs the mex rule until the period shows, computing at most `bound` positions.
    ///
    /// # Errors
    /// [`Error::PeriodNotFound`] when the bound is reached first; [`Error::BoundTooLarge`],
    /// [`Error::OutOfMemory`].
    pub fn find(set: &SubtractionSet, bound: usize) -> Result<Self> {
        PeriodicValues::find_with(set, bound, &mut |_| true)
    }

    /// As [`PeriodicValues::find`], telling `go_on` the fraction of the bound searched now and
    /// then; when it returns false the search stops with [`Error::Interrupted`].
    ///
    /// # Errors
    /// As [`PeriodicValues::find`], and [`Error::Interrupted`].
    pub fn find_with(set: &SubtractionSet, bound: usize, go_on: &mut dyn FnMut(f64) -> bool) -> Result<Self> {
        let mut search = PeriodSearch::new(set, bound)?;
        loop {
            if let Some(result) = search.step(1 << 22) {
                return result;
            }
            let (done, most) = search.progress();
            if !go_on(done as f64 / most.max(1) as f64) {
                return Err(Error::Interrupted { what: "the period search" });
            }
        }
    }

    /// The sequence whose values are `table` = g(0 .. preperiod + period), repeating after
    /// `preperiod`; for a table made another way (say, from Theorem 1), to get O(1) counts.
    /// Callers keep `preperiod < table.len() < 2^32`.
    ///
    /// # Errors
    /// [`Error::OutOfMemory`] when the counts do not fit.
    pub(crate) fn from_table(table: Vec<u8>, preperiod: usize) -> Result<Self> {
        debug_assert!(preperiod < table.len() && table.len() < u32::MAX as usize);
        let period = table.len() - preperiod;
        let counts = PrefixCounts::new(&table)?;
        let at_pre = counts.below(preperiod);
        let end = counts.below(table.len());
        let zeros = counts.zeros(table.len())?;
        let per_lap = std::array::from_fn(|v| end[v] - at_pre[v]);
        Ok(PeriodicValues { values: table, preperiod, period, counts, per_lap, zeros })
    }

    /// Preperiod and smallest period.
    pub fn period(&self) -> Period {
        Period { preperiod: self.preperiod as u64, period: self.period as u64 }
    }

    /// g(0 .. preperiod + period), which determines every value.
    pub fn table(&self) -> &[u8] {
        &self.values
    }

    /// The heaps x < preperiod + period with g(x) = 0, ascending.
    pub fn zeros(&self) -> &[u32] {
        &self.zeros
    }

    /// The index into the table that holds g(x).
    #[inline]
    fn index(&self, x: u64) -> usize {
        let pre = self.preperiod as u64;
        if x < pre {
            x as usize
        } else {
            self.preperiod + ((x - pre) % self.period as u64) as usize
        }
    }

    /// g(x) for any heap x, in constant time.
    #[inline]
    pub fn value(&self, x: u64) -> u8 {
        self.values[self.index(x)]
    }

    /// Writes g(from), g(from + 1), … into `out`; copies runs of the table, no per-value division.
    pub fn fill(&self, from: u64, out: &mut [u8]) {
        let mut i = self.index(from);
        let mut done = 0;
        while done < out.len() {
            let run = (self.values.len() - i).min(out.len() - done);
            out[done..done + run].copy_from_slice(&self.values[i..i + run]);
            done += run;
            i += run;
            if i == self.values.len() {
                i = self.preperiod;
            }
        }
    }

    /// How many heaps y < x have each value class (0, 1, 2, and ≥ 3 together), in O(1).
    pub fn counts_below(&self, x: u64) -> [u64; 4] {
        let pre = self.preperiod as u64;
        if x <= pre {
            return self.counts.below(x as usize);
        }
        let per = self.period as u64;
        self.below_lap((x - pre) / per, ((x - pre) % per) as usize)
    }

    /// Counts below preperiod + laps·period + phase.
    #[inline]
    fn below_lap(&self, laps: u64, phase: usize) -> [u64; 4] {
        let part = self.counts.below(self.preperiod + phase);
        // Counts over [0, x) never exceed x, so no step here can overflow.
        std::array::from_fn(|v| part[v] + laps * self.per_lap[v])
    }

    /// Counts of each class over `[edges[i], edges[i + 1])` into `out[i]`, for ascending edges:
    /// a division for the first edge only, then the phase in the period moves by additions.
    pub fn counts_between(&self, edges: &[u64], out: &mut [[u64; 4]]) {
        let (pre, per) = (self.preperiod as u64, self.period as u64);
        let mut cursor: Option<(u64, u64, u64)> = None; // (edge, laps, phase) for edges ≥ pre
        let mut below_of = |e: u64| -> [u64; 4] {
            if e <= pre {
                return self.counts.below(e as usize);
            }
            let (laps, phase) = match cursor {
                Some((last, laps, phase)) if e >= last && e - last < per => {
                    let phase = phase + (e - last);
                    if phase >= per {
                        (laps + 1, phase - per)
                    } else {
                        (laps, phase)
                    }
                }
                _ => ((e - pre) / per, (e - pre) % per),
            };
            cursor = Some((e, laps, phase));
            self.below_lap(laps, phase as usize)
        };
        let Some(&first) = edges.first() else { return };
        let mut prev = below_of(first);
        for (slot, &e) in out.iter_mut().zip(&edges[1..]) {
            let next = below_of(e);
            *slot = std::array::from_fn(|v| next[v] - prev[v]);
            prev = next;
        }
    }
}

/// Counts of each value class over prefixes of a table: a sample every 64 positions plus a
/// bit plane per class, so a prefix count is one lookup and one popcount per class.
#[derive(Debug, Clone)]
struct PrefixCounts {
    samples: Vec<[u32; 4]>,
    planes: Vec<[u64; 4]>,
}

impl PrefixCounts {
    fn new(values: &[u8]) -> Result<Self> {
        let words = values.len() / 64 + 1;
        let mut samples = Vec::new();
        reserve(&mut samples, words, "the counts of a period table")?;
        let mut planes = filled("the counts of a period table", words, [0u64; 4])?;
        let mut running = [0u32; 4];
        for (w, chunk) in values.chunks(64).enumerate() {
            samples.push(running);
            // The word's four bit planes in registers, then one count each.
            let mut plane = [0u64; 4];
            for (i, &v) in chunk.iter().enumerate() {
                plane[(v as usize).min(3)] |= 1 << i;
            }
            for (r, p) in running.iter_mut().zip(plane) {
                *r += p.count_ones();
            }
            planes[w] = plane;
        }
        if samples.len() < words {
            samples.push(running);
        }
        Ok(PrefixCounts { samples, planes })
    }

    /// The positions of value 0, read off the bit planes.
    fn zeros(&self, len: usize) -> Result<Vec<u32>> {
        let mut out = Vec::new();
        reserve(&mut out, self.below(len)[0] as usize, "the P-positions of a period table")?;
        for (w, p) in self.planes.iter().enumerate() {
            let mut bits = p[0];
            while bits != 0 {
                out.push((w * 64) as u32 + bits.trailing_zeros());
                bits &= bits - 1;
            }
        }
        Ok(out)
    }

    fn below(&self, x: usize) -> [u64; 4] {
        let (w, bit) = (x / 64, x % 64);
        let mask = (1u64 << bit) - 1;
        std::array::from_fn(|v| self.samples[w][v] as u64 + (self.planes[w][v] & mask).count_ones() as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mex::nim_values;

    fn period_of(moves: &[u64]) -> Period {
        PeriodicValues::find(&SubtractionSet::new(moves).unwrap(), 1 << 22).unwrap().period()
    }

    #[test]
    fn examples_of_math_md() {
        // (a, δ) → smallest period, purely periodic.
        for (a, delta, p) in [(5, 7, 130), (5, 4, 19), (5, 11, 36), (5, 16, 215), (4, 16, 44), (2, 11, 54)] {
            let b = a + delta;
            assert_eq!(period_of(&[a, b, a + b]), Period { preperiod: 0, period: p }, "a={a} δ={delta}");
        }
    }

    #[test]
    fn table_reproduces_the_rule_far_out() {
        // S = {2, 5}: g = 0,0,1,1,0,2,1 repeated, period 7.
        let s = SubtractionSet::new(&[2, 5]).unwrap();
        let p = PeriodicValues::find(&s, 1 << 20).unwrap();
        let g = nim_values(&s, 200);
        let Period { preperiod, period } = p.period();
        assert_eq!((preperiod, period), (0, 7));
        for x in preperiod as usize..150 {
            assert_eq!(g[x], g[x + period as usize]);
        }
        for (x, &v) in g.iter().enumerate() {
            assert_eq!(p.value(x as u64), v);
        }
    }

    #[test]
    fn a_search_in_small_steps_finds_the_same_period() {
        // (a, δ) = (5, 16): period 215, so Brent needs several hundred steps.
        let s = SubtractionSet::new(&[5, 21, 26]).unwrap();
        let mut search = PeriodSearch::new(&s, 1 << 20).unwrap();
        let mut calls = 0;
        let found = loop {
            calls += 1;
            if let Some(r) = search.step(37) {
                break r.unwrap();
            }
        };
        assert!(calls > 5, "calls = {calls}");
        assert_eq!(found.period(), Period { preperiod: 0, period: 215 });
        assert_eq!(search.step(1).unwrap().unwrap_err(), Error::Finished { what: "the period search" });
    }

    #[test]
    fn bound_too_small_is_an_error_not_a_wrong_answer() {
        let s = SubtractionSet::new(&[50, 123, 173]).unwrap();
        assert_eq!(PeriodicValues::find(&s, 1000).unwrap_err(), Error::PeriodNotFound { bound: 1000 });
        assert_eq!(PeriodicValues::find(&s, 100).unwrap_err(), Error::PeriodNotFound { bound: 100 });
    }

    #[test]
    fn counts_between_edges_match_counts_below() {
        let s = SubtractionSet::new(&[3, 7, 11]).unwrap();
        let p = PeriodicValues::find(&s, 1 << 20).unwrap();
        let per = p.period().period;
        for step in [1u64, 5, per - 1, per, per + 3, 10 * per + 1] {
            let edges: Vec<u64> = (0..50).map(|i| 2 + i * step).collect();
            let mut got = vec![[0u64; 4]; 49];
            p.counts_between(&edges, &mut got);
            for i in 0..49 {
                let (lo, hi) = (p.counts_below(edges[i]), p.counts_below(edges[i + 1]));
                assert_eq!(got[i], std::array::from_fn(|v| hi[v] - lo[v]), "step {step}, i {i}");
            }
        }
    }

    #[test]
    fn counts_below_add_up() {
        let s = SubtractionSet::new(&[2, 5]).unwrap();
        let p = PeriodicValues::find(&s, 1 << 20).unwrap();
        let g = nim_values(&s, 1000);
        for x in [0u64, 1, 3, 4, 63, 64, 65, 500, 999] {
            let mut want = [0u64; 4];
            for &v in &g[..x as usize] {
                want[(v as usize).min(3)] += 1;
            }
            assert_eq!(p.counts_below(x), want, "x = {x}");
        }
    }
}
