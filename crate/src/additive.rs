//! Additive sets S = {a, b, a+b}: their parameters, regime, and the periods of Larsson and Manabe.

use crate::error::{Checked, Error, Proven, Result};
use crate::moves::SubtractionSet;
use serde::Serialize;

/// The largest heap period a(3δ + a) that queries needing the period accept; it keeps every sum
/// of two heaps below 2^64. A game of the primitive quadratic regime may have a longer one:
/// Theorem 1 still gives each heap's value without it.
pub const MAX_HEAP_PERIOD: u64 = 1 << 62;

/// What a query that needs a heap period past [`MAX_HEAP_PERIOD`] is refused for.
pub const PERIOD_TOO_LARGE: &str = "the heap period a(3δ + a), which this query needs,";

/// An additive subtraction set S = {a, b, a+b} with 0 < a < b, written with δ = b − a.
///
/// ```
/// use asg::{Additive, Regime};
/// let g = Additive::from_delta(5, 7).unwrap();
/// assert_eq!((g.a(), g.b(), g.delta()), (5, 12, 7));
/// assert_eq!(g.regime(), Regime::PrimitiveQuadratic);
/// assert_eq!(g.heap_period().unwrap(), 130);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Additive {
    a: u64,
    b: u64,
}

/// Where (a, δ) lies. Only [`Regime::PrimitiveQuadratic`] is covered by the theorem; the bands
/// are what brute force observes (docs/MATH.md, "Outside the regime").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Regime {
    /// a < δ < 2a and gcd(a, δ) = 1: Theorem 1 holds.
    PrimitiveQuadratic,
    /// gcd(a, δ) = g > 1.
    NonPrimitive {
        /// g = gcd(a, δ).
        gcd: u64,
    },
    /// Coprime, 2j·a ≤ δ ≤ (2j+1)·a.
    Linear {
        /// The band's j ≥ 0.
        j: u64,
    },
    /// Coprime, (2j+1)·a < δ < (2j+2)·a with j ≥ 1 (j = 0 is the primitive quadratic regime).
    Quadratic {
        /// The band's j ≥ 1.
        j: u64,
    },
}

impl Regime {
    /// The names of [`Regime::name`] in the order of [`Regime::index`].
    pub const NAMES: [&'static str; 4] = ["primitive-quadratic", "non-primitive", "linear", "quadratic"];

    /// A small number for the regime (the landscape's cells carry it): 0 primitive quadratic,
    /// 1 non-primitive, 2 linear, 3 quadratic, as in [`Regime::NAMES`].
    ///
    /// ```
    /// use asg::{Additive, Regime};
    /// let r = Additive::from_delta(5, 16).unwrap().regime();
    /// assert_eq!(Regime::NAMES[r.index() as usize], r.name());
    /// ```
    pub fn index(&self) -> u8 {
        match self {
            Regime::PrimitiveQuadratic => 0,
            Regime::NonPrimitive { .. } => 1,
            Regime::Linear { .. } => 2,
            Regime::Quadratic { .. } => 3,
        }
    }

    /// A short name: `primitive-quadratic`, `non-primitive`, `linear` or `quadratic`.
    pub fn name(&self) -> &'static str {
        match self {
            Regime::PrimitiveQuadratic => "primitive-quadratic",
            Regime::NonPrimitive { .. } => "non-primitive",
            Regime::Linear { .. } => "linear",
            Regime::Quadratic { .. } => "quadratic",
        }
    }

    /// A sentence for people: where the game is and what is known there.
    pub fn describe(&self) -> String {
        match *self {
            Regime::PrimitiveQuadratic => {
                "primitive quadratic regime (a < δ < 2a, gcd(a, δ) = 1): Theorem 1 gives every value".into()
            }
            Regime::NonPrimitive { gcd } => {
                format!("gcd(a, δ) = {gcd} > 1: outside the theorem; values by the mex rule")
            }
            Regime::Linear { j } => format!(
                "linear band j = {j} ({}a ≤ δ ≤ {}a): outside the theorem; values by the mex rule",
                2 * j,
                2 * j + 1
            ),
            Regime::Quadratic { j } => format!(
                "quadratic band j = {j} ({}a < δ < {}a): outside the theorem; values by the mex rule",
                2 * j + 1,
                2 * j + 2
            ),
        }
    }
}

