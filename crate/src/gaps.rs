//! Gaps between consecutive P-positions and their types (MATH.md, "Gaps").
//!
//! In the regime g_n = w_{n+1} − w_n = 1 + a·[a | n+1] + b·[δ | n+1], so every gap is 1, a+1,
//! b+1 or a+b+1. Outside it the P-positions come from the mex rule and a gap may be anything.

use crate::additive::Additive;
use crate::error::{Error, Result};
use crate::game::{NimSequence, MAX_WINDOW};
use serde::Serialize;

/// The four gap types of the regime, and `Other` for any other length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GapKind {
    One,
    APlusOne,
    BPlusOne,
    ABPlusOne,
    Other,
}

/// As its label: `"1"`, `"a+1"`, `"b+1"`, `"a+b+1"` or `"other"`.
impl Serialize for GapKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.label())
    }
}

impl GapKind {
    /// The type of a gap of the given length in the game {a, b, a+b}.
    ///
    /// ```
    /// use asg::{Additive, GapKind};
    /// let g = Additive::from_delta(5, 7).unwrap();
    /// assert_eq!(GapKind::of(g, 6), GapKind::APlusOne);
    /// assert_eq!(GapKind::of(g, 18), GapKind::ABPlusOne);
    /// assert_eq!(GapKind::of(g, 4), GapKind::Other);
    /// ```
    pub fn of(game: Additive, length: u64) -> GapKind {
        let (a, b) = (game.a(), game.b());
        match length {
            1 => GapKind::One,
            l if l == a + 1 => GapKind::APlusOne,
            l if l == b + 1 => GapKind::BPlusOne,
            l if l == a + b + 1 => GapKind::ABPlusOne,
            _ => GapKind::Other,
        }
    }

    /// The label used in JSON and on the page.
    pub fn label(&self) -> &'static str {
        match self {
            GapKind::One => "1",
            GapKind::APlusOne => "a+1",
            GapKind::BPlusOne => "b+1",
            GapKind::ABPlusOne => "a+b+1",
            GapKind::Other => "other",
        }
    }
}

/// One gap: from the `index`-th P-position `from` to the next, `length` further on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Gap {
    pub index: u64,
    pub from: u64,
    pub length: u64,
    pub kind: GapKind,
}

/// The gaps g_n for n = from_index, …, from_index + count − 1.
///
/// ```
/// use asg::{gaps, Additive, Game};
/// let g = Additive::from_delta(5, 7).unwrap();
/// let seq = Game::additive(g).sequence().unwrap();
/// let lengths: Vec<u64> = gaps::gaps(&seq, g, 0, 8).unwrap().iter().map(|x| x.length).collect();
/// assert_eq!(lengths, [1, 1, 1, 1, 6, 1, 13, 1]);
/// ```
///
/// # Errors
/// [`Error::WindowTooLarge`] past [`MAX_WINDOW`].
pub fn gaps(seq: &NimSequence, game: Additive, from_index: u64, count: u64) -> Result<Vec<Gap>> {
    if count > MAX_WINDOW {
        return Err(Error::WindowTooLarge { what: "a list of gaps", requested: count, limit: MAX_WINDOW });
    }
    let mut out = Vec::with_capacity(count as usize);
    let mut it = seq.p_positions_from(from_index);
    let Some(mut prev) = it.next() else {
        return Ok(out);
    };
    for next in it.take(count as usize) {
        let length = next.1 - prev.1;
        out.push(Gap { index: prev.0, from: prev.1, length, kind: GapKind::of(game, length) });
        prev = next;
    }
    Ok(out)
}

/// The gaps whose start lies in [lo, hi), for drawing what is visible.
///
/// # Errors
/// [`Error::WindowTooLarge`] when more than [`MAX_WINDOW`] gaps start there.
pub fn gaps_in(seq: &NimSequence, game: Additive, lo: u64, hi: u64) -> Result<Vec<Gap>> {
    let first = seq.p_rank(lo);
    let count = seq.p_rank(hi) - first;
    gaps(seq, game, first, count)
}

/// The residue r of the (a+1)-gap at index n: r = (n+1) mod δ, when n + 1 = q·a with δ ∤ q.
/// `None` for every other gap (MATH.md, "Residue regions").
///
/// ```
/// use asg::{gaps::residue_of_gap, Additive};
/// let g = Additive::from_delta(5, 7).unwrap();
/// assert_eq!(residue_of_gap(g, 4), Some(5));  // n + 1 = 5 = 1·a
/// assert_eq!(residue_of_gap(g, 14), Some(1)); // n + 1 = 15 = 3·a, 15 mod 7 = 1
/// assert_eq!(residue_of_gap(g, 34), None);    // n + 1 = 35 = 7·a: the (a+b+1)-gap
/// assert_eq!(residue_of_gap(g, 5), None);
/// ```
pub fn residue_of_gap(game: Additive, n: u64) -> Option<u64> {
    let k = n.checked_add(1)?;
    let (a, delta) = (game.a(), game.delta());
    (k % a == 0 && (k / a) % delta != 0).then_some(k % delta)
}
