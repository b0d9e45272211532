//! The period ledger: each periodic quantity by its closed form beside the value counted by
//! the mex rule over one period (docs/MATH.md, "Periods" and "Collision windows").
//!
//! The count is resumable ([`LedgerCount::step`]) so that a worker can show progress and give
//! up when the person moves on. It first looks for the smallest period within a memory bound:
//! outside the regime by checking the band formula's period, then by the cycle search. When the
//! theorem's period is longer than that bound it streams the mex rule over one such period
//! instead, in bounded memory: the counts are still exact, and that the sequence repeats after
//! P is checked, but not that no shorter period exists.

use crate::additive::Additive;
use crate::collisions::count_in;
use crate::error::{Error, Result};
use crate::game::NimSequence;
use crate::limits::{check_bound, filled, ledger_cost, Limits};
use crate::mex::MexStream;
use crate::period::{PeriodSearch, PeriodicValues, TableBuild};
use serde::Serialize;

/// One quantity: its closed form (as text, and its value where it applies) and the count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct LedgerRow {
    /// A stable name for programs: `index-period`, `heap-period`, `w0` … `w3`, `windows`.
    #[cfg_attr(test, ts(type = "LedgerKey"))]
    pub key: &'static str,
    /// The quantity's name for people, e.g. "heap period".
    pub name: &'static str,
    /// The closed form of Theorem 1 or 7, e.g. "aδ".
    pub formula_text: &'static str,
    /// Its value in the regime; `None` outside it, where it does not apply.
    pub formula: Option<u64>,
    /// The quantity counted by the mex rule over one period.
    pub counted: u64,
    /// Whether the formula applies and equals the count (`None` where there is no formula).
    pub agrees: Option<bool>,
}

impl LedgerRow {
    /// True when the formula applies and agrees with the count.
    pub fn agrees(&self) -> bool {
        self.formula == Some(self.counted)
    }
}

/// Every row of the ledger, and whether the formulas are the proven ones.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Ledger {
    /// True in the primitive quadratic regime, where the formulas are theorems.
    pub proven: bool,
    /// The smallest period the band formulas predict outside the regime (observed, not proven).
    pub band_formula: Option<u64>,
    /// The preperiod found by the mex rule (0 for every additive game seen so far).
    pub preperiod: u64,
    /// True when the counted heap period is known to be the smallest (found by cycle search);
    /// false when it was only checked to be a period, by streaming past the memory bound.
    pub period_is_smallest: bool,
    /// The quantities, index period first.
    pub rows: Vec<LedgerRow>,
}

/// The ledger, counting by the mex rule within a memory bound of `bound` positions.
///
/// ```
/// use asg::{ledger::ledger, Additive};
/// let l = ledger(Additive::from_delta(5, 7).unwrap(), 1 << 20).unwrap();
/// assert!(l.proven && l.rows.iter().all(|row| row.agrees()));
/// assert_eq!(l.rows[1].counted, 130); // heap period a(3δ + a)
/// ```
///
/// # Errors
/// [`Error::PeriodNotFound`] when, outside the regime, the period exceeds the bound; as
/// [`LedgerCount::new`].
pub fn ledger(game: Additive, bound: usize) -> Result<Ledger> {
    let mut count = LedgerCount::new(game, bound)?;
    loop {
        if let Some(result) = count.step(usize::MAX) {
            return result;
        }
    }
}

/// What was counted over one period starting at `preperiod`.
struct Counted {
    preperiod: u64,
    period: u64,
    smallest: bool,
    per_class: [u64; 4],
    windows: u64,
}

fn assemble(game: Additive, c: Counted) -> Ledger {
    let proven = game.in_regime();
    let (a, delta) = (game.a(), game.delta());
    let formula = |value: u64| proven.then_some(value);
    let ad = a * delta;
    let row = |key, name, formula_text, value: Option<u64>, counted| LedgerRow {
        key,
        name,
        formula_text,
        formula: value,
        counted,
        agrees: value.map(|v| v == counted),
    };
    let rows = vec![
        row("index-period", "index period (P-positions per period)", "aδ", formula(ad), c.per_class[0]),
        row("heap-period", "heap period", "a(3δ + a)", game.heap_period().ok().and_then(formula), c.period),
        row("w0", "|W0|, heaps of value 0", "aδ", formula(ad), c.per_class[0]),
        row("w1", "|W1|, heaps of value 1", "aδ", formula(ad), c.per_class[1]),
        row("w2", "|W2|, heaps of value 2", "aδ", formula(ad), c.per_class[2]),
        row("w3", "|W3|, heaps of value 3", "a²", formula(a * a), c.per_class[3]),
        row("windows", "|C|, δ-collision windows", "a·d", game.windows_per_period(), c.windows),
    ];
    Ledger {
        proven,
        band_formula: (!proven).then(|| game.observed_period_formula().ok()).flatten(),
        preperiod: c.preperiod,
        period_is_smallest: c.smallest,
        rows,
    }
}

