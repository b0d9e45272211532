//! Collision windows: pairs of P-positions k apart (docs/MATH.md, "Collision windows").
//!
//! C(k) = (W0 − k) ∩ W0. For k = δ each pair (m, n) with w_n − w_m = δ is a collision window, the
//! run of gaps g_m … g_{n−1} summing to δ, and Theorem 7 counts a·d of them per heap period.
//! Other shifts are the paper's open question; they are computed the same way. Listing walks
//! the P-positions with two pointers, so it is linear in the window.

use crate::error::{Checked, Error, Result};
use crate::game::NimSequence;
use crate::gaps::IndexCounts;
use crate::limits::{reserve, Cost, Limits};
use crate::period::PeriodicValues;
use serde::Serialize;

/// The pairs of P-positions at distance `shift` whose lower end lies below a heap limit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Collisions {
    /// The shift k between the two P-positions of a pair (δ for the collisions of Theorem 7).
    pub shift: u64,
    /// Index pairs [m, n] with p_n − p_m = shift.
    pub pairs: Vec<[u64; 2]>,
    /// The heaps [p_m, p_n] of each pair, in the order of `pairs`.
    pub heaps: Vec<[u64; 2]>,
    /// The number of pairs listed.
    pub count: u64,
}

/// One collision window with its heaps: P-positions `lower` = p_m and `upper` = p_n.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Window {
    /// The index m of the lower P-position.
    pub m: u64,
    /// The index n of the upper P-position.
    pub n: u64,
    /// The lower P-position p_m.
    pub lower: u64,
    /// The upper P-position p_n = p_m + shift.
    pub upper: u64,
}

impl Window {
    /// The window as its run of gaps g_m, …, g_{n−1} (their lengths sum to the shift).
    ///
    /// ```
    /// use asg::{collisions::windows_in, Additive, Game};
    /// let game = Game::additive(Additive::from_delta(5, 7).unwrap());
    /// let seq = game.sequence().unwrap();
    /// let w = windows_in(seq, 7, 0, 20, 10).unwrap();
    /// assert_eq!(w[0].gap_run(seq), [1, 6]); // 3 → 4 → 10
    /// ```
    pub fn gap_run(&self, seq: &NimSequence) -> Vec<u64> {
        let heaps: Vec<u64> =
            seq.p_positions_from(self.m).take((self.n - self.m + 1) as usize).map(|(_, x)| x).collect();
        heaps.windows(2).map(|p| p[1] - p[0]).collect()
    }
}

/// Every window with lower end in [lo, hi), in increasing order.
///
/// ```
/// use asg::{collisions::windows_in, Additive, Game};
/// let g = Additive::from_delta(5, 7).unwrap();
/// let game = Game::additive(g);
/// let w = windows_in(game.sequence().unwrap(), 7, 0, 20, 100).unwrap();
/// // 3 → 10 and 4 → 11: runs 1,6 and 6,1 around the first (a+1)-gap.
/// assert_eq!(w.iter().map(|w| (w.lower, w.upper)).collect::<Vec<_>>(), [(3, 10), (4, 11)]);
/// ```
///
/// # Errors
/// [`Error::ZeroShift`]; [`Error::TooMuchWork`] when [lo, hi) holds more P-positions than the
/// default work limit; [`Error::WindowTooLarge`] with the number of windows there when it is
/// more than `limit`.
pub fn windows_in(seq: &NimSequence, shift: u64, lo: u64, hi: u64, limit: u64) -> Result<Vec<Window>> {
    if shift == 0 {
        return Err(Error::ZeroShift);
    }
    let walk = seq.p_rank(hi.max(lo)) - seq.p_rank(lo);
    Limits::default().check("listing collision windows", Cost::work(walk))?;
    let mut out = Vec::new();
    let mut count = 0u64;
    for_each_window(seq, shift, lo, hi, |w| {
        count += 1;
        if count <= limit {
            reserve(&mut out, 1, "a list of collision windows")?;
            out.push(w);
        }
        Ok(true)
    })?;
    if count > limit {
        return Err(Error::WindowTooLarge { what: "a list of collision windows", requested: count, limit });
    }
    Ok(out)
}

