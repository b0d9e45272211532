// Long work on the page's main thread in slices: the work of the next slice, from the time the
// last one took, so that each runs about as long as its caller wants; and the page's turn between
// them (input, rendering, other tasks).

/** What a caller's slices aim at: about `ms` milliseconds each, with at least `least` and at most `most` work. */
export interface SliceBounds {
  readonly ms: number;
  readonly least: number;
  readonly most: number;
}

/**
 * The work of the next slice after one of `work` took `took` milliseconds: scaled to take
 * `bounds.ms`, but at most four times the last one (so that a slice that ended early, or one of a
 * cheaper phase, cannot make the next one long), and within the bounds.
 */
export function nextSlice(work: number, took: number, { ms, least, most }: SliceBounds): number {
  const scaled = Math.round((work * ms) / Math.max(0.1, took));
  return Math.max(least, Math.min(most, 4 * work, scaled));
}

/** Resolves once the page has had its turn: input, rendering and other tasks. */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((ok) => setTimeout(ok, 0));
}
