//! The collision spectrum against brute force: C(k) counted pair by pair over a plain mex table,
//! for every k of a period, in and out of the primitive quadratic regime; the identities of
//! docs/MATH.md, "The collision spectrum"; the explanations' rectangles cell by cell; and the
//! per-column summaries of frames.

use asg::lanes::Frame;
use asg::render::{Fixed, HEAP_END};
use asg::spectrum::pairs::PairCount;
use asg::spectrum::torus::TorusFormula;
use asg::spectrum::{collision_spectrum, Spectrum};
use asg::{Additive, Game, Limits};
use proptest::prelude::*;
#[path = "support/mex.rs"]
mod mex;
use mex::brute;
#[path = "support/regime.rs"]
mod regime;
use regime::{any_additive, in_regime};

/// The smallest period of a purely periodic g by brute force: the least p with g(x + p) = g(x)
/// over a prefix at least max(S) longer than 2p (each value is the mex of the max(S) before it,
/// so that agreement carries on for ever).
fn brute_period(moves: &[u64]) -> (Vec<u8>, u64) {
    let m = *moves.iter().max().unwrap() as usize;
    let mut len = 1024.max(4 * m);
    loop {
        let g = brute(moves, len);
        if let Some(p) = (1..len / 2).find(|&p| (0..len - p).all(|x| g[x] == g[x + p]) && len - p >= p + m) {
            return (g, p as u64);
        }
        len *= 2;
    }
}

/// C(k) for k = 1 … p by counting pairs: P-positions x < p with x + k a P-position (g extended
/// by its period).
struct BruteSpectrum {
    period: u64,
    zeros: Vec<u64>,
    /// counts[k − 1] = C(k), k = 1 … p.
    counts: Vec<u64>,
}

impl BruteSpectrum {
    fn new(moves: &[u64]) -> Self {
        let (g, period) = brute_period(moves);
        let p = period as usize;
        let zero = |x: usize| g[x % p] == 0;
        let zeros: Vec<u64> = (0..period).filter(|&x| zero(x as usize)).collect();
        let counts = (1..=p).map(|k| zeros.iter().filter(|&&x| zero(x as usize + k)).count() as u64).collect();
        BruteSpectrum { period, zeros, counts }
    }

    fn at(&self, k: u64) -> u64 {
        self.counts[((k - 1) % self.period) as usize]
    }

    fn is_zero(&self, x: u64) -> bool {
        self.zeros.binary_search(&(x % self.period)).is_ok()
    }
}

