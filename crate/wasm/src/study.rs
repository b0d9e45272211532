//! The self-study views' queries (full build): Theorem 1's class rule worked by hand for a heap,
//! a term w_n written out, and W0 moved by a shift.

use crate::convert::{big, bytes, count, object, signed, to_js, whole, JsResult};
use crate::game::Game;
use asg::class_rule::{class_work, w_term};
use asg::closed_form::ClosedForm;
use asg::error::{Error, Proven};
use asg::game::NimSequence;
use wasm_bindgen::prelude::*;

/// The most shifted P-positions one list gives (a frame shows far fewer).
const LIST_LIMIT: u64 = 1 << 20;

impl Game {
    /// The closed form of the game on show, in the regime only.
    fn closed_form(&self, what: Proven) -> JsResult<&ClosedForm> {
        let game = self.additive_game()?;
        match self.sequence()? {
            NimSequence::Theorem(form) => Ok(form),
            _ => Err(Error::NotInRegime { a: game.a(), delta: game.delta(), what }.into()),
        }
    }
}

#[wasm_bindgen]
impl Game {
    /// Theorem 1's class rule at `heap`, worked by hand: is it a P-position, is heap − a one
    /// (W1), is heap + b one (W2), else heap + δ is (W3); each with where the heap tested lies
    /// among the w_n, both terms written out. In the regime only.
    #[wasm_bindgen(js_name = classWork, unchecked_return_type = "ClassWork")]
    pub fn class_work(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] heap: JsValue) -> JsResult<JsValue> {
        let form = self.closed_form(Proven::Classes)?;
        to_js(&class_work(form, whole(&heap, "heap")?)?)
    }

    /// w_n written out: n, ⌊n/a⌋, ⌊n/δ⌋ and w_n = n + a⌊n/a⌋ + b⌊n/δ⌋. In the regime only.
    #[wasm_bindgen(js_name = wTerm, unchecked_return_type = "WTerm")]
    pub fn w_term(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] n: JsValue) -> JsResult<JsValue> {
        let form = self.closed_form(Proven::ClosedForm)?;
        to_js(&w_term(form, whole(&n, "index")?)?)
    }

    /// W0 moved by `shift` (negative: down): the heaps p + shift in [lo, hi) for the
    /// P-positions p, and the value where each lands; at most `limit`.
    #[wasm_bindgen(unchecked_return_type = "Translated")]
    pub fn translated(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole")] shift: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] lo: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] hi: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] max: JsValue,
    ) -> JsResult<JsValue> {
        let shift = signed(&shift, "shift")?;
        let (lo, hi) = (whole(&lo, "lo")?, crate::convert::end(&hi, "hi")?);
        let hi = hi.min(u64::MAX as i128) as u64;
        let max = count(&max, "limit", 0, LIST_LIMIT)?;
        let items = asg::translate::translated_in(self.sequence()?, shift, lo, hi, max)?;
        Ok(object(&[
            ("heap", big(&items.iter().map(|i| i.0).collect::<Vec<_>>())),
            ("value", bytes(&items.iter().map(|i| i.1).collect::<Vec<_>>())),
        ]))
    }
}
