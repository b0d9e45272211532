// The explorer page in a real headless Chromium: it loads cleanly, its colours and hover text
// are the right values, its state survives reload and back/forward, and bad input is refused
// with a message while the last good view stays.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertGrid,
  assertStrip,
  mexValues,
  open,
  palette,
  pixel,
  SHOTS,
  settle,
  smallestPeriod,
  start,
  waitDrawn,
} from './harness.mjs';

// MATH.md's worked example: g(0..59) for a = 5, δ = 7.
const EXAMPLE = '000001111100222113332222000331110000211113222223033321000001';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

/** Picture pixels (top-left 400×200) as a fingerprint, to tell whether the view changed. */
async function fingerprint(page) {
  return page.evaluate(() => {
    const d = document.querySelector('canvas.asg-canvas').getContext('2d').getImageData(0, 0, 400, 200).data;
    let h = 0;
    for (let i = 0; i < d.length; i += 7) h = (h * 31 + d[i]) >>> 0;
    return h;
  });
}

describe('the explorer page', () => {
  test('loads with no console error, draws, and says the theorem applies', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7');
    assert.match(await page.locator('.asg-badge').textContent(), /Primitive quadratic regime/);
    assert.match(await page.locator('.asg-summary').first().textContent(), /S = \{5, 12, 17\}.*heap period 130/);
    assert.equal(await page.locator('input[name="a"]').inputValue(), '5');
    assert.equal(await page.locator('input[name="second"]').inputValue(), '7');
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    assert.match(csp, /default-src 'self'/);
    assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('grid colours at known positions are the values of MATH.md and of the core', async () => {
    // A row of 130 cells of 8 px across the picture: a screen wide enough for it beside the panel.
    const { page, problems, context } = await open(env, '?a=5&delta=7&zoom=8', { width: 1500 });
    const colours = await palette(page);
    // Row r, column c is heap 130r + c; cells are 8 px, so (8c + 4, 8r + 4) is inside the cell.
    // Row 0 against the worked example (columns clear of the labels along the top) …
    for (const col of [
      5, 6, 7, 8, 9, 16, 17, 18, 19, 24, 26, 27, 28, 29, 36, 37, 38, 39, 46, 47, 48, 49, 56, 57, 58, 59,
    ]) {
      assert.deepEqual(await pixel(page, 8 * col + 4, 4), colours[Number(EXAMPLE[col])], `heap ${col}`);
    }
    // … and rows further down against the core's value and the mex rule computed here.
    const g = mexValues([5, 12, 17], 130 * 41);
    for (const [row, cols] of [
      [5, [12, 23, 64, 99, 129]],
      [40, [17, 77, 100]],
    ]) {
      for (const col of cols) {
        const heap = 130 * row + col;
        const core = await page.evaluate((h) => window.asgExplorer.game.value(BigInt(h)), heap);
        assert.equal(core, g[heap], `core value of heap ${heap}`);
        assert.deepEqual(await pixel(page, 8 * col + 4, 8 * row + 4), colours[g[heap]], `heap ${heap}`);
      }
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('outside the regime the page says so and its colours are the mex values', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=4&zoom=8');
    assert.match(await page.locator('.asg-badge').textContent(), /Outside the regime/);
    assert.match(
      await page.locator('.asg-summary').first().textContent(),
      /closed form wₙ is proven only in the regime/,
    );
    const colours = await palette(page);
    const period = 19;
    const g = mexValues([5, 9, 14], 200);
    for (const heap of [19 * 3 + 2, 19 * 4 + 7, 19 * 6 + 11, 19 * 8 + 18]) {
      const row = Math.floor(heap / period);
      const col = heap % period;
      assert.deepEqual(await pixel(page, 8 * col + 4, 8 * row + 4), colours[g[heap]], `heap ${heap}`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a zoomed-out grid that comes in coarse sharpens to exactly the picture drawn in one go', async () => {
    // Row width 7777 does not repeat with the heap period 55 651, so each pixel row costs real
    // work and the page draws it in passes, every 64th row first.
    const { page, problems, context } = await open(env, '?a=101&delta=150&w=7777&zoom=0.1');
    await page.waitForFunction(() => document.querySelector('canvas.asg-canvas').dataset.complete === 'true', null, {
      timeout: 60000,
    });
    const same = await page.evaluate(() => {
      const ex = window.asgExplorer;
      const { width: w, height: h } = ex.canvas;
      const shown = ex.canvas.getContext('2d').getImageData(0, 0, w, h).data;
      // The same picture from the core in one pass, every row.
      const p = new ex.core.Picture(w, h);
      p.setPalette(Uint32Array.from(ex.view.palette));
      p.drawGrid(ex.game, ex.view.gridFrame(ex.view.zoom(), window.devicePixelRatio || 1));
      const copy = document.createElement('canvas');
      [copy.width, copy.height] = [w, h];
      const ctx = copy.getContext('2d');
      p.show(ctx);
      const direct = ctx.getImageData(0, 0, w, h).data;
      p.free();
      // Labels are drawn over the picture near the edges; compare the middle of the canvas.
      let differ = 0;
      let compared = 0;
      for (let y = 40; y < h - 10; y++) {
        for (let x = 80; x < w - 10; x++) {
          const i = 4 * (y * w + x);
          compared++;
          if (shown[i] !== direct[i] || shown[i + 1] !== direct[i + 1] || shown[i + 2] !== direct[i + 2]) differ++;
        }
      }
      return { differ, compared, passes: ex.canvas.dataset.frames };
    });
    assert.ok(same.compared > 100000, `compared ${same.compared} pixels`);
    assert.equal(same.differ, 0, `${same.differ} of ${same.compared} pixels differ`);
    assert.ok(Number(same.passes) > 1, 'drawn over several frames');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('hovering a heap shows its value, its moves and the mex', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=strip&zoom=10');
    const box = await page.locator('canvas.asg-canvas').boundingBox();
    // 10 px per heap from heap 0: heap 23 is at x = 235.
    await page.mouse.move(box.x + 235, box.y + 40);
    await page.waitForSelector('.asg-stage .asg-tip:not([hidden])');
    assert.equal((await page.locator('.asg-stage .asg-tip').textContent()).trim(), `heap 23 · value ${EXAMPLE[23]}`);
    const panel = await page.locator('.asg-inspector-body').textContent();
    assert.match(panel, /Heap 23 has nim-value/);
    // Moves 5, 12, 17 reach heaps 18, 11, 6, with the values of the worked example.
    for (const [move, to] of [
      [5, 18],
      [12, 11],
      [17, 6],
    ]) {
      const row = page.locator('.asg-inspector-body tr', { hasText: `−${move}` });
      assert.match(await row.textContent(), new RegExp(`→\\s${to}\\s*${EXAMPLE[to]}`));
    }
    const reached = [...new Set([18, 11, 6].map((h) => Number(EXAMPLE[h])))].sort();
    assert.match(panel, new RegExp(`mex \\{${reached.join(', ')}\\} = ${EXAMPLE[23]}`));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('every control lives in the URL: reload and back/forward restore the view', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7');
    await page.fill('input[name="a"]', '7');
    await page.press('input[name="a"]', 'Enter');
    await page.fill('input[name="second"]', '12');
    await page.press('input[name="second"]', 'Enter');
    await page.waitForFunction(() => location.search.includes('a=7') && location.search.includes('delta=12'));
    await page.click('text=Number line');
    await page.waitForFunction(() => location.search.includes('view=strip'));
    await page.locator('canvas.asg-canvas').focus();
    await page.keyboard.press('+');
    await page.keyboard.press('Shift+ArrowRight');
    await page.waitForFunction(() => location.search.includes('zoom=') && location.search.includes('x='));
    // The cursor's ring shows only while the picture has focus; compare the picture without it.
    await page.locator('input[name="a"]').focus();
    await settle(page);
    const url = page.url();
    const before = await fingerprint(page);
    await page.reload();
    await waitDrawn(page);
    await settle(page);
    assert.equal(page.url(), url);
    assert.equal(await page.locator('input[name="a"]').inputValue(), '7');
    assert.equal(await page.locator('input[name="second"]').inputValue(), '12');
    assert.equal(await page.locator('input[value="strip"]').isChecked(), true);
    assert.equal(await fingerprint(page), before, 'the same picture after reload');
    // A copied link opens the same view in a fresh page.
    const copy = await open(env, url.slice(env.url.length));
    await settle(copy.page);
    assert.equal(await fingerprint(copy.page), before, 'the same picture from a copied link');
    await copy.context.close();
    // Back to the grid, then back to a = 5.
    await page.goBack();
    await page.waitForFunction(() => !location.search.includes('view=strip'));
    assert.equal(await page.locator('input[value="grid"]').isChecked(), true);
    await page.goBack();
    await page.goBack();
    await page.waitForFunction(() => location.search.includes('a=5'));
    assert.equal(await page.locator('input[name="a"]').inputValue(), '5');
    await page.goForward();
    await page.waitForFunction(() => location.search.includes('a=7'));
    assert.equal(await page.locator('input[name="a"]').inputValue(), '7');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('bad input gets a clear message next to the control and the last good view stays', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7');
    await settle(page);
    const good = await fingerprint(page);
    const url = page.url();
    const cases = [
      ['a', '0', /a must be at least 1/],
      ['a', 'abc', /“abc” is not a whole number/],
      ['a', '1000000000000000000000000000000', /too large/],
      ['second', 'x7', /is not a whole number/],
      ['second', '0', /b must be greater than a/],
    ];
    for (const [name, text, message] of cases) {
      await page.fill(`input[name="${name}"]`, text);
      await page.press(`input[name="${name}"]`, 'Enter');
      const slot = page.locator(`.asg-error[data-for="${name}"]`);
      await page.waitForFunction((n) => document.querySelector(`.asg-error[data-for="${n}"]`).textContent !== '', name);
      assert.match(await slot.textContent(), message, `${name} = ${text}`);
      assert.equal(await page.locator(`input[name="${name}"]`).getAttribute('aria-invalid'), 'true');
      await settle(page);
      assert.equal(await fingerprint(page), good, `the view stays after ${name} = ${text}`);
      assert.equal(page.url(), url);
      // Put the good value back before the next case.
      await page.fill(`input[name="${name}"]`, name === 'a' ? '5' : '7');
      await page.press(`input[name="${name}"]`, 'Enter');
      await page.waitForFunction((n) => document.querySelector(`.asg-error[data-for="${n}"]`).textContent === '', name);
    }
    // b ≤ a when b is given.
    await page.click('label[for$="-second-b"]');
    await page.fill('input[name="second"]', '3');
    await page.press('input[name="second"]', 'Enter');
    await page.waitForFunction(() => document.querySelector('.asg-error[data-for="second"]').textContent !== '');
    assert.match(
      await page.locator('.asg-error[data-for="second"]').textContent(),
      /b must be greater than a \(got a = 5, b = 3\)/,
    );
    assert.equal(await fingerprint(page), good);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a bad link shows what it asked for and why no game is shown, and the address stays', async () => {
    const { page, problems, context } = await open(env, '?a=bogus&delta=12', { ready: false });
    await page.waitForSelector('.asg-notice:not([hidden])');
    assert.match(await page.locator('.asg-error[data-for="a"]').textContent(), /a: “bogus” is not a whole number/);
    assert.match(await page.locator('.asg-notice').textContent(), /“bogus” is not a whole number.*No game is shown/);
    assert.equal(await page.locator('input[name="a"]').inputValue(), 'bogus');
    for (const sel of ['canvas.asg-canvas', '.asg-status', '.asg-caption'])
      assert.equal(await page.locator(sel).isVisible(), false, `${sel} is not shown for another game`);
    assert.equal(new URL(page.url()).search, '?a=bogus&delta=12', 'the address is not rewritten');
    // A refused game (a = 0) is no different; then a good a brings the game of the link's δ.
    await page.goto(new URL('?a=0&delta=7', env.url).href);
    await page.waitForSelector('.asg-notice:not([hidden])');
    assert.match(await page.locator('.asg-notice').textContent(), /a must be at least 1/);
    await page.fill('input[name="a"]', '5');
    await page.press('input[name="a"]', 'Enter');
    await waitDrawn(page);
    assert.match(await page.locator('.asg-summary').first().textContent(), /S = \{5, 12, 17\}/);
    assert.equal(await page.locator('.asg-notice').isVisible(), false);
    assert.equal(new URL(page.url()).search, '?a=5&delta=7');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('screenshots at desktop and phone widths, light and dark, show the mex rule’s values', async () => {
    // A wide desktop: the picture beside the panel about as wide as a whole 1280-pixel page's was.
    for (const [name, [a, delta], view, width, height] of [
      ['desktop-grid', [7, 12], 'grid', 1280, 900],
      ['desktop-strip', [7, 12], 'strip', 1600, 900],
      ['phone-grid', [5, 7], 'grid', 390, 844],
      ['outside-regime', [5, 16], 'strip', 1600, 900],
    ]) {
      // The values and their period by the mex rule: fitted, a grid row is one period across
      // the canvas, and the number line shows two periods from heap 0.
      const g = mexValues([a, a + delta, 2 * a + delta], 200000);
      const period = smallestPeriod(g);
      const path = `?a=${a}&delta=${delta}${view === 'grid' ? '' : `&view=${view}`}`;
      for (const colorScheme of ['light', 'dark']) {
        const { page, problems, context } = await open(env, path, { width, height, colorScheme });
        await settle(page);
        const canvas = page.locator('canvas.asg-canvas');
        const across = await canvas.evaluate((c) => c.clientWidth);
        const what = `${name} ${colorScheme}`;
        const checked =
          view === 'grid'
            ? await assertGrid(canvas, g, { rowWidth: period, zoom: across / period, what })
            : await assertStrip(canvas, g, { zoom: across / (2 * period), what });
        assert.ok(checked > (view === 'grid' ? 1000 : 300), `${what}: ${checked} heaps checked`);
        await page.screenshot({ path: `${SHOTS}/explorer-${name}-${colorScheme}.png`, fullPage: true });
        assert.deepEqual(problems, [], what);
        await context.close();
      }
    }
  });
});
