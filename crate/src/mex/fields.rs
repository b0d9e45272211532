//! The mex rule at two bits a heap, written straight into the words of a packed table.
//!
//! With at most three moves every value is 0, 1, 2 or 3 and fits in a 2-bit field; heap i sits
//! in bits 2(i mod 32) and 2(i mod 32) + 1 of word ⌊i/32⌋, the layout of the period tables
//! (`packed.rs`). For each move s the 32 fields at x − s are one word spliced from two by two
//! shifts; with L the low bits of the fields and H the high ones, value 0 is ¬L ∧ ¬H, 1 is
//! L ∧ ¬H and 2 is ¬L ∧ H. Their ORs over the moves say which of 0, 1, 2 are seen, and the
//! mex is 0 unless 0 is seen, 1 unless 1 is, 2 unless 2 is, else 3: a handful of word
//! operations for 32 heaps, with no conversion before or after.
//!
//! Heaps x .. x + min(S) depend only on heaps before x, so when 64 ≤ min(S) two words (64
//! heaps) are filled at once, as one 128-bit vector: by hand in SSE/AVX on x86-64 and in
//! SIMD128 in the browser, one generic loop over the few operations both have (`Pair`).
//! The loop never reads a word from a store that is still on its way to the cache unless the
//! read is that whole store: a load that straddles two recent stores waits for both, which cost
//! this kernel half its speed. So each move's fields come from the two whole vectors stored
//! t = ⌈q/2⌉ steps back (q words back, q = ⌈s/32⌉), spliced in registers, and the smallest
//! move's vectors, when they are one or two steps back, stay in registers. Whether q is odd
//! and how far back the smallest move reads are constants of the loop, one copy per case.
//! On x86-64 with AVX-512 (F, VL, VBMI2) the same loop is compiled for it: the logic folds into
//! three-input operations (`vpternlogq`) and each splice is one funnel shift (`vpshrdvq`), about
//! one and a half times the AVX2 loop on the machine it was measured on.
//! In SIMD128 the two larger moves' fields, once they lie three steps back or more (q ≥ 9, so
//! that no load overlaps a store still on its way; the smallest move's too when it is as far),
//! come instead from two unaligned loads of the table's bytes, a byte apart, each shifted by a
//! constant (bit 64(i − q) + k of the table is bit k mod 8 of a byte, and k mod 8 is 0, 2, 4 or
//! 6): V8 makes a shift by a count held in a variable into four instructions, by a constant into
//! one. About 1.2 times the spliced loop in V8 on such games.
//!
//! The first words, whose moves would reach before heap 0, are made by the same word steps in a
//! scratch table behind a lead of 3s: a field of 3 is no value to the rule, just as a move
//! larger than the heap is no move. When 32 ≤ min(S) < 64 the words are filled one at a time,
//! the smallest move's words kept in registers.

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

/// The words of the table from word `from` to the end, one word (32 heaps) a step: the
/// portable path, and the words the vector loops leave (the lead, the last word, and all of a
/// table whose smallest move is below 64, which a two-word step cannot take).
///
/// # Panics
/// Unless every move reaches back at most `from` words (q ≤ from) and from ≤ words.len().
fn word_steps(sources: &[Source; 3], words: &mut [u64], from: usize) {
    let n = words.len();
    assert!(sources.iter().all(|s| s.q >= 1 && s.q <= from) && from <= n, "word steps out of bounds");
    let p = words.as_mut_ptr();
    // SAFETY: reads reach back q ≥ 1 words from i ≥ from ≥ q and forward to word i − q + 1 ≤ i
    // (asserted above), writes are at i < n.
    unsafe {
        match sources[0].q {
            1 => word_loop::<1>(sources, p, from, n),
            2 => word_loop::<2>(sources, p, from, n),
            _ => word_loop::<3>(sources, p, from, n),
        }
    }
}

/// [`word_steps`] with the smallest move's words kept in registers when they are the last
/// one (Q0 = 1: s = 32, no splice) or two (Q0 = 2).
///
/// # Safety
/// As [`word_steps`] asserts, for the table at `p` of n words.
#[inline(always)]
unsafe fn word_loop<const Q0: usize>(sources: &[Source; 3], p: *mut u64, from: usize, n: usize) {
    let (mut one_back, mut two_back) = (*p.add(from - 1), if from >= 2 { *p.add(from - 2) } else { 0 });
    for i in from..n {
        let read = |src: &Source| src.fields(*p.add(i - src.q), *p.add(i - src.q + 1));
        let f0 = match Q0 {
            1 => one_back,
            2 => sources[0].fields(two_back, one_back),
            _ => read(&sources[0]),
        };
        let v = mex_fields([f0, read(&sources[1]), read(&sources[2])]);
        *p.add(i) = v;
        (two_back, one_back) = (one_back, v);
    }
}

