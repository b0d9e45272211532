// Entry point of index.html and embed.html: mounts the explorer on the page, in step with the URL,
// and says the page's own words in its language (again when the person picks another). In an
// iframe (embed.html) it also tells the page around it how tall it is, so that the frame can fit
// its content (see the iframe snippet of docs/embedding.md).
import { loadMessages } from '../text/i18n.ts';
import { languageFor } from '../text/languages.ts';
import { sayHead, sayPage } from '../text/site.ts';
import type { Explorer } from './explorer.ts';
import { mountExplorer } from './mount.ts';
import type { Session } from './session.ts';

declare global {
  interface Window {
    /** The explorer of the page, for the curious (and the tests). */
    asgExplorer?: Explorer;
  }
}

/** The text of an error, whatever was thrown. */
function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

const found = document.getElementById('app');
if (!found) throw new Error('the page has no element #app for the explorer');
const root: HTMLElement = found;
// embed.html shows the explorer alone, in an iframe: its URL follows without adding history.
const embedded = root.dataset.embed === 'true';
const framed = embedded && window.parent !== window;
let told = 0;
/**
 * In a frame, tells the page around it the height of the explorer (its bottom edge and margin):
 * the height of the content, not of the document, which is never less than the frame's own.
 */
function tellHeight(): void {
  if (!framed) return;
  const height = Math.ceil(
    root.getBoundingClientRect().bottom + window.scrollY + parseFloat(getComputedStyle(root).marginBottom),
  );
  if (height === told) return;
  told = height;
  window.parent.postMessage({ type: 'asg-explorer:height', height }, '*');
}
// Whenever the content grows or shrinks (a frame off screen hears of it when it is scrolled to).
if (framed) new ResizeObserver(tellHeight).observe(root);

/**
 * Mounts the explorer for `query`; in another language, it is mounted anew (its game kept, focus
 * on the language menu).
 */
function start(query: string, session?: Session | null, focus?: 'lang'): Promise<void> {
  return mountExplorer(root, {
    ...(embedded ? { syncUrl: 'replace', embed: true } : { syncUrl: true }),
    query,
    session,
  })
    .then((explorer) => {
      if (!explorer) return;
      // For the curious (and the tests): `asgExplorer.game.value(10n ** 18n)` in the console.
      window.asgExplorer = explorer;
      // The page's words in the explorer's language: the site's all, the iframe embed's title.
      if (embedded) sayHead(explorer.t);
      else sayPage(explorer.t, explorer.term, root);
      // On every load of the site, the way back to what was done before (not again after a
      // change of language). Loaded after the first paint, which never needs it.
      if (!embedded && !focus)
        import('../study/resume.ts').then(explorer.life.alive(({ mountResume }) => mountResume(explorer)));
      if (focus) explorer.controls.focus(focus);
      // Once at load, on or off screen: the page's layout is right before anyone scrolls to it.
      tellHeight();
      explorer.onRelaunch((next) => {
        const kept = explorer.destroy({ keepSession: true });
        void start(next, kept, 'lang');
      });
    })
    .catch(async (e: unknown) => {
      const p = document.createElement('p');
      p.className = 'asg-error';
      // In the reader's language when its messages could load; the browser's own words otherwise.
      const t = await loadMessages(languageFor(query)).catch(() => null);
      p.textContent = t ? t('site-failed', { error: { verbatim: errorText(e) } }) : errorText(e);
      root.replaceChildren(p);
    });
}

void start(location.search);
