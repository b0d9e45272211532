//! A game for any finite subtraction set, and its nim sequence from the best source known:
//! Theorem 1 in the primitive quadratic regime, else the mex rule and the period it finds.

use crate::additive::Additive;
use crate::closed_form::{ClosedForm, WSequence};
use crate::error::{Checked, Error, Result};
use crate::limits::{check_bound, filled, Cost, Limits};
use crate::mex::{nim_values, MexStream};
use crate::moves::SubtractionSet;
use crate::period::{Period, PeriodicValues, TableBuild, DEFAULT_BOUND, GUESS_BOUND};
use std::sync::OnceLock;

pub use crate::limits::MAX_WINDOW;

/// Windows ending below this heap are computed by the mex rule from 0 directly: cheaper than
/// any period search, and they need no period.
pub const NEAR_ORIGIN: u64 = 1 << 20;

/// The longest period of Theorem 1 that [`Game::source`] makes a table of, for pictures' O(1)
/// counts (4 Mi heaps, 1 MiB at two bits a heap).
pub const TABLE_LIMIT: u64 = 1 << 22;

/// A subtraction game on one heap. Its nim sequence is computed once, when first needed, and
/// kept: every later query, from any thread, reads the same one.
///
/// ```
/// use asg::Game;
/// let g = Game::new(&[5, 12, 17]).unwrap();
/// assert_eq!(g.nim(0, 12).unwrap(), [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0]);
/// assert_eq!(g.value(10u64.pow(18)).unwrap(), g.value(10u64.pow(18) % 130).unwrap());
/// assert!(Game::new(&[0, 3]).is_err());
/// ```
#[derive(Debug, Clone)]
pub struct Game {
    set: SubtractionSet,
    additive: Option<Additive>,
    /// Positions the cycle search may compute.
    bound: usize,
    /// Positions the check of the band formula's period may compute.
    guess_bound: usize,
    /// The sequence (or why there is none), once computed.
    sequence: OnceLock<Result<NimSequence>>,
    /// Theorem 1's period as a table, for pictures' counts, once made (`None`: too long).
    tabulated: OnceLock<Option<PeriodicValues>>,
}

impl Game {
    /// A game with the default memory bounds for period finding: [`DEFAULT_BOUND`] positions
    /// for the cycle search, [`GUESS_BOUND`] for checking the band formula's period (linear in
    /// it, so it may go further).
    ///
    /// # Errors
    /// As [`SubtractionSet::new`]; an additive set refused by [`Additive::new`] is
    /// [`Error::Overflow`].
    pub fn new(moves: &[u64]) -> Result<Self> {
        let set = SubtractionSet::new(moves)?;
        let additive = match set.as_additive() {
            Some((a, b)) => Some(Additive::new(a, b)?),
            None => None,
        };
        Ok(Game {
            set,
            additive,
            bound: DEFAULT_BOUND,
            guess_bound: GUESS_BOUND,
            sequence: OnceLock::new(),
            tabulated: OnceLock::new(),
        })
    }

    /// The additive game {a, b, a+b}.
    pub fn additive(game: Additive) -> Self {
        Game {
            set: game.moves(),
            additive: Some(game),
            bound: DEFAULT_BOUND,
            guess_bound: GUESS_BOUND,
            sequence: OnceLock::new(),
            tabulated: OnceLock::new(),
        }
    }

    /// Sets how many positions the mex rule may compute when it looks for a period, in the
    /// cycle search and in the check of a guess alike (and forgets any sequence found before).
    ///
    /// # Errors
    /// [`Error::BoundTooLarge`] past [`crate::limits::MAX_BOUND`].
    pub fn with_bound(mut self, bound: u64) -> Result<Self> {
        let bound = check_bound(bound)?;
        self.bound = bound;
        self.guess_bound = bound;
        self.sequence = OnceLock::new();
        self.tabulated = OnceLock::new();
        Ok(self)
    }

    /// The subtraction set S.
    pub fn set(&self) -> &SubtractionSet {
        &self.set
    }

    /// `Some` when the set is {a, b, a+b}.
    pub fn as_additive(&self) -> Option<Additive> {
        self.additive
    }

