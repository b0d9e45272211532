//! Heap memory of period tables, counted by a global allocator: two bits a heap and their
//! counts, built without ever holding a byte per heap (one test, so no other thread allocates).

use asg::collisions::WindowCounter;
use asg::gaps::GapCounter;
use asg::{Additive, Game};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// The system allocator, counting the bytes in use and their high-water mark.
struct Counting;

static NOW: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = NOW.fetch_add(layout.size(), Relaxed) + layout.size();
        PEAK.fetch_max(now, Relaxed);
        System.alloc(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        NOW.fetch_sub(layout.size(), Relaxed);
        System.dealloc(ptr, layout)
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // Counted as a moving realloc holds them: the old block and the new one both alive.
        let now = NOW.fetch_add(new_size, Relaxed) + new_size;
        PEAK.fetch_max(now, Relaxed);
        NOW.fetch_sub(layout.size(), Relaxed);
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// `f`'s result, the bytes it left allocated, and its peak above the start.
fn measure<R>(f: impl FnOnce() -> R) -> (R, usize, usize) {
    let start = NOW.load(Relaxed);
    PEAK.store(start, Relaxed);
    let r = f();
    (r, NOW.load(Relaxed) - start, PEAK.load(Relaxed) - start)
}

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
    let before = NOW.load(Relaxed);
    drop((gaps, windows));
    assert!(before - NOW.load(Relaxed) <= heaps / 30, "the counters held a copy of the table");
    let before = NOW.load(Relaxed);
    drop(seq);
    assert!(before - NOW.load(Relaxed) >= table_bytes);
}
