//! Bounds on the work, memory and output of one request, and the estimates of what each request
//! costs, checked before any work starts so that nothing runs for hours or allocates without end.
//!
//! Work is counted in *positions*: heaps whose value the mex rule (or Theorem 1's formula, in a
//! check) computes, or P-positions a walk visits; about 10⁸–10⁹ a second on one core. Memory is
//! counted in bytes of the lists a call returns; output in entries of those lists. The CLI and
//! the JavaScript API check the same estimates against the same limits.

use crate::additive::Additive;
use crate::error::{Checked, Error, Result};
use serde::Serialize;

/// Entries in any list one call returns (64 Mi): values of a window, P-positions, pairs, rows.
pub const MAX_WINDOW: u64 = 1 << 26;

/// Bytes one request may hold at once (1 GiB): the list it returns, or the buffers of a
/// stream. The period table of a game is bounded on its own, by [`MAX_BOUND`].
pub const MAX_MEMORY: u64 = 1 << 30;

/// The largest memory bound for period finding (`--bound`): positions the mex rule may hold,
/// one byte each (1 GiB), plus about three bytes each for the period table's counts.
pub const MAX_BOUND: u64 = 1 << 30;

/// The default work limit: positions one request may compute (2^31, from about 2 s to 15 s on
/// one core, as fast as the kernel runs for the set). A period search computes at most twice
/// its memory bound, so it stays within this limit whatever `--bound` is.
pub const MAX_WORK: u64 = 1 << 31;

/// The highest work limit a caller may ask for (`--max-work`): about a day of work.
pub const MAX_WORK_CEILING: u64 = 1 << 46;

/// What a request will cost, estimated before it starts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Cost {
    /// Positions to compute (see the module documentation).
    pub positions: u64,
    /// Entries in the longest list returned.
    pub entries: u64,
    /// Bytes held at once: that list, or the buffers of a stream.
    pub bytes: u64,
}

impl Cost {
    /// Work alone, with no list to return.
    pub fn work(positions: u64) -> Self {
        Cost { positions, entries: 0, bytes: 0 }
    }

    /// A list of `entries` items of type `T`, each computed in O(1).
    pub fn list<T>(entries: u64) -> Self {
        let bytes = entries.saturating_mul(std::mem::size_of::<T>() as u64);
        Cost { positions: entries, entries, bytes }
    }

    /// Both costs, one after the other.
    pub fn then(self, other: Cost) -> Cost {
        Cost {
            positions: self.positions.saturating_add(other.positions),
            entries: self.entries.max(other.entries),
            bytes: self.bytes.max(other.bytes),
        }
    }
}

/// The limits one request is checked against: [`MAX_WINDOW`] entries per list and
/// [`MAX_MEMORY`] bytes (fixed), and a work limit ([`MAX_WORK`] unless raised).
///
/// ```
/// use asg::limits::{Cost, Limits, MAX_WORK};
/// let limits = Limits::default();
/// assert!(limits.check("a small job", Cost::work(1000)).is_ok());
/// assert!(limits.check("a large job", Cost::work(MAX_WORK + 1)).is_err());
/// assert!(Limits::with_work(MAX_WORK * 4).unwrap().check("a large job", Cost::work(MAX_WORK + 1)).is_ok());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    work: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { work: MAX_WORK }
    }
}

impl Limits {
    /// Limits with a work limit of `work` positions.
    ///
    /// # Errors
    /// [`Error::InvalidNumber`] for 0 or past [`MAX_WORK_CEILING`].
    pub fn with_work(work: u64) -> Result<Self> {
        if work == 0 || work > MAX_WORK_CEILING {
            return Err(Error::InvalidNumber {
                field: "maxWork",
                detail: format!("must be from 1 to {MAX_WORK_CEILING} positions, got {work}"),
            });
        }
        Ok(Limits { work })
    }

    /// The work limit in positions.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// `Ok(())` when `cost` is within every limit.
    ///
    /// # Errors
    /// [`Error::WindowTooLarge`], [`Error::TooMuchMemory`] or [`Error::TooMuchWork`], naming `what`.
    pub fn check(&self, what: &'static str, cost: Cost) -> Result<()> {
        if cost.entries > MAX_WINDOW {
            return Err(Error::WindowTooLarge { what, requested: cost.entries, limit: MAX_WINDOW });
        }
        if cost.bytes > MAX_MEMORY {
            return Err(Error::TooMuchMemory { what, bytes: cost.bytes, limit: MAX_MEMORY });
        }
        if cost.positions > self.work {
            return Err(Error::TooMuchWork { what, positions: cost.positions, limit: self.work });
        }
        Ok(())
    }
}

/// `bound` when it is an allowed memory bound for period finding.
///
/// # Errors
/// [`Error::BoundTooLarge`] past [`MAX_BOUND`].
pub fn check_bound(bound: u64) -> Result<usize> {
    if bound > MAX_BOUND {
        return Err(Error::BoundTooLarge { bound, limit: MAX_BOUND });
    }
    Ok(bound as usize)
}

