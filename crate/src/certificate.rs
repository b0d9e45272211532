//! A proof of the closed form for one game by a finite check (docs/MATH.md, "A proof for one
//! game: the certificate"): the certificate of (a, δ).
//!
//! The mex rule gives heap x the value c exactly when two duties hold at x: **anti-collision**
//! (no option x − s, s ∈ S, s ≤ x, has value c) and **reachability** (every value below c is the
//! value of some option). Take the *candidate classes* of the closed form: class 0 when x = w_n
//! for some n; else 1 when x − a is; else 2 when x + b is; else 3 when x + δ is; no class
//! otherwise. If every heap has a class and both duties hold at every heap for the candidate
//! classes of its options, then g(x) is x's class for every x, by induction on x: the options of
//! x are smaller heaps, whose values are their classes, and the two duties say that the mex of
//! those classes is x's class.
//!
//! That is infinitely many heaps, but the classes repeat: w_{n+aδ} = w_n + P with P = a(3δ + a)
//! for every n, so for heaps y ≥ 0, y is some w_n exactly when y + P is, and the class of any
//! x ≥ a (whose four tested heaps x, x − a, x + b, x + δ are all heaps) equals that of x + P. The
//! duties at x read the classes of x, x − a, x − b and x − a − b, so at every x ≥ 2a + b they are
//! the duties at x + P: every heap from P + 2a + b on repeats one of 2a + b … P + 2a + b − 1.
//! Checking the heaps 0 … P + 2a + b − 1 therefore checks them all: when the check passes, the
//! closed form is *proved* for this game. The check runs for any (a, δ), in the
//! regime or not; outside it, it names the first heap where the argument breaks.

use crate::additive::Additive;
use crate::closed_form::WSequence;
use crate::error::{Checked, Result};
use crate::limits::{filled, Cost, Limits};
use crate::proof::{ProofSteps, Witness, WitnessCase};
use serde::Serialize;

/// Heaps checked per chunk; each chunk fills four small buffers of classes.
const CHUNK: usize = 1 << 16;

/// The largest a + b for which a chunk's options are read from one buffer of the classes from
/// x − a − b on (else each option has a buffer of its own, filled by walks of its own). That
/// buffer fills a + b classes more than the chunk's own, every chunk: it pays while a + b is
/// less than the three chunks' worth the other way fills (past that, a game with a + b in the
/// millions filled its whole reach again for every 65 536 heaps, ten times the work).
const SPAN: u64 = 2 * CHUNK as u64;

/// The mark of a heap that has no class (and of a heap below 0, which is no heap).
const NONE: u8 = 4;

/// What the certificate found for one class c: how many heaps of that class were checked, and
/// the first heap of the class where each duty fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ClassDuties {
    /// The class, 0 to 3 (W0, W1 = W0 + a, W2 = W0 − b, W3).
    #[cfg_attr(test, ts(type = "0 | 1 | 2 | 3"))]
    pub class: u8,
    /// Heaps of this class among those checked.
    pub heaps: u64,
    /// The first heap x of this class with an option x − s of the same class, if any.
    pub anti_collision_failure: Option<u64>,
    /// The first heap x of this class for which some smaller class is no option's class, if any.
    pub reachability_failure: Option<u64>,
}

impl ClassDuties {
    /// True when neither duty failed for this class.
    pub fn holds(&self) -> bool {
        self.anti_collision_failure.is_none() && self.reachability_failure.is_none()
    }
}

/// One case of the reachability step ([`crate::proof::WitnessCase`]) checked on the heaps of one
/// heap period: how many heaps of the case have every option it names, of the value it names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct CaseCheck {
    /// The class, 1 to 3.
    #[cfg_attr(test, ts(type = "1 | 2 | 3"))]
    pub class: u8,
    /// Heaps of the case (by their index n's cell of the torus) whose named options reach
    /// the named values, in the period checked.
    pub found: u64,
    /// Heaps of the case where some named option does not (none in the regime).
    pub missed: u64,
    /// The first heap of the case found, if any: an example to show.
    pub example: Option<u64>,
}