/// A path of the field kernel. Every path gives the same words; [`Path::available`] lists the
/// ones this machine runs, so that tests and benchmarks can hold each to the mex rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Path {
    /// A word (32 heaps) a step in plain Rust: runs everywhere.
    Portable,
    /// Two words a step in SSE/AVX2 registers, when 64 ≤ min(S).
    #[cfg(target_arch = "x86_64")]
    Avx2,
    /// The AVX2 loop compiled for AVX-512 (F, VL, VBMI2): three-input logic, and each move's
    /// splice one funnel shift.
    #[cfg(target_arch = "x86_64")]
    Avx512,
    /// Two words a step in WebAssembly SIMD128 registers, when 64 ≤ min(S).
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    Simd128,
}

impl Path {
    /// The fastest path this machine runs: the one [`fill_packed`] takes.
    #[inline]
    pub fn best() -> Path {
        #[cfg(target_arch = "x86_64")]
        {
            if Path::Avx512.runs() {
                return Path::Avx512;
            }
            if Path::Avx2.runs() {
                return Path::Avx2;
            }
        }
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        return Path::Simd128;
        #[allow(unreachable_code)]
        Path::Portable
    }

    /// Whether this machine runs the path.
    pub fn runs(self) -> bool {
        match self {
            Path::Portable => true,
            #[cfg(target_arch = "x86_64")]
            Path::Avx2 => std::arch::is_x86_feature_detected!("avx2"),
            #[cfg(target_arch = "x86_64")]
            Path::Avx512 => {
                std::arch::is_x86_feature_detected!("avx512f")
                    && std::arch::is_x86_feature_detected!("avx512vl")
                    && std::arch::is_x86_feature_detected!("avx512vbmi2")
            }
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            Path::Simd128 => true,
        }
    }

    /// Every path this machine runs, the fastest first.
    pub fn available() -> Vec<Path> {
        let mut paths = vec![Path::best()];
        #[cfg(target_arch = "x86_64")]
        if paths[0] == Path::Avx512 {
            paths.push(Path::Avx2);
        }
        if paths[0] != Path::Portable {
            paths.push(Path::Portable);
        }
        paths
    }
}

/// Two words as one vector register, and the few operations on them that the vector loop
/// needs. Implementations only convert to the platform's instructions.
trait Pair: Copy {
    /// How one move's fields are spliced from its two vectors (loop constants).
    type Splice: Copy;
    fn splice(source: &Source) -> Self::Splice;
    /// (lower >> k) | (upper << (64 − k)) in each lane, nothing from `upper` when k = 0.
    fn funnel(lower: Self, upper: Self, splice: &Self::Splice) -> Self;
    /// The high word of `a` and the low word of `b`.
    fn middle(a: Self, b: Self) -> Self;
    /// # Safety
    /// Two words readable at `p`.
    unsafe fn load(p: *const u64) -> Self;
    /// # Safety
    /// Two words writable at `p`.
    unsafe fn store(self, p: *mut u64);
    fn splat(word: u64) -> Self;
    fn and(self, other: Self) -> Self;
    fn or(self, other: Self) -> Self;
    /// ¬self ∧ other.
    fn and_not(self, other: Self) -> Self;
    fn shr1(self) -> Self;
    fn shl1(self) -> Self;
    /// Whether the loop reads a far move's fields from the table's bytes ([`Pair::fields_at`])
    /// instead of splicing them from two whole vectors.
    const BYTE_FIELDS: bool;
    /// A move's fields from the table's bytes: the 16 bytes at `p` shifted down by `sh` bits in
    /// each lane, the lane's top `sh` bits from the byte after it.
    ///
    /// # Safety
    /// 17 bytes readable at `p`; `sh` < 8.
    unsafe fn fields_at(p: *const u8, sh: u32) -> Self;
}

