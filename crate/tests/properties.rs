//! Property tests: every number of the core against a plain brute-force mex reference,
//! inside and outside the primitive quadratic regime.

use asg::certificate::{prove, CertificateJob};
use asg::collisions::WindowCounter;
use asg::collisions::{collisions, count_per_period, windows_in};
use asg::explain::Explanation;
use asg::gaps::GapCounter;
use asg::gaps::{gaps, residue_of_gap};
use asg::ledger::ledger;
use asg::proof::ProofSteps;
use asg::residues::{residue_profile, Region};
use asg::verify::verify;
use asg::{Additive, ClosedForm, Error, Game, GapKind, Limits, Period, PeriodicValues, SubtractionSet, WSequence};
use proptest::prelude::*;
#[path = "support/mex.rs"]
mod mex;
use mex::brute;
#[path = "support/regime.rs"]
mod regime;
use regime::{any_additive, gcd, in_regime, past_the_period_limit};

/// The mex rule's values far enough to see their period, with the smallest period and its
/// preperiod, all by brute force: a repeat by p from `pre` that runs on for at least the largest
/// move m past `pre` holds for ever (each value is the mex of the m before it), and the smallest
/// eventual period repeats from no later than any of its multiples, so the first p found is it.
fn brute_period(moves: &[u64]) -> (Vec<u8>, u64, u64) {
    let m = *moves.iter().max().unwrap() as usize;
    let mut len = 1024.max(4 * m);
    loop {
        let g = brute(moves, len);
        for p in 1..len {
            // The first x from which g repeats by p up to its end.
            let mut pre = len - p;
            while pre > 0 && g[pre - 1] == g[pre - 1 + p] {
                pre -= 1;
            }
            if len - p >= pre + m {
                return (g, pre as u64, p as u64);
            }
        }
        len *= 2;
    }
}

