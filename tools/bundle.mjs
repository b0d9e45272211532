// Bundles the page's TypeScript (www/src) with esbuild into the served folder, www/js/: the site's
// entry (main.js), the embed's (embed.js, the URL every pasted snippet names), the worker's
// (worker.js, a classic script: it also starts from a blob: URL in opaque origins) and the early
// request for the catalogue (prefetch.js), each with its chunks loaded on demand and source maps.
// Every file lands in js/ itself (no subfolder): the page finds the site one folder above its own
// bundle (www/src/core/where.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
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

/** The messages an embed needs when its catalogue cannot be fetched (a policy's connect-src). */
export const OFFLINE_IDS = ['embed-failed', 'embed-failed-label', 'embed-csp-fetch'];

/**
 * The messages `ids` of catalogue www/locales/`lang`.ftl, as Fluent text: each message's first
 * line and its indented continuation lines, so the catalogues stay their one source.
 */
export function offlineMessages(lang, ids = OFFLINE_IDS) {
  const lines = readFileSync(`${ROOT}www/locales/${lang}.ftl`, 'utf8').split('\n');
  return ids
    .map((id) => {
      const at = lines.findIndex((l) => l.startsWith(`${id} =`));
      if (at < 0) throw new Error(`no message ${id} in ${lang}.ftl`);
      let end = at + 1;
      while (end < lines.length && /^\s+\S/.test(lines[end])) end++;
      return lines.slice(at, end).join('\n');
    })
    .join('\n');
}

/** `import OFFLINE from 'asg-offline-messages'`: those messages in every language, in the embed's bundle. */
const offline = {
  name: 'offline-messages',
  setup(build) {
    build.onResolve({ filter: /^asg-offline-messages$/ }, (args) => ({ path: args.path, namespace: 'offline' }));
    build.onLoad({ filter: /.*/, namespace: 'offline' }, () => ({
      contents: `export default ${JSON.stringify(Object.fromEntries(['en', 'de', 'zh', 'ja'].map((l) => [l, offlineMessages(l)])))};`,
      loader: 'js',
      watchFiles: ['en', 'de', 'zh', 'ja'].map((l) => `${ROOT}www/locales/${l}.ftl`),
    }));
  },
};

const COMMON = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  sourcemap: 'linked',
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
  metafile: true,
  legalComments: 'eof',
  absWorkingDir: ROOT,
};

/**
 * Builds entry `name` (www/src/`path`) with its chunks on demand into `dir`, then takes every
 * chunk its first frame would import into the entry itself: the entry then is the first frame's
 * one script (esbuild puts code shared with a chunk loaded later into chunks of its own, each a
 * round trip before the wasm can be asked for), and the chunks loaded later import that shared
 * code from the entry. Resolves to the metafile of what was written into `out`.
 */
