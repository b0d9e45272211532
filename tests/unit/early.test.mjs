// The page's wasm module compiled early (core/early.ts): prefetch.js starts the compile once, and
// core.ts takes it over once; a compile that fails is no unhandled rejection, and whoever takes
// it hears of the failure (core.ts then loads the module itself).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compiledEarly, compileEarly } from '../../www/src/core/early.ts';

/** Runs `body` with fetch and WebAssembly.compileStreaming replaced by counting fakes. */
async function withFakes(compile, body) {
  const saved = { fetch: globalThis.fetch, compileStreaming: WebAssembly.compileStreaming };
  const asked = [];
  globalThis.fetch = (url) => {
    asked.push(url);
    return Promise.resolve({ url });
  };
  WebAssembly.compileStreaming = compile;
  try {
    await body(asked);
  } finally {
    globalThis.fetch = saved.fetch;
    WebAssembly.compileStreaming = saved.compileStreaming;
  }
}

test('the module compiled early is fetched once and taken over once', async () => {
  const module = { compiled: true };
  await withFakes(
    (response) => Promise.resolve(response).then(() => module),
    async (asked) => {
      const url = 'http://site.test/pkg/asg_bg.wasm';
      compileEarly(url);
      compileEarly(url);
      assert.deepEqual(asked, [url]);
      assert.equal(await compiledEarly(url), module);
      assert.equal(compiledEarly(url), null);
      // Taken: a later start compiles nothing.
      compileEarly(url);
      assert.deepEqual(asked, [url]);
      assert.equal(compiledEarly('http://site.test/other.wasm'), null);
    },
  );
});

test('a compile that fails is the taker’s to hear of, not an unhandled rejection', async () => {
  await withFakes(
    () => Promise.reject(new TypeError('Incorrect response MIME type')),
    async () => {
      const url = 'http://site.test/wrong-type/asg_bg.wasm';
      compileEarly(url);
      // An unhandled rejection would fail this test file (node --test).
      await new Promise((ok) => setTimeout(ok, 10));
      await assert.rejects(compiledEarly(url), /MIME/);
    },
  );
});
