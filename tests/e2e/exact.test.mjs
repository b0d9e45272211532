// Exact numbers at every size, in a real Chromium: heaps past 2^53 in the inspector, the windows
// list, play and the URL; counts under a zoomed-out pixel that add up; a game whose period is
// past 2^53. Every expected number is computed here, with BigInts and a plain mex rule.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { mexValues, open, settle, start, ungrouped } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

/** Text with digit groups (English: commas) read back as BigInts, in order. */
function wholes(text) {
  return [...ungrouped(text).matchAll(/\d+/g)].map((m) => BigInt(m[0]));
}

/** g for (5, 7) at any heap: the mex rule over one heap period, 130, then periodicity. */
const TABLE = mexValues([5, 12, 17], 130);
const g57 = (x) => TABLE[Number(BigInt(x) % 130n)];

const FAR = 9007199254740000n; // just below 2^53; the view reaches past it

/** A desk screen on which the picture beside the panel is over 1 100 px wide, for the points probed. */
const WIDE = { width: 1600, height: 900 };

/** The heap the inspector reports under CSS point (x, y) of the main canvas. */
async function heapUnder(page, x, y) {
  const box = await page.locator('canvas.asg-canvas').boundingBox();
  await page.mouse.move(box.x + x, box.y + y);
  await page.waitForSelector('.asg-stage .asg-tip:not([hidden])');
  return page.locator('.asg-stage .asg-tip').textContent();
}

