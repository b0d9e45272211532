//! Gaps between consecutive P-positions and their types (MATH.md, "Gaps").
//!
//! In the regime g_n = w_{n+1} − w_n = 1 + a·[a | n+1] + b·[δ | n+1], so every gap is 1, a+1,
//! b+1 or a+b+1. Outside it the P-positions come from the mex rule and a gap may be anything.

use crate::additive::Additive;
use crate::error::{Error, Result};
use crate::game::{NimSequence, MAX_WINDOW};
use crate::period::PeriodicValues;
use serde::Serialize;

/// The four gap types of the regime, and `Other` for any other length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GapKind {
    One,
    APlusOne,
    BPlusOne,
    ABPlusOne,
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
    pub index: u64,
    pub from: u64,
    pub length: u64,
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
/// `None` for every other gap (MATH.md, "Residue regions").
///
/// ```
/// use asg::{gaps::residue_of_gap, Additive};
/// let g = Additive::from_delta(5, 7).unwrap();
/// assert_eq!(residue_of_gap(g, 4), Some(5));  // n + 1 = 5 = 1·a
/// assert_eq!(residue_of_gap(g, 14), Some(1)); // n + 1 = 15 = 3·a, 15 mod 7 = 1
/// assert_eq!(residue_of_gap(g, 34), None);    // n + 1 = 35 = 7·a: the (a+b+1)-gap
/// assert_eq!(residue_of_gap(g, 5), None);
/// ```
pub fn residue_of_gap(game: Additive, n: u64) -> Option<u64> {
    let k = n.checked_add(1)?;
    let (a, delta) = (game.a(), game.delta());
    (k % a == 0 && (k / a) % delta != 0).then_some(k % delta)
}

/// Counts of gap kinds over ranges of gap indices: by divisibility in the regime (O(1)), and
/// from the P-positions of one period otherwise (O(1) per query after O(period) set-up; the
/// gaps repeat with the P-positions after the preperiod).
#[derive(Debug, Clone)]
pub enum GapCounter {
    Theorem { a: u64, delta: u64 },
    Table(IndexCounts<5>),
}

fn kind_index(k: GapKind) -> usize {
    match k {
        GapKind::One => 0,
        GapKind::APlusOne => 1,
        GapKind::BPlusOne => 2,
        GapKind::ABPlusOne => 3,
        GapKind::Other => 4,
    }
}

impl GapCounter {
    /// The counter for a game's sequence (its period table is walked once when it has one).
    pub fn new(seq: &NimSequence, game: Additive) -> Self {
        let Some(table) = seq.table() else {
            return GapCounter::Theorem { a: game.a(), delta: game.delta() };
        };
        let zeros = table.zeros();
        let p = table.period();
        let before = zeros.iter().take_while(|&&x| (x as u64) < p.preperiod).count();
        // Gap i ends at the next P-position; the last one of the table at the next lap's first.
        let next = |i: usize| zeros.get(i).map_or(zeros[before] as u64 + p.period, |&z| z as u64);
        IndexCounts::new(table, |i, x| kind_index(GapKind::of(game, next(i + 1) - x)) as u8)
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

/// A small code (below K) for each P-position of a period table, repeating with the
/// P-positions after the preperiod, and counts of each code over any range of indices.
#[derive(Debug, Clone)]
pub struct IndexCounts<const K: usize> {
    codes: Vec<u8>,
    /// Counts of each code below every multiple of 64.
    samples: Vec<[u32; K]>,
    /// P-positions before the preperiod, and per lap after it.
    before: u64,
    lap: u64,
}

impl<const K: usize> IndexCounts<K> {
    /// `code(i, x)` for the i-th P-position x of the table (codes ≥ K count as K − 1).
    /// `None` when the period holds no P-position (impossible for a subtraction game).
    pub fn new(table: &PeriodicValues, code: impl Fn(usize, u64) -> u8) -> Option<Self> {
        let zeros = table.zeros();
        let pre = table.period().preperiod;
        let before = zeros.iter().take_while(|&&x| (x as u64) < pre).count() as u64;
        let lap = zeros.len() as u64 - before;
        if lap == 0 {
            return None;
        }
        let codes: Vec<u8> = zeros.iter().enumerate().map(|(i, &x)| code(i, x as u64).min(K as u8 - 1)).collect();
        let mut samples = Vec::with_capacity(codes.len() / 64 + 2);
        let mut running = [0u32; K];
        for (i, &c) in codes.iter().enumerate() {
            if i % 64 == 0 {
                samples.push(running);
            }
            running[c as usize] += 1;
        }
        samples.push(running);
        Some(IndexCounts { codes, samples, before, lap })
    }

    /// Counts of each code among indices n0 … n1 − 1.
    pub fn between(&self, n0: u64, n1: u64) -> [u64; K] {
        let (x, y) = (self.below(n0), self.below(n1.max(n0)));
        std::array::from_fn(|k| y[k] - x[k])
    }

    fn within(&self, i: usize) -> [u64; K] {
        let (w, r) = (i / 64, i % 64);
        let mut c = self.samples[w].map(u64::from);
        for &k in &self.codes[w * 64..w * 64 + r] {
            c[k as usize] += 1;
        }
        c
    }

    /// Counts of each code among indices 0 … n − 1.
    fn below(&self, n: u64) -> [u64; K] {
        let end = self.before + self.lap;
        if n <= end {
            return self.within(n as usize);
        }
        let (laps, rest) = ((n - self.before) / self.lap, (n - self.before) % self.lap);
        let (start, lap_end) = (self.within(self.before as usize), self.within(end as usize));
        let part = self.within((self.before + rest) as usize);
        std::array::from_fn(|k| part[k] + laps * (lap_end[k] - start[k]))
    }
}