/// The certificate of a game: the two duties of the mex rule checked for each candidate class on
/// every heap below P + 2a + b, and whether every heap has a class (`asg prove`,
/// `game.prove()`).
///
/// ```
/// use asg::{certificate::prove, Additive};
/// let c = prove(Additive::from_delta(5, 7).unwrap()).unwrap();
/// assert!(c.holds); // the closed form is proved for (5, 7): heaps 0 … 151 checked
/// assert_eq!((c.heap_period, c.checked), (130, 130 + 2 * 5 + 12));
/// let outside = prove(Additive::from_delta(5, 16).unwrap()).unwrap();
/// assert!(!outside.holds);
/// // w_11 = 21 and w_0 = 0 are both in class 0, and 21 − 0 = 21 = b is a move.
/// assert_eq!(outside.classes[0].anti_collision_failure, Some(21));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Certificate {
    /// The game's a.
    pub a: u64,
    /// The game's δ = b − a.
    pub delta: u64,
    /// P = a(3δ + a): w_{n+aδ} = w_n + P, so the classes repeat with this period.
    pub heap_period: u64,
    /// Heaps checked, from 0: P + 2a + b when the check is complete (fewer in a partial one).
    pub checked: u64,
    /// True when the check is complete, every heap has a class and both duties hold for every
    /// class: the closed form is then the game's nim sequence, proved.
    pub holds: bool,
    /// The first heap with no class, if any.
    pub partition_failure: Option<u64>,
    /// The duties of the classes 0, 1, 2 and 3, in order.
    pub classes: [ClassDuties; 4],
}

/// One option of a heap in the local check: the move, the heap it leaves, and that heap's class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct OptionClass {
    /// The move s, a, b or a + b.
    pub take: u64,
    /// The heap x − s.
    pub to: u64,
    /// Its candidate class, if it has one.
    #[cfg_attr(test, ts(type = "0 | 1 | 2 | 3 | null"))]
    pub class: Option<u8>,
}

/// The certificate's check at one heap x: its class, its options' classes, and which duty holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct DutiesAt {
    /// The heap x.
    pub heap: u64,
    /// Its candidate class, if it has one.
    #[cfg_attr(test, ts(type = "0 | 1 | 2 | 3 | null"))]
    pub class: Option<u8>,
    /// Its options x − s for the moves s ≤ x, in increasing order of s.
    pub options: Vec<OptionClass>,
    /// True when no option is in x's class.
    pub anti_collision: bool,
    /// The values below x's class that no option has (empty when reachability holds).
    pub unreached: Vec<u8>,
}

/// The local check of the certificate at heap x, for a page or a table to show.
///
/// ```
/// use asg::{certificate::duties_at, Additive};
/// let at = duties_at(Additive::from_delta(5, 16).unwrap(), 21);
/// assert_eq!(at.class, Some(0));
/// assert!(!at.anti_collision); // 21 − 21 = 0 is in W0 too
/// assert_eq!(at.options.iter().map(|o| (o.take, o.to, o.class)).collect::<Vec<_>>(), [(5, 16, Some(1)), (21, 0, Some(0))]);
/// ```
pub fn duties_at(game: Additive, x: u64) -> DutiesAt {
    let w = WSequence::new(game);
    let class = candidate_class(game, &w, x);
    let options: Vec<OptionClass> = [game.a(), game.b(), game.a() + game.b()]
        .into_iter()
        .filter(|&s| s <= x)
        .map(|take| OptionClass { take, to: x - take, class: candidate_class(game, &w, x - take) })
        .collect();
    let has = |v: u8| options.iter().any(|o| o.class == Some(v));
    let anti_collision = class.is_none_or(|c| !has(c));
    let unreached = (0..class.unwrap_or(0)).filter(|&v| !has(v)).collect();
    DutiesAt { heap: x, class, options, anti_collision, unreached }
}

/// The first heap from which the certificate's local checks repeat with the heap period: 2a + b
/// (every option of such a heap is at least a, where the classes repeat).
pub fn repeats_from(game: Additive) -> u64 {
    // Below P + 2a + b, which fits when a game's certificate can be made at all.
    game.a().saturating_mul(2).saturating_add(game.b())
}

