//! Checking Theorem 1 against the mex rule, heap by heap, with bounded memory.

use crate::additive::Additive;
use crate::closed_form::WSequence;
use crate::error::Result;
use crate::limits::{filled, verify_cost, Limits};
use crate::mex::MexStream;
use serde::Serialize;

/// Heaps compared per chunk: the mex rule and the formula each fill one buffer of this size.
const CHUNK: usize = 1 << 18;

/// The first heap where Theorem 1's prediction and the mex rule disagree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Counterexample {
    /// The heap.
    pub heap: u64,
    /// Its value by the mex rule.
    pub mex: u8,
    /// The value the formula of Theorem 1 gives it.
    pub formula: u8,
}

/// What a verification checked and found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Verification {
    /// The game's a.
    pub a: u64,
    /// The game's δ = b − a.
    pub delta: u64,
    /// The formula's heap period a(3δ + a).
    pub heap_period: u64,
    /// Heap periods asked to be checked.
    pub periods: u64,
    /// Heaps checked, from 0.
    pub heaps_checked: u64,
    /// The first disagreement, if one was found.
    pub counterexample: Option<Counterexample>,
    /// True when every heap was checked or a counterexample found; false for a verification
    /// stopped part way, which then says only that the first `heaps_checked` heaps agree.
    pub complete: bool,
}

/// Compares the formula with the mex rule on every heap below `periods`·a(3δ + a), within
/// the default work limit.
///
/// ```
/// use asg::{verify::verify, Additive};
/// assert!(verify(Additive::from_delta(5, 7).unwrap(), 3).unwrap().counterexample.is_none());
/// let outside = verify(Additive::from_delta(5, 4).unwrap(), 1).unwrap();
/// assert!(outside.counterexample.is_some()); // the formula is not the game there
/// assert!(verify(Additive::from_delta(5, 7).unwrap(), 0).is_err()); // nothing to check
/// ```
///
/// # Errors
/// As [`VerifyJob::new`].
pub fn verify(game: Additive, periods: u64) -> Result<Verification> {
    let mut job = VerifyJob::new(game, periods, &Limits::default())?;
    loop {
        if let Some(v) = job.step(u64::MAX) {
            return v;
        }
    }
}

/// A verification that can stop and resume: [`VerifyJob::step`] checks a bounded number of
/// heaps, so a caller can show progress and stop with a valid partial answer.
#[derive(Debug, Clone)]
pub struct VerifyJob {
    game: Additive,
    w: WSequence,
    mex: MexStream,
    periods: u64,
    total: u64,
    checked: u64,
    counterexample: Option<Counterexample>,
    formula: Vec<u8>,
}

impl VerifyJob {
    /// A verification of `periods` heap periods, refused before any work when it costs too much.
    ///
    /// # Errors
    /// [`crate::Error::NothingToCheck`] for 0 periods, [`crate::Error::Overflow`],
    /// [`crate::Error::TooMuchWork`] past the work limit, [`crate::Error::OutOfMemory`].
    pub fn new(game: Additive, periods: u64, limits: &Limits) -> Result<Self> {
        let cost = verify_cost(game, periods)?;
        limits.check("a verification", cost)?;
        Ok(VerifyJob {
            game,
            w: WSequence::new(game),
            mex: MexStream::new(&game.moves()),
            periods,
            total: cost.positions,
            checked: 0,
            counterexample: None,
            formula: filled("a verification", CHUNK, 0u8)?,
        })
    }

    /// Heaps checked so far, and how many there are to check.
    pub fn progress(&self) -> (u64, u64) {
        (self.checked, self.total)
    }

    /// True when every heap was checked or a counterexample was found.
    pub fn is_done(&self) -> bool {
        self.counterexample.is_some() || self.checked == self.total
    }

