//! Nim-value classes at two bits a heap, with counts at every 64 heaps: counts over any range,
//! the n-th zero and the zeros from any heap in a few word operations.
//!
//! Heap i's class (0, 1, 2, or 3 for every value ≥ 3) sits in bits 2(i mod 32) and
//! 2(i mod 32) + 1 of word ⌊i/32⌋. Let L be a word's low bits and H its high bits, both moved to
//! the even positions: class 3 is L ∧ H, class 1 is L ∧ ¬H, class 2 is ¬L ∧ H and class 0 is
//! neither, so the counts of a word are three popcounts, |L|, |H| and |L ∧ H|. Those three are
//! kept at every odd word boundary (heaps 32, 96, 160, … ): in 32 bits at the first of each
//! block of 256 heaps, in 8 bits from there at the three others, 24 bytes a block (3/32 of a
//! byte per heap, beside the quarter byte of the values). Every heap lies in a word that
//! starts or ends at such a boundary, so a count below it is two lookups and the popcounts of
//! one masked word, with no branch. The n-th zero is found by a binary search over the blocks.

/// Heaps a word holds.
pub(crate) const WORD: usize = 32;
/// Words per block.
const BLOCK_WORDS: usize = 8;
/// The low bit of every 2-bit field.
const LOW: u64 = 0x5555_5555_5555_5555;

/// Popcounts of L, H and L ∧ H over a run of heaps. They count heaps of a table shorter than
/// 2^32, and only the marks of a run are taken from those of a longer one, so no sum or
/// difference of marks can wrap: they are written wrapping, without checks.
type Marks = [u32; 3];

#[inline]
fn add(a: Marks, b: Marks) -> Marks {
    std::array::from_fn(|q| a[q].wrapping_add(b[q]))
}

#[inline]
fn sub(a: Marks, b: Marks) -> Marks {
    std::array::from_fn(|q| a[q].wrapping_sub(b[q]))
}

