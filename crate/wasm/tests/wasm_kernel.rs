//! Every path of the mex kernel in WebAssembly, the SIMD128 one and the portable one, and the
//! two-bit field kernel, against the plain mex rule, in a real browser.
#![cfg(target_arch = "wasm32")]

use asg::mex::Kernel;
use asg::SubtractionSet;
use wasm_bindgen_test::*;
#[path = "../../tests/support/mex.rs"]
mod mex;
use mex::{brute, first_wrong};

wasm_bindgen_test_configure!(run_in_browser);

/// A small xorshift generator: the same cases on every run (no proptest in the browser).
struct Random(u64);

impl Random {
    /// Uniform enough in lo..hi for picking cases.
    fn pick(&mut self, lo: u64, hi: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        lo + self.0 % (hi - lo)
    }
}

#[wasm_bindgen_test]
fn the_browser_build_has_the_simd_path_and_the_portable_one() {
    assert_eq!(Kernel::available(), [Kernel::Simd128, Kernel::Portable]);
    assert_eq!(Kernel::best(), Kernel::Simd128);
}

#[wasm_bindgen_test]
fn every_path_follows_the_rule_on_random_sets() {
    let mut random = Random(0x9e37_79b9_7f4a_7c15);
    for case in 0..240 {
        // The smallest move in each range the kernel treats apart (scalar below 8, lanes of 8
        // from 8, SIMD128 lanes from 16), then 0 to 6 more moves: 1 to 7 in all.
        let (lo, hi) = [(1, 8), (8, 16), (16, 32), (32, 96), (96, 400)][case % 5];
        let min = random.pick(lo, hi);
        let more = random.pick(0, 7);
        let moves: Vec<u64> = std::iter::once(min).chain((0..more).map(|_| min + random.pick(1, 600))).collect();
        let set = SubtractionSet::new(&moves).unwrap();
        // Every tenth case runs past a conversion chunk (2^15 positions).
        let len = if case % 10 == 9 { random.pick(33_000, 70_000) } else { random.pick(0, 3000) } as usize;
        let known = random.pick(0, len as u64 + 1) as usize;
        let want = brute(set.moves(), len);
        for kernel in Kernel::available() {
            assert_eq!(
                first_wrong(kernel, &set, &want, known),
                None,
                "{kernel:?}, moves {moves:?}, {known} of {len} known"
            );
        }
    }
}

#[wasm_bindgen_test]
fn the_pages_benchmark_set_and_larger_sets_on_every_path() {
    // S = {50, 123, 174}, as in the page benchmark, over several conversion chunks.
    let set = SubtractionSet::new(&[50, 123, 174]).unwrap();
    let want = brute(set.moves(), 120_000);
    for kernel in Kernel::available() {
        for known in [0, 1, 173, 174, 190, 32_768, 100_003] {
            assert_eq!(first_wrong(kernel, &set, &want, known), None, "{kernel:?} from {known}");
        }
    }
    // More than 7 moves: values may pass 7, and every path takes the scalar rule.
    let set = SubtractionSet::new(&[20, 31, 45, 46, 60, 77, 90, 101, 130]).unwrap();
    let want = brute(set.moves(), 20_000);
    for kernel in Kernel::available() {
        assert_eq!(first_wrong(kernel, &set, &want, 500), None, "{kernel:?}");
    }
}

/// Each field-kernel path this build runs (SIMD128 and the portable words), into a buffer that
/// held other fields, gives g(0 .. len) of `set` as the plain mex rule does.
fn every_field_path_follows_the_rule(set: &SubtractionSet, len: usize) {
    use asg::mex::fields;
    let want = brute(set.moves(), len);
    for path in fields::Path::available() {
        let mut words = vec![u64::MAX; len.div_ceil(32)];
        fields::fill_packed_with(path, set.moves(), &mut words);
        let got: Vec<u8> = (0..len).map(|i| (words[i / 32] >> (2 * (i % 32)) & 3) as u8).collect();
        assert_eq!(got, want, "moves {:?}, length {len}, {path:?}", set.moves());
    }
}

#[wasm_bindgen_test]
fn the_field_kernel_reads_far_moves_at_every_bit_offset() {
    // SIMD128 reads the two larger moves' fields from the table's bytes once they lie three
    // steps back (from 257 heaps), shifted by 0, 2, 4 or 6 bits as s mod 4 says: every pair of
    // offsets, with the smallest move one step back (64), two (100) and farther (150), and as
    // far (from 257, its fields from the bytes too, at each offset).
    for smin in [64, 100, 150, 288, 289, 290, 291] {
        let first: u64 = smin.max(254) + 1;
        for s1 in first..first + 8 {
            for gap in 1..=4 {
                let moves = [smin, s1, s1 + gap];
                let set = SubtractionSet::new(&moves).unwrap();
                every_field_path_follows_the_rule(&set, 3000 + 32 * (s1 as usize % 7) + gap as usize);
            }
        }
    }
}

#[wasm_bindgen_test]
fn the_field_kernel_follows_the_rule_on_random_sets() {
    use asg::landscape::{cell_with, Kernel as CellKernel};
    use asg::mex::fields;
    let mut random = Random(0x2545_f491_4f6c_dd1d);
    for case in 0..160 {
        // 1 to 7 moves from 1 to 10^4: the kernel takes up to three, the smallest from 32.
        let min = [random.pick(1, 32), random.pick(32, 300), random.pick(300, 10_000)][case % 3];
        let more = if case % 4 == 3 { random.pick(3, 7) } else { random.pick(0, 3) };
        let mut moves: Vec<u64> = std::iter::once(min).chain((0..more).map(|_| min + random.pick(1, 3000))).collect();
        moves.sort_unstable();
        moves.dedup();
        let set = SubtractionSet::new(&moves).unwrap();
        assert_eq!(fields::applies(set.moves()), moves.len() <= 3 && moves[0] >= 32, "{moves:?}");
        if !fields::applies(set.moves()) {
            continue;
        }
        // Lengths on and across the edges of words (32 heaps) and steps (64), or past 2^15.
        let len =
            if case % 10 == 9 { random.pick(33_000, 70_000) } else { random.pick(0, 100) * 32 + random.pick(0, 3) }
                as usize;
        every_field_path_follows_the_rule(&set, len);
        assert_eq!(fields::Path::available().len(), 2, "SIMD128 and the portable words");
    }
    // The landscape's fast cells are its reference cells.
    for _ in 0..40 {
        let (a, delta) = (random.pick(1, 200), random.pick(1, 600));
        assert_eq!(cell_with(CellKernel::Fast, a, delta, 1 << 22), cell_with(CellKernel::Reference, a, delta, 1 << 22));
    }
}

#[cfg(feature = "full")]
#[wasm_bindgen_test]
fn the_benchmarks_entry_point_runs_either_path() {
    use asg_wasm::{mex_kernel, Game};
    use wasm_bindgen::JsValue;
    let moves: js_sys::Array = [50.0, 123.0, 174.0].iter().map(|&m| JsValue::from_f64(m)).collect();
    let game = Game::new(moves.into()).unwrap();
    let want = brute(&[50, 123, 174], 5000);
    assert_eq!(mex_kernel(&game, JsValue::from(5000), false).unwrap(), want[4999]);
    assert_eq!(mex_kernel(&game, JsValue::from(5000), true).unwrap(), want[4999]);
    assert!(mex_kernel(&game, JsValue::from(0), false).is_err());
    assert!(mex_kernel(&game, JsValue::from(1e12), false).is_err());
}
