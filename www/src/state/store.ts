// The explorer's state changes as one pure function: an event (an edit, a URL, a move of the
// view, a pick in a part, a game shown or refused) and the state before give the state after, the
// messages for fields, and whether the game changes. No DOM, no core: tested in node.
import { asciiDigits } from '../base/digits.ts';
import { type Lang, languageOf, type Message, msg } from '../text/languages.ts';
import { PRESETS } from './presets.ts';
import { fromQuery, parseWhole } from './query.ts';
import { DEFAULTS, LINE_VIEWS, type PracticeKind, type SavedPlay, type State, VIEWS, type View } from './state.ts';

/** A new game starts at its beginning, fitted, with its own shift and residue. */
export const FRESH = Object.freeze({ zoom: null, x: 0n, row: 0n, col: 0n, w: null, shift: null, r: null });

/** A game the core refused: the field it is about, and why. */
export interface Refusal {
  readonly field: string;
  readonly message: Message;
}

/** What a part may ask of the store. Every change of the state is one of these. */
export type StoreEvent =
  /** A whole state from URL parameters (start, reload, back, forward); `play`: a game to continue. */
  | { readonly type: 'load'; readonly query: string; readonly embed?: boolean; readonly play?: SavedPlay }
  /** A control was edited (controls.ts names them). */
  | { readonly type: 'edit'; readonly name: string; readonly value: string }
  /** The view was panned or zoomed. */
  | {
      readonly type: 'moved';
      readonly zoom: number | null;
      readonly x: bigint;
      readonly row: bigint;
      readonly col: bigint;
    }
  /** A step of the tour, with the state it shows. */
  | { readonly type: 'step'; readonly n: number; readonly stepState: Partial<State> }
  /** The tour ends; `restore`: the state it began from (the student's own game and view), shown again. */
  | { readonly type: 'close-tour'; readonly restore?: Partial<State> }
  /** A link into a view for the game on show (of the tour: its step is kept, to go on from there). */
  | { readonly type: 'open-view'; readonly state: Partial<State> }
  /** The landscape's plane and colouring. */
  | { readonly type: 'plane'; readonly amax: number; readonly dmax: number; readonly color: State['color'] }
  /** A game picked in the landscape. */
  | { readonly type: 'open'; readonly a: number | bigint; readonly delta: number | bigint }
  /** A residue picked, with the line moved to its gap (x, zoom) or not. */
  | {
      readonly type: 'residue';
      readonly r: bigint;
      readonly x?: bigint;
      readonly zoom?: number;
      readonly push?: boolean;
    }
  | { readonly type: 'practice'; readonly kind: PracticeKind }
  /** The spectrum's k in focus moved (keys, the torus): the address follows, without a history entry. */
  | { readonly type: 'focus-shift'; readonly shift: bigint }
  /** Play moved the line to the heap in play. */
  | { readonly type: 'play-heap'; readonly zoom: number }
  /**
   * The game the state asked for is on show (the session made it): the other of δ and b is filled
   * in; `check` (after a load or a tour step) checks a residue asked for against the game and
   * hands it to the proof views to find. A refusal shown ends.
   */
  | {
      readonly type: 'game-shown';
      readonly a: bigint;
      readonly b: bigint;
      readonly delta: bigint;
      readonly proven: boolean;
      readonly check: boolean;
    }
  /** The core refused the landscape's plane of a link: the default plane, and why. */
  | { readonly type: 'plane-refused'; readonly problem: Message }
  /** The game `asked` asks for was refused: its fields as typed, the refusal instead of a picture. */
  | { readonly type: 'blocked'; readonly asked: State; readonly refusal: Refusal }
  /** A part took up its hand-off (a residue to find, a game to continue). */
  | { readonly type: 'handed-over'; readonly what: 'residue' | 'play' };

/** A field's message ('' clears it), by the control it goes next to. */
export type FieldErrors = Readonly<Record<string, Message | ''>>;

/** The store's answer to an event. */
export interface Reduced {
  /** The next state. */
  readonly state: State;
  /** Messages for fields ('' clears one). */
  readonly errors: FieldErrors;
  /** True when the state asks for a different game (the caller makes it, and keeps the old state if it cannot). */
  readonly game: boolean;
  /** A history entry, or (later) a deferred URL write (pan and zoom). */
  readonly push: boolean;
  readonly later: boolean;
  /** A preset's note, when one was picked. */
  readonly note?: Message;
}

/**
 * A field's whole number from 1 to 2^64 − 1 (a BigInt), or null for an empty field (the
 * default); `{ error }` otherwise.
 */
export function positive(
  text: string,
  label: string | Message,
): { value: bigint | null; error?: undefined } | { error: Message; value?: undefined } {
  if (String(text ?? '').trim() === '') return { value: null };
  const r = parseWhole(text, label);
  if (r.error) return r;
  return r.value < 1n ? { error: msg('error-at-least-one', { name: label }) } : r;
}

/** The control a URL parameter's message goes next to. */
function fieldOfParam(name: string): string {
  if (name === 'a') return 'a';
  return ['delta', 'b'].includes(name) ? 'second' : name;
}

/** The store's answer: `next`, with what `extra` says besides the usual (no errors, no new game, a history entry). */
function out(next: State, extra: Partial<Reduced> = {}): Reduced {
  return { state: next, errors: {}, game: false, push: true, later: false, ...extra };
}

/** True for one of the views. */
function isView(v: string): v is View {
  return (VIEWS as readonly string[]).includes(v);
}

