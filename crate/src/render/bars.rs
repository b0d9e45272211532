//! The collision spectrum as bars: one pixel column per k, or per run of k zoomed out, its bar
//! as high as the mean C(k) under it and, lighter above that, as high as the largest.

use super::{Image, Palette};
use crate::spectrum::Column;

/// Draws `columns` (one per pixel column, from the left) as bars scaled so that `y_max` is the
/// full height: `classes[0]` up to the column's mean C(k), `classes[1]` from there to its
/// largest, a bar's top pixel shaded by the part of it the bar covers. The bottom row is the
/// axis, in `line`, under every column that holds a shift (so a C(k) of 0 shows as axis only);
/// columns without shifts, and pixels past the last column, are `background`.
///
/// ```
/// use asg::render::{bars::draw_bars, Image, Palette};
/// use asg::spectrum::Column;
/// let palette = Palette::from_rgb([0x0000ff, 0x8080ff, 0, 0, 0xffffff, 0x000000]);
/// let mut rgba = vec![0u8; 2 * 5 * 4];
/// let columns = [Column { shifts: 1, largest: 4, total: 4 }, Column { shifts: 1, largest: 0, total: 0 }];
/// draw_bars(&columns, 4, &palette, &mut Image { width: 2, height: 5, rgba: &mut rgba });
/// assert_eq!(&rgba[0..4], &[0, 0, 255, 255]); // column 0: a full bar
/// assert_eq!(&rgba[4..8], &[255, 255, 255, 255]); // column 1: C(k) = 0, nothing above the axis
/// assert_eq!(&rgba[4 * 9..], &[0, 0, 0, 255]); // … and the axis under it
/// ```
pub fn draw_bars(columns: &[Column], y_max: u64, palette: &Palette, img: &mut Image) {
    let (w, h) = (img.width, img.height);
    if w == 0 || h == 0 {
        return;
    }
    let scale = y_max.max(1) as f64;
    let room = (h - 1) as f64;
    let bars: Vec<Option<Bar>> = (0..w)
        .map(|px| match columns.get(px) {
            Some(col) if col.shifts > 0 => {
                let mean = (col.total as f64 / col.shifts as f64) / scale * room;
                Some(Bar::new(mean.min(room), (col.largest as f64 / scale * room).min(room)))
            }
            _ => None,
        })
        .collect();
    let (bar, peak) = (opaque(palette.classes[0]), opaque(palette.classes[1]));
    // Column by column, so that each pixel's colour is one test that goes the same way down the
    // column (top to bottom: nothing, the peak, the bar, the axis).
    for (px, b) in bars.iter().enumerate() {
        let mut put = |y: usize, colour: &[u8; 4]| {
            let at = 4 * (y * w + px);
            img.rgba[at..at + 4].copy_from_slice(colour);
        };
        let Some(b) = b else {
            (0..h).for_each(|y| put(y, &palette.background));
            continue;
        };
        for y in 0..h - 1 {
            // This row covers heights [i, i + 1) above the axis.
            let i = (h - 2 - y) as u32;
            if i >= b.clear {
                put(y, &palette.background);
            } else if i < b.solid {
                put(y, &bar);
            } else if i >= b.peak_from && i < b.peak_to {
                put(y, &peak);
            } else {
                // A bar's top pixels, at most two a column: covered in part.
                let lower = (b.mean - i as f64).clamp(0.0, 1.0);
                put(y, &blend(palette, lower, ((b.top - i as f64).clamp(0.0, 1.0) - lower).max(0.0)));
            }
        }
        put(h - 1, &palette.line);
    }
}

/// A column's bar: its mean and largest heights in pixels, and the rows each colour fills
/// whole: [0, solid) the bar, [peak_from, peak_to) the peak, clear and above nothing.
struct Bar {
    mean: f64,
    top: f64,
    solid: u32,
    peak_from: u32,
    peak_to: u32,
    clear: u32,
}

impl Bar {
    fn new(mean: f64, top: f64) -> Self {
        let top = top.max(mean);
        Bar {
            mean,
            top,
            solid: mean.floor() as u32,
            peak_from: mean.ceil() as u32,
            peak_to: top.floor() as u32,
            clear: top.ceil() as u32,
        }
    }
}

fn opaque(mut colour: [u8; 4]) -> [u8; 4] {
    colour[3] = 255;
    colour
}

/// `lower` of the bar colour and `upper` of the peak colour over the background.
fn blend(palette: &Palette, lower: f64, upper: f64) -> [u8; 4] {
    let mut out = palette.background;
    for (ch, slot) in out.iter_mut().enumerate().take(3) {
        let (bg, bar, peak) =
            (palette.background[ch] as f64, palette.classes[0][ch] as f64, palette.classes[1][ch] as f64);
        *slot = (bg * (1.0 - lower - upper) + bar * lower + peak * upper).round() as u8;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_column_shows_its_mean_solid_and_its_largest_lighter() {
        let palette = Palette::from_rgb([0x0000ff, 0x00ff00, 0, 0, 0xffffff, 0x000000]);
        // 11 rows: 10 above the axis. Mean 3 of 10, largest 7 of 10.
        let col = Column { shifts: 4, largest: 7, total: 12 };
        let mut rgba = vec![0u8; 11 * 4];
        draw_bars(&[col], 10, &palette, &mut Image { width: 1, height: 11, rgba: &mut rgba });
        let row = |y: usize| [rgba[4 * y], rgba[4 * y + 1], rgba[4 * y + 2]];
        assert_eq!(row(10), [0, 0, 0], "axis");
        for y in 7..10 {
            assert_eq!(row(y), [0, 0, 255], "mean part, row {y}");
        }
        for y in 3..7 {
            assert_eq!(row(y), [0, 255, 0], "largest part, row {y}");
        }
        for y in 0..3 {
            assert_eq!(row(y), [255, 255, 255], "above, row {y}");
        }
        // Mean 2.5 and largest 7.5 pixels: the top pixel of each part is half covered.
        let col = Column { shifts: 2, largest: 15, total: 10 };
        draw_bars(&[col], 20, &palette, &mut Image { width: 1, height: 11, rgba: &mut rgba });
        let row = |y: usize| [rgba[4 * y], rgba[4 * y + 1], rgba[4 * y + 2]];
        assert_eq!(
            [row(9), row(8), row(7), row(6), row(3), row(2), row(1)],
            [[0, 0, 255], [0, 0, 255], [0, 128, 128], [0, 255, 0], [0, 255, 0], [128, 255, 128], [255, 255, 255]]
        );
    }
}
