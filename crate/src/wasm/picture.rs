//! `Picture`: an RGBA buffer in wasm memory that the core draws the strip and the grid into,
//! and puts onto a canvas itself (web-sys), so JavaScript never holds a view of wasm memory.
//! Also where a pixel of either picture lies in heaps.

use super::convert::{count, invalid, position, range, real, whole, JsResult};
use super::game::Game;
use crate::render::{GridView, Image, Palette, PhaseColours, RowPass, StripLayout, StripView};
use wasm_bindgen::prelude::*;
use wasm_bindgen::Clamped;
use wasm_bindgen::JsCast;

/// The largest picture, in pixels per side.
pub(super) const MAX_SIDE: u64 = 8192;
/// The largest period for which zoomed-out grids get a table of window colours per zoom.
#[cfg(feature = "full")]
const PHASE_LIMIT: u64 = 1 << 20;

/// Window colours for a zoomed-out grid: (game serial, window length) and the table.
type PhaseCache = ((u32, u64), PhaseColours);

/// An RGBA picture kept in wasm memory, drawn by the core and shown with [`Picture::show`].
#[wasm_bindgen]
pub struct Picture {
    width: usize,
    height: usize,
    rgba: Vec<u8>,
    palette: Palette,
    /// Window colours for the last zoomed-out grid: (game serial, window length) and the table.
    phases: Option<PhaseCache>,
}

fn side(value: &JsValue, field: &'static str) -> JsResult<usize> {
    Ok(count(value, field, 1, MAX_SIDE)? as usize)
}

/// Heaps per device pixel of the strip.
fn per_pixel(x: &JsValue) -> JsResult<f64> {
    real(x, "perPixel", Some(-16), 64)
}

/// A grid frame from its JavaScript object `{rowWidth, col, row, cell}`.
fn grid_frame(frame: &JsValue) -> JsResult<GridView> {
    let get = |name: &str| js_sys::Reflect::get(frame, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED);
    let row_width = whole(&get("rowWidth"), "rowWidth")?;
    if row_width == 0 {
        return Err(invalid("rowWidth", "must be at least 1"));
    }
    let cell = get("cell");
    Ok(GridView {
        row_width,
        col0: position(&get("col"), "col")?,
        row0: position(&get("row"), "row")?,
        cell: real(&cell, "cell", Some(-60), 16)?,
    })
}

/// Which rows a grid draw computes, from `{from, to, stride, fresh}`.
fn row_pass(pass: &JsValue, height: usize) -> JsResult<RowPass> {
    if pass.is_undefined() || pass.is_null() {
        return Ok(RowPass::ALL);
    }
    let get = |name: &str| js_sys::Reflect::get(pass, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED);
    let rows = height as u64;
    Ok(RowPass {
        from: count(&get("from"), "from", 0, rows)? as usize,
        to: count(&get("to"), "to", 0, rows)? as usize,
        stride: count(&get("stride"), "stride", 1, 1 << 16)? as usize,
        fresh: get("fresh").is_truthy(),
    })
}

#[wasm_bindgen]
impl Picture {
    /// A picture of `width` × `height` pixels (1 … 8192 each).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Whole")] width: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] height: JsValue,
    ) -> JsResult<Picture> {
        let mut p = Picture { width: 0, height: 0, rgba: Vec::new(), palette: Palette::from_rgb([0; 6]), phases: None };
        p.resize(width, height)?;
        Ok(p)
    }

    /// Sets the size (the picture is blank until drawn again); a failure keeps the old size.
    pub fn resize(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Whole")] width: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Whole")] height: JsValue,
    ) -> JsResult<()> {
        let (w, h) = (side(&width, "width")?, side(&height, "height")?);
        let mut rgba = Vec::new();
        rgba.try_reserve_exact(w * h * 4)
            .map_err(|_| invalid("height", format!("a picture of {w} × {h} pixels does not fit in memory")))?;
        rgba.resize(w * h * 4, 0);
        (self.width, self.height, self.rgba) = (w, h, rgba);
        Ok(())
    }

    /// The width in pixels.
    #[wasm_bindgen(getter)]
    pub fn width(&self) -> u32 {
        self.width as u32
    }

    /// The height in pixels.
    #[wasm_bindgen(getter)]
    pub fn height(&self) -> u32 {
        self.height as u32
    }

    /// Colours as 0xRRGGBB: classes 0, 1, 2, 3+, background, cell lines (an array of six).
    #[wasm_bindgen(js_name = setPalette)]
    pub fn set_palette(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "ArrayLike<number>")] rgb: JsValue,
    ) -> JsResult<()> {
        // Only arrays and typed arrays: `Array.from` of anything else could throw inside a call.
        if !js_sys::Array::is_array(&rgb) && !rgb.is_instance_of::<js_sys::Uint32Array>() {
            return Err(invalid("palette", "expected an array of 6 colours"));
        }
        let list = js_sys::Array::from(&rgb);
        if list.length() != 6 {
            return Err(invalid("palette", "expected 6 colours"));
        }
        let mut colours = [0u32; 6];
        for (slot, c) in colours.iter_mut().zip(list.iter()) {
            *slot = count(&c, "palette", 0, 0xff_ffff)? as u32;
        }
        self.palette = Palette::from_rgb(colours);
        self.phases = None;
        Ok(())
    }

    pub(super) fn image(&mut self) -> Image<'_> {
        Image { width: self.width, height: self.height, rgba: &mut self.rgba }
    }

    #[cfg(feature = "full")]
    pub(super) fn palette(&self) -> Palette {
        self.palette
    }

    /// The number-line strip: position `x` at the left edge, `perPixel` heaps per pixel.
    #[wasm_bindgen(js_name = drawStrip)]
    pub fn draw_strip(
        &mut self,
        game: &Game,
        #[wasm_bindgen(unchecked_param_type = "Position")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] per_px: JsValue,
    ) -> JsResult<()> {
        let view = StripView { start: position(&x, "x")?, per_pixel: per_pixel(&per_px)? };
        let src = game.source()?;
        let palette = self.palette;
        view.draw(&src, &palette, &mut self.image());
        Ok(())
    }

    /// The grid of `frame`; `pass` (optional) says which pixel rows to compute, so that a slow
    /// picture can come in coarse first and sharpen over several frames.
    #[wasm_bindgen(js_name = drawGrid)]
    pub fn draw_grid(
        &mut self,
        game: &Game,
        #[wasm_bindgen(unchecked_param_type = "GridFrame")] frame: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "RowPass")] pass: JsValue,
    ) -> JsResult<()> {
        let view = grid_frame(&frame)?;
        let pass = row_pass(&pass, self.height)?;
        let src = game.source()?;
        let period = game.sequence()?.period();
        let palette = self.palette;
        let phases = phases(&mut self.phases, game, &view, &src, &palette);
        let mut image = Image { width: self.width, height: self.height, rgba: &mut self.rgba };
        view.draw(&src, &palette, &mut image, Some((period.preperiod, period.period)), phases, pass);
        Ok(())
    }

    /// Puts the picture onto a canvas at its top left (the canvas should be its size).
    pub fn show(&self, ctx: &web_sys::CanvasRenderingContext2d) -> JsResult<()> {
        let image = web_sys::ImageData::new_with_u8_clamped_array_and_sh(
            Clamped(&self.rgba),
            self.width as u32,
            self.height as u32,
        )
        .map_err(|_| invalid("picture", "the browser refused its pixels"))?;
        ctx.put_image_data(&image, 0.0, 0.0).map_err(|_| invalid("canvas", "the browser refused to draw on it"))
    }
}

