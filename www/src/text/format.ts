// Numbers for people, as the reader's language writes them: whole numbers exact at any size
// (BigInts past 2^53 too) in the language's digit groups, percentages and lists by Intl, and
// sets whose separators cannot be taken for a digit group. Never in exponent notation.

/** How a language writes numbers: its digit groups, its percent pattern, its decimal sign. */
interface Written {
  group: string;
  percent: string;
  decimal: string;
}

/**
 * What Intl writes in each of the explorer's languages (by BCP 47 tag): the digit-group
 * separator, the percent pattern and the decimal sign. The page writes its numbers from this
 * table and never makes an Intl.NumberFormat for these languages: making the first one loads
 * Intl's data, 40–75 ms of one task on a fresh page. tests/unit/numbers.test.mjs checks that the
 * table gives exactly what Intl gives. German groups with a narrow no-break space, as DIN 5008
 * and German school mathematics write large numbers, where Intl's "de" writes a point.
 */
const WRITTEN: Readonly<Record<string, Written>> = {
  en: { group: ',', percent: '#%', decimal: '.' },
  de: { group: '\u202f', percent: '#\u00a0%', decimal: ',' },
  'zh-Hans': { group: ',', percent: '#%', decimal: '.' },
  ja: { group: ',', percent: '#%', decimal: '.' },
  'en-XA': { group: ',', percent: '#%', decimal: '.' },
};

/** The languages (by tag) whose digit groups are not Intl's, and what they are instead. */
const GROUPS: Readonly<Record<string, string>> = { de: '\u202f' };

/** A language's number formatters. */
interface Formats {
  whole: (n: bigint) => string;
  percent: Intl.NumberFormat;
  share: Intl.NumberFormat;
}

/** Intl's formatters by tag, made once each: for languages the table does not hold. */
const made = new Map<string, Formats>();

/**
 * Makes Intl's number formatters of `tag` now (the page uses them only for a language the table
 * does not hold; tests make them to compare). Returns them.
 */
export function makeNumberFormats(tag: string): Formats {
  const known = made.get(tag);
  if (known) return known;
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const group = GROUPS[tag];
  const formats: Formats = {
    whole: group
      ? (n) =>
          whole
            .formatToParts(n)
            .map((p) => (p.type === 'group' ? group : p.value))
            .join('')
      : (n) => whole.format(n),
    percent: new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }),
    share: new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  };
  made.set(tag, formats);
  return formats;
}

/** Intl's formatters of `tag` when the table does not hold it; else null (the table writes it). */
function formats(tag: string): Formats | null {
  return tag in WRITTEN ? null : makeNumberFormats(tag);
}

/** How `tag` writes numbers (English for a tag not listed). */
const written = (tag: string): Written => WRITTEN[tag] ?? { group: ',', percent: '#%', decimal: '.' };

/** Decimal digits in groups of three, separated by `group`. */
function grouped(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, group);
}

/**
 * A whole number (a number or a BigInt, rounded if it is a number) in the digit groups of
 * language `tag` (a BCP 47 tag, `t.tag`), exactly: 55,651 in English, 55 651 in German.
 */
export function formatWhole(n: number | bigint, tag: string): string {
  const value = typeof n === 'bigint' ? n : Math.round(Number(n));
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  const whole = BigInt(value);
  // Below 1000 every language here writes the plain digits.
  if (whole > -1000n && whole < 1000n) return whole.toString();
  const f = formats(tag);
  return f ? f.whole(whole) : grouped(whole.toString(), written(tag).group);
}

/** A whole percentage (a number of hundredths, 0–100) as language `tag` writes it: 42%, 42 %. */
export function formatPercent(percent: number | bigint, tag: string): string {
  const f = formats(tag);
  return f ? f.percent.format(Number(percent) / 100) : written(tag).percent.replace('#', formatWhole(percent, tag));
}

/** `part` as a share of `whole` (numbers or BigInts), with one decimal, as language `tag` writes it. */
export function formatShare(part: number | bigint, whole: number | bigint, tag: string): string {
  const w = Number(whole);
  const x = w ? Number(part) / w : 0;
  const f = formats(tag);
  // Tenths of a percent: x to three decimals.
  const tenths = f ? null : roundedAt(x, 3);
  if (tenths === null) return (f ?? makeNumberFormats(tag)).share.format(x);
  const { decimal, percent } = written(tag);
  return percent.replace('#', `${formatWhole(tenths / 10n, tag)}${decimal}${tenths % 10n}`);
}

/**
 * x · 10^places rounded as Intl rounds x to `places` decimals: its shortest decimal (String(x))
 * cut there, a tie away from zero. Null for a negative number, NaN, and one JavaScript writes
 * with an exponent (those go to Intl).
 */
