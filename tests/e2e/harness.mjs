// Shared set-up for the browser tests: a static server for the built site (www/, bundled by
// ./build.sh build) on a free port, Debian's Chromium driven by playwright-core, and pages that
// record every console message, uncaught error and request to another host.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, beforeEach } from 'node:test';
import { build } from 'esbuild';
import { launch } from '../../tools/browser.mjs';
import { startServer } from '../../tools/serve.mjs';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const SHOTS = `${ROOT}test-results`;
mkdirSync(SHOTS, { recursive: true });

/**
 * The browser contexts each running test has opened, innermost test last: a test's contexts are
 * closed when it ends, passed or failed, so that a failed test leaves no page (and no worker)
 * running beside the next. Contexts opened outside a test (in a `before` hook) stay open.
 */
const opened = [];
beforeEach(() => {
  opened.push(new Set());
});
afterEach(async () => {
  await Promise.all([...(opened.pop() ?? [])].map((context) => context.close().catch(() => {})));
});

/** `browser` with every context it opens (newContext, newPage) recorded for the running test. */
function tracked(browser) {
  const record = (context) => {
    opened.at(-1)?.add(context);
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args) => record(await newContext(...args));
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    record(page.context());
    return page;
  };
  return browser;
}

/**
 * Starts the server and the browser; `close()` stops both. The site is `root` (www/); an atlas
 * in it is served only with `atlas` (so that the other tests do not depend on one being built).
 */
