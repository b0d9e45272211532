// The messages of a first frame that does not wait for its catalogue: a translator of the
// messages the page carries (the embed's script), which says everything with the whole catalogue
// once it comes; and what the explorer's owner needs to know of it (what it lacked, when it is whole).

import { loadMessages, type TermMaker, type Translator, translatorFor } from './i18n.ts';
import type { Lang, Message, MessageArgs } from './languages.ts';

/** No whole catalogue yet (for messagesFirst's race). */
const noWhole = (): null => null;

/** The promise of each translator made from carried messages: the whole catalogue in its place. */
const wholes = new WeakMap<Translator, Promise<unknown>>();

/** The messages asked of each translator made from carried messages that they lacked, until checked. */
const lacking = new WeakMap<Translator, Set<string>>();

/**
 * The messages of `lang` for a first frame that need not wait for its catalogue: the whole
 * catalogue if it is there by the time `ready` settles (a failure to fetch it rejects as
 * loadMessages does), else a translator of `carried` (the Fluent text of the messages a first
 * frame can ask for, of `lang`'s catalogue) that says everything with the whole catalogue as
 * soon as it comes (whenWhole); `lost(error)` hears if it never does.
 */
export async function messagesFirst(
  lang: Lang,
  carried: string,
  ready: Promise<unknown>,
  lost: (error: unknown) => void,
): Promise<Translator> {
  const whole = loadMessages(lang);
  const first = await Promise.race([whole, ready.then(noWhole, noWhole)]);
  if (first) return first;
  const lacked = new Set<string>();
  let now = translatorFor(carried, lang, (id) => {
    if (lacking.has(t)) lacked.add(id);
    else
      globalThis.reportError?.(
        new Error(`asg: no message "${id}" in the ${lang} messages carried for the first frame`),
      );
  });
  const swapped = whole.then((t) => {
    now = t;
  });
  const t: Translator = Object.assign((id: string | Message, args?: MessageArgs) => now(id, args), {
    lang: now.lang,
    tag: now.tag,
    has: (id: string) => now.has(id),
    nodes: (id: string | Message, args?: MessageArgs | TermMaker | null, term?: TermMaker | null) =>
      now.nodes(id, args, term),
    share: (part: number | bigint, whole: number | bigint) => now.share(part, whole),
    list: (items: readonly unknown[]) => now.list(items),
    whole: (n: number | bigint) => now.whole(n),
  });
  swapped.catch(lost);
  // Parts wait for the whole catalogue; if it never comes, lost() has been told.
  wholes.set(
    t,
    swapped.catch(() => {}),
  );
  lacking.set(t, lacked);
  return t;
}

/**
 * The messages that `t` (of messagesFirst) was asked for and lacked since it was made (said as
 * their ids); from now on such a message is reported as a fault. Empty for other translators.
 */
export function lackedFirst(t: Translator): ReadonlySet<string> {
  const lacked = lacking.get(t) ?? new Set<string>();
  lacking.delete(t);
  return lacked;
}

/** Resolves once `t` says every message of its catalogue (at once for a translator of a whole one). */
export function whenWhole(t: Translator): Promise<unknown> {
  return wholes.get(t) ?? Promise.resolve();
}
