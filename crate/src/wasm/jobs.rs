//! The worker's long jobs (full build): the ledger and the landscape, a bounded step at a time
//! so that a worker can report progress and stop when asked.

use super::convert::{count, invalid, object, to_js, whole, JsResult};
use crate::additive::Additive;
use crate::error::Error;
use crate::landscape::Agreement;
use crate::ledger::{Ledger, LedgerCount};
use wasm_bindgen::prelude::*;

/// The most positions one ledger step may compute (a fraction of a second).
const MAX_WORK: u64 = 1 << 26;
/// The most cells one landscape step may compute.
const MAX_CELLS: u64 = 1 << 16;
/// About how many positions one landscape step may compute, whatever the cells ask: a step
/// stops after the cell that passes it (and always does at least one cell).
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
        Ok(LedgerJob { count: LedgerCount::new(game, crate::period::GUESS_BOUND)?, done: None })
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
    build: crate::period::TableBuild,
    done: Option<Result<JsValue, Error>>,
}

#[wasm_bindgen]
impl SequenceJob {
    /// A table build for the game {a, a + δ, 2a + δ} outside the regime: the band formula's
    /// period checked first, then the cycle search. Refused in the regime, where Theorem 1
    /// needs no table.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Whole")] a: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] delta: JsValue,
    ) -> JsResult<SequenceJob> {
        let game = Additive::from_delta(whole(&a, "a")?, whole(&delta, "delta")?)?;
        if game.in_regime() {
            return Err(Error::InvalidNumber {
                field: "delta",
                detail: "Theorem 1 gives this game's values: no table to build".into(),
            }
            .into());
        }
        let set = game.moves();
        let (guess, bound) = (game.observed_period_formula(), crate::period::DEFAULT_BOUND);
        let build = crate::period::TableBuild::new(&set, Some(guess), crate::period::GUESS_BOUND, bound)?;
        Ok(SequenceJob { moves: set.moves().to_vec(), build, done: None })
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
    fn export(&self, table: &crate::period::PeriodicValues) -> JsValue {
        let p = table.period();
        let words = table.packed_words().unwrap_or(&[]);
        let array = |v: &[u64]| {
            let a = js_sys::BigUint64Array::new_with_length(v.len() as u32);
            a.copy_from(v);
            JsValue::from(a)
        };
        object(&[
            ("moves", array(&self.moves)),
            ("words", array(words)),
            ("length", js_sys::BigInt::from(p.preperiod + p.period).into()),
            ("preperiod", js_sys::BigInt::from(p.preperiod).into()),
        ])
    }
}

