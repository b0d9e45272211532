//! Gaps between consecutive P-positions and their types (docs/MATH.md, "Gaps").
//!
//! In the regime g_n = w_{n+1} − w_n = 1 + a·[a | n+1] + b·[δ | n+1], so every gap is 1, a+1,
//! b+1 or a+b+1. Outside it the P-positions come from the mex rule and a gap may be anything.

use crate::additive::Additive;
use crate::error::{Error, Result};
use crate::game::{NimSequence, MAX_WINDOW};
use crate::period::PeriodicValues;
use serde::Serialize;
use std::sync::Arc;

/// The four gap types of the regime, and `Other` for any other length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GapKind {
    /// A gap of 1: two P-positions side by side.
    One,
    /// A gap of a + 1, at index n with a | n + 1 (and δ ∤ n + 1).
    APlusOne,
    /// A gap of b + 1, at index n with δ | n + 1 (and a ∤ n + 1).
    BPlusOne,
    /// A gap of a + b + 1, at index n with aδ | n + 1.
    ABPlusOne,
    /// Any other length, which happens only outside the regime.
    Other,
}

/// As its label: `"1"`, `"a+1"`, `"b+1"`, `"a+b+1"` or `"other"`.
impl Serialize for GapKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.label())
    }
}

impl GapKind {
    /// The type of a gap of the given length in the game {a, b, a+b}.
    ///
    /// ```
    /// use asg::{Additive, GapKind};
    /// let g = Additive::from_delta(5, 7).unwrap();
    /// assert_eq!(GapKind::of(g, 6), GapKind::APlusOne);
    /// assert_eq!(GapKind::of(g, 18), GapKind::ABPlusOne);
    /// assert_eq!(GapKind::of(g, 4), GapKind::Other);
    /// ```
    pub fn of(game: Additive, length: u64) -> GapKind {
        let (a, b) = (game.a(), game.b());
        match length {
            1 => GapKind::One,
            l if l == a + 1 => GapKind::APlusOne,
            l if l == b + 1 => GapKind::BPlusOne,
            l if l == a + b + 1 => GapKind::ABPlusOne,
            _ => GapKind::Other,
        }
    }

    /// Every kind, in the order of [`GapKind::index`].
    pub const ALL: [GapKind; 5] =
        [GapKind::One, GapKind::APlusOne, GapKind::BPlusOne, GapKind::ABPlusOne, GapKind::Other];

    /// The kind's slot in counts of kinds such as [`GapCounter::between`]'s and in the
    /// JavaScript API's kind codes: 0 for 1, 1 for a+1, 2 for b+1, 3 for a+b+1, 4 for other.
    ///
    /// ```
    /// use asg::GapKind;
    /// assert!(GapKind::ALL.iter().enumerate().all(|(i, k)| k.index() == i));
    /// ```
    pub const fn index(self) -> usize {
        match self {
            GapKind::One => 0,
            GapKind::APlusOne => 1,
            GapKind::BPlusOne => 2,
            GapKind::ABPlusOne => 3,
            GapKind::Other => 4,
        }
    }

    /// The label used in JSON and on the page.
    pub fn label(&self) -> &'static str {
        match self {
            GapKind::One => "1",
            GapKind::APlusOne => "a+1",
            GapKind::BPlusOne => "b+1",
            GapKind::ABPlusOne => "a+b+1",
            GapKind::Other => "other",
        }
    }
}

/// One gap: from the `index`-th P-position `from` to the next, `length` further on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Gap {
    /// n, the index of the P-position the gap starts at.
    pub index: u64,
    /// The P-position p_n it starts at.
    pub from: u64,
    /// g_n = p_{n+1} − p_n.
    pub length: u64,
    /// The type of its length.
    pub kind: GapKind,
}

/// The gaps g_n for n = from_index, …, from_index + count − 1.
///
/// ```
/// use asg::{gaps, Additive, Game};
/// let g = Additive::from_delta(5, 7).unwrap();
/// let owner = Game::additive(g);
/// let seq = owner.sequence().unwrap();
/// let lengths: Vec<u64> = gaps::gaps(&seq, g, 0, 8).unwrap().iter().map(|x| x.length).collect();
/// assert_eq!(lengths, [1, 1, 1, 1, 6, 1, 13, 1]);
/// ```
///
/// # Errors
/// [`Error::WindowTooLarge`] past [`MAX_WINDOW`].
pub fn gaps(seq: &NimSequence, game: Additive, from_index: u64, count: u64) -> Result<Vec<Gap>> {
    if count > MAX_WINDOW {
        return Err(Error::WindowTooLarge { what: "a list of gaps", requested: count, limit: MAX_WINDOW });
    }
    let mut out = Vec::with_capacity(count as usize);
    let mut it = seq.p_positions_from(from_index);
    let Some(mut prev) = it.next() else {
        return Ok(out);
    };
    for next in it.take(count as usize) {
        let length = next.1 - prev.1;
        out.push(Gap { index: prev.0, from: prev.1, length, kind: GapKind::of(game, length) });
        prev = next;
    }
    Ok(out)
}

