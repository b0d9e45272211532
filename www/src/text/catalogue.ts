// A Fluent catalogue whose messages are parsed when the page first asks for them: the page's first
// frame asks for about 90 of a catalogue's 700 messages, and parsing them all took it longer than
// drawing the picture.
import { type FluentBundle, FluentResource } from '@fluent/bundle';

/**
 * Where each entry of a catalogue starts: Fluent's own parser finds its entries by this pattern
 * (@fluent/bundle's resource.js), so an entry parsed alone is what the whole catalogue gives.
 */
const ENTRY = /^(-?[a-zA-Z][\w-]*) *= */gm;

/** The Fluent text of each entry of catalogue `text`, by id; `duplicate(id)` hears of an id given twice (the first counts). */
export function entriesOf(text: string, duplicate: (id: string) => void): Map<string, string> {
  const entries = new Map<string, string>();
  const starts = [...text.matchAll(ENTRY)];
  starts.forEach((m, i) => {
    const [, id = ''] = m;
    if (entries.has(id)) duplicate(id);
    else entries.set(id, text.slice(m.index, starts[i + 1]?.index ?? text.length));
  });
  return entries;
}

/** The messages (by name) and terms (by name, with their dash) that parsed entries refer to. */
function references(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const n of node) references(n, found);
  else if (typeof node === 'object' && node !== null) {
    const { type, name } = node as { type?: unknown; name?: unknown };
    if (type === 'mesg' && typeof name === 'string') found.add(name);
    if (type === 'term' && typeof name === 'string') found.add(`-${name}`);
    for (const v of Object.values(node)) references(v, found);
  }
  return found;
}

/**
 * A catalogue whose messages are parsed when first asked for (with those they refer to): parsing
 * a whole catalogue took the page's first frame longer than drawing it, for the few messages it
 * shows.
 */
export class Catalogue {
  private readonly unparsed: Map<string, string>;

  /** The messages of `text` (Fluent's syntax) for `bundle`; `duplicate(id)` hears of an id given twice. */
  constructor(
    readonly bundle: FluentBundle,
    text: string,
    duplicate: (id: string) => void,
  ) {
    this.unparsed = entriesOf(text, duplicate);
  }

  /** Adds entry `id` (a message, or a term with its dash) to the bundle, and every entry it refers to. */
  private parse(id: string): void {
    const text = this.unparsed.get(id);
    if (text === undefined) return;
    this.unparsed.delete(id);
    const resource = new FluentResource(text);
    this.bundle.addResource(resource);
    for (const ref of references(resource.body, new Set())) this.parse(ref);
  }

  /** Message `id`, parsed now if it was not yet. */
  message(id: string): ReturnType<FluentBundle['getMessage']> {
    this.parse(id);
    return this.bundle.getMessage(id);
  }

  /** True when the catalogue has message `id`. */
  has(id: string): boolean {
    return this.unparsed.has(id) || this.bundle.hasMessage(id);
  }
}
