//! A global allocator that counts the bytes in use and their high-water mark, shared by the
//! memory test and the `table_memory` example (each a program of its own, so each counts alone).

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
        // SAFETY: the caller's contract for `alloc`, passed on unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        NOW.fetch_sub(layout.size(), Relaxed);
        // SAFETY: the caller's contract for `dealloc`, passed on unchanged.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // Counted as a moving realloc holds them: the old block and the new one both alive.
        let now = NOW.fetch_add(new_size, Relaxed) + new_size;
        PEAK.fetch_max(now, Relaxed);
        NOW.fetch_sub(layout.size(), Relaxed);
        // SAFETY: the caller's contract for `realloc`, passed on unchanged.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// The bytes in use now (the example reads only `measure`).
#[allow(dead_code)]
pub fn in_use() -> usize {
    NOW.load(Relaxed)
}

/// `f`'s result, the bytes it left allocated, and its peak above the start.
pub fn measure<R>(f: impl FnOnce() -> R) -> (R, usize, usize) {
    let start = NOW.load(Relaxed);
    PEAK.store(start, Relaxed);
    let r = f();
    (r, NOW.load(Relaxed) - start, PEAK.load(Relaxed) - start)
}
