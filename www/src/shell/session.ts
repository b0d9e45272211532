// The game on show: made by the core from a state's a and δ (or b), with its facts. A game the
// core refuses leaves the last good one in place, with the message and the field it is about.
// A game whose period table would take more than a frame is built in a worker, with progress,
// and can be cancelled; the page never waits for it. Once the full core is loaded the game
// lives there, so the picture and the proof views share one table.
// @ts-nocheck
import { describeError } from '../text/errors.ts';
import { msg } from '../text/languages.ts';
import { parseWhole } from './query.ts';

/** Positions of the mex rule a table may take on the page itself (about a frame's worth). */
const IN_PLACE = 1 << 21;

/** Which control an error from the core belongs next to, by its `field`. */
function fieldOf(error) {
  return error?.field === 'a' ? 'a' : 'second';
}

/** The game a state asks for, as text: equal keys, equal games. */
export function gameKey(s) {
  return s.second === 'b' ? `${s.a}/b${s.b}` : `${s.a}/d${s.delta}`;
}

/** Emits `progress` ({ fraction, facts }) while a table is built in a worker. */
export class Session extends EventTarget {
  constructor(core) {
    super();
    this.core = core;
    // The page's own module (the game may move to the full one; the bench counts both memories).
    this.compact = core;
    this.game = null;
    this.info = null;
    this.key = null;
    this.building = null;
  }

  /**
   * Makes the game `state` asks for, unless it is on show already (the store fills in the other
   * of δ and b from its facts: the event game-shown). Returns null when it is on show; `{ field, message }` when the core refuses
   * it (the last good game kept); or `{ pending, facts }` while its table is built in a worker:
   * `pending` resolves to null once the game is on show, to `{ cancelled: true }`, or to
   * `{ field, message }`; `facts` are what is known at once (the regime, the parameters).
   */
  open(state) {
    const a = parseWhole(state.a, 'a');
    if (a.error) return { field: 'a', message: a.error };
    const byB = state.second === 'b';
    const second = parseWhole(byB ? state.b : state.delta, byB ? 'b' : 'δ');
    if (second.error) return { field: 'second', message: second.error };
    const key = gameKey(state);
    if (this.game && key === this.key) {
      this.cancel();
      return null;
    }
    this.cancel(); // a newer request supersedes a build
    let game = null;
    try {
      game = byB ? this.core.Game.fromAB(a.value, second.value) : this.core.Game.fromDelta(a.value, second.value);
      if (game.sequenceCost() > IN_PLACE) {
        const facts = game.facts();
        game.free();
        return { pending: this.build(key, facts), facts };
      }
      const info = game.additive();
      if (info.heapPeriod === null) game.period(); // throws the reason
      this.replace(game, info, key, this.core);
      return null;
    } catch (e) {
      game?.free();
      return { field: fieldOf(e), message: describeError(e) };
    }
  }

  /** Builds the table of the game of `facts` in a worker of its own, then shows the game. */
  async build(key, facts) {
    const token = {};
    this.building = { token, jobs: null };
    const onProgress = (fraction) => this.dispatchEvent(new CustomEvent('progress', { detail: { fraction, facts } }));
    let jobs = null;
    try {
      // The workers and the full core load when a game first needs them, not with the page.
      const [{ Jobs }, { loadFull }] = await Promise.all([import('../core/jobs.ts'), import('../core/full.ts')]);
      if (this.building?.token !== token) return { cancelled: true };
      jobs = new Jobs();
      this.building.jobs = jobs;
      const [full, table] = await Promise.all([
        loadFull(),
        jobs.run('sequence', { a: facts.a, delta: facts.delta }, { onProgress }),
      ]);
      if (this.building?.token !== token) return { cancelled: true };
      const game = full.Game.fromDelta(facts.a, facts.delta);
      try {
        game.adoptTable(table);
        this.replace(game, game.additive(), key, full);
      } catch (e) {
        game.free();
        throw e;
      }
      return null;
    } catch (e) {
      if (e?.cancelled || this.building?.token !== token) return { cancelled: true };
      return { field: fieldOf(e), message: describeError(e) };
    } finally {
      // The worker ends with its job, and its memory is given back.
      jobs?.terminate();
      if (this.building?.token === token) this.building = null;
    }
  }

  /** Stops a table being built (its `pending` resolves to `{ cancelled: true }`). */
  cancel() {
    const b = this.building;
    this.building = null;
    b?.jobs?.cancel();
  }

  /** Puts a new game on show in place of the old one (which is freed). */
  replace(game, info, key, core) {
    if (this.game !== game) this.game?.free();
    [this.game, this.info, this.key, this.core] = [game, info, key, core];
  }

  /**
   * The same game in the full core (loaded now if need be), so that the proof views and the
   * picture read one table. Resolves to true when the game moved (the picture must follow).
   */
  async toFull() {
    const key = this.key;
    const { loadFull } = await import('../core/full.ts');
    const full = await loadFull();
    if (this.core === full || !this.game || this.key !== key) return false;
    const game = full.Game.fromDelta(this.info.a, this.info.delta);
    this.replace(game, game.additive(), this.key, full);
    return true;
  }

  /** The core's objection to a landscape plane, as a message, or null when it is fine. */
  planeProblem(amax, dmax) {
    try {
      this.core.checkPlane(amax, dmax);
      return null;
    } catch (e) {
      // The core refuses a bound of 0 or a plane of more than 2^20 games; said with both bounds.
      return e?.code === 'invalid-number' ? msg('error-plane', { amax, dmax }) : describeError(e);
    }
  }

  destroy() {
    this.cancel();
    this.game?.free();
    this.game = null;
  }
}
