//! The numbers of the self-study views against a plain brute-force mex rule: Theorem 1's class
//! rule worked by hand (where a heap lies among the P-positions, and its class tests), and W0
//! moved by a shift, inside the regime and out of it.

use asg::class_rule::{bracket, class_work, w_term};
use asg::translate::translated_in;
use asg::{Additive, ClosedForm, Game};
use proptest::prelude::*;
#[path = "support/mex.rs"]
mod mex;
use mex::brute;
#[path = "support/regime.rs"]
mod regime;
use regime::in_regime;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn a_heap_lies_between_the_p_positions_the_mex_rule_finds((a, d) in in_regime(24), x in 0u64..3000) {
        let game = Additive::from_delta(a, d).unwrap();
        let form = ClosedForm::new(game).unwrap();
        let g = brute(&[a, a + d, 2 * a + d], 4000 + 4 * (2 * a + d) as usize);
        let zeros: Vec<u64> = (0..g.len() as u64).filter(|&y| g[y as usize] == 0).collect();
        let b = bracket(&form, x).unwrap();
        // The index n counts the P-positions below w_n, and w_n, w_{n+1} are the mex rule's.
        let n = b.below.n as usize;
        prop_assert_eq!(b.below.w, zeros[n]);
        prop_assert!(zeros[n] <= x && x < zeros[n + 1]);
        prop_assert_eq!(b.above.unwrap().w, zeros[n + 1]);
        prop_assert_eq!(b.is_p_position(), g[x as usize] == 0);
        // Each term written out adds up to its w, with the floors of n/a and n/δ.
        for t in [b.below, b.above.unwrap()] {
            prop_assert_eq!(t.w, t.n + a * t.floor_a + (a + d) * t.floor_delta);
            prop_assert!(t.floor_a * a <= t.n && t.n < (t.floor_a + 1) * a);
            prop_assert!(t.floor_delta * d <= t.n && t.n < (t.floor_delta + 1) * d);
            prop_assert_eq!(w_term(&form, t.n).unwrap(), t);
        }
    }

    #[test]
    fn the_class_rule_gives_the_mex_rules_value((a, d) in in_regime(24), x in 0u64..3000) {
        let b = a + d;
        let form = ClosedForm::new(Additive::from_delta(a, d).unwrap()).unwrap();
        let g = brute(&[a, b, a + b], 3000 + 2 * b as usize + 1);
        let work = class_work(&form, x).unwrap();
        prop_assert_eq!(work.value, g[x as usize]);
        // The tests run in order, x, x − a, x + b, x + δ, and stop at the first that holds.
        let expected = [Some(x), x.checked_sub(a), Some(x + b), Some(x + d)];
        prop_assert_eq!(work.tests.len(), usize::from(work.value) + 1);
        for (i, t) in work.tests.iter().enumerate() {
            prop_assert_eq!(usize::from(t.class), i);
            prop_assert_eq!(t.candidate, expected[i]);
            let is_p = t.candidate.is_some_and(|c| g[c as usize] == 0);
            prop_assert_eq!(t.holds, is_p, "test {} of heap {}", i, x);
            prop_assert_eq!(t.holds, i == usize::from(work.value));
            if let (Some(c), Some(br)) = (t.candidate, t.bracket) {
                prop_assert_eq!(br.heap, c);
            }
        }
    }

    #[test]
    fn w0_moved_by_any_shift_lands_where_the_mex_rule_says(a in 1u64..=9, d in 1u64..=30, shift in -80i128..=80, lo in 0u64..400, len in 0u64..300) {
        let moves = [a, a + d, 2 * a + d];
        let g = brute(&moves, 1200);
        let seq = Game::additive(Additive::from_delta(a, d).unwrap()).sequence().unwrap().clone();
        let got = translated_in(&seq, shift, lo, lo + len, 10_000).unwrap();
        let want: Vec<(u64, u8)> = (0..g.len() as i128)
            .filter(|&p| g[p as usize] == 0)
            .map(|p| p + shift)
            .filter(|&q| q >= lo as i128 && q < (lo + len) as i128)
            .map(|q| (q as u64, g[q as usize]))
            .collect();
        prop_assert_eq!(got, want);
    }
}

#[test]
fn w0_moved_by_a_lands_in_w1_and_by_minus_b_in_w2() {
    // Theorem 1: W1 = W0 + a and W2 = (W0 − b) ∩ N0, so every shifted heap has that value.
    let (a, d) = (7u64, 12);
    let seq = Game::additive(Additive::from_delta(a, d).unwrap()).sequence().unwrap().clone();
    let up = translated_in(&seq, a as i128, 0, 2000, 10_000).unwrap();
    assert!(up.len() > 300 && up.iter().all(|&(_, v)| v == 1));
    let down = translated_in(&seq, -((a + d) as i128), 0, 2000, 10_000).unwrap();
    assert!(down.len() > 300 && down.iter().all(|&(_, v)| v == 2));
    assert!(translated_in(&seq, 1, 0, 2000, 3).is_err(), "more than the limit is refused");
}

#[test]
fn the_class_rule_is_the_theorems_and_refused_outside_the_regime() {
    assert!(ClosedForm::new(Additive::from_delta(5, 16).unwrap()).is_err());
    // At the far end of the heaps the next term may pass 2^64; the bracket says so.
    let form = ClosedForm::new(Additive::from_delta(5, 7).unwrap()).unwrap();
    let b = bracket(&form, u64::MAX).unwrap();
    let seq = Game::additive(Additive::from_delta(5, 7).unwrap()).sequence().unwrap().clone();
    assert_eq!(b.below.n + u64::from(!b.is_p_position()), seq.p_rank(u64::MAX), "the last term at or below 2^64 − 1");
    assert!(b.above.is_none(), "the next term would pass 2^64 − 1");
    let value = Game::additive(Additive::from_delta(5, 7).unwrap()).value(u64::MAX).unwrap();
    match class_work(&form, u64::MAX) {
        Ok(work) => assert_eq!(work.value, value),
        // Heaps of W2 and W3 are placed by a P-position above them, past 2^64 − 1 here.
        Err(e) => assert!(value >= 2 && e.code() == "overflow", "{e}"),
    }
}
