//! Preperiod and smallest period of a nim sequence, found by the mex rule within a memory bound.
//!
//! g(x) is fixed by the window of the last max(S) values, so the sequence of windows is the
//! orbit of a function on a finite set and is eventually periodic (Golomb 1966). Brent's cycle
//! finding on that orbit gives the *smallest* period λ; windows are compared by a rolling hash
//! and confirmed byte by byte, so a hash collision can cost time but never a wrong answer.
//! The preperiod is then the first x from which g(y) = g(y + λ) for every y ≥ x.
//!
//! The table g(0 .. preperiod + period) is kept at two bits a heap (module `packed`): values
//! 0–3 as they are, and for sets whose values can pass 3 the classes beside a byte per heap of
//! the exact values. A guessed period is checked by streaming the mex rule into that table, so
//! no byte per heap is ever held for it.

use crate::error::{Error, Result};
use crate::limits::{reserve, MAX_BOUND};
use crate::mex::{extend_nim_values, MexStream};
use crate::moves::SubtractionSet;
use crate::packed::{first_fields, zero_fields, Packed, PackedBuilder, Zeros, WORD};
use serde::Serialize;
use std::sync::Arc;

/// Default memory bound: positions the cycle search may compute (one byte each).
pub const DEFAULT_BOUND: usize = 1 << 25;

/// Positions the check of a guessed period may compute (128 Mi, streamed into a table of two
/// bits each). The check is linear in the guess, so it may go further than the cycle search:
/// far enough for the band formula of every additive game with a, δ ≤ 10^4, the largest being
/// 88 881 111 (a(3δ − a) for 3a < δ < 4a, at a = 3333, δ = 10 000).
pub const GUESS_BOUND: usize = 1 << 27;

/// The shape of an eventually periodic sequence: g(x + period) = g(x) for all x ≥ preperiod,
/// with both numbers as small as possible.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Period {
    /// The first heap from which the values repeat.
    pub preperiod: u64,
    /// The smallest period after the preperiod.
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
///
/// The table is shared: a clone costs a reference count, not a copy.
#[derive(Clone, PartialEq, Eq)]
pub struct PeriodicValues {
    values: Arc<Values>,
    /// preperiod + period, the heaps in the table (kept here too, for the query's first test).
    len: usize,
    preperiod: usize,
    period: usize,
    /// Class counts over one period after the preperiod.
    per_lap: [u64; 4],
    /// P-positions before the preperiod.
    zeros_before: u64,
}

impl std::fmt::Debug for PeriodicValues {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PeriodicValues")
            .field("preperiod", &self.preperiod)
            .field("period", &self.period)
            .field("per_lap", &self.per_lap)
            .field("wide", &self.values.exact.is_some())
            .field("heap_bytes", &self.heap_bytes())
            .finish()
    }
}

/// The values of a table: their classes packed, and the exact values when some exceed 3.
#[derive(Debug, PartialEq, Eq)]
struct Values {
    classes: Packed,
    exact: Option<Vec<u8>>,
}

impl Values {
    fn len(&self) -> usize {
        self.classes.len()
    }
}

/// Builds a table from values as they come.
struct ValuesBuilder {
    classes: PackedBuilder,
    exact: Option<Vec<u8>>,
}

impl ValuesBuilder {
    /// Room for `capacity` heaps; `wide` keeps the exact values too (for values above 3).
    fn new(capacity: usize, wide: bool) -> Self {
        ValuesBuilder {
            classes: PackedBuilder::with_capacity(capacity),
            exact: wide.then(|| Vec::with_capacity(capacity)),
        }
    }

    fn len(&self) -> usize {
        self.classes.len()
    }

    fn push(&mut self, values: &[u8]) {
        self.classes.push(values);
        if let Some(e) = &mut self.exact {
            e.extend_from_slice(values);
        }
    }

    /// True when heaps [a, a + n) and [b, b + n), both pushed, hold the same values. No
    /// value may be pushed after this.
    fn same_runs(&mut self, a: usize, b: usize, n: usize) -> bool {
        match &self.exact {
            Some(e) => e[a..a + n] == e[b..b + n],
            None => self.classes.same_runs(a, b, n),
        }
    }

    fn finish(self) -> Values {
        Values { classes: self.classes.finish(), exact: self.exact }
    }

    /// The values of the first p heaps pushed.
    fn finish_at(self, p: usize) -> Values {
        let exact = self.exact.map(|mut e| {
            e.truncate(p);
            if e.capacity() - p > p / 8 {
                e.shrink_to_fit();
            }
            e
        });
        Values { classes: self.classes.finish_at(p), exact }
    }
}

