// Loads the Rust core (WebAssembly) once, relative to this file, and hands out its API.
import init, * as api from '../pkg/asg.js';

let loading = null;

/** Resolves to the core's exports: Game, Picture, stripHeapsAt, gridHeapsAt, stripLayout, memory. */
export function loadCore() {
  loading ??= init({ module_or_path: new URL('../pkg/asg_bg.wasm', import.meta.url) }).then((exports) => ({
    ...api,
    memory: exports.memory,
  }));
  return loading;
}
