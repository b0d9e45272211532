// The tour's games: which kind of game each step needs (any, one in the primitive quadratic
// regime, one outside it), the game a step shows when the one on show does not fit, the
// student's own game to bring back when the tour closes (kept for the tab, so that a reload in
// the middle of the tour still knows it), what a step can be told of a game before it is on
// show (its facts, from the core), and what the tour says of the game it shows.
import type { AdditiveInfo } from '../../../pkg/asg.js';
import type { GamePort } from '../../state/context.ts';
import { type State, VIEWS } from '../../state/state.ts';
import { type Message, msg } from '../../text/languages.ts';

/** The kind of game a step is about. */
export type Need = 'any' | 'regime' | 'outside';

/** A game as the state holds it. */
export interface GameAsked {
  readonly a: string;
  readonly delta: string;
}

/**
 * The games a step shows when the one on show does not fit it: the paper's worked example in the
 * regime, and outside it a game of the first quadratic band (both presets of the explorer).
 */
export const SUGGESTED: Readonly<Record<Exclude<Need, 'any'>, GameAsked>> = {
  regime: { a: '5', delta: '7' },
  outside: { a: '5', delta: '16' },
};

/** True when a game of facts `info` is what a step of `need` is about. */
export function fits(need: Need, info: Pick<AdditiveInfo, 'proven'>): boolean {
  return need === 'any' || (need === 'regime') === info.proven;
}

/** The game on show, as the state can ask for it again. */
export function gameOf(info: Pick<AdditiveInfo, 'a' | 'delta'>): GameAsked {
  return { a: String(info.a), delta: String(info.delta) };
}

/** True when two games are the same. */
export function sameGame(x: GameAsked, y: GameAsked): boolean {
  return x.a === y.a && x.delta === y.delta;
}

/** What the tour brings back when it closes: the student's game and view, from where they began. */
export interface Home {
  readonly game: GameAsked;
  readonly proven: boolean;
  readonly view: State['view'];
}

/** The student's own game and view, from the state and facts on show. */
export function homeOf(state: State, info: AdditiveInfo): Home {
  return { game: gameOf(info), proven: info.proven, view: state.view };
}

/** The game a step of `need` shows: the student's own when it fits, else the suggested one. */
export function gameFor(need: Exclude<Need, 'any'>, home: Home): GameAsked {
  return fits(need, home) ? home.game : SUGGESTED[need];
}

/** What the tour says when it shows another game for a step, and when the game on show is not one the step is about. */
const SWITCHED = { regime: 'tour-switched-regime', outside: 'tour-switched-outside' } as const;
const NEEDS = { regime: 'tour-needs-regime', outside: 'tour-needs-outside' } as const;

/**
 * What the tour says at a step of `need` that shows game `target`, the student's own being `own`
 * and the game on show before `before`: that it shows another game, that the student's is back, or nothing.
 */
export function switchNotice(need: Need, target: GameAsked, own: GameAsked, before: GameAsked): Message | null {
  const switched = !sameGame(target, own);
  if (switched && need !== 'any')
    return msg(SWITCHED[need], {
      a: BigInt(target.a),
      delta: BigInt(target.delta),
      ownA: BigInt(own.a),
      ownDelta: BigInt(own.delta),
    });
  if (!switched && !sameGame(before, own))
    return msg('tour-switched-back', { a: BigInt(own.a), delta: BigInt(own.delta) });
  return null;
}

/** What a step of `need` says on a game of facts `info` that it is not about. */
export function needsWords(need: Need, info: Pick<AdditiveInfo, 'a' | 'delta'>): Message {
  return msg(NEEDS[need === 'outside' ? 'outside' : 'regime'], { a: info.a, delta: info.delta });
}

/** The core's facts of game `g` (made and freed at once), or null when the core refuses it. */
export function factsOf(session: GamePort, g: GameAsked): AdditiveInfo | null {
  let game: { facts(): AdditiveInfo | null; free(): void } | null = null;
  try {
    game = session.core.Game.fromDelta(BigInt(g.a), BigInt(g.delta));
    return game.facts();
  } catch {
    return null;
  } finally {
    game?.free();
  }
}

/** Where this tab keeps the student's own game while the tour is open (sessionStorage: a reload keeps it, a new tab starts afresh). */
const HOME_KEY = 'asg-explorer:tour-home';

/** The part of the Web Storage interface the kept home uses. */
export interface HomeStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** This tab's sessionStorage, or null where it is blocked (reading it throws). */
function tabStorage(): HomeStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Keeps the student's own game for this tab while the tour is open; null forgets it (the tour closed). */
export function keepHome(home: Home | null, storage: HomeStore | null = tabStorage()): void {
  try {
    if (home) storage?.setItem(HOME_KEY, JSON.stringify(home));
    else storage?.removeItem(HOME_KEY);
  } catch {
    // Storage full or blocked: the tour then takes the game on show for the student's, as before.
  }
}

/** The student's own game kept by this tab, or null (none kept, or not one the page wrote). */
export function keptHome(storage: HomeStore | null = tabStorage()): Home | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(HOME_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { game, proven, view } = raw as Partial<Record<keyof Home, unknown>>;
  const whole = (x: unknown): x is string => typeof x === 'string' && /^[1-9]\d{0,30}$/.test(x);
  if (typeof game !== 'object' || game === null) return null;
  const { a, delta } = game as Partial<Record<keyof GameAsked, unknown>>;
  if (!whole(a) || !whole(delta) || typeof proven !== 'boolean') return null;
  if (!VIEWS.includes(view as State['view'])) return null;
  return { game: { a, delta }, proven, view: view as State['view'] };
}
