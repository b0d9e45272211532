// The lifetime of one explorer: every listener on the page, timer, frame callback, observer and
// worker it starts is tied to it, so that one call ends them all when the explorer is removed.
// @ts-nocheck

export class Lifetime {
  constructor() {
    this.controller = new AbortController();
    this.timers = new Set();
    this.frames = new Set();
    this.stops = new Set();
  }

  /** True once `end()` has run: nothing may start after that. */
  get ended() {
    return this.controller.signal.aborted;
  }

  /** An AbortSignal that aborts at the end (for fetches and listeners). */
  get signal() {
    return this.controller.signal;
  }

  /** `target.addEventListener`, removed at the end. */
  listen(target, type, fn, options = {}) {
    if (this.ended) return;
    target.addEventListener(type, fn, { ...options, signal: this.signal });
  }

  /** `setTimeout` that never fires after the end; returns a function that clears it. */
  timeout(fn, ms = 0) {
    if (this.ended) return () => {};
    const id = setTimeout(() => {
      this.timers.delete(id);
      fn();
    }, ms);
    this.timers.add(id);
    return () => {
      clearTimeout(id);
      this.timers.delete(id);
    };
  }

  /** `setInterval` that stops at the end; returns a function that stops it. */
  interval(fn, ms) {
    if (this.ended) return () => {};
    const id = setInterval(fn, ms);
    const stop = () => {
      clearInterval(id);
      this.stops.delete(stop);
    };
    this.stops.add(stop);
    return stop;
  }

  /** `requestAnimationFrame` that never runs after the end; returns a function that cancels it. */
  frame(fn) {
    if (this.ended) return () => {};
    const id = requestAnimationFrame((t) => {
      this.frames.delete(id);
      fn(t);
    });
    this.frames.add(id);
    return () => {
      cancelAnimationFrame(id);
      this.frames.delete(id);
    };
  }

  /** Keeps `thing` (an observer, a worker, …) until the end, when `stop(thing)` releases it. */
  own(thing, stop = (t) => t.disconnect()) {
    if (this.ended) {
      stop(thing);
      return thing;
    }
    this.stops.add(() => stop(thing));
    return thing;
  }

  /** Runs `fn` at the end (once). */
  onEnd(fn) {
    if (this.ended) fn();
    else this.stops.add(fn);
  }

  /** `fn`, but doing nothing once the lifetime has ended (for callbacks of promises). */
  alive(fn) {
    return (...args) => (this.ended ? undefined : fn(...args));
  }

  /** Ends everything started under this lifetime. */
  end() {
    if (this.ended) return;
    this.controller.abort();
    for (const id of this.timers) clearTimeout(id);
    for (const id of this.frames) cancelAnimationFrame(id);
    for (const stop of this.stops) {
      try {
        stop();
      } catch {
        // One release failing must not keep the others.
      }
    }
    this.timers.clear();
    this.frames.clear();
    this.stops.clear();
  }
}