    /// Theorem 1's P-positions for a game of the primitive quadratic regime whose heap period
    /// passes [`crate::additive::MAX_HEAP_PERIOD`]: its sequence (and all that needs the period)
    /// is refused, while values, P-positions, gaps and explanations are read from these.
    ///
    /// ```
    /// use asg::{Additive, Game};
    /// let g = Game::additive(Additive::from_delta(1 << 40, (1 << 40) + 1).unwrap());
    /// assert!(g.period_free().is_some() && g.sequence().is_err());
    /// assert_eq!(g.value(u64::MAX).unwrap(), g.period_free().unwrap().theorem_value(u64::MAX));
    /// assert!(Game::new(&[5, 12, 17]).unwrap().period_free().is_none());
    /// ```
    pub fn period_free(&self) -> Option<WSequence> {
        // The period fits for every game outside the regime (it was checked when made); the
        // cheap test first, as value and nim ask on every call.
        self.additive.filter(|g| !g.period_fits() && g.in_regime()).map(WSequence::new)
    }

    /// The memory bound for period finding, in positions.
    pub fn bound(&self) -> usize {
        self.bound
    }

    /// The whole sequence: by Theorem 1 in the regime, else by the mex rule. Computed on the
    /// first call and kept, so later calls cost nothing.
    ///
    /// # Errors
    /// [`Error::PeriodNotFound`] outside the regime when the period exceeds the bound;
    /// [`Error::OutOfMemory`] when its table does not fit.
    pub fn sequence(&self) -> Result<&NimSequence> {
        self.sequence_with(&mut |_| true)
    }

    /// As [`Game::sequence`], telling `go_on` how far a cycle search has come (a fraction of
    /// its bound, 0 to 1) now and then; when `go_on` returns false the search stops with
    /// [`Error::Interrupted`], and nothing is kept (a later call starts again).
    ///
    /// # Errors
    /// As [`Game::sequence`], and [`Error::Interrupted`].
    pub fn sequence_with(&self, go_on: &mut dyn FnMut(f64) -> bool) -> Result<&NimSequence> {
        if let Some(found) = self.sequence.get() {
            return found.as_ref().map_err(Clone::clone);
        }
        let found = self.compute(go_on);
        if let Err(e @ Error::Interrupted { .. }) = found {
            return Err(e);
        }
        // Another thread may have finished first; its answer is the same.
        self.sequence.get_or_init(|| found).as_ref().map_err(Clone::clone)
    }

    /// The sequence, if it is known already (computed before, or given).
    pub fn known_sequence(&self) -> Option<&NimSequence> {
        self.sequence.get().and_then(|s| s.as_ref().ok())
    }

    /// Gives the game the sequence of a table built elsewhere (in another thread, or another
    /// WebAssembly instance): the caller has checked it is this game's. False when the game
    /// had its sequence already (it keeps that one).
    pub fn adopt(&self, table: PeriodicValues) -> bool {
        self.sequence.set(Ok(NimSequence::Periodic(table))).is_ok()
    }

    /// As [`Game::adopt`], for a table that comes from elsewhere and is believed only once it
    /// is checked whole against the mex rule ([`PeriodicValues::check_sequence_of`]).
    ///
    /// ```
    /// use asg::{Game, PeriodicValues, SubtractionSet};
    /// let built = PeriodicValues::find(&SubtractionSet::new(&[5, 9, 14]).unwrap(), 1 << 20).unwrap();
    /// assert!(Game::new(&[5, 12, 17]).unwrap().adopt_checked(built.clone()).is_err());
    /// let game = Game::new(&[5, 9, 14]).unwrap();
    /// assert!(game.adopt_checked(built).unwrap());
    /// assert_eq!(game.period().unwrap().period, 19);
    /// ```
    ///
    /// # Errors
    /// As [`PeriodicValues::check_sequence_of`]: the table is not this game's sequence.
    pub fn adopt_checked(&self, table: PeriodicValues) -> Result<bool> {
        table.check_sequence_of(&self.set)?;
        Ok(self.adopt(table))
    }