/// Values the mex rule streams per chunk into a table.
const STREAM_CHUNK: usize = 1 << 18;
/// Values per chunk when a table is filled from Theorem 1.
const FILL_CHUNK: usize = 1 << 14;

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
    /// A cycle search for the set's period that may compute at most `bound` positions.
    ///
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
        search.grow(window + 1, 0)?;
        let hash = search.g[..window].iter().fold(0u64, |h, &v| h.wrapping_mul(HASH_BASE).wrapping_add(v as u64));
        search.tortoise_hash = hash;
        search.hare_hash = hash;
        Ok(search)
    }

    /// Positions computed so far, and the most that may be.
    pub fn progress(&self) -> (u64, u64) {
        (self.hare as u64, self.bound as u64)
    }

    /// Computes the values up to at least `need`, and about `ahead` more (at least a chunk), so
    /// that a step computes about as many positions as it is asked to. Room is made in
    /// doublings (up to the bound), so the values are not moved each time.
    fn grow(&mut self, need: usize, ahead: usize) -> Result<()> {
        if need > self.bound {
            return Err(Error::PeriodNotFound { bound: self.bound as u64 });
        }
        let len = need.max(self.computed.saturating_add(ahead.max(MIN_CHUNK))).min(self.bound);
        if len > self.g.capacity() {
            let more = len.max(2 * self.g.capacity()).min(self.bound) - self.g.len();
            reserve(&mut self.g, more, "the period search")?;
        }
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
        for done in 0..steps {
            // Advance the hare by one position.
            if self.hare + 1 > self.computed {
                if let Err(e) = self.grow(self.hare + 1, steps - done) {
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
        let g = std::mem::take(&mut self.g);
        // g(y) = g(y + period) for all y ≥ tortoise − window; walk back to the first such y.
        let mut preperiod = self.tortoise - self.window;
        while preperiod > 0 && g[preperiod - 1] == g[preperiod - 1 + period] {
            preperiod -= 1;
        }
        let len = preperiod + period;
        let mut table = ValuesBuilder::new(len, g[..len].iter().any(|&v| v > 3));
        table.push(&g[..len]);
        drop(g);
        Ok(PeriodicValues::new(table.finish(), preperiod))
    }
}

/// The prime factors of n (distinct), by trial division (n is a period, so small enough).
#[inline]
fn prime_factors(mut n: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let mut f = 2;
    while f * f <= n {
        if n.is_multiple_of(f) {
            out.push(f);
            while n.is_multiple_of(f) {
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
fn smallest_from_guess(g: &mut ValuesBuilder, window: usize, p: usize) -> Option<usize> {
    let len = g.len();
    smallest_period(p, |q| q + window <= len && g.same_runs(0, q, window))
}

/// The smallest period dividing `p` when `repeats(p)` (a shift that repeats the first window
/// is a period), else `None`.
fn smallest_period(p: usize, mut repeats: impl FnMut(usize) -> bool) -> Option<usize> {
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

/// Whether the fields of heaps q .. q + n equal those of heaps 0 .. n (all within `words`).
fn same_fields(words: &[u64], q: usize, n: usize) -> bool {
    let (w, k) = (q / WORD, 2 * (q % WORD) as u32);
    (0..n.div_ceil(WORD)).all(|j| {
        let lower = words[w + j] >> k;
        // Fields past the table's words are never compared (the mask drops them).
        let upper = if k == 0 { 0 } else { words.get(w + j + 1).map_or(0, |&u| u << (64 - k)) };
        let rest = n - j * WORD;
        let mask = if rest >= WORD { u64::MAX } else { first_fields(rest) * 3 };
        (lower | upper) & mask == words[j] & mask
    })
}

/// The check of a guessed period, a chunk at a time: the mex rule streamed into a packed table
/// up to guess + max(S), then the guess's smallest divisor that still repeats. Both
/// [`PeriodicValues::from_guess`] and [`TableBuild`] run it.
struct GuessCheck {
    guess: usize,
    window: usize,
    len: usize,
    table: ValuesBuilder,
    mex: MexStream,
}

impl GuessCheck {
    /// `None` when there is no guess to check: 0, or guess + max(S) past `limit` positions.
    fn new(set: &SubtractionSet, guess: u64, limit: usize) -> Option<Self> {
        let window = usize::try_from(set.max()).ok()?;
        let most = limit.min(MAX_BOUND as usize).min(u32::MAX as usize - 1);
        let guess = usize::try_from(guess).ok().filter(|&g| g > 0)?;
        let len = guess.checked_add(window).filter(|&n| n <= most)?;
        // With at most three moves every value is at most 3: two bits a heap, nothing wider.
        Some(GuessCheck { guess, window, len, table: ValuesBuilder::new(len, set.len() > 3), mex: MexStream::new(set) })
    }

    fn progress(&self) -> f64 {
        self.table.len() as f64 / self.len as f64
    }

    /// Streams about `work` positions more (the stream computes at least 2^16, or max(S), at
    /// a time); true once all are in.
    fn step(&mut self, work: usize) -> Result<bool> {
        // The stream keeps the last `window` values before each chunk: chunks after the first
        // are that much shorter, so its buffer never grows.
        let chunk = STREAM_CHUNK.max(2 * self.window);
        let mut left = work.max(1);
        while self.table.len() < self.len && left > 0 {
            let n = if self.table.len() == 0 { chunk } else { chunk - self.window };
            let n = n.min(self.len - self.table.len()).min(left);
            self.table.push(self.mex.next_chunk(n)?);
            left -= n;
        }
        Ok(self.table.len() == self.len)
    }

    /// The table, when the guess (or a divisor of it) is a period from 0.
    fn finish(mut self) -> Option<PeriodicValues> {
        let p = smallest_from_guess(&mut self.table, self.window, self.guess)?;
        Some(PeriodicValues::new(self.table.finish_at(p), 0))
    }
}

/// The table of a set built a step at a time, as [`PeriodicValues::find_from_guess`] builds
/// it: the guess checked by streaming the mex rule into a packed table, then (if the guess was
/// wrong) the cycle search. For a worker that shows progress and can be stopped.
///
/// ```
/// use asg::{period::TableBuild, SubtractionSet};
/// let s = SubtractionSet::new(&[5, 21, 26]).unwrap();
/// let mut build = TableBuild::new(&s, Some(430), 1 << 20, 1 << 20).unwrap();
/// let table = loop {
///     if let Some(done) = build.step(100) {
///         break done.unwrap();
///     }
///     assert!(build.progress() < 1.0);
/// };
/// assert_eq!(table.period().period, 215);
/// ```
pub struct TableBuild {
    set: SubtractionSet,
    bound: usize,
    phase: Build,
}

enum Build {
    Guess(Box<GuessCheck>),
    Search(PeriodSearch),
    Done,
}

impl TableBuild {
    /// A build that first checks `guess` (when it is given and guess + max(S) ≤ `guess_limit`),
    /// then searches within `bound` positions.
    ///
    /// # Errors
    /// [`Error::PeriodNotFound`] when the cycle search could not even start within the bound.
    pub fn new(set: &SubtractionSet, guess: Option<u64>, guess_limit: usize, bound: usize) -> Result<Self> {
        let phase = match guess.and_then(|g| GuessCheck::new(set, g, guess_limit)) {
            Some(check) => Build::Guess(Box::new(check)),
            None => Build::Search(PeriodSearch::new(set, bound)?),
        };
        Ok(TableBuild { set: set.clone(), bound, phase })
    }

    /// How far along, from 0 to 1 (the guess's check, or the search's share of its bound).
    pub fn progress(&self) -> f64 {
        match &self.phase {
            Build::Guess(check) => check.progress(),
            Build::Search(s) => {
                let (done, most) = s.progress();
                done as f64 / most.max(1) as f64
            }
            Build::Done => 1.0,
        }
    }

    /// Computes about `work` positions more; `Some` with the table (or why there is none) when
    /// finished. A finished build answers `PeriodNotFound` from then on.
    pub fn step(&mut self, work: usize) -> Option<Result<PeriodicValues>> {
        match &mut self.phase {
            Build::Guess(check) => {
                match check.step(work) {
                    Ok(true) => {}
                    Ok(false) => return None,
                    Err(e) => return Some(Err(e)),
                }
                let Build::Guess(check) = std::mem::replace(&mut self.phase, Build::Done) else {
                    return None;
                };
                if let Some(table) = check.finish() {
                    return Some(Ok(table));
                }
                // A wrong guess: the cycle search decides.
                match PeriodSearch::new(&self.set, self.bound) {
                    Ok(search) => self.phase = Build::Search(search),
                    Err(e) => return Some(Err(e)),
                }
                None
            }
            Build::Search(search) => {
                let result = search.step(work.max(1))?;
                self.phase = Build::Done;
                Some(result)
            }
            Build::Done => Some(Err(Error::PeriodNotFound { bound: self.bound as u64 })),
        }
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
        PeriodicValues::find_from_guess_with(set, Some(guess), bound, bound, &mut |_| true)
    }

    /// As [`PeriodicValues::find_from_guess`], with a guess that may be absent, its own limit
    /// for the check (`guess_limit` positions, as [`PeriodicValues::from_guess`]), and `go_on`
    /// told the cycle search's progress as in [`PeriodicValues::find_with`].
    ///
    /// # Errors
    /// As [`PeriodicValues::find_with`].
    pub fn find_from_guess_with(
        set: &SubtractionSet,
        guess: Option<u64>,
        guess_limit: usize,
        bound: usize,
        go_on: &mut dyn FnMut(f64) -> bool,
    ) -> Result<Self> {
        match guess.and_then(|g| PeriodicValues::from_guess(set, g, guess_limit)) {
            Some(values) => Ok(values),
            None => PeriodicValues::find_with(set, bound, go_on),
        }
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
        let mut check = GuessCheck::new(set, guess, limit)?;
        check.step(usize::MAX).ok()?;
        check.finish()
    }

    /// [`PeriodicValues::from_guess`] into a packed table made in one pass: by the field kernel
    /// ([`crate::mex::fields`]) when it takes the set, which fills the table itself two bits a
    /// heap; for other sets of at most three moves whose guess + max(S) is at most 2^22 heaps,
    /// by the byte kernel over exactly those heaps, packed once (the stream's chunks of at least
    /// 2^16 would cost more than a small period). The guess and its divisors are compared a
    /// word at a time. `None` also when neither way takes the set.
    ///
    /// ```
    /// use asg::{PeriodicValues, SubtractionSet};
    /// let s = SubtractionSet::new(&[50, 123, 173]).unwrap();
    /// let period = PeriodicValues::find(&s, 1 << 20).unwrap().period().period;
    /// let p = PeriodicValues::from_guess_packed(&s, 3 * period, 1 << 20).unwrap();
    /// assert_eq!(p.period().period, period);
    /// assert_eq!(Some(p), PeriodicValues::from_guess(&s, 3 * period, 1 << 20));
    /// assert!(PeriodicValues::from_guess_packed(&s, period - 1, 1 << 20).is_none());
    /// let small = SubtractionSet::new(&[5, 21, 26]).unwrap();
    /// assert_eq!(PeriodicValues::from_guess_packed(&small, 430, 1 << 20), PeriodicValues::from_guess(&small, 430, 1 << 20));
    /// ```
    pub fn from_guess_packed(set: &SubtractionSet, guess: u64, limit: usize) -> Option<Self> {
        PeriodicValues::check_packed(set, guess, limit).flatten()
    }

    /// [`PeriodicValues::find_from_guess`] with the guess checked by
    /// [`PeriodicValues::from_guess_packed`] where that takes the set.
    ///
    /// # Errors
    /// As [`PeriodicValues::find_from_guess`].
    pub fn find_from_guess_packed(set: &SubtractionSet, guess: u64, bound: usize) -> Result<Self> {
        match PeriodicValues::check_packed(set, guess, bound) {
            Some(Some(values)) => Ok(values),
            // Checked and wrong: the cycle search decides.
            Some(None) => PeriodicValues::find(set, bound),
            None => PeriodicValues::find_from_guess(set, guess, bound),
        }
    }

    /// The packed check: `None` when it does not take the set, guess or limit, else whether
    /// the guess (or a divisor) is a period from 0.
    fn check_packed(set: &SubtractionSet, guess: u64, limit: usize) -> Option<Option<Self>> {
        let found = PeriodicValues::packed_period(set, guess, limit)?;
        Some(
            found.map(|(p, words)| {
                PeriodicValues::new(Values { classes: Packed::from_words(p, words), exact: None }, 0)
            }),
        )
    }

    /// The packed check's own result, before any table is made of it: `None` when it does not
    /// take the set, guess or limit; `Some(None)` when neither the guess nor a divisor is a
    /// period from 0; else the smallest period p from 0 and g(0), g(1), … in 2-bit fields, 32 a
    /// word, the ⌈p/32⌉ words that hold g(0 .. p) (the fields past p in the last word are the
    /// rule's values too). For callers that need a few facts of the sequence, not a table that
    /// answers counts (the landscape's cells).
    pub(crate) fn packed_period(set: &SubtractionSet, guess: u64, limit: usize) -> Option<Option<(usize, Vec<u64>)>> {
        const BYTES_AT_MOST: usize = 1 << 22;
        let fields = crate::mex::fields::applies(set.moves());
        if set.len() > 3 {
            return None;
        }
        let window = usize::try_from(set.max()).ok()?;
        let most = limit.min(MAX_BOUND as usize).min(u32::MAX as usize - 1);
        let guess = usize::try_from(guess).ok().filter(|&g| g > 0)?;
        let len = guess.checked_add(window).filter(|&n| n <= most)?;
        let mut words = if fields {
            crate::mex::fields::packed_values(set.moves(), len)
        } else if len <= BYTES_AT_MOST {
            let mut table = PackedBuilder::with_capacity(len);
            table.push(&crate::mex::nim_values(set, len));
            table.into_words()
        } else {
            return None;
        };
        let Some(p) = smallest_period(guess, |q| q + window <= len && same_fields(&words, q, window)) else {
            return Some(None);
        };
        words.truncate(p.div_ceil(WORD));
        Some(Some((p, words)))
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

    /// The sequence of a table g(0 .. preperiod + period) that repeats after `preperiod`.
    /// Callers keep `preperiod < len < 2^32`.
    fn new(mut values: Values, preperiod: usize) -> Self {
        debug_assert!(preperiod < values.len() && values.len() < u32::MAX as usize);
        if values.exact.as_ref().is_some_and(|e| e.iter().all(|&v| v <= 3)) {
            values.exact = None;
        }
        let len = values.len();
        let (at_pre, end) = (values.classes.below(preperiod), values.classes.below(len));
        let per_lap = std::array::from_fn(|v| end[v] - at_pre[v]);
        PeriodicValues {
            values: Arc::new(values),
            len,
            preperiod,
            period: len - preperiod,
            per_lap,
            zeros_before: at_pre[0],
        }
    }

    /// The purely periodic sequence whose first `period` values (each at most 3) `fill` writes,
    /// packed a chunk at a time: for Theorem 1's values, to get O(1) counts without division.
    /// Callers keep `0 < period < 2^32`.
    pub(crate) fn from_fill(period: usize, fill: impl Fn(u64, &mut [u8])) -> Self {
        let mut table = ValuesBuilder::new(period, false);
        let mut buf = vec![0u8; FILL_CHUNK.min(period)];
        while table.len() < period {
            let n = (period - table.len()).min(FILL_CHUNK);
            fill(table.len() as u64, &mut buf[..n]);
            table.push(&buf[..n]);
        }
        PeriodicValues::new(table.finish(), 0)
    }

    /// The table's classes as packed words (two bits a heap, 32 heaps a word, heaps 0 … len − 1),
    /// for a table whose values are all at most 3; `None` for a wide one. With the preperiod
    /// they are all [`PeriodicValues::from_packed`] needs to make the same table again (say,
    /// in another WebAssembly instance, from a worker).
    pub fn packed_words(&self) -> Option<&[u64]> {
        self.values.exact.is_none().then(|| self.values.classes.words(self.len))
    }

    /// The room (in words) a table of `words` packed words takes with its whole blocks: give
    /// [`PeriodicValues::from_packed`] a vector with this capacity and nothing is moved.
    pub fn packed_capacity(words: usize) -> usize {
        crate::packed::Packed::capacity(words)
    }

    /// The table of `len` heaps packed in `words` (as [`PeriodicValues::packed_words`] gives
    /// them) repeating after `preperiod`; its counts are made again here.
    ///
    /// ```
    /// use asg::{PeriodicValues, SubtractionSet};
    /// let s = SubtractionSet::new(&[5, 21, 26]).unwrap();
    /// let p = PeriodicValues::find(&s, 1 << 20).unwrap();
    /// let words = p.packed_words().unwrap().to_vec();
    /// let (pre, len) = (p.period().preperiod, p.period().preperiod + p.period().period);
    /// assert_eq!(PeriodicValues::from_packed(words, len, pre).unwrap(), p);
    /// ```
    ///
    /// # Errors
    /// [`Error::InvalidNumber`] (field `table`) when the sizes do not fit together.
    pub fn from_packed(words: Vec<u64>, len: u64, preperiod: u64) -> Result<Self> {
        let bad = |detail: &str| Error::InvalidNumber { field: "table", detail: detail.into() };
        if len == 0 || len >= u32::MAX as u64 || preperiod >= len {
            return Err(bad("needs 0 ≤ preperiod < length < 2^32"));
        }
        let len = len as usize;
        if words.len() != len.div_ceil(crate::packed::WORD) {
            return Err(bad("the number of words does not match the length"));
        }
        let classes = Packed::from_words(len, words);
        Ok(PeriodicValues::new(Values { classes, exact: None }, preperiod as usize))
    }

    /// Whether this table is the nim sequence of `set`, checked whole: every value of the table,
    /// and of max(S) heaps past its end (the table extended periodically), is the mex of the
    /// values its moves reach, which makes the extension the mex rule's sequence everywhere;
    /// no period p/f (f a prime factor of the period) repeats, so the period is the smallest;
    /// and the preperiod cannot start a heap earlier. Linear in the table, 32 heaps a step for
    /// a packed table (a table built elsewhere is checked this way before it is believed).
    ///
    /// ```
    /// use asg::{PeriodicValues, SubtractionSet};
    /// let s = SubtractionSet::new(&[5, 9, 14]).unwrap();
    /// let p = PeriodicValues::find(&s, 1 << 20).unwrap();
    /// assert!(p.check_sequence_of(&s).is_ok());
    /// assert!(p.check_sequence_of(&SubtractionSet::new(&[5, 12, 17]).unwrap()).is_err());
    /// ```
    ///
    /// # Errors
    /// [`Error::InvalidNumber`] (field `table`) saying which part fails; [`Error::TooMuchWork`]
    /// when the table and max(S) are too long to check.
    pub fn check_sequence_of(&self, set: &SubtractionSet) -> Result<()> {
        let head = self.check_ends(set)?;
        let steps: Vec<usize> = set.moves().iter().map(|&s| s as usize).collect();
        if self.values.exact.is_none() && !self.values.classes.follows_mex(&steps, head) {
            return Err(not_the_rules());
        }
        self.check_smallest(set)
    }

    /// The parts of [`PeriodicValues::check_sequence_of`] that are not linear in a packed table:
    /// its cost, and the mex rule below max(S) and for max(S) heaps past its end (for a wide
    /// table, everywhere). Returns the heap from which a packed table's values are left to
    /// check ([`Packed::follows_mex`]).
    fn check_ends(&self, set: &SubtractionSet) -> Result<usize> {
        let moves: Vec<u64> = set.moves().to_vec();
        // The mex rule at heap x, from the table's own (extended) values.
        let rule = |x: u64| {
            let reached: Vec<u8> = moves.iter().filter(|&&s| s <= x).map(|&s| self.value(x - s)).collect();
            crate::mex::mex(&reached)
        };
        let (len, smax) = (self.len as u64, set.max());
        let work = crate::limits::Cost::work(len.saturating_add(smax.saturating_mul(2)));
        crate::limits::Limits::default().check("checking a table", work)?;
        // Below max(S) not every move applies; past the table the values are its extension.
        let packed = self.values.exact.is_none();
        let head = if packed { smax.min(len) } else { len };
        let tail = len..len.saturating_add(smax);
        if let Some(x) = (0..head).chain(tail).find(|&x| self.value(x) != rule(x)) {
            let detail = format!("its value at heap {x} is not the mex rule's");
            return Err(Error::InvalidNumber { field: "table", detail });
        }
        Ok(head as usize)
    }

    /// The part of [`PeriodicValues::check_sequence_of`] after the mex rule: the period and the
    /// preperiod are the smallest.
    fn check_smallest(&self, set: &SubtractionSet) -> Result<()> {
        let bad = |detail: String| Err(Error::InvalidNumber { field: "table", detail });
        let smax = set.max();
        let (pre, per) = (self.preperiod as u64, self.period as u64);
        let repeats = |q: u64| (pre..pre + smax).all(|x| self.value(x) == self.value(x + q));
        if let Some(f) = prime_factors(per).into_iter().find(|&f| repeats(per / f)) {
            return bad(format!("its period {per} is not the smallest: {} is one too", per / f));
        }
        if pre > 0 && self.value(pre - 1) == self.value(pre - 1 + per) {
            return bad(format!("its preperiod {pre} is not the smallest"));
        }
        Ok(())
    }

    /// True when both are the same table in memory (a clone shares it), not only equal.
    pub(crate) fn same_table(&self, other: &PeriodicValues) -> bool {
        Arc::ptr_eq(&self.values, &other.values)
    }

    /// Preperiod and smallest period.
    pub fn period(&self) -> Period {
        Period { preperiod: self.preperiod as u64, period: self.period as u64 }
    }

    /// Heaps in the table, preperiod + period.
    pub(crate) fn table_len(&self) -> usize {
        self.len
    }

    /// Bytes the table holds on the heap: two bits a heap, the counts, and for sets whose
    /// values pass 3 a byte a heap more.
    pub fn heap_bytes(&self) -> usize {
        self.values.classes.heap_bytes() + self.values.exact.as_ref().map_or(0, Vec::capacity)
    }

    /// The largest value in the sequence.
    pub fn max_value(&self) -> u8 {
        match &self.values.exact {
            Some(e) => e.iter().copied().max().unwrap_or(0),
            None => {
                let c = self.values.classes.below(self.len);
                (0..4u8).rev().find(|&v| c[v as usize] > 0).unwrap_or(0)
            }
        }
    }

    /// The index into the table that holds g(x).
    #[inline]
    fn index(&self, x: u64) -> usize {
        if x < self.len as u64 {
            x as usize
        } else {
            let pre = self.preperiod as u64;
            self.preperiod + ((x - pre) % self.period as u64) as usize
        }
    }

    /// g(x) for any heap x, in constant time.
    #[inline]
    pub fn value(&self, x: u64) -> u8 {
        let i = self.index(x);
        match &self.values.exact {
            Some(e) => e[i],
            None => self.values.classes.value(i),
        }
    }

    /// Writes g(from), g(from + 1), … into `out`, with no division per value: runs of the
    /// table, unpacked a word at a time, until a whole period is written; then copies of what
    /// is written one or more periods back.
    pub fn fill(&self, from: u64, out: &mut [u8]) {
        let (len, per) = (self.len, self.period);
        let mut i = self.index(from);
        let mut done = 0;
        // Where in `out` the heaps reach the preperiod.
        let periodic = self.preperiod.saturating_sub(i);
        while done < out.len() && done < periodic + per {
            let run = (len - i).min(out.len() - done);
            let part = &mut out[done..done + run];
            match &self.values.exact {
                Some(e) => part.copy_from_slice(&e[i..i + run]),
                None => self.values.classes.unpack(i, part),
            }
            done += run;
            i += run;
            if i == len {
                i = self.preperiod;
            }
        }
        while done < out.len() {
            // g(x) = g(x − span) for a span of whole periods within what is written.
            let span = (done - periodic) / per * per;
            let run = span.min(out.len() - done);
            out.copy_within(done - span..done - span + run, done);
            done += run;
        }
    }

    /// How many heaps y < x have each value class (0, 1, 2, and ≥ 3 together), in O(1).
    pub fn counts_below(&self, x: u64) -> [u64; 4] {
        if x <= self.len as u64 {
            return self.values.classes.below(x as usize);
        }
        let (pre, per) = (self.preperiod as u64, self.period as u64);
        self.below_lap((x - pre) / per, ((x - pre) % per) as usize)
    }

    /// Counts below preperiod + laps·period + phase.
    #[inline]
    fn below_lap(&self, laps: u64, phase: usize) -> [u64; 4] {
        let part = self.values.classes.below(self.preperiod + phase);
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
                return self.values.classes.below(e as usize);
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

    /// The P-positions (heaps of value 0) in increasing order from the `from`-th (counting from
    /// 0), as (index, heap) pairs, while they stay below 2^64. Read off the packed table: the
    /// first by a binary search over its blocks, each next one by a scan of its words.
    ///
    /// ```
    /// use asg::{PeriodicValues, SubtractionSet};
    /// let s = SubtractionSet::new(&[2, 5]).unwrap(); // g = 0 0 1 1 0 2 1, repeated
    /// let p = PeriodicValues::find(&s, 1 << 10).unwrap();
    /// let w: Vec<(u64, u64)> = p.p_positions_from(2).take(4).collect();
    /// assert_eq!(w, [(2, 4), (3, 7), (4, 8), (5, 11)]);
    /// ```
    pub fn p_positions_from(&self, from: u64) -> PPositions<'_> {
        let start = self
            .p_position_lap(from)
            .and_then(|(laps, m)| laps.checked_mul(self.period as u64).map(|offset| (offset, self.nth_zero(m))));
        let walk = match start {
            Some((offset, i)) => {
                ZeroWalk { table: self, zeros: self.values.classes.zeros_from(i), offset, done: false }
            }
            None => {
                ZeroWalk { table: self, zeros: self.values.classes.zeros_from(self.table_len()), offset: 0, done: true }
            }
        };
        PPositions { walk, n: from }
    }

    /// P-positions in the preperiod, and in each period after it: the one place these are
    /// counted for a table.
    pub fn p_positions_split(&self) -> (u64, u64) {
        (self.zeros_before, self.per_lap[0])
    }

    /// How many heaps of each class (0, 1, 2, and ≥ 3 together) one period after the
    /// preperiod holds.
    pub fn counts_per_period(&self) -> [u64; 4] {
        self.per_lap
    }

    /// Where the n-th P-position (from 0) lies: (laps, m) when it is the table's m-th moved on
    /// by `laps` periods, with m < the P-positions in the table. `None` past the table when a
    /// period holds no P-position.
    pub(crate) fn p_position_lap(&self, n: u64) -> Option<(u64, u64)> {
        let (before, lap) = self.p_positions_split();
        if n < before + lap {
            return Some((0, n));
        }
        let k = n - before;
        Some((k.checked_div(lap)?, before + k % lap))
    }

    /// The heap of the n-th P-position of the table (n below the number in the table).
    pub(crate) fn nth_zero(&self, n: u64) -> usize {
        self.values.classes.select_zero(n as usize)
    }

    /// Calls `f(x, next)` for each P-position x in heaps [lo, hi) of the table, in order, with
    /// `next` the P-position after x (for the table's last, the first of the next lap).
    pub(crate) fn for_each_zero_with_next(&self, lo: usize, hi: usize, mut f: impl FnMut(u64, u64)) {
        let mut zeros = self.values.classes.zeros_from(lo);
        let Some(mut x) = zeros.next() else { return };
        while x < hi {
            let Some(next) = zeros.next() else {
                let (before, lap) = self.p_positions_split();
                let wrap = if lap == 0 { u64::MAX } else { self.period as u64 + self.nth_zero(before) as u64 };
                f(x as u64, wrap);
                return;
            };
            f(x as u64, next as u64);
            x = next;
        }
    }

    /// The heap of the first P-position at or after heap x, if below 2^64.
    pub(crate) fn next_zero(&self, x: u64) -> Option<u64> {
        let (offset, i) = if x < self.len as u64 {
            (0, x as usize)
        } else {
            let (pre, per) = (self.preperiod as u64, self.period as u64);
            ((x - pre) / per * per, self.preperiod + ((x - pre) % per) as usize)
        };
        ZeroWalk { table: self, zeros: self.values.classes.zeros_from(i), offset, done: false }.next()
    }

    /// For each word of the table that meets heaps [lo, hi) (lo < hi ≤ the table's length):
    /// `f(heap, here, there)` with `heap` the word's first heap, `here` its zeros in [lo, hi)
    /// and `there` the zeros of heaps heap + shift … heap + shift + 31 (extended
    /// periodically), both as the low bits of 2-bit fields. One division for the first word.
    pub(crate) fn for_each_zero_word(&self, lo: usize, hi: usize, shift: u64, mut f: impl FnMut(u64, u64, u64)) {
        let classes = &self.values.classes;
        let (first, last) = (lo / WORD, (hi - 1) / WORD);
        let mut at = self.index((first * WORD) as u64 + shift);
        for j in first..=last {
            let mut here = classes.zero_bits(j);
            if j == first {
                here &= !first_fields(lo % WORD);
            }
            if j == last && !hi.is_multiple_of(WORD) {
                here &= first_fields(hi % WORD);
            }
            // The fields from table index `at` on, wrapping to the preperiod at the end.
            let there = if at + WORD <= self.len {
                let fields = classes.fields_at(at);
                at += WORD;
                fields
            } else {
                let mut fields = 0;
                for k in 0..WORD {
                    fields |= (classes.value(at) as u64) << (2 * k);
                    at += 1;
                    if at == self.len {
                        at = self.preperiod;
                    }
                }
                fields
            };
            if at == self.len {
                at = self.preperiod;
            }
            f((j * WORD) as u64, here, zero_fields(there));
        }
    }

    /// The classes min(g(y), 3) for y = x, x + 1, … without end.
    pub(crate) fn classes_from(&self, x: u64) -> Classes<'_> {
        Classes { packed: &self.values.classes, i: self.index(x), preperiod: self.preperiod }
    }
}

/// The heaps of value 0 of a periodic table from some heap on, lap after lap.
#[derive(Debug, Clone)]
pub(crate) struct ZeroWalk<'a> {
    table: &'a PeriodicValues,
    zeros: Zeros<'a>,
    /// The heap of table index 0 in the current lap.
    offset: u64,
    done: bool,
}

impl Iterator for ZeroWalk<'_> {
    type Item = u64;

    #[inline]
    fn next(&mut self) -> Option<u64> {
        if self.done {
            return None;
        }
        loop {
            if let Some(i) = self.zeros.next() {
                let x = self.offset.checked_add(i as u64);
                self.done = x.is_none();
                return x;
            }
            // The end of the table: the next lap, from the preperiod on.
            let table = self.table;
            match self.offset.checked_add(table.period as u64) {
                Some(offset) if table.p_positions_split().1 > 0 => self.offset = offset,
                _ => {
                    self.done = true;
                    return None;
                }
            }
            self.zeros = table.values.classes.zeros_from(table.preperiod);
        }
    }
}

/// The P-positions of a periodic table as (index, heap) pairs: see
/// [`PeriodicValues::p_positions_from`].
#[derive(Debug, Clone)]
pub struct PPositions<'a> {
    walk: ZeroWalk<'a>,
    n: u64,
}

impl Iterator for PPositions<'_> {
    type Item = (u64, u64);

    #[inline]
    fn next(&mut self) -> Option<(u64, u64)> {
        let x = self.walk.next()?;
        let n = self.n;
        self.n = n.saturating_add(1);
        Some((n, x))
    }
}

/// The classes of a periodic table from some heap on, without end (see
/// [`PeriodicValues::classes_from`]).
pub(crate) struct Classes<'a> {
    packed: &'a Packed,
    i: usize,
    preperiod: usize,
}

impl Iterator for Classes<'_> {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.i == self.packed.len() {
            self.i = self.preperiod;
        }
        let v = self.packed.value(self.i);
        self.i += 1;
        Some(v)
    }
}

