//! Theorem 1's class rule worked by hand, as a student would with the formula
//! w_n = n + a⌊n/a⌋ + b⌊n/δ⌋ (docs/MATH.md, "Theorem 1"): where a heap x lies among the
//! P-positions (the n with w_n ≤ x < w_{n+1}, both terms written out), and the tests that put x
//! in its class: x ∈ W0, then x − a ∈ W0 (W1), then x + b ∈ W0 (W2), else W3, where x + δ ∈ W0.
//! In the primitive quadratic regime only, where the formula is the game.

use crate::closed_form::ClosedForm;
use crate::error::{Error, Result};
use serde::Serialize;

/// One term of the closed form written out: w_n = n + a·⌊n/a⌋ + b·⌊n/δ⌋.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct WTerm {
    /// The index n.
    pub n: u64,
    /// ⌊n/a⌋.
    pub floor_a: u64,
    /// ⌊n/δ⌋.
    pub floor_delta: u64,
    /// w_n.
    pub w: u64,
}

/// Where a heap lies among the P-positions: w_n ≤ heap < w_{n+1}.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Bracket {
    /// The heap placed.
    pub heap: u64,
    /// The last P-position at or below it, w_n.
    pub below: WTerm,
    /// The next one, w_{n+1} (`None` past 2^64).
    pub above: Option<WTerm>,
}

impl Bracket {
    /// True when the heap is the P-position w_n itself.
    pub fn is_p_position(&self) -> bool {
        self.below.w == self.heap
    }
}

/// One test of the class rule: is the heap `candidate` (x, x − a, x + b, or x + δ) a P-position?
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ClassTest {
    /// The class the test is for: 0 (x), 1 (x − a), 2 (x + b) or 3 (x + δ, which Theorem 1
    /// puts in W0 for every heap of W3).
    #[cfg_attr(test, ts(type = "0 | 1 | 2 | 3"))]
    pub class: u8,
    /// The heap tested; `None` when it is below 0 or past 2^64 − 1.
    pub candidate: Option<u64>,
    /// Where the candidate lies among the P-positions.
    pub bracket: Option<Bracket>,
    /// True when the candidate is a P-position.
    pub holds: bool,
}

/// The class rule at heap x: the tests in order up to the first that holds (for W3, the three
/// that fail and then x + δ), and the value they give.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ClassWork {
    /// The heap.
    pub heap: u64,
    /// Its nim-value, 0 to 3: the class of the test that holds.
    pub value: u8,
    /// The tests, in order.
    pub tests: Vec<ClassTest>,
}

/// w_n written out term by term.
///
/// # Errors
/// [`Error::Overflow`] when w_n passes 2^64 − 1.
pub fn w_term(form: &ClosedForm, n: u64) -> Result<WTerm> {
    let g = form.game();
    Ok(WTerm { n, floor_a: n / g.a(), floor_delta: n / g.delta(), w: form.w_sequence().w(n)? })
}

/// The bracket w_n ≤ x < w_{n+1} of heap x.
///
/// ```
/// use asg::{class_rule::bracket, Additive, ClosedForm};
/// let form = ClosedForm::new(Additive::from_delta(5, 7).unwrap()).unwrap();
/// // w = 0, 1, 2, 3, 4, 10, 11, 24, …: 20 lies between w_6 = 11 and w_7 = 24.
/// let b = bracket(&form, 20).unwrap();
/// assert_eq!((b.below.n, b.below.w, b.above.unwrap().w), (6, 11, 24));
/// assert_eq!((b.above.unwrap().floor_a, b.above.unwrap().floor_delta), (1, 1)); // 24 = 7 + 5·1 + 12·1
/// ```
///
/// # Errors
/// As [`w_term`].
pub fn bracket(form: &ClosedForm, x: u64) -> Result<Bracket> {
    let w = form.w_sequence();
    // w_0 = 0 ≤ x, so at least one term is at or below x.
    let n = if w.contains(x) { w.rank(x) } else { w.rank(x) - 1 };
    let below = w_term(form, n)?;
    let above = n.checked_add(1).and_then(|m| w_term(form, m).ok());
    Ok(Bracket { heap: x, below, above })
}

/// The class rule worked out at heap x.
///
/// ```
/// use asg::{class_rule::class_work, Additive, ClosedForm};
/// let form = ClosedForm::new(Additive::from_delta(5, 7).unwrap()).unwrap();
/// // 17 is no P-position, nor is 17 − 5 = 12, nor 17 + 12 = 29; 17 + 7 = 24 is: W3.
/// let work = class_work(&form, 17).unwrap();
/// assert_eq!(work.value, 3);
/// assert_eq!(work.tests.iter().map(|t| (t.candidate, t.holds)).collect::<Vec<_>>(),
///            [(Some(17), false), (Some(12), false), (Some(29), false), (Some(24), true)]);
/// ```
///
/// # Errors
/// [`Error::Overflow`] when a term the rule needs passes 2^64 − 1.
pub fn class_work(form: &ClosedForm, x: u64) -> Result<ClassWork> {
    let g = form.game();
    let candidates = [Some(x), x.checked_sub(g.a()), x.checked_add(g.b()), x.checked_add(g.delta())];
    let mut tests = Vec::with_capacity(4);
    for (class, candidate) in (0u8..).zip(candidates) {
        let bracket = candidate.map(|c| bracket(form, c)).transpose()?;
        let holds = bracket.is_some_and(|b| b.is_p_position());
        tests.push(ClassTest { class, candidate, bracket, holds });
        if holds {
            return Ok(ClassWork { heap: x, value: class, tests });
        }
    }
    // Theorem 1: every heap of W3 is δ below a P-position, so the last test holds unless x + δ overflows.
    Err(Error::Overflow { what: "the class's P-position" })
}