fn zeros(g: &[u8]) -> Vec<u64> {
    (0..g.len() as u64).filter(|&x| g[x as usize] == 0).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn kernel_equals_the_rule_for_any_set(moves in prop::collection::vec(1u64..=80, 1..=9), len in 0usize..2500) {
        let set = SubtractionSet::new(&moves).unwrap();
        prop_assert_eq!(asg::mex::nim_values(&set, len), brute(set.moves(), len));
    }

    #[test]
    fn windows_anywhere_equal_the_rule(moves in prop::collection::vec(1u64..=30, 1..=4), from in 0u64..3000, count in 0u64..500) {
        let game = Game::new(&moves).unwrap();
        let want = brute(game.set().moves(), (from + count) as usize);
        prop_assert_eq!(game.nim(from, count).unwrap(), &want[from as usize..]);
    }

    #[test]
    fn period_is_a_period_and_the_smallest(moves in prop::collection::vec(1u64..=16, 1..=4)) {
        let set = SubtractionSet::new(&moves).unwrap();
        let found = PeriodicValues::find(&set, 1 << 22).unwrap();
        let (pre, p) = (found.period().preperiod as usize, found.period().period as usize);
        let g = brute(set.moves(), pre + 4 * p + 64);
        // It is a period from the preperiod on …
        for x in pre..g.len() - p {
            prop_assert_eq!(g[x], g[x + p], "x = {}", x);
        }
        // … from no earlier point …
        if pre > 0 {
            prop_assert_ne!(g[pre - 1], g[pre - 1 + p]);
        }
        // … and no smaller shift is a period of the tail.
        for q in 1..p {
            prop_assert!((pre..pre + p).any(|x| g[x] != g[x + q]), "q = {} is also a period", q);
        }
        // Values far out follow the table.
        for (x, &v) in g.iter().enumerate() {
            prop_assert_eq!(found.value(x as u64), v);
        }
    }

    #[test]
    fn any_guess_gives_the_same_period(moves in prop::collection::vec(1u64..=16, 1..=4), guess in 0u64..2000, times in 1u64..5) {
        let set = SubtractionSet::new(&moves).unwrap();
        let found = PeriodicValues::find(&set, 1 << 22).unwrap();
        // A wrong guess, and a right one (a multiple of the period, when purely periodic).
        prop_assert_eq!(PeriodicValues::find_from_guess(&set, guess, 1 << 22).unwrap().period(), found.period());
        let multiple = found.period().period * times;
        let from_multiple = PeriodicValues::find_from_guess(&set, multiple, 1 << 22).unwrap();
        prop_assert_eq!(from_multiple.period(), found.period());
        prop_assert_eq!(&from_multiple, &found);
    }

    #[test]
    fn theorem_one_equals_the_rule((a, delta) in in_regime(24)) {
        let game = Additive::from_delta(a, delta).unwrap();
        let form = ClosedForm::new(game).unwrap();
        let p = game.heap_period().unwrap();
        let g = brute(game.moves().moves(), (2 * p) as usize);
        for x in 0..2 * p {
            prop_assert_eq!(form.value(x), g[x as usize], "heap {}", x);
        }
        // W0 is exactly {w_n}.
        let w = WSequence::new(game);
        let w_terms: Vec<u64> = (0..).map(|n| w.w(n).unwrap()).take_while(|&t| t < 2 * p).collect();
        prop_assert_eq!(w_terms, zeros(&g));
        // Each heap's witness is a P-position at the class's shift (x, x − a, x + b, x + δ).
        let h = brute(game.moves().moves(), (2 * p + game.b()) as usize);
        for x in 0..2 * p {
            let shift = [x, x.wrapping_sub(a), x + game.b(), x + delta][g[x as usize] as usize];
            prop_assert_eq!(form.witness(x), Some(shift), "heap {}", x);
            prop_assert_eq!(h[shift as usize], 0, "witness of heap {}", x);
        }
        // Counts over any prefix, and the class sizes per period.
        let mut running = [0u64; 4];
        for x in 0..2 * p {
            prop_assert_eq!(form.counts_below(x), running);
            running[g[x as usize] as usize] += 1;
        }
        prop_assert_eq!(form.counts_below(p), [a * delta, a * delta, a * delta, a * a]);
        // Far out: periodicity, and a window filled by walking W0.
        let far = u64::MAX - 3 * p;
        let mut out = vec![0u8; (p + 7) as usize];
        form.fill(far, &mut out);
        for (i, &v) in out.iter().enumerate() {
            prop_assert_eq!(v, g[((far + i as u64) % p) as usize]);
        }
    }

    #[test]
    fn additive_games_anywhere_equal_the_rule((a, delta) in any_additive(), far in 0u64..u64::MAX / 2) {
        let game = Additive::from_delta(a, delta).unwrap();
        let g = Game::additive(game);
        let period = g.sequence().unwrap().period();
        let (want, pre, per) = brute_period(game.moves().moves());
        prop_assert_eq!(g.nim(0, want.len() as u64).unwrap(), want.clone());
        prop_assert_eq!((period.preperiod, period.period), (pre, per));
        // Far-out values agree with the brute-force values carried out by the brute-force period.
        let x = far;
        let reduced = if x < pre { x } else { pre + (x - pre) % per };
        prop_assert_eq!(g.value(x).unwrap(), want[reduced as usize]);
        // Theorem 1's formula against the mex rule over two of its periods, both ways: in the
        // regime it holds (the theorem); outside it, it holds only where a ≤ δ ≤ 2a (δ = a,
        // δ = 2a and the non-primitive wedge, observed by brute force for a ≤ 14, δ ≤ 70, and
        // never presented as proven there) and fails everywhere else.
        let v = verify(game, 2).unwrap();
        let observed = a <= delta && delta <= 2 * a;
        if game.in_regime() {
            prop_assert!(v.counterexample.is_none(), "Theorem 1 fails in the regime at {:?}", v.counterexample);
        }
        if !observed {
            prop_assert!(v.counterexample.is_some(), "the formula holds outside a ≤ δ ≤ 2a");
        }
        prop_assert_eq!(v.counterexample.is_none(), observed);
        if let Some(c) = v.counterexample {
            // Its values are the brute-force rule's (carried on by the brute-force period) and
            // the formula's, which differ.
            let reduced = if c.heap < pre { c.heap } else { pre + (c.heap - pre) % per };
            prop_assert_eq!(c.mex, want[reduced as usize]);
            prop_assert_eq!(Some(c.formula), WSequence::new(game).formula_value(c.heap));
            prop_assert_ne!(c.mex, c.formula);
        }
    }

    #[test]
    fn gaps_are_differences_of_p_positions((a, delta) in any_additive(), start in 0u64..60, count in 0u64..200) {
        let game = Additive::from_delta(a, delta).unwrap();
        let owner = Game::additive(game);
let seq = owner.sequence().unwrap();
        let list = gaps(seq, game, start, count).unwrap();
        let p = seq.period();
        // At least one P-position per period: enough periods for index start + count + 1.
        let z = zeros(&brute(game.moves().moves(), (p.preperiod + (start + count + 2) * p.period) as usize));
        prop_assert_eq!(list.len() as u64, count);
        for gap in &list {
            let n = gap.index as usize;
            prop_assert_eq!(gap.from, z[n]);
            prop_assert_eq!(gap.length, z[n + 1] - z[n]);
            if game.in_regime() {
                // Every gap is 1, a+1, b+1 or a+b+1, with the type the closed form says.
                prop_assert_ne!(gap.kind, GapKind::Other);
                prop_assert_eq!(gap.length, WSequence::new(game).gap(gap.index));
            }
        }
    }

    #[test]
    fn collision_windows_are_the_pairs_at_distance_k((a, delta) in any_additive(), k in 1u64..60, lo in 0u64..300, span in 0u64..400) {
        let game = Additive::from_delta(a, delta).unwrap();
        let owner = Game::additive(game);
let seq = owner.sequence().unwrap();
        let z = zeros(&brute(game.moves().moves(), (lo + span + k + 10) as usize));
        let mut want = Vec::new();
        for (m, &pm) in z.iter().enumerate() {
            if pm >= lo && pm < lo + span {
                if let Some(n) = z.iter().position(|&pn| pn == pm + k) {
                    want.push((m as u64, n as u64, pm, pm + k));
                }
            }
        }
        let windows = windows_in(seq, k, lo, lo + span, 10_000).unwrap();
        let got: Vec<_> = windows.iter().map(|w| (w.m, w.n, w.lower, w.upper)).collect();
        prop_assert_eq!(got, want);
        // Each window is its run of gaps, which adds up to the shift.
        for w in &windows {
            let run = w.gap_run(seq);
            prop_assert_eq!(run.len() as u64, w.n - w.m);
            prop_assert_eq!(run.iter().sum::<u64>(), k);
        }
    }

    #[test]
    fn theorem_seven_and_the_residue_trapezoid((a, delta) in in_regime(24)) {
        let game = Additive::from_delta(a, delta).unwrap();
        let d = delta - a;
        let owner = Game::additive(game);
let seq = owner.sequence().unwrap();
        prop_assert_eq!(count_per_period(seq, delta).unwrap(), a * d);
        // Brute force: walk one index period of gaps from the mex rule.
        let p = game.heap_period().unwrap();
        let z = zeros(&brute(game.moves().moves(), (3 * p) as usize));
        let gap = |n: usize| z[n + 1] - z[n];
        let profile = residue_profile(game).unwrap();
        prop_assert_eq!(profile.total, a * d);
        prop_assert_eq!(profile.rows.len() as u64, delta - 1);
        // Windows (m, n) over the middle period, to count those through each gap.
        let pairs: Vec<(usize, usize)> = (0..z.len())
            .filter_map(|m| z.iter().position(|&x| x == z[m] + delta).map(|n| (m, n)))
            .collect();
        let ad = (a * delta) as usize;
        let mut seen = vec![false; delta as usize];
        for n in ad..2 * ad {
            if gap(n) != a + 1 {
                continue;
            }
            let r = residue_of_gap(game, n as u64).expect("an (a+1)-gap has a residue");
            prop_assert!(!seen[r as usize], "residue {} twice in one index period", r);
            seen[r as usize] = true;
            let row = profile.rows[(r - 1) as usize];
            prop_assert_eq!(row.r, r);
            prop_assert_eq!((row.q * a) % delta, r);
            let left = (1..=n).take_while(|&i| gap(n - i) == 1).count() as u64;
            let right = (n + 1..).take_while(|&i| gap(i) == 1).count() as u64;
            prop_assert_eq!((row.left, row.right), (left, right));
            let through = pairs.iter().filter(|&&(m, k)| m <= n && n < k).count() as u64;
            prop_assert_eq!(row.c, through, "c({})", r);
            let region = if r < d { Region::LeftRestricted } else if r <= a { Region::Unrestricted } else { Region::RightRestricted };
            prop_assert_eq!(row.region, region);
        }
        prop_assert_eq!(seen.iter().filter(|&&s| s).count() as u64, delta - 1);
    }

    #[test]
    fn ledger_counts_are_brute_force_counts((a, delta) in any_additive()) {
        let game = Additive::from_delta(a, delta).unwrap();
        let l = ledger(game, 1 << 22).unwrap();
        let p = l.rows[1].counted;
        let g = brute(game.moves().moves(), (l.preperiod + 2 * p) as usize);
        let tail = &g[l.preperiod as usize..(l.preperiod + p) as usize];
        for v in 0..4u8 {
            let count = tail.iter().filter(|&&x| x.min(3) == v).count() as u64;
            prop_assert_eq!(l.rows[2 + v as usize].counted, count);
        }
        prop_assert_eq!(l.proven, game.in_regime());
        prop_assert_eq!(l.rows.iter().all(|r| r.agrees()), game.in_regime());
    }

    #[test]
    fn gap_kind_counts_are_counts_of_the_gaps((a, delta) in any_additive(), n0 in 0u64..400, span in 0u64..400) {
        let game = Additive::from_delta(a, delta).unwrap();
        let owner = Game::additive(game);
let seq = owner.sequence().unwrap();
        let counter = asg::gaps::GapCounter::new(seq, game);
        let mut want = [0u64; 5];
        for gap in gaps(seq, game, n0, span).unwrap() {
            let k = [GapKind::One, GapKind::APlusOne, GapKind::BPlusOne, GapKind::ABPlusOne, GapKind::Other]
                .iter()
                .position(|&k| k == gap.kind)
                .unwrap();
            want[k] += 1;
        }
        prop_assert_eq!(counter.between(n0, n0 + span), want);
    }

    #[test]
    fn window_counts_by_index_are_counts_of_the_windows((a, delta) in any_additive(), k in 1u64..50, lo in 0u64..500, span in 0u64..600) {
        let game = Additive::from_delta(a, delta).unwrap();
        let owner = Game::additive(game);
let seq = owner.sequence().unwrap();
        let table = seq.tabulate(1 << 22);
        let counter = asg::collisions::WindowCounter::new(seq, table.as_ref(), k).unwrap();
        let want = windows_in(seq, k, lo, lo + span, 100_000).unwrap().len() as u64;
        prop_assert_eq!(counter.between_indices(seq.p_rank(lo), seq.p_rank(lo + span)), want);
    }

    #[test]
    fn no_input_panics(moves in prop::collection::vec(any::<u64>(), 0..5), from in any::<u64>(), count in 0u64..5000, a in any::<u64>(), b in any::<u64>()) {
        if let Ok(game) = Game::new(&moves) {
            let game = game.with_bound(1 << 16).unwrap();
            let _ = game.nim(from, count);
            let _ = game.value(from);
            let _ = game.period();
            let _ = Explanation::new(&game, from);
            if let Ok(seq) = game.sequence() {
                let _ = collisions(seq, count, from);
                let _ = windows_in(seq, count, from, from.saturating_add(count), count);
            }
        }
        if let Ok(g) = Additive::new(a, b) {
            let _ = g.regime();
            let _ = g.observed_period_formula();
            let w = WSequence::new(g);
            let _ = (w.rank(from), w.contains(from), w.w(from));
            if let Ok(f) = ClosedForm::new(g) {
                let _ = (f.value(from), f.counts_below(from));
            }
            let _ = asg::verify::VerifyJob::new(g, from, &Limits::default());
            let _ = asg::ledger::LedgerCount::new(g, 1 << 16);
            let _ = residue_profile(g);
        }
        let _ = asg::landscape::Plan::new(a % 300, b % 300, Some(count), 1 << 16, &Limits::default());
    }

    #[test]
    fn collisions_are_every_pair_below_the_periods(moves in prop::collection::vec(1u64..=16, 1..=4), (a, delta) in any_additive(), additive in any::<bool>(), k in 1u64..60, periods in 0u64..4) {
        // Additive games (purely periodic) and any sets (some with a preperiod).
        let game = if additive { Game::additive(Additive::from_delta(a, delta).unwrap()) } else { Game::new(&moves).unwrap() };
        let seq = game.sequence().unwrap();
        let p = seq.period();
        let hi = p.preperiod + periods * p.period;
        let z = zeros(&brute(game.set().moves(), (hi + k + 2 * p.period + 10) as usize));
        let (mut want, mut heaps) = (Vec::new(), Vec::new());
        for (m, &pm) in z.iter().enumerate().take_while(|&(_, &pm)| pm < hi) {
            if let Some(n) = z.iter().position(|&pn| pn == pm + k) {
                want.push([m as u64, n as u64]);
                heaps.push([pm, pm + k]);
            }
        }
        if periods == 0 {
            // Asking for nothing is refused, as a verification of 0 periods is.
            let refused = matches!(collisions(seq, k, 0), Err(asg::Error::NothingToCheck { .. }));
            prop_assert!(refused, "0 periods refused");
            return Ok(());
        }
        let c = collisions(seq, k, periods).unwrap();
        prop_assert_eq!(c.count, want.len() as u64);
        prop_assert_eq!(c.pairs, want);
        prop_assert_eq!(c.heaps, heaps, "each pair's heaps");
    }

    #[test]
    fn explanations_are_the_mex_rule(moves in prop::collection::vec(1u64..=30, 1..=5), heap in 0u64..3000, (a, delta) in any_additive(), far in any::<u64>()) {
        let check = |game: &Game, heap: u64, g: &dyn Fn(u64) -> u8| -> Result<(), TestCaseError> {
            let e = Explanation::new(game, heap).unwrap();
            let options: Vec<(u64, u64, u8)> = e.options.iter().map(|o| (o.take, o.to, o.value)).collect();
            let want: Vec<(u64, u64, u8)> =
                game.set().moves().iter().filter(|&&s| s <= heap).map(|&s| (s, heap - s, g(heap - s))).collect();
            prop_assert_eq!(&options, &want);
            prop_assert_eq!(e.value, g(heap));
            prop_assert_eq!(e.mex, e.value, "the value is the mex of the options");
            let mut set: Vec<u8> = want.iter().map(|o| o.2).collect();
            set.sort_unstable();
            set.dedup();
            prop_assert_eq!(&e.reached, &set, "the set whose mex it is");
            prop_assert_eq!(e.heap, heap);
            Ok(())
        };
        // Any set near the origin, against the rule computed here.
        let game = Game::new(&moves).unwrap();
        let g = brute(game.set().moves(), heap as usize + 1);
        check(&game, heap, &|x| g[x as usize])?;
        // An additive game anywhere below 2^64, against the rule carried out by its brute-force period.
        let game = Game::additive(Additive::from_delta(a, delta).unwrap());
        let (g, pre, per) = brute_period(game.set().moves());
        let at = |x: u64| if x < pre { g[x as usize] } else { g[(pre + (x - pre) % per) as usize] };
        check(&game, far, &at)?;
    }
}

