// Digits as a reader types them (base/digits.ts): every Unicode decimal-digit block (each run of
// ten \p{Nd} code points, 0 … 9) is read as ASCII 0 … 9, checked against what ICU writes in each
// decimal numbering system and what NFKD makes of the compatibility digits; and every parser of a
// typed number (parseWhole, the position of a link, the store's fields) takes them, while other
// numerals (², ½, 一二, Ⅻ) are still refused with the usual message.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asciiDigits } from '../../www/src/base/digits.ts';
import { ONE, parse as parsePosition } from '../../www/src/core/position.ts';
import { fromQuery, parseWhole } from '../../www/src/state/query.ts';
import { reduce } from '../../www/src/state/store.ts';

/** Every decimal digit of Unicode (as this JavaScript engine knows it), by code point. */
function allDigits() {
  const out = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    if (/\p{Nd}/u.test(String.fromCodePoint(cp))) out.push(cp);
  }
  return out;
}

/** The blocks of ten: the zero of each, in order. */
function blocks(digits) {
  const zeros = [];
  let runStart = null;
  for (const [i, cp] of digits.entries()) {
    if (i === 0 || digits[i - 1] !== cp - 1) runStart = cp;
    if ((cp - runStart) % 10 === 0) zeros.push(cp);
  }
  return zeros;
}

const DIGITS = allDigits();
const ZEROS = blocks(DIGITS);
const block = (zero) => Array.from({ length: 10 }, (_, i) => String.fromCodePoint(zero + i)).join('');

test('Unicode’s decimal digits come in unbroken runs of ten, 0 to 9 (what asciiDigits relies on)', () => {
  assert.ok(ZEROS.length >= 60, `${ZEROS.length} blocks`);
  assert.equal(DIGITS.length, ZEROS.length * 10, 'every run is a whole number of blocks');
  assert.deepEqual(
    ZEROS.slice(0, 3).map((z) => z.toString(16)),
    ['30', '660', '6f0'],
    'ASCII, Arabic-Indic, extended Arabic-Indic first',
  );
  assert.ok(ZEROS.includes(0xff10), 'the full-width digits');
  assert.ok(ZEROS.includes(0x1d7ce) && ZEROS.includes(0x1d7f6), 'the mathematical digits, five blocks side by side');
});

test('every decimal-digit block reads as 0123456789, and a number typed in it as that number', () => {
  for (const zero of ZEROS) {
    const digits = block(zero);
    const name = `U+${zero.toString(16).toUpperCase()}`;
    assert.equal(asciiDigits(digits), '0123456789', name);
    const one = String.fromCodePoint(zero + 1);
    const two = String.fromCodePoint(zero + 2);
    assert.deepEqual(parseWhole(`${one}${two}`, 'a'), { value: 12n }, `${name}: 12`);
    assert.deepEqual(parseWhole(` ${two}${String.fromCodePoint(zero)}${one} `, 'a'), { value: 201n }, `${name}: 201`);
    // Digits of two scripts in one number are still one number (an input method switched mid-way).
    assert.deepEqual(parseWhole(`${one}5`, 'a'), { value: 15n }, `${name} with ASCII`);
  }
});

test('the blocks agree with ICU’s numbering systems and with NFKD', () => {
  let checked = 0;
  for (const system of Intl.supportedValuesOf('numberingSystem')) {
    let written;
    try {
      written = new Intl.NumberFormat('en', { numberingSystem: system, useGrouping: false }).format(1234567890);
    } catch {
      continue;
    }
    const chars = [...written];
    // A decimal system writes ten single code points; others (roman, han…) are not.
    if (chars.length !== 10 || system === 'latn') continue;
    const zero = chars[9].codePointAt(0);
    if (!ZEROS.includes(zero)) continue;
    assert.equal(asciiDigits(written), '1234567890', system);
    checked++;
  }
  assert.ok(checked >= 40, `${checked} numbering systems`);
  for (const cp of DIGITS) {
    const ch = String.fromCodePoint(cp);
    const folded = ch.normalize('NFKD');
    if (/^[0-9]$/.test(folded)) assert.equal(asciiDigits(ch), folded, `U+${cp.toString(16)}`);
  }
});

test('other numerals are not digits: refused as before, the text quoted as typed', () => {
  for (const text of ['²', '½', '一二', 'Ⅻ', '１２ａ', '1,2', '１.５', '-１']) {
    const r = parseWhole(text, 'a');
    assert.equal(r.value, undefined, text);
    assert.equal(r.error.id, text.trim() === '' ? 'error-empty' : 'error-not-whole', text);
    assert.equal(r.error.args.text.verbatim, text, 'quoted as typed');
  }
  assert.equal(asciiDigits('a = ７, δ = １２'), 'a = 7, δ = 12');
  assert.equal(asciiDigits('plain'), 'plain');
  // Past 2^64 − 1 in full-width digits: said too large, with the digits the reader can check.
  assert.equal(parseWhole('１８４４６７４４０７３７０９５５１６１５', 'a').value, 2n ** 64n - 1n);
  assert.equal(parseWhole('１８４４６７４４０７３７０９５５１６１６', 'a').error.id, 'error-too-large');
});

test('a link and the store take them too: the game, the shift, a heap on the line', () => {
  const { state, problems } = fromQuery('?a=%EF%BC%97&delta=%EF%BC%91%EF%BC%92&view=collisions&shift=%EF%BC%95');
  assert.deepEqual(problems, []);
  assert.equal(state.a, '7');
  assert.equal(state.delta, '12');
  assert.equal(state.shift, 5n);
  assert.equal(parsePosition('１２.５'), 12n * ONE + ONE / 2n);
  const typed = reduce(state, { type: 'edit', name: 'a', value: ' ５ ' });
  assert.equal(typed.state.a, '5', 'the field’s digits kept as ASCII in the state (and the address)');
  const second = reduce(typed.state, { type: 'edit', name: 'second', value: '７' });
  assert.equal(second.state.delta, '7');
  const width = reduce(second.state, { type: 'edit', name: 'w', value: '３０' });
  assert.equal(width.state.w, 30n);
});