/// How many windows have their lower end in [lo, hi); no list is kept.
///
/// # Errors
/// [`Error::ZeroShift`].
pub fn count_in(seq: &NimSequence, shift: u64, lo: u64, hi: u64) -> Result<u64> {
    let mut count = 0u64;
    for_each_window(seq, shift, lo, hi, |_| {
        count += 1;
        Ok(true)
    })?;
    Ok(count)
}

/// a·d windows per heap period when the values come from Theorem 1 and the shift is δ
/// (Theorem 7; preperiod 0), else `None`.
fn theorem_seven(seq: &NimSequence, shift: u64) -> Option<u64> {
    match seq {
        NimSequence::Theorem(f) if shift == f.game().delta() => f.game().windows_per_period(),
        _ => None,
    }
}

/// Windows per period: lower ends in [preperiod, preperiod + period), counted by walking the
/// P-positions of one period. For k = δ in the regime this is a·d (Theorem 7).
///
/// # Errors
/// [`Error::ZeroShift`], [`Error::Overflow`], [`Error::TooMuchWork`] when one period holds
/// more P-positions than the default work limit.
pub fn count_per_period(seq: &NimSequence, shift: u64) -> Result<u64> {
    if shift == 0 {
        return Err(Error::ZeroShift);
    }
    if let Some(windows) = theorem_seven(seq, shift) {
        return Ok(windows);
    }
    let p = seq.period();
    let end = p.preperiod.add_or(p.period, "the end of the period")?;
    let walk = seq.p_positions_split().1;
    Limits::default().check("counting the collision windows of one period", Cost::work(walk))?;
    count_in(seq, shift, p.preperiod, end)
}

/// The CLI's and JavaScript API's shape: all pairs with lower end below `periods` heap
/// periods, within the default limits.
///
/// ```
/// use asg::{collisions::collisions, Additive, Game};
/// let game = Game::additive(Additive::from_delta(5, 7).unwrap());
/// let c = collisions(game.sequence().unwrap(), 7, 3).unwrap();
/// assert_eq!(c.count, 3 * 5 * 2); // a·d per period (Theorem 7)
/// ```
///
/// # Errors
/// As [`collisions_within`].
pub fn collisions(seq: &NimSequence, shift: u64, periods: u64) -> Result<Collisions> {
    collisions_within(seq, shift, periods, &Limits::default())
}

/// How many pairs [`collisions`] would list, counted without listing them: a·d per period for
/// k = δ in the regime (Theorem 7), else by walking one period.
///
/// ```
/// use asg::{collisions::collision_count, Additive, Game, Limits};
/// let game = Game::additive(Additive::from_delta(5, 7).unwrap());
/// assert_eq!(collision_count(game.sequence().unwrap(), 7, 10_u64.pow(12), &Limits::default()).unwrap(), 10_u64.pow(13));
/// ```
///
/// # Errors
/// [`Error::ZeroShift`], [`Error::Overflow`], [`Error::TooMuchWork`] when one period holds
/// too many P-positions to walk.
pub fn collision_count(seq: &NimSequence, shift: u64, periods: u64, limits: &Limits) -> Result<u64> {
    Ok(count_pairs(seq, shift, periods, limits)?.count)
}

/// The count of pairs below `periods` periods, and what listing them needs.
struct Counted {
    count: u64,
    /// Pairs with lower end in the preperiod.
    before: u64,
    /// The heap below which lower ends lie.
    hi: u64,
    /// The end of the first period after the preperiod.
    lap_end: u64,
    /// The work of walking [0, lap_end).
    walk: Cost,
}

fn count_pairs(seq: &NimSequence, shift: u64, periods: u64, limits: &Limits) -> Result<Counted> {
    if shift == 0 {
        return Err(Error::ZeroShift);
    }
    if periods == 0 {
        // Refused as a verification of 0 periods is: a request for nothing is a mistake.
        return Err(Error::NothingToCheck { what: "collision windows over 0 periods" });
    }
    let p = seq.period();
    let (pre, per) = (p.preperiod, p.period);
    let hi = per.mul_or(periods, "periods × heap period")?.add_or(pre, "the window end")?;
    let lap_end = pre.add_or(per, "the end of the period")?;
    // Walking [0, preperiod + period) once lists (and counts) everything there is to repeat.
    let (zeros_before, zeros_per_lap) = seq.p_positions_split();
    let walk = Cost::work(zeros_before + zeros_per_lap);
    let (before, lap) = match theorem_seven(seq, shift) {
        Some(windows) => (0, windows),
        None => {
            limits.check("counting the collision windows of one period", walk)?;
            (count_in(seq, shift, 0, pre)?, count_in(seq, shift, pre, lap_end)?)
        }
    };
    let what = "the number of collision windows";
    let count = lap.mul_or(periods, what)?.add_or(before, what)?;
    Ok(Counted { count, before, hi, lap_end, walk })
}

