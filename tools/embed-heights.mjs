// Measures how tall an embed is once built, in each language, view and mode, at the column widths
// blogs have, in headless Chromium, and writes the table a waiting embed takes its height from
// (www/src/app/embed/heights.ts), so that a post does not jump when its embeds start. Run it after
// `node tools/bundle.mjs` whenever the explorer's layout or its words change; the blog test fails
// when the table no longer fits.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';
import { startServer } from './serve.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The column widths measured (px): a small phone to the explorer's widest (it grows no wider). */
export const WIDTHS = [320, 375, 480, 600, 720, 840, 1024, 1248];
const LANGS = ['en', 'de', 'zh', 'ja'];
const UIS = ['full', 'picture'];
const VIEWS = [
  'grid',
  'strip',
  'gaps',
  'collisions',
  'spectrum',
  'residues',
  'ledger',
  'proof',
  'play',
  'practice',
  'landscape',
];
/** The game of the snippet in the README and docs/embedding.md. */
const GAME = 'a="5" delta="7"';
/** Embeds side by side in a row of the measuring page: every one of them near the viewport at once. */
const ACROSS = 6;

const site = await startServer({ root: `${ROOT}www` });
const dir = mkdtempSync(join(tmpdir(), 'asg-heights-'));
const blog = await startServer({ root: dir });
const browser = await launch();

/** Every (mode, view) pair, in the table's order. */
const KINDS = UIS.flatMap((ui) => VIEWS.map((view) => [ui, view]));

/**
 * The built heights (px, rounded) of the embeds of `kinds` in language `lang` in columns `width` px
 * wide (one mode a page: with twenty at once, the counts and the landscapes share the workers for long).
 */
async function measure(lang, width, kinds) {
  const cells = kinds
    .map(
      ([ui, view], i) =>
        `<div style="width: ${width}px"><asg-explorer id="e${i}" ${GAME} view="${view}" ui="${ui}" lang="${lang}"></asg-explorer></div>`,
    )
    .join('');
  const file = `${lang}-${width}-${kinds[0][0]}.html`;
  writeFileSync(
    join(dir, file),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Heights</title><link rel="icon" href="data:,">
<script type="module" src="${site.url}js/embed.js"></script></head>
<body style="margin: 0"><div style="display: grid; grid-template-columns: repeat(${ACROSS}, ${width}px); align-items: start">${cells}</div></body></html>`,
  );
  const context = await browser.newContext({
    viewport: { width: ACROSS * width, height: 4000 },
    deviceScaleFactor: 1,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${blog.url}${file}`);
    // Each view as a reader sees it once it is all there: the landscape complete, a lane drawn,
    // the Count check's or the certificate's table (from a worker), the spectrum counted, or else
    // the main picture.
    await page.waitForFunction(
      (n) => {
        for (let i = 0; i < n; i++) {
          const root = document.getElementById(`e${i}`)?.shadowRoot;
          const view = root?.querySelector('.asg')?.dataset.view;
          const ready =
            view === 'landscape'
              ? root.querySelector('canvas.asg-landscape-canvas')?.dataset.complete === 'true'
              : ['gaps', 'collisions', 'residues'].includes(view)
                ? Number(root.querySelector('canvas.asg-lane')?.dataset.draws) > 0
                : view === 'ledger'
                  ? root.querySelector('table.asg-ledger')
                  : view === 'proof'
                    ? root.querySelector('table.asg-certificate')
                    : view === 'spectrum'
                      ? root.querySelector('.asg-spectrum[data-ready="true"]')
                      : Number(root?.querySelector('canvas.asg-canvas')?.dataset.frames) > 0;
          if (!ready) return false;
        }
        return true;
      },
      kinds.length,
      { timeout: 120_000 },
    );
    // The parts that come with the whole catalogue, and the pictures' second frames.
    await page.waitForTimeout(1500);
    const heights = await page.evaluate(
      // The explorer's own height: the room an embed keeps while it is built may be taller.
      (n) =>
        Array.from({ length: n }, (_, i) =>
          Math.round(document.getElementById(`e${i}`).shadowRoot.querySelector('.asg').getBoundingClientRect().height),
        ),
      kinds.length,
    );
    return heights;
  } finally {
    await context.close();
  }
}

/** `measure`, once more after a page that did not finish (seen once: a count that never reported). */
async function measureAgain(lang, width, kinds) {
  try {
    return await measure(lang, width, kinds);
  } catch (e) {
    process.stdout.write(`${lang} ${width} ${kinds[0][0]}: again (${String(e).split('\n')[0]})\n`);
    return await measure(lang, width, kinds);
  }
}

/** HEIGHTS[lang][kind] lists the heights at each of WIDTHS. */
const table = {};
for (const lang of LANGS) {
  table[lang] = KINDS.map(() => []);
  for (const width of WIDTHS) {
    const heights = [];
    for (const ui of UIS)
      heights.push(
        ...(await measureAgain(
          lang,
          width,
          KINDS.filter(([u]) => u === ui),
        )),
      );
    for (const [k, h] of heights.entries()) table[lang][k].push(h);
    process.stdout.write(`${lang} ${width}: ${heights.join(' ')}\n`);
  }
}
await browser.close();
await blog.close();
await site.close();

const rows = (lang) => table[lang].map((hs, k) => `    // ${KINDS[k].join(' ')}\n    [${hs.join(', ')}],`).join('\n');
writeFileSync(
  `${ROOT}www/src/app/embed/heights.ts`,
  `// How tall an embed is once built (px), measured by tools/embed-heights.mjs in headless Chromium
// (a = 5, δ = 7): a waiting embed takes this height at its column's width, so that the post does not
// jump when it starts. Written by that tool; run it again when the layout or the words change.

/** The column widths measured (px). */
export const WIDTHS = [${WIDTHS.join(', ')}] as const;

/** The views, in the order of each language's rows (full explorer first, then the picture alone). */
export const VIEWS = [${VIEWS.map((v) => `'${v}'`).join(', ')}] as const;

/** Each language's rows: per mode and view, the height at each of WIDTHS. */
export const HEIGHTS: Readonly<Record<'en' | 'de' | 'zh' | 'ja', readonly (readonly number[])[]>> = {
${LANGS.map((lang) => `  ${lang}: [\n${rows(lang)}\n  ],`).join('\n')}
};
`,
);
// In the project's format, so that a table measured again differs only where a height did.
execFileSync('npx', ['--no-install', 'biome', 'format', '--write', 'www/src/app/embed/heights.ts'], { cwd: ROOT });