/** The next state: see `Reduced`. `state` is null before the first load. */
export function reduce(state: State | null, event: StoreEvent): Reduced {
  if (event.type === 'load') {
    const { state: loaded, problems } = fromQuery(event.query);
    // Only an embed can be the picture alone; the site itself always shows its controls.
    // The tour a link left waits where it was, unless the address shows the tour.
    const tourLeft = loaded.tour === null ? (state?.tourLeft ?? null) : null;
    const next: State = {
      ...loaded,
      ui: event.embed ? loaded.ui : 'full',
      playToResume: event.play ?? null,
      tourLeft,
    };
    const errors: Record<string, Message> = {};
    for (const p of problems) errors[fieldOfParam(p.name)] = p.message;
    return out(next, { errors, game: true, push: false });
  }
  const now = state ?? DEFAULTS;
  switch (event.type) {
    case 'edit':
      return edit(now, event.name, event.value);
    case 'moved': {
      const { zoom, x, row, col } = event;
      return out({ ...now, zoom, x, row, col }, { push: false, later: true });
    }
    case 'step':
      // A step of the tour shows its view, fitted unless the step says otherwise.
      return out(
        { ...now, ...FRESH, second: 'delta', ...event.stepState, tour: event.n, tourLeft: null },
        { game: true, errors: { a: '', second: '' } },
      );
    case 'close-tour':
      if (!event.restore) return out({ ...now, tour: null, tourLeft: null });
      return out(
        { ...now, ...FRESH, ...event.restore, tour: null, tourLeft: null },
        { game: true, errors: { a: '', second: '' } },
      );
    case 'open-view':
      // Left from the tour: its step is kept (Take the tour, or its way back, goes on there).
      return out({ ...now, zoom: null, x: 0n, ...event.state, tour: null, tourLeft: now.tour ?? now.tourLeft });
    case 'plane':
      return out({ ...now, amax: event.amax, dmax: event.dmax, color: event.color });
    case 'open':
      return out(
        { ...now, ...FRESH, a: String(event.a), delta: String(event.delta), second: 'delta', view: 'grid' },
        { game: true },
      );
    case 'residue':
      return out(
        {
          ...now,
          view: 'residues',
          r: event.r,
          ...(event.x === undefined ? {} : { x: event.x, zoom: event.zoom ?? null }),
        },
        { push: event.push ?? true },
      );
    case 'practice':
      return out({ ...now, practice: event.kind }, { push: false });
    case 'focus-shift':
      return out({ ...now, shift: event.shift }, { push: false, later: true });
    case 'play-heap':
      return out({ ...now, x: 0n, zoom: event.zoom }, { push: false, later: true });
    case 'game-shown':
      return shown(now, event);
    case 'plane-refused':
      return out(
        { ...now, amax: DEFAULTS.amax, dmax: DEFAULTS.dmax },
        { push: false, errors: { amax: msg('error-plane-default', { problem: event.problem }) } },
      );
    case 'blocked':
      return out({ ...event.asked, blocked: event.refusal }, { push: false });
    case 'handed-over':
      return out(event.what === 'residue' ? { ...now, residueToFind: null } : { ...now, playToResume: null }, {
        push: false,
      });
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The game asked for is on show: see the event `game-shown`. */
function shown(state: State, game: Extract<StoreEvent, { type: 'game-shown' }>): Reduced {
  const filled: State =
    state.second === 'b'
      ? { ...state, delta: game.delta.toString(), blocked: null }
      : { ...state, b: game.b.toString(), blocked: null };
  if (!game.check) return out(filled, { push: false });
  // A residue asked for (by a link or a tour step) must be one of the game's; with the line at its
  // start, the proof views move the line to its first (a+1)-gap once they have the full core.
  const tooLarge = filled.r !== null && game.proven && filled.r >= game.delta;
  const r = tooLarge ? null : filled.r;
  const find = filled.view === 'residues' && r !== null && filled.x === 0n && game.proven ? r : null;
  return out(
    { ...filled, r, residueToFind: find },
    { push: false, errors: tooLarge ? { r: msg('error-residue', { top: game.delta - 1n }) } : {} },
  );
}

/** A control was edited. */
function edit(state: State, name: string, value: string): Reduced {
  switch (name) {
    case 'a':
      return out({ ...state, a: asciiDigits(value).trim(), ...FRESH }, { game: true, errors: { a: '', second: '' } });
    case 'second': {
      // Digits of any script (１２ from an input method) kept as ASCII, in the state and the address.
      const text = asciiDigits(value).trim();
      const typed = state.second === 'b' ? { b: text } : { delta: text };
      return out({ ...state, ...typed, ...FRESH }, { game: true, errors: { a: '', second: '' } });
    }
    case 'second-mode':
      return out({ ...state, second: value === 'b' ? 'b' : 'delta' });
    case 'view': {
      if (!isView(value)) return out(state, { push: false });
      // The number-line views share one pan and zoom; other switches start fitted.
      const sameLine = LINE_VIEWS.includes(value) && LINE_VIEWS.includes(state.view);
      return out({ ...state, view: value, zoom: sameLine ? state.zoom : null });
    }
    case 'preset': {
      const p = PRESETS[Number(value)];
      if (!p) return out(state, { push: false });
      return out(
        { ...state, ...FRESH, a: String(p.a), delta: String(p.delta), second: 'delta' },
        { game: true, note: msg(p.note), errors: { a: '', second: '' } },
      );
    }
    case 'shift':
    case 'w': {
      const r = positive(value, msg(name === 'w' ? 'label-row-width' : 'label-shift'));
      if (r.error) return out(state, { errors: { [name]: r.error }, push: false });
      const extra = name === 'w' ? { zoom: null, col: 0n } : {};
      return out({ ...state, [name]: r.value, ...extra }, { errors: { [name]: '' } });
    }
    case 'lang': {
      const lang: Lang | null = languageOf(value);
      return lang ? out({ ...state, lang }) : out(state, { push: false });
    }
    default:
      return out(state, { push: false });
  }
}
