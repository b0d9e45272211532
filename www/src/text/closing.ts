// A glossary term's button and the ")." after it, kept on one line: a line may break after a
// button (one box, like a picture), even before closing punctuation.

/** A formatted message as text and the DOM nodes that take their places in it. */
export type Pieces = (string | Node)[];

/**
 * What never begins a line after a term: punctuation that closes a phrase, or a short formula
 * held to it by no-break spaces and word joiners (Chinese and Japanese: d = 2 および, format.ts).
 */
const CLOSING =
  /^(?:[)\]}.,;:!?%»”’）］｝。，、；：！？」』】〉》]+|(?:[\u00a0\u2060][^\s\u2060]{1,6}){1,3}[)\]}.,;:!?）。，、]*)/u;

/**
 * `parts` with each term's button (of `terms`) kept with the closing punctuation after it in a
 * span that does not wrap (css: asg-keep).
 */
export function keepClosing(parts: Pieces, terms: ReadonlySet<Node | string>): Pieces {
  const out: Pieces = [];
  for (let i = 0; i < parts.length; i++) {
    const [part, next] = [parts[i], parts[i + 1]];
    const closing = typeof next === 'string' ? CLOSING.exec(next)?.[0] : undefined;
    if (part === undefined || !closing || typeof Node === 'undefined' || !(part instanceof Node) || !terms.has(part)) {
      if (part !== undefined) out.push(part);
      continue;
    }
    const kept = part.ownerDocument?.createElement('span');
    if (!kept) {
      out.push(part);
      continue;
    }
    kept.className = 'asg-keep';
    kept.append(part, closing);
    out.push(kept);
    const rest = (next as string).slice(closing.length);
    if (rest) out.push(rest);
    i++;
  }
  return out;
}
