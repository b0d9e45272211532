//! The worker's long jobs (full build): the ledger and the landscape, a bounded step at a time
//! so that a worker can report progress and stop when asked.

use crate::convert::{big, bytes, count, object, to_js, whole, JsResult};
use asg::additive::Additive;
use asg::error::Error;
use asg::landscape::columns::{Values, COLUMNS};
use asg::landscape::{Cell, PlaneSteps};
use asg::ledger::{Ledger, LedgerCount};
use wasm_bindgen::prelude::*;

/// The most positions one ledger step may compute (a fraction of a second).
pub(crate) const MAX_WORK: u64 = 1 << 26;
/// The most cells one landscape step may compute.
const MAX_CELLS: u64 = 1 << 16;
/// About how many positions one landscape step may compute ([`asg::limits::cell_cost`]): a
/// step stops before the cell that would pass it (and always does at least one cell).
const STEP_WORK: u64 = 1 << 26;
/// Positions the mex rule may compute per landscape cell.
const CELL_BOUND: usize = 1 << 24;

/// The period ledger counted by the mex rule: `new LedgerJob(a, δ)`, then `step(work)` until it
/// returns the ledger (and the same ledger on any later step).
#[wasm_bindgen]
pub struct LedgerJob {
    count: LedgerCount,
    done: Option<Result<Ledger, Error>>,
}

#[wasm_bindgen]
impl LedgerJob {
    /// A ledger count for the game {a, a + δ, 2a + δ}, not started yet.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Whole")] a: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] delta: JsValue,
    ) -> JsResult<LedgerJob> {
        let game = Additive::from_delta(whole(&a, "a")?, whole(&delta, "delta")?)?;
        // In a worker the count may go as far as the page's check of a guessed period.
        Ok(LedgerJob { count: LedgerCount::new(game, asg::period::GUESS_BOUND)?, done: None })
    }

    /// From 0 to 1.
    pub fn progress(&self) -> f64 {
        if self.done.is_some() {
            1.0
        } else {
            self.count.progress()
        }
    }

    /// About `work` positions more (1 … 2^26); the ledger when done, else `undefined`.
    #[wasm_bindgen(unchecked_return_type = "Ledger | undefined")]
    pub fn step(&mut self, #[wasm_bindgen(unchecked_param_type = "Whole")] work: JsValue) -> JsResult<JsValue> {
        let work = count(&work, "work", 1, MAX_WORK)? as usize;
        if self.done.is_none() {
            self.done = self.count.step(work);
        }
        match &self.done {
            None => Ok(JsValue::UNDEFINED),
            Some(Ok(ledger)) => to_js(ledger),
            Some(Err(e)) => Err(e.clone().into()),
        }
    }
}

/// The sequence of a game built a step at a time in a worker, so that the page never waits for
/// it: `new SequenceJob(a, δ)`, then `step(work)` until it returns the table `{moves, words,
/// length, preperiod}` for `Game.adoptTable` (one game's table, in two bits a heap).
#[wasm_bindgen]
pub struct SequenceJob {
    moves: Vec<u64>,
    build: asg::period::TableBuild,
    done: Option<Result<JsValue, Error>>,
}

#[wasm_bindgen]
impl SequenceJob {
    /// A table build for the game {a, a + δ, 2a + δ} outside the regime, as the game would
    /// build it ([`asg::Game::table_build`]). Refused in the regime, where Theorem 1 needs no
    /// table.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Whole")] a: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] delta: JsValue,
    ) -> JsResult<SequenceJob> {
        let game = asg::Game::additive(Additive::from_delta(whole(&a, "a")?, whole(&delta, "delta")?)?);
        Ok(SequenceJob { moves: game.set().moves().to_vec(), build: game.table_build()?, done: None })
    }

    /// From 0 to 1.
    pub fn progress(&self) -> f64 {
        if self.done.is_some() {
            1.0
        } else {
            self.build.progress()
        }
    }

    /// About `work` positions more (1 … 2^26); the table when done, else `undefined`.
    #[wasm_bindgen(unchecked_return_type = "SequenceTable | undefined")]
    pub fn step(&mut self, #[wasm_bindgen(unchecked_param_type = "Whole")] work: JsValue) -> JsResult<JsValue> {
        let work = count(&work, "work", 1, MAX_WORK)? as usize;
        if self.done.is_none() {
            self.done = self.build.step(work).map(|r| r.map(|table| self.export(&table)));
        }
        match &self.done {
            None => Ok(JsValue::UNDEFINED),
            Some(Ok(table)) => Ok(table.clone()),
            Some(Err(e)) => Err(e.clone().into()),
        }
    }
}

