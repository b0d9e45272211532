// The messages between the page and its workers: each kind of job with what it asks for, what it
// reports while it runs and what it gives back (the compiled full core travels with every request),
// and the one encoding of an error that crosses from a worker to the page.
import type {
  CertificateResult,
  LandscapeColumns,
  Ledger,
  SequenceTable,
  SpectrumParts,
  Whole,
} from '../../pkg/asg_full.js';

/** What each kind of job asks for. */
export interface JobParams {
  /** The period ledger of (a, δ) by the mex rule. */
  ledger: { a: Whole; delta: Whole };
  /** The certificate of (a, δ): the mex rule's two duties for the closed form's classes. */
  certificate: { a: Whole; delta: Whole };
  /** The period table of (a, δ), for a TableCheck and Game.adoptCheck (or Game.adoptTable). */
  sequence: { a: Whole; delta: Whole };
  /** The collision spectrum of (a, δ) over one period, for Game.spectrumFromParts. */
  spectrum: { a: Whole; delta: Whole };
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
  parts: LandscapeColumns[];
  done: number;
  total: number;
}

/** What each kind of job reports while it runs. */
export interface JobProgress {
  ledger: number;
  certificate: number;
  sequence: number;
  spectrum: number;
  landscape: LandscapeProgress;
}

/** What each kind of job gives back. */
export interface JobResults {
  ledger: Ledger;
  certificate: CertificateResult;
  sequence: SequenceTable;
  spectrum: SpectrumParts;
  landscape: { total: number };
}

export type JobKind = keyof JobParams;

/** A request to a worker: a job (with the full core's compiled module), or a cancel of the one running. */
export type Request =
  | { [K in JobKind]: { id: number; kind: K; module: WebAssembly.Module } & JobParams[K] }[JobKind]
  | { id: number; kind: 'cancel' };

/** The numbers a message of the core names, by name (BigInts for exact integers). */
export type ErrorParams = Record<string, number | bigint | string>;

/** An error as it crosses from a worker to the page: its text, and the core's code, field and numbers. */
export interface EncodedError {
  message: string;
  code: string | null;
  field: string | null;
  params: ErrorParams | null;
}

/** A worker's failure of job `id`. */
export interface Failure {
  id: number;
  error: EncodedError;
}

/** What an error thrown by the core may carry. */
interface Coded {
  message?: unknown;
  code?: unknown;
  field?: unknown;
  params?: unknown;
}

/** `e` (anything a job threw) as it crosses to the page: code, field and numbers kept. */
export function encodeError(e: unknown): EncodedError {
  const c: Coded = e !== null && typeof e === 'object' ? e : { message: e };
  let params: ErrorParams | null = null;
  if (c.params !== null && typeof c.params === 'object') {
    params = {};
    for (const [k, v] of Object.entries(c.params))
      if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'string') params[k] = v;
  }
  return {
    message: String(c.message ?? e),
    code: typeof c.code === 'string' ? c.code : null,
    field: typeof c.field === 'string' ? c.field : null,
    params,
  };
}

/** The Error on the page for an error a worker encoded, as the core would have thrown it. */
export function decodeError({ message, code, field, params }: EncodedError): Error & Omit<EncodedError, 'message'> {
  return Object.assign(new Error(message), { code, field, params });
}

/** A worker's answer to job `id`: progress, its result, or its failure. */
export type Reply<K extends JobKind = JobKind> =
  | { id: number; progress: JobProgress[K] }
  | { id: number; done: true; result: JobResults[K] }
  | Failure;

/** What a worker reports instead of a reply when the page's Content-Security-Policy stops something in it. */
export type BootReport = { csp: string };