fn game(a: u64, delta: u64) -> (Additive, Game) {
    let g = Additive::from_delta(a, delta).unwrap();
    (g, Game::additive(g))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_torus_formula_equals_pair_counting_at_every_shift_of_a_period((a, delta) in in_regime(22)) {
        let (g, owner) = game(a, delta);
        let seq = owner.sequence().unwrap();
        let brute = BruteSpectrum::new(g.moves().moves());
        let p = brute.period;
        prop_assert_eq!(p, a * (3 * delta + a));
        let list = collision_spectrum(g, seq, 1, p, &Limits::default()).unwrap();
        prop_assert!(list.proven);
        prop_assert_eq!(&list.counts, &brute.counts);
        let t = TorusFormula::new(g).unwrap();
        for k in 1..=p {
            prop_assert_eq!(t.count(k).unwrap(), brute.at(k), "k = {}", k);
        }
        // The identities, on the brute-force counts.
        let c = |k: u64| brute.at(k);
        let (ad, d) = (a * delta, delta - a);
        prop_assert_eq!(c(delta), a * d, "Theorem 7");
        prop_assert_eq!([c(a), c(a + delta), c(2 * a + delta)], [0, 0, 0], "moves");
        for k in 1..p {
            prop_assert_eq!(c(k), c(p - k), "symmetry at k = {}", k);
        }
        prop_assert_eq!((1..p).map(c).sum::<u64>(), ad * (ad - 1));
        prop_assert_eq!(c(p), ad);
    }

    #[test]
    fn the_counted_spectrum_equals_pair_counting_in_every_band((a, delta) in any_additive(), far in 0u64..u64::MAX / 2) {
        let (g, owner) = game(a, delta);
        let seq = owner.sequence().unwrap();
        let brute = BruteSpectrum::new(g.moves().moves());
        let p = brute.period;
        prop_assert_eq!(seq.period().period, p);
        // Counted over the period found by the mex rule, wherever the game lies (and so also in
        // the regime, where it must agree with the formula).
        let pairs = PairCount::new(seq, &Limits::default()).unwrap();
        for k in 1..=p {
            prop_assert_eq!(pairs.count(k), brute.at(k), "k = {}", k);
        }
        let list = collision_spectrum(g, seq, 1, p, &Limits::default()).unwrap();
        prop_assert_eq!(list.proven, g.in_regime());
        prop_assert_eq!(&list.counts, &brute.counts);
        // Far shifts repeat with the period.
        let far_list = collision_spectrum(g, seq, far + 1, far + 40, &Limits::default()).unwrap();
        for (i, &c) in far_list.counts.iter().enumerate() {
            prop_assert_eq!(c, brute.at(far + 1 + i as u64));
        }
        // What holds in every game: moves join no P-positions, the period pairs all of them, the
        // symmetry, and the sum over a period.
        let z = brute.zeros.len() as u64;
        for s in g.moves().moves() {
            prop_assert_eq!(brute.at(*s), 0);
        }
        prop_assert_eq!(brute.at(p), z);
        for k in 1..p {
            prop_assert_eq!(brute.at(k), brute.at(p - k));
        }
        prop_assert_eq!(brute.counts.iter().sum::<u64>(), z * z);
    }

    #[test]
    fn an_explanation_is_its_rectangles_cell_by_cell((a, delta) in in_regime(22), k in 1u64..3000, far in any::<bool>()) {
        let (g, _) = game(a, delta);
        let brute = BruteSpectrum::new(g.moves().moves());
        let p = brute.period;
        let k = if far { u64::MAX - 3 * p + k % (3 * p) } else { k };
        let t = TorusFormula::new(g).unwrap();
        let why = t.explain(k).unwrap();
        prop_assert_eq!(why.count, brute.at(k));
        prop_assert_eq!(why.terms.iter().map(|t| t.area).sum::<u64>(), why.count);
        let n_period = a * delta;
        // w_m for any index m, from the brute-force P-positions of one period.
        let w = |m: u64| brute.zeros[(m % n_period) as usize] as u128 + (m / n_period) as u128 * p as u128;
        for term in &why.terms {
            prop_assert!(term.j >= 1 && term.area > 0);
            prop_assert_eq!(term.areas.iter().sum::<u64>(), n_period, "the four rectangles of j = {} tile the torus", term.j);
            prop_assert_eq!(term.wj as u128, w(term.j));
            prop_assert_eq!(term.wj as u128 + (term.e1 as u64 * a + term.e2 as u64 * g.b()) as u128, k as u128);
            let rows = term.mod_a[1] - term.mod_a[0];
            let columns = term.mod_delta[1] - term.mod_delta[0];
            prop_assert_eq!(rows * columns, term.area);
            prop_assert_eq!(term.areas[(term.e1 + 2 * term.e2) as usize], term.area);
        }
        // Each cell (n mod a, n mod δ) is one index n; it lies in exactly the rectangle of the
        // term whose lag joins w_n to w_n + k, or in none when w_n + k is not a P-position.
        for n in 0..n_period {
            let (row, column) = (n % a, n % delta);
            prop_assert_eq!(t.index_at(row, column), Some(n));
            let inside: Vec<_> = why
                .terms
                .iter()
                .filter(|t| (t.mod_a[0]..t.mod_a[1]).contains(&row) && (t.mod_delta[0]..t.mod_delta[1]).contains(&column))
                .collect();
            let x = brute.zeros[n as usize];
            let pair = brute.is_zero(x + k % p);
            prop_assert_eq!(inside.len(), usize::from(pair), "cell ({}, {})", row, column);
            if let Some(term) = inside.first() {
                prop_assert_eq!(w(n + term.j) - w(n), k as u128, "n = {}, j = {}", n, term.j);
            }
        }
    }

    #[test]
    fn column_summaries_are_the_largest_and_total_of_brute_force_counts((a, delta) in any_additive(), start in -50i64..2000, zoom in 0u32..12, frac in 0u32..8, columns in 1usize..60) {
        let (g, owner) = game(a, delta);
        let seq = owner.sequence().unwrap();
        let brute = BruteSpectrum::new(g.moves().moves());
        let spectrum = Spectrum::new(seq, &Limits::default()).unwrap();
        prop_assert_eq!(spectrum.is_proven(), g.in_regime());
        // From a quarter of a shift a pixel to hundreds of periods a pixel.
        let per_pixel = 0.25 * 3f64.powi(zoom as i32) + frac as f64 / 8.0;
        let frame = Frame { start: Fixed(Fixed::whole(start as i128).0 + Fixed::ONE * frac as i128 / 8), per_pixel, columns };
        let got = spectrum.columns(&frame);
        let edges = frame.edges();
        let p = brute.period;
        // A whole period's largest and total, for columns of many periods.
        let (largest, total) = (*brute.counts.iter().max().unwrap(), brute.counts.iter().sum::<u64>() as u128);
        for (c, col) in got.iter().enumerate() {
            let lo = edges[c].max(1);
            let hi = edges[c + 1].max(edges[c] + 1).min(HEAP_END);
            let n = (hi - lo).max(0) as u64;
            prop_assert_eq!(col.shifts, n, "column {}", c);
            let whole = n / p;
            let rest: Vec<u64> = (0..n % p).map(|i| brute.at(lo as u64 + whole * p + i)).collect();
            let want_max = if whole > 0 { largest } else { rest.iter().copied().max().unwrap_or(0) };
            let want_total = whole as u128 * total + rest.iter().map(|&v| v as u128).sum::<u128>();
            prop_assert_eq!((col.largest, col.total), (want_max, want_total), "column {} of k in [{}, {})", c, lo, hi);
        }
        for k in [1, p, p + 1, 7 * p + 3, u64::MAX] {
            prop_assert_eq!(spectrum.at(k).unwrap(), brute.at(k));
        }
    }
}

