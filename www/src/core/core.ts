// Loads the page's Rust core (WebAssembly) from the site's pkg/: the compact module the first
// paint needs, through the public entry (every error with a code, www/src/api/coded.ts). A load
// that fails is tried again by the next caller (the next view or embed).
import type * as api from '../../pkg/asg.js';
import init, {
  checkPlane,
  Game,
  glueError,
  gridHeapsAt,
  gridPixelsOf,
  Picture,
  stripHeapsAt,
  stripLayout,
  stripPixelsOf,
} from '../../pkg/asg.js';
import { compiledEarly } from './early.ts';
import { siteFile } from './where.ts';

/**
 * The page's module: its exports but the loaders (Game, Picture, stripHeapsAt, …) and its memory.
 * A game is made by `Game.fromDelta` or `Game.fromAB`, never `new` (which only the full module
 * has), so the full module is a Core too. Named one by one (the type wants each), so that the
 * first frame holds no namespace object of the module.
 */
export type Core = Omit<typeof api, 'Game' | 'default' | 'initSync'> & {
  Game: Pick<typeof api.Game, keyof typeof api.Game>;
  memory: WebAssembly.Memory;
};

let compact: Promise<Core> | null = null;

/** The module prefetch.js compiled as it arrived (where that failed, a request of its own), or its address. */
function compiled(): Promise<WebAssembly.Module | Response> | URL {
  const url = siteFile('pkg/asg_bg.wasm');
  return compiledEarly(url.href)?.catch(() => fetch(url)) ?? url;
}

/** The page's module (Game, Picture, stripHeapsAt, gridHeapsAt, …, every error with a code), and its memory. */
export function loadCore(): Promise<Core> {
  compact ??= init({ module_or_path: compiled() }).then(
    (exports) => ({
      ...{ Game, Picture, checkPlane, glueError, stripHeapsAt, stripLayout, stripPixelsOf, gridHeapsAt, gridPixelsOf },
      memory: exports.memory,
    }),
    (e: unknown) => {
      compact = null;
      throw e;
    },
  );
  return compact;
}
