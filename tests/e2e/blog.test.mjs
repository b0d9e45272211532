// Embeds that survive any blog, in a real headless Chromium: blog pages on another origin move
// and remove their embeds, write right to left, restyle everything, lock themselves down with
// COEP and CSP, make typos in the attributes, lose a request, and frame the explorer by iframe.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { startServer } from '../../tools/serve.mjs';
import { assertGrid, assertStrip, mexValues, openBlog as openBlogAt, SHOTS, settle, start, until } from './harness.mjs';

let env;
let blog;
let site;

/** Headers of the blog's locked-down pages, by path. */
const POLICIES = {
  '/locked.html': () => ({
    'Cross-Origin-Embedder-Policy': 'require-corp',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Content-Security-Policy': `default-src 'self'; style-src 'self'; script-src 'self' ${site} 'wasm-unsafe-eval'; connect-src ${site}; worker-src 'self' blob:; img-src 'self' data:`,
  }),
  '/no-wasm.html': () => ({
    'Content-Security-Policy': `default-src 'self'; style-src 'self'; script-src 'self' ${site}; connect-src ${site}`,
  }),
  '/no-fetch.html': () => ({
    'Content-Security-Policy': `default-src 'self'; style-src 'self'; script-src 'self' ${site} 'wasm-unsafe-eval'; connect-src 'self'`,
  }),
  '/no-workers.html': () => ({
    'Content-Security-Policy': `default-src 'self'; style-src 'self'; script-src 'self' ${site} 'wasm-unsafe-eval'; connect-src ${site}; worker-src 'self'`,
  }),
};

/**
 * A blog page: `body` inside a plain post, with the embed's script and the blog's styles (in a
 * file of its own, for the pages whose policy allows no inline style); with `main`, the post is
 * the page's main landmark (for axe to judge the embeds on a page that is right itself); with
 * `render`, the page is not drawn before the script has run.
 */
function post({
  html = '<html lang="en">',
  style = '',
  body,
  script = `${site}js/embed.js`,
  main = false,
  render = false,
}) {
  return `<!doctype html>${html}<head><meta charset="utf-8"><title>A blog post</title><link rel="icon" href="data:,">
<script type="module"${render ? ' blocking="render"' : ''} src="${script}"></script>
<link rel="stylesheet" href="blog.css">${style ? `<style>${style}</style>` : ''}</head>
<body>${main ? '<main>' : ''}<h1>Subtraction games</h1><p>Some words before the picture.</p>${body}<p>The end.</p>${main ? '</main>' : ''}</body></html>`;
}

const GRID = '<asg-explorer id="one" a="5" delta="7" view="grid"></asg-explorer>';
const STRIP = '<asg-explorer id="two" a="7" delta="12" view="strip" zoom="6"></asg-explorer>';
/** Ten embeds far below the fold, of each kind. */
const FAR = [
  ['far0', 'a="5" delta="7"'],
  ['far1', 'a="7" delta="12" view="strip"'],
  ['far2', 'a="5" delta="7" ui="picture"'],
  ['far3', 'a="7" delta="12" view="strip" ui="picture"'],
  ['far4', 'a="5" delta="7" view="landscape"'],
  ['far5', 'a="5" delta="7" view="landscape"'],
  ['far6', 'a="7" delta="12" view="collisions"'],
  ['far7', 'a="7" delta="12" view="collisions" ui="picture"'],
  ['far8', 'a="9" delta="13" view="gaps"'],
  ['far9', 'a="9" delta="13" view="residues"'],
];

/** The column widths of blogs (px): a phone, a narrow column and a wide one. */
const COLUMNS = [375, 600, 840];
/**
 * Three embeds of a post in a column, of other views, languages, modes and themes (the first on
 * the first screen, the others a long way down), and far below them a twin of the first that
 * never starts: what the first was before it started.
 */
const THREE = [
  ['c1', 'a="5" delta="7" view="grid"', 'en'],
  ['c2', 'a="7" delta="12" view="strip" ui="picture" lang="de" theme="dark"', 'de'],
  ['c3', 'a="5" delta="7" view="gaps" lang="ja" theme="light"', 'ja'],
];
const TWIN = ['twin', THREE[0][1], 'en'];

/** A post in a column `width` px wide on a light or a dark blog, with THREE and the twin. */
function columnPost(width, host) {
  const colours = host === 'dark' ? 'background: #15171c; color: #e8e6e3' : 'background: #fffdf7; color: #222';
  const embed = ([id, attrs]) =>
    `<asg-explorer id="${id}" ${attrs}><a href="${site}?${attrs.replaceAll('"', '').replaceAll(' ', '&amp;')}">ASG Explorer (${id})</a></asg-explorer>`;
  const words = (n, id = '') =>
    `<p${id ? ` id="${id}"` : ''} style="height: ${n}px">Words of the post, between the embeds.</p>`;
  return post({
    html: '<html lang="en">',
    // The post is first drawn with the script run: what moves is the embeds' building, not the
    // element's upgrade (before it the element has no size of its own, on any blog).
    render: true,
    style: `body { max-width: none; width: ${width}px; margin: 0 auto; padding: 0; ${colours} }`,
    body: `${embed(THREE[0])}${words(200, 'after-c1')}${words(2600)}${embed(THREE[1])}${words(200, 'after-c2')}${words(2600)}${embed(THREE[2])}${words(200, 'after-c3')}${words(4000)}${embed(TWIN)}`,
  });
}

/** The column posts by file name: `column-375-light.html`, … */
function columnPosts() {
  return Object.fromEntries(
    COLUMNS.flatMap((w) => ['light', 'dark'].map((host) => [`column-${w}-${host}.html`, columnPost(w, host)])),
  );
}

/** The viewport of a reader of a column `width` px wide: a phone's for the narrowest, else a desk's. */
const readerOf = (width) => (width < 400 ? { width: 375, height: 740 } : { width: 1100, height: 800 });

/** Each catalogue's words for a waiting embed, by language. */
const WAITING = Object.fromEntries(
  ['en', 'de', 'zh', 'ja'].map((l) => [
    l,
    readFileSync(new URL(`../../www/locales/${l}.ftl`, import.meta.url), 'utf8').match(/^embed-waiting = (.*)$/m)?.[1],
  ]),
);

