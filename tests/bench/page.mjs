// Page benchmarks in headless Chromium: frame time of the main canvas at 1920×1080 for many
// zooms and offsets (beside the cost of just putting a 1920×1080 image on a canvas, measured in
// the same page), the first frame of the site and of an embed as ratios against a floor page
// (first-frame.mjs), the size of the wasm, and the mex kernel beside a plain JavaScript loop and
// the native kernel.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { open, ROOT, sourceModule, start, waitDrawn } from '../e2e/harness.mjs';
import { measureFirstFrame } from './first-frame.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const env = await start();
try {
  const wasm = readFileSync(`${ROOT}www/pkg/asg_bg.wasm`);
  console.log(`wasm: ${wasm.length} bytes, ${gzipSync(wasm, { level: 9 }).length} gzipped (target < 100 KB)`);

  // The mex kernel in the page: `Game.nim` of the page's module, and the kernel alone by each
  // path (full module), beside a plain JavaScript mex loop over the same set and N, and the
  // native kernel's figure from `cargo bench` (same set and N) when it has run.
  {
    // {50, 124, 174}: an additive game (the page's module makes those) outside the regime (gcd(50, 74) = 2),
    // so the mex rule itself runs.
    const moves = [50, 124, 174];
    const n = 2e7;
    // The page's modules, not the explorer: nothing here waits for a drawing.
    const { page: kp, context: kc } = await open(env, '?a=5&delta=7', { ready: false });
    const r = await kp.evaluate(
      async ([moves, n]) => {
        // The two modules as the API gives them (the page's own instances are inside its bundle).
        const url = (p) => new URL(p, location.href).href;
        const [core, full] = await Promise.all([import(url('pkg/asg.js')), import(url('pkg/asg_full.js'))]);
        await Promise.all([
          core.default({ module_or_path: url('pkg/asg_bg.wasm') }),
          full.default({ module_or_path: url('pkg/asg_full_bg.wasm') }),
        ]);
        // (nimInto fills a caller's array; the values are checked below with nim's.)
        // The plain JavaScript mex rule: one typed array, a bit mask of the values seen.
        const plainMex = (moves, n) => {
          const g = new Uint8Array(n);
          for (let x = 0; x < n; x++) {
            let seen = 0;
            for (let i = 0; i < moves.length && moves[i] <= x; i++) seen |= 1 << g[x - moves[i]];
            g[x] = 31 - Math.clz32(~seen & (seen + 1));
          }
          return g;
        };
        const game = core.Game.fromAB(moves[0], moves[1]);
        const fullGame = new full.Game(moves);
        let t = performance.now();
        const first = game.nim(0, n);
        const firstMs = performance.now() - t;
        const js = plainMex(moves, n);
        let agree = first.length === js.length;
        for (let x = 0; agree && x < n; x++) agree = first[x] === js[x];
        const runs = { nim: [], into: [], js: [], copy: [], simd: [], portable: [] };
        const out = new Uint8Array(n);
        const kernel = full.mexKernel; // absent from builds before the SIMD kernel
        for (let i = 0; i < 7; i++) {
          t = performance.now();
          game.nim(0, n);
          runs.nim.push(performance.now() - t);
          t = performance.now();
          fullGame.nimInto(0, out);
          runs.into.push(performance.now() - t);
          t = performance.now();
          plainMex(moves, n);
          runs.js.push(performance.now() - t);
          // What `nim` does after the kernel: N bytes copied into a new Uint8Array (the public
          // entry does not give the module's memory; a copy of a typed array costs the same).
          t = performance.now();
          out.slice();
          runs.copy.push(performance.now() - t);
          if (kernel) {
            for (const [name, portable] of [
              ['simd', false],
              ['portable', true],
            ]) {
              t = performance.now();
              kernel(fullGame, n, portable);
              runs[name].push(performance.now() - t);
            }
          }
        }
        return { runs, firstMs, agree };
      },
      [moves, n],
    );
    await kc.close();
    const rate = (ms) => n / (ms / 1000);
    const m = Object.fromEntries(Object.entries(r.runs).map(([k, v]) => [k, v.length ? median(v) : NaN]));
    const line = (name, ms) => `  ${name}: median ${ms.toFixed(1)} ms, ${(rate(ms) / 1e6).toFixed(0)} M positions/s`;
    console.log(
      `mex kernel, S = {${moves.join(', ')}}, N = ${n}: medians of 7 alternating runs (values agree with plain JS: ${r.agree})`,
    );
    console.log(
      `${line('page module, new Game(S).nim(0, N), copied out to a Uint8Array', m.nim)} (first call ${r.firstMs.toFixed(0)} ms)`,
    );
    console.log(`  of which copying N bytes into a new Uint8Array alone: median ${m.copy.toFixed(1)} ms`);
    console.log(line('full module, game.nimInto(0, out) into a reused Uint8Array', m.into));
    console.log(line('plain JavaScript Uint8Array mex loop', m.js));
    if (r.runs.simd.length) {
      console.log(line('wasm kernel alone, SIMD128 path', m.simd));
      console.log(line('wasm kernel alone, portable path', m.portable));
    }
    console.log(
      `  ratio Game.nim / plain JS = ${(m.js / m.nim).toFixed(1)}, nimInto / plain JS = ${(m.js / m.into).toFixed(1)} (target ≥ 10)` +
        (r.runs.simd.length ? `; SIMD128 kernel / plain JS = ${(m.js / m.simd).toFixed(1)}` : ''),
    );
    const nativeFile = `${ROOT}target/tmp/mex-kernel-native.json`;
    if (existsSync(nativeFile)) {
      const native = JSON.parse(readFileSync(nativeFile, 'utf8'));
      const best = Math.max(...Object.values(native.positionsPerSecond));
      const paths = Object.entries(native.positionsPerSecond).map(([k, v]) => `${k} ${(v / 1e9).toFixed(2)} G/s`);
      console.log(`  native kernel (cargo bench, same S and N): ${paths.join(', ')}`);
      const ratios = [`Game.nim / native = ${(rate(m.nim) / best).toFixed(3)}`];
      if (r.runs.simd.length)
        ratios.unshift(`wasm SIMD128 kernel / native = ${(rate(m.simd) / best).toFixed(2)} (target ≥ 0.25)`);
      console.log(`  ratio ${ratios.join('; ')}`);
    } else {
      console.log('  (no native figure: run cargo bench -p asg --bench core first)');
    }
  }

  // The two-bit field kernel in wasm (SIMD128, and the portable words) in heaps per second,
  // against a plain fill of a byte per heap (Uint8Array.fill) in the same page, as `cargo bench`
  // measures it natively: a = 64 (the smallest move one step back) and a = 1000.
  {
    const { page: kp, context: kc } = await open(env, '?a=5&delta=7', { ready: false });
    const lines = await kp.evaluate(async () => {
      const url = (p) => new URL(p, location.href).href;
      const full = await import(url('pkg/asg_full.js'));
      await full.default({ module_or_path: url('pkg/asg_full_bg.wasm') });
      if (!full.fieldKernel) return ['field kernel: not in this build'];
      const heaps = 32 * 2 ** 21; // 67 M heaps, 16 MB of words
      const bytes = new Uint8Array(heaps);
      const out = [];
      for (const moves of [
        [64, 161, 225],
        [1000, 2501, 3501],
      ]) {
        const game = new full.Game(moves);
        const runs = { simd: [], portable: [], fill: [] };
        for (let i = 0; i < 7; i++) {
          for (const [name, portable] of [
            ['simd', false],
            ['portable', true],
          ]) {
            const t = performance.now();
            full.fieldKernel(game, heaps / 32, portable);
            runs[name].push(performance.now() - t);
          }
          const t = performance.now();
          bytes.fill(3 + (i & 1));
          runs.fill.push(performance.now() - t);
        }
        game.free();
        const med = (xs) => [...xs].sort((a, b) => a - b)[3];
        const rate = (ms) => heaps / (ms / 1000) / 1e9;
        const [simd, portable, fill] = [med(runs.simd), med(runs.portable), med(runs.fill)];
        out.push(
          `field kernel in wasm, S = {${moves.join(', ')}}: SIMD128 ${rate(simd).toFixed(2)} G heaps/s, portable ${rate(portable).toFixed(2)}, ` +
            `plain fill ${rate(fill).toFixed(2)} G bytes/s: kernel/fill = ${(fill / simd).toFixed(2)} in heaps/s (native target ≥ 1.0)`,
        );
      }
      return out;
    });
    await kc.close();
    console.log(lines.join('\n'));
  }

  // The first frame of the site and of an embed, as ratios against the floor (a page of one
  // module that draws one canvas frame) on loopback and with 80 ms latency, the requests before
  // the embed's first frame and the bytes the first frame needs: a table (first-frame.mjs).
  const first = await measureFirstFrame(env.browser);
  console.log(first.lines.join('\n'));
  const floorRoot = mkdtempSync(`${tmpdir()}/asg-floor-`);
  writeFileSync(
    `${floorRoot}/index.html`,
    '<!doctype html><meta charset="utf-8"><title>floor</title><p>Floor</p><canvas width="600" height="300"></canvas><script type="module" src="floor.js"></script>',
  );
  writeFileSync(
    `${floorRoot}/floor.js`,
    "const c = document.querySelector('canvas');\n" +
      "requestAnimationFrame(() => { c.getContext('2d').fillRect(0, 0, 600, 300); c.dataset.firstFrameAt = performance.now().toFixed(1); });\n",
  );
  const serve = (root) => {
    const server = spawn(process.execPath, [`${ROOT}tools/serve.mjs`, `--root=${root}`, '--port=0']);
    const url = new Promise((ok) =>
      server.stdout.on('data', (d) => /(http:\S+)/.test(d) && ok(/(http:\S+)/.exec(d)[1])),
    );
    return { server, url };
  };
  const site = serve(`${ROOT}www`);
  const floor = serve(floorRoot);
  const [siteUrl, floorUrl] = await Promise.all([site.url, floor.url]);
  const paints = { fcp: [], floor: [] };
  const fcp = (page) =>
    page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
  for (let i = 0; i < 5; i++) {
    const { page, context } = await open({ ...env, url: siteUrl }, '?a=5&delta=7', { ready: false });
    await waitDrawn(page);
    paints.fcp.push(await fcp(page));
    await context.close();
    const f = await open({ ...env, url: floorUrl }, '', { ready: false });
    await f.page.waitForSelector('canvas[data-first-frame-at]');
    paints.floor.push(Number(await f.page.locator('canvas').getAttribute('data-first-frame-at')));
    await f.context.close();
  }
  // Numbers in each language: a first frame with digit groups in it (a = 101, δ = 150: heap
  // period 55,651), and how many Intl.NumberFormat the page made (none: format.js writes its
  // languages' numbers from a table; the first one would load Intl's data, 40–75 ms of a task).
  const numbers = [];
  for (const lang of ['en', 'de', 'zh', 'ja']) {
    const runs = { first: [], made: [] };
    for (let i = 0; i < 5; i++) {
      const { page, context } = await open(env, 'about:blank', { ready: false });
      // Counts the Intl.NumberFormat the page makes (none, for its own languages).
      await context.addInitScript(() => {
        window.numberFormatsMade = 0;
        Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
          construct(real, args) {
            window.numberFormatsMade++;
            return Reflect.construct(real, args);
          },
        });
      });
      await page.goto(new URL(`?a=101&delta=150&lang=${lang}`, siteUrl).href);
      await waitDrawn(page);
      await page.waitForTimeout(1500);
      runs.first.push(Number(await page.locator('canvas.asg-canvas').getAttribute('data-first-frame-at')));
      runs.made.push(await page.evaluate(() => window.numberFormatsMade));
      await context.close();
    }
    numbers.push([lang, runs]);
  }
  site.server.kill();
  floor.server.kill();
  rmSync(floorRoot, { recursive: true });
  const m = Object.fromEntries(Object.entries(paints).map(([k, v]) => [k, median(v)]));
  console.log(
    `first contentful paint of the site: median ${m.fcp.toFixed(0)} ms (target < 300 ms); floor's first frame in these runs: median ${m.floor.toFixed(0)} ms`,
  );
  for (const [lang, runs] of numbers) {
    const first = median(runs.first);
    console.log(
      `  ${lang}, a = 101, δ = 150 (grouped numbers in the first frame): first canvas frame median ${first.toFixed(0)} ms ` +
        `(ratio to floor ${(first / m.floor).toFixed(2)}); Intl.NumberFormat made in its first 1.5 s: ${runs.made.join(', ')} (the page writes its languages' numbers from a table)`,
    );
  }

  // Positions are heaps as decimal text (the page keeps them as exact BigInts).
  const cases = [
    ['grid, 8 px per heap, (5, 7)', '?a=5&delta=7', { view: 'grid', zoom: 8 }],
    ['grid, 1 px per heap, (5, 7)', '?a=5&delta=7', { view: 'grid', zoom: 1 }],
    ['grid, fitted row, (101, 150)', '?a=101&delta=150', { view: 'grid', zoom: null }],
    ['grid, 0.1 px per heap, w = 7777, (101, 150)', '?a=101&delta=150', { view: 'grid', zoom: 0.1, w: '7777' }],
    [
      'grid, 0.001 px per heap, w = 10^7+1, (9999, 10001), row 10^8',
      '?a=9999&delta=10001',
      { view: 'grid', zoom: 0.001, w: '10000001', row: '100000000' },
    ],
    ['strip, 30 px per heap at 10^15, (5, 7)', '?a=5&delta=7', { view: 'strip', zoom: 30, x: '1000000000000000' }],
    ['strip, whole range 0 .. 2^64, (50, 73)', '?a=50&delta=73', { view: 'strip', zoom: 1920 / 2 ** 64, x: '0' }],
    ['strip, 10^-6 px per heap, (5, 16) mex', '?a=5&delta=16', { view: 'strip', zoom: 1e-6, x: '123456789' }],
    ['grid, 2 px per heap, (5, 16) mex, w = 1000', '?a=5&delta=16', { view: 'grid', zoom: 2, w: '1000' }],
  ];
  const { page, context } = await open(env, '?a=5&delta=7', { width: 2000, height: 1400 });
  for (const [name, query, params] of cases) {
    await page.goto(`${env.url}${query}`);
    await waitDrawn(page);
    const passesModule = await sourceModule(page, 'picture/passes.ts');
    const r = await page.evaluate(
      async ([text, passes]) => {
        const ex = window.asgExplorer;
        const { refine } = await import(passes);
        const c = ex.canvas;
        const at = (heaps) => BigInt(heaps ?? 0) << 32n;
        const p = { ...text, x: at(text.x), row: at(text.row), w: text.w ? BigInt(text.w) : null };
        c.style.width = '1920px';
        c.style.height = '1080px';
        c.style.maxHeight = 'none';
        ex.view.setParams(p);
        ex.view.draw();
        const frames = [];
        const base = [];
        const complete = [];
        const ctx = c.getContext('2d');
        const blank = new ImageData(new Uint8ClampedArray(1920 * 1080 * 4).fill(200), 1920, 1080);
        for (let i = 0; i < 25; i++) {
          // Shift the view a little each time so nothing is reused from the last frame.
          ex.view.setParams({
            ...p,
            ...(p.view === 'strip' ? { x: p.x + at(i * 7) } : { row: p.row + at(i * 3) }),
          });
          let t = performance.now();
          ex.view.draw();
          // Reading a pixel makes the canvas rasterise now, so that its cost is in this frame.
          ctx.getImageData(0, 0, 1, 1);
          frames.push(performance.now() - t);
          // A grid too slow for one frame sharpens over the next ones: time until it is exact.
          let passes = 1;
          while (ex.view.refining) {
            refine(ex.view, performance.now());
            passes++;
          }
          complete.push([performance.now() - t, passes]);
          t = performance.now();
          ctx.putImageData(blank, 0, 0);
          ctx.getImageData(0, 0, 1, 1);
          base.push(performance.now() - t);
        }
        return { frames, base, complete, size: `${c.width}×${c.height}` };
      },
      [params, passesModule],
    );
    const m = median(r.frames);
    const done = median(r.complete.map((c) => c[0]));
    const passes = Math.max(...r.complete.map((c) => c[1]));
    console.log(
      `frame ${r.size} ${name}: median ${m.toFixed(2)} ms, max ${Math.max(...r.frames).toFixed(2)} ms; ` +
        `putImageData alone ${median(r.base).toFixed(2)} ms (ratio ${(m / median(r.base)).toFixed(1)}); target < 8 ms` +
        (passes > 1 ? `; exact after ${passes} frames, ${done.toFixed(0)} ms of work` : ''),
    );
  }
  await context.close();

  // Proof views while panning: the number line and its lane are drawn in the same frame.
  const pan = await open(env, '?a=5&delta=7', { width: 1400, height: 1000 });
  for (const [a, delta] of [
    [101, 150],
    [9999, 10001],
  ]) {
    for (const view of ['gaps', 'collisions', 'residues']) {
      for (const zoom of [null, 0.05, 4]) {
        await pan.page.goto(`${env.url}?a=${a}&delta=${delta}&view=${view}${zoom ? `&zoom=${zoom}` : ''}`);
        await waitDrawn(pan.page);
        await pan.page.waitForFunction(() => document.querySelector('canvas.asg-lane')?.dataset.draws > 0);
        const times = await pan.page.evaluate(() => {
          const v = window.asgExplorer.view;
          const out = [];
          const canvases = document.querySelectorAll('canvas.asg-canvas, canvas.asg-lane');
          v.draw(); // tables built on first use are not part of panning
          for (let i = 0; i < 30; i++) {
            v.panBy(-37, 0);
            const t = performance.now();
            v.draw();
            // Rasterise both canvases now (a pixel read does it), or their drawing piles up
            // unpainted and lands on whichever frame flushes it.
            for (const c of canvases) c.getContext('2d').getImageData(0, 0, 1, 1);
            out.push(performance.now() - t);
          }
          return out;
        });
        console.log(
          `pan ${view} (${a}, ${delta}) zoom ${zoom ?? 'fit'}: median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms per frame, drawn and rasterised (target: none over 16 ms)`,
        );
      }
    }
  }
  await pan.context.close();

  // Opening the largest game the page opens, (3333, 10000), on the grid, then every view: the
  // longest main-thread task (target: none over 100 ms), how soon progress shows (target: within
  // 100 ms of the edit), and the wasm memory of both modules after (target: 64 MB together).
  {
    const big = await open(env, '?a=5&delta=7', { width: 1920, height: 1080 });
    const p = big.page;
    await p.evaluate(() => {
      window.longTasks = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    await p.fill('input[name="a"]', '3333');
    await p.fill('input[name="second"]', '10000');
    // Timed in the page: from the Enter key to the progress bar's first paint.
    await p.evaluate(() => {
      const bar = document.querySelector('.asg-building');
      document.querySelector('input[name="second"]').addEventListener('keydown', () => {
        window.editAt = performance.now();
      });
      new MutationObserver(() => {
        if (!bar.hidden && !window.progressAt) requestAnimationFrame(() => (window.progressAt = performance.now()));
      }).observe(bar, { attributes: true });
    });
    await p.locator('input[name="second"]').press('Enter');
    await p.waitForSelector('.asg-building:not([hidden])');
    await p.waitForFunction(() => window.progressAt);
    const t0 = await p.evaluate(() => window.editAt);
    const shown = (await p.evaluate(() => window.progressAt)) - t0;
    await p.waitForSelector('.asg-building', { state: 'hidden', timeout: 300000 });
    const built = (await p.evaluate(() => performance.now())) - t0;
    for (const view of ['gaps', 'strip', 'collisions', 'residues', 'ledger', 'play', 'grid']) {
      await p.locator(`label[for$="-view-${view}"]`).click();
      if (view === 'ledger') await p.waitForSelector('table.asg-ledger', { timeout: 300000 });
      else await p.waitForTimeout(1500);
    }
    const r = await p.evaluate(async () => {
      // The page's module and the full one, as the explorer's session holds them.
      const session = window.asgExplorer.session;
      const [page, full] = [session.compact, session.core];
      return { page: page.memory.buffer.byteLength, full: full.memory.buffer.byteLength, long: window.longTasks };
    });
    const mb = (b) => (b / 2 ** 20).toFixed(1);
    console.log(
      `open (3333, 10000) then every view: progress shown ${shown.toFixed(0)} ms after the edit, game shown after ${(built / 1000).toFixed(2)} s; ` +
        `main-thread tasks over 50 ms: ${r.long.length}, longest ${Math.max(0, ...r.long).toFixed(0)} ms (target ≤ 100); ` +
        `wasm memory ${mb(r.page)} MiB (page module) + ${mb(r.full)} MiB (full) = ${mb(r.page + r.full)} MiB (target ≤ 64 MB)`,
    );
    await big.context.close();
  }

  // Exports of the default view (the grid of a = 5, δ = 7 at 1280 px): the toolbar's save from
  // start to download, the first (which loads the export modules) and the median of the rest;
  // then where a PNG's time goes, beside the browser's asynchronous encoders (which wait for the
  // page to be idle before they start: after a click, up to a second).
  {
    const ex = await open(env, '?a=5&delta=7', { width: 1280 });
    const modules = await Promise.all(
      ['export/sheet.ts', 'export/png.ts', 'export/export.ts'].map((m) => sourceModule(ex.page, m)),
    );
    const r = await ex.page.evaluate(async (modules) => {
      const explorer = window.asgExplorer;
      const runs = { png: [], svg: [] };
      for (let i = 0; i < 7; i++)
        for (const kind of ['png', 'svg']) {
          const t = performance.now();
          await explorer.toolbar.save(kind);
          runs[kind].push(performance.now() - t);
        }
      const [{ sheetOf }, { sheetCanvas, pngBytes, withText }, { visibleCanvases }] = await Promise.all([
        import(modules[0]),
        import(modules[1]),
        import(modules[2]),
      ]);
      const parts = { sheet: [], draw: [], encode: [], chunks: [], toBlob: [], convertToBlob: [] };
      for (let i = 0; i < 7; i++) {
        let t = performance.now();
        const sheet = sheetOf(explorer, visibleCanvases(explorer.root));
        parts.sheet.push(performance.now() - t);
        t = performance.now();
        const canvas = sheetCanvas(sheet);
        parts.draw.push(performance.now() - t);
        t = performance.now();
        const bytes = pngBytes(canvas);
        parts.encode.push(performance.now() - t);
        t = performance.now();
        withText(bytes, [['Title', sheet.title]], 'en');
        parts.chunks.push(performance.now() - t);
        t = performance.now();
        await new Promise((ok) => canvas.toBlob(ok, 'image/png'));
        parts.toBlob.push(performance.now() - t);
        const off = new OffscreenCanvas(canvas.width, canvas.height);
        off.getContext('2d').drawImage(canvas, 0, 0);
        t = performance.now();
        await off.convertToBlob({ type: 'image/png' });
        parts.convertToBlob.push(performance.now() - t);
      }
      return { runs, parts };
    }, modules);
    const ms = (xs) => `${median(xs).toFixed(0)} ms`;
    const first = (xs) => `${xs[0].toFixed(0)} ms`;
    console.log(
      `export of the default grid: PNG ${ms(r.runs.png.slice(1))} (median; the first ${first(r.runs.png)}, target < 300 ms), ` +
        `SVG ${ms(r.runs.svg.slice(1))} (the first ${first(r.runs.svg)})`,
    );
    const p = r.parts;
    console.log(
      `  PNG by part (median): sheet layout ${ms(p.sheet)}, drawing (drawImage and text) ${ms(p.draw)}, ` +
        `encoding (toDataURL) ${ms(p.encode)}, text chunks ${ms(p.chunks)}; ` +
        `beside toBlob ${ms(p.toBlob)} and convertToBlob ${ms(p.convertToBlob)} when the page is idle`,
    );
    await ex.context.close();
  }

  // The landscape: time until the worker has filled the default plane (a ≤ 40, δ ≤ 320).
  const land = await open(env, '?a=5&delta=7&view=landscape', { ready: false });
  const t0 = Date.now();
  await land.page.waitForFunction(
    () => document.querySelector('canvas.asg-landscape-canvas')?.dataset.complete === 'true',
    null,
    { timeout: 120000 },
  );
  console.log(
    `landscape a ≤ 40, δ ≤ 320 (12 800 games, covering δ ≤ 8a): filled ${((Date.now() - t0) / 1000).toFixed(1)} s after navigation`,
  );
  await land.context.close();

  // The largest plane the URL allows, beside `asg landscape`, and the main thread's long tasks:
  // tests/bench/landscape.mjs.
} finally {
  await env.close();
}
