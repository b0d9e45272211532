//! The JavaScript API in a real browser: numbers cross the boundary exact at every size (as
//! BigInts), results have their declared shapes, errors carry `code` and `field`, and pictures
//! reach the canvas.
#![cfg(all(target_arch = "wasm32", feature = "full"))]

use asg_wasm::{Failure, Game, Picture};
use js_sys::{Array, BigInt, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
#[path = "../../tests/support/mex.rs"]
mod mex;
use mex::brute;

wasm_bindgen_test_configure!(run_in_browser);

fn moves(list: &[u64]) -> JsValue {
    list.iter().map(|&m| JsValue::from(m as f64)).collect::<Array>().into()
}

fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &key.into()).unwrap()
}

fn big(n: u128) -> JsValue {
    BigInt::from(n).into()
}

/// A frame of the number line: left edge in units of 2^−32 heaps, heaps per pixel, columns.
fn frame(left: i128, per_pixel: f64, columns: u32) -> JsValue {
    let f = js_sys::Object::new();
    Reflect::set(&f, &"left".into(), &BigInt::from(left).into()).unwrap();
    Reflect::set(&f, &"perPixel".into(), &per_pixel.into()).unwrap();
    Reflect::set(&f, &"columns".into(), &columns.into()).unwrap();
    f.into()
}

/// A frame of the grid.
fn grid(row_width: u64, col: i128, row: i128, cell: f64) -> JsValue {
    let f = js_sys::Object::new();
    Reflect::set(&f, &"rowWidth".into(), &BigInt::from(row_width).into()).unwrap();
    Reflect::set(&f, &"col".into(), &BigInt::from(col).into()).unwrap();
    Reflect::set(&f, &"row".into(), &BigInt::from(row).into()).unwrap();
    Reflect::set(&f, &"cell".into(), &cell.into()).unwrap();
    f.into()
}

/// A typed array's values as u64s (BigUint64Array) or f64s.
fn u64s(v: &JsValue) -> Vec<u64> {
    v.clone().dyn_into::<js_sys::BigUint64Array>().unwrap().to_vec()
}

/// A BigInt field (or value) read back as u128; panics if it is not a BigInt.
fn as_u128(v: &JsValue) -> u128 {
    assert!(v.is_bigint(), "{v:?} is not a BigInt");
    u128::try_from(v.clone()).unwrap()
}

/// The 2D context of a new canvas of `width` × `height` pixels, for a picture to show on.
fn canvas_context(width: u32, height: u32) -> web_sys::CanvasRenderingContext2d {
    let document = web_sys::window().unwrap().document().unwrap();
    let canvas: web_sys::HtmlCanvasElement = document.create_element("canvas").unwrap().dyn_into().unwrap();
    canvas.set_width(width);
    canvas.set_height(height);
    canvas.get_context("2d").unwrap().unwrap().dyn_into().unwrap()
}

/// The JavaScript Error a failure becomes: (message, code, field).
fn thrown(f: Failure) -> (String, String, Option<String>) {
    let value = JsValue::from(f);
    let error: &js_sys::Error = value.dyn_ref().expect("a JavaScript Error");
    (error.message().into(), get(&value, "code").as_string().unwrap(), get(&value, "field").as_string())
}

/// Heaps far out where JavaScript numbers fail: 2^53 + 1, 10^18, and the last, 2^64 − 1.
const FAR: [u64; 3] = [(1 << 53) + 1, 1_000_000_000_000_000_000, u64::MAX];

#[wasm_bindgen_test]
fn heaps_far_out_cross_exactly() {
    // (5, 7): heap period 130, so a plain mex table of one period is a brute-force check of the
    // value class of any heap; the closed form is the core's own check.
    let game = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    let closed = asg::ClosedForm::new(asg::Additive::from_delta(5, 7).unwrap()).unwrap();
    let table = brute(&[5, 12, 17], 130);
    for x in FAR {
        let v = game.value(big(x as u128)).unwrap();
        assert_eq!(v, closed.value(x), "closed form at {x}");
        assert_eq!(v, table[(x % 130) as usize], "brute force at {x}");
        let why = game.explain(big(x as u128)).unwrap();
        assert_eq!(as_u128(&get(&why, "heap")), x as u128);
        let options = Array::from(&get(&why, "options"));
        assert_eq!(options.length(), 3);
        for o in options.iter() {
            let (take, to) = (as_u128(&get(&o, "move")), as_u128(&get(&o, "to")));
            assert_eq!(to, x as u128 - take, "the move from {x} lands exactly");
            assert_eq!(get(&o, "value").as_f64(), Some(table[(to % 130) as usize] as f64));
        }
        let nim = game.nim(big(x as u128 - 9), JsValue::from(10)).unwrap();
        let want: Vec<u8> = (x - 9..=x).map(|y| table[(y % 130) as usize]).collect();
        assert_eq!(nim, want, "a window ending at {x}");
    }
    // Counts over [0, 2^64) and [2^53 + 1, 10^18): per period aδ, aδ, aδ, a² = 35, 35, 35, 25.
    let counts = |lo: u128, hi: u128| game.counts(big(lo), big(hi)).unwrap();
    let by_brute = |lo: u128, hi: u128| {
        let below = |x: u128| -> [u128; 4] {
            let (laps, rest) = (x / 130, (x % 130) as usize);
            std::array::from_fn(|v| {
                laps * [35, 35, 35, 25][v] + table[..rest].iter().filter(|&&g| g as usize == v).count() as u128
            })
        };
        let (a, b) = (below(lo), below(hi));
        (0..4).map(|v| (b[v] - a[v]) as u64).collect::<Vec<u64>>()
    };
    assert_eq!(counts(0, 1 << 64), by_brute(0, 1 << 64));
    assert_eq!(counts(FAR[0] as u128, FAR[1] as u128), by_brute(FAR[0] as u128, FAR[1] as u128));
    assert_eq!(counts(0, 1 << 64).iter().map(|&c| c as u128).sum::<u128>(), 1 << 64);
}

#[wasm_bindgen_test]
fn windows_and_gaps_far_out_cross_exactly() {
    let game = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    let seq = asg::Game::additive(asg::Additive::from_delta(5, 7).unwrap()).sequence().unwrap().clone();
    for x in FAR {
        let lo = x - 300;
        let runs = Array::from(
            &game.window_runs(JsValue::UNDEFINED, big(lo as u128), big(x as u128 + 1), JsValue::from(100)).unwrap(),
        );
        let want = asg::collisions::windows_in(&seq, 7, lo, x, 100).unwrap();
        assert_eq!(runs.length() as usize, want.len(), "windows below {x}");
        for (got, w) in runs.iter().zip(&want) {
            assert_eq!(
                (as_u128(&get(&got, "lower")), as_u128(&get(&got, "upper"))),
                (w.lower as u128, w.upper as u128)
            );
            assert_eq!(as_u128(&get(&got, "upper")) - as_u128(&get(&got, "lower")), 7);
            assert!(get(&got, "residue").is_bigint(), "a window of δ in the regime has a residue");
        }
        // The gaps of a frame of the number line ending at heap x, 1 heap per pixel.
        let start = ((x as i128) - 99) << 32;
        let gaps = game.gaps_in_view(frame(start, 1.0, 100), JsValue::from(1000)).unwrap();
        let from = get(&gaps, "from").dyn_into::<js_sys::BigUint64Array>().unwrap().to_vec();
        let x0 = get(&gaps, "x0").dyn_into::<js_sys::Float64Array>().unwrap().to_vec();
        for (f, px) in from.iter().zip(&x0) {
            assert_eq!(seq.value(*f), 0, "a gap starts at a P-position, {f}");
            assert_eq!(*px, (*f as i128 - (x - 99) as i128) as f64, "its pixel is its offset from the left edge");
        }
    }
    // The P-position and rank of index 10^18: exact both ways.
    let n = 1_000_000_000_000_000_000u64;
    let w = game.p_position(big(n as u128)).unwrap();
    assert_eq!(w, asg::closed_form::WSequence::new(asg::Additive::from_delta(5, 7).unwrap()).w(n).unwrap());
    assert_eq!(game.p_rank(big(w as u128)).unwrap(), n);
}

