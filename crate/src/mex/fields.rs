//! The mex rule at two bits a heap, written straight into the words of a packed table.
//!
//! With at most three moves every value is 0, 1, 2 or 3 and fits in a 2-bit field; heap i sits
//! in bits 2(i mod 32) and 2(i mod 32) + 1 of word ⌊i/32⌋, the layout of the period tables
//! (`packed.rs`). For each move s the 32 fields at x − s are one word spliced from two by two
//! shifts; with L the low bits of the fields and H the high ones, value 0 is ¬L ∧ ¬H, 1 is
//! L ∧ ¬H and 2 is ¬L ∧ H. Their ORs over the moves say which of 0, 1, 2 are seen, and the
//! mex is 0 unless 0 is seen, 1 unless 1 is, 2 unless 2 is, else 3: a handful of word
//! operations for 32 heaps, with no conversion before or after. Heaps x .. x + min(S) depend
//! only on heaps before x, so two words (64 heaps) are filled at once when 64 ≤ min(S): plain
//! arrays natively, which the compiler turns into vector instructions (AVX2 when the CPU has
//! it), and written out in SIMD128 for the browser, where it does not.

/// The low bit of every 2-bit field.
const LOW: u64 = 0x5555_5555_5555_5555;
/// Heaps a word holds.
const HEAPS: usize = 32;

/// Whether [`packed_values`] takes these moves (ascending): one to three of them, the smallest
/// at least 32.
#[inline]
pub fn applies(moves: &[u64]) -> bool {
    (1..=3).contains(&moves.len()) && moves[0] >= HEAPS as u64
}

/// Where a move's fields come from for the word at index i: words i − q and i − q + 1, the
/// first shifted right by k bits and the second left by 64 − k (and dropped when k = 0).
#[derive(Clone, Copy)]
struct Source {
    q: usize,
    k: u32,
    keep: u64,
}

impl Source {
    fn of(s: usize) -> Source {
        // Bit 2(x − s) for x = 32i is bit 64(i − q) + k with q = ⌈s/32⌉, k = 64q − 2s.
        let q = s.div_ceil(HEAPS);
        let k = (64 * q - 2 * s) as u32;
        Source { q, k, keep: if k == 0 { 0 } else { u64::MAX } }
    }

    #[inline(always)]
    fn fields(&self, lower: u64, upper: u64) -> u64 {
        (lower >> self.k) | (upper.wrapping_shl(64 - self.k) & self.keep)
    }
}

/// The value fields of one word from the fields its three moves reach.
#[inline(always)]
fn mex_fields(f: [u64; 3]) -> u64 {
    // Bits at odd places are noise until the final mask.
    let (mut any0, mut seen1, mut seen2) = (u64::MAX, 0, 0);
    for f in f {
        let h = f >> 1;
        any0 &= f | h; // a 0 leaves a clear low bit here
        seen1 |= f & !h;
        seen2 |= h & !f;
    }
    let seen0 = !any0;
    let low = seen0 & (!seen1 | seen2);
    let high = seen0 & seen1;
    (low & LOW) | ((high & LOW) << 1)
}

/// Words i .. i + W of the table, W words a step, from `from` while a whole step fits in
/// `words`; returns where it stopped.
#[inline(always)]
fn steps<const W: usize>(sources: &[Source; 3], words: &mut [u64], from: usize) -> usize {
    let n = words.len();
    let mut i = from;
    while i + W <= n {
        let mut f = [[0u64; W]; 3];
        for (m, src) in sources.iter().enumerate() {
            let base = i - src.q;
            let lower: [u64; W] = words[base..base + W].try_into().expect("W words");
            let upper: [u64; W] = words[base + 1..base + 1 + W].try_into().expect("W words");
            for j in 0..W {
                f[m][j] = src.fields(lower[j], upper[j]);
            }
        }
        let out: [u64; W] = std::array::from_fn(|j| mex_fields([f[0][j], f[1][j], f[2][j]]));
        words[i..i + W].copy_from_slice(&out);
        i += W;
    }
    i
}

/// The widest steps the moves allow, from word `from` to the end.
#[inline(always)]
fn fill_from(sources: &[Source; 3], smin: usize, words: &mut [u64], from: usize) {
    // A step of W words reads up to word i + W − q (masked when k = 0), which must lie before
    // word i unless it is dropped: 32W ≤ min(S) keeps it so. Four words a step measured 2.3 to
    // 2.6 times slower than two on x86-64 with AVX2.
    let mut i = from;
    if smin >= 2 * HEAPS {
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        {
            i = steps_simd128(sources, words, i);
        }
        i = steps::<2>(sources, words, i);
    }
    steps::<1>(sources, words, i);
}

