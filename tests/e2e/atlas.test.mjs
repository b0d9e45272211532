// The landscape read from an atlas, in a real headless Chromium: a small atlas is built here by the
// Python package (a Zarr store, a ≤ 64, δ ≤ 512 in tiles of 16 × 64, four levels) into a served
// copy of the site; the page reads (zarrita) only the chunks in view, each once, also while it
// pans; a hovered cell's period is the mex rule's; a damaged or missing chunk is refused with a
// message naming it and its games computed here; and the panel has no accessibility violation,
// light and dark, phone and desktop.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { mexValues, open, ROOT, SHOTS, smallestPeriod, start, ungrouped } from './harness.mjs';

const [A_MAX, D_MAX, TILE_A, TILE_D] = [64, 512, 16, 64];
const CANVAS = 'canvas.asg-landscape-canvas';

let env;
let site;
before(async () => {
  // The site as it is, beside an atlas of its own.
  site = mkdtempSync(join(tmpdir(), 'asg-atlas-site-'));
  for (const name of readdirSync(`${ROOT}www`))
    if (name !== 'atlas') symlinkSync(`${ROOT}www/${name}`, join(site, name));
  buildAtlas();
  env = await start({ root: site, atlas: true });
});
after(async () => {
  await env?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

/** Builds the atlas into the site (the package's own command, one local worker). */
function buildAtlas() {
  execFileSync(
    `${ROOT}.venv/bin/python`,
    [
      '-m',
      'asg.atlas',
      'build',
      ...['--a-max', `${A_MAX}`, '--delta-max', `${D_MAX}`, '--tile', `${TILE_A}x${TILE_D}`],
      ...['--workers', '1', '--quiet', '--out', join(site, 'atlas')],
    ],
    { cwd: ROOT, stdio: 'pipe', timeout: 120000 },
  );
}

/** The level-0 tiles "row-col" that meet the games on show (the canvas says them: aLo aHi dLo dHi). */
async function tilesInView(page) {
  const [aLo, aHi, dLo, dHi] = (await page.locator(CANVAS).getAttribute('data-window')).split(' ').map(Number);
  const span = (lo, hi, per, max) => [
    Math.floor((Math.max(1, Math.floor(lo + 0.5)) - 1) / per),
    Math.floor((Math.min(max, Math.ceil(hi - 0.5)) - 1) / per),
  ];
  const [r0, r1] = span(aLo, aHi, TILE_A, A_MAX);
  const [c0, c1] = span(dLo, dHi, TILE_D, D_MAX);
  const out = new Set();
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.add(`${r}-${c}`);
  return out;
}

/** Waits until every cell and tile in view is in and painted. */
async function complete(page) {
  await page.locator(CANVAS).scrollIntoViewIfNeeded();
  await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.complete === 'true', CANVAS, {
    timeout: 60000,
  });
}

/** Opens the landscape at `query` and records every chunk of the atlas the page asks for (its key). */
async function openAtlas(query, options = {}) {
  const opened = await open(env, `?a=5&delta=7&view=landscape&${query}`, { ready: false, ...options });
  const asked = [];
  opened.page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/atlas/') && path.includes('/c/')) asked.push(path.slice('/atlas/'.length));
  });
  return { ...opened, asked };
}

/** Where game (a, δ) lies on the canvas, for the window on show. */
async function pointOf(page, a, delta) {
  const box = await page.locator(CANVAS).boundingBox();
  const [aLo, aHi, dLo, dHi] = (await page.locator(CANVAS).getAttribute('data-window')).split(' ').map(Number);
  const m = { left: 44, right: 14, top: 12, bottom: 34 };
  const cw = (box.width - m.left - m.right) / (aHi - aLo);
  const ch = (box.height - m.top - m.bottom) / (dHi - dLo);
  return [box.x + m.left + (a - aLo) * cw, box.y + box.height - m.bottom - (delta - dLo) * ch];
}

/** The smallest period of (a, δ) by the mex rule, computed here (past a quarter of the values: past any preperiod). */
function mexPeriod(a, delta) {
  const b = a + delta;
  const len = 4 * a * (3 * delta + a) + 2 * (a + b);
  return smallestPeriod(mexValues([a, b, a + b], len), Math.floor(len / 4));
}

