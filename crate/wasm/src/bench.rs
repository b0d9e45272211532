//! For the page benchmark (full build): the mex kernel alone, by a chosen path, with no copy
//! of its values into JavaScript.

use crate::convert::{count, JsResult};
use crate::Game;
use asg::mex::{extend_nim_values_with, Kernel};
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
