//! The two-bit field kernel against the byte kernel and the plain mex rule, and the landscape's
//! fast cells against its reference ones: random sets of 1 to 7 moves from 1 to 10^4, lengths
//! on and across the edges of words (32 heaps), of the wide steps (64 and 128) and of the byte
//! kernel's chunks (2^15).

use asg::landscape::{cell_with, Kernel};
use asg::mex::{fields, nim_values};
use asg::{PeriodicValues, SubtractionSet};
use proptest::prelude::*;
#[path = "support/mex.rs"]
mod mex;
use mex::brute;

/// The value of heap i in 2-bit fields, 32 heaps a word.
fn field(words: &[u64], i: usize) -> u8 {
    (words[i / 32] >> (2 * (i % 32)) & 3) as u8
}

/// 1 to 7 distinct moves from 1 to 10^4, ascending; small sets and small moves often.
fn sets() -> impl Strategy<Value = Vec<u64>> {
    let smallest = prop_oneof![1u64..32, 32u64..300, 300u64..10_000];
    (smallest, prop_oneof![2 => 0usize..=2, 1 => 3usize..=6], 1u64..3000).prop_flat_map(|(min, more, spread)| {
        prop::collection::btree_set(min + 1..=(min + spread).min(10_000).max(min + 7), more)
            .prop_map(move |rest| std::iter::once(min).chain(rest).collect())
    })
}

/// A length near a multiple of 32, 64 or 128 heaps, or past a chunk of 2^15.
fn lengths() -> impl Strategy<Value = usize> {
    prop_oneof![
        (0usize..200, 0usize..3).prop_map(|(k, e)| (k * 32 + e).saturating_sub(1)),
        (0usize..100, 0usize..3).prop_map(|(k, e)| (k * 128 + e).saturating_sub(1)),
        30_000usize..70_000,
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    #[test]
    fn the_fields_are_the_mex_rule_where_the_kernel_applies(moves in sets(), len in lengths()) {
        let set = SubtractionSet::new(&moves).unwrap();
        let applies = fields::applies(set.moves());
        prop_assert_eq!(applies, moves.len() <= 3 && moves[0] >= 32);
        if applies {
            let words = fields::packed_values(set.moves(), len);
            prop_assert_eq!(words.len(), len.div_ceil(32));
            let got: Vec<u8> = (0..len).map(|i| field(&words, i)).collect();
            let want = brute(set.moves(), len);
            prop_assert_eq!(&want, &nim_values(&set, len));
            prop_assert_eq!(&got, &want);
            // Every path this machine runs, into a buffer that held other fields.
            for path in fields::Path::available() {
                let mut words = vec![u64::MAX; len.div_ceil(32)];
                fields::fill_packed_with(path, set.moves(), &mut words);
                let got: Vec<u8> = (0..len).map(|i| field(&words, i)).collect();
                prop_assert_eq!(&got, &want, "{:?}", path);
            }
        }
    }

    #[test]
    fn a_guess_checked_in_one_pass_is_the_guess_checked_by_the_stream(moves in sets(), k in 1u64..4, off in 0u64..3) {
        // Sets the field kernel takes, and smaller ones (the byte kernel, packed once).
        let set = SubtractionSet::new(&moves).unwrap();
        prop_assume!(moves.len() <= 3);
        let Ok(truth) = PeriodicValues::find(&set, 1 << 22) else { return Ok(()) };
        // Multiples of the period (which shrink to it), and guesses that are off by a little.
        let guess = k * truth.period().period + off;
        prop_assert_eq!(PeriodicValues::from_guess_packed(&set, guess, 1 << 22), PeriodicValues::from_guess(&set, guess, 1 << 22));
    }

    #[test]
    fn fast_cells_are_the_reference_cells(a in 1u64..400, delta in 1u64..1200) {
        let bound = 1 << 22;
        prop_assert_eq!(cell_with(Kernel::Fast, a, delta, bound), cell_with(Kernel::Reference, a, delta, bound));
    }
}

#[test]
fn the_kernel_refuses_what_it_cannot_hold() {
    for moves in [vec![31, 100], vec![32, 40, 50, 60], vec![1]] {
        assert!(!fields::applies(SubtractionSet::new(&moves).unwrap().moves()), "{moves:?}");
    }
    assert!(fields::applies(SubtractionSet::new(&[32, 33, 34]).unwrap().moves()));
}
