// Runs long computations in Web Workers: one job at a time (a new request cancels the previous),
// on one worker, or on a pool of them that share the work (one per core).

let seq = 0;

/** A module worker for worker.js, also from a page on another origin (an embed). */
function spawn() {
  const url = new URL('./worker.js', import.meta.url);
  // A page on another origin may not start a worker from our URL directly; a same-origin blob
  // that imports it can (the module is served with CORS headers).
  const src =
    url.origin === location.origin
      ? url
      : URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' }));
  return new Worker(src, { type: 'module' });
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
    this.worker = spawn();
    this.worker.onmessage = ({ data }) => {
      const job = this.running;
      if (!job || job.pool || data.id !== job.id) return;
      if (data.progress !== undefined) job.onProgress?.(data.progress);
      else {
        this.running = null;
        if (data.error) job.reject(failure(data));
        else job.resolve(data.result);
      }
    };
    this.worker.onerror = (e) => {
      const job = this.running;
      if (job?.pool) return;
      this.running = null;
      job?.reject(new Error(e.message || 'the worker failed'));
    };
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
    const pool = Array.from({ length: shares }, spawn);
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
      pool.forEach((worker, share) => {
        worker.onmessage = ({ data }) => {
          if (this.running?.id !== id) return;
          if (data.progress !== undefined) onProgress?.(data.progress, share);
          else if (data.error) end(reject, failure(data));
          else if (--left === 0) end(resolve, data.result);
        };
        worker.onerror = (e) => end(reject, new Error(e.message || 'a worker failed'));
        worker.postMessage({ id, kind, ...params, share, shares });
      });
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
