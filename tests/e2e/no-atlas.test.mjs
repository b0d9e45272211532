// A host that serves www/ as `./build.sh build` leaves it, with no atlas built, and answers 404
// for any file it lacks (as static hosts do, unlike tools/serve.mjs): the landscape asks for the
// atlas's root (zarr.json) and gets one that says there is none, so no request fails and the console
// stays empty.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, start, viewReady, watch } from './harness.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.ftl': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The atlas's root as `./build.sh build` writes it where no atlas is built, read from build.sh. */
const NO_ATLAS = /echo '(\{[^']*"none": true\}\})' > www\/atlas\/zarr\.json/.exec(
  readFileSync(`${ROOT}build.sh`, 'utf8'),
)?.[1];

/**
 * A plain static server of `root`: the file, or 404. Its atlas is the one `./build.sh build`
 * leaves, whatever www/atlas holds here (an atlas built on this machine is not served).
 */
async function staticHost(root) {
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (path === '/atlas/zarr.json' && NO_ATLAS) {
        res.writeHead(200, { 'Content-Type': TYPES['.json'] }).end(NO_ATLAS);
        return;
      }
      if (path.startsWith('/atlas/')) throw new Error('no atlas');
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) throw new Error('outside');
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

let env;
let host;
before(async () => {
  env = await start();
  host = await staticHost(`${ROOT}www${sep}`);
});
after(async () => {
  await host?.close();
  await env?.close();
});

test('a host without an atlas that answers 404: the landscape opens with no failed request and no console output', async () => {
  assert.ok(NO_ATLAS, 'build.sh writes the root of no atlas');
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  watch(page, (text) => problems.push(text));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => problems.push(`failed ${r.url()}`));
  const root = page.waitForResponse((r) => r.url().endsWith('/atlas/zarr.json'));
  await page.goto(`${host.url}?a=5&delta=7&view=landscape&amax=12&dmax=48`);
  await viewReady(page, 'landscape');
  assert.deepEqual(problems, []);
  assert.equal((await root).status(), 200, 'the root is there');
  // Nothing is said about an atlas (none described, none refused): the cells are computed here.
  assert.equal(await page.locator('.asg-landscape-atlas').isVisible(), false);
  assert.equal((await page.locator('.asg-landscape-refused').textContent()).trim(), '');
  await context.close();
});
