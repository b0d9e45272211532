// The landscape over an atlas of about a million games in headless Chromium (the default atlas,
// a ≤ 400, δ ≤ 3200, built by `./build.sh atlas` first if www/ has none): the time of each draw
// and the time between frames while the reader zooms out to the whole atlas, drags across it and
// zooms in and out with the wheel, and the atlas's chunks fetched (against the chunks there are).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { open, ROOT, start } from '../e2e/harness.mjs';

const CANVAS = 'canvas.asg-landscape-canvas';
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const figures = (xs, over = 16) =>
  `median ${quantile(xs, 0.5).toFixed(1)} ms, 95th percentile ${quantile(xs, 0.95).toFixed(1)} ms, ` +
  `largest ${Math.max(...xs).toFixed(1)} ms, ${xs.filter((x) => x > over).length} of ${xs.length} over ${over} ms`;

const rootPath = `${ROOT}www/atlas/zarr.json`;
const complete = () => existsSync(rootPath) && JSON.parse(readFileSync(rootPath, 'utf8')).attributes?.complete === true;
if (!complete()) {
  console.log('no complete atlas in www/atlas: building the default one (./build.sh atlas), once');
  execFileSync(`${ROOT}build.sh`, ['atlas', '--quiet'], { cwd: ROOT, stdio: 'inherit' });
}
const facts = JSON.parse(readFileSync(rootPath, 'utf8')).attributes;
// A chunk per tile and field at every level (level L: blocks of 2^L games, the same tiles of blocks).
let files = 0;
for (let L = 0; L < facts.levels; L++) {
  const rows = Math.ceil(Math.ceil(facts.aMax / 2 ** L) / facts.tileA);
  const cols = Math.ceil(Math.ceil(facts.deltaMax / 2 ** L) / facts.tileDelta);
  files += rows * cols * (L ? 4 : 10);
}
console.log(
  `atlas: a ≤ ${facts.aMax}, δ ≤ ${facts.deltaMax} (${facts.games} games), ` +
    `tiles of ${facts.tileA} × ${facts.tileDelta}, ${facts.levels} levels, ${files} chunks`,
);

const env = await start({ atlas: true });
try {
  const { page, context } = await open(env, '?a=5&delta=7&view=landscape', { ready: false, width: 1280, height: 900 });
  const asked = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/atlas/') && path.includes('/c/')) asked.push(path);
  });
  const canvas = page.locator(CANVAS);
  await canvas.scrollIntoViewIfNeeded();
  const ready = () =>
    page.waitForFunction((sel) => document.querySelector(sel)?.dataset.complete === 'true', CANVAS, {
      timeout: 120000,
    });
  await ready();
  // Every frame while the reader moves: the time since the last frame, and the landscape's draw time.
  await page.evaluate((sel) => {
    const c = document.querySelector(sel);
    const log = { frames: [], draws: [] };
    let last = performance.now();
    let drawn = c.dataset.drawMs;
    const tick = (now) => {
      log.frames.push(now - last);
      last = now;
      if (c.dataset.drawMs !== drawn) log.draws.push(Number(c.dataset.drawMs));
      drawn = c.dataset.drawMs;
      if (!window.__stopFrames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.__frames = log;
  }, CANVAS);
  const box = await canvas.boundingBox();
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await canvas.focus();
  await page.keyboard.press('0');
  await ready();
  // Drags across the whole atlas, then wheel zooms in and out, each followed by its drags.
  const drag = async (dx, dy) => {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let i = 1; i <= 30; i++) await page.mouse.move(cx + (dx * i) / 30, cy + (dy * i) / 30);
    await page.mouse.up();
  };
  const started = Date.now();
  for (const [zoom, moves] of [
    [0, 0],
    [-3, 4],
    [-2, 6],
    [3, 2],
    [2, 2],
  ]) {
    await page.mouse.move(cx, cy);
    for (let i = 0; i < Math.abs(zoom); i++) await page.mouse.wheel(0, zoom < 0 ? -100 : 100);
    for (let i = 0; i < moves; i++) await drag(i % 2 ? 300 : -300, i % 3 ? -150 : 150);
  }
  await ready();
  const seconds = (Date.now() - started) / 1000;
  const log = await page.evaluate(() => {
    window.__stopFrames = true;
    return window.__frames;
  });
  console.log(`panning and zooming for ${seconds.toFixed(1)} s at 1280 × 900:`);
  console.log(`  the landscape's draw: ${figures(log.draws)}`);
  console.log(`  time between frames: ${figures(log.frames, 25)} (a frame at 60 Hz: 16.7 ms; over 25 ms: one dropped)`);
  console.log(
    `  atlas chunks fetched: ${asked.length} of ${files} (each once: ${new Set(asked).size === asked.length})`,
  );
  await context.close();
} finally {
  await env.close();
}
