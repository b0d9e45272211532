// The proof views in a real headless Chromium: captions state the right counts (checked against
// a mex rule computed here), residues and gaps select each other, links restore the view, the
// ledger's worker counts, and no view logs an error.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { mexValues, open, palette, pixel, SHOTS, settle, start, waitDrawn } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

/** Text with thin spaces (digit grouping) removed. */
const plain = (t) => t.replace(/\u2009/g, '');

async function caption(page, pattern) {
  await page.waitForFunction(
    (src) => new RegExp(src).test(document.querySelector('.asg-caption').textContent.replace(/\u2009/g, '')),
    pattern.source,
  );
  return plain(await page.locator('.asg-caption').textContent());
}

/** w_n by the closed form (exact in the regime). */
const w = (a, delta, n) => n + a * Math.floor(n / a) + (a + delta) * Math.floor(n / delta);

/** P-positions and gaps by the mex rule, for brute-force checks. */
function zerosOf(a, delta, len) {
  const g = mexValues([a, a + delta, 2 * a + delta], len);
  return g.flatMap((v, x) => (v === 0 ? [x] : []));
}

async function laneReady(page) {
  await page.waitForFunction(() => {
    const lane = document.querySelector('canvas.asg-lane');
    return lane && lane.dataset.draws > 0 && !lane.closest('[hidden]');
  });
  await settle(page);
}

