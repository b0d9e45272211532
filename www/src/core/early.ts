// The page's wasm module compiled as it streams in, started by whichever script runs first:
// prefetch.js (while the page's bundle still loads) or core.ts; the other takes it over instead
// of compiling again. Kept on the page, so that every bundle of the site finds it.

/** The compiles started early, by address; 'taken' once core.ts has taken (or made) its own. */
type Early = Map<string, Promise<WebAssembly.Module> | 'taken'>;

function early(): Early {
  const page = globalThis as unknown as Record<symbol, Early | undefined>;
  const key = Symbol.for('asg-explorer.early-module');
  page[key] ??= new Map();
  return page[key];
}

/** Starts fetching and compiling the module at `url` as its bytes arrive, unless core.ts already did. */
export function compileEarly(url: string): void {
  const made = early();
  if (made.has(url) || typeof WebAssembly.compileStreaming !== 'function') return;
  const module = WebAssembly.compileStreaming(fetch(url));
  // A failure (a host that serves wasm with another MIME type) is the taker's: it loads the module itself.
  module.catch(() => {});
  made.set(url, module);
}

/** The module compiled early from `url`, once (null when none was, or it was taken). */
export function compiledEarly(url: string): Promise<WebAssembly.Module> | null {
  const made = early();
  const found = made.get(url);
  made.set(url, 'taken');
  return found instanceof Promise ? found : null;
}
