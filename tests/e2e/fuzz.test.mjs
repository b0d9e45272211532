// The JavaScript API against hostile arguments, in a real Chromium: thousands of calls with
// numbers that are negative, fractional, NaN, infinite, huge, BigInts past 2^64, strings and
// objects. None may trap the wasm instance (WebAssembly.RuntimeError); every failure is an
// Error with a `code`; the object it failed on keeps working; memory stays bounded.
// ASG_FUZZ_CALLS sets the number of calls (default 3000).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { open, start } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

const CALLS = Number(process.env.ASG_FUZZ_CALLS ?? 3000);

describe('the JavaScript API never traps', () => {
  test(`${CALLS} random calls: Errors with codes, objects still usable, memory bounded`, {
    timeout: 900000,
  }, async () => {
    const { page, problems, context } = await open(env, '', { ready: false });
    const report = await page.evaluate(async (calls) => {
      const core = await import('./pkg/asg_full.js');
      const { memory } = await core.default({ module_or_path: new URL('./pkg/asg_full_bg.wasm', location.href) });
      // A seeded generator, so a failure can be replayed.
      let seed = 0x2545f491;
      const rand = () => {
        seed |= 0;
        seed = (seed + 0x6d2b79f5) | 0;
        let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      const pick = (list) => list[Math.floor(rand() * list.length)];
      const NUMBERS = [
        0,
        1,
        2,
        3,
        5,
        7,
        12,
        130,
        1000,
        -1,
        -0.5,
        0.5,
        2.5,
        NaN,
        Infinity,
        -Infinity,
        2 ** 31,
        2 ** 32 - 1,
        2 ** 32,
        2 ** 53 - 1,
        2 ** 53,
        1e15,
        1e300,
        5e-20,
        Number.MIN_VALUE,
      ];
      const BIGS = [
        0n,
        1n,
        7n,
        12n,
        -1n,
        2n ** 53n + 1n,
        10n ** 18n,
        2n ** 64n - 1n,
        2n ** 64n,
        2n ** 100n,
        -(2n ** 70n),
        (2n ** 64n - 1n) << 32n,
      ];
      const OTHERS = [undefined, null, '7', 'x', '', [], [5, 12, 17], [0, 3], {}, true, Symbol('s')];
      const FRAMES = [
        { rowWidth: 130, col: 0n, row: 0n, cell: 1 },
        { rowWidth: 130, col: 0, row: 0, cell: 1 },
        { rowWidth: 2 ** 53, col: -1e20, row: 1e30, cell: 5e-20 },
        { rowWidth: 2n ** 64n - 1n, col: 2n ** 95n, row: (2n ** 64n - 2n) << 32n, cell: 1e-17 },
        { rowWidth: 0, col: 0n, row: 0n, cell: 1 },
        { rowWidth: 7777, col: -(7n << 31n), row: 9n << 30n, cell: 0.1 },
        { left: 0n, perPixel: 1, columns: 64 },
        { left: -((10n ** 6n) << 32n), perPixel: 1, columns: 100 },
        { left: (2n ** 64n - 5n) << 32n, perPixel: 5, columns: 1 },
        { left: 12345n, perPixel: 2 ** 64, columns: 8192 },
        { left: 0, perPixel: 0.5, columns: 10 },
        { left: 0n, perPixel: NaN, columns: 1e9 },
        {},
      ];
      const PASSES = [
        undefined,
        { from: 0, to: 10, stride: 1, fresh: true },
        { from: -1, to: 1e9, stride: 0 },
        { from: 5, to: 2, stride: 2 ** 40, fresh: false },
      ];
      const arg = () => {
        const r = rand();
        if (r < 0.45) return pick(NUMBERS);
        if (r < 0.75) return pick(BIGS);
        if (r < 0.85) return pick(FRAMES);
        if (r < 0.9) return pick(PASSES);
        return pick(OTHERS);
      };
      const games = [
        core.Game.fromDelta(5, 7),
        core.Game.fromDelta(5, 4),
        core.Game.fromDelta(101, 150),
        core.Game.fromDelta(2 ** 26, 2 ** 26 + 1),
        core.Game.fromDelta(40000000, 67108863),
        new core.Game([2, 5]),
      ];
      const pictures = [new core.Picture(64, 32)];
      const spectra = [games[0].spectrum(), games[1].spectrum(), games[2].spectrum()];
      const ledgers = [new core.LedgerJob(7, 12)];
      const planes = [new core.LandscapeJob(6, 20)];
      const sanity = {
        game: (g) => typeof g.value(1) === 'number' && g.nim(0, 3).length === 3,
        picture: (p) => {
          p.drawStrip(games[0], { left: 0n, perPixel: 1, columns: p.width });
          return p.width > 0;
        },
        ledger: (j) => typeof j.progress() === 'number',
        plane: (j) => typeof j.done() === 'bigint',
        spectrum: (s) => typeof s.at(1) === 'bigint' && s.columns(0n, 1, 4).shifts.length === 4,
      };
      const methods = {
        game: [
          'nim',
          'nimInto',
          'period',
          'value',
          'additive',
          'explain',
          'counts',
          'usesTheorem',
          'pPositions',
          'collisions',
          'residues',
          'firstGapOf',
          'pPosition',
          'pRank',
          'residueOfGap',
          'gapKindsPerPeriod',
          'windowsPerPeriod',
          'gapsInView',
          'gapKindsInColumns',
          'windowsInView',
          'windowsInColumns',
          'shiftedInView',
          'windowRuns',
          'countsInColumns',
          'firstWithValue',
          'classCandidates',
          'gapOfResidue',
          'nextWindowRun',
          'gridCells',
          'gridRowCounts',
          'collisionSpectrum',
          'explainShift',
          'spectrumCost',
          'spectrum',
          'torusCellAt',
        ],
        picture: ['resize', 'setPalette', 'drawStrip', 'drawGrid', 'drawSpectrumColumns', 'drawTorus'],
        ledger: ['step', 'progress'],
        plane: ['step', 'total', 'done'],
        spectrum: ['at', 'values', 'columns', 'largestBelowPeriod'],
      };
      const statics = [
        ['Game.new', (...a) => new core.Game(a[0])],
        ['Game.fromDelta', (...a) => core.Game.fromDelta(a[0], a[1])],
        ['Game.fromAB', (...a) => core.Game.fromAB(a[0], a[1])],
        ['Picture.new', (...a) => new core.Picture(a[0], a[1])],
        ['LedgerJob.new', (...a) => new core.LedgerJob(a[0], a[1])],
        ['LandscapeJob.new', (...a) => new core.LandscapeJob(a[0], a[1], a[2])],
        ['stripHeapsAt', (...a) => core.stripHeapsAt(a[0], a[1])],
        ['stripPixelsOf', (...a) => core.stripPixelsOf(a[0], a[1])],
        ['stripColumns', (...a) => core.stripColumns(a[0])],
        ['gridHeapsAt', (...a) => core.gridHeapsAt(a[0], a[1], a[2])],
        ['gridPixelsOf', (...a) => core.gridPixelsOf(a[0], a[1])],
        ['gridColumns', (...a) => core.gridColumns(a[0], a[1])],
        ['gridRows', (...a) => core.gridRows(a[0], a[1])],
        ['stripLayout', (...a) => core.stripLayout(a[0])],
        ['checkPlane', (...a) => core.checkPlane(a[0], a[1])],
      ];
      const show = (list) =>
        list
          .map((a) =>
            typeof a === 'bigint'
              ? `${a}n`
              : typeof a === 'symbol'
                ? 'Symbol'
                : JSON.stringify(a, (_, v) => (typeof v === 'bigint' ? `${v}n` : v)),
          )
          .join(', ');
      const out = {
        calls: 0,
        ok: 0,
        errors: 0,
        codes: {},
        traps: [],
        uncoded: [],
        broken: [],
        slowest: [0, ''],
        slow: [],
      };
      for (let i = 0; i < calls; i++) {
        const args = [arg(), arg(), arg(), arg(), arg()];
        const kind = pick(['game', 'game', 'game', 'picture', 'ledger', 'plane', 'spectrum', 'static']);
        let label;
        let run;
        let target = null;
        if (kind === 'static') {
          const [name, fn] = pick(statics);
          label = name;
          run = () => {
            const made = fn(...args);
            made?.free?.();
          };
        } else {
          const pool = { game: games, picture: pictures, ledger: ledgers, plane: planes, spectrum: spectra }[kind];
          target = pick(pool);
          const m = pick(methods[kind]);
          label = `${kind}.${m}`;
          run = () => {
            // Pictures draw only games from the pool.
            const a = kind === 'picture' && m.startsWith('draw') ? [pick(games), ...args] : args;
            return target[m](...a);
          };
        }
        out.calls++;
        const t0 = performance.now();
        try {
          run();
          out.ok++;
        } catch (e) {
          out.errors++;
          if (e instanceof WebAssembly.RuntimeError) out.traps.push(`${label}(${show(args)}): ${e.message}`);
          else if (typeof e?.code !== 'string') out.uncoded.push(`${label}: ${e?.message ?? e}`);
          else out.codes[e.code] = (out.codes[e.code] ?? 0) + 1;
          if (target) {
            try {
              if (!sanity[kind](target)) out.broken.push(`${label}: sanity check false`);
            } catch (e2) {
              out.broken.push(`${label}: ${e2?.message ?? e2}`);
            }
          }
        }
        const ms = performance.now() - t0;
        if (ms > out.slowest[0]) out.slowest = [ms, label];
        if (ms > 500)
          out.slow.push(
            `${label}(${args.map((a) => (typeof a === 'bigint' ? `${a}n` : typeof a === 'symbol' ? 'Symbol' : JSON.stringify(a))).join(', ')}): ${ms.toFixed(0)} ms`,
          );
        if (out.traps.length) break; // the instance is unusable after a trap
      }
      out.memoryMiB = memory.buffer.byteLength / 2 ** 20;
      return out;
    }, CALLS);
    for (const line of report.slow) console.log(`fuzz: slow call ${line}`);
    console.log(
      `fuzz: ${report.calls} calls, ${report.ok} returned, ${report.errors} Errors ${JSON.stringify(report.codes)}; slowest ${report.slowest[0].toFixed(0)} ms (${report.slowest[1]}); wasm memory ${report.memoryMiB} MiB`,
    );
    assert.deepEqual(report.traps, [], 'no call traps');
    assert.deepEqual(report.uncoded, [], 'every Error has a code');
    assert.deepEqual(report.broken, [], 'an object that threw still works');
    assert.equal(report.calls, CALLS);
    assert.ok(report.errors > CALLS / 10 && report.ok > CALLS / 10, 'both outcomes are exercised');
    assert.ok(report.memoryMiB <= 2048, `wasm memory ${report.memoryMiB} MiB`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("the issue's trapping calls now throw Errors, and their objects stay usable", async () => {
    const { page, problems, context } = await open(env, '', { ready: false });
    const results = await page.evaluate(async () => {
      const core = await import('./pkg/asg_full.js');
      await core.default({ module_or_path: new URL('./pkg/asg_full_bg.wasm', location.href) });
      const g = core.Game.fromDelta(5, 7);
      const big = core.Game.fromDelta(40000000, 67108863);
      const p = new core.Picture(10, 10);
      const plane = new core.LandscapeJob(5, 5);
      const ledger = new core.LedgerJob(5, 7);
      const cases = [
        ['collisions(undefined, 1e12)', () => g.collisions(undefined, 1e12)],
        ['windowRuns(7, 0, 1e15, 1e15)', () => g.windowRuns(7, 0, 1e15, 1e15)],
        [
          'gapsInView(1e15 heaps per pixel, 1000 columns, 2^26)',
          () => g.gapsInView({ left: 0n, perPixel: 1e15, columns: 1000 }, 2 ** 26),
        ],
        ['residues() of (40000000, 67108863)', () => big.residues()],
        ['drawGrid with cell 5e-20', () => p.drawGrid(g, { rowWidth: 130, col: 0n, row: 0n, cell: 5e-20 })],
        ['stripLayout(2^31)', () => core.stripLayout(2 ** 31)],
        ['LandscapeJob.step(-1)', () => plane.step(-1)],
        ['LandscapeJob.step(2^32 - 1)', () => plane.step(2 ** 32 - 1)],
        ['LedgerJob.step(2^32)', () => ledger.step(2 ** 32)],
        ['new Picture(-1, 5)', () => new core.Picture(-1, 5)],
        ['new Picture(NaN, 5)', () => new core.Picture(NaN, 5)],
        ['windowsInColumns(0, …)', () => g.windowsInColumns(0, { left: 0n, perPixel: 1, columns: 100 })],
      ];
      const out = [];
      for (const [name, fn] of cases) {
        try {
          fn();
          out.push([name, 'returned']);
        } catch (e) {
          out.push([name, e instanceof WebAssembly.RuntimeError ? `trap: ${e.message}` : e.code]);
        }
      }
      // Every object is still usable, and the finished ledger gives its result again.
      p.drawGrid(g, { rowWidth: 130, col: 0n, row: 0n, cell: 1 });
      let l;
      for (l = ledger.step(1 << 20); l === undefined; l = ledger.step(1 << 20));
      const again = ledger.step(1);
      out.push([
        'usable',
        [g.value(1), plane.step(4).a.length, l.rows.length === again.rows.length, p.width].join(','),
      ]);
      return out;
    });
    const codes = Object.fromEntries(results);
    for (const [name, code] of results.slice(0, -1)) assert.match(String(code), /^[a-z-]+$/, `${name} → ${code}`);
    assert.equal(codes['collisions(undefined, 1e12)'], 'window-too-large');
    assert.equal(codes['windowsInColumns(0, …)'], 'zero-shift');
    assert.equal(codes['new Picture(-1, 5)'], 'invalid-number');
    assert.equal(codes.usable, '0,4,true,10');
    assert.deepEqual(problems, []);
    await context.close();
  });
  test("the glue's own errors reach the page with the core's codes, through both loaders", async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7');
    const codes = await page.evaluate(async () => {
      const out = {};
      const code = (name, fn) => {
        try {
          fn();
          out[name] = 'returned';
        } catch (e) {
          out[name] = e.code ?? `no code: ${e.message}`;
        }
      };
      // The page's own modules as its loaders gave them: the compact one first, then the full
      // one the game moves to.
      const { session } = window.asgExplorer;
      for (const [which, load] of [
        ['core', async () => session.core],
        [
          'full',
          async () => {
            await session.toFull();
            return session.core;
          },
        ],
      ]) {
        const core = await load();
        const g = core.Game.fromDelta(5, 7);
        const p = new core.Picture(8, 8);
        g.free();
        code(`${which}: a freed game`, () => g.value(1));
        code(`${which}: a freed game's getter`, () => g.moves);
        code(`${which}: freed twice`, () => g.free());
        code(`${which}: a freed game drawn`, () => p.drawStrip(g, { left: 0n, perPixel: 1, columns: 8 }));
        code(`${which}: not a game`, () => p.drawStrip({}, { left: 0n, perPixel: 1, columns: 8 }));
        code(`${which}: a free function`, () => core.stripHeapsAt(7, 0));
        code(`${which}: a static`, () => core.Game.fromDelta(0, 7));
        p.free();
      }
      return out;
    });
    for (const which of ['core', 'full']) {
      assert.equal(codes[`${which}: a freed game`], 'object-freed');
      assert.equal(codes[`${which}: a freed game's getter`], 'object-freed');
      assert.equal(codes[`${which}: freed twice`], 'object-freed');
      assert.equal(codes[`${which}: a freed game drawn`], 'object-freed');
      assert.equal(codes[`${which}: not a game`], 'wrong-object');
      assert.equal(codes[`${which}: a free function`], 'invalid-number');
      assert.equal(codes[`${which}: a static`], 'a-is-zero');
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
  test("the public entries, used as docs/javascript-api.md shows, throw only errors with a code (the glue's too)", async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7');
    const codes = await page.evaluate(async () => {
      const out = {};
      const code = (name, fn) => {
        try {
          fn();
          out[name] = 'returned';
        } catch (e) {
          out[name] = e instanceof Error ? (e.code ?? `no code: ${e.message}`) : `not an Error: ${e}`;
        }
      };
      for (const which of ['asg', 'asg_full']) {
        // import init, { Game, Picture } from './pkg/asg.js'; await init();
        const api = await import(`./pkg/${which}.js`);
        await api.default();
        const { Game, Picture } = api;
        const g = Game.fromDelta(5, 7);
        const p = new Picture(8, 8);
        out[`${which}: a game is a Game`] = g instanceof Game && g.constructor === Game;
        p.drawStrip(g, { left: 0n, perPixel: 1, columns: 8 });
        out[`${which}: a game drawn`] = p.width;
        g.free();
        code(`${which}: a freed game`, () => g.value(1));
        code(`${which}: a freed game's getter`, () => g.moves);
        code(`${which}: freed twice`, () => g.free());
        code(`${which}: a freed game drawn`, () => p.drawStrip(g, { left: 0n, perPixel: 1, columns: 8 }));
        code(`${which}: not a game`, () => p.drawStrip({}, { left: 0n, perPixel: 1, columns: 8 }));
        code(`${which}: a static`, () => Game.fromDelta(0, 7));
        p.free();
      }
      return out;
    });
    for (const which of ['asg', 'asg_full']) {
      assert.equal(codes[`${which}: a game is a Game`], true);
      assert.equal(codes[`${which}: a game drawn`], 8);
      assert.equal(codes[`${which}: a freed game`], 'object-freed');
      assert.equal(codes[`${which}: a freed game's getter`], 'object-freed');
      assert.equal(codes[`${which}: freed twice`], 'object-freed');
      assert.equal(codes[`${which}: a freed game drawn`], 'object-freed');
      assert.equal(codes[`${which}: not a game`], 'wrong-object');
      assert.equal(codes[`${which}: a static`], 'a-is-zero');
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
});