function roundedAt(x: number, places: number): bigint | null {
  const text = String(x);
  if (!(x >= 0) || text.includes('e')) return null;
  const [int = '0', frac = ''] = text.split('.');
  const digits = frac.padEnd(places + 1, '0');
  const up = (digits[places] ?? '0') >= '5' ? 1n : 0n;
  return BigInt(int) * 10n ** BigInt(places) + BigInt(digits.slice(0, places) || '0') + up;
}

/**
 * A number with at most `places` decimals (trailing zeros dropped), as language `tag` writes it:
 * 0.667 in English, 0,667 in German. The language's table writes it, rounding as Intl does (the
 * number's shortest decimal, a tie away from zero); Intl writes other languages and numbers that
 * JavaScript writes with an exponent.
 */
export function formatDecimal(x: number, places: number, tag: string): string {
  const scaled = tag in WRITTEN ? roundedAt(x, places) : null;
  if (scaled === null) return new Intl.NumberFormat(tag, { maximumFractionDigits: places }).format(x);
  const scale = 10n ** BigInt(places);
  const fraction = (scaled % scale).toString().padStart(places, '0').replace(/0+$/, '');
  const whole = formatWhole(scaled / scale, tag);
  return fraction ? `${whole}${written(tag).decimal}${fraction}` : whole;
}

const lists = new Map<string, Intl.ListFormat>();

/**
 * Languages that join every item with 、 (2、5、7): Intl's long style writes Chinese "2、5和7",
 * with 和 against the last number and no space; the narrow style is how a Chinese or Japanese
 * text lists numbers.
 */
const NARROW_LISTS: ReadonlySet<string> = new Set(['zh-Hans', 'ja']);

/**
 * Items (text) joined as language `tag` lists them ("a, b and c"; Chinese and Japanese 2、5、7).
 * Where an item has a comma of its own (a number in English digit groups), the list's commas
 * become semicolons, as English style guides ask of lists whose items contain commas. `joins`
 * rewrites the words between items (the pseudo-language accents its "and").
 */
export function formatList(items: readonly unknown[], tag: string, joins = (s: string) => s): string {
  let list = lists.get(tag);
  if (!list) {
    list = new Intl.ListFormat(tag, { type: 'conjunction', style: NARROW_LISTS.has(tag) ? 'narrow' : 'long' });
    lists.set(tag, list);
  }
  const texts = items.map(String);
  const commas = texts.some((x) => x.includes(','));
  return list
    .formatToParts(texts)
    .map((p) => (p.type === 'literal' ? joins(commas ? p.value.replace(/,/g, ';') : p.value) : p.value))
    .join('');
}

/**
 * A set of whole numbers in braces, {5, 12, 17}: its elements apart by ", " unless one of them
 * has a comma in its digit groups, then by "; " ({55,651; 55,752; 111,403}), so that a group
 * is never taken for a new element.
 */
export function formatSet(numbers: readonly (number | bigint)[], tag: string): string {
  const texts = numbers.map((n) => formatWhole(n, tag));
  return `{${texts.join(texts.some((x) => x.includes(',')) ? '; ' : ', ')}}`;
}

/** Chinese and Japanese characters: Han, kana, and their punctuation and full-width forms. */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303f\\u30fc\\uff00-\\uffef';

/** Signs of a formula's operations and relations: the spaces either side of one hold the formula together. */
const SIGNS = '=<>≤≥≠+−·×∣∤→∖∩∪∈';

/** Brackets at most this long (from one to the other) hold one term, kept on one line: gcd(a, δ), （定理 7）. */
const SHORT_BRACKETS = 16;

/** A formula's run longer than this (in characters) may still break after its relation signs. */
const LONG_FORMULA = 30;

/** The languages whose text wraps between any two characters, where a space is not the only break. */
const CJK_TAGS: ReadonlySet<string> = new Set(['zh-Hans', 'ja']);

const NBSP = '\u00a0';

/** Where a text's lines must not break: spaces to make no-break, characters a word joiner must follow. */
interface Kept {
  spaces: Set<number>;
  joined: Set<number>;
}

/** The indices (in `text`) of the matches of `pattern` (a global regular expression). */
const at = (text: string, pattern: RegExp): number[] => [...text.matchAll(pattern)].map((m) => m.index);

