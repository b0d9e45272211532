// The proof views in a real headless Chromium: captions state the right counts (checked against
// a mex rule computed here), residues and gaps select each other, links restore the view, the
// ledger's worker counts, and no view logs an error.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertGrid,
  assertStrip,
  axeResults,
  mexValues,
  open,
  palette,
  paletteOf,
  pixel,
  pixelsOf,
  SHOTS,
  settle,
  smallestPeriod,
  start,
  useScheme,
  waitDrawn,
  watch,
} from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

/** Text with its digit groups (English: commas) taken out. */
const plain = (t) => t.replace(/(?<=\d),(?=\d{3}(?!\d))/g, '');

async function caption(page, pattern) {
  await page.waitForFunction(
    (src) =>
      new RegExp(src).test(document.querySelector('.asg-caption').textContent.replace(/(?<=\d),(?=\d{3}(?!\d))/g, '')),
    pattern.source,
  );
  return plain(await page.locator('.asg-caption').textContent());
}

/** P-positions and gaps by the mex rule, for brute-force checks. */
function zerosOf(a, delta, len) {
  const g = mexValues([a, a + delta, 2 * a + delta], len);
  return g.flatMap((v, x) => (v === 0 ? [x] : []));
}

/**
 * The mex rule's values for (a, δ), at least `least` of them and three times a(3δ + a) (which
 * only says how far to look), with their smallest period and P-positions, all found here.
 */
function byTheRule(a, delta, least = 0) {
  const g = mexValues([a, a + delta, 2 * a + delta], Math.max(3 * a * (3 * delta + a), least));
  return { g, period: smallestPeriod(g), zeros: g.flatMap((v, x) => (v === 0 ? [x] : [])) };
}

/** The type of a gap of `length` heaps, as the page numbers them: 1, a+1, b+1, a+b+1, other. */
function gapKind(a, delta, length) {
  const k = [1, a + 1, a + delta + 1, 2 * a + delta + 1].indexOf(length);
  return k < 0 ? 4 : k;
}

async function laneReady(page) {
  await page.waitForFunction(() => {
    const lane = document.querySelector('canvas.asg-lane');
    return lane && lane.dataset.draws > 0 && !lane.closest('[hidden]');
  });
  await settle(page);
}

/**
 * Checks the gap lane (drawn from heap 0 at `zoom` px a heap): over each gap between P-positions
 * of the mex rule at least 4 px wide, just above the baseline, the colour of its type.
 */
async function assertGapBars(lane, a, delta, { zeros }, zoom, what) {
  const [colours, [w, h]] = await Promise.all([
    lane.evaluate((c) =>
      [0, 1, 2, 3, 4].map((k) => {
        const hex = getComputedStyle(c).getPropertyValue(`--asg-gap${k}`).trim();
        return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      }),
    ),
    lane.evaluate((c) => [c.width, c.height]),
  ]);
  const y = h - 22 - 3;
  const gaps = [];
  for (let n = 0; zeros[n + 1] * zoom <= w; n++) {
    if ((zeros[n + 1] - zeros[n]) * zoom >= 4) gaps.push(n);
  }
  const got = await pixelsOf(
    lane,
    gaps.map((n) => [Math.floor(((zeros[n] + zeros[n + 1]) / 2) * zoom), y]),
  );
  const want = gaps.map((n) => colours[gapKind(a, delta, zeros[n + 1] - zeros[n])]);
  const wrong = gaps.filter((_, i) => String(got[i]) !== String(want[i]));
  assert.deepEqual(
    wrong.slice(0, 5).map((n) => `gap ${n} from ${zeros[n]}: ${got[gaps.indexOf(n)]}`),
    [],
    `${what}: ${wrong.length} of ${gaps.length} gap bars differ from the mex rule`,
  );
  return gaps.length;
}

/** Checks the collision lane: a dot of the colour of value 0 on the baseline over each P-position of the mex rule. */
async function assertDots(lane, { zeros }, zoom, what) {
  const [colours, [w, h]] = await Promise.all([paletteOf(lane), lane.evaluate((c) => [c.width, c.height])]);
  const y = Math.round(h * 0.62);
  const shown = zeros.filter((p) => (p + 1) * zoom <= w);
  const got = await pixelsOf(
    lane,
    shown.map((p) => [Math.floor((p + 0.5) * zoom), y]),
  );
  const wrong = shown.filter((_, i) => String(got[i]) !== String(colours[0]));
  assert.deepEqual(
    wrong.slice(0, 5).map((p) => `P-position ${p}: ${got[shown.indexOf(p)]}`),
    [],
    `${what}: ${wrong.length} of ${shown.length} P-positions have no dot`,
  );
  return shown.length;
}

