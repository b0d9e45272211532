// Runs long computations in Web Workers: one job at a time (a new request cancels the previous),
// on one worker, or on a pool of them that share the work, each worker holding a place in the
// page's budget (budget.ts: one per core, for the whole page) and started by spawn.ts. Each worker
// gets the full core compiled by the page: no worker fetches or compiles anything itself.
import { pageBudget } from './budget.ts';
import { compileFull } from './full.ts';
import {
  decodeError,
  type JobKind,
  type JobParams,
  type JobProgress,
  type JobResults,
  type Request,
} from './messages.ts';
import { type Handle, spawn } from './spawn.ts';

let seq = 0;

/** The Error of a job that a newer request (or a cancel) superseded. */
export interface Cancelled extends Error {
  cancelled: true;
}

/** True for the Error of a job that was superseded. */
export function isCancelled(e: unknown): e is Cancelled {
  return e instanceof Error && (e as Partial<Cancelled>).cancelled === true;
}

/** The job running: how to settle it, and its pool of workers when it has one. */
interface Running {
  id: number;
  resolve(result: unknown): void;
  reject(error: Error): void;
  onProgress?: ((progress: never, share: number) => void) | undefined;
  /** Ends a pool's workers and withdraws its requests for places. */
  stop?: () => void;
}

/** Options of a job: `onProgress` gets what it reports (a fraction, or partial results) and which share did. */
export interface RunOptions<K extends JobKind> {
  onProgress?: (progress: JobProgress[K], share: number) => void;
}

export class Jobs {
  private worker: Handle | null = null;
  /** A request for the one worker's place, while it waits. */
  private asking: Promise<Handle> | null = null;
  private withdraw: (() => void) | null = null;
  private running: Running | null = null;

  /** The one worker for `run`, in a place of the page's budget (waiting for one if need be). */
  private start(): Promise<Handle> {
    if (this.worker) {
      // Busy from now: an idle worker may be ended for another at any moment.
      this.worker.idle(false);
      return Promise.resolve(this.worker);
    }
    this.asking ??= new Promise<Handle>((ok) => {
      this.withdraw = pageBudget().request((place) => {
        this.withdraw = null;
        this.asking = null;
        const handle: Handle = spawn(
          place,
          (data) => {
            const job = this.running;
            if (!job || job.stop || data.id !== job.id) return;
            if ('progress' in data) job.onProgress?.(data.progress as never, 0);
            else {
              this.running = null;
              handle.idle(true);
              if ('error' in data) job.reject(decodeError(data.error));
              else job.resolve(data.result);
            }
          },
          (error) => {
            // A worker that failed is not used again: the next job starts a new one.
            if (this.worker === handle) this.worker = null;
            const job = this.running;
            if (job?.stop) return;
            this.running = null;
            job?.reject(error);
          },
          () => {
            // Given up, idle, for a worker with work: the next job starts a new one.
            if (this.worker === handle) this.worker = null;
          },
        );
        this.worker = handle;
        ok(handle);
      });
    });
    return this.asking;
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
      Promise.all([compileFull(), this.start()]).then(
        ([module, worker]) => {
          if (this.running?.id !== id) return;
          worker.postMessage({ id, kind, ...params, module } as Request);
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
   * Runs `kind` in `shares` shares, each a request with `{ share, shares }` added to `params`;
   * resolves when all are done. Workers start as the page's budget gives places, one per place
   * (so at most one per core), and each takes the next share waiting as it ends one: with more
   * shares than cores no core idles while another finishes a costly share. A worker ends (and
   * gives its place back) when no share is left. `onProgress(progress, share)` gets each share's
   * reports. The pool's workers end when the job ends or is cancelled.
   */
  runShared<K extends JobKind>(
    kind: K,
    params: JobParams[K],
    shares: number,
    { onProgress }: RunOptions<K> = {},
  ): Promise<JobResults[K]> {
    this.cancel();
    const id = ++seq;
    const pool = new Set<Handle>();
    const withdrawals: (() => void)[] = [];
    const stop = () => {
      for (const w of withdrawals) w();
      for (const w of pool) w.terminate();
      pool.clear();
    };
    return new Promise<JobResults[K]>((resolve, reject) => {
      let left = shares;
      let next = 0;
      const end = <T>(fn: (value: T) => void, value: T) => {
        if (this.running?.id !== id) return;
        this.running = null;
        stop();
        fn(value);
      };
      this.running = { id, stop, resolve: resolve as (r: unknown) => void, reject: (e) => end(reject, e) };
      // Workers start (their script loads) while the module compiles; each gets its first share
      // once it is in.
      const ready = compileFull();
      ready.catch((e: unknown) => end(reject, e));
      let started = 0;
      /** Hands `worker` the next share; returns its number. */
      const give = (worker: Handle, module: WebAssembly.Module): number => {
        const share = next++;
        worker.postMessage({ id, kind, ...params, share, shares, module } as Request);
        return share;
      };
      for (let i = 0; i < shares; i++)
        withdrawals.push(
          pageBudget().request((place) => {
            // A place that comes when every share has its worker (or has been handed out) goes
            // back at once.
            if (this.running?.id !== id || started >= shares || next >= shares) {
              place.release();
              return;
            }
            started++;
            let share = 0;
            let module: WebAssembly.Module | null = null;
            const worker = spawn(
              place,
              (data) => {
                if (this.running?.id !== id) return;
                if ('progress' in data) onProgress?.(data.progress as JobProgress[K], share);
                else if ('error' in data) end(reject, decodeError(data.error));
                else if (--left === 0) end(resolve, data.result as JobResults[K]);
                else if (next < shares && module) share = give(worker, module);
                else {
                  // Nothing left for this worker: its place goes to whoever waits for one.
                  pool.delete(worker);
                  worker.terminate();
                }
              },
              (error) => end(reject, error),
            );
            pool.add(worker);
            ready.then(
              (compiled) => {
                if (this.running?.id !== id) return;
                module = compiled;
                if (next < shares) share = give(worker, compiled);
                else {
                  pool.delete(worker);
                  worker.terminate();
                }
              },
              () => {},
            );
          }),
        );
    });
  }

  /** Compiles the workers' module now, so that a job started soon finds it ready (a failure is the job's to report). */
  prepare(): void {
    compileFull().catch(() => {});
  }

  /** Stops the job running; its promise rejects with a Cancelled error. */
  cancel(): void {
    const job = this.running;
    if (!job) return;
    this.running = null;
    if (job.stop) job.stop();
    else if (this.worker) {
      this.worker.postMessage({ id: ++seq, kind: 'cancel' });
      this.worker.idle(true);
    }
    job.reject(Object.assign(new Error('cancelled'), { cancelled: true as const }));
  }

  /** Ends the job running and the worker (or its request for a place). */
  terminate(): void {
    this.cancel();
    this.withdraw?.();
    this.withdraw = null;
    this.asking = null;
    this.worker?.terminate();
    this.worker = null;
  }
}
