//! The number-line strip: one pixel column per heap or run of heaps, a combined band above
//! and one lane per class below.

use super::{clamp_edge, column_edges, Image, Palette, Source, StripView, HEAP_END};

/// Where the strip's parts lie vertically: the combined band, then one lane per class.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StripLayout {
    /// Pixel rows [y0, y1) of the band that mixes every class.
    pub band: (usize, usize),
    /// Pixel rows [y0, y1) of the lane of each class 0, 1, 2, 3.
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

// The drawing; the strip's geometry (a pixel's heaps, a heap's pixels, the edges) is the axis's.
impl StripView {
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
                if c.iter().any(|&n| n > 0) {
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
                    Some(c) => palette.shade(v, c[v] as f64 / c.iter().map(|&n| n as f64).sum::<f64>()),
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

#[cfg(test)]
mod tests {
    use super::super::tests::{sequence, PALETTE};
    use super::*;
    use crate::axis::Fixed;

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
    fn a_pixel_may_cover_every_heap() {
        // 2^64 heaps per pixel: the first pixel covers them all, more than a u64 counts.
        let seq = sequence(5, 7);
        let palette = Palette::from_rgb(PALETTE);
        let view = StripView { start: Fixed(0), per_pixel: 2f64.powi(64) };
        let mut rgba = vec![0u8; 8 * 20 * 4];
        view.draw(&Source { seq: &seq, table: None }, &palette, &mut Image { width: 8, height: 20, rgba: &mut rgba });
        assert_eq!(view.heaps_at(0.0), Some((0, HEAP_END)));
        // Per period of 130: 35, 35, 35 and 25 heaps of values 0 … 3, so about those shares.
        let c = Source { seq: &seq, table: None }.counts_to(HEAP_END);
        assert_eq!(c.iter().map(|&n| n as u128).sum::<u128>(), 1 << 64);
        assert_eq!(&rgba[..4], &palette.mix(c));
        assert_eq!(&rgba[4..8], &palette.background, "nothing lies past the last heap");
    }
}