/// The counts of a table of the smallest period (found by the cycle search or the band
/// formula's check), made a step at a time: the class counts at once, the windows by walking
/// the P-positions of one period in runs of about the work asked for.
struct TableCount {
    seq: NimSequence,
    delta: u64,
    preperiod: u64,
    end: u64,
    /// Lower ends below this heap are counted.
    next: u64,
    windows: u64,
}

impl TableCount {
    fn new(game: Additive, table: PeriodicValues) -> Result<Self> {
        let p = table.period();
        let end = p.preperiod.checked_add(p.period).ok_or(Error::Overflow { what: "the end of the period" })?;
        let seq = NimSequence::Periodic(table);
        Ok(TableCount { seq, delta: game.delta(), preperiod: p.preperiod, end, next: p.preperiod, windows: 0 })
    }

    fn progress(&self) -> f64 {
        (self.next - self.preperiod) as f64 / (self.end - self.preperiod).max(1) as f64
    }

    /// Walks about `work` more P-positions; the counts once the whole period is walked.
    fn step(&mut self, work: usize) -> Result<Option<Counted>> {
        let mut left = work.max(1) as u64;
        while self.next < self.end && left > 0 {
            let first = self.seq.p_rank(self.next);
            // Lower ends in [next, hi): about `left` P-positions.
            let hi = self.seq.p_positions_from(first.saturating_add(left)).next().map_or(self.end, |(_, x)| x);
            let hi = hi.clamp(self.next + 1, self.end);
            self.windows += count_in(&self.seq, self.delta, self.next, hi)?;
            left = left.saturating_sub(self.seq.p_rank(hi) - first);
            self.next = hi;
        }
        if self.next < self.end {
            return Ok(None);
        }
        let NimSequence::Periodic(table) = &self.seq else { return Ok(None) };
        let (c0, c1) = (table.counts_below(self.preperiod), table.counts_below(self.end));
        let per_class = std::array::from_fn(|v| c1[v] - c0[v]);
        let period = self.end - self.preperiod;
        Ok(Some(Counted { preperiod: self.preperiod, period, smallest: true, per_class, windows: self.windows }))
    }
}

/// The mex rule streamed over [0, P + δ + max(S)) for the theorem's heap period P.
struct Stream {
    mex: MexStream,
    period: u64,
    /// g(0 .. max(S)), to check that the values repeat after P.
    first: Vec<u8>,
    /// Whether each of the last δ + 1 heaps is a P-position, by heap mod (δ + 1).
    recent: Vec<bool>,
    per_class: [u64; 4],
    windows: u64,
    repeats: bool,
    end: u64,
}

impl Stream {
    /// In the regime max(S) < 4a and δ < 2a, both below 2√P: the buffers stay small.
    fn new(game: Additive) -> Result<Self> {
        let period = game.heap_period()?;
        let smax = game.a() + game.b();
        let mut first = Vec::new();
        crate::limits::reserve(&mut first, smax as usize, "the ledger's stream")?;
        Ok(Stream {
            mex: MexStream::new(&game.moves()),
            period,
            first,
            recent: filled("the ledger's stream", game.delta() as usize + 1, false)?,
            per_class: [0; 4],
            windows: 0,
            repeats: true,
            end: period + game.delta().max(smax),
        })
    }

    /// Streams up to `work` more heaps; true when done.
    fn step(&mut self, game: Additive, work: usize) -> Result<bool> {
        let (delta, smax) = (game.delta(), game.a() + game.b());
        let ring = delta + 1;
        let mut left = work;
        while left > 0 && self.mex.position() < self.end {
            let base = self.mex.position();
            let len = (self.end - base).min(1 << 16).min(left as u64) as usize;
            let period = self.period;
            for (i, &v) in self.mex.next_chunk(len)?.iter().enumerate() {
                let x = base + i as u64;
                if x < smax {
                    self.first.push(v);
                }
                if x < period {
                    self.per_class[(v as usize).min(3)] += 1;
                }
                if x >= period && x < period + smax && self.first[(x - period) as usize] != v {
                    self.repeats = false;
                }
                let zero = v == 0;
                // A window: P-positions x − δ and x, with the lower one inside the period.
                if zero && x >= delta && x - delta < period && self.recent[((x - delta) % ring) as usize] {
                    self.windows += 1;
                }
                self.recent[(x % ring) as usize] = zero;
            }
            left -= len;
        }
        Ok(self.mex.position() >= self.end)
    }
}

