//! The mex rule, g(x) = mex { g(x − s) : s ∈ S, s ≤ x }, as a fast kernel over a buffer.
//!
//! For |S| ≤ 7 every value fits in 0..=7, so while it works the kernel keeps each position as
//! a one-hot byte (`1 << g(x)`): the mask of values seen from x is a plain OR of |S| earlier
//! bytes, and the mex is its lowest clear bit, `!m & (m + 1)`. Positions x .. x + min(S)
//! depend only on positions before x, so lanes of 16 of them are filled at once without a
//! branch, in SIMD registers; bytes turn back into values a little behind the front, while
//! they are still in cache. On x86-64 with AVX2 a hand-written kernel (`mex/avx2.rs`) keeps
//! the nearest lanes in registers, which avoids store-forwarding stalls and doubles the speed;
//! WebAssembly has one of its own (`mex/simd128.rs`), as the browser build is optimised for
//! size, which leaves plain loops unvectorised. Larger sets use a scalar 64-bit mask.
//!
//! For at most three moves, the smallest at least 32, `mex/fields.rs` computes the same values
//! at two bits a heap, straight into the words of a period table: the landscape's fast kernel.

use crate::moves::SubtractionSet;

#[cfg(target_arch = "x86_64")]
mod avx2;
pub mod fields;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod simd128;

/// A path of the one-hot kernel. Every path gives the same values; [`Kernel::available`] lists
/// the ones this machine runs, so that tests and benchmarks can hold each to the mex rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Kernel {
    /// Lanes in plain Rust, vectorised by the compiler where it can: runs everywhere.
    Portable,
    /// Hand-written for x86-64 with AVX2, for 16 ≤ min(S) < 96 (the portable lanes otherwise).
    #[cfg(target_arch = "x86_64")]
    Avx2,
    /// Hand-written for WebAssembly SIMD128, for min(S) ≥ 16 (scalar otherwise).
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    Simd128,
}

impl Kernel {
    /// The fastest path this machine runs: the one [`extend_nim_values`] takes.
    #[inline]
    pub fn best() -> Kernel {
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        let best = Kernel::Simd128;
        #[cfg(target_arch = "x86_64")]
        let best = if std::arch::is_x86_feature_detected!("avx2") { Kernel::Avx2 } else { Kernel::Portable };
        #[cfg(not(any(target_arch = "x86_64", all(target_arch = "wasm32", target_feature = "simd128"))))]
        let best = Kernel::Portable;
        best
    }

    /// Every path this machine runs, the fastest first.
    pub fn available() -> Vec<Kernel> {
        let best = Kernel::best();
        if best == Kernel::Portable {
            vec![best]
        } else {
            vec![best, Kernel::Portable]
        }
    }
}

/// How far behind the front one-hot bytes are turned back into values.
const CONVERT_CHUNK: usize = 1 << 15;

/// The nim-values g(0), g(1), …, g(len − 1).
///
/// ```
/// use asg::{mex, SubtractionSet};
/// let s = SubtractionSet::new(&[5, 12, 17]).unwrap();
/// let g: String = mex::nim_values(&s, 20).iter().map(|v| char::from(b'0' + v)).collect();
/// assert_eq!(g, "00000111110022211333");
/// ```
pub fn nim_values(set: &SubtractionSet, len: usize) -> Vec<u8> {
    let mut buf = vec![0u8; len];
    extend_nim_values(set, &mut buf, 0);
    buf
}

/// Fills `buf[known..]` with nim-values, given that `buf[..known]` already holds
/// g(0), …, g(known − 1). `known = 0` fills the whole buffer.
///
/// # Panics
/// Never for valid input; `known > buf.len()` is treated as `known = buf.len()`.
#[inline]
pub fn extend_nim_values(set: &SubtractionSet, buf: &mut [u8], known: usize) {
    extend_nim_values_with(Kernel::best(), set, buf, known);
}

