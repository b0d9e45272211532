// Mounts an explorer: loads the page's core and the messages of the reader's language (at once,
// side by side), then makes the explorer in its root element and shows the state a query asks for.
import { yieldToPage } from '../base/slices.ts';
import { loadCore } from '../core/core.ts';
import { lackedFirst, messagesFirst } from '../text/carried.ts';
import { loadMessages } from '../text/i18n.ts';
import { languageFor, PSEUDO } from '../text/languages.ts';
import type { AddressMode } from './address.ts';
import { Explorer } from './explorer.ts';
import type { Session } from './session.ts';

/** How to mount an explorer: see mountExplorer. */
export interface MountOptions {
  query?: string;
  syncUrl?: AddressMode;
  embed?: boolean;
  signal?: AbortSignal;
  session?: Session | null;
  /**
   * The messages a first frame can ask for, by language (Fluent text), when the page carries
   * them: the explorer then waits for the core only, not for its catalogue.
   */
  carried?: Readonly<Record<'en' | 'de' | 'zh' | 'ja', string>>;
  /**
   * With `carried`: hears of the catalogue failing to come after the explorer was made without
   * it (its owner then says the start failed, as it does when the catalogue fails first).
   */
  onLost?: (error: unknown) => void;
}

/**
 * Mounts an explorer in `root`. `query` gives the initial state as URL parameters. `syncUrl`:
 * true, the page's URL follows the state (with history entries for edits); 'replace', it follows
 * without adding history (an iframe); false, it is left alone (an embedded element). `embed`
 * makes a compact explorer whose wheel zooms only after a click inside or with Ctrl. `session`
 * is the game of an explorer this one replaces (in another language). `carried`: see MountOptions.
 * Resolves to the explorer, or to null when `signal` aborted while the core and the messages loaded.
 */
export async function mountExplorer(
  root: HTMLElement,
  { query = location.search, syncUrl = true, embed = false, signal, session, carried, onLost }: MountOptions = {},
): Promise<Explorer | null> {
  const lang = languageFor(query);
  const core = loadCore();
  const [loaded, t] = await Promise.all([
    core,
    carried
      ? messagesFirst(lang, carried[lang === PSEUDO ? 'en' : lang], core, (e) => onLost?.(e))
      : loadMessages(lang),
  ]);
  if (signal?.aborted) return null;
  // The explorer is made in a task of its own, not in the one that took the core and parsed the
  // catalogue: each is a part of the start, and together they had been one task of 40–60 ms.
  await yieldToPage();
  if (signal?.aborted) return null;
  const explorer = new Explorer(root, loaded, { syncUrl, embed, t, session });
  explorer.load(query);
  if (lackedFirst(t).size === 0) return explorer;
  // The first frame asked for a message the page did not carry (a game the core refuses): it is
  // made again with the whole catalogue before it is drawn.
  const kept = explorer.destroy({ keepSession: true });
  // Nothing of it shows meanwhile (its texts say the missing message's id).
  root.replaceChildren();
  const whole = await loadMessages(lang);
  if (signal?.aborted) return null;
  const again = new Explorer(root, loaded, { syncUrl, embed, t: whole, session: kept });
  again.load(query);
  return again;
}
