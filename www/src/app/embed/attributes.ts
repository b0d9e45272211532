// What an embed's attributes get wrong, said by name: an attribute the explorer does not read
// (with the nearest one it does: `detla` → `delta`), and an `a` with neither `delta` nor `b`
// beside it, which would otherwise show a game nobody asked for; and the attributes as the URL
// parameters the explorer reads.
import { PARAMS } from '../../state/query.ts';
import { type Message, msg, verbatim } from '../../text/languages.ts';

/** Attributes any HTML element may carry: never a mistake on the embed. */
const GLOBAL = new Set([
  'id',
  'class',
  'style',
  'title',
  'dir',
  'hidden',
  'slot',
  'part',
  'exportparts',
  'is',
  'inert',
  'tabindex',
  'translate',
  'draggable',
  'spellcheck',
  'autofocus',
  'accesskey',
  'nonce',
  'role',
  'popover',
  'itemscope',
  'itemprop',
  'itemtype',
  'itemid',
  'itemref',
  'contenteditable',
  'enterkeyhint',
  'inputmode',
  'autocapitalize',
  'writingsuggestions',
]);

/** True for a name the explorer or the platform reads (data-*, aria-* and on* included). */
function known(name: string): boolean {
  return (PARAMS as readonly string[]).includes(name) || GLOBAL.has(name) || /^(data-|aria-|on)/.test(name);
}

/** Edits from `s` to `t`: insertions, deletions, substitutions and swaps of two neighbours. */
export function editDistance(s: string, t: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= s.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= t.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const up = rows[i - 1] ?? [];
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return rows[s.length]?.[t.length] ?? 0;
}

/**
 * The explorer's attribute nearest to `name`, or null: two edits at most, and fewer than either
 * name has letters (so that `src` is not taken for `r`).
 */
export function nearestName(name: string): string | null {
  let best: string | null = null;
  let least = Number.POSITIVE_INFINITY;
  for (const p of PARAMS) {
    const d = editDistance(name, p);
    if (d <= Math.min(2, name.length - 1, p.length - 1) && d < least) [best, least] = [p, d];
  }
  return best;
}

/** What is wrong with the attributes of `element`, as messages for its notice (none when all is well). */
export function attributeProblems(element: Element): Message[] {
  const problems: Message[] = [];
  for (const { name } of element.attributes) {
    if (known(name)) continue;
    const nearest = nearestName(name);
    problems.push(
      nearest
        ? msg('embed-unknown-attribute', { name: verbatim(name), nearest: verbatim(nearest) })
        : msg('embed-unknown-attribute-far', { name: verbatim(name), known: verbatim(PARAMS.join(', ')) }),
    );
  }
  const a = element.getAttribute('a');
  if (a !== null && !element.hasAttribute('delta') && !element.hasAttribute('b'))
    problems.push(msg('embed-missing-second', { a: verbatim(a.slice(0, 24)) }));
  return problems;
}

/**
 * The attributes of `host` as URL parameters. An `a` with neither `delta` nor `b` asks for an
 * empty δ, so that no game is shown as if it were the one asked for (the notice says what is missing).
 */
export function attributeQuery(host: Element): string {
  const q = new URLSearchParams();
  for (const name of PARAMS) {
    const value = host.getAttribute(name);
    if (value !== null) q.set(name, value);
  }
  if (q.has('a') && !q.has('delta') && !q.has('b')) q.set('delta', '');
  return `?${q}`;
}