/// The refusal of a packed table whose values are not the mex rule's.
fn not_the_rules() -> Error {
    Error::InvalidNumber { field: "table", detail: "its values are not the mex rule's".into() }
}

/// A table built elsewhere ([`PeriodicValues::packed_words`], its length and preperiod) made
/// again and checked whole as [`PeriodicValues::check_sequence_of`] checks it, a slice at a
/// time: a caller that must not stop for long (a page's main thread) does a few million heaps
/// a step. The table is given out only once all of it is checked.
///
/// ```
/// use asg::period::{PeriodicValues, TableCheck};
/// use asg::SubtractionSet;
/// let s = SubtractionSet::new(&[5, 21, 26]).unwrap();
/// let p = PeriodicValues::find(&s, 1 << 20).unwrap();
/// let (pre, len) = (p.period().preperiod, p.period().preperiod + p.period().period);
/// let mut check = TableCheck::new(&s, p.packed_words().unwrap().to_vec(), len, pre).unwrap();
/// let checked = loop {
///     if let Some(result) = check.step(64) {
///         break result.unwrap();
///     }
/// };
/// assert_eq!(checked, p);
/// ```
#[derive(Debug)]
pub struct TableCheck {
    set: SubtractionSet,
    steps: Vec<usize>,
    preperiod: usize,
    stage: CheckStage,
}