#[test]
fn the_worked_example_meets_w0_in_112_of_129_shifts() {
    // docs/MATH.md: a = 5, δ = 7, p = 130.
    let (g, owner) = game(5, 7);
    let list = collision_spectrum(g, owner.sequence().unwrap(), 1, 129, &Limits::default()).unwrap();
    assert_eq!(list.counts.iter().filter(|&&c| c > 0).count(), 112);
    let brute = BruteSpectrum::new(&[5, 12, 17]);
    assert_eq!(brute.counts[..129].iter().filter(|&&c| c > 0).count(), 112);
    assert_eq!(list.counts, brute.counts[..129]);
    // C(δ) = a·d = 10: the one term j = d = 2 with carries (1, 0), as in Theorem 7.
    let why = TorusFormula::new(g).unwrap().explain(7).unwrap();
    assert_eq!(why.terms.len(), 1);
    let t = why.terms[0];
    assert_eq!((t.j, t.e1, t.e2, t.mod_a, t.mod_delta, t.area), (2, 1, 0, [3, 5], [0, 5], 10));
}

#[test]
fn large_games_summarised_in_leaves_agree_with_pair_counting() {
    // (1031, 1523): p = 5 773 600, past the shifts a summary keeps one by one.
    let (g, owner) = game(1031, 1523);
    let seq = owner.sequence().unwrap();
    let spectrum = Spectrum::new(seq, &Limits::default()).unwrap();
    let p = spectrum.period();
    let table = asg::mex::nim_values(&g.moves(), 2 * p as usize);
    let zeros: Vec<usize> = (0..p as usize).filter(|&x| table[x] == 0).collect();
    let count = |k: u64| zeros.iter().filter(|&&x| table[x + ((k - 1) % p + 1) as usize] == 0).count() as u64;
    for lo in [1, 2 * 1031 + 1523, p / 2 - 5, p - 11] {
        let col = spectrum.summarize(lo, 11);
        let values: Vec<u64> = (lo..lo + 11).map(count).collect();
        assert_eq!(col.largest, *values.iter().max().unwrap(), "k from {lo}");
        assert_eq!(col.total, values.iter().map(|&v| v as u128).sum::<u128>(), "k from {lo}");
    }
    assert_eq!(spectrum.largest(), 1031 * 1523);
}