async function splitEntry(name, path, out, write, extra) {
  const dir = mkdtempSync(join(tmpdir(), 'asg-bundle-'));
  try {
    const first = await esbuild.build({
      ...COMMON,
      ...extra,
      splitting: true,
      outdir: dir,
      entryPoints: { [name]: `www/src/${path}` },
    });
    const rel = (f) => basename(f);
    const outputs = Object.fromEntries(
      Object.entries(first.metafile.outputs)
        .filter(([f]) => f.endsWith('.js'))
        .map(([f, o]) => [rel(f), o]),
    );
    const entry = `${name}.js`;
    // The chunks the entry imports, directly or through each other, before it runs.
    const hoisted = new Set();
    const visit = (f) => {
      for (const i of outputs[f].imports)
        if (i.kind === 'import-statement' && !hoisted.has(rel(i.path))) {
          hoisted.add(rel(i.path));
          visit(rel(i.path));
        }
    };
    visit(entry);
    // Each hoisted chunk's exports, renamed in the entry so that they cannot collide.
    const alias = new Map([...hoisted].map((f, i) => [f, (e) => `_${i}_${e}`]));
    const local = (f) => `${dir}/${f}`;
    /** Resolves the chunks of the first build: hoisted ones to the entry, the others left as files of their own. */
    const linker = (self) => ({
      name: 'first-frame-into-entry',
      setup(build) {
        build.onResolve({ filter: /^\.\/[^/]+\.js$/ }, (args) => {
          const f = args.path.slice(2);
          if (self === entry && (hoisted.has(f) || f === entry)) return { path: local(f) };
          if (self !== entry && hoisted.has(f)) return { path: f, namespace: 'hoisted' };
          return { path: `./${f}`, external: true };
        });
        build.onLoad({ filter: /.*/, namespace: 'hoisted' }, (args) => ({
          contents: `export { ${outputs[args.path].exports.map((e) => `${alias.get(args.path)(e)} as ${e}`).join(', ')} } from './${entry}';`,
          loader: 'js',
          resolveDir: dir,
        }));
        build.onResolve({ filter: /^asg-entry$/ }, () => ({ path: 'asg-entry', namespace: 'entry' }));
        build.onLoad({ filter: /.*/, namespace: 'entry' }, () => ({
          contents: [
            `import './${entry}';`,
            ...[...hoisted].map(
              (f) =>
                `export { ${outputs[f].exports.map((e) => `${e} as ${alias.get(f)(e)}`).join(', ')} } from './${f}';`,
            ),
          ].join('\n'),
          loader: 'js',
          resolveDir: dir,
        }));
      },
    });
    const second = await Promise.all(
      Object.keys(outputs)
        .filter((f) => !hoisted.has(f))
        .map((f) =>
          esbuild.build({
            ...COMMON,
            write: false,
            outfile: `${out}/${f}`,
            entryPoints: [f === entry ? 'asg-entry' : local(f)],
            plugins: [linker(f)],
          }),
        ),
    );
    // Each chunk named anew by a hash of what it now holds: a chunk the site and the embed share
    // gets one name, and a chunk that changed gets a new one.
    const renamed = new Map();
    for (const r of second)
      for (const o of r.outputFiles) {
        const f = rel(o.path);
        if (f === entry || !f.endsWith('.js')) continue;
        const hash = createHash('sha256').update(o.contents).digest('base64url').slice(0, 8).toUpperCase();
        renamed.set(f, `${f.replace(/-[A-Z0-9]+\.js$/, '')}-${hash.replace(/[^A-Z0-9]/g, 'X')}.js`);
      }
    const names = new RegExp(`(?<![\\w-])(${[...renamed.keys()].map((f) => f.replace(/\./g, '\\.')).join('|')})`, 'g');
    const rename = (text) => (renamed.size ? text.replace(names, (f) => renamed.get(f)) : text);
    const named = (f) => renamed.get(f) ?? renamed.get(f.replace(/\.map$/, ''))?.concat('.map') ?? f;
    if (write)
      for (const r of second)
        for (const o of r.outputFiles) writeFileSync(`${out}/${named(rel(o.path))}`, rename(o.text));
    // The metafile of the written files, with the sources of the first build's outputs they hold.
    const sources = (f) => outputs[f].inputs;
    const metafile = { inputs: first.metafile.inputs, outputs: {} };
    for (const r of second)
      for (const [file, o] of Object.entries(r.metafile.outputs)) {
        const inputs = {};
        for (const i of Object.keys(o.inputs)) {
          const f = rel(i);
          if (outputs[f]) Object.assign(inputs, sources(f));
          if (f === entry) for (const h of hoisted) Object.assign(inputs, sources(h));
        }
        const entryPoint = rel(file) === entry ? `www/src/${path}` : outputs[rel(file)]?.entryPoint;
        metafile.outputs[`www/js/${named(rel(file))}`] = {
          ...o,
          inputs,
          imports: o.imports.map((i) => ({ ...i, path: `www/js/${named(rel(i.path))}` })),
          ...(entryPoint ? { entryPoint } : {}),
        };
      }
    return metafile;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Builds the bundles into www/js/ (or, with `write` false, only in memory); resolves to the
 * metafiles by bundle (paths relative to the project, as esbuild gives them). The site and the
 * embed are built apart, so that each one's first frame needs one script.
 */
export async function bundle({ write = true } = {}) {
  if (write) {
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
  }
  const single = (name, path, extra = {}) =>
    esbuild
      .build({ ...COMMON, write, outdir: OUT, entryPoints: { [name]: `www/src/${path}` }, ...extra })
      .then((r) => r.metafile);
  const built = await Promise.all([
    splitEntry('main', 'shell/main.ts', OUT, write, {}),
    splitEntry('embed', 'shell/embed.ts', OUT, write, { plugins: [cssAsText, offline] }),
    // A classic script, which starts in opaque origins from a blob: URL (a module worker cannot);
    // the page always hands it the compiled module, so the glue never looks for its own address.
    single('worker', 'core/worker.ts', { format: 'iife', define: { 'import.meta.url': 'self.location.href' } }),
    // A classic script that the page runs as soon as it arrives (a module would wait its turn
    // behind main.js, and so would the catalogue): it finds the site from its own address.
    single('prefetch', 'shell/prefetch.ts', {
      format: 'iife',
      define: { 'import.meta.url': 'document.currentScript.src' },
    }),
  ]);
  return Object.fromEntries(['main', 'embed', 'worker', 'prefetch'].map((n, i) => [n, built[i]]));
}

/** The files the first frame of an entry loads (`file` and every chunk it imports before it runs). */
export function firstFrameFiles(metafile, file) {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const i of metafile.outputs[f].imports) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(file);
  return [...seen];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const start = performance.now();
  const metafiles = await bundle();
  const files = new Set(Object.values(metafiles).flatMap((m) => Object.keys(m.outputs)));
  const scripts = [...files].filter((f) => f.endsWith('.js'));
  console.log(`www/js: ${scripts.length} scripts bundled by esbuild in ${Math.round(performance.now() - start)} ms`);
  for (const name of ['main', 'embed']) {
    const first = firstFrameFiles(metafiles[name], `www/js/${name}.js`);
    const bytes = first.reduce((n, f) => n + readFileSync(`${ROOT}${f}`).length, 0);
    console.log(`  ${name}.js: its first frame loads ${first.length} script(s), ${bytes} bytes`);
  }
}