/** Hovers (a, δ) and gives the tip's text once it is about that game and not pending. */
async function hoverText(page, a, delta) {
  const [x, y] = await pointOf(page, a, delta);
  await page.mouse.move(x, y);
  await page.waitForFunction(
    ([a, d]) => {
      const tip = document.querySelector('.asg-landscape .asg-tip:not([hidden])')?.textContent ?? '';
      return tip.startsWith(`a = ${a}, δ = ${d} `) && !tip.includes('not computed');
    },
    [a, delta],
    { timeout: 30000 },
  );
  return ungrouped(await page.locator('.asg-landscape .asg-tip').textContent());
}

describe('the landscape from an atlas', () => {
  test('fetches only the tiles in view, each once, also while it pans; a hovered period is the mex rule’s', async () => {
    const { page, problems, context, asked } = await openAtlas('amax=16&dmax=128');
    await complete(page);
    // Level 0 is the store's root: its chunks' keys start with the field's name, not a level's group.
    const level0 = () => asked.filter((p) => !/^\d/.test(p));
    // a ≤ 16, δ ≤ 128 is two tiles of level 0: their periods, and nothing else of that level.
    assert.deepEqual(level0().sort(), ['period/c/0/0', 'period/c/0/1']);
    assert.deepEqual(await tilesInView(page), new Set(['0-0', '0-1']));
    const panel = page.locator('.asg-landscape');
    assert.match(
      ungrouped(await panel.locator('.asg-landscape-atlas').textContent()),
      /a ≤ 64, δ ≤ 512 \(32768 games\)/,
    );
    assert.match(await panel.locator('.asg-landscape-atlas').textContent(), /tiles of size 16 × 64 with 4 levels/);
    assert.match(
      await panel.locator('.asg-landscape-source').textContent(),
      /each game from the atlas .*computed here: 0 games/,
    );
    // Drag the plot left and down: larger a and δ come into view, and their tiles are fetched.
    const seen = new Set(await tilesInView(page));
    const box = await page.locator(CANVAS).boundingBox();
    for (const [dx, dy] of [
      [-400, 0],
      [-300, 200],
      [0, 250],
    ]) {
      const [x0, y0] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++) await page.mouse.move(x0 + (dx * i) / 8, y0 + (dy * i) / 8);
      await page.mouse.up();
      await complete(page);
      for (const t of await tilesInView(page)) seen.add(t);
    }
    const periodsAsked = level0().map((p) => p.split('/').slice(2).join('-'));
    // New tiles came in, every file asked for once, and only tiles that were in view.
    assert.ok(new Set(periodsAsked).size > 2, `${periodsAsked}`);
    assert.equal(new Set(level0()).size, level0().length, `asked twice: ${level0()}`);
    for (const t of periodsAsked) assert.ok(seen.has(t), `tile ${t} was never in view (${[...seen]})`);
    for (const t of await tilesInView(page)) assert.ok(periodsAsked.includes(t), `tile ${t} in view not fetched`);
    // Hover games in view: each cell's period is the one found here by the mex rule.
    const [aLo, aHi, dLo, dHi] = (await page.locator(CANVAS).getAttribute('data-window')).split(' ').map(Number);
    for (const [fa, fd] of [
      [0.3, 0.3],
      [0.7, 0.6],
    ]) {
      const a = Math.round(aLo + fa * (aHi - aLo));
      const delta = Math.round(dLo + fd * (dHi - dLo));
      const tip = await hoverText(page, a, delta);
      assert.match(tip, new RegExp(`period ${mexPeriod(a, delta)} by the mex rule`), tip);
      assert.match(tip, /\(from the atlas\)$/);
    }
    assert.equal(new Set(asked).size, asked.length, `asked twice: ${asked}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a damaged or missing chunk is refused with a message and its games are computed here', async () => {
    // One byte of one tile's periods changed (a = 49 … 64, δ = 449 … 512): its CRC-32C fails.
    const file = join(site, 'atlas/period/c/3/7');
    const bytes = readFileSync(file);
    bytes[5] ^= 0x10;
    writeFileSync(file, bytes);
    // And the periods of the tile beside it gone (a = 49 … 64, δ = 385 … 448).
    const gone = join(site, 'atlas/period/c/3/6');
    const kept = readFileSync(gone);
    rmSync(gone);
    const { page, problems, context } = await openAtlas('amax=64&dmax=512');
    await complete(page);
    writeFileSync(gone, kept);
    const refused = await page.locator('.asg-landscape-refused').textContent();
    for (const key of ['period/c/3/7', 'period/c/3/6']) {
      assert.ok(
        refused.includes(`The atlas chunk ${key} is damaged or missing (its CRC-32C does not match) and was refused`),
        refused,
      );
    }
    assert.match(refused, /its games are computed here/);
    assert.match(
      ungrouped(await page.locator('.asg-landscape [role="status"]').textContent()),
      /All 2048 games the atlas lacks are computed/,
    );
    // The keys zoom about the middle (+) and back to the whole atlas (0).
    const windowOf = async () => (await page.locator(CANVAS).getAttribute('data-window')).split(' ').map(Number);
    await page.locator(CANVAS).focus();
    await page.keyboard.press('+');
    await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.window !== '0.5 64.5 0.5 512.5', CANVAS);
    assert.deepEqual(await windowOf(), [16.5, 48.5, 128.5, 384.5]);
    await page.keyboard.press('0');
    await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.window === '0.5 64.5 0.5 512.5', CANVAS);
    // The wheel zooms about the pointer: into the refused tile, then a game of it is hovered.
    const [x, y] = await pointOf(page, 56, 480);
    await page.mouse.move(x, y);
    for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -100);
    await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.window !== '0.5 64.5 0.5 512.5', CANVAS);
    await complete(page);
    const [aLo, aHi, dLo, dHi] = await windowOf();
    assert.ok(
      aHi - aLo < 64 && dHi - dLo < 512 && aLo < 56 && 56 < aHi && dLo < 480 && 480 < dHi,
      `${await windowOf()}`,
    );
    const tip = await hoverText(page, 56, 480);
    assert.match(tip, new RegExp(`period ${mexPeriod(56, 480)} by the mex rule`), tip);
    assert.match(tip, /\(computed here\)$/);
    // The chunk gone is a 404, which Chromium notes in the console once; nothing else is said there.
    assert.deepEqual(
      problems.filter((p) => !/status of 404/.test(p)),
      [],
    );
    assert.ok(problems.length <= 1, `${problems}`);
    await context.close();
  });

  test('a tile refused after the first computation ended is computed too, and the status counts every game computed here', async () => {
    // Two tiles of level 0 refused one after the other: the first (a = 49 … 64, δ = 385 … 448)
    // missing at once, the second (δ = 449 … 512) damaged, its answer held until the first
    // tile's games are all in.
    const opened = await open(env, 'about:blank', { ready: false });
    const { page, problems, context } = opened;
    let release = () => {};
    const held = new Promise((done) => {
      release = done;
    });
    await page.route('**/atlas/period/c/3/6', (route) => route.fulfill({ status: 404, body: '' }));
    await page.route('**/atlas/period/c/3/7', async (route) => {
      await held;
      await route.fulfill({ status: 200, body: Buffer.alloc(64, 7) });
    });
    await page.goto(new URL('?a=5&delta=7&view=landscape&amax=64&dmax=512', env.url).href);
    const status = () => page.locator('.asg-landscape [role="status"]').textContent().then(ungrouped);
    await page.waitForFunction(() =>
      /All 1,?024 games the atlas lacks are computed/.test(
        document.querySelector('.asg-landscape [role="status"]')?.textContent ?? '',
      ),
    );
    release();
    await page.waitForFunction(() =>
      /period\/c\/3\/7/.test(document.querySelector('.asg-landscape-refused')?.textContent ?? ''),
    );
    await complete(page);
    assert.match(await status(), /All 2048 games the atlas lacks are computed/);
    const tip = await hoverText(page, 56, 480);
    assert.match(tip, new RegExp(`period ${mexPeriod(56, 480)} by the mex rule`), tip);
    assert.match(tip, /\(computed here\)$/);
    // The tile gone is a 404, which Chromium notes in the console once.
    assert.deepEqual(
      problems.filter((p) => !/status of 404/.test(p)),
      [],
    );
    await context.close();
  });

  for (const [width, height, device] of [
    [1280, 900, 'desktop'],
    [375, 812, 'phone'],
  ]) {
    for (const colorScheme of ['light', 'dark']) {
      test(`no accessibility violation with an atlas: ${device}, ${colorScheme}`, async () => {
        const { page, problems, context } = await openAtlas('amax=64&dmax=512', { width, height, colorScheme });
        await complete(page);
        await page.locator('.asg-landscape').screenshot({ path: `${SHOTS}/atlas-${device}-${colorScheme}.png` });
        const result = await new AxeBuilder({ page }).include('.asg-landscape').analyze();
        assert.deepEqual(
          result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          [],
        );
        assert.deepEqual(problems, []);
        await context.close();
      });
    }
  }
});
