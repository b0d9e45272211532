//! `Game`: a subtraction game for JavaScript. The page's module has what the first picture
//! needs; the full build (`--features full`) adds the proof views' queries.

use crate::convert::{end, whole, JsResult};
use crate::shapes;
use asg::additive::Additive;
#[cfg(feature = "full")]
use asg::error::Error;
use asg::game::NimSequence;
use asg::render::Source;
use asg::shapes::AdditiveInfo;
use wasm_bindgen::prelude::*;

/// The most moves a set may list here (the kernel's limit, with room for a clear message).
#[cfg(feature = "full")]
const MAX_LISTED: u32 = 4 * asg::moves::MAX_MOVES as u32;

/// A subtraction game, `new Game([5, 12, 17])`, `Game.fromDelta(5, 7)`.
#[wasm_bindgen]
pub struct Game {
    pub(super) game: asg::game::Game,
    /// The lanes' counters (full build).
    #[cfg(feature = "full")]
    pub(super) counters: asg::lanes::Counters,
}

impl Game {
    fn wrap(game: asg::game::Game) -> Game {
        Game {
            game,
            #[cfg(feature = "full")]
            counters: Default::default(),
        }
    }

    pub(super) fn sequence(&self) -> JsResult<&NimSequence> {
        Ok(self.game.sequence()?)
    }

    #[cfg(feature = "full")]
    pub(super) fn additive_game(&self) -> JsResult<Additive> {
        Ok(self.game.as_additive().ok_or_else(|| Error::NotAdditive { moves: self.game.set().moves().to_vec() })?)
    }

    /// The values and counts a picture reads.
    pub(super) fn source(&self) -> JsResult<Source<'_>> {
        Ok(self.game.source()?)
    }
}

#[wasm_bindgen]
impl Game {
    /// Any finite subtraction set: an array of positive whole numbers (numbers or BigInts). In
    /// the full build only: the page's first module makes the additive games it shows
    /// (`fromDelta`, `fromAB`), and stays small.
    #[cfg(feature = "full")]
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "Whole[]")] moves: JsValue) -> JsResult<Game> {
        if !js_sys::Array::is_array(&moves) {
            return Err(crate::convert::invalid("moves", "expected an array of move sizes, e.g. [5, 12, 17]"));
        }
        let list = js_sys::Array::from(&moves);
        if list.length() > MAX_LISTED {
            let count = list.length() as usize;
            return Err(Error::TooManyMoves { count, max: asg::moves::MAX_MOVES }.into());
        }
        let moves: Vec<u64> = list.iter().map(|m| whole(&m, "moves")).collect::<JsResult<_>>()?;
        Ok(Game::wrap(asg::game::Game::new(&moves)?))
    }

    /// The additive game {a, a+δ, 2a+δ}.
    #[wasm_bindgen(js_name = fromDelta)]
    pub fn from_delta(
        #[wasm_bindgen(unchecked_param_type = "Whole")] a: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] delta: JsValue,
    ) -> JsResult<Game> {
        let game = Additive::from_delta(whole(&a, "a")?, whole(&delta, "delta")?)?;
        Ok(Game::wrap(asg::game::Game::additive(game)))
    }

    /// The additive game {a, b, a+b}; b must exceed a.
    #[wasm_bindgen(js_name = fromAB)]
    pub fn from_ab(
        #[wasm_bindgen(unchecked_param_type = "Whole")] a: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] b: JsValue,
    ) -> JsResult<Game> {
        let game = Additive::new(whole(&a, "a")?, whole(&b, "b")?)?;
        Ok(Game::wrap(asg::game::Game::additive(game)))
    }

    /// The moves, ascending.
    #[wasm_bindgen(getter)]
    pub fn moves(&self) -> Vec<u64> {
        self.game.set().moves().to_vec()
    }

    /// g(from), …, g(from + count − 1) as a `Uint8Array`; the window may end at heap 2^64 − 1.
    pub fn nim(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole")] from: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] count: JsValue,
    ) -> JsResult<Vec<u8>> {
        let from = whole(&from, "from")?;
        let count = crate::convert::count(&count, "count", 0, asg::game::MAX_WINDOW)?;
        Ok(self.game.nim(from, count)?)
    }

    /// `{preperiod, period}`: Theorem 1's in the regime, else by the mex rule.
    #[wasm_bindgen(unchecked_return_type = "Period")]
    pub fn period(&self) -> JsResult<JsValue> {
        Ok(shapes::period(self.sequence()?.period()))
    }

    /// g(heap) for any heap up to 2^64 − 1 (a heap below the smallest move, or near the origin,
    /// needs no period).
    pub fn value(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] heap: JsValue) -> JsResult<u8> {
        Ok(self.game.value(whole(&heap, "heap")?)?)
    }

    /// The parameters, regime and periods of {a, b, a+b}, or `null` for other sets.
    #[wasm_bindgen(unchecked_return_type = "AdditiveInfo | null")]
    pub fn additive(&self) -> JsResult<JsValue> {
        let Some(game) = self.game.as_additive() else {
            return Ok(JsValue::NULL);
        };
        let seq = self.game.sequence().ok();
        Ok(shapes::additive_info(&AdditiveInfo::new(game, seq)))
    }

    /// Why `heap` has its value: its moves, their values, the set they make and its mex.
    #[wasm_bindgen(unchecked_return_type = "Explanation")]
    pub fn explain(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] heap: JsValue) -> JsResult<JsValue> {
        Ok(shapes::explanation(&self.game.explain(whole(&heap, "heap")?)?))
    }

    /// Heaps of value 0, 1, 2 and ≥ 3 in [lo, hi) (hi up to 2^64), as a `BigUint64Array`.
    pub fn counts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole")] lo: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] hi: JsValue,
    ) -> JsResult<Vec<u64>> {
        let (lo, hi) = (end(&lo, "lo")?, end(&hi, "hi")?);
        if hi < lo {
            return Err(crate::convert::invalid("hi", "must not be below lo"));
        }
        Ok(self.source()?.counts_in(lo, hi).to_vec())
    }

    /// The parameters and regime of {a, b, a+b} without computing anything long: in the regime
    /// all of `additive()` (Theorem 1 gives it at once); outside it, the periods and counts are
    /// `null` until the sequence is known. `null` for other sets.
    #[wasm_bindgen(unchecked_return_type = "AdditiveInfo | null")]
    pub fn facts(&self) -> JsResult<JsValue> {
        let Some(game) = self.game.as_additive() else {
            return Ok(JsValue::NULL);
        };
        if game.in_regime() || self.game.known_sequence().is_some() {
            return self.additive();
        }
        Ok(shapes::additive_info(&AdditiveInfo::new(game, None)))
    }

    /// About how many positions the mex rule must compute before the values are known (0 when
    /// they are, or when Theorem 1 gives them): a page builds a costly table in a worker.
    #[wasm_bindgen(js_name = sequenceCost)]
    pub fn sequence_cost(&self) -> u64 {
        self.game.sequence_cost()
    }
}

/// Checks a landscape plane a ≤ `amax`, δ ≤ `dmax` (at least 1 each, at most 2^20 games), so
/// the page can refuse a bad one with a message before it starts.
#[wasm_bindgen(js_name = checkPlane)]
pub fn check_plane(
    #[wasm_bindgen(unchecked_param_type = "Whole")] amax: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Whole")] dmax: JsValue,
) -> JsResult<()> {
    Ok(asg::landscape::check_plane(whole(&amax, "amax")?, whole(&dmax, "dmax")?)?)
}
