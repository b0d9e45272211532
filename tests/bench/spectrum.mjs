// The collision spectrum's page benchmark in headless Chromium: the spectrum of (101, 150)
// (p = 55 651) made by the core and drawn as bars on a 1920-pixel canvas on the main thread,
// beside a plain JavaScript fill of an array of the same length (one value per k) in the same run.
import { open, start } from '../e2e/harness.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const env = await start();
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
} finally {
  await env.close();
}
