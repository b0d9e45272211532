// The JavaScript and TypeScript examples of the documents compile: the ```js and ```ts blocks of
// each page (README.md, docs/) are one program, in order, as a reader would paste them, checked by
// `tsc` (strict) against the declarations the build writes into www/pkg/. A renamed method or
// result field then fails here, not in a reader's page (docs/testing.md, "Examples in the docs").
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSC = join(ROOT, 'node_modules/.bin/tsc');
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((n) => n.endsWith('.md'))
    .map((n) => `docs/${n}`),
];

/** The ```js and ```ts blocks of a text: [the line of their first statement, their code]. */
function blocks(text) {
  return [...text.matchAll(/^```(js|ts|javascript|typescript)\n(.*?)^```/gms)].map((m) => [
    text.slice(0, m.index).split('\n').length + 1,
    m[2],
  ]);
}

/**
 * Compiles the programs { name: [[line, code], …] } with `tsc` in a folder of their own, where
 * `./pkg/` is the build's www/pkg/. Returns tsc's messages, each with the document's line.
 */
function compile(programs) {
  const dir = mkdtempSync(join(tmpdir(), 'asg-doc-examples-'));
  try {
    symlinkSync(join(ROOT, 'www/pkg'), join(dir, 'pkg'));
    const files = {};
    for (const [name, parts] of Object.entries(programs)) {
      const file = `${name.replace(/[^a-z0-9]+/gi, '-')}.ts`;
      // Each block starts on its own line of the file; lines map back to the document.
      const lines = [];
      const origin = [];
      for (const [line, code] of parts) {
        code.split('\n').forEach((text, i) => {
          lines.push(text);
          origin.push(`${name}:${line + i}`);
        });
      }
      writeFileSync(join(dir, file), `${lines.join('\n')}\nexport {};\n`);
      files[file] = origin;
    }
    const config = {
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        module: 'es2022',
        moduleResolution: 'bundler',
        lib: ['esnext', 'dom'],
        types: [],
        skipLibCheck: true,
      },
      files: Object.keys(files),
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
    try {
      execFileSync(TSC, ['-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
      return [];
    } catch (e) {
      return `${e.stdout}`
        .split('\n')
        .filter((l) => l.trim())
        .map((l) =>
          l.replace(/^(?:.*[\\/])?([^\\/(]+\.ts)\((\d+),(\d+)\)/, (_, f, n) => files[f]?.[n - 1] ?? `${f}:${n}`),
        );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const built = existsSync(join(ROOT, 'www/pkg/asg.d.ts')) && existsSync(join(ROOT, 'www/pkg/asg_full.d.ts'));

test('the JavaScript examples of the documents compile against the built declarations', () => {
  assert.ok(built, 'www/pkg/ holds the built declarations (./build.sh build)');
  const programs = {};
  for (const document of DOCUMENTS) {
    const found = blocks(readFileSync(join(ROOT, document), 'utf8'));
    if (found.length > 0) programs[document] = found;
  }
  assert.ok(programs['docs/javascript-api.md']?.length >= 4, 'the API page has its examples');
  assert.deepEqual(compile(programs), []);
});

test('an example that misuses the API fails to compile, at its line of the document', () => {
  assert.ok(built, 'www/pkg/ holds the built declarations (./build.sh build)');
  const good = "import init, { Game } from './pkg/asg.js';\nawait init();\nconst p = Game.fromDelta(5, 7).period();\n";
  assert.deepEqual(compile({ 'planted.md': [[10, `${good}p.period + 1n;\n`]] }), []);
  const errors = compile({ 'planted.md': [[10, `${good}p.periods + 1n;\n`]] });
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /^planted\.md:13: error TS\d+: Property 'periods' does not exist/);
});