/// The two kinds of band of the observed formulas ([docs/MATH.md](../docs/MATH.md), outside
/// the regime).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename_all = "lowercase"))]
pub enum BandKind {
    /// 2j·a ≤ δ ≤ (2j+1)·a: smallest period (2j+3)·a + δ.
    Linear,
    /// (2j+1)·a < δ < (2j+2)·a: smallest period a(3δ − (2j−1)·a); j = 0 is the primitive
    /// quadratic regime.
    Quadratic,
}

impl BandKind {
    /// `"linear"` or `"quadratic"`, as in JSON.
    pub fn label(self) -> &'static str {
        match self {
            BandKind::Linear => "linear",
            BandKind::Quadratic => "quadratic",
        }
    }

    /// 0 for linear, 1 for quadratic (the landscape's cells carry it).
    pub fn index(self) -> u8 {
        match self {
            BandKind::Linear => 0,
            BandKind::Quadratic => 1,
        }
    }
}

/// As its label.
impl Serialize for BandKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.label())
    }
}

/// A band of the observed band formulas: its kind and its j ≥ 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Band {
    /// Linear or quadratic.
    pub kind: BandKind,
    /// The band's j ≥ 0.
    pub j: u64,
}

/// Greatest common divisor (Euclid).
pub fn gcd(mut x: u64, mut y: u64) -> u64 {
    while y != 0 {
        (x, y) = (y, x % y);
    }
    x
}

impl Additive {
    /// S = {a, b, a+b}.
    ///
    /// In the primitive quadratic regime the heap period may pass [`MAX_HEAP_PERIOD`] (even
    /// 2^64): Theorem 1 gives every value without it, and only the queries that need the
    /// period are refused ([`Additive::heap_period`]).
    ///
    /// ```
    /// use asg::Additive;
    /// let g = Additive::from_delta(1 << 40, (1 << 40) + 1).unwrap(); // period about 2^82
    /// assert!(g.in_regime() && g.heap_period().is_err());
    /// assert!(Additive::from_delta(1 << 40, 1).is_err()); // outside it, the mex rule needs it
    /// ```
    ///
    /// # Errors
    /// [`Error::AIsZero`], [`Error::BNotAboveA`], or [`Error::Overflow`] when a + b or the
    /// block length 3δ + a would not fit, or, outside the regime, the heap period a(3δ + a).
    pub fn new(a: u64, b: u64) -> Result<Self> {
        if a == 0 {
            return Err(Error::AIsZero);
        }
        if b <= a {
            return Err(Error::BNotAboveA { a, b });
        }
        a.add_or(b, "a + b")?;
        let delta = b - a;
        let what = "the heap period a(3δ + a)";
        let block = delta.mul_or(3, what)?.add_or(a, what)?;
        let game = Additive { a, b };
        if (block as u128) * (a as u128) > MAX_HEAP_PERIOD as u128 && !game.in_regime() {
            return Err(Error::Overflow { what });
        }
        Ok(game)
    }

    /// S = {a, a+δ, 2a+δ}.
    ///
    /// # Errors
    /// As [`Additive::new`]; δ = 0 (with a ≥ 1) is [`Error::DeltaIsZero`].
    pub fn from_delta(a: u64, delta: u64) -> Result<Self> {
        if a > 0 && delta == 0 {
            return Err(Error::DeltaIsZero);
        }
        let b = a.add_or(delta, "b = a + δ")?;
        Additive::new(a, b)
    }

    /// The additive view of a subtraction set.
    ///
    /// # Errors
    /// [`Error::NotAdditive`] when S is not {a, b, a+b}.
    pub fn from_set(set: &SubtractionSet) -> Result<Self> {
        match set.as_additive() {
            Some((a, b)) => Additive::new(a, b),
            None => Err(Error::NotAdditive { moves: set.moves().to_vec() }),
        }
    }

