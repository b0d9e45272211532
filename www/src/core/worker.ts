// The Web Worker for long computations (a game's period table, the ledger by the mex rule, the
// period landscape or a share of it): one job at a time, in steps, with progress; a newer
// request replaces the one running.
import { loadFull } from './full.js';

let current = 0; // id of the job that may run; older ones stop at their next step

const tick = () => new Promise((ok) => setTimeout(ok, 0));

/** Steps a job of the core until it returns its result; progress between steps. */
async function stepped(id, job, work, transfer = () => []) {
  try {
    for (;;) {
      if (id !== current) return; // cancelled by a newer request
      const result = job.step(work);
      if (result !== undefined) {
        postMessage({ id, done: true, result }, transfer(result));
        return;
      }
      postMessage({ id, progress: job.progress() });
      await tick(); // let a cancelling message in
    }
  } finally {
    job.free();
  }
}

async function ledger(id, { a, delta }) {
  const core = await loadFull();
  await stepped(id, new core.LedgerJob(a, delta), 1 << 20);
}

/** A game's period table, handed over (not copied) to the page. */
async function sequence(id, { a, delta }) {
  const core = await loadFull();
  await stepped(id, new core.SequenceJob(a, delta), 1 << 22, (table) => [table.words.buffer, table.moves.buffer]);
}

async function landscape(id, { amax, dmax, share, shares }) {
  const core = await loadFull();
  const job = new core.LandscapeJob(amax, dmax, undefined, share, shares);
  try {
    const total = job.total();
    for (;;) {
      if (id !== current) return;
      // Cells for about 40 ms, then hand them over (arrays by field, transferred) and listen
      // for a cancel.
      const start = performance.now();
      const parts = [];
      do {
        const part = job.step(64);
        if (!part.a.length) break;
        parts.push(part);
      } while (performance.now() - start < 40);
      const buffers = parts.flatMap((p) => Object.values(p).map((array) => array.buffer));
      postMessage({ id, progress: { parts, done: job.done(), total } }, buffers);
      if (job.done() === total) {
        postMessage({ id, done: true, result: { total } });
        return;
      }
      await tick();
    }
  } finally {
    job.free();
  }
}

const JOBS = { ledger, landscape, sequence };

self.onmessage = async ({ data }) => {
  const { id, kind } = data;
  current = id;
  if (kind === 'cancel') return;
  try {
    await JOBS[kind](id, data);
  } catch (e) {
    if (id === current)
      postMessage({ id, error: String(e?.message ?? e), code: e?.code ?? null, field: e?.field ?? null });
  }
};