/// The number of ones in a word whose ones all sit at even positions.
#[inline]
pub(crate) fn even_ones(x: u64) -> u32 {
    // Without a popcount instruction (the x86-64 baseline this compiles for has none) the
    // generic count's first step, summing bit pairs, has nothing to do here: skip it.
    #[cfg(all(target_arch = "x86_64", not(target_feature = "popcnt")))]
    {
        let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
        let x = (x + (x >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
        (x.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
    }
    #[cfg(not(all(target_arch = "x86_64", not(target_feature = "popcnt"))))]
    x.count_ones()
}

/// The marks of the fields of `word` whose low bits are in `fields`.
#[inline]
fn word_marks(word: u64, fields: u64) -> Marks {
    let (l, h) = (word & fields, (word >> 1) & fields);
    [even_ones(l), even_ones(h), even_ones(l & h)]
}

/// Class counts [0, 1, 2, 3] of `n` heaps with the given marks (of those heaps, so no step
/// can wrap).
#[inline]
fn classes(m: Marks, n: usize) -> [u64; 4] {
    let (l, h, both) = (m[0] as u64, m[1] as u64, m[2] as u64);
    [(n as u64).wrapping_add(both).wrapping_sub(l + h), l.wrapping_sub(both), h.wrapping_sub(both), both]
}

/// Zeros among heaps [0, min(x, len)) with the given marks of those heaps.
#[inline]
fn zeros_below(m: Marks, x: usize, len: usize) -> usize {
    x.min(len).wrapping_add(m[2] as usize).wrapping_sub(m[0] as usize + m[1] as usize)
}

/// The class-0 fields of 32 fields, as their low bits.
#[inline]
pub(crate) fn zero_fields(fields: u64) -> u64 {
    !(fields | fields >> 1) & LOW
}

/// The low bits of the first `n` fields (n < 32).
#[inline]
pub(crate) fn first_fields(n: usize) -> u64 {
    LOW & ((1u64 << (2 * n)) - 1)
}

/// Four classes (a byte of fields) as four bytes, lowest heap first, for every byte.
#[cfg(not(target_arch = "wasm32"))]
static SPREAD4: [[u8; 4]; 256] = {
    let mut table = [[0u8; 4]; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = [(b & 3) as u8, (b >> 2 & 3) as u8, (b >> 4 & 3) as u8, (b >> 6) as u8];
        b += 1;
    }
    table
};

/// The 32 classes of a word as bytes, lowest heap first: four from each byte by a table.
#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn spread_word(word: u64, out: &mut [u8; WORD]) {
    for (four, byte) in out.chunks_exact_mut(4).zip(word.to_le_bytes()) {
        four.copy_from_slice(&SPREAD4[byte as usize]);
    }
}

/// The same in the browser build, without the table's kilobyte: eight at a time from each 16
/// bits, spread to 64 in three steps of shifts and masks.
#[cfg(any(target_arch = "wasm32", test))]
#[inline]
fn spread_word_by_shifts(word: u64, out: &mut [u8; WORD]) {
    for (k, eight) in out.chunks_exact_mut(8).enumerate() {
        let mut x = word >> (16 * k) & 0xffff;
        x = (x | x << 24) & 0x0000_00ff_0000_00ff;
        x = (x | x << 12) & 0x000f_000f_000f_000f;
        x = (x | x << 6) & 0x0303_0303_0303_0303;
        eight.copy_from_slice(&x.to_le_bytes());
    }
}

#[cfg(target_arch = "wasm32")]
use spread_word_by_shifts as spread_word;

/// 32 values as one word of classes: eight at a time, each value above 3 made 3 and the eight
/// 2-bit fields gathered into 16 bits in three steps of shifts and masks (the inverse of
/// `spread_word_by_shifts`). Compiled field by field, this had been a third of the table's cost.
#[inline]
fn pack32(values: &[u8; WORD]) -> u64 {
    const LOW: u64 = 0x0303_0303_0303_0303;
    values.chunks_exact(8).enumerate().fold(0, |word, (k, eight)| {
        let x = u64::from_le_bytes(eight.try_into().expect("a chunk of 8"));
        // Bits 2..7 of each byte, as 0 … 63 in its low bits (bits 0, 1 masked: nothing crosses
        // into the byte below); adding 63 sets bit 6 exactly where that is not 0 (at most 126:
        // no carry into the next byte). Such a byte is a value above 3: its class is 3.
        let above = ((x & !LOW) >> 2).wrapping_add(0x3f3f_3f3f_3f3f_3f3f) >> 6 & 0x0101_0101_0101_0101;
        let mut x = x & LOW | (above * 3);
        x = (x | x >> 6) & 0x000f_000f_000f_000f;
        x = (x | x >> 12) & 0x0000_00ff_0000_00ff;
        x = (x | x >> 24) & 0xffff;
        word | x << (16 * k)
    })
}

/// The counts of one block of 256 heaps, at its four odd word boundaries 32, 96, 160, 224.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct BlockMarks {
    /// At heap 32.
    first: Marks,
    /// At heaps 32, 96, 160 and 224, from heap 32 (so the first is 0).
    more: [[u8; 3]; 4],
}

/// The classes of heaps 0 .. len, packed, with their counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Packed {
    len: usize,
    /// ⌊len / 256⌋ + 1 whole blocks, so heap len has a word too. Fields past `len` are 0, so
    /// they add nothing to any mark.
    words: Vec<u64>,
    blocks: Vec<BlockMarks>,
}

/// A table's counts made a slice of words at a time ([`Packed::from_words`] in steps), so that a
/// caller with a long table can stop between slices.
#[derive(Debug)]
pub(crate) struct Counting {
    len: usize,
    words: Vec<u64>,
    blocks: Vec<BlockMarks>,
    running: Marks,
    first: Marks,
    /// The next word to count.
    next: usize,
}

impl Counting {
    /// Heaps 0 .. len from the words of another table (`words(len)`), none counted yet.
    pub(crate) fn new(len: usize, mut words: Vec<u64>) -> Self {
        // Fields past len must be 0: they add to no count.
        if !len.is_multiple_of(WORD) {
            if let Some(last) = words.last_mut() {
                *last &= first_fields(len % WORD) * 3;
            }
        }
        words.resize((len / (WORD * BLOCK_WORDS) + 1) * BLOCK_WORDS, 0);
        let blocks = Vec::with_capacity(words.len() / BLOCK_WORDS);
        Counting { len, words, blocks, running: [0; 3], first: [0; 3], next: 0 }
    }