    /// As [`Game::adopt_checked`], for a table checked a slice at a time by `check`
    /// ([`TableCheck`](crate::period::TableCheck)), which must be done.
    ///
    /// # Errors
    /// [`Error::InvalidNumber`] (field `table`) when `check` checked the table of another set,
    /// has not checked all of it yet, or refused it (its refusal).
    pub fn adopt_check(&self, check: &crate::period::TableCheck) -> Result<bool> {
        let bad = |detail: &str| Err(Error::InvalidNumber { field: "table", detail: detail.into() });
        if check.set() != &self.set {
            return bad("it is the table of another game");
        }
        match check.result() {
            Some(Ok(table)) => Ok(self.adopt(table.clone())),
            Some(Err(e)) => Err(e.clone()),
            None => bad("it is not checked whole yet"),
        }
    }

    /// About how many positions the mex rule must compute before the values are known: 0 when
    /// they are (computed, given, or by Theorem 1); outside the regime the band formula's
    /// period plus max(S) when that guess can be checked, else the cycle search's bound. A
    /// caller builds a costly sequence elsewhere (the page, in a worker) and adopts it.
    ///
    /// ```
    /// use asg::{Additive, Game};
    /// let cost = |a, d| Game::additive(Additive::from_delta(a, d).unwrap()).sequence_cost();
    /// assert_eq!(cost(5, 7), 0); // Theorem 1
    /// assert_eq!(cost(5, 16), 215 + 26); // the band formula's period, and max(S)
    /// ```
    pub fn sequence_cost(&self) -> u64 {
        if self.known_sequence().is_some() {
            return 0;
        }
        match self.additive {
            Some(g) if g.in_regime() => 0,
            Some(g) => {
                let guess = g.observed_period_formula().map_or(u64::MAX, |p| p.saturating_add(self.set.max()));
                if guess <= self.guess_bound as u64 {
                    guess
                } else {
                    self.bound as u64
                }
            }
            None => self.bound as u64,
        }
    }

    /// The build of the table [`Game::sequence`] would make, a step at a time, for a worker
    /// whose table a game adopts ([`Game::adopt_checked`]): the band formula's period checked
    /// first (for an additive set), then the cycle search, within the game's bounds.
    ///
    /// # Errors
    /// [`Error::InvalidNumber`] (field `delta`) in the regime, where Theorem 1 needs no table;
    /// as [`TableBuild::new`].
    pub fn table_build(&self) -> Result<TableBuild> {
        if self.additive.is_some_and(|g| g.in_regime()) {
            let detail = "Theorem 1 gives this game's values: no table to build".into();
            return Err(Error::InvalidNumber { field: "delta", detail });
        }
        let guess = self.additive.and_then(|g| g.observed_period_formula().ok());
        TableBuild::new(&self.set, guess, self.guess_bound, self.bound)
    }

    /// The sequence and a period table for O(1) counts, its own or (for Theorem 1, with a
    /// period of at most [`TABLE_LIMIT`]) one made on the first call and kept: what a picture
    /// reads ([`Game::source`]).
    ///
    /// # Errors
    /// As [`Game::sequence`].
    pub(crate) fn counting_table(&self) -> Result<(&NimSequence, Option<&PeriodicValues>)> {
        let seq = self.sequence()?;
        let made = self.tabulated.get_or_init(|| seq.tabulate(TABLE_LIMIT));
        Ok((seq, made.as_ref().or(seq.table())))
    }

    /// True when the values near the origin are cheaper to compute by the mex rule than to
    /// look up: outside the regime with no sequence found (yet), below [`NEAR_ORIGIN`].
    fn near_origin(&self, last: u64) -> bool {
        let in_regime = self.additive.is_some_and(|g| g.in_regime());
        !in_regime && last < NEAR_ORIGIN && !matches!(self.sequence.get(), Some(Ok(_)))
    }

