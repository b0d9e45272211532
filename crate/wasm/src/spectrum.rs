//! The collision spectrum for JavaScript (full build): C(k) over a range of k, one C(k)
//! explained on the a × δ torus, a `Spectrum` of one period for pictures (made at once, or a
//! step at a time by a `SpectrumJob` in a worker), and the pictures of both.

use crate::convert::{big, count, invalid, object, position, real, to_js, whole, JsResult};
use crate::game::Game;
use crate::picture::Picture;
use asg::error::Error;
use asg::lanes::Frame;
use asg::limits::Limits;
use asg::render::bars::draw_bars;
use asg::render::torus::TorusView;
use asg::spectrum::torus::TorusFormula;
use asg::spectrum::{Column, SpectrumBuild};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The most shifts one list gives JavaScript (a frame shows far fewer).
const LIST_LIMIT: u64 = 1 << 20;
/// The most pixel columns a frame has.
const MAX_COLUMNS: u64 = 1 << 16;
/// The most positions one step of a job may compute (a fraction of a second).
const MAX_STEP: u64 = 1 << 26;

fn given(v: &JsValue) -> bool {
    !v.is_undefined() && !v.is_null()
}

/// A field of a plain object, `undefined` where there is none.
fn field(obj: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(obj, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

/// A frame of k: `x` at the left edge, `perPixel` shifts per device pixel, `columns` pixels.
fn frame(x: &JsValue, per_pixel: &JsValue, columns: u64) -> JsResult<Frame> {
    Ok(Frame {
        start: position(x, "x")?,
        per_pixel: real(per_pixel, "perPixel", Some(-16), 64)?,
        columns: columns as usize,
    })
}

/// A view of the torus from `{cell, column, row}`.
fn torus_view(frame: &JsValue) -> JsResult<TorusView> {
    let coordinate = |name: &'static str| -> JsResult<f64> {
        match field(frame, name).as_f64() {
            Some(v) if v.is_finite() && v.abs() <= 2f64.powi(53) => Ok(v),
            _ => Err(invalid(name, "must be a finite number of cells, at most 2^53 from 0")),
        }
    };
    Ok(TorusView {
        cell: real(&field(frame, "cell"), "cell", Some(-40), 16)?,
        column: coordinate("column")?,
        row: coordinate("row")?,
    })
}

#[wasm_bindgen]
impl Game {
    /// C(k) for k = `kMin` (default 1; 0 puts C(0) = C(p) first) … `kMax` (default the heap period p), at most 2^20
    /// shifts: the P-positions x of one heap period with x + k a P-position too. By the torus
    /// formula in the regime, else counted over the period found by the mex rule.
    #[wasm_bindgen(js_name = collisionSpectrum, unchecked_return_type = "CollisionSpectrum")]
    pub fn collision_spectrum(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "Whole")] k_min: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Whole")] k_max: JsValue,
    ) -> JsResult<JsValue> {
        let (game, seq) = (self.additive_game()?, self.sequence()?);
        let k_min = if given(&k_min) { whole(&k_min, "kMin")? } else { 1 };
        let k_max = if given(&k_max) { whole(&k_max, "kMax")? } else { seq.period().period };
        let len = (k_max as u128 + 1).saturating_sub(k_min as u128);
        if len > LIST_LIMIT as u128 {
            let requested = u64::try_from(len).unwrap_or(u64::MAX);
            return Err(Error::WindowTooLarge { what: "a collision spectrum", requested, limit: LIST_LIMIT }.into());
        }
        let list = asg::spectrum::collision_spectrum(game, seq, k_min, k_max, &Limits::default())?;
        let n = |v: u64| JsValue::from(js_sys::BigInt::from(v));
        Ok(object(&[
            ("a", n(list.a)),
            ("b", n(list.b)),
            ("delta", n(list.delta)),
            ("proven", JsValue::from_bool(list.proven)),
            ("period", n(list.period)),
            ("zerosPerPeriod", n(list.zeros_per_period)),
            ("kMin", n(list.k_min)),
            ("kMax", n(list.k_max)),
            ("counts", big(&list.counts)),
        ]))
    }

    /// Why C(k) is what it is: the terms (j, e₁, e₂) of the torus formula with their
    /// rectangles on the a × δ torus (primitive quadratic regime only).
    #[wasm_bindgen(js_name = explainShift, unchecked_return_type = "ShiftExplanation")]
    pub fn explain_shift(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] k: JsValue) -> JsResult<JsValue> {
        let k = whole(&k, "shift")?;
        to_js(&TorusFormula::new(self.additive_game()?)?.explain(k)?)
    }

    /// About how many positions making this game's `Spectrum` computes (about p in the regime,
    /// p²/64 word operations outside it): a page makes a costly one in a worker
    /// (`SpectrumJob`). Outside the regime, before the period is known, the band formula's
    /// period stands in for it.
    #[wasm_bindgen(js_name = spectrumCost)]
    pub fn spectrum_cost(&self) -> JsResult<u64> {
        let game = self.additive_game()?;
        // In the regime the sequence is Theorem 1's, at once; outside it, only a known one.
        let known = if game.in_regime() { Some(self.sequence()?) } else { self.game.known_sequence() };
        if let Some(seq) = known {
            return Ok(SpectrumBuild::cost(seq).positions);
        }
        let p = game.observed_period_formula()?;
        Ok(p.saturating_add(p.saturating_mul(p.div_ceil(64))))
    }

    /// The spectrum of one period, made now (see `spectrumCost`, and `SpectrumJob` for a worker).
    pub fn spectrum(&self) -> JsResult<Spectrum> {
        self.additive_game()?;
        let inner = asg::spectrum::Spectrum::new(self.sequence()?, &Limits::default())?;
        Ok(Spectrum { inner })
    }

    /// This game's spectrum from the numbers of one made elsewhere (`spectrum.parts()` in a
    /// worker), without counting again; refused (`invalid-number`, field `spectrum`) when they
    /// are not the shape of this game's ([`asg::spectrum::Spectrum::from_parts`]).
    #[wasm_bindgen(js_name = spectrumFromParts)]
    pub fn spectrum_from_parts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "SpectrumParts")] parts: JsValue,
    ) -> JsResult<Spectrum> {
        self.additive_game()?;
        let array = |name: &'static str| {
            field(&parts, name)
                .dyn_into::<js_sys::BigUint64Array>()
                .map(|a| a.to_vec())
                .map_err(|_| invalid("spectrum", format!("{name}: a BigUint64Array")))
        };
        let parts = asg::spectrum::SpectrumParts {
            zeros: whole(&field(&parts, "zeros"), "spectrum")?,
            block: whole(&field(&parts, "block"), "spectrum")?,
            prefix: array("prefix")?,
            leaf_max: array("leafMax")?,
        };
        let inner = asg::spectrum::Spectrum::from_parts(self.sequence()?, parts)?;
        Ok(Spectrum { inner })
    }

    /// The cell of the torus under pixel (px, py) of `frame`: its row n mod a, column n mod δ,
    /// the index n of one index period it stands for, and the P-position w_n; `null` off the
    /// torus. Primitive quadratic regime only.
    #[wasm_bindgen(js_name = torusCellAt, unchecked_return_type = "TorusCell | null")]
    pub fn torus_cell_at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "TorusFrame")] frame: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] px: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] py: JsValue,
    ) -> JsResult<JsValue> {
        let game = self.additive_game()?;
        let formula = TorusFormula::new(game)?;
        let view = torus_view(&frame)?;
        let (px, py) = (real(&px, "px", None, 13)?, real(&py, "py", None, 13)?);
        let Some((row, column)) = view.cell_at(game.a(), game.delta(), px, py) else {
            return Ok(JsValue::NULL);
        };
        let n = formula.index_at(row, column).ok_or(Error::Overflow { what: "the cell's index" })?;
        let heap = asg::closed_form::WSequence::new(game).w(n)?;
        let b = |v: u64| JsValue::from(js_sys::BigInt::from(v));
        Ok(object(&[("row", b(row)), ("column", b(column)), ("n", b(n)), ("heap", b(heap))]))
    }
}

