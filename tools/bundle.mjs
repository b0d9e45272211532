// Bundles the page's TypeScript (www/src) with esbuild into the served folder, www/js/: the site's
// entry (main.js), the embed's (embed.js, the URL every pasted snippet names), the worker's
// (worker.js) and the early request for the catalogue (prefetch.js), each with its chunks loaded
// on demand and source maps. Every file lands in js/ itself (no subfolder): the page finds the
// site one folder above its own bundle (www/src/core/where.ts).
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT = `${ROOT}www/js`;

/** The explorer's stylesheet as minified text, for the embed to adopt as a constructed sheet. */
const cssAsText = {
  name: 'css-as-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const { code } = await esbuild.transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true });
      return { contents: `export default ${JSON.stringify(code)};`, loader: 'js' };
    });
  },
};

const COMMON = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  sourcemap: 'linked',
  outdir: OUT,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
  metafile: true,
  legalComments: 'eof',
  absWorkingDir: ROOT,
};

/**
 * Builds the bundles into www/js/ (or, with `write` false, only in memory); resolves to esbuild's
 * metafiles by bundle. The site and the embed are built apart, so that each one's first frame
 * needs one script (code shared by both would otherwise go into a chunk of its own, a second
 * round trip before the wasm can start).
 */
export async function bundle({ write = true } = {}) {
  if (write) rmSync(OUT, { recursive: true, force: true });
  const entry = (name, path, extra = {}) =>
    esbuild
      .build({ ...COMMON, write, entryPoints: { [name]: `www/src/${path}` }, ...extra })
      .then((r) => [name, r.metafile]);
  const built = await Promise.all([
    entry('main', 'shell/main.ts', { splitting: true }),
    entry('embed', 'shell/embed.ts', { splitting: true, plugins: [cssAsText] }),
    entry('worker', 'core/worker.ts'),
    entry('prefetch', 'shell/prefetch.ts'),
  ]);
  return Object.fromEntries(built);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const start = performance.now();
  const metafiles = await bundle();
  const files = new Set(Object.values(metafiles).flatMap((m) => Object.keys(m.outputs)));
  const scripts = [...files].filter((f) => f.endsWith('.js'));
  console.log(`www/js: ${scripts.length} scripts bundled by esbuild in ${Math.round(performance.now() - start)} ms`);
}
