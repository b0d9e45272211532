// The collision spectrum in the browser: its bars, readouts and torus checked against C(k)
// counted here by brute force (pairs of P-positions from the mex rule, in plain JavaScript), in
// the regime and outside it, the click through to the collisions view, and the view in four languages.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { keepTogether } from '../../www/src/text/format.ts';
import { TAGS } from '../../www/src/text/languages.ts';
import { mexValues, open, pixel, ROOT, SHOTS, settle, smallestPeriod, start, ungrouped } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

/** The game's P-positions by the mex rule, its heap period p, and C(k) by counting pairs x, x + k in W0 over one period. */
function byPairs(a, delta) {
  const moves = [a, a + delta, 2 * a + delta];
  for (let len = 1024; ; len *= 2) {
    const g = mexValues(moves, len);
    const p = smallestPeriod(g);
    if (p === null || 3 * p > len) continue;
    const C = (k) => {
      let c = 0;
      for (let x = 0; x < p; x++) if (g[x] === 0 && g[x + k] === 0) c++;
      return c;
    };
    return { p, C };
  }
}

/** A message of the catalogue of `lang`, its terms as their text and `args` put in (enough for these messages). */
function catalogueText(lang, id, args = {}) {
  const ftl = readFileSync(`${ROOT}www/locales/${lang}.ftl`, 'utf8');
  const line = ftl.match(new RegExp(`^${id} = (.*)$`, 'm'));
  assert.ok(line, `${id} in ${lang}`);
  // With the no-break runs the page's Chinese and Japanese have.
  return keepTogether(
    line[1]
      .replace(/\{ TERM\("[^"]+", text: "([^"]+)"\) \}/g, '$1')
      .replace(/\{ \$(\w+) \}/g, (_, name) => String(args[name])),
    TAGS[lang],
  );
}

/** The spectrum's readout of the k in focus: [k, C(k)]. */
async function readout(page) {
  const text = ungrouped(await page.locator('.asg-spectrum-focus').textContent());
  const m = text.match(/^k = (\d+): C\(k\) = (\d+)/);
  assert.ok(m, text);
  return [Number(m[1]), Number(m[2])];
}

/** The torus's terms: the area each contributes, and the four areas of the term in focus. */
async function torusAreas(page) {
  const terms = await page.locator('.asg-torus-terms li').allTextContents();
  const areas = terms.map((text) => Number(ungrouped(text).match(/area (\d+)\.$/)?.[1]));
  const label = ungrouped((await page.locator('canvas.asg-torus-canvas').getAttribute('aria-label')) ?? '');
  const four =
    label
      .match(/with areas (\d+), (\d+), (\d+), (\d+);/)
      ?.slice(1)
      .map(Number) ?? null;
  return { areas, four };
}

/** Clicks an export button and returns the file: { name, bytes }. */
async function save(page, label) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click(`.asg-export button:text-is("${label}")`),
  ]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

/** Opens the spectrum at `path` and waits until its bars and torus are drawn. */
async function openSpectrum(path, options = {}) {
  const opened = await open(env, path, { ready: false, ...options });
  await opened.page.waitForSelector('.asg-spectrum[data-ready="true"]');
  await opened.page.waitForFunction(
    () => Number(document.querySelector('canvas.asg-spectrum-canvas')?.dataset.draws) > 0,
  );
  await settle(opened.page);
  return opened;
}

