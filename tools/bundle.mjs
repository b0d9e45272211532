// Bundles the page's TypeScript (www/src) with esbuild into the served folder, www/js/: the site's
// entry (main.js), the embed's (embed.js, the URL every pasted snippet names), the worker's
// (worker.js, a classic script: it also starts from a blob: URL in opaque origins) and the early
// request for the catalogue (prefetch.js), each with its chunks loaded on demand and source maps.
// Every file lands in js/ itself (no subfolder): the page finds the site one folder above its own
// bundle (www/src/core/where.ts). Run as a script, it first writes the catalogues' words into the
// static pages (tools/html-words.mjs) and builds the public API over the glue (tools/api.mjs).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { buildApi } from './api.mjs';
import { writeWords } from './html-words.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT = `${ROOT}www/js`;

/** The explorer's stylesheet as minified text, for the embed to adopt as a constructed sheet. */
export const cssAsText = {
  name: 'css-as-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const { code } = await esbuild.transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true });
      return { contents: `export default ${JSON.stringify(code)};`, loader: 'js' };
    });
  },
};

/**
 * zarrita's codecs that come as wasm (blosc, lz4, zstd, imported from numcodecs on demand): the
 * atlas stores its chunks raw, so none is bundled, and a store that asked for one is refused.
 */
const noWasmCodecs = {
  name: 'no-wasm-codecs',
  setup(build) {
    build.onResolve({ filter: /^numcodecs\/(blosc|lz4|zstd)$/ }, (args) => ({
      path: args.path,
      namespace: 'no-wasm-codec',
    }));
    build.onLoad({ filter: /.*/, namespace: 'no-wasm-codec' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`${args.path}: a codec this page does not carry`)});`,
      loader: 'js',
    }));
  },
};

/** The messages an embed needs when its catalogue cannot be fetched (a policy's connect-src): among those it carries. */
export const OFFLINE_IDS = ['embed-failed', 'embed-failed-label', 'embed-csp-fetch'];

/** The catalogues' languages. */
const LANGS = ['en', 'de', 'zh', 'ja'];

/** Each entry of catalogue `text` (a message, or a term with its dash) as its Fluent text, by id. */
function entriesOf(text) {
  const entries = new Map();
  const starts = [...text.matchAll(/^(-?[a-zA-Z][\w-]*) *=/gm)];
  starts.forEach((m, i) => {
    // The entry up to the next one, without the comments and blank lines before that one.
    const body = text.slice(m.index, starts[i + 1]?.index ?? text.length).replace(/(\n(#[^\n]*)?)*\n*$/, '\n');
    if (!entries.has(m[1])) entries.set(m[1], body);
  });
  return entries;
}

/**
 * The ids of the messages that the sources `files` name: as a string ('view-grid') or as the
 * fixed start of a template (`view-${view}`: every id that starts so).
 */
export function namedMessages(files, ids) {
  const named = new Set();
  for (const file of files) {
    const source = readFileSync(`${ROOT}${file}`, 'utf8');
    for (const [, id] of source.matchAll(/['"]([a-z][\w-]*)['"]/g)) if (ids.has(id)) named.add(id);
    for (const [, start] of source.matchAll(/`([a-z][\w-]*-)\$\{/g))
      for (const id of ids) if (id.startsWith(start)) named.add(id);
  }
  return named;
}

/**
 * The messages the first frame of entry www/src/`path` can ask for, in every language, as Fluent
 * text: each message its statically imported sources name (not the chunks loaded on demand), with
 * the messages and terms they refer to; but not the core's refusals (core-*), which come with an
 * edit or a link to a game the core refuses (such a first frame waits for the whole catalogue,
 * app/mount.ts): they would take the script past the first frame's budget. Resolves to
 * { en, de, zh, ja }.
 */
export async function firstFrameMessages(path) {
  const graph = await esbuild.build({
    ...COMMON,
    write: false,
    outdir: 'unused',
    sourcemap: false,
    entryPoints: [`www/src/${path}`],
    plugins: [
      {
        name: 'first-frame-only',
        setup(build) {
          // What is loaded on demand, the glue and the carried text are no sources of messages.
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' || /^asg-|\.css$/.test(args.path)
              ? { path: args.path, external: true }
              : null,
          );
        },
      },
    ],
  });
  const files = Object.keys(graph.metafile.inputs).filter((f) => f.startsWith('www/src/'));
  const catalogues = Object.fromEntries(
    LANGS.map((l) => [l, entriesOf(readFileSync(`${ROOT}www/locales/${l}.ftl`, 'utf8'))]),
  );
  const named = [...namedMessages(files, new Set(catalogues.en.keys()))].filter((id) => !id.startsWith('core-'));
  return Object.fromEntries(
    LANGS.map((l) => {
      const entries = catalogues[l];
      // With every message and term they refer to, which the translator parses with them.
      const carried = new Set();
      const add = (id) => {
        const text = entries.get(id);
        if (text === undefined || carried.has(id)) return;
        carried.add(id);
        for (const [, ref] of text.matchAll(/\{\s*(-?[a-zA-Z][\w-]*)/g)) add(ref);
      };
      for (const id of named) add(id);
      return [l, [...carried].map((id) => entries.get(id)).join('')];
    }),
  );
}

