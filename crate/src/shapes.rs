//! The result shapes shared by the CLI's `--json` and the JavaScript API, built in one place.

use crate::additive::{Additive, Band};
use crate::error::Result;
use crate::game::{Game, NimSequence};
use serde::Serialize;

/// A field name of these shapes as Python writes it: an upper-case letter after a lower-case
/// letter or a digit becomes `_` and its lower case (`w0IsW` → `w0_is_w`, `heapPeriod` →
/// `heap_period`); the paper's symbols (`L`, `R`) stay. The Python bindings name their results'
/// keys by it, and the Python stub's generated types (src/contracts.rs) their fields.
pub fn python_name(field: &str) -> String {
    let mut out = String::with_capacity(field.len() + 4);
    let mut after_word = false;
    for c in field.chars() {
        if c.is_ascii_uppercase() && after_word {
            out.push('_');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
        after_word = c.is_ascii_lowercase() || c.is_ascii_digit();
    }
    out
}

/// `asg nim --json`, `game.nim(…)` as an object.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct NimWindow {
    /// The subtraction set, in increasing order.
    pub moves: Vec<u64>,
    /// The first heap of the window.
    pub from: u64,
    /// g(from), g(from + 1), ….
    pub values: Vec<u8>,
}

impl NimWindow {
    /// The values of `count` heaps from `from` in the game.
    ///
    /// # Errors
    /// As [`Game::nim`].
    pub fn new(game: &Game, from: u64, count: u64) -> Result<Self> {
        Ok(NimWindow { moves: game.set().moves().to_vec(), from, values: game.nim(from, count)? })
    }
}

/// `asg ppos --json`, `game.pPositions(count)`: the first `count` P-positions. In the regime
/// they are w_0, w_1, …; outside it they come from the mex rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PPositions {
    /// The game's a.
    pub a: u64,
    /// The game's b.
    pub b: u64,
    /// δ = b − a.
    pub delta: u64,
    /// The P-positions, smallest first.
    pub w: Vec<u64>,
}

impl PPositions {
    /// The first `count` P-positions of the game's sequence.
    ///
    /// # Errors
    /// As [`NimSequence::p_positions`].
    pub fn new(game: Additive, seq: &NimSequence, count: u64) -> Result<Self> {
        Self::starting(game, seq, 0, count)
    }

    /// The `count` P-positions of the game's sequence from the `from`-th (counting from 0): p_from, ….
    ///
    /// ```
    /// use asg::{shapes::PPositions, Additive, Game};
    /// let game = Additive::from_delta(5, 7).unwrap();
    /// let owner = Game::additive(game);
    /// let seq = owner.sequence().unwrap();
    /// assert_eq!(PPositions::starting(game, seq, 10, 3).unwrap().w, PPositions::new(game, seq, 13).unwrap().w[10..]);
    /// ```
    ///
    /// # Errors
    /// As [`PPositions::new`].
    pub fn starting(game: Additive, seq: &NimSequence, from: u64, count: u64) -> Result<Self> {
        Ok(PPositions { a: game.a(), b: game.b(), delta: game.delta(), w: seq.p_positions(from, count)? })
    }

    /// As [`PPositions::starting`], from the game: also where its heap period passes 64-bit
    /// arithmetic (Theorem 1's w_n need none, [`Game::p_positions`]).
    ///
    /// ```
    /// use asg::{shapes::PPositions, Additive, Game};
    /// let game = Additive::from_delta(1 << 40, (1 << 40) + 1).unwrap();
    /// let w = PPositions::of_game(game, &Game::additive(game), (1 << 40) - 1, 2).unwrap().w;
    /// assert_eq!(w, [(1 << 40) - 1, 1 << 41]); // w_(a−1) = a − 1, then the gap a + 1
    /// ```
    ///
    /// # Errors
    /// As [`Game::p_positions`].
    pub fn of_game(game: Additive, owner: &Game, from: u64, count: u64) -> Result<Self> {
        Ok(PPositions { a: game.a(), b: game.b(), delta: game.delta(), w: owner.p_positions(from, count)? })
    }
}