/// What checking Theorem 1 on `periods` heap periods costs: one position per heap, and a
/// stream of the mex rule that keeps about 2·max(S) values.
///
/// # Errors
/// [`Error::NothingToCheck`] for 0 periods, [`Error::Overflow`].
pub fn verify_cost(game: Additive, periods: u64) -> Result<Cost> {
    if periods == 0 {
        return Err(Error::NothingToCheck { what: "a verification of 0 periods" });
    }
    let positions = game.heap_period()?.mul_or(periods, "periods × heap period")?;
    let stream = (game.a() + game.b()).saturating_mul(2).saturating_add(1 << 20);
    Ok(Cost { positions, entries: 0, bytes: stream })
}

/// What the ledger of `game` costs with a memory bound of `bound` positions: in the regime the
/// cycle search (about three periods, at most `bound`) and, past the bound, a stream over one
/// theorem period; outside it the band formula's check and the cycle search, each within
/// `bound`, and one walk of the period found.
pub fn ledger_cost(game: Additive, bound: usize) -> Cost {
    let bound = bound as u64;
    let smax = game.a() + game.b();
    if game.in_regime() {
        // Past 64 bits the ledger is refused ([`crate::ledger::LedgerCount::with_limits`]).
        let p = game.heap_period().unwrap_or(u64::MAX);
        let search = p.saturating_mul(3).saturating_add(smax);
        if search <= bound {
            return Cost::work(search);
        }
        return Cost::work(bound.saturating_add(p).saturating_add(game.delta().max(smax)));
    }
    Cost::work(bound.saturating_mul(3))
}

/// What one cell of the landscape costs: the band formula's period plus max(S) positions to
/// check it, and as many again to compare the zeros with {w_n}; the cycle search, up to
/// `bound`, when the check cannot run; nothing for a game whose heap period passes 64-bit
/// arithmetic, whose cell is refused at once ([`crate::landscape::cell`]).
pub fn cell_cost(game: Additive, bound: usize) -> u64 {
    let Ok(period) = game.observed_period_formula() else { return 0 };
    let guess = period.saturating_add(game.a() + game.b());
    if guess <= bound as u64 {
        guess.saturating_mul(2)
    } else {
        bound as u64
    }
}

/// A vector of `len` copies of `value`, or [`Error::OutOfMemory`] instead of an abort.
pub(crate) fn filled<T: Clone>(what: &'static str, len: usize, value: T) -> Result<Vec<T>> {
    let mut v = Vec::new();
    reserve(&mut v, len, what)?;
    v.resize(len, value);
    Ok(v)
}

/// Room for `additional` more items, or [`Error::OutOfMemory`] instead of an abort.
pub(crate) fn reserve<T>(v: &mut Vec<T>, additional: usize, what: &'static str) -> Result<()> {
    v.try_reserve_exact(additional).map_err(|_| Error::OutOfMemory {
        what,
        bytes: (additional as u64).saturating_mul(std::mem::size_of::<T>() as u64),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_limit_names_itself() {
        let l = Limits::default();
        let over = |c| l.check("x", c).unwrap_err();
        assert!(matches!(over(Cost::list::<u8>(MAX_WINDOW + 1)), Error::WindowTooLarge { .. }));
        assert!(matches!(over(Cost::list::<[u64; 4]>(MAX_WINDOW)), Error::TooMuchMemory { .. }));
        assert!(
            matches!(over(Cost::work(MAX_WORK + 1)), Error::TooMuchWork { positions, .. } if positions == MAX_WORK + 1)
        );
        assert!(l.check("x", Cost::list::<u64>(MAX_WINDOW)).is_ok());
        assert!(Limits::with_work(0).is_err() && Limits::with_work(MAX_WORK_CEILING + 1).is_err());
        assert_eq!(check_bound(MAX_BOUND + 1), Err(Error::BoundTooLarge { bound: MAX_BOUND + 1, limit: MAX_BOUND }));
    }

    #[test]
    fn verification_of_nothing_is_refused() {
        let g = Additive::from_delta(5, 7).unwrap();
        assert!(matches!(verify_cost(g, 0), Err(Error::NothingToCheck { .. })));
        assert_eq!(verify_cost(g, 3).unwrap().positions, 390);
        let wide = Additive::from_delta(1, 1 << 29).unwrap(); // a stream of 2^30 values and more
        assert!(matches!(
            Limits::default().check("x", verify_cost(wide, 1).unwrap()),
            Err(Error::TooMuchMemory { .. })
        ));
        assert!(matches!(verify_cost(g, u64::MAX), Err(Error::Overflow { .. })));
    }

    #[test]
    fn an_impossible_allocation_is_an_error() {
        let e = filled::<u64>("a test", usize::MAX / 4, 0).unwrap_err();
        assert!(matches!(e, Error::OutOfMemory { what: "a test", .. }));
    }
}
