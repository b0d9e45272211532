// The explorer's words in the reader's language: one Fluent catalogue per language
// (www/locales/<lang>.ftl), fetched when first needed (an English page fetches the English one
// only), with the language's plural rules and number formats. Every text a person sees or hears
// comes from here; the mathematics (formulas, symbols) is the same in every language, and numbers
// are written as the language writes them (format.js).
import { FluentBundle, FluentNumber, FluentResource, FluentType } from '../vendor/fluent.js';
import { formatList, formatPercent, formatSet, formatShare, formatWhole } from './format.js';
import { PSEUDO, TAGS } from './languages.js';

/**
 * A whole number for a message: shown exactly in the digit groups of language `tag` (BigInts
 * past 2^53 too), and choosing plural forms by its value.
 */
class Whole extends FluentNumber {
  constructor(value, tag) {
    super(Number(value));
    this.exact = value;
    this.tag = tag;
  }

  toString() {
    return formatWhole(this.exact, this.tag);
  }
}

/** The exact value of a whole number a message hands to a function. */
const exact = (v) => (v instanceof Whole ? v.exact : v instanceof FluentType ? v.valueOf() : v);

/** The pseudo-language's letters: every ASCII letter accented, so words not from the catalogue stand out. */
const PLAIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ACCENTED = 'ȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑ';
const pseudo = (text) => text.replace(/[A-Za-z]/g, (ch) => [...ACCENTED][PLAIN.indexOf(ch)]);

/** Marks a DOM node's place in a formatted message (private-use characters, never in a catalogue). */
const MARK = '\u{F0000}';

const catalogues = new Map();

/**
 * The messages of `lang` (one of LANGUAGES, or PSEUDO): resolves to a translator `t`. A fetch
 * that failed is made again by the next caller.
 */
export function loadMessages(lang) {
  if (!catalogues.has(lang)) {
    const loading = fetchMessages(lang).catch((e) => {
      catalogues.delete(lang);
      throw e;
    });
    catalogues.set(lang, loading);
  }
  return catalogues.get(lang);
}

async function fetchMessages(lang) {
  const file = lang === PSEUDO ? 'en' : lang;
  // The request prefetch.js may have started already (the same mode and credentials).
  const response = await fetch(new URL(`../locales/${file}.ftl`, import.meta.url));
  if (!response.ok) throw new Error(`the ${file} messages could not load (HTTP ${response.status})`);
  return translatorFor(await response.text(), lang);
}

/**
 * A term of the glossary in a message, `{ TERM("mex", text: "mex") }`: its text, or, while
 * `t.nodes` formats, a mark for the term's button to take its place.
 */
class Term extends FluentType {
  constructor(id, text, marking) {
    super(text);
    this.id = id;
    this.marking = marking;
  }

  toString() {
    return this.marking ? `${MARK}t:${this.id}:${this.value}${MARK}` : this.value;
  }
}

/** The translator of catalogue `text` (Fluent's syntax) for language `lang`. */
export function translatorFor(text, lang) {
  const transform = lang === PSEUDO ? pseudo : (s) => s;
  const marking = { on: false };
  const TERM = ([id], { text: shown }) => new Term(String(id), transform(String(shown ?? id)), marking.on);
  // { SET($a, $b, $ab) }: a set of numbers, its separators never mistaken for digit groups.
  const SET = (numbers) => formatSet(numbers.map(exact), TAGS[lang]);
  // { PERCENT($percent) }: a whole percentage as the language writes it (42%, 42 %).
  const PERCENT = ([percent]) => formatPercent(exact(percent), TAGS[lang]);
  const functions = { TERM, SET, PERCENT };
  const bundle = new FluentBundle(TAGS[lang], { useIsolating: false, transform, functions });
  const errors = bundle.addResource(new FluentResource(text));
  if (errors.length) console.error(`asg: the ${lang} catalogue has errors: ${errors.join('; ')}`);
  return translator(bundle, lang, marking);
}

/**
 * The translator of a bundle: `t(id, args)` (or `t({ id, args })`) is the message in the
 * bundle's language. Arguments that are numbers or BigInts are whole numbers (exact, grouped,
 * and choosing plurals); arguments that are `{ id, args }` are messages themselves.
 */