    fn compute(&self, go_on: &mut dyn FnMut(f64) -> bool) -> Result<NimSequence> {
        match self.additive {
            Some(g) if g.in_regime() => ClosedForm::new(g).map(NimSequence::Theorem),
            // The band formulas' period is only observed, so it is a guess to check, not an answer.
            g => {
                let guess = g.and_then(|g| g.observed_period_formula().ok());
                PeriodicValues::find_from_guess_with(&self.set, guess, self.guess_bound, self.bound, go_on)
                    .map(NimSequence::Periodic)
            }
        }
    }

    /// g(from), …, g(from + count − 1), for any window whose last heap is below 2^64.
    ///
    /// Near the origin this runs the mex rule directly; far out it reads the period, and never
    /// computes the values before the window. When no period is found within the bound, a
    /// window that ends within it is still answered by streaming the mex rule in bounded memory.
    ///
    /// ```
    /// use asg::Game;
    /// let g = Game::new(&[2, 5]).unwrap();
    /// assert_eq!(g.nim(u64::MAX, 1).unwrap(), [g.value(u64::MAX % 7).unwrap()]);
    /// ```
    ///
    /// # Errors
    /// [`Error::WindowTooLarge`] past [`MAX_WINDOW`], [`Error::Overflow`] when the last heap
    /// passes 2^64 − 1, [`Error::PeriodNotFound`], [`Error::OutOfMemory`].
    pub fn nim(&self, from: u64, count: u64) -> Result<Vec<u8>> {
        let last = check_window(from, count)?;
        let Some(last) = last else { return Ok(Vec::new()) };
        if self.near_origin(last) {
            let mut all = nim_values(&self.set, last as usize + 1);
            // In place: `split_off` would copy the window into a second buffer.
            all.drain(..from as usize);
            return Ok(all);
        }
        let mut out = filled("a window", count as usize, 0u8)?;
        if let Some(w) = self.period_free() {
            w.fill_theorem(from, &mut out);
            return Ok(out);
        }
        match self.sequence() {
            Ok(seq) => seq.fill(from, &mut out),
            Err(Error::PeriodNotFound { .. }) if last < self.bound as u64 => stream(&self.set, from, &mut out)?,
            Err(e) => return Err(e),
        }
        Ok(out)
    }

    /// g(heap) for any heap below 2^64. A heap below the smallest move has no move: its value,
    /// 0, needs no period ([`Game::nim`] also answers near the origin without one), and nor
    /// does Theorem 1 ([`Game::period_free`]).
    ///
    /// ```
    /// use asg::{Additive, Game};
    /// // Its period would take the mex rule past its bound; heap 5 has no move.
    /// let g = Game::additive(Additive::from_delta(3_000_000, 100_000_000).unwrap());
    /// assert_eq!(g.value(5).unwrap(), 0);
    /// ```
    ///
    /// # Errors
    /// [`Error::PeriodNotFound`] outside the regime when the period exceeds the bound.
    pub fn value(&self, heap: u64) -> Result<u8> {
        if heap < self.set.min() {
            return Ok(0);
        }
        if let Some(w) = self.period_free() {
            return Ok(w.theorem_value(heap));
        }
        Ok(self.sequence()?.value(heap))
    }

    /// The `count` P-positions p_from, p_from+1, … (counting from 0), smallest first
    /// ([`NimSequence::p_positions`], or Theorem 1's without the period).
    ///
    /// # Errors
    /// As [`NimSequence::p_positions`], and as [`Game::sequence`].
    pub fn p_positions(&self, from: u64, count: u64) -> Result<Vec<u64>> {
        match self.period_free() {
            Some(w) => p_positions_of(w.iter_from(from), count),
            None => self.sequence()?.p_positions(from, count),
        }
    }

    /// The `count` gaps between consecutive P-positions from the `from`-th
    /// ([`NimSequence::gaps`], or Theorem 1's without the period).
    ///
    /// # Errors
    /// As [`NimSequence::gaps`], and as [`Game::sequence`].
    pub fn gaps(&self, from: u64, count: u64) -> Result<Vec<u64>> {
        match self.period_free() {
            Some(w) => gaps_of(w.iter_from(from), count),
            None => self.sequence()?.gaps(from, count),
        }
    }

