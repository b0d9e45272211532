// Numbers as each language writes them (format.js), exactly at every size: digit groups by
// Intl.NumberFormat (German with narrow no-break spaces), the same in the first frame (written
// by hand from a table, before the formatter is made) as after; percentages, lists and sets whose
// separators are never taken for a digit group; and every call of formatWhole names its language.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { translatorFor } from '../../www/src/text/i18n.ts';
import { LANGUAGES, TAGS } from '../../www/src/text/languages.ts';

const MAX = 2n ** 64n - 1n;
const NNBSP = '\u202f';

/** A fresh copy of format.js (its own caches: nothing made yet), so both of its ways can be tried. */
let copies = 0;
const fresh = () => import(`../../www/src/text/format.ts?copy=${++copies}`);

/** Whole numbers to try: the edges of each group, 2^53 ± 1, 2^64 − 1 and random ones of every length. */
function samples() {
  const out = [
    0n,
    1n,
    999n,
    1000n,
    1001n,
    9999n,
    10000n,
    55651n,
    999999n,
    1000000n,
    2n ** 53n - 1n,
    2n ** 53n + 1n,
    MAX,
  ];
  for (let k = 0n; k < 20n; k++) out.push(10n ** k, 10n ** k - 1n);
  let x = 0x2545f4914f6cdd1dn;
  for (let i = 0; i < 200; i++) {
    x = (x * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
    out.push(x >> BigInt(i % 64));
  }
  return out;
}

test('2^64 − 1 in each language: English, Chinese and Japanese with commas, German with narrow spaces', async () => {
  const { formatWhole, makeNumberFormats } = await fresh();
  const expected = {
    en: '18,446,744,073,709,551,615',
    de: ['18', '446', '744', '073', '709', '551', '615'].join(NNBSP),
    zh: '18,446,744,073,709,551,615',
    ja: '18,446,744,073,709,551,615',
  };
  for (const lang of LANGUAGES) {
    assert.equal(formatWhole(MAX, TAGS[lang]), expected[lang], `${lang}, first frame`);
    makeNumberFormats(TAGS[lang]);
    assert.equal(formatWhole(MAX, TAGS[lang]), expected[lang], `${lang}, by Intl`);
  }
  assert.equal(formatWhole(55651, 'en'), '55,651');
  assert.equal(formatWhole(55651, 'de'), `55${NNBSP}651`);
  assert.equal(formatWhole(1e21, 'en'), '1,000,000,000,000,000,000,000', 'never an exponent');
  assert.equal(formatWhole(-1234, 'en'), '-1,234');
  assert.equal(formatWhole(Number.NaN, 'en'), 'NaN');
});

test('the first frame writes every number exactly as Intl does afterwards, in every language', async () => {
  const { formatWhole, formatPercent, makeNumberFormats } = await fresh();
  const values = samples();
  for (const tag of Object.values(TAGS)) {
    const first = values.map((n) => formatWhole(n, tag));
    const percents = Array.from({ length: 101 }, (_, p) => formatPercent(p, tag));
    makeNumberFormats(tag);
    // What Intl writes, German's group separator aside.
    const intl = new Intl.NumberFormat(tag);
    const group = tag === 'de' ? (s) => s.replace(/\./g, NNBSP) : (s) => s;
    assert.deepEqual(
      first,
      values.map((n) => group(intl.format(n))),
      tag,
    );
    assert.deepEqual(
      values.map((n) => formatWhole(n, tag)),
      first,
      tag,
    );
    const percent = new Intl.NumberFormat(tag, { style: 'percent' });
    assert.deepEqual(
      percents,
      percents.map((_, p) => percent.format(p / 100)),
      tag,
    );
    assert.deepEqual(
      percents.map((_, p) => formatPercent(p, tag)),
      percents,
      tag,
    );
  }
});

test('shares with one decimal are written as Intl writes them, ties and all, in every language', async () => {
  const { formatShare } = await fresh();
  for (const tag of Object.values(TAGS)) {
    const intl = new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const group = tag === 'de' ? (s) => s.replace(/\./g, NNBSP) : (s) => s;
    // Every part of wholes up to 400 (ties such as 1/8 = 12.5% and 3/2000 among them), and
    // shares past 100%, with digit groups.
    for (let whole = 1; whole <= 400; whole++)
      for (let part = 0; part <= whole; part++)
        assert.equal(formatShare(part, whole, tag), group(intl.format(part / whole)), `${tag} ${part}/${whole}`);
    for (const [part, whole] of [
      [3n, 2000n],
      [1n, 800n],
      [12345n, 1n],
      [2n ** 40n, 3n],
    ])
      assert.equal(
        formatShare(part, whole, tag),
        group(intl.format(Number(part) / Number(whole))),
        `${tag} ${part}/${whole}`,
      );
  }
});

test('decimals to three places are written as Intl writes them, in every language', async () => {
  const { formatDecimal } = await fresh();
  for (const tag of Object.values(TAGS)) {
    const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
    const group = tag === 'de' ? (s) => s.replace(/\./g, NNBSP) : (s) => s;
    for (let whole = 1; whole <= 300; whole++)
      for (let part = 0; part <= 3 * whole; part += 1 + (part % 7)) {
        const x = part / whole;
        assert.equal(formatDecimal(x, 3, tag), group(intl.format(x)), `${tag} ${part}/${whole}`);
      }
    for (const x of [0.0005, 0.0015, 2.0005, 1234.5678, 1e-7, 123456789.123])
      assert.equal(formatDecimal(x, 3, tag), group(intl.format(x)), `${tag} ${x}`);
  }
});

test('the page makes no Intl.NumberFormat for its own languages; another language gets Intl', async () => {
  const { formatDecimal, formatShare, formatPercent, formatWhole } = await fresh();
  const real = Intl.NumberFormat;
  let made = 0;
  Intl.NumberFormat = new Proxy(real, {
    construct(target, args) {
      made++;
      return Reflect.construct(target, args);
    },
  });
  try {
    for (const tag of Object.values(TAGS)) {
      formatWhole(123456789n, tag);
      formatPercent(42, tag);
      formatShare(1, 3, tag);
      formatDecimal(2 / 3, 3, tag);
    }
    assert.equal(made, 0);
    assert.equal(formatWhole(1234567n, 'fr'), new real('fr', { maximumFractionDigits: 0 }).format(1234567));
    assert.ok(made > 0);
  } finally {
    Intl.NumberFormat = real;
  }
});

test('percentages: a space before % only in German', async () => {
  const { formatPercent, formatShare, makeNumberFormats } = await fresh();
  for (const made of [false, true]) {
    if (made) for (const tag of Object.values(TAGS)) makeNumberFormats(tag);
    assert.equal(formatPercent(42, 'en'), '42%');
    assert.equal(formatPercent(42, 'de'), '42\u00a0%');
    assert.equal(formatPercent(42, 'zh-Hans'), '42%');
    assert.equal(formatPercent(42, 'ja'), '42%');
  }
  assert.equal(formatShare(1n, 3n, 'en'), '33.3%');
  assert.equal(formatShare(1n, 3n, 'de'), '33,3\u00a0%');
  assert.equal(formatShare(0n, 0n, 'ja'), '0.0%');
});

test('sets and lists of grouped numbers cannot be misread', async () => {
  const { formatList, formatSet, formatWhole } = await fresh();
  assert.equal(formatSet([5n, 12n, 17n], 'en'), '{5, 12, 17}');
  assert.equal(formatSet([55651n, 55752n, 111403n], 'en'), '{55,651; 55,752; 111,403}');
  assert.equal(formatSet([55651n, 55752n, 111403n], 'ja'), '{55,651; 55,752; 111,403}');
  assert.equal(formatSet([55651n, 55752n, 111403n], 'de'), `{55${NNBSP}651, 55${NNBSP}752, 111${NNBSP}403}`);
  const big = (tag) => [55639n, 55646n, 55651n].map((n) => formatWhole(n, tag));
  assert.equal(formatList(big('en'), 'en'), '55,639; 55,646; and 55,651');
  assert.equal(formatList(['5', '12', '17'], 'en'), '5, 12, and 17');
  assert.equal(formatList(big('de'), 'de'), `55${NNBSP}639, 55${NNBSP}646 und 55${NNBSP}651`);
  assert.equal(formatList(big('zh-Hans'), 'zh-Hans'), '55,639、55,646、55,651');
  assert.equal(formatList(big('ja'), 'ja'), '55,639、55,646、55,651');
  // Chinese and Japanese join every item with 、, two items too, never with 和 or a space.
  for (const tag of ['zh-Hans', 'ja']) {
    assert.equal(formatList(['2', '5', '7'], tag), '2、5、7');
    assert.equal(formatList(['5', '−17'], tag), '5、−17');
  }
  // However a number is grouped, reading a set back gives its elements.
  for (const tag of Object.values(TAGS)) {
    const elements = [1000n, 2n ** 53n + 1n, MAX];
    const text = formatSet(elements, tag);
    const separator = text.includes(';') ? '; ' : ', ';
    assert.deepEqual(
      text
        .slice(1, -1)
        .split(separator)
        .map((x) => BigInt(x.replace(/[,.\u202f]/g, ''))),
      elements,
      tag,
    );
  }
});

test('messages write sets, lists, ranges and percentages in their language', () => {
  const say = (lang) =>
    translatorFor(readFileSync(new URL(`../../www/locales/${lang}.ftl`, import.meta.url), 'utf8'), lang);
  const game = { a: 55651n, b: 55752n, ab: 111403n, delta: 101n, d: 0n, period: MAX, ppositions: 2n };
  assert.match(
    say('en')('summary-proven', game),
    /^S = \{55,651; 55,752; 111,403\}, δ = 101, .* 18,446,744,073,709,551,615 /,
  );
  assert.match(
    say('de')('summary-proven', game),
    new RegExp(`^S = \\{55${NNBSP}651, 55${NNBSP}752, 111${NNBSP}403\\}`),
  );
  // Chinese keeps the formula S = {…} on one line (no-break spaces by its sign).
  assert.match(say('zh')('summary-proven', game), /^S\u00a0=\u00a0\{55,651; 55,752; 111,403\}/);
  assert.equal(say('en')('ledger-counting', { percent: 42 }), 'Counting by the mex rule in the background… 42%');
  assert.match(say('de')('ledger-counting', { percent: 42 }), /… 42\u00a0%$/);
  assert.match(say('ja')('ledger-counting', { percent: 42 }), /42%$/);
  const pairs = {
    count: 2n,
    lo: 55000n,
    last: 56000n,
    delta: 101n,
    pairs: {
      list: [
        [55639n, 55740n],
        [55646n, 55747n],
      ],
    },
  };
  assert.match(say('en')('practice-windows-why', pairs), /: 55,639–55,740 and 55,646–55,747 \(/);
  assert.match(say('ja')('practice-windows-why', pairs), /55,639–55,740、55,646–55,747/);
});

test('every number the page formats names the language it is written in', () => {
  const src = new URL('../../www/src/', import.meta.url);
  const calls = [];
  const names = readdirSync(src, { recursive: true }).filter((n) => n.endsWith('.ts') && !n.endsWith('format.ts'));
  for (const name of names) {
    const source = readFileSync(new URL(name, src), 'utf8');
    for (const m of source.matchAll(/\bformatWhole\(/g)) {
      // The call's arguments, up to its closing parenthesis, split at commas of depth 0.
      let depth = 0;
      const args = [''];
      for (let i = m.index + m[0].length; i < source.length; i++) {
        const ch = source[i];
        if ('([{'.includes(ch)) depth++;
        else if (')]}'.includes(ch) && depth-- === 0) break;
        if (ch === ',' && depth === 0) args.push('');
        else args[args.length - 1] += ch;
      }
      const count = args.filter((a) => a.trim()).length;
      calls.push(`${name}: ${count}`);
    }
    assert.doesNotMatch(source, /\.map\(formatWhole\)/, `${name}: map passes an index as the language`);
  }
  assert.ok(calls.length >= 15, calls.join('; '));
  assert.deepEqual(
    calls.filter((c) => !c.endsWith(': 2')),
    [],
  );
});
