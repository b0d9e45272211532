// The captions of the proof views (which are also their text alternatives): each view's key
// numbers as a message of the catalogue, every number from the core.
// @ts-nocheck
import { msg } from '../text/languages.ts';

/** Periods up to this many heaps have their windows for another shift counted for the caption. */
const COUNTED_PERIOD = 1n << 22n;

/** The caption (a message) of proof view `v` for `state`, the game's `info` and the full core's `game`; null for the ledger, which says its own. */
export function describeProof(v, state, info, game) {
  const { a, b, delta, d, proven } = info;
  if (v === 'gaps') {
    if (!proven) return msg('caption-gaps-outside');
    const [ones, aGaps, bGaps, abGaps] = game.gapKindsPerPeriod();
    return msg('caption-gaps', {
      a1: a + 1n,
      b1: b + 1n,
      ab1: a + b + 1n,
      gaps: info.indexPeriod,
      ones,
      aGaps,
      bGaps,
      abGaps,
    });
  }
  if (v === 'collisions') {
    const k = state.shift ?? delta;
    if (proven && k === delta) {
      return msg('caption-collisions', {
        windows: info.windowsPerPeriod,
        period: info.heapPeriod,
        a,
        d,
        delta,
        w3: info.classCounts[3],
      });
    }
    let count = null;
    try {
      if (info.heapPeriod <= COUNTED_PERIOD) count = game.windowsPerPeriod(k);
    } catch {
      count = null;
    }
    if (count === null && k === delta) return msg('caption-windows-ledger', { k, period: info.heapPeriod });
    return count === null
      ? msg('caption-shift-uncounted', { k, period: info.heapPeriod })
      : msg('caption-shift', { k, count, period: info.heapPeriod });
  }
  if (v === 'residues') {
    return msg(state.r ? 'caption-residues-chosen' : 'caption-residues', {
      d,
      a,
      windows: info.windowsPerPeriod,
      r: state.r ?? 0n,
    });
  }
  return null;
}
