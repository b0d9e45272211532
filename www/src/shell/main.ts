// Entry point of index.html and embed.html: mounts the explorer on the page, in step with the URL,
// and says the page's own words in its language (again when the person picks another). In an
// iframe (embed.html) it also tells the page around it how tall it is, so that the frame can fit
// its content (see the README's iframe snippet).
// @ts-nocheck
import { loadMessages } from '../text/i18n.ts';
import { languageFor } from '../text/languages.ts';
import { sayPage } from '../text/site.ts';
import { mountExplorer } from './mount.ts';

const root = document.getElementById('app');
// embed.html shows the explorer alone, in an iframe: its URL follows without adding history.
const embedded = root.dataset.embed === 'true';
if (embedded && window.parent !== window) {
  let last = 0;
  const tell = () => {
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'asg-explorer:height', height }, '*');
  };
  new ResizeObserver(tell).observe(document.body);
}

/** Mounts the explorer for `query`; in another language, it is mounted anew (its game kept). */
function start(query, session, focus) {
  return mountExplorer(root, {
    ...(embedded ? { syncUrl: 'replace', embed: true } : { syncUrl: true }),
    query,
    session,
  })
    .then((explorer) => {
      // For the curious (and the tests): `asgExplorer.game.value(10n ** 18n)` in the console.
      window.asgExplorer = explorer;
      if (!embedded) sayPage(explorer.t);
      // On every load of the site, the way back to what was done before (not again after a
      // change of language). Loaded after the first paint, which never needs it.
      if (!embedded && !focus)
        import('../study/resume.ts').then(explorer.life.alive(({ mountResume }) => mountResume(explorer)));
      if (focus) explorer.controls.inputs[focus]?.focus();
      explorer.addEventListener(
        'relaunch',
        (e) => {
          const kept = explorer.destroy({ keepSession: true });
          start(e.detail.query, kept, 'lang');
        },
        { once: true },
      );
    })
    .catch(async (e) => {
      const p = document.createElement('p');
      p.className = 'asg-error';
      // In the reader's language when its messages could load; the browser's own words otherwise.
      const t = await loadMessages(languageFor(query)).catch(() => null);
      p.textContent = t ? t('site-failed', { error: { verbatim: e?.message ?? String(e) } }) : String(e?.message ?? e);
      root.replaceChildren(p);
    });
}

start(location.search);
