// Builds the notebook widget's files into the Python package (python/asg/widget/static/, not
// committed): the widget's script, one ES module with every part of the explorer in it (anywidget
// loads one module from a blob:, which cannot import chunks beside it), carrying the page's wasm
// module and the first frame's messages as the embed does; and what the explorer would otherwise
// fetch from the site (the catalogues, the full wasm module, the worker), which python/asg/widget
// hands it. Run after the page is built (./build.sh build).
import { copyFileSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { COMMON, cssAsText, firstFrame } from './bundle.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT = `${ROOT}python/asg/widget/static`;

rmSync(OUT, { recursive: true, force: true });
mkdirSync(`${OUT}/locales`, { recursive: true });
await esbuild.build({
  ...COMMON,
  // No source map: nothing serves it beside a module loaded from a blob:.
  sourcemap: false,
  metafile: false,
  charset: 'utf8',
  outfile: `${OUT}/widget.js`,
  entryPoints: ['www/src/app/widget/widget.ts'],
  plugins: [cssAsText, firstFrame('app/widget/widget.ts')],
});
copyFileSync(`${ROOT}www/pkg/asg_full_bg.wasm`, `${OUT}/asg_full_bg.wasm`);
copyFileSync(`${ROOT}www/js/worker.js`, `${OUT}/worker.js`);
for (const lang of ['en', 'de', 'zh', 'ja'])
  copyFileSync(`${ROOT}www/locales/${lang}.ftl`, `${OUT}/locales/${lang}.ftl`);
const size = (f) => statSync(`${OUT}/${f}`).size;
console.log(
  `python/asg/widget/static: widget.js ${size('widget.js')} bytes, asg_full_bg.wasm ${size('asg_full_bg.wasm')}, worker.js ${size('worker.js')}`,
);
