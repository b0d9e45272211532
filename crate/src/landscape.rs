//! The period landscape: for every (a, δ) in a range, what the mex rule finds (preperiod,
//! smallest period, largest value, whether W0 = {w_n}) beside what the band formulas predict
//! (docs/MATH.md, "Outside the regime"). Outside the primitive quadratic regime nothing here is proven; this is the map that
//! shows where the observed bands hold and where something new happens.
//!
//! A cell is found fast by testing the band formula's prediction first
//! ([`PeriodicValues::find_from_guess`]); when it is not a period, Brent's cycle search decides.
//! The fast [`Kernel`] fills the table two bits a heap ([`PeriodicValues::from_guess_packed`])
//! and reads the cell from its words (`from_words.rs`: the largest value, the zeros, and W0 =
//! {w_n} by the runs of consecutive w_n), with no table of counts built; the reference one,
//! the byte kernel streamed into a table, is kept to measure it against.

use crate::additive::{gcd, Additive, BandKind, Regime};
use crate::closed_form::WSequence;
use crate::error::{Error, Result};
use crate::limits::{cell_cost, check_bound, reserve, Cost, Limits};
use crate::period::PeriodicValues;
use serde::Serialize;

pub mod columns;
mod from_words;

/// The most games a plane of the explorer's landscape may hold (a page fills it in seconds).
pub const MAX_PLANE: u64 = 1 << 20;

/// Checks a plane a ≤ `a_max`, δ ≤ `delta_max` for the explorer: both at least 1, at most
/// [`MAX_PLANE`] games.
///
/// ```
/// use asg::landscape::check_plane;
/// assert!(check_plane(40, 320).is_ok());
/// assert!(check_plane(2000, 1000).is_err());
/// ```
///
/// # Errors
/// [`crate::Error::InvalidNumber`] naming `amax` or `dmax`.
pub fn check_plane(a_max: u64, delta_max: u64) -> crate::Result<()> {
    let bad = |field, detail: String| Err(crate::Error::InvalidNumber { field, detail });
    if a_max == 0 {
        return bad("amax", "must be at least 1".into());
    }
    if delta_max == 0 {
        return bad("dmax", "must be at least 1".into());
    }
    match a_max.checked_mul(delta_max) {
        Some(cells) if cells <= MAX_PLANE => Ok(()),
        // Said without its numbers, which the caller has (the page's first module stays small).
        _ => bad("dmax", "a max × δ max is too many games: at most 2^20 in all".into()),
    }
}

/// How the band formula compares with the period the mex rule found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Agreement {
    /// The band formula's period is the smallest period found.
    Yes,
    /// The smallest period found is another.
    No,
    /// The mex rule found no period within the bound.
    Unknown,
}

impl Agreement {
    /// `"yes"`, `"no"` or `"unknown"`, as in JSON.
    pub fn label(&self) -> &'static str {
        match self {
            Agreement::Yes => "yes",
            Agreement::No => "no",
            Agreement::Unknown => "unknown",
        }
    }
}

impl Serialize for Agreement {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.label())
    }
}

/// One (a, δ): its regime, what the mex rule found, and the band formula's prediction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Cell {
    /// The game's a.
    pub a: u64,
    /// The game's δ = b − a.
    pub delta: u64,
    /// Its regime (in JSON, its name: [`Regime::name`]).
    #[serde(serialize_with = "regime_name")]
    pub regime: Regime,
    /// j of the linear or quadratic band (0 in the primitive quadratic regime), or of the
    /// reduced pair when gcd(a, δ) > 1 ([`Additive::band`]).
    pub band: u64,
    /// The kind of that band.
    pub band_kind: BandKind,
    /// gcd(a, δ).
    pub gcd: u64,
    /// `None` when no period was found within the bound (then neither are the next three).
    pub preperiod: Option<u64>,
    /// The smallest period found by the mex rule.
    pub period: Option<u64>,
    /// The largest nim-value in one preperiod and period.
    pub max_value: Option<u8>,
    /// Whether the P-positions are exactly {w_n} (checked over a common period of both).
    pub w0_is_w: Option<bool>,
    /// The band formula's period ([`Additive::observed_period_formula`]).
    pub prediction: u64,
    /// How `prediction` compares with `period`.
    pub agreement: Agreement,
}

