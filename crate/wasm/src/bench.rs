//! For the page benchmark (full build): the mex kernel alone, by a chosen path, with no copy
//! of its values into JavaScript.

use crate::convert::{count, invalid, JsResult};
use crate::Game;
use asg::mex::{extend_nim_values_with, fields, Kernel};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

thread_local! {
    /// Kept between calls, as the native benchmark keeps its buffer.
    static BUFFER: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// g(0 … count − 1) of `game`'s moves by the SIMD128 path (or the portable one), in a buffer
/// that stays in wasm memory; returns g(count − 1), so that the work cannot be skipped.
#[doc(hidden)]
#[wasm_bindgen(js_name = mexKernel)]
pub fn mex_kernel(
    game: &Game,
    #[wasm_bindgen(unchecked_param_type = "Whole")] len: JsValue,
    portable: bool,
) -> JsResult<u8> {
    let len = count(&len, "count", 1, asg::game::MAX_WINDOW)? as usize;
    let kernel = if portable { Kernel::Portable } else { Kernel::best() };
    BUFFER.with_borrow_mut(|buf| {
        buf.resize(len, 0);
        extend_nim_values_with(kernel, game.game.set(), buf, 0);
        Ok(buf[len - 1])
    })
}

thread_local! {
    /// The field kernel's words, kept between calls.
    static WORDS: RefCell<Vec<u64>> = const { RefCell::new(Vec::new()) };
}

/// g(0 … 32·words − 1) of `game`'s moves by the two-bit field kernel, SIMD128 path (or the
/// portable one), into words that stay in wasm memory; returns g(32·words − 1), so that the
/// work cannot be skipped. The moves must be ones the kernel takes (at most three, the
/// smallest at least 32).
#[doc(hidden)]
#[wasm_bindgen(js_name = fieldKernel)]
pub fn field_kernel(
    game: &Game,
    #[wasm_bindgen(unchecked_param_type = "Whole")] words: JsValue,
    portable: bool,
) -> JsResult<u8> {
    let moves = game.game.set().moves();
    if !fields::applies(moves) {
        return Err(invalid("moves", "the field kernel takes at most three moves, the smallest at least 32"));
    }
    let n = count(&words, "count", 1, asg::game::MAX_WINDOW / 32)? as usize;
    let path = if portable { fields::Path::Portable } else { fields::Path::best() };
    WORDS.with_borrow_mut(|buf| {
        buf.resize(n, 0);
        fields::fill_packed_with(path, moves, buf);
        Ok((buf[n - 1] >> 62) as u8)
    })
}