export async function start({ root = `${ROOT}www`, atlas = false } = {}) {
  const server = await startServer({ root, hide: (path) => !atlas && path.startsWith('/atlas/') });
  const browser = tracked(await launch());
  return {
    server,
    browser,
    url: server.url,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Records on `page` what no test expects, through `note(text)`: every console message (the page
 * writes none, of any kind) and every uncaught exception.
 */
export function watch(page, note) {
  page.on('console', (m) => {
    // Chromium's hint after repeated getImageData on one canvas: the tests' own pixel checks.
    if (m.type() === 'warning' && m.text().startsWith('Canvas2D: Multiple readback operations')) return;
    note(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => note(`uncaught: ${e.message}`));
}

/**
 * One module of the page's source (`path` under www/src/), bundled on its own and served to
 * `page` at the address this resolves to, for a test to import in the page: the site itself is
 * one bundle, whose modules have no addresses of their own.
 */
export async function sourceModule(page, path) {
  const { outputFiles } = await build({
    entryPoints: [`${ROOT}www/src/${path}`],
    bundle: true,
    format: 'esm',
    write: false,
  });
  const url = new URL(`/test-modules/${path.replace(/\.ts$/, '.js')}`, page.url()).href;
  await page.route(url, (route) =>
    route.fulfill({ body: outputFiles[0].text, contentType: 'text/javascript; charset=utf-8' }),
  );
  return url;
}

/**
 * A new page at `path`, waiting until the explorer has drawn (`touch`: as on a phone, tapped).
 * `problems` collects console messages, uncaught exceptions and requests to any other host.
 */
export async function open(
  env,
  path = '',
  { width = 1280, height = 900, colorScheme = 'light', ready = true, touch = false } = {},
) {
  const context = await env.browser.newContext({
    viewport: { width, height },
    colorScheme,
    deviceScaleFactor: 1,
    // A phone: a touch screen, and the viewport of a mobile browser.
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  const problems = [];
  watch(page, (text) => problems.push(text));
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(env.url) && !u.startsWith('data:') && !u.startsWith('blob:'))
      problems.push(`request to another host: ${u}`);
  });
  await page.goto(new URL(path, env.url).href);
  if (ready) await waitDrawn(page);
  return { page, problems, context };
}

/**
 * Counts, in every page `context` opens, the workers its scripts make: `window.__workers` holds
 * how many were made, how many are alive (made and not terminated) and the most alive at once.
 */
export function countWorkers(context) {
  return context.addInitScript(() => {
    const Base = window.Worker;
    const count = { live: 0, most: 0, made: 0 };
    Object.defineProperty(window, '__workers', { value: count });
    window.Worker = class extends Base {
      constructor(...args) {
        super(...args);
        count.made++;
        count.most = Math.max(count.most, ++count.live);
      }
      terminate() {
        if (!this.ended) count.live--;
        this.ended = true;
        super.terminate();
      }
    };
  });
}

/**
 * Page `path` of a blog served at `blog` (a server on an origin other than the site's) in a
 * context of its own (`options` are the context's). `problems` collects console messages and
 * uncaught exceptions, but for those `expected` matches, and with `otherHosts`, requests to any
 * host but the site and the blog; `requests` lists every request of the page and its workers, in
 * order; `window.__workers` counts its workers (`countWorkers`). `setup(context)`
 * runs before the page opens.
 */
export async function openBlog(
  env,
  blog,
  path,
  { expected = null, setup = null, otherHosts = false, ...options } = {},
) {
  const context = await env.browser.newContext({
    viewport: { width: 1100, height: 900 },
    deviceScaleFactor: 1,
    ...options,
  });
  await countWorkers(context);
  await setup?.(context);
  const page = await context.newPage();
  const problems = [];
  const requests = [];
  watch(page, (text) => {
    if (!expected?.test(text)) problems.push(text);
  });
  context.on('request', (r) => requests.push(r.url()));
  if (otherHosts)
    page.on('request', (r) => {
      const u = r.url();
      if (![env.url, blog.url, 'data:', 'blob:'].some((p) => u.startsWith(p)))
        problems.push(`request to another host: ${u}`);
    });
  await page.goto(`${blog.url}${path}`);
  return { page, problems, requests, context };
}

/** English text with its digit groups taken out (55,651 → 55651), so that its numbers read back. */
export const ungrouped = (text) => text.replace(/(?<=\d),(?=\d{3}(?!\d))/g, '');

/** Waits until the explorer's canvas has been drawn at least once. */
export async function waitDrawn(page, selector = 'canvas.asg-canvas') {
  await page.waitForSelector(selector);
  await page.waitForFunction((sel) => {
    const c = document.querySelector(sel);
    return c && c.width > 10 && c.dataset.frames > 0;
  }, selector);
}

/** The views that page-wide checks (accessibility, languages) go through, each with a game that shows it well. */
export const VIEWS = [
  ['grid', '?a=5&delta=7'],
  ['strip', '?a=5&delta=7&view=strip'],
  ['gaps', '?a=7&delta=12&view=gaps'],
  ['collisions', '?a=7&delta=12&view=collisions'],
  ['spectrum', '?a=7&delta=12&view=spectrum'],
  ['residues', '?a=7&delta=12&view=residues&r=3'],
  ['ledger', '?a=7&delta=12&view=ledger'],
  ['proof', '?a=7&delta=12&view=proof'],
  ['proof outside the regime', '?a=5&delta=16&view=proof'],
  ['play', '?a=5&delta=7&view=play'],
  ['landscape', '?a=5&delta=7&view=landscape&amax=12&dmax=48'],
  ['outside the regime', '?a=5&delta=16&view=strip'],
];

/**
 * Waits until view `name` (of VIEWS, or 'tour …', or 'bad link') has loaded and drawn: the
 * landscape complete, a lane drawn, the ledger's or the certificate's table, the tour's text, a link's notice, or else
 * the main canvas.
 */
export async function viewReady(page, name) {
  if (name === 'landscape')
    await page.waitForFunction(
      () => document.querySelector('canvas.asg-landscape-canvas')?.dataset.complete === 'true',
    );
  else if (['gaps', 'collisions', 'residues'].includes(name))
    await page.waitForFunction(() => Number(document.querySelector('canvas.asg-lane')?.dataset.draws) > 0);
  else if (name === 'ledger') await page.waitForSelector('table.asg-ledger');
  else if (name.startsWith('proof')) {
    await page.waitForSelector('table.asg-certificate');
    await page.waitForFunction(() => Number(document.querySelector('canvas.asg-lane')?.dataset.draws) > 0);
  } else if (name === 'spectrum') await page.waitForSelector('.asg-spectrum[data-ready="true"]');
  else if (name.startsWith('tour')) await page.waitForSelector('.asg-tour:not([hidden]) .asg-tour-body p');
  else if (name === 'bad link') await page.waitForSelector('.asg-notice:not([hidden])');
  else await page.waitForFunction(() => Number(document.querySelector('canvas.asg-canvas')?.dataset.frames) > 0);
  await settle(page);
}

/**
 * Starts a game of Play from `heap`, `first` ('you' or 'computer') moving first, and resolves
 * when a move of ours can be made or the game is over (the computer pauses before each move).
 */
export async function newGame(page, heap, first) {
  await page.fill('input[name="heap"]', String(heap));
  await page.selectOption('select[name="first"]', first);
  await page.click('.asg-play .asg-primary');
  await ourTurn(page);
}

/** Waits until a move of ours can be made in Play, or the game is over. */
export async function ourTurn(page) {
  await page.waitForFunction(
    () =>
      document.querySelector('.asg-play').dataset.winner ||
      document.querySelector('.asg-play-moves button[aria-disabled="false"]:not([hidden])'),
  );
}

/** Waits for the next frames to be painted. */
export async function settle(page) {
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

/**
 * Waits until the page's layout is still: its scroll position and the boxes of `selectors` the
 * same for `frames` frames in a row (a step placed by the tour, a view scrolled into place).
 */
export async function layoutStill(page, selectors = [], frames = 6) {
  await page.evaluate(
    ([sels, n]) =>
      new Promise((ok) => {
        let last = '';
        let same = 0;
        const tick = () => {
          const boxes = sels.map((s) => {
            const r = document.querySelector(s)?.getBoundingClientRect();
            return r ? [r.top, r.left, r.width, r.height] : null;
          });
          const now = JSON.stringify([scrollX, scrollY, document.documentElement.scrollHeight, boxes]);
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= n) ok();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    [selectors, frames],
  );
}

/** Resolves once `condition()` (in node) holds, looking every 20 ms; fails after `timeout` ms. */
export async function until(condition, what, timeout = 10000) {
  const end = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > end) assert.fail(`waited ${timeout} ms for ${what}`);
    await new Promise((ok) => setTimeout(ok, 20));
  }
}

/** [r, g, b] of a canvas pixel (device pixels; tests run at scale 1). */
export async function pixel(page, x, y, selector = 'canvas.asg-canvas') {
  return page.evaluate(
    ([sel, px, py]) =>
      Array.from(document.querySelector(sel).getContext('2d').getImageData(px, py, 1, 1).data.slice(0, 3)),
    [selector, Math.round(x), Math.round(y)],
  );
}

/** The class colours in effect on the page, as [r, g, b] for values 0..3. */
export async function palette(page) {
  return page.evaluate(() => {
    const s = getComputedStyle(document.querySelector('canvas.asg-canvas'));
    return [0, 1, 2, 3].map((v) => {
      const hex = s.getPropertyValue(`--asg-w${v}`).trim().slice(1);
      return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    });
  });
}

/**
 * Nim-values g(0 … len − 1) by the mex rule, written out plainly (the reference for pixel checks),
 * in bytes: a game of k moves has values 0 … k, and a long reference (tens of millions of heaps)
 * fits in memory.
 */
export function mexTable(moves, len) {
  assert.ok(moves.length < 31, 'the values seen fit the bits of a number');
  const g = new Uint8Array(len);
  for (let x = 0; x < len; x++) {
    let seen = 0;
    for (const s of moves) if (s <= x) seen |= 1 << g[x - s];
    let v = 0;
    while (seen & (1 << v)) v++;
    g[x] = v;
  }
  return g;
}

/** Nim-values g(0 … len − 1) by the mex rule (mexTable), as an array. */
export const mexValues = (moves, len) => Array.from(mexTable(moves, len));

/** The smallest p with g[x] = g[x + p] for every x ≥ `from` that g holds (null if none up to half its length). */
export function smallestPeriod(g, from = 0) {
  for (let p = 1; 2 * p <= g.length - from; p++) {
    let x = from;
    while (x + p < g.length && g[x] === g[x + p]) x++;
    if (x + p === g.length) return p;
  }
  return null;
}

/**
 * [r, g, b] of the pixels at device points [[x, y], …] of `canvas`, a locator (it reaches into open
 * shadow roots). The canvas is read once, and the points and colours cross as text: thousands of
 * small arrays each way, or a readback a point, would cost the page and the test more than the
 * check itself.
 */
export async function pixelsOf(canvas, points) {
  const hex = await canvas.evaluate((c, pts) => {
    const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
    const xy = pts.split(',').map(Number);
    let out = '';
    for (let i = 0; i < xy.length; i += 2) {
      const [x, y] = [xy[i], xy[i + 1]];
      if (!(x >= 0 && y >= 0 && x < c.width && y < c.height)) {
        out += '------';
        continue;
      }
      const at = (y * c.width + x) * 4;
      for (let k = 0; k < 3; k++) out += data[at + k].toString(16).padStart(2, '0');
    }
    return out;
  }, points.flat().join(','));
  // A point outside the canvas reads as transparent black, as getImageData gives it.
  return points.map((_, i) => {
    const rgb = hex.slice(6 * i, 6 * i + 6);
    return rgb === '------' ? [0, 0, 0] : [0, 2, 4].map((k) => parseInt(rgb.slice(k, k + 2), 16));
  });
}

/** The class colours in effect at `canvas` (a locator), as [r, g, b] for values 0..3. */
export async function paletteOf(canvas) {
  return canvas.evaluate((c) => {
    const s = getComputedStyle(c);
    return [0, 1, 2, 3].map((v) => {
      const hex = s.getPropertyValue(`--asg-w${v}`).trim().slice(1);
      return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    });
  });
}

/**
 * A device pixel lying wholly inside cell `i` of cells `size` pixels wide starting at 0 (with a
 * small margin from the cell's edges, where rounding could give the neighbour), or null.
 */
function inside(i, size, at = 0.5) {
  const p = Math.floor((i + at) * size);
  return p / size >= i + 0.02 && (p + 1) / size <= i + 0.98 ? p : null;
}

/**
 * The pixel at each of `points` has the colour of heap `heaps[i]`'s value in `g`; `kind` names
 * what was looked at in the message. Returns how many were checked.
 */
async function assertColours(canvas, colours, g, heaps, points, what, kind) {
  assert.ok(Math.max(...heaps) < g.length, `${what}: the reference is long enough`);
  const got = await pixelsOf(canvas, points);
  const wrong = heaps.filter((heap, i) => String(got[i]) !== String(colours[g[heap]]));
  assert.deepEqual(
    wrong.slice(0, 5).map((heap) => `heap ${heap}: ${got[heaps.indexOf(heap)]}, g = ${g[heap]}`),
    [],
    `${what}: ${wrong.length} of ${heaps.length} ${kind} differ from the mex rule`,
  );
  return heaps.length;
}

/**
 * Checks a grid picture drawn from heap 0 at the top-left, rows of `rowWidth` heaps and `zoom`
 * device pixels per heap: every cell wholly in view and clear of the labels (the top 24 and the
 * left 80 pixels) has the colour of its value in `g`. Returns how many cells were checked.
 */
export async function assertGrid(canvas, g, { rowWidth, zoom, what = '' }) {
  const [colours, [w, h]] = await Promise.all([paletteOf(canvas), canvas.evaluate((c) => [c.width, c.height])]);
  // Values are written in cells of 16 px and more: look beside the digits there.
  const at = zoom >= 16 ? 0.2 : 0.5;
  const heaps = [];
  const points = [];
  for (let row = 0; (row + 1) * zoom <= h; row++) {
    const y = inside(row, zoom, at);
    if (y === null || y < 24) continue;
    for (let col = 0; col < rowWidth && (col + 1) * zoom <= w; col++) {
      const x = inside(col, zoom, at);
      if (x === null || x < 80) continue;
      heaps.push(row * rowWidth + col);
      points.push([x, y]);
    }
  }
  return assertColours(canvas, colours, g, heaps, points, what, 'grid cells');
}

/**
 * Checks the band of a number line starting at heap `x0` with `zoom` device pixels per heap: the
 * band (the upper 40 % of the canvas) over each heap wholly in view has the colour of its value in
 * `g`, looked at `at` of the way across each heap. Returns how many heaps were checked.
 */
export async function assertStrip(canvas, g, { zoom, x0 = 0, at = 0.5, what = '' }) {
  const [colours, [w, h]] = await Promise.all([paletteOf(canvas), canvas.evaluate((c) => [c.width, c.height])]);
  // Clear of the heap labels along the band's lower edge and the digits in its middle.
  const y = Math.floor(Math.floor((h * 2) / 5) * 0.2);
  const heaps = [];
  const points = [];
  for (let i = 0; (i + 1) * zoom <= w; i++) {
    const x = inside(i, zoom, at);
    if (x !== null) {
      heaps.push(x0 + i);
      points.push([x, y]);
    }
  }
  return assertColours(canvas, colours, g, heaps, points, what, 'heaps of the band');
}

/**
 * Switches the system colour scheme of `page` to `colorScheme` ('light' or 'dark'), as a reader
 * changing it does, and waits until the site has taken it up (its root marked with that theme)
 * and painted again.
 */
export async function useScheme(page, colorScheme) {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction((s) => document.documentElement.dataset.theme === s, colorScheme);
  await settle(page);
}

/** axe-core's source: the copy that @axe-core/playwright runs (read when first wanted). */
let axeSource;

/**
 * axe-core's results on `page` as it is now: what @axe-core/playwright's analyze() in legacy mode
 * runs (axe configured as it configures it, then axe.run on the document with no options), with
 * axe put into a document once for all its runs rather than twice a run. For pages without frames
 * of their own (the site has none, which this checks): the builder would put axe into those too.
 */
export async function axeResults(page) {
  assert.deepEqual(
    page
      .frames()
      .slice(1)
      .map((f) => f.url()),
    [],
    'the page has no frames of its own',
  );
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) {
    axeSource ??= createRequire(import.meta.resolve('@axe-core/playwright'))('axe-core').source;
    await page.evaluate(axeSource);
    await page.evaluate(
      `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`,
    );
  }
  return page.evaluate(() => window.axe.run(document, {}));
}
