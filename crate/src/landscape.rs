//! The period landscape: for every (a, δ) in a range, what the mex rule finds (preperiod,
//! smallest period, largest value, whether W0 = {w_n}) beside what the band formulas of MATH.md
//! predict. Outside the primitive quadratic regime nothing here is proven; this is the map that
//! shows where the observed bands hold and where something new happens.
//!
//! A cell is found fast by testing the band formula's prediction first
//! ([`PeriodicValues::find_from_guess`]); when it is not a period, Brent's cycle search decides.

use crate::additive::{gcd, Additive, Regime};
use crate::closed_form::WSequence;
use crate::period::PeriodicValues;
use serde::Serialize;

/// The most games a plane of the explorer's landscape may hold (a page fills it in seconds).
pub const MAX_PLANE: u64 = 1 << 20;

/// Checks a plane a ≤ `a_max`, δ ≤ `delta_max` for the explorer: both at least 1, at most
/// [`MAX_PLANE`] games.
///
/// ```
/// use asg::landscape::check_plane;
/// assert!(check_plane(40, 320).is_ok());
/// assert!(check_plane(2000, 1000).is_err());
/// ```
///
/// # Errors
/// [`crate::Error::InvalidNumber`] naming `amax` or `dmax`.
pub fn check_plane(a_max: u64, delta_max: u64) -> crate::Result<()> {
    let bad = |field, detail: String| Err(crate::Error::InvalidNumber { field, detail });
    if a_max == 0 {
        return bad("amax", "must be at least 1".into());
    }
    if delta_max == 0 {
        return bad("dmax", "must be at least 1".into());
    }
    match a_max.checked_mul(delta_max) {
        Some(cells) if cells <= MAX_PLANE => Ok(()),
        _ => bad(
            "dmax",
            format!("a ≤ {a_max} and δ ≤ {delta_max} are too many games; at most {MAX_PLANE} (2^20) in all"),
        ),
    }
}

/// How the band formula compares with the period the mex rule found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Agreement {
    Yes,
    No,
    /// The mex rule found no period within the bound.
    Unknown,
}

impl Agreement {
    pub fn label(&self) -> &'static str {
        match self {
            Agreement::Yes => "yes",
            Agreement::No => "no",
            Agreement::Unknown => "unknown",
        }
    }
}

impl Serialize for Agreement {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.label())
    }
}

/// One (a, δ): its regime, what the mex rule found, and the band formula's prediction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Cell {
    pub a: u64,
    pub delta: u64,
    pub regime: &'static str,
    /// j of the linear or quadratic band (0 in the primitive quadratic regime), or of the
    /// reduced pair when gcd(a, δ) > 1.
    pub band: u64,
    pub gcd: u64,
    /// `None` when no period was found within the bound (then neither are the next three).
    pub preperiod: Option<u64>,
    pub period: Option<u64>,
    pub max_value: Option<u8>,
    /// Whether the P-positions are exactly {w_n} (checked over a common period of both).
    pub w0_is_w: Option<bool>,
    pub prediction: u64,
    pub agreement: Agreement,
}

/// The band index j of a regime (of the reduced pair for gcd > 1).
fn band(game: Additive) -> u64 {
    match game.regime() {
        Regime::PrimitiveQuadratic => 0,
        Regime::Linear { j } | Regime::Quadratic { j } => j,
        Regime::NonPrimitive { gcd } => Additive::from_delta(game.a() / gcd, game.delta() / gcd).map(band).unwrap_or(0),
    }
}

