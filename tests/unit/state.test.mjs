// The pure state code in node, without a browser: URL parameters in and out (round trips of
// every parameter, exact positions and BigInts), defaults, and bad values reported by name.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { at, END, floor, ONE, parse, span, text } from '../../www/src/core/position.ts';
import { fromQuery, PARAMS, parseWhole, toQuery } from '../../www/src/state/query.ts';
import { DEFAULTS } from '../../www/src/state/state.ts';
import { say } from './english.mjs';

describe('positions', () => {
  test('whole heaps and fractions up to 2^64 survive text exactly', () => {
    for (const t of [
      '0',
      '1',
      '123456789012',
      '9007199254740993',
      '18446744073709551615',
      '0.5',
      '7.25',
      '-3.75',
      '123456789012.925',
    ]) {
      assert.equal(text(parse(t)), t, t);
    }
    assert.equal(parse('18446744073709551615.5'), (2n ** 64n - 1n) * ONE + ONE / 2n);
    assert.equal(floor(parse('-0.25')), -1n);
    assert.equal(floor(at(2n ** 64n - 1n) + span(0.999)), 2n ** 64n - 1n);
    assert.equal(END, 2n ** 64n * ONE);
    for (const bad of ['', 'x', '1e5', '1.2.3', '0x10', '1.', '.5', '123456789012345678901', ' 5 x'])
      assert.equal(parse(bad), undefined, bad);
  });
});

describe('the URL', () => {
  test('the defaults make the shortest query and come back unchanged', () => {
    assert.equal(toQuery(DEFAULTS), '?a=5&delta=7');
    assert.deepEqual(fromQuery('?a=5&delta=7'), { state: { ...DEFAULTS }, problems: [] });
    assert.deepEqual(fromQuery(''), { state: { ...DEFAULTS }, problems: [] });
  });

  test('every parameter round-trips', () => {
    const cases = [
      { a: '101', delta: '150', view: 'strip', zoom: 2.5, x: parse('9007199254740993.25') },
      { a: '7', b: '19', second: 'b', view: 'grid', w: 301n, row: parse('12.5'), col: parse('-3.75') },
      { a: '7', delta: '12', view: 'collisions', shift: 9n, x: parse('18446744073709551000') },
      { a: '101', delta: '150', view: 'spectrum', shift: 2n ** 64n - 1n },
      { a: '7', delta: '12', view: 'residues', r: 3n, tour: 7 },
      { a: '5', delta: '7', view: 'landscape', amax: 200, dmax: 2000, color: 'agreement' },
      { a: '5', delta: '7', view: 'ledger', ui: 'picture', w: 2n ** 64n - 1n },
      { a: '67108864', delta: '67108865', view: 'gaps', zoom: 1e-12, theme: 'dark' },
      { a: '5', delta: '7', theme: 'light', lang: 'ja' },
      { a: '7', delta: '12', view: 'practice', practice: 'region' },
      { a: '7', delta: '12', view: 'proof', step: 5 },
    ];
    for (const c of cases) {
      const state = { ...DEFAULTS, ...c };
      const q = toQuery(state);
      const back = fromQuery(q);
      assert.deepEqual(back.problems, [], q);
      for (const [k, v] of Object.entries(c)) assert.deepEqual(back.state[k], v, `${k} in ${q}`);
      assert.equal(toQuery(back.state), q);
    }
    // Every parameter the explorer reads is covered above.
    const seen = new Set(cases.flatMap((c) => [...new URLSearchParams(toQuery({ ...DEFAULTS, ...c })).keys()]));
    for (const p of PARAMS) if (!['b'].includes(p) || seen.has('b')) assert.ok(seen.has(p), `parameter ${p}`);
  });

  test('a pan far out keeps every digit of x', () => {
    const x = at(123456789012n) + span(37 / 40);
    const q = toQuery({ ...DEFAULTS, view: 'strip', x });
    assert.match(q, /x=123456789012\.925(&|$)/);
    assert.equal(floor(fromQuery(q).state.x), 123456789012n);
  });

  test('bad values are reported by name and keep their defaults, but for the game’s, kept as typed', () => {
    const { state, problems } = fromQuery(
      '?a=7x&delta=-3&view=table&zoom=0&x=-1&w=0&shift=abc&r=2.5&tour=100&amax=0&color=red&ui=none&col=1e99&theme=pink',
    );
    assert.deepEqual(
      problems.map((p) => p.name).sort(),
      ['amax', 'col', 'color', 'r', 'shift', 'theme', 'tour', 'ui', 'view', 'w', 'x', 'zoom'].sort(),
    );
    const said = Object.fromEntries(problems.map((p) => [p.name, say(p.message)]));
    assert.equal(
      said.view,
      'view: “table” is not one of grid, strip, gaps, collisions, spectrum, residues, ledger, proof, play, practice, landscape',
    );
    assert.equal(said.w, 'row width: must be at least 1');
    assert.match(said.x, /^x: “-1” is not a position from 0 up to \(not including\) 2\^64$/);
    for (const k of ['view', 'zoom', 'x', 'w', 'shift', 'r', 'tour', 'amax', 'color', 'ui', 'col', 'theme'])
      assert.deepEqual(state[k], DEFAULTS[k], k);
    // A bad a or δ is never replaced by the default game: the session refuses it as typed.
    assert.deepEqual([state.a, state.delta], ['7x', '-3']);
    assert.equal(fromQuery(`?a=${'9'.repeat(500)}`).state.a, `${'9'.repeat(64)}…`);
  });

  test('whole numbers: digits only, below 2^64, exact', () => {
    assert.deepEqual(parseWhole(' 18446744073709551615 ', 'a'), { value: 2n ** 64n - 1n });
    assert.match(say(parseWhole('18446744073709551616', 'a').error), /too large/);
    assert.match(say(parseWhole('', 'a').error), /enter a whole number/);
    assert.match(say(parseWhole('-1', 'heap').error), /not a whole number/);
    assert.match(say(parseWhole('1'.repeat(1000), 'a').error), /1,000 digits/);
    // A million digits are refused by their length, not by converting them all.
    assert.match(
      say(parseWhole('7'.repeat(1e6), 'a').error),
      /^a: 7777777777…777777 \(1,000,000 digits\) is too large/,
    );
    assert.deepEqual(parseWhole(`${'0'.repeat(30)}42`, 'a'), { value: 42n });
  });
});