    /// Preperiod and smallest period: Theorem 1's (0, a(3δ + a)) in the regime, else by the mex rule.
    ///
    /// # Errors
    /// [`Error::PeriodNotFound`].
    pub fn period(&self) -> Result<Period> {
        Ok(self.sequence()?.period())
    }
}

/// The mex rule from 0 in chunks, keeping only the values of the window `out` (from `from` on).
fn stream(set: &SubtractionSet, from: u64, out: &mut [u8]) -> Result<()> {
    const CHUNK: u64 = 1 << 16;
    let mut mex = MexStream::new(set);
    let end = from + out.len() as u64;
    while mex.position() < end {
        let base = mex.position();
        let len = CHUNK.min(end - base);
        let chunk = mex.next_chunk(len as usize)?;
        // The part of [base, base + len) inside the window.
        let (lo, hi) = (base.max(from), base + len);
        if lo < hi {
            out[(lo - from) as usize..(hi - from) as usize].copy_from_slice(&chunk[(lo - base) as usize..]);
        }
    }
    Ok(())
}

/// The last heap of the window [from, from + count), `None` for an empty window, if the
/// window is allowed.
fn check_window(from: u64, count: u64) -> Result<Option<u64>> {
    Limits::default().check("a window", Cost::list::<u8>(count))?;
    match count {
        0 => Ok(None),
        _ => from.add_or(count - 1, "the last heap of the window").map(Some),
    }
}

/// The nim sequence of a game, queried anywhere below 2^64.
#[derive(Debug, Clone)]
pub enum NimSequence {
    /// Theorem 1: exact and proven, O(1) per query, no table.
    Theorem(ClosedForm),
    /// The mex rule up to the end of the first period, then periodic extension.
    Periodic(PeriodicValues),
}

/// The most P-positions [`NimSequence::gap_lengths`] reads outside the regime (2^18).
pub const GAP_SCAN_LIMIT: u64 = 1 << 18;

impl NimSequence {
    /// True when the values come from Theorem 1 rather than from the mex rule.
    pub fn is_theorem(&self) -> bool {
        matches!(self, NimSequence::Theorem(_))
    }

    /// g(x).
    #[inline]
    pub fn value(&self, x: u64) -> u8 {
        match self {
            NimSequence::Theorem(f) => f.value(x),
            NimSequence::Periodic(p) => p.value(x),
        }
    }

    /// g(from), …, g(from + count − 1).
    ///
    /// # Errors
    /// [`Error::WindowTooLarge`] past [`MAX_WINDOW`], [`Error::Overflow`] when the last heap
    /// passes 2^64 − 1.
    pub fn window(&self, from: u64, count: u64) -> Result<Vec<u8>> {
        check_window(from, count)?;
        let mut out = filled("a window", count as usize, 0u8)?;
        self.fill(from, &mut out);
        Ok(out)
    }

    /// g(from), g(from + 1), … into `out`.
    pub fn fill(&self, from: u64, out: &mut [u8]) {
        match self {
            NimSequence::Theorem(f) => f.fill(from, out),
            NimSequence::Periodic(p) => p.fill(from, out),
        }
    }

    /// Counts of heaps y < x with value 0, 1, 2 and ≥ 3.
    #[inline]
    pub fn counts_below(&self, x: u64) -> [u64; 4] {
        match self {
            NimSequence::Theorem(f) => f.counts_below(x),
            NimSequence::Periodic(p) => p.counts_below(x),
        }
    }

    /// How many heaps of each class (0, 1, 2, and ≥ 3) one period after the preperiod holds:
    /// aδ, aδ, aδ and a² by Theorem 1, else counted once in the period table.
    ///
    /// ```
    /// use asg::Game;
    /// assert_eq!(Game::new(&[5, 12, 17]).unwrap().sequence().unwrap().counts_per_period(), [35, 35, 35, 25]);
    /// ```
    pub fn counts_per_period(&self) -> [u64; 4] {
        match self {
            NimSequence::Theorem(f) => {
                // The period fits (the sequence exists), and so do aδ and a².
                let (a, ad) = (f.game().a(), f.game().a() * f.game().delta());
                [ad, ad, ad, a * a]
            }
            NimSequence::Periodic(p) => p.counts_per_period(),
        }
    }

