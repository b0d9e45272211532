// An embed's first frame needs no request after its script: the script carries the page's wasm
// module and the messages its first frame can ask for, in every language. With the catalogue held
// back, an embed on a blog of another origin still draws, says its words in its language and
// asks the site for nothing but the script and the catalogue; once the catalogue comes, a part
// loaded later says its own words, and so does a glossary term asked for meanwhile; a link to a game
// the core refuses waits for the catalogue.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startServer } from '../../tools/serve.mjs';
import { start, watch } from './harness.mjs';

let env;
let blog;
let dir;
before(async () => {
  env = await start();
  dir = mkdtempSync(join(tmpdir(), 'asg-blog-'));
  blog = await startServer({ root: dir });
});
after(async () => {
  await blog?.close();
  await env?.close();
});

/**
 * A blog page with one embed of `attributes`, its catalogue held back until `release()` (or
 * refused by `release('abort')`);
 * `requests` lists what it asked the site for, `problems` what no test expects.
 */
async function held(name, attributes) {
  writeFileSync(
    join(dir, `${name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title><link rel="icon" href="data:,">
<script type="module" src="${env.url}js/embed.js"></script></head>
<body><h1>Subtraction games</h1><asg-explorer id="one" ${attributes}></asg-explorer></body></html>`,
  );
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const problems = [];
  watch(page, (text) => problems.push(text));
  const requests = [];
  page.on('request', (r) => {
    if (r.url().startsWith(env.url)) requests.push(new URL(r.url()).pathname);
  });
  let release;
  const released = new Promise((ok) => {
    release = ok;
  });
  await page.route(`${env.url}locales/*.ftl`, async (route) => {
    if ((await released) === 'abort') await route.abort();
    else await route.continue();
  });
  await page.goto(`${blog.url}${name}.html`);
  return { page, problems, requests, context, release };
}

/** The embed's text (its shadow root's), spaces folded. */
const textOf = (page) =>
  page.evaluate(() => document.querySelector('#one').shadowRoot.textContent.replace(/\s+/g, ' '));

/** Resolves once the embed's picture has been drawn. */
const drawn = (page) =>
  page.waitForFunction(() =>
    Number(document.querySelector('#one')?.shadowRoot?.querySelector('canvas.asg-canvas')?.dataset.frames),
  );

for (const [lang, words] of [
  ['en', ['Skip the explorer', 'Row width']],
  ['de', ['Explorer überspringen', 'Zeilenbreite']],
  ['ja', ['エクスプローラーを飛ばす', '行の幅']],
]) {
  test(`${lang}: the first frame with the catalogue held back, in its words; a part loaded later in its own`, async () => {
    const { page, problems, requests, context, release } = await held(
      `first-${lang}`,
      `a="5" delta="7" lang="${lang}"`,
    );
    await drawn(page);
    const text = await textOf(page);
    for (const w of words) assert.ok(text.includes(w), `${lang}: "${w}" in ${text.slice(0, 200)}`);
    assert.deepEqual(requests, ['/js/embed.js', `/locales/${lang}.ftl`], 'the script, and the catalogue held back');
    release();
    // The landscape (a part, loaded on demand) says its own words once the catalogue is there.
    await page.evaluate(() => document.querySelector('#one').setAttribute('view', 'landscape'));
    await page.waitForFunction(() =>
      document
        .querySelector('#one')
        .shadowRoot.querySelector('.asg-landscape h2, .asg-landscape [role="heading"], .asg-landscape'),
    );
    await page.waitForTimeout(500);
    const later = await textOf(page);
    assert.ok(!/\blandscape-[a-z-]+\b/.test(later), `no message's id in ${later.slice(0, 300)}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('a glossary term asked before the catalogue comes shows its definition once it is there', async () => {
  const { page, problems, context, release } = await held('term', 'a="5" delta="7" lang="de"');
  await drawn(page);
  const popover = () =>
    page.evaluate(() => {
      const p = document.querySelector('#one').shadowRoot.querySelector('.asg-term-popover');
      return { hidden: p.hidden, text: p.textContent };
    });
  // The definitions are not carried by the script: nothing is shown while they are not there.
  await page.evaluate(() => document.querySelector('#one').shadowRoot.querySelector('button.asg-term').click());
  await page.waitForTimeout(300);
  assert.equal((await popover()).hidden, true, 'no definition before the catalogue');
  release();
  await page.waitForFunction(
    () => !document.querySelector('#one').shadowRoot.querySelector('.asg-term-popover').hidden,
  );
  const { text } = await popover();
  assert.ok(text.length > 30 && !/glossary-/.test(text), `a definition in words: ${text}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a link to a game the core refuses waits for the catalogue, and then says why', async () => {
  const { page, problems, context, release } = await held('refused', 'a="7" b="5"');
  // Long enough for the core to start and the explorer to be made once with the carried messages.
  await page.waitForTimeout(1000);
  const before = await textOf(page);
  assert.ok(!before.includes('core-'), `no message's id while the catalogue is held back: ${before.slice(0, 200)}`);
  release();
  await page.waitForFunction(() =>
    document.querySelector('#one').shadowRoot.textContent.includes('b must be greater than a'),
  );
  const text = await textOf(page);
  assert.ok(text.includes('Skip the explorer'), text.slice(0, 200));
  assert.ok(!text.includes('core-'), text.slice(0, 300));
  assert.deepEqual(problems, []);
  await context.close();
});

test('a catalogue that never comes after the first frame ends the explorer with the failure a start without one shows', async () => {
  const { page, problems, context, release } = await held('lost', 'a="5" delta="7" lang="de"');
  await drawn(page);
  release('abort');
  await page.waitForFunction(() => document.querySelector('#one').shadowRoot.querySelector('.asg-failed'));
  assert.match(await textOf(page), /Der ASG Explorer konnte nicht starten/);
  assert.equal(
    await page.evaluate(() => document.querySelector('#one').shadowRoot.querySelector('canvas')),
    null,
    'no picture left',
  );
  assert.deepEqual(
    problems.filter((p) => !/Failed to load resource|net::ERR_FAILED/.test(p)),
    [],
  );
  await context.close();
});