describe('exact numbers at every size', () => {
  test('heaps past 2^53 are exact in the inspector, the windows list and play', async () => {
    const { page, problems, context } = await open(env, `?a=5&delta=7&view=strip&zoom=40&x=${FAR}`, WIDE);
    for (const k of [0n, 7n, 25n]) {
      const tip = await heapUnder(page, 40 * Number(k) + 20, 40);
      const heap = FAR + k;
      assert.equal(tip.trim(), `heap ${heap.toLocaleString('en-US')} · value ${g57(heap)}`);
    }
    // Clicking pins the heap: its moves reach heaps exactly 5, 12 and 17 below.
    const box = await page.locator('canvas.asg-canvas').boundingBox();
    await page.mouse.click(box.x + 40 * 20 + 20, box.y + 40);
    const body = await page.locator('.asg-inspector-body').textContent();
    const heap = FAR + 20n;
    for (const s of [5n, 12n, 17n]) {
      assert.ok(ungrouped(body).includes(`−${s}→\u00a0${heap - s}`), `move −${s} from ${heap} in: ${body}`);
    }

    // The windows list of the collisions view at the same place: pairs of P-positions δ apart.
    await page.goto(new URL(`?a=5&delta=7&view=collisions&zoom=40&x=${FAR}`, env.url).href);
    await page.waitForFunction(() => Number(document.querySelector('canvas.asg-lane')?.dataset.draws) > 0);
    await page.locator('.asg-windows summary').click();
    await page.waitForSelector('.asg-window-table tbody tr');
    const rows = await page
      .locator('.asg-window-table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));
    assert.ok(rows.length >= 3, `${rows.length} windows listed`);
    for (const [, , lower, upper] of rows) {
      const [wm, wn] = [wholes(lower)[0], wholes(upper)[0]];
      assert.equal(wn - wm, 7n, `${wm} → ${wn}`);
      assert.equal(g57(wm), 0, `${wm} is a P-position`);
      assert.equal(g57(wn), 0, `${wn} is a P-position`);
      assert.ok(wm + 7n >= FAR && wm < FAR + 40n, `${wm} is in view`);
    }

    // Play from heap 2^53 − 1: every move in the log subtracts exactly.
    await page.goto(new URL('?a=5&delta=7&view=play', env.url).href);
    await page.waitForSelector('.asg-play input[name="heap"]');
    await page.fill('.asg-play input[name="heap"]', '9007199254740991');
    await page.selectOption('.asg-play select[name="first"]', 'computer');
    await page.locator('.asg-play button', { hasText: 'New game' }).click();
    await page.waitForSelector('.asg-play-log li');
    const first = ungrouped(await page.locator('.asg-play-log li').first().textContent());
    const [from, take, to] = wholes(first);
    assert.equal(from, 9007199254740991n);
    assert.equal(to, from - take);
    // The computer moves to a P-position when there is one: 2^53 − 1 ≡ 71 (mod 130) has value 2.
    assert.equal(g57(to), 0, `the computer moved to ${to}, value ${g57(to)}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a pan keeps x exact in the URL, and a reload lands on the same heap under the same pixel', async () => {
    const start = 123456789012n;
    const { page, problems, context } = await open(env, `?a=5&delta=7&view=strip&zoom=40&x=${start}`, WIDE);
    const box = await page.locator('canvas.asg-canvas').boundingBox();
    // Drag 37 px to the left: the view moves 37/40 of a heap to the right.
    await page.mouse.move(box.x + 400, box.y + 60);
    await page.mouse.down();
    await page.mouse.move(box.x + 363, box.y + 60, { steps: 5 });
    await page.mouse.up();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('x')?.includes('.'));
    const x = new URLSearchParams(new URL(page.url()).search).get('x');
    assert.match(x, /^123456789012\.92\d*$/, `x = ${x}`);
    await settle(page);
    const probe = [215, 600, 1000];
    const before = [];
    for (const px of probe) before.push(await heapUnder(page, px, 40));
    await page.reload();
    await page.waitForFunction(() => document.querySelector('canvas.asg-canvas')?.dataset.frames > 0);
    for (const [i, px] of probe.entries()) assert.equal(await heapUnder(page, px, 40), before[i], `pixel ${px}`);
    assert.equal(new URLSearchParams(new URL(page.url()).search).get('x'), x);

    // Far out, the same: a keyboard pan (Shift and an arrow key) from 2^53 − 1000 keeps every digit.
    await page.goto(new URL(`?a=5&delta=7&view=strip&zoom=40&x=${FAR}`, env.url).href);
    await page.waitForFunction(() => document.querySelector('canvas.asg-canvas')?.dataset.frames > 0);
    await page.locator('canvas.asg-canvas').focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('x') !== '9007199254740000');
    const panned = new URLSearchParams(new URL(page.url()).search).get('x');
    const width = await page.locator('canvas.asg-canvas').evaluate((c) => c.clientWidth);
    // One eighth of the width, in heaps at 40 px each.
    const moved = width / 8 / 40;
    assert.equal(Number(panned.split('.')[0]) >= 0, true);
    assert.equal(BigInt(panned.split('.')[0]), FAR + BigInt(Math.floor(moved)), `x = ${panned}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('hovering a zoomed-out grid shows four counts that add up to the heaps under the pixel', async () => {
    const moves = [101, 251, 352];
    const { page, problems, context } = await open(env, '?a=101&delta=150', WIDE);
    // The mex rule over the first 6 million heaps (rows 0 … 100 or so of 55 651 heaps each).
    const g = new Uint8Array(6e6);
    for (let h = 0; h < g.length; h++) {
      let seen = 0;
      for (const s of moves) if (s <= h) seen |= 1 << g[h - s];
      let v = 0;
      while (seen & (1 << v)) v++;
      g[h] = v;
    }
    for (const [x, y] of [
      [300, 30],
      [777, 50],
      [1100, 90],
    ]) {
      const tip = await heapUnder(page, x, y);
      const [lo, hi, c0, c1, c2, c3] = wholes(tip.replace(/ · \d: /g, ' '));
      assert.ok(hi - lo > 1n, `${tip}: a pixel of many heaps`);
      assert.equal(c0 + c1 + c2 + c3, hi - lo + 1n, tip);
      const want = [0n, 0n, 0n, 0n];
      for (let h = Number(lo); h <= Number(hi); h++) want[Math.min(g[h], 3)]++;
      assert.deepEqual([c0, c1, c2, c3], want, tip);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a game whose heap period is past 2^53 opens, with exact periods and counts', async () => {
    const [a, delta] = [2n ** 26n, 2n ** 26n + 1n];
    const period = a * (3n * delta + a);
    const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}`);
    assert.match(await page.locator('.asg-badge').textContent(), /Primitive quadratic regime/);
    const summary = ungrouped(await page.locator('.asg-summary').first().textContent());
    assert.ok(summary.includes(`heap period ${period}`), summary);
    const fromApi = await page.evaluate(async () => {
      const core = await import('./pkg/asg.js');
      await core.default({ module_or_path: new URL('./pkg/asg_bg.wasm', location.href) });
      const g = core.Game.fromDelta(2 ** 26, 2 ** 26 + 1);
      const info = g.additive();
      const out = { heapPeriod: info.heapPeriod, w3: info.classCounts[3], type: typeof info.heapPeriod };
      g.free();
      return out;
    });
    assert.deepEqual(fromApi, { heapPeriod: period, w3: a * a, type: 'bigint' });
    // A pixel of the grid covers heaps past 2^53: its counts still add up exactly.
    const tip = await heapUnder(page, 500, 60);
    const [lo, hi, c0, c1, c2, c3] = wholes(tip.replace(/ · \d: /g, ' '));
    assert.ok(hi > 2n ** 53n, tip);
    assert.equal(c0 + c1 + c2 + c3, hi - lo + 1n, tip);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a game whose heap period passes 64 bits is refused with the reason, never a trap', async () => {
    // a = 2^40, δ = 2^40 + 1: the core answers its values (Theorem 1 needs no period), but the
    // pictures need the period, so the page shows no game and says why, in place of the picture.
    const [a, delta] = [2n ** 40n, 2n ** 40n + 1n];
    const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}`, { ready: false });
    await page.locator('[data-blocked="true"]').first().waitFor();
    const text = await page.locator('body').innerText();
    assert.match(text, /too large for exact 64-bit arithmetic/, text);
    const fromApi = await page.evaluate(async () => {
      const core = await import('./pkg/asg.js');
      await core.default({ module_or_path: new URL('./pkg/asg_bg.wasm', location.href) });
      const g = core.Game.fromDelta(2n ** 40n, 2n ** 40n + 1n);
      const why = g.explain(2n ** 64n - 1n);
      let refused = null;
      try {
        g.period();
      } catch (e) {
        refused = e.code;
      }
      const out = { value: g.value(2n ** 64n - 1n), mex: why.mex, refused };
      g.free();
      return out;
    });
    assert.equal(fromApi.value, fromApi.mex);
    assert.equal(fromApi.refused, 'overflow');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
