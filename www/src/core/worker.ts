// The Web Worker for long computations (a game's period table, the ledger by the mex rule, the
// collision spectrum, the period landscape or a share of it): one job at a time, in steps, with
// progress; a newer request replaces the one running. The full core comes compiled from the page
// with each request.
// A classic script, so that it starts from a blob: URL in opaque origins too.

import type { LandscapeColumns } from '../../pkg/asg_full.js';
import init, * as full from '../../pkg/asg_full.js';
import {
  type BootReport,
  encodeError,
  type JobKind,
  type JobParams,
  type JobProgress,
  type JobResults,
  type Reply,
  type Request,
} from './messages.ts';

/** The worker's global scope, as far as it is used here (the page's DOM types describe a window). */
interface WorkerScope {
  onmessage: ((e: MessageEvent<Request>) => void) | null;
  postMessage(message: Reply | BootReport, transfer?: Transferable[]): void;
  addEventListener(type: 'securitypolicyviolation', listener: (e: SecurityPolicyViolationEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

// What the page's Content-Security-Policy stops in here, the page names in its message.
scope.addEventListener('securitypolicyviolation', (e) => scope.postMessage({ csp: e.effectiveDirective }));

let current = 0; // id of the job that may run; older ones stop at their next step
let ready: Promise<unknown> | null = null;

// Lets the worker's messages (a cancel, a newer job) in between steps. Not setTimeout(0): timers
// set from timers are held back at least 4 ms after the fifth, a tenth of each 40 ms step lost.
const channel = new MessageChannel();
const tick = () =>
  new Promise<void>((ok) => {
    channel.port1.onmessage = () => ok();
    channel.port2.postMessage(null);
  });

/** Sends job `id`'s reply of kind `K`. */
function reply<K extends JobKind>(message: Reply<K>, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

/** A job of the core that runs in steps: ledger, certificate and sequence. */
interface Stepped<T> {
  step(work: number): T | undefined;
  progress(): number;
  free(): void;
}

/** Steps a job of the core until it returns its result; progress between steps. */
async function stepped<K extends 'ledger' | 'certificate' | 'sequence'>(
  id: number,
  job: Stepped<JobResults[K]>,
  work: number,
  transfer: (result: JobResults[K]) => Transferable[] = () => [],
): Promise<void> {
  try {
    for (;;) {
      if (id !== current) return; // cancelled by a newer request
      const result = job.step(work);
      if (result !== undefined) {
        reply<K>({ id, done: true, result }, transfer(result));
        return;
      }
      reply<K>({ id, progress: job.progress() as JobProgress[K] });
      await tick(); // let a cancelling message in
    }
  } finally {
    job.free();
  }
}

function ledger(id: number, { a, delta }: JobParams['ledger']): Promise<void> {
  return stepped<'ledger'>(id, new full.LedgerJob(a, delta), 1 << 20);
}

function certificate(id: number, { a, delta }: JobParams['certificate']): Promise<void> {
  return stepped<'certificate'>(id, new full.CertificateJob(a, delta), 1 << 20);
}

/** A game's period table, handed over (not copied) to the page. */
function sequence(id: number, { a, delta }: JobParams['sequence']): Promise<void> {
  return stepped<'sequence'>(id, new full.SequenceJob(a, delta), 1 << 22, (table) => [
    table.words.buffer,
    table.moves.buffer,
  ]);
}

/** Milliseconds a step of the spectrum's count takes: a cancel is heard within about this. */
const STEP_MS = 30;

/**
 * Steps `job` about STEP_MS at a time (its work tuned from the last step's time) until it gives
 * its result, reporting its progress mapped onto `from` … `to`; undefined when cancelled.
 */
async function timed<T>(id: number, job: Stepped<T>, from: number, to: number): Promise<T | undefined> {
  let work = 1 << 16;
  for (;;) {
    if (id !== current) return undefined;
    const start = performance.now();
    const result = job.step(work);
    if (result !== undefined) return result;
    const ms = Math.max(0.1, performance.now() - start);
    work = Math.max(1 << 10, Math.min(1 << 26, Math.round((work * STEP_MS) / ms)));
    reply<'spectrum'>({ id, progress: from + (to - from) * job.progress() });
    await tick(); // let a cancelling message in
  }
}

/**
 * The collision spectrum of (a, δ), handed over (not copied) as its parts. Outside the regime the
 * game's period table comes first, by the mex rule in steps as the page built it; each part of the
 * progress bar is as long as its share of the work.
 */
async function spectrum(id: number, { a, delta }: JobParams['spectrum']): Promise<void> {
  const game = full.Game.fromDelta(a, delta);
  let job: full.SpectrumJob | null = null;
  try {
    const tableCost = Number(game.sequenceCost());
    const share = tableCost / (tableCost + Number(game.spectrumCost()));
    if (tableCost > 0) {
      const build = new full.SequenceJob(a, delta);
      try {
        const table = await timed(id, build, 0, share);
        if (!table) return;
        game.adoptTable(table);
      } finally {
        build.free();
      }
    }
    job = new full.SpectrumJob(game);
    const made = await timed(id, job, share, 1);
    if (!made) return;
    const parts = made.parts();
    made.free();
    reply<'spectrum'>({ id, done: true, result: parts }, [parts.prefix.buffer, parts.leafMax.buffer]);
  } finally {
    job?.free();
    game.free();
  }
}

/** The landscape's parts as one (each column's arrays end to end); null for none. */
function joined(parts: LandscapeColumns[]): LandscapeColumns | null {
  const [first] = parts;
  if (!first || parts.length === 1) return first ?? null;
  const out: Record<string, Uint8Array | Uint32Array> = {};
  for (const key of Object.keys(first) as (keyof LandscapeColumns)[]) {
    const total = parts.reduce((sum, p) => sum + p[key].length, 0);
    const array = first[key] instanceof Uint8Array ? new Uint8Array(total) : new Uint32Array(total);
    let at = 0;
    for (const p of parts) {
      array.set(p[key], at);
      at += p[key].length;
    }
    out[key] = array;
  }
  return out as unknown as LandscapeColumns;
}

async function landscape(id: number, { amax, dmax, listed, share, shares }: JobParams['landscape']): Promise<void> {
  const job = listed
    ? full.LandscapeJob.listed(listed.a, listed.delta, share, shares)
    : new full.LandscapeJob(amax, dmax, undefined, share, shares);
  try {
    // Cell counts cross as BigInts; a plane has at most 2^20 cells, exact as numbers.
    const total = Number(job.total());
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
      // One part a reply, its arrays joined: hundreds of small arrays cost the page more to
      // take in than the cells do.
      const part = joined(parts);
      const buffers = part ? Object.values(part).map((array: ArrayBufferView) => array.buffer) : [];
      parts.length = 0;
      if (part) parts.push(part);
      const done = Number(job.done());
      reply<'landscape'>({ id, progress: { parts, done, total } }, buffers);
      if (done === total) {
        reply<'landscape'>({ id, done: true, result: { total } });
        return;
      }
      await tick();
    }
  } finally {
    job.free();
  }
}

/** Runs the job a request asks for. */
function run(request: Exclude<Request, { kind: 'cancel' }>): Promise<void> {
  switch (request.kind) {
    case 'ledger':
      return ledger(request.id, request);
    case 'certificate':
      return certificate(request.id, request);
    case 'sequence':
      return sequence(request.id, request);
    case 'spectrum':
      return spectrum(request.id, request);
    case 'landscape':
      return landscape(request.id, request);
    default: {
      const never: never = request;
      throw new Error(`unknown job ${JSON.stringify(never)}`);
    }
  }
}

scope.onmessage = async ({ data }) => {
  const { id } = data;
  current = id;
  if (data.kind === 'cancel') return;
  try {
    // The module the page compiled: instantiated here, never fetched again.
    ready ??= init({ module_or_path: data.module }).catch((e: unknown) => {
      ready = null;
      throw e;
    });
    await ready;
    await run(data);
  } catch (e) {
    if (id !== current) return;
    scope.postMessage({ id, error: encodeError(e) });
  }
};