describe('the proof views', () => {
  test('collision captions state the windows, period and W3 heaps that the mex rule gives', async () => {
    // One page, each game's link loaded as a new document.
    const { page, problems, context } = await open(env, 'about:blank', { ready: false });
    for (const [a, delta] of [
      [2, 3],
      [7, 12],
      [101, 150],
    ]) {
      await page.goto(new URL(`?a=${a}&delta=${delta}&view=collisions`, env.url).href);
      await waitDrawn(page);
      const text = await caption(page, /collision windows per heap period/);
      const shown =
        /^(\d+) collision windows per heap period of (\d+) \(a·d = (\d+)·(\d+), Theorem 7\).* the (\d+) heaps of W3 per heap period/.exec(
          text,
        );
      assert.ok(shown, text);
      const [windows, period, shownA, shownD, w3] = shown.slice(1).map(Number);
      // Counted here: the period, pairs of P-positions δ apart with the lower end in one
      // period, and the heaps of value 3 in one period.
      const rule = byTheRule(a, delta);
      const set = new Set(rule.zeros);
      assert.equal(period, rule.period, `(${a}, ${delta}): heap period`);
      assert.equal(windows, rule.zeros.filter((x) => x < rule.period && set.has(x + delta)).length, 'windows');
      assert.equal(w3, rule.g.slice(0, rule.period).filter((v) => v === 3).length, 'heaps of W3');
      assert.deepEqual([shownA, shownD], [a, delta - a], 'a and d = δ − a');
      assert.equal(shownA * shownD, windows, 'the product shown is the count');
      // Fitted, the lane spans six of the longest gaps (a + b + 1), or two periods if less.
      const span = await page.evaluate(() => {
        const v = window.asgExplorer.view;
        return v.canvas.clientWidth / v.zoom();
      });
      assert.ok(Math.abs(span - Math.min(2 * rule.period, 6 * (2 * a + delta + 1))) < 1e-6, `span ${span}`);
      assert.deepEqual(problems.splice(0), [], `(${a}, ${delta})`);
    }
    await context.close();
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
        `Per index period of ${a * delta} gaps: ${count(1)} of length 1, ${count(a + 1)} of length a\\+1, ${count(a + delta + 1)} of length b\\+1 and ${count(2 * a + delta + 1)} of length a\\+b\\+1`,
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
    // The lane's highlighted gaps are exactly the gaps n starting in view whose length is a + 1
    // by the mex rule (P-positions z_n, z_(n+1) found here) and whose residue (n + 1) mod δ is r.
    const url = new URL(page.url());
    const x = Number(url.searchParams.get('x'));
    const zoom = Number(url.searchParams.get('zoom'));
    const laneWidth = (await page.locator('canvas.asg-lane').boundingBox()).width;
    const z = zerosOf(a, delta, Math.ceil(x + laneWidth / zoom) + 4 * (2 * a + delta + 1));
    const expected = [];
    for (let n = 0; z[n] < x + laneWidth / zoom; n++) {
      if (z[n] >= Math.floor(x) && z[n + 1] - z[n] === a + 1 && (n + 1) % delta === r) expected.push(n);
    }
    assert.ok(expected.length > 0);
    assert.deepEqual(chosen, expected);
    // The highlight is on the canvas too: the outline colour at the first chosen gap.
    const focus = await page.evaluate(() =>
      getComputedStyle(document.querySelector('canvas.asg-lane')).getPropertyValue('--asg-focus').trim(),
    );
    const rgb = [1, 3, 5].map((i) => parseInt(focus.slice(i, i + 2), 16));
    const laneBox = await page.locator('canvas.asg-lane').boundingBox();
    const gx = (z[chosen[0]] - x) * zoom;
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
    // One page, each link loaded as a new document.
    const { page, problems, context } = await open(env, 'about:blank', { ready: false });
    for (const [a, delta, r] of [
      [7, 12, 3],
      [7, 12, 11],
      [101, 150, 77],
    ]) {
      await page.goto(new URL(`?a=${a}&delta=${delta}&view=residues&r=${r}`, env.url).href);
      await waitDrawn(page);
      await laneReady(page);
      await page.waitForFunction(() => document.querySelector('canvas.asg-lane').dataset.chosen !== '');
      const chosen = (await page.locator('canvas.asg-lane').getAttribute('data-chosen')).split(',').map(Number);
      // The first gap n of length a + 1 by the mex rule with residue (n + 1) mod δ = r.
      const z = zerosOf(a, delta, 4 * a * (3 * delta + a));
      let first = 0;
      while (!(z[first + 1] - z[first] === a + 1 && (first + 1) % delta === r)) first++;
      assert.ok(first + 1 < z.length, 'found within the values computed');
      assert.equal(chosen[0], first, `(${a}, ${delta}), r = ${r}`);
      assert.ok(Number(new URL(page.url()).searchParams.get('x')) > 0, 'the line moved and the URL says where');
      assert.deepEqual(problems.splice(0), [], `(${a}, ${delta}), r = ${r}`);
    }
    // A residue that (7, 12) does not have: a message, and the link's other parts still apply.
    await page.goto(new URL('?a=7&delta=12&view=residues&r=12', env.url).href);
    await waitDrawn(page);
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
    const z = zerosOf(a, delta, 100);
    assert.equal(z[7] - z[6], a + 1);
    await page.mouse.click(lane.x + (z[6] + 4) * 6, lane.y + lane.height - 40);
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
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.children].map((td) => td.textContent.replace(/(?<=\d),(?=\d{3}(?!\d))/g, ''))),
      );
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

  test('the ledger’s worker gets the full core from the page: the full module is fetched once', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Requests of the page and of its workers, by file.
    const fetched = [];
    context.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    const page = await context.newPage();
    const problems = [];
    watch(page, (text) => problems.push(text));
    await page.goto(`${env.url}?a=7&delta=12&view=ledger`);
    await page.waitForSelector('table.asg-ledger');
    assert.equal(await page.locator('.asg-ledger tbody tr[data-agrees="true"]').count(), 7);
    const count = (file) => fetched.filter((p) => p.endsWith(file)).length;
    assert.equal(count('/js/worker.js'), 1, fetched.join(' '));
    assert.equal(count('/pkg/asg_full_bg.wasm'), 1, fetched.join(' '));
    assert.equal(count('/pkg/asg_bg.wasm'), 1, fetched.join(' '));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the ledger is counted by the mex rule in a worker and agrees with the closed forms', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=ledger');
    const text = await caption(page, /counted by the mex rule/);
    // The period, the class sizes per period and the windows, all counted here by the mex rule.
    const counted = ({ g, period, zeros }, delta) => {
      const set = new Set(zeros);
      const pairs = zeros.filter((x) => x < period && set.has(x + delta)).length;
      const sizes = [0, 1, 2, 3].map((v) => g.slice(0, period).filter((x) => x === v).length);
      return { period, sizes, pairs };
    };
    const inRegime = counted(byTheRule(7, 12), 12);
    assert.match(
      text,
      new RegExp(
        `Per heap period ${inRegime.period}: ${inRegime.sizes.map((n, v) => `\\|W${v}\\| = ${n}`).join(', ')}, and ${inRegime.pairs} collision windows`,
      ),
    );
    assert.match(text, /every count equals its closed form/);
    assert.equal(await page.locator('.asg-ledger tbody tr[data-agrees="true"]').count(), 7);
    // Outside the regime: the counts and the period the page shows are those of the mex rule,
    // and no closed form is claimed.
    await page.goto(`${env.url}?a=5&delta=16&view=ledger`);
    const outside = await caption(page, /Per heap period \d+:/);
    assert.match(outside, /no closed form applies here/);
    const rule = counted(byTheRule(5, 16, 4000), 16);
    assert.match(
      outside,
      new RegExp(`Per heap period ${rule.period}: ${rule.sizes.map((n, v) => `\\|W${v}\\| = ${n}`).join(', ')}`),
    );
    assert.match(
      plain(await page.locator('.asg-ledger-box').textContent()),
      new RegExp(`observed band formula says the period is ${rule.period}\\b`),
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a game whose period is past the cycle search bound opens, and its ledger is counted', async () => {
    // (2000, 7001): 3a < δ < 4a, and its period is beyond the cycle search's 2^25 heaps.
    const [a, delta] = [2000, 7001];
    const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}&view=ledger`);
    const P = Number(/heap period (\d+) \(/.exec(plain(await page.locator('.asg-summary').first().textContent()))[1]);
    assert.ok(P > 2 ** 25, `period ${P}`);
    const text = await caption(page, new RegExp(`Per heap period ${P}:`));
    const counts = [0, 1, 2, 3].map((v) => Number(new RegExp(`\\|W${v}\\| = (\\d+)`).exec(text)[1]));
    // The mex rule over two of the page's periods, here, in a byte array (the same rule as
    // mexValues, with the values seen as bits, for 76 million heaps).
    const moves = [a, a + delta, 2 * a + delta];
    const g = new Uint8Array(2 * P);
    for (let x = 0; x < g.length; x++) {
      let seen = 0;
      for (const s of moves) if (s <= x) seen |= 1 << g[x - s];
      let v = 0;
      while (seen & (1 << v)) v++;
      g[x] = v;
    }
    // P is a period (repeating over P ≥ the largest move heaps, it repeats for ever), and no
    // P / q for a prime q is, so P is the smallest; the class sizes are the counts of one period.
    const repeats = (p) => g.subarray(0, P).every((v, x) => v === g[x + p]);
    assert.ok(repeats(P), `${P} is a period of the mex rule`);
    for (let q = 2, rest = P; q <= rest; q++) {
      if (rest % q) continue;
      while (rest % q === 0) rest /= q;
      assert.ok(!repeats(P / q), `${P / q} is not a period`);
    }
    const sizes = [0, 0, 0, 0];
    for (let x = 0; x < P; x++) sizes[g[x]]++;
    assert.deepEqual(counts, sizes);
    // The page's values one period out are the mex rule's near the origin.
    const far = await page.evaluate(
      ([p]) => {
        const game = window.asgExplorer.game;
        return Array.from(game.nim(BigInt(p), 30000));
      },
      [P],
    );
    assert.deepEqual(far, Array.from(g.subarray(0, 30000)));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('screenshots of each view, small, medium and large games, phone and desktop, show the mex rule’s values', async () => {
    const views = ['gaps', 'collisions', 'residues', 'ledger'];
    const shots = [];
    // A wide desktop: the picture beside the panel as wide as a 1280-pixel page's used to be
    // (narrower, (101, 150)'s lane is zoomed out past its gap bars).
    for (const [a, delta] of [
      [2, 3],
      [7, 12],
      [101, 150],
    ])
      for (const view of views) shots.push([a, delta, view, 'desktop', { width: 1600, colorScheme: 'light' }]);
    for (const view of views) shots.push([7, 12, view, 'phone-dark', { width: 390, height: 844, colorScheme: 'dark' }]);
    const rules = new Map();
    // One page for each setup, loading each shot's link as a new document.
    const pages = new Map();
    for (const [a, delta, view, name, options] of shots) {
      const key = `${a}/${delta}`;
      if (!rules.has(key)) rules.set(key, byTheRule(a, delta, 200000));
      const rule = rules.get(key);
      const link = `?a=${a}&delta=${delta}&view=${view}`;
      if (!pages.has(name)) pages.set(name, await open(env, link, options));
      else await pages.get(name).page.goto(new URL(link, env.url).href);
      const { page, problems } = pages.get(name);
      await waitDrawn(page);
      await page.waitForFunction(() => document.querySelector('.asg-caption').textContent.length > 0);
      if (view !== 'ledger') await laneReady(page);
      await settle(page);
      const what = `${view} (${a}, ${delta}) ${name}`;
      const canvas = page.locator('canvas.asg-canvas');
      const across = await canvas.evaluate((c) => c.clientWidth);
      if (view === 'ledger') {
        // The grid beside the ledger, fitted to one period a row; zoomed out below a pixel a
        // heap, its pixels mix heaps, which the exact-counts tests check.
        const zoom = across / rule.period;
        if (zoom >= 2) assert.ok((await assertGrid(canvas, rule.g, { rowWidth: rule.period, zoom, what })) > 50, what);
      } else {
        // The number line, fitted to six of the longest gaps or two periods …
        const zoom = across / Math.min(2 * rule.period, 6 * (2 * a + delta + 1));
        if (zoom >= 1) assert.ok((await assertStrip(canvas, rule.g, { zoom, what })) > 40, what);
        // … and the lane under it at the same scale: gap bars, or the dots of the P-positions
        // (those only where a heap is 2 px or more, as smaller dots blend with their neighbours).
        const lane = page.locator('canvas.asg-lane');
        if (view !== 'collisions') {
          assert.ok((await assertGapBars(lane, a, delta, rule, zoom, what)) > 3, what);
        } else if (zoom >= 2) {
          assert.ok((await assertDots(lane, rule, zoom, what)) > 3, what);
        }
      }
      await page.screenshot({ path: `${SHOTS}/proof-${view}-${a}-${delta}-${name}.png`, fullPage: true });
      assert.deepEqual(problems.splice(0), [], what);
    }
    for (const { context } of pages.values()) await context.close();
  });
});

/**
 * The certificate of (a, δ) worked out plainly here: the closed form's classes from a set of the
 * wₙ, then the mex rule's two duties at each heap below P + 2a + b. Per class: heaps, first
 * anti-collision and reachability failures; and the first heap with no class.
 */
function plainCertificate(a, delta, upTo = 0) {
  const b = a + delta;
  const checked = a * (3 * delta + a) + 2 * a + b;
  const w = new Set();
  for (let n = 0; ; n++) {
    const x = n + a * Math.floor(n / a) + b * Math.floor(n / delta);
    if (x > Math.max(checked, upTo) + b) break;
    w.add(x);
  }
  const classOf = (x) => [w.has(x), x >= a && w.has(x - a), w.has(x + b), w.has(x + delta)].indexOf(true);
  const classes = [0, 1, 2, 3].map(() => ({ heaps: 0, anti: null, reach: null }));
  let partition = null;
  for (let x = 0; x < checked; x++) {
    const c = classOf(x);
    if (c < 0) {
      partition ??= x;
      continue;
    }
    classes[c].heaps++;
    const options = [a, b, a + b].filter((s) => s <= x).map((s) => classOf(x - s));
    if (options.includes(c)) classes[c].anti ??= x;
    for (let v = 0; v < c; v++) if (!options.includes(v)) classes[c].reach ??= x;
  }
  return { checked, classes, partition, classOf };
}

/** The certificate's table as the page shows it: each class row's heaps and each duty's first failure. */
async function certificateTable(page) {
  await page.waitForSelector('.asg-certificate');
  return page.evaluate(() => {
    const cell = (row, duty) => {
      const td = row.querySelector(`td[data-duty="${duty}"]`);
      return td.dataset.firstFailure === '' ? null : Number(td.dataset.firstFailure);
    };
    const rows = [...document.querySelectorAll('.asg-certificate tbody tr')];
    return {
      classes: rows
        .filter((r) => r.dataset.class !== '')
        .map((r) => ({
          class: Number(r.dataset.class),
          heaps: Number(r.querySelector('td.asg-num').textContent.replace(/\D/g, '')),
          anti: cell(r, 'anti-collision'),
          reach: cell(r, 'reachability'),
        })),
      partition: cell(
        rows.find((r) => r.dataset.class === ''),
        'partition',
      ),
      duties: [...document.querySelectorAll('.asg-certificate td[data-duty]')].map((td) => [
        td.dataset.class,
        td.dataset.duty,
      ]),
    };
  });
}

describe('the proof of Theorem 1 (view=proof)', () => {
  test('the certificate agrees with a plain check made here, and holds exactly where the closed form is the mex rule’s sequence', async () => {
    const { page, problems, context } = await open(env, 'about:blank', { ready: false });
    for (const [a, delta] of [
      [5, 7],
      [7, 12],
      [2, 3],
      [5, 16],
      [6, 9],
      [5, 4],
      [3, 11],
    ]) {
      await page.goto(new URL(`?a=${a}&delta=${delta}&view=proof`, env.url).href);
      await waitDrawn(page);
      const shown = await certificateTable(page);
      // Three heap periods and a little more, for the closed form against the mex rule.
      const len = 3 * a * (3 * delta + a) + 3 * (a + delta);
      const plain = plainCertificate(a, delta, len);
      assert.deepEqual(
        shown.classes,
        plain.classes.map((c, k) => ({ class: k, heaps: c.heaps, anti: c.anti, reach: c.reach })),
        `(${a}, ${delta}): the duties per class`,
      );
      assert.equal(shown.partition, plain.partition, `(${a}, ${delta}): every heap has a class`);
      // Every cell says which class and duty it is about.
      assert.equal(shown.duties.length, 9);
      assert.deepEqual(
        shown.duties.filter(([, d]) => d === 'partition'),
        [['', 'partition']],
      );
      const holds = shown.classes.every((c) => c.anti === null && c.reach === null) && shown.partition === null;
      const g = mexValues([a, a + delta, 2 * a + delta], len);
      const formula = (x) => Math.max(0, plain.classOf(x) < 0 ? 3 : plain.classOf(x));
      const agrees = g.every((v, x) => v === formula(x));
      assert.equal(holds, agrees, `(${a}, ${delta}): holds exactly where the formula is the game`);
      const text = await caption(page, holds ? /A proof for/ : /the argument breaks at heap/);
      const heading = await page.locator('#asg-proof-title').textContent();
      assert.equal(
        heading,
        inRegimeOf(a, delta) ? 'Why the closed form is right' : 'Is the closed form right for this game?',
      );
      if (holds) {
        assert.match(text, new RegExp(`a = ${a}, δ = ${delta}: both duties hold .* first ${plain.checked} heaps`));
        assert.equal(await page.locator('.asg-proof-breaks').count(), 0);
        // The argument's numbers: w(n + aδ) = w(n) + P, checks repeating from 2a + b, every heap
        // from P + 2a + b on like one a multiple of P lower.
        const argument = await page.locator('.asg-proof-argument').textContent();
        const m = /here aδ = (\d+) and P = (\d+)\), so from heap 2a \+ b = (\d+) on.* Every heap from (\d+) on/.exec(
          argument.replace(/(?<=\d),(?=\d{3}(?!\d))/g, ''),
        );
        assert.ok(m, argument);
        const P = a * (3 * delta + a);
        assert.deepEqual(m.slice(1).map(Number), [a * delta, P, 2 * a + a + delta, plain.checked]);
        const b = a + delta;
        const w = (n) => n + a * Math.floor(n / a) + b * Math.floor(n / delta);
        for (const n of [0, 7, 100]) assert.equal(w(n + a * delta), w(n) + P, 'w(n + aδ) = w(n) + P');
      } else {
        const first = Math.min(
          ...[shown.partition, ...shown.classes.flatMap((c) => [c.anti, c.reach])].filter((x) => x !== null),
        );
        assert.match(text, new RegExp(`the argument breaks at heap ${first},`));
        const breaks = await page.locator('.asg-proof-breaks').textContent();
        assert.match(breaks, new RegExp(`Where the argument breaks: heap ${first}`));
        assert.match(breaks, new RegExp(`The mex rule gives g\\(${first}\\) = ${g[first]}\\.`));
      }
      // The steps of the general proof only in the regime (where Theorem 1 is the paper's).
      const inRegime = inRegimeOf(a, delta);
      assert.equal(await page.locator('.asg-theorem-steps:not([hidden])').count(), inRegime ? 1 : 0);
      assert.deepEqual(problems.splice(0), [], `(${a}, ${delta})`);
    }
    await context.close();
  });

  test('a game too large to check says so, and its steps still stand, each saying it is not checked here', async () => {
    const { page, problems, context } = await open(env, '?a=1000000&delta=1500001&view=proof');
    await page.waitForSelector('.asg-proof-box .asg-error');
    assert.match(await page.locator('.asg-proof-box .asg-error').textContent(), /work limit/);
    await page.waitForFunction(() => document.querySelectorAll('.asg-step').length === 6);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.asg-step [data-checked]')].every((e) => e.dataset.checked === 'none'),
    );
    // Step 6's examples come from the core however large δ is (the whole profile would be refused).
    assert.equal(await page.locator('.asg-step[data-step="6"] li').count(), 3);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a failing duty’s link shows that heap and its options on the number line, with their classes', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=16&view=proof');
    await certificateTable(page);
    const link = page.locator('td[data-class="0"][data-duty="anti-collision"] button');
    assert.equal(await link.textContent(), 'heap 21');
    await link.click();
    await page.waitForFunction(() => window.asgExplorer.view.marks.length === 3);
    const marks = await page.evaluate(() =>
      window.asgExplorer.view.marks.map((m) => [Number(m.heap), m.label, Boolean(m.main)]),
    );
    // 21 is w₁₁ (class W0); 21 − 5 = 16 has 11 = w₆ five below (W1); 21 − 21 = 0 = w₀ (W0).
    assert.deepEqual(marks, [
      [21, 'W0', true],
      [16, '−5: W1', false],
      [0, '−21: W0', false],
    ]);
    // The inspector explains heap 21 by the mex rule; focus stays on the link.
    await page.waitForFunction(() => /21/.test(document.querySelector('.asg-inspector-body').textContent));
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'heap 21');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the steps of the proof: no row makes a move, one makes δ, every reachability case found on a period, each checked by the table', async () => {
    const [a, delta] = [7, 12];
    const b = a + delta;
    const d = delta - a;
    const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}&view=proof`);
    await page.waitForSelector('.asg-theorem-steps .asg-cases tr[data-found]:not([data-found=""])', {
      state: 'attached',
    });
    await page.evaluate(() => {
      for (const s of document.querySelectorAll('.asg-step')) s.open = true;
    });
    const steps = await page.evaluate(() =>
      [...document.querySelectorAll('.asg-step')].map((s) => ({
        n: s.dataset.step,
        checked: s.querySelector('[data-checked]')?.dataset.checked ?? null,
        possible: [...s.querySelectorAll('.asg-differences tbody tr')].map((r) => r.dataset.possible === 'true'),
      })),
    );
    assert.deepEqual(
      steps.map((s) => s.n),
      ['1', '2', '3', '4', '5', '6'],
    );
    // Step 2: no way to make a, b or a + b; step 5: exactly one way to make δ.
    assert.ok(steps[1].possible.length > 5 && steps[1].possible.every((p) => !p));
    assert.deepEqual(
      steps[4].possible.filter((p) => p),
      [true],
    );
    const windowRow = await page.evaluate(() =>
      [...document.querySelector('.asg-step[data-step="5"] tr[data-possible="true"]').cells].map((c) =>
        c.textContent.trim(),
      ),
    );
    assert.deepEqual(windowRow.slice(0, 4), ['yes', '1', '0', String(d)], 'fits: A = 1, D = 0, j = d');
    // Steps 2, 3 and 4 are each confirmed by the table.
    assert.deepEqual(
      steps.filter((s) => s.checked !== null).map((s) => [s.n, s.checked]),
      [
        ['2', 'true'],
        ['3', 'true'],
        ['4', 'true'],
      ],
    );
    // Step 3's cases: each found on one heap period as often as its cell area says, and the
    // areas per class are a heap period's heaps of W1, W2, W3 by the mex rule.
    const cases = await page.evaluate(() =>
      [...document.querySelectorAll('.asg-cases tbody tr')].map((r) => ({
        cls: Number(r.dataset.class),
        per: Number(r.cells[4].textContent.replace(/\D/g, '')),
        found: Number(r.dataset.found),
        example: Number(r.querySelector('button')?.textContent.replace(/\D/g, '')),
      })),
    );
    const period = a * (3 * delta + a);
    const g = mexValues([a, b, a + b], 2 * period);
    for (const c of cases) {
      assert.equal(c.found, c.per, `class ${c.cls}`);
      assert.equal(g[c.example], c.cls, `example ${c.example} is of value ${c.cls}`);
    }
    for (const cls of [1, 2, 3]) {
      const per = cases.filter((c) => c.cls === cls).reduce((s, c) => s + c.per, 0);
      assert.equal(per, g.slice(0, period).filter((v) => v === cls).length, `W${cls} per heap period`);
    }
    // The worked example of step 3: the lag δ's difference plus a, as the first W2 row uses it.
    const example = await page.locator('.asg-step[data-step="3"] p', { hasText: 'For example' }).textContent();
    const m = /w\(n\) − w\(n − (\d+)\) = (\d+) \+ (\d+) = (\d+)\. As x = w\(n\) − (\d+)/.exec(example);
    assert.ok(m, example);
    assert.deepEqual(m.slice(1).map(Number), [delta, 2 * b, a, 2 * b + a, b]);
    // A case's example on the line: the heap and its options, marked with their classes.
    const last = page.locator('.asg-cases tbody tr[data-class="3"] button').last();
    const heap = Number((await last.textContent()).replace(/\D/g, ''));
    await last.click();
    await page.waitForFunction((h) => window.asgExplorer.view.marks.some((k) => Number(k.heap) === h), heap);
    const marked = await page.evaluate(() => window.asgExplorer.view.marks.map((k) => [Number(k.heap), k.label]));
    const cls = ['W0', 'W1', 'W2', 'W3'];
    assert.deepEqual(marked, [[heap, 'W3'], ...[a, b, a + b].map((s) => [heap - s, `−${s}: ${cls[g[heap - s]]}`])]);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('ways into the Proof view', () => {
  test('the tour’s proof step, a why? walk of the legend and the glossary each open it, with focus on its heading or on the step asked for', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&tour=6');
    // Focus on the view's heading, or on the heading of the step the way in asked for.
    const intoProof = async (what, step = null) => {
      await page.waitForFunction(() => new URL(location.href).searchParams.get('view') === 'proof');
      await page.waitForSelector('table.asg-certificate');
      await page.waitForFunction(
        (n) =>
          n === null
            ? document.activeElement?.id === 'asg-proof-title'
            : document.activeElement?.matches(`.asg-step[data-step="${n}"] > summary`),
        step,
      );
      assert.equal(await page.locator('.asg-tour:not([hidden])').count(), 0, `${what}: the tour is closed`);
    };
    await page.locator('.asg-tour button[name="open-proof"]').click();
    await intoProof('tour step 6');
    // Tour step 8, on collision windows, opens step 5 of the proof, in view.
    await page.goto(new URL('?a=5&delta=7&tour=8', env.url).href);
    await page.locator('.asg-tour button[name="open-proof"]').click();
    await intoProof('tour step 8', 5);
    assert.equal(new URL(page.url()).searchParams.get('step'), '5');
    await page.waitForFunction(() => document.querySelector('.asg-step[data-step="5"]')?.open === true);
    assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('.asg-step')].map((d) => d.open)), [
      true,
      false,
      false,
      false,
      true,
      false,
    ]);
    // A link to a step: step 6 open and in view on load, and again after the certificate fills in.
    await page.goto(new URL('?a=7&delta=12&view=proof&step=6', env.url).href);
    await page.waitForSelector('.asg-cases tr[data-found]:not([data-found=""])', { state: 'attached' });
    const six = await page.evaluate(() => {
      const d = document.querySelector('.asg-step[data-step="6"]');
      const box = d.getBoundingClientRect();
      return { open: d.open, inView: box.top < innerHeight && box.bottom > 0 };
    });
    assert.deepEqual(six, { open: true, inView: true });
    // The legend's why? for W3, then the walk's way to the whole proof.
    await page.goto(new URL('?a=5&delta=7&view=strip', env.url).href);
    await waitDrawn(page);
    await page.locator('.asg-why-button').nth(3).click();
    await page.locator('button[name="why-proof"]').click();
    await intoProof('why? of W3', 3);
    // The glossary's dialog.
    await page.goto(new URL('?a=5&delta=7&view=grid', env.url).href);
    await waitDrawn(page);
    await page.getByRole('button', { name: 'Glossary' }).click();
    await page.locator('dialog.asg-glossary button[name="glossary-proof"]').click();
    await intoProof('the glossary');
    assert.equal(await page.locator('dialog.asg-glossary[open]').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('what a student reading the proof met', () => {
  test('at a desk: a heap or window a button shows is on screen even after the page was scrolled, the tip of a heap shown before goes, and a later failing heap is explained when its link is followed', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&tour=6', { colorScheme: 'dark' });
    await page.locator('.asg-tour button[name="open-proof"]').click();
    await page.waitForSelector('.asg-cases tr[data-found]:not([data-found=""])', { state: 'attached' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator('.asg-step[data-step="3"] > summary').click();
    await page.locator('.asg-cases tbody tr[data-class="3"] button').first().click();
    const inView = () =>
      page.evaluate(() => {
        const r = document.querySelector('canvas.asg-canvas').getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      });
    await page.waitForFunction(() => window.asgExplorer.view.marks.length === 4);
    assert.equal(await inView(), true, 'the number line is on screen with the marks');
    assert.equal((await page.locator('.asg-tip:not([hidden])').count()) > 0, true, 'the heap shown has its tip');
    await page.locator('.asg-step[data-step="5"] > summary').click();
    await page.locator('.asg-step[data-step="5"] button').first().click();
    await page.waitForFunction(() => window.asgExplorer.view.marks.some((m) => m.label === 'wₘ'));
    assert.equal(
      await page.locator('canvas.asg-canvas ~ .asg-tip:not([hidden])').count(),
      0,
      'no tip left from the heap before',
    );
    // (5, 16): the W1 row's link explains heap 26 below the table, as heap 21 was.
    await page.goto(new URL('?a=5&delta=16&view=proof', env.url).href);
    await page.locator('td[data-class="1"][data-duty="anti-collision"] button').click();
    await page.waitForFunction(() => /heap 26/.test(document.querySelector('.asg-proof-breaks strong').textContent));
    assert.match(
      await page.locator('.asg-proof-breaks').textContent(),
      /Heap 26 is in class W1, and so is one of its options/,
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('on a phone: a step opened by a tap stays where it was tapped, a linked step lands under the number line with focus on it, and the tables keep their numbers whole', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=proof&lang=zh', {
      width: 375,
      height: 812,
      touch: true,
    });
    await page.waitForSelector('.asg-cases tr[data-found]:not([data-found=""])', { state: 'attached' });
    for (const n of [2, 3, 5]) {
      const summary = page.locator(`.asg-step[data-step="${n}"] > summary`);
      await summary.evaluate((e) => e.scrollIntoView({ block: 'center' }));
      const before = await summary.evaluate((e) => e.getBoundingClientRect().top);
      await summary.tap();
      await settle(page);
      const after = await summary.evaluate((e) => e.getBoundingClientRect().top);
      assert.ok(Math.abs(after - before) < 2, `step ${n}: ${before} → ${after}`);
    }
    // Numbers and symbols in the tables are on one line each.
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('.asg-differences td, .asg-cases th, .asg-cases td.asg-num')]
        .filter((c) => c.textContent.trim() && c.getClientRects().length)
        .filter((c) => {
          const range = document.createRange();
          range.selectNodeContents(c);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        })
        .map((c) => c.textContent),
    );
    assert.deepEqual(broken, []);
    // A link to step 3: its heading under the number line stuck at the top, with focus.
    await page.goto(new URL('?a=7&delta=12&view=strip&lang=zh', env.url).href);
    await waitDrawn(page);
    await page.locator('.asg-why-button').nth(2).tap();
    await page.locator('button[name="why-proof"]').tap();
    await page.waitForSelector('.asg-cases tr[data-found]:not([data-found=""])', { state: 'attached' });
    await settle(page);
    const place = await page.evaluate(() => ({
      stage: document.querySelector('.asg-stage').getBoundingClientRect().bottom,
      step: document.querySelector('.asg-step[data-step="3"] > summary').getBoundingClientRect().top,
      focused: document.activeElement?.closest('.asg-step')?.dataset.step ?? null,
    }));
    assert.ok(place.step >= place.stage - 1 && place.step < 812, JSON.stringify(place));
    assert.equal(place.focused, '3');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('what a second student reading the proof met', () => {
  test('at a desk a why? walk lands on its step with the number line on the screen; a residue’s gap is shown with its L and R; the broken duty names only the option that breaks it', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=strip', { width: 1280, height: 800 });
    await page.locator('.asg-why-button').nth(2).click();
    await page.locator('button[name="why-proof"]').click();
    await page.waitForSelector('.asg-cases tr[data-found]:not([data-found=""])', { state: 'attached' });
    await settle(page);
    const place = await page.evaluate(() => {
      const canvas = document.querySelector('canvas.asg-canvas').getBoundingClientRect();
      const step = document.querySelector('.asg-step[data-step="3"] > summary').getBoundingClientRect();
      return { canvas: [canvas.top, canvas.bottom], step: [step.top, step.bottom], height: innerHeight };
    });
    assert.ok(place.canvas[0] >= 0 && place.canvas[1] <= place.height, `the number line: ${JSON.stringify(place)}`);
    assert.ok(place.step[0] >= 0 && place.step[1] <= place.height, `step 3's heading: ${JSON.stringify(place)}`);
    // Step 6: the first residue's gap, the L gaps of 1 before it and the R after it, marked.
    await page.locator('.asg-step[data-step="6"] > summary').click();
    const button = page.locator('.asg-step[data-step="6"] li button').first();
    const text = await page.locator('.asg-step[data-step="6"] li').first().textContent();
    const [r, L, R] = /r = (\d+): L = (\d+), R = (\d+)/.exec(text).slice(1).map(Number);
    await button.click();
    await page.waitForFunction(() => window.asgExplorer.view.marks.length === 4);
    const marks = await page.evaluate(() => window.asgExplorer.view.marks.map((m) => Number(m.heap)));
    // By the mex rule: the P-positions z, the (a+1)-gap of residue r first, and L and R gaps of 1 around it.
    const [a, delta] = [7, 12];
    const zeros = mexValues([a, a + delta, 2 * a + delta], 4000).flatMap((v, x) => (v === 0 ? [x] : []));
    const n = zeros.findIndex((z, i) => zeros[i + 1] - z === a + 1 && (i + 1) % delta === r % delta);
    assert.deepEqual(marks, [zeros[n - L], zeros[n], zeros[n + 1], zeros[n + 1 + R]]);
    for (let i = n - L; i < n; i++) assert.equal(zeros[i + 1] - zeros[i], 1, 'the L gaps before are 1');
    for (let i = n + 1; i < n + 1 + R; i++) assert.equal(zeros[i + 1] - zeros[i], 1, 'the R gaps after are 1');
    // (5, 16): heap 21's option 0 (take 21) is in W0 as it is; its option 16 in W1 is not named.
    await page.goto(new URL('?a=5&delta=16&view=proof', env.url).href);
    const breaks = await page.locator('.asg-proof-breaks p').nth(1).textContent();
    assert.match(breaks, /\(0 in W0 \(take 21\)\)/);
    assert.doesNotMatch(breaks, /16 in W1/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('on a phone a case’s example, tapped, stays where it was tapped', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=proof&lang=ja', {
      width: 375,
      height: 812,
      touch: true,
      colorScheme: 'dark',
    });
    await page.waitForSelector('.asg-cases tr[data-found]:not([data-found=""])', { state: 'attached' });
    await page.locator('.asg-step[data-step="3"] > summary').tap();
    const link = page.locator('.asg-cases tbody tr[data-class="2"] button').first();
    await link.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const before = await link.evaluate((e) => e.getBoundingClientRect().top);
    await link.tap();
    await page.waitForFunction(() => window.asgExplorer.view.marks.length > 0);
    await settle(page);
    const after = await link.evaluate((e) => e.getBoundingClientRect().top);
    assert.ok(Math.abs(after - before) < 2, `${before} → ${after}`);
    await page.screenshot({ path: `${SHOTS}/proof-phone-ja-case.png` });
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('the proof of Theorem 1 read on a phone and at a desk', () => {
  test('with every step open: nothing wider than a 375 px phone in each language, and no accessibility violation, light and dark, in English and Japanese', async () => {
    for (const [width, height] of [
      [375, 812],
      [1280, 800],
    ]) {
      for (const lang of ['en', 'de', 'zh', 'ja']) {
        const { page, problems, context } = await open(env, `?a=7&delta=12&view=proof&lang=${lang}`, { width, height });
        await page.waitForSelector('.asg-cases tr[data-found]:not([data-found=""])', { state: 'attached' });
        await page.evaluate(() => {
          for (const s of document.querySelectorAll('.asg-step')) s.open = true;
        });
        await settle(page);
        const wide = await page.evaluate(() => {
          const w = document.documentElement.clientWidth;
          return [...document.querySelectorAll('.asg-proof-box *')]
            .filter((e) => !e.closest('.asg-table-scroll') && e.getBoundingClientRect().right > w + 0.5)
            .slice(0, 3)
            .map((e) => `${e.tagName} ${e.textContent.slice(0, 30)}`);
        });
        assert.deepEqual(wide, [], `${lang} at ${width} px: nothing sticks out of the page`);
        // axe in a Latin and a CJK language (the others differ only in their words, which the
        // overflow check above reads in every language).
        for (const scheme of ['en', 'ja'].includes(lang) ? ['light', 'dark'] : []) {
          await useScheme(page, scheme);
          const { violations } = await axeResults(page);
          assert.deepEqual(
            violations.map((v) => `${v.id}: ${v.nodes.length}`),
            [],
            `${lang}, ${width} px, ${scheme}`,
          );
        }
        if (lang === 'en') await page.screenshot({ path: `${SHOTS}/proof-steps-${width}.png`, fullPage: true });
        assert.deepEqual(problems, [], `${lang} at ${width} px`);
        await context.close();
      }
    }
  });
});

function gcd(x, y) {
  return y === 0 ? x : gcd(y, x % y);
}

/** True in the primitive quadratic regime: a < δ < 2a, gcd(a, δ) = 1. */
function inRegimeOf(a, delta) {
  return a < delta && delta < 2 * a && gcd(a, delta) === 1;
}
