// The page's wasm module compiled as it streams in, started by whichever script runs first:
// prefetch.js (while the page's bundle still loads) or core.ts, or from the bytes the embed's
// script carries; core.ts takes it over instead of compiling again (base/early.ts keeps it on
// the page).
import { startEarly, takeEarly } from '../base/early.ts';

const NAME = 'early-module';

/** Starts fetching and compiling the module at `url` as its bytes arrive, unless core.ts already did. */
export function compileEarly(url: string): void {
  if (typeof WebAssembly.compileStreaming !== 'function') return;
  // A failure (a host that serves wasm with another MIME type) is the taker's: it loads the module itself.
  startEarly(NAME, url, () => WebAssembly.compileStreaming(fetch(url)));
}

/**
 * Starts compiling the module of `url` from `bytes` at hand (the embed's script carries them, one
 * character per byte), unless it was started already.
 */
export function compileCarried(url: string, bytes: string): void {
  startEarly(NAME, url, () => {
    const module = new Uint8Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) module[i] = bytes.charCodeAt(i);
    return WebAssembly.compile(module);
  });
}

/** The module compiled early from `url`, once (null when none was, or it was taken). */
export function compiledEarly(url: string): Promise<WebAssembly.Module> | null {
  return takeEarly(NAME, url);
}