#[wasm_bindgen_test]
fn class_witnesses_are_p_positions_at_the_class_shift() {
    // (5, 7): every heap of two periods, against the plain mex rule; then far out; then outside
    // the regime, a typed refusal.
    let game = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    let g = brute(&[5, 12, 17], 260 + 12);
    for x in 0..260u64 {
        let w = game.class_witness(big(x as u128)).unwrap();
        assert_eq!(w, [x, x.wrapping_sub(5), x + 12, x + 7][g[x as usize] as usize], "heap {x}");
        assert_eq!(g[w as usize], 0, "the witness of {x} is a P-position");
    }
    for x in FAR.into_iter().take(2) {
        let w = game.class_witness(big(x as u128)).unwrap();
        assert_eq!(game.value(big(w as u128)).unwrap(), 0, "far witness of {x}");
    }
    let outside = Game::from_delta(JsValue::from(5), JsValue::from(16)).unwrap();
    let (_, code, _) = thrown(outside.class_witness(big(30)).unwrap_err());
    assert_eq!(code, "not-in-regime");
}

#[wasm_bindgen_test]
fn games_past_two_to_the_53_open() {
    // a = 2^26, δ = 2^26 + 1: in the regime, heap period a(3δ + a) > 2^53.
    let (a, delta) = (1u64 << 26, (1u64 << 26) + 1);
    let game = Game::from_delta(JsValue::from(a as f64), JsValue::from(delta as f64)).unwrap();
    let info = game.additive().unwrap();
    let period = a as u128 * (3 * delta as u128 + a as u128);
    assert_eq!(as_u128(&get(&info, "heapPeriod")), period);
    assert_eq!(as_u128(&get(&info, "indexPeriod")), a as u128 * delta as u128);
    assert_eq!(as_u128(&get(&game.period().unwrap(), "period")), period);
    let counts = Array::from(&get(&info, "classCounts"));
    assert_eq!(as_u128(&counts.get(3)), a as u128 * a as u128, "|W3| = a² per period");
    assert_eq!(as_u128(&get(&info, "windowsPerPeriod")), a as u128, "a·d with d = 1");
}

#[wasm_bindgen_test]
fn games_past_sixty_four_bit_periods_answer_what_needs_no_period() {
    // a = 2^40, δ = 2^40 + 1: the heap period a(3δ + a), about 2^82, passes 64-bit arithmetic.
    let (a, delta) = (1u64 << 40, (1u64 << 40) + 1);
    let game = Game::from_delta(big(a as u128), big(delta as u128)).unwrap();
    let w = asg::closed_form::WSequence::new(asg::Additive::from_delta(a, delta).unwrap());
    for x in [0, a - 1, a, 2 * a, (1 << 53) + 1, u64::MAX - a, u64::MAX] {
        assert_eq!(game.value(big(x as u128)).unwrap(), w.theorem_value(x), "heap {x}");
        let why = game.explain(big(x as u128)).unwrap();
        assert_eq!(get(&why, "value").as_f64(), get(&why, "mex").as_f64(), "the mex rule at {x}");
    }
    let top = game.nim(big(u64::MAX as u128 - 9), JsValue::from(10)).unwrap();
    assert_eq!(top, (u64::MAX - 9..=u64::MAX).map(|x| w.theorem_value(x)).collect::<Vec<_>>());
    let bigints = |v: JsValue| Array::from(&v).iter().map(|x| as_u128(&x) as u64).collect::<Vec<_>>();
    assert_eq!(bigints(get(&game.p_positions(JsValue::from(3)).unwrap(), "w")), [0, 1, 2]);
    let info = game.additive().unwrap();
    assert!(get(&info, "heapPeriod").is_null() && get(&info, "windowsPerPeriod").is_null());
    assert_eq!(bigints(get(&info, "gapLengths")), [1, a + 1, a + delta + 1, 2 * a + delta + 1]);
    // What needs the period is refused with the core's error, not a trap.
    let (message, code, _) = thrown(game.period().unwrap_err());
    assert_eq!(code, "overflow");
    assert!(message.contains("heap period"), "{message}");
}

#[wasm_bindgen_test]
fn a_game_names_its_gcd_and_the_band_of_its_reduced_game() {
    // (band kind, j, gcd) for (a, δ): the wedge, gcd 3 with (2, 3) in the wedge, gcd 3 far out
    // with (1, 51) in the linear band j = 25, and a quadratic band j = 1.
    for (a, delta, kind, j, g) in
        [(5, 7, "quadratic", 0, 1), (6, 9, "quadratic", 0, 3), (3, 153, "linear", 25, 3), (5, 16, "quadratic", 1, 1)]
    {
        let info = Game::from_delta(JsValue::from(a), JsValue::from(delta)).unwrap().additive().unwrap();
        let band = get(&info, "band");
        assert_eq!(get(&band, "kind").as_string().as_deref(), Some(kind), "({a}, {delta})");
        assert_eq!((as_u128(&get(&band, "j")), as_u128(&get(&info, "gcd"))), (j, g), "({a}, {delta})");
    }
}

/// The serde form of a core result, as `to_js` of the full module gives it (u64 as BigInt,
/// `None` as null): the form its TypeScript declaration is derived from.
fn serde_form<T: serde::Serialize>(value: &T) -> JsValue {
    let s = serde_wasm_bindgen::Serializer::new()
        .serialize_large_number_types_as_bigints(true)
        .serialize_missing_as_null(true);
    value.serialize(&s).unwrap()
}

/// `got` and `want` hold the same keys and the same values, arrays and objects compared within.
fn assert_same(got: &JsValue, want: &JsValue, at: &str) {
    if Array::is_array(want) {
        assert!(Array::is_array(got), "{at}: {got:?} is no array");
        let (got, want) = (Array::from(got), Array::from(want));
        assert_eq!(got.length(), want.length(), "{at}: length");
        for i in 0..want.length() {
            assert_same(&got.get(i), &want.get(i), &format!("{at}[{i}]"));
        }
    } else if want.is_object() {
        assert!(got.is_object(), "{at}: {got:?} is no object");
        let keys = |o: &JsValue| {
            let o: &js_sys::Object = o.unchecked_ref();
            let mut k: Vec<String> = js_sys::Object::keys(o).iter().map(|k| k.as_string().unwrap()).collect();
            k.sort();
            k
        };
        assert_eq!(keys(got), keys(want), "{at}: keys");
        for key in keys(want) {
            assert_same(&get(got, &key), &get(want, &key), &format!("{at}.{key}"));
        }
    } else {
        assert!(js_sys::Object::is(got, want), "{at}: {got:?}, the serde form has {want:?}");
    }
}

#[wasm_bindgen_test]
fn the_first_modules_hand_built_results_are_their_serde_forms() {
    // Period, AdditiveInfo and Explanation are built field by field (to keep serde out of the
    // page's first module); their declarations are derived from the serde types, so the objects
    // must be those types' serde forms, key for key, in and out of the regime.
    for (a, delta) in [(5u64, 7u64), (2, 3), (6, 9), (5, 4), (3, 7), (5, 16)] {
        let game = Game::from_delta(JsValue::from(a), JsValue::from(delta)).unwrap();
        let native = asg::Game::additive(asg::Additive::from_delta(a, delta).unwrap());
        let seq = native.sequence().unwrap();
        let at = format!("({a}, {delta})");
        let info = asg::shapes::AdditiveInfo::new(native.as_additive().unwrap(), Some(seq));
        assert_same(&game.additive().unwrap(), &serde_form(&info), &format!("{at} additive"));
        assert_same(&game.period().unwrap(), &serde_form(&seq.period()), &format!("{at} period"));
        for heap in [0, 23, u64::MAX] {
            let why = serde_form(&native.explain(heap).unwrap());
            assert_same(&game.explain(big(heap.into())).unwrap(), &why, &format!("{at} explain({heap})"));
        }
    }
}

