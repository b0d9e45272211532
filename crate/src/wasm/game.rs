//! `Game`: a subtraction game for JavaScript. The page's module has what the first picture
//! needs; the full build (`--features full`) adds the proof views' queries.

use super::convert::{end, whole, JsResult};
use super::shapes;
use crate::additive::Additive;
use crate::error::Error;
use crate::game::NimSequence;
use crate::period::PeriodicValues;
use crate::render::Source;
use crate::shapes::AdditiveInfo;
#[cfg(feature = "full")]
use std::cell::Cell;
use std::cell::OnceCell;
use wasm_bindgen::prelude::*;

/// The largest period table built from Theorem 1 for fast counts (4 MiB of values).
const TABLE_LIMIT: u64 = 1 << 22;

/// The most moves a set may list here (the kernel's limit, with room for a clear message).
const MAX_LISTED: u32 = 4 * crate::moves::MAX_MOVES as u32;

#[cfg(feature = "full")]
thread_local! {
    /// Serial numbers tell games apart in the picture's caches (the full build's phase tables).
    static SERIAL: Cell<u32> = const { Cell::new(0) };
}

/// A subtraction game, `new Game([5, 12, 17])`, `Game.fromDelta(5, 7)`.
#[wasm_bindgen]
pub struct Game {
    #[cfg(feature = "full")]
    pub(super) serial: u32,
    pub(super) game: crate::game::Game,
    table: OnceCell<Option<PeriodicValues>>,
    #[cfg(feature = "full")]
    pub(super) full: super::queries::Caches,
}

impl Game {
    fn wrap(game: crate::game::Game) -> Game {
        Game {
            #[cfg(feature = "full")]
            serial: SERIAL.with(|s| {
                s.set(s.get().wrapping_add(1));
                s.get()
            }),
            game,
            table: OnceCell::new(),
            #[cfg(feature = "full")]
            full: Default::default(),
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
        let seq = self.sequence()?;
        let made = self.table.get_or_init(|| seq.tabulate(TABLE_LIMIT));
        Ok(Source { seq, table: made.as_ref().or(seq.table()) })
    }
}

#[wasm_bindgen]
impl Game {
    /// Any finite subtraction set: an array of positive whole numbers (numbers or BigInts).
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "Whole[]")] moves: JsValue) -> JsResult<Game> {
        if !js_sys::Array::is_array(&moves) {
            return Err(super::convert::invalid("moves", "expected an array of move sizes, e.g. [5, 12, 17]"));
        }
        let list = js_sys::Array::from(&moves);
        if list.length() > MAX_LISTED {
            let count = list.length() as usize;
            return Err(Error::TooManyMoves { count, max: crate::moves::MAX_MOVES }.into());
        }
        let moves: Vec<u64> = list.iter().map(|m| whole(&m, "moves")).collect::<JsResult<_>>()?;
        Ok(Game::wrap(crate::game::Game::new(&moves)?))
    }

    /// The additive game {a, a+δ, 2a+δ}.
    #[wasm_bindgen(js_name = fromDelta)]
    pub fn from_delta(
        #[wasm_bindgen(unchecked_param_type = "Whole")] a: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] delta: JsValue,
    ) -> JsResult<Game> {
        let game = Additive::from_delta(whole(&a, "a")?, whole(&delta, "delta")?)?;
        Ok(Game::wrap(crate::game::Game::additive(game)))
    }

    /// The additive game {a, b, a+b}; b must exceed a.
    #[wasm_bindgen(js_name = fromAB)]
    pub fn from_ab(
        #[wasm_bindgen(unchecked_param_type = "Whole")] a: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] b: JsValue,
    ) -> JsResult<Game> {
        let game = Additive::new(whole(&a, "a")?, whole(&b, "b")?)?;
        Ok(Game::wrap(crate::game::Game::additive(game)))
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
        let count = super::convert::count(&count, "count", 0, crate::game::MAX_WINDOW)?;
        Ok(self.game.nim(from, count)?)
    }

    /// `{preperiod, period}`: Theorem 1's in the regime, else by the mex rule.
    #[wasm_bindgen(unchecked_return_type = "Period")]
    pub fn period(&self) -> JsResult<JsValue> {
        Ok(shapes::period(self.sequence()?.period()))
    }

    /// g(heap) for any heap up to 2^64 − 1.
    pub fn value(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] heap: JsValue) -> JsResult<u8> {
        let heap = whole(&heap, "heap")?;
        Ok(self.sequence()?.value(heap))
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

    /// Why `heap` has its value: its moves, their values, and the mex.
    #[wasm_bindgen(unchecked_return_type = "Explanation")]
    pub fn explain(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] heap: JsValue) -> JsResult<JsValue> {
        let heap = whole(&heap, "heap")?;
        Ok(shapes::explanation(&crate::explain::explain(self.game.set(), self.sequence()?, heap)))
    }

    /// Heaps of value 0, 1, 2 and ≥ 3 in [lo, hi) (hi up to 2^64), as a `BigUint64Array`.
    pub fn counts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole")] lo: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] hi: JsValue,
    ) -> JsResult<Vec<u64>> {
        let (lo, hi) = (end(&lo, "lo")?, end(&hi, "hi")?);
        if hi < lo {
            return Err(super::convert::invalid("hi", "must not be below lo"));
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
        if self.game.known_sequence().is_some() {
            return 0;
        }
        let window = self.game.set().max();
        match self.game.as_additive() {
            Some(g) if g.in_regime() => 0,
            Some(g) => {
                let guess = g.observed_period_formula().saturating_add(window);
                if guess <= crate::period::GUESS_BOUND as u64 {
                    guess
                } else {
                    crate::period::DEFAULT_BOUND as u64
                }
            }
            None => crate::period::DEFAULT_BOUND as u64,
        }
    }
}

/// Checks a landscape plane a ≤ `amax`, δ ≤ `dmax` (at least 1 each, at most 2^20 games), so
/// the page can refuse a bad one with a message before it starts.
#[wasm_bindgen(js_name = checkPlane)]
pub fn check_plane(
    #[wasm_bindgen(unchecked_param_type = "Whole")] amax: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Whole")] dmax: JsValue,
) -> JsResult<()> {
    Ok(crate::landscape::check_plane(whole(&amax, "amax")?, whole(&dmax, "dmax")?)?)
}
