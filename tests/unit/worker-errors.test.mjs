// An error of the core crosses from a worker to the page with its numbers: the worker's one
// encoding (encodeError), a structured clone as postMessage makes, and the page's one decoding
// (decodeError) keep its code, field and params, so that its message says them in every language;
// and an error of wasm-bindgen's glue in the worker gets the code the page's own glue gives it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { decodeError, encodeError } from '../../www/src/core/messages.ts';
import { describeError } from '../../www/src/text/errors.ts';
import { translatorFor } from '../../www/src/text/i18n.ts';

/** The translator of `lang` over its catalogue. */
const translator = (lang) =>
  translatorFor(readFileSync(new URL(`../../www/locales/${lang}.ftl`, import.meta.url), 'utf8'), lang);

/** `e` as the page gets it from a worker: encoded, cloned as postMessage clones, decoded. */
const crossed = (e) => decodeError(structuredClone(encodeError(e)));

/** An error as the core throws it. */
const coreError = (message, code, field, params) => Object.assign(new Error(message), { code, field, params });

test("a worker's error keeps its code, field and numbers (BigInts) across", () => {
  const e = crossed(
    coreError('No period found within the first 33554432 positions', 'period-not-found', null, { bound: 33554432n }),
  );
  assert.equal(e.message, 'No period found within the first 33554432 positions');
  assert.deepEqual([e.code, e.field, e.params], ['period-not-found', null, { bound: 33554432n }]);
  const far = crossed(coreError('x', 'too-much-work', 'heap', { positions: 2n ** 64n - 1n, limit: 1n << 26n }));
  assert.deepEqual(far.params, { positions: 2n ** 64n - 1n, limit: 1n << 26n });
  assert.equal(far.field, 'heap');
  // Anything else thrown in a worker crosses as its text, without a code.
  const other = crossed(new TypeError('boom'));
  assert.deepEqual([other.message, other.code, other.params], ['boom', null, null]);
});

test("a worker's failed build is said with its numbers, in English and in German", () => {
  const failed = crossed(coreError('…', 'period-not-found', null, { bound: 33554432n }));
  const outside = crossed(coreError('…', 'not-in-regime', null, { a: 5n, delta: 16n, what: 'classes' }));
  const said = {};
  for (const lang of ['en', 'de']) {
    const t = translator(lang);
    said[lang] = [t(describeError(failed)), t(describeError(outside))];
    for (const text of said[lang]) assert.doesNotMatch(text, /\$|\{|\}|unknown/i, text);
    // The bound's digits, grouped as the language groups them.
    assert.equal(said[lang][0].replace(/\D/g, ''), '33554432', said[lang][0]);
    assert.match(said[lang][1], /a = 5, δ = 16/);
  }
  assert.match(said.en[0], /33,554,432/);
  assert.match(said.en[1], /^The classes of Theorem 1 are proven only/);
  assert.match(said.de[1], /^Die Klassen aus Satz 1 sind nur im primitiv-quadratischen Regime bewiesen/);
  assert.notEqual(said.en[0], said.de[0]);
});

test("an error of the glue in the worker crosses with the code the page's own glue gives it", async () => {
  const wasm = readFileSync(new URL('../../www/pkg/asg_full_bg.wasm', import.meta.url));
  const module = new WebAssembly.Module(wasm);
  // The worker's global scope: its replies are kept here.
  const replies = [];
  globalThis.self = { postMessage: (m) => replies.push(m), addEventListener() {}, onmessage: null };
  await import('../../www/src/core/worker.ts');
  const worker = globalThis.self;
  // A list of games that is no list: wasm-bindgen's glue throws a plain TypeError on it.
  const request = { id: 1, kind: 'landscape', module, amax: 1, dmax: 1, listed: { a: null, delta: null } };
  await worker.onmessage({ data: request });
  const failure = replies.find((r) => r.id === 1 && 'error' in r);
  assert.ok(failure, JSON.stringify(replies));
  // The page's full core, the public entry as the page loads it, failing on the same call.
  const full = await import('../../www/pkg/asg_full.js');
  let page = null;
  try {
    full.LandscapeJob.listed(null, null);
  } catch (e) {
    page = encodeError(e);
  }
  assert.ok(page?.code, 'the page has a code for it');
  const { code, field, params } = failure.error;
  assert.deepEqual({ code, field, params }, { code: page.code, field: page.field, params: page.params });
  delete globalThis.self;
});
