// The languages the explorer speaks, and which one a reader gets: the one a link or an embed
// asks for (lang=), else the first of the reader's browser languages that the explorer has,
// else English; and messages as data, for the pure modules to return. No DOM: tested in node.

/** The languages, in the menu's order: English, German, Chinese (Simplified), Japanese. */
export const LANGUAGES = ['en', 'de', 'zh', 'ja'] as const;

/** A language of the menu. */
export type Language = (typeof LANGUAGES)[number];

/**
 * A pseudo-language for tests: English with every letter of the catalogue accented, so that a
 * word the catalogue did not give stands out. It is not in the menu.
 */
export const PSEUDO = 'en-XA';

/** A language the explorer can speak: one of the menu's, or the pseudo-language. */
export type Lang = Language | typeof PSEUDO;

/** The message naming each language in its own words (the same in every catalogue). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'language-en',
  de: 'language-de',
  zh: 'language-zh',
  ja: 'language-ja',
};

/** The BCP 47 tag of each language for `lang` attributes, fonts and Intl (Chinese: Simplified script). */
export const TAGS: Readonly<Record<Lang, string>> = { en: 'en', de: 'de', zh: 'zh-Hans', ja: 'ja', [PSEUDO]: 'en-XA' };

/** True for a language of the menu. */
function isLanguage(code: string): code is Language {
  return (LANGUAGES as readonly string[]).includes(code);
}

/** The explorer's language for a tag such as `de-AT`, `zh-CN`, `zh-TW` or `ja`, or null. */
export function languageOf(tag: unknown): Lang | null {
  if (typeof tag !== 'string') return null;
  const t = tag.trim().toLowerCase();
  if (t === PSEUDO.toLowerCase()) return PSEUDO;
  // Readers of Traditional Chinese get the Simplified catalogue (closer to them than English).
  if (/^zh(-|$)/.test(t)) return 'zh';
  const base = t.split('-')[0] ?? '';
  return isLanguage(base) ? base : null;
}

/**
 * The language a reader gets: `asked` (a link's or an embed's `lang`) when the explorer has it,
 * else the first of `preferred` (the browser's `navigator.languages`) that it has, else English.
 */
export function chooseLanguage(asked: string | null | undefined, preferred: readonly string[] = []): Lang {
  const own = languageOf(asked);
  if (own) return own;
  for (const tag of preferred ?? []) {
    const lang = languageOf(tag);
    if (lang && lang !== PSEUDO) return lang;
  }
  return 'en';
}

/** The language a query (its `lang`) or, without one, the reader's browser asks for. */
export function languageFor(
  query: string,
  preferred: readonly string[] | undefined = globalThis.navigator?.languages,
): Lang {
  return chooseLanguage(new URLSearchParams(query).get('lang'), preferred);
}

/** Text shown as given, in every language (what a person typed, a parameter's name): set as code. */
export interface Verbatim {
  readonly verbatim: string;
}

/** Items a message lists as its language does ("a, b and c"). */
export interface ListOf {
  readonly list: readonly ListItem[];
}

/** An item of a list: text, a whole number, a range [lo, hi] of whole numbers, or a message. */
export type ListItem = string | number | bigint | readonly [number | bigint, number | bigint] | Message;

/**
 * An argument of a message: text, a number (whole numbers are exact, grouped and choose plural
 * forms), a message, verbatim text, a list, or (for `t.nodes`) a DOM node that takes its place.
 */
export type MessageArg = string | number | bigint | Message | Verbatim | ListOf | Node;

/** A message's arguments by their names in the catalogue. */
export type MessageArgs = Readonly<Record<string, MessageArg>>;

/** A message of the catalogue with its arguments, for the translator to say later. */
export interface Message {
  readonly id: string;
  readonly args: MessageArgs;
}

/**
 * A message for later: what the pure modules (state, store, session) return instead of words,
 * and what the translator says in the reader's language, `t(msg('id', args))`.
 */
export function msg(id: string, args: MessageArgs = {}): Message {
  return { id, args };
}

/** Text that is shown as given, in every language (what a person typed, a parameter's name). */
export function verbatim(text: unknown): Verbatim {
  return { verbatim: String(text) };
}

/** Items (text, numbers or messages) a message lists as its language does ("a, b and c"). */
export function listOf(items: readonly ListItem[]): ListOf {
  return { list: items };
}
