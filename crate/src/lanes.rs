//! What the lanes under the number line show, for one frame of it: the gaps, collision windows
//! and shifted P-positions in view with their pixel positions, and exact counts per pixel
//! column when zoomed out. The pixel columns are the number line's own ([`StripView::edges`](crate::render::StripView::edges)),
//! so a lane and the picture above it always cover the same heaps.

use crate::additive::Additive;
use crate::collisions::{shifted_in, windows_in, Window, WindowCounter};
use crate::error::{Error, Result};
use crate::game::NimSequence;
use crate::gaps::{gaps, Gap, GapCounter};
use crate::render::{Source, HEAP_END};
use std::sync::{Arc, Mutex, OnceLock};

// The frame is the axis's; the lanes are what it shows.
pub use crate::axis::Frame;

/// The number of P-positions below x, for 0 ≤ x ≤ 2^64.
pub fn rank_to(seq: &NimSequence, x: i128) -> u64 {
    Source { seq, table: None }.counts_to(x)[0]
}

/// The number of gaps there are, as indices 0 … n − 1: a gap needs the P-position after it,
/// so the last P-position below 2^64 starts none.
fn gap_count(seq: &NimSequence) -> u64 {
    rank_to(seq, HEAP_END).saturating_sub(1)
}

/// Clamps an exclusive end to a u64 window end (the last heap, 2^64 − 1, starts no gap or
/// window that ends below 2^64, so nothing is lost).
fn end_u64(x: i128) -> u64 {
    x.clamp(0, u64::MAX as i128) as u64
}

/// The frame's heaps [lo, hi) for a query by `shift`, with half a heap's width in pixels (from
/// a heap's left side to its middle); `None` when the frame shows no heap.
// Inlined: its callers come out smaller in the wasm build than with a call.
#[inline]
fn shifted_heaps(frame: &Frame, shift: u64) -> Result<Option<(u64, u64, f64)>> {
    if shift == 0 {
        return Err(Error::ZeroShift);
    }
    let (lo, hi) = frame.heaps();
    if lo >= hi {
        return Ok(None);
    }
    Ok(Some((end_u64(lo), end_u64(hi), 0.5 / frame.per_pixel)))
}

/// A gap in view with its pixel span.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GapItem {
    /// The gap.
    pub gap: Gap,
    /// The pixel x of its first P-position (left side).
    pub x0: f64,
    /// The pixel x of the P-position that ends it (left side).
    pub x1: f64,
}

/// The gaps that show in the frame, at most `limit`: those that start in its heaps, and the
/// one that starts left of it and reaches in. A gap ends at the next P-position, so the last
/// P-position below 2^64 starts none.
///
/// # Errors
/// [`Error::WindowTooLarge`] when more than `limit` show.
pub fn gaps_in_frame(seq: &NimSequence, game: Additive, frame: &Frame, limit: u64) -> Result<Vec<GapItem>> {
    let (lo, hi) = frame.heaps();
    if lo >= hi {
        return Ok(Vec::new());
    }
    let total = gap_count(seq);
    let at = rank_to(seq, lo);
    // The gap before the first P-position in view reaches in unless it ends right at lo.
    let reaches_in = at > 0 && seq.p_positions_from(at).next().is_none_or(|(_, p)| p as i128 > lo);
    let first = (at - u64::from(reaches_in)).min(total);
    let count = rank_to(seq, hi).min(total) - first;
    if count > limit {
        return Err(Error::WindowTooLarge { what: "a list of gaps", requested: count, limit });
    }
    Ok(gaps(seq, game, first, count)?
        .into_iter()
        .map(|gap| GapItem { gap, x0: frame.px(gap.from), x1: frame.px(gap.from.saturating_add(gap.length)) })
        .collect())
}

/// For each pixel column, how many gaps of each kind [1, a+1, b+1, a+b+1, other] start in it
/// (in its run of [`Frame::partition`]).
pub fn gap_kinds_per_column(seq: &NimSequence, counter: &GapCounter, frame: &Frame) -> Vec<[u64; 5]> {
    let total = gap_count(seq);
    let ranks: Vec<u64> = frame.partition().iter().map(|&e| rank_to(seq, e).min(total)).collect();
    ranks.windows(2).map(|r| counter.between(r[0], r[1])).collect()
}

