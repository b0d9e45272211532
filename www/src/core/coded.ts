// Every error of the core's API with a code: wasm-bindgen's glue throws plain Errors of its own
// (an object used after free(), one of the wrong class), so the loaders wrap each function and
// method, and hand such an error's message to the core's glueError, which gives it the core's
// code (the glue's own Error goes with it as its cause).

/** What a glue module offers for this: its exports, and the core's `glueError`. */
interface Glue {
  glueError(message: string): unknown;
}

/** A class's prototype or the class itself, whose own functions and getters are wrapped. */
type Members = Record<string, unknown>;

/** Marks a class whose members are wrapped already (the glue's classes are shared by every caller). */
const WRAPPED = Symbol('asg-coded');

/** Exports that are not calls of the core: the loader, its synchronous twin, the coder itself. */
const NOT_CALLS = ['default', 'initSync', 'glueError'];

/** True for an error that carries a code already (the core's own). */
function hasCode(e: unknown): boolean {
  return e !== null && typeof e === 'object' && 'code' in e && typeof e.code === 'string';
}

/** `fn`, throwing only errors with a code. */
function coded<F extends (...args: never[]) => unknown>(fn: F, glue: Glue): F {
  const wrapped = function codedCall(this: unknown, ...args: Parameters<F>): unknown {
    try {
      return fn.apply(this, args);
    } catch (e) {
      if (hasCode(e)) throw e;
      const message = e instanceof Error ? e.message : String(e);
      const error = glue.glueError(message);
      if (error instanceof Error) error.cause = e;
      throw error;
    }
  };
  return wrapped as unknown as F;
}

/** True for a class of the glue (it has methods on its prototype), not a plain function. */
function isClass(value: unknown): value is { prototype: object } & Members {
  if (typeof value !== 'function') return false;
  const proto: unknown = value.prototype;
  return typeof proto === 'object' && proto !== null && Object.getOwnPropertyNames(proto).length > 1;
}

/** Wraps, in place, the methods, getters and static functions of an exported class. */
function wrapClass(cls: { prototype: object } & Members, glue: Glue): void {
  if (WRAPPED in cls) return;
  Object.defineProperty(cls, WRAPPED, { value: true });
  const targets: [object, string[]][] = [
    [cls.prototype, ['constructor']],
    [cls, ['length', 'name', 'prototype']],
  ];
  for (const [target, skip] of targets) {
    for (const name of Object.getOwnPropertyNames(target)) {
      if (skip.includes(name) || name.startsWith('__')) continue;
      const d = Object.getOwnPropertyDescriptor(target, name);
      if (!d) continue;
      if (typeof d.value === 'function') d.value = coded(d.value, glue);
      else if (d.get) d.get = coded(d.get, glue);
      else continue;
      Object.defineProperty(target, name, d);
    }
  }
}

/** The glue module `api` with every call coded: its functions wrapped, its classes in place. */
export function withCodes<T extends Glue>(api: T): T {
  const out: Members = {};
  for (const [name, value] of Object.entries(api)) {
    out[name] = value;
    if (NOT_CALLS.includes(name)) continue;
    if (isClass(value)) wrapClass(value, api);
    else if (typeof value === 'function') out[name] = coded(value as (...args: never[]) => unknown, api);
  }
  return out as unknown as T;
}
