// Loads the full Rust core on demand (a second WebAssembly module with its own memory): gaps,
// windows, the ledger and the other jobs, for the proof views, costly games and the workers. It
// imports nothing of the page's module, so a worker loads only this one. A load that fails is
// tried again by the next caller.

let full = null;

/** The full API: everything of the page's module, and gaps, windows, the ledger job, … */
export function loadFull() {
  full ??= import('../pkg/asg_full.js')
    .then(async (mod) => {
      const exports = await mod.default({ module_or_path: new URL('../pkg/asg_full_bg.wasm', import.meta.url) });
      return { ...mod, memory: exports.memory };
    })
    .catch((e) => {
      full = null;
      throw e;
    });
  return full;
}
