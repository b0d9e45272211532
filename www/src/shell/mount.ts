// Mounts an explorer: loads the page's core and the messages of the reader's language (at once,
// side by side), then makes the explorer in its root element and shows the state a query asks for.
import { loadCore } from '../core/core.ts';
import { loadMessages } from '../text/i18n.ts';
import { languageFor } from '../text/languages.ts';
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
}

/**
 * Mounts an explorer in `root`. `query` gives the initial state as URL parameters. `syncUrl`:
 * true, the page's URL follows the state (with history entries for edits); 'replace', it follows
 * without adding history (an iframe); false, it is left alone (an embedded element). `embed`
 * makes a compact explorer whose wheel zooms only after a click inside or with Ctrl. `session`
 * is the game of an explorer this one replaces (in another language). Resolves to the explorer,
 * or to null when `signal` aborted while the core and the messages loaded.
 */
export async function mountExplorer(
  root: HTMLElement,
  { query = location.search, syncUrl = true, embed = false, signal, session }: MountOptions = {},
): Promise<Explorer | null> {
  const [core, t] = await Promise.all([loadCore(), loadMessages(languageFor(query))]);
  if (signal?.aborted) return null;
  const explorer = new Explorer(root, core, { syncUrl, embed, t, session });
  explorer.load(query);
  return explorer;
}
