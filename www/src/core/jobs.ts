// Runs long computations in Web Workers: one job at a time (a new request cancels the previous),
// on one worker, or on a pool of them that share the work (one per core). Each worker gets the
// full core compiled by the page, so that it fetches and compiles nothing but its own script.
import { compileFull } from './full.ts';
import {
  type BootReport,
  errorOf,
  type JobKind,
  type JobParams,
  type JobProgress,
  type JobResults,
  type Reply,
  type Request,
} from './messages.ts';
import { siteFile } from './where.ts';

let seq = 0;

const WORKER = siteFile('js/worker.js');
let boot: string | null = null;

/** An Error of the page's own (not the core's), with a code for errors.ts to word it. */
export interface PageError extends Error {
  code: 'csp-blocked' | 'worker-failed';
  field: null;
  directive?: string;
  site?: string;
}

/** The Error of a job that a newer request (or a cancel) superseded. */
export interface Cancelled extends Error {
  cancelled: true;
}

/** True for the Error of a job that was superseded. */
export function isCancelled(e: unknown): e is Cancelled {
  return e instanceof Error && (e as Partial<Cancelled>).cancelled === true;
}

/**
 * A same-origin script that starts our worker module for a page on another origin (an embed),
 * which may not start a worker from our URL directly. It imports the module dynamically (a
 * static import would be checked against the page's worker-src, not its script-src), keeps the
 * messages that come before the module is ready, and reports what the page's
 * Content-Security-Policy blocks inside the worker.
 */
function bootUrl(): string {
  boot ??= URL.createObjectURL(
    new Blob(
      [
        "self.addEventListener('securitypolicyviolation', (e) => postMessage({ csp: e.effectiveDirective }));\n",
        // Messages that come before the module has set its handler wait for it.
        'const early = [];\nself.onmessage = (e) => early.push(e);\n',
        `import(${JSON.stringify(WORKER.href)}).then(\n`,
        '  () => { for (const e of early) self.onmessage(e); },\n',
        '  (e) => postMessage({ boot: String(e?.message ?? e) }),\n);\n',
      ],
      { type: 'text/javascript' },
    ),
  );
  return boot;
}

/**
 * The Error for a worker that the page's Content-Security-Policy stopped, naming the directive
 * (and the explorer's site, which the policy must allow); errors.ts words it for the page.
 */