fn regime_name<S: serde::Serializer>(regime: &Regime, s: S) -> std::result::Result<S::Ok, S::Error> {
    s.serialize_str(regime.name())
}

/// How the cells are computed. Both give the same cells; the reference is kept so that the
/// fast one can be measured against it, in the same run, on any machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Kernel {
    /// The byte-per-heap mex kernel streamed into the table, and W0 compared with {w_n} heap
    /// by heap.
    Reference,
    /// The two-bit field kernel ([`crate::mex::fields`]) filling the table itself (for a < 32
    /// the byte kernel over exactly the heaps the guess needs, packed once:
    /// [`PeriodicValues::find_from_guess_packed`]), and the cell read from the table's words:
    /// W0 compared with {w_n} on the runs of consecutive w_n, a word at a time, with one count
    /// of the zeros. A wrong guess goes to the cycle search.
    #[default]
    Fast,
}

impl Kernel {
    /// `"reference"` or `"fast"`.
    pub fn name(&self) -> &'static str {
        match self {
            Kernel::Reference => "reference",
            Kernel::Fast => "fast",
        }
    }
}

/// The cell of (a, δ), computing at most `bound` positions by the mex rule (by the fast
/// kernel: [`cell_with`]).
///
/// ```
/// use asg::landscape::{cell, Agreement};
/// let c = cell(5, 16, 1 << 22).unwrap();
/// assert_eq!((c.period, c.preperiod, c.prediction), (Some(215), Some(0), 215));
/// assert_eq!((c.regime.name(), c.agreement, c.w0_is_w), ("quadratic", Agreement::Yes, Some(false)));
/// ```
///
/// # Errors
/// As [`Additive::from_delta`]; [`Error::BoundTooLarge`], [`Error::OutOfMemory`].
pub fn cell(a: u64, delta: u64, bound: usize) -> Result<Cell> {
    cell_with(Kernel::Fast, a, delta, bound)
}

/// [`cell`] by the given kernel.
///
/// ```
/// use asg::landscape::{cell_with, Kernel};
/// let fast = cell_with(Kernel::Fast, 40, 90, 1 << 22).unwrap();
/// assert_eq!(fast, cell_with(Kernel::Reference, 40, 90, 1 << 22).unwrap());
/// ```
///
/// # Errors
/// As [`cell`].
pub fn cell_with(kernel: Kernel, a: u64, delta: u64, bound: usize) -> Result<Cell> {
    check_bound(bound as u64)?;
    let game = Additive::from_delta(a, delta)?;
    let moves = game.moves();
    let prediction = game.observed_period_formula()?;
    let band = game.band();
    let base = Cell {
        a,
        delta,
        regime: game.regime(),
        band: band.j,
        band_kind: band.kind,
        gcd: gcd(a, delta),
        preperiod: None,
        period: None,
        max_value: None,
        w0_is_w: None,
        prediction,
        agreement: Agreement::Unknown,
    };
    let agreement = |period| if period == prediction { Agreement::Yes } else { Agreement::No };
    // The band formula's period checked in one pass of the field kernel, when it takes the
    // game: the cell is read from the words, with no table built.
    if kernel == Kernel::Fast {
        if let Some(Some((p, words))) = PeriodicValues::packed_period(&moves, prediction, bound) {
            let period = p as u64;
            return Ok(Cell {
                preperiod: Some(0),
                period: Some(period),
                max_value: Some(from_words::max_value(&words, p)),
                w0_is_w: w0_span(game, 0, period, bound).and_then(|(end, decided)| {
                    let same = from_words::zeros_are_the_w(game, &words, p, end);
                    if same {
                        decided.then_some(true)
                    } else {
                        Some(false)
                    }
                }),
                agreement: agreement(period),
                ..base
            });
        }
    }
    let search = || match kernel {
        Kernel::Reference => PeriodicValues::find_from_guess(&moves, prediction, bound),
        Kernel::Fast => PeriodicValues::find_from_guess_packed(&moves, prediction, bound),
    };
    // No period within the bound is an answer ("unknown"); running out of memory is not.
    let found = match search() {
        Ok(values) => Some(values),
        Err(Error::PeriodNotFound { .. }) => None,
        Err(e) => return Err(e),
    };
    let Some(values) = found else { return Ok(base) };
    let period = values.period();
    Ok(Cell {
        preperiod: Some(period.preperiod),
        period: Some(period.period),
        max_value: Some(values.max_value()),
        w0_is_w: match kernel {
            Kernel::Reference => w0_is_w(game, &values, bound),
            Kernel::Fast => w0_is_w_at_the_w(game, &values, bound),
        },
        agreement: agreement(period.period),
        ..base
    })
}

