// The page's import graph and the checks on it: every module's imports (type-only and dynamic
// ones included) as edges between modules and between folders, their cycles (strongly connected
// components), and imports that point up the layers. Pure functions over plain data, so the
// checks have cases of their own on made-up graphs (tests/unit/imports.test.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import ts from 'typescript';

/**
 * The modules under `src` (a folder's URL) and what each imports, as Map(path → Set(path)),
 * paths relative to `src` ('text/i18n.ts'). Static imports, `import type`, `export … from` and
 * `import('…')` all count; a specifier that leaves `src` (the core's glue in www/pkg, a
 * stylesheet outside) is not an edge, one that stays inside must name a module that exists.
 */
export function importGraph(src) {
  const files = readdirSync(src, { recursive: true })
    .map((n) => n.split('\\').join('/'))
    .filter((n) => n.endsWith('.ts') && !n.endsWith('.d.ts'));
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(new URL(file, src), 'utf8');
    const edges = new Set();
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = posix.normalize(posix.join(posix.dirname(file), fileName));
      if (target.startsWith('../') || !target.endsWith('.ts')) continue;
      if (!known.has(target)) throw new Error(`${file} imports ${fileName}, which is not a module of the page`);
      edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The folder of module `path` ('study/tour/step.ts' → 'study/tour'; '' for a loose module). */
export const folderOf = (path) => posix.dirname(path).replace(/^\.$/, '');

/** The graph between folders: an edge where a module of one imports a module of another. */
export function folderGraph(graph) {
  const folders = new Map();
  for (const [from, targets] of graph) {
    const edges = folders.get(folderOf(from)) ?? new Set();
    folders.set(folderOf(from), edges);
    for (const to of targets) if (folderOf(to) !== folderOf(from)) edges.add(folderOf(to));
  }
  return folders;
}

/**
 * The cycles of `graph` (Map(node → Set(node))): its strongly connected components of more than
 * one node, or of one node that imports itself, each sorted and in order, by Tarjan's algorithm.
 */
export function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.has(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort((x, y) => (x[0] < y[0] ? -1 : 1));
}

/** The top folder of module `path` ('study/tour/step.ts' → 'study'). */
const topOf = (path) => path.split('/')[0];

/**
 * The imports of `graph` that point up or sideways across `layers` (Map(top folder → layer), 0
 * the base): a module may import within its own top folder (subfolders included, which the
 * folder cycles keep in order) or a folder of a lower layer. A module in a folder without a
 * layer is itself a finding. Each finding as 'from → to'.
 */
export function upward(graph, layers) {
  const found = [];
  for (const [from, targets] of graph) {
    const layer = layers.get(topOf(from));
    if (layer === undefined) found.push(`${from} is in no layer`);
    for (const to of targets)
      if (topOf(to) !== topOf(from) && !(layers.get(topOf(to)) < layer)) found.push(`${from} → ${to}`);
  }
  return found;
}
