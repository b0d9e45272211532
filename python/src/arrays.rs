//! Large results as NumPy arrays: the core's list copied once, into a `bytearray` that the array
//! then shares (`numpy.frombuffer`), so the array is writable and owns its memory.

use pyo3::exceptions::PyImportError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyByteArray;

/// `numpy.frombuffer`, looked up once.
static FROM_BUFFER: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

fn from_buffer(py: Python<'_>) -> PyResult<&Bound<'_, PyAny>> {
    FROM_BUFFER
        .get_or_try_init(py, || -> PyResult<_> {
            let numpy = py.import("numpy").map_err(|e| {
                PyImportError::new_err(format!("asg gives large results as NumPy arrays: pip install numpy ({e})"))
            })?;
            Ok(numpy.getattr("frombuffer")?.unbind())
        })
        .map(|f| f.bind(py))
}

/// A NumPy array of `dtype` (`"uint8"`, `"uint64"`) over `bytes`, each item `size` bytes
/// written by `fill` into its slot of the buffer.
fn array<'py>(
    py: Python<'py>,
    dtype: &str,
    len: usize,
    size: usize,
    fill: impl FnOnce(&mut [u8]),
) -> PyResult<Bound<'py, PyAny>> {
    let bytes = len.checked_mul(size).ok_or_else(|| PyErr::new::<pyo3::exceptions::PyMemoryError, _>(()))?;
    let buffer = PyByteArray::new_with(py, bytes, |buf| {
        fill(buf);
        Ok(())
    })?;
    from_buffer(py)?.call1((buffer, dtype))
}

/// `values` as a NumPy array of dtype uint8.
pub fn uint8<'py>(py: Python<'py>, values: &[u8]) -> PyResult<Bound<'py, PyAny>> {
    array(py, "uint8", values.len(), 1, |buf| buf.copy_from_slice(values))
}

/// The `len` numbers of `values` as a NumPy array of dtype uint64 (native byte order).
pub fn uint64<'py>(py: Python<'py>, len: usize, values: impl Iterator<Item = u64>) -> PyResult<Bound<'py, PyAny>> {
    array(py, "uint64", len, 8, |buf| {
        for (slot, v) in buf.chunks_exact_mut(8).zip(values) {
            slot.copy_from_slice(&v.to_ne_bytes());
        }
    })
}

/// Pairs as a NumPy array of dtype uint64 and shape (len(pairs), 2).
pub fn uint64_pairs<'py>(py: Python<'py>, pairs: &[[u64; 2]]) -> PyResult<Bound<'py, PyAny>> {
    let flat = uint64(py, 2 * pairs.len(), pairs.iter().flatten().copied())?;
    flat.call_method1("reshape", (pairs.len(), 2))
}