/// [`extend_nim_values`] by the given path of the kernel; a path this machine lacks (not in
/// [`Kernel::available`]) runs the portable one instead.
#[inline(always)]
pub fn extend_nim_values_with(kernel: Kernel, set: &SubtractionSet, buf: &mut [u8], known: usize) {
    // One copy of the kernel per path: a build that only ever takes one path carries only it.
    match kernel {
        Kernel::Portable => extend::<{ Kernel::Portable as u8 }>(set, buf, known),
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx2 => extend::<{ Kernel::Avx2 as u8 }>(set, buf, known),
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        Kernel::Simd128 => extend::<{ Kernel::Simd128 as u8 }>(set, buf, known),
    }
}

/// `extend_nim_values_with` for the path K (a `Kernel` as u8).
fn extend<const K: u8>(set: &SubtractionSet, buf: &mut [u8], known: usize) {
    let len = buf.len();
    let known = known.min(len);
    if known == len {
        return;
    }
    // Only moves shorter than the buffer can ever apply inside it.
    let moves: Vec<usize> = set.moves().iter().filter_map(|&s| usize::try_from(s).ok().filter(|&s| s < len)).collect();
    if moves.is_empty() {
        buf[known..].fill(0);
    } else if set.len() <= 7 {
        extend_one_hot::<K>(&moves, buf, known);
    } else {
        extend_scalar(&moves, buf, known);
    }
}

/// The nim sequence from 0 onwards in chunks, keeping only the last max(S) values it still
/// needs: memory stays bounded (by about 2·max(S) plus the chunk) however far it runs.
///
/// ```
/// use asg::{mex, SubtractionSet};
/// let s = SubtractionSet::new(&[5, 12, 17]).unwrap();
/// let mut stream = mex::MexStream::new(&s);
/// let mut all = Vec::new();
/// for _ in 0..10 {
///     all.extend_from_slice(stream.next_chunk(7)?);
/// }
/// assert_eq!(all, mex::nim_values(&s, 70));
/// # Ok::<(), asg::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct MexStream {
    set: SubtractionSet,
    /// g(start), …, g(start + buf.len() − 1): values kept, and values computed ahead.
    buf: Vec<u8>,
    start: u64,
    /// The heap of the first value of the next chunk.
    next: u64,
}

impl MexStream {
    /// A stream of the set's values from heap 0.
    pub fn new(set: &SubtractionSet) -> Self {
        MexStream { set: set.clone(), buf: Vec::new(), start: 0, next: 0 }
    }

    /// The heap the next chunk starts at.
    pub fn position(&self) -> u64 {
        self.next
    }

    /// The next `len` values.
    ///
    /// # Errors
    /// [`crate::Error::OutOfMemory`] when the buffer cannot grow.
    pub fn next_chunk(&mut self, len: usize) -> crate::Result<&[u8]> {
        let from = (self.next - self.start) as usize;
        if from + len > self.buf.len() {
            self.compute(from + len - self.buf.len())?;
        }
        let from = (self.next - self.start) as usize;
        self.next += len as u64;
        Ok(&self.buf[from..from + len])
    }

    /// Computes at least `more` values past the buffer's end. Each call also pays for turning
    /// the last max(S) values into the kernel's one-hot bytes and back, so it computes at least
    /// that many (and 2^16) at once: the stream stays linear whatever the moves.
    fn compute(&mut self, more: usize) -> crate::Result<()> {
        let look_back = usize::try_from(self.set.max()).unwrap_or(usize::MAX);
        let end = self.start + self.buf.len() as u64;
        // Once every heap still to compute is past max(S) every move applies, so the buffer's
        // origin no longer matters to the kernel; before that, the buffer starts at heap 0.
        if end > look_back as u64 {
            let first = self.next.min(end - look_back as u64);
            let drop = (first - self.start) as usize;
            self.buf.drain(..drop);
            self.start = first;
        }
        let have = self.buf.len();
        let more = more.max(look_back.min(have)).max(1 << 16);
        crate::limits::reserve(&mut self.buf, more, "the stream of the mex rule")?;
        self.buf.resize(have + more, 0);
        extend_nim_values(&self.set, &mut self.buf, have);
        Ok(())
    }
}