enum Phase {
    /// Outside the regime: the band formula's period checked, then the cycle search.
    Build(Box<TableBuild>),
    /// In the regime: the cycle search within the bound.
    Search(PeriodSearch),
    /// A table found: its windows counted.
    Count(Box<TableCount>),
    /// In the regime past the bound: one theorem period streamed.
    Stream(Box<Stream>),
    /// The answer, given again if asked again.
    Done(Result<Ledger>),
}

/// A ledger count that can stop and resume (see the module documentation).
pub struct LedgerCount {
    game: Additive,
    phase: Phase,
}

impl LedgerCount {
    /// A count within the default work limit.
    ///
    /// # Errors
    /// As [`LedgerCount::with_limits`].
    pub fn new(game: Additive, bound: usize) -> Result<Self> {
        LedgerCount::with_limits(game, bound, &Limits::default())
    }

    /// A count with a memory bound of `bound` positions, refused before any work when its
    /// cost ([`ledger_cost`]) is over `limits`. In the regime a first window past the bound
    /// goes straight to streaming; outside it the bound is first met in [`LedgerCount::step`].
    ///
    /// # Errors
    /// [`Error::BoundTooLarge`], [`Error::TooMuchWork`], [`Error::OutOfMemory`].
    pub fn with_limits(game: Additive, bound: usize, limits: &Limits) -> Result<Self> {
        check_bound(bound as u64)?;
        // The ledger counts one heap period: past 64 bits it is refused as too large.
        game.heap_period()?;
        limits.check("the ledger", ledger_cost(game, bound))?;
        if !game.in_regime() {
            let guess = game.observed_period_formula().ok();
            let build = TableBuild::new(&game.moves(), guess, bound, bound)?;
            return Ok(LedgerCount { game, phase: Phase::Build(Box::new(build)) });
        }
        let phase = match PeriodSearch::new(&game.moves(), bound) {
            Ok(search) => Phase::Search(search),
            Err(_) => Phase::Stream(Box::new(Stream::new(game)?)),
        };
        Ok(LedgerCount { game, phase })
    }

    /// How far along, from 0 to 1.
    pub fn progress(&self) -> f64 {
        match &self.phase {
            // The table takes most of the work, the walk of its P-positions the rest.
            Phase::Build(b) => 0.8 * b.progress(),
            Phase::Search(s) => {
                let (done, most) = s.progress();
                // The search usually ends after about three periods; scale to the bound's share.
                0.4 * (done as f64 / most as f64).min(1.0)
            }
            Phase::Count(c) => 0.8 + 0.2 * c.progress(),
            Phase::Stream(s) => 0.5 + 0.5 * (s.mex.position() as f64 / s.end as f64),
            Phase::Done(_) => 1.0,
        }
    }

    /// Does at most about `work` positions of work; `Some` with the ledger when finished (and
    /// the same answer again on every later call).
    pub fn step(&mut self, work: usize) -> Option<Result<Ledger>> {
        if let Phase::Done(answer) = &self.phase {
            return Some(answer.clone());
        }
        let answer = self.advance(work)?;
        self.phase = Phase::Done(answer.clone());
        Some(answer)
    }

