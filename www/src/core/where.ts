// Where the site's files are: every file of the bundle lies in js/, one folder below the site's
// own (index.html, pkg/, locales/), so the site is found one folder above the bundle's address.

/** The site's folder: where index.html, pkg/ and locales/ are, seen from any page that loaded the bundle. */
export const SITE: URL = new URL('../', import.meta.url);

/** The address of the site's file at `path` (relative to the site's folder). */
export function siteFile(path: string): URL {
  return new URL(path, SITE);
}