/// How far W0 and {w_n} are compared for a sequence of the given preperiod and period: to
/// the end of a common period of both (past the preperiod), `(end, true)`, when that lies
/// within the bound, else to the bound, `(bound, false)`, where only a difference decides.
/// `None` when the w_n's heap period is past 64 bits.
fn w0_span(game: Additive, preperiod: u64, period: u64, bound: usize) -> Option<(u64, bool)> {
    let pw = game.heap_period().ok()?;
    // The lcm of two large periods may pass 2^64: then so does the span, past any bound.
    let span = (period / gcd(period, pw)).checked_mul(pw).and_then(|c| c.checked_add(preperiod));
    Some(match span.filter(|&s| s <= bound as u64) {
        Some(end) => (end, true),
        None => (bound as u64, false),
    })
}

/// Whether the zeros of the sequence are exactly {w_n}: both repeat (the w_n with the heap
/// period a(3δ + a)), so comparing them over the preperiod plus a common period decides it.
/// The heaps below the bound are compared even when that span is longer: a difference there is
/// already the answer "no"; `None` only when none is found and the span exceeds the bound.
fn w0_is_w(game: Additive, values: &PeriodicValues, bound: usize) -> Option<bool> {
    let p = values.period();
    let (end, decided) = w0_span(game, p.preperiod, p.period, bound)?;
    let w = WSequence::new(game);
    let mut n = 0u64;
    let mut next = w.w(0).ok();
    for x in 0..end {
        let is_w = next == Some(x);
        if is_w {
            n += 1;
            next = w.w(n).ok();
        }
        if is_w != (values.value(x) == 0) {
            return Some(false);
        }
    }
    decided.then_some(true)
}

/// [`w0_is_w`] looking only at the w_n: the zeros below a heap are exactly the w_n there when
/// each w_n is a zero and there are as many zeros (one O(1) count) as w_n. The w_n are walked
/// by their gaps, 1 + a·[a | n + 1] + b·[δ | n + 1], with no division.
fn w0_is_w_at_the_w(game: Additive, values: &PeriodicValues, bound: usize) -> Option<bool> {
    let p = values.period();
    let (end, decided) = w0_span(game, p.preperiod, p.period, bound)?;
    let (a, delta, b) = (game.a(), game.delta(), game.b());
    let (mut x, mut count) = (0u64, 0u64);
    // (n + 1) mod a and (n + 1) mod δ for the w_n at x.
    let (mut ra, mut rd) = (1 % a, 1 % delta);
    while x < end {
        if values.value(x) != 0 {
            return Some(false);
        }
        count += 1;
        x += 1 + if ra == 0 { a } else { 0 } + if rd == 0 { b } else { 0 };
        ra = if ra + 1 == a { 0 } else { ra + 1 };
        rd = if rd + 1 == delta { 0 } else { rd + 1 };
    }
    if values.counts_below(end)[0] != count {
        return Some(false);
    }
    decided.then_some(true)
}

/// The pairs of a plane: a = 1 … a_max, δ = 1 … min(δ_max, per_a · a), row by row.
pub fn pairs(a_max: u64, delta_max: u64, per_a: Option<u64>) -> impl Iterator<Item = (u64, u64)> {
    // With per_a = 0 every row is empty: stop before walking them.
    let rows = if per_a == Some(0) { 0 } else { a_max };
    (1..=rows).flat_map(move |a| {
        let top = per_a.map_or(delta_max, |k| delta_max.min(k.saturating_mul(a)));
        (1..=top).map(move |d| (a, d))
    })
}

/// How many pairs [`pairs`] gives, without listing them: Σ min(δ_max, k·a) over a ≤ a_max.
pub fn pair_count(a_max: u64, delta_max: u64, per_a: Option<u64>) -> u128 {
    let (a_max, d) = (a_max as u128, delta_max as u128);
    match per_a.map(u128::from) {
        None => a_max * d,
        Some(0) => 0,
        // Rows a ≤ t = ⌊δ_max / k⌋ have k·a pairs, the rest δ_max each.
        Some(k) => {
            let t = a_max.min(d / k);
            k * t * (t + 1) / 2 + (a_max - t) * d
        }
    }
}

