// Loads the Rust core (WebAssembly) relative to this file: the compact module the page needs
// first, and on demand the full one (proof views, worker jobs).
import init, * as api from '../pkg/asg.js';

let compact = null;
let full = null;

/** The page's module: Game, Picture, stripHeapsAt, gridHeapsAt, stripLayout, and its memory. */
export function loadCore() {
  compact ??= init({ module_or_path: new URL('../pkg/asg_bg.wasm', import.meta.url) }).then((exports) => ({
    ...api,
    memory: exports.memory,
  }));
  return compact;
}

/** The full API (a second module with its own memory): gaps, windows, the ledger job, … */
export function loadFull() {
  full ??= import('../pkg/asg_full.js').then(async (mod) => {
    const exports = await mod.default({ module_or_path: new URL('../pkg/asg_full_bg.wasm', import.meta.url) });
    return { ...mod, memory: exports.memory };
  });
  return full;
}
