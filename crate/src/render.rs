//! Pictures of a nim sequence as RGBA pixels: a number-line strip and a grid wrapped at a row
//! width. Pure Rust (no browser code): the page hands in a buffer and reads it back.
//!
//! Zoomed out, one pixel covers many heaps and shows their mix: its colour is the average of
//! the class colours weighted by how many heaps of each class it covers, counted exactly with
//! prefix counts (never sampled). Positions are [`Fixed`]: exact for every heap below 2^64.

use crate::game::NimSequence;
use crate::period::PeriodicValues;

/// One past the last heap: pictures address heaps 0 … 2^64 − 1.
pub const HEAP_END: i128 = 1 << 64;

/// A position on an axis of heaps, rows or columns, in units of 2^−32: every whole number
/// below 2^64 exactly, with a fraction fine enough for any zoom. The page keeps its view in
/// these (as BigInts), so a link restores the heap under each pixel exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Fixed(pub i128);

impl Fixed {
    /// Units per whole step.
    pub const ONE: i128 = 1 << 32;

    /// The whole number `n`.
    pub fn whole(n: i128) -> Self {
        Fixed(n << 32)
    }

    /// ⌊self⌋.
    pub fn floor(self) -> i128 {
        self.0 >> 32
    }

    /// self − ⌊self⌋, in [0, 1).
    pub fn fraction(self) -> f64 {
        (self.0 & (Self::ONE - 1)) as f64 / Self::ONE as f64
    }

    /// ⌊self + t⌋ for a real offset t (rounded to an f64 when it is huge, but monotone in t, so
    /// pixel edges never cross).
    pub fn floor_plus(self, t: f64) -> i128 {
        let whole = t.floor();
        let part = t - whole;
        self.floor() + whole as i128 + (self.fraction() + part).floor() as i128
    }
}

