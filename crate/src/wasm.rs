//! The JavaScript API: thin wrappers over the core. Errors cross as JavaScript `Error`s with
//! the core's message; results have the CLI's `--json` shapes; pictures stay in wasm memory.
//!
//! Two builds come from this module: the page's first module (`asg.js`: games, values, periods,
//! pictures), kept under 100 KB so the page paints fast, and the full one (`--features full`,
//! `asg_full.js`), which adds the proof views' queries and the worker's long jobs.

use crate::additive::Additive;
#[cfg(feature = "full")]
use crate::collisions::WindowCounter;
use crate::error::Error;
use crate::game::NimSequence;
#[cfg(feature = "full")]
use crate::gaps::{GapCounter, GapKind};
#[cfg(feature = "full")]
use crate::ledger::LedgerCount;
use crate::period::PeriodicValues;
use crate::render::{GridView, Image, Palette, PhaseColours, RowPass, Source, StripLayout, StripView};
use crate::shapes::{AdditiveInfo, PPositions};
use serde::Serialize;
#[cfg(feature = "full")]
use std::cell::RefCell;
use std::cell::{Cell, OnceCell};
use wasm_bindgen::prelude::*;

/// The largest period table built from Theorem 1 for fast counts (4 MiB of values).
const TABLE_LIMIT: u64 = 1 << 22;
/// The largest period for which zoomed-out grids get a table of window colours per zoom.
const PHASE_LIMIT: u64 = 1 << 20;

thread_local! {
    /// Serial numbers tell games apart in the picture's caches.
    static SERIAL: Cell<u32> = const { Cell::new(0) };
}

fn next_serial() -> u32 {
    SERIAL.with(|s| {
        s.set(s.get().wrapping_add(1));
        s.get()
    })
}
/// The largest picture, in pixels per side.
const MAX_SIDE: u32 = 8192;

type JsResult<T> = Result<T, JsError>;

fn js(e: Error) -> JsError {
    JsError::new(&e.to_string())
}

fn bad(what: &'static str, detail: impl Into<String>) -> JsError {
    js(Error::InvalidNumber { what, detail: detail.into() })
}

/// A whole number 0 ≤ n ≤ 2^53 − 1 from a JavaScript number.
fn whole(f: f64, what: &'static str) -> JsResult<u64> {
    if !f.is_finite() || f.fract() != 0.0 {
        return Err(bad(what, "not a whole number"));
    }
    if f < 0.0 {
        return Err(bad(what, "must not be negative"));
    }
    if f > 9_007_199_254_740_991.0 {
        return Err(bad(what, "numbers above 2^53 − 1 lose digits in JavaScript; pass a BigInt"));
    }
    Ok(f as u64)
}

/// A whole number 0 ≤ n < 2^64 from a JavaScript number (a safe integer) or BigInt.
fn to_u64(value: &JsValue, what: &'static str) -> JsResult<u64> {
    if let Some(f) = value.as_f64() {
        return whole(f, what);
    }
    if value.is_bigint() {
        let text: String = js_sys::BigInt::from(value.clone()).to_string(10).map(String::from).unwrap_or_default();
        return text.parse::<u64>().map_err(|_| bad(what, format!("{text} is not in 0 … 2^64 − 1")));
    }
    Err(bad(what, "expected a number or a BigInt"))
}

/// A count or window size: a whole non-negative number.
fn to_count(value: f64, what: &'static str) -> JsResult<u64> {
    whole(value, what)
}

fn to_js<T: Serialize>(value: &T) -> JsResult<JsValue> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| JsError::new(&e.to_string()))
}

/// A subtraction game, `new Game([5, 12, 17])`.
#[wasm_bindgen]
pub struct Game {
    serial: u32,
    game: crate::game::Game,
    table: OnceCell<Option<PeriodicValues>>,
    #[cfg(feature = "full")]
    gaps: OnceCell<GapCounter>,
    #[cfg(feature = "full")]
    windows: RefCell<Option<WindowCounter>>,
}

