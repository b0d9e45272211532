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
        Palette { classes: [c(rgb[0]), c(rgb[1]), c(rgb[2]), c(rgb[3])], background: c(rgb[4]), line: c(rgb[5]) }
    }

    /// The colour of a mix of classes with the given counts (all zero: background).
    fn mix(&self, counts: [u64; 4]) -> [u8; 4] {
        let total: u64 = counts.iter().sum();
        if total == 0 {
            return self.background;
        }
        let mut out = [0u8; 4];
        for (ch, slot) in out.iter_mut().enumerate().take(3) {
            let sum: f64 = (0..4).map(|v| counts[v] as f64 * self.classes[v][ch] as f64).sum();
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

    /// Counts over [edges[i], edges[i + 1]) for ascending edges.
    fn counts_between(&self, edges: &[u64], out: &mut [[u64; 4]]) {
        match self.table {
            Some(t) => t.counts_between(edges, out),
            None => {
                let mut prev = self.seq.counts_below(edges[0]);
                for (slot, &e) in out.iter_mut().zip(&edges[1..]) {
                    let next = self.seq.counts_below(e);
                    *slot = std::array::from_fn(|v| next[v] - prev[v]);
                    prev = next;
                }
            }
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
    (0..=width).map(|px| (start + px as f64 * per_pixel).floor()).collect()
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
        StripLayout { band: (0, band_end), lanes }
    }
}

impl StripView {
    /// The heaps pixel column `px` covers, [lo, hi), clipped to 0 .. 2^53.
    pub fn heaps_at(&self, px: f64) -> Option<(u64, u64)> {
        let px = px.floor();
        let lo = (self.start + px * self.per_pixel).floor();
        let hi = (self.start + (px + 1.0) * self.per_pixel).floor().max(lo + 1.0);
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
            let below: Vec<[u64; 4]> = edges.iter().map(|&e| src.counts_below(clamp_heap(e, 0.0, MAX_HEAP))).collect();
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
    /// `pass` says which pixel rows to compute (all of them, by default); the rows below each
    /// computed one, up to the next row of the pass, get a copy of it, so a coarse pass gives a
    /// whole picture at once and finer passes sharpen it.
    ///
    /// `phases`, when given, must be [`PhaseColours`] for this source, palette and zoom;
    /// otherwise zoomed-out pixels are counted one by one.
    pub fn draw(
        &self,
        src: &Source,
        palette: &Palette,
        img: &mut Image,
        period: Option<(u64, u64)>,
        phases: Option<&PhaseColours>,
        pass: RowPass,
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
        let mut cache: Vec<(u64, usize)> = Vec::new(); // phase key → a pixel row drawn with it
        let mut values = vec![0u8; (c_hi - c_lo + 1) as usize];
        let mut heaps = vec![0u64; w + 1];
        let mut between = vec![[0u64; 4]; w];
        // With a phase table, each pixel's offset from the row's first edge, modulo the period,
        // and what its window is: the same for every row, so worked out once.
        let phases = phases.filter(|ph| ph.fits(src) && k > 1.0);
        let steps: Option<Vec<(u64, Step)>> = phases.map(|ph| {
            (0..w)
                .map(|px| {
                    let len = edges[px + 1] - edges[px];
                    let kind = match len {
                        0 => Step::Empty,
                        l if l == ph.len => Step::Short,
                        l if l == ph.len + 1 => Step::Long,
                        _ => Step::Cut,
                    };
                    ((edges[px] - c_lo) % ph.period, kind)
                })
                .collect()
        });
        let stride = pass.stride.max(1);
        let mut py = pass.from - pass.from % stride;
        while py < pass.to.min(h) {
            let next = (py + stride).min(h);
            let computes = py >= pass.from && (pass.fresh || py % (2 * stride) != 0);
            if computes {
                self.draw_row(
                    py,
                    src,
                    palette,
                    img,
                    period,
                    phases,
                    &mut cache,
                    &mut Scratch {
                        raw: &raw,
                        edges: &edges,
                        values: &mut values,
                        heaps: &mut heaps,
                        between: &mut between,
                        lines,
                        steps: steps.as_deref(),
                    },
                );
                for y in py + 1..next {
                    img.copy_row(py, y);
                }
            }
            py = next;
        }
    }

    /// One pixel row of the grid.
    #[allow(clippy::too_many_arguments)]
    fn draw_row(
        &self,
        py: usize,
        src: &Source,
        palette: &Palette,
        img: &mut Image,
        period: Option<(u64, u64)>,
        phases: Option<&PhaseColours>,
        cache: &mut Vec<(u64, usize)>,
        s: &mut Scratch,
    ) {
        let w = img.width;
        let Some(row) = self.row_at(py as f64) else {
            img.fill_row(py, palette.background);
            return;
        };
        // Large cells: the last pixel row of each grid row is a thin line.
        if s.lines && self.row_at(py as f64 + 1.0) != Some(row) {
            img.fill_row(py, palette.line);
            return;
        }
        let base = row * self.row_width;
        // Rows whose first heap agrees modulo the period (past the preperiod) look alike.
        let key = match period {
            Some((pre, per)) if base >= pre => Some(pre + (base - pre) % per),
            _ => None,
        };
        if let Some(&(_, y)) = key.and_then(|k| cache.iter().find(|(key, _)| *key == k)) {
            img.copy_row(y, py);
            return;
        }
        let (k, width) = (1.0 / self.cell, self.row_width as f64);
        let (c_lo, c_hi) = (s.edges[0], s.edges[w]);
        let line = s.lines;
        let out = img.row(py);
        let mut put = |px: usize, c: [u8; 4]| out[4 * px..4 * px + 4].copy_from_slice(&c);
        if k <= 1.0 {
            // Zoomed in: one value per visible column.
            let n = (c_hi - c_lo + 1).min(self.row_width - c_lo.min(self.row_width)) as usize;
            src.fill(base + c_lo, &mut s.values[..n]);
            for px in 0..w {
                let col = s.raw[px];
                let colour = if col < 0.0 || col >= width {
                    palette.background
                } else if line && px > 0 && s.raw[px - 1] != col {
                    palette.line
                } else {
                    palette.classes[(s.values[(col as u64 - c_lo) as usize] as usize).min(3)]
                };
                put(px, colour);
            }
        } else if let (Some(ph), Some(key), Some(steps)) = (phases, key, s.steps) {
            // Zoomed out with a phase table: one lookup per pixel, at the row's phase plus the
            // pixel's offset (both below the period, so one subtraction wraps the sum).
            let start = (key - ph.pre + c_lo) % ph.period;
            for (px, &(offset, kind)) in steps.iter().enumerate() {
                let mut phase = start + offset;
                if phase >= ph.period {
                    phase -= ph.period;
                }
                let colour = match kind {
                    Step::Empty => palette.background,
                    Step::Short => ph.short[phase as usize],
                    Step::Long => ph.long[phase as usize],
                    // A pixel cut short by the end of the row.
                    Step::Cut => {
                        let (a, b) = (src.counts_below(base + s.edges[px]), src.counts_below(base + s.edges[px + 1]));
                        palette.mix(std::array::from_fn(|v| b[v] - a[v]))
                    }
                };
                put(px, colour);
            }
        } else {
            // Zoomed out: exact counts between the pixel edges of this row.
            for (heap, &e) in s.heaps.iter_mut().zip(s.edges) {
                *heap = base + e;
            }
            src.counts_between(s.heaps, s.between);
            for px in 0..w {
                let colour =
                    if s.edges[px + 1] > s.edges[px] { palette.mix(s.between[px]) } else { palette.background };
                put(px, colour);
            }
        }
        if let Some(k) = key {
            if cache.len() < 64 {
                cache.push((k, py));
            }
        }
    }
}

/// Which pixel rows a call of [`GridView::draw`] computes: rows `from .. to` that are multiples
/// of `stride`, except (unless `fresh`) those a pass of twice the stride has done already.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RowPass {
    pub from: usize,
    pub to: usize,
    pub stride: usize,
    pub fresh: bool,
}

impl RowPass {
    /// Every row, in one go.
    pub const ALL: RowPass = RowPass { from: 0, to: usize::MAX, stride: 1, fresh: true };
}

/// Buffers reused from row to row.
struct Scratch<'a> {
    raw: &'a [f64],
    edges: &'a [u64],
    values: &'a mut [u8],
    heaps: &'a mut [u64],
    between: &'a mut [[u64; 4]],
    lines: bool,
    steps: Option<&'a [(u64, Step)]>,
}

/// What one pixel of a zoomed-out row covers, for the phase table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Empty,
    Short,
    Long,
    Cut,
}