#[wasm_bindgen_test]
fn results_have_their_declared_shapes() {
    let game = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    let p = game.p_positions(JsValue::from(11)).unwrap();
    let w: Vec<u128> = Array::from(&get(&p, "w")).iter().map(|v| as_u128(&v)).collect();
    assert_eq!(w, [0, 1, 2, 3, 4, 10, 11, 24, 25, 26, 32]);
    let c = game.collisions(JsValue::UNDEFINED, JsValue::from(1)).unwrap();
    assert_eq!(as_u128(&get(&c, "count")), 10);
    let r = game.residues().unwrap();
    assert_eq!(as_u128(&get(&r, "total")), 10);
    let start = game.first_gap_of(JsValue::from(3)).unwrap();
    let index = as_u128(&get(&start, "index"));
    assert_eq!(game.residue_of_gap(big(index)).unwrap(), Some(3));
    assert!(Game::new(moves(&[2, 5])).unwrap().additive().unwrap().is_null());
    let mut job = asg_wasm::LedgerJob::new(JsValue::from(7), JsValue::from(12)).unwrap();
    let ledger = loop {
        let step = job.step(JsValue::from(1000)).unwrap();
        if !step.is_undefined() {
            break step;
        }
    };
    let rows = Array::from(&get(&ledger, "rows"));
    let windows = rows.iter().find(|r| get(r, "key").as_string().as_deref() == Some("windows")).unwrap();
    assert_eq!(as_u128(&get(&windows, "counted")), 35);
    assert_eq!(get(&windows, "agrees").as_bool(), Some(true));
    // A finished job gives the same ledger again, not an error.
    assert_eq!(Array::from(&get(&job.step(JsValue::from(1)).unwrap(), "rows")).length(), rows.length());
}

#[wasm_bindgen_test]
fn the_certificate_crosses_as_the_cli_gives_it_and_refuses_bad_input() {
    // Each class's duties as the core finds them, in its declared shape, for games in and out of
    // the regime; the same certificate as the native core's (which the CLI prints).
    for (a, delta) in [(5u64, 7u64), (5, 16), (6, 9)] {
        let mut job = asg_wasm::CertificateJob::new(JsValue::from(a as f64), JsValue::from(delta as f64)).unwrap();
        let done = loop {
            let step = job.step(JsValue::from(64)).unwrap();
            if !step.is_undefined() {
                break step;
            }
        };
        let want = asg::certificate::prove(asg::Additive::from_delta(a, delta).unwrap()).unwrap();
        let c = get(&done, "certificate");
        assert_eq!(get(&c, "holds").as_bool(), Some(want.holds), "({a}, {delta})");
        assert_eq!(as_u128(&get(&c, "checked")), u128::from(want.checked));
        let classes = Array::from(&get(&c, "classes"));
        for (k, duties) in want.classes.iter().enumerate() {
            let got = classes.get(k as u32);
            assert_eq!(get(&got, "class").as_f64(), Some(k as f64));
            assert_eq!(as_u128(&get(&got, "heaps")), u128::from(duties.heaps));
            let first = |v: JsValue| if v.is_null() { None } else { Some(as_u128(&v) as u64) };
            assert_eq!(first(get(&got, "antiCollisionFailure")), duties.anti_collision_failure);
            assert_eq!(first(get(&got, "reachabilityFailure")), duties.reachability_failure);
        }
        assert!(get(&c, "partitionFailure").is_null());
        // In the regime, every reachability case is found on a period; outside it there are none.
        let cases = Array::from(&get(&done, "cases"));
        assert_eq!(cases.length() > 0, asg::Additive::from_delta(a, delta).unwrap().in_regime());
        assert_eq!(as_u128(&get(&done, "repeatsFrom")), u128::from(2 * a + a + delta));
    }
    let game = Game::from_delta(JsValue::from(5), JsValue::from(16)).unwrap();
    let at = game.duties_at(JsValue::from(21)).unwrap();
    assert_eq!(get(&at, "class").as_f64(), Some(0.0));
    assert_eq!(get(&at, "antiCollision").as_bool(), Some(false));
    assert!(
        Game::from_delta(JsValue::from(5), JsValue::from(16)).unwrap().proof_steps().is_err(),
        "outside the regime"
    );
    let steps = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap().proof_steps().unwrap();
    assert_eq!(as_u128(&get(&steps, "windows")), 10);
    // Bad input is an Error with a code, never a trap.
    let (_, code, field) = thrown(asg_wasm::CertificateJob::new(JsValue::from(5), JsValue::from(-1)).err().unwrap());
    assert_eq!((code.as_str(), field.as_deref()), ("invalid-number", Some("delta")));
    // P ≈ 2 · 10⁹ heaps, eight positions each: past even a worker's work limit.
    let (_, code, _) =
        thrown(asg_wasm::CertificateJob::new(JsValue::from(20_000), JsValue::from(39_999)).err().unwrap());
    assert_eq!(code, "too-much-work");
    let mut job = asg_wasm::CertificateJob::new(JsValue::from(5), JsValue::from(7)).unwrap();
    let (_, code, field) = thrown(job.step(JsValue::from(0)).err().unwrap());
    assert_eq!((code.as_str(), field.as_deref()), ("invalid-number", Some("heaps")));
}

#[wasm_bindgen_test]
fn errors_carry_code_and_field() {
    let cases: Vec<(Failure, &str, Option<&str>)> = vec![
        (Game::new(moves(&[0, 3])).err().unwrap(), "zero-move", Some("moves")),
        (Game::from_delta(JsValue::from(0), JsValue::from(7)).err().unwrap(), "a-is-zero", Some("a")),
        (Game::from_delta(JsValue::from(5), JsValue::from(0)).err().unwrap(), "delta-is-zero", Some("delta")),
        (Game::from_ab(JsValue::from(5), JsValue::from(3)).err().unwrap(), "b-not-above-a", Some("b")),
        (Game::from_delta(JsValue::from(-1), JsValue::from(7)).err().unwrap(), "invalid-number", Some("a")),
        (Game::from_delta(JsValue::from(5), JsValue::from(7.5)).err().unwrap(), "invalid-number", Some("delta")),
        (Game::from_delta(JsValue::from(5), JsValue::from_str("7")).err().unwrap(), "invalid-number", Some("delta")),
    ];
    for (failure, code, field) in cases {
        let (message, got_code, got_field) = thrown(failure);
        assert_eq!((got_code.as_str(), got_field.as_deref()), (code, field), "{message}");
        assert!(!message.is_empty());
    }
    let game = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    let (message, code, field) = thrown(game.value(big(1 << 64)).err().unwrap());
    assert_eq!((code.as_str(), field.as_deref()), ("invalid-number", Some("heap")));
    assert!(message.contains("2^64 − 1"), "{message}");
    let (message, _, _) = thrown(game.value(JsValue::from(2f64.powi(60))).err().unwrap());
    assert!(message.contains("BigInt"), "{message}");
    for bad in [f64::NAN, f64::INFINITY, -1.0, 0.5] {
        let (_, code, field) = thrown(game.nim(JsValue::from(0), JsValue::from(bad)).err().unwrap());
        assert_eq!((code.as_str(), field.as_deref()), ("invalid-number", Some("count")), "count {bad}");
    }
    let (_, code, field) =
        thrown(game.window_runs(JsValue::from(0), JsValue::from(0), JsValue::from(9), JsValue::from(1)).err().unwrap());
    assert_eq!((code.as_str(), field.as_deref()), ("zero-shift", Some("shift")));
    let outside = Game::from_delta(JsValue::from(5), JsValue::from(4)).unwrap();
    let (_, code, _) = thrown(outside.residues().err().unwrap());
    assert_eq!(code, "not-in-regime");
    let (_, code, field) = thrown(game.first_gap_of(JsValue::from(7)).err().unwrap());
    assert_eq!((code.as_str(), field.as_deref()), ("invalid-number", Some("r")));
    // The numbers of a message cross by name, exact, for the page to word in its own language.
    let error = JsValue::from(Game::from_ab(JsValue::from(5), JsValue::from(3)).err().unwrap());
    let params = get(&error, "params");
    assert_eq!((as_u128(&get(&params, "a")), as_u128(&get(&params, "b"))), (5, 3));
    let error = JsValue::from(
        game.window_runs(JsValue::from(7), JsValue::from(0), JsValue::from(10_000), JsValue::from(3)).err().unwrap(),
    );
    let params = get(&error, "params");
    assert_eq!(get(&error, "code").as_string().as_deref(), Some("window-too-large"));
    assert_eq!(as_u128(&get(&params, "limit")), 3);
    assert!(as_u128(&get(&params, "requested")) > 3);
    let error = JsValue::from(Game::from_delta(JsValue::from(0), JsValue::from(7)).err().unwrap());
    let empty: js_sys::Object = get(&error, "params").unchecked_into();
    assert_eq!(js_sys::Object::keys(&empty).length(), 0, "a-is-zero states no number");
}

