// The documents write the collision spectrum in the letters of the terminology table
// (docs/translating.md),
// as the page does: the heap period is one letter everywhere, never the one a reader took for a
// P-position.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const TERMS = read('docs/translating.md');
const STUDENTS = read('docs/students.md');
const MATH = read('docs/MATH.md');

/** The English terminology row for the heap period's letter: [kept, replaced]. */
function periodLetters() {
  const row = TERMS.split('\n').find((l) => /^\| \S+ for the heap period in every language/.test(l));
  assert.ok(row, "the terminology table names the heap period's letter");
  const cells = row.split('|').map((c) => c.trim());
  const kept = cells[1].split(' ')[0];
  const replaced = cells[3].split(/[ ,]/)[0];
  assert.notEqual(kept, replaced);
  return [kept, replaced];
}

/** The text from a heading to the next heading of the same level. */
function section(text, heading) {
  const start = text.indexOf(`\n${heading}\n`);
  assert.ok(start >= 0, `the document has ${heading}`);
  const level = heading.split(' ')[0];
  const next = text.indexOf(`\n${level} `, start + heading.length + 2);
  return text.slice(start, next < 0 ? text.length : next);
}

/** The places where `letter` stands alone as a symbol (not in a word, a code span or p₀). */
function symbolUses(text, letter) {
  const plain = text.replace(/`[^`]*`/g, '');
  const symbol = new RegExp(`(?<![\\p{L}\\p{N}_-])\\*?${letter}\\*?(?![\\p{L}\\p{N}_₀-])`, 'gu');
  return [...plain.matchAll(symbol)].map((m) => plain.slice(m.index - 20, m.index + 20));
}

test("the collision spectrum's part of MATH.md writes the heap period as the terminology table does", () => {
  const [kept, replaced] = periodLetters();
  const part = section(MATH, '## The collision spectrum');
  assert.deepEqual(symbolUses(part, replaced), [], `the heap period is ${kept}, not ${replaced}`);
  assert.ok(symbolUses(part, kept).length >= 10, `the part writes ${kept} for the heap period`);
  assert.match(part, new RegExp(`${kept} = a\\(3δ \\+ a\\)`), `in the regime ${kept} = a(3δ + a)`);
});

test("the students' page's row for the spectrum view writes the heap period as its terminology table does", () => {
  const [kept, replaced] = periodLetters();
  const row = STUDENTS.split('\n').find((l) => l.startsWith('| **Spectrum** (`view=spectrum`'));
  assert.ok(row, 'docs/students.md describes the spectrum view');
  assert.deepEqual(symbolUses(row, replaced), [], `the heap period is ${kept}, not ${replaced}`);
  assert.ok(symbolUses(row, kept).length >= 3, `the row writes ${kept} for the heap period`);
});
