// An embed that could not start, and what a blog's Content-Security-Policy stopped of it: the
// directives it reported, and the message that names the one that made a start fail (the compile,
// or a fetch from the site).
import { SITE } from '../../core/where.ts';
import { loadMessages } from '../../text/i18n.ts';
import { languageFor, type Message, msg, verbatim } from '../../text/languages.ts';
import { carriedTranslator } from './placeholder.ts';

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
function blockedStart(error: string): Message | null {
  const site = verbatim(SITE.origin);
  if (blockedBy.has('script-src') || /WebAssembly.*Content Security Policy/is.test(error))
    return msg('embed-csp-wasm', { site });
  if (blockedBy.has('connect-src')) return msg('embed-csp-fetch', { site });
  return null;
}

/** The text of an error, whatever was thrown. */
function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * What an embed of `query` (the `n`th of its page) shows when it could not start with `e`: a
 * message in the reader's language (from its catalogue, or from the few messages its script
 * carries when none can be fetched), and the element's own content.
 */
export async function failureBox(e: unknown, query: string, n: number): Promise<HTMLElement> {
  const box = document.createElement('div');
  box.className = 'asg-failed';
  // A named region (its number too, as every embed's), with the message said at once.
  box.setAttribute('role', 'region');
  const p = document.createElement('p');
  p.setAttribute('role', 'alert');
  const error = errorText(e);
  const lang = languageFor(query);
  // No catalogue could come (connect-src blocks the site too): the messages the bundle carries.
  const t = await loadMessages(lang).catch(() => carriedTranslator(lang));
  // The policy's report comes in a task of its own, after the failure it explains.
  await new Promise((ok) => setTimeout(ok, 50));
  const blocked = blockedStart(error);
  p.textContent = t('embed-failed', { error: blocked && t.has(blocked.id) ? blocked : verbatim(error) });
  box.setAttribute('aria-label', t('embed-failed-label', { n }));
  box.lang = t.tag;
  box.append(p, document.createElement('slot'));
  return box;
}
