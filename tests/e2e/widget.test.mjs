// The explorer as a notebook widget, in a real JupyterLab on loopback (installed in .venv by
// ./build.sh): a notebook shows asg.Explorer(a=5, delta=7); its canvas draws the mex rule's values;
// `w.a = 7` set in the kernel redraws the picture for the new game; a click on a heap sets `w.heap`
// in the kernel to that heap; a second widget in German beside it takes its catalogue from the
// package, shows its picture alone, and fills the landscape with workers from the package's script;
// `w.view` goes both ways, and a shift the reader picks sets `w.shift`; the theme follows
// JupyterLab's, the picture drawn in it; the output has no axe violation; nothing is asked of any
// host but the notebook's server.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { THEMES } from '../../www/src/base/theme.ts';
import {
  assertGrid,
  axeResults,
  countWorkers,
  mexValues,
  pixelsOf,
  ROOT,
  SHOTS,
  smallestPeriod,
  start,
} from './harness.mjs';

const CANVAS = 'asg-explorer canvas.asg-canvas';

/** A port free on loopback now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `condition()` (which may be async) is true; `what` names it in the failure. */
async function until(condition, what, timeout = 20000) {
  const end = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > end) assert.fail(`waited ${timeout} ms for ${typeof what === 'function' ? what() : what}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

/** A notebook of one code cell per source. */
const notebook = (...cells) =>
  JSON.stringify({
    cells: cells.map((source) => ({ cell_type: 'code', metadata: {}, source, outputs: [], execution_count: null })),
    metadata: { kernelspec: { name: 'python3', display_name: 'Python 3', language: 'python' } },
    nbformat: 4,
    nbformat_minor: 5,
  });

let dir;
let jupyter;
let log = '';
let url;
let env;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'asg-widget-'));
  const home = (name) => {
    mkdirSync(join(dir, name), { recursive: true });
    return join(dir, name);
  };
  writeFileSync(
    join(home('work'), 'widget.ipynb'),
    notebook(
      'import asg\nw = asg.Explorer(a=5, delta=7, view="grid", lang="en")\nw',
      'w2 = asg.Explorer(a=7, delta=12, view="strip", lang="de")\nw2',
    ),
  );
  const [port, token] = [await freePort(), randomBytes(16).toString('hex')];
  // A server of its own: its settings, runtime files and workspaces in the test's folder, and
  // nothing it would ask the network for (news, updates).
  jupyter = spawn(
    `${ROOT}.venv/bin/python`,
    [
      ...['-m', 'jupyter', 'lab', '--no-browser', `--ServerApp.port=${port}`, '--ServerApp.ip=127.0.0.1'],
      ...[
        `--IdentityProvider.token=${token}`,
        '--ServerApp.port_retries=0',
        `--ServerApp.root_dir=${join(dir, 'work')}`,
      ],
      ...['--LabApp.expose_app_in_browser=True', '--LabApp.news_url=None', '--LabApp.extension_manager=readonly'],
      // Root runs the tests on the project's machines.
      '--allow-root',
      '--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate',
      ...[`--LabApp.user_settings_dir=${home('settings')}`, `--LabApp.workspaces_dir=${home('workspaces')}`],
    ],
    {
      cwd: join(dir, 'work'),
      env: {
        ...process.env,
        JUPYTER_CONFIG_DIR: home('config'),
        JUPYTER_DATA_DIR: home('data'),
        JUPYTER_RUNTIME_DIR: home('runtime'),
        IPYTHONDIR: home('ipython'),
        MPLCONFIGDIR: home('mpl'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  for (const stream of [jupyter.stdout, jupyter.stderr]) stream.on('data', (d) => (log += d));
  url = `http://127.0.0.1:${port}`;
  await until(
    () =>
      fetch(`${url}/api/status?token=${token}`).then(
        (r) => r.ok,
        () => false,
      ),
    () => `the Jupyter server to answer\n${log}`,
    60000,
  );
  url = `${url}/lab/tree/widget.ipynb?token=${token}`;
  env = await start();
});
after(async () => {
  await env?.close();
  // The server stops its kernel as it ends: its folder goes once it has.
  if (jupyter && jupyter.exitCode === null) {
    const ended = new Promise((ok) => jupyter.once('exit', ok));
    jupyter.kill();
    await Promise.race([ended, new Promise((ok) => setTimeout(ok, 10000))]);
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs `code` in the notebook's kernel (through JupyterLab's own connection to it); resolves to what it printed. */
function run(page, code) {
  return page.evaluate(async (source) => {
    const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    const future = kernel.requestExecute({ code: source });
    let out = '';
    future.onIOPub = (msg) => {
      if (msg.header.msg_type === 'stream') out += msg.content.text;
      if (msg.header.msg_type === 'error') out += `${msg.content.ename}: ${msg.content.evalue}`;
    };
    await future.done;
    return out;
  }, code);
}

/** Each theme's colours of the pictures (values and background) as 'r,g,b'. */
const PICTURE_COLOURS = Object.fromEntries(
  Object.entries(THEMES).map(([name, t]) => [
    name,
    new Set(['w0', 'w1', 'w2', 'w3', 'bg'].map((k) => [1, 3, 5].map((i) => parseInt(t[k].slice(i, i + 2), 16)).join())),
  ]),
);

/**
 * The theme `canvas` is drawn in: 'light' or 'dark' when the pixels along its bottom rows that have
 * a picture's colour all have one of that theme's (and some do), else null.
 */
async function inTheme(canvas) {
  const [w, h] = await canvas.evaluate((c) => [c.width, c.height]);
  const points = [];
  for (let x = 90; x < w; x += 7) for (const y of [h - 4, h - 30]) points.push([x, y]);
  const seen = (await pixelsOf(canvas, points)).map(String);
  const themes = Object.keys(PICTURE_COLOURS).filter((name) => {
    const own = seen.filter((rgb) => PICTURE_COLOURS[name].has(rgb)).length;
    const other = seen.filter((rgb) =>
      Object.entries(PICTURE_COLOURS).some(([n, set]) => n !== name && set.has(rgb) && !PICTURE_COLOURS[name].has(rgb)),
    ).length;
    return own > 10 && other === 0;
  });
  return themes.length === 1 ? themes[0] : null;
}

/** The grid on show is `moves`' values by the mex rule, fitted one heap period a row; resolves to [period, px a heap]. */
async function drawsGame(canvas, moves, what, least) {
  const g = mexValues(moves, 20000);
  const period = smallestPeriod(g);
  const zoom = (await canvas.evaluate((c) => c.clientWidth)) / period;
  const checked = await assertGrid(canvas, g, { rowWidth: period, zoom, what });
  assert.ok(checked >= least, `${what}: ${checked} cells checked`);
  return [period, zoom];
}

test('the widget in JupyterLab: it draws, follows w.a from the kernel, sets w.heap on a click, and takes the notebook’s theme', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1 });
  // Workers counted as they are made (JupyterLab makes none of its own here).
  await countWorkers(context);
  const page = await context.newPage();
  const problems = [];
  // What the page wrote in its console, for a failure's message (JupyterLab writes some of its own).
  const said = [];
  page.on('console', (m) => said.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1') && !/^(blob|data):/.test(r.url())) problems.push(`asked ${r.url()}`);
  });
  await page.goto(url);
  await page.waitForFunction(
    () => window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel?.connectionStatus === 'connected',
    null,
    { timeout: 60000 },
  );
  await page.evaluate(() => window.jupyterapp.commands.execute('notebook:run-all-cells'));
  const canvas = page.locator(CANVAS).first();
  await canvas.waitFor({ timeout: 30000 }).catch(async (e) => {
    await page.screenshot({ path: `${SHOTS}/widget-jupyterlab-failed.png` });
    const output = await page.evaluate(() => document.querySelector('.jp-OutputArea')?.textContent ?? '');
    throw new Error(
      `${e.message}\nthe cell's output: ${output}\nthe page said:\n${said.join('\n')}\nthe server said:\n${log.slice(-3000)}`,
    );
  });
  await page.waitForFunction(
    (sel) => {
      const c = document.querySelector('asg-explorer')?.shadowRoot?.querySelector(sel.split(' ')[1]);
      return c && c.width > 10 && c.dataset.frames > 0;
    },
    CANVAS,
    { timeout: 30000 },
  );
  await drawsGame(canvas, [5, 12, 17], 'a = 5, δ = 7', 500);
  // A second explorer in the same notebook, in German: its catalogue too comes from the package.
  // It starts as it comes near the screen.
  await page.locator('asg-explorer').nth(1).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const root = document.querySelectorAll('asg-explorer')[1]?.shadowRoot?.querySelector('.asg');
    return root?.lang === 'de' && /S = \{7, 19, 26\}/.test(root.querySelector('.asg-summary')?.textContent ?? '');
  });
  // No site for links to lead to: no link or embed code to copy and no link out, but the rest of the toolbar.
  const toolbar = page.locator('asg-explorer .asg-toolbar').first();
  assert.equal(await toolbar.getByRole('button', { name: 'Glossary' }).count(), 1);
  assert.equal(await toolbar.getByRole('button', { name: /^Copy/ }).count(), 0);
  assert.ok(await page.locator('asg-explorer a.asg-open').first().isHidden());
  // The kernel sets a = 7: the picture is S = {7, 14, 21}'s, fitted to its own period.
  const before = await canvas.screenshot();
  assert.equal(await run(page, 'w.a = 7\nprint(w.a, w.delta)'), '7 7\n');
  await until(async () => !(await canvas.screenshot()).equals(before), 'the picture to change after w.a = 7');
  await page.waitForFunction(() =>
    /S = \{7, 14, 21\}/.test(
      document.querySelector('asg-explorer')?.shadowRoot?.querySelector('.asg-summary')?.textContent ?? '',
    ),
  );
  const [period, zoom] = await drawsGame(canvas, [7, 14, 21], 'a = 7 from the kernel', 50);
  // A click on the cell of heap row · period + col: the kernel's w.heap is that heap.
  const [row, col] = [6, Math.floor(period * 0.6)];
  await canvas.click({ position: { x: (col + 0.5) * zoom, y: (row + 0.5) * zoom } });
  const heap = row * period + col;
  await until(async () => (await run(page, 'print(w.heap)')) === `${heap}\n`, `w.heap to be ${heap}`);
  // The kernel shows the second one's picture alone: its controls go.
  assert.equal(await run(page, 'w2.ui = "picture"'), '');
  await page.waitForFunction(
    () => document.querySelectorAll('asg-explorer')[1]?.shadowRoot?.querySelector('.asg')?.dataset.ui === 'picture',
  );
  assert.ok(await page.locator('asg-explorer').nth(1).locator('input[name="a"]').isHidden());
  // The kernel asks for the spectrum, and the reader goes on to the gaps in the explorer: w.view follows.
  assert.equal(await run(page, 'w.view = "spectrum"'), '');
  const shows = (view) =>
    page.waitForFunction(
      (v) => document.querySelector('asg-explorer')?.shadowRoot?.querySelector('.asg')?.dataset.view === v,
      view,
    );
  await shows('spectrum');
  await page.locator('asg-explorer label[for$="-view-gaps"]').first().click();
  await shows('gaps');
  await until(async () => (await run(page, 'print(w.view, w.a)')) === 'gaps 7\n', 'w.view to follow the reader');
  // Back to S = {5, 12, 17}'s collisions in one message from the kernel; the reader picks the shift 9
  // (once the lanes are in): w.shift is 9.
  assert.equal(await run(page, 'with w.hold_sync():\n    w.a = 5\n    w.view = "collisions"'), '');
  await shows('collisions');
  await page.waitForFunction(
    () => document.querySelector('asg-explorer')?.shadowRoot?.querySelector('canvas.asg-lane')?.dataset.draws > 0,
  );
  const shift = page.locator('asg-explorer').first().locator('input[name="shift"]');
  await shift.fill('9');
  await shift.press('Enter');
  await until(async () => (await run(page, 'print(w.shift, w.a, w.view)')) === '9 5 collisions\n', 'w.shift to be 9');
  // The landscape, filled by workers started from the package's worker script.
  const workers = await page.evaluate(() => window.__workers.made);
  assert.equal(await run(page, 'w2.view = "landscape"'), '');
  await page.waitForFunction(
    () =>
      document.querySelectorAll('asg-explorer')[1]?.shadowRoot?.querySelector('canvas.asg-landscape-canvas')?.dataset
        .complete === 'true',
    null,
    { timeout: 60000 },
  );
  assert.ok((await page.evaluate(() => window.__workers.made)) > workers, 'workers filled the landscape');
  // JupyterLab's dark theme: the explorer's follows it.
  const theme = () =>
    page.evaluate(() => document.querySelector('asg-explorer')?.shadowRoot?.querySelector('.asg')?.dataset.theme);
  assert.equal(await theme(), 'light');
  assert.equal(await inTheme(canvas), 'light');
  await page.evaluate(() => window.jupyterapp.commands.execute('apputils:change-theme', { theme: 'JupyterLab Dark' }));
  await until(async () => (await theme()) === 'dark', 'the explorer to take the dark theme');
  await until(async () => (await inTheme(canvas)) === 'dark', 'the picture to be drawn in the dark theme');
  // The theme changed, not what the explorer shows: the game, the view and the shift picked stay.
  assert.equal(await run(page, 'print(w.shift, w.a, w.view)'), '9 5 collisions\n');
  assert.equal(await shift.inputValue(), '9');
  await page.waitForFunction(() => !document.getElementById('jupyterlab-splash'));
  await page.screenshot({ path: `${SHOTS}/widget-jupyterlab-dark.png` });
  const { violations } = await axeResults(page);
  const ours = violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => JSON.stringify(n.target).includes('asg-explorer')) }))
    .filter((v) => v.nodes.length > 0);
  assert.deepEqual(
    ours.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
    [],
    'no axe violation inside the widget',
  );
  assert.deepEqual(problems, []);
});
