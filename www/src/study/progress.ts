// A student's progress, kept in this browser's localStorage and never sent anywhere: the tour
// step reached, the exercises solved of each kind, and the game being played. Storage that is
// blocked or full (a private window, a sandboxed frame) leaves the page working, without memory.
import type { ProgressChange } from '../shell/context.ts';
import { PRACTICE_KINDS, type PracticeKind, type SavedPlay } from '../shell/state.ts';

const KEY = 'asg-explorer:progress';

/** Counts by kind of exercise. */
export type Counts = Partial<Record<PracticeKind, number>>;

/** What is kept: the tour step reached, exercises solved and tried by kind, a game of play, and when. */
export interface Progress {
  tour: number | null;
  solved: Counts;
  tried: Counts;
  play: SavedPlay | null;
  at: string | null;
}

/** What an empty progress holds. */
export function emptyProgress(): Progress {
  return { tour: null, solved: {}, tried: {}, play: null, at: null };
}

/** The part of Storage progress uses. */
export type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** True for a kind of exercise. */
function isKind(k: string): k is PracticeKind {
  return (PRACTICE_KINDS as readonly string[]).includes(k);
}

/** A whole number of at least 1, or null. */
function count(n: unknown): number | null {
  return Number.isInteger(n) && typeof n === 'number' && n > 0 ? n : null;
}

/** A saved game of play, or null when `p` is not one. */
function savedPlay(p: unknown): SavedPlay | null {
  if (typeof p !== 'object' || p === null) return null;
  const o = p as Record<string, unknown>;
  const text = (v: unknown): v is string => typeof v === 'string';
  if (!text(o.a) || !text(o.delta) || !text(o.start) || !text(o.first) || !Array.isArray(o.moves)) return null;
  const moves = o.moves.filter(
    (m): m is { by: string; take: string } =>
      typeof m === 'object' && m !== null && text((m as { by?: unknown }).by) && text((m as { take?: unknown }).take),
  );
  return { a: o.a, delta: o.delta, start: o.start, first: o.first, moves: moves.map(({ by, take }) => ({ by, take })) };
}

/** The progress saved in `storage` (localStorage by default), or an empty one. */
export function loadProgress(storage: Store | null = safeStorage()): Progress {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return emptyProgress();
    const s = saved as Record<string, unknown>;
    const out = emptyProgress();
    out.tour = count(s.tour);
    for (const field of ['solved', 'tried'] as const) {
      const kept = s[field];
      if (typeof kept !== 'object' || kept === null) continue;
      for (const [kind, n] of Object.entries(kept)) {
        const c = count(n);
        if (isKind(kind) && c !== null) out[field][kind] = c;
      }
    }
    out.play = savedPlay(s.play);
    if (typeof s.at === 'string') out.at = s.at;
    return out;
  } catch {
    return emptyProgress();
  }
}

/** Saves `progress`; false when the browser keeps nothing. */
export function saveProgress(progress: Progress, storage: Store | null = safeStorage()): boolean {
  try {
    storage?.setItem(KEY, JSON.stringify(progress));
    return Boolean(storage);
  } catch {
    return false;
  }
}

/** Forgets all progress. */
export function resetProgress(storage: Store | null = safeStorage()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** True when there is anything to continue. */
export function hasProgress(p: Progress): boolean {
  return p.tour !== null || Object.keys(p.solved).length > 0 || p.play !== null;
}

/** Changes the saved progress with `change(progress)` and saves it; returns the new progress. */
export function updateProgress(change: (p: Progress) => void, storage: Store | null = safeStorage()): Progress {
  const p = loadProgress(storage);
  change(p);
  saveProgress(p, storage);
  return p;
}

/** localStorage, or null where reading it throws (storage blocked). */
function safeStorage(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Keeps a step of progress: `{ tour: n }`, `{ solved: kind }`, `{ tried: kind }` or `{ play: game }`. */
export function remember(change: ProgressChange): void {
  updateProgress((p) => {
    if ('tour' in change) p.tour = change.tour;
    if ('play' in change) p.play = change.play;
    if ('solved' in change) p.solved[change.solved] = (p.solved[change.solved] ?? 0) + 1;
    if ('tried' in change) p.tried[change.tried] = (p.tried[change.tried] ?? 0) + 1;
    p.at = new Date().toISOString();
  });
}