/// [`mex_fields`] on two words at once; `low` is [`LOW`] in both lanes.
#[inline(always)]
fn mex_pair<P: Pair>(f: [P; 3], low: P) -> P {
    // Started from the first move's fields, not from constants the loop would make each step.
    let h = f[0].shr1();
    let (mut any0, mut seen1, mut seen2) = (f[0].or(h), h.and_not(f[0]), f[0].and_not(h));
    for &f in &f[1..] {
        let h = f.shr1();
        any0 = any0.and(f.or(h));
        seen1 = seen1.or(h.and_not(f));
        seen2 = seen2.or(f.and_not(h));
    }
    // low = seen0 ∧ (¬seen1 ∨ seen2) = ¬(any0 ∨ (seen1 ∧ ¬seen2)); high = seen0 ∧ seen1.
    let lo = any0.or(seen2.and_not(seen1)).and_not(low);
    let hi = any0.and_not(seen1.and(low));
    lo.or(hi.shl1())
}

/// One move's fields for the vector at word i from the vectors a (words i − 2t, i − 2t + 1)
/// and b (the next two), where q = 2t − 1 when ODD, else 2t.
#[inline(always)]
fn pair_fields<P: Pair, const ODD: bool>(splice: &P::Splice, a: P, b: P) -> P {
    let middle = P::middle(a, b);
    if ODD {
        P::funnel(middle, b, splice)
    } else {
        P::funnel(a, middle, splice)
    }
}

/// `steps` of two words from word `from`. T0 says where the smallest move's vectors are: one
/// step back (T0 = 1, then s = 64 and they need no splice), two steps back (T0 = 2), or
/// farther, read from memory (T0 = 3), or its fields read from the bytes as the others' (T0 = 4,
/// with FAR); O0, O1, O2 say whether each move's q is odd; FAR, that the two larger moves'
/// fields come from the bytes ([`Pair::fields_at`]).
///
/// # Safety
/// Words from − 2·t[m] .. from + 2·steps lie in `words` for every move; t[0] = 1 only when
/// the smallest move is 64, t[0] = 2 when it is 65 to 128, t[m] ≥ 2 otherwise; from ≥ 4. With
/// FAR the larger moves' q (with T0 = 4 every move's) is at least 3, so that the 17 bytes read
/// for word i, from byte 8(i − q) + ⌊k/8⌋, lie in words i − q .. i − 1: within those above.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
unsafe fn pair_steps<P: Pair, const T0: usize, const O0: bool, const O1: bool, const O2: bool, const FAR: bool>(
    sources: &[Source; 3],
    splices: &[P::Splice; 3],
    t: [usize; 3],
    words: *mut u64,
    from: usize,
    steps: usize,
    low: P,
) {
    let mut out = words.add(from);
    let mut src: [*const u64; 3] = std::array::from_fn(|m| out.sub(2 * t[m]).cast_const());
    // For FAR, the two larger moves' fields from the bytes: bit 64i − 2s = 64(i − q) + k of the
    // table is bit k mod 8 of byte 8(i − q) + ⌊k/8⌋.
    let mut at: [*const u8; 3] =
        std::array::from_fn(|m| out.sub(sources[m].q).cast::<u8>().add(sources[m].k as usize / 8).cast_const());
    let sh: [u32; 3] = std::array::from_fn(|m| sources[m].k % 8);
    let (mut one_back, mut two_back) = (P::load(out.sub(2)), P::load(out.sub(4)));
    for _ in 0..steps {
        let f0 = match T0 {
            1 => one_back,
            2 => pair_fields::<P, O0>(&splices[0], two_back, one_back),
            // From the bytes too: T0 = 4 only with FAR, when the smallest move is as far back.
            4 => P::fields_at(at[0], sh[0]),
            _ => pair_fields::<P, O0>(&splices[0], P::load(src[0]), P::load(src[0].add(2))),
        };
        let (f1, f2) = if FAR {
            (P::fields_at(at[1], sh[1]), P::fields_at(at[2], sh[2]))
        } else {
            (
                pair_fields::<P, O1>(&splices[1], P::load(src[1]), P::load(src[1].add(2))),
                pair_fields::<P, O2>(&splices[2], P::load(src[2]), P::load(src[2].add(2))),
            )
        };
        let v = mex_pair([f0, f1, f2], low);
        v.store(out);
        (two_back, one_back) = (one_back, v);
        out = out.add(2);
        for s in &mut src {
            *s = s.add(2);
        }
        if FAR {
            for a in &mut at {
                *a = a.add(16);
            }
        }
    }
}

