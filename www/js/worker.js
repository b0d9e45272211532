// The Web Worker for long computations (the ledger by the mex rule): one job at a time, in
// steps, with progress; a newer request replaces the one running.
import { loadFull } from './core.js';

let current = 0; // id of the job that may run; older ones stop at their next step

const tick = () => new Promise((ok) => setTimeout(ok, 0));

async function ledger(id, { a, delta }) {
  const core = await loadFull();
  const job = new core.LedgerJob(BigInt(a), BigInt(delta));
  try {
    for (;;) {
      if (id !== current) return; // cancelled by a newer request
      const result = job.step(1 << 20);
      if (result !== undefined) {
        postMessage({ id, done: true, result });
        return;
      }
      postMessage({ id, progress: job.progress() });
      await tick(); // let a cancelling message in
    }
  } finally {
    job.free();
  }
}

const JOBS = { ledger };

self.onmessage = async ({ data }) => {
  const { id, kind } = data;
  current = id;
  if (kind === 'cancel') return;
  try {
    await JOBS[kind](id, data);
  } catch (e) {
    if (id === current) postMessage({ id, error: String(e?.message ?? e) });
  }
};