/// The number of heaps the certificate of `game` checks: P + 2a + b.
///
/// # Errors
/// [`crate::Error::Overflow`] when it passes 2^64 − 1.
pub fn heaps_to_check(game: Additive) -> Result<u64> {
    let what = "the heaps a certificate checks, P + 2a + b";
    game.heap_period()?.add_or(game.a(), what)?.add_or(game.a(), what)?.add_or(game.b(), what)
}

/// What the certificate of `game` costs: eight positions per heap checked (the classes of the
/// heap and of its three options, each from four tests, and the case of its index: about as much
/// work as eight values of the mex rule, measured),
/// and a buffer of the classes of a chunk and the a + b heaps before it (four buffers of
/// a chunk's length when a + b is large).
///
/// # Errors
/// As [`heaps_to_check`].
pub fn certificate_cost(game: Additive) -> Result<Cost> {
    let reach = game.a() + game.b();
    let bytes = if reach <= SPAN { CHUNK as u64 + reach } else { 4 * CHUNK as u64 };
    let positions = heaps_to_check(game)?.mul_or(8, "the work of a certificate")?;
    Ok(Cost { positions, entries: 0, bytes })
}

/// The certificate of `game`, within the default work limit.
///
/// # Errors
/// As [`CertificateJob::new`].
pub fn prove(game: Additive) -> Result<Certificate> {
    let mut job = CertificateJob::new(game, &Limits::default())?;
    loop {
        if let Some(c) = job.step(u64::MAX) {
            return Ok(c);
        }
    }
}

/// The candidate class of heap x by the closed form (0 to 3), or `None` when x has none: 0 when
/// x = w_n, else 1 when x − a = w_n, else 2 when x + b = w_n, else 3 when x + δ = w_n. For any
/// a and δ; the classes are the nim-values exactly when the certificate holds. `None` also when
/// x + b passes 2^64.
///
/// ```
/// use asg::{certificate::candidate_class, Additive, WSequence};
/// let game = Additive::from_delta(5, 7).unwrap();
/// let w = WSequence::new(game);
/// let first: Vec<Option<u8>> = (15..20).map(|x| candidate_class(game, &w, x)).collect();
/// assert_eq!(first, [Some(1), Some(1), Some(3), Some(3), Some(3)]); // g = 1 1 3 3 3
/// ```
pub fn candidate_class(game: Additive, w: &WSequence, x: u64) -> Option<u8> {
    if w.contains(x) {
        Some(0)
    } else if x >= game.a() && w.contains(x - game.a()) {
        Some(1)
    } else if w.contains(x.checked_add(game.b())?) {
        Some(2)
    } else if w.contains(x.checked_add(game.delta())?) {
        Some(3)
    } else {
        None
    }
}

/// A certificate that can stop and resume: [`CertificateJob::step`] checks a bounded number of
/// heaps, so that a caller can show progress (and stop, with a partial certificate).
#[derive(Debug, Clone)]
pub struct CertificateJob {
    game: Additive,
    w: WSequence,
    total: u64,
    checked: u64,
    partition_failure: Option<u64>,
    classes: [ClassDuties; 4],
    /// The classes of the heaps x − a − b … x of a chunk, when a + b is at most [`SPAN`].
    span: Vec<u8>,
    /// Else the classes of the heaps x of a chunk, and of x − a, x − b and x − a − b.
    here: Vec<u8>,
    options: [Vec<u8>; 3],
    /// In the regime, the cases of the reachability step, checked over the heap period that
    /// starts at 2a + b (every heap there has all three options).
    cases: Vec<(WitnessCase, CaseCheck)>,
}

impl CertificateJob {
    /// A certificate of `game`, refused before any work when it costs more than `limits`.
    ///
    /// # Errors
    /// [`crate::Error::Overflow`], [`crate::Error::TooMuchWork`] past the work limit,
    /// [`crate::Error::OutOfMemory`].
    pub fn new(game: Additive, limits: &Limits) -> Result<Self> {
        Self::with_span(game, limits, SPAN)
    }

