// The collision spectrum of a large game counted in a worker, in a real headless Chromium: the
// worker's job seen as the page asks for it, the page answering keys meanwhile, the count stopped
// when the view is hidden and started over when it is shown, its numbers the same as the mex rule
// counted here (a game outside the regime) and as the core on the page's own thread (a large game
// in it), and a refusal that keeps its code and numbers across.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { mexValues, open, ROOT, smallestPeriod, start, ungrouped } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

/**
 * Records on `window.__workers` what the page's workers are asked and say: the jobs posted
 * (kind, a, δ, and w, which worker), the progress reports received (in all, and by worker), the
 * workers alive (made and not terminated) and those ended.
 */
function recordWorkers() {
  const Base = window.Worker;
  const seen = { jobs: [], progress: 0, by: {}, live: 0, made: 0, ended: [] };
  Object.defineProperty(window, '__workers', { value: seen });
  window.Worker = class extends Base {
    constructor(...args) {
      super(...args);
      this.w = seen.made++;
      seen.live++;
      this.addEventListener('message', ({ data }) => {
        if (!data || !('progress' in data)) return;
        seen.progress++;
        seen.by[this.w] = (seen.by[this.w] ?? 0) + 1;
      });
    }
    postMessage(message, ...rest) {
      seen.jobs.push({ kind: message.kind, a: String(message.a), delta: String(message.delta), w: this.w });
      super.postMessage(message, ...rest);
    }
    terminate() {
      if (!this.ended) {
        seen.live--;
        seen.ended.push(this.w);
      }
      this.ended = true;
      super.terminate();
    }
  };
}

/** The label of the presets' entry for (a, δ), as the menu offers it. */
async function presetLabel(a, delta) {
  const source = readFileSync(`${ROOT}www/src/state/presets.ts`, 'utf8');
  const name = source.match(new RegExp(`a: ${a}, delta: ${delta},.*name: '([^']+)'`))?.[1];
  assert.ok(name, `a preset (${a}, ${delta})`);
  const ftl = readFileSync(`${ROOT}www/locales/en.ftl`, 'utf8');
  return ftl.match(new RegExp(`^${name} = (.*)$`, 'm'))[1];
}

/** Opens `path` with the workers recorded. */
async function openRecorded(path, options = {}) {
  const opened = await open(env, 'about:blank', { ready: false, ...options });
  await opened.context.addInitScript(recordWorkers);
  await opened.page.goto(new URL(path, env.url).href);
  return opened;
}

/** What the page's workers were asked and said (see recordWorkers). */
const workers = (page) => page.evaluate(() => structuredClone(window.__workers));

/** Waits until a worker was asked for the spectrum of (a, δ) `n` times. */
async function asked(page, a, delta, n = 1) {
  await page.waitForFunction(
    ([a, delta, n]) =>
      window.__workers.jobs.filter((j) => j.kind === 'spectrum' && j.a === a && j.delta === delta).length >= n,
    [String(a), String(delta), n],
    { timeout: 60000 },
  );
}

/** The rows of the spectrum's CSV export: [k, C(k)] as numbers. */
async function csvRows(page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('.asg-export button:text-is("CSV")'),
  ]);
  const [header, ...rows] = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split(','));
  assert.deepEqual(header, ['k', 'C(k)']);
  return rows.map(([k, c]) => [Number(k), Number(c)]);
}

/**
 * The game's heap period p and C(k) for k = 1 … p, by the mex rule: its P-positions over one
 * period, and every pair x < y ≤ x + p of them counted at distance y − x.
 */
function spectrumByPairs(a, delta) {
  const moves = [a, a + delta, 2 * a + delta];
  for (let len = 1 << 14; ; len *= 2) {
    const g = mexValues(moves, len);
    const p = smallestPeriod(g);
    if (p === null || 3 * p > len) continue;
    const zeros = [];
    for (let x = 0; x < 2 * p; x++) if (g[x] === 0) zeros.push(x);
    const C = new Array(p + 1).fill(0);
    for (let i = 0; zeros[i] < p; i++)
      for (let j = i + 1; j < zeros.length && zeros[j] <= zeros[i] + p; j++) C[zeros[j] - zeros[i]]++;
    return { p, C };
  }
}

