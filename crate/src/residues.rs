//! The residue profile of the (a+1)-gaps (docs/MATH.md, "Residue regions"; Theorem 7).
//!
//! An (a+1)-gap sits at index n with n + 1 = q·a, δ ∤ q; its residue is r = q·a mod δ. With
//! L = min(a, r) − 1 one-gaps on its left and R = min(a, δ − r) − 1 on its right, c(r) =
//! min(r, d) − max(0, r − a) collision windows pass through it, so the profile is a trapezoid
//! of area a·d.

use crate::additive::Additive;
use crate::error::{Checked, Error, Result};
use crate::limits::{reserve, Cost, Limits};
use serde::Serialize;

/// Which side of the trapezoid a residue lies on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "ResidueRegion", rename_all = "kebab-case"))]
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
#[cfg_attr(test, derive(ts_rs::TS))]
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
#[cfg_attr(test, derive(ts_rs::TS))]
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

/// x·y mod m, in 128 bits: x·y passes 2^64 once δ does 2^32 (a game whose heap period
/// passes 64-bit arithmetic has its residues all the same).
fn mul_mod(x: u64, y: u64, m: u64) -> u64 {
    (x as u128 * y as u128 % m as u128) as u64
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
    let gap = gap_of_residue(game, r, 0)?;
    Ok((gap.index, gap.from))
}

/// The j-th (a+1)-gap of a residue (j from 0), and where it lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ResidueGap {
    /// The residue r.
    pub r: u64,
    /// Its j: the gaps of residue r are the j-th of it, j = 0, 1, 2, …, one per index period.
    pub j: u64,
    /// The multiplier q with n + 1 = q·a (δ ∤ q, q·a ≡ r mod δ).
    pub q: u64,
    /// The gap's index n.
    pub index: u64,
    /// The P-position w_n it starts at.
    pub from: u64,
    /// The P-position w_(n+1) = w_n + a + 1 it ends at.
    pub to: u64,
}

/// The j-th (a+1)-gap of residue r: the (a+1)-gaps are at the indices n with n + 1 = q·a and
/// δ ∤ q, the residue r = q·a mod δ; those of one residue are q = q_r + j·δ, j = 0, 1, …
/// (docs/MATH.md, "Residue regions").
///
/// ```
/// use asg::{gaps::residue_of_gap, residues::gap_of_residue, Additive};
/// let g = Additive::from_delta(7, 12).unwrap();
/// let gap = gap_of_residue(g, 2, 3).unwrap(); // q = 2 + 3·12 = 38
/// assert_eq!((gap.q, gap.index), (38, 38 * 7 - 1));
/// assert_eq!(residue_of_gap(g, gap.index), Some(2));
/// assert_eq!(gap.to - gap.from, 8); // a + 1
/// ```
///
/// # Errors
/// [`Error::NotInRegime`]; [`Error::InvalidNumber`] for `r` outside 1 … δ − 1;
/// [`Error::Overflow`] when the gap lies past 2^64.
pub fn gap_of_residue(game: Additive, r: u64, j: u64) -> Result<ResidueGap> {
    game.require_regime(crate::error::Proven::ResidueRegions)?;
    let (a, delta) = (game.a(), game.delta());
    if r == 0 || r >= delta {
        let detail = format!("the residues run from 1 to δ − 1 = {}", delta - 1);
        return Err(Error::InvalidNumber { field: "r", detail });
    }
    let first = mul_mod(r, inverse_mod(a, delta), delta);
    let what = "that (a+1)-gap";
    let q = j.mul_or(delta, what)?.add_or(first, what)?;
    let index = q.mul_or(a, what)? - 1;
    let from = crate::closed_form::WSequence::new(game).w(index)?;
    let to = from.add_or(a + 1, what)?;
    Ok(ResidueGap { r, j, q, index, from, to })
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
    game.require_regime(crate::error::Proven::ResidueRegions)?;
    let (a, delta, d) = (game.a(), game.delta(), game.d_in_regime());
    Limits::default().check("a residue profile", Cost::list::<ResidueRow>(delta - 1))?;
    let mut rows = Vec::new();
    reserve(&mut rows, (delta - 1) as usize, "a residue profile")?;
    let a_inv = inverse_mod(a, delta);
    rows.extend((1..delta).map(|r| row_of(game, d, a_inv, r)));
    let total = rows.iter().map(|row| row.c).sum();
    Ok(ResidueProfile { rows, total })
}

/// The row of one residue r, 1 ≤ r ≤ δ − 1, in O(log δ).
///
/// ```
/// use asg::{residues::residue_row, Additive};
/// let row = residue_row(Additive::from_delta(7, 12).unwrap(), 9).unwrap();
/// assert_eq!((row.q, row.left, row.right, row.c), (3, 6, 2, 3)); // 3·7 = 21 ≡ 9 (mod 12)
/// ```
///
/// # Errors
/// [`crate::Error::NotInRegime`]; [`crate::Error::InvalidNumber`] for r outside 1 … δ − 1.
pub fn residue_row(game: Additive, r: u64) -> Result<ResidueRow> {
    game.require_regime(crate::error::Proven::ResidueRegions)?;
    let delta = game.delta();
    if r == 0 || r >= delta {
        return Err(Error::InvalidNumber { field: "r", detail: format!("must be from 1 to {}, got {r}", delta - 1) });
    }
    Ok(row_of(game, game.d_in_regime(), inverse_mod(game.a(), delta), r))
}

/// The row of residue r, with d = δ − a and a⁻¹ mod δ known (in the regime).
fn row_of(game: Additive, d: u64, a_inv: u64, r: u64) -> ResidueRow {
    let (a, delta) = (game.a(), game.delta());
    let c = r.min(d) - r.saturating_sub(a);
    // In the regime, so the regions are there.
    let bounds = game.residue_bounds().unwrap_or_default();
    let regions = [Region::LeftRestricted, Region::Unrestricted, Region::RightRestricted];
    let region = regions[bounds.windows(2).position(|b| (b[0]..b[1]).contains(&r)).unwrap_or(2)];
    let q = mul_mod(r, a_inv, delta);
    ResidueRow { r, q, left: r.min(a) - 1, right: (delta - r).min(a) - 1, c, region }
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

    #[test]
    fn residues_of_a_game_past_the_period_limit_are_exact() {
        // δ > 2^32, so r·a⁻¹ passes 2^64 before its reduction modulo δ.
        let (a, delta) = ((1u64 << 40) + 1, (1 << 40) + 7);
        let game = Additive::from_delta(a, delta).unwrap();
        let mut found = 0;
        // a ≡ −6 (mod δ): r = δ − 6 has q = 1, and its first gap is w_(a−1) to w_a.
        for r in [1, 6, 7, 8, delta / 2, delta - 6, delta - 1] {
            let row = residue_row(game, r).unwrap();
            assert_eq!(row.q as u128 * a as u128 % delta as u128, r as u128, "r = {r}");
            let gap = gap_of_residue(game, r, 0);
            if let Ok(gap) = gap {
                assert_eq!((gap.index + 1) as u128 % a as u128, 0);
                assert_eq!(crate::closed_form::WSequence::new(game).gap(gap.index), a + 1, "r = {r}");
                found += 1;
            }
        }
        assert!(found >= 1);
    }
}
