// The page's imports point one way: no module imports itself round a cycle, no folder either
// (type-only imports count: they tie two modules together as much as any), and every import
// points down the layers, from the composition root (app/) through the features to the shared
// base (base/). The layers are written down in www/src/README.md; here they are data, checked
// edge by edge.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { cycles, folderGraph, importGraph, upward } from './graph.mjs';

/**
 * Each top folder of www/src and its layer: a module may import its own folder (and its
 * subfolders) or a folder of a lower layer, never one of its own layer or above.
 */
export const LAYERS = new Map([
  // The shared base: DOM helpers, lifetimes, early work, digits, the theme's colours.
  ['base', 0],
  // The public API's wrapper over the wasm glue: the page reaches it through www/pkg/asg.js (the
  // entry users get), never by a relative import, and it imports no module of the page.
  ['api', 0],
  // The bridge to the Rust core.
  ['core', 1],
  // Words and numbers for people.
  ['text', 2],
  // The explorer's state, its store and address, and the narrow context a part gets.
  ['state', 3],
  // Features, each below those that use it.
  ['picture', 4],
  ['landscape', 5],
  ['proof', 5],
  ['spectrum', 5],
  ['export', 6],
  ['study', 6],
  // The composition root: entries, the explorer, its parts wired together, the embed.
  ['app', 7],
]);

/** A graph from { from: [to, …] }. */
const graphOf = (edges) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

test('the cycle finder finds a planted cycle, a self-import and nothing in a tree', () => {
  const tree = graphOf({
    'app/main.ts': ['picture/view.ts', 'base/dom.ts'],
    'picture/view.ts': ['base/dom.ts'],
    'base/dom.ts': [],
  });
  assert.deepEqual(cycles(tree), []);
  assert.deepEqual(cycles(folderGraph(tree)), []);
  const planted = graphOf({
    'app/main.ts': ['picture/view.ts'],
    'picture/view.ts': ['picture/gestures.ts', 'base/dom.ts'],
    'picture/gestures.ts': ['picture/labels.ts'],
    'picture/labels.ts': ['picture/view.ts'],
    'base/dom.ts': ['base/dom.ts'],
  });
  assert.deepEqual(cycles(planted), [['base/dom.ts'], ['picture/gestures.ts', 'picture/labels.ts', 'picture/view.ts']]);
});

test('the folder graph has a cycle where two folders import each other, a subfolder included', () => {
  const planted = graphOf({
    'study/tour/step.ts': ['study/games.ts'],
    'study/games.ts': ['study/tour/step.ts'],
    'proof/lanes.ts': ['text/i18n.ts'],
    'text/i18n.ts': [],
  });
  assert.deepEqual(cycles(folderGraph(planted)), [['study', 'study/tour']]);
});

test('an import up or sideways across the layers is found; down and within a folder are not', () => {
  const layers = new Map([
    ['base', 0],
    ['picture', 1],
    ['proof', 1],
    ['app', 2],
  ]);
  const graph = graphOf({
    'app/main.ts': ['picture/view.ts', 'app/embed/element.ts'],
    'app/embed/element.ts': ['base/dom.ts', 'app/main.ts'],
    'picture/view.ts': ['base/dom.ts', 'picture/labels.ts', 'app/main.ts'],
    'picture/labels.ts': ['proof/lanes.ts'],
    'proof/lanes.ts': ['base/dom.ts'],
    'base/dom.ts': ['picture/labels.ts'],
    'loose/thing.ts': [],
  });
  assert.deepEqual(upward(graph, layers), [
    'picture/view.ts → app/main.ts',
    'picture/labels.ts → proof/lanes.ts',
    'base/dom.ts → picture/labels.ts',
    'loose/thing.ts is in no layer',
  ]);
});

test("every kind of import is an edge: static, type-only, re-exported, dynamic; the core's glue is not", () => {
  const dir = mkdtempSync(join(tmpdir(), 'asg-imports-'));
  try {
    const files = {
      'app/main.ts': [
        "import { el } from '../base/dom.ts';",
        "import type { State } from '../state/state.ts';",
        "export { reduce } from '../state/store.ts';",
        "const later = () => import('../picture/view.ts');",
        "import type { Game } from '../../pkg/asg.js';",
        '// import { nothing } from "../base/comment.ts";',
      ].join('\n'),
      'base/dom.ts': '',
      'state/state.ts': '',
      'state/store.ts': "import { type State } from './state.ts';",
      'picture/view.ts': '',
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    const graph = importGraph(pathToFileURL(`${dir}/`));
    assert.deepEqual([...graph.get('app/main.ts')].sort(), [
      'base/dom.ts',
      'picture/view.ts',
      'state/state.ts',
      'state/store.ts',
    ]);
    assert.deepEqual([...graph.get('state/store.ts')], ['state/state.ts']);
    writeFileSync(join(dir, 'base/dom.ts'), "import { gone } from './gone.ts';");
    assert.throws(() => importGraph(pathToFileURL(`${dir}/`)), /base\/dom\.ts imports \.\/gone\.ts/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const GRAPH = importGraph(new URL('../../www/src/', import.meta.url));

test('the graph is read from the page: static, type-only, re-exported and dynamic imports', () => {
  assert.ok(GRAPH.size >= 70, `${GRAPH.size} modules`);
  const edges = [...GRAPH.values()].reduce((n, to) => n + to.size, 0);
  assert.ok(edges >= 300, `${edges} imports`);
  // Dynamic: the parts are loaded on demand.
  assert.ok(
    [...GRAPH.values()].some((to) => to.has('landscape/landscape.ts')),
    'the landscape is loaded on demand',
  );
});

test('no module of the page imports itself round a cycle', () => {
  assert.deepEqual(
    cycles(GRAPH).map((c) => c.join(' ↔ ')),
    [],
  );
});

test('no folder of the page imports itself round a cycle', () => {
  assert.deepEqual(
    cycles(folderGraph(GRAPH)).map((c) => c.join(' ↔ ')),
    [],
  );
});

test('every import of the page points down the layers', () => {
  assert.deepEqual(upward(GRAPH, LAYERS), []);
});
