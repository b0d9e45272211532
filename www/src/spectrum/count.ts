// The spectrum of the game on show, from the core: made at once when it is cheap (in the regime, by
// the torus formula), else a SpectrumJob stepped a slice at a time between frames, with its
// progress, so that the page never freezes (outside the regime it is counted by the mex rule).
import type { Game, Spectrum, SpectrumJob } from '../../pkg/asg_full.js';
import type { FullCore } from '../core/full.ts';
import type { Lifetime } from '../shell/lifetime.ts';

/** Positions the page computes at once (well inside a frame's budget); a dearer spectrum comes in steps. */
const AT_ONCE = 1n << 20n;

/** A slice's budget in milliseconds: the frames around it stay smooth. */
const SLICE_MS = 8;

/** What a count tells: how far it is (0 to 1), and the spectrum when it is done, or why it failed. */
export interface CountHandlers {
  progress(fraction: number): void;
  done(spectrum: Spectrum): void;
  failed(error: unknown): void;
}

/** One count of a game's spectrum; `stop()` ends it (and frees its job) before it is done. */
export interface Count {
  stop(): void;
}

/**
 * Counts `game`'s spectrum: at once in the regime when `spectrumCost` is small, else in slices
 * of about `SLICE_MS` each. A finished spectrum is the caller's to free.
 */
export function countSpectrum(core: FullCore, game: Game, proven: boolean, life: Lifetime, on: CountHandlers): Count {
  let job: SpectrumJob | null = null;
  let cancel = (): void => {};
  const stop = (): void => {
    cancel();
    job?.free();
    job = null;
  };
  try {
    // Outside the regime the count always goes in steps: its cost is known only roughly.
    if (proven && game.spectrumCost() <= AT_ONCE) {
      on.done(game.spectrum());
      return { stop };
    }
    job = new core.SpectrumJob(game);
  } catch (e) {
    on.failed(e);
    return { stop };
  }
  // Work per slice, tuned from the last slice's time.
  let work = 1 << 16;
  const slice = (): void => {
    if (!job) return;
    const t0 = performance.now();
    let made: Spectrum | undefined;
    try {
      made = job.step(work);
    } catch (e) {
      stop();
      on.failed(e);
      return;
    }
    if (made) {
      stop();
      on.done(made);
      return;
    }
    const ms = Math.max(0.1, performance.now() - t0);
    work = Math.max(1 << 10, Math.min(1 << 26, Math.round((work * SLICE_MS) / ms)));
    on.progress(job.progress());
    cancel = life.timeout(slice, 0);
  };
  on.progress(0);
  cancel = life.timeout(slice, 0);
  return { stop };
}