    /// Preperiod and smallest period.
    pub fn period(&self) -> Period {
        match self {
            NimSequence::Theorem(f) => Period { preperiod: 0, period: f.heap_period() },
            NimSequence::Periodic(p) => p.period(),
        }
    }

    /// A table of one period for O(1) counts without division, when the sequence comes from
    /// Theorem 1 and its period has at most `limit` heaps (the mex rule's sequence is one). It
    /// is packed as the mex rule's tables are, two bits a heap, filled a chunk at a time.
    pub fn tabulate(&self, limit: u64) -> Option<PeriodicValues> {
        match self {
            NimSequence::Theorem(f) if f.heap_period() <= limit.min(u32::MAX as u64 - 1) => {
                Some(PeriodicValues::from_fill(f.heap_period() as usize, |from, out| f.fill(from, out)))
            }
            _ => None,
        }
    }

    /// The period table itself, for a sequence found by the mex rule.
    pub fn table(&self) -> Option<&PeriodicValues> {
        match self {
            NimSequence::Periodic(p) => Some(p),
            NimSequence::Theorem(_) => None,
        }
    }

    /// The number of P-positions below x.
    pub fn p_rank(&self, x: u64) -> u64 {
        match self {
            NimSequence::Theorem(f) => f.w_sequence().rank(x),
            NimSequence::Periodic(p) => p.counts_below(x)[0],
        }
    }

    /// P-positions in the preperiod, and in each period after it: (0, aδ) by Theorem 1, else
    /// counted once in the period table.
    ///
    /// ```
    /// use asg::Game;
    /// assert_eq!(Game::new(&[5, 12, 17]).unwrap().sequence().unwrap().p_positions_split(), (0, 35));
    /// assert_eq!(Game::new(&[2, 5]).unwrap().sequence().unwrap().p_positions_split(), (0, 3)); // g = 0011021…
    /// ```
    pub fn p_positions_split(&self) -> (u64, u64) {
        match self {
            NimSequence::Theorem(f) => (0, f.game().a() * f.game().delta()),
            NimSequence::Periodic(p) => p.p_positions_split(),
        }
    }

    /// The indices of the P-positions of the first period after the preperiod, [n0, n1): the
    /// P-positions, and so the gaps g_n0 … g_(n1−1), repeat from there on.
    ///
    /// ```
    /// use asg::Game;
    /// assert_eq!(Game::new(&[5, 12, 17]).unwrap().sequence().unwrap().period_ranks().unwrap(), (0, 35));
    /// ```
    ///
    /// # Errors
    /// [`Error::Overflow`] when the period ends past 2^64.
    pub fn period_ranks(&self) -> Result<(u64, u64)> {
        let p = self.period();
        let end = p.preperiod.add_or(p.period, "the end of the period")?;
        Ok((self.p_rank(p.preperiod), self.p_rank(end)))
    }

    /// The distinct lengths w_(n+1) − w_n of the gaps between consecutive P-positions, ascending,
    /// from heap 0 to the end of the first period (after it they repeat): Theorem 1's four, 1,
    /// a+1, b+1 and a+b+1, in the regime, else the ones the mex rule gives. Outside the regime the
    /// P-positions are read one by one, at most [`GAP_SCAN_LIMIT`] of them: the game's facts ask
    /// for this on every game, and a long period would hold them up (or a list of them, memory).
    ///
    /// ```
    /// use asg::Game;
    /// assert_eq!(Game::new(&[5, 12, 17]).unwrap().sequence().unwrap().gap_lengths().unwrap(), [1, 6, 13, 18]);
    /// assert_eq!(Game::new(&[5, 9, 14]).unwrap().sequence().unwrap().gap_lengths().unwrap(), [1, 15]);
    /// ```
    ///
    /// # Errors
    /// [`Error::Overflow`] when the period ends past 2^64, [`Error::TooMuchWork`] when the
    /// preperiod and the first period hold more than [`GAP_SCAN_LIMIT`] P-positions.
    pub fn gap_lengths(&self) -> Result<Vec<u64>> {
        if let NimSequence::Theorem(f) = self {
            return Ok(f.game().gap_lengths().to_vec());
        }
        let (_, end) = self.period_ranks()?;
        if end > GAP_SCAN_LIMIT {
            return Err(Error::TooMuchWork { what: "the gap lengths", positions: end, limit: GAP_SCAN_LIMIT });
        }
        // The gaps from each P-position of the preperiod and the first period to the next, kept
        // distinct and in order as they come (there are few).
        let mut lengths: Vec<u64> = Vec::new();
        let mut last = None;
        for (_, x) in self.p_positions_from(0).take((end as usize).saturating_add(1)) {
            if let Some(w) = last {
                let gap = x - w;
                if let Err(at) = lengths.binary_search(&gap) {
                    lengths.insert(at, gap);
                }
            }
            last = Some(x);
        }
        Ok(lengths)
    }

