// Random numbers from a seed, for exercises that must be made again the same: an exercise open
// in a tab is kept as the seed it was made from (saved.ts), and a reload makes it anew.

/**
 * A generator of [0, 1) from a 32-bit `seed` (mulberry32): the same seed makes the same exercise
 * in the same game, so that an exercise is kept (after a reload) as its seed.
 */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
