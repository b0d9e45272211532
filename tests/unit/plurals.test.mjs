// Numbers and the words that count them agree, in every language: every message of every
// catalogue is rendered, by the page's own translator over @fluent/bundle, with each numeric
// variable at 0, 1, 2 and 2^64 − 1 (all at once, and one at a time beside others at 3).
//
// How "a number next to a noun" is found. In English and German the noun a count governs
// follows the number ("1 heap", "2 Haufen"); a noun before a number is a name ("heap 12",
// "Schritt 3 von 11"), whose form does not change with it. So the test keeps, per language, the
// short list of words and phrases that are only singular or only plural (heap/heaps,
// Lücke/Lücken, the dative Fenstern, "Fenster verläuft"/"Fenster verlaufen" where the noun is the
// same and the verb shows the number), and checks both what a reader sees and how it is written:
//   - rendered: after every number in the text (a variable's or a literal, read back with the
//     language's digit groups), a singular-only word must not follow a number of plural category
//     "other", nor a plural-only word one of category "one" (Intl.PluralRules of the language);
//   - written: in the catalogue's syntax tree, a numeric variable followed by such a word must sit
//     inside a select on that same variable, or be followed by one, so that the form is chosen
//     by the number and not fixed by the translator's guess (a message that is right only for
//     the values tried is still caught);
//   - every select on a numeric variable that has plural categories as keys has a variant for
//     each category the language uses and none it does not (pluralCategories of
//     Intl.PluralRules); selects on exact values ([0]) are allowed, a select of one variant is
//     not (it says nothing).
// Chinese and Japanese have no plural forms (their only category is "other"); there a count
// takes a measure word or counter (个, 对, 题; 個, 組, 問) between the number and the noun, and
// the test fails where a number stands right before one of the nouns that need one (窗口,
// 博弈; ウィンドウ, ゲーム). 堆, 山 and 手 are left out: they are counters themselves.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { FluentResource } from '../../node_modules/@fluent/bundle/esm/index.js';
import { translatorFor } from '../../www/src/text/i18n.ts';
import { LANGUAGES, TAGS } from '../../www/src/text/languages.ts';

const LARGE = 2n ** 64n - 1n;
const VALUES = [0n, 1n, 2n, LARGE];

/** Variables that carry text (a message, a list, a node, a name), not a number. */
const TEXT = new Set(
  'name text error region view game cls moves pairs summary where band verdict swatch mex title site directive problem choices field condition formula ww paper range periods prediction mark head tail digits you computer what term line landed kinds needs sub s ps below above'.split(
    ' ',
  ),
);
/** Variables that are text in one message and numbers in the others. */
const TEXT_IN = {
  'site-footer': ['regime'],
  'tour-closed-example': ['w'],
  'work-test-fails': ['next'],
  'practice-mastery': ['kind'],
  'resume-practice': ['kind'],
  'landscape-cell': ['w0'],
  'lane-gap-tip': ['kind'],
  'lane-gap-residue-tip': ['kind'],
  'why-windows-run': ['gaps'],
};
const isNumber = (id, name) => !TEXT.has(name) && !TEXT_IN[id]?.includes(name);

/** Words and phrases that are only singular or only plural, longest first within a language. */
const FORMS = {
  en: [
    ['collision window', 'collision windows'],
    ['heap period', 'heap periods'],
    ['index period', 'index periods'],
    ['P-position', 'P-positions'],
    ['one-gap', 'one-gaps'],
    ['1-gap', '1-gaps'],
    ['heap', 'heaps'],
    ['gap', 'gaps'],
    ['window', 'windows'],
    ['game', 'games'],
    ['move', 'moves'],
    ['entry', 'entries'],
    ['byte', 'bytes'],
    ['position', 'positions'],
    ['digit', 'digits'],
    ['pair', 'pairs'],
    ['period', 'periods'],
    ['step', 'steps'],
    ['exercise', 'exercises'],
    ['cell', 'cells'],
  ],
  de: [
    ['Fenster verläuft', 'Fenster verlaufen'],
    ['Fenster beginnt', 'Fenster beginnen'],
    ['Fenster liegt', 'Fenster liegen'],
    [null, 'Kollisionsfenstern'],
    [null, 'Fenstern'],
    ['P-Position', 'P-Positionen'],
    ['1-Lücke', '1-Lücken'],
    ['Lücke', 'Lücken'],
    ['Spiel', 'Spiele'],
    [null, 'Spielen'],
    ['Zug', 'Züge'],
    [null, 'Zügen'],
    ['Position', 'Positionen'],
    ['Ziffer', 'Ziffern'],
    ['Eintrag', 'Einträge'],
    [null, 'Einträgen'],
    ['Byte', 'Bytes'],
    ['Paar', 'Paare'],
    [null, 'Paaren'],
    ['Periode', 'Perioden'],
    ['Aufgabe', 'Aufgaben'],
    ['Schritt', 'Schritte'],
    [null, 'Schritten'],
    ['Zelle', 'Zellen'],
    ['versuchten Aufgabe', 'versuchten Aufgaben'],
  ],
};