/// As [`collisions`], within `limits`. The pairs are counted first — a·d per period for k = δ
/// in the regime (Theorem 7), else by walking one period — and the request is refused with
/// that count when the list would be too long. The list is then one walked period repeated:
/// past the preperiod, each period's pairs are the last one's with both indices moved on by
/// the number of P-positions in a period.
///
/// # Errors
/// [`Error::ZeroShift`], [`Error::Overflow`], [`Error::TooMuchWork`] when one period holds
/// too many P-positions to walk, [`Error::WindowTooLarge`] or [`Error::TooMuchMemory`] (with
/// the number of pairs) when the list is too long, [`Error::OutOfMemory`].
pub fn collisions_within(seq: &NimSequence, shift: u64, periods: u64, limits: &Limits) -> Result<Collisions> {
    let Counted { count, before, hi, lap_end, walk } = count_pairs(seq, shift, periods, limits)?;
    // Two lists: the index pairs and their heaps.
    let list = Cost::list::<[u64; 4]>(count);
    limits.check("a list of collision windows", if count > 0 { list.then(walk) } else { list })?;
    let (mut pairs, mut heaps): (Vec<[u64; 2]>, Vec<[u64; 2]>) = (Vec::new(), Vec::new());
    reserve(&mut pairs, count as usize, "a list of collision windows")?;
    reserve(&mut heaps, count as usize, "a list of collision windows")?;
    if count > 0 {
        for_each_window(seq, shift, 0, hi.min(lap_end), |w| {
            pairs.push([w.m, w.n]);
            heaps.push([w.lower, w.upper]);
            Ok(true)
        })?;
    }
    let first_lap = before as usize..pairs.len();
    if periods > 1 && !first_lap.is_empty() {
        let per_lap = seq.p_positions_split().1;
        let period = seq.period().period;
        for i in 1..periods {
            for j in first_lap.clone() {
                let ([m, n], [x, y]) = (pairs[j], heaps[j]);
                pairs.push([m + i * per_lap, n + i * per_lap]);
                // The lower heap is below `hi`, which fits in 64 bits; the upper may not.
                let lap = i * period;
                heaps.push([x + lap, y.add_or(lap, "the upper heap of a collision window")?]);
            }
        }
    }
    Ok(Collisions { shift, count: pairs.len() as u64, pairs, heaps })
}

/// A window with its run of gaps and, in the regime, the residue of the (a+1)-gap it holds
/// (every window of δ in the regime holds exactly one, docs/MATH.md, "Collision windows").
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct WindowRun {
    /// The index m of the lower P-position.
    pub m: u64,
    /// The index n of the upper P-position.
    pub n: u64,
    /// The lower P-position p_m.
    pub lower: u64,
    /// The upper P-position p_n = p_m + shift.
    pub upper: u64,
    /// The lengths of g_m, …, g_{n−1}.
    pub gaps: Vec<u64>,
    /// How many of them are 1-gaps (d − 1 for the shift δ in the regime).
    pub ones: u64,
    /// The residue r of the (a+1)-gap in the run, for shift δ in the regime; else `None`.
    pub residue: Option<u64>,
}

