// The game on show: made by the core from a state's a and δ (or b), with its facts. A game the
// core refuses leaves the last good one in place, with the message and the field it is about.
// A game whose period table would take more than a frame is built in a worker, with progress,
// and can be cancelled; the page never waits for it. Once the full core is loaded the game
// lives there, so the picture and the proof views share one table.
import type { AdditiveInfo, Game } from '../../pkg/asg.js';
import type { Lifetime } from '../base/lifetime.ts';
import { nextSlice, type SliceBounds, yieldToPage } from '../base/slices.ts';
import type { Core } from '../core/core.ts';
import type { FullCore } from '../core/full.ts';
import type { Jobs } from '../core/jobs.ts';
import type { GamePort, KnownInfo } from '../state/context.ts';
import { parseWhole } from '../state/query.ts';
import type { State } from '../state/state.ts';
import { describeError } from '../text/errors.ts';
import { type Message, msg } from '../text/languages.ts';

/** Positions of the mex rule a table may take on the page itself (about a frame's worth). */
const IN_PLACE = 1 << 21;

/** The slices of a built table's check on the page: about 8 ms each before it lets the page go on. */
const SLICES: SliceBounds = { ms: 8, least: 1 << 12, most: 1 << 26 };

/**
 * A game the core refused: the control its message goes next to (null when the core names no
 * input, as for a table too large: the game as a whole), and the message.
 */
export interface Failed {
  readonly field: 'a' | 'second' | null;
  readonly message: Message;
}

/** A build stopped by a newer request or by Cancel. */
export interface Stopped {
  readonly cancelled: true;
}

/** A game whose table is being built in a worker: what it resolves to (null once on show), and what is known at once. */
export interface Pending {
  readonly pending: Promise<Failed | Stopped | null>;
  readonly facts: AdditiveInfo;
}

/** What `open` answers: null (on show), a refusal, or a build under way. */
export type Opened = Failed | Pending | null;

/** The progress of a table being built: the fraction done, and the game's facts. */
export interface BuildProgress {
  readonly fraction: number;
  readonly facts: AdditiveInfo;
}

/** True for an answer of `open` that is a build under way. */
export function isPending(opened: Opened): opened is Pending {
  return opened !== null && 'pending' in opened;
}

/** Which control an error from the core belongs next to, by its `field`; null when it names none of a, δ and b. */
function fieldOf(error: unknown): Failed['field'] {
  const field = error !== null && typeof error === 'object' && 'field' in error ? error.field : null;
  if (field === 'a') return 'a';
  return field === 'delta' || field === 'b' ? 'second' : null;
}

/** The facts of a game whose values are known: its periods and counts are all there. */
function known(info: AdditiveInfo | null): info is KnownInfo {
  return info !== null && info.heapPeriod !== null && info.indexPeriod !== null && info.classCounts !== null;
}

/** The game a state asks for, as text: equal keys, equal games. */
export function gameKey(s: Pick<State, 'a' | 'b' | 'delta' | 'second'>): string {
  return s.second === 'b' ? `${s.a}/b${s.b}` : `${s.a}/d${s.delta}`;
}

/** What a session tells those who watch it: a build's progress, and a game moved to the full core. */
export interface SessionHandlers {
  progress(progress: BuildProgress): void;
  /** The game on show moved to the full core: the picture must follow. */
  full(): void;
}

export class Session implements GamePort {
  /** The page's own module (the game may move to the full one; the bench counts both memories). */
  readonly compact: Core;
  core: Core | FullCore;
  private shown: { game: Game; info: KnownInfo; key: string } | null = null;
  private building: { token: object; jobs: Jobs | null } | null = null;
  private readonly watchers = new Set<SessionHandlers>();

  constructor(core: Core) {
    this.core = core;
    this.compact = core;
  }

  /** `handlers` hear what the session tells until `life` ends (the session may outlive an explorer). */
  watch(life: Lifetime, handlers: SessionHandlers): void {
    this.watchers.add(handlers);
    life.onEnd(() => this.watchers.delete(handlers));
  }

  /** The game on show; asking before the first is a fault. */
  get game(): Game {
    return this.current().game;
  }

  get info(): KnownInfo {
    return this.current().info;
  }

  /** The game on show and its facts, or null before the first. */
  get onShow(): { readonly game: Game; readonly info: KnownInfo } | null {
    return this.shown;
  }

  private current(): { game: Game; info: KnownInfo } {
    if (!this.shown) throw new Error('no game on show yet');
    return this.shown;
  }