/// The scalar mex for large sets: a 64-bit mask of the values seen.
fn extend_scalar(moves: &[usize], buf: &mut [u8], known: usize) {
    for x in known..buf.len() {
        let mut seen = 0u64;
        for &s in moves.iter().take_while(|&&s| s <= x) {
            seen |= 1u64 << buf[x - s];
        }
        buf[x] = (!seen).trailing_zeros() as u8;
    }
}

/// The one-hot kernel for |S| ≤ 7.
fn extend_one_hot<const K: u8>(moves: &[usize], buf: &mut [u8], known: usize) {
    let len = buf.len();
    let (smin, smax) = (moves[0], moves[moves.len() - 1]);
    // The one-hot bytes the front will read: the last smax known values.
    let mut converted = known.saturating_sub(smax);
    for v in &mut buf[converted..known] {
        *v = 1 << *v;
    }
    // Near the origin not every move applies yet, and the vector paths want room behind them;
    // they start on a 16-byte boundary, so that no lane straddles a cache line.
    let mut x = known;
    let start = known.max(smax + 16);
    let warm = (start + (buf.as_ptr() as usize).wrapping_add(start).wrapping_neg() % 16).min(len);
    while x < warm {
        buf[x] = scalar_one_hot(moves, buf, x);
        x += 1;
    }
    #[cfg(target_arch = "x86_64")]
    if K == Kernel::Avx2 as u8 && (16..96).contains(&smin) && std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: AVX2 is present, 16 ≤ min(S) < 96, |S| ≤ 7, x ≥ max(S) + 16 (or x = len),
        // and buf[..x] is final: one-hot from `converted` on.
        if x >= smax + 16 && x < len {
            (x, converted) = unsafe { avx2::extend(moves, buf, x, converted) };
        }
    }
    while x < len {
        let end = (x + CONVERT_CHUNK).min(len);
        x = match smin {
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            16.. if K == Kernel::Simd128 as u8 => {
                let at;
                (at, converted) = simd128::extend(moves, buf, x, end, converted);
                at
            }
            16.. => lanes_of::<16>(moves, buf, x, end),
            8.. => lanes_of::<8>(moves, buf, x, end),
            _ => x,
        };
        while x < end {
            buf[x] = scalar_one_hot(moves, buf, x);
            x += 1;
        }
        // Bytes more than smax behind the front are never read again.
        let safe = x.saturating_sub(smax).max(converted);
        to_values(&mut buf[converted..safe]);
        converted = safe;
    }
    to_values(&mut buf[converted..len]);
}

/// One position by the scalar rule on one-hot bytes (moves larger than x do not apply).
#[inline(always)]
fn scalar_one_hot(moves: &[usize], buf: &[u8], x: usize) -> u8 {
    let mut seen = 0u8;
    for &s in moves.iter().take_while(|&&s| s <= x) {
        seen |= buf[x - s];
    }
    lowest_clear_bit(seen)
}

