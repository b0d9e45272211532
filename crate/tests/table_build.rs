//! The table built a step at a time (as a worker builds it) and a table carried over as packed
//! words (from a worker to the page) are the tables of the plain mex rule.

use asg::period::TableBuild;
use asg::{PeriodicValues, SubtractionSet};
use proptest::prelude::*;
#[path = "support/mex.rs"]
mod mex;
use mex::brute;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_build_in_steps_is_the_rules_table(
        moves in prop::collection::vec(1u64..=40, 1..=4),
        work in 1usize..5000,
        guess_times in 0u64..4,
        wrong in any::<bool>(),
    ) {
        let set = SubtractionSet::new(&moves).unwrap();
        let found = PeriodicValues::find(&set, 1 << 22).unwrap();
        let p = found.period();
        // A right guess (a multiple of the period, purely periodic sets only) or a wrong one.
        let guess = if wrong || p.preperiod > 0 { p.period + 1 } else { p.period * (guess_times + 1) };
        let mut build = TableBuild::new(&set, Some(guess), 1 << 22, 1 << 22).unwrap();
        let mut last = 0.0;
        let table = loop {
            if let Some(done) = build.step(work) {
                break done.unwrap();
            }
            let now = build.progress();
            prop_assert!((0.0..=1.0).contains(&now));
            if now < last {
                // The check of a wrong guess ended and the search began: progress starts again.
                prop_assert!(wrong || p.preperiod > 0);
            }
            last = now;
        };
        prop_assert_eq!(table.period(), p);
        let n = (p.preperiod + 3 * p.period) as usize + 50;
        let g = brute(set.moves(), n);
        for (x, &v) in g.iter().enumerate() {
            prop_assert_eq!(table.value(x as u64), v, "heap {}", x);
        }
        prop_assert!(build.step(1).unwrap().is_err(), "a finished build says so");
    }

    #[test]
    fn packed_words_carry_a_table_exactly(moves in prop::collection::vec(1u64..=60, 1..=3)) {
        let set = SubtractionSet::new(&moves).unwrap();
        let table = PeriodicValues::find(&set, 1 << 22).unwrap();
        let p = table.period();
        let words = table.packed_words().unwrap().to_vec();
        let again = PeriodicValues::from_packed(words.clone(), p.preperiod + p.period, p.preperiod).unwrap();
        prop_assert_eq!(&again, &table);
        let far = u64::MAX - 12_345;
        prop_assert_eq!(again.value(far), table.value(far));
        prop_assert_eq!(again.counts_below(far), table.counts_below(far));
        // Sizes that do not fit together are refused, never trusted.
        prop_assert!(PeriodicValues::from_packed(words.clone(), p.preperiod + p.period + 64, p.preperiod).is_err());
        prop_assert!(PeriodicValues::from_packed(words, p.preperiod + p.period, p.preperiod + p.period).is_err());
    }
}

#[test]
fn wide_tables_have_no_packed_words() {
    // Five moves can give values above 3: such a table keeps its exact values and is not
    // carried as two bits a heap.
    let set = SubtractionSet::new(&[1, 2, 3, 4, 5]).unwrap();
    let table = PeriodicValues::find(&set, 1 << 20).unwrap();
    assert!(table.max_value() > 3);
    assert!(table.packed_words().is_none());
}