/// How many gaps of each kind [1, a+1, b+1, a+b+1, other] one period holds (those from the
/// P-positions of the first period after the preperiod, [`NimSequence::period_ranks`]).
///
/// ```
/// use asg::{gaps::{kinds_per_period, GapCounter}, Additive, Game};
/// let g = Additive::from_delta(5, 7).unwrap();
/// let seq = Game::additive(g).sequence().unwrap().clone();
/// assert_eq!(kinds_per_period(&seq, &GapCounter::new(&seq, g)).unwrap(), [24, 6, 4, 1, 0]);
/// ```
///
/// # Errors
/// [`Error::Overflow`] when the period ends past 2^64.
pub fn kinds_per_period(seq: &NimSequence, counter: &GapCounter) -> Result<[u64; 5]> {
    let (first, end) = seq.period_ranks()?;
    Ok(counter.between(first, end))
}

/// The first `limit` gaps whose start lies in [lo, hi), for drawing what is visible.
///
/// # Errors
/// [`Error::WindowTooLarge`] when `limit` is over [`MAX_WINDOW`].
pub fn gaps_in(seq: &NimSequence, game: Additive, lo: u64, hi: u64, limit: u64) -> Result<Vec<Gap>> {
    let first = seq.p_rank(lo);
    let count = (seq.p_rank(hi.max(lo)) - first).min(limit);
    gaps(seq, game, first, count)
}

/// The residue r of the (a+1)-gap at index n: r = (n+1) mod δ, when n + 1 = q·a with δ ∤ q.
/// `None` for every other gap, and outside the regime, where the gaps do not follow the
/// closed form (docs/MATH.md, "Residue regions").
///
/// ```
/// use asg::{gaps::residue_of_gap, Additive};
/// let g = Additive::from_delta(5, 7).unwrap();
/// assert_eq!(residue_of_gap(g, 4), Some(5));  // n + 1 = 5 = 1·a
/// assert_eq!(residue_of_gap(g, 14), Some(1)); // n + 1 = 15 = 3·a, 15 mod 7 = 1
/// assert_eq!(residue_of_gap(g, 34), None);    // n + 1 = 35 = 7·a: the (a+b+1)-gap
/// assert_eq!(residue_of_gap(g, 5), None);
/// assert_eq!(residue_of_gap(Additive::from_delta(5, 16).unwrap(), 4), None); // outside the regime
/// ```
pub fn residue_of_gap(game: Additive, n: u64) -> Option<u64> {
    if !game.in_regime() {
        return None;
    }
    let k = n.checked_add(1)?;
    let (a, delta) = (game.a(), game.delta());
    (k % a == 0 && (k / a) % delta != 0).then_some(k % delta)
}

/// Counts of gap kinds over ranges of gap indices: by divisibility in the regime (O(1)), and
/// from the P-positions of one period otherwise (see [`IndexCounts`]; the gaps repeat with the
/// P-positions after the preperiod).
#[derive(Debug, Clone)]
pub enum GapCounter {
    /// In the regime: gap n's kind follows from whether a and δ divide n + 1.
    Theorem {
        /// The game's a.
        a: u64,
        /// The game's δ.
        delta: u64,
    },
    /// Outside it: the kinds read off the P-positions of a period table.
    Table(IndexCounts<5>),
}

impl GapCounter {
    /// The counter for a game's sequence (its period table is walked once when it has one).
    pub fn new(seq: &NimSequence, game: Additive) -> Self {
        match seq.table() {
            Some(table) => GapCounter::from_table(table, game),
            None => GapCounter::Theorem { a: game.a(), delta: game.delta() },
        }
    }

    /// The counter read off a period table of the game (shared, not copied).
    pub fn from_table(table: &PeriodicValues, game: Additive) -> Self {
        IndexCounts::gap_kinds(table, game)
            .map_or(GapCounter::Theorem { a: game.a(), delta: game.delta() }, GapCounter::Table)
    }