/// The landscape of a plane of games, a few cells at a time: `new LandscapeJob(aMax, δMax,
/// perA?, share?, shares?)`, then `step(cells)` until it returns no cells. At most 2^20 cells in
/// all; with `shares`, this job does its own share of them (every `shares`-th from `share`).
#[wasm_bindgen]
pub struct LandscapeJob {
    pairs: Vec<(u64, u64)>,
    next: usize,
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
        let (a_max, delta_max) = plane(&a_max, &delta_max)?;
        let given = |v: &JsValue| !v.is_undefined() && !v.is_null();
        let per_a = if given(&per_a) { Some(count(&per_a, "perA", 1, crate::landscape::MAX_PLANE)?) } else { None };
        // A pool of workers splits the plane: worker `share` of `shares` takes every shares-th
        // pair from its own, so that cheap and costly cells spread evenly.
        let (share, shares) = share_of(&share, &shares)?;
        let pairs = crate::landscape::pairs(a_max, delta_max, per_a).skip(share).step_by(shares).collect();
        Ok(LandscapeJob { pairs, next: 0 })
    }

    /// The cells of the games listed, (a[i], δ[i]) for each i (the cells a page lacks: past an
    /// atlas's plane, or of a tile it refused), or this job's share of them; at most 2^20 games,
    /// each a ≥ 1, δ ≥ 1.
    pub fn listed(
        a: Vec<u32>,
        delta: Vec<u32>,
        #[wasm_bindgen(unchecked_optional_param_type = "Whole")] share: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Whole")] shares: JsValue,
    ) -> JsResult<LandscapeJob> {
        if a.len() != delta.len() {
            return Err(invalid("delta", format!("lists {} values of δ for {} of a", delta.len(), a.len())));
        }
        if a.len() as u64 > crate::landscape::MAX_PLANE {
            return Err(invalid(
                "a",
                format!("lists {} games; at most {} (2^20)", a.len(), crate::landscape::MAX_PLANE),
            ));
        }
        if a.contains(&0) {
            return Err(invalid("a", "lists a = 0; every a is at least 1"));
        }
        if delta.contains(&0) {
            return Err(invalid("delta", "lists δ = 0; every δ is at least 1"));
        }
        let (share, shares) = share_of(&share, &shares)?;
        let pairs =
            a.iter().zip(&delta).map(|(&a, &d)| (u64::from(a), u64::from(d))).skip(share).step_by(shares).collect();
        Ok(LandscapeJob { pairs, next: 0 })
    }

    /// How many cells in all.
    pub fn total(&self) -> u32 {
        self.pairs.len() as u32
    }

    /// How many cells are done.
    pub fn done(&self) -> u32 {
        self.next as u32
    }

    /// The next cells, at most `cells` (1 … 2^16) and about 2^26 positions of work; none when
    /// all are done.
    #[wasm_bindgen(unchecked_return_type = "LandscapeCells")]
    pub fn step(&mut self, #[wasm_bindgen(unchecked_param_type = "Whole")] cells: JsValue) -> JsResult<JsValue> {
        let cells = count(&cells, "cells", 1, MAX_CELLS)? as usize;
        let end = self.next.saturating_add(cells).min(self.pairs.len());
        let mut found = Vec::new();
        let mut work = 0u64;
        for &(a, delta) in &self.pairs[self.next..end] {
            if work >= STEP_WORK {
                break;
            }
            let cell = crate::landscape::cell(a, delta, CELL_BOUND)?;
            // The mex rule ran to the predicted period (or the period found) plus max(S).
            work = work
                .saturating_add(cell.period.unwrap_or(CELL_BOUND as u64).max(cell.prediction))
                .saturating_add(2 * a + delta);
            found.push(cell);
        }
        self.next += found.len();
        let flag = |v: Option<bool>| v.map_or(-1, i8::from);
        let u32s = |get: fn(&crate::landscape::Cell) -> u64| {
            js_sys::Uint32Array::from(&found.iter().map(|c| get(c) as u32).collect::<Vec<_>>()[..]).into()
        };
        let f64s = |get: fn(&crate::landscape::Cell) -> f64| {
            js_sys::Float64Array::from(&found.iter().map(get).collect::<Vec<_>>()[..]).into()
        };
        let i8s = |values: Vec<i8>| -> JsValue { js_sys::Int8Array::from(&values[..]).into() };
        let regime = |c: &crate::landscape::Cell| {
            ["primitive-quadratic", "non-primitive", "linear", "quadratic"]
                .iter()
                .position(|&r| r == c.regime)
                .unwrap_or(0) as u8
        };
        Ok(object(&[
            ("a", u32s(|c| c.a)),
            ("delta", u32s(|c| c.delta)),
            ("regime", js_sys::Uint8Array::from(&found.iter().map(regime).collect::<Vec<_>>()[..]).into()),
            ("band", u32s(|c| c.band)),
            // The kind of that band (0 linear, 1 quadratic), of the reduced pair for gcd > 1.
            (
                "bandKind",
                js_sys::Uint8Array::from(
                    &found
                        .iter()
                        .map(|c| {
                            crate::additive::Additive::from_delta(c.a, c.delta)
                                .map_or(0, |g| u8::from(crate::shapes::Band::of(g).kind == "quadratic"))
                        })
                        .collect::<Vec<_>>()[..],
                )
                .into(),
            ),
            ("gcd", u32s(|c| c.gcd)),
            ("preperiod", f64s(|c| nan(c.preperiod))),
            ("period", f64s(|c| nan(c.period))),
            ("maxValue", i8s(found.iter().map(|c| c.max_value.map_or(-1, |v| v as i8)).collect())),
            ("w0IsW", i8s(found.iter().map(|c| flag(c.w0_is_w)).collect())),
            ("prediction", f64s(|c| c.prediction as f64)),
            (
                "agrees",
                i8s(found
                    .iter()
                    .map(|c| match c.agreement {
                        Agreement::Yes => 1,
                        Agreement::No => 0,
                        Agreement::Unknown => -1,
                    })
                    .collect()),
            ),
        ]))
    }
}

/// Which share of a job's cells a worker takes: `share` of `shares` (0 of 1 when not given).
fn share_of(share: &JsValue, shares: &JsValue) -> JsResult<(usize, usize)> {
    let given = |v: &JsValue| !v.is_undefined() && !v.is_null();
    let shares = if given(shares) { count(shares, "shares", 1, 256)? as usize } else { 1 };
    let share = if given(share) { count(share, "share", 0, shares as u64 - 1)? as usize } else { 0 };
    Ok((share, shares))
}

/// A count that may be missing, as an f64 (exact: cell periods stay below 2^24), NaN if missing.
fn nan(v: Option<u64>) -> f64 {
    v.map_or(f64::NAN, |v| v as f64)
}

/// The bounds of a plane of games: a ≤ aMax, δ ≤ δMax, at least 1 each, at most 2^20 cells.
pub(super) fn plane(a_max: &JsValue, delta_max: &JsValue) -> JsResult<(u64, u64)> {
    let a_max = whole(a_max, "amax")?;
    let delta_max = whole(delta_max, "dmax")?;
    crate::landscape::check_plane(a_max, delta_max)?;
    Ok((a_max, delta_max))
}
