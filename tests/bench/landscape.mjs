// The landscape in headless Chromium against `asg landscape` on the same 400 000 games (a ≤ 200,
// δ ≤ 2000; both on every core, in the same run, twice), and the main thread's long tasks (a
// PerformanceObserver from the first script on) while the page opens (3333, 10000), the landscape,
// the spectrum of (1000, 1999) and, when www/atlas holds one, the atlas at its widest zoom: five
// runs each (ASG_BENCH_RUNS; 0 measures the landscape alone, ASG_BENCH_QUICK the openings alone).
// The openings see the atlas when there is one, as on a site that serves it; the page of the ratio
// never does (it computes every game).
// Targets: the page within 1.5× the command line; no task over 50 ms.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { open, ROOT, start } from '../e2e/harness.mjs';

const CANVAS = 'canvas.asg-landscape-canvas';
const RUNS = Number(process.env.ASG_BENCH_RUNS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Seconds `asg landscape` takes over `plane` (its output thrown away). */
async function native(plane) {
  const t = Date.now();
  await new Promise((ok, fail) => {
    const run = spawn(`${ROOT}target/release/asg`, ['landscape', ...plane, '--csv', '--max-work', String(2 ** 46)], {
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    run.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`asg landscape exited with ${code}`))));
  });
  return (Date.now() - t) / 1000;
}

/** Opens `path` with a long-task observer installed before any of the page's scripts runs. */
async function openWatched(env, path, options = {}) {
  const opened = await open(env, 'about:blank', { ready: false, ...options });
  await opened.context.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
    // When the landscape last said it was complete, on the page's clock: the page is timed by
    // its own clock, not by how often the bench looks.
    new MutationObserver((changes) => {
      for (const c of changes)
        if (c.target.dataset?.complete === 'true' && c.target.matches?.('canvas.asg-landscape-canvas'))
          window.completeAt = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-complete'] });
  });
  await opened.page.goto(new URL(path, env.url).href);
  return opened;
}

const landscapeComplete = (page, timeout = 1800000) =>
  page.waitForFunction((sel) => document.querySelector(sel)?.dataset.complete === 'true', CANVAS, {
    timeout,
    polling: 500,
  });

// The atlas's root (a Zarr group) says whether every tile is in.
const atlasRoot = `${ROOT}www/atlas/zarr.json`;
const hasAtlas = existsSync(atlasRoot) && JSON.parse(readFileSync(atlasRoot, 'utf8')).attributes?.complete === true;

// What each opening waits for before its long tasks are read (a second more for late tasks).
const OPENINGS = [
  [
    'open (3333, 10000)',
    '?a=3333&delta=10000',
    async (page) => {
      await page.waitForFunction(() => Number(document.querySelector('canvas.asg-canvas')?.dataset.frames) > 0, null, {
        timeout: 300000,
      });
      await page.waitForSelector('.asg-building', { state: 'hidden', timeout: 300000 });
    },
  ],
  ['the landscape', '?a=5&delta=7&view=landscape', (page) => landscapeComplete(page, 120000)],
  [
    'the spectrum of (1000, 1999)',
    '?a=1000&delta=1999&view=spectrum',
    (page) => page.waitForSelector('.asg-spectrum[data-ready="true"]', { timeout: 300000 }),
  ],
];
if (hasAtlas)
  OPENINGS.push([
    'the atlas at its widest zoom',
    '?a=5&delta=7&view=landscape',
    async (page) => {
      await landscapeComplete(page, 120000);
      const box = await page.locator(CANVAS).boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      for (let i = 0; i < 30; i++) await page.mouse.wheel(0, 400);
      await landscapeComplete(page, 120000);
    },
  ]);

// The ratio's page computes every game: it is served no atlas (an atlas would hand it the plane).
const env = await start();
const atlasEnv = hasAtlas ? await start({ atlas: true }) : null;
try {
  const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  if (existsSync(`${ROOT}target/release/asg`) && !process.env.ASG_BENCH_QUICK) {
    const plane = ['--a-max', '200', '--delta-max', '2000'];
    for (let run = 1; run <= 2; run++) {
      // The command line before and after the page, so that a change of the machine's load
      // during the run weighs on both sides.
      const before = await native(plane);
      const big = await openWatched(env, '?a=5&delta=7&view=landscape&amax=200&dmax=2000');
      await landscapeComplete(big.page);
      // From the end of the page's load event (where page.goto returns) to the last frame that
      // made the plane complete; and from the navigation's start, for what loading adds.
      const [loaded, completeAt] = await big.page.evaluate(() => [
        performance.getEntriesByType('navigation')[0].loadEventEnd,
        window.completeAt,
      ]);
      const inPage = (completeAt - loaded) / 1000;
      const fromNavigation = completeAt / 1000;
      const long = await big.page.evaluate(() => window.longTasks);
      const workers = await big.page.evaluate(() => navigator.hardwareConcurrency);
      await big.context.close();
      const after = await native(plane);
      const cli = (before + after) / 2;
      console.log(
        `landscape a ≤ 200, δ ≤ 2000 (400 000 games), run ${run}: page ${inPage.toFixed(2)} s on ${workers} workers ` +
          `(${fromNavigation.toFixed(2)} s from the navigation's start), ` +
          `asg landscape ${cli.toFixed(2)} s (${before.toFixed(2)} before, ${after.toFixed(2)} after); ratio ${(inPage / cli).toFixed(2)} (target ≤ 1.5); ` +
          `main-thread tasks over 50 ms: ${long.length}, longest ${Math.max(0, ...long).toFixed(0)} ms; load ${load()}`,
      );
    }
  }
  for (const [what, path, ready] of RUNS > 0 ? OPENINGS : []) {
    const longest = [];
    const overs = [];
    let over = 0;
    for (let run = 0; run < RUNS; run++) {
      const { page, context } = await openWatched(atlasEnv ?? env, path, { width: 1920, height: 1080 });
      await ready(page);
      await page.waitForTimeout(1000);
      const long = await page.evaluate(() => window.longTasks);
      longest.push(Math.max(0, ...long));
      over += long.filter((d) => d > 50).length;
      overs.push(long.filter((d) => d > 50).map((d) => d.toFixed(0)));
      await context.close();
    }
    console.log(
      `${what}: longest main-thread task per run ${longest.map((d) => d.toFixed(0)).join(', ')} ms ` +
        `(median ${median(longest).toFixed(0)}); tasks over 50 ms in ${RUNS} runs: ${over} (target 0; ` +
        `${overs.map((o) => `[${o.join(', ')}]`).join(' ')} ms); load ${load()}`,
    );
  }
  if (!hasAtlas)
    console.log('the atlas at its widest zoom: no complete atlas in www/atlas (./build.sh atlas), not measured');
} finally {
  await env.close();
  await atlasEnv?.close();
}
