//! The geometry of a picture's axis of heaps: exact positions ([`Fixed`]), the heaps each pixel
//! column shows ([`StripView`]) and a frame of columns ([`Frame`]). No drawing and no counting:
//! the pictures (`render`), the lanes under them and the spectrum's columns all build on it.

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

/// The first whole pixel p in [−2^53, 2^53] whose position ⌊start + p·step⌋ (with `divide`,
/// ⌊start + p/step⌋: the grid's rows) is at least `target`, by a binary search over the same
/// floor the pictures take, so the answer agrees with them exactly; the end of that range when
/// it is not in it. The positions never decrease as p grows.
pub(crate) fn first_at_least(start: Fixed, step: f64, divide: bool, target: i128) -> f64 {
    const FAR: i64 = 1 << 53;
    // As if the position were not reached at −FAR − 1 and reached at FAR: one test a step.
    let (mut lo, mut hi) = (-FAR - 1, FAR);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        let t = if divide { mid as f64 / step } else { mid as f64 * step };
        if start.floor_plus(t) >= target {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    hi as f64
}

/// The pixel columns [c0, c1) showing position `at` of an axis drawn in columns of `step`
/// (heaps or grid columns) each: a column shows [edge(p), max(edge(p + 1), edge(p) + 1)), so
/// c1 is the first column whose edge passes `at`, and c0 the first whose edge reaches it, or
/// the one before c1 when no edge lands on it (zoomed out).
pub(crate) fn columns_showing(start: Fixed, step: f64, at: i128) -> (f64, f64) {
    let c1 = first_at_least(start, step, false, at + 1);
    (first_at_least(start, step, false, at).min(c1 - 1.0), c1)
}

/// Clamps an edge to the heaps that exist, 0 … 2^64.
pub(crate) fn clamp_edge(x: i128) -> i128 {
    x.clamp(0, HEAP_END)
}

/// The first position each pixel column covers, for columns 0..=width (the last is the end),
/// not clamped.
pub(crate) fn column_edges(start: Fixed, per_pixel: f64, width: usize) -> Vec<i128> {
    (0..=width).map(|px| start.floor_plus(px as f64 * per_pixel)).collect()
}

/// The number-line strip: heap `start` at the left edge, `per_pixel` heaps per pixel column.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StripView {
    /// The heap position at the left edge.
    pub start: Fixed,
    /// Heaps per pixel column.
    pub per_pixel: f64,
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

    /// The pixel columns that show heap `heap`, [c0, c1): exactly the columns whose heaps
    /// ([`StripView::heaps_at`]) hold it, one or more zoomed in, one zoomed out. Columns may
    /// lie left of 0 or past the picture's width (exact within ±2^53).
    ///
    /// ```
    /// use asg::render::{Fixed, StripView};
    /// // Four pixels a heap, from heap 10.5 on: heap 11 is under pixels 2, 3, 4 and 5.
    /// let view = StripView { start: Fixed(Fixed::ONE * 21 / 2), per_pixel: 0.25 };
    /// assert_eq!(view.columns_of(11), (2.0, 6.0));
    /// assert_eq!(view.heaps_at(5.0), Some((11, 12)));
    /// ```
    pub fn columns_of(&self, heap: i128) -> (f64, f64) {
        columns_showing(self.start, self.per_pixel, heap)
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
}

/// One frame of the number line: heap position `start` at the left edge, `per_pixel` heaps per
/// pixel column, `columns` columns.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    /// The heap position at the left edge.
    pub start: Fixed,
    /// Heaps per pixel column.
    pub per_pixel: f64,
    /// Pixel columns in the frame.
    pub columns: usize,
}

impl Frame {
    /// The number line the frame is a part of.
    pub fn strip(&self) -> StripView {
        StripView { start: self.start, per_pixel: self.per_pixel }
    }

    /// The pixel x of heap position `heap` (its left side), from the left edge.
    pub fn px(&self, heap: u64) -> f64 {
        let offset = Fixed::whole(heap as i128).0 - self.start.0;
        offset as f64 / Fixed::ONE as f64 / self.per_pixel
    }

    /// The heaps pixel column `px` shows ([`StripView::heaps_at`]), `None` past the frame's
    /// columns or the heaps.
    pub fn heaps_at(&self, px: f64) -> Option<(i128, i128)> {
        (px >= 0.0 && px < self.columns as f64).then(|| self.strip().heaps_at(px)).flatten()
    }

    /// The heaps the frame shows, [lo, hi): the union of its columns' heaps, clamped to
    /// 0 … 2^64 (empty, lo = hi, when it shows none).
    ///
    /// ```
    /// use asg::{lanes::Frame, render::Fixed};
    /// // Two pixels a heap from 0.5: the last of 5 columns shows the left half of heap 3.
    /// let f = Frame { start: Fixed(Fixed::ONE / 2), per_pixel: 0.5, columns: 5 };
    /// assert_eq!(f.heaps(), (0, 3));
    /// // Entirely left of heap 0: nothing.
    /// let left = Frame { start: Fixed::whole(-1_000_000), per_pixel: 1.0, columns: 100 };
    /// assert_eq!(left.heaps().0, left.heaps().1);
    /// ```
    pub fn heaps(&self) -> (i128, i128) {
        let partition = self.partition();
        (partition[0], partition[self.columns])
    }

    /// The pixel edges, clamped to the heaps: column c covers `[edges[c], edges[c + 1])`
    /// (zoomed in, a heap under several columns is at the last of them).
    pub fn edges(&self) -> Vec<i128> {
        self.strip().edges(self.columns)
    }

    /// The frame's heaps [lo, hi) cut into one run per column, `columns + 1` edges: the
    /// pixel edges, with the last at the end of what the last column shows. Counts per column
    /// are counts between consecutive ones, so they add up to the frame's.
    pub fn partition(&self) -> Vec<i128> {
        let mut edges = self.edges();
        if let Some(last) = self.columns.checked_sub(1) {
            let shown = self.strip().heaps_at(last as f64).map_or(edges[self.columns], |(_, hi)| hi);
            edges[self.columns] = edges[self.columns].max(shown);
        }
        edges
    }
}
