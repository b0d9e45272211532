// Every error of the core's API with a code: wasm-bindgen's glue throws plain Errors of its own
// (an object used after free(), one of the wrong class), so the loaders wrap each function and
// method, and hand such an error's message to the core's glueError, which gives it the core's
// code (the glue's own Error goes with it as its cause).

const WRAPPED = Symbol('asg-coded');

/** `fn`, throwing only errors with a code. */
function coded(fn, glueError) {
  return function codedCall(...args) {
    try {
      return fn.apply(this, args);
    } catch (e) {
      if (typeof e?.code === 'string') throw e;
      const error = glueError(String(e?.message ?? e));
      error.cause = e;
      throw error;
    }
  };
}

/** Wraps, in place, the methods, getters and static functions of an exported class. */
function wrapClass(cls, glueError) {
  if (cls[WRAPPED]) return;
  cls[WRAPPED] = true;
  for (const [target, skip] of [
    [cls.prototype, ['constructor']],
    [cls, ['length', 'name', 'prototype']],
  ]) {
    for (const name of Object.getOwnPropertyNames(target)) {
      if (skip.includes(name) || name.startsWith('__')) continue;
      const d = Object.getOwnPropertyDescriptor(target, name);
      if (typeof d.value === 'function') d.value = coded(d.value, glueError);
      else if (d.get) d.get = coded(d.get, glueError);
      else continue;
      Object.defineProperty(target, name, d);
    }
  }
}

/** The glue module `api` with every call coded: its functions wrapped, its classes in place. */
export function withCodes(api) {
  const out = { ...api };
  for (const [name, value] of Object.entries(api)) {
    if (typeof value !== 'function' || ['default', 'initSync', 'glueError'].includes(name)) continue;
    if (value.prototype && Object.getOwnPropertyNames(value.prototype).length > 1) wrapClass(value, api.glueError);
    else out[name] = coded(value, api.glueError);
  }
  return out;
}
