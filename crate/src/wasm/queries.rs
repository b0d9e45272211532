//! The proof views' queries (full build): P-positions, gaps, collision windows and residues,
//! by heap range or for a frame of the number line, with their pixels.

use super::convert::{big, bytes, count, floats, object, position, real, to_js, whole, JsResult};
use super::game::Game;
use crate::collisions::WindowCounter;
use crate::error::Error;
use crate::game::NimSequence;
use crate::gaps::GapCounter;
use crate::lanes::{self, Frame};
use std::cell::{OnceCell, RefCell};
use wasm_bindgen::prelude::*;

/// The most items one list gives JavaScript (a frame shows far fewer).
const LIST_LIMIT: u64 = 1 << 20;
/// The most windows listed with their gap runs (each run is a list of its own).
const RUN_LIMIT: u64 = 1 << 16;
/// The most pixel columns a frame has.
const MAX_COLUMNS: u64 = 1 << 16;

/// Counters made once per game, on first use.
#[derive(Default)]
pub struct Caches {
    gaps: OnceCell<GapCounter>,
    windows: RefCell<Option<WindowCounter>>,
}

/// A frame of the number line from JavaScript's arguments.
fn frame(x: &JsValue, per_pixel: &JsValue, columns: &JsValue) -> JsResult<Frame> {
    Ok(Frame {
        start: position(x, "x")?,
        per_pixel: real(per_pixel, "perPixel", Some(-16), 64)?,
        columns: count(columns, "columns", 1, MAX_COLUMNS)? as usize,
    })
}

fn limit(value: &JsValue) -> JsResult<u64> {
    count(value, "limit", 0, LIST_LIMIT)
}

fn shift(game: &Game, value: &JsValue) -> JsResult<u64> {
    if value.is_undefined() || value.is_null() {
        return Ok(game.additive_game()?.delta());
    }
    let k = whole(value, "shift")?;
    if k == 0 {
        return Err(Error::ZeroShift.into());
    }
    Ok(k)
}

impl Game {
    fn gap_counter(&self) -> JsResult<&GapCounter> {
        let (game, seq) = (self.additive_game()?, self.sequence()?);
        Ok(self.full.gaps.get_or_init(|| GapCounter::new(seq, game)))
    }
}

