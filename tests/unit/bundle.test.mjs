// What the bundle really loads (tools/bundle.mjs, built in memory from www/src and the wasm glue
// of www/pkg): the first frame of the site and of an embed needs its entry alone; what the first
// frame does not need loads on demand and takes the code it shares from the entry; the worker
// carries the full core's glue and its jobs, and every file lies in js/ itself, where the page
// finds the site from (where.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { FluentResource } from '@fluent/bundle';
import { bundle, firstFrameFiles, firstFrameMessages, OFFLINE_IDS } from '../../tools/bundle.mjs';

let built;
before(async () => {
  built = await bundle({ write: false });
});

/** The source of each bundle's entry. */
const ENTRIES = {
  main: 'www/src/app/main.ts',
  embed: 'www/src/app/embed/embed.ts',
  worker: 'www/src/core/worker.ts',
  prefetch: 'www/src/app/prefetch.ts',
};

/** The output of bundle `name` that its entry made (the others are its chunks), with its file name. */
function entryOf(name) {
  const outputs = Object.entries(built[name].outputs).filter(([, o]) => o.entryPoint === ENTRIES[name]);
  assert.equal(outputs.length, 1, name);
  return outputs[0];
}

/** The source files that went into an output. */
const inputs = (output) => Object.keys(output.inputs);

/** The files the first frame of bundle `name` loads: its entry and every chunk it imports statically. */
const firstFrame = (name) => firstFrameFiles(built[name], entryOf(name)[0]);

test('the first frame of the site and of an embed loads one script, its entry', () => {
  for (const name of ['main', 'embed']) {
    const [file] = entryOf(name);
    const outputs = built[name].outputs;
    assert.deepEqual(firstFrame(name), [file], `${name}: the entry imports no chunk before it runs`);
    const files = inputs(outputs[file]);
    for (const needed of ['www/pkg/asg.js', 'www/src/app/explorer.ts', 'www/src/picture/view.ts'])
      assert.ok(files.includes(needed), `${name} has ${needed}`);
    assert.ok(
      files.some((f) => f.includes('@fluent/bundle')),
      `${name} has Fluent from its npm package`,
    );
    // The chunks loaded later take what they share with the first frame from the entry: one copy.
    const later = Object.entries(outputs).filter(([f]) => f !== file && f.endsWith('.js'));
    const fromEntry = later.filter(([, o]) => o.imports.some((i) => i.path === file && i.kind === 'import-statement'));
    assert.ok(fromEntry.length >= 5, `${name}: ${fromEntry.length} chunks import from the entry`);
    for (const [f, o] of later)
      for (const source of Object.keys(o.inputs))
        assert.ok(!files.includes(source), `${name}: ${source} is in the entry and again in ${f}`);
  }
  assert.ok(inputs(entryOf('embed')[1]).includes('www/css/explorer.css'), 'the embed carries its stylesheet');
});

test('the embed carries its wasm module and its first frame’s messages (those of a failed start too), as the catalogues say them', async () => {
  assert.ok(inputs(entryOf('embed')[1]).includes('first-frame:asg-first-frame'), 'in the embed');
  assert.ok(!inputs(entryOf('main')[1]).includes('first-frame:asg-first-frame'), 'not in the site');
  const carried = await firstFrameMessages('app/embed/embed.ts');
  for (const lang of ['en', 'de', 'zh', 'ja']) {
    const full = new FluentResource(readFileSync(new URL(`../../www/locales/${lang}.ftl`, import.meta.url), 'utf8'))
      .body;
    const messages = new FluentResource(carried[lang]).body;
    const ids = messages.map((m) => m.id);
    // Those of a failed start, the picture's caption, the controls' labels and a view's introduction.
    for (const id of [...OFFLINE_IDS, 'embed-skip', 'view-grid', 'view-strip', 'intro-grid', 'region-label'])
      assert.ok(ids.includes(id), `${lang}: ${id}`);
    // Not what only a chunk loaded later says, nor the core's refusals.
    for (const id of ['landscape-compute', 'core-a-is-zero']) assert.ok(!ids.includes(id), `${lang}: not ${id}`);
    assert.equal(new Set(ids).size, ids.length, `${lang}: each once`);
    for (const m of messages)
      assert.deepEqual(
        m,
        full.find((f) => f.id === m.id),
        `${lang}: ${m.id} as its catalogue has it`,
      );
  }
});

test('what the first frame does not need loads on demand: proof views, landscape, practice, play, tour, export, the full core', () => {
  const later = [
    'www/src/proof/',
    'www/src/landscape/',
    'www/src/study/practice',
    'www/src/study/play/play.ts',
    'www/src/study/tour',
    'www/src/study/why.ts',
    'www/src/study/resume.ts',
    'www/src/export/',
    'www/src/core/jobs.ts',
    'www/pkg/asg_full.js',
  ];
  for (const name of ['main', 'embed']) {
    const [, output] = entryOf(name);
    const first = firstFrame(name).flatMap((f) => inputs(built[name].outputs[f]));
    const early = first.filter((f) => later.some((prefix) => f.startsWith(prefix)));
    assert.deepEqual(early, [], `${name}'s first frame`);
    const dynamic = output.imports.filter((i) => i.kind === 'dynamic-import');
    assert.ok(dynamic.length >= 8, `${name} loads ${dynamic.length} chunks on demand`);
    // Each of them is somewhere in this bundle's chunks.
    const chunked = Object.values(built[name].outputs).flatMap(inputs);
    // (Continue where you left off is the site's only.)
    for (const prefix of later.filter((p) => name === 'main' || !p.includes('resume')))
      assert.ok(
        chunked.some((f) => f.startsWith(prefix)),
        `${name}: ${prefix}`,
      );
  }
});

test('the worker carries the full core’s glue and its jobs, nothing of the page', () => {
  const [, output] = entryOf('worker');
  // (messages.ts: the messages' types and the one encoding of an error; the glue comes through
  // the public entry, asg_full.js, with its errors coded as on the page.)
  assert.deepEqual(inputs(output).sort(), [
    'www/pkg/asg_full.js',
    'www/pkg/coded.js',
    'www/pkg/glue/asg_full.js',
    'www/src/core/messages.ts',
    'www/src/core/worker.ts',
  ]);
  assert.deepEqual(output.imports, []);
});

test('every file of the bundle lies in js/ itself, with its source map', () => {
  const files = Object.values(built).flatMap((m) => Object.keys(m.outputs));
  for (const file of files) assert.match(file, /^www\/js\/[^/]+\.js(\.map)?$/, file);
  const scripts = files.filter((f) => f.endsWith('.js'));
  for (const script of scripts) assert.ok(files.includes(`${script}.map`), `${script} has a source map`);
  for (const name of ['main', 'embed', 'worker', 'prefetch'])
    assert.ok(files.includes(`www/js/${name}.js`), `${name}.js: the address the pages and snippets name`);
});
