// The explorer's words in the reader's language: one Fluent catalogue per language
// (www/locales/<lang>.ftl), fetched when first needed (an English page fetches the English one
// only), with the language's plural rules and number formats. Every text a person sees or hears
// comes from here; the mathematics (formulas, symbols) is the same in every language, and numbers
// are written as the language writes them (format.ts).
/*! Includes @fluent/bundle, Copyright Mozilla Foundation, Apache License 2.0 (https://www.apache.org/licenses/LICENSE-2.0) */
import { FluentBundle, type FluentFunction, FluentNumber, FluentType, type FluentVariable } from '@fluent/bundle';
import { siteFile } from '../core/where.ts';
import { Catalogue } from './catalogue.ts';
import { keepClosing, type Pieces } from './closing.ts';
import { fetchEarly } from './early.ts';
import { formatList, formatPercent, formatSet, formatShare, formatWhole, keepTogether } from './format.ts';
import { type Lang, type ListItem, type Message, type MessageArgs, PSEUDO, TAGS } from './languages.ts';

/** Makes a glossary term's button (glossary.ts) from its id and the text the message gives it. */
export type TermMaker = (id: string, text: string) => Node;

/**
 * The translator of one language: `t(id, args)` (or `t(message)`) is the message in its words.
 * Arguments that are numbers or BigInts are whole numbers (exact, grouped, choosing plurals);
 * arguments that are messages are said themselves.
 */
export interface Translator {
  (id: string | Message, args?: MessageArgs): string;
  /** The language, and its BCP 47 tag. */
  readonly lang: Lang;
  readonly tag: string;
  /** True when the catalogue has message `id`. */
  has(id: string): boolean;
  /**
   * The message as text and DOM nodes: arguments that are nodes take their place in it, verbatim
   * ones are set as code, and the glossary's terms become what `term` makes of them (buttons).
   * `t.nodes(message, term)` for a message of languages.ts.
   */
  nodes(id: string | Message, args?: MessageArgs | TermMaker | null, term?: TermMaker | null): Pieces;
  /** `part` as a share of `whole` (numbers or BigInts), in the language's percent format. */
  share(part: number | bigint, whole: number | bigint): string;
  /** Items (text, or whole numbers in the language's digit groups) joined as the language lists them ("a, b and c"). */
  list(items: readonly unknown[]): string;
  /** A whole number (a number or a BigInt) in the language's digit groups, exactly. */
  whole(n: number | bigint): string;
}

/** Reports a fault of a catalogue (a message missing, a pattern that fails) as an uncaught error would be, and goes on. */
function fault(text: string): void {
  globalThis.reportError?.(new Error(`asg: ${text}`));
}

/**
 * A whole number for a message: shown exactly in the digit groups of language `tag` (BigInts
 * past 2^53 too), and choosing plural forms by its value.
 */
class Whole extends FluentNumber {
  constructor(
    readonly exact: number | bigint,
    private readonly tag: string,
  ) {
    super(Number(exact));
  }

  override toString(): string {
    return formatWhole(this.exact, this.tag);
  }
}

/** The exact value of a whole number a message hands to a function. */
const exact = (v: FluentVariable): number | bigint => {
  if (v instanceof Whole) return v.exact;
  const value = v instanceof FluentType ? v.valueOf() : v;
  return typeof value === 'bigint' ? value : Number(value);
};

/** The pseudo-language's letters: every ASCII letter accented, so words not from the catalogue stand out. */
const PLAIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ACCENTED = [...'ȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑ'];
const pseudo = (text: string): string => text.replace(/[A-Za-z]/g, (ch) => ACCENTED[PLAIN.indexOf(ch)] ?? ch);

/** The words between a list's items in `lang`: Intl's, accented in the pseudo-language. */
const joins = (lang: Lang): ((text: string) => string) => (lang === PSEUDO ? pseudo : (s) => s);

/** Marks a DOM node's place in a formatted message (private-use characters, never in a catalogue). */
const MARK = '\u{F0000}';

/**
 * What of a formatted message a reader never sees: the marks, and a term's id after one. A node's
 * number between two stays, standing for the node as a word would (a variable, a value).
 */
const MARKS = new RegExp(`${MARK}(?:t:[^:${MARK}]*:)?`, 'gu');