#[wasm_bindgen]
impl Game {
    /// The first `count` P-positions (w_0, w_1, … in the regime; by the mex rule outside it).
    #[wasm_bindgen(js_name = pPositions, unchecked_return_type = "PPositions")]
    pub fn p_positions(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] n: JsValue) -> JsResult<JsValue> {
        let n = count(&n, "count", 0, LIST_LIMIT)?;
        to_js(&crate::shapes::PPositions::new(self.additive_game()?, self.sequence()?, n)?)
    }

    /// Takes the sequence from a table built elsewhere (`SequenceJob` in a worker): `{moves,
    /// words, length, preperiod}`. The table must be this game's: its moves are compared, and its
    /// first values are checked against the mex rule here.
    #[wasm_bindgen(js_name = adoptTable)]
    pub fn adopt_table(&self, #[wasm_bindgen(unchecked_param_type = "SequenceTable")] table: JsValue) -> JsResult<()> {
        use wasm_bindgen::JsCast;
        let get = |name: &str| js_sys::Reflect::get(&table, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED);
        let bad = |detail: &str| super::convert::invalid("table", detail);
        let moves = get("moves").dyn_into::<js_sys::BigUint64Array>().map_err(|_| bad("moves: a BigUint64Array"))?;
        if moves.to_vec() != self.game.set().moves() {
            return Err(bad("it is the table of another game"));
        }
        let words = get("words").dyn_into::<js_sys::BigUint64Array>().map_err(|_| bad("words: a BigUint64Array"))?;
        let (len, pre) = (whole(&get("length"), "table")?, whole(&get("preperiod"), "table")?);
        // Copied once into room for the whole table (whole blocks), so that making its counts
        // moves nothing: the table is in memory once, not twice, even for a moment.
        let mut copy = Vec::new();
        copy.try_reserve_exact(crate::period::PeriodicValues::packed_capacity(words.length() as usize))
            .map_err(|_| bad("it does not fit in memory"))?;
        copy.resize(words.length() as usize, 0);
        words.copy_to(&mut copy);
        let values = crate::period::PeriodicValues::from_packed(copy, len, pre)?;
        // The first values against the mex rule: a table of another game, or a damaged one,
        // is refused rather than shown.
        let n = (2 * self.game.set().max()).saturating_add(64).min(len) as usize;
        let first = crate::mex::nim_values(self.game.set(), n);
        if (0..n).any(|x| values.value(x as u64) != first[x].min(3)) {
            return Err(bad("its first values are not the mex rule's"));
        }
        self.game.adopt(values);
        Ok(())
    }

    /// Fills `out` (a `Uint8Array`) with g(from), g(from + 1), …: `nim` without making a new
    /// array each time, for callers that reuse one.
    #[wasm_bindgen(js_name = nimInto)]
    pub fn nim_into(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole")] from: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Uint8Array")] out: JsValue,
    ) -> JsResult<()> {
        use wasm_bindgen::JsCast;
        let Some(out) = out.dyn_ref::<js_sys::Uint8Array>() else {
            return Err(super::convert::invalid("out", "expected a Uint8Array"));
        };
        let values = self.nim(from, JsValue::from(out.length()))?;
        out.copy_from(&values);
        Ok(())
    }

    /// True when the values come from Theorem 1, false when from the mex rule.
    #[wasm_bindgen(js_name = usesTheorem)]
    pub fn uses_theorem(&self) -> JsResult<bool> {
        Ok(self.sequence()?.is_theorem())
    }

    /// Index pairs (m, n) with p_n − p_m = shift (default δ) and p_m below `periods` heap periods.
    #[wasm_bindgen(unchecked_return_type = "Collisions")]
    pub fn collisions(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole | null | undefined")] k: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] periods: JsValue,
    ) -> JsResult<JsValue> {
        let k = shift(self, &k)?;
        let periods = whole(&periods, "periods")?;
        // Count first (per period, times the periods), so that a long list is refused before
        // any of it is made.
        let count = self.windows_per_period(JsValue::from(k))?.saturating_mul(periods);
        if count > LIST_LIMIT {
            return Err(Error::WindowTooLarge {
                what: "a list of collision windows",
                requested: count,
                limit: LIST_LIMIT,
            }
            .into());
        }
        to_js(&crate::collisions::collisions(self.sequence()?, k, periods)?)
    }

    /// The residue profile c(r), r = 1 … δ − 1 (primitive quadratic regime only).
    #[wasm_bindgen(unchecked_return_type = "ResidueProfile")]
    pub fn residues(&self) -> JsResult<JsValue> {
        let game = self.additive_game()?;
        if game.delta() > LIST_LIMIT {
            return Err(Error::WindowTooLarge {
                what: "a residue profile",
                requested: game.delta() - 1,
                limit: LIST_LIMIT,
            }
            .into());
        }
        to_js(&crate::residues::residue_profile(game)?)
    }

    /// The first (a+1)-gap of residue r (1 ≤ r < δ): its index and the heap it starts at.
    #[wasm_bindgen(js_name = firstGapOf, unchecked_return_type = "GapStart")]
    pub fn first_gap_of(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] r: JsValue) -> JsResult<JsValue> {
        let (index, heap) = crate::residues::first_gap_of(self.additive_game()?, whole(&r, "r")?)?;
        Ok(object(&[("index", js_sys::BigInt::from(index).into()), ("heap", js_sys::BigInt::from(heap).into())]))
    }

    /// The n-th P-position (w_n in the regime), counting from 0.
    #[wasm_bindgen(js_name = pPosition)]
    pub fn p_position(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] n: JsValue) -> JsResult<u64> {
        let n = whole(&n, "index")?;
        let x = self.sequence()?.p_positions_from(n).next().map(|(_, x)| x);
        Ok(x.ok_or(Error::Overflow { what: "that P-position" })?)
    }

    /// The number of P-positions below heap x (x up to 2^64).
    #[wasm_bindgen(js_name = pRank)]
    pub fn p_rank(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] x: JsValue) -> JsResult<u64> {
        Ok(lanes::rank_to(self.sequence()?, super::convert::end(&x, "heap")?))
    }

    /// The P-position that puts `heap` in its class by Theorem 1: heap, heap − a, heap + b or
    /// heap + δ for values 0 to 3. In the regime only.
    #[wasm_bindgen(js_name = classWitness)]
    pub fn class_witness(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] heap: JsValue) -> JsResult<u64> {
        let heap = whole(&heap, "heap")?;
        let game = self.additive_game()?;
        let NimSequence::Theorem(form) = self.sequence()? else {
            Err(Error::NotInRegime { a: game.a(), delta: game.delta(), what: "the classes of Theorem 1" })?
        };
        Ok(form.witness(heap).ok_or(Error::Overflow { what: "the class's P-position" })?)
    }

    /// The residue r of gap n when it is an (a+1)-gap in the regime, else `undefined`.
    #[wasm_bindgen(js_name = residueOfGap)]
    pub fn residue_of_gap(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] n: JsValue) -> JsResult<Option<u64>> {
        let game = self.additive_game()?;
        let n = whole(&n, "index")?;
        Ok(game.in_regime().then(|| crate::gaps::residue_of_gap(game, n)).flatten())
    }

    /// Gaps of each kind [1, a+1, b+1, a+b+1, other] per index period (after the preperiod).
    #[wasm_bindgen(js_name = gapKindsPerPeriod)]
    pub fn gap_kinds_per_period(&self) -> JsResult<Vec<u64>> {
        let seq = self.sequence()?;
        let p = seq.period();
        let first = seq.p_rank(p.preperiod);
        let end = p.preperiod.checked_add(p.period).ok_or(Error::Overflow { what: "the end of the period" })?;
        Ok(self.gap_counter()?.between(first, seq.p_rank(end)).to_vec())
    }

    /// Windows for `shift` per period (lower ends in one period): a·d for δ in the regime
    /// (Theorem 7), otherwise counted by walking the P-positions of a period.
    #[wasm_bindgen(js_name = windowsPerPeriod)]
    pub fn windows_per_period(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole | null | undefined")] k: JsValue,
    ) -> JsResult<u64> {
        let k = shift(self, &k)?;
        let game = self.additive_game()?;
        if game.in_regime() && k == game.delta() {
            return Ok(game.a() * (game.delta() - game.a()));
        }
        Ok(crate::collisions::count_per_period(self.sequence()?, k)?)
    }

    /// The gaps that show in a frame of the number line (`x` at the left edge, `perPixel` heaps
    /// per device pixel, `columns` pixels), at most `limit`, with their pixel spans.
    #[wasm_bindgen(js_name = gapsInView, unchecked_return_type = "GapList")]
    pub fn gaps_in_view(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Position")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] per_pixel: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] columns: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] max: JsValue,
    ) -> JsResult<JsValue> {
        let f = frame(&x, &per_pixel, &columns)?;
        let items = lanes::gaps_in_frame(self.sequence()?, self.additive_game()?, &f, limit(&max)?)?;
        let pick = |get: fn(&lanes::GapItem) -> u64| big(&items.iter().map(get).collect::<Vec<_>>());
        Ok(object(&[
            ("index", pick(|i| i.gap.index)),
            ("from", pick(|i| i.gap.from)),
            ("length", pick(|i| i.gap.length)),
            ("kind", bytes(&items.iter().map(|i| i.gap.kind.index() as u8).collect::<Vec<_>>())),
            ("x0", floats(&items.iter().map(|i| i.x0).collect::<Vec<_>>())),
            ("x1", floats(&items.iter().map(|i| i.x1).collect::<Vec<_>>())),
        ]))
    }

    /// For each pixel column of a frame, how many gaps of each kind start there: five counts
    /// per column, flat (1, a+1, b+1, a+b+1, other).
    #[wasm_bindgen(js_name = gapKindsInColumns)]
    pub fn gap_kinds_in_columns(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Position")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] per_pixel: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] columns: JsValue,
    ) -> JsResult<Vec<u64>> {
        let f = frame(&x, &per_pixel, &columns)?;
        Ok(lanes::gap_kinds_per_column(self.sequence()?, self.gap_counter()?, &f).concat())
    }

    /// The collision windows for `shift` that reach into a frame, at most `limit`.
    #[wasm_bindgen(js_name = windowsInView, unchecked_return_type = "WindowList")]
    pub fn windows_in_view(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole | null | undefined")] k: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Position")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] per_pixel: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] columns: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] max: JsValue,
    ) -> JsResult<JsValue> {
        let k = shift(self, &k)?;
        let f = frame(&x, &per_pixel, &columns)?;
        let items = lanes::windows_in_frame(self.sequence()?, k, &f, limit(&max)?)?;
        let pick = |get: fn(&lanes::WindowItem) -> u64| big(&items.iter().map(get).collect::<Vec<_>>());
        Ok(object(&[
            ("m", pick(|i| i.window.m)),
            ("n", pick(|i| i.window.n)),
            ("lower", pick(|i| i.window.lower)),
            ("upper", pick(|i| i.window.upper)),
            ("x0", floats(&items.iter().map(|i| i.x0).collect::<Vec<_>>())),
            ("x1", floats(&items.iter().map(|i| i.x1).collect::<Vec<_>>())),
        ]))
    }

    /// For each pixel column of a frame, how many windows for `shift` have their lower end
    /// there; `undefined` when the period is too long to tabulate.
    #[wasm_bindgen(js_name = windowsInColumns)]
    pub fn windows_in_columns(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole | null | undefined")] k: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Position")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] per_pixel: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] columns: JsValue,
    ) -> JsResult<Option<Vec<u64>>> {
        let k = shift(self, &k)?;
        let f = frame(&x, &per_pixel, &columns)?;
        let mut cached = self.full.windows.borrow_mut();
        if cached.as_ref().is_none_or(|c| c.shift() != k) {
            let src = self.source()?;
            *cached = WindowCounter::new(src.seq, src.table, k);
        }
        let seq = self.sequence()?;
        Ok(cached.as_ref().map(|c| lanes::windows_per_column(seq, c, &f)))
    }

    /// W0 − shift in a frame: the heaps p − shift in view, their values and pixels.
    #[wasm_bindgen(js_name = shiftedInView, unchecked_return_type = "ShiftedList")]
    pub fn shifted_in_view(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole | null | undefined")] k: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Position")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] per_pixel: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] columns: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] max: JsValue,
    ) -> JsResult<JsValue> {
        let k = shift(self, &k)?;
        let f = frame(&x, &per_pixel, &columns)?;
        let items = lanes::shifted_in_frame(self.sequence()?, k, &f, limit(&max)?)?;
        Ok(object(&[
            ("heap", big(&items.iter().map(|i| i.0).collect::<Vec<_>>())),
            ("value", bytes(&items.iter().map(|i| i.1).collect::<Vec<_>>())),
            ("x", floats(&items.iter().map(|i| i.2).collect::<Vec<_>>())),
        ]))
    }

    /// The windows for `shift` with lower end in heaps [lo, hi), at most `limit`, each with
    /// its run of gaps (and the residue of its (a+1)-gap, for δ in the regime).
    #[wasm_bindgen(js_name = windowRuns, unchecked_return_type = "WindowRun[]")]
    pub fn window_runs(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole | null | undefined")] k: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] lo: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] hi: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] max: JsValue,
    ) -> JsResult<JsValue> {
        let k = shift(self, &k)?;
        let (lo, hi) = (whole(&lo, "lo")?, super::convert::end(&hi, "hi")?);
        let hi = hi.min(u64::MAX as i128) as u64;
        let max = count(&max, "limit", 0, RUN_LIMIT)?;
        let runs = crate::collisions::window_runs(self.sequence()?, self.game.as_additive(), k, lo, hi, max)?;
        to_js(&runs)
    }

    /// Heaps of each value class per pixel column of a frame: `{edges, counts}` (four counts
    /// per column), for exports of a zoomed-out line.
    #[wasm_bindgen(js_name = countsInColumns, unchecked_return_type = "ColumnCounts")]
    pub fn counts_in_columns(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Position")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] per_pixel: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] columns: JsValue,
    ) -> JsResult<JsValue> {
        let f = frame(&x, &per_pixel, &columns)?;
        let (edges, counts) = lanes::classes_per_column(&self.source()?, &f);
        // An edge of 2^64 (past the last heap) crosses as 2^64 − 1 would not: keep it a BigInt.
        let edges = js_sys::Array::from_iter(edges.iter().map(|&e| JsValue::from(js_sys::BigInt::from(e as u128))));
        Ok(object(&[("edges", edges.into()), ("counts", big(&counts.concat()))]))
    }
}