    /// Counts at most `n` words more; true when all are counted.
    pub(crate) fn step(&mut self, n: usize) -> bool {
        let end = self.words.len().min(self.next.saturating_add(n));
        for j in self.next..end {
            // Odd words start at a boundary: boundary a of the block is word 2a + 1.
            let (b, k) = (j / BLOCK_WORDS, j % BLOCK_WORDS);
            if k == 1 {
                self.first = self.running;
                self.blocks.push(BlockMarks { first: self.first, more: [[0; 3]; 4] });
            } else if k % 2 == 1 {
                self.blocks[b].more[k / 2] = sub(self.running, self.first).map(|m| m as u8);
            }
            self.running = add(self.running, word_marks(self.words[j], LOW));
        }
        self.next = end;
        end == self.words.len()
    }

    /// The fraction of the words counted, 0 to 1.
    pub(crate) fn progress(&self) -> f64 {
        self.next as f64 / self.words.len() as f64
    }

    /// The table, once every word is counted ([`Counting::step`] returned true).
    pub(crate) fn finish(mut self) -> Packed {
        self.step(usize::MAX);
        Packed { len: self.len, words: self.words, blocks: self.blocks }
    }
}

impl Packed {
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Words a table of `words` words holds with its whole blocks.
    pub(crate) fn capacity(words: usize) -> usize {
        (words * WORD / (WORD * BLOCK_WORDS) + 1) * BLOCK_WORDS
    }

    /// The table of heaps 0 .. len from the words of another (`words(len)`).
    pub(crate) fn from_words(len: usize, words: Vec<u64>) -> Self {
        Counting::new(len, words).finish()
    }

    /// The words that hold heaps 0 .. len.
    pub(crate) fn words(&self, len: usize) -> &[u64] {
        &self.words[..len.div_ceil(WORD)]
    }

