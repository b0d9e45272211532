// Asks for the reader's message catalogue (and takes over the English one the page preloads) and
// starts compiling the page's wasm module as soon as the page is parsed, while the page's bundle is
// still loading: i18n.ts and core.ts then take them over (text/early.ts, core/early.ts), and the
// first frame waits for neither behind the bundle. An address that opens a view of the full core
// (the proof's, the spectrum, the landscape) has that module compile early too (full.ts takes it
// over), the scripts of the part it opens load beside main.js (rather than one round trip after
// the part is asked for, and another for the part's own imports), and the landscape asks for the
// atlas's root and starts its workers (which take tens of milliseconds to come up). A script of
// its own (js/prefetch.js), before main.js.
import { pageBudget } from '../core/budget.ts';
import { compileEarly } from '../core/early.ts';
import { startWorkersEarly } from '../core/early-workers.ts';
import { siteFile } from '../core/where.ts';
import { fetchRootEarly } from '../landscape/atlas-root.ts';
import { FULL_CORE_VIEWS, PROOF_VIEWS } from '../state/state.ts';
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
// The part's scripts, fetched and parsed but not run: the part runs them when it is mounted. The
// proof's views and the spectrum also load the full core's module and glue on the page (the
// landscape hands the full module to its workers alone).
const part = PROOF_VIEWS.some((v) => v === view) ? 'proof' : view;
const full = part === 'proof' || part === 'spectrum' ? ['full', 'asg_full'] : [];
const scripts = new Set([part, ...full].flatMap((name) => (name && ASG_PART_SCRIPTS[name]) || []));
for (const script of scripts) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = siteFile(`js/${script}`).href;
  document.head.append(link);
}
if (view === 'landscape') {
  fetchRootEarly();
  // One worker per place in the page's budget (as the landscape's pool takes them), at most 16.
  startWorkersEarly(Math.min(pageBudget().size, 16));
}
