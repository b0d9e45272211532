//! `asg._core`: the Python bindings of the asg core, a thin layer that only converts (as the
//! wasm bindings do): whole numbers in and out exact, result shapes as the dicts of the CLI's
//! `--json`, the core's errors as exceptions with their `code`, and the GIL released while the
//! core computes. The package `asg` (python/asg) re-exports it with its types.

mod arrays;
mod convert;
mod game;
mod interrupt;
mod tile;

use pyo3::prelude::*;
use pyo3::pybacked::PyBackedBytes;

/// The CRC-32 of `data`: zlib's (CRC-32/ISO-HDLC, as `zlib.crc32`; `asg::checksum`), the
/// checksum of the atlas's first format. The atlas's Zarr store checks each chunk by its
/// CRC-32C (Castagnoli) instead, which this is not.
///
/// >>> hex(asg.crc32(b"123456789"))
/// '0xcbf43926'
#[pyfunction]
fn crc32(py: Python<'_>, data: PyBackedBytes) -> u32 {
    let bytes: &[u8] = &data;
    py.detach(|| asg::checksum::crc32(bytes))
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<game::Game>()?;
    m.add_class::<tile::Tile>()?;
    m.add_function(wrap_pyfunction!(tile::landscape_tile, m)?)?;
    m.add_function(wrap_pyfunction!(tile::landscape_cell, m)?)?;
    m.add_function(wrap_pyfunction!(tile::tile_work, m)?)?;
    m.add_function(wrap_pyfunction!(crc32, m)?)?;
    m.add("TILE_FIELDS", tile::field_specs(py)?)?;
    m.add("CORE_VERSION", asg::VERSION)?;
    m.add("DEFAULT_BOUND", asg::period::DEFAULT_BOUND as u64)?;
    m.add("GUESS_BOUND", asg::period::GUESS_BOUND as u64)?;
    m.add("MAX_BOUND", asg::limits::MAX_BOUND)?;
    m.add("MAX_WORK", asg::limits::MAX_WORK)?;
    m.add("MAX_WORK_CEILING", asg::limits::MAX_WORK_CEILING)?;
    m.add("MAX_WINDOW", asg::limits::MAX_WINDOW)?;
    Ok(())
}