impl Game {
    fn wrap(game: crate::game::Game) -> Game {
        Game {
            serial: next_serial(),
            game,
            table: OnceCell::new(),
            #[cfg(feature = "full")]
            gaps: OnceCell::new(),
            #[cfg(feature = "full")]
            windows: RefCell::new(None),
        }
    }

    fn sequence(&self) -> JsResult<&NimSequence> {
        self.game.sequence().map_err(js)
    }

    fn additive_game(&self) -> JsResult<Additive> {
        self.game.as_additive().ok_or_else(|| js(Error::NotAdditive { moves: self.game.set().moves().to_vec() }))
    }

    /// The number of P-positions below each edge (heaps, as JavaScript numbers).
    #[cfg(feature = "full")]
    fn ranks(&self, edges: &[f64]) -> JsResult<Vec<u64>> {
        let src = self.source()?;
        let heaps: Vec<u64> = edges.iter().map(|&e| whole(e, "edge")).collect::<JsResult<_>>()?;
        Ok(heaps
            .iter()
            .map(|&x| match src.table {
                Some(t) => t.counts_below(x)[0],
                None => src.seq.p_rank(x),
            })
            .collect())
    }

    /// The values and counts a picture reads.
    fn source(&self) -> JsResult<Source<'_>> {
        let seq = self.sequence()?;
        let made = self.table.get_or_init(|| seq.tabulate(TABLE_LIMIT));
        Ok(Source { seq, table: made.as_ref().or(seq.table()) })
    }
}

#[wasm_bindgen]
impl Game {
    /// `moves`: an array of positive whole numbers (numbers or BigInts).
    #[wasm_bindgen(constructor)]
    pub fn new(moves: JsValue) -> JsResult<Game> {
        if !js_sys::Array::is_array(&moves) {
            return Err(bad("moves", "expected an array of move sizes, e.g. [5, 12, 17]"));
        }
        let list = js_sys::Array::from(&moves);
        if list.length() > 4 * crate::moves::MAX_MOVES as u32 {
            return Err(js(Error::TooManyMoves { count: list.length() as usize, max: crate::moves::MAX_MOVES }));
        }
        let moves: Vec<u64> = list.iter().map(|m| to_u64(&m, "a move")).collect::<JsResult<_>>()?;
        let game = crate::game::Game::new(&moves).map_err(js)?;
        Ok(Game::wrap(game))
    }

    /// The additive game {a, a+δ, 2a+δ}.
    #[wasm_bindgen(js_name = fromDelta)]
    pub fn from_delta(a: JsValue, delta: JsValue) -> JsResult<Game> {
        let game = Additive::from_delta(to_u64(&a, "a")?, to_u64(&delta, "δ")?).map_err(js)?;
        Ok(Game::wrap(crate::game::Game::additive(game)))
    }

    /// The additive game {a, b, a+b}; b must exceed a.
    #[wasm_bindgen(js_name = fromAB)]
    pub fn from_ab(a: JsValue, b: JsValue) -> JsResult<Game> {
        let game = Additive::new(to_u64(&a, "a")?, to_u64(&b, "b")?).map_err(js)?;
        Ok(Game::wrap(crate::game::Game::additive(game)))
    }

    /// The moves, ascending.
    #[wasm_bindgen(getter)]
    pub fn moves(&self) -> Vec<f64> {
        self.game.set().moves().iter().map(|&m| m as f64).collect()
    }

    /// g(from), …, g(from + count − 1) as a `Uint8Array`.
    pub fn nim(&self, from: JsValue, count: f64) -> JsResult<Vec<u8>> {
        let (from, count) = (to_u64(&from, "from")?, to_count(count, "count")?);
        // The core game reads its sequence when it has it already.
        self.game.nim(from, count).map_err(js)
    }

    /// `{preperiod, period}`: Theorem 1's in the regime, else by the mex rule.
    pub fn period(&self) -> JsResult<JsValue> {
        to_js(&self.sequence()?.period())
    }

    /// g(heap) for a heap up to 2^64 − 1 (a number or a BigInt).
    pub fn value(&self, heap: JsValue) -> JsResult<u8> {
        let heap = to_u64(&heap, "heap")?;
        Ok(self.sequence()?.value(heap))
    }

