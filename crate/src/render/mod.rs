//! Pictures of a nim sequence as RGBA pixels: a number-line strip and a grid wrapped at a row
//! width. Pure Rust (no browser code): the page hands in a buffer and reads it back.
//!
//! Zoomed out, one pixel covers many heaps and shows their mix: its colour is the average of
//! the class colours weighted by how many heaps of each class it covers, counted exactly with
//! prefix counts (never sampled). Positions are [`Fixed`]: exact for every heap below 2^64.
//!
//! By concern: [`palette`] turns class counts into colours, [`strip`] draws the number line,
//! [`grid`] the rows wrapped at a width (with its row passes), and [`phases`] the table of
//! window colours by phase that makes a zoomed-out grid one lookup per pixel. For the collision
//! spectrum, [`bars`] draws C(k) per pixel column and [`torus`] the a × δ torus of one k.

use crate::error::Result;
use crate::game::{Game, NimSequence};
use crate::period::PeriodicValues;

pub mod bars;
pub mod grid;
pub mod palette;
pub mod phases;
pub mod strip;
pub mod torus;

pub use grid::{GridView, RowPass};
pub use palette::Palette;
pub use phases::{PhaseCache, PhaseColours};
pub use strip::StripLayout;
// The axis's geometry, under its old names: the pictures' positions and columns.
use crate::axis::{clamp_edge, column_edges, columns_showing, first_at_least};
pub use crate::axis::{Fixed, StripView, HEAP_END};

/// Values and counts for a picture: the sequence, and when there is one, a table of its period
/// that makes counts O(1) without division along a row.
pub struct Source<'a> {
    /// The nim sequence pictured.
    pub seq: &'a NimSequence,
    /// A table of its period, for fast counts, when there is one.
    pub table: Option<&'a PeriodicValues>,
}

// Here rather than in `game`: pictures are built on the game, not the game on pictures.
impl Game {
    /// The values and counts a picture reads: the sequence and a period table for O(1)
    /// counts, its own or (for Theorem 1, with a period of at most
    /// [`TABLE_LIMIT`](crate::game::TABLE_LIMIT)) one made on the first call and kept.
    ///
    /// # Errors
    /// As [`Game::sequence`].
    pub fn source(&self) -> Result<Source<'_>> {
        let (seq, table) = self.counting_table()?;
        Ok(Source { seq, table })
    }
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
    /// Pixels across.
    pub width: usize,
    /// Pixels down.
    pub height: usize,
    /// Four bytes a pixel, width · height pixels, top row first.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Additive, Game};

    pub(super) const PALETTE: [u32; 6] = [0x0000ff, 0xff0000, 0x00ff00, 0xffffff, 0x101010, 0x202020];

    pub(super) fn sequence(a: u64, delta: u64) -> NimSequence {
        Game::additive(Additive::from_delta(a, delta).unwrap()).sequence().unwrap().clone()
    }

    pub(super) fn draw_grid(
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
