// Shared set-up for the browser tests: a static server for www/ on a free port, Debian's
// Chromium driven by playwright-core, and pages that record every console error and request.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from '../../tools/serve.mjs';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const SHOTS = `${ROOT}test-results`;
mkdirSync(SHOTS, { recursive: true });

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts the server and the browser; `close()` stops both. */
export async function start() {
  const server = await startServer({ root: `${ROOT}www` });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ARGS });
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
 * A new page at `path`, waiting until the explorer has drawn. `problems` collects console
 * errors, uncaught exceptions and requests to any other host.
 */
export async function open(env, path = '', { width = 1280, height = 900, colorScheme = 'light', ready = true } = {}) {
  const context = await env.browser.newContext({ viewport: { width, height }, colorScheme, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(env.url) && !u.startsWith('data:') && !u.startsWith('blob:'))
      problems.push(`request to another host: ${u}`);
  });
  await page.goto(new URL(path, env.url).href);
  if (ready) await waitDrawn(page);
  return { page, problems, context };
}

/** Waits until the explorer's canvas has been drawn at least once. */
export async function waitDrawn(page, selector = 'canvas.asg-canvas') {
  await page.waitForSelector(selector);
  await page.waitForFunction((sel) => {
    const c = document.querySelector(sel);
    return c && c.width > 10 && c.dataset.frames > 0;
  }, selector);
}

/** Waits for the next frames to be painted. */
export async function settle(page) {
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
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

/** Nim-values g(0..len) by the mex rule, written out plainly (the reference for pixel checks). */
export function mexValues(moves, len) {
  const g = [];
  for (let x = 0; x < len; x++) {
    const seen = new Set(moves.filter((s) => s <= x).map((s) => g[x - s]));
    let v = 0;
    while (seen.has(v)) v++;
    g.push(v);
  }
  return g;
}
