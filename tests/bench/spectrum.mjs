// The collision spectrum's page benchmark in headless Chromium, as ratios within one run:
// 1. the spectrum of (101, 150) (p = 55 651) made by the core and drawn as bars on a 1920-pixel
//    canvas on the main thread, beside a plain JavaScript fill of an array of the same length;
// 2. a large spectrum, (3001, 4500) (p = 49 519 501), counted by the view in its worker (from the
//    count's start to the bars, readout and torus ready: the worker's start, the count, the hand-
//    over and the drawing) against the same spectrum made and its bars drawn on the main thread,
//    and the main thread's long tasks (PerformanceObserver 'longtask') during each;
// 3. at the cut between the two, (331, 500) (p = 606 061, just past 2^20 positions): the worker's
//    round trip against the count on the main thread.
import { open, start } from '../e2e/harness.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const env = await start();

/** Records long tasks, and when the spectrum's count starts (its progress shown) and ends (ready). */
function observe() {
  const seen = { tasks: [], started: null, ready: null };
  Object.defineProperty(window, '__bench', { value: seen });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    const root = document.querySelector('.asg-spectrum');
    const bar = root?.querySelector('progress');
    if (seen.started === null && bar && !bar.hidden) seen.started = performance.now();
    if (seen.ready === null && seen.started !== null && root.dataset.ready === 'true') seen.ready = performance.now();
  }).observe(document, { subtree: true, attributes: true, childList: true });
}

/** Long tasks of `tasks` overlapping [from, to]: how many, their total and the longest, in ms. */
function longTasks(tasks, from, to) {
  const during = tasks.filter((t) => t.start < to && t.start + t.duration > from);
  return {
    count: during.length,
    total: during.reduce((s, t) => s + t.duration, 0),
    longest: Math.max(0, ...during.map((t) => t.duration)),
  };
}

/** The view's count of (a, δ) in its worker: ms from its start to the bars ready, and the long tasks meanwhile. */
async function inWorker(a, delta) {
  const { page, context } = await open(env, 'about:blank', { ready: false });
  await context.addInitScript(observe);
  // The game on show in another view first, settled; then the spectrum's view, whose count
  // starts (its progress shown) once its module and the full core are loaded.
  await page.goto(new URL(`?a=${a}&delta=${delta}&view=gaps`, env.url).href);
  await page.waitForFunction(() => Number(document.querySelector('canvas.asg-lane')?.dataset.draws) > 0);
  await page.waitForTimeout(1000);
  await page.click('label[for$="-view-spectrum"]');
  await page.waitForFunction(() => window.__bench.ready !== null, null, { timeout: 600000 });
  await page.waitForTimeout(200); // the last long task's entry
  const seen = await page.evaluate(() => structuredClone(window.__bench));
  await context.close();
  if (seen.started === null) throw new Error(`(${a}, ${delta}) was not counted in steps`);
  return { ms: seen.ready - seen.started, tasks: longTasks(seen.tasks, seen.started, seen.ready) };
}

/** The same spectrum made and its bars drawn on the main thread (core loaded first): ms, and the long tasks meanwhile. */
async function onMain(a, delta) {
  const { page, context } = await open(env, 'about:blank', { ready: false });
  await context.addInitScript(observe);
  await page.goto(new URL('?a=5&delta=7', env.url).href);
  const r = await page.evaluate(
    async ([a, delta]) => {
      const url = (p) => new URL(p, location.href).href;
      const full = await import(url('pkg/asg_full.js'));
      await full.default({ module_or_path: url('pkg/asg_full_bg.wasm') });
      const game = full.Game.fromDelta(BigInt(a), BigInt(delta));
      await new Promise((ok) => setTimeout(ok, 100));
      const [w, h] = [1280, 240];
      const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
      document.body.append(canvas);
      const picture = new full.Picture(w, h);
      const t0 = performance.now();
      // Made and drawn, fitted, as the view draws its bars.
      const s = game.spectrum();
      picture.drawSpectrum(s, 0n, (Number(s.period) + 2) / w);
      picture.show(canvas.getContext('2d', { alpha: false }));
      const t1 = performance.now();
      picture.free();
      const check = Number(s.at(BigInt(delta)));
      s.free();
      game.free();
      await new Promise((ok) => setTimeout(ok, 200)); // the long task's entry
      return { t0, t1, check, tasks: window.__bench.tasks };
    },
    [a, delta],
  );
  await context.close();
  return { ms: r.t1 - r.t0, tasks: longTasks(r.tasks, r.t0, r.t1), check: r.check };
}

const fmt = (t) => `${t.count} long task(s), ${t.total.toFixed(0)} ms in all, the longest ${t.longest.toFixed(0)} ms`;

try {
  const { page, context } = await open(env, '?a=5&delta=7', { ready: false });
  const r = await page.evaluate(async () => {
    const url = (p) => new URL(p, location.href).href;
    const full = await import(url('pkg/asg_full.js'));
    await full.default({ module_or_path: url('pkg/asg_full_bg.wasm') });
    const game = full.Game.fromDelta(101n, 150n);
    const p = Number(game.period().period);
    const [w, h] = [1920, 288];
    const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
    document.body.append(canvas);
    const ctx = canvas.getContext('2d', { alpha: false });
    const picture = new full.Picture(w, h);
    const runs = { spectrum: [], fill: [] };
    let check = 0;
    for (let i = 0; i < 15; i++) {
      // The spectrum made and drawn, fitted (a period across), and put on the canvas.
      let t = performance.now();
      const spectrum = game.spectrum();
      picture.drawSpectrum(spectrum, 0n, (p + 2) / w);
      picture.show(ctx);
      runs.spectrum.push(performance.now() - t);
      check += Number(spectrum.at(150n));
      spectrum.free();
      // The floor: one value per k written into an array of the same length.
      t = performance.now();
      const counts = new Float64Array(p);
      for (let k = 0; k < p; k++) counts[k] = (k * 7) % 101;
      runs.fill.push(performance.now() - t);
      check += counts[p - 1];
    }
    picture.free();
    game.free();
    return { p, runs, check };
  });
  const [s, f] = [median(r.runs.spectrum), median(r.runs.fill)];
  console.log(
    `spectrum of (101, 150), p = ${r.p}: made and drawn on the main thread in ${s.toFixed(2)} ms (median of 15; ` +
      `target < 16.7 ms, one frame); a plain fill of ${r.p} values ${f.toFixed(3)} ms; ratio ${(s / f).toFixed(1)}`,
  );
  await context.close();

  for (const [a, delta, what] of [
    [3001, 4500, 'a large spectrum'],
    [331, 500, 'at the cut'],
  ]) {
    const main = onMain(a, delta);
    const mainRun = await main;
    const worker = await inWorker(a, delta);
    console.log(
      `${what}, (${a}, ${delta}): main thread ${mainRun.ms.toFixed(0)} ms (${fmt(mainRun.tasks)}); ` +
        `in the view's worker ${worker.ms.toFixed(0)} ms to the bars ready (${fmt(worker.tasks)}); ` +
        `time ratio worker/main ${(worker.ms / mainRun.ms).toFixed(2)}, ` +
        `long-task time ratio worker/main ${(worker.tasks.total / Math.max(1, mainRun.tasks.total)).toFixed(3)}, ` +
        `longest-task ratio ${(worker.tasks.longest / Math.max(1, mainRun.tasks.longest)).toFixed(3)}`,
    );
  }
} finally {
  await env.close();
}