#[derive(Debug)]
enum CheckStage {
    /// The counts are being made.
    Counting(crate::packed::Counting),
    /// The mex rule is checked from heap `at` on.
    Checking { table: PeriodicValues, at: usize },
    /// Checked, or refused.
    Done(Result<PeriodicValues>),
}

impl TableCheck {
    /// The check of the table of `len` heaps packed in `words` repeating after `preperiod`,
    /// as the sequence of `set`; nothing counted or checked yet.
    ///
    /// # Errors
    /// As [`PeriodicValues::from_packed`] when the sizes do not fit together.
    pub fn new(set: &SubtractionSet, words: Vec<u64>, len: u64, preperiod: u64) -> Result<Self> {
        let bad = |detail: &str| Error::InvalidNumber { field: "table", detail: detail.into() };
        if len == 0 || len >= u32::MAX as u64 || preperiod >= len {
            return Err(bad("needs 0 ≤ preperiod < length < 2^32"));
        }
        let len = len as usize;
        if words.len() != len.div_ceil(WORD) {
            return Err(bad("the number of words does not match the length"));
        }
        Ok(TableCheck {
            set: set.clone(),
            steps: set.moves().iter().map(|&s| s as usize).collect(),
            preperiod: preperiod as usize,
            stage: CheckStage::Counting(crate::packed::Counting::new(len, words)),
        })
    }

