// The explorer's state in the page's address: a history entry for each edit, the entry replaced
// in place while panning and zooming, and back/forward back into the explorer.
import { toQuery } from '../state/query.ts';
import type { State } from '../state/state.ts';

/** How the address follows the state: with history entries, in place (an iframe), or not at all (an element). */
export type AddressMode = true | 'replace' | false;

export class Address {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onPop: (() => void) | null = null;

  /**
   * `mode`: true, the address follows the state with history entries; 'replace', it follows
   * without adding any (an iframe must not take over its page's back button); false, it is left
   * alone (an embedded element). `onPop(query)` is called on back and forward.
   */
  constructor(
    private readonly mode: AddressMode,
    onPop: (query: string) => void,
  ) {
    if (mode === true) {
      this.onPop = () => onPop(location.search);
      window.addEventListener('popstate', this.onPop);
    }
  }

  /** Writes `state`: a new entry when `push`, else in place; `later` waits for a pause. */
  write(state: State, { push, later = false }: { push: boolean; later?: boolean }): void {
    if (!this.mode) return;
    clearTimeout(this.timer);
    const newEntry = push && this.mode === true;
    const write = () => {
      const url = `${location.pathname}${toQuery(state)}${location.hash}`;
      if (url === `${location.pathname}${location.search}${location.hash}`) return;
      if (newEntry) history.pushState(null, '', url);
      else history.replaceState(null, '', url);
    };
    if (later) this.timer = setTimeout(write, 250);
    else write();
  }

  destroy(): void {
    clearTimeout(this.timer);
    if (this.onPop) window.removeEventListener('popstate', this.onPop);
  }
}
