// Asks for the reader's message catalogue (and takes over the English one the page preloads) and
// starts compiling the page's wasm module as soon as the page is parsed, while the page's bundle is
// still loading: i18n.ts and core.ts then take them over (text/early.ts, core/early.ts), and the
// first frame waits for neither behind the bundle. An address that opens a view of the full core
// (the proof's, the spectrum, the landscape) has that module compile early too (full.ts takes it
// over). A script of its own (js/prefetch.js), before main.js.
import { compileEarly } from '../core/early.ts';
import { siteFile } from '../core/where.ts';
import { FULL_CORE_VIEWS } from '../state/state.ts';
import { requestEarly } from '../text/early.ts';
import { languageFor, PSEUDO } from '../text/languages.ts';

const lang = languageFor(location.search);
const file = lang === PSEUDO ? 'en' : lang;
requestEarly(siteFile(`locales/${file}.ftl`).href);
// The page preloads the English catalogue (the language most readers get): a reader of another
// takes it over too, so that a switch to English needs no request (and none lies unused).
if (file !== 'en') requestEarly(siteFile('locales/en.ftl').href);
compileEarly(siteFile('pkg/asg_bg.wasm').href);
const view = new URLSearchParams(location.search).get('view');
if (FULL_CORE_VIEWS.some((v) => v === view)) compileEarly(siteFile('pkg/asg_full_bg.wasm').href);