/// A plane of the landscape, checked against the limits before any cell is computed: its
/// pairs, and the work of each (see [`crate::limits::cell_cost`]), so that a caller can fill
/// the cells in any order, on any number of threads, and report progress by work done.
///
/// ```
/// use asg::{landscape::Plan, Limits};
/// let plan = Plan::new(3, 4, None, 1 << 20, &Limits::default()).unwrap();
/// assert_eq!(plan.pairs().len(), 12);
/// assert_eq!(plan.cell(0).unwrap().period, Some(4)); // a = δ = 1: S = {1, 2, 3}
/// assert!(Plan::new(4096, 4096, None, 1 << 20, &Limits::default()).is_err()); // days of work
/// ```
#[derive(Debug, Clone)]
pub struct Plan {
    pairs: Vec<(u64, u64)>,
    work: Vec<u64>,
    bound: usize,
    total: u64,
    kernel: Kernel,
}

impl Plan {
    /// The plane a ≤ a_max, δ ≤ δ_max (and δ ≤ per_a · a), with `bound` positions per pair.
    ///
    /// # Errors
    /// [`Error::InvalidNumber`] for a_max, δ_max or per_a of 0; [`Error::BoundTooLarge`];
    /// [`Error::WindowTooLarge`] or [`Error::TooMuchMemory`] for too many pairs;
    /// [`Error::TooMuchWork`] when the sum of the cells' work is over `limits`.
    pub fn new(a_max: u64, delta_max: u64, per_a: Option<u64>, bound: usize, limits: &Limits) -> Result<Self> {
        if a_max == 0 || delta_max == 0 || per_a == Some(0) {
            let field = if a_max == 0 {
                "amax"
            } else if delta_max == 0 {
                "dmax"
            } else {
                "perA"
            };
            return Err(Error::InvalidNumber { field, detail: "must be at least 1".into() });
        }
        check_bound(bound as u64)?;
        let count = u64::try_from(pair_count(a_max, delta_max, per_a)).unwrap_or(u64::MAX);
        let what = "a landscape";
        // The number of pairs first (cheap), then their work, before anything is held.
        limits.check(what, Cost { positions: 0, entries: count, bytes: 0 })?;
        let cost_of = |(a, d): (u64, u64)| Additive::from_delta(a, d).map_or(0, |g| cell_cost(g, bound));
        let total = pairs(a_max, delta_max, per_a).map(cost_of).fold(0u64, u64::saturating_add);
        limits.check(what, Cost { positions: total, entries: count, bytes: 0 })?;
        // Each pair holds its (a, δ), its work and, once done, its cell.
        let each = std::mem::size_of::<(Cell, (u64, u64), u64)>() as u64;
        limits.check(what, Cost { positions: 0, entries: count, bytes: count.saturating_mul(each) })?;
        let mut list = Vec::new();
        reserve(&mut list, count as usize, what)?;
        list.extend(pairs(a_max, delta_max, per_a));
        let mut work = Vec::new();
        reserve(&mut work, list.len(), what)?;
        work.extend(list.iter().map(|&p| cost_of(p)));
        Ok(Plan { pairs: list, work, bound, total, kernel: Kernel::default() })
    }

    /// The same plan, its cells computed by `kernel` (the fast one unless told).
    pub fn with_kernel(self, kernel: Kernel) -> Self {
        Plan { kernel, ..self }
    }

    /// The pairs (a, δ), row by row.
    pub fn pairs(&self) -> &[(u64, u64)] {
        &self.pairs
    }

    /// The estimated work of cell `i`, in positions.
    pub fn work(&self, i: usize) -> u64 {
        self.work.get(i).copied().unwrap_or(0)
    }

    /// The estimated work of the whole plane, in positions.
    pub fn total_work(&self) -> u64 {
        self.total
    }

    /// The cell of pair `i`.
    ///
    /// # Errors
    /// [`Error::InvalidNumber`] past the last pair; as [`cell`].
    pub fn cell(&self, i: usize) -> Result<Cell> {
        let &(a, d) = self.pairs.get(i).ok_or_else(|| Error::InvalidNumber {
            field: "cell",
            detail: format!("{i} is past the last of {} pairs", self.pairs.len()),
        })?;
        cell_with(self.kernel, a, d, self.bound)
    }
}

