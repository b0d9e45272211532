// A small static file server for www/: the right MIME types (wasm included), CORS headers as
// static hosts send them (so the embed works from any origin), and no caching while developing.
// Used by `./build.sh serve` and by the browser tests (startServer on a free port).

import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ftl': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

/** The atlas's root (its zarr.json), which the landscape asks for: a site without one answers it with no content. */
const ATLAS_ROOT = '/atlas/zarr.json';

/**
 * Serves `root` on `host:port` (port 0 picks a free one); resolves to { url, close }. `headers(path)`
 * may add headers to a response (the tests' locked-down blog pages send their own policies);
 * `hide(path)` true: that file is served as if it were not there.
 */
export async function startServer({ root, port = 0, host = '127.0.0.1', quiet = true, headers: extra, hide } = {}) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    let path = null;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      // A malformed address: answered below as not found.
    }
    const headers = {
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ...(path === null ? {} : extra?.(path)),
    };
    try {
      if (path === null) throw new Error('malformed');
      if (hide?.(path)) throw new Error('hidden');
      let file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403, headers).end('forbidden');
        return;
      }
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(req.method === 'HEAD' ? undefined : body);
      if (!quiet) console.log(`200 ${req.url}`);
    } catch {
      // No atlas is no fault: 204, which the browser does not note in its console as it does a 404.
      if (path === ATLAS_ROOT) {
        res.writeHead(204, headers).end();
        return;
      }
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('not found');
      if (!quiet) console.log(`404 ${req.url}`);
    }
  });
  await new Promise((ok, fail) => server.once('error', fail).listen(port, host, ok));
  const url = `http://${host}:${server.address().port}/`;
  return { url, close: () => new Promise((ok) => server.close(ok)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
  const { url } = await startServer({ root: args.root ?? 'www', port: Number(args.port ?? 8000), quiet: false });
  console.log(`ASG Explorer at ${url} (Ctrl-C stops)`);
}
