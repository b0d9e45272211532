// The explorer's state changes as one pure function: an event (an edit, a URL, a move of the
// view, a pick in a part) and the state before give the state after, the messages for fields,
// and whether the game changes. No DOM, no core: tested in node.
// @ts-nocheck
import { msg } from '../text/languages.ts';
import { PRESETS } from './presets.ts';
import { fromQuery, LINE_VIEWS, parseWhole } from './state.ts';

/** A new game starts at its beginning, fitted, with its own shift and residue. */
export const FRESH = Object.freeze({ zoom: null, x: 0n, row: 0n, col: 0n, w: null, shift: null, r: null });

/**
 * A field's whole number from 1 to 2^64 − 1 (a BigInt), or null for an empty field (the
 * default); `{ error }` otherwise.
 */
export function positive(text, label) {
  if (String(text ?? '').trim() === '') return { value: null };
  const r = parseWhole(text, label);
  if (r.error) return r;
  return r.value < 1n ? { error: msg('error-at-least-one', { name: label }) } : r;
}

/** The control a URL parameter's message goes next to. */
function fieldOfParam(name) {
  if (name === 'a') return 'a';
  return ['delta', 'b'].includes(name) ? 'second' : name;
}

/**
 * The next state. Returns `{ state, errors, game, push, later, note }`: `errors` maps fields to
 * messages ('' clears one); `game` is true when the state asks for a different game (the caller
 * makes it, and keeps the old state if it cannot); `push` asks for a history entry, `later` for
 * a deferred URL write (pan and zoom); `note` is a preset's note, when one was picked.
 */
export function reduce(state, event) {
  const out = (next, extra = {}) => ({ state: next, errors: {}, game: false, push: true, later: false, ...extra });
  switch (event.type) {
    case 'load': {
      const { state: next, problems } = fromQuery(event.query);
      // Only an embed can be the picture alone; the site itself always shows its controls.
      if (!event.embed) next.ui = 'full';
      const errors = {};
      for (const p of problems) errors[fieldOfParam(p.name)] = p.message;
      return out(next, { errors, game: true, push: false });
    }
    case 'edit':
      return edit(state, event.name, event.value);
    case 'moved': {
      const { zoom, x, row, col } = event;
      return out({ ...state, zoom, x, row, col }, { push: false, later: true });
    }
    case 'step':
      // A step of the tour shows its view, fitted unless the step says otherwise.
      return out(
        { ...state, ...FRESH, second: 'delta', ...event.stepState, tour: event.n },
        { game: true, errors: { a: '', second: '' } },
      );
    case 'close-tour':
      return out({ ...state, tour: null });
    case 'open-view':
      // A link of the tour's recap: its view (and exercise) for the game on show.
      return out({ ...state, zoom: null, x: 0n, ...event.state, tour: null });
    case 'plane':
      return out({ ...state, amax: event.amax, dmax: event.dmax, color: event.color });
    case 'open':
      // A game picked in the landscape opens on the grid.
      return out(
        { ...state, ...FRESH, a: String(event.a), delta: String(event.delta), second: 'delta', view: 'grid' },
        { game: true },
      );
    case 'residue':
      return out(
        { ...state, view: 'residues', r: event.r, ...(event.x === undefined ? {} : { x: event.x, zoom: event.zoom }) },
        {
          push: event.push ?? true,
        },
      );
    case 'practice':
      return out({ ...state, practice: event.kind }, { push: false });
    case 'play-heap':
      return out({ ...state, x: 0n, zoom: event.zoom }, { push: false, later: true });
    default:
      throw new Error(`unknown event ${event.type}`);
  }
}

/** A control was edited. */
function edit(state, name, value) {
  const out = (next, extra = {}) => ({ state: next, errors: {}, game: false, push: true, later: false, ...extra });
  const next = { ...state };
  switch (name) {
    case 'a':
    case 'second':
      if (name === 'a') next.a = value.trim();
      else next[next.second === 'b' ? 'b' : 'delta'] = value.trim();
      return out({ ...next, ...FRESH }, { game: true, errors: { a: '', second: '' } });
    case 'second-mode':
      return out({ ...next, second: value });
    case 'view': {
      // The number-line views share one pan and zoom; other switches start fitted.
      const sameLine = LINE_VIEWS.includes(value) && LINE_VIEWS.includes(next.view);
      return out({ ...next, view: value, zoom: sameLine ? next.zoom : null });
    }
    case 'preset': {
      const p = PRESETS[Number(value)];
      if (!p) return out(state, { push: false });
      return out(
        { ...next, ...FRESH, a: String(p.a), delta: String(p.delta), second: 'delta' },
        { game: true, note: msg(p.note), errors: { a: '', second: '' } },
      );
    }
    case 'shift':
    case 'w': {
      const r = positive(value, msg(name === 'w' ? 'label-row-width' : 'label-shift'));
      if (r.error) return out(state, { errors: { [name]: r.error }, push: false });
      const extra = name === 'w' ? { zoom: null, col: 0n } : {};
      return out({ ...next, [name]: r.value, ...extra }, { errors: { [name]: '' } });
    }
    case 'lang':
      return out({ ...next, lang: value });
    default:
      return out(state, { push: false });
  }
}
