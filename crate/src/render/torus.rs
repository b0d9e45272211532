//! The a × δ torus of one index period for a shift k: a cell (n mod a, n mod δ) is an index n,
//! coloured by the carry pattern (e₁, e₂) of the term of C(k) that pairs w_n with w_n + k, or
//! left plain when w_n + k is not a P-position; each term's rectangle is outlined (from 2 pixels a
//! cell). Rows are
//! n mod a (0 at the top), columns n mod δ (0 at the left). Zoomed out, a pixel's colour is the
//! exact mix of the cells under it, counted from the rectangles; outside the torus it is
//! transparent.

use super::{Image, Palette};
use crate::spectrum::torus::ShiftExplanation;

/// A view of the torus: `cell` pixels a cell, the cell position (`column`, `row`) at the top
/// left corner (fractional when panned part of a cell).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TorusView {
    /// Pixels per cell, on both axes.
    pub cell: f64,
    /// The column (n mod δ) at the left edge.
    pub column: f64,
    /// The row (n mod a) at the top edge.
    pub row: f64,
}

/// The weight of a term's colour when another term is in focus (the rest is the plain colour).
const DIMMED: f64 = 0.35;
/// The weight of the line colour on the first pixels of a cell, from 6 pixels a cell.
const GRID: f64 = 0.15;

/// Cells [lo, hi) under pixel `p` on an axis starting at `start` with `cell` pixels a cell, and
/// `len` cells: the cells from the pixel's left edge to the next pixel's, or the one under it.
fn span(start: f64, cell: f64, p: usize, len: u64) -> Option<(u64, u64)> {
    let lo = (start + p as f64 / cell).floor();
    let hi = (start + (p + 1) as f64 / cell).floor().max(lo + 1.0);
    let (lo, hi) = (lo.max(0.0), hi.min(len as f64));
    (lo < hi).then_some((lo as u64, hi as u64))
}

/// Cells of [lo, hi) inside the range r.
fn overlap((lo, hi): (u64, u64), r: [u64; 2]) -> u64 {
    hi.min(r[1]).saturating_sub(lo.max(r[0]))
}

impl TorusView {
    /// The cell (row n mod a, column n mod δ) under pixel (px, py), or `None` off the torus.
    pub fn cell_at(&self, a: u64, delta: u64, px: f64, py: f64) -> Option<(u64, u64)> {
        if !(px >= 0.0 && py >= 0.0 && px.is_finite() && py.is_finite()) {
            return None;
        }
        let (c, r) = ((self.column + px / self.cell).floor(), (self.row + py / self.cell).floor());
        (c >= 0.0 && r >= 0.0 && c < delta as f64 && r < a as f64).then_some((r as u64, c as u64))
    }

