// An embed whose new attributes ask for a game the core cannot build (its table is too large)
// says so where its progress was (and by no field, as no edit asked for it), in the embed's
// language, and keeps showing its last good game: a blog page on another origin changes the
// attributes, as a framework would.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer } from '../../tools/serve.mjs';
import { describeError } from '../../www/src/text/errors.ts';
import { translatorFor } from '../../www/src/text/i18n.ts';
import { start, watch } from './harness.mjs';

/** The translator of `lang` over its catalogue. */
const translator = (lang) =>
  translatorFor(readFileSync(new URL(`../../www/locales/${lang}.ftl`, import.meta.url), 'utf8'), lang);

/** The most positions the core searches for a period (its table bound, 2^25), as its error names it. */
const BOUND = 2n ** 25n;

/** The pixels of `canvas` (as drawn, wherever it sits) once they stay the same for a few frames. */
async function still(canvas) {
  const pixels = () => canvas.evaluate((c) => c.toDataURL());
  let last = await pixels();
  for (let i = 0; i < 40; i++) {
    await canvas.page().waitForTimeout(250);
    const now = await pixels();
    if (now === last) return now;
    last = now;
  }
  throw new Error('the picture never settled');
}

let env;
let blog;
before(async () => {
  env = await start();
  const dir = mkdtempSync(join(tmpdir(), 'asg-blog-'));
  for (const lang of ['en', 'de']) {
    writeFileSync(
      join(dir, `${lang}.html`),
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>A post</title>
<link rel="icon" href="data:,"><script type="module" src="${env.url}js/embed.js"></script></head>
<body><asg-explorer id="one" a="5" delta="7" view="strip" lang="${lang}"></asg-explorer></body></html>`,
    );
  }
  blog = await startServer({ root: dir });
});
after(async () => {
  await blog?.close();
  await env?.close();
});

describe('an embed whose new game fails to build', () => {
  for (const lang of ['en', 'de']) {
    test(`says the failure in its hint and keeps its last good view (${lang})`, async () => {
      const page = await env.browser.newPage({ viewport: { width: 1100, height: 900 } });
      const problems = [];
      watch(page, (text) => problems.push(text));
      await page.goto(`${blog.url}${lang}.html`);
      const canvas = page.locator('#one canvas.asg-canvas');
      await canvas.waitFor({ state: 'visible', timeout: 30000 });
      const before = await still(canvas);
      const hint = page.locator('#one .asg-building');
      const text = page.locator('#one .asg-building .asg-hint');
      await page.evaluate(() => document.getElementById('one').setAttribute('a', '1000000000'));
      // The failure comes once the worker has searched its bound for a period.
      await page.waitForFunction(
        () => document.querySelector('#one')?.shadowRoot?.querySelector('.asg-build-failed') !== null,
        null,
        { timeout: 60000 },
      );
      const t = translator(lang);
      const error = describeError({ code: 'period-not-found', field: null, params: { bound: BOUND } });
      const want = t('building-failed', { a: 1000000000n, delta: 7n, error });
      assert.ok(await hint.isVisible(), 'the hint is on show');
      assert.equal((await text.textContent()).trim(), want);
      assert.doesNotMatch(want, /%|\{|\}/);
      assert.equal(await page.locator('#one .asg-building progress').isVisible(), false, 'no progress bar');
      assert.equal(await page.locator('#one .asg-building button').isVisible(), false, 'no Cancel');
      // Said once, where the progress was: no field says it too (no edit of one asked for the game).
      const slots = await page.locator('#one .asg-error').allTextContents();
      assert.ok(slots.length >= 2, 'the embed has its fields');
      assert.deepEqual(
        slots.filter((s) => s !== ''),
        [],
        'no field of the embed says it',
      );
      // The last good game stays on show, drawn as before; no message takes its place.
      assert.ok(await canvas.isVisible(), 'the picture stays');
      assert.equal(await page.locator('#one [data-blocked]').count(), 0, 'not blocked');
      assert.equal(await still(canvas), before, 'the same picture');
      assert.deepEqual(problems, []);
      await page.close();
    });
  }
});
