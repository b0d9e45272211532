// The page's budget of workers: at most one per core alive at once, however many explorers, embeds
// and landscapes the page holds (one budget for the whole page, even across this site's bundles),
// places given in the order asked for, and a worker left idle given up when another one waits.

/** A place in the budget, held by one live worker. */
export interface Place {
  /** Gives the place back (its worker has ended); a second call does nothing. */
  release(): void;
  /**
   * Marks the worker idle (`end` ends it and gives the place back when another worker waits) or,
   * with null, busy again.
   */
  idle(end: (() => void) | null): void;
}

/** The budget shared by the page. */
export interface Budget {
  /** How many workers may be alive at once. */
  readonly size: number;
  /** How many places are held now. */
  held(): number;
  /**
   * Asks for a place; `grant` gets it (at once, or when one is given back). Returns a function
   * that withdraws the request if it has not been granted yet.
   */
  request(grant: (place: Place) => void): () => void;
}

/** A budget of `size` places. */
export function makeBudget(size: number): Budget {
  const held = new Set<{ end: (() => void) | null }>();
  const waiting: ((place: Place) => void)[] = [];
  const give = (grant: (place: Place) => void): void => {
    const slot: { end: (() => void) | null } = { end: null };
    held.add(slot);
    grant({
      release() {
        if (!held.delete(slot)) return;
        const next = waiting.shift();
        if (next) give(next);
      },
      idle(end) {
        slot.end = end;
        if (end && waiting.length) end();
      },
    });
  };
  return {
    size,
    held: () => held.size,
    request(grant) {
      if (held.size < size) {
        give(grant);
        return () => {};
      }
      waiting.push(grant);
      // An idle worker makes room for one that has work.
      for (const slot of held)
        if (slot.end) {
          slot.end();
          break;
        }
      return () => {
        const i = waiting.indexOf(grant);
        if (i >= 0) waiting.splice(i, 1);
      };
    },
  };
}

/** The page's budget: one per core, made by the first bundle of this site that asks, kept on the page. */
export function pageBudget(): Budget {
  const key = Symbol.for('asg-explorer.workers');
  const page = globalThis as unknown as Record<symbol, Budget | undefined>;
  page[key] ??= makeBudget(Math.max(1, navigator.hardwareConcurrency || 1));
  return page[key];
}
