//! `Picture`: an RGBA buffer in wasm memory that the core draws the strip and the grid into,
//! and puts onto a canvas itself (web-sys), so JavaScript never holds a view of wasm memory.
//! Also where a pixel of either picture lies in heaps, and where a heap lies in pixels.

use crate::convert::{count, field, grid_frame, invalid, pixel, range, strip_frame, whole, JsResult, MAX_SIDE};
use crate::game::Game;
use asg::render::{Image, Palette, RowPass, StripLayout};
use wasm_bindgen::prelude::*;
use wasm_bindgen::Clamped;
use wasm_bindgen::JsCast;

/// An RGBA picture kept in wasm memory, drawn by the core and shown with [`Picture::show`].
#[wasm_bindgen]
pub struct Picture {
    width: usize,
    height: usize,
    rgba: Vec<u8>,
    palette: Palette,
    /// Window colours of the last zoomed-out grid (the full build's: the page's first module
    /// draws those pixels by counting, a little slower, so as to stay small).
    #[cfg(feature = "full")]
    phases: asg::render::PhaseCache,
}

fn side(value: &JsValue, field: &'static str) -> JsResult<usize> {
    Ok(count(value, field, 1, MAX_SIDE)? as usize)
}

/// Which rows a grid draw computes, from `{from, to, stride, fresh}`.
fn row_pass(pass: &JsValue, height: usize) -> JsResult<RowPass> {
    if pass.is_undefined() || pass.is_null() {
        return Ok(RowPass::ALL);
    }
    let rows = height as u64;
    Ok(RowPass {
        from: count(&field(pass, "from"), "from", 0, rows)? as usize,
        to: count(&field(pass, "to"), "to", 0, rows)? as usize,
        stride: count(&field(pass, "stride"), "stride", 1, 1 << 16)? as usize,
        fresh: field(pass, "fresh").is_truthy(),
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
        let mut p = Picture {
            width: 0,
            height: 0,
            rgba: Vec::new(),
            palette: Palette::from_rgb([0; 6]),
            #[cfg(feature = "full")]
            phases: Default::default(),
        };
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
        Ok(())
    }

    pub(super) fn image(&mut self) -> Image<'_> {
        Image { width: self.width, height: self.height, rgba: &mut self.rgba }
    }

    #[cfg(feature = "full")]
    pub(super) fn palette(&self) -> Palette {
        self.palette
    }

    /// The number line in `frame` (its columns must be the picture's width).
    #[wasm_bindgen(js_name = drawStrip)]
    pub fn draw_strip(
        &mut self,
        game: &Game,
        #[wasm_bindgen(unchecked_param_type = "StripFrame")] frame: JsValue,
    ) -> JsResult<()> {
        let frame = strip_frame(&frame)?;
        if frame.columns != self.width {
            return Err(invalid("columns", "must be the picture's width"));
        }
        let src = game.source()?;
        let palette = self.palette;
        frame.strip().draw(&src, &palette, &mut self.image());
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
        #[cfg(feature = "full")]
        let phases = self.phases.colours(&view, &src, &palette);
        #[cfg(not(feature = "full"))]
        let phases = None;
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

/// The heaps under pixel column `px` of a frame of the number line, `{lo, hi}`, or `null` past
/// its columns or the heaps.
#[wasm_bindgen(js_name = stripHeapsAt, unchecked_return_type = "HeapRange | null")]
pub fn strip_heaps_at(
    #[wasm_bindgen(unchecked_param_type = "StripFrame")] frame: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] px: JsValue,
) -> JsResult<JsValue> {
    let frame = strip_frame(&frame)?;
    let px = pixel(&px, "px")?;
    Ok(frame.heaps_at(px).map_or(JsValue::NULL, |(lo, hi)| range(lo, hi)))
}

/// The pixel columns of a frame of the number line that show `heap`, `[x0, x1]`: columns
/// x0 ≤ px < x1, exactly those whose heaps hold it (they may lie outside the frame).
#[wasm_bindgen(js_name = stripPixelsOf, unchecked_return_type = "PixelSpan")]
pub fn strip_pixels_of(
    #[wasm_bindgen(unchecked_param_type = "StripFrame")] frame: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Whole")] heap: JsValue,
) -> JsResult<Vec<f64>> {
    let frame = strip_frame(&frame)?;
    let (x0, x1) = frame.strip().columns_of(whole(&heap, "heap")? as i128);
    Ok(vec![x0, x1])
}

/// The heaps under pixel (px, py) of the grid of `frame`, `{lo, hi}`, or `null`.
#[wasm_bindgen(js_name = gridHeapsAt, unchecked_return_type = "HeapRange | null")]
pub fn grid_heaps_at(
    #[wasm_bindgen(unchecked_param_type = "GridFrame")] frame: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] px: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] py: JsValue,
) -> JsResult<JsValue> {
    let view = grid_frame(&frame)?;
    let (px, py) = (pixel(&px, "px")?, pixel(&py, "py")?);
    Ok(view.heaps_at(px, py).map_or(JsValue::NULL, |(lo, hi)| range(lo, hi)))
}

/// The pixels of the grid of `frame` that show `heap`, `[x0, x1, y0, y1]`: columns
/// x0 ≤ px < x1 and rows y0 ≤ py < y1 (they may lie outside the picture).
#[wasm_bindgen(js_name = gridPixelsOf, unchecked_return_type = "PixelBox")]
pub fn grid_pixels_of(
    #[wasm_bindgen(unchecked_param_type = "GridFrame")] frame: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Whole")] heap: JsValue,
) -> JsResult<Vec<f64>> {
    let view = grid_frame(&frame)?;
    // Every heap below 2^64 is in the grid.
    let ((x0, x1), (y0, y1)) = view.pixels_of(whole(&heap, "heap")? as i128).unwrap_or_default();
    Ok(vec![x0, x1, y0, y1])
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

/// The heaps under each pixel column of a frame of the number line: `stripHeapsAt` for every
/// column, `null` where a column shows none (full build, for exports).
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = stripColumns, unchecked_return_type = "(HeapRange | null)[]")]
pub fn strip_columns(#[wasm_bindgen(unchecked_param_type = "StripFrame")] frame: JsValue) -> JsResult<JsValue> {
    let frame = strip_frame(&frame)?;
    let columns =
        (0..frame.columns).map(|px| frame.heaps_at(px as f64).map_or(JsValue::NULL, |(lo, hi)| range(lo, hi)));
    Ok(columns.collect::<js_sys::Array>().into())
}

/// The columns of the row under each of `width` pixel columns of the grid of `frame`,
/// `{lo, hi}`, `null` where a pixel is off the row (full build, for exports).
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = gridColumns, unchecked_return_type = "(ColumnRange | null)[]")]
pub fn grid_columns(
    #[wasm_bindgen(unchecked_param_type = "GridFrame")] frame: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Whole")] width: JsValue,
) -> JsResult<JsValue> {
    let view = grid_frame(&frame)?;
    let columns = (0..side(&width, "width")?)
        .map(|px| view.columns_at(px as f64).map_or(JsValue::NULL, |(lo, hi)| range(lo as i128, hi as i128)));
    Ok(columns.collect::<js_sys::Array>().into())
}

/// The row of the grid of `frame` under each of `height` pixel rows, a BigInt, `null` past
/// the last row (full build, for exports).
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = gridRows, unchecked_return_type = "(bigint | null)[]")]
pub fn grid_rows(
    #[wasm_bindgen(unchecked_param_type = "GridFrame")] frame: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Whole")] height: JsValue,
) -> JsResult<JsValue> {
    let view = grid_frame(&frame)?;
    let rows =
        (0..side(&height, "height")?).map(|py| view.row_at(py as f64).map_or(JsValue::NULL, crate::convert::bigint));
    Ok(rows.collect::<js_sys::Array>().into())
}
