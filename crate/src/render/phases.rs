//! Phase tables: the colour of every window of a zoom level's length, by its phase in the
//! period, so that a zoomed-out grid row costs one lookup per pixel.

use super::grid::GridView;
use super::{Palette, Source};
use crate::period::PeriodicValues;

/// The longest period a [`PhaseCache`] makes tables for (each is a few bytes a heap).
pub const PHASE_LIMIT: u64 = 1 << 20;

/// The phase table of the last zoomed-out grid drawn, kept for the next frames at the same
/// zoom, and made again only when the source's table, the window or the palette changes.
#[derive(Default)]
pub struct PhaseCache {
    kept: Option<(PeriodicValues, u64, Palette, PhaseColours)>,
}

impl PhaseCache {
    /// The table for drawing `view` of `src` in `palette`: zoomed out, for a source with a
    /// table whose period is at most [`PHASE_LIMIT`]; else `None` (pixels are then counted).
    pub fn colours(&mut self, view: &GridView, src: &Source, palette: &Palette) -> Option<&PhaseColours> {
        let table = src.table.filter(|t| view.cell < 1.0 && t.period().period <= PHASE_LIMIT)?;
        let len = PhaseColours::window(view);
        let fits = |(t, l, p, _): &(PeriodicValues, u64, Palette, PhaseColours)| {
            t.same_table(table) && *l == len && p == palette
        };
        if !self.kept.as_ref().is_some_and(fits) {
            self.kept = Some((table.clone(), len, *palette, PhaseColours::new(table, len, palette)));
        }
        self.kept.as_ref().map(|(_, _, _, colours)| colours)
    }
}

/// For one zoom level: the colour of every window of `len` and of `len + 1` consecutive heaps,
/// indexed by the phase in the period of its first heap. Zoomed out, each pixel of a grid row
/// is such a window, so with this table a frame costs one lookup per pixel. Building it is
/// O(period), done once per zoom level.
pub struct PhaseColours {
    /// The shorter window length, in heaps (see [`PhaseColours::window`]).
    pub len: u64,
    pub(super) period: u64,
    pub(super) pre: u64,
    pub(super) short: Vec<[u8; 4]>,
    pub(super) long: Vec<[u8; 4]>,
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
        let per_lap = table.counts_per_period();
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
    pub(super) fn fits(&self, src: &Source) -> bool {
        src.table.is_some_and(|t| t.period() == crate::period::Period { preperiod: self.pre, period: self.period })
    }
}
