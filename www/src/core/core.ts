// Loads the page's Rust core (WebAssembly) relative to this file: the compact module the first
// paint needs. A load that fails is tried again by the next caller (the next view or embed).
import init, * as api from '../pkg/asg.js';

let compact = null;

/** The page's module: Game, Picture, stripHeapsAt, gridHeapsAt, stripLayout, and its memory. */
export function loadCore() {
  compact ??= init({ module_or_path: new URL('../pkg/asg_bg.wasm', import.meta.url) }).then(
    (exports) => ({ ...api, memory: exports.memory }),
    (e) => {
      compact = null;
      throw e;
    },
  );
  return compact;
}
