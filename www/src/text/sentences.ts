// Texts said one after another, as each language runs them on: apart by a space in English and
// German, one right after another in Chinese and Japanese, whose full stops, question marks and
// brackets are full width and carry their own room. Code that puts two messages side by side
// joins them here, never with a space of its own.

/** The languages (by BCP 47 tag) that put no space between sentences. */
const CLOSED: ReadonlySet<string> = new Set(['zh-Hans', 'ja']);

/** What stands between two sentences in language `tag`: a space, or nothing in Chinese and Japanese. */
export function sentenceGap(tag: string): string {
  return CLOSED.has(tag) ? '' : ' ';
}

/**
 * `texts` (sentences; a sentence and a note in brackets after it; a label and its value) run on
 * as language `tag` writes them, the empty ones left out: "Heap 3: …. The stepper stops …",
 * "堆 3：…。步进器到堆 200 为止…".
 */
export function runOn(tag: string, ...texts: readonly string[]): string {
  return texts.filter((text) => text !== '').join(sentenceGap(tag));
}

/**
 * A name (a heading or label with no full stop of its own) ended as a sentence in language
 * `tag`, then `text` after it: "Collision spectrum: … k. k = 5: …", "碰撞谱：…柱状图。k = 5：…".
 */
export function afterName(tag: string, name: string, text: string): string {
  return text ? runOn(tag, `${name}${CLOSED.has(tag) ? '。' : '.'}`, text) : name;
}