#[wasm_bindgen_test]
fn pictures_reach_the_canvas() {
    let game = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    let mut picture = Picture::new(JsValue::from(130), JsValue::from(4)).unwrap();
    let palette = [0x0000ff, 0xff0000, 0x00ff00, 0xffffff, 0x101010, 0x202020];
    picture.set_palette(palette.iter().map(|&c| JsValue::from(c)).collect::<Array>().into()).unwrap();
    // One pixel per heap, rows of one heap period.
    picture.draw_grid(&game, grid(130, 0, 0, 1.0), JsValue::UNDEFINED).unwrap();
    let ctx = canvas_context(130, 4);
    picture.show(&ctx).unwrap();
    let shown = ctx.get_image_data(0.0, 0.0, 130.0, 1.0).unwrap().data().0;
    let values = brute(&[5, 12, 17], 130);
    for (x, &v) in values.iter().enumerate() {
        let want = palette[v as usize];
        assert_eq!(&shown[4 * x..4 * x + 3], [(want >> 16) as u8, (want >> 8) as u8, want as u8], "heap {x}");
        assert_eq!(&picture.rgba()[4 * x..4 * x + 4], &shown[4 * x..4 * x + 4]);
    }
    for (w, h) in [(0.0, 10.0), (-1.0, 5.0), (f64::NAN, 5.0), (9000.0, 1.0), (2.5, 3.0)] {
        assert!(Picture::new(JsValue::from(w), JsValue::from(h)).is_err(), "{w} × {h}");
    }
    // A refused resize keeps the picture usable at its old size.
    assert!(picture.resize(JsValue::from(-1), JsValue::from(5)).is_err());
    assert_eq!((picture.width(), picture.height()), (130, 4));
    picture.show(&ctx).unwrap();
}

/// Every cell a landscape job gives, `work` cells a step until a step gives none: (a, δ, its
/// period, its agreement code), each step checked to be the core's column format: a, δ and one
/// array per column of `asg::landscape::columns::COLUMNS`, of the column's type.
fn landscape_cells(job: &mut asg_wasm::LandscapeJob, work: u32) -> Vec<(u32, u32, u32, u8)> {
    use asg::landscape::columns::{Kind, COLUMNS};
    let mut cells = Vec::new();
    loop {
        let part = job.step(JsValue::from(work)).unwrap();
        let keys: Vec<String> = js_sys::Object::keys(part.unchecked_ref::<js_sys::Object>())
            .iter()
            .map(|k| k.as_string().unwrap())
            .collect();
        let names: Vec<&str> = ["a", "delta"].into_iter().chain(COLUMNS.iter().map(|c| c.name)).collect();
        assert_eq!(keys, names, "a step's arrays are the core's columns");
        for column in &COLUMNS {
            let array = get(&part, column.name);
            let typed = match column.kind {
                Kind::U8 => array.is_instance_of::<js_sys::Uint8Array>(),
                Kind::U32 => array.is_instance_of::<js_sys::Uint32Array>(),
            };
            assert!(typed, "{} is a {:?} array", column.name, column.kind);
        }
        let a = get(&part, "a").dyn_into::<js_sys::Uint32Array>().unwrap().to_vec();
        if a.is_empty() {
            return cells;
        }
        let delta = get(&part, "delta").dyn_into::<js_sys::Uint32Array>().unwrap().to_vec();
        let period = get(&part, "period").dyn_into::<js_sys::Uint32Array>().unwrap().to_vec();
        let agreement = get(&part, "agreement").dyn_into::<js_sys::Uint8Array>().unwrap().to_vec();
        cells.extend((0..a.len()).map(|i| (a[i], delta[i], period[i], agreement[i])));
    }
}

#[wasm_bindgen_test]
fn the_landscape_job_gives_named_cells_of_the_core() {
    // The whole plane a ≤ a_max, δ ≤ δ_max in one job.
    let plane = |a_max: f64, delta_max: f64| {
        let u = JsValue::UNDEFINED;
        asg_wasm::LandscapeJob::new(JsValue::from(a_max), JsValue::from(delta_max), u.clone(), u.clone(), u)
    };
    let job = plane(6.0, 20.0).unwrap();
    assert_eq!(job.total(), 120);
    let counts = JsValue::from(job);
    let call = |name: &str| js_sys::Function::from(get(&counts, name)).call0(&counts).unwrap();
    assert!(call("total").is_bigint() && call("done").is_bigint(), "counts of cells cross as BigInts");
    let mut job = plane(6.0, 20.0).unwrap();
    let cells = landscape_cells(&mut job, 17);
    for &(a, delta, period, agreement) in &cells {
        let native = asg::landscape::cell(a as u64, delta as u64, 1 << 24).unwrap();
        assert_eq!(u64::from(period), native.period.unwrap(), "a = {a}, δ = {delta}");
        assert_eq!(agreement, asg::landscape::columns::agreement_code(native.agreement));
    }
    assert_eq!(cells.len(), 120);
    for (a, d) in [(0.0, 5.0), (-1.0, 5.0), (2048.0, 1024.0)] {
        assert!(plane(a, d).is_err());
    }
    for bad in [-1.0, 0.0, 2f64.powi(32) - 1.0, f64::NAN] {
        let (_, code, field) = thrown(job.step(JsValue::from(bad)).err().unwrap());
        assert_eq!((code.as_str(), field.as_deref()), ("invalid-number", Some("cells")));
    }
    // Three shares of the plane hold every cell exactly once.
    let mut cells = Vec::new();
    for share in 0..3 {
        let (u, s) = (JsValue::UNDEFINED, JsValue::from(share));
        let mut part =
            asg_wasm::LandscapeJob::new(JsValue::from(6), JsValue::from(20), u, s, JsValue::from(3)).unwrap();
        cells.extend(landscape_cells(&mut part, 50).into_iter().map(|(a, delta, ..)| (a, delta)));
    }
    cells.sort_unstable();
    let all: Vec<(u32, u32)> = asg::landscape::pairs(6, 20, None).map(|(a, d)| (a as u32, d as u32)).collect();
    assert_eq!(cells, all);
}