    /// `{a, b, delta, regime, indexPeriod, heapPeriod, …}`, or `null` when S is not {a, b, a+b}.
    pub fn additive(&self) -> JsResult<JsValue> {
        let Some(game) = self.game.as_additive() else {
            return Ok(JsValue::NULL);
        };
        let seq = self.game.sequence().ok();
        to_js(&AdditiveInfo::new(game, seq))
    }

    /// `{a, b, delta, w}`: the first `count` P-positions.
    #[wasm_bindgen(js_name = pPositions)]
    pub fn p_positions(&self, count: f64) -> JsResult<JsValue> {
        let p = PPositions::new(self.additive_game()?, self.sequence()?, to_count(count, "count")?).map_err(js)?;
        to_js(&p)
    }

    /// `{shift, pairs, count}`: index pairs (m, n) with p_n − p_m = shift below `periods` heap periods.
    /// `shift` defaults to δ when `undefined` or `null`.
    pub fn collisions(&self, shift: JsValue, periods: f64) -> JsResult<JsValue> {
        let game = self.additive_game()?;
        let shift = if shift.is_undefined() || shift.is_null() { game.delta() } else { to_u64(&shift, "shift")? };
        let c = crate::collisions::collisions(self.sequence()?, shift, to_count(periods, "periods")?).map_err(js)?;
        to_js(&c)
    }

    /// `{rows: [{r, q, L, R, c, region}], total}` (primitive quadratic regime only).
    pub fn residues(&self) -> JsResult<JsValue> {
        to_js(&crate::residues::residue_profile(self.additive_game()?).map_err(js)?)
    }

    /// Why heap x has its value: `{heap, value, options: [{move, to, value}], mex}`.
    pub fn explain(&self, heap: JsValue) -> JsResult<JsValue> {
        #[derive(Serialize)]
        struct Option_ {
            #[serde(rename = "move")]
            take: u64,
            to: u64,
            value: u8,
        }
        #[derive(Serialize)]
        struct Why {
            heap: u64,
            value: u8,
            options: Vec<Option_>,
            mex: u8,
        }
        let heap = to_u64(&heap, "heap")?;
        let seq = self.sequence()?;
        let options: Vec<Option_> = self
            .game
            .set()
            .moves()
            .iter()
            .filter(|&&s| s <= heap)
            .map(|&s| Option_ { take: s, to: heap - s, value: seq.value(heap - s) })
            .collect();
        let values: Vec<u8> = options.iter().map(|o| o.value).collect();
        to_js(&Why { heap, value: seq.value(heap), mex: crate::mex::mex(&values), options })
    }

    /// Counts of heaps with value 0, 1, 2 and ≥ 3 in [lo, hi).
    pub fn counts(&self, lo: JsValue, hi: JsValue) -> JsResult<Vec<f64>> {
        let (lo, hi) = (to_u64(&lo, "lo")?, to_u64(&hi, "hi")?);
        let src = self.source()?;
        let below = |x| match src.table {
            Some(t) => t.counts_below(x),
            None => src.seq.counts_below(x),
        };
        let (a, b) = (below(lo), below(hi.max(lo)));
        Ok((0..4).map(|v| (b[v] - a[v]) as f64).collect())
    }

    /// True when the values come from Theorem 1, false when from the mex rule.
    #[wasm_bindgen(js_name = usesTheorem)]
    pub fn uses_theorem(&self) -> JsResult<bool> {
        Ok(self.sequence()?.is_theorem())
    }
}

