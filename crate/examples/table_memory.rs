//! Heap memory of period tables: what a game's table keeps, and the peak while building it,
//! counted by a global allocator (`cargo run --release --example table_memory -- 3333,10000`).

use asg::collisions::WindowCounter;
use asg::gaps::GapCounter;
use asg::{Additive, Game};
use std::time::Instant;

#[path = "../tests/support/counting.rs"]
mod counting;

fn mb(bytes: usize) -> f64 {
    bytes as f64 / 1e6
}

/// Runs `f`, and returns its result with the bytes it left allocated, its peak above the start
/// and its seconds.
fn measure<R>(f: impl FnOnce() -> R) -> (R, usize, usize, f64) {
    let t = Instant::now();
    let (r, kept, peak) = counting::measure(f);
    (r, kept, peak, t.elapsed().as_secs_f64())
}

fn main() {
    let games: Vec<(u64, u64)> = std::env::args()
        .skip(1)
        .map(|arg| {
            let (a, d) = arg.split_once(',').expect("a,δ");
            (a.parse().expect("a"), d.parse().expect("δ"))
        })
        .collect();
    let games = if games.is_empty() { vec![(3333, 10_000), (2000, 7001)] } else { games };
    for (a, delta) in games {
        let game = Additive::from_delta(a, delta).unwrap();
        let (seq, kept, peak, secs) = measure(|| Game::additive(game).sequence().unwrap().clone());
        let period = seq.period();
        println!(
            "({a}, {delta}): period {}, table {:.1} MB kept ({:.3} bytes a heap), peak {:.1} MB while building, {:.2} s",
            period.period,
            mb(kept),
            kept as f64 / (period.preperiod + period.period) as f64,
            mb(peak),
            secs
        );
        let (gaps, kept, peak, secs) = measure(|| GapCounter::new(&seq, game));
        println!("  gap kind counts: {:.1} MB kept, peak {:.1} MB, {:.2} s", mb(kept), mb(peak), secs);
        let (windows, kept, peak, secs) = measure(|| WindowCounter::new(&seq, None, delta));
        println!("  window counts: {:.1} MB kept, peak {:.1} MB, {:.2} s", mb(kept), mb(peak), secs);
        drop((gaps, windows, seq));
    }
}
