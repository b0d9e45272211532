// The game on show: made by the core from a state's a and δ (or b), with its facts. A game the
// core refuses leaves the last good one in place, with the message and the field it is about.
import { parseWhole } from './state.js';

/** Which control an error from the core belongs next to, by its `field`. */
function fieldOf(error) {
  return error?.field === 'a' ? 'a' : 'second';
}

/** The game a state asks for, as text: equal keys, equal games. */
export function gameKey(s) {
  return s.second === 'b' ? `${s.a}/b${s.b}` : `${s.a}/d${s.delta}`;
}

export class Session {
  constructor(core) {
    this.core = core;
    this.game = null;
    this.info = null;
    this.key = null;
  }

  /**
   * Makes the game `state` asks for, unless it is on show already, and fills in the other of δ
   * and b in `state`. Returns null, or `{ field, message }` with the last good game kept.
   */
  open(state) {
    const a = parseWhole(state.a, 'a');
    if (a.error) return { field: 'a', message: a.error };
    const byB = state.second === 'b';
    const second = parseWhole(byB ? state.b : state.delta, byB ? 'b' : 'δ');
    if (second.error) return { field: 'second', message: second.error };
    const key = gameKey(state);
    if (this.game && key === this.key) {
      this.complete(state);
      return null;
    }
    let game = null;
    try {
      game = byB ? this.core.Game.fromAB(a.value, second.value) : this.core.Game.fromDelta(a.value, second.value);
      const info = game.additive();
      if (info.heapPeriod === null) game.period(); // throws the reason
      this.game?.free();
      [this.game, this.info, this.key] = [game, info, key];
      this.complete(state);
      return null;
    } catch (e) {
      game?.free();
      return { field: fieldOf(e), message: String(e?.message ?? e) };
    }
  }

  /** Fills in the other of δ and b. */
  complete(state) {
    if (state.second === 'b') state.delta = this.info.delta.toString();
    else state.b = this.info.b.toString();
  }

  /** The core's objection to a landscape plane, as text, or null when it is fine. */
  planeProblem(amax, dmax) {
    try {
      this.core.checkPlane(amax, dmax);
      return null;
    } catch (e) {
      return String(e?.message ?? e);
    }
  }

  destroy() {
    this.game?.free();
    this.game = null;
  }
}
