// The landscape's column format: the page's one restatement of the core's table is the core's
// (landscapeColumns() of the full module), and one decoder reads a worker's step as the core made it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Game, initSync, LandscapeJob, landscapeColumns } from '../../www/pkg/asg_full.js';
import { cellText } from '../../www/src/landscape/cell-text.ts';
import { areTheColumns, COLUMNS, cellAt } from '../../www/src/landscape/columns.ts';
import { say } from './english.mjs';

initSync({ module: readFileSync(new URL('../../www/pkg/asg_full_bg.wasm', import.meta.url)) });

test("the page's column table is the core's, column by column", () => {
  const core = landscapeColumns();
  assert.deepEqual(
    COLUMNS.map((c) => ({ ...c })),
    core.map(({ name, type, missing, values }) => ({ name, type, missing, values })),
  );
  assert.ok(areTheColumns(core), 'an atlas whose level 0 lists the core table is read');
  const renamed = core.map((c) => (c.name === 'agreement' ? { ...c, values: ['yes', 'no', 'unknown'] } : c));
  assert.ok(!areTheColumns(renamed), 'codes in another order are refused');
  assert.ok(!areTheColumns(core.slice(1)), 'a missing column is refused');
});

test("one decoder reads the worker's step: each cell as the core computed it", () => {
  // A game in the regime, a non-primitive one, one of a quadratic band, one of a linear band.
  const games = [
    [5, 7],
    [6, 9],
    [4, 13],
    [7, 3],
  ];
  const job = LandscapeJob.listed(
    Uint32Array.from(games, (g) => g[0]),
    Uint32Array.from(games, (g) => g[1]),
  );
  const part = job.step(64);
  const cells = Array.from(part.a, (a, k) => cellAt(part, k, a, part.delta[k]));
  assert.deepEqual(
    cells.map((c) => [c.a, c.delta]),
    games,
  );
  for (const c of cells) {
    // The mex rule's period of the same game, by the module's other door.
    const game = Game.fromDelta(c.a, c.delta);
    const { preperiod, period } = game.period();
    assert.deepEqual([c.preperiod, c.period], [Number(preperiod), Number(period)], `${c.a}, ${c.delta}`);
    assert.equal(c.agrees, c.prediction === c.period ? 1 : 0);
    const facts = game.additive();
    assert.equal(c.regime, ['primitive-quadratic', 'non-primitive', 'linear', 'quadratic'].indexOf(facts.regime));
    game.free();
  }
  assert.deepEqual(
    cells.map((c) => c.gcd),
    [1, 3, 1, 1],
  );
  assert.equal(cells[0].w0IsW, 1, 'in the regime the P-positions are the w_n');
  assert.equal(cells[0].maxValue, 3);
});

test('a cell not found decodes as unknown: NaN periods, −1 flags', () => {
  const set = Object.fromEntries(
    COLUMNS.map((c) => [c.name, c.type === 'u8' ? Uint8Array.of(c.missing ?? 0) : Uint32Array.of(c.missing ?? 0)]),
  );
  set.agreement = Uint8Array.of(COLUMNS.find((c) => c.name === 'agreement').values.indexOf('unknown'));
  const cell = cellAt(set, 0, 40, 3000);
  assert.ok(Number.isNaN(cell.period) && Number.isNaN(cell.preperiod));
  assert.deepEqual([cell.maxValue, cell.w0IsW, cell.agrees], [-1, -1, -1]);
});

test('a cell whose W0 = {wₙ} is undecided says so, not "no"', () => {
  const job = LandscapeJob.listed(Uint32Array.of(5, 3), Uint32Array.of(7, 1370));
  const part = job.step(64);
  const [inRegime, outside] = [0, 1].map((k) => cellAt(part, k, part.a[k], part.delta[k]));
  assert.equal(outside.w0IsW, 0, 'W0 and {wₙ} of a = 3, δ = 1370 differ at heap 1374');
  const words = (cell) => cellText(cell, say).replace(/[\u2068\u2069]/g, '');
  assert.match(words(inRegime), /W0 = \{wₙ\}: yes\./);
  assert.match(words(outside), /W0 = \{wₙ\}: no\./);
  assert.match(words({ ...inRegime, w0IsW: -1 }), /W0 = \{wₙ\}: not decided within the bound\./);
});
