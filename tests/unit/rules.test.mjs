// The page computes no rule the core owns: no arithmetic on a game's parameters (a, b, δ, d, its
// gcd, its periods) and no heap → pixel of its own, found with TypeScript's parser in www/src
// (comments and strings do not count), and no walk over pixel columns asking the heaps of each
// (the core counts a frame's columns). The page formats the core's numbers and lays out pixels;
// the moves, gap lengths, the reduced game, region bounds, fit spans, pixel positions and counts
// per column come from the core.
// The places that still do are listed below by file, each with a count: a new one fails.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import ts from 'typescript';

const SRC = new URL('../../www/src/', import.meta.url);

/** Every TypeScript file of the page, by its path under www/src. */
const FILES = readdirSync(SRC, { recursive: true }).filter((n) => n.endsWith('.ts'));

/** A game's parameters and facts, as the core's AdditiveInfo names them. */
const PARAMETERS = new Set(['a', 'b', 'delta', 'd', 'gcd', 'heapPeriod', 'indexPeriod']);

/** Arithmetic operators (comparisons are not rules, they read the core's numbers). */
const ARITHMETIC = new Set([
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.MinusToken,
  ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.PercentToken,
  ts.SyntaxKind.AsteriskAsteriskToken,
]);

/** Names of the core's own rounding, copied: `floor_plus` and what a copy was called. */
const COPIES = new Set(['floor_plus', 'floorPlus', 'stepsFrom']);

/** True for `x.a`, `x.delta`, … (a game's parameter read off an object). */
function isParameter(node) {
  return ts.isPropertyAccessExpression(node) && PARAMETERS.has(node.name.text);
}

/** True for `heaps(at(…) …)`: a heap's position made into a distance on the screen by hand. */
function isHeapToScreen(node) {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'heaps') return false;
  let found = false;
  const visit = (n) => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'at') found = true;
    else ts.forEachChild(n, visit);
  };
  for (const arg of node.arguments) visit(arg);
  return found;
}

/** The core's heaps under one pixel, which a loop over pixel columns must not call: the core has the columns' counts. */
const PER_PIXEL = new Set(['stripHeapsAt', 'gridHeapsAt']);

/** True for a loop statement (its body runs per pixel column when it calls PER_PIXEL). */
function isLoop(node) {
  return (
    ts.isForStatement(node) ||
    ts.isForOfStatement(node) ||
    ts.isForInStatement(node) ||
    ts.isWhileStatement(node) ||
    ts.isDoStatement(node)
  );
}

/** True for a call of `stripHeapsAt` or `gridHeapsAt` inside a loop: pixel columns walked by hand. */
function isColumnsByHand(node) {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : null;
  if (!PER_PIXEL.has(name)) return false;
  for (let n = node.parent; n && !ts.isFunctionLike(n); n = n.parent) if (isLoop(n)) return true;
  return false;
}

/** Names a file binds to a game's parameters by destructuring: `const { a, delta: k } = info`. */
function boundParameters(file) {
  const names = new Set();
  const visit = (node) => {
    if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) && ts.isIdentifier(node.name)) {
      const key = node.propertyName && ts.isIdentifier(node.propertyName) ? node.propertyName.text : node.name.text;
      if (PARAMETERS.has(key)) names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/** The rules `source` (a file's text) computes, as "line: what" each. */
export function rulesIn(name, source) {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true);
  const bound = boundParameters(file);
  const found = [];
  const at = (node, what) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${what}`);
  const named = (node) =>
    isParameter(node) ? `.${node.name.text}` : ts.isIdentifier(node) && bound.has(node.text) ? node.text : null;
  const visit = (node) => {
    if (ts.isBinaryExpression(node) && ARITHMETIC.has(node.operatorToken.kind)) {
      const side = named(node.left) ?? named(node.right);
      if (side) at(node, `arithmetic on ${side}`);
    } else if (isHeapToScreen(node)) at(node, 'a heap to the screen by hand');
    else if (isColumnsByHand(node)) at(node, "pixel columns walked by hand (the core's countsInColumns has them)");
    else if (ts.isIdentifier(node) && COPIES.has(node.text) && ts.isFunctionDeclaration(node.parent))
      at(node, `a copy of the core's rounding (${node.text})`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Where the page still computes such a rule, with how many times: layout of the landscape's
 * chart (a and δ are its coordinates there, not a game's), and what is left to move.
 */
const KNOWN = {
  // A canvas transform's a, b and d (DOMMatrix), not a game's.
  'export/strokes.ts': 3,
  // An export's counts per pixel column: the page's module has no countsInColumns (in it the
  // module would pass 100 KiB), so each column's heaps are the core's stripHeapsAt, counted by it.
  'export/data-picture.ts': 1,
  // The largest residue a link may ask for, δ − 1, for its message.
  'state/store.ts': 1,
  // The landscape's axes and keyboard cursor: cell (a, δ) is a column and a row there.
  'landscape/landscape-axes.ts': 2,
  'landscape/landscape-moves.ts': 2,
  // The course's exercises: the (a+1)-gaps, the class candidates, where their heaps are drawn
  // from (a few heap periods past a + b), p + δ written beside a window's p; and heaps shown
  // up to a move a (or the windows' δ) past the heap an exercise or the prediction asks about.
  'study/exercises.ts': 15,
  'study/exercise-words.ts': 1,
  'study/practice/practice.ts': 2,
  'study/tour/predict.ts': 1,
};

test('the finder sees arithmetic on parameters, heaps to the screen and copies of the rounding, not comments or strings', () => {
  const source = [
    'const x = info.a + 1n;',
    'const y = (heaps(at(h) - p.x) + 0.5) * z;',
    'function stepsFrom(p, t) { return t; }',
    'const ok = info.a < info.delta && String(info.a + 1n) !== "info.b * 2";',
    '// info.delta - info.a in a comment',
    'const top = game.delta - 1n;',
    'const fine = info.gapLengths[1] + 0;',
    'const { a, delta: k } = info;',
    'const run = a + k + 2n * length;',
    'const one = core.stripHeapsAt(f, 0);',
    'for (let px = 0; px < 9; px++) rows.push(core.stripHeapsAt(f, px));',
    'for (const p of ps) { const f = () => gridHeapsAt(g, p, 0); }',
  ].join('\n');
  assert.deepEqual(rulesIn('x.ts', source), [
    '1: arithmetic on .a',
    '2: a heap to the screen by hand',
    "3: a copy of the core's rounding (stepsFrom)",
    '4: arithmetic on .a',
    '6: arithmetic on .delta',
    '9: arithmetic on a',
    "11: pixel columns walked by hand (the core's countsInColumns has them)",
  ]);
});

test('the page computes no rule the core owns, beyond the places listed', () => {
  const counts = {};
  const where = {};
  for (const name of FILES) {
    const found = rulesIn(name, readFileSync(new URL(name, SRC), 'utf8'));
    if (!found.length) continue;
    counts[name] = found.length;
    where[name] = found;
  }
  const over = Object.entries(counts)
    .filter(([name, n]) => n > (KNOWN[name] ?? 0))
    .map(([name]) => `${name}: ${where[name].join('; ')}`);
  assert.deepEqual(over, []);
});