/// C(k) over one period of a game, summarised for pictures: any C(k), and the largest and
/// total under each pixel column of a frame of k.
#[wasm_bindgen]
pub struct Spectrum {
    inner: asg::spectrum::Spectrum,
}

#[wasm_bindgen]
impl Spectrum {
    /// The heap period p: C(k + p) = C(k).
    #[wasm_bindgen(getter)]
    pub fn period(&self) -> u64 {
        self.inner.period()
    }

    /// True when the values come from the torus formula (in the regime), false when counted.
    #[wasm_bindgen(getter)]
    pub fn proven(&self) -> bool {
        self.inner.is_proven()
    }

    /// P-positions per period, which is C(p) and the largest C(k).
    #[wasm_bindgen(getter, js_name = zerosPerPeriod)]
    pub fn zeros_per_period(&self) -> u64 {
        self.inner.zeros_per_period()
    }

    /// The largest C(k) for 0 < k < p (C(p), every P-position, is larger still).
    #[wasm_bindgen(js_name = largestBelowPeriod)]
    pub fn largest_below_period(&self) -> u64 {
        let p = self.inner.period();
        if p < 2 {
            return 0;
        }
        self.inner.summarize(1, p - 1).largest
    }

    /// Its numbers (`SpectrumParts`), for `Game.spectrumFromParts` on another thread.
    #[wasm_bindgen(unchecked_return_type = "SpectrumParts")]
    pub fn parts(&self) -> JsValue {
        let parts = self.inner.to_parts();
        object(&[
            ("zeros", JsValue::from(js_sys::BigInt::from(parts.zeros))),
            ("block", JsValue::from(js_sys::BigInt::from(parts.block))),
            ("prefix", big(&parts.prefix)),
            ("leafMax", big(&parts.leaf_max)),
        ])
    }