describe('the collision spectrum of a large game, counted in a worker', () => {
  test('its worker counts while the page answers keys; hidden, the count stops, and shown again it starts over', async () => {
    // p = 550 455 049: seconds of counting, far more than the steps below take.
    const [a, delta] = [10007, 15000];
    const { page, problems, context } = await openRecorded(`?a=${a}&delta=${delta}&view=spectrum`);
    await asked(page, a, delta);
    // Its progress comes from the worker and shows on the page.
    await page.waitForFunction(() => window.__workers.progress > 0);
    await page.waitForFunction(() => document.querySelector('.asg-spectrum progress')?.value > 0);
    const counting = async () =>
      page.evaluate(() => ({
        ready: document.querySelector('.asg-spectrum').dataset.ready,
        shown: !document.querySelector('.asg-spectrum progress').hidden,
      }));
    // A key pressed in a field is handled while the count goes on.
    const shift = page.locator('input[name="shift"]');
    await shift.focus();
    const before = await shift.inputValue();
    await page.keyboard.press('End');
    await page.keyboard.press('7');
    assert.equal(await shift.inputValue(), `${before}7`, 'the key went into the field');
    assert.deepEqual(await counting(), { ready: 'false', shown: true }, 'still counting when the key was handled');
    await shift.fill(before);

    // Hidden: the worker ends, and nothing more is reported.
    const { progress } = await workers(page);
    await page.click('label[for$="-view-gaps"]');
    await page.waitForFunction(() => window.__workers.live === 0);
    const stopped = await workers(page);
    assert.ok(stopped.progress >= progress);
    await page.waitForTimeout(500);
    const later = await workers(page);
    assert.equal(later.progress, stopped.progress, 'no progress after the view was hidden');
    assert.equal(later.jobs.length, stopped.jobs.length, 'no job while the view is hidden');

    // Shown again: a new count, in a new worker, with its progress.
    await page.click('label[for$="-view-spectrum"]');
    await asked(page, a, delta, 2);
    await page.waitForFunction((n) => window.__workers.progress > n, later.progress);
    assert.deepEqual(await counting(), { ready: 'false', shown: true });

    // A new game (a preset, (7, 12), in one step) stops the count: its worker is told to cancel
    // (or ended), and the small game shows at once.
    const { jobs } = await workers(page);
    const counter = jobs.findLast((j) => j.kind === 'spectrum').w;
    await page.selectOption('select[name="preset"]', { label: await presetLabel(7, 12) });
    await page.waitForSelector('.asg-spectrum[data-ready="true"]');
    assert.equal(new URL(page.url()).searchParams.get('delta'), '12');
    await page.waitForFunction(
      ([w, from]) =>
        window.__workers.ended.includes(w) ||
        window.__workers.jobs.slice(from).some((j) => j.w === w && j.kind === 'cancel'),
      [counter, jobs.length],
    );
    // A report already on its way may still come; after that, none.
    await page.waitForTimeout(300);
    const done = await workers(page);
    await page.waitForTimeout(700);
    assert.equal((await workers(page)).by[counter], done.by[counter], 'no progress after the new game');
    assert.equal(await page.locator('.asg-spectrum progress').isHidden(), true);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('its numbers are the mex rule’s (outside the regime) and the page’s own core’s (a large game in it)', async () => {
    // Outside the regime (δ > 2a), p = 31 388: the worker builds the table, then counts pairs.
    const [a, delta] = [59, 197];
    const { p, C } = spectrumByPairs(a, delta);
    const { page, problems, context } = await openRecorded(`?a=${a}&delta=${delta}&view=spectrum`);
    await asked(page, a, delta);
    await page.waitForSelector('.asg-spectrum[data-ready="true"]', { timeout: 60000 });
    assert.equal(await page.locator('.asg-spectrum progress').isHidden(), true);
    const rows = await csvRows(page);
    assert.ok(rows.length >= p, `${rows.length} rows for p = ${p}`);
    for (const [k, c] of rows) assert.equal(c, C[((k - 1) % p) + 1], `C(${k})`);

    // In the regime, p = 5 506 501 (a summary of leaves of 8 shifts): the first 100 000 C(k) as
    // the worker counted them, and as the core makes them on the page's own thread.
    const [a2, delta2] = [1001, 1500];
    await page.goto(new URL(`?a=${a2}&delta=${delta2}&view=spectrum`, env.url).href);
    await asked(page, a2, delta2);
    await page.waitForSelector('.asg-spectrum[data-ready="true"]', { timeout: 60000 });
    const large = await csvRows(page);
    // Under the pointer, columns of thousands of k: their largest and sum, read from the
    // summary's maxima and running totals (which the formula does not stand in for).
    // The foot of the bars in view (the picture may reach below the screen's edge at a desk).
    await page.locator('canvas.asg-spectrum-canvas').evaluate((c) => c.scrollIntoView({ block: 'end' }));
    const box = await page.locator('canvas.asg-spectrum-canvas').boundingBox();
    const tips = [];
    for (const f of [0.13, 0.37, 0.52, 0.81]) {
      await page.mouse.move(box.x + f * box.width, box.y + box.height - 8);
      await page.waitForFunction((old) => {
        const tip = document.querySelector('.asg-spectrum-stage .asg-tip');
        return !tip.hidden && tip.textContent !== old;
      }, tips.at(-1)?.text ?? '');
      const text = ungrouped(await page.locator('.asg-spectrum-stage .asg-tip').textContent());
      const m = text.match(/^k = (\d+) … (\d+): largest C\(k\) = (\d+), sum (\d+)$/);
      assert.ok(m, text);
      tips.push({ text, lo: m[1], hi: m[2], largest: m[3], total: m[4] });
    }
    const here = await page.evaluate(
      async ([a, delta, n, tips]) => {
        const url = (p) => new URL(p, location.href).href;
        const full = await import(url('pkg/asg_full.js'));
        await full.default({ module_or_path: url('pkg/asg_full_bg.wasm') });
        const game = full.Game.fromDelta(BigInt(a), BigInt(delta));
        const s = game.spectrum();
        // One column exactly over k = lo … hi (a position is in 2^-32 heaps).
        const columns = tips.map(({ lo, hi }) => {
          const c = s.columns(BigInt(lo) << 32n, Number(BigInt(hi) - BigInt(lo) + 1n), 1n);
          return { largest: String(c.largest[0]), total: String(c.total[0]) };
        });
        const out = { values: Array.from(s.values(1n, BigInt(n)), Number), columns };
        s.free();
        game.free();
        return out;
      },
      [a2, delta2, large.length, tips],
    );
    assert.ok(large.length >= 1000, `${large.length} rows`);
    assert.deepEqual(
      large.map(([, c]) => c),
      here.values,
    );
    assert.deepEqual(
      large.map(([k]) => k),
      here.values.map((_, i) => i + 1),
    );
    assert.deepEqual(
      tips.map(({ largest, total }) => ({ largest, total })),
      here.columns,
    );
    // The readout at k = δ: Theorem 7's a·d, from the worker's spectrum.
    const readout = ungrouped(await page.locator('.asg-spectrum-focus').textContent());
    assert.match(readout, new RegExp(`^k = ${delta2}: C\\(k\\) = ${a2 * (delta2 - a2)}\\b`));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a spectrum over the limits is refused in the worker with its code and numbers, in German', async () => {
    const [a, delta] = [100003, 150000];
    const { page, problems, context } = await openRecorded(`?a=${a}&delta=${delta}&view=spectrum&lang=de`);
    await asked(page, a, delta);
    // The refusal as the core gives it on the page's own thread: its code and numbers.
    const refusal = await page.evaluate(
      async ([a, delta]) => {
        const url = (p) => new URL(p, location.href).href;
        const full = await import(url('pkg/asg_full.js'));
        await full.default({ module_or_path: url('pkg/asg_full_bg.wasm') });
        const game = full.Game.fromDelta(BigInt(a), BigInt(delta));
        try {
          game.spectrum().free();
          return null;
        } catch (e) {
          return { code: e.code, positions: String(e.params.positions), limit: String(e.params.limit) };
        } finally {
          game.free();
        }
      },
      [a, delta],
    );
    assert.equal(refusal?.code, 'too-much-work');
    const caption = page.locator('.asg-caption').first();
    await page.waitForFunction(
      () => document.querySelector('.asg-caption')?.textContent.includes('Arbeitsgrenze'),
      null,
      { timeout: 60000 },
    );
    // The German words of the code (the core's own message is English), with its two numbers.
    const ftl = readFileSync(`${ROOT}www/locales/de.ftl`, 'utf8');
    const head = /^core-too-much-work = (.*?)\{ \$positions \}/m.exec(ftl)[1];
    const text = (await caption.textContent()).replace(/(?<=\d)[.\u00a0\u202f](?=\d{3})/g, '');
    assert.ok(text.includes(`${head}${refusal.positions} `), text);
    assert.ok(text.includes(refusal.limit), text);
    assert.equal(await page.locator('.asg-spectrum progress').isHidden(), true);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
