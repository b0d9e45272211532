// The pages preload exactly the modules of the first paint: the static imports reachable from
// main.js (parts loaded later stay out), so nothing waits on a second round of requests.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const WWW = new URL('../../www/', import.meta.url);

/** Static imports reachable from a module (dynamic `import()` left out), relative to www/. */
function graph(path, seen = new Set()) {
  if (seen.has(path)) return seen;
  seen.add(path);
  const text = readFileSync(new URL(path, WWW), 'utf8');
  for (const m of text.matchAll(/^import\s[^'"]*['"](\.{1,2}\/[^'"]+)['"]/gm)) {
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
