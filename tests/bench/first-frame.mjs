// The first frame, as ratios against a floor measured in the same run: the time from navigation to
// the first canvas frame of the site and of an embed on a blog from a second origin, on loopback
// and with 80 ms of latency per request (Chromium's network emulation), beside a page of one
// module that draws one canvas frame served and throttled alike, and beside that page with the core
// drawing one grid, and beside the site's own HTML and CSS with the floor's script (each a least
// the site can cost); the requests before the embed's first frame; and
// the gzipped bytes of script and wasm that the first frame needs. Prints a
// table with each figure, its target and whether it holds. Run alone (node
// tests/bench/first-frame.mjs, after ./build.sh build) or from page.mjs.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { bundle, firstFrameFiles } from '../../tools/bundle.mjs';
import { ROOT, start } from '../e2e/harness.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Serves `root` from a process of its own (as ./build.sh serve does); `url` resolves to its address. */
function serve(root) {
  const server = spawn(process.execPath, [`${ROOT}tools/serve.mjs`, `--root=${root}`, '--port=0']);
  const url = new Promise((ok) => server.stdout.on('data', (d) => /(http:\S+)/.test(d) && ok(/(http:\S+)/.exec(d)[1])));
  return { server, url };
}

/**
 * Opens `url` in a fresh context (empty cache) with `latency` ms added to every request, waits for
 * the canvas `selector` finds (`shadow`: inside that element's shadow root) to have drawn, and
 * resolves to its first frame's time after navigation and the resources asked for before it.
 */
async function firstFrame(browser, url, { latency = 0, host = null } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  if (latency) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  await page.goto(url);
  const r = await page.waitForFunction(
    (host) => {
      const scope = host ? document.querySelector(host)?.shadowRoot : document;
      const at = scope?.querySelector('canvas[data-first-frame-at]')?.dataset.firstFrameAt;
      if (at === undefined) return null;
      const before = performance.getEntriesByType('resource').filter((e) => e.startTime < Number(at));
      return { at: Number(at), requests: 1 + before.length };
    },
    host,
    { timeout: 60000, polling: 50 },
  );
  const value = await r.jsonValue();
  await context.close();
  return value;
}