const AFTER_WORD = new RegExp(`(?<=[^\\s${CJK}]) (?=[${CJK}])`, 'gu');
/** Words a number or a letter names together with (定理 7, 第 3 步, ステップ 3, 山 24, 堆 x, 値 0). */
const NAMED = /(?<=定理|第|ステップ|山|堆|値|值) (?=[\p{Script=Latin}\p{Script=Greek}\d])/gu;
// A division's slash counts as a sign only with a space either side (x · 35 / 130), never in an address.
const BY_SIGN = new RegExp(`(?<=[${SIGNS}]|\\bmod| /) | (?=[${SIGNS}]|mod\\b|/ )`, 'gu');
// Only inside brackets (⌊n/δ⌋, (n/a)): an address's slashes stay as they are, to be copied.
const SLASH = /(?<=[⌊(][^\s/⌋)]{1,8})\/(?=[^\s/]{1,8}[⌋)])/gu;
const HYPHEN = new RegExp(`(?<=[\\p{L}\\p{N})])-(?=[${CJK}])`, 'gu');
const RUN = new RegExp(`[^ \\n${CJK}]+`, 'gu');

/** Where the lines of `text` (as a reader sees it) must not break, by the rules of keepTogether. */
function kept(text: string): Kept {
  const spaces = new Set<number>();
  const joined = new Set<number>();
  // Short brackets (ASCII or full-width) hold one term: gcd(a, δ), （定理 7）.
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (ch === '(' || ch === '（') open.push(i);
    else if (ch === ')' || ch === '）') {
      const from = open.pop();
      if (from !== undefined && i - from <= SHORT_BRACKETS)
        for (let k = from; k < i; k++) if (text[k] === ' ') spaces.add(k);
    }
  }
  // A number, a letter or a formula's end, then Chinese or Japanese; either side of a sign (or mod);
  // a theorem, a step, a heap or a value and its number.
  for (const i of [...at(text, AFTER_WORD), ...at(text, BY_SIGN), ...at(text, NAMED)]) spaces.add(i);
  // A hyphen between a letter or a number and Chinese or Japanese; a slash inside a formula (⌊n/δ⌋).
  for (const i of [...at(text, HYPHEN), ...at(text, SLASH)]) joined.add(i);
  // A bar or a dash before a no-break space: the line could still break after it (|W3| = a²).
  for (const i of spaces) if (text[i - 1] === '|' || text[i - 1] === '–') joined.add(i - 1);
  // A formula too long to keep whole on a phone's line breaks after its relation signs.
  const marked = [...text].map((ch, i) => (spaces.has(i) ? NBSP : ch)).join('');
  for (const m of marked.matchAll(RUN)) {
    if (m[0].length <= LONG_FORMULA) continue;
    for (let k = m.index; k < m.index + m[0].length; k++)
      if (marked[k] === NBSP && '=<>≤≥≠'.includes(marked[k - 1] ?? '')) spaces.delete(k);
  }
  return { spaces, joined };
}

/**
 * A message's text in language `tag` with its line breaks where a Chinese or Japanese typesetter
 * puts them, for the browser to keep: a number or a letter standing for one stays with the word
 * after it (5 個, δ 個ごとに, mex 規則), a short formula stays on one line (n = 6, a(3δ + a),
 * q·a mod δ, ⌊n/δ⌋, gcd(a, δ), （定理 7）), a theorem, a step or a heap keeps its number (定理 1,
 * 第 3 步, 山 24), and a hyphened term keeps its halves (P-ポジション).
 * Its spaces become no-break spaces there (a word joiner follows a hyphen, a slash or a bar,
 * after which a browser would break anyway); a long formula may still break after a relation sign, as a formula in a
 * paragraph does. Parts of the text that `hidden` matches (marks for what takes their place)
 * count for nothing. Other languages' text is returned as it is.
 */
export function keepTogether(text: string, tag: string, hidden?: RegExp): string {
  if (!CJK_TAGS.has(tag) || !/[ -]/.test(text)) return text;
  // The text as a reader sees it, and where each of its UTF-16 units stands in `text`.
  let seen = '';
  const from: number[] = [];
  let last = 0;
  const add = (end: number): void => {
    for (let i = last; i < end; i++) {
      seen += text[i];
      from.push(i);
    }
  };
  for (const m of hidden ? text.matchAll(hidden) : []) {
    add(m.index);
    last = m.index + m[0].length;
  }
  add(text.length);
  const { spaces, joined } = kept(seen);
  const out = text.split('');
  for (const i of spaces) {
    const j = from[i];
    if (j !== undefined) out[j] = NBSP;
  }
  for (const i of joined) {
    const j = from[i];
    if (j !== undefined) out[j] += '\u2060';
  }
  return out.join('');
}

/** `text` without the glue keepTogether adds (no-break spaces as spaces, no word joiners): for data, not for reading. */
export function unglued(text: string): string {
  return text.replace(/\u00a0/g, ' ').replace(/\u2060/g, '');
}
