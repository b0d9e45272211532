//! The JavaScript API: thin wrappers over the core. Every integer that can pass 2^53 crosses as
//! a BigInt (`BigUint64Array` for arrays) and arrives exact; inputs take numbers or BigInts and
//! are checked, never truncated; errors cross as JavaScript `Error`s with `code` and `field`;
//! result shapes are declared once as TypeScript interfaces (`types`); pictures stay in wasm
//! memory and go onto the canvas from here.
//!
//! Two builds come from this module: the page's first module (`asg.js`: games, values, periods,
//! pictures), kept under 100 KB so the page paints fast, and the full one (`--features full`,
//! `asg_full.js`), which adds the proof views' queries, the collision spectrum and the worker's
//! long jobs.

#[cfg(feature = "full")]
mod bench;
mod convert;
mod game;
#[cfg(feature = "full")]
mod jobs;
mod picture;
#[cfg(feature = "full")]
mod queries;
mod shapes;
#[cfg(feature = "full")]
mod spectrum;
#[cfg(feature = "full")]
mod study;
mod types;

#[cfg(feature = "full")]
pub use bench::mex_kernel;
pub use convert::Failure;
pub use game::{check_plane, Game};
#[cfg(feature = "full")]
pub use jobs::{LandscapeJob, LedgerJob, SequenceJob};
pub use picture::{grid_heaps_at, strip_heaps_at, strip_layout, Picture};
#[cfg(feature = "full")]
pub use spectrum::{Spectrum, SpectrumJob};
