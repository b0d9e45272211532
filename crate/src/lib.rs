//! # asg: additive subtraction games, every number exact
//!
//! Two players take turns removing a, b or a+b counters from one heap; whoever cannot move
//! loses. This crate computes everything the ASG Explorer shows, natively and in WebAssembly.
//!
//! For S = {a, b, a+b} with δ = b − a in the *primitive quadratic regime* (a < δ < 2a,
//! gcd(a, δ) = 1) the nim-values have a closed form, stated in *Winning Ways* (1982) and proved
//! by U. Larsson and H. Manabe, *Additive Subtraction Games*, arXiv:2603.10414 (Theorem 1):
//! the P-positions are w_n = n + a⌊n/a⌋ + b⌊n/δ⌋ and the values 1, 2, 3 are shifts of them.
//! Outside the regime nothing is assumed: values come from the mex rule and the period it finds.
//! The mathematics, with what is proven and what is only observed, is in docs/MATH.md; doc
//! comments name its sections, as in (docs/MATH.md, "Gaps").
//!
//! | module | the mathematics |
//! | --- | --- |
//! | [`moves`] | finite subtraction sets S |
//! | [`mex`] | the mex rule as a fast kernel, and as a bounded-memory stream |
//! | [`period`] | preperiod and smallest period by the mex rule, within a memory bound; tables of two bits a heap |
//! | [`additive`] | S = {a, b, a+b}: parameters, regime, heap period, observed band formulas |
//! | [`closed_form`] | w_n, its rank and membership, and Theorem 1 in O(1) per heap |
//! | [`class_rule`] | Theorem 1's class rule worked by hand: where a heap lies among the w_n, and its class tests |
//! | [`game`] | any set: the nim sequence from Theorem 1 or from the mex rule |
//! | [`explain`] | the mex rule at one heap: its moves, their values, and their mex |
//! | [`gaps`] | gaps g_n between P-positions and their types |
//! | [`collisions`] | collision windows for any shift k (Theorem 7 for k = δ) |
//! | [`residues`] | the residue profile c(r) and its three regions |
//! | [`spectrum`] | the collision spectrum C(k) for every shift k: the torus formula, or pairs counted |
//! | [`translate`] | W0 moved by a shift s: where the heaps p + s land (W1 = W0 + a, …) |
//! | [`ledger`] | periods and class counts, formula beside brute-force count |
//! | [`landscape`] | every (a, δ) in a range: period by the mex rule beside the band formulas |
//! | [`lanes`] | the gaps, windows and counts a frame of the number line shows, per pixel |
//! | [`verify`] | Theorem 1 checked heap by heap against the mex rule |
//! | [`certificate`] | a proof of the closed form for one game: the mex rule's two duties checked on every heap of one period and a little more |
//! | [`proof`] | why Theorem 1 holds in general, step by step, with one game's numbers |
//! | [`limits`] | bounds on work, memory and output, and what each request costs |
//! | [`render`] | RGBA pictures of the sequence (no browser code) |
//! | [`shapes`] | the result shapes of the CLI's `--json` and the JavaScript API |
//! | [`checksum`] | CRC-32 of a byte string, the checksum of the atlas's files |
//!
//! ```
//! use asg::{Additive, Game};
//! let game = Additive::from_delta(5, 7)?; // S = {5, 12, 17}
//! assert!(game.in_regime());
//! assert_eq!(game.heap_period()?, 130);
//! let g = Game::additive(game);
//! assert_eq!(g.value(40)?, 1); // g = 00000 11111 00222 11333 22220 00331 11000 02111 13…
//! assert_eq!(g.value(10u64.pow(18))?, 1); // 10^18 ≡ 40 (mod 130)
//! # Ok::<(), asg::Error>(())
//! ```
//!
//! Every public function returns [`Error`] for bad input; none panics on any input.

#![warn(missing_docs)]

pub mod additive;
// Re-exported where it is used (render, lanes): the geometry under the pictures and the spectrum.
mod axis;
pub mod certificate;
pub mod checksum;
pub mod class_rule;
pub mod closed_form;
pub mod collisions;
#[cfg(test)]
mod contracts;
pub mod error;
pub mod explain;
pub mod game;
pub mod gaps;
pub mod landscape;
pub mod lanes;
pub mod ledger;
pub mod limits;
pub mod mex;
pub mod moves;
mod packed;
pub mod period;
pub mod proof;
pub mod render;
pub mod residues;
pub mod shapes;
pub mod spectrum;
pub mod translate;
pub mod verify;

/// The version of this crate, as files made from its numbers record it (the atlas's manifest).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

pub use additive::{Additive, Regime};
pub use closed_form::{ClosedForm, WSequence};
pub use error::{Error, Result};
pub use game::{Game, NimSequence};
pub use gaps::{Gap, GapKind};
pub use limits::{Cost, Limits};
pub use moves::SubtractionSet;
pub use period::{PPositions, Period, PeriodSearch, PeriodicValues};
