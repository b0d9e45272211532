// The page's TypeScript has no `any`: no `: any`, `as any`, `any[]` or `<any>` anywhere in
// www/src, counted by TypeScript's own parser (comments and strings do not count), and no
// `@ts-ignore` or `@ts-expect-error`. tsc --noEmit checks the rest (./build.sh test).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import ts from 'typescript';

const SRC = new URL('../../www/src/', import.meta.url);

/** Every TypeScript file of the page, by its path under www/src. */
const FILES = readdirSync(SRC, { recursive: true }).filter((n) => n.endsWith('.ts'));

/** Where `any` is written in `source` (a file's text), as "line:column". */
export function anys(name, source) {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.AnyKeyword) {
      const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${line + 1}:${character + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

test('the counter finds every kind of `any` and nothing in comments or strings', () => {
  const source = [
    'let a: any;',
    'const b = x as any;',
    'function c(d: any[]): Promise<any> { return d as unknown as Promise<never>; }',
    '// any in a comment, and "any" in a string, and a type Many',
    "const e = 'any';",
    'type Many = string;',
  ].join('\n');
  assert.deepEqual(anys('x.ts', source), ['1:8', '2:16', '3:15', '3:31']);
});

test('no `any` in the page’s TypeScript', () => {
  assert.ok(FILES.length >= 70, `${FILES.length} files`);
  const found = FILES.flatMap((name) =>
    anys(name, readFileSync(new URL(name, SRC), 'utf8')).map((where) => `www/src/${name}:${where}`),
  );
  assert.deepEqual(found, [], `${found.length} any`);
});

test('no type check is switched off for a line', () => {
  const found = FILES.filter((name) => /@ts-(ignore|expect-error)/.test(readFileSync(new URL(name, SRC), 'utf8')));
  assert.deepEqual(found, []);
});
