// Exports that stand alone, in a real headless Chromium: the SVG and the PNG carry the view's
// title, legend and caption as text (the SVG as <text>, the PNG drawn above and below the picture
// and as text chunks), the SVG's canvas text is <text> too and the default grid stays small; the
// landscape exports its cells and Play its moves, in English and in German. Screenshots of the
// exported files, phone and desktop, light and dark, go to test-results/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { mexValues, newGame, open, ourTurn, ROOT, SHOTS, smallestPeriod, sourceModule, start } from './harness.mjs';

/** The single-line messages of a catalogue, by id (enough for headers and titles). */
function messages(lang) {
  const text = readFileSync(`${ROOT}www/locales/${lang}.ftl`, 'utf8');
  return new Map([...text.matchAll(/^([a-z][a-z0-9-]*) = (.*)$/gm)].map((m) => [m[1], m[2]]));
}
const EN = messages('en');
const DE = messages('de');

/** Console errors of messages the language does not have yet (translations come later): not this test's. */
const untranslated = (problems, catalogue) =>
  problems.filter((p) => {
    const m = /no message "([^"]+)" in [a-z]+/.exec(p);
    return !(m && !catalogue.has(m[1]));
  });

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

/** Clicks an export button and returns the file: { name, bytes }. */
async function save(page, label) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click(`.asg-export button:text-is("${label}")`),
  ]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

/** The SVG parsed by the browser: its size, groups, <title>, <desc>, and each <text>'s content. */
function parseSvg(page, text) {
  return page.evaluate((svg) => {
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      name: root.localName,
      width: Number(root.getAttribute('width')),
      viewBox: root.getAttribute('viewBox').split(' ').map(Number),
      title: doc.querySelector('title')?.textContent,
      desc: doc.querySelector('desc')?.textContent,
      texts: [...doc.querySelectorAll('text')].map((t) => t.textContent),
      shapes: doc.querySelectorAll('rect, path').length,
      groups: [...doc.querySelectorAll('g[data-canvas]')].map((g) => ({
        canvas: g.dataset.canvas,
        top: Number(/translate\(0 ([\d.]+)\)/.exec(g.getAttribute('transform'))[1]),
        texts: [...g.querySelectorAll('text')].map((t) => t.textContent),
      })),
    };
  }, text);
}

/** The chunks of a PNG: IHDR's width and height, and its text chunks (iTXt and tEXt) by keyword. */
function parsePng(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
  const text = {};
  let at = 8;
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'iTXt') {
      const k = data.indexOf(0);
      const lang = data.indexOf(0, k + 3);
      const translated = data.indexOf(0, lang + 1);
      text[data.toString('latin1', 0, k)] = data.toString('utf8', translated + 1);
    } else if (type === 'tEXt') {
      const k = data.indexOf(0);
      text[data.toString('latin1', 0, k)] = data.toString('latin1', k + 1);
    }
    at += 12 + length;
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), text };
}

/**
 * The page's own words: caption and legend labels (without their controls), the view's name, the
 * canvases. Read once the caption is written (a view's caption can follow its first frame).
 */
async function pageWords(page) {
  await page.waitForFunction(() => window.asgExplorer?.caption?.textContent.trim());
  return page.evaluate(() => {
    const ex = window.asgExplorer;
    // The text without the controls that go with it (a "why?" button; a term's button is a word).
    const label = (item) =>
      [...item.childNodes]
        .filter((n) => !(n.localName === 'button' && !n.dataset.term))
        .map((n) => n.textContent)
        .join('')
        .trim();
    const legends = [...ex.root.querySelectorAll('.asg-legend > li, .asg-landscape-key')].filter((n) =>
      n.checkVisibility(),
    );
    const info = ex.info;
    return {
      caption: label(ex.caption),
      legend: legends.map(label),
      view: ex.t({ id: `view-${ex.state.view}` }),
      game: info ? { a: String(info.a), b: String(info.b), delta: String(info.delta) } : null,
      canvases: [...ex.root.querySelectorAll('canvas')]
        .filter((c) => !c.closest('[hidden]') && c.width > 0)
        .map((c) => ({ name: c.classList[0], width: c.width, height: c.height })),
    };
  });
}

/**
 * How many pixels of `canvas` (a selector) differ from the file at `url` drawn at its own size,
 * in the rectangle at `top` (more than 24 in a channel), and how many were compared.
 */
