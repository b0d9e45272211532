// Runs long computations in a Web Worker, one at a time: a new request cancels the previous.

let seq = 0;

export class Jobs {
  constructor() {
    this.worker = null;
    this.running = null; // { id, resolve, reject, onProgress }
  }

  start() {
    if (this.worker) return this.worker;
    const url = new URL('./worker.js', import.meta.url);
    // A page on another origin (an embed) may not start a worker from our URL directly; a
    // same-origin blob that imports it can (the module is served with CORS headers).
    const src =
      url.origin === location.origin
        ? url
        : URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' }));
    this.worker = new Worker(src, { type: 'module' });
    this.worker.onmessage = ({ data }) => {
      const job = this.running;
      if (!job || data.id !== job.id) return;
      if (data.progress !== undefined) job.onProgress?.(data.progress);
      else {
        this.running = null;
        if (data.error) job.reject(Object.assign(new Error(data.error), { code: data.code, field: data.field }));
        else job.resolve(data.result);
      }
    };
    this.worker.onerror = (e) => {
      const job = this.running;
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

  cancel() {
    const job = this.running;
    if (!job) return;
    this.running = null;
    this.worker?.postMessage({ id: ++seq, kind: 'cancel' });
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