/// Fills W positions at a time from x while a lane fits before `end`, and returns where it
/// stopped. The number of moves N is a constant, so the loop over moves unrolls and the
/// offsets stay in registers.
#[inline(always)]
fn lanes<const W: usize, const N: usize>(moves: &[usize], buf: &mut [u8], x: usize, end: usize) -> usize {
    let moves: [usize; N] = std::array::from_fn(|i| moves[i]);
    let (smin, smax) = (moves[0], moves[N - 1]);
    // Every read of a lane at y lies in y − max(S) .. y + W − min(S) ⊆ 0 .. y: checked once here.
    assert!(W <= smin && smax <= x && end <= buf.len());
    let p = buf.as_mut_ptr();
    let mut x = x;
    while x + W <= end {
        let mut seen = [0u8; W];
        for s in moves {
            // SAFETY: x − s ≥ 0 and x − s + W ≤ x ≤ len (the assertion above, and x only grows).
            let from = unsafe { &*(p.add(x - s) as *const [u8; W]) };
            for i in 0..W {
                seen[i] |= from[i];
            }
        }
        // SAFETY: x + W ≤ end ≤ len, and no `from` reference is alive here.
        let out = unsafe { &mut *(p.add(x) as *mut [u8; W]) };
        for i in 0..W {
            out[i] = lowest_clear_bit(seen[i]);
        }
        x += W;
    }
    x
}

/// `lanes` for the actual number of moves.
#[inline(always)]
fn lanes_of<const W: usize>(moves: &[usize], buf: &mut [u8], x: usize, end: usize) -> usize {
    match moves.len() {
        // The browser build keeps only the additive case, three moves, to stay small; other
        // sizes run the same lanes with the move count not fixed.
        3 => lanes::<W, 3>(moves, buf, x, end),
        #[cfg(not(target_arch = "wasm32"))]
        1 => lanes::<W, 1>(moves, buf, x, end),
        #[cfg(not(target_arch = "wasm32"))]
        2 => lanes::<W, 2>(moves, buf, x, end),
        #[cfg(not(target_arch = "wasm32"))]
        4 => lanes::<W, 4>(moves, buf, x, end),
        #[cfg(not(target_arch = "wasm32"))]
        5 => lanes::<W, 5>(moves, buf, x, end),
        #[cfg(not(target_arch = "wasm32"))]
        6 => lanes::<W, 6>(moves, buf, x, end),
        #[cfg(not(target_arch = "wasm32"))]
        _ => lanes::<W, 7>(moves, buf, x, end),
        #[cfg(target_arch = "wasm32")]
        _ => lanes_any::<W>(moves, buf, x, end),
    }
}

/// `lanes` with any number of moves (a loop over them rather than an unrolled one).
#[cfg(target_arch = "wasm32")]
fn lanes_any<const W: usize>(moves: &[usize], buf: &mut [u8], mut x: usize, end: usize) -> usize {
    while x + W <= end {
        let mut seen = [0u8; W];
        for &s in moves {
            let from = &buf[x - s..x - s + W];
            for i in 0..W {
                seen[i] |= from[i];
            }
        }
        for (i, out) in buf[x..x + W].iter_mut().enumerate() {
            *out = lowest_clear_bit(seen[i]);
        }
        x += W;
    }
    x
}

#[inline(always)]
fn lowest_clear_bit(m: u8) -> u8 {
    !m & m.wrapping_add(1)
}

/// One-hot bytes back to values: the value of `1 << v` is the number of ones in `(1 << v) − 1`.
#[inline(always)]
fn to_values(bytes: &mut [u8]) {
    for b in bytes.iter_mut() {
        *b = b.wrapping_sub(1).count_ones() as u8;
    }
}

