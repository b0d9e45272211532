// Large games never freeze the page: (3333, 10 000), whose period table is the largest the page
// opens, is built in a worker with progress and Cancel, then shows the mex rule's values (checked
// here at heap 0 and at its period P); Cancel keeps the game on show; the largest landscape
// plane completes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { countWorkers, mexTable, open, settle, start, ungrouped, waitDrawn } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

const MOVES = [3333, 13333, 16666];

/** Types a game into the controls. */
async function typeGame(page, a, delta) {
  await page.fill('input[name="a"]', String(a));
  await page.fill('input[name="second"]', String(delta));
  await page.locator('input[name="second"]').press('Enter');
}

describe('large games', () => {
  test('(3333, 10000) is built in a worker with progress, then shows the mex rule’s values', {
    timeout: 300000,
  }, async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=strip');
    // Progress in the status line, with Cancel, while the last game stays on show: read as the
    // page first shows it (the build can end sooner than a test's next look).
    await page.evaluate(() => {
      window.firstBuilding = null;
      const look = () => {
        const box = document.querySelector('.asg-building:not([hidden])');
        if (!box || window.firstBuilding || !box.textContent.trim()) return;
        const cancel = [...box.querySelectorAll('button')].find((b) => b.textContent.includes('Cancel'));
        window.firstBuilding = { text: box.textContent, cancel: Boolean(cancel?.getClientRects().length) };
      };
      new MutationObserver(look).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    await typeGame(page, 3333, 10000);
    const first = await (await page.waitForFunction(() => window.firstBuilding)).jsonValue();
    assert.match(first.text, /Computing the period table of a = 3,333, δ = 10,000/);
    assert.ok(first.cancel, 'Cancel is shown with the progress');
    await page.waitForSelector('.asg-building', { state: 'hidden', timeout: 240000 });
    const summary = ungrouped(await page.locator('.asg-status .asg-summary').textContent());
    const period = Number(/heap period (\d+)/.exec(summary)[1]);
    assert.equal(period, 88881111, summary);
    // The values at 0 and at the period, against the mex rule computed here.
    const g = mexTable(MOVES, period + 2000);
    const shown = await page.evaluate(
      ([p]) => {
        const game = window.asgExplorer.game;
        return [Array.from(game.nim(0, 2000)), Array.from(game.nim(BigInt(p), 2000))];
      },
      [period],
    );
    assert.deepEqual(shown[0], Array.from(g.subarray(0, 2000)));
    assert.deepEqual(shown[1], Array.from(g.subarray(period, period + 2000)));
    assert.deepEqual(shown[1], shown[0], 'the values repeat after the period');
    // The picture and the proof views share one table: the game lives in the full core.
    await page.locator('label[for$="-view-gaps"]').click();
    await page.waitForFunction(() => Number(document.querySelector('canvas.asg-lane')?.dataset.draws) > 0);
    const same = await page.evaluate(async () => {
      // The full core (the one with the jobs) that the proof views loaded.
      const ex = window.asgExplorer;
      return 'LedgerJob' in ex.core && ex.core === ex.parts.proof.full.core && ex.parts.proof.full.game === ex.game;
    });
    assert.equal(same, true);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('Cancel stops the build and keeps the game on show, with focus on a field', async () => {
    // The page's workers alive (made and not terminated), counted in the page.
    const { page, problems, context } = await open(env, 'about:blank', { ready: false });
    await countWorkers(context);
    await page.goto(new URL('?a=2000&delta=7', env.url).href);
    await waitDrawn(page);
    // Hold back the worker's script until Cancel has been pressed, so the build is still running then.
    let release;
    const cancelled = new Promise((ok) => {
      release = ok;
    });
    await page.route('**/js/worker.js', async (route) => {
      await cancelled;
      await route.continue().catch(() => {});
    });
    await page.fill('input[name="second"]', '7001');
    await page.locator('input[name="second"]').press('Enter');
    await page.waitForSelector('.asg-building:not([hidden])');
    await page.locator('.asg-building button', { hasText: 'Cancel' }).click();
    await page.waitForSelector('.asg-building', { state: 'hidden' });
    assert.equal(await page.locator('input[name="a"]').inputValue(), '2000');
    assert.equal(await page.locator('input[name="second"]').inputValue(), '7');
    const summary = () => page.locator('.asg-status .asg-summary').textContent();
    assert.match(await summary(), /S = \{2,000; 2,007; 4,007\}/);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'a');
    assert.equal(new URL(page.url()).search, '?a=2000&delta=7');
    // The build's worker ended with the cancel (one not stopped would live on until its table is
    // in, and show that game); its script may come now, and nothing of it reaches the page.
    assert.equal(await page.evaluate(() => window.__workers.live), 0, 'workers alive after the cancel');
    release();
    await page.waitForFunction(() => window.__workers.live === 0);
    await settle(page);
    assert.match(await summary(), /S = \{2,000; 2,007; 4,007\}/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the largest landscape plane (a ≤ 200, δ ≤ 2000, 400 000 games) completes', { timeout: 1500000 }, async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=landscape&amax=200&dmax=2000', {
      ready: false,
    });
    await page.waitForFunction(
      () => document.querySelector('canvas.asg-landscape-canvas')?.dataset.complete === 'true',
      null,
      { timeout: 1400000, polling: 1000 },
    );
    const caption = ungrouped(await page.locator('.asg-caption').textContent());
    assert.match(caption, /^400000 games with a ≤ 200, δ ≤ 2000/);
    assert.match(caption, /agree with the mex rule on 400000 of them/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
