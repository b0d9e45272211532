// The period landscape in a real headless Chromium: the worker fills every cell (checked against
// the mex rule computed here for a few), the progress bar reaches the end, hover and click work,
// and the URL restores the view.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { mexValues, open, SHOTS, settle, start, ungrouped, viewReady, waitDrawn } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

/** The smallest period of a purely periodic sequence (checked over its whole length). */
function smallestPeriod(g, window) {
  for (let p = 1; p < g.length - window; p++) if (g.slice(0, window).every((v, i) => g[i + p] === v)) return p;
  return null;
}

describe('the period landscape', () => {
  test('fills, reaches the end of its progress bar, and its cells are the mex rule’s periods', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=landscape&amax=12&dmax=48&color=regime', {
      ready: false,
    });
    await page.waitForFunction(
      () => document.querySelector('canvas.asg-landscape-canvas')?.dataset.complete === 'true',
      null,
      { timeout: 60000 },
    );
    assert.equal(await page.locator('.asg-landscape progress').evaluate((p) => p.value), 1);
    assert.match(await page.locator('.asg-landscape [role="status"]').textContent(), /All 576 games computed/);
    const caption = ungrouped(await page.locator('.asg-caption').textContent());
    assert.match(caption, /576 games with a ≤ 12, δ ≤ 48/);
    // Hover a few cells and compare with a period found here by the mex rule.
    const canvas = page.locator('canvas.asg-landscape-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    const m = { left: 44, right: 14, top: 12, bottom: 34 };
    const cw = (box.width - m.left - m.right) / 12;
    const ch = (box.height - m.top - m.bottom) / 48;
    for (const [a, delta] of [
      [5, 16],
      [5, 4],
      [7, 12],
      [4, 16],
      [3, 6],
      [11, 47],
    ]) {
      await page.mouse.move(box.x + m.left + (a - 0.5) * cw, box.y + box.height - m.bottom - (delta - 0.5) * ch);
      await page.waitForFunction(
        ([a, d]) =>
          document
            .querySelector('.asg-landscape .asg-tip:not([hidden])')
            ?.textContent.startsWith(`a = ${a}, δ = ${d} `),
        [a, delta],
      );
      const tip = ungrouped(await page.locator('.asg-landscape .asg-tip').textContent());
      const b = a + delta;
      const window = a + b;
      const g = mexValues([a, b, a + b], 4 * a * (3 * delta + a) + window);
      const p = smallestPeriod(g, window);
      assert.match(tip, new RegExp(`period ${p} by the mex rule`), `a = ${a}, δ = ${delta}: ${tip}`);
    }
    await page.screenshot({ path: `${SHOTS}/landscape-regime.png`, fullPage: true });
    // Click a cell: that game opens in the explorer.
    await page.mouse.click(box.x + m.left + (5 - 0.5) * cw, box.y + box.height - m.bottom - (16 - 0.5) * ch);
    await page.waitForFunction(
      () =>
        location.search.includes('a=5') &&
        location.search.includes('delta=16') &&
        !location.search.includes('landscape'),
    );
    await waitDrawn(page);
    assert.match(await page.locator('.asg-summary').first().textContent(), /S = \{5, 21, 26\}/);
    // Back: the landscape again, as the URL says.
    await page.goBack();
    await page.waitForFunction(() => location.search.includes('view=landscape'));
    assert.equal(await page.locator('select[name="color"]').inputValue(), 'regime');
    assert.equal(await page.locator('input[name="amax"]').inputValue(), '12');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the whole default plane (a ≤ 40, δ ≤ 320) fills, by keyboard too', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=landscape', {
      ready: false,
      colorScheme: 'dark',
    });
    await page.waitForFunction(
      () => document.querySelector('canvas.asg-landscape-canvas')?.dataset.complete === 'true',
      null,
      { timeout: 120000 },
    );
    assert.match(ungrouped(await page.locator('.asg-caption').textContent()), /12800 games with a ≤ 40, δ ≤ 320/);
    await page.locator('canvas.asg-landscape-canvas').focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowUp');
    assert.match(
      await page.locator('.asg-landscape-detail').textContent(),
      /^a = 5, δ = 7 \(primitive quadratic regime\): period 130/,
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !location.search.includes('landscape'));
    await page.goBack();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/landscape-period-dark.png`, fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('an address of a part asks for its scripts (the landscape’s for the atlas’s root too) from the first script, each once', async () => {
    const requests = (page) => {
      const asked = [];
      page.on('request', (r) => asked.push(new URL(r.url()).pathname));
      return asked;
    };
    const preloaded = (page) =>
      page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.href));
    // The grid's page preloads nothing: its first frame needs no part.
    const grid = await open(env, '?a=5&delta=7');
    assert.deepEqual(await preloaded(grid.page), []);
    const { page, problems } = await open(env, 'about:blank', { ready: false });
    const asked = requests(page);
    await page.goto(new URL('?a=5&delta=7&view=landscape&amax=6&dmax=12', env.url).href);
    await page.waitForFunction(
      () => document.querySelector('canvas.asg-landscape-canvas')?.dataset.complete === 'true',
    );
    const links = (await preloaded(page)).map((href) => new URL(href).pathname);
    // The landscape's own chunk first, then the chunks it imports; the page ran those very files.
    assert.match(links[0] ?? '', /^\/js\/landscape-[A-Z0-9]+\.js$/, links.join(' '));
    assert.ok(links.length >= 2, links.join(' '));
    for (const link of links) assert.equal(asked.filter((p) => p === link).length, 1, `${link} in ${asked.join(' ')}`);
    assert.deepEqual(
      asked.filter((p) => /^\/js\/landscape-/.test(p)),
      [links[0]],
    );
    // prefetch.js asked for the root, and the landscape took its answer over.
    assert.equal(asked.filter((p) => p === '/atlas/zarr.json').length, 1, asked.join(' '));
    // … before the landscape's chunk had even come in (the landscape asks only once it runs).
    const [root, chunk] = await page.evaluate((chunk) => {
      const entry = (end) => performance.getEntriesByType('resource').find((e) => e.name.endsWith(end));
      return [entry('/atlas/zarr.json').startTime, entry(chunk).responseEnd];
    }, links[0]);
    assert.ok(root < chunk, `the root asked for at ${root} ms, the chunk in at ${chunk} ms`);
    // A view of the proof preloads the proof's scripts, then the full core's module and glue,
    // which it loads on the page; each is asked for once.
    const proof = await open(env, 'about:blank', { ready: false });
    const proofAsked = requests(proof.page);
    await proof.page.goto(new URL('?a=5&delta=7&view=gaps', env.url).href);
    await viewReady(proof.page, 'gaps');
    const proofLinks = (await preloaded(proof.page)).map((href) => new URL(href).pathname);
    assert.match(proofLinks[0] ?? '', /^\/js\/proof-[A-Z0-9]+\.js$/, proofLinks.join(' '));
    for (const name of ['full', 'asg_full'])
      assert.ok(
        proofLinks.some((l) => new RegExp(`^/js/${name}-[A-Z0-9]+\\.js$`).test(l)),
        `${name} in ${proofLinks.join(' ')}`,
      );
    for (const link of proofLinks)
      assert.equal(proofAsked.filter((p) => p === link).length, 1, `${link} in ${proofAsked.join(' ')}`);
    assert.deepEqual([...problems, ...grid.problems, ...proof.problems], []);
  });

  test('an address of the landscape starts its workers from the first script, and the landscape takes them over', async () => {
    // Every worker the page makes, and when (on the page's clock).
    const watched = async (path) => {
      const opened = await open(env, 'about:blank', { ready: false });
      await opened.context.addInitScript(() => {
        window.madeWorkers = [];
        const Base = window.Worker;
        window.Worker = class extends Base {
          constructor(...args) {
            super(...args);
            window.madeWorkers.push(performance.now());
          }
        };
      });
      await opened.page.goto(new URL(path, env.url).href);
      return opened;
    };
    const made = (page) =>
      page.evaluate(() => [
        window.madeWorkers,
        performance.getEntriesByType('navigation')[0].domContentLoadedEventStart,
        Math.min(navigator.hardwareConcurrency || 1, 16),
      ]);
    const { page, problems } = await watched('?a=5&delta=7&view=landscape&amax=6&dmax=12');
    await page.waitForFunction(
      () => document.querySelector('canvas.asg-landscape-canvas')?.dataset.complete === 'true',
    );
    const [times, loaded, cores] = await made(page);
    // One per place in the budget, all before the page was parsed (prefetch.js, not the
    // landscape's pool), and the pool made none of its own: it took one of them.
    assert.equal(times.length, cores, times.join(' '));
    for (const t of times) assert.ok(t < loaded, `a worker made at ${t} ms, the page parsed at ${loaded} ms`);
    assert.equal(await page.locator('.asg-landscape-canvas').getAttribute('data-complete'), 'true');
    // The grid's address starts none early.
    const grid = await watched('?a=5&delta=7');
    await grid.page.waitForSelector('canvas.asg-canvas');
    const [gridTimes, gridLoaded] = await made(grid.page);
    assert.deepEqual(
      gridTimes.filter((t) => t < gridLoaded),
      [],
    );
    assert.deepEqual([...problems, ...grid.problems], []);
  });
});