    /// The set whose sequence the table is checked to be.
    pub fn set(&self) -> &SubtractionSet {
        &self.set
    }

    /// The checked table once all of it is checked, the refusal once a part fails, else `None`.
    pub fn result(&self) -> Option<&Result<PeriodicValues>> {
        match &self.stage {
            CheckStage::Done(result) => Some(result),
            _ => None,
        }
    }

    /// From 0 to 1 (counting is the first half, the mex rule the second).
    pub fn progress(&self) -> f64 {
        match &self.stage {
            CheckStage::Counting(c) => c.progress() / 2.0,
            CheckStage::Checking { table, at } => 0.5 + *at as f64 / table.len.max(1) as f64 / 2.0,
            CheckStage::Done(_) => 1.0,
        }
    }

    /// Counts or checks about `work` heaps more (at least one word); the checked table when
    /// all of it is checked, the refusal when a part fails, else `None`.
    pub fn step(&mut self, work: usize) -> Option<Result<PeriodicValues>> {
        let work = work.max(WORD);
        let stage = std::mem::replace(&mut self.stage, CheckStage::Done(Err(not_the_rules())));
        self.stage = match stage {
            CheckStage::Counting(mut counting) => {
                if counting.step(work / WORD) {
                    let values = Values { classes: counting.finish(), exact: None };
                    let table = PeriodicValues::new(values, self.preperiod);
                    match table.check_ends(&self.set) {
                        Ok(at) => CheckStage::Checking { table, at },
                        Err(e) => CheckStage::Done(Err(e)),
                    }
                } else {
                    CheckStage::Counting(counting)
                }
            }
            CheckStage::Checking { table, at } => {
                let to = table.len.min(at.saturating_add(work));
                if !table.values.classes.follows_mex_in(&self.steps, at, to) {
                    CheckStage::Done(Err(not_the_rules()))
                } else if to < table.len {
                    CheckStage::Checking { table, at: to }
                } else {
                    let smallest = table.check_smallest(&self.set);
                    CheckStage::Done(smallest.map(|()| table))
                }
            }
            done @ CheckStage::Done(_) => done,
        };
        self.result().cloned()
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

    /// The table `words` (of `len` heaps, repeating after `pre`) checked as `set`'s in slices of
    /// about `work` heaps, and checked whole at once.
    fn both_checks(
        set: &SubtractionSet,
        words: &[u64],
        len: u64,
        pre: u64,
        work: usize,
    ) -> [Result<PeriodicValues>; 2] {
        let mut check = TableCheck::new(set, words.to_vec(), len, pre).unwrap();
        let mut steps = 0usize;
        let sliced = loop {
            steps += 1;
            if let Some(result) = check.step(work) {
                break result;
            }
            assert!(check.progress() < 1.0);
        };
        assert_eq!(check.progress(), 1.0);
        // A long table takes many slices (counting is a word a slice at least).
        assert!(steps as u64 >= len / work.max(WORD) as u64, "{steps} steps for {len} heaps by {work}");
        let whole = PeriodicValues::from_packed(words.to_vec(), len, pre).unwrap();
        let whole = whole.check_sequence_of(set).map(|()| whole);
        [sliced, whole]
    }

    #[test]
    fn a_check_in_slices_agrees_with_the_whole_check() {
        // Periods from 7 to thousands of heaps: tables that end inside a word, a block or more.
        let sets: [&[u64]; 6] = [&[2, 5], &[5, 12, 17], &[5, 21, 26], &[4, 20, 24], &[50, 123, 173], &[37, 100, 137]];
        for moves in sets {
            let set = SubtractionSet::new(moves).unwrap();
            let table = PeriodicValues::find(&set, 1 << 22).unwrap();
            let words = table.packed_words().unwrap().to_vec();
            let Period { preperiod: pre, period } = table.period();
            let len = pre + period;
            for work in [1, 40, 257, 5000, 1 << 26] {
                let [sliced, whole] = both_checks(&set, &words, len, pre, work);
                assert_eq!(sliced.unwrap(), table, "{moves:?} by {work}");
                assert!(whole.is_ok());
                // One heap changed, here and there: refused by both alike.
                for x in (0..len).step_by((len as usize / 13).max(1)) {
                    let mut bad = words.clone();
                    bad[x as usize / WORD] ^= 1 << (2 * (x as usize % WORD));
                    let [sliced, whole] = both_checks(&set, &bad, len, pre, work);
                    assert!(sliced.is_err(), "{moves:?} heap {x} by {work}");
                    assert_eq!(sliced, whole, "{moves:?} heap {x} by {work}");
                }
            }
            // Two periods as one: not the smallest.
            let twice: Vec<u8> = (0..pre + 2 * period).map(|x| table.value(x)).collect();
            let mut packed = PackedBuilder::with_capacity(twice.len());
            packed.push(&twice);
            let [sliced, whole] = both_checks(&set, &packed.into_words(), pre + 2 * period, pre, 100);
            assert!(matches!(&sliced, Err(Error::InvalidNumber { detail, .. }) if detail.contains("not the smallest")));
            assert_eq!(sliced, whole);
            // Another game's moves.
            let other = SubtractionSet::new(&[moves[0] + 1]).unwrap();
            let [sliced, whole] = both_checks(&other, &words, len, pre, 100);
            assert!(sliced.is_err());
            assert_eq!(sliced, whole);
        }
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