/// The rest of the API, for the proof views, the worker and anyone who wants all of it: the
/// full build (`--features full`, `asg_full.js`). The page's first module leaves it out to stay
/// small.
#[cfg(feature = "full")]
#[wasm_bindgen]
impl Game {
    /// The gaps starting in heaps [lo, hi), at most `limit` of them, flat as
    /// `[index, from, length, kind, …]` with kind 0 = 1, 1 = a+1, 2 = b+1, 3 = a+b+1, 4 = other.
    #[wasm_bindgen(js_name = gapsIn)]
    pub fn gaps_in(&self, lo: JsValue, hi: JsValue, limit: f64) -> JsResult<Vec<f64>> {
        let (lo, hi, limit) = (to_u64(&lo, "lo")?, to_u64(&hi, "hi")?, to_count(limit, "limit")?);
        let list = crate::gaps::gaps_in(self.sequence()?, self.additive_game()?, lo, hi, limit).map_err(js)?;
        let kind = |k: GapKind| {
            [GapKind::One, GapKind::APlusOne, GapKind::BPlusOne, GapKind::ABPlusOne]
                .iter()
                .position(|&x| x == k)
                .unwrap_or(4)
        };
        Ok(list.iter().flat_map(|g| [g.index as f64, g.from as f64, g.length as f64, kind(g.kind) as f64]).collect())
    }

    /// For ascending heap `edges`, the kinds of the gaps starting in each `[edges[i], edges[i+1])`:
    /// five counts per interval (1, a+1, b+1, a+b+1, other), flat.
    #[wasm_bindgen(js_name = gapKindsBetween)]
    pub fn gap_kinds_between(&self, edges: Vec<f64>) -> JsResult<Vec<f64>> {
        let (game, seq) = (self.additive_game()?, self.sequence()?);
        let counter = self.gaps.get_or_init(|| GapCounter::new(seq, game));
        let ranks = self.ranks(&edges)?;
        Ok(ranks.windows(2).flat_map(|r| counter.between(r[0], r[1]).map(|c| c as f64)).collect())
    }

    /// The collision windows for `shift` with lower end in heaps [lo, hi), at most `limit`,
    /// flat as `[m, n, lower, upper, …]`; an `Error` names the limit when more lie there.
    #[wasm_bindgen(js_name = windowsIn)]
    pub fn windows_in(&self, shift: JsValue, lo: JsValue, hi: JsValue, limit: f64) -> JsResult<Vec<f64>> {
        let (shift, lo, hi) = (to_u64(&shift, "shift")?, to_u64(&lo, "lo")?, to_u64(&hi, "hi")?);
        let list =
            crate::collisions::windows_in(self.sequence()?, shift, lo, hi, to_count(limit, "limit")?).map_err(js)?;
        Ok(list.iter().flat_map(|w| [w.m as f64, w.n as f64, w.lower as f64, w.upper as f64]).collect())
    }

    /// For ascending heap `edges`, how many windows for `shift` have their lower end in each
    /// `[edges[i], edges[i+1])`; `undefined` when the period is too long to tabulate.
    #[wasm_bindgen(js_name = windowsBetween)]
    pub fn windows_between(&self, shift: JsValue, edges: Vec<f64>) -> JsResult<Option<Vec<f64>>> {
        let shift = to_u64(&shift, "shift")?;
        let ranks = self.ranks(&edges)?;
        let mut cached = self.windows.borrow_mut();
        if cached.as_ref().is_none_or(|c| c.shift() != shift) {
            let src = self.source()?;
            *cached = WindowCounter::new(src.seq, src.table, shift);
        }
        Ok(cached.as_ref().map(|c| ranks.windows(2).map(|r| c.between_indices(r[0], r[1]) as f64).collect()))
    }

    /// Windows for `shift` per period (lower ends in one period): a·d for δ in the regime
    /// (Theorem 7), otherwise counted by walking the P-positions of a period.
    #[wasm_bindgen(js_name = windowsPerPeriod)]
    pub fn windows_per_period(&self, shift: JsValue) -> JsResult<f64> {
        let shift = to_u64(&shift, "shift")?;
        Ok(crate::collisions::count_per_period(self.sequence()?, shift).map_err(js)? as f64)
    }

    /// The n-th P-position (w_n in the regime), counting from 0.
    #[wasm_bindgen(js_name = pPosition)]
    pub fn p_position(&self, n: JsValue) -> JsResult<f64> {
        let n = to_u64(&n, "index")?;
        let x = self.sequence()?.p_positions_from(n).next().map(|(_, x)| x);
        x.map(|x| x as f64).ok_or_else(|| js(Error::Overflow { what: "that P-position" }))
    }