    /// As [`CertificateJob::new`], reading the options from one buffer when a + b ≤ `span`.
    fn with_span(game: Additive, limits: &Limits, span: u64) -> Result<Self> {
        let cost = certificate_cost(game)?;
        limits.check("a certificate", cost)?;
        let total = heaps_to_check(game)?;
        let what = "a certificate";
        let reach = game.a() + game.b();
        let spans = reach <= span;
        let own = if spans { 0 } else { CHUNK };
        let duties = |class| ClassDuties { class, heaps: 0, anti_collision_failure: None, reachability_failure: None };
        Ok(CertificateJob {
            game,
            w: WSequence::new(game),
            total,
            checked: 0,
            partition_failure: None,
            classes: [duties(0), duties(1), duties(2), duties(3)],
            span: filled(what, if spans { CHUNK + reach as usize } else { 0 }, NONE)?,
            here: filled(what, own, NONE)?,
            options: [filled(what, own, NONE)?, filled(what, own, NONE)?, filled(what, own, NONE)?],
            cases: match ProofSteps::new(game) {
                Ok(steps) => steps
                    .cases
                    .into_iter()
                    .map(|case| {
                        let check = CaseCheck { class: case.class, found: 0, missed: 0, example: None };
                        (case, check)
                    })
                    .collect(),
                Err(_) => Vec::new(),
            },
        })
    }

    /// In the regime, the cases of the reachability step ([`ProofSteps::cases`], in that order)
    /// as found on one heap period; empty outside the regime. Complete once the job is done.
    pub fn case_checks(&self) -> Vec<CaseCheck> {
        self.cases.iter().map(|(_, check)| *check).collect()
    }

    /// Heaps checked so far, and how many there are to check.
    pub fn progress(&self) -> (u64, u64) {
        (self.checked, self.total)
    }

    /// Checks about `work` more heaps (not positions; a whole chunk at least); `Some` with the certificate
    /// once every heap is checked (again on every later call).
    pub fn step(&mut self, work: u64) -> Option<Certificate> {
        let mut left = work;
        while self.checked < self.total && left > 0 {
            let len = (self.total - self.checked).min(CHUNK as u64) as usize;
            self.check_chunk(self.checked, len);
            self.checked += len as u64;
            left = left.saturating_sub(len as u64);
        }
        (self.checked == self.total).then(|| self.result())
    }

    /// What has been found so far: the certificate when done, else a partial one (`holds`
    /// false) of the first `checked` heaps.
    pub fn result(&self) -> Certificate {
        let complete = self.checked == self.total;
        Certificate {
            a: self.game.a(),
            delta: self.game.delta(),
            // total = P + 2a + b ([`heaps_to_check`]).
            heap_period: self.total - 2 * self.game.a() - self.game.b(),
            checked: self.checked,
            holds: complete && self.partition_failure.is_none() && self.classes.iter().all(ClassDuties::holds),
            partition_failure: self.partition_failure,
            classes: self.classes,
        }
    }

    /// Checks heaps from … from + len − 1.
    fn check_chunk(&mut self, from: u64, len: usize) {
        let (game, w) = (self.game, self.w);
        let (a, b) = (game.a() as usize, game.b() as usize);
        // The classes of x and of its options x − a, x − b, x − a − b: one buffer from
        // x − a − b on when that is short, else one buffer for each.
        let (here, options): (&[u8], [&[u8]; 3]) = if self.span.len() >= len + a + b {
            let span = &mut self.span[..len + a + b];
            fill_classes(game, &w, from as i128 - (a + b) as i128, span);
            (&span[a + b..], [&span[b..b + len], &span[a..a + len], &span[..len]])
        } else {
            let moves = [a, b, a + b];
            fill_classes(game, &w, from as i128, &mut self.here[..len]);
            for (out, s) in self.options.iter_mut().zip(moves) {
                fill_classes(game, &w, from as i128 - s as i128, &mut out[..len]);
            }
            let [o1, o2, o3] = &self.options;
            (&self.here[..len], [&o1[..len], &o2[..len], &o3[..len]])
        };
        for (i, &class) in here.iter().enumerate() {
            let x = from + i as u64;
            if class == NONE {
                self.partition_failure.get_or_insert(x);
                continue;
            }
            let duties = &mut self.classes[class as usize];
            duties.heaps += 1;
            // The classes among the options (a heap below 0 is marked NONE: no option).
            let reached = options.iter().map(|o| o[i]).filter(|&c| c != NONE).fold(0u8, |m, c| m | 1 << c);
            if reached & (1 << class) != 0 {
                duties.anti_collision_failure.get_or_insert(x);
            }
            let below = (1u8 << class) - 1;
            if reached & below != below {
                duties.reachability_failure.get_or_insert(x);
            }
        }
        if !self.cases.is_empty() {
            tally_cases(game, &w, &mut self.cases, from, here, options);
        }
    }
}

