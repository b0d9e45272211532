//! The period ledger: each periodic quantity by its closed form beside the value counted by
//! the mex rule over one period (MATH.md, "Periods" and Theorem 7).

use crate::additive::Additive;
use crate::collisions::count_per_period;
use crate::error::Result;
use crate::game::NimSequence;
use crate::period::PeriodicValues;
use serde::Serialize;

/// One quantity: the closed form's value (`None` where it does not apply) and the count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LedgerRow {
    pub name: &'static str,
    pub formula: Option<u64>,
    pub counted: u64,
}

impl LedgerRow {
    /// True when the formula applies and agrees with the count.
    pub fn agrees(&self) -> bool {
        self.formula == Some(self.counted)
    }
}

/// Every row of the ledger, and whether the formulas are the proven ones.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Ledger {
    /// True in the primitive quadratic regime, where the formulas are theorems.
    pub proven: bool,
    /// The smallest period the band formulas predict outside the regime (observed, not proven).
    pub band_formula: Option<u64>,
    pub preperiod: u64,
    pub rows: Vec<LedgerRow>,
}

/// The ledger, counting by the mex rule within a memory bound of `bound` positions.
///
/// ```
/// use asg::{ledger::ledger, Additive};
/// let l = ledger(Additive::from_delta(5, 7).unwrap(), 1 << 20).unwrap();
/// assert!(l.proven && l.rows.iter().all(|row| row.agrees()));
/// assert_eq!(l.rows[1].counted, 130); // heap period a(3δ + a)
/// ```
///
/// # Errors
/// [`crate::Error::PeriodNotFound`] when the period exceeds the bound.
pub fn ledger(game: Additive, bound: usize) -> Result<Ledger> {
    let counted = PeriodicValues::find(&game.moves(), bound)?;
    let period = counted.period();
    let start = period.preperiod;
    let end = start + period.period; // a table index, so it fits
    let below = |x| counted.counts_below(x);
    let (c0, c1) = (below(start), below(end));
    let per_class: [u64; 4] = std::array::from_fn(|v| c1[v] - c0[v]);
    let seq = NimSequence::Periodic(counted);
    let windows = count_per_period(&seq, game.delta())?;

    let proven = game.in_regime();
    let (a, delta) = (game.a(), game.delta());
    let formula = |value: u64| proven.then_some(value);
    let ad = a * delta;
    let rows = vec![
        LedgerRow { name: "index period aδ", formula: formula(ad), counted: per_class[0] },
        LedgerRow { name: "heap period a(3δ + a)", formula: formula(game.heap_period()), counted: period.period },
        LedgerRow { name: "|W0|", formula: formula(ad), counted: per_class[0] },
        LedgerRow { name: "|W1|", formula: formula(ad), counted: per_class[1] },
        LedgerRow { name: "|W2|", formula: formula(ad), counted: per_class[2] },
        LedgerRow { name: "|W3|", formula: formula(a * a), counted: per_class[3] },
        LedgerRow {
            name: "|C| = a·d",
            formula: if proven { Some(a * game.d_in_regime()) } else { None },
            counted: windows,
        },
    ];
    Ok(Ledger {
        proven,
        band_formula: (!proven).then(|| game.observed_period_formula()),
        preperiod: period.preperiod,
        rows,
    })
}
