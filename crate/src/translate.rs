//! W0 moved by a shift s, positive or negative: the heaps p + s for the P-positions p, and the
//! value where each lands. Theorem 1 (docs/MATH.md) says where they land in the primitive
//! quadratic regime: W0 + a = W1, W0 − b lies in W2 (where it is ≥ 0), and W0 − δ in W0 ∪ W3
//! (the P-positions among them are the collision windows' lower ends). Outside the regime the
//! same list shows what the mex rule does instead.

use crate::collisions::shifted_in;
use crate::error::{Error, Result};
use crate::game::NimSequence;

/// The heaps p + `shift` in [lo, hi) for the P-positions p (those that land at 0 … 2^64 − 1),
/// ascending, each with its value; at most `limit` of them.
///
/// ```
/// use asg::{translate::translated_in, Additive, Game};
/// let seq = Game::additive(Additive::from_delta(5, 7).unwrap()).sequence().unwrap().clone();
/// // W0 = 0, 1, 2, 3, 4, 10, 11, 24, …; moved up by a = 5 every one has value 1 (W1 = W0 + a).
/// assert_eq!(translated_in(&seq, 5, 0, 20, 100).unwrap(), [(5, 1), (6, 1), (7, 1), (8, 1), (9, 1), (15, 1), (16, 1)]);
/// // Moved down by δ = 7: 3 and 4 are P-positions (windows), 17, 18, 19 have value 3.
/// assert_eq!(translated_in(&seq, -7, 0, 20, 100).unwrap(), [(3, 0), (4, 0), (17, 3), (18, 3), (19, 3)]);
/// ```
///
/// # Errors
/// [`Error::WindowTooLarge`] when more than `limit` lie in [lo, hi).
pub fn translated_in(seq: &NimSequence, shift: i128, lo: u64, hi: u64, limit: u64) -> Result<Vec<(u64, u8)>> {
    if shift < 0 {
        let down = u64::try_from(-shift).map_err(|_| Error::Overflow { what: "the shift" })?;
        return shifted_in(seq, down, lo, hi, limit);
    }
    let up = u64::try_from(shift).map_err(|_| Error::Overflow { what: "the shift" })?;
    // The first P-position p with p + up ≥ lo.
    let mut out = Vec::new();
    for (_, p) in seq.p_positions_from(seq.p_rank(lo.saturating_sub(up))) {
        let Some(q) = p.checked_add(up) else { break };
        if q >= hi {
            break;
        }
        if q < lo {
            continue;
        }
        if out.len() as u64 >= limit {
            return Err(Error::WindowTooLarge { what: "a list of shifted P-positions", requested: limit + 1, limit });
        }
        out.push((q, seq.value(q)));
    }
    Ok(out)
}