before(async () => {
  env = await start();
  site = env.url;
  const dir = mkdtempSync(join(tmpdir(), 'asg-blogs-'));
  const pages = {
    'plain.html': post({ body: `${GRID}<div id="elsewhere"></div>${STRIP}` }),
    'rtl.html': post({ html: '<html lang="en" dir="rtl">', body: `${GRID}${STRIP}` }),
    'small-rem.html': post({ style: 'html { font-size: 62.5%; }', body: `${GRID}${STRIP}` }),
    'shouting.html': post({
      style:
        '* { text-transform: uppercase; letter-spacing: 3px; text-align: right; line-height: 3; } body { color: #c00; }',
      body: `${GRID}${STRIP}`,
    }),
    'locked.html': post({
      body: `${GRID}<asg-explorer id="ledger" a="7" delta="12" view="ledger"></asg-explorer>`,
    }),
    'no-workers.html': post({ body: '<asg-explorer id="ledger" a="7" delta="12" view="ledger"></asg-explorer>' }),
    'typos.html': post({
      body: `<asg-explorer id="picture" a="7x" delta="12" ui="picture"></asg-explorer>
<asg-explorer id="full" a="5" delta="-7"></asg-explorer>
<asg-explorer id="wide" a="5" delta="7" w="9007199254740992"></asg-explorer>`,
    }),
    'empty.html': post({ body: '<div id="place"></div>' }),
    'scaled.html': post({
      // Factors of two, so that borders snapped to device pixels keep every layout alike inside.
      body: ['', 'zoom: 2', 'transform: scale(.5); transform-origin: 0 0']
        .map(
          (how, i) =>
            `<div style="width: 400px; ${how}"><asg-explorer id="s${i}" a="5" delta="7" theme="light"></asg-explorer></div>`,
        )
        .join(''),
    }),
    'misspelled.html': post({
      body: `<asg-explorer id="detla" a="7" detla="12"></asg-explorer>
<asg-explorer id="veiw" a="7" delta="12" veiw="strip" data-post="3" aria-describedby="x" class="wide"></asg-explorer>
<asg-explorer id="alone" a="7" lang="de"></asg-explorer>`,
    }),
    'long.html': post({
      body: `<p style="height: 700px">A long introduction.</p><asg-explorer id="pic" a="5" delta="7"></asg-explorer><p style="height: 3000px">And more.</p>`,
    }),
    'lazy.html': post({
      body: `<asg-explorer id="top" a="5" delta="7"></asg-explorer>
<div hidden><asg-explorer id="hidden" a="5" delta="7" view="landscape"></asg-explorer></div>
<div style="height: 6000px"></div>
${FAR.map(
  ([id, attrs]) =>
    `<asg-explorer id="${id}" ${attrs}><a href="${site}">ASG Explorer (${id})</a></asg-explorer><p>Between.</p>`,
).join('\n')}`,
    }),
    'several.html': post({
      body: `<p><a id="before" href="#top">Before</a></p>
<asg-explorer id="same1" a="5" delta="7"></asg-explorer>
<p><a id="after" href="#top">After</a></p>
<asg-explorer id="same2" a="5" delta="7"></asg-explorer>
<asg-explorer id="other" a="7" delta="12" view="strip" ui="picture"></asg-explorer>`,
      main: true,
    }),
    'taken.html': post({
      html: `<html lang="en"><script>customElements.define('asg-explorer', class extends HTMLElement {});</script>`,
      body: `<asg-explorer id="taken" a="5" delta="7"><a href="${site}?a=5&amp;delta=7">ASG Explorer: a = 5, δ = 7</a></asg-explorer>`,
    }),
    'no-wasm.html': post({ body: '<asg-explorer id="blocked" a="5" delta="7" lang="de"></asg-explorer>' }),
    'no-fetch.html': post({
      body: '<asg-explorer id="blocked" a="5" delta="7" lang="de"></asg-explorer><asg-explorer id="ja" a="5" delta="7" lang="ja"></asg-explorer>',
    }),
    'preview.html': post({
      body: `${GRID}<iframe id="preview" title="Preview" srcdoc="<!doctype html><html lang=en><title>Preview</title><body></body></html>" style="width: 900px; height: 1400px; border: 0"></iframe>`,
    }),
    'late.html': post({ body: '<asg-explorer id="late" a="5" delta="7"></asg-explorer>' }),
    'narrow.html': post({ body: `<div style="width: 300px">${GRID}</div>` }),
    'down.html': post({
      script: `${site}missing/embed.js`,
      body: `<asg-explorer a="5" delta="7"><a href="${site}?a=5&amp;delta=7">ASG Explorer: a = 5, δ = 7</a></asg-explorer>`,
    }),
    'themes.html': post({
      style: 'body { background: #fff; }',
      body: '<asg-explorer id="dark" a="5" delta="7" theme="dark"></asg-explorer><asg-explorer id="light" a="7" delta="12" view="strip" theme="light"></asg-explorer>',
    }),
    'dark-blog.html': post({
      style: 'body { background: #111; color: #eee; }',
      body: '<asg-explorer id="light" a="5" delta="7" theme="light"></asg-explorer><asg-explorer id="auto" a="7" delta="12" view="strip"></asg-explorer>',
    }),
    ...columnPosts(),
    'blog.css': 'body { font: 16px serif; max-width: 840px; margin: 32px auto; }',
    'iframe.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Iframe</title><link rel="icon" href="data:,">
<script src="listener.js"></script></head><body>
<iframe id="frame" src="${site}embed.html?a=5&delta=7" title="ASG Explorer" style="width: 100%; height: 300px; border: 0"></iframe>
<iframe id="picture" src="${site}embed.html?a=5&delta=7&ui=picture" title="ASG Explorer, the picture" style="width: 100%; height: 1250px; border: 0"></iframe>
<div style="height: 6000px"></div>
<iframe id="below" src="${site}embed.html?a=7&delta=12&ui=picture&view=strip" title="ASG Explorer, far below" style="width: 100%; height: 1250px; border: 0"></iframe></body></html>`,
    // The listener of docs/embedding.md, word for word but for the site's address.
    'listener.js': `addEventListener('message', (e) => {
  if (e.origin !== ${JSON.stringify(site.replace(/\/$/, ''))} || e.data?.type !== 'asg-explorer:height') return;
  for (const f of document.querySelectorAll('iframe')) if (f.contentWindow === e.source) f.style.height = \`\${e.data.height}px\`;
});`,
  };
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, name), html);
  blog = await startServer({ root: dir, headers: (path) => POLICIES[path]?.() ?? {} });
});
after(async () => {
  await blog?.close();
  await env?.close();
});

/** A blog page, as the harness opens one (`problems`, `window.__workers`). */
const openBlog = (path, options) => openBlogAt(env, blog, path, options);

/**
 * Waits until embed `id` has drawn `frames` frames or more; one showing the landscape, until its
 * chart has drawn (its main picture is hidden then, and draws nothing).
 */
async function drawn(page, id, frames = 1) {
  await page.waitForFunction(
    ([i, n]) => {
      const root = document.getElementById(i)?.shadowRoot;
      if (root?.querySelector('.asg')?.dataset.view === 'landscape')
        return root.querySelector('canvas.asg-landscape-canvas')?.dataset.window !== undefined;
      return Number(root?.querySelector('canvas.asg-canvas')?.dataset.frames) >= n;
    },
    [id, frames],
  );
}

const inside = (page, id, sel) => page.locator(`#${id} >> ${sel}`);

/**
 * Waits until embed `id` is built and settled: drawn (a proof view's lanes too) and the
 * explorer's height unchanged for 20 frames (the parts and words that come after the first frame).
 */
async function built(page, id) {
  await drawn(page, id);
  await page.waitForFunction((i) => {
    const root = document.getElementById(i).shadowRoot;
    const view = root.querySelector('.asg')?.dataset.view;
    return (
      !['gaps', 'collisions', 'residues'].includes(view) ||
      Number(root.querySelector('canvas.asg-lane')?.dataset.draws) > 0
    );
  }, id);
  await page.evaluate(
    (i) =>
      new Promise((ok) => {
        let last = -1;
        let same = 0;
        const tick = () => {
          const h = document.getElementById(i).shadowRoot.querySelector('.asg').getBoundingClientRect().height;
          same = h === last ? same + 1 : 0;
          last = h;
          if (same >= 20) ok();
          else requestAnimationFrame(tick);
        };
        tick();
      }),
    id,
  );
}

