//! The mex rule, g(x) = mex { g(x − s) : s ∈ S, s ≤ x }, as a fast kernel over a buffer.
//!
//! For |S| ≤ 7 every value fits in 0..=7, so the kernel keeps each position as a one-hot byte
//! (`1 << g(x)`) while it works: the mask of values seen from x is then a plain OR of |S|
//! earlier bytes, and the mex is the lowest clear bit, `!m & (m + 1)`. Positions x .. x + min(S)
//! depend only on positions before x, so the kernel fills them as one block, one slice-wide OR
//! per move: loops without branches that the compiler turns into SIMD. Bytes turn back into
//! values a little behind the front, while they are still in cache. Larger sets use a scalar
//! loop with a 64-bit mask.

use crate::moves::SubtractionSet;

/// Block length: positions filled together (capped so a block stays in L1).
const BLOCK: usize = 4096;

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
pub fn extend_nim_values(set: &SubtractionSet, buf: &mut [u8], known: usize) {
    let len = buf.len();
    let known = known.min(len);
    if known == len {
        return;
    }
    // Only moves shorter than the buffer can ever apply inside it.
    let moves: Vec<usize> = set
        .moves()
        .iter()
        .filter_map(|&s| usize::try_from(s).ok().filter(|&s| s < len))
        .collect();
    if moves.is_empty() {
        buf[known..].fill(0);
    } else if set.len() <= 7 {
        extend_one_hot(&moves, set.len() as u8, buf, known);
    } else {
        extend_scalar(&moves, buf, known);
    }
}

/// The nim sequence from 0 onwards in chunks, keeping only the last max(S) values between
/// chunks: memory stays bounded however far it runs.
///
/// ```
/// use asg::{mex, SubtractionSet};
/// let s = SubtractionSet::new(&[5, 12, 17]).unwrap();
/// let mut stream = mex::MexStream::new(&s);
/// let mut all = Vec::new();
/// for _ in 0..10 {
///     all.extend_from_slice(stream.next_chunk(7));
/// }
/// assert_eq!(all, mex::nim_values(&s, 70));
/// ```
#[derive(Debug, Clone)]
pub struct MexStream {
    set: SubtractionSet,
    buf: Vec<u8>,
    /// The heap of the first value of the next chunk.
    next: u64,
}

impl MexStream {
    pub fn new(set: &SubtractionSet) -> Self {
        MexStream {
            set: set.clone(),
            buf: Vec::new(),
            next: 0,
        }
    }

    /// The heap the next chunk starts at.
    pub fn position(&self) -> u64 {
        self.next
    }

    /// The next `len` values.
    pub fn next_chunk(&mut self, len: usize) -> &[u8] {
        let look_back = usize::try_from(self.set.max()).unwrap_or(usize::MAX);
        let have = self.buf.len();
        let keep = have.min(look_back);
        // Once positions run past max(S) every move applies, so the buffer's origin no longer
        // matters to the kernel; before that, the buffer still starts at heap 0.
        let keep = if (self.next as usize) <= look_back {
            have
        } else {
            keep
        };
        self.buf.copy_within(have - keep.., 0);
        self.buf.truncate(keep);
        self.buf.resize(keep + len, 0);
        extend_nim_values(&self.set, &mut self.buf, keep);
        self.next += len as u64;
        &self.buf[keep..]
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

/// The one-hot kernel for |S| ≤ 7 (`top` = |S|, the largest possible value).
fn extend_one_hot(moves: &[usize], top: u8, buf: &mut [u8], known: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU supports AVX2, checked just above.
            unsafe { extend_one_hot_avx2(moves, top, buf, known) };
            return;
        }
    }
    extend_one_hot_portable(moves, top, buf, known);
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn extend_one_hot_avx2(moves: &[usize], top: u8, buf: &mut [u8], known: usize) {
    extend_one_hot_portable(moves, top, buf, known);
}

#[inline(always)]
fn extend_one_hot_portable(moves: &[usize], top: u8, buf: &mut [u8], known: usize) {
    let len = buf.len();
    let smin = moves[0];
    let smax = moves[moves.len() - 1];
    // The one-hot bytes the front will read: the last smax known values.
    let mut converted = known.saturating_sub(smax);
    for v in &mut buf[converted..known] {
        *v = 1 << *v;
    }
    // Positions below smax: not every move applies yet.
    let mut x = known;
    while x < len.min(smax) {
        let mut seen = 0u8;
        for &s in moves.iter().take_while(|&&s| s <= x) {
            seen |= buf[x - s];
        }
        buf[x] = lowest_clear_bit(seen);
        x += 1;
    }
    // From smax on every move applies: blocks of up to min(S) independent positions.
    let step = smin.min(BLOCK);
    while x < len {
        let end = (x + step).min(len);
        let (done, rest) = buf.split_at_mut(x);
        let block = &mut rest[..end - x];
        block.fill(0);
        for &s in moves {
            let from = &done[x - s..x - s + block.len()];
            for (m, &p) in block.iter_mut().zip(from) {
                *m |= p;
            }
        }
        for m in block.iter_mut() {
            *m = lowest_clear_bit(*m);
        }
        x = end;
        // Bytes more than smax behind the front are never read again.
        let safe = x.saturating_sub(smax);
        if safe >= converted + CONVERT_CHUNK {
            to_values(&mut buf[converted..safe], top);
            converted = safe;
        }
    }
    to_values(&mut buf[converted..len], top);
}

#[inline(always)]
fn lowest_clear_bit(m: u8) -> u8 {
    !m & m.wrapping_add(1)
}

/// One-hot bytes back to values: v = #{t ≥ 1 : byte ≥ 2^t}, a branch-free loop.
#[inline(always)]
fn to_values(bytes: &mut [u8], top: u8) {
    for b in bytes.iter_mut() {
        let one_hot = *b;
        let mut v = 0u8;
        for t in 1..=top.min(7) {
            v += (one_hot >= (1u8 << t)) as u8;
        }
        *b = v;
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
            let options: Vec<u8> = moves
                .iter()
                .filter(|&&s| s <= x)
                .map(|&s| g[(x - s) as usize])
                .collect();
            g.push(mex(&options));
        }
        g
    }

    #[test]
    fn worked_example_of_math_md() {
        let s = SubtractionSet::new(&[5, 12, 17]).unwrap();
        let g: String = nim_values(&s, 60)
            .iter()
            .map(|v| char::from(b'0' + v))
            .collect();
        assert_eq!(
            g,
            "000001111100222113332222000331110000211113222223033321000001"
        );
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
            assert_eq!(
                nim_values(&s, 20_000),
                reference(&moves, 20_000),
                "moves {moves:?}"
            );
        }
    }

    #[test]
    fn moves_longer_than_the_buffer_never_apply() {
        let s = SubtractionSet::new(&[3, u64::MAX]).unwrap();
        assert_eq!(nim_values(&s, 8), vec![0, 0, 0, 1, 1, 1, 0, 0]);
    }
}
