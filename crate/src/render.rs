//! Pictures of a nim sequence as RGBA pixels: a number-line strip and a grid wrapped at a row
//! width. Pure Rust (no browser code): the page hands in a buffer and reads it back.
//!
//! Zoomed out, one pixel covers many heaps and shows their mix: its colour is the average of
//! the class colours weighted by how many heaps of each class it covers, counted exactly with
//! prefix counts (never sampled). Positions are f64 in heap units, exact up to 2^53.

use crate::game::NimSequence;
use crate::period::PeriodicValues;

/// The largest heap a picture addresses: beyond 2^53 an f64 no longer holds every integer.
pub const MAX_HEAP: f64 = 9_007_199_254_740_992.0;

/// RGBA colours: one per class (values 0, 1, 2, and 3 or more), the background, and the thin
/// lines drawn between cells when they are large.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Palette {
    pub classes: [[u8; 4]; 4],
    pub background: [u8; 4],
    pub line: [u8; 4],
}

impl Palette {
    /// From 0xRRGGBB numbers: four classes, background, line.
    pub fn from_rgb(rgb: [u32; 6]) -> Self {
        let c = |v: u32| [(v >> 16) as u8, (v >> 8) as u8, v as u8, 255];
        Palette {
            classes: [c(rgb[0]), c(rgb[1]), c(rgb[2]), c(rgb[3])],
            background: c(rgb[4]),
            line: c(rgb[5]),
        }
    }

    /// The colour of a mix of classes with the given counts (all zero: background).
    fn mix(&self, counts: [u64; 4]) -> [u8; 4] {
        let total: u64 = counts.iter().sum();
        if total == 0 {
            return self.background;
        }
        let mut out = [0u8; 4];
        for (ch, slot) in out.iter_mut().enumerate().take(3) {
            let sum: f64 = (0..4)
                .map(|v| counts[v] as f64 * self.classes[v][ch] as f64)
                .sum();
            *slot = (sum / total as f64).round() as u8;
        }
        out[3] = 255;
        out
    }

    /// `fraction` of a class colour over the background, for the lanes of the strip.
    fn shade(&self, class: usize, fraction: f64) -> [u8; 4] {
        let mut out = self.background;
        for (ch, slot) in out.iter_mut().enumerate().take(3) {
            let (bg, fg) = (self.background[ch] as f64, self.classes[class][ch] as f64);
            *slot = (bg + (fg - bg) * fraction).round() as u8;
        }
        out
    }
}

/// Values and counts for a picture: the sequence, and when there is one, a table of its period
/// that makes counts O(1) without division along a row.
pub struct Source<'a> {
    pub seq: &'a NimSequence,
    pub table: Option<&'a PeriodicValues>,
}

impl Source<'_> {
    fn counts_below(&self, x: u64) -> [u64; 4] {
        match self.table {
            Some(t) => t.counts_below(x),
            None => self.seq.counts_below(x),
        }
    }

    fn fill(&self, from: u64, out: &mut [u8]) {
        match self.table {
            Some(t) => t.fill(from, out),
            None => self.seq.fill(from, out),
        }
    }
}

/// An RGBA image, row by row.
pub struct Image<'a> {
    pub width: usize,
    pub height: usize,
    pub rgba: &'a mut [u8],
}

impl Image<'_> {
    fn row(&mut self, y: usize) -> &mut [u8] {
        let w = self.width * 4;
        &mut self.rgba[y * w..(y + 1) * w]
    }

    fn copy_row(&mut self, from: usize, to: usize) {
        let w = self.width * 4;
        self.rgba.copy_within(from * w..(from + 1) * w, to * w);
    }

    fn fill_row(&mut self, y: usize, colour: [u8; 4]) {
        for px in self.row(y).chunks_exact_mut(4) {
            px.copy_from_slice(&colour);
        }
    }
}

/// The first heap each pixel column covers, for columns 0..=width (the last is the end).
fn column_edges(start: f64, per_pixel: f64, width: usize) -> Vec<f64> {
    (0..=width)
        .map(|px| (start + px as f64 * per_pixel).floor())
        .collect()
}

/// Clamps an f64 heap position to [lo, hi] and converts it.
fn clamp_heap(x: f64, lo: f64, hi: f64) -> u64 {
    x.max(lo).min(hi) as u64
}

// ---------------------------------------------------------------------------------------
// The strip: heaps start, start + per_pixel, … left to right.

/// The number-line strip: heap `start` at the left edge, `per_pixel` heaps per pixel column.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StripView {
    pub start: f64,
    pub per_pixel: f64,
}

/// Where the strip's parts lie vertically: the combined band, then one lane per class.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StripLayout {
    pub band: (usize, usize),
    pub lanes: [(usize, usize); 4],
}

