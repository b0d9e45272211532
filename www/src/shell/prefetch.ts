// Asks for the reader's message catalogue as soon as the page is parsed, while the page's bundle
// is still loading: i18n.ts's fetch then finds it on its way, and the first paint waits for one
// round trip less. A script of its own (js/prefetch.js), before main.js, with only languages.ts in it.
import { siteFile } from '../core/where.ts';
import { languageFor, PSEUDO } from '../text/languages.ts';

const lang = languageFor(location.search);
const link = document.createElement('link');
link.rel = 'preload';
link.as = 'fetch';
// The same request as i18n.ts makes (CORS, credentials only for the same origin), so it is reused.
link.crossOrigin = 'anonymous';
link.href = siteFile(`locales/${lang === PSEUDO ? 'en' : lang}.ftl`).href;
document.head.append(link);