/// A worker's share of a job: `share` of `shares`, at least one share and `share` below them.
fn check_share(share: usize, shares: usize) -> Result<()> {
    if shares == 0 || share >= shares {
        let (field, detail) = if shares == 0 {
            ("shares", "must be at least 1".to_string())
        } else {
            ("share", format!("must be below the number of shares, {shares}"))
        };
        return Err(Error::InvalidNumber { field, detail });
    }
    Ok(())
}

/// The cells of a plane (or of one share of it) computed a bounded step at a time, for a
/// worker that reports progress and stops when asked: each step computes at most a number of
/// cells and about a number of positions of work, counted as [`cell_cost`] counts a cell.
///
/// ```
/// use asg::landscape::PlaneSteps;
/// let mut steps = PlaneSteps::new(6, 20, None, 0, 1, 1 << 22).unwrap();
/// assert_eq!(steps.total(), 120);
/// let first = steps.step(200, 1).unwrap(); // a step does at least one cell
/// assert_eq!((first.len(), steps.done()), (1, 1));
/// while !steps.step(50, 1 << 20).unwrap().is_empty() {}
/// assert_eq!(steps.done(), 120);
/// ```
#[derive(Debug, Clone)]
pub struct PlaneSteps {
    pairs: Vec<(u64, u64)>,
    next: usize,
    bound: usize,
}

impl PlaneSteps {
    /// The pairs a ≤ `a_max`, δ ≤ `delta_max` (at most `per_a`·a values of δ for each a when
    /// given), or share `share` of `shares` of them (every `shares`-th pair from the
    /// `share`-th, so that a pool of workers spreads cheap and costly cells evenly); each
    /// cell computes at most `bound` positions by the mex rule.
    ///
    /// # Errors
    /// As [`check_plane`]; [`Error::InvalidNumber`] for `shares` of 0 or `share` ≥ `shares`;
    /// [`Error::BoundTooLarge`], [`Error::OutOfMemory`].
    pub fn new(
        a_max: u64,
        delta_max: u64,
        per_a: Option<u64>,
        share: usize,
        shares: usize,
        bound: usize,
    ) -> Result<Self> {
        check_plane(a_max, delta_max)?;
        check_bound(bound as u64)?;
        check_share(share, shares)?;
        // At most MAX_PLANE pairs (checked above), each two u64.
        let mut list = Vec::new();
        let count = (a_max * delta_max).div_ceil(shares as u64) as usize;
        reserve(&mut list, count, "a landscape")?;
        list.extend(pairs(a_max, delta_max, per_a).skip(share).step_by(shares));
        Ok(PlaneSteps { pairs: list, next: 0, bound })
    }

    /// The cells of the games listed (`games[i]` = (a, δ), each at least 1; at most
    /// [`MAX_PLANE`] of them: the cells a page lacks, past an atlas's plane or of a tile it
    /// refused), or share `share` of `shares` of them as in [`PlaneSteps::new`].
    ///
    /// # Errors
    /// [`Error::InvalidNumber`] for an a or δ of 0, more than [`MAX_PLANE`] games, `shares` of 0
    /// or `share` ≥ `shares`; [`Error::BoundTooLarge`].
    ///
    /// ```
    /// use asg::landscape::PlaneSteps;
    /// let mut steps = PlaneSteps::listed(&[(5, 7), (6, 9), (7, 12)], 1, 2, 1 << 22).unwrap();
    /// let cells = steps.step(10, u64::MAX).unwrap();
    /// assert_eq!(cells.iter().map(|c| (c.a, c.delta)).collect::<Vec<_>>(), [(6, 9)]);
    /// assert!(PlaneSteps::listed(&[(0, 7)], 0, 1, 1 << 22).is_err());
    /// ```
    pub fn listed(games: &[(u64, u64)], share: usize, shares: usize, bound: usize) -> Result<Self> {
        check_bound(bound as u64)?;
        check_share(share, shares)?;
        if games.len() as u64 > MAX_PLANE {
            let detail = format!("lists {} games; at most {MAX_PLANE} (2^20)", games.len());
            return Err(Error::InvalidNumber { field: "a", detail });
        }
        if let Some(&(a, delta)) = games.iter().find(|&&(a, d)| a == 0 || d == 0) {
            let field = if a == 0 { "a" } else { "delta" };
            let detail = format!("lists the game a = {a}, δ = {delta}; every a and δ is at least 1");
            return Err(Error::InvalidNumber { field, detail });
        }
        let mut list = Vec::new();
        reserve(&mut list, games.len().div_ceil(shares), "a landscape")?;
        list.extend(games.iter().copied().skip(share).step_by(shares));
        Ok(PlaneSteps { pairs: list, next: 0, bound })
    }