    /// The number of P-positions below heap x (so the index of the first one at or after x).
    #[wasm_bindgen(js_name = pRank)]
    pub fn p_rank(&self, x: JsValue) -> JsResult<f64> {
        Ok(self.sequence()?.p_rank(to_u64(&x, "heap")?) as f64)
    }

    /// The residue r of gap n when it is an (a+1)-gap, else `undefined`.
    #[wasm_bindgen(js_name = residueOfGap)]
    pub fn residue_of_gap(&self, n: JsValue) -> JsResult<Option<f64>> {
        let game = self.additive_game()?;
        Ok(crate::gaps::residue_of_gap(game, to_u64(&n, "gap index")?).map(|r| r as f64))
    }
}

/// An RGBA picture kept in wasm memory; JavaScript reads it through a view of that memory.
#[wasm_bindgen]
pub struct Picture {
    width: u32,
    height: u32,
    rgba: Vec<u8>,
    palette: Palette,
    /// Window colours for the last zoomed-out grid: (game serial, window length) and the table.
    phases: Option<((u32, u64), PhaseColours)>,
}

#[wasm_bindgen]
impl Picture {
    #[wasm_bindgen(constructor)]
    pub fn new(width: u32, height: u32) -> JsResult<Picture> {
        let mut p = Picture { width: 0, height: 0, rgba: Vec::new(), palette: Palette::from_rgb([0; 6]), phases: None };
        p.resize(width, height)?;
        Ok(p)
    }

    /// Sets the size; the buffer moves, so views of memory must be made again.
    pub fn resize(&mut self, width: u32, height: u32) -> JsResult<()> {
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            return Err(bad("picture size", format!("{width}×{height} is not within 1 … {MAX_SIDE} pixels a side")));
        }
        self.width = width;
        self.height = height;
        self.rgba = vec![0; width as usize * height as usize * 4];
        Ok(())
    }

    /// Colours as 0xRRGGBB: classes 0, 1, 2, 3+, background, cell lines.
    #[wasm_bindgen(js_name = setPalette)]
    pub fn set_palette(&mut self, rgb: Vec<u32>) -> JsResult<()> {
        let rgb: [u32; 6] = rgb.try_into().map_err(|_| bad("palette", "expected 6 colours"))?;
        self.palette = Palette::from_rgb(rgb);
        self.phases = None;
        Ok(())
    }

    pub fn ptr(&self) -> *const u8 {
        self.rgba.as_ptr()
    }

    pub fn len(&self) -> usize {
        self.rgba.len()
    }

    #[wasm_bindgen(js_name = isEmpty)]
    pub fn is_empty(&self) -> bool {
        self.rgba.is_empty()
    }

    fn image(&mut self) -> Image<'_> {
        Image { width: self.width as usize, height: self.height as usize, rgba: &mut self.rgba }
    }

    /// The number-line strip: heap `start` at the left edge, `perPixel` heaps per pixel.
    #[wasm_bindgen(js_name = drawStrip)]
    pub fn draw_strip(&mut self, game: &Game, start: f64, per_pixel: f64) -> JsResult<()> {
        let view = strip_view(start, per_pixel)?;
        let src = game.source()?;
        let palette = self.palette;
        view.draw(&src, &palette, &mut self.image());
        Ok(())
    }

    /// The grid wrapped at `rowWidth`: column `col0`, row `row0` at the top left, `cell` px per
    /// heap. Computes pixel rows `from .. to` that are multiples of `stride` (skipping those of
    /// twice the stride unless `fresh`) and copies each into the rows below it, so a slow
    /// picture can come in coarse first and sharpen over several frames.
    #[wasm_bindgen(js_name = drawGrid)]
    #[allow(clippy::too_many_arguments)]
    pub fn draw_grid(
        &mut self,
        game: &Game,
        row_width: f64,
        col0: f64,
        row0: f64,
        cell: f64,
        from: u32,
        to: u32,
        stride: u32,
        fresh: bool,
    ) -> JsResult<()> {
        let view = grid_view(row_width, col0, row0, cell)?;
        let src = game.source()?;
        let period = game.sequence()?.period();
        let palette = self.palette;
        // Zoomed out with a small enough period: colours of every window, once per zoom level.
        let key = (game.serial, PhaseColours::window(&view));
        let wanted = view.cell < 1.0 && period.period <= PHASE_LIMIT;
        if let (true, Some(table)) = (wanted, src.table) {
            if self.phases.as_ref().is_none_or(|(k, _)| *k != key) {
                self.phases = Some((key, PhaseColours::new(table, key.1, &palette)));
            }
        }
        let phases = self.phases.as_ref().filter(|(k, _)| wanted && *k == key).map(|(_, p)| p);
        let mut image = Image { width: self.width as usize, height: self.height as usize, rgba: &mut self.rgba };
        let pass = RowPass { from: from as usize, to: to as usize, stride: stride.max(1) as usize, fresh };
        view.draw(&src, &palette, &mut image, Some((period.preperiod, period.period)), phases, pass);
        Ok(())
    }
}

