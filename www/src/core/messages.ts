// The messages between the page and its workers: each kind of job with what it asks for, what it
// reports while it runs and what it gives back; the compiled full core travels with every request.
import type { LandscapeCells, Ledger, SequenceTable, Whole } from '../../pkg/asg_full.js';

/** What each kind of job asks for. */
export interface JobParams {
  /** The period ledger of (a, δ) by the mex rule. */
  ledger: { a: Whole; delta: Whole };
  /** The period table of (a, δ), for Game.adoptTable. */
  sequence: { a: Whole; delta: Whole };
  /**
   * The landscape a ≤ amax, δ ≤ dmax (or only the games `listed`: those an atlas lacks), or
   * share `share` of `shares` of it.
   */
  landscape: {
    amax: number;
    dmax: number;
    listed?: { a: Uint32Array; delta: Uint32Array };
    share?: number;
    shares?: number;
  };
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

/** A worker's failure, as the core's error crosses (code and field kept). */
export interface Failure {
  id: number;
  error: string;
  code: string | null;
  field: string | null;
}

/** A worker's answer to job `id`: progress, its result, or its failure. */
export type Reply<K extends JobKind = JobKind> =
  | { id: number; progress: JobProgress[K] }
  | { id: number; done: true; result: JobResults[K] }
  | Failure;

/** What the boot script of a worker started for another origin reports instead of a reply. */
export type BootReport = { csp: string } | { boot: string };
