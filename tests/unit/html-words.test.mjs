// The static pages' words are the catalogues': the title and description of index.html, the
// title of embed.html, and their <noscript> paragraphs, one in each language, as the build writes
// them (tools/html-words.mjs). A catalogue edited without the build run after it fails here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PAGES, withWords } from '../../tools/html-words.mjs';
import { unglued } from '../../www/src/text/format.ts';
import { translatorFor } from '../../www/src/text/i18n.ts';
import { LANGUAGES, TAGS } from '../../www/src/text/languages.ts';

const page = (name) => readFileSync(new URL(`../../www/${name}`, import.meta.url), 'utf8');
const say = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    translatorFor(readFileSync(new URL(`../../www/locales/${l}.ftl`, import.meta.url), 'utf8'), l),
  ]),
);

test('the static pages hold the words the build writes from the catalogues', () => {
  for (const name of PAGES) assert.equal(page(name), withWords(page(name)), `${name}: run node tools/bundle.mjs`);
});

test('a reader without JavaScript is told why in every language; the title and description are the catalogue’s', () => {
  const fromHtml = (s) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  for (const [name, title] of [
    ['index.html', 'site-title'],
    ['embed.html', 'embed-title'],
  ]) {
    const html = page(name);
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    for (const lang of LANGUAGES) {
      const p = new RegExp(
        `<p class="asg-noscript" lang="${TAGS[lang]}" data-message="site-noscript">([^<]*)</p>`,
      ).exec(noscript);
      assert.equal(fromHtml(p?.[1] ?? ''), unglued(say[lang]('site-noscript')), `${name}: the <noscript> in ${lang}`);
    }
    assert.equal(fromHtml(/<title data-message="[^"]+">([^<]*)<\/title>/.exec(html)?.[1] ?? ''), say.en(title), name);
    // No text of a page's own outside the catalogue: every paragraph of the noscript is marked.
    assert.doesNotMatch(noscript.replace(/<p [^>]*data-message="[^"]+">[^<]*<\/p>/g, ''), /\p{L}/u, name);
  }
  const description = /<meta name="description" data-message="site-description" content="([^"]*)">/.exec(
    page('index.html'),
  );
  assert.equal(fromHtml(description?.[1] ?? ''), say.en('site-description'));
});
