//! Checking Theorem 1 against the mex rule, heap by heap, with bounded memory.

use crate::additive::Additive;
use crate::closed_form::WSequence;
use crate::error::{Checked, Error, Result};
use crate::mex::MexStream;
use serde::Serialize;

/// The most heaps one verification may check (2^36, minutes of work).
pub const MAX_VERIFY: u64 = 1 << 36;

/// The first heap where Theorem 1's prediction and the mex rule disagree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Counterexample {
    pub heap: u64,
    pub mex: u8,
    pub formula: u8,
}

/// What a verification checked and found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Verification {
    pub a: u64,
    pub delta: u64,
    pub heap_period: u64,
    pub periods: u64,
    pub heaps_checked: u64,
    pub counterexample: Option<Counterexample>,
}

/// The value Theorem 1 assigns to heap x (W0 = {w_n}, W1 = W0 + a, W2 = W0 − b, W3 the rest),
/// evaluated for any a and δ: a theorem inside the regime, only a formula outside it.
pub fn formula_value(w: &WSequence, game: Additive, x: u64) -> Option<u8> {
    let (a, b) = (game.a(), game.b());
    Some(if w.contains(x) {
        0
    } else if x >= a && w.contains(x - a) {
        1
    } else if w.contains(x.checked_add(b)?) {
        2
    } else {
        3
    })
}

/// Compares the formula with the mex rule on every heap below `periods`·a(3δ + a).
///
/// ```
/// use asg::{verify::verify, Additive};
/// assert!(verify(Additive::from_delta(5, 7).unwrap(), 3).unwrap().counterexample.is_none());
/// let outside = verify(Additive::from_delta(5, 4).unwrap(), 1).unwrap();
/// assert!(outside.counterexample.is_some()); // the formula is not the game there
/// ```
///
/// # Errors
/// [`Error::WindowTooLarge`] past [`MAX_VERIFY`] heaps, [`Error::Overflow`].
pub fn verify(game: Additive, periods: u64) -> Result<Verification> {
    let heap_period = game.heap_period();
    let total = heap_period.mul_or(periods, "periods × heap period")?;
    if total > MAX_VERIFY {
        return Err(Error::WindowTooLarge { what: "a verification", requested: total, limit: MAX_VERIFY });
    }
    let w = WSequence::new(game);
    let mut stream = MexStream::new(&game.moves());
    let mut counterexample = None;
    let mut checked = 0u64;
    'outer: while checked < total {
        let len = (total - checked).min(1 << 20) as usize;
        let base = stream.position();
        for (i, &mex) in stream.next_chunk(len).iter().enumerate() {
            let heap = base + i as u64;
            let formula = formula_value(&w, game, heap).ok_or(Error::Overflow { what: "a heap" })?;
            if formula != mex {
                counterexample = Some(Counterexample { heap, mex, formula });
                checked = heap + 1;
                break 'outer;
            }
        }
        checked += len as u64;
    }
    Ok(Verification { a: game.a(), delta: game.delta(), heap_period, periods, heaps_checked: checked, counterexample })
}
