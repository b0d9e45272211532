//! The proof views' queries (full build): P-positions, gaps, collision windows and residues,
//! by heap range or for a frame of the number line, with their pixels.

use crate::convert::{
    big, bigint, bytes, count, floats, grid_frame, object, strip_frame, to_js, whole, JsResult, MAX_SIDE,
};
use crate::game::Game;
use asg::error::{Error, Proven};
use asg::gaps::GapCounter;
use asg::lanes;
use asg::render::GridView;
use wasm_bindgen::prelude::*;

/// The most items one list gives JavaScript (a frame shows far fewer).
const LIST_LIMIT: u64 = 1 << 20;
/// The most windows listed with their gap runs (each run is a list of its own).
const RUN_LIMIT: u64 = 1 << 16;

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
        Ok(self.counters.gaps(seq, game))
    }

    /// Theorem 1's classes, in the regime.
    fn classes(&self) -> JsResult<asg::ClosedForm> {
        let game = self.additive_game()?;
        game.require_regime(Proven::Classes)?;
        Ok(asg::ClosedForm::new(game)?)
    }
}

#[wasm_bindgen]
impl Game {
    /// The first `count` P-positions (w_0, w_1, … in the regime; by the mex rule outside it).
    #[wasm_bindgen(js_name = pPositions, unchecked_return_type = "PPositions")]
    pub fn p_positions(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] n: JsValue) -> JsResult<JsValue> {
        let n = count(&n, "count", 0, LIST_LIMIT)?;
        let game = self.additive_game()?;
        if self.game.period_free().is_none() {
            self.sequence()?;
        }
        to_js(&asg::shapes::PPositions::of_game(game, &self.game, 0, n)?)
    }

    /// Takes the sequence from a table built elsewhere (`SequenceJob` in a worker): `{moves,
    /// words, length, preperiod}`. The table must be this game's: its moves are compared, and
    /// all of it is checked against the mex rule, its period and preperiod to be the smallest
    /// ([`asg::PeriodicValues::check_sequence_of`]); a table that is not is refused. All at
    /// once: `new TableCheck(game, table)` does the same a slice at a time.
    #[wasm_bindgen(js_name = adoptTable)]
    pub fn adopt_table(&self, #[wasm_bindgen(unchecked_param_type = "SequenceTable")] table: JsValue) -> JsResult<()> {
        let mut check = crate::jobs::TableCheck::new(self, table)?;
        while !check.step(JsValue::from(crate::jobs::MAX_WORK as f64))? {}
        self.adopt_check(&check)
    }

    /// Takes the sequence from a table that `check` has checked whole (its `step` returned true).
    #[wasm_bindgen(js_name = adoptCheck)]
    pub fn adopt_check(&self, check: &crate::jobs::TableCheck) -> JsResult<()> {
        self.game.adopt_check(check.inner())?;
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
            return Err(crate::convert::invalid("out", "expected a Uint8Array"));
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
        to_js(&asg::collisions::collisions(self.sequence()?, k, periods)?)
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
        to_js(&asg::residues::residue_profile(game)?)
    }

    /// The first (a+1)-gap of residue r (1 ≤ r < δ): its index and the heap it starts at.
    #[wasm_bindgen(js_name = firstGapOf, unchecked_return_type = "GapStart")]
    pub fn first_gap_of(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] r: JsValue) -> JsResult<JsValue> {
        let (index, heap) = asg::residues::first_gap_of(self.additive_game()?, whole(&r, "r")?)?;
        Ok(object(&[("index", bigint(index)), ("heap", bigint(heap))]))
    }

    /// The j-th (a+1)-gap of residue r (1 ≤ r < δ, j = 0, 1, …; one per index period): its q,
    /// index and the P-positions it runs between (regime only).
    #[wasm_bindgen(js_name = gapOfResidue, unchecked_return_type = "ResidueGap")]
    pub fn gap_of_residue(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole")] r: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] j: JsValue,
    ) -> JsResult<JsValue> {
        let (r, j) = (whole(&r, "r")?, whole(&j, "j")?);
        to_js(&asg::residues::gap_of_residue(self.additive_game()?, r, j)?)
    }

    /// The first heap at or after `from` whose value is `k` (0 to 3; 3 also stands for larger
    /// values), or `null` when there is none below 2^64.
    #[wasm_bindgen(js_name = firstWithValue)]
    pub fn first_with_value(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] k: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] from: JsValue,
    ) -> JsResult<Option<u64>> {
        let k = count(&k, "value", 0, 3)? as u8;
        Ok(self.sequence()?.first_with_value(k, whole(&from, "from")?))
    }

    /// The heaps Theorem 1 reads `heap`'s class from, `[heap, heap − a, heap + b, heap + δ]`
    /// for W0, W1, W2, W3 (`null` where one leaves 0 … 2^64 − 1); the one of its class is a
    /// P-position (`classWitness`). In the regime only.
    #[wasm_bindgen(js_name = classCandidates, unchecked_return_type = "ClassCandidates")]
    pub fn class_candidates(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] heap: JsValue) -> JsResult<JsValue> {
        let heap = whole(&heap, "heap")?;
        let list: js_sys::Array =
            self.classes()?.candidates(heap).iter().map(|&c| crate::convert::bigint_or_null(c)).collect();
        Ok(list.into())
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
        Ok(lanes::rank_to(self.sequence()?, crate::convert::end(&x, "heap")?))
    }

    /// The P-position that puts `heap` in its class by Theorem 1: heap, heap − a, heap + b or
    /// heap + δ for values 0 to 3. In the regime only.
    #[wasm_bindgen(js_name = classWitness)]
    pub fn class_witness(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] heap: JsValue) -> JsResult<u64> {
        let heap = whole(&heap, "heap")?;
        Ok(self.classes()?.witness(heap).ok_or(Error::Overflow { what: "the class's P-position" })?)
    }

    /// The residue r of gap n when it is an (a+1)-gap in the regime, else `undefined`.
    #[wasm_bindgen(js_name = residueOfGap)]
    pub fn residue_of_gap(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] n: JsValue) -> JsResult<Option<u64>> {
        let game = self.additive_game()?;
        let n = whole(&n, "index")?;
        Ok(asg::gaps::residue_of_gap(game, n))
    }

    /// Gaps of each kind [1, a+1, b+1, a+b+1, other] per index period (after the preperiod).
    #[wasm_bindgen(js_name = gapKindsPerPeriod)]
    pub fn gap_kinds_per_period(&self) -> JsResult<Vec<u64>> {
        Ok(asg::gaps::kinds_per_period(self.sequence()?, self.gap_counter()?)?.to_vec())
    }

    /// Windows for `shift` per period (lower ends in one period): a·d for δ in the regime
    /// (Theorem 7), otherwise counted by walking the P-positions of a period.
    #[wasm_bindgen(js_name = windowsPerPeriod)]
    pub fn windows_per_period(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole | null | undefined")] k: JsValue,
    ) -> JsResult<u64> {
        let k = shift(self, &k)?;
        Ok(asg::collisions::count_per_period(self.sequence()?, k)?)
    }

    /// The gaps that show in a frame of the number line, at most `limit`, with their pixel
    /// spans: those that start in its heaps, and the one that reaches in from the left.
    #[wasm_bindgen(js_name = gapsInView, unchecked_return_type = "GapList")]
    pub fn gaps_in_view(
        &self,
        #[wasm_bindgen(unchecked_param_type = "StripFrame")] frame: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] max: JsValue,
    ) -> JsResult<JsValue> {
        let f = strip_frame(&frame)?;
        let items = lanes::gaps_in_frame(self.sequence()?, self.additive_game()?, &f, limit(&max)?)?;
        let kinds: Vec<u8> = items.iter().map(|i| i.gap.kind.index() as u8).collect();
        let (x0, x1) = spans(&items, |i| (i.x0, i.x1));
        Ok(object(&[
            ("index", column(&items, |i| i.gap.index)),
            ("from", column(&items, |i| i.gap.from)),
            ("length", column(&items, |i| i.gap.length)),
            ("kind", bytes(&kinds)),
            ("x0", x0),
            ("x1", x1),
        ]))
    }

    /// For each pixel column of a frame, how many gaps of each kind start there: five counts
    /// per column, flat (1, a+1, b+1, a+b+1, other). They add up to the gaps `gapsInView`
    /// lists that start in the frame.
    #[wasm_bindgen(js_name = gapKindsInColumns)]
    pub fn gap_kinds_in_columns(
        &self,
        #[wasm_bindgen(unchecked_param_type = "StripFrame")] frame: JsValue,
    ) -> JsResult<Vec<u64>> {
        let f = strip_frame(&frame)?;
        Ok(lanes::gap_kinds_per_column(self.sequence()?, self.gap_counter()?, &f).concat())
    }

    /// The collision windows for `shift` that reach into a frame, at most `limit`.
    #[wasm_bindgen(js_name = windowsInView, unchecked_return_type = "WindowList")]
    pub fn windows_in_view(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole | null | undefined")] k: JsValue,
        #[wasm_bindgen(unchecked_param_type = "StripFrame")] frame: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] max: JsValue,
    ) -> JsResult<JsValue> {
        let k = shift(self, &k)?;
        let f = strip_frame(&frame)?;
        let items = lanes::windows_in_frame(self.sequence()?, k, &f, limit(&max)?)?;
        let (x0, x1) = spans(&items, |i| (i.x0, i.x1));
        Ok(object(&[
            ("m", column(&items, |i| i.window.m)),
            ("n", column(&items, |i| i.window.n)),
            ("lower", column(&items, |i| i.window.lower)),
            ("upper", column(&items, |i| i.window.upper)),
            ("x0", x0),
            ("x1", x1),
        ]))
    }

    /// For each pixel column of a frame, how many windows for `shift` have their lower end
    /// there (they add up to the windows `windowsInView` lists with lower end in the frame);
    /// `undefined` when the period is too long to tabulate and too many P-positions are in view.
    #[wasm_bindgen(js_name = windowsInColumns)]
    pub fn windows_in_columns(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole | null | undefined")] k: JsValue,
        #[wasm_bindgen(unchecked_param_type = "StripFrame")] frame: JsValue,
    ) -> JsResult<Option<Vec<u64>>> {
        let k = shift(self, &k)?;
        let f = strip_frame(&frame)?;
        let counter = self.counters.windows(&self.source()?, k);
        Ok(lanes::windows_per_column(self.sequence()?, counter.as_deref(), k, &f)?)
    }

    /// W0 − shift in a frame: the heaps p − shift in view, their values and pixels.
    #[wasm_bindgen(js_name = shiftedInView, unchecked_return_type = "ShiftedList")]
    pub fn shifted_in_view(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole | null | undefined")] k: JsValue,
        #[wasm_bindgen(unchecked_param_type = "StripFrame")] frame: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] max: JsValue,
    ) -> JsResult<JsValue> {
        let k = shift(self, &k)?;
        let f = strip_frame(&frame)?;
        let items = lanes::shifted_in_frame(self.sequence()?, k, &f, limit(&max)?)?;
        Ok(object(&[
            ("heap", column(&items, |i| i.0)),
            ("value", bytes(&items.iter().map(|i| i.1).collect::<Vec<_>>())),
            ("x", floats(&items.iter().map(|i| i.2).collect::<Vec<_>>())),
        ]))
    }

    /// The windows for `shift` with lower end in heaps [lo, hi), at most `limit`, each with
    /// its run of gaps, how many of them are 1-gaps, and the residue of its (a+1)-gap (for δ
    /// in the regime).
    #[wasm_bindgen(js_name = windowRuns, unchecked_return_type = "WindowRun[]")]
    pub fn window_runs(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole | null | undefined")] k: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] lo: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] hi: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] max: JsValue,
    ) -> JsResult<JsValue> {
        let k = shift(self, &k)?;
        let (lo, hi) = (whole(&lo, "lo")?, crate::convert::end(&hi, "hi")?);
        let hi = hi.min(u64::MAX as i128) as u64;
        let max = count(&max, "limit", 0, RUN_LIMIT)?;
        let runs = asg::collisions::window_runs(self.sequence()?, self.game.as_additive(), k, lo, hi, max)?;
        to_js(&runs)
    }

    /// The first window for `shift` with lower end at `from` or later, with its run (as
    /// `windowRuns`), or `null` when there is none.
    #[wasm_bindgen(js_name = nextWindowRun, unchecked_return_type = "WindowRun | null")]
    pub fn next_window_run(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole | null | undefined")] k: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] from: JsValue,
    ) -> JsResult<JsValue> {
        let k = shift(self, &k)?;
        let from = whole(&from, "from")?;
        to_js(&asg::collisions::next_window_run(self.sequence()?, self.game.as_additive(), k, from)?)
    }

    /// Heaps of each value class per pixel column of a frame: `{edges, counts}` (four counts
    /// per column, over the runs between the edges), for exports of a zoomed-out line.
    #[wasm_bindgen(js_name = countsInColumns, unchecked_return_type = "ColumnCounts")]
    pub fn counts_in_columns(
        &self,
        #[wasm_bindgen(unchecked_param_type = "StripFrame")] frame: JsValue,
    ) -> JsResult<JsValue> {
        let f = strip_frame(&frame)?;
        let (edges, counts) = lanes::classes_per_column(&self.source()?, &f);
        // An edge of 2^64 (past the last heap) crosses as 2^64 − 1 would not: keep it a BigInt.
        let edges = js_sys::Array::from_iter(edges.iter().map(|&e| JsValue::from(js_sys::BigInt::from(e as u128))));
        Ok(object(&[("edges", edges.into()), ("counts", big(&counts.concat()))]))
    }

    /// Every cell a grid picture of `width` × `height` pixels shows, row by row: its heap, row,
    /// column and value, at most `limit` cells.
    #[wasm_bindgen(js_name = gridCells, unchecked_return_type = "GridCells")]
    pub fn grid_cells(
        &self,
        #[wasm_bindgen(unchecked_param_type = "GridFrame")] frame: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] width: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] height: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] max: JsValue,
    ) -> JsResult<JsValue> {
        let (view, w, h) = grid_picture(&frame, &width, &height)?;
        let cells = view.cells_in_view(w, h, limit(&max)?)?;
        let seq = self.sequence()?;
        Ok(object(&[
            ("heap", column(&cells, |c| c.0)),
            ("row", column(&cells, |c| c.1)),
            ("column", column(&cells, |c| c.2)),
            ("value", bytes(&cells.iter().map(|c| seq.value(c.0)).collect::<Vec<_>>())),
        ]))
    }

    /// Each row a grid picture of `width` × `height` pixels shows, with its heaps in view
    /// [from, to) and how many of them have each value class (four counts a row, flat), at
    /// most `limit` rows: for exports of a zoomed-out grid.
    #[wasm_bindgen(js_name = gridRowCounts, unchecked_return_type = "GridRowCounts")]
    pub fn grid_row_counts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "GridFrame")] frame: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] width: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] height: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] max: JsValue,
    ) -> JsResult<JsValue> {
        let (view, w, h) = grid_picture(&frame, &width, &height)?;
        let rows = view.rows_in_view(w, h, limit(&max)?)?;
        let src = self.source()?;
        let heaps = |get: fn(&(u64, i128, i128)) -> i128| {
            rows.iter().map(|r| JsValue::from(js_sys::BigInt::from(get(r) as u128))).collect::<js_sys::Array>()
        };
        let counts: Vec<u64> = rows.iter().flat_map(|&(_, from, to)| src.counts_in(from, to)).collect();
        Ok(object(&[
            ("row", column(&rows, |r| r.0)),
            ("from", heaps(|r| r.1).into()),
            ("to", heaps(|r| r.2).into()),
            ("counts", big(&counts)),
        ]))
    }
}

/// One field of each item, as a `BigUint64Array`.
fn column<T>(items: &[T], get: fn(&T) -> u64) -> JsValue {
    big(&items.iter().map(get).collect::<Vec<_>>())
}

/// The pixel spans of items in view, as the `Float64Array`s of their left ends and right ends.
fn spans<T>(items: &[T], span: fn(&T) -> (f64, f64)) -> (JsValue, JsValue) {
    let x0: Vec<f64> = items.iter().map(|i| span(i).0).collect();
    let x1: Vec<f64> = items.iter().map(|i| span(i).1).collect();
    (floats(&x0), floats(&x1))
}

/// A grid frame and the picture's size in pixels, `width` × `height`, as the grid queries take them.
fn grid_picture(frame: &JsValue, width: &JsValue, height: &JsValue) -> JsResult<(GridView, usize, usize)> {
    let view = grid_frame(frame)?;
    let (w, h) = (count(width, "width", 1, MAX_SIDE)?, count(height, "height", 1, MAX_SIDE)?);
    Ok((view, w as usize, h as usize))
}
