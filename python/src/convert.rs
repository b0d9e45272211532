//! Conversions between Python and the core: whole numbers checked into `u64`, ranges, result
//! shapes as dicts, and the core's errors as the exceptions of `asg._errors`.

use asg::error::Param;
use asg::shapes::python_name;
use asg::Error;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyList, PyString, PyTuple, PyType};
use serde::Serialize;

/// The exception classes, looked up once from `asg._errors` (defined in Python, so that one
/// class can be both an `AsgError` and a `ValueError`).
static CLASSES: PyOnceLock<[Py<PyType>; 3]> = PyOnceLock::new();

/// Which of the three classes an error is raised as.
#[derive(Clone, Copy)]
enum Kind {
    Base = 0,
    Value = 1,
    Type = 2,
}

fn class(py: Python<'_>, kind: Kind) -> PyResult<Bound<'_, PyType>> {
    let classes = CLASSES.get_or_try_init(py, || -> PyResult<_> {
        let module = py.import("asg._errors")?;
        let get = |name: &str| -> PyResult<Py<PyType>> { Ok(module.getattr(name)?.cast_into::<PyType>()?.unbind()) };
        Ok([get("AsgError")?, get("AsgValueError")?, get("AsgTypeError")?])
    })?;
    Ok(classes[kind as usize].bind(py).clone())
}

/// An exception of `kind` with the message, `code`, `field` and `params`.
fn raise(
    py: Python<'_>,
    kind: Kind,
    message: String,
    code: &str,
    field: Option<&str>,
    params: &[(&str, Param)],
) -> PyErr {
    let made = (|| -> PyResult<PyErr> {
        let numbers = PyDict::new(py);
        for &(name, value) in params {
            match value {
                Param::Number(n) => numbers.set_item(name, n)?,
                Param::Key(key) => numbers.set_item(name, key)?,
            }
        }
        let instance = class(py, kind)?.call1((message, code, field, numbers))?;
        Ok(PyErr::from_value(instance))
    })();
    // Only a broken installation (no asg._errors) gets here: say so rather than lose the message.
    made.unwrap_or_else(|e| e)
}

/// The core's error as a Python exception: `AsgValueError` for what the caller can mend by
/// asking differently (bad input, a request over a limit), `AsgError` for the rest.
pub fn error(py: Python<'_>, e: Error) -> PyErr {
    let kind = match e {
        Error::PeriodNotFound { .. }
        | Error::OutOfMemory { .. }
        | Error::Interrupted { .. }
        | Error::Finished { .. }
        | Error::NotAPeriod { .. } => Kind::Base,
        _ => Kind::Value,
    };
    // The core names the JavaScript API's arguments (`maxWork`); here they are Python's.
    let field = e.field().map(python_name);
    // The core's message says only that the bound was too small; say how to give a larger one.
    let message = match e {
        Error::PeriodNotFound { .. } => format!(
            "{e} (raise bound=, as in Game.from_delta(a, delta, bound=N) or Game(moves, bound=N), up to {})",
            asg::limits::MAX_BOUND
        ),
        _ => e.to_string(),
    };
    raise(py, kind, message, e.code(), field.as_deref(), &e.params())
}

/// Shorthand: a core result with its error raised as above.
pub trait Raise<T> {
    /// The value, or the core's error as a Python exception.
    fn raise(self, py: Python<'_>) -> PyResult<T>;
}

impl<T> Raise<T> for asg::Result<T> {
    fn raise(self, py: Python<'_>) -> PyResult<T> {
        self.map_err(|e| error(py, e))
    }
}

/// An `invalid-number` error about `field`: an `AsgValueError`.
pub fn invalid(py: Python<'_>, field: &'static str, detail: impl Into<String>) -> PyErr {
    error(py, Error::InvalidNumber { field, detail: detail.into() })
}

/// An `invalid-number` error about `field` for a value of the wrong type: an `AsgTypeError`.
fn wrong_type(py: Python<'_>, field: &'static str, detail: String) -> PyErr {
    let e = Error::InvalidNumber { field, detail };
    raise(py, Kind::Type, e.to_string(), e.code(), e.field(), &[])
}

/// A short `repr` of what was given, for a message.
fn shown(obj: &Bound<'_, PyAny>) -> String {
    let text = obj.repr().map(|r| r.to_string()).unwrap_or_else(|_| "?".into());
    match text.char_indices().nth(40) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

/// A whole number from 0 to 2^64 − 1: a Python `int` or anything with `__index__` (NumPy's and
/// Sage's integers); never a float, never truncated.
pub fn whole(obj: &Bound<'_, PyAny>, field: &'static str) -> PyResult<u64> {
    let py = obj.py();
    if let Ok(n) = obj.extract::<u64>() {
        return Ok(n);
    }
    // An array (NumPy's) has __index__ but only one element makes a number: ask it for one.
    let Ok(index) = obj.call_method0("__index__") else {
        return Err(wrong_type(py, field, format!("expected a whole number (int), got {}", shown(obj))));
    };
    let negative = index.lt(0).unwrap_or(false);
    let detail = match negative {
        true => format!("must be at least 0, got {}", shown(obj)),
        false => format!("must be at most 2^64 − 1 = {}, got {}", u64::MAX, shown(obj)),
    };
    Err(invalid(py, field, detail))
}

/// An optional whole number (`None` is absent).
pub fn optional(obj: Option<&Bound<'_, PyAny>>, field: &'static str) -> PyResult<Option<u64>> {
    match obj {
        Some(o) if !o.is_none() => whole(o, field).map(Some),
        _ => Ok(None),
    }
}

/// A `range` of whole numbers with step 1 and at least one member, as [start, stop).
pub fn span(obj: &Bound<'_, PyAny>, field: &'static str) -> PyResult<(u64, u64)> {
    let py = obj.py();
    let builtins = py.import("builtins")?;
    if !obj.is_instance(&builtins.getattr("range")?)? {
        return Err(wrong_type(py, field, format!("expected a range, e.g. range(1, 65), got {}", shown(obj))));
    }
    if obj.getattr("step")?.extract::<i64>().ok() != Some(1) {
        return Err(invalid(py, field, "the range's step must be 1"));
    }
    let start = whole(&obj.getattr("start")?, field)?;
    let stop = whole(&obj.getattr("stop")?, field)?;
    if stop <= start {
        return Err(invalid(py, field, format!("the range {start} … {stop} − 1 is empty")));
    }
    Ok((start, stop))
}

/// A result shape of the core (the same one as the CLI's `--json`) as a dict, its keys in
/// snake_case as Python names are written (`heapPeriod` → `heap_period`, see [`snake`]).
pub fn shape<'py, T: Serialize>(py: Python<'py>, value: &T) -> PyResult<Bound<'py, PyAny>> {
    snake_keys(pythonize::pythonize(py, value)?)
}

/// `obj` with the keys of every dict in it renamed by [`python_name`] (lists are changed in place,
/// tuples made anew only when they hold a dict or a list).
fn snake_keys(obj: Bound<'_, PyAny>) -> PyResult<Bound<'_, PyAny>> {
    let py = obj.py();
    if let Ok(dict) = obj.cast::<PyDict>() {
        let out = PyDict::new(py);
        for (key, value) in dict.iter() {
            match key.cast::<PyString>() {
                Ok(name) => out.set_item(python_name(&name.to_cow()?), snake_keys(value)?)?,
                Err(_) => out.set_item(key, snake_keys(value)?)?,
            }
        }
        return Ok(out.into_any());
    }
    if let Ok(list) = obj.cast::<PyList>() {
        for i in 0..list.len() {
            let item = list.get_item(i)?;
            if nested(&item) {
                list.set_item(i, snake_keys(item)?)?;
            }
        }
        return Ok(obj);
    }
    if let Ok(tuple) = obj.cast::<PyTuple>() {
        if tuple.iter().any(|item| nested(&item)) {
            let items = tuple.iter().map(snake_keys).collect::<PyResult<Vec<_>>>()?;
            return Ok(PyTuple::new(py, items)?.into_any());
        }
    }
    Ok(obj)
}

/// True for a dict, a list or a tuple: what [`snake_keys`] looks into.
fn nested(obj: &Bound<'_, PyAny>) -> bool {
    obj.is_instance_of::<PyDict>() || obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>()
}

/// The end of a range of heaps, from 0 to 2^64 (one past the last heap).
pub fn end(obj: &Bound<'_, PyAny>, field: &'static str) -> PyResult<i128> {
    if let Ok(n) = obj.extract::<u64>() {
        return Ok(n.into());
    }
    if obj.extract::<u128>().ok() == Some(1 << 64) {
        return Ok(asg::render::HEAP_END);
    }
    match whole(obj, field) {
        Err(e) if e.is_instance_of::<pyo3::exceptions::PyTypeError>(obj.py()) => Err(e),
        _ => Err(invalid(obj.py(), field, format!("must be between 0 and 2^64, got {}", shown(obj)))),
    }
}

/// The limits of a request with `max_work` positions (default [`asg::limits::MAX_WORK`], as
/// the CLI's `--max-work`).
pub fn limits(py: Python<'_>, max_work: Option<&Bound<'_, PyAny>>) -> PyResult<asg::limits::Limits> {
    match optional(max_work, "max_work")? {
        Some(work) => asg::limits::Limits::with_work(work).raise(py),
        None => Ok(asg::limits::Limits::default()),
    }
}
