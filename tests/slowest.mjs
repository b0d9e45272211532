// A node:test reporter that prints, once every file has run, the slowest tests and the time of
// each file, so that a run's log shows where its minutes went. Used beside the spec reporter:
//   node --test --test-reporter=spec --test-reporter-destination=stdout \
//     --test-reporter=./tests/slowest.mjs --test-reporter-destination=stdout tests/e2e/
import { basename } from 'node:path';

const SHOWN = 12;

export default async function* slowest(source) {
  const tests = [];
  const files = new Map();
  // The nesting of the last test ended in each file: a test ending after a deeper one had subtests.
  const last = new Map();
  for await (const { type, data } of source) {
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    const file = data.file ? basename(data.file) : '';
    const ms = data.details?.duration_ms ?? 0;
    const parent = (last.get(file) ?? -1) > data.nesting;
    last.set(file, data.nesting);
    if (data.nesting === 0) files.set(file, (files.get(file) ?? 0) + ms);
    if (data.details?.type !== 'suite' && !parent) tests.push({ name: data.name, file, ms });
  }
  if (tests.length === 0) return;
  const s = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
  yield `\nThe ${Math.min(SHOWN, tests.length)} slowest of ${tests.length} tests:\n`;
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) yield `${s(t.ms)}  ${t.file}: ${t.name}\n`;
  yield '\nEach file (the files run side by side):\n';
  for (const [file, ms] of [...files].sort((a, b) => b[1] - a[1])) yield `${s(ms)}  ${file}\n`;
}