impl Picture {
    /// The pixels, RGBA row by row (for tests; JavaScript gets them with [`Picture::show`]).
    pub fn rgba(&self) -> &[u8] {
        &self.rgba
    }
}

/// Zoomed out with a small enough period: colours of every window, made once per zoom level
/// (the full build only; the page's first module draws those pixels by counting, a little
/// slower, to stay small).
#[cfg(feature = "full")]
fn phases<'a>(
    cache: &'a mut Option<PhaseCache>,
    game: &Game,
    view: &GridView,
    src: &crate::render::Source,
    palette: &Palette,
) -> Option<&'a PhaseColours> {
    let key = (game.serial, PhaseColours::window(view));
    let period = src.seq.period().period;
    let wanted = view.cell < 1.0 && period <= PHASE_LIMIT;
    if let (true, Some(table)) = (wanted, src.table) {
        if cache.as_ref().is_none_or(|(k, _)| *k != key) {
            *cache = Some((key, PhaseColours::new(table, key.1, palette)));
        }
    }
    cache.as_ref().filter(|(k, _)| wanted && *k == key).map(|(_, p)| p)
}

#[cfg(not(feature = "full"))]
fn phases<'a>(
    _: &'a mut Option<PhaseCache>,
    _: &Game,
    _: &GridView,
    _: &crate::render::Source,
    _: &Palette,
) -> Option<&'a PhaseColours> {
    None
}

/// The heaps under pixel column `px` of the strip, `{lo, hi}`, or `null` past the heaps.
#[wasm_bindgen(js_name = stripHeapsAt, unchecked_return_type = "HeapRange | null")]
pub fn strip_heaps_at(
    #[wasm_bindgen(unchecked_param_type = "Position")] x: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] per_px: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] px: JsValue,
) -> JsResult<JsValue> {
    let view = StripView { start: position(&x, "x")?, per_pixel: per_pixel(&per_px)? };
    let px = real(&px, "px", None, 13)?;
    Ok(view.heaps_at(px).map_or(JsValue::NULL, |(lo, hi)| range(lo, hi)))
}

/// The heaps under pixel (px, py) of the grid of `frame`, `{lo, hi}`, or `null`.
#[wasm_bindgen(js_name = gridHeapsAt, unchecked_return_type = "HeapRange | null")]
pub fn grid_heaps_at(
    #[wasm_bindgen(unchecked_param_type = "GridFrame")] frame: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] px: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] py: JsValue,
) -> JsResult<JsValue> {
    let view = grid_frame(&frame)?;
    let (px, py) = (real(&px, "px", None, 13)?, real(&py, "py", None, 13)?);
    Ok(view.heaps_at(px, py).map_or(JsValue::NULL, |(lo, hi)| range(lo, hi)))
}

/// Where the strip's band and lanes lie: `[bandTop, bandBottom, lane0Top, lane0Bottom, …]`.
#[wasm_bindgen(js_name = stripLayout)]
pub fn strip_layout(#[wasm_bindgen(unchecked_param_type = "Whole")] height: JsValue) -> JsResult<Vec<u32>> {
    let l = StripLayout::new(side(&height, "height")?);
    let mut out = vec![l.band.0 as u32, l.band.1 as u32];
    for (y0, y1) in l.lanes {
        out.extend([y0 as u32, y1 as u32]);
    }
    Ok(out)
}
