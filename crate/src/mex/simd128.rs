//! The mex kernel for WebAssembly SIMD128: 16 positions a step, without store-forwarding stalls.
//!
//! A lane of 16 positions at y is the OR of the 16 one-hot bytes at y − s for each move s, and
//! then its lowest clear bits. For the smallest move those bytes were written a few lanes ago
//! by two different stores, and a load that straddles two recent stores waits until both reach
//! the cache. So the kernel loads the two whole lanes that hold them (each exactly one earlier
//! store, which forwards) and splices them with two byte swizzles. Larger moves read memory
//! plainly: their bytes were stored long enough ago. Lanes that no move will read again turn
//! back into values in the same loop, while they are still in cache.
//!
//! The browser build is optimised for size, which keeps loops rolled: the reads are written
//! out, and constants are kept from the constant folder so that the loop holds them in
//! registers instead of rebuilding them each lane.

use core::arch::wasm32::*;
use core::hint::black_box;

/// Fills one-hot lanes from `x` while whole lanes fit before `end`, and turns lanes no move
/// reads again back into values from `converted` on; returns the new `(x, converted)`.
///
/// # Panics
/// Unless 16 ≤ min, x ≥ max + 16 and converted ≤ x ≤ end ≤ len. For the values to be right,
/// `moves` must be ascending with 1 ≤ |moves| ≤ 7, and `buf[..x]` final, one-hot from
/// `converted` on.
pub(super) fn extend(moves: &[usize], buf: &mut [u8], x: usize, end: usize, converted: usize) -> (usize, usize) {
    let (smin, smax) = (moves[0], moves[moves.len() - 1]);
    assert!(16 <= smin && smax + 16 <= x && converted <= x && x <= end && end <= buf.len(), "lanes out of bounds");
    // Up to 3 moves give values 0..=3, whose one-hot bytes are below 16.
    let many = moves.len() > 3;
    // The moves after the smallest, padded to six by repeating the largest (reading a lane
    // twice changes nothing); two of them are read when there are at most three moves.
    let rest: [usize; 6] = core::array::from_fn(|i| moves[(i + 1).min(moves.len() - 1)]);
    let one = black_box(u8x16_splat(1));
    let to_value = black_box(u8x16(0, 0, 1, 0, 2, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0));
    // The lane stored at y − back and the next one hold the bytes y − min .. y − min + 16, from
    // byte `shift` of the first on; a swizzle index of 16 or more gives a zero byte.
    let back = 16 * (smin / 16 + 1);
    let shift = u8x16_splat((back - smin) as u8);
    let first = i8x16_add(black_box(u8x16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)), shift);
    let second = i8x16_sub(first, u8x16_splat(16));
    let base = buf.as_mut_ptr();
    let lanes = (end - x) / 16;
    // Lanes to fill before the conversion front, max + 16 behind them, reaches `converted`.
    let mut lag = (converted + 16 + smax).saturating_sub(x).div_ceil(16);
    let mut p = base.wrapping_add(x);
    let mut c = base.wrapping_add(converted);
    for _ in 0..lanes {
        // SAFETY: p = base + y with max + 16 ≤ y ≤ end − 16. Each move reads y − s .. y − s + 16
        // ⊆ 0 .. y; the splice reads y − back .. y − back + 32 ⊆ 0 .. y, as back ≤ min + 16 and
        // min ≥ 16; the store is y .. y + 16 ⊆ 0 .. end.
        unsafe {
            let older = v128_load(p.sub(back).cast());
            let newer = v128_load(p.sub(back - 16).cast());
            let mut seen = v128_or(i8x16_swizzle(older, first), i8x16_swizzle(newer, second));
            seen = v128_or(seen, v128_load(p.sub(rest[0]).cast()));
            seen = v128_or(seen, v128_load(p.sub(rest[1]).cast()));
            if many {
                seen = v128_or(seen, v128_load(p.sub(rest[2]).cast()));
                seen = v128_or(seen, v128_load(p.sub(rest[3]).cast()));
                seen = v128_or(seen, v128_load(p.sub(rest[4]).cast()));
                seen = v128_or(seen, v128_load(p.sub(rest[5]).cast()));
            }
            v128_store(p.cast(), v128_andnot(i8x16_add(seen, one), seen));
            p = p.add(16);
        }
        if lag > 0 {
            lag -= 1;
            continue;
        }
        // SAFETY: c + 16 ≤ p − max ≤ base + end: no later lane reads these bytes.
        unsafe {
            let v = v128_load(c.cast());
            // The value of the one-hot byte 1 << g is the number of ones in (1 << g) − 1.
            let values = if many { i8x16_popcnt(i8x16_sub(v, one)) } else { i8x16_swizzle(to_value, v) };
            v128_store(c.cast(), values);
            c = c.add(16);
        }
    }
    (x + 16 * lanes, c as usize - base as usize)
}