    /// Checks at most about `work` more heaps (a whole chunk at least); `Some` with the answer
    /// once done (again on every later call).
    ///
    /// # Errors
    /// [`crate::Error::OutOfMemory`] when the stream of the mex rule cannot grow.
    pub fn step(&mut self, work: u64) -> Option<Result<Verification>> {
        let mut left = work;
        while !self.is_done() && left > 0 {
            let len = (self.total - self.checked).min(CHUNK as u64) as usize;
            let base = self.checked;
            let formula = &mut self.formula[..len];
            self.w.fill_formula(base, formula);
            let mex = match self.mex.next_chunk(len) {
                Ok(mex) => mex,
                Err(e) => return Some(Err(e)),
            };
            match mex.iter().zip(formula.iter()).position(|(m, f)| m != f) {
                Some(i) => {
                    let heap = base + i as u64;
                    self.counterexample = Some(Counterexample { heap, mex: mex[i], formula: formula[i] });
                    self.checked = heap + 1;
                }
                None => self.checked += len as u64,
            }
            left = left.saturating_sub(len as u64);
        }
        self.is_done().then(|| Ok(self.result()))
    }

    /// What has been found so far: the answer when done, else a partial verification
    /// (`complete` false) of the first `heaps_checked` heaps.
    pub fn result(&self) -> Verification {
        Verification {
            a: self.game.a(),
            delta: self.game.delta(),
            heap_period: self.total / self.periods, // total = periods × P (verify_cost)
            periods: self.periods,
            heaps_checked: self.checked,
            counterexample: self.counterexample,
            complete: self.is_done(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Error;

    #[test]
    fn the_walked_formula_is_the_formula_heap_by_heap() {
        // Inside and outside the regime (where the classes overlap), and far out.
        for (a, delta) in [(5, 7), (5, 4), (5, 11), (4, 16), (1, 1), (2, 3), (7, 30)] {
            let game = Additive::from_delta(a, delta).unwrap();
            let w = WSequence::new(game);
            for from in [0u64, 1, 17, 999, 1 << 40, u64::MAX - 2999] {
                let mut out = vec![9u8; 3000];
                w.fill_formula(from, &mut out);
                for (i, &v) in out.iter().enumerate() {
                    let x = from + i as u64;
                    if let Some(want) = w.formula_value(x) {
                        assert_eq!(v, want, "a={a} δ={delta} x={x}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_verification_in_steps_equals_one_at_once_and_stops_validly() {
        let game = Additive::from_delta(7, 12).unwrap(); // P = 301
        let whole = verify(game, 2000).unwrap();
        let mut job = VerifyJob::new(game, 2000, &Limits::default()).unwrap();
        assert!(job.step(1).is_none(), "one chunk is not the whole");
        let partial = job.result();
        assert!(!partial.complete && partial.heaps_checked > 0 && partial.counterexample.is_none());
        while job.step(1000).is_none() {}
        assert_eq!(job.step(1), Some(Ok(whole.clone())), "a finished job gives its answer again");
        assert!(whole.complete && whole.heaps_checked == 2000 * 301);
    }

    #[test]
    fn the_counterexample_is_the_first_disagreement() {
        let game = Additive::from_delta(5, 4).unwrap();
        let v = verify(game, 1).unwrap();
        let c = v.counterexample.unwrap();
        let mex = crate::mex::nim_values(&game.moves(), c.heap as usize + 1);
        let w = WSequence::new(game);
        for x in 0..c.heap {
            assert_eq!(w.formula_value(x), Some(mex[x as usize]));
        }
        assert_eq!((c.mex, Some(c.formula)), (mex[c.heap as usize], w.formula_value(c.heap)));
        assert_eq!(v.heaps_checked, c.heap + 1);
    }

    #[test]
    fn nothing_to_check_and_too_much_are_refused() {
        let game = Additive::from_delta(5, 7).unwrap();
        assert_eq!(verify(game, 0), Err(Error::NothingToCheck { what: "a verification of 0 periods" }));
        assert!(matches!(verify(game, u64::MAX / 130), Err(Error::TooMuchWork { .. })));
    }
}
