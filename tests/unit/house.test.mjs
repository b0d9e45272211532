// The house rules for the page's code: folders by concern, each saying first what it holds; one
// concern per module, each opening with a line on its purpose (the direction of the imports, not a
// line count, keeps the modules in order: tests/unit/imports.test.mjs). And the plane of the
// landscape, the one data structure of the page that is not the core's.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Plane } from '../../www/src/landscape/plane.ts';

const SRC = new URL('../../www/src/', import.meta.url);

/** The folders of the page's source, subfolders included, by path ('study', 'study/tour'). */
const FOLDERS = readdirSync(SRC, { recursive: true, withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => `${d.parentPath ?? d.path}/${d.name}`.slice(SRC.pathname.length).replace(/^\//, ''));

// A folder may have subfolders where a family of modules asks for one (study/tour/, app/embed/):
// what keeps the folders in order is the direction of their imports (tests/unit/imports.test.mjs).
test('the page is in folders by concern, each opening with a line on what it holds', () => {
  assert.ok(FOLDERS.length >= 8, FOLDERS.join(' '));
  const loose = readdirSync(SRC).filter((n) => n.endsWith('.ts') && !n.endsWith('.d.ts'));
  assert.deepEqual(loose, [], 'every module is in a folder of its concern');
  for (const folder of FOLDERS) {
    const files = readdirSync(new URL(`${folder}/`, SRC));
    assert.ok(files.includes('README.md'), `${folder}/ has a README.md`);
    const first = readFileSync(new URL(`${folder}/README.md`, SRC), 'utf8').split('\n')[0];
    assert.ok(first.startsWith(`# ${folder}/: `), `${folder}/README.md opens with its name: ${first}`);
    assert.match(first, /^# [a-z/]+\/: [A-Z]/, `${folder}/README.md opens with what the folder holds`);
    assert.ok(
      files.some((n) => n.endsWith('.ts')),
      `${folder}/ holds modules`,
    );
  }
});

// No cap on a module's length: a module is as long as its concern needs (the direction of the
// imports, not a line count, keeps the house in order).
test('every module of the page says first what it is for', () => {
  let modules = 0;
  for (const folder of FOLDERS)
    for (const name of readdirSync(new URL(`${folder}/`, SRC)).filter((n) => n.endsWith('.ts'))) {
      const text = readFileSync(new URL(`${folder}/${name}`, SRC), 'utf8');
      // The temporary `// @ts-nocheck` of a module not yet typed does not count.
      const lines = text.split('\n').filter((line) => line !== '// @ts-nocheck');
      assert.match(lines[0], /^\/\/ [A-Z<]/, `${folder}/${name} opens with a line on its purpose`);
      modules++;
    }
  assert.ok(modules >= 70, `${modules} modules`);
});

test('a plane keeps each cell once, in its place, with running figures', () => {
  const plane = new Plane(3, 4);
  // A worker's step: the games and the core's columns (period 4294967295: not found).
  const none = 4294967295;
  const part = (cells) => ({
    a: Uint32Array.from(cells.map((c) => c[0])),
    delta: Uint32Array.from(cells.map((c) => c[1])),
    period: Uint32Array.from(cells.map((c) => c[2] ?? none)),
    preperiod: Uint32Array.from(cells.map((c) => (c[2] === undefined ? none : 0))),
    regime: Uint8Array.from(cells.map((c) => (c[0] < c[1] && c[1] < 2 * c[0] ? 0 : 2))),
    bandKind: new Uint8Array(cells.length),
    band: new Uint32Array(cells.length),
    gcd: new Uint32Array(cells.length).fill(1),
    maxValue: Uint8Array.from(cells.map((c) => (c[2] === undefined ? 255 : 3))),
    w0IsW: Uint8Array.from(cells.map((c) => (c[2] === undefined ? 255 : 0))),
    prediction: Uint32Array.from(cells.map((c) => c[2] ?? 7)),
    agreement: Uint8Array.from(cells.map((c) => (c[2] === undefined ? 2 : 1))),
  });
  plane.add(
    part([
      [2, 3, 26],
      [1, 1, 5],
    ]),
  );
  plane.add(
    part([
      [3, 4, 39],
      [2, 3, 26],
      [3, 1, undefined],
    ]),
  );
  assert.equal(plane.size, 4);
  assert.deepEqual([plane.minPeriod, plane.maxPeriod, plane.agreeing, plane.unknown, plane.inRegime], [5, 39, 3, 1, 2]);
  assert.equal(plane.cell(2, 3).period, 26);
  assert.deepEqual(plane.cell(3, 1), {
    ...{ a: 3, delta: 1, regime: 2, band: 0, bandKind: 0, gcd: 1, preperiod: Number.NaN, period: Number.NaN },
    ...{ maxValue: -1, w0IsW: -1, prediction: 7, agrees: -1 },
  });
  assert.equal(plane.cell(3, 4).delta, 4);
  assert.equal(plane.cell(1, 2), null, 'not computed');
  assert.equal(plane.cell(4, 1), null, 'outside the plane');
  assert.deepEqual(plane.fresh.length, 4);
});
