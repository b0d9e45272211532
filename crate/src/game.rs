//! A game for any finite subtraction set, and its nim sequence from the best source known:
//! Theorem 1 in the primitive quadratic regime, else the mex rule and the period it finds.

use crate::additive::Additive;
use crate::closed_form::ClosedForm;
use crate::error::{Checked, Error, Result};
use crate::mex::nim_values;
use crate::moves::SubtractionSet;
use crate::period::{Period, PeriodicValues, DEFAULT_BOUND, GUESS_BOUND};

/// The most values one call returns (64 Mi), so no request allocates without bound.
pub const MAX_WINDOW: u64 = 1 << 26;

/// A subtraction game on one heap.
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
}

impl Game {
    /// A game with the default memory bounds for period finding: [`DEFAULT_BOUND`] positions
    /// for the cycle search, [`GUESS_BOUND`] for checking the band formula's period (linear in
    /// it, so it may go further).
    ///
    /// # Errors
    /// As [`SubtractionSet::new`]; an additive set whose heap period does not fit in 64 bits is
    /// [`Error::Overflow`].
    pub fn new(moves: &[u64]) -> Result<Self> {
        let set = SubtractionSet::new(moves)?;
        let additive = match set.as_additive() {
            Some((a, b)) => Some(Additive::new(a, b)?),
            None => None,
        };
        Ok(Game { set, additive, bound: DEFAULT_BOUND, guess_bound: GUESS_BOUND })
    }

    /// The additive game {a, b, a+b}.
    pub fn additive(game: Additive) -> Self {
        Game { set: game.moves(), additive: Some(game), bound: DEFAULT_BOUND, guess_bound: GUESS_BOUND }
    }

    /// Sets how many positions the mex rule may compute when it looks for a period, in the
    /// cycle search and in the check of a guess alike.
    pub fn with_bound(mut self, bound: usize) -> Self {
        self.bound = bound;
        self.guess_bound = bound;
        self
    }

    pub fn set(&self) -> &SubtractionSet {
        &self.set
    }

    /// `Some` when the set is {a, b, a+b}.
    pub fn as_additive(&self) -> Option<Additive> {
        self.additive
    }

    /// The memory bound for period finding, in positions.
    pub fn bound(&self) -> usize {
        self.bound
    }

    /// The whole sequence: by Theorem 1 in the regime, else by the mex rule.
    ///
    /// # Errors
    /// [`Error::PeriodNotFound`] outside the regime when the period exceeds the bound.
    pub fn sequence(&self) -> Result<NimSequence> {
        match self.additive {
            Some(g) if g.in_regime() => ClosedForm::new(g).map(NimSequence::Theorem),
            // The band formulas' period is only observed, so it is a guess to check, not an answer.
            Some(g) => PeriodicValues::from_guess(&self.set, g.observed_period_formula(), self.guess_bound)
                .map_or_else(|| PeriodicValues::find(&self.set, self.bound), Ok)
                .map(NimSequence::Periodic),
            None => PeriodicValues::find(&self.set, self.bound).map(NimSequence::Periodic),
        }
    }

    /// g(from), …, g(from + count − 1).
    ///
    /// Near the origin this runs the mex rule directly; far out it needs the period.
    ///
    /// # Errors
    /// [`Error::WindowTooLarge`] past [`MAX_WINDOW`], [`Error::Overflow`] past 2^64,
    /// [`Error::PeriodNotFound`].
    pub fn nim(&self, from: u64, count: u64) -> Result<Vec<u8>> {
        if count > MAX_WINDOW {
            return Err(Error::WindowTooLarge { what: "a window", requested: count, limit: MAX_WINDOW });
        }
        check_window(from, count)?;
        let end = from.saturating_add(count);
        if self.additive.is_none_or(|g| !g.in_regime()) && end <= self.bound as u64 {
            let mut all = nim_values(&self.set, end as usize);
            // In place: `split_off` would copy the window into a second buffer.
            all.drain(..from as usize);
            return Ok(all);
        }
        let mut out = vec![0u8; count as usize];
        self.sequence()?.fill(from, &mut out);
        Ok(out)
    }

    /// g(heap) for any heap below 2^64.
    ///
    /// # Errors
    /// [`Error::PeriodNotFound`] outside the regime when the period exceeds the bound.
    pub fn value(&self, heap: u64) -> Result<u8> {
        Ok(self.sequence()?.value(heap))
    }

    /// Preperiod and smallest period: Theorem 1's (0, a(3δ + a)) in the regime, else by the mex rule.
    ///
    /// # Errors
    /// [`Error::PeriodNotFound`].
    pub fn period(&self) -> Result<Period> {
        Ok(self.sequence()?.period())
    }
}

/// Checks the window [from, from + count): at most [`MAX_WINDOW`] heaps, the last of them at
/// most 2^64 − 1.
fn check_window(from: u64, count: u64) -> Result<()> {
    if count > MAX_WINDOW {
        return Err(Error::WindowTooLarge { what: "a window", requested: count, limit: MAX_WINDOW });
    }
    from.add_or(count.saturating_sub(1), "the last heap of the window").map(|_| ())
}

/// The nim sequence of a game, queried anywhere below 2^64.
#[derive(Debug, Clone)]
pub enum NimSequence {
    /// Theorem 1: exact and proven, O(1) per query, no table.
    Theorem(ClosedForm),
    /// The mex rule up to the end of the first period, then periodic extension.
    Periodic(PeriodicValues),
}

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
    /// [`Error::WindowTooLarge`] past [`MAX_WINDOW`], [`Error::Overflow`] past 2^64.
    pub fn window(&self, from: u64, count: u64) -> Result<Vec<u8>> {
        check_window(from, count)?;
        let mut out = vec![0u8; count as usize];
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

    /// The P-positions in increasing order from the `from`-th (counting from 0), as
    /// (index, heap) pairs, while they stay below 2^64.
    pub fn p_positions_from(&self, from: u64) -> Box<dyn Iterator<Item = (u64, u64)> + '_> {
        match self {
            NimSequence::Theorem(f) => Box::new(f.w_sequence().iter_from(from)),
            NimSequence::Periodic(p) => Box::new(p.p_positions_from(from)),
        }
    }
}
