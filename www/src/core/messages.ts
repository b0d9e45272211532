// The messages between the page and its workers: each kind of job with what it asks for, what it
// reports while it runs and what it gives back; the compiled full core travels with every request.
import type { LandscapeCells, Ledger, SequenceTable, Whole } from '../../pkg/asg_full.js';

/** What each kind of job asks for. */
export interface JobParams {
  /** The period ledger of (a, δ) by the mex rule. */
  ledger: { a: Whole; delta: Whole };
  /** The period table of (a, δ), for Game.adoptTable. */
  sequence: { a: Whole; delta: Whole };
  /** The landscape a ≤ amax, δ ≤ dmax, or share `share` of `shares` of it. */
  landscape: { amax: number; dmax: number; share?: number; shares?: number };
}

/** Cells of the landscape as a worker hands them over, with how many of its share are done. */
export interface LandscapeProgress {
  parts: LandscapeCells[];
  done: number;
  total: number;
}

/** What each kind of job reports while it runs. */
export interface JobProgress {
  ledger: number;
  sequence: number;
  landscape: LandscapeProgress;
}

/** What each kind of job gives back. */
export interface JobResults {
  ledger: Ledger;
  sequence: SequenceTable;
  landscape: { total: number };
}

export type JobKind = keyof JobParams;

/** A request to a worker: a job (with the full core's compiled module), or a cancel of the one running. */
export type Request =
  | { [K in JobKind]: { id: number; kind: K; module: WebAssembly.Module } & JobParams[K] }[JobKind]
  | { id: number; kind: 'cancel' };

/** A worker's failure, as the core's error crosses: its message, code, field and numbers. */
export interface Failure {
  id: number;
  error: string;
  code: string | null;
  field: string | null;
  /** The message's numbers (BigInts, which cross as they are) and keys, by name. */
  params: Record<string, bigint | number | string>;
}

/** The failure of job `id` with error `e`, as the worker sends it (the one encoding of an error). */
export function failureOf(id: number, e: unknown): Failure {
  const o: { message?: unknown; code?: unknown; field?: unknown; params?: unknown } =
    e !== null && typeof e === 'object' ? e : {};
  const params: Failure['params'] = {};
  if (o.params !== null && typeof o.params === 'object')
    for (const [k, v] of Object.entries(o.params))
      if (typeof v === 'bigint' || typeof v === 'number' || typeof v === 'string') params[k] = v;
  return {
    id,
    error: String(o.message ?? e),
    code: typeof o.code === 'string' ? o.code : null,
    field: typeof o.field === 'string' ? o.field : null,
    params,
  };
}

/** The Error a worker's failure stands for, as the page words it (the one decoding). */
export function errorOf(failure: Omit<Failure, 'id'>): Error {
  const { error, code, field, params } = failure;
  return Object.assign(new Error(error), { code, field, params: { ...params } });
}

/** A worker's answer to job `id`: progress, its result, or its failure. */
export type Reply<K extends JobKind = JobKind> =
  | { id: number; progress: JobProgress[K] }
  | { id: number; done: true; result: JobResults[K] }
  | Failure;

/** What the boot script of a worker started for another origin reports instead of a reply. */
export type BootReport = { csp: string } | { boot: string };
