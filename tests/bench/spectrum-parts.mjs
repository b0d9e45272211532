// The hand-over of a spectrum counted in a worker, on the page's main thread, in headless
// Chromium: a worker makes the spectrum of (3001, 4500) (p = 49 519 501, 773 743 leaves) or of
// (1000, 1999) and sends its parts (Spectrum.parts, transferred), and the page makes it again
// (Game.spectrumFromParts), as the spectrum view does; beside it, in the same run, the floor of
// any hand-over: the same arrays copied once in JavaScript. The first call in a fresh page (the
// module's memory grows, its code not yet optimised: what the view pays) and the median of ten
// more. Run after ./build.sh build: node tests/bench/spectrum-parts.mjs
import { open, start } from '../e2e/harness.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const env = await start();

/** The worker: the full core makes the spectrum and hands over its parts. */
const WORKER = `import init, { Game } from '../pkg/asg_full.js';
onmessage = async ({ data: [a, delta] }) => {
  await init({ module_or_path: new URL('../pkg/asg_full_bg.wasm', import.meta.url) });
  const made = Game.fromDelta(BigInt(a), BigInt(delta)).spectrum();
  const parts = made.parts();
  postMessage({ parts, want: made.at(BigInt(delta)) }, [parts.prefix.buffer, parts.leafMax.buffer]);
};`;

try {
  for (const [a, delta] of [
    [3001, 4500],
    [1000, 1999],
  ]) {
    const { page, context } = await open(env, 'about:blank', { ready: false });
    const here = new URL('bench/parts.html', env.url).href;
    await page.route(here, (route) =>
      route.fulfill({ body: '<!doctype html><title>parts</title>', contentType: 'text/html' }),
    );
    await page.route(new URL('bench/parts-worker.js', env.url).href, (route) =>
      route.fulfill({ body: WORKER, contentType: 'text/javascript' }),
    );
    await page.goto(here);
    const r = await page.evaluate(
      async ([a, delta]) => {
        const worker = new Worker('parts-worker.js', { type: 'module' });
        const sent = new Promise((ok) => {
          worker.onmessage = (e) => ok(e.data);
        });
        worker.postMessage([a, delta]);
        const full = await import(new URL('../pkg/asg_full.js', location.href).href);
        await full.default({ module_or_path: new URL('../pkg/asg_full_bg.wasm', location.href).href });
        const game = full.Game.fromDelta(BigInt(a), BigInt(delta));
        const { parts, want } = await sent;
        worker.terminate();
        const runs = { hand: [], copy: [] };
        let check = 0n;
        for (let i = 0; i < 11; i++) {
          let t = performance.now();
          const s = game.spectrumFromParts(parts);
          runs.hand.push(performance.now() - t);
          if (s.at(BigInt(delta)) !== want) throw new Error('the spectrum made again differs');
          s.free();
          // The floor: the parts' bytes copied once.
          t = performance.now();
          const copies = [parts.prefix.slice(), parts.leafMax.slice()];
          runs.copy.push(performance.now() - t);
          check += copies[0][copies[0].length - 1];
        }
        game.free();
        const bytes = parts.prefix.byteLength + parts.leafMax.byteLength;
        return { runs, bytes, leaves: parts.prefix.length - 1, check: String(check) };
      },
      [a, delta],
    );
    await context.close();
    const [hand, copy] = [median(r.runs.hand.slice(1)), median(r.runs.copy.slice(1))];
    const [first, firstCopy] = [r.runs.hand[0], r.runs.copy[0]];
    console.log(
      `spectrum parts of (${a}, ${delta}) (${r.leaves} leaves, ${(r.bytes / 2 ** 20).toFixed(1)} MiB): ` +
        `Game.spectrumFromParts on the main thread first ${first.toFixed(1)} ms, then ${hand.toFixed(2)} ms ` +
        `(median of 10); the same bytes copied in JavaScript first ${firstCopy.toFixed(1)} ms, then ` +
        `${copy.toFixed(2)} ms; ratios ${(first / firstCopy).toFixed(1)} and ${(hand / copy).toFixed(1)}`,
    );
  }
} finally {
  await env.close();
}