/// The windows with lower end in [lo, hi), at most `limit`, each with its gap run (and residue,
/// for the shift δ in the regime).
///
/// ```
/// use asg::{collisions::window_runs, Additive, Game};
/// let g = Additive::from_delta(5, 7).unwrap();
/// let seq = Game::additive(g).sequence().unwrap().clone();
/// let runs = window_runs(&seq, Some(g), 7, 0, 20, 10).unwrap();
/// assert_eq!((runs[0].lower, runs[0].gaps.clone(), runs[0].residue), (3, vec![1, 6], Some(5)));
/// ```
///
/// # Errors
/// As [`windows_in`]; [`Error::TooMuchWork`] when the runs hold more than [`MAX_RUN_GAPS`] gaps.
pub fn window_runs(
    seq: &NimSequence,
    game: Option<crate::Additive>,
    shift: u64,
    lo: u64,
    hi: u64,
    limit: u64,
) -> Result<Vec<WindowRun>> {
    let windows = windows_in(seq, shift, lo, hi, limit)?;
    check_runs(windows.iter().fold(0u64, |sum, w| sum.saturating_add(w.n - w.m)))?;
    Ok(windows.into_iter().map(|w| run_of(seq, game, shift, w)).collect())
}

/// The most gaps the runs of one answer hold together (8 bytes each, and as many heaps read):
/// a huge shift spans that many P-positions in each window.
pub const MAX_RUN_GAPS: u64 = 1 << 20;

/// Refuses runs of `gaps` gaps in all when they are more than [`MAX_RUN_GAPS`].
fn check_runs(gaps: u64) -> Result<()> {
    if gaps > MAX_RUN_GAPS {
        return Err(Error::TooMuchWork {
            what: "the gap runs of collision windows",
            positions: gaps,
            limit: MAX_RUN_GAPS,
        });
    }
    Ok(())
}

/// A window with its run of gaps, and its residue for the shift δ in the regime.
fn run_of(seq: &NimSequence, game: Option<crate::Additive>, shift: u64, w: Window) -> WindowRun {
    let theorem = game.filter(|g| g.in_regime() && g.delta() == shift);
    let gaps = w.gap_run(seq);
    let ones = gaps.iter().filter(|&&g| g == 1).count() as u64;
    let residue = theorem.and_then(|g| (w.m..w.n).find_map(|i| crate::gaps::residue_of_gap(g, i)));
    WindowRun { m: w.m, n: w.n, lower: w.lower, upper: w.upper, gaps, ones, residue }
}

/// The first window for `shift` whose lower end is `from` or later, with its run: looked for
/// in stretches that double from a few of the longest gaps, as far as one period past the
/// preperiod (after which the windows repeat, so there is none if none was found). `None`
/// when there is none below 2^64.
///
/// ```
/// use asg::{collisions::next_window_run, Additive, Game};
/// let g = Additive::from_delta(5, 7).unwrap();
/// let seq = Game::additive(g).sequence().unwrap().clone();
/// let w = next_window_run(&seq, Some(g), 7, 5).unwrap().unwrap();
/// assert_eq!((w.lower, w.upper, w.ones), (25, 32, 1)); // 25 → 26 → 32: 1 + 6
/// ```
///
/// # Errors
/// [`Error::ZeroShift`]; [`Error::TooMuchWork`] when a stretch to look through holds more than
/// [`MAX_WALK`] P-positions, or the window's run more than [`MAX_RUN_GAPS`] gaps.
pub fn next_window_run(
    seq: &NimSequence,
    game: Option<crate::Additive>,
    shift: u64,
    from: u64,
) -> Result<Option<WindowRun>> {
    if shift == 0 {
        return Err(Error::ZeroShift);
    }
    let p = seq.period();
    let end = from.max(p.preperiod).saturating_add(p.period);
    let mut span = shift.saturating_add(game.map_or(shift, |g| g.gap_lengths()[3])).saturating_mul(4);
    let mut lo = from;
    while lo < end {
        let hi = lo.saturating_add(span).min(end);
        let mut found = None;
        for_each_window(seq, shift, lo, hi, |w| {
            found = Some(w);
            Ok(false)
        })?;
        if let Some(w) = found {
            check_runs(w.n - w.m)?;
            return Ok(Some(run_of(seq, game, shift, w)));
        }
        (lo, span) = (hi, span.saturating_mul(2));
    }
    Ok(None)
}