/// The `code`, `field` and `params` of a failure.
fn coded(f: Failure) -> (String, Option<String>, JsValue) {
    let value = JsValue::from(f);
    (get(&value, "code").as_string().unwrap(), get(&value, "field").as_string(), get(&value, "params"))
}

#[wasm_bindgen_test]
fn a_forged_table_is_refused() {
    // (5, 4): period 19. Its table, built as a worker builds it, is adopted; the same table
    // altered past heap 100 (or a period that is not the smallest) is refused.
    let table = || {
        let mut job = asg_wasm::SequenceJob::new(JsValue::from(5), JsValue::from(4)).unwrap();
        loop {
            let t = job.step(JsValue::from(1 << 20)).unwrap();
            if !t.is_undefined() {
                break t;
            }
        }
    };
    let honest = table();
    let words = get(&honest, "words").dyn_into::<js_sys::BigUint64Array>().unwrap();
    assert_eq!(as_u128(&get(&honest, "length")), 19);
    // Nineteen heaps are one word: a forged table of 200 heaps, the period repeated and heap
    // 150 changed.
    let g = brute(&[5, 9, 14], 200);
    let mut forged = g.clone();
    forged[150] = (forged[150] + 1) % 4;
    let pack = |values: &[u8]| {
        let mut w = vec![0u64; values.len().div_ceil(32)];
        for (i, &v) in values.iter().enumerate() {
            w[i / 32] |= (v as u64) << (2 * (i % 32));
        }
        w
    };
    let with = |values: &[u8]| {
        let t = js_sys::Object::new();
        Reflect::set(&t, &"moves".into(), &get(&honest, "moves")).unwrap();
        let w = js_sys::BigUint64Array::new_with_length(values.len().div_ceil(32) as u32);
        w.copy_from(&pack(values));
        Reflect::set(&t, &"words".into(), &w).unwrap();
        Reflect::set(&t, &"length".into(), &big(values.len() as u128)).unwrap();
        Reflect::set(&t, &"preperiod".into(), &big(0)).unwrap();
        JsValue::from(t)
    };
    for bad in [with(&forged), with(&g[..190])] {
        let game = Game::from_delta(JsValue::from(5), JsValue::from(4)).unwrap();
        let (code, field, _) = coded(game.adopt_table(bad).unwrap_err());
        assert_eq!((code.as_str(), field.as_deref()), ("invalid-number", Some("table")));
    }
    // The same checks a slice at a time: heap 150 of the forged table is refused by a later
    // step than the first, and a check not done yet, or of another game, is not adopted.
    let forged = with(&forged);
    let game = Game::from_delta(JsValue::from(5), JsValue::from(4)).unwrap();
    let mut check = asg_wasm::TableCheck::new(&game, forged).unwrap();
    let refusal = loop {
        match check.step(JsValue::from(32)) {
            Ok(false) => {}
            Ok(true) => panic!("a forged table passed its check"),
            Err(e) => break e,
        }
    };
    assert!(check.progress() > 0.5);
    let (code, field, _) = coded(refusal);
    assert_eq!((code.as_str(), field.as_deref()), ("invalid-number", Some("table")));
    assert!(game.adopt_check(&check).is_err());
    let mut check = asg_wasm::TableCheck::new(&game, honest.clone()).unwrap();
    let (code, field, _) = coded(game.adopt_check(&check).unwrap_err());
    assert_eq!((code.as_str(), field.as_deref()), ("invalid-number", Some("table")));
    while !check.step(JsValue::from(1)).unwrap() {}
    let other = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    assert!(asg_wasm::TableCheck::new(&other, honest.clone()).is_err());
    assert!(other.adopt_check(&check).is_err());
    game.adopt_check(&check).unwrap();
    assert_eq!(game.value(JsValue::from(150)).unwrap(), g[150]);

    assert_eq!(words.length(), 1);
    let game = Game::from_delta(JsValue::from(5), JsValue::from(4)).unwrap();
    game.adopt_table(honest).unwrap();
    assert_eq!(game.value(JsValue::from(150)).unwrap(), g[150]);
    assert_eq!(as_u128(&get(&game.period().unwrap(), "period")), 19);
}

#[wasm_bindgen_test]
fn a_ledger_step_keeps_to_its_work_outside_the_regime() {
    let mut job = asg_wasm::LedgerJob::new(JsValue::from(3333), JsValue::from(10_000)).unwrap();
    assert!(job.step(JsValue::from(1)).unwrap().is_undefined());
    let after = job.progress();
    assert!(after > 0.0 && after < 0.01, "one small step of 88 881 111 positions: {after}");
}

#[wasm_bindgen_test]
fn cheap_answers_need_no_period() {
    // Its period would take the mex rule far past the page's bound.
    let game = Game::from_delta(JsValue::from(3_000_000), JsValue::from(100_000_000)).unwrap();
    assert_eq!(game.value(JsValue::from(5)).unwrap(), 0);
    let why = game.explain(JsValue::from(5)).unwrap();
    assert_eq!(Array::from(&get(&why, "options")).length(), 0);
    assert_eq!(Array::from(&get(&why, "reached")).length(), 0);
    assert_eq!(game.value(JsValue::from(2_999_999)).unwrap(), 0);
    // (3333, 10 000): its table takes a worker; windows near the origin come by the mex rule.
    let game = Game::from_delta(JsValue::from(3333), JsValue::from(10_000)).unwrap();
    let g = brute(&[3333, 13_333, 16_666], 20_000);
    assert_eq!(game.nim(JsValue::from(3000), JsValue::from(17_000)).unwrap(), g[3000..]);
    assert_eq!(game.value(JsValue::from(3332)).unwrap(), 0);
}

#[wasm_bindgen_test]
fn lists_and_column_counts_agree_at_the_edges() {
    let top = (1i128 << 64) - 5;
    // (5, 7): one column over the last five heaps; the last P-position starts no gap.
    let game = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    let listed = game.gaps_in_view(frame(top << 32, 5.0, 1), JsValue::from(100)).unwrap();
    let counted: u64 = game.gap_kinds_in_columns(frame(top << 32, 5.0, 1)).unwrap().iter().sum();
    let starting = u64s(&get(&listed, "from")).iter().filter(|&&f| f as i128 >= top).count() as u64;
    assert_eq!(counted, starting);
    // (7, 12): the windows of a frame at the top, listed and counted.
    let game = Game::from_delta(JsValue::from(7), JsValue::from(12)).unwrap();
    for per_pixel in [1.0, 7.5, 60.0] {
        let left = ((1i128 << 64) - (400.0 * per_pixel) as i128) << 32;
        let listed =
            game.windows_in_view(JsValue::UNDEFINED, frame(left, per_pixel, 400), JsValue::from(5000)).unwrap();
        let lower_in = u64s(&get(&listed, "lower")).iter().filter(|&&l| (l as i128) << 32 >= left).count() as u64;
        let counted: u64 =
            game.windows_in_columns(JsValue::UNDEFINED, frame(left, per_pixel, 400)).unwrap().unwrap().iter().sum();
        assert_eq!(counted, lower_in, "{per_pixel} heaps a pixel");
    }
    // A frame entirely left of heap 0 lists nothing.
    let left = game.gaps_in_view(frame(-1_000_000i128 << 32, 1.0, 100), JsValue::from(10)).unwrap();
    assert_eq!(u64s(&get(&left, "index")).len(), 0);
    assert!(asg_wasm::strip_heaps_at(frame(-1_000_000i128 << 32, 1.0, 100), JsValue::from(99)).unwrap().is_null());
    // Shifts near 2^64: counted, not undefined.
    let far = big(u64::MAX as u128 - 100);
    let counts = game.windows_in_columns(far.clone(), frame(0, 1.0, 200)).unwrap().expect("an answer");
    let listed = game.windows_in_view(far, frame(0, 1.0, 200), JsValue::from(1000)).unwrap();
    assert_eq!(counts.iter().sum::<u64>(), u64s(&get(&listed, "lower")).len() as u64);
}

