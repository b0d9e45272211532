// Where the site's files are: every file of the bundle lies in js/, one folder below the site's
// own (index.html, pkg/, locales/), so the site is found one folder above the bundle's address;
// unless the page hands the explorer its files itself (a notebook's widget, which has no site).

/**
 * The site's folder: where index.html, pkg/ and locales/ are, seen from any page that loaded the
 * bundle. A bundle loaded from a blob: (a notebook's widget) has no folder: the page's own address
 * stands in for it (links to the site then lead nowhere, but nothing fails to start).
 */
export const SITE: URL = URL.canParse('../', import.meta.url)
  ? new URL('../', import.meta.url)
  : new URL('./', document.baseURI);

/** The page's own addresses of the site's files (see `serveSiteFiles`), or none. */
let served: ((path: string) => string | undefined) | null = null;

/**
 * Has the site's files found where `files` says: the address (a blob: or data: URL) of the file at
 * `path` relative to the site's folder (`locales/de.ftl`, `pkg/asg_full_bg.wasm`, `js/worker.js`),
 * or undefined for one the page does not have (which then fails as a missing file does).
 */
export function serveSiteFiles(files: (path: string) => string | undefined): void {
  served = files;
}

/** False where the page handed the explorer its files (a notebook's widget): there is no site for links to lead to. */
export function hasSite(): boolean {
  return served === null;
}

/** The address of the site's file at `path` (relative to the site's folder). */
export function siteFile(path: string): URL {
  if (!served) return new URL(path, SITE);
  // A file the page does not have: an address no fetch can reach, as a missing file on a site.
  return new URL(served(path) ?? `blob:null/missing/${encodeURIComponent(path)}`);
}
