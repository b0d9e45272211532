// The captions of the proof views (which are also their text alternatives): each view's key
// numbers as a message of the catalogue, every number from the core.
import type { AdditiveInfo, Game as FullGame } from '../../pkg/asg_full.js';
import type { State, View } from '../state/state.ts';
import { type Message, type MessageArg, type MessageArgs, msg } from '../text/languages.ts';

/** Periods up to this many heaps have their windows for another shift counted for the caption. */
const COUNTED_PERIOD = 1n << 22n;

/** `args` without those the game does not know (null): the translator says them missing, as Fluent does. */
function known(args: Readonly<Record<string, MessageArg | null | undefined>>): MessageArgs {
  const out: Record<string, MessageArg> = {};
  for (const [k, v] of Object.entries(args)) if (v !== null && v !== undefined) out[k] = v;
  return out;
}

/**
 * The caption (a message) of proof view `v` for `state`, the game's `info` and the full core's
 * `game`; null for the ledger, which says its own.
 */
export function describeProof(v: View, state: State, info: AdditiveInfo, game: FullGame): Message | null {
  const { a, delta, d, proven } = info;
  if (v === 'gaps') {
    if (!proven) return msg('caption-gaps-outside');
    const [ones, aGaps, bGaps, abGaps] = game.gapKindsPerPeriod();
    const [, a1, b1, ab1] = info.gapLengths ?? [];
    return msg('caption-gaps', known({ a1, b1, ab1, gaps: info.indexPeriod, ones, aGaps, bGaps, abGaps }));
  }
  if (v === 'collisions') {
    const k = state.shift ?? delta;
    const period = info.heapPeriod;
    if (proven && k === delta) {
      return msg(
        'caption-collisions',
        known({ windows: info.windowsPerPeriod, period, a, d, delta, w3: info.classCounts?.[3] }),
      );
    }
    let count: bigint | null = null;
    try {
      // A period not known (null) is tried too: the core refuses what it cannot count.
      if ((period ?? 0n) <= COUNTED_PERIOD) count = game.windowsPerPeriod(k);
    } catch {
      count = null;
    }
    if (count === null && k === delta) return msg('caption-windows-ledger', known({ k, period }));
    return count === null
      ? msg('caption-shift-uncounted', known({ k, period }))
      : msg('caption-shift', known({ k, count, period }));
  }
  if (v === 'residues') {
    const windows = info.windowsPerPeriod;
    return msg(state.r ? 'caption-residues-chosen' : 'caption-residues', known({ d, a, windows, r: state.r ?? 0n }));
  }
  return null;
}