/// A window in view with the pixels of its ends (the middles of heaps `lower` and `upper`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct WindowItem {
    /// The window.
    pub window: Window,
    /// The pixel x of the middle of its lower P-position.
    pub x0: f64,
    /// The pixel x of the middle of its upper P-position.
    pub x1: f64,
}

/// The windows for `shift` that reach into the frame (lower end in [lo − shift, hi)), at most
/// `limit`.
///
/// # Errors
/// [`Error::ZeroShift`]; [`Error::WindowTooLarge`] when more than `limit` reach in.
pub fn windows_in_frame(seq: &NimSequence, shift: u64, frame: &Frame, limit: u64) -> Result<Vec<WindowItem>> {
    let Some((lo, hi, half)) = shifted_heaps(frame, shift)? else {
        return Ok(Vec::new());
    };
    Ok(windows_in(seq, shift, lo.saturating_sub(shift), hi, limit)?
        .into_iter()
        .map(|window| WindowItem { window, x0: frame.px(window.lower) + half, x1: frame.px(window.upper) + half })
        .collect())
}

/// The most P-positions [`windows_per_column`] walks when it has no counter.
pub const COLUMN_WALK: u64 = 1 << 20;

/// For each pixel column, how many windows for `shift` have their lower end in it (in its run
/// of [`Frame::partition`]; a window's upper end must be a heap, below 2^64): by `counter`
/// when there is one, else by walking the P-positions in view when they are at most
/// [`COLUMN_WALK`]. `None` when neither can answer (a period too long to tabulate and many
/// P-positions in view).
///
/// # Errors
/// [`Error::ZeroShift`].
pub fn windows_per_column(
    seq: &NimSequence,
    counter: Option<&WindowCounter>,
    shift: u64,
    frame: &Frame,
) -> Result<Option<Vec<u64>>> {
    if shift == 0 {
        return Err(Error::ZeroShift);
    }
    // Lower ends at or past 2^64 − shift have no upper end.
    let cap = HEAP_END - shift as i128;
    let edges: Vec<i128> = frame.partition().iter().map(|&e| e.min(cap)).collect();
    if let Some(counter) = counter.filter(|c| c.shift() == shift) {
        let ranks: Vec<u64> = edges.iter().map(|&e| rank_to(seq, e)).collect();
        return Ok(Some(ranks.windows(2).map(|r| counter.between_indices(r[0], r[1])).collect()));
    }
    let (lo, hi) = (end_u64(edges[0]), end_u64(edges[frame.columns]));
    if seq.p_rank(hi) - seq.p_rank(lo) > COLUMN_WALK {
        return Ok(None);
    }
    let mut counts = vec![0u64; frame.columns];
    let mut column = 0;
    for w in windows_in(seq, shift, lo, hi, COLUMN_WALK)? {
        while edges[column + 1] <= w.lower as i128 {
            column += 1;
        }
        counts[column] += 1;
    }
    Ok(Some(counts))
}

/// W0 − `shift` in the frame: each heap p − shift in view, its value there and its pixel (the
/// middle of the heap), at most `limit`.
///
/// # Errors
/// [`Error::ZeroShift`]; [`Error::WindowTooLarge`] when more than `limit` lie in view.
pub fn shifted_in_frame(seq: &NimSequence, shift: u64, frame: &Frame, limit: u64) -> Result<Vec<(u64, u8, f64)>> {
    let Some((lo, hi, half)) = shifted_heaps(frame, shift)? else {
        return Ok(Vec::new());
    };
    Ok(shifted_in(seq, shift, lo, hi, limit)?.into_iter().map(|(q, v)| (q, v, frame.px(q) + half)).collect())
}

/// For each pixel column, how many heaps of each value class its run of [`Frame::partition`]
/// holds (exact), with those edges.
pub fn classes_per_column(src: &Source, frame: &Frame) -> (Vec<i128>, Vec<[u64; 4]>) {
    let edges = frame.partition();
    let counts = edges.windows(2).map(|e| src.counts_in(e[0], e[1])).collect();
    (edges, counts)
}

