//! The grid: row r holds heaps r·W … r·W + W − 1, drawn in passes of pixel rows, with rows
//! that agree modulo the period computed once.

use super::{column_edges, columns_showing, first_at_least, Fixed, Image, Palette, PhaseColours, Source, HEAP_END};
use crate::error::{Error, Result};

/// The grid wrapped at `row_width` heaps: column `col0` and row `row0` at the top-left corner,
/// `cell` pixels per heap across. Rows are `max(cell, 1)` pixels tall, so zoomed out each
/// pixel row is one row of the grid and each pixel mixes the heaps of that row it covers.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GridView {
    /// Heaps per grid row, W: row r holds heaps r·W … r·W + W − 1.
    pub row_width: u64,
    /// The column position at the left edge.
    pub col0: Fixed,
    /// The row position at the top edge.
    pub row0: Fixed,
    /// Pixels per heap across (below 1 when zoomed out).
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

    /// The pixels that show heap `heap`: columns [x0, x1) and rows [y0, y1), exactly those
    /// whose heaps ([`GridView::heaps_at`]) hold it. `None` for a heap past 2^64 − 1. They may
    /// lie outside the picture (exact within ±2^53 pixels).
    ///
    /// ```
    /// use asg::render::{Fixed, GridView};
    /// // Rows of 10 heaps, 4 pixels a heap: heap 23 is row 2, column 3.
    /// let view = GridView { row_width: 10, col0: Fixed(0), row0: Fixed(0), cell: 4.0 };
    /// assert_eq!(view.pixels_of(23), Some(((12.0, 16.0), (8.0, 12.0))));
    /// assert_eq!(view.heaps_at(13.0, 9.0), Some((23, 24)));
    /// ```
    pub fn pixels_of(&self, heap: i128) -> Option<((f64, f64), (f64, f64))> {
        if !(0..HEAP_END).contains(&heap) {
            return None;
        }
        let w = self.row_width as i128;
        let (row, col) = (heap / w, heap % w);
        let x = columns_showing(self.col0, 1.0 / self.cell, col);
        let y = (
            first_at_least(self.row0, self.row_height(), true, row),
            first_at_least(self.row0, self.row_height(), true, row + 1),
        );
        Some((x, y))
    }

    /// The rows and columns a picture of `width` × `height` pixels shows: rows r0 ..= r1 (the
    /// last one included) that exist (start below 2^64) and columns [c0, c1) of the row, each
    /// shown by some pixel.
    /// `None` when no heap is in view.
    ///
    /// ```
    /// use asg::render::{Fixed, GridView};
    /// let view = GridView { row_width: 10, col0: Fixed(-Fixed::ONE), row0: Fixed(0), cell: 4.0 };
    /// assert_eq!(view.in_view(20, 8), Some(((0, 1), (0, 4)))); // column −1 is off the row
    /// ```
    pub fn in_view(&self, width: usize, height: usize) -> Option<((u64, u64), (u64, u64))> {
        let rows: Vec<u64> = (0..height).filter_map(|py| self.row_at(py as f64)).collect();
        let cols: Vec<(u64, u64)> = (0..width).filter_map(|px| self.columns_at(px as f64)).collect();
        let (r0, r1) = (*rows.first()?, *rows.last()?);
        let (c0, c1) = (cols.first()?.0, cols.last()?.1);
        // The last row is inclusive: with one heap a row, row 2^64 − 1 (heap 2^64 − 1) has no
        // exclusive end in a u64.
        Some(((r0, r1), (c0, c1)))
    }

    /// Each row in view ([`GridView::in_view`]) with the heaps of its columns in view,
    /// [from, to) with to ≤ 2^64 (empty in the last row past heap 2^64 − 1), at most `limit` rows.
    ///
    /// # Errors
    /// [`Error::WindowTooLarge`] past `limit` rows.
    pub fn rows_in_view(&self, width: usize, height: usize, limit: u64) -> Result<Vec<(u64, i128, i128)>> {
        let Some(((r0, last), (c0, c1))) = self.in_view(width, height) else { return Ok(Vec::new()) };
        let rows = u128::from(last - r0) + 1;
        if rows > u128::from(limit) {
            let requested = u64::try_from(rows).unwrap_or(u64::MAX);
            return Err(Error::WindowTooLarge { what: "a list of grid rows", requested, limit });
        }
        let w = self.row_width as i128;
        let start = |r: u64, c: u64| (r as i128 * w + c as i128).min(HEAP_END);
        Ok((r0..=last).map(|r| (r, start(r, c0), start(r, c1))).collect())
    }

    /// Every cell in view, row by row: (heap, row, column), at most `limit` (a last row cut
    /// off by heap 2^64 − 1 ends there).
    ///
    /// ```
    /// use asg::render::{Fixed, GridView};
    /// let view = GridView { row_width: 10, col0: Fixed(Fixed::ONE * 8), row0: Fixed(0), cell: 4.0 };
    /// // Columns 8 and 9 of rows 0 and 1 (the rest of the 20 pixels is past the row).
    /// assert_eq!(view.cells_in_view(20, 8, 100).unwrap(), [(8, 0, 8), (9, 0, 9), (18, 1, 8), (19, 1, 9)]);
    /// ```
    ///
    /// # Errors
    /// [`Error::WindowTooLarge`] past `limit` cells.
    pub fn cells_in_view(&self, width: usize, height: usize, limit: u64) -> Result<Vec<(u64, u64, u64)>> {
        let rows = self.rows_in_view(width, height, limit.max(1))?;
        let count: u128 = rows.iter().map(|&(_, from, to)| (to - from) as u128).sum();
        if count > limit as u128 {
            let requested = u64::try_from(count).unwrap_or(u64::MAX);
            return Err(Error::WindowTooLarge { what: "a list of grid cells", requested, limit });
        }
        let w = self.row_width as i128;
        Ok(rows
            .into_iter()
            .flat_map(|(r, from, to)| (from..to).map(move |x| (x as u64, r, (x - r as i128 * w) as u64)))
            .collect())
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
        // Zoomed in, the values of the visible columns (a pixel or more each); zoomed out, none:
        // a row of a long period is counted, never read value by value.
        let values = vec![0u8; if k <= 1.0 { (c_hi - c_lo + 1) as usize } else { 0 }];
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
        let frame = Frame { src, palette, period, phases, raw: &raw, edges: &edges, lines, steps: steps.as_deref() };
        let mut scratch = Scratch { cache: Vec::new(), values, heaps: vec![0u64; w + 1], between: vec![[0u64; 4]; w] };
        let stride = pass.stride.max(1);
        let mut py = pass.from - pass.from % stride;
        while py < pass.to.min(h) {
            let next = (py + stride).min(h);
            let computes = py >= pass.from && (pass.fresh || !py.is_multiple_of(2 * stride));
            if computes {
                self.draw_row(py, &frame, img, &mut scratch);
                for y in py + 1..next {
                    img.copy_row(py, y);
                }
            }
            py = next;
        }
    }

    /// One pixel row of the grid.
    fn draw_row(&self, py: usize, f: &Frame, img: &mut Image, s: &mut Scratch) {
        let (src, palette) = (f.src, f.palette);
        let w = img.width;
        let Some(row) = self.row_at(py as f64) else {
            img.fill_row(py, palette.background);
            return;
        };
        // Large cells: the last pixel row of each grid row is a thin line.
        if f.lines && self.row_at(py as f64 + 1.0) != Some(row) {
            img.fill_row(py, palette.line);
            return;
        }
        let base = row * self.row_width;
        // The last row may run past heap 2^64 − 1: its columns from `end` on do not exist.
        let end = (HEAP_END - base as i128).min(self.row_width as i128) as u64;
        if end < self.row_width {
            return self.draw_last_row(base, end, f, img.row(py));
        }
        // Rows whose first heap agrees modulo the period (past the preperiod) look alike.
        let key = match f.period {
            Some((pre, per)) if base >= pre => Some(pre + (base - pre) % per),
            _ => None,
        };
        if let Some(&(_, y)) = key.and_then(|k| s.cache.iter().find(|(key, _)| *key == k)) {
            img.copy_row(y, py);
            return;
        }
        let (k, width) = (1.0 / self.cell, self.row_width as i128);
        let (c_lo, c_hi) = (f.edges[0], f.edges[w]);
        let line = f.lines;
        let out = img.row(py);
        let mut put = |px: usize, c: [u8; 4]| out[4 * px..4 * px + 4].copy_from_slice(&c);
        if k <= 1.0 {
            // Zoomed in: one value per visible column.
            let n = (c_hi - c_lo + 1).min(self.row_width - c_lo.min(self.row_width)) as usize;
            src.fill(base + c_lo, &mut s.values[..n]);
            for px in 0..w {
                let col = f.raw[px];
                let colour = if col < 0 || col >= width {
                    palette.background
                } else if line && px > 0 && f.raw[px - 1] != col {
                    palette.line
                } else {
                    palette.classes[(s.values[(col as u64 - c_lo) as usize] as usize).min(3)]
                };
                put(px, colour);
            }
        } else if let (Some(ph), Some(key), Some(steps)) = (f.phases, key, f.steps) {
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
                        let (a, b) = (src.counts_below(base + f.edges[px]), src.counts_below(base + f.edges[px + 1]));
                        palette.mix(std::array::from_fn(|v| b[v] - a[v]))
                    }
                };
                put(px, colour);
            }
        } else {
            // Zoomed out: exact counts between the pixel edges of this row.
            for (heap, &e) in s.heaps.iter_mut().zip(f.edges) {
                *heap = base + e;
            }
            src.counts_between(&s.heaps, &mut s.between);
            for px in 0..w {
                let colour =
                    if f.edges[px + 1] > f.edges[px] { palette.mix(s.between[px]) } else { palette.background };
                put(px, colour);
            }
        }
        if let Some(k) = key {
            if s.cache.len() < 64 {
                s.cache.push((k, py));
            }
        }
    }

    /// The row that holds heap 2^64 − 1: pixels mix the heaps below `end` columns (counted one
    /// pixel at a time, as this is one row), and show the background past it.
    fn draw_last_row(&self, base: u64, end: u64, f: &Frame, out: &mut [u8]) {
        let end = end as i128;
        for (px, slot) in out.chunks_exact_mut(4).enumerate() {
            // As in `columns_at`: a pixel covers at least the column its left edge is in.
            let lo = f.raw[px].clamp(0, end);
            let hi = f.raw[px + 1].max(f.raw[px] + 1).clamp(0, end);
            let colour = if hi > lo {
                f.palette.mix(f.src.counts_in(base as i128 + lo, base as i128 + hi))
            } else {
                f.palette.background
            };
            slot.copy_from_slice(&colour);
        }
    }
}