    /// The first heap at or after `from` whose value is `k` (for k = 3, whose value is 3 or
    /// more), found by a binary search over the exact counts; `None` when there is none below
    /// 2^64 (or k > 3).
    ///
    /// ```
    /// use asg::Game;
    /// let g = Game::new(&[5, 12, 17]).unwrap(); // 00000 11111 00222 11333 …
    /// let seq = g.sequence().unwrap();
    /// assert_eq!([0, 1, 2, 3].map(|k| seq.first_with_value(k, 11)), [Some(11), Some(15), Some(12), Some(17)]);
    /// assert_eq!(seq.first_with_value(4, 0), None);
    /// ```
    pub fn first_with_value(&self, k: u8, from: u64) -> Option<u64> {
        let class = k as usize;
        if class > 3 {
            return None;
        }
        let before = self.counts_below(from)[class];
        // Is there a heap of class k in [from, x]?
        let by = |x: u64| match x.checked_add(1) {
            Some(end) => self.counts_below(end)[class] > before,
            None => self.counts_below(x)[class] > before || (self.value(x) as usize).min(3) == class,
        };
        if !by(u64::MAX) {
            return None;
        }
        let (mut lo, mut hi) = (from, u64::MAX);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if by(mid) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        Some(lo)
    }

    /// The `count` P-positions p_from, p_from+1, … (counting from 0), smallest first.
    ///
    /// ```
    /// use asg::{Additive, Game};
    /// let g = Game::additive(Additive::from_delta(5, 7).unwrap());
    /// assert_eq!(g.sequence().unwrap().p_positions(2, 4).unwrap(), [2, 3, 4, 10]);
    /// ```
    ///
    /// # Errors
    /// [`Error::WindowTooLarge`] or [`Error::TooMuchMemory`] past the list limits,
    /// [`Error::Overflow`] when a P-position passes 2^64 − 1, [`Error::OutOfMemory`].
    pub fn p_positions(&self, from: u64, count: u64) -> Result<Vec<u64>> {
        p_positions_of(self.p_positions_from(from), count)
    }

    /// The `count` gaps g_n = p_{n+1} − p_n between consecutive P-positions, n = from, ….
    ///
    /// ```
    /// use asg::{Additive, Game};
    /// let g = Game::additive(Additive::from_delta(5, 7).unwrap());
    /// assert_eq!(g.sequence().unwrap().gaps(0, 8).unwrap(), [1, 1, 1, 1, 6, 1, 13, 1]);
    /// ```
    ///
    /// # Errors
    /// As [`NimSequence::p_positions`] for `count` + 1 P-positions.
    pub fn gaps(&self, from: u64, count: u64) -> Result<Vec<u64>> {
        gaps_of(self.p_positions_from(from), count)
    }

    /// The P-positions in increasing order from the `from`-th (counting from 0), as
    /// (index, heap) pairs, while they stay below 2^64.
    pub fn p_positions_from(&self, from: u64) -> Box<dyn Iterator<Item = (u64, u64)> + '_> {
        match self {
            NimSequence::Theorem(f) => Box::new(f.w_sequence().iter_from(from)),
            NimSequence::Periodic(p) => Box::new(p.p_positions_from(from)),
        }
    }
}

