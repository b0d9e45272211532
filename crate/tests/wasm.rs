//! The JavaScript API in a real browser: values and error messages cross the boundary intact.
#![cfg(target_arch = "wasm32")]

use asg::wasm::{Game, Picture};
use js_sys::{Array, BigInt, Reflect};
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn moves(list: &[f64]) -> JsValue {
    list.iter().map(|&m| JsValue::from_f64(m)).collect::<Array>().into()
}

fn message(e: JsError) -> String {
    let value = JsValue::from(e);
    let error: &js_sys::Error = value.dyn_ref().expect("a JavaScript Error");
    error.message().into()
}

fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &key.into()).unwrap()
}

fn big(text: &str) -> JsValue {
    BigInt::new(&JsValue::from_str(text)).unwrap().into()
}

#[wasm_bindgen_test]
fn values_match_the_core() {
    let game = Game::new(moves(&[5.0, 12.0, 17.0])).unwrap();
    let native = asg::Game::new(&[5, 12, 17]).unwrap();
    assert_eq!(game.nim(JsValue::from(0), 200.0).unwrap(), native.nim(0, 200).unwrap());
    assert_eq!(game.value(big("18446744073709551615")).unwrap(), native.value(u64::MAX).unwrap());
    assert_eq!(game.value(JsValue::from(1e15)).unwrap(), native.value(1_000_000_000_000_000).unwrap());
    let period = game.period().unwrap();
    assert_eq!(get(&period, "period").as_f64(), Some(130.0));
    assert_eq!(get(&period, "preperiod").as_f64(), Some(0.0));
}

#[wasm_bindgen_test]
fn additive_shapes_are_the_cli_shapes() {
    let game = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    let info = game.additive().unwrap();
    assert_eq!(get(&info, "regime").as_string().as_deref(), Some("primitive-quadratic"));
    assert_eq!(get(&info, "heapPeriod").as_f64(), Some(130.0));
    assert_eq!(get(&info, "indexPeriod").as_f64(), Some(35.0));
    let p = game.p_positions(11.0).unwrap();
    let w: Vec<f64> = Array::from(&get(&p, "w")).iter().map(|v| v.as_f64().unwrap()).collect();
    assert_eq!(w, [0.0, 1.0, 2.0, 3.0, 4.0, 10.0, 11.0, 24.0, 25.0, 26.0, 32.0]);
    let c = game.collisions(JsValue::UNDEFINED, 1.0).unwrap();
    assert_eq!(get(&c, "count").as_f64(), Some(10.0));
    assert_eq!(get(&c, "shift").as_f64(), Some(7.0));
    let first = Array::from(&Array::from(&get(&c, "pairs")).get(0));
    assert_eq!((first.get(0).as_f64(), first.get(1).as_f64()), (Some(3.0), Some(5.0)));
    let r = game.residues().unwrap();
    assert_eq!(get(&r, "total").as_f64(), Some(10.0));
    let row = Array::from(&get(&r, "rows")).get(0);
    assert_eq!(get(&row, "L").as_f64(), Some(0.0));
    assert_eq!(get(&row, "R").as_f64(), Some(4.0));
    assert_eq!(get(&row, "region").as_string().as_deref(), Some("left-restricted"));
    let none = Game::new(moves(&[2.0, 5.0])).unwrap();
    assert!(none.additive().unwrap().is_null());
}

#[wasm_bindgen_test]
fn errors_arrive_as_javascript_errors_with_the_core_message() {
    let zero = Game::new(moves(&[0.0, 3.0])).err().expect("a move of 0 is refused");
    assert_eq!(message(zero), "a move must remove at least 1 counter (0 is not a move)");
    let not_array = Game::new(JsValue::from_str("5,12,17")).err().unwrap();
    assert!(message(not_array).contains("expected an array"));
    let a0 = Game::from_delta(JsValue::from(0), JsValue::from(7)).err().unwrap();
    assert_eq!(message(a0), "a must be at least 1");
    let b_low = Game::from_ab(JsValue::from(5), JsValue::from(3)).err().unwrap();
    assert!(message(b_low).starts_with("b must be greater than a"));
    let game = Game::new(moves(&[5.0, 12.0, 17.0])).unwrap();
    let too_big = game.value(big("18446744073709551616")).err().unwrap();
    assert!(message(too_big).contains("is not in 0 … 2^64 − 1"));
    let fraction = game.value(JsValue::from(2.5)).err().unwrap();
    assert!(message(fraction).contains("not a whole number"));
    let unsafe_number = game.value(JsValue::from(2f64.powi(60))).err().unwrap();
    assert!(message(unsafe_number).contains("BigInt"));
    let window = game.nim(JsValue::from(0), 2f64.powi(40)).err().unwrap();
    assert!(message(window).contains("over the limit"));
    let outside = Game::from_delta(JsValue::from(5), JsValue::from(4)).unwrap();
    assert!(message(outside.residues().err().unwrap()).contains("primitive quadratic regime"));
}