#[wasm_bindgen_test]
fn positions_are_bigints_only() {
    // A number where a position goes is refused, so that no number means a heap in one call and
    // 2^−32 heaps in another; the frame says what it is.
    let game = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    let f = frame(100 << 32, 1.0, 50);
    Reflect::set(&f, &"left".into(), &JsValue::from(100)).unwrap();
    let (code, field, _) = coded(game.gaps_in_view(f, JsValue::from(100)).unwrap_err());
    assert_eq!((code.as_str(), field.as_deref()), ("invalid-number", Some("left")));
    let (_, field, _) = coded(game.gaps_in_view(big(100), JsValue::from(100)).unwrap_err());
    assert_eq!(field.as_deref(), Some("frame"));
    let g = grid(130, 0, 0, 1.0);
    Reflect::set(&g, &"col".into(), &JsValue::from(-3.5)).unwrap();
    let (code, field, _) = coded(asg_wasm::grid_heaps_at(g, JsValue::from(1), JsValue::from(1)).unwrap_err());
    assert_eq!((code.as_str(), field.as_deref()), ("invalid-number", Some("col")));
}

#[wasm_bindgen_test]
fn heaps_and_pixels_agree_both_ways() {
    // The strip and the grid, at heap 0 with a fractional edge and at 2^64 − 1: the columns a
    // heap's pixels name show it, and the picture has its colour there.
    let game = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    let palette = [0x0000ff, 0xff0000, 0x00ff00, 0xffffff, 0x101010, 0x202020];
    let mut picture = Picture::new(JsValue::from(64), JsValue::from(20)).unwrap();
    picture.set_palette(palette.iter().map(|&c| JsValue::from(c)).collect::<Array>().into()).unwrap();
    let values = brute(&[5, 12, 17], 130);
    for left in [-(3i128 << 32) / 2, ((1i128 << 64) - 12) << 32] {
        let f = frame(left, 0.25, 64);
        picture.draw_strip(&game, f.clone()).unwrap();
        for px in 0..64 {
            let Some(range) =
                Some(asg_wasm::strip_heaps_at(f.clone(), JsValue::from(px)).unwrap()).filter(|r| !r.is_null())
            else {
                continue;
            };
            let heap = as_u128(&get(&range, "lo"));
            let span = asg_wasm::strip_pixels_of(f.clone(), big(heap)).unwrap();
            let (x0, x1) = (span[0], span[1]);
            assert!(x0 <= px as f64 && (px as f64) < x1, "heap {heap}: [{x0}, {x1}) and column {px}");
            let want = palette[values[(heap % 130) as usize] as usize];
            assert_eq!(
                &picture.rgba()[4 * px as usize..4 * px as usize + 3],
                [(want >> 16) as u8, (want >> 8) as u8, want as u8]
            );
        }
    }
    let g = grid(130, -(1i128 << 32) / 3, 2 << 32, 4.0);
    for heap in [260u128, 300, 389] {
        let b = asg_wasm::grid_pixels_of(g.clone(), big(heap)).unwrap();
        let (x0, y0) = (b[0], b[2]);
        let (x1, y1) = (b[1], b[3]);
        assert_eq!((x1 - x0, y1 - y0), (4.0, 4.0), "heap {heap}");
        let under = asg_wasm::grid_heaps_at(g.clone(), JsValue::from(x0), JsValue::from(y0)).unwrap();
        assert_eq!(as_u128(&get(&under, "lo")), heap);
    }
}

#[wasm_bindgen_test]
fn new_answers_are_the_rules() {
    let game = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    let g = brute(&[5, 12, 17], 400);
    // The set a heap's value is the mex of.
    let why = game.explain(JsValue::from(23)).unwrap();
    let reached: Vec<f64> = Array::from(&get(&why, "reached")).iter().map(|v| v.as_f64().unwrap()).collect();
    assert_eq!(reached, [0.0, 1.0, 3.0]);
    // The first heap of each value from 11: 11, 15, 12, 17.
    for k in 0..4u8 {
        let want = (11..400).find(|&x| g[x] == k).unwrap() as u64;
        assert_eq!(game.first_with_value(JsValue::from(k), JsValue::from(11)).unwrap(), Some(want));
    }
    // Class candidates: 17 has value 3, and 17 + δ = 24 is a P-position.
    let c = Array::from(&game.class_candidates(JsValue::from(17)).unwrap());
    assert_eq!((as_u128(&c.get(3)), g[24]), (24, 0));
    assert!(Array::from(&game.class_candidates(JsValue::from(3)).unwrap()).get(1).is_null(), "3 − a is no heap");
    // The (a+1)-gaps of a residue.
    let gap = game.gap_of_residue(JsValue::from(3), JsValue::from(2)).unwrap();
    let (from, to) = (as_u128(&get(&gap, "from")) as usize, as_u128(&get(&gap, "to")) as usize);
    assert_eq!((to - from, g[from], g[to]), (6, 0, 0));
    assert_eq!(game.residue_of_gap(get(&gap, "index")).unwrap(), Some(3));
    // The facts the page reads.
    let info = game.additive().unwrap();
    let lengths: Vec<u128> = Array::from(&get(&info, "gapLengths")).iter().map(|v| as_u128(&v)).collect();
    assert_eq!(lengths, [1, 6, 13, 18]);
    let moves: Vec<u128> = Array::from(&get(&info, "moves")).iter().map(|v| as_u128(&v)).collect();
    assert_eq!(moves, [5, 12, 17]);
    assert_eq!(as_u128(&get(&info, "fitSpan")), 6 * 18);
    let bounds: Vec<u128> = Array::from(&get(&info, "residueBounds")).iter().map(|v| as_u128(&v)).collect();
    assert_eq!(bounds, [1, 2, 6, 7], "r < d = 2 left-restricted, 2 ≤ r ≤ a = 5 unrestricted, the rest right");
    // The next window and its 1-gaps.
    let w = game.next_window_run(JsValue::UNDEFINED, JsValue::from(5)).unwrap();
    assert_eq!((as_u128(&get(&w, "lower")), as_u128(&get(&w, "ones"))), (25, 1));
}

#[wasm_bindgen_test]
fn every_error_has_a_code_and_the_glues_too() {
    // wasm-bindgen's own checks throw plain Errors; glueError gives their messages the core's
    // codes (the loaders hand them over).
    let message = |e: &JsValue| get(e, "message").as_string().unwrap();
    let code = |e: JsValue| get(&e, "code").as_string();
    let game = JsValue::from(Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap());
    let method = |name: &str| js_sys::Function::from(get(&game, name));
    method("free").call0(&game).unwrap();
    let freed = method("value").call1(&game, &JsValue::from(1)).unwrap_err();
    assert!(get(&freed, "code").is_undefined(), "the glue's own error has no code");
    assert_eq!(code(asg_wasm::glue_error(&message(&freed))).as_deref(), Some("object-freed"), "{}", message(&freed));
    let twice = method("free").call0(&game).unwrap_err();
    assert_eq!(code(asg_wasm::glue_error(&message(&twice))).as_deref(), Some("object-freed"), "{}", message(&twice));
    let picture = JsValue::from(Picture::new(JsValue::from(4), JsValue::from(4)).unwrap());
    let draw = js_sys::Function::from(get(&picture, "drawStrip"));
    let wrong = draw.call2(&picture, &js_sys::Object::new(), &frame(0, 1.0, 4)).unwrap_err();
    assert_eq!(code(asg_wasm::glue_error(&message(&wrong))).as_deref(), Some("wrong-object"), "{}", message(&wrong));
    assert_eq!(code(asg_wasm::glue_error("something else")).as_deref(), Some("internal"));
    // Every code of the core is one of the union's (the list both come from).
    assert!(asg::Error::CODES.contains(&"object-freed") && asg::Error::CODES.contains(&"not-in-regime"));
}

