//! The two directions of the boundary: JavaScript numbers and BigInts checked into Rust
//! integers (never truncated), results out as objects and typed arrays, and the core's
//! [`Error`] out as a JavaScript `Error` with `code` and `field`.

use asg::error::{Error, Param};
use asg::lanes::Frame;
use asg::render::{Fixed, GridView, HEAP_END};
#[cfg(feature = "full")]
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The core's error on its way to JavaScript: an `Error` whose `message` is the core's text,
/// `code` the variant ([`Error::code`]), `field` the input it is about, when there is one, and
/// `params` the values of the message by name ([`Error::params`]: numbers as BigInts, keys as
/// strings).
#[derive(Debug)]
pub struct Failure(pub Error);

impl From<Error> for Failure {
    fn from(e: Error) -> Self {
        Failure(e)
    }
}

impl From<Failure> for JsValue {
    fn from(Failure(e): Failure) -> JsValue {
        let error = js_sys::Error::new(&e.to_string());
        // Setting a property on a fresh Error object cannot fail.
        let _ = js_sys::Reflect::set(&error, &"code".into(), &e.code().into());
        let field = e.field().map_or(JsValue::NULL, JsValue::from);
        let _ = js_sys::Reflect::set(&error, &"field".into(), &field);
        // The numbers of the message, exact (BigInts), and its keys, for the page to say in its
        // own words.
        let params = js_sys::Object::new();
        for (name, value) in e.params() {
            let value = match value {
                Param::Number(n) => JsValue::from(n),
                Param::Key(k) => JsValue::from_str(k),
            };
            let _ = js_sys::Reflect::set(&params, &name.into(), &value);
        }
        let _ = js_sys::Reflect::set(&error, &"params".into(), &params);
        error.into()
    }
}

/// The error a message of the bindings' glue stands for, with its code: wasm-bindgen's own
/// checks (an object used after `free()`, or of the wrong class) throw plain `Error`s, whose
/// messages the page's loaders hand here ([`Error::from_glue`]).
#[wasm_bindgen(js_name = glueError, unchecked_return_type = "AsgError")]
pub fn glue_error(message: &str) -> JsValue {
    Failure(Error::from_glue(message)).into()
}

/// What every exported function returns.
pub type JsResult<T> = Result<T, Failure>;

/// An [`Error::InvalidNumber`] for `field`.
pub fn invalid(field: &'static str, detail: impl Into<String>) -> Failure {
    Failure(Error::InvalidNumber { field, detail: detail.into() })
}

/// The largest integer a JavaScript number holds exactly.
const SAFE: f64 = 9_007_199_254_740_991.0;

/// An integer from a JavaScript number or BigInt, as i128 (a BigInt past i128 is an error).
fn integer(value: &JsValue, field: &'static str) -> JsResult<i128> {
    if let Some(f) = value.as_f64() {
        if f.is_nan() {
            return Err(invalid(field, "is NaN, not a number"));
        }
        if !f.is_finite() {
            return Err(invalid(field, "must be finite"));
        }
        if f.fract() != 0.0 {
            return Err(invalid(field, "is not a whole number"));
        }
        if f.abs() > SAFE {
            return Err(invalid(field, "is past 2^53 − 1, where JavaScript numbers skip integers: pass a BigInt"));
        }
        return Ok(f as i128);
    }
    if value.is_bigint() {
        return i128::try_from(value.clone()).map_err(|_| invalid(field, "is far out of range"));
    }
    if value.is_undefined() || value.is_null() {
        return Err(invalid(field, "is missing"));
    }
    Err(invalid(field, "expected a number or a BigInt"))
}

/// A whole number 0 ≤ n ≤ 2^64 − 1 (a heap, an index, a move).
pub fn whole(value: &JsValue, field: &'static str) -> JsResult<u64> {
    let n = integer(value, field)?;
    u64::try_from(n).map_err(|_| {
        if n < 0 {
            invalid(field, "must not be negative")
        } else {
            invalid(field, "is past 2^64 − 1")
        }
    })
}

/// A whole number of either sign, −(2^64 − 1) ≤ n ≤ 2^64 − 1 (a shift up or down).
#[cfg(feature = "full")]
pub fn signed(value: &JsValue, field: &'static str) -> JsResult<i128> {
    let n = integer(value, field)?;
    if n.unsigned_abs() > u64::MAX as u128 {
        return Err(invalid(field, "must be within ±(2^64 − 1)"));
    }
    Ok(n)
}

/// An exclusive end of a range of heaps, 0 ≤ n ≤ 2^64 (so the last heap can be in it).
pub fn end(value: &JsValue, field: &'static str) -> JsResult<i128> {
    let n = integer(value, field)?;
    if !(0..=HEAP_END).contains(&n) {
        return Err(invalid(field, "must be between 0 and 2^64"));
    }
    Ok(n)
}

/// A count or size in [lo, hi].
pub fn count(value: &JsValue, field: &'static str, lo: u64, hi: u64) -> JsResult<u64> {
    let n = integer(value, field)?;
    if n < lo as i128 || n > hi as i128 {
        return Err(invalid(field, format!("must be a whole number from {lo} to {hi}")));
    }
    Ok(n as u64)
}