    /// How many of the gaps g_n, n0 ≤ n < n1, are of each kind: [1, a+1, b+1, a+b+1, other].
    ///
    /// ```
    /// use asg::{gaps::GapCounter, Additive, Game};
    /// let g = Additive::from_delta(5, 7).unwrap();
    /// let counter = GapCounter::new(&Game::additive(g).sequence().unwrap(), g);
    /// // Per index period aδ = 35: δ − 1 (a+1)-gaps, a − 1 (b+1)-gaps and one (a+b+1)-gap.
    /// assert_eq!(counter.between(0, 35), [24, 6, 4, 1, 0]);
    /// ```
    pub fn between(&self, n0: u64, n1: u64) -> [u64; 5] {
        if n1 <= n0 {
            return [0; 5];
        }
        match self {
            GapCounter::Theorem { a, delta } => {
                // Gap n has an a-jump when a | n + 1 and a b-jump when δ | n + 1.
                let multiples = |m: u64| n1 / m - n0 / m;
                let both = a.checked_mul(*delta).map_or(0, multiples);
                let (ja, jb) = (multiples(*a) - both, multiples(*delta) - both);
                [n1 - n0 - ja - jb - both, ja, jb, both, 0]
            }
            GapCounter::Table(t) => t.between(n0, n1),
        }
    }
}

/// Heaps of the table per sample of the code counts.
const CODE_BLOCK: usize = 1024;

/// How the P-positions of a table are coded, and counted over a run of heaps.
#[derive(Clone)]
enum Coder {
    /// `code(x, next)` for each P-position x, `next` being the one after it.
    Each(Arc<dyn Fn(u64, u64) -> u8 + Send + Sync>),
    /// Code 0 for a P-position followed by another, and `code(x, next)` at the end of a run
    /// of them: runs are counted a word at a time, and only their ends one by one.
    Runs(Arc<dyn Fn(u64, u64) -> u8 + Send + Sync>),
    /// Code 1 when x + shift is a P-position too, else 0: counted a word at a time.
    Pairs(u64),
}

/// A small code (below K) for each P-position of a period table, repeating with the
/// P-positions after the preperiod, and counts of each code over any range of indices.
///
/// Nothing is stored per P-position: the counts are sampled at every 1024 heaps of the table,
/// and between samples the P-positions are read off the packed table and coded again. A query
/// finds the heap of an index (a binary search), then codes at most half a block (512 heaps).
#[derive(Clone)]
pub struct IndexCounts<const K: usize> {
    table: PeriodicValues,
    coder: Coder,
    /// `marks[b]`: counts of each code over the P-positions below heap min(b · 1024, len).
    marks: Vec<[u32; K]>,
    /// Counts over the P-positions before the preperiod, and over each lap after it.
    at_pre: [u64; K],
    per_lap: [u64; K],
}

impl<const K: usize> std::fmt::Debug for IndexCounts<K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("IndexCounts").field("per_lap", &self.per_lap).field("heap_bytes", &self.heap_bytes()).finish()
    }
}

impl<const K: usize> IndexCounts<K> {
    /// `code(x, next)` for each P-position x of the table, `next` being the P-position after
    /// it (codes ≥ K count as K − 1); later P-positions repeat the codes of the period's. The
    /// table is shared, not copied. `None` when the period holds no P-position (impossible for
    /// a subtraction game).
    ///
    /// ```
    /// use asg::{gaps::IndexCounts, PeriodicValues, SubtractionSet};
    /// let s = SubtractionSet::new(&[2, 5]).unwrap(); // g = 0 0 1 1 0 2 1, repeated
    /// let table = PeriodicValues::find(&s, 1 << 10).unwrap();
    /// let next_door = IndexCounts::<2>::new(&table, |x, next| (next == x + 1) as u8).unwrap();
    /// // P-positions 0, 1, 4, 7, 8, 11, 14: of the first six, 0 and 7 have the next one beside them.
    /// assert_eq!(next_door.between(0, 6), [4, 2]);
    /// ```
    pub fn new(table: &PeriodicValues, code: impl Fn(u64, u64) -> u8 + Send + Sync + 'static) -> Option<Self> {
        Self::with_coder(table, Coder::Each(Arc::new(code)))
    }