/// Clamps an edge to the heaps that exist, 0 … 2^64.
fn clamp_edge(x: i128) -> i128 {
    x.clamp(0, HEAP_END)
}

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

    /// Counts of the classes over heaps [0, x) for 0 ≤ x ≤ 2^64 (x is clamped to that range).
    pub fn counts_to(&self, x: i128) -> [u64; 4] {
        if x <= 0 {
            return [0; 4];
        }
        if x >= HEAP_END {
            let mut c = self.counts_below(u64::MAX);
            c[(self.seq.value(u64::MAX) as usize).min(3)] += 1;
            return c;
        }
        self.counts_below(x as u64)
    }

    /// Counts of each class over heaps [lo, hi), 0 ≤ lo ≤ hi ≤ 2^64.
    pub fn counts_in(&self, lo: i128, hi: i128) -> [u64; 4] {
        let (a, b) = (self.counts_to(lo), self.counts_to(hi.max(lo)));
        std::array::from_fn(|v| b[v] - a[v])
    }

    fn fill(&self, from: u64, out: &mut [u8]) {
        match self.table {
            Some(t) => t.fill(from, out),
            None => self.seq.fill(from, out),
        }
    }

    /// Counts over [edges[i], edges[i + 1]) for ascending edges (heaps up to 2^64).
    fn counts_between_edges(&self, edges: &[i128], out: &mut [[u64; 4]]) {
        if edges.last().is_some_and(|&e| e < HEAP_END) {
            let heaps: Vec<u64> = edges.iter().map(|&e| e.max(0) as u64).collect();
            return self.counts_between(&heaps, out);
        }
        let mut prev = self.counts_to(edges[0]);
        for (slot, &e) in out.iter_mut().zip(&edges[1..]) {
            let next = self.counts_to(e);
            *slot = std::array::from_fn(|v| next[v] - prev[v]);
            prev = next;
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

/// The first position each pixel column covers, for columns 0..=width (the last is the end),
/// not clamped.
fn column_edges(start: Fixed, per_pixel: f64, width: usize) -> Vec<i128> {
    (0..=width).map(|px| start.floor_plus(px as f64 * per_pixel)).collect()
}

// ---------------------------------------------------------------------------------------
// The strip: heaps start, start + per_pixel, … left to right.

/// The number-line strip: heap `start` at the left edge, `per_pixel` heaps per pixel column.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StripView {
    pub start: Fixed,
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
    /// The edge of pixel column `px` (the first heap it covers), unclamped.
    fn edge(&self, px: f64) -> i128 {
        self.start.floor_plus(px * self.per_pixel)
    }

    /// The heaps pixel column `px` covers, [lo, hi) with hi ≤ 2^64: the same edges the picture
    /// is drawn with, so hover counts add up to the pixel's colour. `None` outside the heaps.
    pub fn heaps_at(&self, px: f64) -> Option<(i128, i128)> {
        let px = px.floor();
        let lo = self.edge(px);
        let hi = self.edge(px + 1.0).max(lo + 1);
        (hi > 0 && lo < HEAP_END).then(|| (clamp_edge(lo), clamp_edge(hi)))
    }

    /// The pixel edges of `width` columns, clamped to the heaps: counts per column are the
    /// counts between consecutive edges.
    pub fn edges(&self, width: usize) -> Vec<i128> {
        let mut edges = column_edges(self.start, self.per_pixel, width);
        for e in &mut edges {
            *e = clamp_edge(*e);
        }
        edges
    }

    /// Draws the strip.
    pub fn draw(&self, src: &Source, palette: &Palette, img: &mut Image) {
        let (w, h) = (img.width, img.height);
        if w == 0 || h == 0 {
            return;
        }
        let layout = StripLayout::new(h);
        // Per column: the class counts it covers (exact), or None outside 0 .. 2^64.
        let edges = column_edges(self.start, self.per_pixel, w);
        let mut counts: Vec<Option<[u64; 4]>> = vec![None; w];
        if self.per_pixel <= 1.0 {
            // Zoomed in: each column is one heap; fetch the visible heaps in one run.
            let lo = clamp_edge(edges[0]);
            let hi = clamp_edge(edges[w] + 1);
            let mut values = vec![0u8; (hi - lo) as usize];
            if let Some((last, rest)) = values.split_last_mut().filter(|_| hi == HEAP_END) {
                // The run ends at heap 2^64 − 1, which a u64 window cannot pass.
                src.fill(lo as u64, rest);
                *last = src.seq.value(u64::MAX);
            } else {
                src.fill(lo as u64, &mut values);
            }
            for (px, slot) in counts.iter_mut().enumerate() {
                let x = edges[px];
                if (0..HEAP_END).contains(&x) {
                    let mut c = [0u64; 4];
                    c[(values[(x - lo) as usize] as usize).min(3)] = 1;
                    *slot = Some(c);
                }
            }
        } else {
            let clamped: Vec<i128> = edges.iter().map(|&e| clamp_edge(e)).collect();
            let mut between = vec![[0u64; 4]; w];
            src.counts_between_edges(&clamped, &mut between);
            for (slot, c) in counts.iter_mut().zip(between) {
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
    pub col0: Fixed,
    pub row0: Fixed,
    pub cell: f64,
}

impl GridView {
    fn row_height(&self) -> f64 {
        self.cell.max(1.0)
    }

    /// The grid row shown at pixel row `py`, if it exists (starts below 2^64).
    pub fn row_at(&self, py: f64) -> Option<u64> {
        let r = self.row0.floor_plus(py / self.row_height());
        (r >= 0 && r.checked_mul(self.row_width as i128).is_some_and(|start| start < HEAP_END)).then_some(r as u64)
    }

    /// The columns pixel column `px` covers, [lo, hi), clipped to the row.
    pub fn columns_at(&self, px: f64) -> Option<(u64, u64)> {
        let k = 1.0 / self.cell;
        let w = self.row_width as i128;
        let lo = self.col0.floor_plus(px.floor() * k);
        let hi = self.col0.floor_plus((px.floor() + 1.0) * k).max(lo + 1);
        (hi > 0 && lo < w).then(|| (lo.max(0) as u64, hi.min(w) as u64))
    }

    /// The heaps under pixel (px, py): [lo, hi) within one row, hi ≤ 2^64.
    pub fn heaps_at(&self, px: f64, py: f64) -> Option<(i128, i128)> {
        let row = self.row_at(py)?;
        let (c0, c1) = self.columns_at(px)?;
        let base = row as i128 * self.row_width as i128;
        let (lo, hi) = (base + c0 as i128, (base + c1 as i128).min(HEAP_END));
        (lo < HEAP_END).then_some((lo, hi))
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
        // Column edges of each pixel, clipped to the row: [edges[px], edges[px + 1]).
        let raw = column_edges(self.col0, k, w);
        let edges: Vec<u64> = raw.iter().map(|&e| e.clamp(0, self.row_width as i128) as u64).collect();
        let (c_lo, c_hi) = (edges[0], edges[w]);
        let mut cache: Vec<(u64, usize)> = Vec::new(); // phase key → a pixel row drawn with it
                                                       // Zoomed in, the values of the visible columns (a pixel or more each); zoomed out, none:
                                                       // a row of a long period is counted, never read value by value.
        let mut values = vec![0u8; if k <= 1.0 { (c_hi - c_lo + 1) as usize } else { 0 }];
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
        // The last row may run past heap 2^64 − 1: its columns from `end` on do not exist.
        let end = (HEAP_END - base as i128).min(self.row_width as i128) as u64;
        if end < self.row_width {
            return self.draw_last_row(base, end, src, palette, img.row(py), s);
        }
        // Rows whose first heap agrees modulo the period (past the preperiod) look alike.
        let key = match period {
            Some((pre, per)) if base >= pre => Some(pre + (base - pre) % per),
            _ => None,
        };
        if let Some(&(_, y)) = key.and_then(|k| cache.iter().find(|(key, _)| *key == k)) {
            img.copy_row(y, py);
            return;
        }
        let (k, width) = (1.0 / self.cell, self.row_width as i128);
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
                let colour = if col < 0 || col >= width {
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

    /// The row that holds heap 2^64 − 1: pixels mix the heaps below `end` columns (counted one
    /// pixel at a time, as this is one row), and show the background past it.
    fn draw_last_row(&self, base: u64, end: u64, src: &Source, palette: &Palette, out: &mut [u8], s: &Scratch) {
        let end = end as i128;
        for (px, slot) in out.chunks_exact_mut(4).enumerate() {
            // As in `columns_at`: a pixel covers at least the column its left edge is in.
            let lo = s.raw[px].clamp(0, end);
            let hi = s.raw[px + 1].max(s.raw[px] + 1).clamp(0, end);
            let colour = if hi > lo {
                palette.mix(src.counts_in(base as i128 + lo, base as i128 + hi))
            } else {
                palette.background
            };
            slot.copy_from_slice(&colour);
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
    raw: &'a [i128],
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

    /// Builds the table by sliding a window once around the period: two cursors walk the
    /// packed classes, one at the window's first heap and one just past its end.
    pub fn new(table: &PeriodicValues, len: u64, palette: &Palette) -> Self {
        let p = table.period();
        let (pre, per) = (p.preperiod, p.period);
        let whole = table.counts_below(pre + per);
        let before = table.counts_below(pre);
        let per_lap: [u64; 4] = std::array::from_fn(|v| whole[v] - before[v]);
        let (laps, rest) = (len / per, len % per);
        // Counts over the first `rest` heaps of the period, then slid one phase at a time.
        let mut window = [0u64; 4];
        let mut ahead = table.classes_from(pre);
        for c in ahead.by_ref().take(rest as usize) {
            window[c as usize] += 1;
        }
        let mut short = Vec::with_capacity(per as usize);
        let mut long = Vec::with_capacity(per as usize);
        for first in table.classes_from(pre).take(per as usize) {
            let last = ahead.next().unwrap_or(0) as usize;
            let mut c: [u64; 4] = std::array::from_fn(|v| laps * per_lap[v] + window[v]);
            short.push(palette.mix(c));
            c[last] += 1;
            long.push(palette.mix(c));
            window[first as usize] -= 1;
            window[last] += 1;
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
        let view = StripView { start: Fixed::whole(17), per_pixel: 13.7 };
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
            let view = GridView { row_width: w, col0: Fixed::whole(-3), row0: Fixed(Fixed::ONE * 5 / 2), cell };
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
        let view = GridView { row_width: 41, col0: Fixed(0), row0: Fixed(0), cell: 4.0 };
        let rgba = draw_grid(&view, &seq, None, false, &[RowPass::ALL]);
        for (row, col) in [(0u64, 0u64), (0, 40), (3, 17), (14, 5)] {
            let (x, y) = (col as usize * 4 + 2, row as usize * 4 + 1);
            let v = seq.value(row * 41 + col).min(3) as usize;
            assert_eq!(&rgba[4 * (y * 200 + x)..4 * (y * 200 + x) + 4], &palette.classes[v], "row {row} column {col}");
        }
    }

    /// The mix of the heaps [lo, hi) by brute force over `seq.value`.
    fn mix_of(seq: &NimSequence, palette: &Palette, lo: i128, hi: i128) -> [u8; 4] {
        let mut counts = [0u64; 4];
        for x in lo..hi {
            counts[(seq.value(x as u64) as usize).min(3)] += 1;
        }
        palette.mix(counts)
    }

    #[test]
    fn pictures_reach_heap_two_to_the_64_minus_one_exactly() {
        let palette = Palette::from_rgb(PALETTE);
        for (a, delta) in [(5, 7), (5, 16)] {
            let seq = sequence(a, delta);
            let table = seq.table().cloned().or_else(|| seq.tabulate(1 << 20));
            let src = Source { seq: &seq, table: table.as_ref() };
            // The strip ends 150 heaps after its start, zoomed in and zoomed out.
            for per_pixel in [1.0, 0.25, 3.3] {
                let view = StripView { start: Fixed::whole(HEAP_END - 150), per_pixel };
                let mut rgba = vec![0u8; 200 * 40 * 4];
                view.draw(&src, &palette, &mut Image { width: 200, height: 40, rgba: &mut rgba });
                for px in 0..200 {
                    let want = match view.heaps_at(px as f64) {
                        Some((lo, hi)) => mix_of(&seq, &palette, lo, hi),
                        None => palette.background,
                    };
                    assert_eq!(&rgba[4 * px..4 * px + 4], &want, "({a}, {delta}) per pixel {per_pixel}, column {px}");
                }
                let (lo, hi) = view.heaps_at(((150.0 - 0.5) / per_pixel).floor()).unwrap();
                assert!(lo < HEAP_END && hi == HEAP_END, "the last heap is under a pixel: [{lo}, {hi})");
            }
            // The grid row that holds heap 2^64 − 1 stops there.
            let w = 1000u64;
            let last_row = (u64::MAX / w) as i128;
            for cell in [2.0, 0.37] {
                let view = GridView { row_width: w, col0: Fixed(0), row0: Fixed::whole(last_row - 3), cell };
                let rgba = draw_grid(&view, &seq, table.as_ref(), true, &[RowPass::ALL]);
                for py in 0..60 {
                    for px in [0usize, 77, 199] {
                        let want = match view.heaps_at(px as f64, py as f64) {
                            Some((lo, hi)) => mix_of(&seq, &palette, lo, hi),
                            None => palette.background,
                        };
                        let at = 4 * (py * 200 + px);
                        assert_eq!(&rgba[at..at + 4], &want, "({a}, {delta}) cell {cell}, pixel ({px}, {py})");
                    }
                }
            }
        }
    }
}
