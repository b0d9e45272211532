// Asks for the reader's message catalogue (and takes over the English one the page preloads) and
// starts compiling the page's wasm module as soon as the page is parsed, while the page's bundle is
// still loading: i18n.ts and core.ts then take them over (text/early.ts, core/early.ts), and the
// first frame waits for neither behind the bundle. A script of its own (js/prefetch.js), before
// main.js.
import { compileEarly } from '../core/early.ts';
import { siteFile } from '../core/where.ts';
import { requestEarly } from '../text/early.ts';
import { languageFor, PSEUDO } from '../text/languages.ts';

const lang = languageFor(location.search);
const file = lang === PSEUDO ? 'en' : lang;
requestEarly(siteFile(`locales/${file}.ftl`).href);
// The page preloads the English catalogue (the language most readers get): a reader of another
// takes it over too, so that a switch to English needs no request (and none lies unused).
if (file !== 'en') requestEarly(siteFile('locales/en.ftl').href);
compileEarly(siteFile('pkg/asg_bg.wasm').href);
