// The request for the reader's catalogue, made once by whichever script runs first: prefetch.js
// (while the page's bundle still loads) or the bundle itself; the other takes it over instead of
// asking again (base/early.ts keeps it on the page).
import { startEarly, takeEarly } from '../base/early.ts';

const NAME = 'early';

/** Starts the request for `url`, unless the bundle has already asked for it. */
export function requestEarly(url: string): void {
  // A failure is the taker's to report (it asks again).
  startEarly(NAME, url, () => fetch(url));
}

/** The response for `url`: the one requested early, or a new request. */
export function fetchEarly(url: string): Promise<Response> {
  return takeEarly<Response>(NAME, url) ?? fetch(url);
}