fn finite(x: f64, what: &'static str) -> JsResult<f64> {
    if x.is_finite() {
        Ok(x)
    } else {
        Err(bad(what, "must be a finite number"))
    }
}

fn strip_view(start: f64, per_pixel: f64) -> JsResult<StripView> {
    let per_pixel = finite(per_pixel, "heaps per pixel")?;
    if per_pixel <= 0.0 {
        return Err(bad("heaps per pixel", "must be positive"));
    }
    Ok(StripView { start: finite(start, "start")?, per_pixel })
}

fn grid_view(row_width: f64, col0: f64, row0: f64, cell: f64) -> JsResult<GridView> {
    let row_width = to_count(row_width, "row width")?;
    if row_width == 0 {
        return Err(bad("row width", "must be at least 1"));
    }
    let cell = finite(cell, "cell size")?;
    if cell <= 0.0 {
        return Err(bad("cell size", "must be positive"));
    }
    Ok(GridView { row_width, col0: finite(col0, "column")?, row0: finite(row0, "row")?, cell })
}

/// The heaps under a pixel of the strip: `[lo, hi]` or `null`.
#[wasm_bindgen(js_name = stripHeapsAt)]
pub fn strip_heaps_at(start: f64, per_pixel: f64, px: f64) -> JsResult<Option<Vec<f64>>> {
    Ok(strip_view(start, per_pixel)?.heaps_at(px).map(|(lo, hi)| vec![lo as f64, hi as f64]))
}

/// The heaps under a pixel of the grid: `[lo, hi]` or `null`.
#[wasm_bindgen(js_name = gridHeapsAt)]
pub fn grid_heaps_at(row_width: f64, col0: f64, row0: f64, cell: f64, px: f64, py: f64) -> JsResult<Option<Vec<f64>>> {
    Ok(grid_view(row_width, col0, row0, cell)?.heaps_at(px, py).map(|(lo, hi)| vec![lo as f64, hi as f64]))
}

/// Where the strip's band and lanes lie: `[bandTop, bandBottom, lane0Top, lane0Bottom, …]`.
#[wasm_bindgen(js_name = stripLayout)]
pub fn strip_layout(height: u32) -> Vec<u32> {
    let l = StripLayout::new(height as usize);
    let mut out = vec![l.band.0 as u32, l.band.1 as u32];
    for (y0, y1) in l.lanes {
        out.extend([y0 as u32, y1 as u32]);
    }
    out
}

/// The period ledger, counted by the mex rule a step at a time (for a worker with a progress
/// bar): `new LedgerJob(a, δ)`, then `step(work)` until it returns the ledger (full build).
#[cfg(feature = "full")]
#[wasm_bindgen]
pub struct LedgerJob {
    count: LedgerCount,
}