/// `steps::<2>` written out in SIMD128, which the compiler does not find by itself: two words a
/// step, each move's fields spliced from two unaligned loads by two 64-bit lane shifts.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
fn steps_simd128(sources: &[Source; 3], words: &mut [u64], from: usize) -> usize {
    use core::arch::wasm32::*;
    let n = words.len();
    // Every read lies in words from − q .. i + 2 − q + 1 ⊆ 0 .. i + 1 ≤ n (q ≥ 2, from ≥ q).
    assert!(sources.iter().all(|s| s.q >= 2 && s.q <= from) && from <= n, "steps out of bounds");
    let low = u64x2_splat(LOW);
    let keep: [v128; 3] = std::array::from_fn(|m| u64x2_splat(sources[m].keep));
    let p = words.as_mut_ptr();
    let mut i = from;
    while i + 2 <= n {
        let mut any0 = u64x2_splat(u64::MAX);
        let (mut seen1, mut seen2) = (u64x2_splat(0), u64x2_splat(0));
        for (m, src) in sources.iter().enumerate() {
            // SAFETY: i − q ≥ 0 and i − q + 3 ≤ i + 1 ≤ n (the assertion above; i only grows).
            let (lower, upper) =
                unsafe { (v128_load(p.add(i - src.q).cast::<v128>()), v128_load(p.add(i - src.q + 1).cast::<v128>())) };
            let f = v128_or(u64x2_shr(lower, src.k), v128_and(u64x2_shl(upper, 64 - src.k), keep[m]));
            let h = u64x2_shr(f, 1);
            any0 = v128_and(any0, v128_or(f, h));
            seen1 = v128_or(seen1, v128_andnot(f, h));
            seen2 = v128_or(seen2, v128_andnot(h, f));
        }
        let seen0 = v128_not(any0);
        let lo = v128_and(seen0, v128_or(v128_not(seen1), seen2));
        let hi = v128_and(seen0, seen1);
        let out = v128_or(v128_and(lo, low), u64x2_shl(v128_and(hi, low), 1));
        // SAFETY: i + 2 ≤ n.
        unsafe { v128_store(p.add(i).cast::<v128>(), out) };
        i += 2;
    }
    i
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn fill_from_avx2(sources: &[Source; 3], smin: usize, words: &mut [u64], from: usize) {
    fill_from(sources, smin, words, from);
}

/// g(0), …, g(len − 1) as 2-bit fields, 32 heaps a word (fields past `len` in the last word
/// are the rule's values too).
///
/// # Panics
/// Unless [`applies`] holds for `moves`.
pub fn packed_values(moves: &[u64], len: usize) -> Vec<u64> {
    let mut words = vec![0u64; len.div_ceil(HEAPS)];
    fill_packed(moves, &mut words);
    words
}

/// [`packed_values`] into a buffer: g(0), …, g(32·words.len() − 1), whatever it held before.
///
/// # Panics
/// Unless [`applies`] holds for `moves`.
pub fn fill_packed(moves: &[u64], words: &mut [u64]) {
    assert!(applies(moves), "the field kernel needs one to three moves, the smallest at least 32");
    let nwords = words.len();
    let usable: Vec<usize> = moves.iter().filter_map(|&s| usize::try_from(s).ok()).collect();
    let smin = usable[0];
    let smax = *usable.last().expect("a move");
    // Until every move applies and every read lies at or after word 0 the byte kernel fills
    // the fields: ⌈max(S)/32⌉ words.
    let head = smax.div_ceil(HEAPS).min(nwords);
    let set = crate::moves::SubtractionSet::new(moves).expect("moves checked by the caller");
    let bytes = super::nim_values(&set, head * HEAPS);
    for (word, chunk) in words.iter_mut().zip(bytes.chunks_exact(HEAPS)) {
        *word = chunk.iter().enumerate().fold(0, |w, (j, &v)| w | (v as u64) << (2 * j));
    }
    if head == nwords {
        return;
    }
    // Reading a move's fields twice changes nothing: pad to three with the largest.
    let sources: [Source; 3] = std::array::from_fn(|m| Source::of(usable[m.min(usable.len() - 1)]));
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2.
        unsafe { fill_from_avx2(&sources, smin, words, head) };
        return;
    }
    fill_from(&sources, smin, words, head);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unpack(words: &[u64], len: usize) -> Vec<u8> {
        (0..len).map(|i| (words[i / HEAPS] >> (2 * (i % HEAPS)) & 3) as u8).collect()
    }

    #[test]
    fn the_fields_are_the_byte_kernels_values() {
        for moves in
            [vec![32], vec![32, 33], vec![50, 123, 173], vec![64, 65, 129], vec![128, 300, 428], vec![257, 1000]]
        {
            let set = crate::SubtractionSet::new(&moves).unwrap();
            for len in [0, 1, 31, 32, 33, 1000, 4097, 70_001] {
                let want = super::super::nim_values(&set, len);
                assert_eq!(unpack(&packed_values(&moves, len), len), want, "{moves:?} {len}");
                // Into a buffer that held other fields.
                let mut words = vec![u64::MAX; len.div_ceil(HEAPS)];
                fill_packed(&moves, &mut words);
                assert_eq!(unpack(&words, len), want, "{moves:?} {len}, into a buffer");
            }
        }
    }
}
