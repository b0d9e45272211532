// Node's module hooks for tests/typescript.mjs: a .ts file is compiled by esbuild to JavaScript
// (with an inline source map, so stack traces point at the TypeScript) before node runs it.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

export async function load(url, context, nextLoad) {
  // A query (`format.ts?copy=2`, a fresh copy of a module for a test) is not part of the file.
  const file = url.split('?')[0] ?? url;
  if (!url.startsWith('file:') || !file.endsWith('.ts')) return nextLoad(url, context);
  const path = fileURLToPath(file);
  const { code } = await transform(await readFile(path, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    sourcefile: path,
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
