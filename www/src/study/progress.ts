// A student's progress, kept in this browser's localStorage and never sent anywhere: the tour
// step reached (and whether it was finished), for each game and kind of exercise the exercises
// tried, solved and solved in a row, the game and kind practised last, and the game being played.
// Storage that is blocked or full (a private window, a sandboxed frame) leaves the page working,
// without memory. Another tab's changes arrive by the `storage` event (onProgressChange).
import type { ProgressChange } from '../state/context.ts';
import { PRACTICE_KINDS, type PracticeKind, type SavedPlay } from '../state/state.ts';

/** The key of the progress in localStorage. */
export const KEY = 'asg-explorer:progress';

/** What is kept of one kind of exercise in one game. */
export interface KindRecord {
  tried: number;
  solved: number;
  /** Solved in a row, up to the last answer (a wrong answer or a skip starts again). */
  streak: number;
}

/** A game's records, by kind. */
export type GameRecords = Partial<Record<PracticeKind, KindRecord>>;

/** What is kept. */
export interface Progress {
  /** The tour's step reached, and whether the tour was finished. */
  tour: number | null;
  tourDone: boolean;
  /** Exercises by game ("a/δ"; "" for counts kept before games were told apart) and kind. */
  games: Record<string, GameRecords>;
  /** The game and kind practised last. */
  last: { a: string; delta: string; kind: PracticeKind } | null;
  play: SavedPlay | null;
  at: string | null;
}

/** What an empty progress holds. */
export function emptyProgress(): Progress {
  return { tour: null, tourDone: false, games: {}, last: null, play: null, at: null };
}

/** The key of a game in `games`. */
export function gameKey(a: string | bigint, delta: string | bigint): string {
  return `${a}/${delta}`;
}

/** The part of Storage progress uses. */
export type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** True for a kind of exercise. */
function isKind(k: unknown): k is PracticeKind {
  return typeof k === 'string' && (PRACTICE_KINDS as readonly string[]).includes(k);
}

/** A whole number of at least 0, or 0. */
function count(n: unknown): number {
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
}

/** An object's fields, or null when `v` is not an object. */
function fields(v: unknown): Record<string, unknown> | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** A saved game of play, or null when `p` is not one. */
function savedPlay(p: unknown): SavedPlay | null {
  const o = fields(p);
  const text = (v: unknown): v is string => typeof v === 'string';
  if (!o || !text(o.a) || !text(o.delta) || !text(o.start) || !text(o.first) || !Array.isArray(o.moves)) return null;
  const moves = o.moves.flatMap((m: unknown) => {
    const f = fields(m);
    return f && text(f.by) && text(f.take) ? [{ by: f.by, take: f.take }] : [];
  });
  return { a: o.a, delta: o.delta, start: o.start, first: o.first, moves };
}

/** A game's records as kept, each count checked. */
function records(v: unknown): GameRecords {
  const out: GameRecords = {};
  for (const [kind, r] of Object.entries(fields(v) ?? {})) {
    const f = fields(r);
    if (!isKind(kind) || !f) continue;
    const tried = count(f.tried);
    const solved = Math.min(tried, count(f.solved));
    out[kind] = { tried, solved, streak: Math.min(solved, count(f.streak)) };
  }
  return out;
}

/** The progress saved in `storage` (localStorage by default), or an empty one. */
export function loadProgress(storage: Store | null = safeStorage()): Progress {
  try {
    const s = fields(JSON.parse(storage?.getItem(KEY) ?? 'null'));
    const out = emptyProgress();
    if (!s) return out;
    out.tour = count(s.tour) || null;
    out.tourDone = s.tourDone === true;
    for (const [game, r] of Object.entries(fields(s.games) ?? {})) out.games[game] = records(r);
    // Counts kept before games were told apart: one count per kind, of no game in particular.
    const solved = fields(s.solved);
    const tried = fields(s.tried);
    if (solved || tried) {
      const old: GameRecords = {};
      for (const kind of PRACTICE_KINDS) {
        const t = Math.max(count(tried?.[kind]), count(solved?.[kind]));
        if (t) old[kind] = { tried: t, solved: count(solved?.[kind]), streak: 0 };
      }
      if (Object.keys(old).length) out.games[''] = old;
    }
    const last = fields(s.last);
    if (last && typeof last.a === 'string' && typeof last.delta === 'string' && isKind(last.kind))
      out.last = { a: last.a, delta: last.delta, kind: last.kind };
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

/** Exercises solved, of every game and kind. */
export function solvedCount(p: Progress): number {
  let n = 0;
  for (const game of Object.values(p.games)) for (const r of Object.values(game)) n += r.solved;
  return n;
}

/** True when there is anything to continue. */
export function hasProgress(p: Progress): boolean {
  const tried = Object.values(p.games).some((g) => Object.values(g).some((r) => r.tried > 0));
  return p.tour !== null || p.tourDone || tried || p.play !== null;
}

/** The record of `kind` in game (a, δ): zeros when none is kept. */
export function recordOf(p: Progress, a: string | bigint, delta: string | bigint, kind: PracticeKind): KindRecord {
  return p.games[gameKey(a, delta)]?.[kind] ?? { tried: 0, solved: 0, streak: 0 };
}

/** `change` made to `p` (in place). */
export function apply(p: Progress, change: ProgressChange): void {
  if ('tour' in change) {
    p.tour = change.tour;
    if (change.done) p.tourDone = true;
  }
  if ('play' in change) p.play = change.play;
  if ('kind' in change) {
    const key = gameKey(change.a, change.delta);
    p.last = { a: change.a, delta: change.delta, kind: change.kind };
    if (change.answered === undefined) return;
    const game = p.games[key] ?? {};
    p.games[key] = game;
    const r = game[change.kind] ?? { tried: 0, solved: 0, streak: 0 };
    game[change.kind] = r;
    r.tried += 1;
    if (change.answered === 'right') {
      r.solved += 1;
      r.streak += 1;
    } else r.streak = 0;
  }
}

/** Changes the saved progress with `change` and saves it; returns the new progress. */
export function remember(change: ProgressChange, storage: Store | null = safeStorage()): Progress {
  const p = loadProgress(storage);
  apply(p, change);
  p.at = new Date().toISOString();
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

/**
 * Calls `fn` with the progress whenever another tab of this site changes it (the `storage`
 * event: never for this tab's own writes), until `signal` aborts.
 */
export function onProgressChange(fn: (p: Progress) => void, signal: AbortSignal): void {
  globalThis.addEventListener?.(
    'storage',
    (e: StorageEvent) => {
      if (e.key === KEY || e.key === null) fn(loadProgress());
    },
    { signal },
  );
}
