// Every relative link and image of the documents (README.md, docs/, python/, the page's folder
// READMEs) points at a file that exists, and every #anchor at a heading of its target, named as
// GitHub names headings.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The Markdown files under `dir` (relative to the root), subfolders included. */
function markdownUnder(dir) {
  return readdirSync(join(ROOT, dir), { recursive: true })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(dir, name));
}

const DOCUMENTS = ['README.md', ...markdownUnder('docs'), ...markdownUnder('python'), ...markdownUnder('www/src')];

/** The lines outside fenced code blocks, with their numbers. */
function proseLines(text) {
  const lines = [];
  let fence = null;
  text.split('\n').forEach((line, i) => {
    const marker = line.match(/^\s*(```+|~~~+)/);
    if (marker) {
      if (fence === null) fence = marker[1];
      else if (marker[1].startsWith(fence)) fence = null;
      return;
    }
    if (fence === null) lines.push([i + 1, line]);
  });
  return lines;
}

/** GitHub's anchor for a heading: its text as rendered, lower case, punctuation dropped, spaces as hyphens. */
function slug(heading) {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '');
  return rendered
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a document's headings; a repeated one gets -1, -2, … as on GitHub. */
function anchors(text) {
  const seen = new Map();
  const found = new Set();
  for (const [, line] of proseLines(text)) {
    const heading = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!heading) continue;
    const base = slug(heading[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    found.add(n === 0 ? base : `${base}-${n}`);
  }
  return found;
}

/** Every link and image target of a document, with its line number. */
function links(text) {
  const found = [];
  for (const [number, line] of proseLines(text)) {
    for (const m of line.replace(/`[^`]*`/g, '').matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      found.push([number, m[1]]);
  }
  return found;
}

/** What is wrong with one link of `from` (a path relative to the root), or null. */
function broken(from, target) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  const [path, anchor] = target.split('#', 2);
  const file = path === '' ? join(ROOT, from) : join(ROOT, dirname(from), decodeURI(path));
  if (!existsSync(file)) return `no file ${relative(ROOT, file)}`;
  if (anchor === undefined) return null;
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return `an anchor into ${relative(ROOT, file)}`;
  if (!anchors(readFileSync(file, 'utf8')).has(decodeURIComponent(anchor))) {
    return `no heading #${anchor} in ${relative(ROOT, file)}`;
  }
  return null;
}

test('headings are named as GitHub names them', () => {
  assert.equal(slug('The format (version 1)'), 'the-format-version-1');
  assert.equal(
    slug('Self-study: the tour, practice, play, the glossary'),
    'self-study-the-tour-practice-play-the-glossary',
  );
  assert.equal(slug('Numbers before `Intl`'), 'numbers-before-intl');
  assert.equal(slug('a = 5, δ = 7'), 'a--5-δ--7');
  assert.deepEqual([...anchors('# A\n## B\n```\n# not a heading\n```\n## B\n')], ['a', 'b', 'b-1']);
});

test('the documents are found, and they link to each other', () => {
  for (const page of [
    'README.md',
    'docs/architecture.md',
    'docs/testing.md',
    'python/README.md',
    'www/src/README.md',
  ]) {
    assert.ok(DOCUMENTS.includes(page), `${page} is checked`);
  }
  const readme = links(readFileSync(join(ROOT, 'README.md'), 'utf8')).map(([, target]) => target);
  assert.ok(readme.filter((t) => t.startsWith('docs/')).length >= 8, 'the README links the docs');
});

test('every relative link and image of the documents resolves, anchors included', () => {
  const problems = [];
  let checked = 0;
  for (const document of DOCUMENTS) {
    for (const [line, target] of links(readFileSync(join(ROOT, document), 'utf8'))) {
      checked++;
      const problem = broken(document, target);
      if (problem) problems.push(`${document}:${line}: (${target}) ${problem}`);
    }
  }
  assert.ok(checked >= 40, `links checked: ${checked}`);
  assert.deepEqual(problems, []);
});