export function cspError(directive: string): PageError {
  const site = WORKER.origin;
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
interface Handle {
  postMessage(message: Request): void;
  terminate(): void;
}

/**
 * A module worker for worker.js. `onMessage(data)` gets its replies; `onFail(error)` is called
 * once if it cannot start or fails, with an Error that names the page's Content-Security-Policy
 * when that is what stopped it.
 */
function spawn(onMessage: (data: Reply) => void, onFail: (error: PageError) => void): Handle {
  let blocked: string | null = null;
  const onViolation = (e: SecurityPolicyViolationEvent) => {
    if (['worker-src', 'script-src', 'script-src-elem', 'child-src'].includes(e.effectiveDirective))
      blocked = e.effectiveDirective;
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  const settle = () => document.removeEventListener('securitypolicyviolation', onViolation);
  let worker: Worker;
  try {
    worker = new Worker(WORKER.origin === location.origin ? WORKER : bootUrl(), { type: 'module' });
  } catch (e) {
    settle();
    queueMicrotask(() => onFail(blocked ? cspError(blocked) : workerError(e instanceof Error ? e.message : String(e))));
    return { terminate() {}, postMessage() {} };
  }
  worker.onmessage = ({ data }: MessageEvent<Reply | BootReport>) => {
    settle();
    if ('csp' in data) onFail(cspError(data.csp));
    else if ('boot' in data) onFail(workerError(data.boot));
    else onMessage(data);
  };
  worker.onerror = (e) => {
    e.preventDefault();
    // The violation event may come just after the error: give it a moment.
    setTimeout(() => {
      settle();
      onFail(blocked ? cspError(blocked) : workerError(e.message));
    }, 0);
  };
  return {
    postMessage: (message) => worker.postMessage(message),
    terminate() {
      settle();
      worker.terminate();
    },
  };
}

/** The job running: how to settle it, and its pool of workers when it has one. */
interface Running {
  id: number;
  resolve(result: unknown): void;
  reject(error: Error): void;
  onProgress?: ((progress: never, share: number) => void) | undefined;
  pool?: Handle[];
}

/** Options of a job: `onProgress` gets what it reports (a fraction, or partial results) and which share did. */
export interface RunOptions<K extends JobKind> {
  onProgress?: (progress: JobProgress[K], share: number) => void;
}

export class Jobs {
  private worker: Handle | null = null;
  private running: Running | null = null;

  private start(): Handle {
    if (this.worker) return this.worker;
    this.worker = spawn(
      (data) => {
        const job = this.running;
        if (!job || job.pool || data.id !== job.id) return;
        if ('progress' in data) job.onProgress?.(data.progress as never, 0);
        else {
          this.running = null;
          if ('error' in data) job.reject(errorOf(data));
          else job.resolve(data.result);
        }
      },
      (error) => {
        // A worker that failed is not used again: the next job starts a new one.
        this.worker?.terminate();
        this.worker = null;
        const job = this.running;
        if (job?.pool) return;
        this.running = null;
        job?.reject(error);
      },
    );
    return this.worker;
  }

  /**
   * Runs `kind` with `params`; resolves to the result, rejects with `cancelled` set when
   * superseded (isCancelled). `onProgress` gets what the job reports.
   */
  run<K extends JobKind>(kind: K, params: JobParams[K], { onProgress }: RunOptions<K> = {}): Promise<JobResults[K]> {
    this.cancel();
    const id = ++seq;
    return new Promise<JobResults[K]>((resolve, reject) => {
      this.running = { id, resolve: resolve as (r: unknown) => void, reject, onProgress };
      compileFull().then(
        (module) => {
          if (this.running?.id !== id) return;
          this.start().postMessage({ id, kind, ...params, module } as Request);
        },
        (e: unknown) => {
          if (this.running?.id !== id) return;
          this.running = null;
          reject(e);
        },
      );
    });
  }

  /**
   * Runs `kind` on `shares` workers at once, each with `{ share, shares }` added to `params`;
   * resolves when all are done. `onProgress(progress, share)` gets each one's reports. The pool's
   * workers end when the job ends or is cancelled, so their memory is given back.
   */
  runShared<K extends JobKind>(
    kind: K,
    params: JobParams[K],
    shares: number,
    { onProgress }: RunOptions<K> = {},
  ): Promise<JobResults[K]> {
    this.cancel();
    const id = ++seq;
    const pool: Handle[] = [];
    const stop = () => {
      for (const w of pool) w.terminate();
    };
    return new Promise<JobResults[K]>((resolve, reject) => {
      let left = shares;
      const end = <T>(fn: (value: T) => void, value: T) => {
        if (this.running?.id !== id) return;
        this.running = null;
        stop();
        fn(value);
      };
      this.running = { id, pool, resolve: resolve as (r: unknown) => void, reject: (e) => end(reject, e) };
      compileFull().then(
        (module) => {
          if (this.running?.id !== id) return;
          for (let share = 0; share < shares; share++) {
            const worker = spawn(
              (data) => {
                if (this.running?.id !== id) return;
                if ('progress' in data) onProgress?.(data.progress as JobProgress[K], share);
                else if ('error' in data) end(reject, errorOf(data));
                else if (--left === 0) end(resolve, data.result as JobResults[K]);
              },
              (error) => end(reject, error),
            );
            pool.push(worker);
            worker.postMessage({ id, kind, ...params, share, shares, module } as Request);
          }
        },
        (e: unknown) => end(reject, e),
      );
    });
  }

  /** Stops the job running; its promise rejects with a Cancelled error. */
  cancel(): void {
    const job = this.running;
    if (!job) return;
    this.running = null;
    if (job.pool) for (const w of job.pool) w.terminate();
    else this.worker?.postMessage({ id: ++seq, kind: 'cancel' });
    job.reject(Object.assign(new Error('cancelled'), { cancelled: true as const }));
  }

  /** Ends the job running and the worker. */
  terminate(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }
}
