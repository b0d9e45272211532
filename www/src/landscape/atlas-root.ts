// The atlas's root (its zarr.json), asked for early: an address that opens the landscape has
// prefetch.js ask for it while the page's bundle loads, and the atlas's store takes the answer
// over (atlas-store.ts), so that the landscape knows what it must compute without a round trip of
// its own. No zarrita here: prefetch.js stays small.
import { startEarly, takeEarly } from '../base/early.ts';
import { siteFile } from '../core/where.ts';

/** The atlas's folder on the site. */
const FOLDER = 'atlas/';

const NAME = 'atlas-root';

/**
 * The bytes of the site's file at `key` in the atlas's folder, fetched until `signal` ends it, or
 * undefined when the site has none (the store makes that an error for a chunk).
 */
export async function fetchAtlasFile(key: string, signal?: AbortSignal): Promise<Uint8Array | undefined> {
  const response = await fetch(siteFile(FOLDER + key.replace(/^\//, '')), signal ? { signal } : {});
  // A site built without an atlas serves a root that says so; one copied without it answers 404
  // (and tools/serve.mjs, for the tests, 204 without a body).
  if (!response.ok || response.status === 204) return undefined;
  return new Uint8Array(await response.arrayBuffer());
}

/** Asks for the root now, unless it was asked for (or taken) already. */
export function fetchRootEarly(): void {
  startEarly(NAME, siteFile(`${FOLDER}zarr.json`).href, () => fetchAtlasFile('/zarr.json'));
}

/** The root asked for early, once (null when it was not, or was taken). */
export function rootEarly(): Promise<Uint8Array | undefined> | null {
  return takeEarly(NAME, siteFile(`${FOLDER}zarr.json`).href);
}
