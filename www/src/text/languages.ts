// The languages the explorer speaks, and which one a reader gets: the one a link or an embed
// asks for (lang=), else the first of the reader's browser languages that the explorer has,
// else English; and messages as data, for the pure modules to return. No DOM: tested in node.

/** The languages, in the menu's order: English, German, Chinese (Simplified), Japanese. */
export const LANGUAGES = ['en', 'de', 'zh', 'ja'];

/**
 * A pseudo-language for tests: English with every letter of the catalogue accented, so that a
 * word the catalogue did not give stands out. It is not in the menu.
 */
export const PSEUDO = 'en-XA';

/** The message naming each language in its own words (the same in every catalogue). */
export const LANGUAGE_NAMES = { en: 'language-en', de: 'language-de', zh: 'language-zh', ja: 'language-ja' };

/** The BCP 47 tag of each language for `lang` attributes, fonts and Intl (Chinese: Simplified script). */
export const TAGS = { en: 'en', de: 'de', zh: 'zh-Hans', ja: 'ja', [PSEUDO]: 'en-XA' };

/** The explorer's language for a tag such as `de-AT`, `zh-CN`, `zh-TW` or `ja`, or null. */
export function languageOf(tag) {
  if (typeof tag !== 'string') return null;
  const t = tag.trim().toLowerCase();
  if (t === PSEUDO.toLowerCase()) return PSEUDO;
  // Readers of Traditional Chinese get the Simplified catalogue (closer to them than English).
  if (/^zh(-|$)/.test(t)) return 'zh';
  const base = t.split('-')[0];
  return LANGUAGES.includes(base) ? base : null;
}

/**
 * The language a reader gets: `asked` (a link's or an embed's `lang`) when the explorer has it,
 * else the first of `preferred` (the browser's `navigator.languages`) that it has, else English.
 */
export function chooseLanguage(asked, preferred = []) {
  const own = languageOf(asked);
  if (own) return own;
  for (const tag of preferred ?? []) {
    const lang = languageOf(tag);
    if (lang && lang !== PSEUDO) return lang;
  }
  return 'en';
}

/** The language a query (its `lang`) or, without one, the reader's browser asks for. */
export function languageFor(query, preferred = globalThis.navigator?.languages) {
  return chooseLanguage(new URLSearchParams(query).get('lang'), preferred);
}

/**
 * A message for later: what the pure modules (state, store, session) return instead of words,
 * and what the translator says in the reader's language, `t(msg('id', args))`.
 */
export function msg(id, args = {}) {
  return { id, args };
}

/** Text that is shown as given, in every language (what a person typed, a parameter's name). */
export function verbatim(text) {
  return { verbatim: String(text) };
}

/** Items (text, numbers or messages) a message lists as its language does ("a, b and c"). */
export function listOf(items) {
  return { list: items };
}
