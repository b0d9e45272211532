// The request for the reader's catalogue, made once by whichever script runs first: prefetch.js
// (while the page's bundle still loads) or the bundle itself; the other takes it over instead of
// asking again. Kept on the page, so that every bundle of the site finds it.

/** The requests made early, by address; 'taken' once the bundle has taken (or made) its own. */
type Early = Map<string, Promise<Response> | 'taken'>;

function early(): Early {
  const page = globalThis as unknown as Record<symbol, Early | undefined>;
  const key = Symbol.for('asg-explorer.early');
  page[key] ??= new Map();
  return page[key];
}

/** Starts the request for `url`, unless the bundle has already asked for it. */
export function requestEarly(url: string): void {
  const made = early();
  if (made.has(url)) return;
  const response = fetch(url);
  // A failure is the taker's to report (it asks again), not an unhandled rejection.
  response.catch(() => {});
  made.set(url, response);
}

/** The response for `url`: the one requested early, or a new request. */
export function fetchEarly(url: string): Promise<Response> {
  const made = early();
  const found = made.get(url);
  made.set(url, 'taken');
  return found instanceof Promise ? found : fetch(url);
}
