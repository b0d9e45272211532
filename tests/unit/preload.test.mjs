// The pages preload exactly the modules of the first paint: the static imports reachable from
// main.js (parts loaded later stay out), so nothing waits on a second round of requests.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const WWW = new URL('../../www/', import.meta.url);

/** Static imports and re-exports reachable from a module (dynamic `import()` left out), relative to www/. */
function graph(path, seen = new Set()) {
  if (seen.has(path)) return seen;
  seen.add(path);
  // The wasm glue and the vendored Fluent are made by the build (and import nothing): leaves.
  if (path.startsWith('pkg/') || path.startsWith('vendor/')) return seen;
  const text = readFileSync(new URL(path, WWW), 'utf8');
  for (const m of text.matchAll(/^(?:(?:import|export)\b[^;]*?\bfrom\s*|import\s*)['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    graph(new URL(m[1], new URL(path, WWW)).href.slice(WWW.href.length), seen);
  }
  return seen;
}

test('index.html and embed.html preload the first paint’s modules, no more and no fewer', () => {
  const wanted = [...graph('js/main.js')].filter((p) => p !== 'js/main.js').sort();
  assert.ok(wanted.includes('pkg/asg.js') && wanted.includes('js/explorer.js'), wanted.join(' '));
  for (const page of ['index.html', 'embed.html']) {
    const html = readFileSync(new URL(page, WWW), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]).sort();
    assert.deepEqual(preloaded, wanted, page);
  }
});

test('the worker loads only the full core: nothing of the page’s module', () => {
  const worker = [...graph('js/worker.js')];
  assert.ok(worker.includes('js/full.js'), worker.join(' '));
  assert.ok(!worker.includes('pkg/asg.js') && !worker.includes('js/core.js'), worker.join(' '));
});