/// Sets with small periods: additive ones in and out of the regime, whose tables are packed two
/// bits a heap, and any sets of up to five moves, whose values can pass 3 (a byte a heap more).
fn small_sets() -> impl Strategy<Value = Vec<u64>> {
    prop_oneof![
        any_additive().prop_map(|(a, d)| vec![a, a + d, 2 * a + d]),
        in_regime(24).prop_map(|(a, d)| vec![a, a + d, 2 * a + d]),
        prop::collection::vec(1u64..=12, 1..=5),
    ]
}

/// A small generator of test positions, so one case can try many.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) % n.max(1)
    }
}

/// g over one table and its periodic extension, computed by brute force.
struct Reference {
    g: Vec<u8>,
    pre: u64,
    per: u64,
    /// Class counts below each x ≤ pre + per.
    prefix: Vec<[u64; 4]>,
    /// The heaps of value 0 in [0, pre + per), and how many lie before pre.
    zeros: Vec<u64>,
    before: u64,
}

impl Reference {
    fn new(moves: &[u64], p: Period) -> Self {
        let (pre, per) = (p.preperiod, p.period);
        let g = brute(moves, (pre + per) as usize);
        let mut prefix = vec![[0u64; 4]];
        for &v in &g {
            let mut next = *prefix.last().unwrap();
            next[(v as usize).min(3)] += 1;
            prefix.push(next);
        }
        let zeros = zeros(&g);
        let before = zeros.iter().filter(|&&x| x < pre).count() as u64;
        Reference { g, pre, per, prefix, zeros, before }
    }

    fn reduce(&self, x: u64) -> u64 {
        if x < self.pre {
            x
        } else {
            self.pre + (x - self.pre) % self.per
        }
    }

    fn value(&self, x: u64) -> u8 {
        self.g[self.reduce(x) as usize]
    }

    fn counts_below(&self, x: u64) -> [u64; 4] {
        if x <= self.pre {
            return self.prefix[x as usize];
        }
        let laps = (x - self.pre) / self.per;
        let (part, start, end) =
            (self.prefix[self.reduce(x) as usize], self.prefix[self.pre as usize], *self.prefix.last().unwrap());
        std::array::from_fn(|v| part[v] + laps * (end[v] - start[v]))
    }

    /// The n-th heap of value 0, while below 2^64.
    fn nth_zero(&self, n: u64) -> Option<u64> {
        let lap = self.zeros.len() as u64 - self.before;
        if n < self.before + lap {
            return Some(self.zeros[n as usize]);
        }
        let k = n - self.before;
        (k / lap).checked_mul(self.per)?.checked_add(self.zeros[(self.before + k % lap) as usize])
    }
}