/// The heaps of W0 − k in [lo, hi): each P-position p ≥ k shifted down to p − k, with the
/// value there (0: p − k is a P-position too, a window's lower end; for k = δ in the regime
/// every other one has value 3, Theorem 1). At most `limit` of them.
///
/// ```
/// use asg::{collisions::shifted_in, Additive, Game};
/// let seq = Game::additive(Additive::from_delta(5, 7).unwrap()).sequence().unwrap().clone();
/// // P-positions 10, 11, 24, 25, 26 less 7: 3 and 4 are P-positions, 17, 18, 19 have value 3.
/// assert_eq!(shifted_in(&seq, 7, 0, 20, 100).unwrap(), [(3, 0), (4, 0), (17, 3), (18, 3), (19, 3)]);
/// ```
///
/// # Errors
/// [`Error::ZeroShift`]; [`Error::WindowTooLarge`] when more than `limit` lie there.
pub fn shifted_in(seq: &NimSequence, shift: u64, lo: u64, hi: u64, limit: u64) -> Result<Vec<(u64, u8)>> {
    if shift == 0 {
        return Err(Error::ZeroShift);
    }
    let Some(from) = lo.checked_add(shift) else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for (_, p) in seq.p_positions_from(seq.p_rank(from)) {
        let q = p - shift;
        if q >= hi {
            break;
        }
        if out.len() as u64 >= limit {
            return Err(Error::WindowTooLarge { what: "a list of shifted P-positions", requested: limit + 1, limit });
        }
        out.push((q, seq.value(q)));
    }
    Ok(out)
}

/// The most P-positions one listing or count of windows walks (the index period of every
/// game with a, δ ≤ 10^4 fits, so a period can always be counted).
pub const MAX_WALK: u64 = 1 << 25;

/// Two pointers over the P-positions: `m` walks [lo, hi), `n` stays at the first p_n ≥ p_m + k;
/// `visit` says whether to go on. Refuses a range with more than [`MAX_WALK`] P-positions
/// before it starts.
fn for_each_window(
    seq: &NimSequence,
    shift: u64,
    lo: u64,
    hi: u64,
    mut visit: impl FnMut(Window) -> Result<bool>,
) -> Result<()> {
    if shift == 0 {
        return Err(Error::ZeroShift);
    }
    let Some(upper_lo) = lo.checked_add(shift) else {
        return Ok(());
    };
    let walk = seq.p_rank(hi.max(lo)) - seq.p_rank(lo);
    if walk > MAX_WALK {
        return Err(Error::TooMuchWork { what: "looking for collision windows", positions: walk, limit: MAX_WALK });
    }
    let mut upper = seq.p_positions_from(seq.p_rank(upper_lo)).peekable();
    for (m, pm) in seq.p_positions_from(seq.p_rank(lo)) {
        if pm >= hi {
            break;
        }
        let Some(target) = pm.checked_add(shift) else {
            break;
        };
        while upper.next_if(|&(_, pn)| pn < target).is_some() {}
        match upper.peek() {
            Some(&(n, pn)) if pn == target => {
                if !visit(Window { m, n, lower: pm, upper: pn })? {
                    break;
                }
            }
            Some(_) => {}
            None => break,
        }
    }
    Ok(())
}

/// Counts of windows by the heap of their lower end, for drawing them zoomed out: a binary
/// search and a few words of the table per query, after one pass over a period table. `None`
/// for a sequence without a table (Theorem 1 with a period too long to tabulate), and for a
/// shift of 0 or one that would take a heap of the table past 2^64.
pub struct WindowCounter {
    shift: u64,
    flags: IndexCounts<2>,
}

impl WindowCounter {
    /// The counter for windows of `shift` in a sequence, read off `table` (or the sequence's
    /// own); `None` without a table, for shift 0, or when x + shift could pass 2^64.
    pub fn new(seq: &NimSequence, table: Option<&PeriodicValues>, shift: u64) -> Option<Self> {
        let table = table.or(seq.table())?;
        if shift == 0 {
            return None;
        }
        // A P-position x is a window's lower end when x + shift is a P-position too.
        let flags = IndexCounts::pairs(table, shift)?;
        Some(WindowCounter { shift, flags })
    }

    /// The shift k the windows span.
    pub fn shift(&self) -> u64 {
        self.shift
    }

    /// Windows whose lower end has P-position index in [n0, n1).
    pub fn between_indices(&self, n0: u64, n1: u64) -> u64 {
        self.flags.between(n0, n1)[1]
    }
}