impl SequenceJob {
    fn export(&self, table: &asg::period::PeriodicValues) -> JsValue {
        let p = table.period();
        let words = table.packed_words().unwrap_or(&[]);
        object(&[
            ("moves", big(&self.moves)),
            ("words", big(words)),
            ("length", js_sys::BigInt::from(p.preperiod + p.period).into()),
            ("preperiod", js_sys::BigInt::from(p.preperiod).into()),
        ])
    }
}

/// A table built in a worker (`SequenceJob`), counted and checked whole against the mex rule a
/// slice at a time, so that the page's main thread never stops for long: `new TableCheck(game,
/// table)`, then `step(work)` until it returns true, then `game.adoptCheck(check)`. A table
/// that is not the game's is refused (by the constructor or a step, which throw).
#[wasm_bindgen]
pub struct TableCheck {
    check: asg::period::TableCheck,
}

#[wasm_bindgen]
impl TableCheck {
    /// The check of `table` (`{moves, words, length, preperiod}`) as `game`'s: its moves are
    /// compared, and its words copied once into room for the whole table (whole blocks), so
    /// that making its counts moves nothing.
    #[wasm_bindgen(constructor)]
    pub fn new(
        game: &crate::game::Game,
        #[wasm_bindgen(unchecked_param_type = "SequenceTable")] table: JsValue,
    ) -> JsResult<TableCheck> {
        use wasm_bindgen::JsCast;
        let get = |name: &str| crate::convert::field(&table, name);
        let bad = |detail: &str| crate::convert::invalid("table", detail);
        let set = game.game.set();
        let moves = get("moves").dyn_into::<js_sys::BigUint64Array>().map_err(|_| bad("moves: a BigUint64Array"))?;
        if moves.to_vec() != set.moves() {
            return Err(bad("it is the table of another game"));
        }
        let words = get("words").dyn_into::<js_sys::BigUint64Array>().map_err(|_| bad("words: a BigUint64Array"))?;
        let (len, pre) = (whole(&get("length"), "table")?, whole(&get("preperiod"), "table")?);
        let mut copy = Vec::new();
        copy.try_reserve_exact(asg::period::PeriodicValues::packed_capacity(words.length() as usize))
            .map_err(|_| bad("it does not fit in memory"))?;
        copy.resize(words.length() as usize, 0);
        words.copy_to(&mut copy);
        Ok(TableCheck { check: asg::period::TableCheck::new(set, copy, len, pre)? })
    }

    /// Counts or checks about `work` heaps more (1 … 2^26): true once all of the table is
    /// checked; throws the refusal when a part fails.
    pub fn step(&mut self, #[wasm_bindgen(unchecked_param_type = "Whole")] work: JsValue) -> JsResult<bool> {
        let work = count(&work, "work", 1, MAX_WORK)? as usize;
        match self.check.step(work) {
            None => Ok(false),
            Some(Ok(_)) => Ok(true),
            Some(Err(e)) => Err(e.into()),
        }
    }

    /// From 0 to 1.
    pub fn progress(&self) -> f64 {
        self.check.progress()
    }
}

impl TableCheck {
    pub(crate) fn inner(&self) -> &asg::period::TableCheck {
        &self.check
    }
}

/// The landscape of a plane of games, a few cells at a time: `new LandscapeJob(aMax, δMax,
/// perA?, share?, shares?)`, then `step(cells)` until it returns no cells. At most 2^20 cells in
/// all; with `shares`, this job does its own share of them (every `shares`-th from `share`).
#[wasm_bindgen]
pub struct LandscapeJob {
    steps: PlaneSteps,
}