    fn with_coder(table: &PeriodicValues, coder: Coder) -> Option<Self> {
        if table.p_positions_split().1 == 0 {
            return None;
        }
        let len = table.table_len();
        let mut counts =
            IndexCounts { table: table.clone(), coder, marks: Vec::new(), at_pre: [0; K], per_lap: [0; K] };
        let mut marks = Vec::with_capacity(len.div_ceil(CODE_BLOCK) + 1);
        let mut running = [0u32; K];
        marks.push(running);
        for lo in (0..len).step_by(CODE_BLOCK) {
            let c = counts.coded(lo, (lo + CODE_BLOCK).min(len));
            running = std::array::from_fn(|k| running[k] + c[k] as u32);
            marks.push(running);
        }
        counts.marks = marks;
        counts.at_pre = counts.below_heap(table.period().preperiod);
        let end = counts.below_heap(len as u64);
        counts.per_lap = std::array::from_fn(|k| end[k] - counts.at_pre[k]);
        Some(counts)
    }

    /// Bytes held on the heap besides the shared table.
    pub fn heap_bytes(&self) -> usize {
        self.marks.capacity() * std::mem::size_of::<[u32; K]>()
    }

    /// Counts of each code among indices n0 … n1 − 1.
    pub fn between(&self, n0: u64, n1: u64) -> [u64; K] {
        let (x, y) = (self.below(n0), self.below(n1.max(n0)));
        std::array::from_fn(|k| y[k] - x[k])
    }

    /// Counts of each code over the P-positions in heaps [lo, hi) of the table.
    fn coded(&self, lo: usize, hi: usize) -> [u64; K] {
        let mut c = [0u64; K];
        if lo >= hi {
            return c;
        }
        let slot = |code: u8| (code as usize).min(K - 1);
        match &self.coder {
            Coder::Each(code) => self.table.for_each_zero_with_next(lo, hi, |x, next| c[slot(code(x, next))] += 1),
            Coder::Runs(code) => self.table.for_each_zero_word(lo, hi, 1, |heap, here, next| {
                c[0] += (here & next).count_ones() as u64;
                let mut ends = here & !next;
                while ends != 0 {
                    let x = heap + ends.trailing_zeros() as u64 / 2;
                    ends &= ends - 1;
                    let after = x.checked_add(2).and_then(|y| self.table.next_zero(y)).unwrap_or(u64::MAX);
                    c[slot(code(x, after))] += 1;
                }
            }),
            Coder::Pairs(shift) => self.table.for_each_zero_word(lo, hi, *shift, |_, here, there| {
                let pairs = (here & there).count_ones() as u64;
                c[slot(1)] += pairs;
                c[0] += here.count_ones() as u64 - pairs;
            }),
        }
        c
    }

    /// Counts of each code over the P-positions below heap x ≤ len of the table, from the
    /// nearer sample.
    fn below_heap(&self, x: u64) -> [u64; K] {
        let b = x as usize / CODE_BLOCK;
        let lo = b * CODE_BLOCK;
        let hi = (lo + CODE_BLOCK).min(self.table.table_len());
        let x = x as usize;
        if x - lo <= hi - x {
            let part = self.coded(lo, x);
            std::array::from_fn(|k| self.marks[b][k] as u64 + part[k])
        } else {
            let part = self.coded(x, hi);
            std::array::from_fn(|k| self.marks[b + 1][k] as u64 - part[k])
        }
    }

    /// Counts of each code among indices 0 … n − 1.
    fn below(&self, n: u64) -> [u64; K] {
        // A table here has P-positions in each period (see `with_coder`), so there is a lap.
        let (laps, m) = self.table.p_position_lap(n).unwrap_or((0, 0));
        let part = self.below_heap(self.table.nth_zero(m) as u64);
        std::array::from_fn(|k| part[k] + laps * self.per_lap[k])
    }
}

impl IndexCounts<5> {
    /// The kinds of the gaps after each P-position, [1, a+1, b+1, a+b+1, other], counted by
    /// runs: a gap of 1 is a P-position followed by another.
    fn gap_kinds(table: &PeriodicValues, game: Additive) -> Option<Self> {
        Self::with_coder(table, Coder::Runs(Arc::new(move |x, next| GapKind::of(game, next - x).index() as u8)))
    }
}

impl IndexCounts<2> {
    /// Whether x + shift is a P-position too, for each P-position x: [no, yes]. `None` also
    /// when x + shift would pass 2^64 for a heap x of the table.
    pub(crate) fn pairs(table: &PeriodicValues, shift: u64) -> Option<Self> {
        shift.checked_add(table.table_len() as u64 + 64)?;
        Self::with_coder(table, Coder::Pairs(shift))
    }
}