    /// Cells in all.
    pub fn total(&self) -> u64 {
        self.pairs.len() as u64
    }

    /// Cells done.
    pub fn done(&self) -> u64 {
        self.next as u64
    }

    /// The next cells: at most `cells` of them, and no more than `work` positions by
    /// [`cell_cost`], except that a step always computes one cell when any is left. None when
    /// all are done.
    ///
    /// # Errors
    /// As [`cell`].
    pub fn step(&mut self, cells: usize, work: u64) -> Result<Vec<Cell>> {
        let mut found = Vec::new();
        let mut spent = 0u64;
        for &(a, delta) in self.pairs[self.next..].iter().take(cells) {
            let cost = Additive::from_delta(a, delta).map_or(0, |g| cell_cost(g, self.bound));
            if !found.is_empty() && spent.saturating_add(cost) > work {
                break;
            }
            found.push(cell(a, delta, self.bound)?);
            spent = spent.saturating_add(cost);
        }
        self.next += found.len();
        Ok(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_agree_with_the_plain_period_search() {
        for a in 1..=9 {
            for delta in 1..=40 {
                let c = cell(a, delta, 1 << 22).unwrap();
                let b = a + delta;
                let set = crate::SubtractionSet::new(&[a, b, a + b]).unwrap();
                let p = PeriodicValues::find(&set, 1 << 22).unwrap();
                assert_eq!(
                    (c.preperiod, c.period),
                    (Some(p.period().preperiod), Some(p.period().period)),
                    "a={a} δ={delta}"
                );
                let len = (p.period().preperiod + p.period().period) as usize;
                assert_eq!(c.max_value, crate::mex::nim_values(&set, len).into_iter().max());
            }
        }
    }

    #[test]
    fn both_kernels_give_the_same_cells_on_a_whole_plane() {
        for a in 1..=12 {
            for delta in 1..=80 {
                assert_eq!(
                    cell_with(Kernel::Fast, a, delta, 5000),
                    cell_with(Kernel::Reference, a, delta, 5000),
                    "a={a} δ={delta}"
                );
            }
        }
    }

    #[test]
    fn an_extra_zero_beside_every_w_n_is_no() {
        // (5, 7) has W0 = {w_n}; a table with one more zero (not a w_n) must answer no.
        let game = Additive::from_delta(5, 7).unwrap();
        let values = PeriodicValues::find(&game.moves(), 1 << 20).unwrap();
        assert_eq!(w0_is_w_at_the_w(game, &values, 1 << 20), Some(true));
        let x = (0..values.table_len() as u64).find(|&x| values.value(x) != 0).unwrap();
        let mut words = values.packed_words().unwrap().to_vec();
        words[x as usize / 32] &= !(3 << (2 * (x % 32)));
        let len = values.table_len() as u64;
        let changed = PeriodicValues::from_packed(words, len, values.period().preperiod).unwrap();
        assert_eq!(w0_is_w(game, &changed, 1 << 20), Some(false));
        assert_eq!(w0_is_w_at_the_w(game, &changed, 1 << 20), Some(false));
    }

    #[test]
    fn math_md_examples() {
        for (a, delta, period, w0) in [
            (5, 7, 130, true),
            (5, 4, 19, false),
            (5, 11, 36, false),
            (5, 16, 215, false),
            (4, 16, 44, false),
            (2, 11, 54, false),
            (3, 6, 21, true),
            (6, 9, 66, true),
        ] {
            let c = cell(a, delta, 1 << 22).unwrap();
            assert_eq!(c.period, Some(period), "a={a} δ={delta}");
            assert_eq!(c.w0_is_w, Some(w0), "a={a} δ={delta}");
            assert_eq!(c.agreement, Agreement::Yes);
            assert_eq!(c.max_value, Some(3));
        }
    }

    #[test]
    fn pair_counts_are_the_lengths_of_the_lists() {
        for (a_max, d_max) in [(1, 1), (5, 3), (7, 40), (40, 7)] {
            for per_a in [None, Some(0), Some(1), Some(3), Some(8), Some(u64::MAX)] {
                let n = pairs(a_max, d_max, per_a).count() as u128;
                assert_eq!(pair_count(a_max, d_max, per_a), n, "{a_max} {d_max} {per_a:?}");
            }
        }
    }

    #[test]
    fn a_plane_is_refused_by_its_work_not_its_number_of_pairs() {
        let limits = Limits::default();
        // 4096² pairs fit the list limit, but their periods add up to days of work.
        assert!(matches!(Plan::new(4096, 4096, None, 1 << 24, &limits), Err(Error::TooMuchWork { .. })));
        assert!(matches!(Plan::new(u64::MAX, u64::MAX, None, 1 << 24, &limits), Err(Error::WindowTooLarge { .. })));
        assert!(matches!(Plan::new(0, 5, None, 1 << 24, &limits), Err(Error::InvalidNumber { .. })));
        assert!(matches!(Plan::new(u64::MAX, 5, Some(0), 1 << 24, &limits), Err(Error::InvalidNumber { .. })));
        assert_eq!(pairs(u64::MAX, 5, Some(0)).count(), 0);
        let plan = Plan::new(9, 40, None, 1 << 22, &limits).unwrap();
        assert!(plan.total_work() > 0 && plan.cell(plan.pairs().len()).is_err());
        assert_eq!(plan.cell(12).unwrap(), cell(plan.pairs()[12].0, plan.pairs()[12].1, 1 << 22).unwrap());
    }

    /// {w_n} below `end`, by w_n = n + a⌊n/a⌋ + b⌊n/δ⌋ written out.
    fn w_below(a: u64, delta: u64, end: u64) -> Vec<bool> {
        let mut is_w = vec![false; end as usize];
        for n in 0.. {
            let w = n + a * (n / a) + (a + delta) * (n / delta);
            if w >= end {
                break;
            }
            is_w[w as usize] = true;
        }
        is_w
    }

    #[test]
    fn w0_is_w_is_no_at_the_first_heap_where_they_differ_even_past_the_bound() {
        // The common period of the mex rule's and the w_n's is far past the bound, but W0 and
        // {w_n} first differ at heap 1 374.
        let (a, delta) = (3, 1370);
        let set = crate::SubtractionSet::new(&[a, a + delta, 2 * a + delta]).unwrap();
        let zeros: Vec<bool> = crate::mex::nim_values(&set, 2000).iter().map(|&g| g == 0).collect();
        let first = (0..2000).find(|&x| zeros[x] != w_below(a, delta, 2000)[x]);
        assert_eq!(first, Some(1374));
        assert_eq!(cell(a, delta, 1 << 22).unwrap().w0_is_w, Some(false));
    }

    #[test]
    fn w0_is_w_is_unknown_only_when_no_difference_lies_below_the_bound() {
        let bound = 3000;
        for a in 1..=6 {
            for delta in 1..=50 {
                let c = cell(a, delta, bound).unwrap();
                let set = crate::SubtractionSet::new(&[a, a + delta, 2 * a + delta]).unwrap();
                let zeros = crate::mex::nim_values(&set, bound);
                let w = w_below(a, delta, bound as u64);
                let differs = (0..bound).any(|x| (zeros[x] == 0) != w[x]);
                match c.w0_is_w {
                    Some(false) => assert!(differs, "a={a} δ={delta}"),
                    Some(true) | None => assert!(!differs, "a={a} δ={delta}: {:?}", c.w0_is_w),
                }
                if let (Some(pre), Some(period), None) = (c.preperiod, c.period, c.w0_is_w) {
                    let span = pre + period;
                    assert!(span > bound as u64 || a * (3 * delta + a) > bound as u64, "a={a} δ={delta}");
                }
            }
        }
    }

    #[test]
    fn a_bound_too_small_is_unknown_not_wrong() {
        let c = cell(50, 73, 1000).unwrap();
        assert_eq!((c.period, c.agreement), (None, Agreement::Unknown));
    }
}