    /// a, the smallest move.
    pub fn a(&self) -> u64 {
        self.a
    }
    /// b = a + δ, the middle move.
    pub fn b(&self) -> u64 {
        self.b
    }
    /// δ = b − a.
    pub fn delta(&self) -> u64 {
        self.b - self.a
    }
    /// d = δ − a, the height of the residue trapezoid (negative below the regime).
    pub fn d(&self) -> i128 {
        self.delta() as i128 - self.a as i128
    }

    /// The set {a, b, a+b}.
    pub fn moves(&self) -> SubtractionSet {
        SubtractionSet::from_sorted(vec![self.a, self.b, self.a + self.b])
    }

    /// Where (a, δ) lies.
    pub fn regime(&self) -> Regime {
        let (a, delta) = (self.a, self.delta());
        let g = gcd(a, delta);
        if g > 1 {
            return Regime::NonPrimitive { gcd: g };
        }
        let k = delta / a; // a·k ≤ δ < a·(k+1)
        if k % 2 == 0 || delta == k * a {
            // 2j·a ≤ δ < (2j+1)·a, or δ = (2j+1)·a exactly (only a = 1 when coprime).
            Regime::Linear { j: if k % 2 == 0 { k / 2 } else { (k - 1) / 2 } }
        } else if k == 1 {
            Regime::PrimitiveQuadratic
        } else {
            Regime::Quadratic { j: (k - 1) / 2 }
        }
    }

    /// True in the primitive quadratic regime, where Theorem 1 holds.
    pub fn in_regime(&self) -> bool {
        self.regime() == Regime::PrimitiveQuadratic
    }

    /// `Ok(())` in the regime, else [`Error::NotInRegime`] naming `what` was asked.
    pub fn require_regime(&self, what: Proven) -> Result<()> {
        if self.in_regime() {
            Ok(())
        } else {
            Err(Error::NotInRegime { a: self.a, delta: self.delta(), what })
        }
    }

    /// Index period aδ of the closed form: w(n + aδ) = w(n) + a(3δ + a).
    ///
    /// # Errors
    /// As [`Additive::heap_period`].
    pub fn index_period(&self) -> Result<u64> {
        self.heap_period()?;
        Ok(self.a * self.delta()) // ≤ heap period, which fits
    }

    /// True when the heap period a(3δ + a) is at most [`MAX_HEAP_PERIOD`], as it is for every
    /// game outside the primitive quadratic regime.
    pub fn period_fits(&self) -> bool {
        self.heap_period_wide() <= MAX_HEAP_PERIOD as u128
    }

    /// The heap period a(3δ + a) in 128 bits, where it always fits.
    pub fn heap_period_wide(&self) -> u128 {
        self.a as u128 * (3 * self.delta() as u128 + self.a as u128)
    }

    /// Heap period P = a(3δ + a): the smallest period of g in the regime (Theorem 1).
    /// Outside the regime this is only the formula's value, not the period.
    ///
    /// # Errors
    /// [`Error::Overflow`] past [`MAX_HEAP_PERIOD`] (a game of the regime only).
    pub fn heap_period(&self) -> Result<u64> {
        match self.period_fits() {
            true => Ok(self.a * (3 * self.delta() + self.a)),
            false => Err(Error::Overflow { what: PERIOD_TOO_LARGE }),
        }
    }