function differingPixels(page, url, selector, top) {
  return page.evaluate(
    async ([src, sel, y0]) => {
      const c = document.querySelector(sel);
      const img = new Image();
      img.src = src;
      await img.decode();
      const out = document.createElement('canvas');
      [out.width, out.height] = [c.width, c.height];
      const ctx = out.getContext('2d');
      ctx.drawImage(img, 0, -y0);
      const a = ctx.getImageData(0, 0, c.width, c.height).data;
      const b = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let differ = 0;
      for (let i = 0; i < a.length; i += 4)
        if (Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2])) > 24)
          differ++;
      return { differ, all: a.length / 4 };
    },
    [url, selector, top],
  );
}

const dataUrl = (bytes, type) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** The rows of a CSV export (simple cells: no quotes in these). */
const csvRows = (bytes) =>
  bytes
    .toString('utf8')
    .trim()
    .split('\n')
    .map((l) => l.split(','));

describe('exports that stand alone', () => {
  test('the default grid as SVG: small, its title, legend, caption and labels as <text>, the picture as on the page', async (t) => {
    const { page, problems, context } = await open(env, '?a=5&delta=7', { width: 1280 });
    const words = await pageWords(page);
    const file = await save(page, 'SVG');
    assert.equal(file.name, 'asg-a5-d7-grid.svg');
    const svg = await parseSvg(page, file.bytes.toString('utf8'));
    assert.equal(svg.error, null);
    assert.equal(svg.name, 'svg');
    assert.ok(file.bytes.length < 200_000, `the default grid's SVG is ${file.bytes.length} bytes`);
    // The title (S, a, δ and the view's name), the caption and every legend label are text.
    assert.ok(svg.texts.includes(svg.title), 'the title is a <text>');
    for (const part of ['S = {5, 12, 17}', 'a = 5', 'δ = 7', words.view]) assert.ok(svg.title.includes(part), part);
    assert.ok(svg.texts.includes(words.caption), 'the caption is a <text>');
    assert.equal(svg.desc, words.caption);
    assert.equal(words.legend.length, 4);
    for (const label of words.legend) assert.ok(svg.texts.includes(label), `legend: ${label}`);
    // The labels drawn on the canvas are <text> in its group: column offsets and first heaps of rows.
    const [grid] = svg.groups;
    assert.equal(grid.canvas, 'asg-canvas');
    assert.ok(grid.texts.includes('+20') && grid.texts.includes('650'), grid.texts.join(' '));
    // Drawn by the browser, the picture is the canvas's, but for the text's edges.
    const { differ, all } = await differingPixels(
      page,
      dataUrl(file.bytes, 'image/svg+xml'),
      'canvas.asg-canvas',
      grid.top,
    );
    assert.ok(differ < all * 0.01, `${differ} of ${all} pixels differ`);
    t.diagnostic(`${file.name}: ${file.bytes.length} bytes, ${svg.shapes} shapes, ${svg.texts.length} texts`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("the SVG's model of the picture is the core's picture, pixel for pixel, in many frames", async () => {
    // The model (export/values.ts, from the core's columns and rows) painted beside the core's
    // own picture of the same frame, without labels: any pixel that differs is a wrong model,
    // which the SVG would otherwise only patch with more rectangles.
    const { page, problems, context } = await open(env, '?a=5&delta=7', { width: 900, height: 600 });
    const [values, rects] = [await sourceModule(page, 'export/values.ts'), await sourceModule(page, 'export/rects.ts')];
    const frames = [
      'zoom=9',
      'zoom=8&col=-2.75&row=3.5',
      'zoom=13.37&col=41.123&row=0.999',
      'zoom=1&w=1000&row=18446744073709551.5',
      'zoom=2.5&w=7&col=-0.3&row=2635249153387078.25',
      'view=strip&zoom=6&x=100.3',
      'view=strip&zoom=1.7&x=-40.61',
      'view=strip&zoom=31&x=18446744073709551590.5',
    ];
    const out = await page.evaluate(
      async ([values, rects, frames]) => {
        const { pictureModel } = await import(values);
        const { rasterise } = await import(rects);
        const full = await import(new URL('pkg/asg_full.js', location.href).href);
        await full.default({ module_or_path: new URL('pkg/asg_full_bg.wasm', location.href).href });
        const ex = window.asgExplorer;
        const found = [];
        for (const f of frames) {
          ex.load(`?a=5&delta=7&${f}`);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          ex.view.draw();
          ex.view.complete();
          const { width, height } = ex.view.canvas;
          const own = new OffscreenCanvas(width, height).getContext('2d');
          ex.view.picture.show(own);
          const canvas = new Uint32Array(own.getImageData(0, 0, width, height).data.buffer);
          const model = pictureModel(ex.view, width, height, full);
          if (!model) {
            found.push(`${f}: no model`);
            continue;
          }
          const painted = rasterise(width, height, model.background, model.layers);
          let differ = 0;
          for (let i = 0; i < canvas.length; i++) if (canvas[i] !== painted[i]) differ++;
          if (differ) found.push(`${f}: ${differ} of ${canvas.length} pixels differ`);
        }
        return found;
      },
      [values, rects, frames],
    );
    assert.deepEqual(out, []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the PNG is the picture with its title above and legend and caption below, and text chunks', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7');
    const words = await pageWords(page);
    const [canvas] = words.canvases;
    const png = await save(page, 'PNG');
    assert.equal(png.name, 'asg-a5-d7-grid.png');
    const { width, height, text } = parsePng(png.bytes);
    const svg = await parseSvg(page, (await save(page, 'SVG')).bytes.toString('utf8'));
    // The same sheet: the picture at the SVG's place, bands of text above and below it.
    const top = svg.groups[0].top;
    assert.deepEqual([width, height], [canvas.width, svg.viewBox[3]]);
    assert.ok(top > 20 && height - top - canvas.height > 60, `bands of ${top} and ${height - top - canvas.height} px`);
    const { differ } = await differingPixels(page, dataUrl(png.bytes, 'image/png'), 'canvas.asg-canvas', top);
    assert.equal(differ, 0, 'the PNG holds the canvas as it is');
    assert.equal(text.Title, svg.title);
    assert.match(text.Title, /S = \{5, 12, 17\}, a = 5, δ = 7/);
    assert.equal(text.Description, words.caption);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('other views: the number line, collisions, residues and the landscape as SVG, with their legends', async (t) => {
    for (const [path, legends] of [
      ['?a=101&delta=150&view=strip', 4],
      ['?a=7&delta=12&view=collisions', 4],
      // The four values and the four gap lengths of the regime (no 'other length' in it).
      ['?a=7&delta=12&view=residues', 8],
      ['?view=landscape&amax=12&dmax=48', 3],
    ]) {
      const landscape = path.includes('landscape');
      const { page, problems, context } = await open(env, path, { ready: !landscape });
      if (landscape) await page.waitForSelector('canvas.asg-landscape-canvas[data-complete="true"]');
      else
        await page.waitForFunction(
          () =>
            !document.querySelector('canvas.asg-lane') || document.querySelector('canvas.asg-lane').dataset.draws > 0,
        );
      const words = await pageWords(page);
      const file = await save(page, 'SVG');
      const svg = await parseSvg(page, file.bytes.toString('utf8'));
      assert.equal(svg.error, null, path);
      assert.equal(words.legend.length, legends, path);
      for (const label of [words.caption, ...words.legend]) assert.ok(svg.texts.includes(label), `${path}: ${label}`);
      assert.deepEqual(
        svg.groups.map((g) => g.canvas),
        words.canvases.map((c) => c.name),
      );
      // Each canvas drawn from the SVG is the canvas, but for the edges of its text and lines.
      const url = dataUrl(file.bytes, 'image/svg+xml');
      const differ = [];
      for (const g of svg.groups) {
        const { differ: n, all } = await differingPixels(page, url, `canvas.${g.canvas}`, g.top);
        differ.push(`${g.canvas} ${((100 * n) / all).toFixed(2)} %`);
        assert.ok(n < all * 0.02, `${path}, ${g.canvas}: ${n} of ${all} pixels differ`);
      }
      t.diagnostic(
        `${path}: ${file.name}, ${file.bytes.length} bytes, ${svg.shapes} shapes, ${svg.texts.length} texts; pixels that differ: ${differ.join(', ')}`,
      );
      if (landscape) {
        assert.equal(file.name, 'asg-landscape-a12-d48.svg');
        assert.match(svg.title, /a ≤ 12, δ ≤ 48/);
        assert.ok(svg.groups[0].texts.includes('δ'), 'the axes are text');
      }
      assert.deepEqual(problems, [], path);
      await context.close();
    }
  });

  test('the landscape exports one row per cell, with periods the mex rule gives', async () => {
    const { page, problems, context } = await open(env, '?view=landscape&amax=12&dmax=48', { ready: false });
    await page.waitForSelector('canvas.asg-landscape-canvas[data-complete="true"]');
    const csv = await save(page, 'CSV');
    assert.equal(csv.name, 'asg-landscape-a12-d48.csv');
    const [header, ...rows] = csvRows(csv.bytes);
    const want = ['a', 'δ', 'export-csv-regime', 'export-csv-band', 'export-csv-gcd', 'export-csv-preperiod'];
    assert.deepEqual(header.slice(0, 6), ['a', 'δ', ...want.slice(2).map((id) => EN.get(id))]);
    assert.deepEqual(header.slice(6), [
      EN.get('export-csv-period'),
      EN.get('export-csv-max-value'),
      'W0 = {wₙ}',
      EN.get('export-csv-prediction'),
      EN.get('csv-agrees'),
    ]);
    assert.equal(rows.length, 12 * 48);
    const cell = (a, d) => rows.find((r) => r[0] === String(a) && r[1] === String(d));
    for (const [a, d] of [
      [1, 1],
      [2, 3],
      [3, 4],
      [5, 7],
      [4, 6],
      [5, 16],
      [7, 12],
      [12, 48],
    ]) {
      const [, , regime, , gcd, pre, period, max, , , agrees] = cell(a, d);
      const moves = [a, a + d, 2 * a + d];
      const g = mexValues(moves, 3 * Number(period) + Number(pre) + 4 * (2 * a + d));
      assert.equal(smallestPeriod(g, Number(pre)), Number(period), `period of (${a}, ${d})`);
      assert.equal(Math.max(...g), Number(max), `largest value of (${a}, ${d})`);
      assert.equal(gcd, String(gcdOf(a, d)));
      assert.ok(['yes', 'no', 'unknown'].includes(agrees));
      if (a < d && d < 2 * a && gcdOf(a, d) === 1) assert.equal(regime, 'primitive-quadratic');
      if (gcdOf(a, d) > 1) assert.equal(regime, 'non-primitive');
    }
    const json = JSON.parse((await save(page, 'JSON')).bytes.toString('utf8'));
    assert.equal(json.view, 'landscape');
    assert.deepEqual(json.plane, { amax: 12, dmax: 48, color: 'period', computed: 576 });
    assert.equal(json.columns[1], 'delta');
    assert.deepEqual(
      json.rows.map((r) => r.map((v) => (v === null ? '' : String(v)))),
      rows,
    );
    assert.equal(new URL(json.link).searchParams.get('amax'), '12');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('Play exports the moves made, with the values once they show', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=play');
    const history = await playSomeMoves(page);
    assert.ok(history.length >= 4, `${history.length} moves`);
    const csv = await save(page, 'CSV');
    assert.equal(csv.name, 'asg-a5-d7-play-moves.csv');
    const [header, ...rows] = csvRows(csv.bytes);
    const ids = ['export-csv-move', 'export-csv-player', 'export-csv-from-heap', 'export-csv-taken'];
    assert.deepEqual(
      header,
      [...ids, 'export-csv-to-heap', 'csv-value'].map((id) => EN.get(id)),
    );
    // Without hints the values stay hidden while the game goes on: the file does not give them away.
    const g = mexValues([5, 12, 17], 201);
    assert.deepEqual(
      rows,
      history.map((m, i) => [String(i + 1), m.by, m.from, m.take, m.to, '']),
    );
    assert.equal(rows[0][2], '200', 'the game started at heap 200');
    for (const [i, r] of rows.entries()) {
      assert.equal(Number(r[2]) - Number(r[3]), Number(r[4]));
      if (i) assert.equal(r[2], rows[i - 1][4]);
    }
    await page.check('input[name="hints"]');
    const shown = csvRows((await save(page, 'CSV')).bytes).slice(1);
    assert.deepEqual(
      shown.map((r) => r[5]),
      rows.map((r) => String(g[Number(r[4])])),
    );
    const json = JSON.parse((await save(page, 'JSON')).bytes.toString('utf8'));
    assert.equal(json.start, 200);
    assert.deepEqual(json.columns, ['move', 'player', 'from_heap', 'take', 'to_heap', 'value']);
    assert.deepEqual(json.game.a, 5);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('in German: the words of the files are German where the catalogue has them', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&lang=de');
    const words = await pageWords(page);
    const svg = await parseSvg(page, (await save(page, 'SVG')).bytes.toString('utf8'));
    assert.ok(svg.texts.includes(words.caption), 'the German caption is a <text>');
    for (const label of words.legend) assert.ok(svg.texts.includes(label), `legend: ${label}`);
    assert.ok(DE.has('export-title'), 'the title has its German message');
    assert.ok(svg.title.includes(words.view) && svg.title.includes('S = {5, 12, 17}'), svg.title);
    const png = parsePng((await save(page, 'PNG')).bytes);
    assert.equal(png.text.Description, words.caption);
    const [header] = csvRows((await save(page, 'CSV')).bytes);
    assert.deepEqual(
      header,
      ['csv-heap', 'csv-row', 'csv-column', 'csv-value'].map((id) => DE.get(id)),
    );
    assert.deepEqual(untranslated(problems, DE), []);
    await context.close();

    const land = await open(env, '?view=landscape&amax=12&dmax=48&lang=de', { ready: false });
    await land.page.waitForSelector('canvas.asg-landscape-canvas[data-complete="true"]');
    const [landHeader, ...cells] = csvRows((await save(land.page, 'CSV')).bytes);
    assert.equal(cells.length, 576);
    const ids = [null, null, 'export-csv-regime', 'export-csv-band', 'export-csv-gcd', 'export-csv-preperiod'];
    ids.push('export-csv-period', 'export-csv-max-value', null, 'export-csv-prediction', 'csv-agrees');
    assert.deepEqual(landHeader.slice(0, 2), ['a', 'δ']);
    for (const [i, id] of ids.entries()) if (id) assert.equal(landHeader[i], DE.get(id), id);
    assert.equal(landHeader[10], 'stimmt überein');
    const landWords = await pageWords(land.page);
    const landSvg = await parseSvg(land.page, (await save(land.page, 'SVG')).bytes.toString('utf8'));
    for (const label of [landWords.caption, ...landWords.legend]) assert.ok(landSvg.texts.includes(label), label);
    assert.deepEqual(untranslated(land.problems, DE), []);
    await land.context.close();

    const play = await open(env, '?a=5&delta=7&view=play&lang=de');
    const history = await playSomeMoves(play.page);
    const [playHeader, ...moves] = csvRows((await save(play.page, 'CSV')).bytes);
    assert.equal(moves.length, history.length);
    const playIds = ['export-csv-move', 'export-csv-player', 'export-csv-from-heap', 'export-csv-taken'];
    for (const [i, id] of [...playIds, 'export-csv-to-heap', 'csv-value'].entries())
      assert.equal(playHeader[i], DE.get(id), id);
    assert.equal(playHeader[5], 'Wert');
    assert.deepEqual(untranslated(play.problems, DE), []);
    await play.context.close();
  });

  test('screenshots of the exported files, phone and desktop, light and dark', async () => {
    for (const width of [375, 1280])
      for (const colorScheme of ['light', 'dark']) {
        const { page, problems, context } = await open(env, '?a=7&delta=12&view=gaps', { width, colorScheme });
        await page.waitForFunction(() => document.querySelector('canvas.asg-lane')?.dataset.draws > 0);
        const png = await save(page, 'PNG');
        const svg = await save(page, 'SVG');
        const viewer = await context.newPage();
        for (const [kind, file, type] of [
          ['png', png, 'image/png'],
          ['svg', svg, 'image/svg+xml'],
        ]) {
          // The file on its own, as a browser opens it, on a page of the other theme's colour.
          const backdrop = colorScheme === 'dark' ? '#f0f0f0' : '#303030';
          await viewer.setContent(
            `<body style="margin:0;padding:8px;background:${backdrop}"><img id="file" src="${dataUrl(file.bytes, type)}"></body>`,
          );
          await viewer.waitForFunction(() => document.getElementById('file').complete);
          await viewer.locator('#file').screenshot({ path: `${SHOTS}/export-${kind}-${width}-${colorScheme}.png` });
        }
        assert.deepEqual(problems, []);
        await context.close();
      }
  });
});

function gcdOf(a, b) {
  return b ? gcdOf(b, a % b) : a;
}

/**
 * Starts a game from heap 200 (you first) and makes moves until four are on the log (or the game
 * is over); returns the page's history as strings.
 */
async function playSomeMoves(page) {
  await newGame(page, 200, 'you');
  for (let i = 0; i < 2; i++) {
    await ourTurn(page);
    if (await page.locator('.asg-play').getAttribute('data-winner')) break;
    await page.locator('.asg-play-moves button[aria-disabled="false"]').first().click();
  }
  await page.waitForFunction(
    () => window.asgExplorer.parts.play.history.length >= 4 || document.querySelector('.asg-play').dataset.winner,
  );
  return page.evaluate(() =>
    window.asgExplorer.parts.play.history.map((m) => ({
      by: m.by,
      from: String(m.from),
      take: String(m.take),
      to: String(m.to),
      value: String(m.value),
    })),
  );
}