  /**
   * Makes the game `state` asks for, unless it is on show already (the store fills in the other
   * of δ and b from its facts: the event game-shown). Returns null when it is on show; a refusal
   * (the last good game kept); or a build under way: `pending` resolves to null once the game is
   * on show, to `{ cancelled: true }`, or to a refusal; `facts` are what is known at once (the
   * regime, the parameters).
   */
  open(state: Pick<State, 'a' | 'b' | 'delta' | 'second'>): Opened {
    const a = parseWhole(state.a, 'a');
    if (a.error) return { field: 'a', message: a.error };
    const byB = state.second === 'b';
    const second = parseWhole(byB ? state.b : state.delta, byB ? 'b' : 'δ');
    if (second.error) return { field: 'second', message: second.error };
    const key = gameKey(state);
    if (this.shown && key === this.shown.key) {
      this.cancel();
      return null;
    }
    this.cancel(); // a newer request supersedes a build
    let game: Game | null = null;
    try {
      game = byB ? this.core.Game.fromAB(a.value, second.value) : this.core.Game.fromDelta(a.value, second.value);
      const facts = game.facts();
      if (!facts) throw new Error('not an additive game');
      if (game.sequenceCost() > IN_PLACE) {
        game.free();
        return { pending: this.build(key, facts), facts };
      }
      const info = game.additive();
      if (!known(info)) game.period(); // throws the reason
      if (!known(info)) throw new Error('no period');
      this.replace(game, info, key, this.core);
      return null;
    } catch (e) {
      game?.free();
      return { field: fieldOf(e), message: describeError(e) };
    }
  }

  /** Builds the table of the game of `facts` in a worker of its own, then shows the game. */
  async build(key: string, facts: AdditiveInfo): Promise<Failed | Stopped | null> {
    const token = {};
    this.building = { token, jobs: null };
    const onProgress = (fraction: number): void => {
      for (const w of this.watchers) w.progress({ fraction, facts });
    };
    let jobs: Jobs | null = null;
    // The workers and the full core load when a game first needs them, not with the page.
    let workers: typeof import('../core/jobs.ts') | null = null;
    try {
      const [jobsModule, { loadFull }] = await Promise.all([import('../core/jobs.ts'), import('../core/full.ts')]);
      workers = jobsModule;
      const { Jobs } = jobsModule;
      if (this.building?.token !== token) return { cancelled: true };
      jobs = new Jobs();
      this.building.jobs = jobs;
      const [full, table] = await Promise.all([
        loadFull(),
        jobs.run('sequence', { a: facts.a, delta: facts.delta }, { onProgress }),
      ]);
      if (this.building?.token !== token) return { cancelled: true };
      const game = full.Game.fromDelta(facts.a, facts.delta);
      let shown = false;
      try {
        // Checked whole before it is shown, a slice at a time between which the page goes on.
        const check = new full.TableCheck(game, table);
        try {
          // Each slice sized from the last one's time. Counting (the first half of the progress)
          // costs a heap several times less than the mex rule's check after it, so the size is
          // learnt again when the check begins (a slice of counting's size had been 35–70 ms of
          // checking).
          const FIRST = 1 << 20;
          let checking = false;
          for (let work = FIRST; ; ) {
            const start = performance.now();
            if (check.step(work)) break;
            work = nextSlice(work, performance.now() - start, SLICES);
            if (!checking && check.progress() >= 0.5) [checking, work] = [true, Math.min(work, FIRST)];
            await yieldToPage();
            if (this.building?.token !== token) return { cancelled: true };
          }
          game.adoptCheck(check);
        } finally {
          check.free();
        }
        const info = game.additive();
        if (!known(info)) throw new Error('the table built has no period');
        this.replace(game, info, key, full);
        shown = true;
      } finally {
        if (!shown) game.free();
      }
      return null;
    } catch (e) {
      if (workers?.isCancelled(e) || this.building?.token !== token) return { cancelled: true };
      return { field: fieldOf(e), message: describeError(e) };
    } finally {
      // The worker ends with its job, and its memory is given back.
      jobs?.terminate();
      if (this.building?.token === token) this.building = null;
    }
  }

  /** Stops a table being built (its `pending` resolves to `{ cancelled: true }`). */
  cancel(): void {
    const b = this.building;
    this.building = null;
    b?.jobs?.cancel();
  }

  /** Puts a new game on show in place of the old one (which is freed). */
  private replace(game: Game, info: KnownInfo, key: string, core: Core | FullCore): void {
    if (this.shown && this.shown.game !== game) this.shown.game.free();
    this.shown = { game, info, key };
    this.core = core;
  }

  /**
   * The same game in the full core (loaded now if need be), so that the proof views and the
   * picture read one table. Resolves to true when the game moved; `full` tells those who watch
   * (the explorer, whose picture follows).
   */
  async toFull(): Promise<boolean> {
    const key = this.shown?.key;
    const { loadFull } = await import('../core/full.ts');
    const full = await loadFull();
    const shown = this.shown;
    if (this.core === full || !shown || shown.key !== key) return false;
    const game = full.Game.fromDelta(shown.info.a, shown.info.delta);
    const info = game.additive();
    if (!known(info)) {
      game.free();
      throw new Error('the full core has no period for the game on show');
    }
    this.replace(game, info, shown.key, full);
    for (const w of this.watchers) w.full();
    return true;
  }

  /** The core's objection to a landscape plane, as a message, or null when it is fine. */
  planeProblem(amax: bigint | number, dmax: bigint | number): Message | null {
    try {
      this.core.checkPlane(amax, dmax);
      return null;
    } catch (e) {
      // The core refuses a bound of 0 or a plane of more than 2^20 games; said with both bounds.
      const code = e !== null && typeof e === 'object' && 'code' in e ? e.code : null;
      return code === 'invalid-number' ? msg('error-plane', { amax, dmax }) : describeError(e);
    }
  }

  destroy(): void {
    this.cancel();
    this.shown?.game.free();
    this.shown = null;
  }
}
