// Loads the page's Rust core (WebAssembly) from the site's pkg/: the compact module the first
// paint needs. A load that fails is tried again by the next caller (the next view or embed).
import init, * as api from '../../pkg/asg.js';
import { siteFile } from './where.ts';

/** The page's module: its exports (Game, Picture, stripHeapsAt, …) and its memory. */
export type Core = typeof api & { memory: WebAssembly.Memory };

let compact: Promise<Core> | null = null;

/** The page's module: Game, Picture, stripHeapsAt, gridHeapsAt, stripLayout, and its memory. */
export function loadCore(): Promise<Core> {
  compact ??= init({ module_or_path: siteFile('pkg/asg_bg.wasm') }).then(
    (exports) => ({ ...api, memory: exports.memory }),
    (e: unknown) => {
      compact = null;
      throw e;
    },
  );
  return compact;
}
