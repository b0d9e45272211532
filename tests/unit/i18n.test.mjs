// The translator in node, over the English catalogue: arguments that are messages are said in
// the language (with or without arguments of their own), whole numbers exactly in digit groups,
// lists as the language lists them, and verbatim text as given; and the catalogue parsed message by
// message, as the page asks for them, says what the catalogue parsed whole would.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { FluentResource } from '@fluent/bundle';
import { entriesOf } from '../../www/src/text/catalogue.ts';
import { translatorFor } from '../../www/src/text/i18n.ts';
import { listOf, msg, verbatim } from '../../www/src/text/languages.ts';
import { say } from './english.mjs';

test('a message as an argument is said, with or without arguments of its own', () => {
  const title = (view) => say('export-title', { a: 5n, b: 12n, ab: 17n, delta: 7n, view });
  assert.match(title({ id: 'view-grid' }), /Grid/);
  assert.equal(title(msg('view-grid')), title({ id: 'view-grid' }));
  assert.doesNotMatch(title({ id: 'view-grid' }), /object/);
});

test('whole numbers exactly, lists as English lists them, verbatim text as given', () => {
  assert.match(say('error-plane', { amax: 2n ** 64n - 1n, dmax: 3 }), /^a ≤ 18,446,744,073,709,551,615, δ ≤ 3:/);
  assert.match(say('error-other', { text: verbatim('<b>x</b>') }), /<b>x<\/b>/);
  assert.equal(say.list([1, 2, 3]), '1, 2, and 3');
  assert.match(say('why-moves', { moves: listOf([5n, 12n, 2n ** 60n]) }), /5; 12; and 1,152,921,504,606,846,976/);
});

test('each catalogue parsed entry by entry, as its messages are first asked for, is the catalogue parsed whole', () => {
  for (const lang of ['en', 'de', 'zh', 'ja']) {
    const text = readFileSync(new URL(`../../www/locales/${lang}.ftl`, import.meta.url), 'utf8');
    const whole = new FluentResource(text).body;
    const entries = entriesOf(text, (id) => assert.fail(`${lang}: ${id} twice`));
    assert.deepEqual(
      [...entries.keys()],
      whole.map((m) => m.id),
      lang,
    );
    assert.deepEqual(
      [...entries.values()].flatMap((entry) => new FluentResource(entry).body),
      whole,
      lang,
    );
  }
});

test('a message parsed when first asked for brings the messages and terms it refers to', () => {
  const faults = [];
  const reportError = globalThis.reportError;
  globalThis.reportError = (e) => faults.push(e.message);
  try {
    const t = translatorFor(
      [
        '# a comment',
        'first = { second } and { -term } { $n ->',
        '    [one] one',
        '   *[other] { third.label }',
        '  }',
        'second = Second',
        '',
        'third =',
        '    .label = Third',
        '-term = the term',
        'second = twice',
        'fourth = Fourth',
      ].join('\n'),
      'en',
    );
    assert.equal(t('first', { n: 2 }), 'Second and the term Third');
    assert.equal(t('first', { n: 1 }), 'Second and the term one');
    assert.ok(t.has('fourth'));
    assert.equal(t('fourth'), 'Fourth');
    assert.ok(!t.has('fifth'));
    assert.deepEqual(faults, [
      'asg: the en catalogue has errors: Error: Attempt to override an existing message: "second"',
    ]);
  } finally {
    globalThis.reportError = reportError;
  }
});

test("the pseudo-language accents a list's joining words too, as every word it shows", () => {
  const text = readFileSync(new URL('../../www/locales/en.ftl', import.meta.url), 'utf8');
  const pseudo = translatorFor(text, 'en-XA');
  const said = pseudo('practice-untried', {
    kinds: listOf([msg('practice-kind-value'), msg('practice-kind-next'), msg('practice-kind-class')]),
  });
  assert.doesNotMatch(said, /[A-Za-z]{2,}/, said);
  assert.doesNotMatch(pseudo.list(['x1', 'x2', 'x3']).replace(/x\d/g, ''), /[A-Za-z]{2,}/);
  assert.equal(translatorFor(text, 'en').list(['x', 'y', 'z']), 'x, y, and z');
});