/// For one zoom level: the colour of every window of `len` and of `len + 1` consecutive heaps,
/// indexed by the phase in the period of its first heap. Zoomed out, each pixel of a grid row
/// is such a window, so with this table a frame costs one lookup per pixel. Building it is
/// O(period), done once per zoom level.
pub struct PhaseColours {
    pub len: u64,
    period: u64,
    pre: u64,
    short: Vec<[u8; 4]>,
    long: Vec<[u8; 4]>,
}

impl PhaseColours {
    /// The window length a grid view's pixels cover (the shorter of the two).
    pub fn window(view: &GridView) -> u64 {
        (1.0 / view.cell).floor().max(1.0) as u64
    }

    /// Builds the table by sliding a window once around the period.
    pub fn new(table: &PeriodicValues, len: u64, palette: &Palette) -> Self {
        let p = table.period();
        let (pre, per) = (p.preperiod, p.period);
        let values = &table.table()[pre as usize..];
        let class = |phase: u64| (values[(phase % per) as usize] as usize).min(3);
        let whole = table.counts_below(pre + per);
        let before = table.counts_below(pre);
        let per_lap: [u64; 4] = std::array::from_fn(|v| whole[v] - before[v]);
        let (laps, rest) = (len / per, len % per);
        // Counts over the first `rest` heaps of the period, then slid one phase at a time.
        let mut window = [0u64; 4];
        for i in 0..rest {
            window[class(i)] += 1;
        }
        let mut short = Vec::with_capacity(per as usize);
        let mut long = Vec::with_capacity(per as usize);
        for phase in 0..per {
            let mut c: [u64; 4] = std::array::from_fn(|v| laps * per_lap[v] + window[v]);
            short.push(palette.mix(c));
            c[class(phase + rest)] += 1;
            long.push(palette.mix(c));
            window[class(phase)] -= 1;
            window[class(phase + rest)] += 1;
        }
        PhaseColours { len, period: per, pre, short, long }
    }

