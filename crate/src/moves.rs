//! Subtraction sets: the finite sets S of moves a game is played with.

use crate::error::{Error, Result};

/// The most moves a set may have. Nim-values are at most |S|, and the kernel keeps the
/// values it has seen below a position in one 64-bit mask.
pub const MAX_MOVES: usize = 63;

/// A finite set S of positive move sizes, sorted ascending, without repeats.
///
/// ```
/// use asg::SubtractionSet;
/// let s = SubtractionSet::new(&[12, 5, 17, 5]).unwrap();
/// assert_eq!(s.moves(), &[5, 12, 17]);
/// assert_eq!((s.min(), s.max()), (5, 17));
/// assert!(SubtractionSet::new(&[0, 3]).is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SubtractionSet {
    moves: Vec<u64>,
}

impl SubtractionSet {
    /// Builds a set from any list of moves; repeats are merged.
    ///
    /// # Errors
    /// [`Error::EmptySet`], [`Error::ZeroMove`], [`Error::TooManyMoves`].
    pub fn new(moves: &[u64]) -> Result<Self> {
        if moves.len() > 4 * MAX_MOVES {
            // Refuse before sorting an absurd list.
            return Err(Error::TooManyMoves { count: moves.len(), max: MAX_MOVES });
        }
        // Insertion into a sorted list: sets are small, and this keeps the wasm module small.
        let mut sorted: Vec<u64> = Vec::with_capacity(moves.len());
        for &m in moves {
            if let Err(at) = sorted.binary_search(&m) {
                sorted.insert(at, m);
            }
        }
        let moves = sorted;
        match moves.first() {
            None => Err(Error::EmptySet),
            Some(0) => Err(Error::ZeroMove),
            Some(_) if moves.len() > MAX_MOVES => Err(Error::TooManyMoves { count: moves.len(), max: MAX_MOVES }),
            Some(_) => Ok(SubtractionSet { moves }),
        }
    }

    /// A set already known to be valid: ascending, distinct, positive, at most [`MAX_MOVES`].
    pub(crate) fn from_sorted(moves: Vec<u64>) -> Self {
        debug_assert!(moves.windows(2).all(|w| w[0] < w[1]) && moves.first().is_some_and(|&m| m > 0));
        SubtractionSet { moves }
    }

    /// The moves, ascending.
    pub fn moves(&self) -> &[u64] {
        &self.moves
    }

    /// The smallest move.
    pub fn min(&self) -> u64 {
        self.moves[0]
    }

    /// The largest move.
    pub fn max(&self) -> u64 {
        self.moves[self.moves.len() - 1]
    }

    /// |S|, which bounds every nim-value.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Always false: a set has at least one move.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// `Some((a, b))` when S = {a, b, a+b} with 0 < a < b.
    ///
    /// ```
    /// use asg::SubtractionSet;
    /// assert_eq!(SubtractionSet::new(&[5, 12, 17]).unwrap().as_additive(), Some((5, 12)));
    /// assert_eq!(SubtractionSet::new(&[5, 12, 16]).unwrap().as_additive(), None);
    /// ```
    pub fn as_additive(&self) -> Option<(u64, u64)> {
        match self.moves[..] {
            [a, b, c] if a.checked_add(b) == Some(c) => Some((a, b)),
            _ => None,
        }
    }
}
