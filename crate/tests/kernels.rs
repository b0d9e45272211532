//! Every path of the mex kernel against the plain mex rule: the portable lanes on every
//! machine, the hand-written AVX2 path where the CPU has it, from any known prefix.

use asg::mex::Kernel;
use asg::SubtractionSet;
use proptest::prelude::*;
#[path = "support/mex.rs"]
mod mex;
use mex::{brute, first_wrong};

/// Sets of 1 to 7 moves whose smallest falls in each range the kernel treats apart: below 8
/// (scalar), 8 to 15 (8-wide lanes), 16 to 95 (16-wide lanes; AVX2 keeps the nearest in
/// registers) and 96 on (16-wide lanes reading memory).
fn one_hot_sets() -> impl Strategy<Value = Vec<u64>> {
    let smallest = prop_oneof![1u64..8, 8u64..16, 16u64..96, 96u64..400];
    (smallest, prop::collection::vec(1u64..600, 0..=6))
        .prop_map(|(min, more)| std::iter::once(min).chain(more.iter().map(|d| min + d)).collect())
}

/// A length, short or past a conversion chunk (2^15 positions), and how much of it is known.
fn lengths() -> impl Strategy<Value = (usize, usize)> {
    prop_oneof![3 => 0usize..3000, 1 => 30_000usize..70_000].prop_flat_map(|len| (Just(len), 0..=len))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn every_path_follows_the_rule(moves in one_hot_sets(), (len, known) in lengths()) {
        let set = SubtractionSet::new(&moves).unwrap();
        let want = brute(set.moves(), len);
        for kernel in Kernel::available() {
            prop_assert_eq!(first_wrong(kernel, &set, &want, known), None, "{:?} from {}", kernel, known);
        }
    }

    #[test]
    fn larger_sets_take_the_scalar_rule_on_every_path(moves in prop::collection::vec(1u64..300, 8..=12), (len, known) in lengths()) {
        let set = SubtractionSet::new(&moves).unwrap();
        let want = brute(set.moves(), len);
        for kernel in Kernel::available() {
            prop_assert_eq!(first_wrong(kernel, &set, &want, known), None, "{:?} from {}", kernel, known);
        }
    }
}

#[test]
fn the_pages_benchmark_set_on_every_path() {
    // S = {50, 123, 174}, as in the page benchmark, over several conversion chunks.
    let set = SubtractionSet::new(&[50, 123, 174]).unwrap();
    let want = brute(set.moves(), 200_000);
    for kernel in Kernel::available() {
        for known in [0, 1, 173, 174, 190, 32_768, 100_003] {
            assert_eq!(first_wrong(kernel, &set, &want, known), None, "{kernel:?} from {known}");
        }
    }
}

#[test]
fn the_fastest_path_comes_first_and_the_portable_one_is_always_there() {
    let paths = Kernel::available();
    assert_eq!(paths[0], Kernel::best());
    assert_eq!(paths.iter().filter(|&&k| k == Kernel::Portable).count(), 1);
    #[cfg(target_arch = "x86_64")]
    assert_eq!(paths.contains(&Kernel::Avx2), std::arch::is_x86_feature_detected!("avx2"));
}
