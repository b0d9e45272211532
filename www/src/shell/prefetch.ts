// Asks for the reader's message catalogue as soon as the page is parsed, while the page's bundle
// is still loading: i18n.ts then takes that request over (text/early.ts), and the first paint
// waits for one round trip less. A script of its own (js/prefetch.js), before main.js.
import { siteFile } from '../core/where.ts';
import { requestEarly } from '../text/early.ts';
import { languageFor, PSEUDO } from '../text/languages.ts';

const lang = languageFor(location.search);
requestEarly(siteFile(`locales/${lang === PSEUDO ? 'en' : lang}.ftl`).href);