    /// The smallest period the band formulas predict (observed by brute force, not proven;
    /// docs/MATH.md, "Outside the regime"): linear band (2j+3)a + δ, quadratic band
    /// a(3δ − (2j−1)a), and g · period(a/g, δ/g) when gcd(a, δ) = g > 1.
    ///
    /// ```
    /// use asg::Additive;
    /// let p = |a, d| Additive::from_delta(a, d).unwrap().observed_period_formula();
    /// assert_eq!([p(5, 4), p(5, 11), p(5, 16), p(4, 16), p(2, 11)].map(Result::unwrap), [19, 36, 215, 44, 54]);
    /// ```
    ///
    /// # Errors
    /// As [`Additive::heap_period`], in the regime.
    pub fn observed_period_formula(&self) -> Result<u64> {
        let (a, delta) = (self.a, self.delta());
        Ok(match self.regime() {
            Regime::PrimitiveQuadratic => self.heap_period()?,
            // Outside the regime a(3δ + a) ≤ MAX_HEAP_PERIOD, which bounds each of these.
            Regime::Linear { j } => (2 * j + 3) * a + delta,
            // 3δ > (6j+3)a > (2j−1)a, so this never goes below zero.
            Regime::Quadratic { j } => a * (3 * delta - (2 * j - 1) * a),
            Regime::NonPrimitive { gcd } => {
                // (a/g, δ/g) is smaller than (a, δ), so it fits wherever (a, δ) does.
                let reduced = Additive { a: a / gcd, b: (a + delta) / gcd };
                gcd * reduced.observed_period_formula()?
            }
        })
    }

    /// The game divided by g = gcd(a, δ): {a/g, b/g, (a+b)/g}, whose band and period the band
    /// formulas scale (the game itself when g = 1).
    ///
    /// ```
    /// use asg::Additive;
    /// let r = Additive::from_delta(6, 9).unwrap().reduced();
    /// assert_eq!((r.a(), r.delta()), (2, 3));
    /// ```
    pub fn reduced(&self) -> Additive {
        let g = gcd(self.a, self.delta());
        // Dividing both by g keeps 0 < a/g < b/g and shrinks the heap period.
        Additive { a: self.a / g, b: self.b / g }
    }

    /// The band of the game, reduced by gcd(a, δ) first: where it lies among the observed
    /// bands (quadratic j = 0 is the primitive quadratic wedge a < δ < 2a).
    ///
    /// ```
    /// use asg::additive::{Additive, Band, BandKind};
    /// let band = |a, d| Additive::from_delta(a, d).unwrap().band();
    /// assert_eq!(band(5, 7), Band { kind: BandKind::Quadratic, j: 0 });
    /// assert_eq!(band(3, 153), Band { kind: BandKind::Linear, j: 25 }); // (1, 51)
    /// assert_eq!(band(5, 16), Band { kind: BandKind::Quadratic, j: 1 });
    /// ```
    pub fn band(&self) -> Band {
        match self.reduced().regime() {
            Regime::PrimitiveQuadratic => Band { kind: BandKind::Quadratic, j: 0 },
            Regime::Quadratic { j } => Band { kind: BandKind::Quadratic, j },
            Regime::Linear { j } => Band { kind: BandKind::Linear, j },
            // Coprime after reduction: never; said as the linear band it would be.
            Regime::NonPrimitive { .. } => Band { kind: BandKind::Linear, j: 0 },
        }
    }

    /// The lengths of the four kinds of gap of Theorem 1's P-positions: 1, a+1, b+1 and a+b+1
    /// (docs/MATH.md, "Gaps"), in the order of [`crate::GapKind::index`].
    ///
    /// ```
    /// use asg::Additive;
    /// assert_eq!(Additive::from_delta(5, 7).unwrap().gap_lengths(), [1, 6, 13, 18]);
    /// ```
    pub fn gap_lengths(&self) -> [u64; 4] {
        // a + b = 2a + δ ≤ 3δ + a in the regime, and < 2^62 outside it: a + b + 1 fits.
        [1, self.a + 1, self.b + 1, self.a + self.b + 1]
    }

    /// Collision windows of the shift δ per heap period, by Theorem 7: a·d in the regime;
    /// `None` outside it, where they are only counted (docs/MATH.md, "Collision windows"), and
    /// where the heap period passes [`MAX_HEAP_PERIOD`].
    ///
    /// ```
    /// use asg::Additive;
    /// assert_eq!(Additive::from_delta(7, 12).unwrap().windows_per_period(), Some(35));
    /// assert_eq!(Additive::from_delta(5, 16).unwrap().windows_per_period(), None);
    /// ```
    pub fn windows_per_period(&self) -> Option<u64> {
        // a·d < a(3δ + a), which fits when the period does.
        (self.in_regime() && self.period_fits()).then(|| self.a * self.d_in_regime())
    }