#[cfg(feature = "full")]
#[wasm_bindgen]
impl LedgerJob {
    #[wasm_bindgen(constructor)]
    pub fn new(a: JsValue, delta: JsValue) -> JsResult<LedgerJob> {
        let game = Additive::from_delta(to_u64(&a, "a")?, to_u64(&delta, "δ")?).map_err(js)?;
        // In a worker the count may go as far as the page's check of a guessed period.
        Ok(LedgerJob { count: LedgerCount::new(game, crate::period::GUESS_BOUND).map_err(js)? })
    }

    /// From 0 to 1.
    pub fn progress(&self) -> f64 {
        self.count.progress()
    }

    /// About `work` positions more; the ledger `{proven, bandFormula, preperiod,
    /// periodIsSmallest, rows: [{name, formula, counted}]}` when done, else `undefined`.
    pub fn step(&mut self, work: f64) -> JsResult<JsValue> {
        match self.count.step(to_count(work, "work")? as usize) {
            None => Ok(JsValue::UNDEFINED),
            Some(Ok(ledger)) => to_js(&ledger),
            Some(Err(e)) => Err(js(e)),
        }
    }
}

/// The landscape of a plane of games, a few cells at a time (for a worker that fills the map
/// progressively): `new LandscapeJob(aMax, δMax, perA)`, then `step(cells)` until it returns an
/// empty array. Each cell is 11 numbers: a, δ, regime (0 primitive quadratic, 1 non-primitive,
/// 2 linear, 3 quadratic), band j, gcd, preperiod, period, largest value, W0 = {w_n} (1, 0),
/// prediction, agreement (1 yes, 0 no); NaN where the mex rule found no period (full build).
#[cfg(feature = "full")]
#[wasm_bindgen]
pub struct LandscapeJob {
    pairs: Vec<(u64, u64)>,
    next: usize,
}

#[cfg(feature = "full")]
#[wasm_bindgen]
impl LandscapeJob {
    #[wasm_bindgen(constructor)]
    pub fn new(a_max: f64, delta_max: f64, per_a: Option<f64>) -> JsResult<LandscapeJob> {
        let (a_max, delta_max) = (to_count(a_max, "a max")?, to_count(delta_max, "δ max")?);
        let per_a = per_a.map(|k| to_count(k, "δ per a")).transpose()?;
        if a_max == 0 || delta_max == 0 || a_max.saturating_mul(delta_max) > 1 << 20 {
            return Err(bad("landscape", "a max and δ max must be at least 1, with at most 2^20 pairs"));
        }
        Ok(LandscapeJob { pairs: crate::landscape::pairs(a_max, delta_max, per_a).collect(), next: 0 })
    }

    /// How many cells in all, and how many are done.
    pub fn total(&self) -> usize {
        self.pairs.len()
    }

    pub fn done(&self) -> usize {
        self.next
    }

    /// The next `cells` cells, flat (empty when all are done).
    pub fn step(&mut self, cells: u32) -> JsResult<Vec<f64>> {
        let end = (self.next + cells as usize).min(self.pairs.len());
        let mut out = Vec::with_capacity(11 * (end - self.next));
        for &(a, delta) in &self.pairs[self.next..end] {
            let c = crate::landscape::cell(a, delta, 1 << 24).map_err(js)?;
            let regime = ["primitive-quadratic", "non-primitive", "linear", "quadratic"]
                .iter()
                .position(|&r| r == c.regime)
                .unwrap_or(0);
            let opt = |v: Option<u64>| v.map_or(f64::NAN, |v| v as f64);
            out.extend([
                a as f64,
                delta as f64,
                regime as f64,
                c.band as f64,
                c.gcd as f64,
                opt(c.preperiod),
                opt(c.period),
                opt(c.max_value.map(u64::from)),
                opt(c.w0_is_w.map(u64::from)),
                c.prediction as f64,
                match c.agreement {
                    crate::landscape::Agreement::Yes => 1.0,
                    crate::landscape::Agreement::No => 0.0,
                    crate::landscape::Agreement::Unknown => f64::NAN,
                },
            ]);
        }
        self.next = end;
        Ok(out)
    }
}
