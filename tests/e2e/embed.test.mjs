// Embedding, sharing, exporting, playing and the tour in a real headless Chromium: a blog page on
// another origin embeds the explorer twice and by iframe; links restore the state; exported files
// are valid and hold the values in view; the computer plays perfectly; the tour works by keyboard.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer } from '../../tools/serve.mjs';
import {
  assertGrid,
  assertStrip,
  mexValues,
  newGame,
  open,
  openBlog as openBlogAt,
  ourTurn,
  SHOTS,
  settle,
  smallestPeriod,
  sourceModule,
  start,
  waitDrawn,
} from './harness.mjs';

let env;
let blog;
before(async () => {
  env = await start();
  // A host page that is not part of the site, on another origin (another port).
  const dir = mkdtempSync(join(tmpdir(), 'asg-blog-'));
  const site = env.url;
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title>
<link rel="icon" href="data:,">
<script type="module" src="${site}js/embed.js"></script>
<style>body { font: 16px serif; max-width: 50rem; margin: 2rem auto; } .filler { height: 120vh; }</style></head>
<body><h1>Subtraction games</h1><p>Some words before the picture.</p>
<asg-explorer id="one" a="5" delta="7" view="grid"></asg-explorer>
<p class="filler">More words.</p>
<asg-explorer id="two" a="7" delta="12" view="strip" zoom="6"></asg-explorer>
<p class="filler">Now the picture alone.</p>
<asg-explorer id="three" a="7" delta="12" view="collisions" ui="picture"></asg-explorer>
<p>The end.</p></body></html>`,
  );
  writeFileSync(
    join(dir, 'iframe.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Iframe</title><link rel="icon" href="data:,"></head>
<body><iframe id="frame" src="${site}embed.html?a=7&delta=12&view=collisions&zoom=6" title="ASG Explorer" style="width: 100%; height: 50rem; border: 0"></iframe></body></html>`,
  );
  // A post read by keyboard: a link, a long stretch of words, then embeds in every language, none
  // of them near the screen until a Tab brings the reader there.
  writeFileSync(
    join(dir, 'keys.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post read by keyboard</title>
<link rel="icon" href="data:,">
<script type="module" src="${site}js/embed.js"></script>
<style>body { font: 16px serif; max-width: 50rem; margin: 2rem auto; } .long { height: 4000px; }</style></head>
<body><h1>Subtraction games</h1><p><a id="before" href="#words">Some words</a> before the picture.</p>
<p class="long" id="words">Words that take a long time to read.</p>
${['en', 'de', 'zh', 'ja']
  .map(
    (lang, i) =>
      `<asg-explorer id="${lang}" a="5" delta="7" lang="${lang}"${i ? ' ui="picture"' : ''}><a href="${site}?a=5&amp;delta=7">ASG Explorer: a = 5, δ = 7</a></asg-explorer><p class="long">More words.</p>`,
  )
  .join('')}
<p>The end.</p></body></html>`,
  );
  blog = await startServer({ root: dir });
});
after(async () => {
  await blog?.close();
  await env?.close();
});

/** A page on the blog's origin; `problems` as in the harness (the site's origin is allowed). */
const openBlog = (path, options) => openBlogAt(env, blog, path, { otherHosts: true, ...options });

/** Waits until embed `id` has drawn, scrolled to first (an embed starts when it comes near the viewport). */
async function drawnIn(page, id) {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.waitForFunction((i) => {
    const c = document.getElementById(i)?.shadowRoot?.querySelector('canvas.asg-canvas');
    return c && Number(c.dataset.frames) > 0;
  }, id);
}

describe('embedding, sharing, export, play and the tour', () => {
  test('a page on another origin embeds the explorer twice, and both draw their own game', async () => {
    const { page, problems, context } = await openBlog('index.html');
    await drawnIn(page, 'one');
    await drawnIn(page, 'two');
    await drawnIn(page, 'three');
    await page.waitForFunction(
      () => document.getElementById('three').shadowRoot.querySelector('canvas.asg-lane')?.dataset.draws > 0,
    );
    const summary = (id) =>
      page.evaluate((i) => document.getElementById(i).shadowRoot.querySelector('.asg-summary').textContent, id);
    assert.match(await summary('one'), /S = \{5, 12, 17\}/);
    assert.match(await summary('two'), /S = \{7, 19, 26\}/);
    // Styles stay inside: the blog's body font is untouched, the explorer's own font applies inside.
    const fonts = await page.evaluate(() => [
      getComputedStyle(document.body).fontFamily,
      getComputedStyle(document.getElementById('one').shadowRoot.querySelector('.asg')).fontFamily,
    ]);
    assert.match(fonts[0], /serif/);
    assert.match(fonts[1], /system-ui/);
    // Each draws its own game's values by the mex rule, in the colours of its own stylesheet: the
    // first a grid fitted to one period (130 heaps) a row, the second a number line at 6 px a heap.
    const one = page.locator('#one canvas.asg-canvas');
    const g5 = mexValues([5, 12, 17], 40000);
    const across = await one.evaluate((c) => c.clientWidth);
    assert.ok((await assertGrid(one, g5, { rowWidth: smallestPeriod(g5), zoom: across / 130, what: '#one' })) > 1000);
    const two = page.locator('#two canvas.asg-canvas');
    assert.ok((await assertStrip(two, mexValues([7, 19, 26], 400), { zoom: 6, what: '#two' })) > 100);
    await page.screenshot({ path: `${SHOTS}/embed-blog-light.png`, fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a waiting embed says in its language what it is and that it is coming; a Tab onto it builds it, with focus on its first control', async () => {
    const { page, problems, context } = await openBlog('keys.html');
    const catalogue = (lang) =>
      readFileSync(new URL(`../../www/locales/${lang}.ftl`, import.meta.url), 'utf8').match(
        /^embed-waiting = (.*)$/m,
      )?.[1];
    const state = (id) =>
      page.evaluate((i) => {
        const root = document.getElementById(i).shadowRoot;
        const box = root.querySelector('.asg-later');
        return {
          started: Boolean(root.querySelector('.asg')),
          words: box?.querySelector('.asg-later-note')?.textContent,
          lang: box?.lang,
          focusable: box?.tabIndex,
        };
      }, id);
    for (const lang of ['en', 'de', 'zh', 'ja'])
      assert.deepEqual(
        await state(lang),
        { started: false, words: catalogue(lang), lang: lang === 'zh' ? 'zh-Hans' : lang, focusable: 0 },
        `${lang}: waits, saying what it is in its language, and is a tab stop`,
      );
    // From the link before the long words, a Tab reaches the first embed, a long way down.
    await page.evaluate(() => document.getElementById('before').focus());
    await page.keyboard.press('Tab');
    await page.waitForFunction(
      () => document.getElementById('en').shadowRoot.querySelector('canvas.asg-canvas')?.dataset.frames > 0,
    );
    await settle(page);
    const focus = await page.evaluate(() => {
      const host = document.activeElement;
      const inner = host?.shadowRoot?.activeElement;
      const asg = host?.shadowRoot?.querySelector('.asg');
      const stops = [
        ...(asg?.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]') ?? []),
      ].filter((e) => e.tabIndex >= 0 && !e.disabled && e.getClientRects().length);
      const box = inner?.getBoundingClientRect();
      return {
        host: host?.id,
        first: inner === stops[0],
        inside: Boolean(inner && asg?.contains(inner)),
        what: inner ? `${inner.localName} ${inner.getAttribute('name') ?? inner.className}` : null,
        shown: Boolean(box && box.bottom > 0 && box.top < innerHeight),
      };
    });
    assert.equal(focus.host, 'en', 'focus is in the embed tabbed onto');
    assert.equal(focus.inside, true, `focus is on a control of the explorer (${focus.what})`);
    assert.equal(focus.first, true, `on its first control (${focus.what})`);
    assert.equal(focus.shown, true, 'which is on the screen');
    await page.screenshot({ path: `${SHOTS}/embed-tabbed-in.png` });
    // The reader goes on by keyboard, inside the explorer.
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(() => {
        const inner = document.activeElement?.shadowRoot?.activeElement;
        return Boolean(inner && document.getElementById('en').shadowRoot.querySelector('.asg').contains(inner));
      }),
      true,
      'the next Tab stays in the explorer',
    );
    assert.equal((await state('de')).started, false, 'the next embed still waits');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('ui="picture" embeds the picture and its caption alone, with a link to the full explorer', async () => {
    const { page, problems, context } = await openBlog('index.html');
    await drawnIn(page, 'three');
    const inside = (sel) => page.locator(`#three >> ${sel}`);
    await page.waitForFunction(
      () => document.getElementById('three').shadowRoot.querySelector('canvas.asg-lane')?.dataset.draws > 0,
    );
    assert.match(await inside('.asg-caption').textContent(), /^35 collision windows per heap period of 301/);
    for (const sel of ['.asg-controls', '.asg-toolbar', '.asg-status', '.asg-inspector'])
      assert.equal(await inside(sel).isVisible(), false, sel);
    for (const sel of ['canvas.asg-canvas', 'canvas.asg-lane', '.asg-below .asg-legend'])
      assert.equal(await inside(sel).isVisible(), true, sel);
    // The full explorer it links to shows its controls: the link does not carry ui=picture.
    const href = await inside('a.asg-open').getAttribute('href');
    assert.equal(new URL(href).search, '?a=7&delta=12&view=collisions');
    // The others on the page are whole explorers.
    assert.equal(await page.locator('#one >> .asg-controls').isVisible(), true);
    // Its picture is the number line of (7, 12) from heap 0, fitted to six of the longest gaps
    // (a + b + 1 = 27 heaps each).
    const three = page.locator('#three canvas.asg-canvas');
    const zoom = (await three.evaluate((c) => c.clientWidth)) / (6 * 27);
    assert.ok((await assertStrip(three, mexValues([7, 19, 26], 400), { zoom, what: '#three' })) > 100);
    await inside('canvas.asg-canvas').scrollIntoViewIfNeeded();
    await page.locator('#three').screenshot({ path: `${SHOTS}/embed-picture-only.png` });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('an embed never takes the page scroll: the wheel zooms only after a click inside, while the pointer stays, or with Ctrl', async () => {
    const { page, problems, context } = await openBlog('index.html');
    await drawnIn(page, 'two');
    const canvas = page.locator('#two >> canvas.asg-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    const zoomOf = () => page.evaluate(() => document.getElementById('two').explorer.then((e) => e.view.zoom()));
    const before = await zoomOf();
    const scrollBefore = await page.evaluate(() => scrollY);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction((y) => scrollY !== y, scrollBefore);
    assert.equal(await zoomOf(), before, 'the wheel scrolled the page and did not zoom');
    // After a click inside (once the page's scroll is over: while it goes on, the wheel is the
    // page's), the wheel zooms the picture and the page stays put.
    await page.waitForTimeout(400);
    const box2 = await canvas.boundingBox();
    await page.mouse.click(box2.x + box2.width / 2, box2.y + box2.height / 2);
    const scrolled = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, -300);
    await page.waitForFunction((z) => document.getElementById('two').explorer.then((e) => e.view.zoom() !== z), before);
    assert.equal(await page.evaluate(() => scrollY), scrolled);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the iframe embed loads, and using it adds nothing to the page’s history', async () => {
    const { page, problems, context } = await openBlog('iframe.html', { colorScheme: 'dark' });
    const frame = page.frameLocator('#frame');
    await frame.locator('canvas.asg-canvas').waitFor();
    const inner = page.frame({ url: /embed\.html/ });
    await waitDrawn(inner);
    await inner.waitForFunction(() =>
      document.querySelector('.asg-caption').textContent.includes('35 collision windows'),
    );
    // In dark colours, the number line of (7, 12) from heap 0 at 6 px a heap, as the link says.
    const g = mexValues([7, 19, 26], 400);
    assert.ok((await assertStrip(inner.locator('canvas.asg-canvas'), g, { zoom: 6, what: 'iframe' })) > 100);
    const length = await page.evaluate(() => history.length);
    await inner.click('text=Gaps');
    await inner.waitForFunction(() => location.search.includes('view=gaps'));
    assert.equal(await page.evaluate(() => history.length), length);
    await page.screenshot({ path: `${SHOTS}/embed-iframe-dark.png`, fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('"Copy link" gives a URL that restores the state; "Copy embed code" gives the two lines', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=collisions&shift=9&zoom=5&x=40');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
    await page.click('text=Copy link');
    await page.waitForFunction(() => document.querySelector('.asg-toolbar-status').textContent.includes('copied'));
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(link.startsWith(env.url), link);
    const copy = await open(env, link.slice(env.url.length));
    assert.equal(await copy.page.locator('input[name="shift"]').inputValue(), '9');
    assert.equal(await copy.page.locator('input[value="collisions"]').isChecked(), true);
    assert.equal(new URL(copy.page.url()).search, new URL(link).search);
    await copy.context.close();
    await page.click('text=Copy embed code');
    await page.waitForFunction(() =>
      document.querySelector('.asg-toolbar-status').textContent.includes('Embed code copied'),
    );
    const code = await page.evaluate(() => navigator.clipboard.readText());
    const back = `${env.url}?a=7&#38;delta=12&#38;view=collisions&#38;zoom=5&#38;x=40&#38;shift=9`;
    assert.equal(
      code,
      `<script type="module" src="${env.url}js/embed.js"></script>\n<asg-explorer a="7" delta="12" view="collisions" zoom="5" x="40" shift="9"><a href="${back}">ASG Explorer: a = 7, δ = 12</a></asg-explorer>`,
    );
    await page.check('input[name="picture-only"]');
    await page.click('text=Copy embed code');
    await page.waitForFunction((c) => navigator.clipboard.readText().then((t) => t !== c), code);
    assert.match(
      await page.evaluate(() => navigator.clipboard.readText()),
      /<asg-explorer a="7" delta="12" view="collisions" zoom="5" x="40" shift="9" ui="picture"><a href="[^"]+">ASG Explorer: a = 7, δ = 12<\/a><\/asg-explorer>$/,
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('exports: a PNG of the right size, an SVG that parses, CSV and JSON with the values in view', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=strip&zoom=10&x=100');
    const save = async (label) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click(`.asg-export button:text-is("${label}")`),
      ]);
      return readFileSync(await download.path());
    };
    const png = await save('PNG');
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    const canvas = await page.evaluate(() => {
      const c = document.querySelector('canvas.asg-canvas');
      return [c.width, c.height];
    });
    // The picture at its full width, with bands of text (title; legend and caption) above and below.
    assert.equal(w, canvas[0]);
    assert.ok(h > canvas[1] + 60, `${h} px tall for a picture of ${canvas[1]}`);
    const svg = (await save('SVG')).toString('utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const root = doc.documentElement;
      return {
        error: doc.querySelector('parsererror') !== null,
        name: root.localName,
        width: root.getAttribute('width'),
        shapes: doc.querySelectorAll('rect, path').length,
        texts: doc.querySelectorAll('text').length,
      };
    }, svg);
    assert.deepEqual([parsed.error, parsed.name, Number(parsed.width)], [false, 'svg', canvas[0]]);
    // Rectangles merged into a path per colour; the labels and the caption as text.
    assert.ok(parsed.shapes > 5 && parsed.texts > 10, `${parsed.shapes} shapes, ${parsed.texts} texts`);
    // The numbers in view: heaps from x = 100 across the canvas at 10 px a heap, with their values.
    const g = mexValues([5, 12, 17], 400);
    const csv = (await save('CSV')).toString('utf8').trim().split('\n');
    assert.equal(csv[0], 'heap,value');
    const rows = csv.slice(1).map((line) => line.split(',').map(Number));
    assert.equal(rows[0][0], 100);
    assert.equal(
      rows.length,
      Math.ceil(100 + (await page.evaluate(() => document.querySelector('canvas.asg-canvas').clientWidth)) / 10) - 100,
    );
    for (const [heap, value] of rows) assert.equal(value, g[heap], `heap ${heap}`);
    const json = JSON.parse((await save('JSON')).toString('utf8'));
    assert.deepEqual(json.game, {
      a: 5,
      b: 12,
      delta: 7,
      regime: 'primitive-quadratic',
      proven: true,
      heapPeriod: 130,
    });
    assert.deepEqual(json.rows, rows);
    assert.equal(new URL(json.link).searchParams.get('x'), '100');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the computer wins every game it can win and never makes an illegal move', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=play');
    const strategy = await sourceModule(page, 'study/play/strategy.ts');
    const result = await page.evaluate(async (strategy) => {
      const { playOut } = await import(strategy);
      const game = window.asgExplorer.game;
      const moves = game.moves;
      let seed = 12345;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed / 2 ** 31;
      };
      const bad = [];
      let won = 0;
      for (let heap = 0; heap <= 300; heap++) {
        for (const computerFirst of [true, false]) {
          const { winner, moves: played } = playOut(game, heap, computerFirst, random);
          for (const m of played)
            if (!moves.includes(m.take) || m.take > m.from) bad.push(`illegal move ${m.take} from ${m.from}`);
          const canWin = (game.value(BigInt(heap)) !== 0) === computerFirst;
          if (canWin && winner !== 'computer') bad.push(`lost from heap ${heap}, computer first: ${computerFirst}`);
          if (canWin) won++;
        }
      }
      return { bad, won };
    }, strategy);
    assert.deepEqual(result.bad, []);
    assert.ok(result.won > 250);
    // And through the page: the computer starts from 40 (value 1) and wins.
    await newGame(page, 40, 'computer');
    for (let i = 0; i < 20; i++) {
      await ourTurn(page);
      if (await page.locator('.asg-play').getAttribute('data-winner')) break;
      await page.locator('.asg-play-moves button[aria-disabled="false"]').last().click();
    }
    await page.waitForFunction(() => document.querySelector('.asg-play').dataset.winner);
    assert.equal(await page.locator('.asg-play').getAttribute('data-winner'), 'computer');
    assert.match(await page.locator('.asg-play-verdict').textContent(), /The computer wins/);
    const log = await page.locator('.asg-play-log li').allTextContents();
    assert.match(log[0], /^Computer: 40 − \d+ = \d+ \(a P-position\)$/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the tour, by keyboard alone, steps through every view', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    // Tab to "Take the tour" and press Enter.
    for (let i = 0; i < 60 && (await focused()) !== 'Take the tour'; i++) await page.keyboard.press('Tab');
    assert.equal(await focused(), 'Take the tour');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.notEqual(outline, 'none', 'focus is visible');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.search.includes('tour=1'));
    const steps = [
      ['The game', 'strip'],
      ['The mex rule, heap by heap', 'strip'],
      ['The closed form', 'strip'],
      ['Four colour classes', 'grid'],
      ['Slide W0 onto the other classes', 'strip'],
      ['Why the formula is right', 'strip'],
      ['Gaps', 'gaps'],
      ['Collision windows', 'collisions'],
      ['Every shift k: the collision spectrum', 'spectrum'],
      ['The residue trapezoid', 'residues'],
      ['The periods', 'ledger'],
      ['Outside the regime', 'strip'],
      ['Practice', 'practice'],
      ['What you have seen', 'grid'],
    ];
    // The steps without a formula: the hands-on ones, the sketch of the proof, and the last four.
    const formulas = new Set([1, 2, 3, 4, 7, 8, 9, 10, 11]);
    for (const [i, [title, view]] of steps.entries()) {
      await page.waitForFunction((n) => location.search.includes(`tour=${n}`), i + 1);
      await page.waitForSelector(`.asg-tour[data-step="${i + 1}"]`);
      assert.equal(await page.locator('.asg-tour h2').textContent(), `${i + 1}. ${title}`);
      assert.equal(new URL(page.url()).searchParams.get('view') ?? 'grid', view);
      assert.equal((await page.locator('.asg-tour math').count()) > 0, formulas.has(i + 1), `step ${i + 1}’s formula`);
      if (i === 1) {
        // The mex rule step by step: Forward three times by keyboard.
        for (let k = 0; k < 40 && (await focused()) !== 'Next heap ▶'; k++) await page.keyboard.press('Tab');
        for (let k = 0; k < 3; k++) await page.keyboard.press('Enter');
        assert.match(await page.locator('.asg-stepper .asg-mex').textContent(), /^Heap 3: /);
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Enter');
        assert.match(await page.locator('.asg-stepper .asg-mex').textContent(), /^Heap 2: /);
      }
      if (i === steps.length - 1) break;
      // Focus stays on Next from step to step (it opened on it), so Enter alone goes on.
      if (i !== 1) assert.equal(await focused(), 'Next →', `focus on Next at step ${i + 1}`);
      for (let k = 0; k < 60 && (await focused()) !== 'Next →'; k++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    }
    await page.screenshot({ path: `${SHOTS}/tour-last-step.png`, fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('screenshots: phone and desktop, light and dark, of the tour, play and an embed, show the mex rule’s values', async () => {
    // (5, 7) by the mex rule: the tour's first step shows its first heaps, play's (with hints) is
    // fitted to two periods, and the embedded grid to one period a row.
    const g = mexValues([5, 12, 17], 60000);
    const period = smallestPeriod(g);
    for (const colorScheme of ['light', 'dark']) {
      for (const [name, width, height] of [
        ['phone', 375, 812],
        ['desktop', 1280, 900],
      ]) {
        for (const [what, path] of [
          ['tour', '?a=5&delta=7&view=strip&tour=1'],
          ['play', '?a=5&delta=7&view=play'],
        ]) {
          const { page, problems, context } = await open(env, path, { width, height, colorScheme });
          // Play hides the values until a game ends, unless hints are on.
          if (what === 'play') await page.check('.asg-play input[name="hints"]');
          await settle(page);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          assert.ok(overflow <= 0, `${what} fits a ${width}-px screen (overflow ${overflow})`);
          const canvas = page.locator('canvas.asg-canvas');
          // The tour's first step shows the first heaps from 0, each value on show.
          if (what === 'tour') await page.waitForSelector('.asg-tour[data-step="1"]');
          await settle(page);
          const zoom =
            what === 'tour'
              ? await page.evaluate(() => window.asgExplorer.view.zoom())
              : (await canvas.evaluate((c) => c.clientWidth)) / (2 * period);
          const shot = `${what}-${name}-${colorScheme}`;
          assert.ok((await assertStrip(canvas, g, { zoom, at: 0.25, what: shot })) > 10, shot);
          await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
          assert.deepEqual(problems, []);
          await context.close();
        }
        const { page, problems, context } = await openBlog('index.html', { viewport: { width, height }, colorScheme });
        await drawnIn(page, 'one');
        const one = page.locator('#one canvas.asg-canvas');
        const zoom = (await one.evaluate((c) => c.clientWidth)) / period;
        const shot = `embed-${name}-${colorScheme}`;
        assert.ok((await assertGrid(one, g, { rowWidth: period, zoom, what: shot })) > 100, shot);
        await page.screenshot({ path: `${SHOTS}/${shot}.png` });
        assert.deepEqual(problems, []);
        await context.close();
      }
    }
  });
});