#[wasm_bindgen_test]
fn the_not_in_regime_message_says_what_is_proven() {
    let outside = Game::from_delta(JsValue::from(5), JsValue::from(16)).unwrap();
    let error = JsValue::from(outside.class_witness(big(30)).unwrap_err());
    let message = get(&error, "message").as_string().unwrap();
    assert!(message.starts_with("the classes of Theorem 1 are proven only"), "{message}");
    assert_eq!(get(&get(&error, "params"), "what").as_string().as_deref(), Some("classes"));
    let error = JsValue::from(outside.residues().unwrap_err());
    assert_eq!(get(&get(&error, "params"), "what").as_string().as_deref(), Some("residue-regions"));
}

#[wasm_bindgen_test]
fn a_listed_landscape_job_computes_exactly_the_games_listed_in_shares() {
    // The games an atlas of a ≤ 4, δ ≤ 8 lacks in the plane a ≤ 6, δ ≤ 10, as the page lists them.
    let listed: Vec<(u32, u32)> =
        (1..=6u32).flat_map(|a| (1..=10u32).map(move |d| (a, d))).filter(|&(a, d)| a > 4 || d > 8).collect();
    let (a, delta): (Vec<u32>, Vec<u32>) = listed.iter().copied().unzip();
    let mut cells = Vec::new();
    for share in 0..2 {
        let mut job =
            asg_wasm::LandscapeJob::listed(a.clone(), delta.clone(), JsValue::from(share), JsValue::from(2)).unwrap();
        for (a, delta, period, _) in landscape_cells(&mut job, 7) {
            let native = asg::landscape::cell(a as u64, delta as u64, 1 << 24).unwrap();
            assert_eq!(u64::from(period), native.period.unwrap(), "a = {a}, δ = {delta}");
            cells.push((a, delta));
        }
    }
    cells.sort_unstable();
    assert_eq!(cells, listed);
    // Lists that are no list of games: of different lengths, or with a or δ zero.
    for (a, delta, field) in [(vec![1, 2], vec![3], "delta"), (vec![0], vec![3], "a"), (vec![2], vec![0], "delta")] {
        let failure = asg_wasm::LandscapeJob::listed(a, delta, JsValue::UNDEFINED, JsValue::UNDEFINED).err().unwrap();
        let (_, code, got) = thrown(failure);
        assert_eq!((code.as_str(), got.as_deref()), ("invalid-number", Some(field)));
    }
}

#[wasm_bindgen_test]
fn the_landscape_column_table_is_the_cores() {
    use asg::landscape::columns::COLUMNS;
    let table: js_sys::Array = asg_wasm::landscape_columns().unwrap().dyn_into().unwrap();
    assert_eq!(table.length() as usize, COLUMNS.len());
    for (row, column) in table.iter().zip(&COLUMNS) {
        assert_eq!(get(&row, "name").as_string().as_deref(), Some(column.name));
        assert_eq!(get(&row, "type").as_string().as_deref(), Some(column.kind.name()));
        assert_eq!(get(&row, "missing").as_f64(), column.missing.map(f64::from));
        let values = get(&row, "values");
        let codes: Vec<String> = if values.is_null() {
            Vec::new()
        } else {
            values.dyn_into::<js_sys::Array>().unwrap().iter().map(|v| v.as_string().unwrap()).collect()
        };
        assert_eq!(codes, column.codes, "{}", column.name);
    }
}

#[wasm_bindgen_test]
fn the_page_checks_an_atlas_file_by_the_cores_crc32() {
    assert_eq!(asg_wasm::crc32(b"123456789"), 0xCBF4_3926);
    let bytes: Vec<u8> = (0..=255u8).cycle().take(4096).collect();
    assert_eq!(asg_wasm::crc32(&bytes), asg::checksum::crc32(&bytes));
}

/// C(k), k = 1 … p, by counting pairs over a brute-force mex table of two periods.
fn brute_spectrum(set: &[u64], p: usize) -> Vec<u64> {
    let g = brute(set, 2 * p + 1);
    let zeros: Vec<usize> = (0..p).filter(|&x| g[x] == 0).collect();
    (1..=p).map(|k| zeros.iter().filter(|&&x| g[x + k] == 0).count() as u64).collect()
}

fn bigs(v: &JsValue) -> Vec<u64> {
    v.clone().dyn_into::<js_sys::BigUint64Array>().expect("a BigUint64Array").to_vec()
}