#[wasm_bindgen]
impl LandscapeJob {
    /// The cells a ≤ aMax, δ ≤ δMax (at most `perA` values of δ for each a when given), or this
    /// job's share of them, not started yet.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Whole")] a_max: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] delta_max: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Whole")] per_a: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Whole")] share: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Whole")] shares: JsValue,
    ) -> JsResult<LandscapeJob> {
        let (a_max, delta_max) = (whole(&a_max, "amax")?, whole(&delta_max, "dmax")?);
        let given = |v: &JsValue| !v.is_undefined() && !v.is_null();
        let per_a = if given(&per_a) { Some(count(&per_a, "perA", 1, asg::landscape::MAX_PLANE)?) } else { None };
        let shares = if given(&shares) { count(&shares, "shares", 1, 256)? as usize } else { 1 };
        let share = if given(&share) { whole(&share, "share")? as usize } else { 0 };
        Ok(LandscapeJob { steps: PlaneSteps::new(a_max, delta_max, per_a, share, shares, CELL_BOUND)? })
    }

    /// The cells of the games listed, (`a[i]`, `δ[i]`) for each i (the cells a page lacks: past an
    /// atlas's plane, or of a tile it refused), or this job's share of them; at most 2^20 games,
    /// each a ≥ 1, δ ≥ 1.
    pub fn listed(
        a: Vec<u32>,
        delta: Vec<u32>,
        #[wasm_bindgen(unchecked_optional_param_type = "Whole")] share: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Whole")] shares: JsValue,
    ) -> JsResult<LandscapeJob> {
        if a.len() != delta.len() {
            let detail = format!("lists {} values of δ for {} of a", delta.len(), a.len());
            return Err(asg::Error::InvalidNumber { field: "delta", detail }.into());
        }
        let given = |v: &JsValue| !v.is_undefined() && !v.is_null();
        let shares = if given(&shares) { count(&shares, "shares", 1, 256)? as usize } else { 1 };
        let share = if given(&share) { whole(&share, "share")? as usize } else { 0 };
        let games: Vec<(u64, u64)> = a.iter().zip(&delta).map(|(&a, &d)| (u64::from(a), u64::from(d))).collect();
        Ok(LandscapeJob { steps: PlaneSteps::listed(&games, share, shares, CELL_BOUND)? })
    }

    /// How many cells in all (a BigInt).
    pub fn total(&self) -> u64 {
        self.steps.total()
    }

    /// How many cells are done (a BigInt).
    pub fn done(&self) -> u64 {
        self.steps.done()
    }

    /// The next cells, at most `cells` (1 … 2^16) and about 2^26 positions of work, in the
    /// core's column format (as an atlas's level-0 tile holds them); none when all are done.
    #[wasm_bindgen(unchecked_return_type = "LandscapeColumns")]
    pub fn step(&mut self, #[wasm_bindgen(unchecked_param_type = "Whole")] cells: JsValue) -> JsResult<JsValue> {
        let cells = count(&cells, "cells", 1, MAX_CELLS)? as usize;
        let found = self.steps.step(cells, STEP_WORK)?;
        // a and δ fit: a plane's are at most 2^20, a list's are u32.
        let games = |get: fn(&Cell) -> u64| -> JsValue {
            js_sys::Uint32Array::from(&found.iter().map(|c| get(c) as u32).collect::<Vec<_>>()[..]).into()
        };
        let mut fields = vec![("a", games(|c| c.a)), ("delta", games(|c| c.delta))];
        for column in &COLUMNS {
            let values = match column.encode(&found)? {
                Values::U8(v) => bytes(&v),
                Values::U32(v) => js_sys::Uint32Array::from(&v[..]).into(),
            };
            fields.push((column.name, values));
        }
        Ok(object(&fields))
    }
}

/// The landscape's column table (`asg::landscape::columns::COLUMNS`): each column's name, type,
/// missing value, the names of its codes and what it holds, as `LandscapeJob.step` and an
/// atlas's level 0 store them.
#[wasm_bindgen(js_name = landscapeColumns, unchecked_return_type = "LandscapeColumn[]")]
pub fn landscape_columns() -> JsResult<JsValue> {
    to_js(&COLUMNS)
}

/// The shapes of the landscape's columns (asg::landscape::columns).
#[wasm_bindgen(typescript_custom_section)]
const LANDSCAPE_COLUMNS: &str = r#"
/** A landscape step's cells in the core's column format (landscapeColumns() describes each
 * column): a and delta, then one array per column, one entry per cell. period, preperiod:
 * 4294967295 where the mex rule found no period within its bound; maxValue, w0IsW: 255 where
 * unknown; regime, bandKind, w0IsW, agreement: codes, named by the column's values. */
export interface LandscapeColumns {
  a: Uint32Array; delta: Uint32Array;
  period: Uint32Array; preperiod: Uint32Array; regime: Uint8Array; bandKind: Uint8Array;
  band: Uint32Array; gcd: Uint32Array; maxValue: Uint8Array; w0IsW: Uint8Array;
  prediction: Uint32Array; agreement: Uint8Array;
}
/** The name of a landscape column. */
export type LandscapeColumnName = Exclude<keyof LandscapeColumns, 'a' | 'delta'>;
/** One landscape column: its name, element type, the stored value meaning "not found" (or
 * null), the names of its codes 0, 1, … (or null for a number), and what it holds. */
export interface LandscapeColumn {
  name: LandscapeColumnName; type: 'u8' | 'u32'; missing: number | null;
  values: string[] | null; description: string;
}
"#;