const catalogues = new Map<Lang, Promise<Translator>>();

/**
 * The messages of `lang` (one of LANGUAGES, or PSEUDO): resolves to a translator `t`. A fetch
 * that failed is made again by the next caller.
 */
export function loadMessages(lang: Lang): Promise<Translator> {
  let loading = catalogues.get(lang);
  if (!loading) {
    loading = fetchMessages(lang).catch((e: unknown) => {
      catalogues.delete(lang);
      throw e;
    });
    catalogues.set(lang, loading);
  }
  return loading;
}

async function fetchMessages(lang: Lang): Promise<Translator> {
  const file = lang === PSEUDO ? 'en' : lang;
  // The request prefetch.ts may have started already.
  const response = await fetchEarly(siteFile(`locales/${file}.ftl`).href);
  if (!response.ok) throw new Error(`the ${file} messages could not load (HTTP ${response.status})`);
  return translatorFor(await response.text(), lang);
}

/** Whether `t.nodes` is formatting: then terms leave marks for their buttons. */
interface Marking {
  on: boolean;
}

/**
 * A term of the glossary in a message, `{ TERM("mex", text: "mex") }`: its text, or, while
 * `t.nodes` formats, a mark for the term's button to take its place.
 */
class Term extends FluentType<string> {
  constructor(
    readonly id: string,
    text: string,
    readonly marking: boolean,
  ) {
    super(text);
  }

  override toString(): string {
    return this.marking ? `${MARK}t:${this.id}:${this.value}${MARK}` : this.value;
  }
}

/**
 * The translator of catalogue `text` (Fluent's syntax) for language `lang`; `missing(id)` hears
 * of a message the catalogue lacks (said as its id), which is otherwise reported as a fault.
 */
export function translatorFor(text: string, lang: Lang, missing?: (id: string) => void): Translator {
  const transform = lang === PSEUDO ? pseudo : (s: string) => s;
  const marking: Marking = { on: false };
  const TERM: FluentFunction = ([id], { text: shown }) =>
    new Term(String(id), transform(String(shown ?? id)), marking.on);
  // { SET($a, $b, $ab) }: a set of numbers, its separators never mistaken for digit groups.
  const SET: FluentFunction = (numbers) => formatSet(numbers.map(exact), TAGS[lang]);
  // { PERCENT($percent) }: a whole percentage as the language writes it (42%, 42 %).
  const PERCENT: FluentFunction = ([percent]) =>
    percent === undefined ? '' : formatPercent(exact(percent), TAGS[lang]);
  const functions = { TERM, SET, PERCENT };
  const bundle = new FluentBundle(TAGS[lang], { useIsolating: false, transform, functions });
  const catalogue = new Catalogue(bundle, text, (id) =>
    fault(`the ${lang} catalogue has errors: Error: Attempt to override an existing message: "${id}"`),
  );
  return translator(catalogue, lang, marking, missing);
}

/**
 * The translator of a catalogue: `t(id, args)` (or `t({ id, args })`) is the message in the
 * catalogue's language. Arguments that are numbers or BigInts are whole numbers (exact, grouped,
 * and choosing plurals); arguments that are `{ id, args }` are messages themselves.
 */
