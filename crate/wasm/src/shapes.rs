//! The page's three result shapes (`Period`, `AdditiveInfo`, `Explanation`) built as objects by
//! hand: the same fields as their serde forms (the CLI's JSON), without serde's machinery in the
//! page's module. The wasm tests and the TypeScript check hold them to the declared shapes.

use crate::convert::{bigint, bigint_or_null, object};
use asg::explain::Explanation;
use asg::period::Period;
use asg::shapes::AdditiveInfo;
use wasm_bindgen::JsValue;

/// `{preperiod, period}`.
pub fn period(p: Period) -> JsValue {
    object(&[("preperiod", bigint(p.preperiod)), ("period", bigint(p.period))])
}

/// `AdditiveInfo` in camelCase, every u64 a BigInt, `None` as `null`.
pub fn additive_info(i: &AdditiveInfo) -> JsValue {
    let counts =
        i.class_counts.map_or(JsValue::NULL, |c| c.iter().map(|&n| bigint(n)).collect::<js_sys::Array>().into());
    object(&[
        ("a", bigint(i.a)),
        ("b", bigint(i.b)),
        ("delta", bigint(i.delta)),
        ("moves", i.moves.iter().map(|&n| bigint(n)).collect::<js_sys::Array>().into()),
        ("d", js_sys::BigInt::from(i.d).into()),
        ("regime", JsValue::from_str(i.regime)),
        ("gcd", bigint(i.gcd)),
        ("band", object(&[("kind", JsValue::from_str(i.band.kind.label())), ("j", bigint(i.band.j))])),
        ("proven", JsValue::from_bool(i.proven)),
        ("indexPeriod", bigint_or_null(i.index_period)),
        ("heapPeriod", bigint_or_null(i.heap_period)),
        ("bandPeriod", bigint_or_null(i.band_period)),
        ("classCounts", counts),
        ("windowsPerPeriod", bigint_or_null(i.windows_per_period)),
        (
            "gapLengths",
            i.gap_lengths
                .as_ref()
                .map_or(JsValue::NULL, |g| g.iter().map(|&n| bigint(n)).collect::<js_sys::Array>().into()),
        ),
        ("reduced", object(&[("a", bigint(i.reduced.a)), ("delta", bigint(i.reduced.delta))])),
        (
            "residueBounds",
            i.residue_bounds.map_or(JsValue::NULL, |b| b.iter().map(|&n| bigint(n)).collect::<js_sys::Array>().into()),
        ),
        ("fitSpan", bigint(i.fit_span)),
    ])
}

/// `{heap, value, options: [{move, to, value}], reached, mex}`.
pub fn explanation(e: &Explanation) -> JsValue {
    let options: js_sys::Array = e
        .options
        .iter()
        .map(|o| object(&[("move", bigint(o.take)), ("to", bigint(o.to)), ("value", JsValue::from(o.value))]))
        .collect();
    object(&[
        ("heap", bigint(e.heap)),
        ("value", JsValue::from(e.value)),
        ("options", options.into()),
        ("reached", e.reached.iter().map(|&v| JsValue::from(v)).collect::<js_sys::Array>().into()),
        ("mex", JsValue::from(e.mex)),
    ])
}