    /// True when this table can serve the source: the same preperiod and period.
    fn fits(&self, src: &Source) -> bool {
        src.table.is_some_and(|t| t.period() == crate::period::Period { preperiod: self.pre, period: self.period })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Additive, Game};

    const PALETTE: [u32; 6] = [0x0000ff, 0xff0000, 0x00ff00, 0xffffff, 0x101010, 0x202020];

    fn sequence(a: u64, delta: u64) -> NimSequence {
        Game::additive(Additive::from_delta(a, delta).unwrap()).sequence().unwrap().clone()
    }

    fn draw_grid(
        view: &GridView,
        seq: &NimSequence,
        table: Option<&PeriodicValues>,
        phases: bool,
        passes: &[RowPass],
    ) -> Vec<u8> {
        let palette = Palette::from_rgb(PALETTE);
        let src = Source { seq, table };
        let ph = (phases && view.cell < 1.0)
            .then(|| PhaseColours::new(table.unwrap(), PhaseColours::window(view), &palette));
        let mut rgba = vec![0u8; 200 * 60 * 4];
        let mut img = Image { width: 200, height: 60, rgba: &mut rgba };
        let p = seq.period();
        for &pass in passes {
            view.draw(&src, &palette, &mut img, Some((p.preperiod, p.period)), ph.as_ref(), pass);
        }
        rgba
    }

    #[test]
    fn zoomed_out_pixels_mix_exact_counts() {
        // Each strip column is the mix of exactly the heaps it covers, counted by brute force.
        let seq = sequence(5, 16); // outside the regime: values from the mex rule
        let g = crate::mex::nim_values(&crate::SubtractionSet::new(&[5, 21, 26]).unwrap(), 4000);
        let palette = Palette::from_rgb(PALETTE);
        let view = StripView { start: 17.0, per_pixel: 13.7 };
        let mut rgba = vec![0u8; 200 * 40 * 4];
        StripView::draw(
            &view,
            &Source { seq: &seq, table: None },
            &palette,
            &mut Image { width: 200, height: 40, rgba: &mut rgba },
        );
        for px in [0usize, 1, 57, 123, 199] {
            let (lo, hi) = view.heaps_at(px as f64).unwrap();
            let mut counts = [0u64; 4];
            for &v in &g[lo as usize..hi as usize] {
                counts[v as usize] += 1;
            }
            assert_eq!(&rgba[4 * px..4 * px + 4], &palette.mix(counts), "column {px}");
        }
    }

    #[test]
    fn the_phase_table_and_the_row_passes_change_nothing() {
        for (a, delta, w, cell) in [(5, 7, 77, 0.3), (7, 12, 301, 0.05), (3, 4, 1000, 0.137), (5, 16, 64, 0.5)] {
            let seq = sequence(a, delta);
            let table = seq.table().cloned().or_else(|| seq.tabulate(1 << 20)).unwrap();
            let view = GridView { row_width: w, col0: -3.0, row0: 2.5, cell };
            let plain = draw_grid(&view, &seq, Some(&table), false, &[RowPass::ALL]);
            assert_eq!(
                draw_grid(&view, &seq, Some(&table), true, &[RowPass::ALL]),
                plain,
                "phase table, ({a}, {delta})"
            );
            // Coarse first (every 8th row), then sharper passes in two halves each.
            let mut passes = vec![RowPass { from: 0, to: 60, stride: 8, fresh: true }];
            for stride in [4, 2, 1] {
                passes.push(RowPass { from: 0, to: 30, stride, fresh: false });
                passes.push(RowPass { from: 30, to: 60, stride, fresh: false });
            }
            assert_eq!(draw_grid(&view, &seq, Some(&table), true, &passes), plain, "row passes, ({a}, {delta})");
            assert_eq!(draw_grid(&view, &seq, None, false, &[RowPass::ALL]), plain, "no table, ({a}, {delta})");
        }
    }

    #[test]
    fn zoomed_in_cells_have_the_values_of_their_heaps() {
        let seq = sequence(7, 12);
        let palette = Palette::from_rgb(PALETTE);
        let view = GridView { row_width: 41, col0: 0.0, row0: 0.0, cell: 4.0 };
        let rgba = draw_grid(&view, &seq, None, false, &[RowPass::ALL]);
        for (row, col) in [(0u64, 0u64), (0, 40), (3, 17), (14, 5)] {
            let (x, y) = (col as usize * 4 + 2, row as usize * 4 + 1);
            let v = seq.value(row * 41 + col).min(3) as usize;
            assert_eq!(&rgba[4 * (y * 200 + x)..4 * (y * 200 + x) + 4], &palette.classes[v], "row {row} column {col}");
        }
    }
}