/**
 * `import { WASM, MESSAGES } from 'asg-first-frame'`: what the embed's first frame would otherwise
 * ask for in a round trip after its script (the script is the first thing a page that embeds it
 * can ask for): the page's wasm module as a string of one character per byte (a UTF-8 file
 * gzips it nearly as well as the module itself; base64 costs 30% more) and the messages the
 * first frame can ask for, in every language.
 */
export const firstFrame = (path) => ({
  name: 'first-frame',
  setup(build) {
    build.onResolve({ filter: /^asg-first-frame$/ }, (args) => ({ path: args.path, namespace: 'first-frame' }));
    build.onLoad({ filter: /.*/, namespace: 'first-frame' }, async () => {
      const wasm = readFileSync(`${ROOT}www/pkg/asg_bg.wasm`);
      return {
        contents: `export const WASM = ${JSON.stringify(wasm.toString('latin1'))};\nexport const MESSAGES = ${JSON.stringify(await firstFrameMessages(path))};`,
        loader: 'js',
        watchFiles: [`${ROOT}www/pkg/asg_bg.wasm`, ...LANGS.map((l) => `${ROOT}www/locales/${l}.ftl`)],
      };
    });
  },
});

export const COMMON = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: !process.env.ASG_NO_MINIFY,
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
      plugins: [noWasmCodecs, ...(extra.plugins ?? [])],
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
            ...(extra.charset ? { charset: extra.charset } : {}),
            write: false,
            outfile: `${out}/${f}`,
            // V8's explicit compile hint: the functions of the entry and of each chunk compiled
            // as the file streams in, off the main thread, rather than each on its first call
            // in the task that starts the explorer or mounts a part (10–25 ms of it on the
            // machine measured; docs/performance.md, "Long tasks").
            banner: { js: '//# allFunctionsCalledOnLoad' },
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
  const main = splitEntry('main', 'app/main.ts', OUT, write, {});
  const built = await Promise.all([
    main,
    // UTF-8 output: the module's bytes above 127 as one character each, not as escapes.
    splitEntry('embed', 'app/embed/embed.ts', OUT, write, {
      plugins: [cssAsText, firstFrame('app/embed/embed.ts')],
      charset: 'utf8',
    }),
    // A classic script, which starts in opaque origins from a blob: URL (a module worker cannot);
    // the page always hands it the compiled module, so the glue never looks for its own address.
    single('worker', 'core/worker.ts', { format: 'iife', define: { 'import.meta.url': 'self.location.href' } }),
    // A classic script that the page runs as soon as it arrives (a module would wait its turn
    // behind main.js, and so would the catalogue): it finds the site from its own address.
    // It also starts loading the scripts of the part an address opens (partScripts), so it is
    // built once the site's entry is.
    main.then((metafile) =>
      single('prefetch', 'app/prefetch.ts', {
        format: 'iife',
        define: {
          'import.meta.url': 'document.currentScript.src',
          ASG_PART_SCRIPTS: JSON.stringify(partScripts(metafile, 'www/js/main.js')),
        },
      }),
    ),
  ]);
  return Object.fromEntries(['main', 'embed', 'worker', 'prefetch'].map((n, i) => [n, built[i]]));
}

/**
 * The scripts of each part the entry `file` loads later (www/src/app/parts.ts: a part's module,
 * such as landscape/landscape.ts, is the entry point of a chunk), and of the full core's module
 * (`full`) and glue (`asg_full`), by the module's name: its chunk
 * and every chunk that chunk imports before it runs, but the entry's first-frame files, which are
 * loaded by then. Names relative to js/. Without them asked for early, a part's chunks come one
 * round trip after the part's own.
 */
export function partScripts(metafile, file) {
  const loaded = new Set(firstFrameFiles(metafile, file));
  const parts = {};
  // The full core's module and its glue, which the proof's views and the spectrum load too.
  const named = { 'www/src/core/full.ts': 'full', 'www/pkg/asg_full.js': 'asg_full' };
  for (const [out, o] of Object.entries(metafile.outputs)) {
    const part = named[o.entryPoint] ?? o.entryPoint?.match(/^www\/src\/(?:study\/)?(\w+)\/\1\.ts$/)?.[1];
    if (!part || !out.endsWith('.js') || loaded.has(out)) continue;
    parts[part] = firstFrameFiles(metafile, out)
      .filter((f) => !loaded.has(f))
      .map((f) => f.slice('www/js/'.length));
  }
  return parts;
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
  // The static pages' words from the catalogues (their title, description and <noscript>).
  for (const page of writeWords()) console.log(`www/${page}: its words written from the catalogues`);
  // The public API (www/pkg/asg.js, asg_full.js) over the glue first: the page imports it.
  await buildApi();
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
