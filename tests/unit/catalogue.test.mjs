// The message catalogues stay complete: English, German, Chinese and Japanese have the same
// messages with the same variables, every message is used by the page, and every message the
// page asks for (in a call, in one of its tables, or in the static HTML's data-message) is in them. What the page shows that is not
// from a catalogue is caught in the browser, by the pseudo-language (tests/e2e/languages.test.mjs).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { FluentResource } from '../../node_modules/@fluent/bundle/esm/index.js';
import { FIELDS } from '../../www/src/app/controls.ts';
import { HEADERS } from '../../www/src/export/data.ts';
import { REGIMES } from '../../www/src/landscape/landscape-chart.ts';
import { ROW_NAMES } from '../../www/src/proof/ledger.ts';
import { PRESETS } from '../../www/src/state/presets.ts';
import { VIEW_NAMES } from '../../www/src/state/state.ts';
import { KIND_NAMES } from '../../www/src/study/exercises.ts';
import { TERMS } from '../../www/src/study/glossary.ts';
import { STEPS } from '../../www/src/study/tour/steps.ts';
import { REGIONS, regionName } from '../../www/src/text/codes.ts';
import { CORE } from '../../www/src/text/errors.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../../www/src/text/languages.ts';

const WWW = new URL('../../www/', import.meta.url);
const ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;

/** The variables a pattern of Fluent's runtime syntax refers to (in every variant). */
function variables(pattern, out = new Set()) {
  if (Array.isArray(pattern)) for (const part of pattern) variables(part, out);
  else if (pattern && typeof pattern === 'object') {
    if (pattern.type === 'var') out.add(pattern.name);
    for (const value of Object.values(pattern)) if (value && typeof value === 'object') variables(value, out);
  }
  return out;
}

/** The glossary's terms a pattern marks, `{ TERM("mex", text: "…") }` (their ids, in every variant). */
function terms(pattern, out = new Set()) {
  if (Array.isArray(pattern)) for (const part of pattern) terms(part, out);
  else if (pattern && typeof pattern === 'object') {
    if (pattern.type === 'func' && pattern.name === 'TERM') out.add(pattern.args[0]?.value);
    for (const value of Object.values(pattern)) if (value && typeof value === 'object') terms(value, out);
  }
  return out;
}

/** The catalogue of `lang`: its messages' variables (and, after a |, the terms they mark) by id. */
function catalogue(lang) {
  const text = readFileSync(new URL(`locales/${lang}.ftl`, WWW), 'utf8');
  const resource = new FluentResource(text);
  // Fluent skips what it cannot parse: every message line must have come out as a message.
  const written = text.match(/^[a-z][a-z0-9-]*\s*=/gm).length;
  assert.equal(resource.body.length, written, `${lang}: ${written - resource.body.length} messages do not parse`);
  const marks = (m) => [...terms(m.value)].sort().join(' ');
  return new Map(resource.body.map((m) => [m.id, `${[...variables(m.value)].sort().join(' ')} | ${marks(m)}`]));
}

/** The page's code, every module of every folder. */
const CODE = readdirSync(new URL('src/', WWW), { recursive: true })
  .filter((n) => n.endsWith('.ts'))
  .map((n) => [n, readFileSync(new URL(`src/${n}`, WWW), 'utf8')]);

/** The messages the static pages name (`data-message="id"`: their title, description and <noscript>). */
const HTML = readdirSync(WWW)
  .filter((n) => n.endsWith('.html'))
  .flatMap((n) => [...readFileSync(new URL(n, WWW), 'utf8').matchAll(/data-message="([^"]+)"/g)].map((m) => [m[1], n]));

/** The first argument of every call of `t`, `say`, `msg` and `nodes` in the code, as source text. */
function firstArguments(source) {
  const out = [];
  for (const m of source.matchAll(/(?<![\w$])(?:t|say|msg|nodes)\(/g)) {
    let depth = 0;
    let i = m.index + m[0].length;
    const start = i;
    for (; i < source.length; i++) {
      const ch = source[i];
      if ('([{'.includes(ch)) depth++;
      else if (')]}'.includes(ch)) {
        if (depth === 0) break;
        depth--;
      } else if (ch === ',' && depth === 0) break;
    }
    out.push(source.slice(start, i));
  }
  return out;
}

const english = catalogue('en');

test('every language has the messages of English, with the same variables and glossary terms', () => {
  assert.deepEqual(LANGUAGES, ['en', 'de', 'zh', 'ja']);
  for (const lang of LANGUAGES.slice(1)) {
    const other = catalogue(lang);
    const missing = [...english.keys()].filter((id) => !other.has(id));
    const extra = [...other.keys()].filter((id) => !english.has(id));
    assert.deepEqual({ missing, extra }, { missing: [], extra: [] }, lang);
    const differ = [...english].filter(([id, vars]) => other.get(id) !== vars).map(([id]) => id);
    assert.deepEqual(differ, [], `${lang}: messages whose variables or terms are not English's`);
  }
  // Every term marked is one of the glossary's.
  for (const [id, entry] of english) {
    const marked = entry.split(' | ')[1];
    for (const term of marked ? marked.split(' ') : [])
      assert.ok(term in TERMS, `${id}: TERM("${term}") is not in the glossary`);
  }
});

test('every message the page asks for is in the catalogue', () => {
  const asked = new Map();
  const ask = (id, where) => asked.set(id, where);
  for (const [name, source] of CODE)
    for (const arg of firstArguments(source))
      for (const m of arg.matchAll(/'([^']+)'/g)) if (ID.test(m[1])) ask(m[1], name);
  const tables = [
    ...Object.values(VIEW_NAMES),
    ...PRESETS.flatMap((p) => [p.group, p.name, p.note]),
    ...Object.values(HEADERS),
    ...Object.values(CORE),
    ...REGIMES,
    ...Object.values(ROW_NAMES),
    ...REGIONS.map(regionName),
    ...Object.values(LANGUAGE_NAMES),
    ...FIELDS.filter((f) => f.label).map((f) => f.label),
    ...STEPS.map((s) => s.title),
    ...Object.values(KIND_NAMES),
    ...Object.values(TERMS).flat(),
  ];
  for (const id of tables) ask(id, 'a table');
  for (const [id, page] of HTML) ask(id, page);
  const missing = [...asked].filter(([id]) => !english.has(id)).map(([id, where]) => `${id} (${where})`);
  assert.deepEqual(missing, []);
  assert.ok(asked.size > 300, `${asked.size} messages asked for`);
});

test('every message of the catalogue is used by the page', () => {
  const literals = new Set([
    ...CODE.flatMap(([, source]) => [...source.matchAll(/'([a-z][a-z0-9-]*)'/g)].map((m) => m[1])),
    // The glossary's definitions, named after their terms' names.
    ...Object.values(TERMS).map(([, definition]) => definition),
    ...HTML.map(([id]) => id),
  ]);
  const unused = [...english.keys()].filter((id) => !literals.has(id));
  assert.deepEqual(unused, []);
});