export function translator(bundle, lang, marking = { on: false }) {
  const format = (id, args) => {
    if (id && typeof id === 'object') return format(id.id, id.args);
    const message = bundle.getMessage(id);
    if (!message?.value) {
      console.error(`asg: no message "${id}" in ${lang}`);
      return id;
    }
    const errors = [];
    const text = bundle.formatPattern(message.value, prepare(args, format, lang), errors);
    if (errors.length) console.error(`asg: message "${id}" in ${lang}: ${errors.join('; ')}`);
    return text;
  };
  const t = format;
  t.lang = lang;
  t.tag = TAGS[lang];
  /** True when the catalogue has message `id`. */
  t.has = (id) => bundle.hasMessage(id);
  /**
   * The message (an id and arguments, or a message of languages.js) as text and DOM nodes:
   * arguments that are nodes (a variable in italics) take their place in it, verbatim ones
   * (what a person typed, a parameter's name) are set as code, and the glossary's terms become
   * what `term(id, text)` makes of them (buttons), so translations can put them anywhere
   * without any HTML.
   */
  t.nodes = (id, args = {}, term = null) => {
    // t.nodes(message, term) for a message of languages.js.
    if (id && typeof id === 'object') return t.nodes(id.id, id.args, typeof args === 'function' ? args : term);
    const nodes = [];
    const plain = {};
    for (const [k, v] of Object.entries(args ?? {})) {
      const node = v?.verbatim !== undefined ? code(v.verbatim) : v;
      if (node instanceof Node) {
        plain[k] = `${MARK}${nodes.length}${MARK}`;
        nodes.push(node);
      } else plain[k] = v;
    }
    marking.on = Boolean(term);
    let text;
    try {
      text = format(id, plain);
    } finally {
      marking.on = false;
    }
    // A node can stand in one place only: a message that names it twice gets a copy.
    const used = new Set();
    const place = (k) => {
      const node = nodes[Number(k)];
      if (!used.has(node)) {
        used.add(node);
        return node;
      }
      return node.cloneNode(true);
    };
    const piece = (part) => {
      if (!part.startsWith('t:')) return place(part);
      const [, termId, ...shown] = part.split(':');
      return term(termId, shown.join(':'));
    };
    return text
      .split(MARK)
      .map((part, i) => (i % 2 ? piece(part) : part))
      .filter((part) => part !== '');
  };
  /** A whole number (a number or a BigInt) in the language's digit groups, exactly. */
  t.whole = (n) => formatWhole(n, TAGS[lang]);
  /** `part` as a share of `whole` (numbers or BigInts), in the language's percent format. */
  t.share = (part, whole) => formatShare(part, whole, TAGS[lang]);
  /** Items (text, or whole numbers in the language's digit groups) joined as the language lists them ("a, b and c"). */
  t.list = (items) =>
    formatList(
      items.map((x) => (typeof x === 'bigint' ? formatWhole(x, TAGS[lang]) : x)),
      TAGS[lang],
    );
  return t;
}

/** Message arguments as Fluent takes them (`lang` for numbers and lists). */
function prepare(args, format, lang) {
  if (!args) return undefined;
  const out = {};
  const tag = TAGS[lang];
  // A list's item: a message, a whole number, a range [lo, hi] of them, or text.
  const item = (v) =>
    v && typeof v === 'object' && 'id' in v
      ? format(v)
      : typeof v === 'bigint'
        ? formatWhole(v, tag)
        : Array.isArray(v)
          ? v.map((x) => formatWhole(x, tag)).join('–')
          : String(v);
  for (const [k, v] of Object.entries(args)) {
    if (typeof v === 'bigint' || (typeof v === 'number' && Number.isInteger(v))) out[k] = new Whole(v, tag);
    else if (v?.verbatim !== undefined) out[k] = v.verbatim;
    else if (Array.isArray(v?.list)) out[k] = formatList(v.list.map(item), tag);
    else if (v && typeof v === 'object' && 'id' in v) out[k] = format(v);
    else out[k] = v;
  }
  return out;
}

/** Verbatim text in a message, as the page shows it: in code type, the same in every language. */
function code(text) {
  const node = document.createElement('code');
  node.className = 'asg-verbatim';
  node.textContent = text;
  return node;
}