function translator(
  catalogue: Catalogue,
  lang: Lang,
  marking: Marking,
  missing: (id: string) => void = (id) => fault(`no message "${id}" in ${lang}`),
): Translator {
  const { bundle } = catalogue;
  const format = (id: string | Message, args?: MessageArgs): string => {
    if (typeof id === 'object') return format(id.id, id.args);
    const message = catalogue.message(id);
    if (!message?.value) {
      missing(id);
      return id;
    }
    const errors: Error[] = [];
    const text = bundle.formatPattern(message.value, prepare(args, format, lang), errors);
    if (errors.length) fault(`message "${id}" in ${lang}: ${errors.join('; ')}`);
    // Chinese and Japanese lines break only where a typesetter would: no-break runs around numbers and formulas.
    return keepTogether(text, TAGS[lang], MARKS);
  };
  const nodes = (id: string | Message, args?: MessageArgs | TermMaker | null, term?: TermMaker | null): Pieces => {
    // t.nodes(message, term) for a message of languages.ts.
    if (typeof id === 'object') return nodes(id.id, id.args, typeof args === 'function' ? args : term);
    const placed: Node[] = [];
    const plain: Record<string, MessageArgs[string]> = {};
    for (const [k, v] of Object.entries(typeof args === 'function' ? {} : (args ?? {}))) {
      const node = isVerbatim(v) ? code(v.verbatim) : v;
      if (typeof Node !== 'undefined' && node instanceof Node) {
        plain[k] = `${MARK}${placed.length}${MARK}`;
        placed.push(node);
      } else plain[k] = v;
    }
    marking.on = Boolean(term);
    let text: string;
    try {
      text = format(id, plain);
    } finally {
      marking.on = false;
    }
    // A node can stand in one place only: a message that names it twice gets a copy.
    const used = new Set<Node>();
    const place = (k: string): Node | string => {
      const node = placed[Number(k)];
      if (!node) return k;
      if (!used.has(node)) {
        used.add(node);
        return node;
      }
      return node.cloneNode(true);
    };
    const terms = new Set<Node | string>();
    const piece = (part: string): Node | string => {
      if (!part.startsWith('t:')) return place(part);
      const [, termId = '', ...shown] = part.split(':');
      if (!term) return shown.join(':');
      const button = term(termId, shown.join(':'));
      terms.add(button);
      return button;
    };
    return keepClosing(
      text
        .split(MARK)
        .map((part, i) => (i % 2 ? piece(part) : part))
        .filter((part) => part !== ''),
      terms,
    );
  };
  return Object.assign(format, {
    lang,
    tag: TAGS[lang],
    has: (id: string) => catalogue.has(id),
    nodes,
    share: (part: number | bigint, whole: number | bigint) => formatShare(part, whole, TAGS[lang]),
    list: (items: readonly unknown[]) =>
      formatList(
        items.map((x) => (typeof x === 'bigint' ? formatWhole(x, TAGS[lang]) : x)),
        TAGS[lang],
        joins(lang),
      ),
    whole: (n: number | bigint) => formatWhole(n, TAGS[lang]),
  });
}

/** True for a range [lo, hi] of whole numbers in a list. */
function isRange(v: ListItem): v is readonly [number | bigint, number | bigint] {
  return Array.isArray(v);
}

/** True for verbatim text (languages.ts). */
function isVerbatim(v: unknown): v is { verbatim: string } {
  return typeof v === 'object' && v !== null && 'verbatim' in v && typeof v.verbatim === 'string';
}

/** True for a message (languages.ts; its arguments may be left out). */
function isMessage(v: unknown): v is Message {
  return typeof v === 'object' && v !== null && 'id' in v && typeof v.id === 'string';
}

/** Message arguments as Fluent takes them (`lang` for numbers and lists). */
function prepare(
  args: MessageArgs | undefined,
  format: (id: string | Message) => string,
  lang: Lang,
): Record<string, FluentVariable> | null {
  if (!args) return null;
  const out: Record<string, FluentVariable> = {};
  const tag = TAGS[lang];
  // A list's item: a message, a whole number, a range [lo, hi] of them, or text.
  const item = (v: ListItem): string =>
    isRange(v)
      ? v.map((x) => formatWhole(x, tag)).join('–')
      : typeof v === 'object'
        ? format(v)
        : typeof v === 'bigint'
          ? formatWhole(v, tag)
          : String(v);
  for (const [k, v] of Object.entries(args)) {
    if (typeof v === 'bigint' || (typeof v === 'number' && Number.isInteger(v))) out[k] = new Whole(v, tag);
    else if (typeof v === 'string' || typeof v === 'number') out[k] = v;
    // Nothing (or a value of another kind) from an untyped caller: Fluent reports it as missing.
    else if (typeof v !== 'object' || v === null) continue;
    else if (isVerbatim(v)) out[k] = v.verbatim;
    else if ('list' in v && Array.isArray(v.list)) out[k] = formatList(v.list.map(item), tag, joins(lang));
    else if (isMessage(v)) out[k] = format(v);
    else out[k] = String(v);
  }
  return out;
}

/** Verbatim text in a message, as the page shows it: in code type, the same in every language. */
function code(text: string): HTMLElement {
  const node = document.createElement('code');
  node.className = 'asg-verbatim';
  node.textContent = text;
  return node;
}
