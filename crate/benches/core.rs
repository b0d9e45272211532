//! Benchmarks of the core, each beside a baseline measured in the same run (these machines are
//! noisy, so ratios are what to read): the mex kernel against a plain fill of the same buffer,
//! value queries against one division, period finding against the kernel over as many
//! positions, and collision listing over growing windows (it should be linear). Period tables
//! are queried (values, counts, windows of values) against the same division. The collision
//! spectrum of every k of a period is measured against a plain fill of as many u64.

use asg::collisions::windows_in;
use asg::mex::{extend_nim_values, extend_nim_values_with, Kernel};
use asg::{Additive, ClosedForm, Game, PeriodicValues, SubtractionSet};
use criterion::{black_box, criterion_group, BenchmarkId, Criterion, Throughput};
use std::time::{Duration, Instant};

const KERNEL_N: usize = 200_000_000;

fn kernel(c: &mut Criterion) {
    let set = SubtractionSet::new(&[50, 123, 173]).unwrap();
    let mut buf = vec![1u8; KERNEL_N];
    let mut group = c.benchmark_group("mex kernel, S = {50, 123, 173}, N = 2e8");
    group.sample_size(10).measurement_time(Duration::from_secs(4));
    group.throughput(Throughput::Elements(KERNEL_N as u64));
    group.bench_function("mex kernel", |b| b.iter(|| extend_nim_values(&set, black_box(&mut buf), 0)));
    group.bench_function("plain fill (baseline)", |b| b.iter(|| black_box(&mut buf).fill(black_box(3))));
    group.finish();
}

/// Heaps near 10^18, varied so no query is folded away.
fn heaps() -> Vec<u64> {
    (0..1024u64).map(|i| 1_000_000_000_000_000_000 + i * 7_919_003).collect()
}

fn values(c: &mut Criterion) {
    let xs = heaps();
    let mut group = c.benchmark_group("value query at heap 1e18");
    group.throughput(Throughput::Elements(xs.len() as u64));
    for (a, delta) in [(5, 7), (50, 73), (101, 150), (9_999, 10_001)] {
        let form = ClosedForm::new(Additive::from_delta(a, delta).unwrap()).unwrap();
        group.bench_with_input(BenchmarkId::new("Theorem 1", format!("({a}, {delta})")), &form, |b, f| {
            b.iter(|| xs.iter().map(|&x| f.value(black_box(x)) as u32).sum::<u32>())
        });
    }
    let p = black_box(13_450u64);
    group.bench_function("x mod P alone (baseline)", |b| {
        b.iter(|| xs.iter().map(|&x| black_box(x) % p).fold(0u64, u64::wrapping_add))
    });
    group.finish();
}

fn periods(c: &mut Criterion) {
    let mut group = c.benchmark_group("period finding by the mex rule");
    group.sample_size(10);
    for (a, delta) in [(50, 73), (50, 123), (200, 301)] {
        let set = Additive::from_delta(a, delta).unwrap().moves();
        group.bench_with_input(BenchmarkId::new("find", format!("({a}, {delta})")), &set, |b, s| {
            b.iter(|| PeriodicValues::find(s, 1 << 26).unwrap().period())
        });
    }
    group.finish();
}

fn collisions(c: &mut Criterion) {
    let game = Additive::from_delta(50, 73).unwrap();
    let owner = Game::additive(game);
    let seq = owner.sequence().unwrap();
    let p = game.heap_period().unwrap();
    let mut group = c.benchmark_group("collision windows, (a, δ) = (50, 73)");
    for periods in [1u64, 10, 100] {
        group.throughput(Throughput::Elements(periods * p));
        group.bench_with_input(BenchmarkId::new("list", format!("{periods} periods")), &periods, |b, &k| {
            b.iter(|| windows_in(seq, 73, 0, k * p, u64::MAX).unwrap().len())
        });
    }
    group.finish();
}

/// Median seconds of `f` over `runs`, interleaved with the other side of a ratio by the caller.
fn time<R>(mut f: impl FnMut() -> R) -> f64 {
    let t = Instant::now();
    black_box(f());
    t.elapsed().as_secs_f64()
}

