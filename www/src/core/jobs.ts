// Runs long computations in Web Workers: one job at a time (a new request cancels the previous),
// on one worker, or on a pool of them that share the work (one per core).

let seq = 0;

const WORKER = new URL('./worker.js', import.meta.url);
let boot = null;

/**
 * A same-origin script that starts our worker module for a page on another origin (an embed),
 * which may not start a worker from our URL directly. It imports the module dynamically (a
 * static import would be checked against the page's worker-src, not its script-src), keeps the
 * messages that come before the module is ready, and reports what the page's
 * Content-Security-Policy blocks inside the worker.
 */
function bootUrl() {
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
 * (and the explorer's site, which the policy must allow); errors.js words it for the page.
 */
export function cspError(directive) {
  const site = WORKER.origin;
  return Object.assign(new Error(`Content-Security-Policy blocks the worker (${directive}); allow ${site}`), {
    code: 'csp-blocked',
    field: null,
    directive,
    site,
  });
}

/** The Error for a worker that failed for another reason. */
function workerError(text) {
  return Object.assign(new Error(text || '—'), { code: 'worker-failed', field: null });
}

/**
 * A module worker for worker.js. `onMessage(data)` gets its messages; `onFail(error)` is called
 * once if it cannot start or fails, with an Error that names the page's Content-Security-Policy
 * when that is what stopped it.
 */
function spawn(onMessage, onFail) {
  let blocked = null;
  const onViolation = (e) => {
    if (['worker-src', 'script-src', 'script-src-elem', 'child-src'].includes(e.effectiveDirective))
      blocked = e.effectiveDirective;
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  const settle = () => document.removeEventListener('securitypolicyviolation', onViolation);
  let worker;
  try {
    worker = new Worker(WORKER.origin === location.origin ? WORKER : bootUrl(), { type: 'module' });
  } catch (e) {
    settle();
    queueMicrotask(() => onFail(blocked ? cspError(blocked) : workerError(e?.message)));
    return { terminate() {}, postMessage() {} };
  }
  worker.onmessage = ({ data }) => {
    settle();
    if (data?.csp) onFail(cspError(data.csp));
    else if (data?.boot) onFail(workerError(data.boot));
    else onMessage(data);
  };
  worker.onerror = (e) => {
    e.preventDefault?.();
    // The violation event may come just after the error: give it a moment.
    setTimeout(() => {
      settle();
      onFail(blocked ? cspError(blocked) : workerError(e.message));
    }, 0);
  };
  const terminate = worker.terminate.bind(worker);
  worker.terminate = () => {
    settle();
    terminate();
  };
  return worker;
}

/** The Error a worker reported, with the core's `code` and `field`. */
function failure(data) {
  return Object.assign(new Error(data.error), { code: data.code ?? null, field: data.field ?? null });
}

export class Jobs {
  constructor() {
    this.worker = null;
    this.running = null; // { id, resolve, reject, onProgress, pool? }
  }

  start() {
    if (this.worker) return this.worker;
    this.worker = spawn(
      (data) => {
        const job = this.running;
        if (!job || job.pool || data.id !== job.id) return;
        if (data.progress !== undefined) job.onProgress?.(data.progress);
        else {
          this.running = null;
          if (data.error) job.reject(failure(data));
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
   * superseded. `onProgress` gets what the job reports (a fraction, or partial results).
   */
  run(kind, params, { onProgress } = {}) {
    this.cancel();
    const worker = this.start();
    const id = ++seq;
    return new Promise((resolve, reject) => {
      this.running = { id, resolve, reject, onProgress };
      worker.postMessage({ id, kind, ...params });
    });
  }

  /**
   * Runs `kind` on `shares` workers at once, each with `{ share, shares }` added to `params`;
   * resolves when all are done. `onProgress(progress, share)` gets each one's reports. The pool's
   * workers end when the job ends or is cancelled, so their memory is given back.
   */
  runShared(kind, params, shares, { onProgress } = {}) {
    this.cancel();
    const id = ++seq;
    const pool = [];
    const stop = () => {
      for (const w of pool) w.terminate();
    };
    return new Promise((resolve, reject) => {
      let left = shares;
      const end = (fn, value) => {
        if (this.running?.id !== id) return;
        this.running = null;
        stop();
        fn(value);
      };
      this.running = { id, pool, resolve, reject: (e) => end(reject, e), onProgress };
      for (let share = 0; share < shares; share++) {
        const worker = spawn(
          (data) => {
            if (this.running?.id !== id) return;
            if (data.progress !== undefined) onProgress?.(data.progress, share);
            else if (data.error) end(reject, failure(data));
            else if (--left === 0) end(resolve, data.result);
          },
          (error) => end(reject, error),
        );
        pool.push(worker);
        worker.postMessage({ id, kind, ...params, share, shares });
      }
    });
  }

  cancel() {
    const job = this.running;
    if (!job) return;
    this.running = null;
    if (job.pool) for (const w of job.pool) w.terminate();
    else this.worker?.postMessage({ id: ++seq, kind: 'cancel' });
    const e = new Error('cancelled');
    e.cancelled = true;
    job.reject(e);
  }

  terminate() {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }
}