describe('the proof views', () => {
  test('collision captions give a·d windows per heap period for several games', async () => {
    for (const [a, delta] of [
      [2, 3],
      [7, 12],
      [101, 150],
    ]) {
      const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}&view=collisions`);
      const d = delta - a;
      const P = a * (3 * delta + a);
      const text = await caption(page, /collision windows per heap period/);
      assert.match(
        text,
        new RegExp(`^${a * d} collision windows per heap period of ${P} \\(a·d = ${a}·${d}, Theorem 7\\)`),
      );
      assert.match(text, new RegExp(`the ${a * a} heaps of W3 per period`));
      // Fitted, the lane spans six of the longest gaps (a + b + 1), or two periods if less.
      const span = await page.evaluate(() => {
        const v = window.asgExplorer.view;
        return v.canvas.clientWidth / v.zoom();
      });
      assert.ok(Math.abs(span - Math.min(2 * P, 6 * (2 * a + delta + 1))) < 1e-6, `span ${span}`);
      // Brute force: pairs of P-positions δ apart with the lower end in one period.
      if (P < 5000) {
        const z = zerosOf(a, delta, 2 * P + delta);
        const set = new Set(z);
        assert.equal(z.filter((x) => x < P && set.has(x + delta)).length, a * d);
      }
      assert.deepEqual(problems, [], `(${a}, ${delta})`);
      await context.close();
    }
  });

  test('the gap caption counts the gap types of an index period, as the mex rule gives them', async () => {
    const [a, delta] = [7, 12];
    const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}&view=gaps&zoom=6`);
    const text = await caption(page, /Per index period/);
    const z = zerosOf(a, delta, 2 * a * (3 * delta + a));
    const lengths = z
      .slice(0, a * delta + 1)
      .map((x, i, all) => all[i + 1] - x)
      .slice(0, a * delta);
    const count = (len) => lengths.filter((l) => l === len).length;
    assert.match(
      text,
      new RegExp(
        `Per index period of ${a * delta} gaps: ${count(1)} of length 1, ${count(a + 1)} of a\\+1, ${count(a + delta + 1)} of b\\+1 and ${count(2 * a + delta + 1)} of a\\+b\\+1`,
      ),
    );
    assert.equal(count(2 * a + delta + 1), 1);
    await laneReady(page);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('choosing a residue highlights exactly its (a+1)-gaps in view', async () => {
    const [a, delta, r] = [7, 12, 3];
    const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}&view=residues`);
    await laneReady(page);
    const chart = page.locator('canvas.asg-chart');
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.boundingBox();
    // Bars for r = 1 … δ − 1 share the plot between the margins (38 px left, 12 px right).
    const plotW = box.width - 38 - 12;
    await page.mouse.click(box.x + 38 + (r - 0.5) * (plotW / (delta - 1)), box.y + box.height - 40);
    await page.waitForFunction((rr) => location.search.includes(`r=${rr}`), r);
    await page.waitForFunction(() => document.querySelector('canvas.asg-lane').dataset.chosen !== '');
    assert.equal(await chart.getAttribute('data-selected'), String(r));
    const chosen = (await page.locator('canvas.asg-lane').getAttribute('data-chosen')).split(',').map(Number);
    // Every highlighted gap is an (a+1)-gap of residue r …
    for (const n of chosen) {
      assert.equal((n + 1) % a, 0, `gap ${n} is an (a+1)-gap`);
      assert.notEqual(((n + 1) / a) % delta, 0);
      assert.equal((n + 1) % delta, r, `gap ${n} has residue ${r}`);
    }
    // … and every such gap starting in view is highlighted.
    const url = new URL(page.url());
    const x = Number(url.searchParams.get('x'));
    const zoom = Number(url.searchParams.get('zoom'));
    const laneWidth = (await page.locator('canvas.asg-lane').boundingBox()).width;
    const expected = [];
    for (let n = 0; w(a, delta, n) < x + laneWidth / zoom; n++) {
      if (w(a, delta, n) >= Math.floor(x) && (n + 1) % a === 0 && ((n + 1) / a) % delta !== 0 && (n + 1) % delta === r)
        expected.push(n);
    }
    assert.deepEqual(chosen, expected);
    // The highlight is on the canvas too: the outline colour at the first chosen gap.
    const focus = await page.evaluate(() =>
      getComputedStyle(document.querySelector('canvas.asg-lane')).getPropertyValue('--asg-focus').trim(),
    );
    const rgb = [1, 3, 5].map((i) => parseInt(focus.slice(i, i + 2), 16));
    const laneBox = await page.locator('canvas.asg-lane').boundingBox();
    const gx = (w(a, delta, chosen[0]) - x) * zoom;
    const found = await page.evaluate(
      ([gx, rgb]) => {
        const c = document.querySelector('canvas.asg-lane');
        const d = c.getContext('2d').getImageData(Math.max(0, Math.round(gx) - 2), 0, 6, c.height).data;
        for (let i = 0; i < d.length; i += 4)
          if (Math.abs(d[i] - rgb[0]) < 8 && Math.abs(d[i + 1] - rgb[1]) < 8 && Math.abs(d[i + 2] - rgb[2]) < 8)
            return true;
        return false;
      },
      [gx, rgb],
    );
    assert.ok(found, `the outline of gap ${chosen[0]} is drawn`);
    assert.ok(laneBox.width > 100);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a link with r= and no x opens the line at the first (a+1)-gap of residue r', async () => {
    for (const [a, delta, r] of [
      [7, 12, 3],
      [7, 12, 11],
      [101, 150, 77],
    ]) {
      const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}&view=residues&r=${r}`);
      await laneReady(page);
      await page.waitForFunction(() => document.querySelector('canvas.asg-lane').dataset.chosen !== '');
      const chosen = (await page.locator('canvas.asg-lane').getAttribute('data-chosen')).split(',').map(Number);
      // The first gap index n with n + 1 = q·a, q not a multiple of δ, and (n + 1) mod δ = r.
      let first = 0;
      while (!((first + 1) % a === 0 && ((first + 1) / a) % delta !== 0 && (first + 1) % delta === r)) first++;
      assert.equal(chosen[0], first, `(${a}, ${delta}), r = ${r}`);
      assert.ok(Number(new URL(page.url()).searchParams.get('x')) > 0, 'the line moved and the URL says where');
      assert.deepEqual(problems, []);
      await context.close();
    }
    // A residue that (7, 12) does not have: a message, and the link's other parts still apply.
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=residues&r=12');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.asg-error')].some((e) =>
        e.textContent.includes('residues run from 1 to δ − 1 = 11'),
      ),
    );
    assert.equal(new URL(page.url()).search, '?a=7&delta=12&view=residues');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('choosing an (a+1)-gap shows its residue in the chart', async () => {
    const [a, delta] = [7, 12];
    const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}&view=residues&zoom=6`);
    await laneReady(page);
    // Gap 6 runs from w_6 = 6 for a + 1 = 8 heaps: an (a+1)-gap with residue 7 mod 12 = 7.
    await page.locator('canvas.asg-lane').scrollIntoViewIfNeeded();
    const lane = await page.locator('canvas.asg-lane').boundingBox();
    await page.mouse.click(lane.x + (w(a, delta, 6) + 4) * 6, lane.y + lane.height - 40);
    await page.waitForFunction(() => location.search.includes('r=7'));
    await page.waitForFunction(() => document.querySelector('canvas.asg-chart').dataset.selected === '7');
    assert.match(await caption(page, /Residue 7 is highlighted/), /Residue 7 is highlighted/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('view= and shift= links open exactly that picture, and survive a reload', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=collisions&shift=9&zoom=5&x=40');
    await laneReady(page);
    assert.equal(await page.locator('input[name="shift"]').inputValue(), '9');
    assert.equal(await page.locator('input[value="collisions"]').isChecked(), true);
    assert.match(await caption(page, /k = 9/), /Pairs of P-positions k = 9 apart/);
    // The listed pairs are those of the mex rule: P-positions 9 apart, lower end in view.
    await page.locator('.asg-windows summary').click();
    await page.waitForSelector('.asg-window-table tbody tr');
    const rows = await page
      .locator('.asg-window-table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent.replace(/\u2009/g, ''))));
    const z = zerosOf(7, 12, 1000);
    const set = new Set(z);
    const width = (await page.locator('canvas.asg-lane').boundingBox()).width;
    const want = z.filter((p) => p >= 40 && p < Math.ceil(40 + width / 5) && set.has(p + 9));
    assert.deepEqual(
      rows.map((r) => Number(r[2])),
      want,
    );
    for (const r of rows) assert.equal(Number(r[3]) - Number(r[2]), 9);
    const url = page.url();
    await page.reload();
    await waitDrawn(page);
    await laneReady(page);
    assert.equal(page.url(), url);
    assert.equal(await page.locator('input[name="shift"]').inputValue(), '9');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('W0 − δ lands in W0 (a window) or in W3, dot by dot', async () => {
    const [a, delta] = [5, 7];
    const zoom = 8;
    const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}&view=collisions&zoom=${zoom}`);
    await laneReady(page);
    const colours = await palette(page);
    const g = mexValues([5, 12, 17], 400);
    const lane = page.locator('canvas.asg-lane');
    const height = await lane.evaluate((c) => c.height);
    const y = Math.round(height * 0.62) + 22;
    let checked = 0;
    for (let p = delta; p < 100; p++) {
      if (g[p] !== 0) continue;
      const q = p - delta;
      const want = g[q] === 0 ? colours[0] : colours[3];
      assert.equal(g[q] === 0 || g[q] === 3, true, `heap ${q} is in W0 or W3`);
      assert.deepEqual(await pixel(page, (q + 0.5) * zoom, y, 'canvas.asg-lane'), want, `shifted P-position ${q}`);
      checked++;
    }
    assert.ok(checked > 10);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the ledger is counted by the mex rule in a worker and agrees with the closed forms', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=ledger');
    const text = await caption(page, /counted by the mex rule/);
    const P = 301;
    const g = mexValues([7, 19, 26], P);
    const count = (v) => g.filter((x) => x === v).length;
    assert.match(
      text,
      new RegExp(
        `Per heap period ${P}: \\|W0\\| = ${count(0)}, \\|W1\\| = ${count(1)}, \\|W2\\| = ${count(2)}, \\|W3\\| = ${count(3)}, and 35 collision windows`,
      ),
    );
    assert.match(text, /every count equals its closed form/);
    assert.equal(await page.locator('.asg-ledger tbody tr[data-agrees="true"]').count(), 7);
    // Outside the regime: the counts, the observed period, and no closed form.
    await page.goto(`${env.url}?a=5&delta=16&view=ledger`);
    const outside = await caption(page, /Per heap period 215/);
    assert.match(outside, /no closed form applies here/);
    assert.match(
      plain(await page.locator('.asg-ledger-box').textContent()),
      /observed band formula says the period is 215/,
    );
    const g2 = mexValues([5, 21, 26], 2000);
    for (let x = 0; x < 2000 - 215; x++) assert.equal(g2[x], g2[x + 215]);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a game whose period is past the cycle search bound opens, and its ledger is counted', async () => {
    // (2000, 7001): 3a < δ < 4a, and the band formula's period a(3δ − a) is beyond 2^25.
    const [a, delta] = [2000, 7001];
    const P = a * (3 * delta - a);
    assert.ok(P > 2 ** 25);
    const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}&view=ledger`);
    assert.match(plain(await page.locator('.asg-summary').first().textContent()), new RegExp(`heap period ${P} \\(`));
    const text = await caption(page, new RegExp(`Per heap period ${P}:`));
    const counts = [0, 1, 2, 3].map((v) => Number(new RegExp(`\\|W${v}\\| = (\\d+)`).exec(text)[1]));
    assert.equal(
      counts.reduce((x, y) => x + y),
      P,
    );
    // The values near the origin are the mex rule's (checked here), and repeat after P there too.
    const g = mexValues([a, a + delta, 2 * a + delta], 30000);
    const far = await page.evaluate(
      ([p]) => {
        const game = window.asgExplorer.game;
        return Array.from(game.nim(BigInt(p), 30000));
      },
      [P],
    );
    assert.deepEqual(far, g);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('screenshots of each view, small, medium and large games, phone and desktop', async () => {
    const views = ['gaps', 'collisions', 'residues', 'ledger'];
    for (const [a, delta] of [
      [2, 3],
      [7, 12],
      [101, 150],
    ]) {
      for (const view of views) {
        const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}&view=${view}`);
        await page.waitForFunction(() => document.querySelector('.asg-caption').textContent.length > 0);
        await settle(page);
        await page.screenshot({ path: `${SHOTS}/proof-${view}-${a}-${delta}-desktop.png`, fullPage: true });
        assert.deepEqual(problems, [], `${view} (${a}, ${delta})`);
        await context.close();
      }
    }
    for (const view of views) {
      const { page, problems, context } = await open(env, `?a=7&delta=12&view=${view}`, {
        width: 390,
        height: 844,
        colorScheme: 'dark',
      });
      await page.waitForFunction(() => document.querySelector('.asg-caption').textContent.length > 0);
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/proof-${view}-7-12-phone-dark.png`, fullPage: true });
      assert.deepEqual(problems, [], `${view} on a phone`);
      await context.close();
    }
  });
});
