// Starts a worker for the jobs, in a place of the page's budget (budget.ts): from the worker's own
// address on the site's origin; elsewhere (a blog, or the opaque origin of a sandboxed frame) from a
// blob: of its script, fetched once for the page. Under Trusted Types the address goes through the
// policy named POLICY. A failure to start names the page's Content-Security-Policy directive when
// that is what stopped it.
import type { Place } from './budget.ts';
import { takeEarlyWorker, workerScript } from './early-workers.ts';
import type { BootReport, Reply, Request } from './messages.ts';

/** The worker's script on the site (asked each time: a page may hand the explorer its files after this module loads). */
const worker = workerScript;

/** The Trusted Types policy that vouches for the worker's address (a blog's CSP may have to name it). */
export const POLICY = 'asg-explorer';

/** An Error of the page's own (not the core's), with a code for errors.ts to word it. */
export interface PageError extends Error {
  code: 'csp-blocked' | 'worker-failed';
  field: null;
  directive?: string;
  site?: string;
}

/** The Trusted Types API, as far as it is used here (not in TypeScript's DOM types). */
interface TrustedTypes {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
}

/** The worker's address as `new Worker` takes it: vouched for by POLICY where the page has Trusted Types. */
type ScriptUrl = string;

let policy: { createScriptURL(url: string): unknown } | null | undefined;

/** `url` (the worker's script or a blob: of it, nothing else) as Trusted Types let `new Worker` take it. */
function trusted(url: string): ScriptUrl {
  const tt = (globalThis as { trustedTypes?: TrustedTypes }).trustedTypes;
  if (policy === undefined) {
    const key = Symbol.for('asg-explorer.policy');
    const page = globalThis as unknown as Record<symbol, { createScriptURL(url: string): unknown } | null | undefined>;
    try {
      // One policy for the page (a second of the same name would be refused), kept on the page.
      page[key] ??=
        tt?.createPolicy(POLICY, {
          createScriptURL(u) {
            if (u === worker().href || u.startsWith('blob:')) return u;
            throw new TypeError(`${POLICY} vouches only for its worker, not ${u}`);
          },
        }) ?? null;
    } catch {
      // The page's policy does not allow ours: `new Worker` then fails, and says so.
      page[key] = null;
    }
    policy = page[key] ?? null;
  }
  // A TrustedScriptURL is what `new Worker` takes under Trusted Types, and its text elsewhere.
  return (policy ? policy.createScriptURL(url) : url) as ScriptUrl;
}

let blob: Promise<string> | null = null;

/**
 * Where workers start: the worker's own address on the site's origin; elsewhere (a blog, or an
 * opaque origin, where no worker may start from another origin) a blob: of its script, fetched
 * once for the page. `self.origin`, not `location.origin`: in a sandboxed frame they differ.
 */
function workerSource(): Promise<string> {
  const script = worker();
  if (self.origin === script.origin) return Promise.resolve(script.href);
  blob ??= fetch(script)
    .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(`${script.href}: ${r.status} ${r.statusText}`))))
    .then((b) => URL.createObjectURL(new Blob([b], { type: 'text/javascript' })))
    .catch((e: unknown) => {
      blob = null;
      throw e;
    });
  return blob;
}

/**
 * The Error for a worker that the page's Content-Security-Policy stopped, naming the directive
 * (and the explorer's site, which the policy must allow); errors.ts words it for the page.
 */
export function cspError(directive: string): PageError {
  const site = worker().origin;
  return Object.assign(new Error(`Content-Security-Policy blocks the worker (${directive}); allow ${site}`), {
    code: 'csp-blocked' as const,
    field: null,
    directive,
    site,
  });
}

/** The Error for a worker that failed for another reason. */
function workerError(text: string | undefined): PageError {
  return Object.assign(new Error(text || '—'), { code: 'worker-failed' as const, field: null });
}

/** A started worker, as far as the jobs use it. */
export interface Handle {
  postMessage(message: Request): void;
  /** Marks the worker idle (it may then be ended to make room for another) or busy again. */
  idle(idle: boolean): void;
  /** Ends the worker and gives its place in the budget back. */
  terminate(): void;
}

/** The directives whose violation stops a worker from starting. */
const WORKER_DIRECTIVES = [
  'worker-src',
  'script-src',
  'script-src-elem',
  'child-src',
  'connect-src',
  'require-trusted-types-for',
  'trusted-types',
];

/**
 * A worker for worker.js, in a place of the page's budget. `onMessage(data)` gets its replies;
 * `onFail(error)` is called once if it cannot start or fails, with an Error that names the page's
 * Content-Security-Policy when that is what stopped it; `onEnded()` when its place was given up
 * for another worker while it was idle. `place` is its place in the budget, given back when it ends.
 */
export function spawn(
  place: Place,
  onMessage: (data: Reply) => void,
  onFail: (error: PageError) => void,
  onEnded: () => void = () => {},
): Handle {
  let blocked: string | null = null;
  const onViolation = (e: SecurityPolicyViolationEvent) => {
    if (WORKER_DIRECTIVES.includes(e.effectiveDirective)) blocked = e.effectiveDirective;
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  const settle = () => document.removeEventListener('securitypolicyviolation', onViolation);
  let worker: Worker | null = null;
  let ended = false;
  const queue: Request[] = [];
  const end = () => {
    ended = true;
    settle();
    worker?.terminate();
    place.release();
  };
  const fail = (e: unknown) => {
    if (ended) return;
    end();
    // The violation event may come just after the error: give it a moment.
    setTimeout(() => onFail(blocked ? cspError(blocked) : workerError(e instanceof Error ? e.message : String(e))), 0);
  };
  workerSource().then((source) => {
    if (ended) return;
    // One that prefetch.js started for the landscape, already on its way up (early-workers.ts).
    const early = takeEarlyWorker(source);
    try {
      worker = early?.worker ?? new Worker(trusted(source));
    } catch (e) {
      fail(e);
      return;
    }
    const heard = (data: Reply | BootReport) => {
      settle();
      if ('csp' in data) fail(cspError(data.csp));
      else onMessage(data);
    };
    worker.onmessage = ({ data }: MessageEvent<Reply | BootReport>) => heard(data);
    worker.onerror = (e) => {
      e.preventDefault();
      fail(e.message);
    };
    for (const data of early?.said ?? []) heard(data as Reply | BootReport);
    for (const message of queue.splice(0)) worker?.postMessage(message);
  }, fail);
  return {
    postMessage(message) {
      if (worker) worker.postMessage(message);
      else if (!ended) queue.push(message);
    },
    idle(idle) {
      place.idle(
        idle
          ? () => {
              end();
              onEnded();
            }
          : null,
      );
    },
    terminate: end,
  };
}