/** Nouns that take a measure word (Chinese) or a counter (Japanese) after a number. */
const COUNTED = {
  zh: ['碰撞窗口', '窗口', '间隙', '博弈', 'P-位置', '位置', '走法', '条目', '数字', '格子', '练习', '题目'],
  ja: ['衝突ウィンドウ', 'ウィンドウ', 'ギャップ', 'ゲーム', 'P-ポジション', '位置', '項目', '問題', 'セル'],
};

const CATEGORY_NAMES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const literally = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue's text and its messages as Fluent's runtime syntax tree. */
function catalogue(lang) {
  const text = readFileSync(new URL(`../../www/locales/${lang}.ftl`, import.meta.url), 'utf8');
  return { text, messages: new FluentResource(text).body };
}

/** Every variable a pattern refers to, in every variant and function argument. */
function variables(node, out = new Set()) {
  if (Array.isArray(node)) for (const part of node) variables(part, out);
  else if (node && typeof node === 'object') {
    if (node.type === 'var') out.add(node.name);
    for (const v of Object.values(node)) if (v && typeof v === 'object') variables(v, out);
  }
  return out;
}

/** Every select expression in a pattern, with the selects it lies inside (outermost first). */
function* selects(pattern, within = []) {
  if (!Array.isArray(pattern)) return;
  for (const part of pattern) {
    if (part?.type !== 'select') continue;
    yield { select: part, within };
    for (const v of part.variants) yield* selects(v.value, [...within, part]);
  }
}

/** Each placeable of a variable in a pattern, with the selects around it and what follows it. */
function* placeables(pattern, within = []) {
  if (!Array.isArray(pattern)) return;
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i];
    if (part?.type === 'var') yield { name: part.name, within, next: pattern.slice(i + 1) };
    if (part?.type === 'select') for (const v of part.variants) yield* placeables(v.value, [...within, part]);
  }
}

/** The text that follows a placeable, up to the next placeable: a string, or a glossary term's text. */
function textAfter(next) {
  let out = '';
  for (const part of next) {
    if (typeof part === 'string') out += part;
    else if (part?.type === 'func' && part.name === 'TERM') out += part.args[1]?.value?.value ?? '';
    else return { text: out, next: part };
    if (out.trim()) return { text: out, next: null };
  }
  return { text: out, next: null };
}

/** The singular-only or plural-only word or phrase that `text` starts with, if any. */
function formAt(lang, text) {
  const head = text.replace(/^[\s\u00a0\u202f]+/, '');
  for (const [one, other] of FORMS[lang])
    for (const [word, only] of [
      [one, 'one'],
      [other, 'other'],
    ])
      if (word && new RegExp(`^${literally(word)}(?![\\p{L}\\p{N}-])`, 'u').test(head)) return { word, only };
  return null;
}

/** The numbers in a rendered text (read back through the language's digit groups) and what follows each. */
function numbersIn(text) {
  const out = [];
  for (const m of text.matchAll(
    /(?<![\p{L}\p{N}_^.,\u202f])\d{1,3}(?:[,.\u202f]\d{3})+(?!\d)|(?<![\p{L}\p{N}_^.,\u202f])\d+(?![\d,.]\d)/gu,
  ))
    out.push({ value: BigInt(m[0].replace(/[,.\u202f]/g, '')), after: text.slice(m.index + m[0].length) });
  return out;
}

/** What each message renders to with its numeric variables at the values tried. */
function renderings(messages, t) {
  const out = [];
  for (const m of messages) {
    if (!m.value) continue;
    const names = [...variables(m.value)];
    const numeric = names.filter((n) => isNumber(m.id, n));
    const base = Object.fromEntries(names.map((n) => [n, isNumber(m.id, n) ? 3n : 'X']));
    const cases = VALUES.map((v) => ({ ...base, ...Object.fromEntries(numeric.map((n) => [n, v])) }));
    for (const n of numeric) for (const v of VALUES) cases.push({ ...base, [n]: v });
    for (const args of cases) out.push({ id: m.id, args, text: t(m.id, args) });
  }
  return out;
}