describe('the collision spectrum', () => {
  test('in the regime: bars, readouts and the torus agree with pairs counted by brute force; a click opens collisions', async () => {
    const [a, delta] = [7, 12];
    const [b, d] = [a + delta, delta - a];
    const { p, C } = byPairs(a, delta);
    // The k in focus away from the marks, so that nothing is drawn over the bars sampled below.
    const { page, problems, context } = await openSpectrum(`?a=${a}&delta=${delta}&view=spectrum&shift=40`);
    await page.screenshot({ path: `${SHOTS}/spectrum-regime.png`, fullPage: true });
    // Fitted: k = 0 … p + 1 across; the pixel columns of k, but for the mark's line in its middle.
    const { width, height } = await page.evaluate(() => {
      const c = document.querySelector('canvas.asg-spectrum-canvas');
      return { width: c.clientWidth, height: c.clientHeight };
    });
    const z = width / (p + 2);
    const columnOf = (k) => {
      const mid = Math.round((k + 0.5) * z);
      for (let x = Math.ceil(k * z); x < (k + 1) * z; x++) if (x !== mid) return x;
      throw new Error(`no column of its own for k = ${k}`);
    };
    const spectrum = 'canvas.asg-spectrum-canvas';
    const background = await pixel(page, 1, height - 3, spectrum);
    const filled = async (k) => {
      const [low, mid] = [
        await pixel(page, columnOf(k), height - 6, spectrum),
        await pixel(page, columnOf(k), height - 12, spectrum),
      ];
      return [low, mid].some((px) => px.join() !== background.join());
    };
    assert.equal(C(delta), a * d, 'Theorem 7, counted');
    for (const k of [a, b, a + b]) {
      assert.equal(C(k), 0, `a move k = ${k}, counted`);
      assert.equal(await filled(k), false, `the bar at k = ${k} is empty`);
    }
    assert.equal(await filled(delta), true, 'the bar at k = δ is drawn');
    assert.equal(await filled(delta + 1), C(delta + 1) > 0);

    // The readout and the torus at k = δ: a·d, one term, Theorem 7.
    await page.goto(new URL(`?a=${a}&delta=${delta}&view=spectrum`, env.url).href);
    await page.waitForSelector('.asg-spectrum[data-ready="true"]');
    assert.deepEqual(await readout(page), [delta, a * d]);
    const atDelta = await torusAreas(page);
    assert.deepEqual(atDelta.areas, [a * d]);
    assert.equal(
      atDelta.four.reduce((s, x) => s + x, 0),
      a * delta,
      'four rectangles tile the torus',
    );
    assert.match(await page.locator('.asg-torus-theorem').textContent(), new RegExp(`C\\(δ\\) = a·d = ${a * d}`));

    // Along k with the keys: every readout is the count of pairs, every torus adds up to it.
    await page.locator('canvas.asg-spectrum-canvas').focus();
    let several = 0;
    for (let k = delta + 1; k <= delta + 30; k++) {
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        (want) => document.querySelector('.asg-spectrum-focus').textContent.startsWith(`k = ${want}:`),
        k,
      );
      assert.deepEqual(await readout(page), [k, C(k)], `k = ${k}`);
      const { areas, four } = await torusAreas(page);
      assert.equal(
        areas.reduce((s, x) => s + x, 0),
        C(k),
        `the torus's areas at k = ${k}`,
      );
      if (four)
        assert.equal(
          four.reduce((s, x) => s + x, 0),
          a * delta,
          `k = ${k}: four rectangles tile the torus`,
        );
      if (areas.length > 1) several++;
    }
    assert.ok(several > 0, 'some k has more than one term');
    // C(k) = C(p − k), and the address keeps the k in focus.
    assert.equal(C(p - (delta + 30)), C(delta + 30));
    await page.waitForFunction((k) => new URL(location.href).searchParams.get('shift') === String(k), delta + 30);

    // The exports: C(k) for every k in view (the counts of pairs), and the bars and the torus as pictures.
    const csv = await save(page, 'CSV');
    assert.equal(csv.name, `asg-a${a}-d${delta}-spectrum.csv`);
    const [header, ...rows] = csv.bytes
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(','));
    assert.deepEqual(header, ['k', 'C(k)']);
    assert.ok(rows.length >= p, `${rows.length} rows`);
    for (const [k, c] of rows) assert.equal(Number(c), C(Number(k)), `C(${k}) in the CSV`);
    assert.equal(rows[0][0], '1');
    const png = await save(page, 'PNG');
    assert.deepEqual([...png.bytes.subarray(1, 4)], [...Buffer.from('PNG')]);
    const svg = (await save(page, 'SVG')).bytes.toString('utf8');
    assert.match(svg, /<g[^>]*asg-spectrum-canvas/);
    assert.match(svg, /<g[^>]*asg-torus-canvas/);

    // A click on the bar of one k opens the collisions view there.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await page.locator(spectrum).boundingBox();
    const k = 20;
    await page.mouse.click(box.x + (k + 0.5) * z, box.y + height - 10);
    await page.waitForFunction(() => new URL(location.href).searchParams.get('view') === 'collisions');
    assert.equal(new URL(page.url()).searchParams.get('shift'), String(k));
    await page.waitForFunction(() => Number(document.querySelector('canvas.asg-lane')?.dataset.draws) > 0);
    assert.equal(await page.locator('input[name="shift"]').inputValue(), String(k));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('outside the regime: counted by the mex rule, said so, and the same as pairs counted by brute force', async () => {
    const [a, delta] = [5, 16];
    const { p, C } = byPairs(a, delta);
    const { page, problems, context } = await openSpectrum(`?a=${a}&delta=${delta}&view=spectrum`, {
      width: 375,
      height: 812,
      colorScheme: 'dark',
    });
    await page.screenshot({ path: `${SHOTS}/spectrum-outside.png`, fullPage: true });
    assert.equal(
      await page.locator('.asg-spectrum-notice').textContent(),
      catalogueText('en', 'spectrum-counted', { period: p }),
    );
    assert.equal(await page.locator('.asg-spectrum progress').isHidden(), true);
    assert.equal(await page.locator('.asg-torus h2').textContent(), catalogueText('en', 'torus-title-plain'));
    assert.equal(await page.locator('.asg-torus .asg-hint').textContent(), catalogueText('en', 'torus-outside'));
    assert.equal(await page.locator('.asg-torus-body').isHidden(), true);
    assert.deepEqual(await readout(page), [delta, C(delta)]);
    await page.locator('input[name="shift"]').fill(String(a));
    await page.locator('input[name="shift"]').press('Enter');
    await page.waitForFunction(
      (k) => document.querySelector('.asg-spectrum-focus').textContent.startsWith(`k = ${k}:`),
      a,
    );
    assert.deepEqual(await readout(page), [a, 0]);
    await page.locator('canvas.asg-spectrum-canvas').focus();
    for (let k = a + 1; k <= a + 24; k++) {
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        (want) => document.querySelector('.asg-spectrum-focus').textContent.startsWith(`k = ${want}:`),
        k,
      );
      assert.deepEqual(await readout(page), [k, C(k)], `k = ${k}`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('while it is on show the main picture (hidden) draws no frame, and is drawn when shown again', async () => {
    const { page, problems, context } = await openSpectrum('?a=7&delta=12&view=spectrum');
    const frames = () => page.locator('canvas.asg-canvas').evaluate((c) => Number(c.dataset.frames ?? 0));
    const before = await frames();
    // Each change shows the state again: the shift typed, the keys on the bars, another game, the theme.
    await page.fill('input[name="shift"]', '20');
    await page.press('input[name="shift"]', 'Enter');
    await page.waitForFunction(() => location.search.includes('shift=20'));
    await page.locator('canvas.asg-spectrum-canvas').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('.asg-spectrum-focus').textContent.startsWith('k = 23:'));
    await page.fill('input[name="a"]', '11');
    await page.press('input[name="a"]', 'Enter');
    await page.waitForFunction(() => location.search.includes('a=11'));
    await page.waitForSelector('.asg-spectrum[data-ready="true"]');
    await page.emulateMedia({ colorScheme: 'dark' });
    await settle(page);
    await settle(page);
    assert.equal(await frames(), before, 'no frame of the hidden picture');
    // Shown again, it is drawn at its size, for the game now on show (a = 11: a row of P = 11 · 47).
    await page.click('label[for$="-view-grid"]');
    await page.waitForFunction((n) => Number(document.querySelector('canvas.asg-canvas').dataset.frames) > n, before);
    const drawn = await page.locator('canvas.asg-canvas').evaluate((c) => [c.width === c.clientWidth, c.width > 100]);
    assert.deepEqual(drawn, [true, true], 'drawn at the size shown');
    assert.equal(await page.locator('input[name="w"]').inputValue(), String(11 * (3 * 12 + 11)));
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const lang of ['de', 'zh', 'ja']) {
    test(`the view in ${lang}`, async () => {
      const { page, problems, context } = await openSpectrum(`?a=7&delta=12&view=spectrum&lang=${lang}`);
      assert.equal(
        await page.locator('.asg-spectrum').getAttribute('aria-label'),
        catalogueText(lang, 'spectrum-label'),
      );
      assert.equal(
        await page.locator('.asg-torus h2').textContent(),
        catalogueText(lang, 'torus-title', { k: 12, count: 35 }),
      );
      assert.equal(await page.locator('.asg-spectrum-notice').textContent(), catalogueText(lang, 'spectrum-proven'));
      await page.screenshot({ path: `${SHOTS}/spectrum-${lang}.png`, fullPage: true });
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
