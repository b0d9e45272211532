//! # asg-wasm: the JavaScript API of asg
//!
//! Thin wrappers over the core (the `asg` crate), which read and check the arguments, call the
//! core, and convert its answers; every rule (what a frame shows, what a step may do, what a
//! table must be, what is cached) is the core's, where the command line and the native tests
//! reach it. Every integer that can pass 2^53 crosses as a BigInt (`BigUint64Array` for arrays)
//! and arrives exact; whole numbers are checked, never truncated; a position is a BigInt in
//! units of 2^−32 heaps, in a frame object; errors cross as JavaScript `Error`s with `code`,
//! `field` and `params`; result shapes are declared once as TypeScript interfaces (`types`);
//! pictures stay in wasm memory and go onto the canvas from here.
//!
//! Two builds come from this module: the page's first module (`asg.js`: games, values, periods,
//! pictures), kept under 100 KB so the page paints fast, and the full one (`--features full`,
//! `asg_full.js`), which adds the proof views' queries, the collision spectrum, the worker's
//! long jobs and the atlas's checksum (in the page's module it would pass 100 KiB).
//!
//! The crate is for `wasm32` only (elsewhere it is empty), so the core and the command line never
//! build wasm-bindgen, js-sys or web-sys.

#![cfg(target_arch = "wasm32")]
#![warn(missing_docs)]

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
mod proof;
#[cfg(feature = "full")]
mod queries;
mod shapes;
#[cfg(feature = "full")]
mod spectrum;
#[cfg(feature = "full")]
mod study;
mod types;

#[cfg(feature = "full")]
pub use bench::{field_kernel, mex_kernel};
#[cfg(feature = "full")]
pub use checksum::crc32;
pub use convert::{glue_error, Failure};
pub use game::{check_plane, Game};
#[cfg(feature = "full")]
pub use jobs::{landscape_columns, LandscapeJob, LedgerJob, SequenceJob, TableCheck};
#[cfg(feature = "full")]
pub use picture::{grid_columns, grid_rows, strip_columns};
pub use picture::{grid_heaps_at, grid_pixels_of, strip_heaps_at, strip_layout, strip_pixels_of, Picture};
#[cfg(feature = "full")]
pub use proof::CertificateJob;
#[cfg(feature = "full")]
pub use spectrum::{Spectrum, SpectrumJob};
