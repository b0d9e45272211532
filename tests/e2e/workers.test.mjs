// What an embed costs the page around it and where its workers start, in a real headless
// Chromium, on blog pages served from a second origin: the requests before the first frame, one
// fetch of each file however many workers start, at most one live worker per core however many
// landscapes, workers in an opaque origin (sandboxed frames) and under Trusted Types, and a
// worker's error that reaches the page with its numbers.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer } from '../../tools/serve.mjs';
import { openBlog as openBlogAt, ROOT, start } from './harness.mjs';

let env;
let blog;
let site;

/** Headers of the blog's pages, by path: Trusted Types required on one. */
const POLICIES = {
  '/trusted.html': () => ({
    'Content-Security-Policy': "require-trusted-types-for 'script'; trusted-types asg-explorer",
  }),
};

/** A blog page with the embed's script and `body` in a plain post. */
function post(body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title><link rel="icon" href="data:,">
<script type="module" src="${site}js/embed.js"></script><link rel="stylesheet" href="blog.css"></head>
<body><h1>Subtraction games</h1><p>Some words before the picture.</p>${body}<p>The end.</p></body></html>`;
}

/** Ten landscape embeds, small planes (two shares each), one under the other. */
const LANDSCAPES = Array.from(
  { length: 10 },
  (_, i) =>
    `<asg-explorer id="l${i}" a="5" delta="${7 + i}" view="landscape" amax="24" dmax="${96 + 8 * i}"></asg-explorer>`,
).join('');

before(async () => {
  env = await start();
  site = env.url;
  const dir = mkdtempSync(join(tmpdir(), 'asg-workers-'));
  const ledger = '<asg-explorer id="ledger" a="7" delta="12" view="ledger"></asg-explorer>';
  // A spectrum past what the page makes at once (p = 606 061): only its worker counts it.
  const spectrum = '<asg-explorer id="spectrum" a="331" delta="500" view="spectrum"></asg-explorer>';
  const srcdoc = post(ledger + spectrum)
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;');
  const pages = {
    'one.html': post('<asg-explorer id="one" a="5" delta="7"></asg-explorer>'),
    'ledger.html': post(ledger),
    'landscape.html': post('<asg-explorer id="land" a="5" delta="7" view="landscape"></asg-explorer>'),
    'landscapes.html': post(LANDSCAPES),
    'trusted.html': post(
      `${ledger}${spectrum}<asg-explorer id="land" a="5" delta="7" view="landscape" amax="12" dmax="48"></asg-explorer>`,
    ),
    'large.html': post(
      '<asg-explorer id="en" a="1000000000" delta="7"></asg-explorer><asg-explorer id="de" a="1000000000" delta="7" lang="de"></asg-explorer>',
    ),
    // The script embed, and the site's page for iframes, in frames of an opaque origin.
    'sandboxed.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandboxed</title><link rel="icon" href="data:,"></head><body>
<iframe id="script" sandbox="allow-scripts" title="script embed" style="width: 900px; height: 900px" srcdoc="${srcdoc}"></iframe>
<iframe id="page" sandbox="allow-scripts" title="iframe embed" style="width: 900px; height: 900px" src="${site}embed.html?a=7&amp;delta=12&amp;view=ledger"></iframe>
<iframe id="spectrum" sandbox="allow-scripts" title="spectrum embed" style="width: 900px; height: 900px" src="${site}embed.html?a=331&amp;delta=500&amp;view=spectrum"></iframe>
</body></html>`,
    'blog.css': 'body { font: 16px serif; max-width: 840px; margin: 32px auto; }',
  };
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, name), html);
  blog = await startServer({ root: dir, headers: (path) => POLICIES[path]?.() ?? {} });
});
after(async () => {
  await blog?.close();
  await env?.close();
});

/** Blog page `path` on its own origin, as the harness opens one (`problems`, `requests`, `window.__workers`). */
const openBlog = (path, { width = 1100, height = 900 } = {}) =>
  openBlogAt(env, blog, path, { viewport: { width, height } });