/** The page's translator for `lang`, with Fluent's errors collected instead of logged. */
function translatorOf(lang, text, errors) {
  const t = translatorFor(text, lang);
  return (id, args) => {
    const log = console.error;
    console.error = (...e) => errors.push(`${lang} ${id}: ${e.join(' ')}`);
    try {
      return t(id, args);
    } finally {
      console.error = log;
    }
  };
}

for (const lang of LANGUAGES) {
  const { text, messages } = catalogue(lang);
  const categories = new Intl.PluralRules(TAGS[lang]).resolvedOptions().pluralCategories;
  const rules = new Intl.PluralRules(TAGS[lang]);

  test(`${lang}: every message renders with its numbers at 0, 1, 2 and 2^64 − 1`, () => {
    const errors = [];
    const rendered = renderings(messages, translatorOf(lang, text, errors));
    assert.deepEqual(errors, []);
    assert.ok(rendered.length > 1000, `${rendered.length} renderings`);
    // The largest value is shown exactly, in digit groups, wherever a variable shows a number.
    const large = rendered.filter((r) => Object.values(r.args).every((v) => v === LARGE || typeof v === 'string'));
    for (const r of large)
      for (const n of numbersIn(r.text).filter((x) => x.value > 2n ** 53n))
        assert.equal(n.value, LARGE, `${lang} ${r.id}: ${r.text}`);
  });

  if (FORMS[lang]) {
    test(`${lang}: a count and the word it counts agree (singular after 1, plural after 0, 2 and more)`, () => {
      const wrong = new Map();
      for (const r of renderings(messages, translatorOf(lang, text, [])))
        for (const n of numbersIn(r.text)) {
          const form = formAt(lang, n.after);
          const category = rules.select(Number(n.value));
          const key = `${r.id}: “${n.value > 2n ? 'n' : n.value} ${form?.word}”`;
          if (form && form.only !== category && !wrong.has(key)) wrong.set(key, `${key} in “${r.text}”`);
        }
      assert.deepEqual([...wrong.values()], []);
    });

    test(`${lang}: a numeric variable next to a noun sits in a select on that variable`, () => {
      const bare = [];
      for (const m of messages) {
        for (const p of placeables(m.value)) {
          if (!isNumber(m.id, p.name)) continue;
          if (p.within.some((s) => s.selector.type === 'var' && s.selector.name === p.name)) continue;
          const { text: after, next } = textAfter(p.next);
          const form = formAt(lang, after);
          const selected = next?.type === 'select' && next.selector.name === p.name && !after.trim();
          if (form && !selected) bare.push(`${m.id}: { $${p.name} } ${form.word}`);
        }
      }
      assert.deepEqual(bare, []);
    });
  } else {
    test(`${lang}: a count takes a measure word before the nouns that need one`, () => {
      const nouns = COUNTED[lang];
      const wrong = new Map();
      for (const r of renderings(messages, translatorOf(lang, text, [])))
        for (const n of numbersIn(r.text)) {
          const head = n.after.replace(/^[\s\u00a0\u202f]+/, '');
          const noun = nouns.find((w) => head.startsWith(w));
          const key = `${r.id}: “${noun}”`;
          if (noun && !wrong.has(key)) wrong.set(key, `${key} after a number in “${r.text}”`);
        }
      assert.deepEqual([...wrong.values()], []);
    });
  }

  test(`${lang}: every plural select has a variant for each category the language uses (${categories.join(', ')}), and none other`, () => {
    const problems = [];
    for (const m of messages) {
      for (const { select } of selects(m.value)) {
        const keys = select.variants.map((v) => (v.key.type === 'num' ? v.key.value : String(v.key.value)));
        const name = select.selector.name;
        if (select.variants.length < 2) problems.push(`${m.id}: a select on $${name} with one variant`);
        if (select.selector.type !== 'var' || !isNumber(m.id, name)) continue;
        const named = keys.filter((k) => typeof k === 'string');
        const foreign = named.filter((k) => !categories.includes(k));
        if (foreign.length) problems.push(`${m.id}: $${name} has [${foreign.join('], [')}], not a category of ${lang}`);
        // A select with a category other than its default is a plural select; [0] … *[other] picks exact values.
        const plural = keys.some((k, i) => i !== select.star && CATEGORY_NAMES.includes(k));
        if (!plural) continue;
        const missing = categories.filter((c) => !named.includes(c));
        if (missing.length) problems.push(`${m.id}: $${name} has no [${missing.join('], [')}]`);
      }
    }
    assert.deepEqual(problems, []);
  });
}
