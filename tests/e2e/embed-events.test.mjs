// The embed's events, as a blog's script hears them (docs/embedding.md, "Events"): on a page of
// another origin, asg-change says the game, view, shift and language on show (at the start, after
// an attribute changes, after the reader edits the shift) and asg-heap the heap the reader picks by
// a click or by Enter, exact, as a BigInt; both leave the element's shadow root.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startServer } from '../../tools/serve.mjs';
import { mexValues, openBlog, smallestPeriod, start } from './harness.mjs';

let env;
let blog;
let dir;
before(async () => {
  env = await start();
  dir = mkdtempSync(join(tmpdir(), 'asg-events-'));
  // The events are heard on the document: they bubble out of the element.
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post that listens</title>
<link rel="icon" href="data:,">
<script type="module" src="${env.url}js/embed.js"></script>
<script>
  window.__events = [];
  for (const type of ['asg-change', 'asg-heap'])
    document.addEventListener(type, (e) => window.__events.push({ type, target: e.target.id, detail: e.detail }));
</script></head>
<body><h1>Subtraction games</h1><asg-explorer id="one" a="5" delta="7" view="grid" lang="en"></asg-explorer></body></html>`,
  );
  blog = await startServer({ root: dir });
});
after(async () => {
  await env?.close();
  await blog?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Waits until the embed shows `view` and its picture has been drawn. */
function shown(page, view) {
  return page.waitForFunction((v) => {
    const root = document.getElementById('one')?.shadowRoot;
    const c = root?.querySelector('canvas.asg-canvas');
    return root?.querySelector('.asg')?.dataset.view === v && c && c.width > 10 && c.dataset.frames > 0;
  }, view);
}

/** The events heard so far, taken (BigInts as text, to compare). */
async function heard(page) {
  return page.evaluate(() =>
    window.__events.splice(0).map(({ type, target, detail }) => ({
      type,
      target,
      detail: Object.fromEntries(Object.entries(detail).map(([k, v]) => [k, typeof v === 'bigint' ? `${v}n` : v])),
    })),
  );
}

test('a blog hears the game, view and shift on show and the heap the reader picks', async () => {
  const { page, problems } = await openBlog(env, blog, '/index.html', { otherHosts: true });
  await shown(page, 'grid');
  const change = (detail) => ({
    type: 'asg-change',
    target: 'one',
    detail: { b: '', shift: null, lang: 'en', ui: 'full', ...detail },
  });
  const first = await heard(page);
  assert.deepEqual(
    first.map((e) => ({ ...e, detail: { ...e.detail, b: '' } })),
    [change({ a: '5', delta: '7', view: 'grid' })],
  );
  // A click on the cell of heap row · 130 + col of the fitted grid (one period of 130 a row).
  const canvas = page.locator('asg-explorer canvas.asg-canvas');
  const zoom = (await canvas.evaluate((c) => c.clientWidth)) / smallestPeriod(mexValues([5, 12, 17], 2000));
  const [row, col] = [4, 77];
  await canvas.click({ position: { x: (col + 0.5) * zoom, y: (row + 0.5) * zoom } });
  assert.deepEqual(await heard(page), [{ type: 'asg-heap', target: 'one', detail: { heap: `${row * 130 + col}n` } }]);
  // Hovering picks nothing; Enter on the picture picks the heap under the cursor.
  await canvas.hover({ position: { x: 100.5 * zoom, y: 2.5 * zoom } });
  assert.deepEqual(await heard(page), []);
  await canvas.press('ArrowRight');
  await canvas.press('Enter');
  const picked = await heard(page);
  assert.equal(picked.length, 1);
  assert.equal(picked[0].type, 'asg-heap');
  // An attribute set by a script: the game and the view change, each said once.
  await page.evaluate(() => {
    const one = document.getElementById('one');
    one.setAttribute('a', '7');
    one.setAttribute('delta', '12');
    one.setAttribute('view', 'collisions');
  });
  await shown(page, 'collisions');
  const then = await heard(page);
  assert.deepEqual(
    then.map((e) => ({ ...e, detail: { ...e.detail, b: '' } })),
    [change({ a: '7', delta: '12', view: 'collisions' })],
  );
  assert.equal(then[0].detail.b, '19');
  // The reader picks the shift 9, once the collisions' lanes are in (said as a BigInt).
  await page.waitForFunction(
    () => document.getElementById('one').shadowRoot.querySelector('canvas.asg-lane')?.dataset.draws > 0,
  );
  await page.locator('asg-explorer input[name="shift"]').fill('9');
  await page.locator('asg-explorer input[name="shift"]').press('Enter');
  await page.waitForFunction(() => window.__events.length > 0);
  assert.deepEqual(await heard(page), [change({ a: '7', delta: '12', b: '19', view: 'collisions', shift: '9n' })]);
  assert.deepEqual(problems, []);
});