/** The first-frame figures and their table; `browser` is a running Chromium (playwright-core). */
export async function measureFirstFrame(browser, runs = 9) {
  const floorRoot = mkdtempSync(`${tmpdir()}/asg-floor-`);
  const site = serve(`${ROOT}www`);
  const floor = serve(floorRoot);
  try {
    const [siteUrl, floorUrl] = await Promise.all([site.url, floor.url]);
    writeFileSync(
      `${floorRoot}/index.html`,
      '<!doctype html><meta charset="utf-8"><title>floor</title><link rel="icon" href="data:,"><p>Floor</p><canvas width="600" height="300"></canvas><script type="module" src="floor.js"></script>',
    );
    writeFileSync(
      `${floorRoot}/floor.js`,
      "const c = document.querySelector('canvas');\n" +
        "requestAnimationFrame(() => { c.getContext('2d').fillRect(0, 0, 600, 300); c.dataset.firstFrameAt = performance.now().toFixed(1); });\n",
    );
    // The least the site's first frame can cost: the floor's page with the core (its glue and its
    // preloaded wasm module) drawing one grid picture onto a canvas of the site's size.
    // The public entry over the glue (tools/api.mjs), the glue and the module.
    mkdirSync(`${floorRoot}/pkg/glue`, { recursive: true });
    for (const f of ['asg.js', 'coded.js', 'glue/asg.js', 'asg_bg.wasm'])
      copyFileSync(`${ROOT}www/pkg/${f}`, `${floorRoot}/pkg/${f}`);
    writeFileSync(
      `${floorRoot}/core.html`,
      '<!doctype html><meta charset="utf-8"><title>floor and core</title><link rel="icon" href="data:,"><link rel="preload" href="pkg/asg_bg.wasm" as="fetch" type="application/wasm" crossorigin><p>Floor</p><canvas width="1280" height="600"></canvas><script type="module" src="core.js"></script>',
    );
    // One module, as the floor's (the glue bundled in: no round trip for an import).
    writeFileSync(
      `${floorRoot}/core-entry.js`,
      "import init, { Game, Picture } from './pkg/asg.js';\n" +
        "await init({ module_or_path: fetch('pkg/asg_bg.wasm') });\n" +
        "const c = document.querySelector('canvas');\n" +
        'const game = Game.fromDelta(5, 7);\n' +
        'const period = game.additive().heapPeriod;\n' +
        "requestAnimationFrame(() => { const p = new Picture(1280, 600); p.setPalette([0x1b5e20, 0x0d47a1, 0xb71c1c, 0x4a148c, 0xffffff, 0xdddddd]); p.drawGrid(game, { rowWidth: period, col: 0n, row: 0n, cell: 1280 / Number(period) }); p.show(c.getContext('2d')); c.dataset.firstFrameAt = performance.now().toFixed(1); });\n",
    );
    await esbuild.build({
      entryPoints: [`${floorRoot}/core-entry.js`],
      bundle: true,
      format: 'esm',
      minify: true,
      outfile: `${floorRoot}/core.js`,
      logLevel: 'warning',
    });
    // The site's own page without its scripts: its index.html and stylesheet as shipped, with a
    // script like the floor's that fills a canvas of the picture's size in the explorer's place.
    const sitePage = readFileSync(`${ROOT}www/index.html`, 'utf8');
    const pageOnly = sitePage
      .replace(/<script type="module" src="js\/main\.js"><\/script>/, '<script type="module" src="page.js"></script>')
      .replace(/<script src="js\/prefetch\.js"><\/script>/, '');
    if (pageOnly === sitePage || /js\/(main|prefetch)\.js/.test(pageOnly))
      throw new Error("index.html's scripts are not where the bench looks for them");
    writeFileSync(`${floorRoot}/page.html`, pageOnly);
    mkdirSync(`${floorRoot}/css`);
    copyFileSync(`${ROOT}www/css/explorer.css`, `${floorRoot}/css/explorer.css`);
    copyFileSync(`${ROOT}www/favicon.svg`, `${floorRoot}/favicon.svg`);
    writeFileSync(
      `${floorRoot}/page.js`,
      "const c = document.createElement('canvas'); c.style.cssText = 'display:block;width:100%;height:600px';\n" +
        "document.getElementById('app').append(c);\n" +
        "requestAnimationFrame(() => { c.width = c.clientWidth; c.height = 600; c.getContext('2d').fillRect(0, 0, c.width, 600); c.dataset.firstFrameAt = performance.now().toFixed(1); });\n",
    );
    // A blog post on the floor's origin (a second origin to the site) with one embed.
    writeFileSync(
      `${floorRoot}/blog.html`,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title><link rel="icon" href="data:,">
<script type="module" src="${siteUrl}js/embed.js"></script></head><body><h1>Subtraction games</h1><p>Before the picture.</p>
<asg-explorer id="one" a="5" delta="7"></asg-explorer><p>The end.</p></body></html>`,
    );
    const kinds = {
      floor: [floorUrl, {}],
      'floor and core': [`${floorUrl}core.html`, {}],
      'page alone': [`${floorUrl}page.html`, {}],
      site: [`${siteUrl}?a=5&delta=7`, {}],
      embed: [`${floorUrl}blog.html`, { host: '#one' }],
      'floor, 80 ms': [floorUrl, { latency: 80 }],
      'floor and core, 80 ms': [`${floorUrl}core.html`, { latency: 80 }],
      'site, 80 ms': [`${siteUrl}?a=5&delta=7`, { latency: 80 }],
      'embed, 80 ms': [`${floorUrl}blog.html`, { latency: 80, host: '#one' }],
    };
    const times = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
    const requests = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
    // Alternating, so that whatever else the machine does falls on all of them alike.
    for (let i = 0; i < runs; i++)
      for (const [kind, [url, options]] of Object.entries(kinds)) {
        const r = await firstFrame(browser, url, options);
        times[kind].push(r.at);
        requests[kind].push(r.requests);
      }
    const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));

    // What the first frame needs, from the bundle's own account of it, and the page's wasm.
    const built = await bundle({ write: false });
    const gz = (file) => gzipSync(readFileSync(`${ROOT}${file}`), { level: 9 }).length;
    const wasm = 'www/pkg/asg_bg.wasm';
    const needs = (name, extra = []) => [...firstFrameFiles(built[name], `www/js/${name}.js`), ...extra, wasm];
    const siteFiles = needs('main', ['www/js/prefetch.js']);
    // The embed's script carries the wasm module: its first frame fetches no other file.
    const embedFiles = firstFrameFiles(built.embed, 'www/js/embed.js');
    const bytes = (files) => files.reduce((n, f) => n + gz(f), 0);
    const wasmBytes = readFileSync(`${ROOT}${wasm}`).length;

    const least = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, Math.min(...v)]));
    // Each ratio from the medians, and from the fastest run of each (the least disturbed by
    // whatever else the machine runs).
    const row = (name, kind, base, target) => [
      name,
      `${m[kind].toFixed(0)} ms / ${m[base].toFixed(0)} ms (fastest ${least[kind].toFixed(0)} / ${least[base].toFixed(0)})`,
      m[kind] / m[base],
      least[kind] / least[base],
      target,
    ];
    const rows = [
      row('site, first canvas frame (loopback)', 'site', 'floor', '≤ 1.5×'),
      row('floor and core: the core drawing one grid (loopback)', 'floor and core', 'floor', '(least for the site)'),
      row(
        "the site's page alone: its HTML and CSS, a canvas filled by the floor's script (loopback)",
        'page alone',
        'floor',
        '(least for the site)',
      ),
      row('floor and core (80 ms latency)', 'floor and core, 80 ms', 'floor, 80 ms', '(least for the site)'),
      row('site, first canvas frame (80 ms latency)', 'site, 80 ms', 'floor, 80 ms', '≤ 2×'),
      row('embed on a blog, first frame (80 ms latency)', 'embed, 80 ms', 'floor, 80 ms', '≤ 2×'),
      row('embed on a blog, first frame (loopback)', 'embed', 'floor', '(no target)'),
    ];
    const embedRequests = Math.max(...requests['embed, 80 ms'], ...requests.embed);
    const lines = [
      `first frame, medians of ${runs} alternating runs, each in a fresh context (empty cache), beside the floor (one module, one canvas frame) in the same run:`,
      '| figure | measured (median / floor) | ratio of medians (of the fastest runs), or value | target | holds |',
      '| --- | --- | --- | --- | --- |',
      ...rows.map(([name, measured, ratio, fastest, target]) => {
        const limit = Number(/[\d.]+/.exec(target)?.[0]);
        const holds = Number.isNaN(limit) ? '' : ratio <= limit ? 'yes' : 'NO';
        return `| ${name} | ${measured} | ${ratio.toFixed(2)}× (${fastest.toFixed(2)}×) | ${target} | ${holds} |`;
      }),
      `| requests before the embed's first frame (the blog's page included; most of all runs) | ${[...new Set(requests.embed)].join(', ')} | ${embedRequests} | ≤ 6 | ${embedRequests <= 6 ? 'yes' : 'NO'} |`,
      `| requests before the site's first frame (most of all runs) | ${[...new Set(requests.site)].join(', ')} | ${Math.max(...requests.site)} | | |`,
      `| site's first frame, gzipped (${siteFiles.map((f) => f.replace(/^www\//, '')).join(' + ')}) | ${siteFiles.map(gz).join(' + ')} B | ${(bytes(siteFiles) / 1000).toFixed(1)} KB | ≤ 120 KB | ${bytes(siteFiles) <= 120000 ? 'yes' : 'NO'} |`,
      `| embed's first frame, gzipped (${embedFiles.map((f) => f.replace(/^www\//, '')).join(' + ')}) | ${embedFiles.map(gz).join(' + ')} B | ${(bytes(embedFiles) / 1000).toFixed(1)} KB | ≤ 120 KB | ${bytes(embedFiles) <= 120000 ? 'yes' : 'NO'} |`,
      `| the page's wasm (pkg/asg_bg.wasm) | ${wasmBytes} B (${gz(wasm)} B gzipped) | ${(wasmBytes / 1024).toFixed(1)} KiB | < 100 KiB | ${wasmBytes < 100 * 1024 ? 'yes' : 'NO'} |`,
    ];
    return { medians: m, times, requests, lines };
  } finally {
    site.server.kill();
    floor.server.kill();
    rmSync(floorRoot, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = await start();
  try {
    const { lines } = await measureFirstFrame(env.browser, Number(process.env.RUNS ?? 9));
    console.log(lines.join('\n'));
  } finally {
    await env.close();
  }
}
