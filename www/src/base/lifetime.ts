// The lifetime of one explorer: every listener on the page, timer, frame callback, observer and
// worker it starts is tied to it, so that one call ends them all when the explorer is removed.

/** Something with listeners: an element, the window, a media query, an EventTarget of the page. */
interface Listenable {
  addEventListener(type: string, fn: EventListener, options?: AddEventListenerOptions): void;
}

/** How long a frame's callbacks may run before the next one waits for the next frame, in ms. */
const FRAME_MS = 16;
/** The frame whose callbacks run now (its time, as requestAnimationFrame gives it) and when its first began. */
let frameTime = Number.NaN;
let frameBegan = 0;

/** Whether a callback of the frame at `time` may still run in it (the first always may). */
function frameHasRoom(time: number): boolean {
  const now = performance.now();
  if (time !== frameTime) {
    frameTime = time;
    frameBegan = now;
    return true;
  }
  return now - frameBegan < FRAME_MS;
}

export class Lifetime {
  private readonly controller = new AbortController();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly frames = new Set<number>();
  private readonly stops = new Set<() => void>();

  /** True once `end()` has run: nothing may start after that. */
  get ended(): boolean {
    return this.controller.signal.aborted;
  }

  /** An AbortSignal that aborts at the end (for fetches and listeners). */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** `target.addEventListener`, removed at the end. */
  listen<E extends Event = Event>(
    target: Listenable,
    type: string,
    fn: (event: E) => void,
    options: AddEventListenerOptions = {},
  ): void {
    if (this.ended) return;
    // The listener says which kind of event `type` brings; the target hands it any Event.
    target.addEventListener(type, fn as EventListener, { ...options, signal: this.signal });
  }

  /** `setTimeout` that never fires after the end; returns a function that clears it. */
  timeout(fn: () => void, ms = 0): () => void {
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
  interval(fn: () => void, ms: number): () => void {
    if (this.ended) return () => {};
    const id = setInterval(fn, ms);
    const stop = () => {
      clearInterval(id);
      this.stops.delete(stop);
    };
    this.stops.add(stop);
    return stop;
  }

  /** A function that runs `fn` at the next frame, once however often it is called before then. */
  coalesce(fn: () => void): () => void {
    let pending = false;
    return () => {
      if (pending || this.ended) return;
      pending = true;
      this.frame(() => {
        pending = false;
        fn();
      });
    };
  }

  /**
   * `requestAnimationFrame` that never runs after the end; returns a function that cancels it.
   * A callback whose frame has already run FRAME_MS of others' callbacks waits for the next
   * frame: the page's drawings (the spectrum's bars, its torus, the grid) are each one task's
   * worth, and two in one frame made one task of more than 50 ms.
   */
  frame(fn: (time: number) => void): () => void {
    if (this.ended) return () => {};
    let id = 0;
    const run = (t: number) => {
      this.frames.delete(id);
      if (!frameHasRoom(t)) {
        id = requestAnimationFrame(run);
        this.frames.add(id);
        return;
      }
      fn(t);
    };
    id = requestAnimationFrame(run);
    this.frames.add(id);
    return () => {
      cancelAnimationFrame(id);
      this.frames.delete(id);
    };
  }

  /** Keeps `thing` (an observer, a worker, …) until the end, when `stop(thing)` releases it. */
  own<T extends { disconnect(): void }>(thing: T): T;
  own<T>(thing: T, stop: (thing: T) => void): T;
  own<T>(thing: T, stop: (thing: T) => void = (t) => (t as { disconnect(): void }).disconnect()): T {
    if (this.ended) {
      stop(thing);
      return thing;
    }
    this.stops.add(() => stop(thing));
    return thing;
  }

  /** Runs `fn` at the end (once). */
  onEnd(fn: () => void): void {
    if (this.ended) fn();
    else this.stops.add(fn);
  }

  /** `fn`, but doing nothing once the lifetime has ended (for callbacks of promises). */
  alive<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R | undefined {
    return (...args: A) => (this.ended ? undefined : fn(...args));
  }

  /** Ends everything started under this lifetime. */
  end(): void {
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