    /// C(k) for any k ≥ 1.
    pub fn at(&self, #[wasm_bindgen(unchecked_param_type = "Whole")] k: JsValue) -> JsResult<u64> {
        Ok(self.inner.at(whole(&k, "shift")?)?)
    }

    /// C(kMin), …, C(kMin + count − 1) (at most 2^20) as a `BigUint64Array`.
    pub fn values(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Whole")] k_min: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] n: JsValue,
    ) -> JsResult<Vec<u64>> {
        let (k_min, n) = (whole(&k_min, "kMin")?, count(&n, "count", 0, LIST_LIMIT)?);
        Ok(self.inner.values(k_min, n)?)
    }

    /// For each pixel column of a frame of k (`x` at the left edge, `perPixel` shifts per
    /// device pixel, `columns` pixels): how many shifts lie under it, their largest C(k) and
    /// the sum of their C(k), exact. Zoomed in past a shift a pixel, a column shows the one k
    /// under it.
    #[wasm_bindgen(unchecked_return_type = "SpectrumColumns")]
    pub fn columns(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Position")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] per_pixel: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] columns: JsValue,
    ) -> JsResult<JsValue> {
        let f = frame(&x, &per_pixel, count(&columns, "columns", 1, MAX_COLUMNS)?)?;
        let cols = self.inner.columns(&f);
        let pick = |get: fn(&Column) -> u64| big(&cols.iter().map(get).collect::<Vec<_>>());
        let total: js_sys::Array = cols.iter().map(|c| JsValue::from(js_sys::BigInt::from(c.total))).collect();
        Ok(object(&[("shifts", pick(|c| c.shifts)), ("largest", pick(|c| c.largest)), ("total", total.into())]))
    }
}

/// A game's `Spectrum` made a bounded step at a time, for a worker: `new SpectrumJob(game)`,
/// then `step(work)` until it returns the spectrum (once; a later step throws `finished`).
#[wasm_bindgen]
pub struct SpectrumJob {
    build: SpectrumBuild,
}

#[wasm_bindgen]
impl SpectrumJob {
    /// A build of `game`'s spectrum, refused at once when it is over the limits. Outside the
    /// regime the game's period table is found first (or taken from `game.adoptTable`).
    #[wasm_bindgen(constructor)]
    pub fn new(game: &Game) -> JsResult<SpectrumJob> {
        game.additive_game()?;
        Ok(SpectrumJob { build: SpectrumBuild::new(game.sequence()?, &Limits::default())? })
    }

    /// From 0 to 1.
    pub fn progress(&self) -> f64 {
        self.build.progress()
    }

    /// About `work` positions more (1 … 2^26); the spectrum when done, else `undefined`.
    pub fn step(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Whole")] work: JsValue,
    ) -> JsResult<Option<Spectrum>> {
        let work = count(&work, "work", 1, MAX_STEP)?;
        match self.build.step(work) {
            None => Ok(None),
            Some(answer) => Ok(Some(Spectrum { inner: answer? })),
        }
    }
}