/// The heaps of the reachability cases among `from` … `from + here.len() − 1` (those of the
/// heap period from 2a + b on), walked by their index n: the case is n's cell of the torus,
/// and its named options must have the named values. The first heap of a case is also checked
/// to be the named P-positions (w_{n − lag}, shifted), which the lag formula says of all.
fn tally_cases(
    game: Additive,
    w: &WSequence,
    cases: &mut [(WitnessCase, CaseCheck)],
    from: u64,
    here: &[u8],
    options: [&[u8]; 3],
) {
    let (a, b, delta) = (game.a(), game.b(), game.delta());
    let lo = from.max(2 * a + b);
    // The period fits: the job was made ([`heaps_to_check`]).
    let hi = (from + here.len() as u64).min(game.heap_period().unwrap_or(0) + 2 * a + b);
    if lo >= hi {
        return;
    }
    let moves = [a, b, a + b];
    // The shift of each class from W0: W1 = W0 + a, W2 = W0 − b, W3 ⊆ W0 − δ.
    let shift = |c: u8| [0i128, a as i128, -(b as i128), -(delta as i128)][c as usize];
    for class in 1..=3u8 {
        // x = w_n + t in [lo, hi): w_n in [lo − t, hi − t), all above 0 here.
        let start = (lo as i128 - shift(class)) as u64;
        let end = (hi as i128 - shift(class)) as u64;
        let first = w.rank(start);
        let (mut u, mut v) = (first % a, first % delta);
        for (n, p) in w.iter_from(first) {
            if p >= end {
                break;
            }
            let x = (p as i128 + shift(class)) as u64;
            let i = (x - from) as usize;
            if here[i] == class {
                let inside = |[lo, hi]: [u64; 2], r: u64| lo <= r && r < hi;
                let found =
                    cases.iter_mut().find(|(c, _)| c.class == class && inside(c.mod_a, u) && inside(c.mod_delta, v));
                if let Some((case, check)) = found {
                    let reaches = case.witnesses.iter().all(|wit| {
                        let slot = moves.iter().position(|&s| s == wit.take);
                        slot.is_some_and(|k| options[k][i] == wit.value)
                    });
                    let named = |wit: &Witness| {
                        let m = n.checked_sub(wit.lag).and_then(|m| w.w(m).ok());
                        m.is_some_and(|wm| x as i128 - wit.take as i128 == wm as i128 + shift(wit.value))
                    };
                    if reaches && (check.example.is_some() || case.witnesses.iter().all(named)) {
                        check.found += 1;
                        check.example.get_or_insert(x);
                    } else {
                        check.missed += 1;
                    }
                }
            }
            u = if u + 1 == a { 0 } else { u + 1 };
            v = if v + 1 == delta { 0 } else { v + 1 };
        }
    }
}