impl StripLayout {
    /// The band takes the upper 40 %, four lanes share the rest with small gaps.
    pub fn new(height: usize) -> Self {
        let band_end = height * 2 / 5;
        let gap = (height / 60).max(1);
        let lane_h = (height - band_end).saturating_sub(5 * gap) / 4;
        let lanes = std::array::from_fn(|v| {
            let y0 = band_end + gap + v * (lane_h + gap);
            (y0.min(height), (y0 + lane_h).min(height))
        });
        StripLayout {
            band: (0, band_end),
            lanes,
        }
    }
}

impl StripView {
    /// The heaps pixel column `px` covers, [lo, hi), clipped to 0 .. 2^53.
    pub fn heaps_at(&self, px: f64) -> Option<(u64, u64)> {
        let px = px.floor();
        let lo = (self.start + px * self.per_pixel).floor();
        let hi = (self.start + (px + 1.0) * self.per_pixel)
            .floor()
            .max(lo + 1.0);
        if hi <= 0.0 || lo >= MAX_HEAP {
            return None;
        }
        Some((clamp_heap(lo, 0.0, MAX_HEAP), clamp_heap(hi, 0.0, MAX_HEAP)))
    }

    /// Draws the strip.
    pub fn draw(&self, src: &Source, palette: &Palette, img: &mut Image) {
        let (w, h) = (img.width, img.height);
        if w == 0 || h == 0 {
            return;
        }
        let layout = StripLayout::new(h);
        // Per column: the class counts it covers (exact), or None outside 0 .. 2^53.
        let edges = column_edges(self.start, self.per_pixel, w);
        let mut counts: Vec<Option<[u64; 4]>> = vec![None; w];
        if self.per_pixel <= 1.0 {
            // Zoomed in: each column is one heap; fetch the visible heaps in one run.
            let lo = clamp_heap(edges[0], 0.0, MAX_HEAP);
            let hi = clamp_heap(edges[w] + 1.0, 0.0, MAX_HEAP);
            let mut values = vec![0u8; (hi - lo) as usize];
            src.fill(lo, &mut values);
            for (px, slot) in counts.iter_mut().enumerate() {
                let x = edges[px];
                if (0.0..MAX_HEAP).contains(&x) {
                    let mut c = [0u64; 4];
                    c[(values[(x as u64 - lo) as usize] as usize).min(3)] = 1;
                    *slot = Some(c);
                }
            }
        } else {
            let below: Vec<[u64; 4]> = edges
                .iter()
                .map(|&e| src.counts_below(clamp_heap(e, 0.0, MAX_HEAP)))
                .collect();
            for (px, slot) in counts.iter_mut().enumerate() {
                let c: [u64; 4] = std::array::from_fn(|v| below[px + 1][v] - below[px][v]);
                if c.iter().sum::<u64>() > 0 {
                    *slot = Some(c);
                }
            }
        }
        // Cells wide enough get a thin separating line.
        let cell_px = 1.0 / self.per_pixel;
        let band: Vec<[u8; 4]> = counts
            .iter()
            .enumerate()
            .map(|(px, c)| match c {
                None => palette.background,
                Some(_) if cell_px >= 6.0 && px > 0 && edges[px] != edges[px - 1] => palette.line,
                Some(c) => palette.mix(*c),
            })
            .collect();
        paint_rows(img, layout.band, &band);
        for (v, &rows) in layout.lanes.iter().enumerate() {
            let lane: Vec<[u8; 4]> = counts
                .iter()
                .map(|c| match c {
                    None => palette.background,
                    Some(c) => palette.shade(v, c[v] as f64 / c.iter().sum::<u64>() as f64),
                })
                .collect();
            paint_rows(img, rows, &lane);
        }
        // Background in the gaps between lanes.
        let mut y = layout.band.1;
        for &(y0, y1) in &layout.lanes {
            for g in y..y0 {
                img.fill_row(g, palette.background);
            }
            y = y1;
        }
        for g in y..h {
            img.fill_row(g, palette.background);
        }
    }
}

/// Paints one row of colours into rows [y0, y1), copying the first.
fn paint_rows(img: &mut Image, (y0, y1): (usize, usize), colours: &[[u8; 4]]) {
    if y0 >= y1 {
        return;
    }
    for (px, c) in img.row(y0).chunks_exact_mut(4).zip(colours) {
        px.copy_from_slice(c);
    }
    for y in y0 + 1..y1 {
        img.copy_row(y0, y);
    }
}

// ---------------------------------------------------------------------------------------
// The grid: row r holds heaps r·W … r·W + W − 1.

/// The grid wrapped at `row_width` heaps: column `col0` and row `row0` at the top-left corner,
/// `cell` pixels per heap across. Rows are `max(cell, 1)` pixels tall, so zoomed out each
/// pixel row is one row of the grid and each pixel mixes the heaps of that row it covers.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GridView {
    pub row_width: u64,
    pub col0: f64,
    pub row0: f64,
    pub cell: f64,
}