    /// Draws the torus of `why` (the terms of one C(k)); with `focus`, that term at full
    /// strength, its lines n mod a = a − (j mod a) and n mod δ = δ − (j mod δ) drawn across,
    /// and the other terms faint. `classes[e]` colours carry pattern e (in
    /// [`crate::spectrum::torus::CARRIES`] order), `background` the cells with no pair, `line`
    /// the outlines.
    pub fn draw(&self, why: &ShiftExplanation, focus: Option<usize>, palette: &Palette, img: &mut Image) {
        let (w, h) = (img.width, img.height);
        let (a, delta) = (why.a, why.delta);
        let columns: Vec<Option<(u64, u64)>> = (0..w).map(|px| span(self.column, self.cell, px, delta)).collect();
        let colours: Vec<([f64; 3], f64)> = why
            .terms
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let carry = palette.classes[(t.e1 + 2 * t.e2) as usize];
                let weight = if focus.is_none_or(|f| f == i) { 1.0 } else { DIMMED };
                (std::array::from_fn(|ch| carry[ch] as f64), weight)
            })
            .collect();
        // Zoomed in, a faint line starts each cell, so that areas can be counted by eye.
        let grid = self.cell >= 6.0;
        let starts = |start: f64, n: usize| -> Vec<bool> {
            (0..n)
                .map(|p| {
                    grid && (start + p as f64 / self.cell).floor() != (start + (p as f64 - 1.0) / self.cell).floor()
                })
                .collect()
        };
        let (column_starts, row_starts) = (starts(self.column, w), starts(self.row, h));
        for (py, &row_start) in row_starts.iter().enumerate() {
            let rows = span(self.row, self.cell, py, a);
            for (px, &cols) in columns.iter().enumerate() {
                let at = 4 * (py * w + px);
                let (Some(rows), Some(cols)) = (rows, cols) else {
                    img.rgba[at..at + 4].copy_from_slice(&[0, 0, 0, 0]);
                    continue;
                };
                let cells = ((rows.1 - rows.0) * (cols.1 - cols.0)) as f64;
                let mut mix = [0.0f64; 3];
                let mut plain = 1.0;
                for (t, (carry, weight)) in why.terms.iter().zip(&colours) {
                    let share = (overlap(rows, t.mod_a) * overlap(cols, t.mod_delta)) as f64 / cells * weight;
                    plain -= share;
                    for ch in 0..3 {
                        mix[ch] += share * carry[ch];
                    }
                }
                let faint = if column_starts[px] || row_start { GRID } else { 0.0 };
                for (ch, m) in mix.iter().enumerate() {
                    let colour = m + plain * palette.background[ch] as f64;
                    img.rgba[at + ch] = (colour * (1.0 - faint) + palette.line[ch] as f64 * faint).round() as u8;
                }
                img.rgba[at + 3] = 255;
            }
        }
        self.draw_lines(why, focus, palette, img);
    }

    /// The pixel where cell position x begins on an axis from `start`.
    fn pixel(&self, start: f64, x: u64) -> f64 {
        ((x as f64 - start) * self.cell).floor()
    }

    fn draw_lines(&self, why: &ShiftExplanation, focus: Option<usize>, palette: &Palette, img: &mut Image) {
        if self.cell < 2.0 {
            // Lines would cover more than the cells they bound; the colours show the rectangles.
            return;
        }
        let (w, h) = (img.width as f64, img.height as f64);
        let mut put = |x: f64, y: f64| {
            if x >= 0.0 && y >= 0.0 && x < w && y < h {
                let at = 4 * (y as usize * img.width + x as usize);
                img.rgba[at..at + 4].copy_from_slice(&palette.line);
            }
        };
        // Pixel ranges of cells [c0, c1) across and [r0, r1) down (last pixels inclusive).
        let across = |c: [u64; 2]| (self.pixel(self.column, c[0]), self.pixel(self.column, c[1]) - 1.0);
        let down = |r: [u64; 2]| (self.pixel(self.row, r[0]), self.pixel(self.row, r[1]) - 1.0);
        let mut lines = Vec::new();
        for t in &why.terms {
            let ((x0, x1), (y0, y1)) = (across(t.mod_delta), down(t.mod_a));
            // The outline just inside the rectangle.
            lines.extend([(true, y0, (x0, x1)), (true, y1, (x0, x1)), (false, x0, (y0, y1)), (false, x1, (y0, y1))]);
        }
        // The focus term's two cuts, across the whole torus.
        if let Some(t) = focus.and_then(|f| why.terms.get(f)) {
            let (cut_a, cut_delta) = (t.cut[0], t.cut[1]);
            if cut_a < why.a {
                lines.push((true, self.pixel(self.row, cut_a), across([0, why.delta])));
            }
            if cut_delta < why.delta {
                lines.push((false, self.pixel(self.column, cut_delta), down([0, why.a])));
            }
        }
        for (is_horizontal, at, (from, to)) in lines {
            let end = if is_horizontal { w } else { h };
            for along in from.max(0.0) as i64..=to.min(end) as i64 {
                match is_horizontal {
                    true => put(along as f64, at),
                    false => put(at, along as f64),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spectrum::torus::TorusFormula;
    use crate::Additive;

    const PALETTE: [u32; 6] = [0xff0000, 0x00ff00, 0x0000ff, 0xffff00, 0xffffff, 0x000000];

    #[test]
    fn each_cell_has_the_colour_of_its_term_and_the_torus_ends_in_transparency() {
        // (5, 7), k = 7: j = 2, e = (1, 0), rows n mod 5 in [3, 5), all 7 columns: 10 cells.
        let t = TorusFormula::new(Additive::from_delta(5, 7).unwrap()).unwrap();
        let why = t.explain(7).unwrap();
        let palette = Palette::from_rgb(PALETTE);
        let view = TorusView { cell: 10.0, column: 0.0, row: 0.0 };
        let (w, h) = (80, 60);
        let mut rgba = vec![9u8; w * h * 4];
        view.draw(&why, None, &palette, &mut Image { width: w, height: h, rgba: &mut rgba });
        let at = |x: usize, y: usize| -> [u8; 4] { rgba[4 * (y * w + x)..4 * (y * w + x) + 4].try_into().unwrap() };
        assert_eq!(at(15, 15), [255, 255, 255, 255], "row 1: no pair");
        assert_eq!(at(15, 35), [0, 255, 0, 255], "row 3: carry (1, 0)");
        assert_eq!(at(30, 30), [0, 0, 0, 255], "the rectangle's top edge");
        assert_eq!(at(75, 15), [0, 0, 0, 0], "past column 7");
        assert_eq!(at(15, 55), [0, 0, 0, 0], "past row 5");
        // Zoomed out to 2 × 2 cells a pixel (no outlines below 2 pixels a cell): rows 2 and 3
        // hold one row of the rectangle, so half of the pixel is carry (1, 0).
        let half = TorusView { cell: 0.5, column: 0.0, row: 0.0 };
        let mut small = vec![0u8; 4 * 5 * 3];
        half.draw(&why, None, &palette, &mut Image { width: 5, height: 3, rgba: &mut small });
        assert_eq!(&small[4 * (5 + 1)..4 * (5 + 1) + 4], &[128, 255, 128, 255]);
        assert_eq!(&small[4 * 4..4 * 4 + 4], &[0, 0, 0, 0], "columns 8 and 9 are past the torus");
        assert_eq!(view.cell_at(5, 7, 15.0, 35.0), Some((3, 1)));
        assert_eq!(view.cell_at(5, 7, 75.0, 15.0), None);
    }
}