#[wasm_bindgen_test]
fn the_picture_shows_the_values() {
    let game = Game::from_delta(JsValue::from(5), JsValue::from(7)).unwrap();
    let mut picture = Picture::new(130, 4).unwrap();
    let palette = [0x0000ff, 0xff0000, 0x00ff00, 0xffffff, 0x101010, 0x202020];
    picture.set_palette(palette.to_vec()).unwrap();
    // One pixel per heap, rows of one heap period.
    picture.draw_grid(&game, 130.0, 0.0, 0.0, 1.0, 0, 4, 1, true).unwrap();
    let rgba = unsafe { std::slice::from_raw_parts(picture.ptr(), picture.len()) };
    let values = asg::Game::new(&[5, 12, 17]).unwrap().nim(0, 130).unwrap();
    for (x, &v) in values.iter().enumerate() {
        let px = &rgba[4 * x..4 * x + 3];
        let want = palette[v as usize];
        assert_eq!(px, [(want >> 16) as u8, (want >> 8) as u8, want as u8], "heap {x}");
    }
    assert!(Picture::new(0, 10).is_err());
}

#[cfg(feature = "full")]
#[wasm_bindgen_test]
fn the_full_api_agrees_with_the_core() {
    let game = Game::from_delta(JsValue::from(7), JsValue::from(12)).unwrap();
    assert_eq!(game.residue_of_gap(JsValue::from(20)).unwrap(), Some(9.0));
    assert_eq!(game.residue_of_gap(JsValue::from(14)).unwrap(), None);
    // Gaps from heap 0: w = 0 … 6 then 14 (gap 6 is a+1 = 8), as flat [index, from, length, kind].
    let gaps = game.gaps_in(JsValue::from(0), JsValue::from(15), 100.0).unwrap();
    assert_eq!(&gaps[24..32], &[6.0, 6.0, 8.0, 1.0, 7.0, 14.0, 1.0, 0.0]);
    let windows = game.windows_in(JsValue::from(12), JsValue::from(0), JsValue::from(20), 100.0).unwrap();
    let owner = asg::Game::new(&[7, 19, 26]).unwrap();
    let want = asg::collisions::windows_in(owner.sequence().unwrap(), 12, 0, 20, 100).unwrap();
    assert_eq!(windows.len(), 4 * want.len());
    assert_eq!(windows[2], want[0].lower as f64);
    let mut job = asg::wasm::LedgerJob::new(JsValue::from(7), JsValue::from(12)).unwrap();
    let ledger = loop {
        let step = job.step(1000.0).unwrap();
        if !step.is_undefined() {
            break step;
        }
    };
    assert_eq!(get(&ledger, "proven").as_bool(), Some(true));
    let rows = Array::from(&get(&ledger, "rows"));
    assert_eq!(get(&rows.get(6), "counted").as_f64(), Some(35.0));
    assert!(message(game.windows_in(JsValue::from(0), JsValue::from(0), JsValue::from(9), 10.0).err().unwrap())
        .contains("shift"));
}

#[cfg(feature = "full")]
#[wasm_bindgen_test]
fn the_landscape_job_gives_the_cells_of_the_core() {
    let mut job = asg::wasm::LandscapeJob::new(6.0, 20.0, None).unwrap();
    assert_eq!(job.total(), 120);
    let mut cells = Vec::new();
    loop {
        let part = job.step(17).unwrap();
        if part.is_empty() {
            break;
        }
        cells.extend(part);
    }
    assert_eq!(cells.len(), 11 * 120);
    for cell in cells.chunks(11) {
        let (a, delta) = (cell[0] as u64, cell[1] as u64);
        let native = asg::landscape::cell(a, delta, 1 << 24).unwrap();
        assert_eq!(cell[6], native.period.unwrap() as f64, "a = {a}, δ = {delta}");
        assert_eq!(cell[9], native.prediction as f64);
    }
    assert!(asg::wasm::LandscapeJob::new(0.0, 5.0, None).is_err());
}
