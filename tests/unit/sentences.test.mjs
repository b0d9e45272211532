// Two messages side by side are joined as their language runs sentences on (text/sentences.ts):
// apart by a space in English and German, one right after another in Chinese and Japanese; and
// no module of the page joins a message to another text with a space of its own.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { afterName, runOn, sentenceGap } from '../../www/src/text/sentences.ts';

test('sentences run on with a space in English and German, with none in Chinese and Japanese', () => {
  assert.equal(runOn('en', 'Heap 3: no move.', 'It stops at 200.'), 'Heap 3: no move. It stops at 200.');
  assert.equal(runOn('de', 'Haufen 3.', '', '(aus dem Atlas)'), 'Haufen 3. (aus dem Atlas)');
  assert.equal(runOn('zh-Hans', '堆 3：无法行动。', '步进器到堆 200 为止。'), '堆 3：无法行动。步进器到堆 200 为止。');
  assert.equal(runOn('ja', '最大値 3。', '（アトラスから）'), '最大値 3。（アトラスから）');
  assert.equal(runOn('zh-Hans', '颜色：', '周期（对数刻度）'), '颜色：周期（对数刻度）');
  assert.equal(runOn('ja', '', 'まだ試していない種類：値の予想。'), 'まだ試していない種類：値の予想。');
  assert.equal(sentenceGap('en-XA'), ' ');
  assert.equal(sentenceGap('ja'), '');
});

test('a name is ended as a sentence before the text after it', () => {
  assert.equal(afterName('en', 'Collision spectrum', 'k = 5: C(k) = 3.'), 'Collision spectrum. k = 5: C(k) = 3.');
  assert.equal(
    afterName('zh-Hans', '碰撞谱：C(k) 的柱状图', 'k = 5：C(k) = 3。'),
    '碰撞谱：C(k) 的柱状图。k = 5：C(k) = 3。',
  );
  assert.equal(afterName('ja', '衝突スペクトル', ''), '衝突スペクトル');
});

/** The template literals of `source` (their text between the backticks, interpolations included). */
function templates(source) {
  const out = [];
  for (let i = source.indexOf('`'); i >= 0; i = source.indexOf('`', i + 1)) {
    let depth = 0;
    let j = i + 1;
    for (; j < source.length; j++) {
      if (source[j] === '\\') j++;
      else if (source.startsWith('${', j)) depth++;
      else if (source[j] === '}' && depth) depth--;
      else if (source[j] === '`' && !depth) break;
    }
    out.push(source.slice(i + 1, j));
    i = j;
  }
  return out;
}

/** Joins with a space that are not between sentences (file, the literal's start): a colour swatch and its label. */
const NOT_SENTENCES = [['picture/inspector.ts', ' $' + "{t('legend-value'"]];

test('no module puts a space of its own before or after a message', () => {
  const src = new URL('../../www/src/', import.meta.url);
  const found = [];
  for (const name of readdirSync(src, { recursive: true }).filter((n) => n.endsWith('.ts')))
    for (const literal of templates(readFileSync(new URL(name, src), 'utf8'))) {
      if (!/\bt\(/.test(literal) || NOT_SENTENCES.some(([file, start]) => file === name && literal.startsWith(start)))
        continue;
      // A space before an interpolation at the start or after another one ("}. ${", "} ${").
      if (/(^|\})\.? \$\{/.test(literal)) found.push(`${name}: \`${literal}\``);
    }
  assert.deepEqual(found, [], 'join messages through text/sentences.ts');
});
