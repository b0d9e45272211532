// Loads the full Rust core on demand (a second WebAssembly module with its own memory): gaps,
// windows, the ledger and the other jobs, for the proof views, costly games and the workers. The
// page compiles its module once and hands it to each worker, which never fetches it again. The
// public entry codes every error (www/src/api/coded.ts). A load that fails is tried again by the
// next caller.
import type * as fullApi from '../../pkg/asg_full.js';
import { compiledEarly } from './early.ts';
import { siteFile } from './where.ts';

/** The full API: everything of the page's module, and gaps, windows, the ledger job, …, and its memory. */
export type FullCore = typeof fullApi & { memory: WebAssembly.Memory };

let compiled: Promise<WebAssembly.Module> | null = null;
let full: Promise<FullCore> | null = null;

/** The full core's module, compiled while it streams in (once for the page and all its workers). */
export function compileFull(): Promise<WebAssembly.Module> {
  // Taken over from prefetch.js when the address opened a view of the full core (once: a failed
  // load is tried again by streaming it here).
  const url = siteFile('pkg/asg_full_bg.wasm').href;
  compiled ??= (compiledEarly(url) ?? WebAssembly.compileStreaming(fetch(url))).catch((e: unknown) => {
    compiled = null;
    throw e;
  });
  return compiled;
}

/** The full API: everything of the page's module, and gaps, windows, the ledger job, …, every error with a code. */
export function loadFull(): Promise<FullCore> {
  full ??= Promise.all([import('../../pkg/asg_full.js'), compileFull()])
    .then(async ([mod, module]) => {
      const exports = await mod.default({ module_or_path: module });
      return { ...mod, memory: exports.memory };
    })
    .catch((e: unknown) => {
      full = null;
      throw e;
    });
  return full;
}