fn median(v: &[f64]) -> f64 {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// The ratios the issue asks for, measured side by side in alternation.
fn ratios() {
    println!("\n== ratios (medians of alternating runs) ==");
    let set = SubtractionSet::new(&[50, 123, 173]).unwrap();
    let mut buf = vec![1u8; KERNEL_N];
    let (mut k, mut f) = (Vec::new(), Vec::new());
    for _ in 0..9 {
        k.push(time(|| extend_nim_values(&set, &mut buf, 0)));
        f.push(time(|| buf.fill(black_box(3))));
    }
    let (k, f) = (median(&k), median(&f));
    let n = KERNEL_N as f64;
    println!(
        "mex kernel {:.2} G positions/s, plain fill {:.2} G bytes/s: kernel/fill speed = {:.2} (target ≥ 0.5)",
        n / k / 1e9,
        n / f / 1e9,
        f / k
    );
    drop(buf);

    // The two-bit field kernel for a ≥ 64 in heaps per second against a plain fill of a byte
    // per heap, both into buffers already touched (a fresh one costs its page faults: about
    // half the time): a = 64 (the smallest move one step back), 100 (two steps back, q even),
    // 97 (q odd) and 1000 (read from memory), on each path this machine runs.
    for (a, delta) in [(64, 97), (97, 146), (100, 151), (1000, 1501)] {
        let moves = Additive::from_delta(a, delta).unwrap().moves();
        let mut bytes = vec![1u8; KERNEL_N];
        let mut words = vec![1u64; KERNEL_N / 32];
        for path in asg::mex::fields::Path::available() {
            let (mut k, mut f) = (Vec::new(), Vec::new());
            for _ in 0..7 {
                k.push(time(|| asg::mex::fields::fill_packed_with(path, moves.moves(), black_box(&mut words))));
                f.push(time(|| black_box(&mut bytes).fill(black_box(3))));
            }
            let (k, f) = (median(&k), median(&f));
            println!(
                "field kernel {path:?}, S = {:?}: {:.2} G heaps/s, plain fill {:.2} G bytes/s: kernel/fill = {:.2} in heaps/s (target ≥ 1.0 for a ≥ 64)",
                moves.moves(),
                n / k / 1e9,
                n / f / 1e9,
                f / k
            );
        }
    }

    landscape_ratio();

    // The page benchmark's case (outside the regime, so the mex rule itself runs), by every path.
    let set = SubtractionSet::new(&[50, 124, 174]).unwrap();
    let mut buf = vec![0u8; 20_000_000];
    let times: Vec<(Kernel, f64)> = Kernel::available()
        .into_iter()
        .map(|kernel| {
            let t: Vec<f64> = (0..15).map(|_| time(|| extend_nim_values_with(kernel, &set, &mut buf, 0))).collect();
            (kernel, median(&t))
        })
        .collect();
    let text: Vec<String> =
        times.iter().map(|(k, t)| format!("{k:?} {:.2} G positions/s", buf.len() as f64 / t / 1e9)).collect();
    println!("mex kernel, S = {{50, 124, 174}}, N = 2e7 (the page's case): {}", text.join(", "));
    // For the page benchmark, which reports the wasm kernel against this figure.
    let rates: Vec<String> = times.iter().map(|(k, t)| format!("\"{k:?}\": {:.0}", buf.len() as f64 / t)).collect();
    let json = format!(
        "{{\"moves\": [50, 124, 174], \"n\": {}, \"positionsPerSecond\": {{{}}}}}\n",
        buf.len(),
        rates.join(", ")
    );
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("mex-kernel-native.json");
    if let Err(e) = std::fs::write(&path, json) {
        println!("could not write {}: {e}", path.display());
    }
    drop(buf);

    let xs = heaps();
    for (a, delta) in [(5, 7), (50, 73), (9_999, 10_001)] {
        let form = ClosedForm::new(Additive::from_delta(a, delta).unwrap()).unwrap();
        let (mut q, mut d) = (Vec::new(), Vec::new());
        let p = black_box(form.heap_period());
        for _ in 0..201 {
            q.push(time(|| xs.iter().map(|&x| form.value(black_box(x)) as u32).sum::<u32>()));
            d.push(time(|| xs.iter().map(|&x| black_box(x) % p).fold(0u64, u64::wrapping_add)));
        }
        let per = xs.len() as f64;
        println!(
            "value query at 1e18, (a, δ) = ({a}, {delta}): {:.1} ns (one division x mod P: {:.1} ns; ratio {:.1}; target < 100 ns)",
            median(&q) / per * 1e9,
            median(&d) / per * 1e9,
            median(&q) / median(&d)
        );
    }

    // Period tables: a small one (Theorem 1 tabulated) and the largest the page opens.
    for (a, delta) in [(50, 73), (3333, 10_000)] {
        let seq = Game::additive(Additive::from_delta(a, delta).unwrap()).sequence().unwrap().clone();
        let made = seq.tabulate(1 << 22);
        let table = made.as_ref().or(seq.table()).unwrap();
        let p = black_box(seq.period().period);
        let (mut v, mut c, mut d) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..201 {
            v.push(time(|| xs.iter().map(|&x| table.value(black_box(x)) as u32).sum::<u32>()));
            c.push(time(|| xs.iter().map(|&x| table.counts_below(black_box(x))[1]).fold(0u64, u64::wrapping_add)));
            d.push(time(|| xs.iter().map(|&x| black_box(x) % p).fold(0u64, u64::wrapping_add)));
        }
        let per = xs.len() as f64;
        let (v, c, d) = (median(&v) / per * 1e9, median(&c) / per * 1e9, median(&d) / per * 1e9);
        println!(
            "period table ({a}, {delta}), period {p}: value query {v:.1} ns, counts_below {c:.1} ns (x mod P alone {d:.1} ns; ratios {:.1} and {:.1})",
            v / d,
            c / d
        );
        // A window of values far out, against copying as many bytes.
        let mut out = vec![0u8; 1 << 16];
        let src = vec![1u8; 1 << 16];
        let (mut f, mut m) = (Vec::new(), Vec::new());
        for i in 0..101u64 {
            f.push(time(|| table.fill(black_box(1_000_000_000_000_000_000 + i * 7_919_003), &mut out)));
            m.push(time(|| out.copy_from_slice(black_box(&src))));
        }
        let n = out.len() as f64;
        println!(
            "period table ({a}, {delta}): fill {:.2} ns a value (memcpy {:.2} ns a byte; ratio {:.1})",
            median(&f) / n * 1e9,
            median(&m) / n * 1e9,
            median(&f) / median(&m)
        );
        // Counts along a row of 1920 pixels of 1000 heaps each, as a zoomed-out grid row.
        let edges: Vec<u64> = (0..=1920u64).map(|i| 1_000_000_000_007 + i * 1000).collect();
        let mut between = vec![[0u64; 4]; 1920];
        let (mut r, mut e) = (Vec::new(), Vec::new());
        for _ in 0..101 {
            r.push(time(|| table.counts_between(black_box(&edges), &mut between)));
            e.push(time(|| edges.iter().map(|&x| black_box(x) % p).fold(0u64, u64::wrapping_add)));
        }
        println!(
            "period table ({a}, {delta}): counts_between {:.1} ns a pixel (x mod P alone {:.1} ns; ratio {:.1})",
            median(&r) / 1920.0 * 1e9,
            median(&e) / 1921.0 * 1e9,
            median(&r) / median(&e)
        );
    }

    // Gap kinds and collision windows per pixel of a lane, as the gap and window lanes draw.
    for (a, delta) in [(5, 16), (3333, 10_000)] {
        let game = Additive::from_delta(a, delta).unwrap();
        let seq = Game::additive(game).sequence().unwrap().clone();
        let gaps = asg::gaps::GapCounter::new(&seq, game);
        let windows = asg::collisions::WindowCounter::new(&seq, None, delta).unwrap();
        let ranks: Vec<u64> = (0..=1920u64).map(|i| seq.p_rank(1_000_000_000_007 + i * 1000)).collect();
        let (mut g, mut w, mut d) = (Vec::new(), Vec::new(), Vec::new());
        let p = black_box(seq.period().period);
        for _ in 0..21 {
            g.push(time(|| ranks.windows(2).map(|r| gaps.between(r[0], r[1])[1]).fold(0u64, u64::wrapping_add)));
            w.push(time(|| {
                ranks.windows(2).map(|r| windows.between_indices(r[0], r[1])).fold(0u64, u64::wrapping_add)
            }));
            d.push(time(|| ranks.iter().map(|&x| black_box(x) % p).fold(0u64, u64::wrapping_add)));
        }
        println!(
            "lanes ({a}, {delta}): gap kinds {:.1} ns a pixel, windows {:.1} ns a pixel (x mod P alone {:.1} ns; ratios {:.1} and {:.1})",
            median(&g) / 1920.0 * 1e9,
            median(&w) / 1920.0 * 1e9,
            median(&d) / 1921.0 * 1e9,
            median(&g) / median(&d),
            median(&w) / median(&d)
        );
    }

    let game = Additive::from_delta(50, 73).unwrap();
    let moves = game.moves();
    let p = game.heap_period().unwrap() as usize;
    let (mut find, mut plain) = (Vec::new(), Vec::new());
    let mut scratch = vec![0u8; 3 * p];
    for _ in 0..21 {
        find.push(time(|| PeriodicValues::find(&moves, 1 << 26).unwrap().period()));
        plain.push(time(|| extend_nim_values(&moves, &mut scratch, 0)));
    }
    println!(
        "period of (50, 73) = {p} found in {:.1} µs; the kernel alone over 3P positions takes {:.1} µs (ratio {:.1})",
        median(&find) * 1e6,
        median(&plain) * 1e6,
        median(&find) / median(&plain)
    );

    // The largest band period with a, δ ≤ 10^4, found by checking the formula's guess.
    let big = Additive::from_delta(3333, 10_000).unwrap();
    let (mut check, mut kernel) = (Vec::new(), Vec::new());
    let guess = big.observed_period_formula().unwrap();
    let mut scratch = vec![0u8; guess as usize + 16_666];
    for _ in 0..3 {
        check.push(time(|| Game::additive(big).period().unwrap()));
        kernel.push(time(|| extend_nim_values(&big.moves(), &mut scratch, 0)));
    }
    println!(
        "period of (3333, 10000) = {guess} found in {:.2} s by checking the band formula; the kernel alone over P + max(S) positions takes {:.2} s (ratio {:.1})",
        median(&check),
        median(&kernel),
        median(&check) / median(&kernel)
    );
    drop(scratch);

    let owner = Game::additive(game);
    let seq = owner.sequence().unwrap();
    let hp = game.heap_period().unwrap();
    let mut per_heap = Vec::new();
    for periods in [1u64, 10, 100, 1000] {
        let mut t = Vec::new();
        for _ in 0..7 {
            t.push(time(|| windows_in(seq, 73, 0, periods * hp, u64::MAX).unwrap().len()));
        }
        per_heap.push((periods, median(&t) / (periods * hp) as f64 * 1e9));
    }
    let text: Vec<String> = per_heap.iter().map(|(k, ns)| format!("{k} periods {ns:.2} ns/heap")).collect();
    println!("collision listing, (50, 73): {} (linear when ns/heap stays flat)", text.join(", "));
}

fn frames(c: &mut Criterion) {
    use asg::render::{Fixed, GridView, Image, Palette, PhaseColours, RowPass, Source, StripView};
    let palette = Palette::from_rgb([0x0072b2, 0xe69f00, 0x009e73, 0xcc79a7, 0xffffff, 0xffffff]);
    let mut rgba = vec![0u8; 1920 * 1080 * 4];
    let mut group = c.benchmark_group("render a 1920×1080 frame");
    group.sample_size(20);
    for (name, a, delta, view) in [
        (
            "grid 0.1 px/heap, w = 7777",
            101u64,
            150u64,
            Some(GridView { row_width: 7777, col0: Fixed(0), row0: Fixed(0), cell: 0.1 }),
        ),
        ("grid 8 px/heap, w = P", 5, 7, Some(GridView { row_width: 130, col0: Fixed(0), row0: Fixed(0), cell: 8.0 })),
        ("strip, whole 2^53", 50, 73, None),
        // The largest table the page opens (period 88 881 111): every row counted, no phase table.
        (
            "grid 0.001 px/heap, w = 10^6 + 7",
            3333,
            10_000,
            Some(GridView { row_width: 1_000_007, col0: Fixed(0), row0: Fixed(0), cell: 0.001 }),
        ),
        (
            "grid 4 px/heap, w = 997",
            3333,
            10_000,
            Some(GridView { row_width: 997, col0: Fixed(0), row0: Fixed(0), cell: 4.0 }),
        ),
        ("strip, whole 2^53", 3333, 10_000, None),
    ] {
        let owner = Game::additive(Additive::from_delta(a, delta).unwrap());
        let seq = owner.sequence().unwrap();
        let made = seq.tabulate(1 << 22);
        let table = made.as_ref().or(seq.table());
        let src = Source { seq, table };
        // As the page: window colours only for periods up to 2^20.
        let phases = match (view, table) {
            (Some(v), Some(t)) if v.cell < 1.0 && seq.period().period <= 1 << 20 => {
                Some(PhaseColours::new(t, PhaseColours::window(&v), &palette))
            }
            _ => None,
        };
        group.bench_function(format!("{name}, ({a}, {delta})"), |b| {
            b.iter(|| {
                let mut img = Image { width: 1920, height: 1080, rgba: &mut rgba };
                match view {
                    Some(v) => {
                        v.draw(&src, &palette, &mut img, Some((0, seq.period().period)), phases.as_ref(), RowPass::ALL)
                    }
                    None => {
                        StripView { start: Fixed(0), per_pixel: 2f64.powi(53) / 1920.0 }.draw(&src, &palette, &mut img)
                    }
                }
            })
        });
    }
    group.finish();
}

/// 240 games of a ∈ [200, 400], δ ∈ [600, 1200], picked by a fixed xorshift: a plane where
/// the period work dominates, small enough for a benchmark.
fn sampled_plane() -> Vec<(u64, u64)> {
    let mut r = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = |lo: u64, hi: u64| {
        r ^= r << 13;
        r ^= r >> 7;
        r ^= r << 17;
        lo + r % (hi - lo + 1)
    };
    (0..240).map(|_| (next(200, 400), next(600, 1200))).collect()
}

/// The landscape's cells by the fast kernel against the reference kernel on one core, in
/// alternating runs: the atlas's throughput per core, as a ratio.
fn landscape_ratio() {
    use asg::landscape::{cell_with, Kernel};
    let pairs = sampled_plane();
    let run = |kernel: Kernel| {
        pairs.iter().map(|&(a, d)| cell_with(kernel, a, d, 1 << 25).unwrap().period.unwrap_or(0)).sum::<u64>()
    };
    let (mut fast, mut reference) = (Vec::new(), Vec::new());
    for _ in 0..7 {
        fast.push(time(|| run(Kernel::Fast)));
        reference.push(time(|| run(Kernel::Reference)));
    }
    let (f, r) = (median(&fast), median(&reference));
    println!(
        "landscape, {} games of a ∈ [200, 400], δ ∈ [600, 1200], one core: fast {:.0} games/s, reference {:.0} games/s: fast/reference = {:.2} (target ≥ 2.5)",
        pairs.len(),
        pairs.len() as f64 / f,
        pairs.len() as f64 / r,
        r / f
    );
}

fn landscape(c: &mut Criterion) {
    use rayon::prelude::*;
    let pairs: Vec<(u64, u64)> = asg::landscape::pairs(20, 160, Some(8)).collect();
    let mut group = c.benchmark_group("landscape a ≤ 20, δ ≤ 8a (1680 pairs)");
    group.sample_size(10);
    let one = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
    group.bench_function("one core", |b| {
        b.iter(|| {
            one.install(|| pairs.par_iter().map(|&(a, d)| asg::landscape::cell(a, d, 1 << 24).unwrap().period).count())
        })
    });
    group.bench_function(format!("all cores ({})", rayon::current_num_threads()), |b| {
        b.iter(|| pairs.par_iter().map(|&(a, d)| asg::landscape::cell(a, d, 1 << 24).unwrap().period).count())
    });
    group.bench_function("baseline: Brent's search alone, one core", |b| {
        b.iter(|| {
            let periods: Vec<_> = pairs
                .iter()
                .map(|&(a, d)| {
                    PeriodicValues::find(&Additive::from_delta(a, d).unwrap().moves(), 1 << 24).unwrap().period()
                })
                .collect();
            black_box(periods)
        })
    });
    group.finish();
}

/// The collision spectrum of `(a, δ)`: its summary made, then a frame of `width` pixels over
/// k = 1 … p drawn as bars (what the page does on the main thread for a game in the regime).
fn spectrum_drawn(seq: &asg::game::NimSequence, width: usize, rgba: &mut [u8]) -> u64 {
    use asg::lanes::Frame;
    use asg::render::{bars::draw_bars, Fixed, Image, Palette};
    let s = asg::spectrum::Spectrum::new(seq, &asg::Limits::default()).unwrap();
    let p = s.period();
    let frame = Frame { start: Fixed::whole(1), per_pixel: p as f64 / width as f64, columns: width };
    let columns = s.columns(&frame);
    let palette = Palette::from_rgb([0x0072b2, 0x56b4e9, 0, 0, 0xffffff, 0x000000]);
    let height = rgba.len() / 4 / width;
    draw_bars(&columns, s.summarize(1, p - 1).largest, &palette, &mut Image { width, height, rgba });
    s.largest()
}

fn spectrum(c: &mut Criterion) {
    use asg::spectrum::{collision_spectrum, Spectrum};
    let limits = asg::Limits::default();
    let mut group = c.benchmark_group("collision spectrum");
    group.sample_size(20);
    for (a, delta) in [(101u64, 150u64), (50, 173)] {
        let game = Additive::from_delta(a, delta).unwrap();
        let seq = Game::additive(game).sequence().unwrap().clone();
        let p = seq.period().period;
        let how = if game.in_regime() { "torus formula" } else { "counted" };
        group.throughput(Throughput::Elements(p));
        group.bench_function(format!("({a}, {delta}), every k of p = {p}: Spectrum ({how})"), |b| {
            b.iter(|| Spectrum::new(black_box(&seq), &limits).unwrap().largest())
        });
        group.bench_function(format!("({a}, {delta}), every k of p = {p}: list ({how})"), |b| {
            b.iter(|| collision_spectrum(game, black_box(&seq), 1, p, &limits).unwrap().counts.len())
        });
        let mut plain = vec![0u64; p as usize];
        group.bench_function(format!("({a}, {delta}): plain fill of {p} u64 (baseline)"), |b| {
            b.iter(|| black_box(&mut plain).fill(black_box(3)))
        });
    }
    let seq = Game::additive(Additive::from_delta(101, 150).unwrap()).sequence().unwrap().clone();
    let mut rgba = vec![0u8; 1600 * 300 * 4];
    group.bench_function("(101, 150): Spectrum made, 1600 columns summarised and drawn 1600×300", |b| {
        b.iter(|| spectrum_drawn(black_box(&seq), 1600, &mut rgba))
    });
    group.finish();
    let mut group = c.benchmark_group("collision spectrum, a near 10^4");
    group.sample_size(10).measurement_time(Duration::from_secs(20));
    let big = Game::additive(Additive::from_delta(9_999, 10_001).unwrap()).sequence().unwrap().clone();
    group.throughput(Throughput::Elements(big.period().period));
    group.bench_function("(9999, 10001), every k of p = 399 979 998: Spectrum (torus formula)", |b| {
        b.iter(|| Spectrum::new(black_box(&big), &limits).unwrap().largest())
    });
    group.finish();
}

/// The spectrum's figures as ratios to a plain fill of as many u64 in the same run.
fn spectrum_ratios() {
    use asg::spectrum::Spectrum;
    println!("\n== the collision spectrum (medians of alternating runs) ==");
    let limits = asg::Limits::default();
    for (a, delta) in [(101u64, 150u64), (50, 173)] {
        let seq = Game::additive(Additive::from_delta(a, delta).unwrap()).sequence().unwrap().clone();
        let p = seq.period().period;
        let mut plain = vec![0u64; p as usize];
        let mut rgba = vec![0u8; 1600 * 300 * 4];
        let (mut s, mut d, mut f) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..51 {
            s.push(time(|| Spectrum::new(&seq, &limits).unwrap().largest()));
            d.push(time(|| spectrum_drawn(&seq, 1600, &mut rgba)));
            f.push(time(|| plain.fill(black_box(3))));
        }
        let (s, d, f) = (median(&s), median(&d), median(&f));
        println!(
            "({a}, {delta}), p = {p}: Spectrum of every k {:.1} µs, made and drawn (1600×300) {:.1} µs; plain fill of {p} u64 {:.1} µs; ratios {:.1} and {:.1}",
            s * 1e6,
            d * 1e6,
            f * 1e6,
            s / f,
            d / f
        );
    }
    let big = Game::additive(Additive::from_delta(9_999, 10_001).unwrap()).sequence().unwrap().clone();
    let p = big.period().period;
    let t: Vec<f64> = (0..3).map(|_| time(|| Spectrum::new(&big, &limits).unwrap().largest())).collect();
    println!(
        "(9999, 10001), p = {p}: Spectrum of every k {:.2} s ({:.2} ns a shift)",
        median(&t),
        median(&t) / p as f64 * 1e9
    );
}

criterion_group!(benches, kernel, values, periods, collisions, frames, landscape, spectrum);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    ratios();
    spectrum_ratios();
}