/// Counters of a game's gaps and windows for its lanes, made on first use and kept: the gap
/// kinds' counter, and the window counter of the last shift asked for.
#[derive(Default)]
pub struct Counters {
    gaps: OnceLock<GapCounter>,
    windows: Mutex<Option<Arc<WindowCounter>>>,
}

impl Counters {
    /// The gap kinds' counter of the game's sequence.
    pub fn gaps(&self, seq: &NimSequence, game: Additive) -> &GapCounter {
        self.gaps.get_or_init(|| GapCounter::new(seq, game))
    }

    /// The window counter for `shift` read off the source's table, `None` without a table (or
    /// for a shift too large to count this way, [`WindowCounter::new`]).
    pub fn windows(&self, src: &Source, shift: u64) -> Option<Arc<WindowCounter>> {
        // A panic elsewhere cannot leave a half-made counter here: take it as it is.
        let mut kept = self.windows.lock().unwrap_or_else(|e| e.into_inner());
        if kept.as_ref().is_none_or(|c| c.shift() != shift) {
            *kept = WindowCounter::new(src.seq, src.table, shift).map(Arc::new);
        }
        kept.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::axis::Fixed;
    use crate::Game;

    fn frame(start: u64, per_pixel: f64, columns: usize) -> Frame {
        Frame { start: Fixed::whole(start as i128), per_pixel, columns }
    }

    #[test]
    fn gaps_in_a_frame_tile_it_and_sit_under_their_heaps() {
        let g = Additive::from_delta(5, 7).unwrap();
        let seq = Game::additive(g).sequence().unwrap().clone();
        let f = frame(100, 0.5, 200); // heaps 100 … 200
        let items = gaps_in_frame(&seq, g, &f, 1000).unwrap();
        assert!(items[0].gap.from < 100 && items[0].gap.from + items[0].gap.length > 100, "the gap reaching in");
        for pair in items.windows(2) {
            assert_eq!(pair[0].gap.from + pair[0].gap.length, pair[1].gap.from);
            assert_eq!(pair[0].x1, pair[1].x0);
        }
        assert_eq!(items[1].x0, (items[1].gap.from - 100) as f64 * 2.0);
        assert!(items.last().unwrap().gap.from <= 200);
        assert!(gaps_in_frame(&seq, g, &f, 3).is_err());
    }

    #[test]
    fn counts_per_column_add_up_over_the_frame() {
        let g = Additive::from_delta(7, 12).unwrap();
        let seq = Game::additive(g).sequence().unwrap().clone();
        let counter = GapCounter::new(&seq, g);
        let f = Frame { start: Fixed(Fixed::ONE * 7 / 3), per_pixel: 37.3, columns: 300 };
        let per_column = gap_kinds_per_column(&seq, &counter, &f);
        let edges = f.edges();
        let total: u64 = per_column.iter().map(|c| c.iter().sum::<u64>()).sum();
        assert_eq!(total, rank_to(&seq, edges[300]) - rank_to(&seq, edges[0]));
        assert_eq!(f.partition(), edges, "zoomed out, the runs are the pixel edges");
    }

    #[test]
    fn frames_reach_the_last_heap() {
        let g = Additive::from_delta(5, 7).unwrap();
        let seq = Game::additive(g).sequence().unwrap().clone();
        let f = frame(u64::MAX - 40, 1.0, 100);
        assert_eq!(f.heaps(), ((u64::MAX - 40) as i128, HEAP_END));
        let expected = (0..=40u64).filter(|i| seq.value(u64::MAX - 40 + i) == 0).count() as u64;
        assert_eq!(rank_to(&seq, HEAP_END) - seq.p_rank(u64::MAX - 40), expected);
        let (edges, counts) = classes_per_column(&Source { seq: &seq, table: None }, &f);
        assert_eq!(edges[100], HEAP_END);
        assert_eq!(counts.iter().map(|c| c.iter().sum::<u64>()).sum::<u64>(), 41);
        // Windows and shifted heaps near the end never overflow.
        windows_in_frame(&seq, 7, &f, 1000).unwrap();
        for (q, v, _) in shifted_in_frame(&seq, 7, &f, 1000).unwrap() {
            assert_eq!(seq.value(q + 7), 0);
            assert_eq!(v, seq.value(q));
        }
    }
}