    /// The bounds of the residue regions of the (a+1)-gaps in the regime, [1, d, a + 1, δ]:
    /// residues r in [1, d) are left-restricted, in [d, a + 1) unrestricted and in [a + 1, δ)
    /// right-restricted (docs/MATH.md, "Residue regions"; a region may be empty). `None`
    /// outside the regime.
    ///
    /// ```
    /// use asg::Additive;
    /// // a = 7, δ = 12, d = 5: r = 1…4, 5…7, 8…11.
    /// assert_eq!(Additive::from_delta(7, 12).unwrap().residue_bounds(), Some([1, 5, 8, 12]));
    /// ```
    pub fn residue_bounds(&self) -> Option<[u64; 4]> {
        self.in_regime().then(|| [1, self.d_in_regime(), self.a + 1, self.delta()])
    }

    /// d = δ − a as an unsigned number, in the regime (where 0 < d < a).
    pub(crate) fn d_in_regime(&self) -> u64 {
        self.delta() - self.a
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regimes_of_the_bands() {
        let r = |a, d| Additive::from_delta(a, d).unwrap().regime();
        assert_eq!(r(5, 7), Regime::PrimitiveQuadratic);
        assert_eq!(r(5, 9), Regime::PrimitiveQuadratic);
        assert_eq!(r(5, 4), Regime::Linear { j: 0 });
        assert_eq!(r(5, 11), Regime::Linear { j: 1 });
        assert_eq!(r(5, 16), Regime::Quadratic { j: 1 });
        assert_eq!(r(4, 16), Regime::NonPrimitive { gcd: 4 });
        assert_eq!(r(6, 9), Regime::NonPrimitive { gcd: 3 });
        assert_eq!(r(1, 1), Regime::Linear { j: 0 });
        assert_eq!(r(1, 3), Regime::Linear { j: 1 });
        assert_eq!(r(1, 4), Regime::Linear { j: 2 });
        assert_eq!(r(2, 3), Regime::PrimitiveQuadratic);
    }

    #[test]
    fn bad_parameters_are_errors() {
        assert_eq!(Additive::new(0, 3), Err(Error::AIsZero));
        assert_eq!(Additive::new(3, 3), Err(Error::BNotAboveA { a: 3, b: 3 }));
        assert_eq!(Additive::from_delta(3, 0), Err(Error::DeltaIsZero));
        assert!(matches!(Additive::new(1 << 40, 1 << 41), Err(Error::Overflow { .. })));
        assert!(matches!(Additive::from_delta(u64::MAX, 1), Err(Error::Overflow { .. })));
        // In the regime only the block length 3δ + a must fit.
        assert!(matches!(Additive::from_delta(1 << 62, (1 << 62) + 1), Err(Error::Overflow { .. })));
    }

    #[test]
    fn a_regime_game_past_the_period_limit_is_made_and_its_period_refused() {
        let g = Additive::from_delta(1 << 40, (1 << 40) + 1).unwrap();
        assert!(g.in_regime() && !g.period_fits());
        assert_eq!(g.heap_period(), Err(Error::Overflow { what: PERIOD_TOO_LARGE }));
        assert!(g.index_period().is_err() && g.observed_period_formula().is_err());
        assert_eq!(g.windows_per_period(), None);
        assert_eq!(g.gap_lengths(), [1, g.a() + 1, g.b() + 1, g.a() + g.b() + 1]);
        assert_eq!(g.heap_period_wide(), (1u128 << 40) * ((3u128 << 40) + 3 + (1 << 40)));
        let limit = Additive::from_delta(1 << 29, (1 << 29) + 1).unwrap(); // a(3δ + a) < 2^62
        assert!(limit.period_fits() && limit.heap_period().is_ok());
    }
}
