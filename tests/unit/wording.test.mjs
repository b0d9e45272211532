// The catalogues' words as the terminology tables of docs/translating.md and a teacher of each language keep
// them: one term for one thing (German Indexabstand and Spur, Chinese 索引, Japanese シフト k and
// 対局), a match of Play named as a match, a count that can be 0 said as "none", Chinese and
// Japanese sentences one after another with no ASCII space between them, and what English
// explains (why |W3| = a²) explained in every language.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { translatorFor } from '../../www/src/text/i18n.ts';

const LANGS = ['en', 'de', 'zh', 'ja'];
const source = (lang) => readFileSync(new URL(`../../www/locales/${lang}.ftl`, import.meta.url), 'utf8');

/** Each message's Fluent source (what follows its `id =`, with its variants), by id. */
function messages(lang) {
  const text = source(lang);
  const out = new Map();
  const starts = [...text.matchAll(/^([a-z][\w-]*) *= ?/gm)];
  starts.forEach((m, i) => {
    const body = text.slice(m.index + m[0].length, starts[i + 1]?.index ?? text.length);
    // Without the comments and blank lines before the next message.
    out.set(m[1], body.replace(/(\n(#[^\n]*)?)*\n*$/, ''));
  });
  return out;
}
const CATALOGUES = Object.fromEntries(LANGS.map((l) => [l, messages(l)]));
const T = Object.fromEntries(LANGS.map((l) => [l, translatorFor(source(l), l)]));

/** The ids of the messages of `lang` whose source matches `pattern` (but for those in `except`). */
const saying = (lang, pattern, except = []) =>
  [...CATALOGUES[lang]].filter(([id, text]) => pattern.test(text) && !except.includes(id)).map(([id]) => id);

/** The messages about one match of Play (its start, its end, the game kept to go on with). */
const MATCH = /^(play-|resume-play$|why-hidden$|inspect-hidden$)/;

test('German: Indexabstand for the lag j, Spur for the lanes, Partie for a match, and verbs where they belong', () => {
  // Indexverschiebung is the re-indexing of a sum, not the distance j between two indices.
  assert.deepEqual(saying('de', /Indexverschiebung/), []);
  // Periodentabelle is a name of the periodic table; what is computed is the table of one period's values.
  assert.deepEqual(saying('de', /Periodentabelle/), []);
  assert.ok(saying('de', /Indexabst(a|ä)nd/).length >= 8, 'the lag j is the Indexabstand j');
  // One word for the lanes under the number line.
  assert.deepEqual(saying('de', /\bBahn(en)?\b/), []);
  assert.ok(saying('de', /\bSpur(en)?\b/).length >= 3);
  // "0 passt ein" leaves out what it fits: 0 fits the picture.
  assert.deepEqual(saying('de', /\bpasst ein\b/), []);
  // A match of Play is a Partie; Spiel is the game (a, δ).
  const match = [...CATALOGUES.de].filter(([id, text]) => MATCH.test(id) && /\bSpiel(s|es)?\b/.test(text));
  assert.deepEqual(
    match.map(([id]) => id),
    [],
  );
  assert.deepEqual(saying('de', /Ende des Spiels|(neues|laufendes) Spiel/i), []);
  // The landscape's introduction is a sentence with its verb.
  assert.match(CATALOGUES.de.get('intro-landscape'), /^[^:.]*\b(ist|sind|steht|zeigt)\b/);
});

test('Chinese: 索引 for the index, a value table (not 周期表), 你 throughout, rows and columns from 0 as labels', () => {
  // 周期表 is the periodic table of the elements.
  assert.deepEqual(saying('zh', /周期表/), []);
  // One word for the index; 下标 only where a formula is read aloud (w 下标 n: the subscript as written).
  assert.deepEqual(saying('zh', /下标/, ['formula-w', 'formula-gap']), []);
  // The catalogue speaks to the reader as 你, everywhere.
  assert.deepEqual(saying('zh', /您/), []);
  assert.ok(saying('zh', /你/).length >= 20);
  // The class is 所属的类 (the terminology table), not 类别.
  assert.deepEqual(saying('zh', /类别/), []);
  // A row or column numbered from 0 is a label (行号 0), not an ordinal (第 0 行).
  for (const id of ['torus-cell-p', 'torus-cell-not-p']) {
    const text = T.zh(id, { n: 0n, row: 0n, column: 0n, heap: 0n, to: 12n });
    assert.doesNotMatch(text, /第\s*0\s*[行列]/, text);
  }
  assert.doesNotMatch(CATALOGUES.zh.get('torus-intro'), /第 n mod/);
});

test('Japanese: 対局 for a match, シフト k for the shift, moves counted in 種類, no shogi verbs, P局面 named', () => {
  // ゲーム is the game (a, δ); one match of Play is a 対局.
  const match = [...CATALOGUES.ja].filter(([id, text]) => MATCH.test(id) && /ゲーム/.test(text));
  assert.deepEqual(
    match.map(([id]) => id),
    [],
  );
  assert.deepEqual(saying('ja', /新しいゲーム|対戦中のゲーム|ゲーム(が|の)終わ/), []);
  assert.ok(saying('ja', /対局/).length >= 5);
  // The shift k is named シフト k everywhere; moving a set along is ずらす, never シフトする.
  assert.deepEqual(saying('ja', /ずらす量|ずらし幅|シフト(し|す|さ)/), []);
  // Kinds of move are counted in 種類 (3 種類の手), not 個.
  assert.deepEqual(saying('ja', /個の手/), []);
  // 指す is a shogi verb.
  assert.deepEqual(saying('ja', /指(せ|し|す)(ば|て|手)|正しく指/), []);
  // The glossary gives the standard Japanese term beside the paper's.
  assert.match(CATALOGUES.ja.get('glossary-p-position'), /P 局面|P局面/);
});

test('a count that can be 0 is said as none, in every language', () => {
  /** A zero written as a number before its counter or noun. */
  const ZERO = {
    en: /\b0 windows?\b/,
    de: /\b0 (Fenster|Lücken?)\b/,
    zh: /(?<![\d,.])0\s*个/,
    ja: /(?<![\d,.])0\s*個/,
  };
  for (const lang of LANGS) {
    const t = T[lang];
    const text = t('wrong-windows-count', { said: 2n, count: 0n });
    assert.doesNotMatch(text, ZERO[lang], `${lang}: ${text}`);
    // No exercise solved in a row yet (after a wrong answer).
    if (lang === 'zh' || lang === 'ja')
      for (const id of ['practice-mastery', 'resume-practice']) {
        const said = t(id, { kind: 'X', streak: 0n, solved: 0n, tried: 1n, a: 5n, delta: 7n });
        assert.doesNotMatch(said, /连续解出\s0\s题|0\s問連続/, `${lang} ${id}: ${said}`);
      }
    // An (a+1)-gap at the edge of a run has no gap of length 1 before or after it.
    if (lang === 'en') continue;
    for (const id of ['practice-region-left', 'practice-region-unrestricted', 'practice-region-right'])
      for (const [L, R] of [
        [0n, 0n],
        [0n, 3n],
        [3n, 0n],
        [1n, 1n],
      ]) {
        const said = t(id, { q: 2n, r: 3n, d: 2n, a: 5n, c: 2n, L, R });
        assert.doesNotMatch(said, ZERO[lang], `${lang} ${id}: ${said}`);
        // A single gap is not a run.
        assert.doesNotMatch(said, /连续\s1\s个/, `${lang} ${id}: ${said}`);
      }
  }
});

test('Chinese and Japanese: no ASCII space after a full stop, a question mark or a comma', () => {
  for (const lang of ['zh', 'ja']) {
    // Written in the catalogue.
    assert.deepEqual(saying(lang, /[。？！：；，、] /), [], `${lang}: full-width punctuation then a space`);
    // Said, with a sentence in the variables that carry one (a summary, an error, a problem).
    const sentence = lang === 'zh' ? '这是一句话。' : 'これは文です。';
    for (const [id, text] of CATALOGUES[lang]) {
      const vars = [...text.matchAll(/\{ \$(summary|error|problem) \}/g)].map((m) => m[1]);
      if (!vars.length) continue;
      const said = T[lang](id, Object.fromEntries(vars.map((v) => [v, sentence])));
      assert.doesNotMatch(said, /[。？！] /, `${lang} ${id}: ${said}`);
    }
  }
});

test('Chinese and Japanese: a Latin letter and a Chinese or Japanese character stand apart by a space, at a term too', () => {
  const cjk = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
  const touching = new RegExp(`[${cjk}][A-Za-z]|[A-Za-z][${cjk}]`, 'u');
  for (const lang of ['zh', 'ja']) {
    const found = [];
    for (const [id, text] of CATALOGUES[lang]) {
      // Every variable a number (a variable's text is the page's, not the catalogue's).
      const args = Object.fromEntries([...text.matchAll(/\$(\w+)/g)].map((m) => [m[1], 3n]));
      // The standard term P局面 is written as one word.
      const said = T[lang](id, args).replace(/P局面/g, '');
      if (touching.test(said)) found.push(`${id}: ${said.slice(0, 60)}`);
    }
    assert.deepEqual(found, [], lang);
  }
});

test('what English explains, every language explains: |W3| = aδ − a·d = a²', () => {
  const why = 'aδ − a·d = a²';
  const explaining = saying('en', new RegExp(why));
  assert.ok(explaining.length >= 3, explaining.join(', '));
  for (const lang of LANGS.slice(1))
    assert.deepEqual(
      explaining.filter((id) => !CATALOGUES[lang].get(id).includes(why)),
      [],
      `${lang} leaves out why |W3| = a²`,
    );
  // The tour's step says how many of the aδ P-positions of a heap period land in W0 (a·d), then the sum.
  for (const lang of LANGS) {
    const text = CATALOGUES[lang].get('tour-windows-w3');
    assert.ok(text.split('a·d').length > 2 && text.split('aδ').length > 2, `${lang}: ${text}`);
  }
});
