//! The colours of a picture: one per class of values, and the mix of several classes.

/// RGBA colours: one per class (values 0, 1, 2, and 3 or more), the background, and the thin
/// lines drawn between cells when they are large.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Palette {
    /// The colours of values 0, 1, 2, and 3 or more.
    pub classes: [[u8; 4]; 4],
    /// The colour where there are no heaps.
    pub background: [u8; 4],
    /// The colour of the thin lines between large cells.
    pub line: [u8; 4],
}

impl Palette {
    /// From 0xRRGGBB numbers: four classes, background, line.
    pub fn from_rgb(rgb: [u32; 6]) -> Self {
        let c = |v: u32| [(v >> 16) as u8, (v >> 8) as u8, v as u8, 255];
        Palette { classes: [c(rgb[0]), c(rgb[1]), c(rgb[2]), c(rgb[3])], background: c(rgb[4]), line: c(rgb[5]) }
    }

    /// The colour of a mix of classes with the given counts (all zero: background).
    pub(super) fn mix(&self, counts: [u64; 4]) -> [u8; 4] {
        // A pixel may cover all 2^64 heaps: their number needs more than 64 bits.
        let total: u128 = counts.iter().map(|&c| c as u128).sum();
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
    pub(super) fn shade(&self, class: usize, fraction: f64) -> [u8; 4] {
        let mut out = self.background;
        for (ch, slot) in out.iter_mut().enumerate().take(3) {
            let (bg, fg) = (self.background[ch] as f64, self.classes[class][ch] as f64);
            *slot = (bg + (fg - bg) * fraction).round() as u8;
        }
        out
    }
}
