// Work the page starts early, by whichever script runs first (prefetch.js while the page's bundle
// still loads, or the bundle itself), and the other takes over once instead of doing it again:
// kept on the page by name and address, so that every bundle of the site finds it.

/** Started work of one kind, by address; 'taken' once the bundle has taken (or done) its own. */
type Early<T> = Map<string, Promise<T> | 'taken'>;

function early<T>(name: string): Early<T> {
  const page = globalThis as unknown as Record<symbol, Early<T> | undefined>;
  const key = Symbol.for(`asg-explorer.${name}`);
  page[key] ??= new Map();
  return page[key];
}

/** Starts `work` for `url` under `name`, unless it was started or taken already. */
export function startEarly<T>(name: string, url: string, work: () => Promise<T>): void {
  const made = early<T>(name);
  if (made.has(url)) return;
  const started = work();
  // A failure is the taker's to handle (it does the work itself), not an unhandled rejection.
  started.catch(() => {});
  made.set(url, started);
}

/** The work started early for `url` under `name`, once (null when none was, or it was taken). */
export function takeEarly<T>(name: string, url: string): Promise<T> | null {
  const made = early<T>(name);
  const found = made.get(url);
  made.set(url, 'taken');
  return found instanceof Promise ? found : null;
}