/// The mex of a list of values, the rule itself; used by explanations and tests.
///
/// ```
/// assert_eq!(asg::mex::mex(&[0, 1, 3]), 2);
/// assert_eq!(asg::mex::mex(&[]), 0);
/// ```
pub fn mex(values: &[u8]) -> u8 {
    let mut seen = [false; 256];
    for &v in values {
        seen[v as usize] = true;
    }
    seen.iter().position(|&s| !s).unwrap_or(255) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rule exactly as written, with no tricks.
    fn reference(moves: &[u64], len: usize) -> Vec<u8> {
        let mut g = Vec::with_capacity(len);
        for x in 0..len as u64 {
            let options: Vec<u8> = moves.iter().filter(|&&s| s <= x).map(|&s| g[(x - s) as usize]).collect();
            g.push(mex(&options));
        }
        g
    }

    #[test]
    fn worked_example_of_math_md() {
        let s = SubtractionSet::new(&[5, 12, 17]).unwrap();
        let g: String = nim_values(&s, 60).iter().map(|v| char::from(b'0' + v)).collect();
        assert_eq!(g, "000001111100222113332222000331110000211113222223033321000001");
    }

    #[test]
    fn extending_in_pieces_equals_filling_at_once() {
        let s = SubtractionSet::new(&[3, 7, 10]).unwrap();
        let whole = nim_values(&s, 5000);
        let mut buf = vec![0u8; 5000];
        let mut known = 0;
        for cut in [1, 2, 9, 10, 11, 100, 1234, 5000] {
            extend_nim_values(&s, &mut buf[..cut], known);
            known = cut;
        }
        assert_eq!(buf, whole);
    }

    #[test]
    fn kernel_paths_agree_with_the_rule() {
        for moves in [
            vec![1],
            vec![1, 2],
            vec![2, 3, 5],
            vec![1, 4, 9, 16, 25, 36, 49],
            vec![1, 2, 3, 4, 5, 6, 7, 8, 9],
            vec![50, 123, 173],
            vec![4097, 5000, 9097],
        ] {
            let s = SubtractionSet::new(&moves).unwrap();
            assert_eq!(nim_values(&s, 20_000), reference(&moves, 20_000), "moves {moves:?}");
        }
    }

    #[test]
    fn every_lane_width_and_number_of_moves() {
        // min(S) around each lane boundary, and 1 to 7 moves: every kernel path this machine
        // runs must give the rule's values.
        for smin in [1, 7, 8, 15, 16, 17, 31, 32, 47, 48, 50, 63, 64, 79, 80, 95, 96, 97, 130] {
            for extra in 0..7u64 {
                let moves: Vec<u64> = (0..=extra).map(|k| smin + k * k * 7 + k).collect();
                let s = SubtractionSet::new(&moves).unwrap();
                let want = reference(&moves, 6000);
                for kernel in Kernel::available() {
                    let mut buf = vec![0u8; 6000];
                    extend_nim_values_with(kernel, &s, &mut buf, 0);
                    assert_eq!(buf, want, "moves {moves:?}, {kernel:?}");
                }
            }
        }
    }

    #[test]
    fn extending_far_out_uses_the_same_lanes() {
        let s = SubtractionSet::new(&[50, 123, 173]).unwrap();
        let whole = nim_values(&s, 200_000);
        let mut buf = whole[..100_003].to_vec();
        buf.resize(200_000, 9);
        extend_nim_values(&s, &mut buf, 100_003);
        assert_eq!(buf, whole);
    }

    #[test]
    fn a_stream_in_any_chunks_is_the_rule_whatever_the_moves() {
        // Moves below, across and far beyond the chunk sizes, and one that never applies.
        for moves in [vec![1, 2], vec![3, 50_000, 70_001], vec![17, 40_000], vec![5, 90_000, u64::MAX]] {
            let s = SubtractionSet::new(&moves).unwrap();
            let want = reference(&moves, 300_000);
            let mut stream = MexStream::new(&s);
            let mut got = Vec::new();
            for len in [1usize, 7, 65_536, 3, 100_000, 1000, 133_453].iter().cycle() {
                let len = (*len).min(300_000 - got.len());
                got.extend_from_slice(stream.next_chunk(len).unwrap());
                if got.len() == 300_000 {
                    break;
                }
            }
            assert_eq!(got, want, "moves {moves:?}");
            assert!(stream.buf.len() < 4 * 90_001 + 200_000, "the buffer stays near 2·max(S) + chunk");
        }
    }

    #[test]
    fn moves_longer_than_the_buffer_never_apply() {
        let s = SubtractionSet::new(&[3, u64::MAX]).unwrap();
        assert_eq!(nim_values(&s, 8), vec![0, 0, 0, 1, 1, 1, 0, 0]);
    }
}