/// A table found by the mex rule answers every query as brute force does: values, windows of
/// values, counts below and between heaps, and P-positions, near 0 and far out.
fn check_packed_table(moves: &[u64], seed: u64) -> Result<(), TestCaseError> {
    let set = SubtractionSet::new(moves).unwrap();
    let table = PeriodicValues::find(&set, 1 << 22).unwrap();
    let r = Reference::new(set.moves(), table.period());
    let (pre, per) = (r.pre, r.per);
    let mut rng = Lcg(seed);
    let anywhere = |rng: &mut Lcg| match rng.below(4) {
        0 => rng.below(pre + 3 * per),
        1 => pre.saturating_sub(rng.below(5)) + rng.below(3) * per,
        2 => u64::MAX / 2 + rng.below(u64::MAX / 4),
        _ => rng.below(u64::MAX - (1 << 20)),
    };
    // Values, and the largest.
    prop_assert_eq!(table.max_value(), *r.g.iter().max().unwrap());
    for x in 0..pre + 3 * per {
        prop_assert_eq!(table.value(x), r.value(x), "heap {}", x);
    }
    for _ in 0..50 {
        let x = anywhere(&mut rng);
        prop_assert_eq!(table.value(x), r.value(x), "heap {}", x);
        prop_assert_eq!(table.counts_below(x), r.counts_below(x), "below {}", x);
    }
    // Windows of values at any offset, shorter and longer than the period.
    for _ in 0..12 {
        let from = anywhere(&mut rng);
        let mut out = vec![9u8; rng.below(3 * per + 70) as usize];
        table.fill(from, &mut out);
        for (i, &v) in out.iter().enumerate() {
            prop_assert_eq!(v, r.value(from + i as u64), "fill from {}, value {}", from, i);
        }
    }
    // Counts below every heap of two laps, and between ascending edges.
    for x in 0..=pre + 2 * per {
        prop_assert_eq!(table.counts_below(x), r.counts_below(x), "below {}", x);
    }
    let mut edges = vec![anywhere(&mut rng).min(u64::MAX - (1 << 30))];
    for _ in 0..40 {
        let step = [1, per, per - 1, per + 1, rng.below(3 * per), rng.below(1 << 20)][rng.below(6) as usize];
        edges.push(edges.last().unwrap() + step);
    }
    let mut got = vec![[0u64; 4]; edges.len() - 1];
    table.counts_between(&edges, &mut got);
    for (i, c) in got.iter().enumerate() {
        let (lo, hi) = (r.counts_below(edges[i]), r.counts_below(edges[i + 1]));
        prop_assert_eq!(*c, std::array::from_fn::<u64, 4, _>(|v| hi[v] - lo[v]), "between edges {}", i);
    }
    // The P-positions from any index, near and far.
    for n in [0, 1, r.before, r.zeros.len() as u64 - 1, rng.below(1000), rng.below(u64::MAX / 2), u64::MAX - 3] {
        let got: Vec<(u64, u64)> = table.p_positions_from(n).take(2 * r.zeros.len() + 3).collect();
        let want: Vec<(u64, u64)> =
            (n..).map_while(|m| r.nth_zero(m).map(|x| (m, x))).take(2 * r.zeros.len() + 3).collect();
        prop_assert_eq!(got, want, "from index {}", n);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn packed_tables_answer_as_the_rule(moves in small_sets(), seed in any::<u64>()) {
        check_packed_table(&moves, seed)?;
    }

    #[test]
    fn every_way_of_making_a_table_packs_the_same((a, delta) in in_regime(24), times in 1u64..4) {
        let game = Additive::from_delta(a, delta).unwrap();
        let found = PeriodicValues::find(&game.moves(), 1 << 22).unwrap();
        let guessed = PeriodicValues::from_guess(&game.moves(), times * game.heap_period().unwrap(), 1 << 22).unwrap();
        let tabulated = Game::additive(game).sequence().unwrap().tabulate(1 << 22).unwrap();
        prop_assert_eq!(found.period().period, game.heap_period().unwrap());
        prop_assert_eq!(&guessed, &found);
        prop_assert_eq!(&tabulated, &found);
    }

    #[test]
    fn gaps_and_windows_read_off_packed_tables_equal_the_rule((a, delta) in any_additive(), n0 in 0u64..3000, span in 0u64..400, laps in prop_oneof![Just(0u64), 1u64..1_000_000_000], k in 1u64..60) {
        let game = Additive::from_delta(a, delta).unwrap();
        let seq = Game::additive(game).sequence().unwrap().clone();
        // A packed table in the regime too: Theorem 1's values tabulated.
        let table = seq.tabulate(1 << 22).or_else(|| seq.table().cloned()).unwrap();
        let r = Reference::new(game.moves().moves(), table.period());
        let lap = r.zeros.len() as u64 - r.before;
        let n0 = n0 + laps * lap;
        let gaps = GapCounter::from_table(&table, game);
        let windows = WindowCounter::new(&seq, Some(&table), k).unwrap();
        let mut kinds = [0u64; 5];
        let mut pairs = 0;
        for n in n0..n0 + span {
            let (x, next) = (r.nth_zero(n).unwrap(), r.nth_zero(n + 1).unwrap());
            let kind = [GapKind::One, GapKind::APlusOne, GapKind::BPlusOne, GapKind::ABPlusOne, GapKind::Other];
            kinds[kind.iter().position(|&g| g == GapKind::of(game, next - x)).unwrap()] += 1;
            pairs += (r.value(x + k) == 0) as u64;
        }
        prop_assert_eq!(gaps.between(n0, n0 + span), kinds);
        prop_assert_eq!(windows.between_indices(n0, n0 + span), pairs);
    }

    #[test]
    fn wide_tables_keep_values_above_three(extra in 1u64..=3, seed in any::<u64>()) {
        // {1, 2, 3, 4}: g(x) = x mod 5, values up to 4; with more moves, up to 4 + extra.
        let moves: Vec<u64> = (1..=4 + extra).collect();
        let set = SubtractionSet::new(&moves).unwrap();
        let table = PeriodicValues::find(&set, 1 << 20).unwrap();
        prop_assert_eq!(table.max_value(), 4 + extra as u8);
        let r = Reference::new(set.moves(), table.period());
        let from = Lcg(seed).below(u64::MAX / 2);
        let mut out = vec![0u8; 100];
        table.fill(from, &mut out);
        for (i, &v) in out.iter().enumerate() {
            prop_assert_eq!(v, r.value(from + i as u64));
            prop_assert_eq!(table.value(from + i as u64), v);
        }
        prop_assert_eq!(table.counts_below(from), r.counts_below(from));
        // A table checked from a guess keeps them too.
        let guessed = PeriodicValues::from_guess(&set, 4 * table.period().period, 1 << 20).unwrap();
        prop_assert_eq!(&guessed, &table);
    }
}

#[test]
fn a_window_of_a_huge_shift_is_refused_not_listed() {
    // k = 2^53 − 1: each window spans about 2^51 P-positions, far too many gaps to list.
    let game = Additive::from_delta(5, 7).unwrap();
    let owner = Game::additive(game);
    let seq = owner.sequence().unwrap();
    let k = (1 << 53) - 1;
    let next = asg::collisions::next_window_run(seq, Some(game), k, 0);
    assert!(matches!(next, Err(Error::TooMuchWork { .. })), "{next:?}");
    let runs = asg::collisions::window_runs(seq, Some(game), k, 0, 130, 100);
    assert!(matches!(runs, Err(Error::TooMuchWork { .. })), "{runs:?}");
    // A shift whose runs fit is answered, as the rule gives it.
    let w = asg::collisions::next_window_run(seq, Some(game), 1 << 16, 0).unwrap().unwrap();
    assert_eq!(w.gaps.iter().sum::<u64>(), 1 << 16);
}

#[test]
fn tables_with_a_preperiod_answer_as_the_rule() {
    for moves in [[1, 4, 10], [2, 4, 7], [2, 8, 9], [2, 11, 12]] {
        let p = PeriodicValues::find(&SubtractionSet::new(&moves).unwrap(), 1 << 20).unwrap().period();
        assert!(p.preperiod > 0, "{moves:?}");
        for seed in 0..8 {
            check_packed_table(&moves, seed).unwrap();
        }
    }
}

#[test]
fn worked_examples_of_math_md() {
    let g = Game::new(&[5, 12, 17]).unwrap();
    let text: String = g.nim(0, 60).unwrap().iter().map(|v| char::from(b'0' + v)).collect();
    assert_eq!(text, "000001111100222113332222000331110000211113222223033321000001");
    let profile = residue_profile(Additive::from_delta(7, 12).unwrap()).unwrap();
    let c: Vec<u64> = profile.rows.iter().map(|r| r.c).collect();
    assert_eq!(c, [1, 2, 3, 4, 5, 5, 5, 4, 3, 2, 1]);
    assert_eq!(profile.total, 35);
    for (a, delta, period) in [(5, 4, 19), (5, 11, 36), (5, 16, 215), (4, 16, 44), (2, 11, 54)] {
        let game = Game::additive(Additive::from_delta(a, delta).unwrap());
        assert_eq!(game.period().unwrap().period, period, "a = {a}, δ = {delta}");
        assert_eq!(game.period().unwrap().preperiod, 0);
    }
}

#[test]
fn the_band_formulas_match_brute_force_where_math_md_observed_them() {
    // docs/MATH.md, "Outside the regime": all a ≤ 7, 1 ≤ δ ≤ 8a.
    for a in 1..=7u64 {
        for delta in 1..=8 * a {
            let game = Additive::from_delta(a, delta).unwrap();
            let found = Game::additive(game).with_bound(1 << 22).unwrap();
            let found = PeriodicValues::find(&found.set().clone(), 1 << 22).unwrap().period();
            assert_eq!(found.preperiod, 0, "a = {a}, δ = {delta}");
            assert_eq!(found.period, game.observed_period_formula().unwrap(), "a = {a}, δ = {delta}");
        }
    }
}

#[test]
fn a_period_past_the_cycle_search_bound_is_found_by_checking_the_band_formula() {
    // (2000, 7001), 3a < δ < 4a: the band formula's period a(3δ − a) = 38 006 000 is past the
    // cycle search's 2^25 positions. Checked by the mex rule it is the smallest period.
    let game = Additive::from_delta(2000, 7001).unwrap();
    assert_eq!(game.observed_period_formula().unwrap(), 38_006_000);
    let period = Game::additive(game).period().unwrap();
    assert_eq!((period.preperiod, period.period), (0, 38_006_000));
    // With the bound set for both, past it the answer is an honest error, not a guess.
    let bounded = Game::additive(game).with_bound(asg::period::DEFAULT_BOUND as u64).unwrap();
    assert_eq!(bounded.period().unwrap_err(), Error::PeriodNotFound { bound: asg::period::DEFAULT_BOUND as u64 });
    // A wrong guess is not taken: the same positions, one period short, are not a period.
    let moves = game.moves();
    assert!(PeriodicValues::from_guess(&moves, 38_005_999, asg::period::GUESS_BOUND).is_none());
}

#[test]
fn errors_name_the_problem() {
    assert_eq!(Game::new(&[]).unwrap_err(), Error::EmptySet);
    assert_eq!(Game::new(&[3, 0]).unwrap_err(), Error::ZeroMove);
    assert_eq!(Additive::from_delta(0, 3).unwrap_err().to_string(), "a must be at least 1");
    assert!(Additive::new(5, 5).unwrap_err().to_string().contains("b must be greater than a"));
    let big = Game::new(&[5, 12, 17]).unwrap().nim(0, 1 << 40).unwrap_err();
    assert!(matches!(big, Error::WindowTooLarge { .. }), "{big}");
    let overflow = Game::new(&[5, 12, 17]).unwrap().nim(u64::MAX, 2).unwrap_err();
    assert!(matches!(overflow, Error::Overflow { .. }));
    let hard = Game::new(&[1000, 2001, 3003]).unwrap().with_bound(5000).unwrap().value(1 << 50).unwrap_err();
    assert_eq!(hard, Error::PeriodNotFound { bound: 5000 });
    assert!(residue_profile(Additive::from_delta(5, 4).unwrap()).is_err());
}

/// The brute-force values of a game anywhere below 2^64, carried on by the brute-force period.
fn value_at(g: &[u8], pre: u64, per: u64, x: u64) -> u8 {
    g[(if x < pre { x } else { pre + (x - pre) % per }) as usize]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_first_heap_of_a_value_is_the_rules(moves in prop::collection::vec(1u64..=20, 1..=4), (a, delta) in any_additive(), additive in any::<bool>(), k in 0u8..4, from in 0u64..2000, far in any::<u64>()) {
        let game = if additive { Game::additive(Additive::from_delta(a, delta).unwrap()) } else { Game::new(&moves).unwrap() };
        let seq = game.sequence().unwrap();
        let (g, pre, per) = brute_period(game.set().moves());
        // Near the origin and far out, against a walk of the brute-force values (class 3 is
        // every value 3 or more).
        for start in [from, far] {
            let walk = (start..=start.saturating_add(pre + per)).find(|&x| value_at(&g, pre, per, x).min(3) == k);
            let got = seq.first_with_value(k, start);
            match walk {
                Some(x) => prop_assert_eq!(got, Some(x), "k = {}, from {}", k, start),
                // None within a period past the preperiod: none at all, or only past 2^64 − 1.
                None => prop_assert!(got.is_none() || start > u64::MAX - pre - per, "k = {}, from {}: {:?}", k, start, got),
            }
        }
    }

    #[test]
    fn the_gaps_of_a_residue_are_the_rules_a_plus_one_gaps((a, delta) in in_regime(24), r_seed in any::<u64>(), j in 0u64..3) {
        let game = Additive::from_delta(a, delta).unwrap();
        let r = 1 + r_seed % (delta - 1);
        let gap = asg::residues::gap_of_residue(game, r, j).unwrap();
        // Brute force: the P-positions, and the (a+1)-gaps by index with their residues.
        let z = zeros(&brute(game.moves().moves(), ((j + 2) * game.heap_period().unwrap()) as usize));
        let n = gap.index as usize;
        prop_assert_eq!((z[n], z[n + 1]), (gap.from, gap.to));
        prop_assert_eq!(gap.to - gap.from, a + 1);
        prop_assert_eq!(((n as u64 + 1) % a, (n as u64 + 1) / a), (0, gap.q));
        prop_assert_eq!(gap.q * a % delta, r);
        prop_assert!(!gap.q.is_multiple_of(delta));
        // It is the j-th (a+1)-gap of residue r, r = (n + 1) mod δ, among the gaps before it.
        let same = (0..n).filter(|&i| z[i + 1] - z[i] == a + 1 && (i as u64 + 1) % delta == r).count() as u64;
        prop_assert_eq!(same, j);
        prop_assert_eq!(asg::residues::first_gap_of(game, r).unwrap(), {
            let first = asg::residues::gap_of_residue(game, r, 0).unwrap();
            (first.index, first.from)
        });
    }

    #[test]
    fn class_candidates_and_witnesses_are_the_rules((a, delta) in in_regime(24), x in 0u64..4000) {
        let game = Additive::from_delta(a, delta).unwrap();
        let form = ClosedForm::new(game).unwrap();
        let g = brute(game.moves().moves(), (x + 2 * (a + delta) + 2) as usize);
        let c = form.candidates(x);
        prop_assert_eq!(c, [Some(x), x.checked_sub(a), Some(x + a + delta), Some(x + delta)]);
        let v = g[x as usize];
        let w = form.witness(x).unwrap();
        prop_assert_eq!(Some(w), c[v as usize]);
        prop_assert_eq!(g[w as usize], 0, "the candidate of its class is a P-position");
    }

    #[test]
    fn the_next_window_is_the_rules((a, delta) in any_additive(), k in 1u64..60, from in 0u64..800) {
        let game = Additive::from_delta(a, delta).unwrap();
        let owner = Game::additive(game);
        let seq = owner.sequence().unwrap();
        let p = seq.period();
        let z = zeros(&brute(game.moves().moves(), (from + 3 * p.period + k + 10) as usize));
        let want = z.iter().enumerate().filter(|&(_, &pm)| pm >= from && pm < from + p.period).find_map(|(m, &pm)| {
            z.iter().position(|&pn| pn == pm + k).map(|n| (m as u64, n as u64, pm))
        });
        let got = asg::collisions::next_window_run(seq, Some(game), k, from).unwrap();
        prop_assert_eq!(got.as_ref().map(|w| (w.m, w.n, w.lower)), want);
        if let Some(w) = got {
            let run: Vec<u64> = (w.m..w.n).map(|i| z[i as usize + 1] - z[i as usize]).collect();
            prop_assert_eq!(&w.gaps, &run);
            prop_assert_eq!(w.ones, run.iter().filter(|&&g| g == 1).count() as u64);
            prop_assert_eq!(w.residue.is_some(), game.in_regime() && k == delta);
        }
    }

    #[test]
    fn cheap_values_need_no_period(moves in prop::collection::vec(1u64..=40, 1..=4), heap in 0u64..5000) {
        // A bound too small for any period: heaps below the smallest move (no move, value 0)
        // and windows near the origin (by the rule) still come.
        let game = Game::new(&moves).unwrap().with_bound(4).unwrap();
        prop_assume!(game.as_additive().is_none_or(|g| !g.in_regime()));
        let g = brute(game.set().moves(), heap as usize + 1);
        let below = game.set().min() - 1;
        prop_assert_eq!(game.value(below).unwrap(), 0);
        prop_assert_eq!(game.explain(below).unwrap().options.len(), 0);
        prop_assert_eq!(game.nim(heap / 2, heap - heap / 2 + 1).unwrap(), &g[(heap / 2) as usize..]);
    }

    #[test]
    fn a_table_is_believed_only_when_it_is_the_rules(moves in small_sets(), seed in any::<u64>()) {
        let set = SubtractionSet::new(&moves).unwrap();
        let table = PeriodicValues::find(&set, 1 << 20).unwrap();
        prop_assert!(table.check_sequence_of(&set).is_ok());
        let Some(words) = table.packed_words().map(<[u64]>::to_vec) else { return Ok(()) };
        let p = table.period();
        let len = p.preperiod + p.period;
        // One value changed anywhere in the table, or the period doubled: refused.
        let mut rng = Lcg(seed);
        let x = rng.below(len);
        let mut altered = words.clone();
        let field = 3u64 << (2 * (x % 32));
        let new = (((altered[(x / 32) as usize] & field) >> (2 * (x % 32))) + 1 + rng.below(3)) % 4;
        altered[(x / 32) as usize] = altered[(x / 32) as usize] & !field | new << (2 * (x % 32));
        let forged = PeriodicValues::from_packed(altered, len, p.preperiod).unwrap();
        prop_assert!(forged.check_sequence_of(&set).is_err(), "a table altered at heap {} is believed", x);
        let game = Game::new(&moves).unwrap();
        prop_assert!(game.adopt_checked(forged).is_err());
        let doubled: Vec<u8> = (0..p.preperiod + 2 * p.period).map(|x| table.value(x)).collect();
        let mut packed = vec![0u64; doubled.len().div_ceil(32)];
        for (i, &v) in doubled.iter().enumerate() {
            packed[i / 32] |= (v as u64) << (2 * (i % 32));
        }
        let twice = PeriodicValues::from_packed(packed, doubled.len() as u64, p.preperiod).unwrap();
        prop_assert!(twice.check_sequence_of(&set).is_err(), "a period that is not the smallest is believed");
        prop_assert!(game.adopt_checked(table).unwrap());
        prop_assert_eq!(game.period().unwrap(), p);
    }

    #[test]
    fn the_facts_of_a_game_are_its_rules((a, delta) in any_additive()) {
        let game = Additive::from_delta(a, delta).unwrap();
        let owner = Game::additive(game);
        let seq = owner.sequence().unwrap();
        let info = asg::shapes::AdditiveInfo::new(game, Some(seq));
        let g = gcd(a, delta);
        prop_assert_eq!((info.reduced.a, info.reduced.delta), (a / g, delta / g));
        prop_assert_eq!(info.moves, [a, a + delta, 2 * a + delta]);
        prop_assert_eq!(game.gap_lengths(), [1, a + 1, 2 * a + delta + 1 - a, 2 * a + delta + 1]);
        prop_assert_eq!(info.fit_span, (6 * (2 * a + delta + 1)).min(2 * seq.period().period));
        // The gap kinds a period holds, by the brute-force P-positions of one period.
        let p = seq.period();
        let z = zeros(&brute(game.moves().moves(), (p.preperiod + 3 * p.period) as usize));
        // The game's own gap lengths: every gap from a P-position below the period's end.
        let mut own: Vec<u64> = (0..z.len() - 1).filter(|&n| z[n] < p.preperiod + p.period).map(|n| z[n + 1] - z[n]).collect();
        own.sort_unstable();
        own.dedup();
        prop_assert_eq!(info.gap_lengths.as_deref(), Some(&own[..]), "the game's gaps, not the theorem's");
        let in_period: Vec<usize> = (0..z.len() - 1).filter(|&n| z[n] >= p.preperiod && z[n] < p.preperiod + p.period).collect();
        let mut kinds = [0u64; 5];
        for n in in_period {
            let length = z[n + 1] - z[n];
            kinds[game.gap_lengths().iter().position(|&l| l == length).unwrap_or(4)] += 1;
        }
        let counter = asg::gaps::GapCounter::new(seq, game);
        prop_assert_eq!(asg::gaps::kinds_per_period(seq, &counter).unwrap(), kinds);
        // Windows of δ per period, by brute force; a·d by Theorem 7 in the regime.
        let windows = (0..z.len()).filter(|&m| z[m] >= p.preperiod && z[m] < p.preperiod + p.period && z.contains(&(z[m] + delta))).count() as u64;
        prop_assert_eq!(count_per_period(seq, delta).unwrap(), windows);
        prop_assert_eq!(info.windows_per_period, game.in_regime().then_some(windows));
        // The regions as ranges agree with the profile's rows.
        match info.residue_bounds {
            Some(b) => {
                let regions = [Region::LeftRestricted, Region::Unrestricted, Region::RightRestricted];
                for row in residue_profile(game).unwrap().rows {
                    let i = (0..3).find(|&i| b[i] <= row.r && row.r < b[i + 1]).unwrap();
                    prop_assert_eq!(regions[i], row.region);
                }
                prop_assert_eq!((b[0], b[3]), (1, delta));
            }
            None => prop_assert!(!game.in_regime()),
        }
    }

    #[test]
    fn a_plane_in_steps_is_its_cells_within_the_work_asked(a_max in 1u64..8, d_max in 1u64..30, shares in 1usize..4, cells in 1usize..40, work in 1u64..5000) {
        let mut all = Vec::new();
        for share in 0..shares {
            let mut steps = asg::landscape::PlaneSteps::new(a_max, d_max, None, share, shares, 1 << 20).unwrap();
            loop {
                let before = steps.done();
                let part = steps.step(cells, work).unwrap();
                if part.is_empty() {
                    break;
                }
                prop_assert!(part.len() <= cells);
                prop_assert_eq!(steps.done(), before + part.len() as u64);
                // More than one cell only while their estimated work stays within the step's.
                let spent: u64 = part.iter().map(|c| asg::limits::cell_cost(Additive::from_delta(c.a, c.delta).unwrap(), 1 << 20)).sum();
                prop_assert!(part.len() == 1 || spent <= work, "{} cells of {} work for a step of {}", part.len(), spent, work);
                for c in part {
                    let game = Additive::from_delta(c.a, c.delta).unwrap();
                    prop_assert_eq!(c.regime.index() as usize, asg::Regime::NAMES.iter().position(|&n| n == game.regime().name()).unwrap());
                    prop_assert_eq!((c.band, c.band_kind), (game.band().j, game.band().kind));
                    let (_, _, per) = brute_period(game.moves().moves());
                    prop_assert_eq!(c.period, Some(per));
                    all.push((c.a, c.delta));
                }
            }
        }
        all.sort_unstable();
        prop_assert_eq!(all, asg::landscape::pairs(a_max, d_max, None).collect::<Vec<_>>());
    }
}

/// What the plain check finds: the first anti-collision and reachability failures of each
/// class, the heaps of each class, and the first heap with no class.
type PlainCertificate = ([Option<u64>; 4], [Option<u64>; 4], [u64; 4], Option<u64>);

/// The certificate of (a, δ) worked out plainly: the classes from a set of the w_n, then the two
/// duties at every heap below P + 2a + b.
fn plain_certificate(a: u64, delta: u64) -> PlainCertificate {
    let b = a + delta;
    let p = a * (3 * delta + a);
    let top = p + 2 * a + b;
    let w: std::collections::HashSet<u64> =
        (0..).map(|n: u64| n + a * (n / a) + b * (n / delta)).take_while(|&x| x <= top + b).collect();
    let class = |x: u64| -> Option<u8> {
        [w.contains(&x), x >= a && w.contains(&(x.wrapping_sub(a))), w.contains(&(x + b)), w.contains(&(x + delta))]
            .iter()
            .position(|&t| t)
            .map(|c| c as u8)
    };
    let (mut anti, mut reach, mut heaps, mut none) = ([None; 4], [None; 4], [0u64; 4], None);
    for x in 0..top {
        let Some(c) = class(x) else {
            none = none.or(Some(x));
            continue;
        };
        heaps[c as usize] += 1;
        let options: Vec<u8> = [a, b, a + b].iter().filter(|&&s| s <= x).filter_map(|&s| class(x - s)).collect();
        if options.contains(&c) {
            anti[c as usize] = anti[c as usize].or(Some(x));
        }
        if (0..c).any(|v| !options.contains(&v)) {
            reach[c as usize] = reach[c as usize].or(Some(x));
        }
    }
    (anti, reach, heaps, none)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    /// The certificate holds exactly when the closed form is the mex rule's sequence (over
    /// three heap periods and the first heaps of a fourth), in and out of the regime, and its
    /// first failures are the plain check's.
    #[test]
    fn the_certificate_holds_exactly_where_the_formula_is_the_game((a, delta) in any_additive()) {
        let game = Additive::from_delta(a, delta).unwrap();
        let c = prove(game).unwrap();
        let (anti, reach, heaps, none) = plain_certificate(a, delta);
        prop_assert_eq!(c.partition_failure, none);
        for k in 0..4 {
            prop_assert_eq!(c.classes[k].class as usize, k);
            prop_assert_eq!(c.classes[k].anti_collision_failure, anti[k], "class {}", k);
            prop_assert_eq!(c.classes[k].reachability_failure, reach[k], "class {}", k);
            prop_assert_eq!(c.classes[k].heaps, heaps[k], "class {}", k);
        }
        let w = WSequence::new(game);
        let len = 3 * game.heap_period().unwrap() + 3 * game.b();
        let g = brute(game.moves().moves(), len as usize);
        let formula_is_the_game = (0..len).all(|x| w.formula_value(x) == Some(g[x as usize]));
        prop_assert_eq!(c.holds, formula_is_the_game, "({}, {})", a, delta);
        // The observation of docs/MATH.md: it holds for a ≤ δ ≤ 2a and nowhere else.
        prop_assert_eq!(c.holds, a <= delta && delta <= 2 * a);
        if !c.holds {
            // Where the argument breaks, the mex rule and a class differ at that heap or before.
            let first = c.classes.iter().flat_map(|k| [k.anti_collision_failure, k.reachability_failure])
                .chain([c.partition_failure]).flatten().min().unwrap();
            prop_assert!((0..=first).any(|x| w.formula_value(x) != Some(g[x as usize])));
        }
    }

    /// In the regime every heap of W1, W2 and W3 in one heap period reaches its smaller values
    /// through the options the proof names for its cell, and the cells' areas count them.
    #[test]
    fn the_reachability_cases_count_every_heap_of_a_period((a, delta) in in_regime(24)) {
        let game = Additive::from_delta(a, delta).unwrap();
        let steps = ProofSteps::new(game).unwrap();
        let mut job = CertificateJob::new(game, &Limits::default()).unwrap();
        while job.step(1 << 20).is_none() {}
        let checks = job.case_checks();
        let g = brute(game.moves().moves(), (game.heap_period().unwrap() + 2 * game.a() + game.b()) as usize);
        for (case, check) in steps.cases.iter().zip(&checks) {
            prop_assert_eq!((check.found, check.missed), (case.per_period, 0));
            let x = check.example.unwrap();
            prop_assert_eq!(g[x as usize], case.class);
            for wit in &case.witnesses {
                prop_assert_eq!(g[(x - wit.take) as usize], wit.value);
            }
        }
        let per = |c: u8| checks.iter().filter(|k| k.class == c).map(|k| k.found).sum::<u64>();
        let ones = g[(2 * game.a() + game.b()) as usize..].iter().filter(|&&v| v == 1).count() as u64;
        prop_assert_eq!(per(1), ones);
        prop_assert_eq!([per(2), per(3)], [game.index_period().unwrap(), a * a]);
    }
}

/// Outside the regime the gap lengths are read from the P-positions one by one, and only while
/// the period holds at most `GAP_SCAN_LIMIT` of them: (300, 901) has about 180 000 and gives its
/// own lengths, the brute-force rule's; (600, 1801), with about 720 000, gives none (the facts say
/// null) at once, rather than a list of them all on every game.
#[test]
fn the_gap_lengths_outside_the_regime_are_read_within_a_limit() {
    let own = |a: u64, delta: u64| {
        let game = Additive::from_delta(a, delta).unwrap();
        let owner = Game::additive(game);
        let seq = owner.sequence().unwrap();
        (seq.period(), seq.gap_lengths(), asg::shapes::AdditiveInfo::new(game, Some(seq)).gap_lengths)
    };
    let (p, lengths, facts) = own(300, 901);
    let z = zeros(&brute(&[300, 1201, 1501], (p.preperiod + p.period) as usize + 1600));
    assert!(z.iter().filter(|&&x| x < p.preperiod + p.period).count() as u64 <= asg::game::GAP_SCAN_LIMIT);
    let mut want: Vec<u64> =
        (0..z.len() - 1).filter(|&n| z[n] < p.preperiod + p.period).map(|n| z[n + 1] - z[n]).collect();
    want.sort_unstable();
    want.dedup();
    assert_eq!(lengths.unwrap(), want);
    assert_eq!(facts, Some(want));
    let (_, lengths, facts) = own(600, 1801);
    assert!(matches!(lengths, Err(asg::Error::TooMuchWork { what: "the gap lengths", .. })), "{lengths:?}");
    assert_eq!(facts, None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Theorem 1 needs no period: a game whose heap period passes 2^62 keeps W0's structure
    /// (w_(n+1) − w_n = 1 + a·[a | n+1] + b·[δ | n+1]), W1 = W0 + a and W2 = W0 − b, the mex rule
    /// holds at every heap tried (near 0, at the w_n, and at the top, where x + b passes 2^64),
    /// a window is its values one by one, and the values repeat with a(3δ + a) where that fits
    /// in 64 bits, though no query that needs the period is answered.
    #[test]
    fn past_the_period_limit_theorem_one_keeps_its_shape((a, delta) in past_the_period_limit(), n in 0u64..1 << 61, up in 0u64..1 << 40, far in any::<u64>()) {
        let game = Additive::from_delta(a, delta).unwrap();
        let b = game.b();
        let g = Game::additive(game);
        prop_assert_eq!(g.period().unwrap_err(), Error::Overflow { what: asg::additive::PERIOD_TOO_LARGE });
        let w = WSequence::new(game);
        // w_n < 4n + 4a < 2^64 for these n and a.
        let (x, next) = (w.w(n).unwrap(), w.w(n + 1).unwrap());
        let jump = 1 + if (n + 1) % a == 0 { a } else { 0 } + if (n + 1) % delta == 0 { b } else { 0 };
        prop_assert_eq!(next - x, jump);
        prop_assert_eq!(g.p_positions(n, 2).unwrap(), [x, next]);
        prop_assert_eq!(g.gaps(n, 1).unwrap(), [jump]);
        prop_assert_eq!(g.value(x).unwrap(), 0);
        if next - x > 1 {
            prop_assert_ne!(g.value(x + 1).unwrap(), 0);
        }
        if let Some(y) = x.checked_add(a) {
            prop_assert_eq!(g.value(y).unwrap(), 1);
        }
        if let Some(y) = x.checked_sub(b) {
            prop_assert_eq!(g.value(y).unwrap(), 2);
        }
        for heap in [x, x + 1, up, far, far / 2, u64::MAX - up % (4 * b), u64::MAX] {
            let why = g.explain(heap).unwrap();
            prop_assert_eq!(why.value, why.mex, "heap {}", heap);
            prop_assert_eq!(why.value, g.value(heap).unwrap());
        }
        let from = u64::MAX - up % (2 * b);
        let window = g.nim(from, 64.min(u64::MAX - from + 1)).unwrap();
        let each: Vec<u8> = (0..window.len() as u64).map(|i| g.value(from + i).unwrap()).collect();
        prop_assert_eq!(window, each);
        if let Ok(p) = u64::try_from(game.heap_period_wide()) {
            if let Some(y) = far.checked_add(p) {
                prop_assert_eq!(g.value(y).unwrap(), g.value(far).unwrap(), "shifted by the period {}", p);
            }
        }
    }

    /// At the top of the heaps, where w_n = x + b passes 2^64, the values are Theorem 1's by its
    /// definition: W0 = {w_n} read off w_n = n + a⌊n/a⌋ + b⌊n/δ⌋ in 128 bits by bisection, W1 =
    /// W0 + a, W2 = W0 − b, W3 the rest; tried around the w_n that end runs of a and of δ.
    #[test]
    fn past_the_period_limit_the_top_heaps_are_theorem_one_by_definition((a, delta) in past_the_period_limit(), k in 0u64..4) {
        let game = Additive::from_delta(a, delta).unwrap();
        let (g, b) = (Game::additive(game), game.b() as u128);
        let (a, d) = (a as u128, delta as u128);
        let w = |n: u128| n + a * (n / a) + b * (n / d);
        let first_at = |y: u128| {
            let (mut lo, mut hi) = (0u128, y + 1); // w(y + 1) > y
            while lo < hi {
                let mid = (lo + hi) / 2;
                if w(mid) >= y { hi = mid } else { lo = mid + 1 }
            }
            lo
        };
        let in_w0 = |y: u128| w(first_at(y)) == y;
        let class = |x: u128| if in_w0(x) { 0 } else if x >= a && in_w0(x - a) { 1 } else if in_w0(x + b) { 2 } else { 3 };
        let (top, k) = (first_at(1 << 64), k as u128); // the first w_n past the heaps
        let ends = [top + k, (top / a + 1 + k) * a - 1, (top / d + 1 + k) * d - 1, (top / a + k) * a, (top / d + k) * d];
        for m in ends {
            for off in 0..=4u128 {
                let x = (w(m) + off).checked_sub(b + 2);
                if let Some(x) = x.filter(|&x| x <= u64::MAX as u128) {
                    prop_assert_eq!(g.value(x as u64).unwrap(), class(x), "heap {} from w_{}", x, m);
                }
            }
        }
    }

    /// The period-free path is the mex rule on games small enough for brute force.
    #[test]
    fn the_period_free_values_are_the_rule((a, delta) in in_regime(24), from in 0u64..2000, len in 0usize..300) {
        let game = Additive::from_delta(a, delta).unwrap();
        let w = WSequence::new(game);
        let g = brute(game.moves().moves(), from as usize + len);
        let mut out = vec![9u8; len];
        w.fill_theorem(from, &mut out);
        prop_assert_eq!(&out[..], &g[from as usize..]);
        for (x, &v) in g.iter().enumerate() {
            prop_assert_eq!(w.theorem_value(x as u64), v);
        }
    }
}

#[test]
fn past_the_period_limit_what_needs_the_period_is_refused_by_name() {
    let game = Additive::from_delta(1 << 40, (1 << 40) + 1).unwrap();
    let g = Game::additive(game);
    assert_eq!(g.value(u64::MAX).unwrap(), WSequence::new(game).theorem_value(u64::MAX));
    let refused = g.sequence().unwrap_err();
    assert_eq!(refused, Error::Overflow { what: asg::additive::PERIOD_TOO_LARGE });
    assert!(refused.to_string().contains("heap period"), "{refused}");
    assert!(matches!(ProofSteps::new(game), Err(Error::Overflow { .. })));
    assert!(matches!(CertificateJob::new(game, &Limits::default()), Err(Error::Overflow { .. })));
    assert!(matches!(asg::verify::VerifyJob::new(game, 1, &Limits::default()), Err(Error::Overflow { .. })));
    assert!(matches!(asg::ledger::LedgerCount::new(game, 1 << 16), Err(Error::Overflow { .. })));
    assert!(matches!(asg::landscape::cell(1 << 40, (1 << 40) + 1, 1 << 16), Err(Error::Overflow { .. })));
    assert_eq!(asg::limits::cell_cost(game, 1 << 16), 0, "refused at once, so priced at nothing");
    let facts = asg::shapes::AdditiveInfo::new(game, None);
    assert_eq!((facts.heap_period, facts.windows_per_period), (None, None));
    // Outside the regime the period is the mex rule's only way: still refused when made.
    assert!(matches!(Additive::from_delta(1 << 40, 3), Err(Error::Overflow { .. })));
}