/// A position in units of 2^−32 heaps, from a BigInt only: a number is refused, so that no
/// value means a position in one call and a heap in another (heap h is `BigInt(h) << 32n`).
pub fn position(value: &JsValue, field: &'static str) -> JsResult<Fixed> {
    let limit = HEAP_END * Fixed::ONE;
    if !value.is_bigint() {
        return Err(invalid(field, "a position is a BigInt in units of 2^−32 heaps (heap h is BigInt(h) << 32n)"));
    }
    match i128::try_from(value.clone()) {
        Ok(units) if units.abs() < limit => Ok(Fixed(units)),
        _ => Err(invalid(field, "must be within ±2^64 heaps (in units of 2^−32 heaps)")),
    }
}

/// The field `name` of a JavaScript object (`undefined` when it has none, or is no object).
pub fn field(object: &JsValue, name: &str) -> JsValue {
    // Reflect.get throws for a value that is no object: then there is no field.
    js_sys::Reflect::get(object, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

/// The most pixel columns (or rows) a frame or picture has.
pub const MAX_SIDE: u64 = 8192;

/// A frame of the number line from its object `{left, perPixel, columns}`: the position at
/// the left edge, heaps per pixel, and pixel columns.
pub fn strip_frame(frame: &JsValue) -> JsResult<Frame> {
    if !frame.is_object() {
        return Err(invalid("frame", "expected a frame of the number line, {left, perPixel, columns}"));
    }
    Ok(Frame {
        start: position(&field(frame, "left"), "left")?,
        per_pixel: real(&field(frame, "perPixel"), "perPixel", Some(-16), 64)?,
        columns: count(&field(frame, "columns"), "columns", 1, MAX_SIDE)? as usize,
    })
}

/// A frame of the grid from its object `{rowWidth, col, row, cell}`.
pub fn grid_frame(frame: &JsValue) -> JsResult<GridView> {
    if !frame.is_object() {
        return Err(invalid("frame", "expected a frame of the grid, {rowWidth, col, row, cell}"));
    }
    let row_width = whole(&field(frame, "rowWidth"), "rowWidth")?;
    if row_width == 0 {
        return Err(invalid("rowWidth", "must be at least 1"));
    }
    Ok(GridView {
        row_width,
        col0: position(&field(frame, "col"), "col")?,
        row0: position(&field(frame, "row"), "row")?,
        cell: real(&field(frame, "cell"), "cell", Some(-60), 16)?,
    })
}

/// A pixel coordinate in [0, 2^13] (a number).
pub fn pixel(value: &JsValue, field: &'static str) -> JsResult<f64> {
    real(value, field, None, 13)
}

/// A real number in [2^lo, 2^hi] (zoom and the like), or in [0, 2^hi] when `lo` is `None`,
/// from a JavaScript number (or a BigInt, as the nearest number).
pub fn real(value: &JsValue, field: &'static str, lo: Option<i32>, hi: i32) -> JsResult<f64> {
    let x = match value.as_f64() {
        Some(x) => x,
        None if value.is_bigint() => i128::try_from(value.clone()).map_or(f64::INFINITY, |n| n as f64),
        None => return Err(invalid(field, "expected a number")),
    };
    let below = lo.map_or(0.0, |e| 2f64.powi(e));
    if x.is_nan() || x < below || x > 2f64.powi(hi) {
        let from = lo.map_or("0".to_string(), |e| format!("2^{e}"));
        return Err(invalid(field, format!("must be a number from {from} to 2^{hi}")));
    }
    Ok(x)
}

/// A result object in its declared shape; every u64 crosses as a BigInt, `None` as `null`
/// (full build; the page's module builds its three shapes by hand, in `shapes`, to stay small).
#[cfg(feature = "full")]
pub fn to_js<T: Serialize>(value: &T) -> JsResult<JsValue> {
    let s = serde_wasm_bindgen::Serializer::new()
        .serialize_large_number_types_as_bigints(true)
        .serialize_missing_as_null(true);
    value.serialize(&s).map_err(|e| invalid("result", e.to_string()))
}

/// A plain object from named fields (typed arrays stay typed arrays).
pub fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let o = js_sys::Object::new();
    for (name, value) in fields {
        let _ = js_sys::Reflect::set(&o, &JsValue::from_str(name), value);
    }
    o.into()
}

/// u64s as a `BigUint64Array`.
#[cfg(feature = "full")]
pub fn big(values: &[u64]) -> JsValue {
    let a = js_sys::BigUint64Array::new_with_length(values.len() as u32);
    a.copy_from(values);
    a.into()
}

/// f64s as a `Float64Array`.
#[cfg(feature = "full")]
pub fn floats(values: &[f64]) -> JsValue {
    js_sys::Float64Array::from(values).into()
}

/// Bytes as a `Uint8Array`.
#[cfg(feature = "full")]
pub fn bytes(values: &[u8]) -> JsValue {
    js_sys::Uint8Array::from(values).into()
}

/// A u64 as a BigInt.
pub fn bigint(n: u64) -> JsValue {
    js_sys::BigInt::from(n).into()
}

/// An optional u64 as a BigInt or `null`.
pub fn bigint_or_null(n: Option<u64>) -> JsValue {
    n.map_or(JsValue::NULL, bigint)
}

/// A heap range [lo, hi) as `{lo, hi}` BigInts (hi may be 2^64).
pub fn range(lo: i128, hi: i128) -> JsValue {
    object(&[("lo", js_sys::BigInt::from(lo as u128).into()), ("hi", js_sys::BigInt::from(hi as u128).into())])
}