#[wasm_bindgen_test]
fn the_collision_spectrum_crosses_exactly_and_equals_pair_counting() {
    use asg_wasm::SpectrumJob;
    for (a, delta, p, proven) in [(5u64, 7u64, 130usize, true), (5, 16, 215, false), (5, 4, 19, false)] {
        let set = [a, a + delta, 2 * a + delta];
        let want = brute_spectrum(&set, p);
        let at = |k: u64| want[((k - 1) % p as u64) as usize];
        let game = Game::from_delta(JsValue::from(a as f64), JsValue::from(delta as f64)).unwrap();
        let list = game.collision_spectrum(JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap();
        assert_eq!(bigs(&get(&list, "counts")), want, "({a}, {delta})");
        assert_eq!(as_u128(&get(&list, "period")), p as u128);
        assert_eq!(get(&list, "proven").as_bool(), Some(proven));
        // The last shifts below 2^64, exact.
        let far = game.collision_spectrum(big(u64::MAX as u128 - 9), big(u64::MAX as u128)).unwrap();
        let expected: Vec<u64> = (u64::MAX - 9..=u64::MAX).map(at).collect();
        assert_eq!(bigs(&get(&far, "counts")), expected);
        assert_eq!(as_u128(&get(&far, "kMax")), u64::MAX as u128);
        // The summary made at once, and by a job a few positions at a time.
        let spectrum = game.spectrum().unwrap();
        assert_eq!((spectrum.period(), spectrum.proven()), (p as u64, proven));
        assert_eq!(spectrum.values(JsValue::from(1), JsValue::from(p as f64)).unwrap(), want);
        assert_eq!(spectrum.at(big(u64::MAX as u128)).unwrap(), at(u64::MAX));
        assert_eq!(spectrum.largest_below_period(), *want[..p - 1].iter().max().unwrap());
        // Its parts, as a worker hands them over, make it again; another game's are refused.
        let again = game.spectrum_from_parts(spectrum.parts()).unwrap();
        assert_eq!(again.values(JsValue::from(1), JsValue::from(p as f64)).unwrap(), want);
        assert_eq!((again.period(), again.proven(), again.zeros_per_period()), (p as u64, proven, want[p - 1]));
        let other = Game::from_delta(JsValue::from(a as f64), JsValue::from((delta + 2) as f64)).unwrap();
        let (_, code, field) = thrown(other.spectrum_from_parts(spectrum.parts()).err().unwrap());
        assert_eq!((code.as_str(), field.as_deref()), ("invalid-number", Some("spectrum")), "({a}, {delta})");
        let mut job = SpectrumJob::new(&game).unwrap();
        let stepped = loop {
            if let Some(s) = job.step(JsValue::from(7)).unwrap() {
                break s;
            }
        };
        for k in 1..=p as u64 {
            assert_eq!(stepped.at(JsValue::from(k as f64)).unwrap(), at(k), "k = {k}");
        }
        assert_eq!(thrown(job.step(JsValue::from(7)).err().unwrap()).1, "finished");
        // Columns of 7 shifts from k = 0: the first holds k = 1 … 6.
        let cols = spectrum.columns(big(0), JsValue::from(7.0), JsValue::from(40)).unwrap();
        let (shifts, largest) = (bigs(&get(&cols, "shifts")), bigs(&get(&cols, "largest")));
        let total = Array::from(&get(&cols, "total"));
        for c in 0..40u64 {
            let ks: Vec<u64> = (7 * c..7 * c + 7).filter(|&k| k > 0).collect();
            assert_eq!(shifts[c as usize], ks.len() as u64);
            assert_eq!(largest[c as usize], ks.iter().map(|&k| at(k)).max().unwrap());
            assert_eq!(as_u128(&total.get(c as u32)), ks.iter().map(|&k| at(k) as u128).sum::<u128>(), "column {c}");
        }
        // One column over every k below 2^64: whole periods of Z² each, past 64 bits.
        let all = spectrum.columns(big(0), JsValue::from(2f64.powi(64)), JsValue::from(1)).unwrap();
        let n = u64::MAX as u128;
        let z = want[p - 1] as u128;
        let rest: u128 = (1..=(n % p as u128) as u64).map(|k| at(k) as u128).sum();
        assert_eq!(as_u128(&Array::from(&get(&all, "total")).get(0)), n / p as u128 * z * z + rest);
    }
    // Explained on the torus: (5, 7), k = δ = 7 is Theorem 7's single term.
    let game = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    let want = brute_spectrum(&[5, 12, 17], 130);
    for k in [7u64, 20, 64, 129, u64::MAX] {
        let why = game.explain_shift(big(k as u128)).unwrap();
        let terms = Array::from(&get(&why, "terms"));
        let areas: u128 = terms.iter().map(|t| as_u128(&get(&t, "area"))).sum();
        assert_eq!(as_u128(&get(&why, "count")), want[((k - 1) % 130) as usize] as u128, "k = {k}");
        assert_eq!(areas, want[((k - 1) % 130) as usize] as u128, "k = {k}");
        for t in terms.iter() {
            assert!(get(&t, "e1").as_f64().is_some(), "carries are numbers");
            assert_eq!(Array::from(&get(&t, "modA")).length(), 2);
        }
    }
    let t = Array::from(&get(&game.explain_shift(JsValue::from(7)).unwrap(), "terms")).get(0);
    assert_eq!((as_u128(&get(&t, "j")), get(&t, "e1").as_f64(), get(&t, "e2").as_f64()), (2, Some(1.0), Some(0.0)));
    // Errors, with codes and fields.
    let outside = Game::from_delta(JsValue::from(5), JsValue::from(4)).unwrap();
    assert_eq!(thrown(outside.explain_shift(JsValue::from(3)).err().unwrap()).1, "not-in-regime");
    // C(0) = C(p), each P-position of a period paired with itself, listed when asked for.
    let from_0 = game.collision_spectrum(JsValue::from(0), JsValue::from(3)).unwrap();
    assert_eq!(bigs(&get(&from_0, "counts")), [35, 24, 15, 8]);
    let (_, code, field) = thrown(game.collision_spectrum(JsValue::from(9), JsValue::from(3)).err().unwrap());
    assert_eq!((code.as_str(), field.as_deref()), ("invalid-number", Some("kMax")));
    let (_, code, _) = thrown(game.collision_spectrum(JsValue::from(1), big(1 << 40)).err().unwrap());
    assert_eq!(code, "window-too-large");
    let (_, code, field) = thrown(game.spectrum().unwrap().at(JsValue::from(0)).err().unwrap());
    assert_eq!((code.as_str(), field.as_deref()), ("zero-shift", Some("shift")));
    let huge = Game::from_delta(JsValue::from(2f64.powi(26)), JsValue::from(2f64.powi(26) + 1.0)).unwrap();
    assert_eq!(thrown(huge.spectrum().err().unwrap()).1, "too-much-work");
    assert!(huge.spectrum_cost().unwrap() > 1 << 50);
    assert_eq!(thrown(Game::new(moves(&[2, 5])).unwrap().spectrum().err().unwrap()).1, "not-additive");
}

#[wasm_bindgen_test]
fn spectrum_pictures_reach_the_canvas() {
    let game = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    let want = brute_spectrum(&[5, 12, 17], 130);
    let palette = [0x0000ff, 0xff0000, 0x00ff00, 0xffff00, 0xffffff, 0x000000];
    let set_palette =
        |p: &mut Picture| p.set_palette(palette.iter().map(|&c| JsValue::from(c)).collect::<Array>().into()).unwrap();
    // Bars: one k a pixel from k = 1; 35 rows above the axis and yMax 35, so a bar of C(k) pixels.
    let mut bars = Picture::new(JsValue::from(130), JsValue::from(36)).unwrap();
    set_palette(&mut bars);
    let spectrum = game.spectrum().unwrap();
    bars.draw_spectrum(&spectrum, big(1 << 32), JsValue::from(1.0), JsValue::from(35)).unwrap();
    let ctx = canvas_context(130, 36);
    bars.show(&ctx).unwrap();
    let shown = ctx.get_image_data(0.0, 0.0, 130.0, 36.0).unwrap().data().0;
    for (c, &count) in want.iter().enumerate() {
        let blue = (0..35).filter(|&y| shown[4 * (y * 130 + c)..4 * (y * 130 + c) + 3] == [0, 0, 255]).count();
        assert_eq!(blue as u64, count, "the bar of k = {}", c + 1);
        assert_eq!(&shown[4 * (35 * 130 + c)..4 * (35 * 130 + c) + 3], &[0, 0, 0], "the axis under k = {}", c + 1);
    }
    // The same bars from columns handed over as data.
    let cols = spectrum.columns(big(1 << 32), JsValue::from(1.0), JsValue::from(130)).unwrap();
    let mut again = Picture::new(JsValue::from(130), JsValue::from(36)).unwrap();
    set_palette(&mut again);
    again.draw_spectrum_columns(cols, JsValue::from(35)).unwrap();
    assert_eq!(again.rgba(), bars.rgba());
    let bad = js_sys::Object::new();
    assert_eq!(thrown(again.draw_spectrum_columns(bad.into(), JsValue::from(35)).err().unwrap()).1, "invalid-number");
    // The torus of k = 7 at 4 pixels a cell: rows 3 and 4 (n mod 5), columns 0 … 4, carry (1, 0).
    let frame = js_sys::Object::new();
    for (k, v) in [("cell", 4.0), ("column", 0.0), ("row", 0.0)] {
        Reflect::set(&frame, &k.into(), &JsValue::from(v)).unwrap();
    }
    let mut torus = Picture::new(JsValue::from(40), JsValue::from(24)).unwrap();
    set_palette(&mut torus);
    torus.draw_torus(&game, JsValue::from(7), frame.clone().into(), JsValue::UNDEFINED).unwrap();
    let px = |x: usize, y: usize| torus.rgba()[4 * (y * 40 + x)..4 * (y * 40 + x) + 4].to_vec();
    assert_eq!(px(6, 14), [255, 0, 0, 255], "cell (3, 1): carry (1, 0)");
    assert_eq!(px(6, 6), [255, 255, 255, 255], "cell (1, 1): no pair");
    assert_eq!(px(30, 6), [0, 0, 0, 0], "column 7: off the torus");
    let cell = game.torus_cell_at(frame.into(), JsValue::from(2), JsValue::from(13)).unwrap();
    // Row 3, column 0: n ≡ 3 (mod 5), n ≡ 0 (mod 7), so n = 28, and w_28 is the 29th P-position.
    let zeros: Vec<u64> = (0..130).filter(|&x| brute(&[5, 12, 17], 130)[x as usize] == 0).collect();
    assert_eq!((as_u128(&get(&cell, "row")), as_u128(&get(&cell, "column")), as_u128(&get(&cell, "n"))), (3, 0, 28));
    assert_eq!(as_u128(&get(&cell, "heap")), zeros[28] as u128);
}