    /// One step of work; `Some` with the answer when it is known (the caller keeps it).
    fn advance(&mut self, work: usize) -> Option<Result<Ledger>> {
        let game = self.game;
        match &mut self.phase {
            Phase::Build(build) => match build.step(work)? {
                Ok(table) => self.count(table),
                Err(e) => Some(Err(e)),
            },
            Phase::Search(search) => match search.step(work)? {
                Ok(table) => self.count(table),
                // Past the bound in the regime: stream one theorem period instead.
                Err(Error::PeriodNotFound { .. }) => match Stream::new(game) {
                    Ok(stream) => {
                        self.phase = Phase::Stream(Box::new(stream));
                        None
                    }
                    Err(e) => Some(Err(e)),
                },
                Err(e) => Some(Err(e)),
            },
            Phase::Count(count) => match count.step(work) {
                Ok(Some(counted)) => Some(Ok(assemble(game, counted))),
                Ok(None) => None,
                Err(e) => Some(Err(e)),
            },
            Phase::Stream(s) => {
                match s.step(game, work) {
                    Ok(true) => {}
                    Ok(false) => return None,
                    Err(e) => return Some(Err(e)),
                }
                if !s.repeats {
                    // Theorem 1 says this cannot happen; say so rather than hide it.
                    return Some(Err(Error::NotAPeriod { period: s.period }));
                }
                let counted = Counted {
                    preperiod: 0,
                    period: s.period,
                    smallest: false,
                    per_class: s.per_class,
                    windows: s.windows,
                };
                Some(Ok(assemble(game, counted)))
            }
            Phase::Done(answer) => Some(answer.clone()),
        }
    }

    /// The next phase once the table is found: its windows counted.
    fn count(&mut self, table: PeriodicValues) -> Option<Result<Ledger>> {
        match TableCount::new(self.game, table) {
            Ok(count) => {
                self.phase = Phase::Count(Box::new(count));
                None
            }
            Err(e) => Some(Err(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaming_past_the_bound_counts_the_same() {
        // (7, 12): P = 301, so a bound of 100 forces the stream.
        let game = Additive::from_delta(7, 12).unwrap();
        let searched = ledger(game, 1 << 20).unwrap();
        let streamed = ledger(game, 100).unwrap();
        assert!(searched.period_is_smallest && !streamed.period_is_smallest);
        assert_eq!(searched.rows, streamed.rows);
        assert!(streamed.rows.iter().all(LedgerRow::agrees));
    }

    #[test]
    fn outside_the_regime_a_small_bound_is_an_honest_error() {
        let game = Additive::from_delta(5, 16).unwrap(); // period 215
        assert!(matches!(ledger(game, 100), Err(Error::PeriodNotFound { .. })));
        let l = ledger(game, 1 << 20).unwrap();
        assert_eq!(l.rows[1].counted, 215);
        assert!(!l.proven && l.rows.iter().all(|r| r.formula.is_none()));
        assert_eq!(l.band_formula, Some(215));
    }

    #[test]
    fn progress_moves_and_ends_at_one() {
        let game = Additive::from_delta(7, 12).unwrap();
        let mut count = LedgerCount::new(game, 100).unwrap();
        let mut last = -1.0;
        while count.step(50).is_none() {
            assert!(count.progress() >= last);
            last = count.progress();
        }
        assert_eq!(count.progress(), 1.0);
        let again = count.step(1).unwrap().unwrap();
        assert_eq!(again, ledger(game, 100).unwrap(), "a finished count gives its answer again");
    }

    #[test]
    fn a_step_does_about_the_work_asked_in_every_regime() {
        // (3333, 10 000): outside the regime, the band formula's period 88 881 111; (101, 150)
        // inside it. One small step computes a few chunks of the mex rule, not the period.
        for (a, delta) in [(3333, 10_000), (101, 150)] {
            let mut count = LedgerCount::new(Additive::from_delta(a, delta).unwrap(), 1 << 27).unwrap();
            assert!(count.step(1).is_none(), "({a}, {delta})");
            let first = count.progress();
            assert!(count.step(1 << 16).is_none(), "({a}, {delta})");
            assert!(first > 0.0 && count.progress() < 0.01, "({a}, {delta}): {first} then {}", count.progress());
        }
        // The walk of a table's P-positions is stepped too: many small steps give the one answer.
        let game = Additive::from_delta(5, 16).unwrap();
        let mut count = LedgerCount::new(game, 1 << 20).unwrap();
        let mut steps = 0;
        let stepped = loop {
            steps += 1;
            if let Some(done) = count.step(1) {
                break done.unwrap();
            }
        };
        assert!(steps > 10, "{steps} steps");
        assert_eq!(stepped, ledger(game, 1 << 20).unwrap());
    }

    #[test]
    fn a_ledger_too_long_to_count_is_refused_before_any_work() {
        // (100000, 150001): a heap period of 5.5·10^10 positions to stream.
        let game = Additive::from_delta(100_000, 150_001).unwrap();
        assert!(matches!(LedgerCount::new(game, 1 << 20), Err(Error::TooMuchWork { .. })));
        let raised = Limits::with_work(1 << 40).unwrap();
        assert!(LedgerCount::with_limits(game, 1 << 20, &raised).is_ok());
    }
}
