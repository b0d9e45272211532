// Builds the public JavaScript API, www/pkg/asg.js and www/pkg/asg_full.js: each a small ES module
// over wasm-bindgen's glue (www/pkg/glue/, internal) with every call coded by www/src/api/coded.ts
// (as www/pkg/coded.js), the glue's exports by their names, and declarations that are the glue's
// (www/pkg/asg.d.ts re-exports them). The page imports these entries too. Run by tools/bundle.mjs
// before the page is bundled.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const PKG = `${ROOT}www/pkg`;

/** The modules wasm-bindgen writes into www/pkg/glue/ (./build.sh build). */
export const MODULES = ['asg', 'asg_full'];

/** The source of entry `name`: the glue's exports, coded, under their own names. */
export function entrySource(name, exports) {
  const names = exports.filter((e) => e !== 'default');
  return [
    `// The public API of ${name}_bg.wasm: wasm-bindgen's glue with every error coded (www/src/api/coded.ts).`,
    `import init, { ${names.map((e) => `${e} as glue_${e}`).join(', ')} } from './glue/${name}.js';`,
    `import { codedApi } from './coded.js';`,
    `const api = codedApi({ ${names.map((e) => `${e}: glue_${e}`).join(', ')} });`,
    '// The module beside this file, where docs/javascript-api.md has it (the glue alone would look in glue/).',
    `export default (input) => init(input ?? { module_or_path: new URL('./${name}_bg.wasm', import.meta.url) });`,
    `export const { ${names.join(', ')} } = api;`,
    '',
  ].join('\n');
}

/**
 * Writes www/pkg/coded.js (www/src/api/coded.ts as JavaScript), and www/pkg/`name`.js with its
 * declarations for every module whose glue is built: small ES modules over the glue, which a
 * bundler (the page's too) takes as they are.
 */
export async function buildApi() {
  const coded = await esbuild.transform(readFileSync(`${ROOT}www/src/api/coded.ts`, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: 'es2022',
  });
  writeFileSync(`${PKG}/coded.js`, coded.code);
  for (const name of MODULES) {
    const glue = `${PKG}/glue/${name}.js`;
    if (!existsSync(glue)) continue;
    const exports = Object.keys(await import(pathToFileURL(glue).href));
    writeFileSync(`${PKG}/${name}.js`, entrySource(name, exports));
    writeFileSync(
      `${PKG}/${name}.d.ts`,
      `// The public API of ${name}_bg.wasm: the glue's declarations; every error it throws has a code.\nexport * from './glue/${name}.js';\nexport { default } from './glue/${name}.js';\n`,
    );
  }
}