/** The height (px) of embed `id`, or of the element `sel` in its shadow root. */
const heightOf = (page, id, sel = null) =>
  page.evaluate(
    ([i, s]) => {
      const e = document.getElementById(i);
      return (s ? e.shadowRoot.querySelector(s) : e).getBoundingClientRect().height;
    },
    [id, sel],
  );

/** Relative luminance (WCAG) of a CSS rgb() colour. */
function luminance(rgb) {
  const [r, g, b] = rgb
    .match(/[\d.]+/g)
    .slice(0, 3)
    .map((c) => Number(c) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('embeds on any blog', () => {
  test('a moved embed goes on: after append elsewhere its view, attributes and hover work', async () => {
    const { page, problems, context } = await openBlog('plain.html');
    await drawn(page, 'one');
    const moved = await page.evaluate(() => {
      const one = document.getElementById('one');
      const before = one.shadowRoot.querySelector('.asg');
      document.getElementById('elsewhere').append(one);
      document.body.append(one); // twice, as a framework might
      return one.shadowRoot.querySelector('.asg') === before;
    });
    assert.ok(moved, 'the same explorer after two moves');
    await page.evaluate(() => {
      const one = document.getElementById('one');
      for (const [k, v] of [
        ['view', 'strip'],
        ['a', '7'],
        ['delta', '12'],
        ['zoom', '6'],
      ])
        one.setAttribute(k, v);
    });
    await page.waitForFunction(() =>
      document.getElementById('one').shadowRoot.querySelector('.asg-summary').textContent.includes('{7, 19, 26}'),
    );
    await page.waitForFunction(
      () => document.getElementById('one').shadowRoot.querySelector('.asg').dataset.view === 'strip',
    );
    const canvas = page.locator('#one canvas.asg-canvas');
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    assert.ok((await assertStrip(canvas, mexValues([7, 19, 26], 400), { zoom: 6, what: 'moved #one' })) > 100);
    // Hover: heap 10 at 6 px a heap.
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    await page.mouse.move(box.x + 63, box.y + 30);
    await page.waitForFunction(
      () => !document.getElementById('one').shadowRoot.querySelector('.asg-stage .asg-tip').hidden,
    );
    assert.match(await inside(page, 'one', '.asg-stage .asg-tip').textContent(), /^heap 10 · value \d$/);
    // Its ledger and number line need the full core and a worker: both still come.
    await page.evaluate(() => document.getElementById('one').setAttribute('view', 'collisions'));
    await page.waitForFunction(
      () => Number(document.getElementById('one').shadowRoot.querySelector('canvas.asg-lane')?.dataset.draws) > 0,
    );
    // The picture's text alternative names the picture it is: a number line here, not a grid.
    assert.match(
      await inside(page, 'one', 'canvas.asg-canvas').getAttribute('aria-label'),
      /^Number line of nim-values/,
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('under CSS zoom and transforms the pointer finds the heap under it, and the canvas has the screen’s pixels', async () => {
    const { page, problems, context } = await openBlog('scaled.html');
    // Each scrolled to: an embed starts near the viewport.
    for (const id of ['s0', 's1', 's2']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await drawn(page, id);
    }
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    /** The heap the tip names with the mouse at fractions (fx, fy) of embed `id`'s canvas as seen. */
    const heapAt = async (id, fx, fy) => {
      const canvas = page.locator(`#${id} canvas.asg-canvas`);
      await canvas.scrollIntoViewIfNeeded();
      const box = await canvas.boundingBox();
      await page.mouse.move(box.x + fx * box.width, box.y + fy * box.height);
      const tip = page.locator(`#${id} >> .asg-stage .asg-tip`);
      // No tip: the pointer's point fell outside the picture's heaps.
      const shown = await tip.waitFor({ state: 'visible', timeout: 2000 }).then(
        () => true,
        () => false,
      );
      const text = shown ? await tip.textContent() : 'none';
      await page.mouse.move(0, 0);
      await tip.waitFor({ state: 'hidden' });
      return text.match(/^heap ([\d,]+)/)?.[1];
    };
    // The three embeds have the same layout inside (400 px wide): the same fraction is the same heap.
    for (const [fx, fy] of [
      [0.5, 0.5],
      [0.23, 0.71],
      [0.9, 0.2],
    ]) {
      const plain = await heapAt('s0', fx, fy);
      assert.ok(plain, `a heap at (${fx}, ${fy})`);
      assert.equal(await heapAt('s1', fx, fy), plain, `zoom 2 at (${fx}, ${fy})`);
      assert.equal(await heapAt('s2', fx, fy), plain, `scale(.5) at (${fx}, ${fy})`);
    }
    // One canvas pixel for each pixel on the screen: sharp under zoom, no more than needed when scaled down.
    const sizes = await page.evaluate(() =>
      ['s0', 's1', 's2'].map((id) => {
        const c = document.getElementById(id).shadowRoot.querySelector('canvas.asg-canvas');
        const r = c.getBoundingClientRect();
        return [c.width, Math.round(r.width), c.height, Math.round(r.height)];
      }),
    );
    for (const [i, [w, rw, h, rh]] of sizes.entries()) {
      assert.ok(Math.abs(w - rw) <= 1, `s${i}: ${w} canvas pixels across for ${rw} on screen`);
      assert.ok(Math.abs(h - rh) <= 1, `s${i}: ${h} canvas pixels down for ${rh} on screen`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a misspelled or missing attribute is named in the embed, with the name it was meant to be', async () => {
    const { page, problems, context } = await openBlog('misspelled.html');
    const notice = (id) => inside(page, id, '.asg-notice');
    // Each scrolled to (an embed starts near the viewport; the third lies below it once the others
    // are built, and started unscrolled only when it saw their empty boxes while they loaded).
    for (const id of ['detla', 'veiw', 'alone']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await page.waitForSelector(`#${id} >> .asg-notice:not([hidden])`);
    }
    // detla="12": named, with its nearest; and no game of a = 7, δ = 7 meanwhile.
    assert.match(
      await notice('detla').textContent(),
      /The attribute “detla” means nothing to the explorer: did you mean “delta”\?/,
    );
    assert.match(
      await notice('detla').textContent(),
      /a = 7 needs a second number: add the attribute “delta” \(for δ\) or “b”/,
    );
    assert.equal(await inside(page, 'detla', 'canvas.asg-canvas').isVisible(), false, 'no picture of another game');
    // veiw="strip": named; the game is right, so it is shown; the platform's own attributes are no mistake.
    const veiw = await notice('veiw').textContent();
    assert.match(veiw, /The attribute “veiw” means nothing to the explorer: did you mean “view”\?/);
    assert.doesNotMatch(veiw, /data-post|aria-describedby|class/);
    await drawn(page, 'veiw');
    // In the embed's language.
    assert.match(await notice('alone').textContent(), /Zu a = 7 fehlt die zweite Zahl/);
    assert.equal(await inside(page, 'alone', 'canvas.asg-canvas').isVisible(), false);
    // Mended, each shows its game and says nothing more.
    await page.evaluate(() => {
      const detla = document.getElementById('detla');
      detla.removeAttribute('detla');
      detla.setAttribute('delta', '12');
      document.getElementById('veiw').removeAttribute('veiw');
      document.getElementById('alone').setAttribute('b', '19');
    });
    for (const id of ['detla', 'alone']) await drawn(page, id);
    for (const id of ['detla', 'veiw', 'alone'])
      await page.waitForSelector(`#${id} >> .asg-notice[hidden]`, { state: 'attached' });
    assert.match(await inside(page, 'detla', '.asg-status .asg-summary').textContent(), /\{7, 19, 26\}/);
    assert.match(await inside(page, 'alone', '.asg-status .asg-summary').textContent(), /\{7, 19, 26\}/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the wheel zooms only while the pointer stays over the picture clicked; swipes scroll the blog', async () => {
    const { page, problems, context } = await openBlog('long.html', { viewport: { width: 1100, height: 800 } });
    await drawn(page, 'pic');
    const state = () =>
      page.evaluate(() =>
        document.getElementById('pic').explorer.then((e) => {
          const { zoom, x, row, col } = e.state;
          return JSON.stringify({ zoom, x: String(x), row: String(row), col: String(col) });
        }),
      );
    // Clicked, the picture zooms under the pointer that stays on it.
    await page.locator('#pic canvas.asg-canvas').scrollIntoViewIfNeeded();
    const box = await page.locator('#pic canvas.asg-canvas').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(400); // the scroll into view is over: the wheel is not the page's
    const top = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, -100);
    await page.waitForFunction(() => document.getElementById('pic').explorer.then((e) => e.state.zoom !== null));
    assert.equal(await page.evaluate(() => scrollY), top, 'the blog did not scroll under the zoom');
    // The pointer goes off the picture and the reader scrolls the blog: when the picture passes
    // under the pointer the blog goes on scrolling, every tick, and the picture keeps its zoom.
    await page.mouse.move(box.x + box.width / 2, 10);
    await page.evaluate(() => scrollTo(0, 0));
    const zoomBefore = await state();
    let stuck = 0;
    for (let tick = 0; tick < 25; tick++) {
      const before = await page.evaluate(() => scrollY);
      await page.mouse.wheel(0, 100);
      await page.waitForFunction((y) => scrollY !== y, before, { timeout: 1000 }).catch(() => stuck++);
    }
    assert.equal(stuck, 0, `the blog stuck for ${stuck} of 25 ticks`);
    assert.equal(await state(), zoomBefore, 'the picture did not zoom');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a finger pans the picture only sideways or after a long press; a vertical swipe scrolls the blog; two pinch', async () => {
    const { page, problems, context } = await openBlog('long.html', {
      viewport: { width: 400, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    await drawn(page, 'pic');
    const cdp = await context.newCDPSession(page);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    /** A finger (or two) from `from` by `by` in `steps` moves, after holding still `hold` ms. */
    const drag = async (from, by, { hold = 0, steps = 10 } = {}) => {
      await touch('touchStart', from);
      if (hold) await page.waitForTimeout(hold);
      for (let i = 1; i <= steps; i++) {
        await touch(
          'touchMove',
          from.map((p, k) => ({ x: p.x + (by[k].x * i) / steps, y: p.y + (by[k].y * i) / steps, id: k })),
        );
        await page.waitForTimeout(16);
      }
      await touch('touchEnd', []);
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    };
    const state = () =>
      page.evaluate(() =>
        document.getElementById('pic').explorer.then((e) => {
          const { zoom, row, col } = e.state;
          return { zoom, row: String(row), col: String(col) };
        }),
      );
    const canvas = page.locator('#pic canvas.asg-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2, id: 0 };
    // A vertical swipe: the blog scrolls, the picture neither moves nor leaves its fitted zoom.
    const fitted = await state();
    const top = await page.evaluate(() => scrollY);
    await drag([mid], [{ x: 3, y: -120 }]);
    assert.deepEqual(await state(), fitted, 'a vertical swipe leaves the picture alone');
    assert.ok((await page.evaluate(() => scrollY)) > top, 'and scrolls the blog');
    await canvas.scrollIntoViewIfNeeded();
    const at = await canvas.boundingBox();
    const centre = { x: at.x + at.width / 2, y: at.y + at.height / 2, id: 0 };
    // A sideways drag pans.
    await drag([centre], [{ x: -80, y: 4 }]);
    const sideways = await state();
    assert.notEqual(sideways.col, fitted.col, 'a sideways drag pans the picture');
    // After a long press, up and down pan too (and the blog stays).
    const still = await page.evaluate(() => scrollY);
    await drag([centre], [{ x: 0, y: -60 }], { hold: 700 });
    const held = await state();
    assert.notEqual(held.row, sideways.row, 'a drag after a long press pans the picture up or down');
    assert.equal(await page.evaluate(() => scrollY), still, 'and the blog stays where it is');
    // Two fingers apart zoom in.
    await drag(
      [
        { x: centre.x - 30, y: centre.y, id: 0 },
        { x: centre.x + 30, y: centre.y, id: 1 },
      ],
      [
        { x: -40, y: 0 },
        { x: 40, y: 0 },
      ],
    );
    const pinched = await state();
    assert.ok(pinched.zoom > held.zoom * 1.5, `a pinch zooms in (${held.zoom} → ${pinched.zoom})`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('embeds far below the fold or hidden do nothing until they come near, meanwhile showing their link at their size', async () => {
    const { page, problems, context } = await openBlog('lazy.html');
    const requests = [];
    page.on('request', (r) => requests.push(r.url()));
    await drawn(page, 'top');
    await page.waitForTimeout(1000); // time for any other embed to have started, had it been going to
    const ids = [...FAR.map(([id]) => id), 'hidden'];
    const waiting = await page.evaluate(
      (list) =>
        list.map((id) => {
          const e = document.getElementById(id);
          return {
            started: Boolean(e.shadowRoot.querySelector('.asg')),
            height: Math.round(e.getBoundingClientRect().height),
          };
        }),
      ids,
    );
    assert.deepEqual(
      waiting.map((w) => w.started),
      ids.map(() => false),
      'none of them started',
    );
    assert.equal(await page.evaluate(() => window.__workers.made), 0, 'no worker started');
    assert.ok(!requests.some((u) => /asg_full/.test(u)), 'the full core was not fetched');
    for (const [id] of FAR) assert.equal(await page.locator(`#${id} a`).isVisible(), true, `${id} shows its link`);
    // Scrolled to, each starts, draws, and takes the size its placeholder had.
    for (const [k, [id]] of FAR.entries()) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await drawn(page, id);
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      const height = await page.evaluate(
        (i) => Math.round(document.getElementById(i).getBoundingClientRect().height),
        id,
      );
      const before = waiting[k].height;
      assert.ok(Math.abs(height - before) <= 0.06 * height, `${id}: ${before} px waiting, ${height} px started`);
    }
    assert.equal(
      await page.evaluate(() => Boolean(document.getElementById('hidden').shadowRoot.querySelector('.asg'))),
      false,
      'the hidden embed never started',
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('waiting embeds in columns of 375, 600 and 840 px, on light and dark blogs, say in their language what they are and that they are coming, in their theme; axe finds nothing', async () => {
    for (const width of COLUMNS)
      for (const host of ['light', 'dark']) {
        const path = `column-${width}-${host}.html`;
        // No embed comes near the viewport: each is seen as a reader sees it before it starts.
        const { page, problems, context } = await openBlog(path, {
          viewport: readerOf(width),
          colorScheme: host,
          setup: (c) =>
            c.addInitScript(() => {
              window.IntersectionObserver = class {
                observe() {}
                unobserve() {}
                disconnect() {}
                takeRecords() {
                  return [];
                }
              };
            }),
        });
        for (const [id, attrs, lang] of [...THREE, TWIN]) {
          const seen = await page.evaluate((i) => {
            const box = document.getElementById(i).shadowRoot.querySelector('.asg-later[role="group"]');
            const label = box?.getRootNode().getElementById(box.getAttribute('aria-labelledby') ?? '');
            return {
              started: Boolean(box?.getRootNode().querySelector('.asg')),
              lang: box?.lang,
              label: label?.textContent,
              background: box && getComputedStyle(box).backgroundColor,
              ink: label && getComputedStyle(label).color,
            };
          }, id);
          assert.equal(seen.started, false, `${path} ${id} waits`);
          assert.equal(seen.lang, lang, `${path} ${id}: its language`);
          assert.equal(seen.label, WAITING[lang], `${path} ${id}: the catalogue's words, naming its region`);
          assert.equal(await inside(page, id, '.asg-later-note').isVisible(), true, `${path} ${id}: its words show`);
          assert.equal(await page.locator(`#${id} > a`).isVisible(), true, `${path} ${id}: the snippet's link shows`);
          // Its theme: the attribute's, else the reader's setting, as the explorer it stands for.
          const theme = /theme="(\w+)"/.exec(attrs)?.[1] ?? host;
          const [bg, ink] = [luminance(seen.background), luminance(seen.ink)];
          assert.ok(theme === 'dark' ? bg < 0.05 : bg > 0.85, `${path} ${id}: a ${theme} box (${seen.background})`);
          assert.ok((Math.max(bg, ink) + 0.05) / (Math.min(bg, ink) + 0.05) >= 4.5, `${path} ${id}: contrast`);
        }
        const result = await new AxeBuilder({ page }).include('asg-explorer').analyze();
        const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        assert.deepEqual(found, [], path);
        for (const [id] of THREE) {
          await page.evaluate((i) => document.getElementById(i).scrollIntoView(), id);
          await page.screenshot({ path: `${SHOTS}/blog-waiting-${width}-${host}-${id}.png` });
        }
        assert.deepEqual(problems, [], path);
        await context.close();
      }
  });

  test('in columns of 375, 600 and 840 px, on light and dark blogs, the post moves while each embed is built no more than the content outgrows the height it waited at', async (t) => {
    for (const width of COLUMNS)
      for (const host of ['light', 'dark']) {
        const path = `column-${width}-${host}.html`;
        const viewport = readerOf(width);
        const { page, problems, context } = await openBlog(path, {
          viewport,
          colorScheme: host,
          setup: (c) =>
            c.addInitScript(() => {
              window.__shifts = [];
              new PerformanceObserver((list) => {
                for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value);
              }).observe({ type: 'layout-shift', buffered: true });
            }),
        });
        const shifts = () => page.evaluate(() => window.__shifts.slice());
        // The first starts on the first screen as the page loads; its twin far below shows what it waited at.
        const waited = { c1: await heightOf(page, 'twin') };
        let seen = 0;
        for (const [id] of THREE) {
          if (id !== 'c1') {
            assert.equal(
              await page.evaluate((i) => !document.getElementById(i).shadowRoot.querySelector('.asg'), id),
              true,
              `${path} ${id} waits`,
            );
            waited[id] = await heightOf(page, id);
            seen = (await shifts()).length;
            // The reader jumps there (a link to a heading, a long swipe): it starts in view, with the words after it on screen.
            await page.evaluate((i) => {
              const box = document.getElementById(i).getBoundingClientRect();
              scrollTo(0, scrollY + box.bottom - 0.6 * innerHeight);
            }, id);
          }
          await built(page, id);
          const shift = (await shifts()).slice(seen).reduce((sum, v) => sum + v, 0);
          const content = await heightOf(page, id, '.asg');
          const line = await page.evaluate(
            (i) =>
              Number.parseFloat(
                getComputedStyle(document.getElementById(i).shadowRoot.querySelector('.asg')).lineHeight,
              ),
            id,
          );
          const what = `${path} ${id}: waited at ${waited[id].toFixed(1)} px, built ${content.toFixed(1)} px, shift ${shift.toFixed(4)}`;
          t.diagnostic(what);
          // The height it waited at is the explorer's own, to a line of its text (a game's words wrap otherwise).
          assert.ok(Math.abs(content - waited[id]) <= line, what);
          // A layout shift scores at most the distance moved over the viewport's larger side: only
          // what the explorer grew past the height it waited at may move the post (and inside it,
          // a legend's swatches drawn again as its part fills them in, which score under 0.002).
          const most = Math.max(0, content - waited[id]) / Math.max(viewport.width, viewport.height);
          assert.ok(shift <= most + 0.002, `${what} (at most ${most.toFixed(4)} + 0.002)`);
          await page.screenshot({ path: `${SHOTS}/blog-built-${width}-${host}-${id}.png` });
          seen = (await shifts()).length;
        }
        assert.deepEqual(problems, [], path);
        await context.close();
      }
  });

  test('several embeds on a blog: names of their own, a link past each as its first tab stop, named when they fail; axe finds nothing', async () => {
    const ids = ['same1', 'same2', 'other'];
    const names = (page) =>
      page.evaluate(
        (list) =>
          list.map((i) =>
            document.getElementById(i).shadowRoot.querySelector('[role="region"]')?.getAttribute('aria-label'),
          ),
        ids,
      );
    const axe = async (page, what) => {
      const result = await new AxeBuilder({ page }).analyze();
      const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      assert.deepEqual(found, [], what);
    };
    const { page, problems, context } = await openBlog('several.html', { viewport: { width: 1100, height: 4000 } });
    for (const id of ids) await drawn(page, id);
    const named = await names(page);
    assert.equal(new Set(named).size, 3, `three names: ${named.join(' | ')}`);
    for (const name of named) assert.match(name, /a = [57], δ = (7|12)/, 'the game is in the name');
    // The first tab stop of an embed is the link past it; it takes focus past the whole explorer.
    await page.focus('#before');
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => {
      const e = document.activeElement;
      return e?.id === 'same1' ? e.shadowRoot.activeElement?.textContent : null;
    });
    assert.equal(first, 'Skip the explorer');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'after', 'focus went past the explorer');
    // Past the link after it, the next embed's first stop is its own link past it.
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(
        () => document.activeElement?.id === 'same2' && document.activeElement.shadowRoot.activeElement?.className,
      ),
      'asg-skip',
    );
    await axe(page, 'three embeds');
    assert.deepEqual(problems, []);
    await context.close();
    // Where they cannot start (no catalogue comes), each failure is a region with a name of its own.
    const failed = await openBlog('several.html', {
      viewport: { width: 1100, height: 4000 },
      expected: /Failed to load resource|net::ERR_FAILED/,
      setup: (c) => c.route(/locales\/\w+\.ftl$/, (route) => route.abort()),
    });
    for (const id of ids) await failed.page.waitForSelector(`#${id} >> .asg-failed`);
    const failures = await names(failed.page);
    assert.equal(new Set(failures).size, 3, `three names: ${failures.join(' | ')}`);
    for (const name of failures) assert.match(name, /ASG Explorer \(\d\), not started/);
    await axe(failed.page, 'three failed embeds');
    assert.deepEqual(failed.problems, []);
    await failed.context.close();
  });

  test('where another script took the element’s name, the console says so and the snippet’s link shows', async () => {
    const warnings = [];
    const { page, problems, context } = await openBlog('taken.html', {
      expected: /asg-explorer/,
      setup: (c) => c.on('console', (m) => warnings.push(`${m.type()}: ${m.text()}`)),
    });
    await page.waitForLoadState('load');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /embed\.js$/.test(r.name)));
    await until(() => warnings.length > 0, 'the warning in the console');
    await settle(page);
    assert.equal(warnings.length, 1, warnings.join('\n'));
    assert.match(warnings[0], /^warning: .*<asg-explorer> is already defined by another script/);
    assert.equal(await page.locator('#taken a').isVisible(), true, 'the snippet’s link shows');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a policy that blocks the fetch or the WebAssembly compile gets a message naming its directive', async () => {
    // Without 'wasm-unsafe-eval', in the embed's language (its catalogue can still be fetched).
    const wasm = await openBlog('no-wasm.html', { expected: /Content Security Policy|WebAssembly|wasm-eval/ });
    await wasm.page.waitForSelector('#blocked >> .asg-failed');
    const said = await inside(wasm.page, 'blocked', '.asg-failed p').textContent();
    assert.match(said, /^Der ASG Explorer konnte nicht starten: Die Content-Security-Policy dieser Seite/);
    assert.match(said, /script-src http:\/\/127\.0\.0\.1:\d+ 'wasm-unsafe-eval'/);
    assert.deepEqual(wasm.problems, []);
    await wasm.context.close();
    // Without connect-src for the site no catalogue can come either: the bundle's own messages, in
    // the embed's language, name the directive and the site.
    const fetch = await openBlog('no-fetch.html', { expected: /Content Security Policy|Failed to fetch|connect-src/ });
    await fetch.page.waitForSelector('#blocked >> .asg-failed');
    await fetch.page.waitForSelector('#ja >> .asg-failed');
    const german = inside(fetch.page, 'blocked', '.asg-failed');
    assert.match(
      await german.locator('p').textContent(),
      /^Der ASG Explorer konnte nicht starten: Die Content-Security-Policy dieser Seite erlaubt dem Explorer nicht, seine Dateien zu laden \(connect-src\)\. .*connect-src http:\/\/127\.0\.0\.1:\d+\/?\.$/,
    );
    assert.equal(await german.getAttribute('lang'), 'de');
    assert.match(await german.getAttribute('aria-label'), /^ASG Explorer \(\d+\), nicht gestartet$/);
    const japanese = inside(fetch.page, 'ja', '.asg-failed');
    assert.match(
      await japanese.locator('p').textContent(),
      // (\s: Japanese keeps a word with the Japanese after it by a no-break space.)
      /^ASG Explorer\sを起動できませんでした：このページの Content-Security-Policy\s.*connect-src http:\/\/127\.0\.0\.1:\d+/,
    );
    assert.equal(await japanese.getAttribute('lang'), 'ja');
    assert.deepEqual(fetch.problems, []);
    await fetch.context.close();
  });

  test('moved into another document (an editor’s preview frame), the embed keeps its styles and goes on', async () => {
    const { page, problems, context } = await openBlog('preview.html', { viewport: { width: 1100, height: 3000 } });
    await drawn(page, 'one');
    const frames = await page.evaluate(() => {
      const one = document.getElementById('one');
      const doc = document.getElementById('preview').contentDocument;
      doc.body.append(one);
      return Number(one.shadowRoot.querySelector('canvas.asg-canvas').dataset.frames);
    });
    const look = await page.evaluate(async () => {
      const one = document.getElementById('preview').contentDocument.getElementById('one');
      await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
      const s = getComputedStyle(one.shadowRoot.querySelector('.asg-controls button'));
      return [s.borderRadius, s.borderTopStyle, one.shadowRoot.querySelector('.asg-status .asg-summary').textContent];
    });
    assert.deepEqual(look.slice(0, 2), ['6px', 'solid'], 'the controls keep their styles');
    assert.match(look[2], /S = \{5, 12, 17\}/);
    // And it goes on: a new game asked for is drawn there.
    await page.evaluate(() =>
      document.getElementById('preview').contentDocument.getElementById('one').setAttribute('a', '7'),
    );
    await page.waitForFunction((n) => {
      const one = document.getElementById('preview').contentDocument.getElementById('one');
      return Number(one.shadowRoot.querySelector('canvas.asg-canvas').dataset.frames) > n;
    }, frames);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('attributes set while the core still loads are applied once it has started', async () => {
    const { page, problems, context } = await openBlog('late.html', {
      setup: (c) =>
        c.route(/asg_bg\.wasm$/, async (route) => {
          await new Promise((ok) => setTimeout(ok, 1000));
          await route.continue();
        }),
    });
    // A framework sets the game 100 ms after the element upgrades, long before the core is there.
    await page.evaluate(async () => {
      await customElements.whenDefined('asg-explorer');
      await new Promise((ok) => setTimeout(ok, 100));
      const e = document.getElementById('late');
      for (const [k, v] of [
        ['a', '7'],
        ['delta', '12'],
        ['view', 'strip'],
      ])
        e.setAttribute(k, v);
    });
    await drawn(page, 'late');
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const shown = await page.evaluate(() => {
      const root = document.getElementById('late').shadowRoot;
      return { summary: root.querySelector('.asg-summary').textContent, view: root.querySelector('.asg').dataset.view };
    });
    assert.match(shown.summary, /\{7, 19, 26\}/, 'the game the attributes ask for now');
    assert.equal(shown.view, 'strip');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('removed mid-draw, mid-animation and mid-computation: nothing of it runs afterwards, and it comes back', async () => {
    const { page, problems, context } = await openBlog('empty.html');
    const add = (attrs) =>
      page.evaluate((a) => {
        const e = document.createElement('asg-explorer');
        for (const [k, v] of Object.entries(a)) e.setAttribute(k, v);
        document.getElementById('place').append(e);
      }, attrs);
    // A grid that sharpens over many frames, removed after its first.
    await add({ id: 'grid', a: '101', delta: '150', w: '7777', zoom: '0.1' });
    await drawn(page, 'grid');
    const frames = await page.evaluate(() => {
      const e = document.getElementById('grid');
      window.__kept = e;
      window.__canvas = e.shadowRoot.querySelector('canvas.asg-canvas');
      e.remove();
      return Number(window.__canvas.dataset.frames);
    });
    // The tour's mex stepper, playing; and the number line with its lanes.
    await add({ id: 'stepper', a: '5', delta: '7', view: 'strip', zoom: '24', tour: '2' });
    await page.waitForSelector('#stepper >> .asg-stepper button:has-text("Run")');
    await inside(page, 'stepper', '.asg-stepper button:has-text("Run")').click();
    await page.waitForFunction(() =>
      document
        .getElementById('stepper')
        .shadowRoot.querySelector('.asg-stepper .asg-mex')
        .textContent.startsWith('Heap 1:'),
    );
    await add({ id: 'lanes', a: '101', delta: '150', view: 'collisions' });
    await page.waitForFunction(
      () => Number(document.getElementById('lanes')?.shadowRoot?.querySelector('canvas.asg-lane')?.dataset.draws) > 0,
    );
    // A landscape on a pool of workers, removed while they compute.
    await add({ id: 'plane', a: '5', delta: '7', view: 'landscape', amax: '200', dmax: '2000' });
    await page.locator('#plane').scrollIntoViewIfNeeded(); // far below the others: it starts when near
    await page.waitForFunction(() => window.__workers.live >= 1);
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      for (const id of ['stepper', 'lanes', 'plane']) document.getElementById(id).remove();
    });
    await page.waitForTimeout(3000);
    assert.deepEqual(problems, [], 'no error in the 3 s after the removals');
    const after = await page.evaluate(() => ({
      frames: Number(window.__canvas.dataset.frames),
      workers: window.__workers,
    }));
    assert.equal(after.frames, frames, 'the removed grid drew no frame afterwards');
    assert.equal(after.workers.live, 0, `every worker ended (${after.workers.made} started)`);
    // Put back, it starts again where it was, and draws.
    await page.evaluate(() => document.getElementById('place').append(window.__kept));
    await drawn(page, 'grid');
    assert.match(await inside(page, 'grid', '.asg-status .asg-summary').textContent(), /S = \{101, 251, 352\}/);
    assert.equal(await inside(page, 'grid', 'input[name="w"]').inputValue(), '7777');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('right-to-left, tiny-rem and shouting blogs show the same labels and sizes as a plain one', async () => {
    /** What a reader sees of embed `id`: its text, sizes, and a fingerprint of its canvas (labels included). */
    const look = (page, id) =>
      page.evaluate((i) => {
        const root = document.getElementById(i).shadowRoot;
        const size = (sel) => {
          const r = root.querySelector(sel).getBoundingClientRect();
          return `${Math.round(r.width)}×${Math.round(r.height)}`;
        };
        const c = root.querySelector('canvas.asg-canvas');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let h = 0;
        for (let k = 0; k < d.length; k += 3) h = (h * 31 + d[k]) >>> 0;
        const style = getComputedStyle(root.querySelector('.asg-summary'));
        return {
          text: root.querySelector('.asg').innerText,
          button: size('button'),
          canvas: size('canvas.asg-canvas'),
          field: size('input[name="a"]'),
          summary: [
            style.fontSize,
            style.letterSpacing,
            style.textAlign,
            style.textTransform,
            style.direction,
            style.color,
          ].join(' '),
          picture: h,
        };
      }, id);
    const seen = {};
    for (const path of ['plain.html', 'rtl.html', 'small-rem.html', 'shouting.html']) {
      const { page, problems, context } = await openBlog(path);
      await drawn(page, 'one');
      await drawn(page, 'two');
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      seen[path] = [await look(page, 'one'), await look(page, 'two')];
      assert.match(seen[path][0].text, /δ = 7, d = δ − a = 2/, `${path}: the mathematics keeps its case`);
      await page.screenshot({ path: `${SHOTS}/blog-${path.replace('.html', '')}.png`, fullPage: true });
      assert.deepEqual(problems, [], path);
      await context.close();
    }
    for (const path of ['rtl.html', 'small-rem.html', 'shouting.html'])
      assert.deepEqual(seen[path], seen['plain.html'], `${path} looks like plain.html`);
  });

  test('a locked-down blog (COEP require-corp, CSP style-src self) gets styled controls, coloured canvases and its worker', async () => {
    const { page, problems, context } = await openBlog('locked.html');
    assert.equal(await page.evaluate(() => crossOriginIsolated), true, 'the blog is cross-origin isolated');
    await drawn(page, 'one');
    const button = await page.evaluate(() => {
      const s = getComputedStyle(document.getElementById('one').shadowRoot.querySelector('.asg-controls button'));
      return [s.borderRadius, s.borderTopStyle, s.fontSize];
    });
    assert.deepEqual(button, ['6px', 'solid', '14.72px'], 'the controls are styled');
    const one = page.locator('#one canvas.asg-canvas');
    const across = await one.evaluate((c) => c.clientWidth);
    assert.ok(
      (await assertGrid(one, mexValues([5, 12, 17], 20000), { rowWidth: 130, zoom: across / 130, what: 'locked' })) >
        500,
    );
    // The ledger is counted in a worker (a blob that imports ours), which the policy allows.
    await page.waitForSelector('#ledger >> table.asg-ledger');
    assert.match(await inside(page, 'ledger', '.asg-caption').textContent(), /every count equals its closed form/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a blog whose CSP blocks workers gets a message that names the policy', async () => {
    const { page, problems, context } = await openBlog('no-workers.html', {
      expected: /Content Security Policy|Content-Security-Policy/,
    });
    await page.waitForSelector('#ledger >> .asg-ledger-box .asg-error');
    const text = await inside(page, 'ledger', '.asg-ledger-box .asg-error').textContent();
    assert.match(text, /Content-Security-Policy blocks the explorer’s worker \(worker-src\)/);
    assert.match(text, /worker-src blob: http:\/\/127\.0\.0\.1:\d+/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a typo shows a message in every mode and no picture of another game', async () => {
    const { page, problems, context } = await openBlog('typos.html');
    for (const [id, message] of [
      ['picture', /a: “7x” is not a whole number/],
      ['full', /δ: “-7” is not a whole number/],
    ]) {
      await page.waitForSelector(`#${id} >> .asg-notice:not([hidden])`);
      assert.match(await inside(page, id, '.asg-notice').textContent(), message, id);
      assert.match(
        await inside(page, id, '.asg-notice').textContent(),
        /shows no game until its attributes ask for one/,
      );
      assert.equal(await inside(page, id, 'canvas.asg-canvas').isVisible(), false, `${id}: no picture`);
      assert.equal(
        await inside(page, id, '.asg-status .asg-summary').isVisible(),
        false,
        `${id}: no summary of another game`,
      );
    }
    assert.equal(
      await inside(page, 'full', 'input[name="second"]').inputValue(),
      '-7',
      'the field shows what was typed',
    );
    // Mended, the right game appears.
    await page.evaluate(() => document.getElementById('picture').setAttribute('a', '7'));
    await drawn(page, 'picture');
    assert.equal(await inside(page, 'picture', '.asg-notice').isVisible(), false);
    // A row width past 2^53 is exact and draws without an error.
    await drawn(page, 'wide', 2);
    assert.equal(await inside(page, 'wide', 'input[name="w"]').inputValue(), '9007199254740992');
    await page.screenshot({ path: `${SHOTS}/blog-typos.png`, fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('in a 300-px column of a wide page the layout follows the column', async () => {
    const { page, problems, context } = await openBlog('narrow.html', { viewport: { width: 1400, height: 900 } });
    await drawn(page, 'one');
    const layout = await page.evaluate(() => {
      const root = document.getElementById('one').shadowRoot.querySelector('.asg');
      const below = getComputedStyle(root.querySelector('.asg-below')).gridTemplateColumns.split(' ').length;
      return { below, overflow: root.scrollWidth - root.clientWidth, width: root.getBoundingClientRect().width };
    });
    assert.deepEqual(layout, { below: 1, overflow: 0, width: 300 });
    await page.locator('#one').screenshot({ path: `${SHOTS}/blog-narrow.png` });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('where the script cannot load, the snippet’s own link is shown', async () => {
    const { page, context } = await openBlog('down.html');
    await page.waitForLoadState('load');
    const link = page.locator('asg-explorer a');
    assert.equal(await link.isVisible(), true);
    assert.match(await link.textContent(), /ASG Explorer: a = 5, δ = 7/);
    await context.close();
  });

  test('theme="dark" and theme="light" hold on any blog, with contrast that passes', async () => {
    for (const [path, colorScheme] of [
      ['themes.html', 'light'],
      ['dark-blog.html', 'dark'],
    ]) {
      const { page, problems, context } = await openBlog(path, { colorScheme });
      const ids = path === 'themes.html' ? ['dark', 'light'] : ['light', 'auto'];
      for (const id of ids) await drawn(page, id);
      const themes = await page.evaluate(
        (list) => list.map((i) => document.getElementById(i).shadowRoot.querySelector('.asg').dataset.theme),
        ids,
      );
      assert.deepEqual(themes, path === 'themes.html' ? ['dark', 'light'] : ['light', 'dark']);
      const result = await new AxeBuilder({ page }).include('asg-explorer').analyze();
      const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      assert.deepEqual(found, [], path);
      await page.screenshot({ path: `${SHOTS}/blog-${path.replace('.html', '')}.png`, fullPage: true });
      assert.deepEqual(problems, [], path);
      await context.close();
    }
  });

  test('theme= on the site fixes the page’s colours and the picture’s', async () => {
    const context = await env.browser.newContext({ colorScheme: 'light', viewport: { width: 900, height: 700 } });
    const page = await context.newPage();
    await page.goto(`${site}?a=5&delta=7&theme=dark`);
    await page.waitForFunction(() => Number(document.querySelector('canvas.asg-canvas')?.dataset.frames) > 0);
    const seen = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      page: getComputedStyle(document.body).backgroundColor,
      // Heap 0 is a P-position: the top-left cell, below the column labels.
      cell: Array.from(
        document.querySelector('canvas.asg-canvas').getContext('2d').getImageData(2, 30, 1, 1).data.slice(0, 3),
      ),
    }));
    assert.deepEqual(seen, { theme: 'dark', page: 'rgb(15, 17, 21)', cell: [0x56, 0xb4, 0xe9] });
    await context.close();
  });

  test('a failed first request for the full module, or for the catalogue, is made again; the page module comes with the script', async () => {
    const { page, problems, context } = await openBlog('plain.html', {
      expected: /Failed to load resource|net::ERR_FAILED/,
    });
    await drawn(page, 'one');
    // The full module fails once: the first proof view says so, the next one loads it.
    let refused = 0;
    await page.route(/asg_full_bg\.wasm$/, (route) => (refused++ === 0 ? route.abort() : route.continue()));
    await page.evaluate(() => document.getElementById('one').setAttribute('view', 'gaps'));
    await page.waitForFunction(() =>
      document.getElementById('one').shadowRoot.querySelector('.asg-caption').textContent.includes('could not load'),
    );
    await page.evaluate(() => document.getElementById('one').setAttribute('view', 'collisions'));
    await page.waitForFunction(
      () => Number(document.getElementById('one').shadowRoot.querySelector('canvas.asg-lane')?.dataset.draws) > 0,
    );
    assert.match(await inside(page, 'one', '.asg-caption').textContent(), /collision windows per heap period/);
    assert.equal(refused, 2);
    await context.close();
    // The catalogue fails for the first embed of a page: the next embed added still starts. The
    // page module is never asked for (the embed's script carries it).
    const second = await openBlog('empty.html', { expected: /Failed to load resource|net::ERR_FAILED/ });
    let first = true;
    let modules = 0;
    await second.page.route(/asg_bg\.wasm$/, (route) => {
      modules++;
      return route.continue();
    });
    await second.page.route(/locales\/\w+\.ftl$/, (route) => {
      if (first) {
        first = false;
        return route.abort();
      }
      return route.continue();
    });
    const add = (id) =>
      second.page.evaluate((i) => {
        const e = document.createElement('asg-explorer');
        e.id = i;
        e.setAttribute('a', '5');
        e.setAttribute('delta', '7');
        document.getElementById('place').append(e);
      }, id);
    await add('first');
    await second.page.waitForSelector('#first >> .asg-failed');
    assert.match(await inside(second.page, 'first', '.asg-failed').textContent(), /could not start/);
    await add('later');
    await drawn(second.page, 'later');
    assert.equal(modules, 0, 'no request for the page module');
    assert.deepEqual([...problems, ...second.problems], []);
    await second.context.close();
  });

  test('the iframe embed tells its page its height, and the listener of docs/embedding.md fits the frame to it', async () => {
    const { page, problems, context } = await openBlog('iframe.html');
    const inner = page.frame({ url: /embed\.html/ });
    await inner.waitForFunction(() => Number(document.querySelector('canvas.asg-canvas')?.dataset.frames) > 0);
    await page.waitForFunction(() => {
      const f = document.getElementById('frame');
      const doc = f.contentDocument; // cross-origin: null, so compare through the posted height
      return doc === null && f.getBoundingClientRect().height > 600;
    });
    const [frameHeight, contentHeight, scrolls] = await Promise.all([
      page.evaluate(() => Math.round(document.getElementById('frame').getBoundingClientRect().height)),
      inner.evaluate(() => document.documentElement.scrollHeight),
      inner.evaluate(() => document.documentElement.scrollHeight > innerHeight),
    ]);
    assert.equal(frameHeight, contentHeight, 'the frame is as tall as its content');
    assert.equal(scrolls, false, 'nothing scrolls inside the frame');
    /** The height of frame `id` on the blog, and the bottom of the explorer inside it. */
    const fit = async (id, url) => {
      const frame = page.frame({ url });
      // Mounted (a frame off screen draws no frame until it is scrolled to: polled, not by frames).
      await frame.waitForFunction(() => window.asgExplorer?.state, null, { polling: 100 });
      const content = () =>
        frame.evaluate(() => Math.ceil(document.getElementById('app').getBoundingClientRect().bottom + scrollY));
      await page
        .waitForFunction(
          ([i, h]) => Math.abs(document.getElementById(i).getBoundingClientRect().height - h) <= 1,
          [id, await content()],
          { timeout: 5000, polling: 100 },
        )
        .catch(() => {});
      const height = await page.evaluate(
        (i) => Math.round(document.getElementById(i).getBoundingClientRect().height),
        id,
      );
      return { frame, height, content: await content() };
    };
    // The picture alone in a 1 250-px frame (the full explorer's height) shrinks to its content.
    const picture = await fit('picture', /ui=picture&?$|delta=7&ui=picture/);
    assert.ok(picture.content < 1000, `the picture alone is ${picture.content} px`);
    assert.ok(
      Math.abs(picture.height - picture.content) <= 1,
      `frame ${picture.height} px for ${picture.content} px of content`,
    );
    // From the grid to the number line (as a reader looking at it picks it) the content shrinks,
    // and the frame with it.
    await page.locator('#picture').scrollIntoViewIfNeeded();
    await picture.frame.evaluate(() => window.asgExplorer.load('?a=5&delta=7&ui=picture&view=strip'));
    await picture.frame.waitForFunction(() => document.querySelector('.asg').dataset.view === 'strip', null, {
      polling: 100,
    });
    const strip = await fit('picture', /ui=picture/);
    assert.ok(strip.content < picture.content - 100, `the number line is ${strip.content} px`);
    assert.ok(
      Math.abs(strip.height - strip.content) <= 1,
      `frame ${strip.height} px for ${strip.content} px of the number line`,
    );
    // A frame far below the fold tells its height at load, before anyone scrolls to it.
    const below = await fit('below', /view=strip/);
    assert.ok(
      await page.evaluate(() => document.getElementById('below').getBoundingClientRect().top > innerHeight + 3000),
      'the frame is far below the fold',
    );
    assert.ok(
      Math.abs(below.height - below.content) <= 1,
      `frame ${below.height} px for ${below.content} px far below`,
    );
    assert.deepEqual(problems, []);
    await context.close();
  });
});
