// Asks for the reader's message catalogue as soon as the page is parsed, while the page's modules
// are still loading: i18n.js's fetch then finds it on its way, and the first paint waits for one
// round trip less. Its own script tag, before main.js, with nothing to load but languages.js.
import { languageFor, PSEUDO } from './languages.js';

const lang = languageFor(location.search);
const link = document.createElement('link');
link.rel = 'preload';
link.as = 'fetch';
// The same request as i18n.js makes (CORS, credentials only for the same origin), so it is reused.
link.crossOrigin = 'anonymous';
link.href = new URL(`../locales/${lang === PSEUDO ? 'en' : lang}.ftl`, import.meta.url).href;
document.head.append(link);