/** The notice an embed shows in place of its picture. */
const noticeOf = (page, id) => page.locator(`#${id} >> .asg-notice:not([hidden])`);

describe('an embed on another origin, and its workers', () => {
  test('an embed’s first frame on a blog takes at most 6 requests, the page’s own included', async () => {
    const { page, problems, context } = await openBlog('one.html');
    await page.waitForFunction(
      () => Number(document.getElementById('one')?.shadowRoot?.querySelector('canvas.asg-canvas')?.dataset.frames) > 0,
    );
    // Every request that started before the first frame: the blog's document, then every resource.
    const before = await page.evaluate(() => {
      const canvas = document.getElementById('one').shadowRoot.querySelector('canvas.asg-canvas');
      const at = Number(canvas.dataset.firstFrameAt);
      return [
        location.href,
        ...performance
          .getEntriesByType('resource')
          .filter((r) => r.startTime < at)
          .map((r) => r.name),
      ];
    });
    // The entry carries the page's wasm module: it is among them, the module's file is not.
    assert.ok(
      before.some((u) => u.endsWith('/js/embed.js')) && !before.some((u) => u.endsWith('/pkg/asg_bg.wasm')),
      `the entry, and no fetch of the wasm module, among them: ${before.join(', ')}`,
    );
    assert.ok(before.length <= 6, `${before.length} requests before the first frame: ${before.join(', ')}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a ledger’s and a landscape’s workers fetch nothing the page already has: each file once', async () => {
    for (const [path, ready] of [
      ['ledger.html', () => document.getElementById('ledger')?.shadowRoot?.querySelector('table.asg-ledger')],
      [
        'landscape.html',
        () =>
          document.getElementById('land')?.shadowRoot?.querySelector('canvas.asg-landscape-canvas')?.dataset
            .complete === 'true',
      ],
    ]) {
      const { page, problems, requests, context } = await openBlog(path);
      await page.waitForFunction(ready, null, { timeout: 120000 });
      // (A blob: of the worker's script, made once by the page, is read from memory by each worker.)
      const fetched = requests.filter((u) => !u.startsWith('blob:'));
      const twice = fetched.filter((u, i) => fetched.indexOf(u) !== i);
      assert.deepEqual(twice, [], `${path}: asked for twice`);
      assert.equal(requests.filter((u) => u.endsWith('/pkg/asg_full_bg.wasm')).length, 1, `${path}: the full module`);
      assert.equal(fetched.filter((u) => u.endsWith('/js/worker.js')).length, 1, `${path}: the worker's script`);
      assert.ok(requests.filter((u) => u.startsWith('blob:')).length >= 1, `${path}: workers started`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('ten landscape embeds keep at most one live worker per core, and all ten fill their planes', async () => {
    const { page, problems, context } = await openBlog('landscapes.html', { height: 9000 });
    // Live workers as the browser reports them (each one a target that attaches, then closes).
    let live = 0;
    let most = 0;
    let started = 0;
    page.on('worker', (w) => {
      started++;
      most = Math.max(most, ++live);
      w.on('close', () => live--);
    });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('asg-explorer')].every(
          (e) => e.shadowRoot?.querySelector('canvas.asg-landscape-canvas')?.dataset.complete === 'true',
        ),
      null,
      { timeout: 300000, polling: 200 },
    );
    const [cores, held] = await page.evaluate(() => [navigator.hardwareConcurrency, window.__workers]);
    assert.ok(started >= 10 && held.made >= 10, `${started} workers started for ten landscapes`);
    assert.ok(held.most >= 1 && held.most <= cores, `at most ${held.most} workers alive at once, on ${cores} cores`);
    // The browser's own count: a terminated worker's target may close a moment after the next one starts.
    assert.ok(most <= cores + 1, `the browser saw at most ${most} workers at once, on ${cores} cores`);
    assert.equal(held.live, 0, 'every worker ended when its share was done');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('in sandboxed frames (an opaque origin) the script embed and the page for iframes run their workers, the spectrum’s too', async () => {
    const { page, problems, context } = await openBlog('sandboxed.html', { height: 2000 });
    for (const id of ['script', 'page']) {
      const frame = page.frame({ url: id === 'page' ? /embed\.html.*view=ledger/ : /about:srcdoc/ });
      assert.ok(frame, id);
      assert.equal(await frame.evaluate(() => self.origin), 'null', `${id}: an opaque origin`);
      const table = id === 'page' ? 'table.asg-ledger' : '#ledger >> table.asg-ledger';
      await frame.waitForSelector(table, { timeout: 60000 });
      assert.match(
        await frame
          .locator(id === 'page' ? '.asg-caption' : '#ledger >> .asg-caption')
          .first()
          .textContent(),
        /every count equals its closed form/,
        id,
      );
    }
    // The spectrum counted by its worker, in the script embed's frame and in the page for iframes
    // (scrolled to, as a reader does: an embed far below the screen starts when it comes near).
    const script = page.frame({ url: /about:srcdoc/ });
    await script.locator('#spectrum').scrollIntoViewIfNeeded();
    await script.waitForSelector('#spectrum >> .asg-spectrum[data-ready="true"]', { timeout: 60000 });
    const frame = page.frame({ url: /view=spectrum/ });
    assert.equal(await frame.evaluate(() => self.origin), 'null', 'the spectrum: an opaque origin');
    await frame.waitForSelector('.asg-spectrum[data-ready="true"]', { timeout: 60000 });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('under Trusted Types the ledger, the spectrum and the landscape start their workers through the named policy', async () => {
    const { page, problems, context } = await openBlog('trusted.html');
    // Each embed scrolled to, as a reader does (one far below the screen starts when it comes near).
    await page.locator('#ledger').scrollIntoViewIfNeeded();
    await page.waitForSelector('#ledger >> table.asg-ledger', { timeout: 60000 });
    await page.locator('#spectrum').scrollIntoViewIfNeeded();
    await page.waitForSelector('#spectrum >> .asg-spectrum[data-ready="true"]', { timeout: 60000 });
    await page.locator('#land').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        document.getElementById('land')?.shadowRoot?.querySelector('canvas.asg-landscape-canvas')?.dataset.complete ===
        'true',
      null,
      { timeout: 60000 },
    );
    assert.deepEqual(problems, []);
    // The blog does require them: a worker from a plain string is refused (and says so on the console).
    assert.equal(
      await page.evaluate(() => {
        try {
          new Worker('data:text/javascript,');
          return 'a plain string was taken';
        } catch (e) {
          return e.name;
        }
      }),
      'TypeError',
      'the page requires Trusted Types for scripts',
    );
    // The bloggers' page gives the line such a blog adds.
    const embedding = readFileSync(`${ROOT}docs/embedding.md`, 'utf8');
    assert.ok(embedding.includes('trusted-types asg-explorer'), 'docs/embedding.md names the policy');
    await context.close();
  });

  test('a game whose table a worker builds says why it failed with its numbers, in English and German', async () => {
    const { page, problems, context } = await openBlog('large.html');
    const catalogue = (lang) => readFileSync(`${ROOT}www/locales/${lang}.ftl`, 'utf8');
    for (const [id, lang] of [
      ['en', 'en'],
      ['de', 'de'],
    ]) {
      const message = noticeOf(page, id);
      await message.waitFor({ timeout: 120000 });
      const text = (await message.textContent()).trim();
      // The catalogue's words before the number, then the number, digits grouped.
      const head = /^core-period-not-found = (.*?)\{ \$bound \}/m.exec(catalogue(lang))[1];
      const at = text.indexOf(head);
      assert.ok(at >= 0, `${lang}: "${head}" in "${text}"`);
      const bound = /^[\d,.\u00a0\u202f ]+\d/.exec(text.slice(at + head.length))?.[0];
      assert.ok(bound && Number(bound.replace(/\D/g, '')) > 1000, `${lang}: a bound in "${text}"`);
      assert.doesNotMatch(text, /\{|\$bound|bound\}/, lang);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
});