/// Which pixel rows a call of [`GridView::draw`] computes: rows `from .. to` that are multiples
/// of `stride`, except (unless `fresh`) those a pass of twice the stride has done already.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RowPass {
    /// The first pixel row of the pass.
    pub from: usize,
    /// One past the last pixel row of the pass.
    pub to: usize,
    /// Every how many pixel rows one is computed (the rows between get copies).
    pub stride: usize,
    /// Compute every row of the stride, not only those a coarser pass left out.
    pub fresh: bool,
}

impl RowPass {
    /// Every row, in one go.
    pub const ALL: RowPass = RowPass { from: 0, to: usize::MAX, stride: 1, fresh: true };
}

/// What every row of one call of [`GridView::draw`] shares: where the values come from, how
/// they are coloured, and the pixel columns' edges, worked out once per frame.
struct Frame<'a> {
    src: &'a Source<'a>,
    palette: &'a Palette,
    /// Preperiod and period, so that rows alike modulo the period are computed once.
    period: Option<(u64, u64)>,
    /// A phase table that fits this source and zoom, when zoomed out.
    phases: Option<&'a PhaseColours>,
    /// The first column each pixel column covers, unclamped (width + 1 edges).
    raw: &'a [i128],
    /// The same edges clipped to the row, 0 … row width.
    edges: &'a [u64],
    /// Cells are large enough for thin lines between them.
    lines: bool,
    /// Per pixel, its offset in the period from the row's first edge and its window's kind.
    steps: Option<&'a [(u64, Step)]>,
}

/// Buffers reused from row to row.
struct Scratch {
    /// Phase key → a pixel row already drawn with it.
    cache: Vec<(u64, usize)>,
    values: Vec<u8>,
    heaps: Vec<u64>,
    between: Vec<[u64; 4]>,
}

/// What one pixel of a zoomed-out row covers, for the phase table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Empty,
    Short,
    Long,
    Cut,
}

#[cfg(test)]
mod tests {
    use super::super::tests::{draw_grid, sequence, PALETTE};
    use super::*;

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
}
