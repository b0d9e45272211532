//! Heap memory of period tables, counted by a global allocator: two bits a heap and their
//! counts, built without ever holding a byte per heap (one test, so no other thread allocates).

use asg::collisions::WindowCounter;
use asg::gaps::GapCounter;
use asg::{Additive, Game};
#[path = "support/counting.rs"]
mod counting;
use counting::{in_use, measure};

#[test]
fn a_table_keeps_about_a_third_of_a_byte_a_heap_and_builds_in_no_more() {
    // 3a < δ < 4a: the band formula's period a(3δ − a) = 2 301 500, checked by the mex rule.
    let game = Additive::from_delta(500, 1701).unwrap();
    let (seq, kept, peak) = measure(|| Game::additive(game).sequence().unwrap().clone());
    let table = seq.table().expect("outside the regime the mex rule makes a table");
    let heaps = table.period().period as usize;
    assert_eq!((table.period().preperiod, heaps), (0, 2_301_500));
    // Two bits a heap, and 24 bytes of counts per 256 heaps: 0.34 bytes a heap.
    assert!(table.heap_bytes() <= heaps * 35 / 100, "{} bytes for {heaps} heaps", table.heap_bytes());
    assert!(kept >= table.heap_bytes() && kept - table.heap_bytes() < 1024, "kept {kept}");
    // The stream of the mex rule (2^18 values and a window) is all that building adds.
    assert!(peak <= kept + (1 << 19), "peak {peak}, kept {kept}");
    // Gap kinds and windows: counts every 1024 heaps, the table shared.
    let (gaps, kept, _) = measure(|| GapCounter::new(&seq, game));
    assert!(kept <= heaps / 50, "gap counts: {kept} bytes");
    let (windows, kept, _) = measure(|| WindowCounter::new(&seq, None, game.delta()).unwrap());
    assert!(kept <= heaps / 100, "window counts: {kept} bytes");
    // The counters share the table: dropping them frees their counts alone, and dropping the
    // sequence after them frees the table.
    let table_bytes = table.heap_bytes();
    let before = in_use();
    drop((gaps, windows));
    assert!(before - in_use() <= heaps / 30, "the counters held a copy of the table");
    let before = in_use();
    drop(seq);
    assert!(before - in_use() >= table_bytes);
}
