//! The residue profile of the (a+1)-gaps (docs/MATH.md, "Residue regions"; Theorem 7).
//!
//! An (a+1)-gap sits at index n with n + 1 = q·a, δ ∤ q; its residue is r = q·a mod δ. With
//! L = min(a, r) − 1 one-gaps on its left and R = min(a, δ − r) − 1 on its right, c(r) =
//! min(r, d) − max(0, r − a) collision windows pass through it, so the profile is a trapezoid
//! of area a·d.

use crate::additive::Additive;
use crate::error::{Error, Result};
use crate::limits::{reserve, Cost, Limits};
use serde::Serialize;

/// Which side of the trapezoid a residue lies on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Region {
    /// 1 ≤ r < d: c(r) = r.
    LeftRestricted,
    /// d ≤ r ≤ a: c(r) = d.
    Unrestricted,
    /// a < r ≤ δ − 1: c(r) = δ − r.
    RightRestricted,
}

/// As its label: `"left-restricted"`, `"unrestricted"` or `"right-restricted"`.
impl Serialize for Region {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.label())
    }
}

impl Region {
    /// The region's name, as in JSON: `left-restricted`, `unrestricted` or `right-restricted`.
    pub fn label(&self) -> &'static str {
        match self {
            Region::LeftRestricted => "left-restricted",
            Region::Unrestricted => "unrestricted",
            Region::RightRestricted => "right-restricted",
        }
    }
}

/// One residue r with its (a+1)-gap's q, L, R and window count c(r).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ResidueRow {
    /// The residue r, 1 ≤ r ≤ δ − 1.
    pub r: u64,
    /// The multiplier with q·a ≡ r (mod δ), 1 ≤ q < δ: the gap at index q·a − 1.
    pub q: u64,
    /// L = min(a, r) − 1, the 1-gaps directly left of the (a+1)-gap.
    #[serde(rename = "L")]
    pub left: u64,
    /// R = min(a, δ − r) − 1, the 1-gaps directly right of it.
    #[serde(rename = "R")]
    pub right: u64,
    /// c(r) = min(r, d) − max(0, r − a), the collision windows through the gap.
    pub c: u64,
    /// The region r lies in.
    pub region: Region,
}

/// All residues r = 1 … δ − 1 and the total Σ c(r) = a·d.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ResidueProfile {
    /// One row for each residue r = 1 … δ − 1, in order.
    pub rows: Vec<ResidueRow>,
    /// Σ c(r), which is a·d (Theorem 7).
    pub total: u64,
}

/// The inverse of a modulo m (gcd(a, m) = 1, 2 ≤ m < 2^62), by the extended Euclidean algorithm.
fn inverse_mod(a: u64, m: u64) -> u64 {
    let (mut r0, mut r1) = (m as i64, (a % m) as i64);
    let (mut t0, mut t1) = (0i64, 1i64);
    while r1 != 0 {
        let q = r0 / r1;
        (r0, r1) = (r1, r0 - q * r1);
        (t0, t1) = (t1, t0 - q * t1);
    }
    t0.rem_euclid(m as i64) as u64
}

/// The first (a+1)-gap of residue r: its index n = q·a − 1, with q·a ≡ r (mod δ) and
/// 0 < q < δ, and the heap w_n it starts at. Over one index period each r occurs once.
///
/// ```
/// use asg::{residues::first_gap_of, Additive};
/// let g = Additive::from_delta(7, 12).unwrap();
/// assert_eq!(first_gap_of(g, 7).unwrap(), (6, 6)); // q = 1: gap 6 runs from w_6 = 6 to 14
/// assert_eq!(first_gap_of(g, 2).unwrap().0, 7 * 2 - 1); // q = 2: 14 ≡ 2 (mod 12)
/// assert!(first_gap_of(g, 12).is_err());
/// ```
///
/// # Errors
/// [`Error::NotInRegime`]; [`Error::InvalidNumber`] for `r` outside 1 … δ − 1.
pub fn first_gap_of(game: Additive, r: u64) -> Result<(u64, u64)> {
    game.require_regime("the residue regions")?;
    let (a, delta) = (game.a(), game.delta());
    if r == 0 || r >= delta {
        let detail = format!("the residues run from 1 to δ − 1 = {}", delta - 1);
        return Err(Error::InvalidNumber { field: "r", detail });
    }
    // q < δ and a < δ < 2^31 (the heap period a(3δ + a) < 2^62), so q·a fits.
    let q = r * inverse_mod(a, delta) % delta;
    let n = q * a - 1;
    Ok((n, crate::closed_form::WSequence::new(game).w(n)?))
}

/// The residue profile of a game in the regime.
///
/// ```
/// use asg::{residues::residue_profile, Additive};
/// let p = residue_profile(Additive::from_delta(7, 12).unwrap()).unwrap();
/// let c: Vec<u64> = p.rows.iter().map(|row| row.c).collect();
/// assert_eq!(c, [1, 2, 3, 4, 5, 5, 5, 4, 3, 2, 1]);
/// assert_eq!(p.total, 35); // a·d = 7·5
/// ```
///
/// # Errors
/// [`crate::Error::NotInRegime`]; [`crate::Error::WindowTooLarge`] or
/// [`crate::Error::TooMuchMemory`] when δ − 1 rows exceed the list limits (entries or bytes);
/// [`crate::Error::OutOfMemory`].
pub fn residue_profile(game: Additive) -> Result<ResidueProfile> {
    game.require_regime("the residue profile")?;
    let (a, delta, d) = (game.a(), game.delta(), game.d_in_regime());
    Limits::default().check("a residue profile", Cost::list::<ResidueRow>(delta - 1))?;
    let mut rows = Vec::new();
    reserve(&mut rows, (delta - 1) as usize, "a residue profile")?;
    let a_inv = inverse_mod(a, delta);
    rows.extend((1..delta).map(|r| {
        let c = r.min(d) - r.saturating_sub(a);
        let region = if r < d {
            Region::LeftRestricted
        } else if r <= a {
            Region::Unrestricted
        } else {
            Region::RightRestricted
        };
        // r·a⁻¹ < δ² < 2a(3δ + a)/3 ≤ 2^62: no overflow.
        let q = r * a_inv % delta;
        ResidueRow { r, q, left: r.min(a) - 1, right: (delta - r).min(a) - 1, c, region }
    }));
    let total = rows.iter().map(|row| row.c).sum();
    Ok(ResidueProfile { rows, total })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Error;

    #[test]
    fn a_profile_too_large_to_hold_is_refused_before_it_is_built() {
        // δ − 1 = 2^26 − 2 rows fit the entry limit, but not the byte limit.
        let e = residue_profile(Additive::from_delta(40_000_000, 67_108_863).unwrap()).unwrap_err();
        assert!(matches!(e, Error::TooMuchMemory { what: "a residue profile", .. }), "{e}");
    }
}
