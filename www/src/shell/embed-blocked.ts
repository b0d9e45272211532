// What a blog's Content-Security-Policy stopped of an embed's: the directives it reported, and the
// message that names the one that made a start fail (the compile, or a fetch from the site).
import { SITE } from '../core/where.ts';
import { type Message, msg, verbatim } from '../text/languages.ts';

/** The directives of the page's Content-Security-Policy that stopped something of the explorer's. */
const blockedBy = new Set<string>();
document.addEventListener('securitypolicyviolation', (e) => {
  // A blocked WebAssembly compile is reported as 'wasm-eval'; a fetch, by its address on the site.
  if (e.blockedURI === 'wasm-eval' || e.blockedURI.startsWith(SITE.origin)) blockedBy.add(e.effectiveDirective);
});

/**
 * What the page's policy blocked when a start failed with `error`, as a message naming its
 * directive, or null: the compile (script-src without 'wasm-unsafe-eval') or a fetch (connect-src).
 */
export function blockedStart(error: string): Message | null {
  const site = verbatim(SITE.origin);
  if (blockedBy.has('script-src') || /WebAssembly.*Content Security Policy/is.test(error))
    return msg('embed-csp-wasm', { site });
  if (blockedBy.has('connect-src')) return msg('embed-csp-fetch', { site });
  return null;
}