/// Writes the candidate class of each heap y = lo, lo + 1, … into `out` ([`NONE`] where y has
/// none or is below 0), walking the w_n once per test: O(len) however large a or b.
fn fill_classes(game: Additive, w: &WSequence, lo: i128, out: &mut [u8]) {
    out.fill(NONE);
    let len = out.len() as i128;
    if lo + len <= 0 {
        return;
    }
    let (a, b, delta) = (game.a() as i128, game.b() as i128, game.delta() as i128);
    // Marks class `class` at y wherever y + shift is a P-position, for y in [lo, lo + len) and
    // y ≥ 0; the classes are marked from the last tested to the first, so the first test wins.
    let mut mark = |shift: i128, class: u8| {
        let first = (lo.max(0) + shift).max(0);
        let last = lo + len - 1 + shift;
        if last < first {
            return;
        }
        for (_, p) in w.iter_from(w.rank(first as u64)) {
            let p = p as i128;
            if p > last {
                break;
            }
            let y = p - shift;
            if y >= lo.max(0) {
                out[(y - lo) as usize] = class;
            }
        }
    };
    mark(delta, 3);
    mark(b, 2);
    mark(-a, 1);
    mark(0, 0);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_ways_of_reading_the_options_give_one_certificate() {
        // One buffer from x − a − b on, or a buffer per option: the same duties, failures and
        // cases, across chunk edges (periods past 65 536 heaps), in and out of the regime.
        for (a, delta) in [(5, 7), (5, 16), (1, 1), (6, 9), (7, 30), (3, 2), (101, 150), (250, 373), (40, 500)] {
            let game = Additive::from_delta(a, delta).unwrap();
            let run = |span| {
                let mut job = CertificateJob::with_span(game, &Limits::default(), span).unwrap();
                let certificate = loop {
                    if let Some(c) = job.step(1 << 20) {
                        break c;
                    }
                };
                (certificate, job.case_checks())
            };
            assert_eq!(run(u64::MAX), run(0), "({a}, {delta})");
        }
    }

    #[test]
    fn the_filled_classes_are_the_candidate_classes() {
        for (a, delta) in [(5, 7), (5, 16), (1, 1), (2, 3), (6, 9), (7, 30), (3, 2)] {
            let game = Additive::from_delta(a, delta).unwrap();
            let w = WSequence::new(game);
            for lo in [-40i128, -3, 0, 1, 17, 999] {
                let mut out = vec![9u8; 300];
                fill_classes(game, &w, lo, &mut out);
                for (i, &c) in out.iter().enumerate() {
                    let y = lo + i as i128;
                    let want = if y < 0 { None } else { candidate_class(game, &w, y as u64) };
                    assert_eq!(c, want.unwrap_or(NONE), "({a}, {delta}) y = {y}");
                }
            }
        }
    }

    #[test]
    fn a_certificate_in_steps_equals_one_at_once() {
        let game = Additive::from_delta(211, 300).unwrap(); // P = 234 421: a few chunks
        let whole = prove(game).unwrap();
        let mut job = CertificateJob::new(game, &Limits::default()).unwrap();
        assert!(job.step(1).is_none(), "one chunk is not the whole");
        let partial = job.result();
        assert!(!partial.holds && partial.checked == CHUNK as u64);
        while job.step(1000).is_none() {}
        assert_eq!(job.step(1), Some(whole.clone()), "a finished job gives its answer again");
        assert!(whole.holds);
        assert_eq!(whole.classes.iter().map(|c| c.heaps).sum::<u64>(), whole.checked);
    }

    #[test]
    fn every_heap_of_a_period_is_in_one_case_and_reaches_its_values() {
        for (a, delta) in [(5, 7), (7, 12), (2, 3), (13, 20)] {
            let game = Additive::from_delta(a, delta).unwrap();
            let mut job = CertificateJob::new(game, &Limits::default()).unwrap();
            while job.step(u64::MAX).is_none() {}
            let steps = ProofSteps::new(game).unwrap();
            let checks = job.case_checks();
            assert_eq!(checks.len(), steps.cases.len());
            for (case, check) in steps.cases.iter().zip(&checks) {
                assert_eq!((check.found, check.missed), (case.per_period, 0), "({a}, {delta}) {case:?}");
                assert!(check.example.is_some());
            }
        }
        let outside = CertificateJob::new(Additive::from_delta(5, 16).unwrap(), &Limits::default()).unwrap();
        assert!(outside.case_checks().is_empty());
    }

    #[test]
    fn a_certificate_past_the_work_limit_is_refused() {
        let game = Additive::from_delta(10_000, 19_999).unwrap(); // P ≈ 7 · 10⁸
        let limits = Limits::with_work(1 << 20).unwrap();
        assert!(matches!(CertificateJob::new(game, &limits), Err(crate::Error::TooMuchWork { .. })));
    }
}