impl GridView {
    fn row_height(&self) -> f64 {
        self.cell.max(1.0)
    }

    /// The grid row shown at pixel row `py`, if it exists and starts below 2^53.
    pub fn row_at(&self, py: f64) -> Option<u64> {
        let r = (self.row0 + py / self.row_height()).floor();
        (r >= 0.0 && r * (self.row_width as f64) < MAX_HEAP).then_some(r as u64)
    }

    /// The columns pixel column `px` covers, [lo, hi), clipped to the row.
    pub fn columns_at(&self, px: f64) -> Option<(u64, u64)> {
        let k = 1.0 / self.cell;
        let w = self.row_width as f64;
        let lo = (self.col0 + px.floor() * k).floor();
        let hi = (self.col0 + (px.floor() + 1.0) * k).floor().max(lo + 1.0);
        (hi > 0.0 && lo < w).then(|| (lo.max(0.0) as u64, hi.min(w) as u64))
    }

    /// The heaps under pixel (px, py): [lo, hi) within one row.
    pub fn heaps_at(&self, px: f64, py: f64) -> Option<(u64, u64)> {
        let row = self.row_at(py)?;
        let (c0, c1) = self.columns_at(px)?;
        let base = row.checked_mul(self.row_width)?;
        let (lo, hi) = (base.checked_add(c0)?, base.checked_add(c1)?);
        ((lo as f64) < MAX_HEAP).then_some((lo, hi))
    }

    /// Draws the grid. Rows that show the same heaps modulo the period are computed once.
    pub fn draw(
        &self,
        src: &Source,
        palette: &Palette,
        img: &mut Image,
        period: Option<(u64, u64)>,
    ) {
        let (w, h) = (img.width, img.height);
        if w == 0 || h == 0 || self.row_width == 0 {
            return;
        }
        let lines = self.cell >= 8.0;
        let k = 1.0 / self.cell;
        let width = self.row_width as f64;
        // Column edges of each pixel, clipped to the row: [edges[px], edges[px + 1]).
        let raw = column_edges(self.col0, k, w);
        let edges: Vec<u64> = raw.iter().map(|&e| e.max(0.0).min(width) as u64).collect();
        let (c_lo, c_hi) = (edges[0], edges[w]);
        let mut cache: Vec<(u64, Vec<[u8; 4]>)> = Vec::new();
        let mut last_row: Option<u64> = None;
        let mut values = vec![0u8; (c_hi - c_lo + 1) as usize];
        for py in 0..h {
            let Some(row) = self.row_at(py as f64) else {
                img.fill_row(py, palette.background);
                last_row = None;
                continue;
            };
            let is_line = lines && {
                let next = self.row_at(py as f64 + 1.0);
                next != Some(row)
            };
            if is_line {
                img.fill_row(py, palette.line);
                continue;
            }
            if last_row == Some(row) && py > 0 {
                img.copy_row(py - 1, py);
                continue;
            }
            last_row = Some(row);
            let base = row * self.row_width;
            // Rows whose first heap agrees modulo the period (past the preperiod) look alike.
            let key = match period {
                Some((pre, per)) if base >= pre => Some(pre + (base - pre) % per),
                _ => None,
            };
            if let Some(hit) = key.and_then(|k| cache.iter().find(|(key, _)| *key == k)) {
                let colours = &hit.1;
                for (px, c) in img.row(py).chunks_exact_mut(4).zip(colours) {
                    px.copy_from_slice(c);
                }
                continue;
            }
            let mut colours = vec![palette.background; w];
            if k <= 1.0 {
                // Zoomed in: one value per visible column.
                let n = (c_hi - c_lo + 1).min(self.row_width - c_lo.min(self.row_width)) as usize;
                src.fill(base + c_lo, &mut values[..n]);
                for px in 0..w {
                    let col = raw[px];
                    if col < 0.0 || col >= width {
                        continue;
                    }
                    let col = col as u64;
                    let starts_cell = px > 0 && raw[px - 1] != raw[px];
                    colours[px] = if lines && starts_cell {
                        palette.line
                    } else {
                        palette.classes[(values[(col - c_lo) as usize] as usize).min(3)]
                    };
                }
            } else {
                // Zoomed out: exact counts at the pixel edges of this row.
                let below: Vec<[u64; 4]> =
                    edges.iter().map(|&e| src.counts_below(base + e)).collect();
                for px in 0..w {
                    if edges[px + 1] > edges[px] {
                        colours[px] =
                            palette.mix(std::array::from_fn(|v| below[px + 1][v] - below[px][v]));
                    }
                }
            }
            for (px, c) in img.row(py).chunks_exact_mut(4).zip(&colours) {
                px.copy_from_slice(c);
            }
            if let Some(k) = key {
                if cache.len() < 64 {
                    cache.push((k, colours));
                }
            }
        }
    }
}