/// A `SpectrumColumns` object from JavaScript: its three arrays, of one length.
fn parse_columns(columns: &JsValue) -> JsResult<Vec<Column>> {
    let array = |name: &'static str| {
        field(columns, name)
            .dyn_into::<js_sys::BigUint64Array>()
            .map_err(|_| invalid(name, "expected a BigUint64Array"))
    };
    let (shifts, largest) = (array("shifts")?.to_vec(), array("largest")?.to_vec());
    let total = field(columns, "total");
    if !js_sys::Array::is_array(&total) {
        return Err(invalid("total", "expected an array of BigInts"));
    }
    let total = js_sys::Array::from(&total);
    if largest.len() != shifts.len() || total.length() as usize != shifts.len() {
        return Err(invalid("columns", "shifts, largest and total must have one entry per column"));
    }
    if shifts.len() as u64 > crate::convert::MAX_SIDE {
        return Err(invalid("columns", "more columns than a picture is wide"));
    }
    let mut out = Vec::with_capacity(shifts.len());
    for ((t, shifts), largest) in total.iter().zip(shifts).zip(largest) {
        let t = if t.is_bigint() { i128::try_from(t).ok().filter(|&t| t >= 0) } else { None };
        let total = t.ok_or_else(|| invalid("total", "expected non-negative BigInts below 2^127"))? as u128;
        out.push(Column { shifts, largest, total });
    }
    Ok(out)
}

#[wasm_bindgen]
impl Picture {
    /// The spectrum's bars over a frame of k (`x` at the left edge, `perPixel` shifts per
    /// pixel, as wide as the picture), scaled so that `yMax` (default: the largest C(k) below
    /// the period) is the full height: palette colour 0 up to each column's mean C(k), colour
    /// 1 up to its largest, the axis in the line colour (a C(k) of 0 shows as axis alone).
    #[wasm_bindgen(js_name = drawSpectrum)]
    pub fn draw_spectrum(
        &mut self,
        spectrum: &Spectrum,
        #[wasm_bindgen(unchecked_param_type = "Position")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] per_pixel: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Whole")] y_max: JsValue,
    ) -> JsResult<()> {
        let f = frame(&x, &per_pixel, self.width() as u64)?;
        let y_max = if given(&y_max) { whole(&y_max, "yMax")? } else { spectrum.largest_below_period() };
        let columns = spectrum.inner.columns(&f);
        let palette = self.palette();
        draw_bars(&columns, y_max, &palette, &mut self.image());
        Ok(())
    }

    /// Bars from columns computed elsewhere (`spectrum.columns(…)` in a worker), one per pixel
    /// from the left, as `drawSpectrum` draws them.
    #[wasm_bindgen(js_name = drawSpectrumColumns)]
    pub fn draw_spectrum_columns(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "SpectrumColumns")] columns: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] y_max: JsValue,
    ) -> JsResult<()> {
        let columns = parse_columns(&columns)?;
        let y_max = whole(&y_max, "yMax")?;
        let palette = self.palette();
        draw_bars(&columns, y_max, &palette, &mut self.image());
        Ok(())
    }

    /// The a × δ torus for shift k in `frame` (`{cell, column, row}`: pixels per cell and the
    /// cell at the top left): each cell (n mod a, n mod δ) in the colour of its carry pattern
    /// (palette colours 0 to 3 for (0,0), (1,0), (0,1), (1,1)) when w_n + k is a P-position,
    /// else the background colour; the rectangles outlined in the line colour; off the torus
    /// transparent. With `focus` (a term's index), that term's cuts are drawn across and the
    /// other terms faint. Primitive quadratic regime only.
    #[wasm_bindgen(js_name = drawTorus)]
    pub fn draw_torus(
        &mut self,
        game: &Game,
        #[wasm_bindgen(unchecked_param_type = "Whole")] k: JsValue,
        #[wasm_bindgen(unchecked_param_type = "TorusFrame")] frame: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] focus: JsValue,
    ) -> JsResult<()> {
        let k = whole(&k, "shift")?;
        let view = torus_view(&frame)?;
        let why = TorusFormula::new(game.additive_game()?)?.explain(k)?;
        let focus = if given(&focus) { Some(count(&focus, "focus", 0, 3)? as usize) } else { None };
        let palette = self.palette();
        view.draw(&why, focus, &palette, &mut self.image());
        Ok(())
    }
}