    /// Bytes held on the heap.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.words.capacity() * 8 + self.blocks.capacity() * std::mem::size_of::<BlockMarks>()
    }

    /// The class of heap i < len.
    #[inline]
    pub(crate) fn value(&self, i: usize) -> u8 {
        ((self.words[i / WORD] >> (2 * (i % WORD))) & 3) as u8
    }

    /// Counts of each class over heaps [0, x), x ≤ len. Inlined into the native counting
    /// loops; the browser build, made for size, keeps one copy.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn below(&self, x: usize) -> [u64; 4] {
        let (w, s) = (x / WORD, x % WORD);
        let k = w % BLOCK_WORDS;
        let block = &self.blocks[w / BLOCK_WORDS];
        let more = block.more[k / 2];
        // An odd word starts at the boundary: add its fields below x. An even one ends there:
        // take away its fields from x on.
        let even = ((k & 1) as u64).wrapping_sub(1);
        let m = word_marks(self.words[w], first_fields(s) ^ (LOW & even));
        let neg = even as u32;
        let at = |q: usize| block.first[q].wrapping_add(more[q] as u32).wrapping_add((m[q] ^ neg).wrapping_sub(neg));
        classes([at(0), at(1), at(2)], x)
    }

    /// The class-0 fields of word j, as their low bits (none past `len`).
    #[inline]
    pub(crate) fn zero_bits(&self, j: usize) -> u64 {
        let z = zero_fields(self.words[j]);
        let rest = self.len.saturating_sub(j * WORD);
        if rest < WORD {
            z & first_fields(rest)
        } else {
            z
        }
    }

    /// The heaps of class 0 from heap i on, ascending.
    pub(crate) fn zeros_from(&self, i: usize) -> Zeros<'_> {
        if i >= self.len {
            return Zeros { packed: self, word: self.words.len(), bits: 0 };
        }
        let j = i / WORD;
        Zeros { packed: self, word: j, bits: self.zero_bits(j) & (!0u64 << (2 * (i % WORD))) }
    }

    /// Heaps of class 0 below heap 32 of block b.
    fn zeros_before_block(&self, b: usize) -> usize {
        zeros_below(self.blocks[b].first, b * WORD * BLOCK_WORDS + WORD, self.len)
    }

    /// The heap of the n-th zero (counting from 0); n must be below the number of zeros.
    /// A binary search over the blocks, then the popcounts of at most a block of words.
    pub(crate) fn select_zero(&self, n: usize) -> usize {
        // The number of blocks with at most n zeros below their heap 32.
        let (mut lo, mut hi) = (0, self.blocks.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.zeros_before_block(mid) <= n {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        // From heap 32 of the last such block, or from heap 0.
        let (mut left, mut j) = match lo {
            0 => (n, 0),
            b => (n - self.zeros_before_block(b - 1), (b - 1) * BLOCK_WORDS + 1),
        };
        loop {
            let z = self.zero_bits(j);
            let c = z.count_ones() as usize;
            if left < c {
                let mut z = z;
                for _ in 0..left {
                    z &= z - 1;
                }
                return j * WORD + z.trailing_zeros() as usize / 2;
            }
            left -= c;
            j += 1;
        }
    }

    /// 32 fields from heap i on (fields past the end read as 0).
    #[inline]
    pub(crate) fn fields_at(&self, i: usize) -> u64 {
        fields_at(&self.words, i)
    }

    /// Whether the class of every heap x in [from, len) is the mex of the classes at x − s for
    /// the moves s (all at most `from`), 32 heaps at a time: for each move, which fields hold
    /// 0, 1, 2 or 3, their union over the moves, and the mex field by field. A mex of 4, which
    /// two bits cannot hold, is a failure.
    pub(crate) fn follows_mex(&self, moves: &[usize], from: usize) -> bool {
        self.follows_mex_in(moves, from, self.len)
    }

    /// As [`Packed::follows_mex`], for the heaps in [from, to) (to ≤ len) only.
    pub(crate) fn follows_mex_in(&self, moves: &[usize], from: usize, to: usize) -> bool {
        let mut x = from;
        while x < to {
            let n = (to - x).min(WORD);
            let live = if n == WORD { LOW } else { first_fields(n) };
            let mut seen = [0u64; 4];
            for &s in moves {
                let f = self.fields_at(x - s);
                let (l, h) = (f & LOW, f >> 1 & LOW);
                seen[0] |= !(l | h) & LOW;
                seen[1] |= l & !h;
                seen[2] |= !l & h;
                seen[3] |= l & h;
            }
            let one = seen[0] & !seen[1];
            let two = seen[0] & seen[1] & !seen[2];
            let three = seen[0] & seen[1] & seen[2] & !seen[3];
            let four = seen[0] & seen[1] & seen[2] & seen[3];
            let expected = (one | three) | (two | three) << 1;
            let mask = live | live << 1;
            if four & live != 0 || (self.fields_at(x) ^ expected) & mask != 0 {
                return false;
            }
            x += n;
        }
        true
    }

    /// The classes of heaps from .. from + out.len() (within len) as bytes: a word at a time,
    /// four values from each byte by a table, no division per value.
    pub(crate) fn unpack(&self, from: usize, out: &mut [u8]) {
        let mut k = 0;
        while k < out.len() {
            let (j, skip) = ((from + k) / WORD, (from + k) % WORD);
            let take = (WORD - skip).min(out.len() - k);
            match <&mut [u8; WORD]>::try_from(&mut out[k..k + take]) {
                Ok(all) => spread_word(self.words[j], all),
                // A word cut by either end of the run: through a buffer.
                Err(_) => {
                    let mut all = [0u8; WORD];
                    spread_word(self.words[j], &mut all);
                    out[k..k + take].copy_from_slice(&all[skip..skip + take]);
                }
            }
            k += take;
        }
    }
}

/// 32 fields of `words` from heap i on (fields past the end read as 0).
#[inline]
fn fields_at(words: &[u64], i: usize) -> u64 {
    let (j, s) = (i / WORD, 2 * (i % WORD));
    let lo = words.get(j).copied().unwrap_or(0);
    if s == 0 {
        return lo;
    }
    (lo >> s) | (words.get(j + 1).copied().unwrap_or(0) << (64 - s))
}

/// The heaps of class 0 in a packed table, ascending, from a starting heap.
#[derive(Debug, Clone)]
pub(crate) struct Zeros<'a> {
    packed: &'a Packed,
    word: usize,
    /// The zeros of `word` not yet given.
    bits: u64,
}

