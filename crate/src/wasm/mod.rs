//! The JavaScript API: thin wrappers over the core. Every integer that can pass 2^53 crosses as
//! a BigInt (`BigUint64Array` for arrays) and arrives exact; inputs take numbers or BigInts and
//! are checked, never truncated; errors cross as JavaScript `Error`s with `code` and `field`;
//! result shapes are declared once as TypeScript interfaces (`types`); pictures stay in wasm
//! memory and go onto the canvas from here.
//!
//! Two builds come from this module: the page's first module (`asg.js`: games, values, periods,
//! pictures), kept under 100 KB so the page paints fast, and the full one (`--features full`,
//! `asg_full.js`), which adds the proof views' queries, the collision spectrum, the worker's
//! long jobs and the atlas's checksum (in the page's module it would pass 100 KiB).

#[cfg(feature = "full")]
mod bench;
#[cfg(feature = "full")]
mod checksum;
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
mod types;

#[cfg(feature = "full")]
pub use bench::mex_kernel;
#[cfg(feature = "full")]
pub use checksum::crc32;
pub use convert::Failure;
pub use game::{check_plane, Game};
#[cfg(feature = "full")]
pub use jobs::{LandscapeJob, LedgerJob, SequenceJob};
pub use picture::{grid_heaps_at, strip_heaps_at, strip_layout, Picture};
#[cfg(feature = "full")]
pub use spectrum::{Spectrum, SpectrumJob};
