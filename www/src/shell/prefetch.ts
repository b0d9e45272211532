// Asks for the reader's message catalogue and starts compiling the page's wasm module as soon as
// the page is parsed, while the page's bundle is still loading: i18n.ts and core.ts then take them
// over (text/early.ts, core/early.ts), and the first frame waits for neither behind the bundle. A
// script of its own (js/prefetch.js), before main.js.
import { compileEarly } from '../core/early.ts';
import { siteFile } from '../core/where.ts';
import { requestEarly } from '../text/early.ts';
import { languageFor, PSEUDO } from '../text/languages.ts';

const lang = languageFor(location.search);
requestEarly(siteFile(`locales/${lang === PSEUDO ? 'en' : lang}.ftl`).href);
compileEarly(siteFile('pkg/asg_bg.wasm').href);