impl Iterator for Zeros<'_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.bits == 0 {
            self.word += 1;
            if self.word >= self.packed.words.len() {
                self.word = self.packed.words.len();
                return None;
            }
            self.bits = self.packed.zero_bits(self.word);
        }
        let t = self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        Some(self.word * WORD + t / 2)
    }
}

/// Packs values as they come, chunk by chunk, so no byte per heap is ever held.
#[derive(Debug)]
pub(crate) struct PackedBuilder {
    len: usize,
    words: Vec<u64>,
    /// The fields of the word being filled.
    pending: u64,
}

impl PackedBuilder {
    /// Room for `capacity` heaps, so that the table grows without copying.
    pub(crate) fn with_capacity(capacity: usize) -> Self {
        let words = (capacity / (WORD * BLOCK_WORDS) + 1) * BLOCK_WORDS;
        PackedBuilder { len: 0, words: Vec::with_capacity(words), pending: 0 }
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Appends values; those above 3 are stored as class 3.
    pub(crate) fn push(&mut self, mut values: &[u8]) {
        // Finish a part-filled word one value at a time, then whole words.
        while !self.len.is_multiple_of(WORD) {
            let Some((&v, rest)) = values.split_first() else { return };
            self.pending |= (v.min(3) as u64) << (2 * (self.len % WORD));
            self.len += 1;
            values = rest;
            if self.len.is_multiple_of(WORD) {
                self.words.push(std::mem::take(&mut self.pending));
            }
        }
        let mut words = values.chunks_exact(WORD);
        for chunk in &mut words {
            self.words.push(pack32(chunk.try_into().expect("a chunk of 32")));
        }
        for (k, &v) in words.remainder().iter().enumerate() {
            self.pending |= (v.min(3) as u64) << (2 * k);
        }
        self.len += values.len();
    }

    /// Ends the pushes: the part-filled word joins the others.
    fn seal(&mut self) {
        if self.words.len() < self.len.div_ceil(WORD) {
            self.words.push(std::mem::take(&mut self.pending));
        }
    }

    /// True when heaps [a, a + n) and [b, b + n), both pushed, have the same classes. No
    /// value may be pushed after this. Field by field: it runs on a window of max(S) values a
    /// few times per table, so small code matters more here than speed.
    pub(crate) fn same_runs(&mut self, a: usize, b: usize, n: usize) -> bool {
        self.seal();
        let field = |i: usize| self.words[i / WORD] >> (2 * (i % WORD)) & 3;
        (0..n).all(|k| field(a + k) == field(b + k))
    }

    /// The words of everything pushed, without counts (fields past the last heap are 0).
    pub(crate) fn into_words(mut self) -> Vec<u64> {
        self.seal();
        self.words
    }

    /// The table of everything pushed, with its counts.
    pub(crate) fn finish(self) -> Packed {
        let len = self.len;
        self.finish_at(len)
    }

    /// The table of the first p heaps pushed (p ≤ len), with its counts.
    pub(crate) fn finish_at(mut self, p: usize) -> Packed {
        debug_assert!(p <= self.len);
        self.seal();
        let mut words = self.words;
        words.truncate(p.div_ceil(WORD));
        // Only a large excess is given back: shrinking in place is not promised, and a moving
        // shrink would hold the table twice for a moment.
        if words.capacity() - words.len() > words.len() / 8 {
            words.shrink_to_fit();
        }
        Packed::from_words(p, words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pack(values: &[u8], pieces: &[usize]) -> Packed {
        let mut b = PackedBuilder::with_capacity(0);
        let mut at = 0;
        for &p in pieces {
            let end = (at + p).min(values.len());
            b.push(&values[at..end]);
            at = end;
        }
        b.push(&values[at..]);
        b.finish()
    }

    /// A sequence of classes with long and short runs, by a small generator.
    fn sample(len: usize, seed: u64) -> Vec<u8> {
        let mut s = seed;
        (0..len)
            .map(|_| {
                s = s.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                let r = (s >> 33) as u8;
                if r.is_multiple_of(7) {
                    9 // a value above 3: class 3
                } else {
                    r % 4
                }
            })
            .collect()
    }

    #[test]
    fn packing_in_pieces_keeps_every_class_and_count() {
        // Lengths around words, blocks (256 heaps) and superblocks (2^16 heaps).
        for len in [0, 1, 31, 32, 33, 255, 256, 257, 511, 512, 513, 1024, 5000, 65_536, 65_537, 140_000] {
            let values = sample(len, len as u64);
            let class = |i: usize| values[i].min(3);
            let packed = pack(&values, &[3, 29, 1, 64, 100, 7]);
            assert_eq!(packed, pack(&values, &[]), "len {len}");
            let mut want = [0u64; 4];
            for x in 0..=len {
                assert_eq!(packed.below(x), want, "len {len}, x {x}");
                if x < len {
                    assert_eq!(packed.value(x), class(x));
                    want[class(x) as usize] += 1;
                }
            }
            let zeros: Vec<usize> = (0..len).filter(|&i| class(i) == 0).collect();
            assert_eq!(packed.zeros_from(0).collect::<Vec<_>>(), zeros);
            for (n, &z) in zeros.iter().enumerate() {
                assert_eq!(packed.select_zero(n), z);
            }
            for from in (0..len).step_by(37 + len / 60) {
                let mut out = vec![0u8; len - from];
                packed.unpack(from, &mut out);
                assert!(out.iter().enumerate().all(|(k, &v)| v == class(from + k)), "unpack from {from}");
                let after: Vec<usize> = zeros.iter().copied().filter(|&z| z >= from).collect();
                assert_eq!(packed.zeros_from(from).collect::<Vec<_>>(), after);
            }
        }
    }

    #[test]
    fn both_ways_of_spreading_a_word_agree() {
        // Every 16-bit group of fields, in each of a word's four places.
        for g in 0..=0xffffu64 {
            let word = g << (16 * (g % 4)) | (g.wrapping_mul(0x9e37_79b9) & !(0xffff << (16 * (g % 4))));
            let (mut by_table, mut by_shifts) = ([9u8; WORD], [9u8; WORD]);
            spread_word(word, &mut by_table);
            spread_word_by_shifts(word, &mut by_shifts);
            assert_eq!(by_table, by_shifts, "word {word:#x}");
            assert!(by_table.iter().enumerate().all(|(k, &v)| v as u64 == word >> (2 * k) & 3));
        }
    }

    #[test]
    fn packing_takes_each_value_to_its_class_in_its_field() {
        // Every byte value in every place of a word (so every value above 3, whose class is 3,
        // beside every value of the other bytes), then words of random bytes.
        let class = |v: u8| u64::from(v.min(3));
        let mut s = 1u64;
        for round in 0..256 * WORD + 20_000 {
            let mut values = [0u8; WORD];
            for v in &mut values {
                s = s.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                *v = (s >> 56) as u8;
            }
            if round < 256 * WORD {
                values[round % WORD] = (round / WORD) as u8;
            }
            let by_field = values.iter().enumerate().fold(0, |w, (k, &v)| w | class(v) << (2 * k));
            assert_eq!(pack32(&values), by_field, "values {values:?}");
            // And back: the spread of the word is the classes.
            let mut out = [9u8; WORD];
            spread_word_by_shifts(pack32(&values), &mut out);
            assert!(out.iter().zip(&values).all(|(&o, &v)| u64::from(o) == class(v)));
        }
    }

    #[test]
    fn a_prefix_equals_packing_the_prefix() {
        let values = sample(3000, 7);
        for p in [0, 1, 32, 100, 512, 1000, 1024, 2999, 3000] {
            let mut b = PackedBuilder::with_capacity(0);
            b.push(&values);
            assert_eq!(b.finish_at(p), pack(&values[..p], &[]), "p {p}");
        }
    }

    #[test]
    fn runs_compare_like_slices() {
        let mut values = sample(700, 3);
        values.extend_from_within(100..400);
        let class: Vec<u8> = values.iter().map(|v| v.min(&3)).copied().collect();
        let mut b = PackedBuilder::with_capacity(0);
        b.push(&values);
        for (x, y, n) in [(100, 700, 300), (100, 700, 299), (101, 701, 33), (0, 1, 64), (5, 9, 0), (99, 699, 2)] {
            assert_eq!(b.same_runs(x, y, n), class[x..x + n] == class[y..y + n], "({x}, {y}, {n})");
        }
    }
}
