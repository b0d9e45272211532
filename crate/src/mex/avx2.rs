//! The mex kernel for x86-64 with AVX2: 16 positions a step, without store-forwarding stalls.
//!
//! A lane of 16 positions at x reads the 16 bytes at x − s for each move s. For the smallest
//! move those bytes were written a few lanes ago by two different stores, and a load that
//! straddles two recent stores waits until both reach the cache; that wait sits on the
//! critical path and halves the speed. So the last Q lanes stay in registers, and the input
//! for the smallest move is spliced from two of them with two byte shuffles. Larger moves read
//! memory plainly: their bytes were stored long enough ago. Lanes that no move will read again
//! are turned from one-hot bytes back into values in the same loop, by a nibble lookup.

use std::arch::x86_64::*;

/// `1 << v` → v, looked up by the low and by the high nibble (the other one is 0).
const LOW_NIBBLE: [u8; 16] = [0, 0, 1, 0, 2, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0];
const HIGH_NIBBLE: [u8; 16] = [0, 4, 5, 0, 6, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0];

/// Fills one-hot lanes from `x` while whole groups of lanes fit in `buf`, converting lanes
/// no longer read back into values from `converted` on; returns the new `(x, converted)`.
///
/// # Safety
/// The CPU supports AVX2; `moves` is ascending with 1 ≤ |moves| ≤ 7 and 16 ≤ min < 96;
/// x ≥ max + 16; `buf[..x]` is final, one-hot from `converted` on.
#[target_feature(enable = "avx2")]
pub(super) unsafe fn extend(moves: &[usize], buf: &mut [u8], x: usize, converted: usize) -> (usize, usize) {
    // Q lanes back hold the bytes at x − min: Q = ⌊min/16⌋ + 1 ∈ 2..=6.
    macro_rules! with_q {
        ($n:literal) => {
            match moves[0] / 16 + 1 {
                2 => run::<$n, 2>(moves, buf, x, converted),
                3 => run::<$n, 3>(moves, buf, x, converted),
                4 => run::<$n, 4>(moves, buf, x, converted),
                5 => run::<$n, 5>(moves, buf, x, converted),
                _ => run::<$n, 6>(moves, buf, x, converted),
            }
        };
    }
    match moves.len() {
        1 => with_q!(1),
        2 => with_q!(2),
        3 => with_q!(3),
        4 => with_q!(4),
        5 => with_q!(5),
        6 => with_q!(6),
        _ => with_q!(7),
    }
}

/// Shuffle masks that take bytes `shift ..` of a lane followed by bytes `.. shift` of the next.
#[inline(always)]
unsafe fn splice_masks(s: usize) -> (__m128i, __m128i) {
    let shift = 16 - s % 16; // 1 ..= 16
    let first: [u8; 16] = std::array::from_fn(|i| if shift + i < 16 { (shift + i) as u8 } else { 0x80 });
    let second: [u8; 16] = std::array::from_fn(|i| if shift + i >= 16 { (shift + i - 16) as u8 } else { 0x80 });
    (_mm_loadu_si128(first.as_ptr().cast()), _mm_loadu_si128(second.as_ptr().cast()))
}

#[inline(always)]
unsafe fn run<const N: usize, const Q: usize>(
    moves: &[usize],
    buf: &mut [u8],
    x: usize,
    converted: usize,
) -> (usize, usize) {
    let moves: [usize; N] = moves.try_into().expect("N = |moves|");
    let (smin, smax, len) = (moves[0], moves[N - 1], buf.len());
    debug_assert!(16 <= smin && smin / 16 + 1 == Q && x >= smax + 16 && converted <= x);
    // Lanes aligned to 16 bytes never straddle a cache line.
    let mut x = x;
    while x < len && !(buf.as_ptr() as usize + x).is_multiple_of(16) {
        buf[x] = super::scalar_one_hot(&moves, buf, x);
        x += 1;
    }
    let (first, second) = splice_masks(smin);
    let one = _mm_set1_epi8(1);
    let nibble = _mm_set1_epi8(0x0f);
    let low = _mm_loadu_si128(LOW_NIBBLE.as_ptr().cast());
    let high = _mm_loadu_si128(HIGH_NIBBLE.as_ptr().cast());
    let p = buf.as_mut_ptr();
    let mut c = converted;
    if x + 16 * Q > len {
        return (x, c);
    }
    // ring[j] holds the lane Q lanes before the one that step j of a group writes.
    let mut ring = [_mm_setzero_si128(); Q];
    for (j, lane) in ring.iter_mut().enumerate() {
        // SAFETY: x − 16Q ≥ x − min − 16 ≥ 0, and the lanes lie below x.
        *lane = _mm_loadu_si128(p.add(x - 16 * Q + 16 * j).cast());
    }
    while x + 16 * Q <= len {
        for j in 0..Q {
            let (older, newer) = (ring[j], ring[(j + 1) % Q]);
            let mut seen = _mm_or_si128(_mm_shuffle_epi8(older, first), _mm_shuffle_epi8(newer, second));
            for &s in &moves[1..] {
                // SAFETY: x − s ≥ 16 and x − s + 16 ≤ x ≤ len, as s ≥ min ≥ 16 and x ≥ max + 16.
                seen = _mm_or_si128(seen, _mm_loadu_si128(p.add(x - s).cast()));
            }
            let lane = _mm_andnot_si128(seen, _mm_add_epi8(seen, one));
            // SAFETY: x + 16 ≤ x + 16Q ≤ len.
            _mm_storeu_si128(p.add(x).cast(), lane);
            ring[j] = lane;
            x += 16;
            // No later lane reads below x − max: convert one lane behind that line.
            if c + 16 <= x - smax - 16 {
                // SAFETY: c + 16 ≤ x ≤ len.
                let v = _mm_loadu_si128(p.add(c).cast());
                let values = if N <= 3 {
                    // Values 0..=3: the one-hot byte is below 16, one lookup does it.
                    _mm_shuffle_epi8(low, v)
                } else {
                    let lo = _mm_and_si128(v, nibble);
                    let hi = _mm_and_si128(_mm_srli_epi16::<4>(v), nibble);
                    _mm_or_si128(_mm_shuffle_epi8(low, lo), _mm_shuffle_epi8(high, hi))
                };
                _mm_storeu_si128(p.add(c).cast(), values);
                c += 16;
            }
        }
    }
    (x, c)
}
