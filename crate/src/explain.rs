//! Why a heap has its nim-value: its moves, the values they reach, and the mex of those values,
//! g(x) = mex { g(x − s) : s ∈ S, s ≤ x }.

use crate::error::Result;
use crate::game::{Game, NimSequence};
use crate::mex::mex;
use crate::moves::SubtractionSet;
use serde::Serialize;

/// One move from the heap: take `take` counters (serialised as `move`), reaching `to` of `value`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct MoveOption {
    /// Counters taken, a member of S.
    #[serde(rename = "move")]
    pub take: u64,
    /// The heap reached, heap − take.
    pub to: u64,
    /// The nim-value g(to).
    pub value: u8,
}

/// The mex rule at one heap, `asg explain --json` and `game.explain(heap)`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Explanation {
    /// The heap explained.
    pub heap: u64,
    /// Its nim-value g(heap).
    pub value: u8,
    /// The legal moves, smallest first.
    pub options: Vec<MoveOption>,
    /// The values the moves reach, each once, ascending: the set whose mex is the value.
    pub reached: Vec<u8>,
    /// mex of the options' values; always equal to `value`.
    pub mex: u8,
}

impl Explanation {
    /// The explanation of `heap` in `game`, for any heap below 2^64.
    ///
    /// ```
    /// use asg::{explain::Explanation, Game};
    /// let g = Game::new(&[5, 12, 17]).unwrap();
    /// let far = Explanation::new(&g, u64::MAX).unwrap();
    /// assert_eq!(far.value, far.mex);
    /// ```
    ///
    /// # Errors
    /// As [`crate::Game::sequence`] (outside the regime, when no period is found within the bound).
    pub fn new(game: &Game, heap: u64) -> Result<Self> {
        game.explain(heap)
    }
}

// Here rather than in `game`: the game is the lower module, its explanation built on it.
impl Game {
    /// Why `heap` has its value: its moves, the values they reach and their mex
    /// ([`explain()`]). A heap below the smallest move needs no period.
    ///
    /// # Errors
    /// As [`Game::value`].
    pub fn explain(&self, heap: u64) -> Result<Explanation> {
        if heap < self.set().min() {
            // No move: the mex of nothing, 0.
            let none = Explanation { heap, value: 0, options: Vec::new(), reached: Vec::new(), mex: 0 };
            return Ok(none);
        }
        if let Some(w) = self.period_free() {
            return Ok(explain_by(self.set(), heap, |x| w.theorem_value(x)));
        }
        Ok(explain(self.set(), self.sequence()?, heap))
    }
}

/// The explanation of `heap` for a game with moves `set` and nim sequence `seq`, for any heap
/// below 2^64.
///
/// ```
/// use asg::{explain::explain, Game};
/// let g = Game::new(&[5, 12, 17]).unwrap();
/// let why = explain(g.set(), g.sequence().unwrap(), 23);
/// // 23 − 5 = 18 (value 3), 23 − 12 = 11 (0), 23 − 17 = 6 (1): mex {3, 0, 1} = 2.
/// assert_eq!(why.options.iter().map(|o| (o.to, o.value)).collect::<Vec<_>>(), [(18, 3), (11, 0), (6, 1)]);
/// assert_eq!((why.value, why.mex), (2, 2));
/// assert_eq!(why.reached, [0, 1, 3]); // the set whose mex it is
/// ```
pub fn explain(set: &SubtractionSet, seq: &NimSequence, heap: u64) -> Explanation {
    explain_by(set, heap, |x| seq.value(x))
}

/// The explanation of `heap` with the values `value` gives.
fn explain_by(set: &SubtractionSet, heap: u64, value: impl Fn(u64) -> u8) -> Explanation {
    let options: Vec<MoveOption> = set
        .moves()
        .iter()
        .filter(|&&s| s <= heap)
        .map(|&s| MoveOption { take: s, to: heap - s, value: value(heap - s) })
        .collect();
    // Each value once, ascending: by value rather than by a sort, which would cost the page's
    // first module more code.
    let mut reached = Vec::new();
    for v in 0..=u8::MAX {
        if options.iter().any(|o| o.value == v) {
            reached.push(v);
        }
    }
    Explanation { heap, value: value(heap), mex: mex(&reached), reached, options }
}
