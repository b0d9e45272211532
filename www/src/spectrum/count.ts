// The spectrum of the game on show, from the core: made at once on the page when it is cheap (well
// inside a frame), else counted in a worker (the page's jobs, kind 'spectrum') with its progress and
// handed back as its parts, so that the page never waits for it (outside the regime it is counted
// by the mex rule).
import type { Game, Spectrum } from '../../pkg/asg_full.js';
import { isCancelled, type Jobs } from '../core/jobs.ts';

/**
 * Positions the page computes at once: about 3 a shift in the regime, so periods up to about
 * 350 000 (a few milliseconds, less than starting a worker and instantiating the core in it).
 */
export const AT_ONCE = 1n << 20n;

/** What a count tells: how far it is (0 to 1), and the spectrum when it is done, or why it failed. */
export interface CountHandlers {
  progress(fraction: number): void;
  done(spectrum: Spectrum): void;
  failed(error: unknown): void;
}

/** One count of a game's spectrum; `stop()` ends it (and its worker's job) before it is done. */
export interface Count {
  stop(): void;
}

/**
 * Counts the spectrum of `game` (of `a`, `delta`): at once when `spectrumCost` is at most AT_ONCE,
 * else on `jobs`' worker, whose place in the page's budget is given back when it is done. Nothing
 * is told after `stop()`. A finished spectrum is the caller's to free.
 */
export function countSpectrum(game: Game, a: bigint, delta: bigint, jobs: Jobs, on: CountHandlers): Count {
  let stopped = false;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    jobs.cancel();
  };
  try {
    // The game on show has its period table, so the cost is known in and out of the regime.
    if (game.spectrumCost() <= AT_ONCE) {
      on.done(game.spectrum());
      return { stop };
    }
  } catch (e) {
    on.failed(e);
    return { stop };
  }
  on.progress(0);
  const onProgress = (fraction: number): void => {
    if (!stopped) on.progress(fraction);
  };
  jobs.run('spectrum', { a, delta }, { onProgress }).then(
    (parts) => {
      if (stopped) return;
      stopped = true;
      // The worker holds the count's memory: end it, so that it is given back.
      jobs.terminate();
      let made: Spectrum;
      try {
        made = game.spectrumFromParts(parts);
      } catch (e) {
        on.failed(e);
        return;
      }
      on.done(made);
    },
    (e: unknown) => {
      if (stopped || isCancelled(e)) return;
      stopped = true;
      jobs.terminate();
      on.failed(e);
    },
  );
  return { stop };
}
