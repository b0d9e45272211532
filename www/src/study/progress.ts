// A student's progress, kept in this browser's localStorage and never sent anywhere: the tour
// step reached, the exercises solved of each kind, and the game being played. Storage that is
// blocked or full (a private window, a sandboxed frame) leaves the page working, without memory.
// @ts-nocheck

const KEY = 'asg-explorer:progress';

/** What an empty progress holds. */
export function emptyProgress() {
  return { tour: null, solved: {}, tried: {}, play: null, at: null };
}

/** The progress saved in `storage` (localStorage by default), or an empty one. */
export function loadProgress(storage = safeStorage()) {
  try {
    const saved = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return emptyProgress();
    const out = emptyProgress();
    if (Number.isInteger(saved.tour) && saved.tour > 0) out.tour = saved.tour;
    for (const field of ['solved', 'tried'])
      for (const [kind, n] of Object.entries(saved[field] ?? {}))
        if (Number.isInteger(n) && n > 0) out[field][kind] = n;
    if (saved.play && typeof saved.play === 'object') out.play = saved.play;
    if (typeof saved.at === 'string') out.at = saved.at;
    return out;
  } catch {
    return emptyProgress();
  }
}

/** Saves `progress`; false when the browser keeps nothing. */
export function saveProgress(progress, storage = safeStorage()) {
  try {
    storage?.setItem(KEY, JSON.stringify(progress));
    return Boolean(storage);
  } catch {
    return false;
  }
}

/** Forgets all progress. */
export function resetProgress(storage = safeStorage()) {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** True when there is anything to continue. */
export function hasProgress(p) {
  return p.tour !== null || Object.keys(p.solved).length > 0 || p.play !== null;
}

/** Changes the saved progress with `change(progress)` and saves it; returns the new progress. */
export function updateProgress(change, storage = safeStorage()) {
  const p = loadProgress(storage);
  change(p);
  saveProgress(p, storage);
  return p;
}

/** localStorage, or null where reading it throws (storage blocked). */
function safeStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Keeps a step of progress: `{ tour: n }`, `{ solved: kind }`, `{ tried: kind }` or `{ play: game }`. */
export function remember(change) {
  updateProgress((p) => {
    if ('tour' in change) p.tour = change.tour;
    if ('play' in change) p.play = change.play;
    for (const field of ['solved', 'tried'])
      if (change[field]) p[field][change[field]] = (p[field][change[field]] ?? 0) + 1;
    p.at = new Date().toISOString();
  });
}