/// `game.additive()`: the parameters of {a, b, a+b}, its regime, and its periods. The
/// periods are Theorem 1's in the regime; outside it `heap_period` is the one the mex rule
/// found (if it found one within the bound) and `index_period` is the number of
/// P-positions in it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct AdditiveInfo {
    /// The game's a.
    pub a: u64,
    /// The game's b.
    pub b: u64,
    /// δ = b − a.
    pub delta: u64,
    /// The moves a, b and a + b, ascending: the third, a + b, is the largest move, so every
    /// heap from a + b on has all three.
    pub moves: [u64; 3],
    /// d = δ − a (negative when δ < a).
    pub d: i64,
    /// The regime's name ([`crate::Regime::name`]; [`crate::Regime::describe`] says it in a
    /// sentence, in English, for the command line).
    #[cfg_attr(test, ts(type = "Regime"))]
    pub regime: &'static str,
    /// gcd(a, δ) (1 for a primitive game).
    pub gcd: u64,
    /// The band of δ/g against a/g, g = gcd(a, δ): where the game, reduced, lies among the
    /// observed bands (quadratic j = 0 is the primitive quadratic wedge a < δ < 2a).
    pub band: Band,
    /// True in the primitive quadratic regime, where the closed form is a theorem.
    pub proven: bool,
    /// P-positions per heap period (aδ in the regime).
    pub index_period: Option<u64>,
    /// The smallest period (a(3δ + a) in the regime).
    pub heap_period: Option<u64>,
    /// The band formula's smallest period outside the regime (observed, not proven).
    pub band_period: Option<u64>,
    /// Heaps of value 0, 1, 2 and 3 per heap period (after the preperiod): aδ, aδ, aδ, a² in
    /// the regime (Theorem 1), else counted by the mex rule.
    pub class_counts: Option<[u64; 4]>,
    /// Collision windows per heap period for the shift δ: a·d in the regime (Theorem 7);
    /// `None` outside it, where they have to be counted (`windowsPerPeriod` of the full API).
    pub windows_per_period: Option<u64>,
    /// The game's own gap lengths w_(n+1) − w_n, distinct and ascending: in the regime Theorem
    /// 1's four, [1, a+1, b+1, a+b+1] (gap kinds 0 to 3, [`Additive::gap_lengths`]); outside it
    /// those the mex rule gives over a period, `None` when no period was found or the period
    /// holds more P-positions than [`crate::game::GAP_SCAN_LIMIT`] (2^18).
    pub gap_lengths: Option<Vec<u64>>,
    /// The game divided by gcd(a, δ), whose band it is in.
    pub reduced: ReducedGame,
    /// The bounds of the residue regions in the regime, [1, d, a + 1, δ]: left-restricted
    /// residues r are in [b0, b1), unrestricted in [b1, b2), right-restricted in [b2, b3)
    /// ([`Additive::residue_bounds`]).
    pub residue_bounds: Option<[u64; 4]>,
    /// Heaps across a number line fitted to its gaps and windows: six of the longest gaps,
    /// 6·(a + b + 1), or two heap periods when the period is known and that is less.
    pub fit_span: u64,
}

/// The game divided by g = gcd(a, δ) ([`Additive::reduced`]), whose band the game is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ReducedGame {
    /// a / g.
    pub a: u64,
    /// δ / g.
    pub delta: u64,
}

impl AdditiveInfo {
    /// `seq` is the game's sequence if it could be had (it may be missing outside the regime
    /// when the period exceeds the memory bound).
    pub fn new(game: Additive, seq: Option<&NimSequence>) -> Self {
        let proven = game.in_regime();
        let period = seq.map(|s| s.period());
        let class_counts = seq.map(NimSequence::counts_per_period);
        let heap_period = period.map(|p| p.period);
        let longest = game.gap_lengths()[3];
        let six = longest.saturating_mul(6);
        let fit_span = heap_period.map_or(six, |p| six.min(p.saturating_mul(2)));
        let reduced = game.reduced();
        let index_period = seq.map(|s| s.p_positions_split().1);
        AdditiveInfo {
            a: game.a(),
            b: game.b(),
            delta: game.delta(),
            moves: [game.a(), game.b(), game.a() + game.b()],
            d: game.delta() as i64 - game.a() as i64,
            regime: game.regime().name(),
            gcd: crate::additive::gcd(game.a(), game.delta()),
            band: game.band(),
            proven,
            index_period,
            heap_period,
            band_period: (!proven).then(|| game.observed_period_formula().ok()).flatten(),
            class_counts,
            windows_per_period: game.windows_per_period(),
            gap_lengths: if proven {
                Some(game.gap_lengths().to_vec())
            } else {
                seq.and_then(|s| s.gap_lengths().ok())
            },
            reduced: ReducedGame { a: reduced.a(), delta: reduced.delta() },
            residue_bounds: game.residue_bounds(),
            fit_span,
        }
    }
}