/// The first `count` heaps of (index, heap) pairs.
fn p_positions_of(pairs: impl Iterator<Item = (u64, u64)>, count: u64) -> Result<Vec<u64>> {
    Limits::default().check("a list of P-positions", Cost::list::<u64>(count))?;
    let mut w = Vec::new();
    crate::limits::reserve(&mut w, count as usize, "a list of P-positions")?;
    w.extend(pairs.take(count as usize).map(|(_, x)| x));
    if (w.len() as u64) < count {
        return Err(Error::Overflow { what: "a P-position" });
    }
    Ok(w)
}

/// The first `count` differences of consecutive heaps of (index, heap) pairs.
fn gaps_of(pairs: impl Iterator<Item = (u64, u64)>, count: u64) -> Result<Vec<u64>> {
    Limits::default().check("a list of gaps", Cost::list::<u64>(count))?;
    let mut gaps = Vec::new();
    crate::limits::reserve(&mut gaps, count as usize, "a list of gaps")?;
    let mut heaps = pairs.map(|(_, x)| x);
    let mut last = heaps.next();
    for next in heaps.take(count as usize) {
        gaps.push(next - last.unwrap_or(next));
        last = Some(next);
    }
    if (gaps.len() as u64) < count {
        return Err(Error::Overflow { what: "a P-position" });
    }
    Ok(gaps)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_shared_across_threads_and_computes_its_sequence_once() {
        fn shareable<T: Send + Sync + Clone>() {}
        shareable::<Game>();
        let g = Game::new(&[5, 21, 26]).unwrap();
        let first: *const NimSequence = g.sequence().unwrap();
        let again: *const NimSequence = g.sequence().unwrap();
        assert!(std::ptr::eq(first, again), "the second call reads the first answer");
        let from_thread = std::thread::scope(|s| s.spawn(|| g.period().unwrap()).join().unwrap());
        assert_eq!(from_thread.period, 215);
    }

    #[test]
    fn an_interrupted_search_is_not_kept() {
        let g = Game::new(&[3333, 13333, 16666]).unwrap().with_bound(1 << 24).unwrap();
        let stopped = g.sequence_with(&mut |_| false);
        assert_eq!(stopped.unwrap_err(), Error::Interrupted { what: "the period search" });
        assert!(g.sequence.get().is_none());
    }

    #[test]
    fn windows_reach_the_last_heap_and_stop_there() {
        let g = Game::new(&[2, 5]).unwrap();
        let top = g.nim(u64::MAX - 9, 10).unwrap();
        let want: Vec<u8> = (0..10).map(|i| g.value(u64::MAX - 9 + i).unwrap()).collect();
        assert_eq!(top, want);
        assert!(matches!(g.nim(u64::MAX, 2), Err(Error::Overflow { .. })));
        assert_eq!(g.nim(u64::MAX, 0).unwrap(), []);
        assert!(matches!(g.nim(0, MAX_WINDOW + 1), Err(Error::WindowTooLarge { .. })));
    }

    #[test]
    fn a_window_within_the_bound_is_streamed_when_no_period_is_found() {
        // The band formula's period, 88 881 111, is past this bound, and so is the cycle search.
        let g = Game::new(&[3333, 13333, 16666]).unwrap().with_bound(1 << 21).unwrap();
        let from = NEAR_ORIGIN + 5;
        let window = g.nim(from, 1000).unwrap();
        assert!(matches!(g.sequence(), Err(Error::PeriodNotFound { .. })));
        let all = nim_values(g.set(), from as usize + 1000);
        assert_eq!(window, &all[from as usize..]);
        assert!(matches!(g.nim(1 << 21, 1), Err(Error::PeriodNotFound { .. })));
    }

    #[test]
    fn bounds_past_the_limit_are_refused() {
        let g = Game::new(&[2, 5]).unwrap();
        assert!(matches!(g.clone().with_bound(200_000_000_000), Err(Error::BoundTooLarge { .. })));
        assert!(g.with_bound(crate::limits::MAX_BOUND).is_ok());
    }
}
