// Where Chinese and Japanese lines may break in a message: numbers with their counters, short
// formulas and hyphened terms kept whole by no-break spaces and word joiners; long formulas
// still breaking after a relation sign; the other languages' text untouched.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { keepTogether } from '../../www/src/text/format.ts';
import { translatorFor } from '../../www/src/text/i18n.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

/** The text with its no-break spaces as ~ and word joiners as ^, to read. */
const shown = (text) => text.replace(/\u00a0/g, '~').replace(/\u2060/g, '^');

test('a number or a letter for one keeps the word after it; Chinese or Japanese before a number may still break', () => {
  assert.equal(shown(keepTogether('山 1 つから 5 個、12 個または 17 個', 'ja')), '山~1~つから 5~個、12~個または 17~個');
  assert.equal(shown(keepTogether('δ 個ごとに、mex 規則で', 'ja')), 'δ~個ごとに、mex~規則で');
  assert.equal(shown(keepTogether('取走 5、12 或 17 个石子', 'zh-Hans')), '取走 5、12~或 17~个石子');
  // A theorem, a step, a heap or a value keeps its number or letter.
  assert.equal(shown(keepTogether('定理 7 给出，第 3 步，堆 x', 'zh-Hans')), '定理~7~给出，第~3~步，堆~x');
  assert.equal(shown(keepTogether('ステップ 3 と 4、山 24 は', 'ja')), 'ステップ~3~と 4、山~24~は');
});

test('short formulas stay whole, long ones break only after a relation sign', () => {
  assert.equal(shown(keepTogether('n = 6 のとき', 'ja')), 'n~=~6~のとき');
  assert.equal(
    shown(keepTogether('周期 a(3δ + a) = 130（a = 5, δ = 7）', 'ja')),
    '周期 a(3δ~+~a)~=~130（a~=~5,~δ~=~7）',
  );
  assert.equal(shown(keepTogether('gcd(a, δ) = 1 のとき', 'ja')), 'gcd(a,~δ)~=~1~のとき');
  assert.equal(shown(keepTogether('（定理 7）', 'ja')), '（定理~7）');
  assert.equal(
    shown(keepTogether('wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ = 7 + 5·1 + 12·0 = 12 です', 'ja')),
    'wₙ~= n~+~a⌊n/^a⌋~+~b⌊n/^δ⌋~= 7~+~5·1~+~12·0~= 12~です',
  );
  // After a bar a browser breaks even before a no-break space: a word joiner holds it.
  assert.equal(shown(keepTogether('|W3| = a²', 'ja')), '|W3|^~=~a²');
  // mod is a sign; a slash inside a formula is held too (a browser breaks after one).
  assert.equal(shown(keepTogether('r = q·a mod δ です', 'ja')), 'r~=~q·a~mod~δ~です');
  assert.equal(shown(keepTogether('b⌊n/δ⌋、x · 35 / 130 です', 'ja')), 'b⌊n/^δ⌋、x~·~35~/~130~です');
  assert.equal(shown(keepTogether('model 1', 'ja')), 'model 1');
  // A list of numbers breaks between its items.
  assert.equal(shown(keepTogether('w = 0, 1, 2, 3', 'ja')), 'w~=~0, 1, 2, 3');
});

test('hyphened terms keep their halves; directives to copy keep theirs as written', () => {
  assert.equal(shown(keepTogether('P-ポジション、(a+1)-ギャップ', 'ja')), 'P-^ポジション、(a+1)-^ギャップ');
  assert.equal(shown(keepTogether('P-位置', 'zh-Hans')), 'P-^位置');
  const directive = "script-src https://example.org/asg/ 'wasm-unsafe-eval'";
  assert.equal(keepTogether(directive, 'ja'), directive);
});

test('English and German are left as they are', () => {
  for (const [text, tag] of [
    ['n = 6 and a P-position, 5 moves', 'en'],
    ['n = 6 und eine P-Position', 'de'],
  ])
    assert.equal(keepTogether(text, tag), text);
});

test('a message set with its terms as buttons breaks where the same message as text does', () => {
  const game = { a: 5n, b: 12n, ab: 17n, delta: 7n, d: 2n, period: 130n, ppositions: 35n };
  for (const lang of ['zh', 'ja']) {
    const t = translatorFor(readFileSync(`${ROOT}www/locales/${lang}.ftl`, 'utf8'), lang);
    for (const id of ['summary-proven', 'caption-collisions', 'tour-windows-pairs', 'practice-windows']) {
      const args = { ...game, windows: 10n, w3: 25n, lo: 12n, last: 40n };
      // Each term as the text of its button.
      assert.equal(t.nodes(id, args, (_, text) => text).join(''), t(id, args), `${lang} ${id}`);
    }
  }
});

test('a node set in a message (a variable in italics) keeps its counter as a number does', () => {
  const t = translatorFor(readFileSync(`${ROOT}www/locales/ja.ftl`, 'utf8'), 'ja');
  // Stand-ins for DOM nodes, outside a browser: the pieces keep them by identity.
  globalThis.Node ??= class Stand {
    cloneNode() {
      return new Stand();
    }
  };
  const [a, b, ab] = [new Node(), new Node(), new Node()];
  const pieces = t.nodes('site-intro', { a, b, ab, delta: new Node() });
  const after = (node) => pieces[pieces.indexOf(node) + 1];
  for (const node of [a, b, ab]) assert.match(after(node), /^\u00a0個/);
});

test('a CSV header is plain text: the glue that holds a line together is not written into data', async () => {
  const { headerOf } = await import('../../www/src/export/data.ts');
  const t = translatorFor(readFileSync(`${ROOT}www/locales/ja.ftl`, 'utf8'), 'ja');
  assert.match(t('csv-count-0'), /\u00a0/, 'the page holds 値 0 の山 together');
  assert.equal(headerOf('count_0', t), '値 0 の山');
  for (const key of ['heap', 'count_1', 'closed_form_value', 'gap_run'])
    assert.doesNotMatch(headerOf(key, t), /[\u00a0\u2060]/, key);
});
