// Workers started by js/prefetch.js for an address that opens the landscape, while the page's
// bundle still loads. A worker takes tens of milliseconds to start (its thread, its V8, its
// script), and the landscape's shares would otherwise wait for that behind the explorer's start;
// spawn.ts takes these over, one per place in the page's budget. Those not taken soon end.
// Kept on the page by address, so that every bundle of the site finds them.
import { siteFile } from './where.ts';

/** The workers' script on the site. */
export const workerScript = (): URL => siteFile('js/worker.js');

/** How long a worker started early waits to be taken over before it ends. */
const KEEP_MS = 10_000;

/** A worker started early: whether it failed, and what it said, before anyone took it over. */
interface Early {
  worker: Worker;
  failed: boolean;
  said: unknown[];
}

function started(): Map<string, Early[]> {
  const page = globalThis as unknown as Record<symbol, Map<string, Early[]> | undefined>;
  const key = Symbol.for('asg-explorer.early-workers');
  page[key] ??= new Map();
  return page[key];
}

/**
 * Starts `count` workers of the site's script, unless some were started already. Only where the
 * script is on the page's own origin (elsewhere spawn.ts starts workers from a blob: of it).
 */
export function startWorkersEarly(count: number): void {
  const script = workerScript();
  if (self.origin !== script.origin) return;
  const all = started();
  if (all.has(script.href)) return;
  const list: Early[] = [];
  all.set(script.href, list);
  for (let i = 0; i < count; i++) {
    let worker: Worker;
    try {
      worker = new Worker(script.href);
    } catch {
      // A page whose policy refuses it: spawn.ts starts its own and reports why.
      break;
    }
    const early: Early = { worker, failed: false, said: [] };
    worker.onerror = (e) => {
      e.preventDefault();
      early.failed = true;
    };
    worker.onmessage = ({ data }: MessageEvent<unknown>) => early.said.push(data);
    list.push(early);
  }
  setTimeout(() => {
    for (const early of list.splice(0)) early.worker.terminate();
  }, KEEP_MS);
}

/**
 * A worker of `href` started early and not failed, once, with what it said before (its handlers
 * are the taker's to set); null when none is left.
 */
export function takeEarlyWorker(href: string): { worker: Worker; said: unknown[] } | null {
  const list = started().get(href) ?? [];
  for (let early = list.shift(); early; early = list.shift()) {
    early.worker.onerror = null;
    early.worker.onmessage = null;
    if (!early.failed) return { worker: early.worker, said: early.said };
    early.worker.terminate();
  }
  return null;
}