/// The vector loop from word `from` for as many whole steps as fit; returns where it stopped
/// (`from` when the moves or the place do not allow it).
///
/// # Safety
/// The CPU runs P's instructions (the caller's target features).
#[inline(always)]
unsafe fn pair_fill<P: Pair>(sources: &[Source; 3], smin: usize, words: &mut [u64], from: usize) -> usize {
    let t: [usize; 3] = std::array::from_fn(|m| sources[m].q.div_ceil(2));
    // The moves are ascending (the largest repeated), so t[2] is the farthest back.
    if smin < 2 * HEAPS || from < 2 * t[2] || from < 4 || from >= words.len() {
        return from;
    }
    let splices: [P::Splice; 3] = std::array::from_fn(|m| P::splice(&sources[m]));
    let odd: [bool; 3] = std::array::from_fn(|m| sources[m].q % 2 == 1);
    let steps = (words.len() - from) / 2;
    let (p, low) = (words.as_mut_ptr(), P::splat(LOW));
    // SAFETY (each arm): reads reach back 2·t[m] ≤ from words and the steps end by words.len();
    // t[0] is 1 only for s = 64 (q = 2), 2 for q = 3, 4; the larger moves have q ≥ 3.
    // The two larger moves read from the bytes where the path prefers it and their bytes lie
    // at least three steps back (q ≥ 9: no load overlaps a store still on its way).
    let far = P::BYTE_FIELDS && sources[1].q >= 9;
    macro_rules! run {
        ($t0:literal, $o0:literal) => {
            match (far, odd[1], odd[2]) {
                (true, _, _) => {
                    pair_steps::<P, $t0, $o0, false, false, true>(sources, &splices, t, p, from, steps, low)
                }
                (false, false, false) => {
                    pair_steps::<P, $t0, $o0, false, false, false>(sources, &splices, t, p, from, steps, low)
                }
                (false, false, true) => {
                    pair_steps::<P, $t0, $o0, false, true, false>(sources, &splices, t, p, from, steps, low)
                }
                (false, true, false) => {
                    pair_steps::<P, $t0, $o0, true, false, false>(sources, &splices, t, p, from, steps, low)
                }
                (false, true, true) => {
                    pair_steps::<P, $t0, $o0, true, true, false>(sources, &splices, t, p, from, steps, low)
                }
            }
        };
    }
    match (t[0], odd[0]) {
        // Every move from the bytes.
        _ if far && sources[0].q >= 9 => {
            pair_steps::<P, 4, false, false, false, true>(sources, &splices, t, p, from, steps, low)
        }
        (1, _) => run!(1, false),
        (2, false) => run!(2, false),
        (2, true) => run!(2, true),
        (_, false) => run!(3, false),
        (_, true) => run!(3, true),
    }
    from + 2 * steps
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    //! [`Pair`] in SSE2 and SSSE3 registers, inlined into loops compiled for AVX2 or AVX-512.
    use super::{Pair, Source};
    use std::arch::x86_64::*;

    impl Pair for __m128i {
        /// The right and left shift counts (a count of 64 shifts everything out).
        type Splice = (__m128i, __m128i);
        #[inline(always)]
        fn splice(source: &Source) -> Self::Splice {
            // SAFETY: SSE2 is part of x86-64.
            unsafe { (_mm_cvtsi64_si128(i64::from(source.k)), _mm_cvtsi64_si128(64 - i64::from(source.k))) }
        }
        #[inline(always)]
        fn funnel(lower: Self, upper: Self, splice: &Self::Splice) -> Self {
            // SAFETY: SSE2 is part of x86-64.
            unsafe { _mm_or_si128(_mm_srl_epi64(lower, splice.0), _mm_sll_epi64(upper, splice.1)) }
        }
        #[inline(always)]
        fn middle(a: Self, b: Self) -> Self {
            // SAFETY: only reached from the loops compiled for AVX2 or AVX-512, which have SSSE3.
            unsafe { _mm_alignr_epi8::<8>(b, a) }
        }
        #[inline(always)]
        unsafe fn load(p: *const u64) -> Self {
            _mm_loadu_si128(p.cast())
        }
        #[inline(always)]
        unsafe fn store(self, p: *mut u64) {
            _mm_storeu_si128(p.cast(), self)
        }
        #[inline(always)]
        fn splat(word: u64) -> Self {
            // SAFETY: SSE2 is part of x86-64.
            unsafe { _mm_set1_epi64x(word as i64) }
        }
        #[inline(always)]
        fn and(self, other: Self) -> Self {
            // SAFETY: SSE2.
            unsafe { _mm_and_si128(self, other) }
        }
        #[inline(always)]
        fn or(self, other: Self) -> Self {
            // SAFETY: SSE2.
            unsafe { _mm_or_si128(self, other) }
        }
        #[inline(always)]
        fn and_not(self, other: Self) -> Self {
            // SAFETY: SSE2.
            unsafe { _mm_andnot_si128(self, other) }
        }
        #[inline(always)]
        fn shr1(self) -> Self {
            // SAFETY: SSE2.
            unsafe { _mm_srli_epi64::<1>(self) }
        }
        #[inline(always)]
        fn shl1(self) -> Self {
            // SAFETY: SSE2.
            unsafe { _mm_slli_epi64::<1>(self) }
        }
        /// Splicing costs SSE two shifts and an OR of vectors already in registers.
        const BYTE_FIELDS: bool = false;
        #[inline(always)]
        unsafe fn fields_at(p: *const u8, sh: u32) -> Self {
            let (low, high) = (_mm_loadu_si128(p.cast()), _mm_loadu_si128(p.add(1).cast()));
            let (down, up) = (_mm_cvtsi64_si128(i64::from(sh)), _mm_cvtsi64_si128(8 - i64::from(sh)));
            _mm_or_si128(_mm_srl_epi64(low, down), _mm_sll_epi64(high, up))
        }
    }

    /// A pair in the loop compiled for AVX-512: the same operations, but the splice is one
    /// funnel shift (`vpshrdvq`, VBMI2), where SSE needs two shifts and an OR.
    #[derive(Clone, Copy)]
    pub(super) struct Wide(__m128i);

    impl Pair for Wide {
        /// k in both lanes.
        type Splice = __m128i;
        #[inline(always)]
        fn splice(source: &Source) -> Self::Splice {
            // SAFETY: SSE2 is part of x86-64.
            unsafe { _mm_set1_epi64x(i64::from(source.k)) }
        }
        #[inline(always)]
        fn funnel(lower: Self, upper: Self, splice: &Self::Splice) -> Self {
            // SAFETY: only reached from the loop compiled for AVX-512 (F, VL, VBMI2). The upper
            // word above the lower one, shifted right by k: (lower >> k) | (upper << (64 − k)),
            // and lower itself for k = 0.
            Wide(unsafe { _mm_shrdv_epi64(lower.0, upper.0, *splice) })
        }
        #[inline(always)]
        fn middle(a: Self, b: Self) -> Self {
            Wide(__m128i::middle(a.0, b.0))
        }
        #[inline(always)]
        unsafe fn load(p: *const u64) -> Self {
            Wide(__m128i::load(p))
        }
        #[inline(always)]
        unsafe fn store(self, p: *mut u64) {
            self.0.store(p)
        }
        #[inline(always)]
        fn splat(word: u64) -> Self {
            Wide(__m128i::splat(word))
        }
        #[inline(always)]
        fn and(self, other: Self) -> Self {
            Wide(self.0.and(other.0))
        }
        #[inline(always)]
        fn or(self, other: Self) -> Self {
            Wide(self.0.or(other.0))
        }
        #[inline(always)]
        fn and_not(self, other: Self) -> Self {
            Wide(self.0.and_not(other.0))
        }
        #[inline(always)]
        fn shr1(self) -> Self {
            Wide(self.0.shr1())
        }
        #[inline(always)]
        fn shl1(self) -> Self {
            Wide(self.0.shl1())
        }
        /// One funnel shift splices: cheaper than two loads.
        const BYTE_FIELDS: bool = false;
        #[inline(always)]
        unsafe fn fields_at(p: *const u8, sh: u32) -> Self {
            Wide(__m128i::fields_at(p, sh))
        }
    }

    /// # Safety
    /// The CPU has AVX2.
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn fill_avx2(sources: &[Source; 3], smin: usize, words: &mut [u64], from: usize) -> usize {
        super::pair_fill::<__m128i>(sources, smin, words, from)
    }

    /// # Safety
    /// The CPU has AVX-512 F, VL and VBMI2.
    #[target_feature(enable = "avx2,avx512f,avx512vl,avx512vbmi2")]
    pub(super) unsafe fn fill_avx512(sources: &[Source; 3], smin: usize, words: &mut [u64], from: usize) -> usize {
        super::pair_fill::<Wide>(sources, smin, words, from)
    }
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod wasm {
    //! [`Pair`] in SIMD128.
    use super::{Pair, Source};
    use core::arch::wasm32::*;

    impl Pair for v128 {
        /// The shift counts k and 63 − k (SIMD128 shifts count modulo 64, so the left shift
        /// by 64 − k is made of one by 63 − k and one by 1, which gives 0 for k = 0).
        type Splice = (u32, u32);
        #[inline(always)]
        fn splice(source: &Source) -> Self::Splice {
            (source.k, 63 - source.k)
        }
        #[inline(always)]
        fn funnel(lower: Self, upper: Self, splice: &Self::Splice) -> Self {
            v128_or(u64x2_shr(lower, splice.0), u64x2_shl(u64x2_shl(upper, splice.1), 1))
        }
        #[inline(always)]
        fn middle(a: Self, b: Self) -> Self {
            i64x2_shuffle::<1, 2>(a, b)
        }
        #[inline(always)]
        unsafe fn load(p: *const u64) -> Self {
            v128_load(p.cast())
        }
        #[inline(always)]
        unsafe fn store(self, p: *mut u64) {
            v128_store(p.cast(), self)
        }
        #[inline(always)]
        fn splat(word: u64) -> Self {
            // Kept from the constant folder, so that the size-optimised loop holds it in a
            // register instead of making it again each step.
            core::hint::black_box(u64x2_splat(word))
        }
        #[inline(always)]
        fn and(self, other: Self) -> Self {
            v128_and(self, other)
        }
        #[inline(always)]
        fn or(self, other: Self) -> Self {
            v128_or(self, other)
        }
        #[inline(always)]
        fn and_not(self, other: Self) -> Self {
            v128_andnot(other, self)
        }
        #[inline(always)]
        fn shr1(self) -> Self {
            u64x2_shr(self, 1)
        }
        #[inline(always)]
        fn shl1(self) -> Self {
            u64x2_shl(self, 1)
        }
        /// V8 makes the splice's shuffle and its three shifts by counts in variables into a dozen
        /// instructions: two loads and two shifts are fewer.
        const BYTE_FIELDS: bool = true;
        #[inline(always)]
        unsafe fn fields_at(p: *const u8, sh: u32) -> Self {
            let (low, high) = (v128_load(p.cast()), v128_load(p.add(1).cast()));
            // Shifts by constants: V8 makes one by a count in a variable into four instructions.
            match sh {
                0 => low,
                2 => v128_or(u64x2_shr(low, 2), u64x2_shl(high, 6)),
                4 => v128_or(u64x2_shr(low, 4), u64x2_shl(high, 4)),
                _ => v128_or(u64x2_shr(low, 6), u64x2_shl(high, 2)),
            }
        }
    }

    pub(super) fn fill_simd128(sources: &[Source; 3], smin: usize, words: &mut [u64], from: usize) -> usize {
        // SAFETY: the build has SIMD128 (this module's cfg).
        unsafe { super::pair_fill::<v128>(sources, smin, words, from) }
    }
}

/// The vector loop of the path from word `from`, for as many whole steps as fit; returns where
/// it stopped (`from` for the portable path, a path this machine lacks, or moves it does not
/// take).
fn vector_steps(path: Path, sources: &[Source; 3], smin: usize, words: &mut [u64], from: usize) -> usize {
    if !path.runs() {
        return from;
    }
    match path {
        Path::Portable => from,
        // SAFETY (both): the path is available, so the CPU has its features.
        #[cfg(target_arch = "x86_64")]
        Path::Avx2 => unsafe { x86::fill_avx2(sources, smin, words, from) },
        #[cfg(target_arch = "x86_64")]
        Path::Avx512 => unsafe { x86::fill_avx512(sources, smin, words, from) },
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        Path::Simd128 => wasm::fill_simd128(sources, smin, words, from),
    }
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
#[inline]
pub fn fill_packed(moves: &[u64], words: &mut [u64]) {
    fill_packed_with(Path::best(), moves, words);
}

/// [`fill_packed`] by the given path; a path this machine lacks ([`Path::runs`]) runs the
/// portable one instead.
///
/// # Panics
/// Unless [`applies`] holds for `moves`.
pub fn fill_packed_with(path: Path, moves: &[u64], words: &mut [u64]) {
    assert!(applies(moves), "the field kernel needs one to three moves, the smallest at least 32");
    let nwords = words.len();
    let usable: Vec<usize> = moves.iter().filter_map(|&s| usize::try_from(s).ok()).collect();
    let smin = usable[0];
    let smax = *usable.last().expect("a move");
    // Reading a move's fields twice changes nothing: pad to three with the largest.
    let sources: [Source; 3] = std::array::from_fn(|m| Source::of(usable[m.min(usable.len() - 1)]));
    // Until every move's reads lie at or after word 0 (one word more for the vector loop's
    // reads of whole vectors, and at least its first two vectors), the words are made in a
    // scratch table behind `lead` words of 3s: a field of 3 is seen by the rule as no value at
    // all, just as a move larger than the heap is no move, so the same word steps give the
    // first heaps, with no other kernel and no packing.
    let lead = (smax.div_ceil(HEAPS) + 1).max(4);
    let head = lead.min(nwords);
    let mut scratch = vec![u64::MAX; lead + head];
    word_steps(&sources, &mut scratch, lead);
    words[..head].copy_from_slice(&scratch[lead..]);
    if head == nwords {
        return;
    }
    let at = vector_steps(path, &sources, smin, words, head);
    word_steps(&sources, words, at);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unpack(words: &[u64], len: usize) -> Vec<u8> {
        (0..len).map(|i| (words[i / HEAPS] >> (2 * (i % HEAPS)) & 3) as u8).collect()
    }

    #[test]
    fn the_fields_are_the_byte_kernels_values() {
        // Each case of the vector loop: the smallest move one, two or more steps back (64; 65
        // to 128; more), each move's q odd or even, and lengths across the steps.
        for moves in [
            vec![32],
            vec![32, 33],
            vec![50, 123, 173],
            vec![64, 65, 129],
            vec![64, 161, 225],
            vec![65, 96, 161],
            vec![97, 128, 225],
            vec![128, 300, 428],
            vec![129, 161, 290],
            vec![257, 1000],
            vec![1000, 2501, 3501],
        ] {
            let set = crate::SubtractionSet::new(&moves).unwrap();
            for len in [0, 1, 31, 32, 33, 1000, 4097, 70_001] {
                let want = super::super::nim_values(&set, len);
                for path in Path::available() {
                    // Into a buffer that held other fields.
                    let mut words = vec![u64::MAX; len.div_ceil(HEAPS)];
                    fill_packed_with(path, &moves, &mut words);
                    assert_eq!(unpack(&words, len), want, "{moves:?} {len} {path:?}");
                }
                assert_eq!(unpack(&packed_values(&moves, len), len), want, "{moves:?} {len}");
            }
        }
    }

    #[test]
    fn the_vector_loops_fill_every_whole_step() {
        // The portable words would hide a vector loop that stopped early: run it alone, after
        // a head of the right values, over words that hold others.
        for moves in [vec![64, 161, 225], vec![65, 96, 161], vec![128, 300, 428], vec![1000, 2501, 3501]] {
            let set = crate::SubtractionSet::new(&moves).unwrap();
            let want = super::super::nim_values(&set, 200_000);
            let sources: [Source; 3] = std::array::from_fn(|m| Source::of(moves[m] as usize));
            let head = moves[2].div_ceil(32) as usize + 1;
            for path in Path::available().into_iter().filter(|&p| p != Path::Portable) {
                for len in [head * 32 + 64, 100_000, 100_032] {
                    let mut words = vec![u64::MAX; len / 32];
                    words[..head].copy_from_slice(&packed_values(&moves, head * 32));
                    let at = vector_steps(path, &sources, moves[0] as usize, &mut words, head);
                    assert_eq!(at, head + (len / 32 - head) / 2 * 2, "{moves:?} {len} {path:?}");
                    assert_eq!(unpack(&words[..at], at * 32), want[..at * 32], "{moves:?} {len} {path:?}");
                }
            }
        }
    }

    #[test]
    fn this_machine_runs_its_best_path() {
        let available = Path::available();
        assert_eq!(available[0], Path::best());
        assert_eq!(available.last(), Some(&Path::Portable));
    }
}