/// The cell of (a, δ), computing at most `bound` positions by the mex rule.
///
/// ```
/// use asg::landscape::{cell, Agreement};
/// let c = cell(5, 16, 1 << 22).unwrap();
/// assert_eq!((c.period, c.preperiod, c.prediction), (Some(215), Some(0), 215));
/// assert_eq!((c.regime, c.agreement, c.w0_is_w), ("quadratic", Agreement::Yes, Some(false)));
/// ```
///
/// # Errors
/// As [`Additive::from_delta`].
pub fn cell(a: u64, delta: u64, bound: usize) -> crate::Result<Cell> {
    let game = Additive::from_delta(a, delta)?;
    let moves = game.moves();
    let prediction = game.observed_period_formula();
    let found = PeriodicValues::find_from_guess(&moves, prediction, bound).ok();
    let base = Cell {
        a,
        delta,
        regime: game.regime().name(),
        band: band(game),
        gcd: gcd(a, delta),
        preperiod: None,
        period: None,
        max_value: None,
        w0_is_w: None,
        prediction,
        agreement: Agreement::Unknown,
    };
    let Some(values) = found else { return Ok(base) };
    let period = values.period();
    Ok(Cell {
        preperiod: Some(period.preperiod),
        period: Some(period.period),
        max_value: Some(values.max_value()),
        w0_is_w: w0_is_w(game, &values, bound),
        agreement: if period.period == prediction { Agreement::Yes } else { Agreement::No },
        ..base
    })
}

/// Whether the zeros of the sequence are exactly {w_n}: both repeat (the w_n with the heap
/// period a(3δ + a)), so comparing them over the preperiod plus a common period decides it.
/// `None` when that span exceeds the bound.
fn w0_is_w(game: Additive, values: &PeriodicValues, bound: usize) -> Option<bool> {
    let p = values.period();
    let pw = game.heap_period();
    let common = p.period / gcd(p.period, pw) * pw; // lcm; both are ≤ 2^62 and the bound is small
    let span = p.preperiod.checked_add(common).filter(|&s| s <= bound as u64)?;
    let w = WSequence::new(game);
    let mut n = 0u64;
    let mut next = w.w(0).ok();
    for x in 0..span {
        let is_w = next == Some(x);
        if is_w {
            n += 1;
            next = w.w(n).ok();
        }
        if is_w != (values.value(x) == 0) {
            return Some(false);
        }
    }
    Some(true)
}

/// The pairs of a plane: a = 1 … a_max, δ = 1 … min(δ_max, per_a · a), row by row.
pub fn pairs(a_max: u64, delta_max: u64, per_a: Option<u64>) -> impl Iterator<Item = (u64, u64)> {
    (1..=a_max).flat_map(move |a| {
        let top = per_a.map_or(delta_max, |k| delta_max.min(k.saturating_mul(a)));
        (1..=top).map(move |d| (a, d))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_agree_with_the_plain_period_search() {
        for a in 1..=9 {
            for delta in 1..=40 {
                let c = cell(a, delta, 1 << 22).unwrap();
                let b = a + delta;
                let set = crate::SubtractionSet::new(&[a, b, a + b]).unwrap();
                let p = PeriodicValues::find(&set, 1 << 22).unwrap();
                assert_eq!(
                    (c.preperiod, c.period),
                    (Some(p.period().preperiod), Some(p.period().period)),
                    "a={a} δ={delta}"
                );
                let len = (p.period().preperiod + p.period().period) as usize;
                assert_eq!(c.max_value, crate::mex::nim_values(&set, len).into_iter().max());
            }
        }
    }

    #[test]
    fn math_md_examples() {
        for (a, delta, period, w0) in [
            (5, 7, 130, true),
            (5, 4, 19, false),
            (5, 11, 36, false),
            (5, 16, 215, false),
            (4, 16, 44, false),
            (2, 11, 54, false),
            (3, 6, 21, true),
            (6, 9, 66, true),
        ] {
            let c = cell(a, delta, 1 << 22).unwrap();
            assert_eq!(c.period, Some(period), "a={a} δ={delta}");
            assert_eq!(c.w0_is_w, Some(w0), "a={a} δ={delta}");
            assert_eq!(c.agreement, Agreement::Yes);
            assert_eq!(c.max_value, Some(3));
        }
    }

    #[test]
    fn a_bound_too_small_is_unknown_not_wrong() {
        let c = cell(50, 73, 1000).unwrap();
        assert_eq!((c.period, c.agreement), (None, Agreement::Unknown));
    }
}
