//! Why a heap has its nim-value: each move, the heap it leads to and that heap's value, and the
//! mex of those values, g(x) = mex{ g(x − s) : s ∈ S, s ≤ x }.

use crate::error::Result;
use crate::game::Game;
use crate::mex::mex;
use serde::Serialize;

/// One move from the heap: take `take` counters, leaving heap `to` of nim-value `value`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveOption {
    #[serde(rename = "move")]
    pub take: u64,
    pub to: u64,
    pub value: u8,
}

/// The mex rule at one heap: its value, every move it allows (in the order of S), and the mex
/// of their values, which equals the value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Explanation {
    pub heap: u64,
    pub value: u8,
    pub options: Vec<MoveOption>,
    pub mex: u8,
}

impl Explanation {
    /// The explanation of g(heap), for any heap below 2^64, read from the game's sequence.
    ///
    /// ```
    /// use asg::{explain::Explanation, Game};
    /// let g = Game::new(&[5, 12, 17]).unwrap();
    /// let e = Explanation::new(&g, 17).unwrap();
    /// let options: Vec<(u64, u64, u8)> = e.options.iter().map(|o| (o.take, o.to, o.value)).collect();
    /// assert_eq!(options, [(5, 12, 2), (12, 5, 1), (17, 0, 0)]);
    /// assert_eq!((e.value, e.mex), (3, 3));
    /// let far = Explanation::new(&g, u64::MAX).unwrap();
    /// assert_eq!(far.value, far.mex);
    /// ```
    ///
    /// # Errors
    /// As [`Game::sequence`] (outside the regime, when no period is found within the bound).
    pub fn new(game: &Game, heap: u64) -> Result<Self> {
        let seq = game.sequence()?;
        let options: Vec<MoveOption> = game
            .set()
            .moves()
            .iter()
            .take_while(|&&s| s <= heap)
            .map(|&take| MoveOption { take, to: heap - take, value: seq.value(heap - take) })
            .collect();
        let values: Vec<u8> = options.iter().map(|o| o.value).collect();
        Ok(Explanation { heap, value: seq.value(heap), options, mex: mex(&values) })
    }
}
