// The public JavaScript API over wasm-bindgen's glue, by composition: every class, object and
// function of the glue seen through a Proxy or a wrapper that throws only errors with a code. The
// glue's own checks (an object used after free(), one of the wrong class, one in use) throw plain
// Errors; their messages go to the core's glueError, which gives them the core's code (the glue's
// Error is its cause). The glue's classes and prototypes are never changed.

/** What a glue module offers for this: the core's `glueError` beside its exports. */
interface Glue {
  glueError(message: string): unknown;
}

type Fn = (...args: unknown[]) => unknown;

/** The glue module `api` with every call coded: classes and functions wrapped, the loaders as they are. */
export function codedApi<T extends Glue>(api: T): T {
  /** Each wrapper → the glue's own object or class, which the glue's checks of an argument want. */
  const raw = new WeakMap<object, object>();
  /** The glue's classes → their wrappers. */
  const classes = new Map<unknown, object>();
  const unwrap = (v: unknown): unknown => raw.get(v as object) ?? v;
  /** What `f` gives, an object of the glue's wrapped; what it throws, with a code. */
  const run = (f: () => unknown): unknown => {
    try {
      const v = f();
      for (const c of classes.keys()) if (v instanceof (c as Fn)) return wrap(v as object);
      return v;
    } catch (e) {
      if (e !== null && typeof e === 'object' && typeof (e as { code?: unknown }).code === 'string') throw e;
      const coded = api.glueError(e instanceof Error ? e.message : String(e));
      if (coded instanceof Error) coded.cause = e;
      throw coded;
    }
  };
  /** Each glue function → its coded twin, made once (a method is one function for every object). */
  const calls = new WeakMap<Fn, Fn>();
  const call = (fn: Fn): Fn => {
    let out = calls.get(fn);
    if (!out) {
      out = function coded(this: unknown, ...args: unknown[]) {
        return run(() => fn.apply(unwrap(this), args.map(unwrap)));
      };
      calls.set(fn, out);
    }
    return out;
  };
  const wrap = (target: object): object => {
    const proxy = new Proxy(target, {
      get: (t, name) => {
        const v = run(() => Reflect.get(t, name));
        // A class's prototype stays its own (a Proxy must give it as it is); the glue's internals too.
        if (typeof v !== 'function' || name === 'prototype' || String(name).startsWith('__')) return v;
        return classes.get(v) ?? call(v as Fn);
      },
      construct: (t, args) => run(() => Reflect.construct(t as Fn & (new () => object), args.map(unwrap))) as object,
    });
    raw.set(proxy, target);
    return proxy;
  };
  const out: Record<string, unknown> = {};
  for (const v of Object.values(api))
    if (typeof v === 'function' && /^class\b/.test(String(v))) classes.set(v, wrap(v));
  for (const [name, v] of Object.entries(api))
    out[name] =
      classes.get(v) ?? (typeof v !== 'function' || /^(default|initSync|glueError)$/.test(name) ? v : call(v as Fn));
  return out as T;
}
