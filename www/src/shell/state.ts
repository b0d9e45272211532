// The explorer's state: its defaults, and reading it from and writing it to URL parameters.
// Heaps, widths and positions are BigInts, so a link restores a view exactly at any size.
// @ts-nocheck
import { END, parse as parsePosition, text as positionText } from '../core/position.ts';
import { THEME_SETTINGS } from '../picture/theme.ts';
import { LANGUAGES, languageOf, msg, verbatim } from '../text/languages.ts';

/** The pictures the explorer can show: two of the sequence, four of the proof. */
export const VIEWS = ['grid', 'strip', 'gaps', 'collisions', 'residues', 'ledger', 'play', 'practice', 'landscape'];

/** The message naming each view (in the menu, the region's label, exports). */
export const VIEW_NAMES = {
  grid: 'view-grid',
  strip: 'view-strip',
  gaps: 'view-gaps',
  collisions: 'view-collisions',
  residues: 'view-residues',
  ledger: 'view-ledger',
  play: 'view-play',
  practice: 'view-practice',
  landscape: 'view-landscape',
};

/** Views of the proof, drawn under the picture by `proof.js`. */
export const PROOF_VIEWS = ['gaps', 'collisions', 'residues', 'ledger'];

/** Views drawn over the number line (they share its pan and zoom). */
export const LINE_VIEWS = ['strip', 'gaps', 'collisions', 'residues', 'play', 'practice'];

/** The kinds of practice exercise (exercises.js), for `practice=`. */
export const PRACTICE_KINDS = ['value', 'next', 'class', 'windows', 'region'];

/** The default state: the worked example of the paper, S = {5, 12, 17}. */
export const DEFAULTS = Object.freeze({
  a: '5',
  delta: '7',
  b: '12',
  second: 'delta', // which of δ and b the person typed
  view: 'grid',
  zoom: null, // CSS pixels per heap; null = fit (one period across)
  x: 0n, // strip: the position at the left edge (BigInt, units of 2^-32 heaps)
  w: null, // grid: row width (BigInt); null = the heap period
  row: 0n, // grid: the row at the top edge (a position)
  col: 0n, // grid: the column at the left edge (a position)
  shift: null, // collisions: the shift k (BigInt); null = δ
  r: null, // residues: the chosen residue (BigInt), or none
  tour: null, // the step of the guided tour on show, or none
  amax: 40, // landscape: a ≤ amax
  dmax: 320, // landscape: δ ≤ dmax
  color: 'period', // landscape: what the colour shows
  ui: 'full', // embeds: 'full', or 'picture' (the picture and its caption, no controls)
  theme: 'auto', // 'light', 'dark', or 'auto' (the reader's system setting)
  lang: null, // the language asked for (en, de, zh, ja); null = the reader's browser's
  practice: null, // the kind of practice exercise on show; null = the first that applies
});

/** Every URL parameter (and embed attribute) the explorer reads. */
export const PARAMS = [
  'a',
  'delta',
  'b',
  'view',
  'zoom',
  'x',
  'w',
  'row',
  'col',
  'shift',
  'r',
  'tour',
  'amax',
  'dmax',
  'color',
  'ui',
  'theme',
  'lang',
  'practice',
];

/** How much of the explorer an embed shows. */
export const UIS = ['full', 'picture'];

/** Colourings of the landscape. */
export const COLOURINGS = ['period', 'regime', 'agreement'];

/**
 * Checks text as a whole number ≥ 0: `{ value: BigInt }`, or `{ error }`, a message (see
 * languages.js) that names the field by `name` (a symbol such as `a`, or a message of its own).
 */
export function parseWhole(text, name) {
  const t = String(text ?? '').trim();
  if (t === '') return { error: msg('error-empty', { name }) };
  if (!/^\d+$/.test(t)) {
    const quoted = t.length > 24 ? `${t.slice(0, 24)}…` : t;
    return { error: msg('error-not-whole', { name, text: verbatim(quoted) }) };
  }
  // Leading zeros aside, more than 20 digits is past 2^64 − 1: said without converting them
  // all (a million digits would take seconds as a BigInt).
  const digits = t.replace(/^0+(?=\d)/, '');
  if (digits.length > 20 || BigInt(digits) >= 2n ** 64n) {
    if (digits.length <= 24) return { error: msg('error-too-large', { name, digits: verbatim(digits) }) };
    const [head, tail] = [digits.slice(0, 10), digits.slice(-6)];
    return {
      error: msg('error-too-large-long', { name, head: verbatim(head), tail: verbatim(tail), count: digits.length }),
    };
  }
  return { value: BigInt(digits) };
}

/** The message for a parameter `name` whose `text` is not one of `choices`. */
function notOneOf(name, text, choices) {
  return msg('error-not-one-of', {
    name: verbatim(name),
    text: verbatim(text.slice(0, 20)),
    choices: verbatim(choices.join(', ')),
  });
}

/** Text from a link as typed, kept short for fields and messages. */
function asTyped(text) {
  const t = text.trim();
  return t.length > 64 ? `${t.slice(0, 64)}…` : t;
}

/** A finite number in [lo, hi] from URL text, or `undefined`. */
function number(text, lo, hi) {
  if (text === null || text.trim() === '') return undefined;
  const v = Number(text);
  return Number.isFinite(v) && v >= lo && v <= hi ? v : undefined;
}

/**
 * The state a query string asks for. Parameters that fail their checks keep their defaults
 * and are reported in `problems` as `{ name, message }`.
 */
export function fromQuery(search) {
  const q = new URLSearchParams(search);
  const state = { ...DEFAULTS };
  const problems = [];
  // The game's numbers stay as typed, good or not: the session checks them and says what is
  // wrong, and a bad one is never replaced by a default game.
  const whole = (name) => {
    if (!q.has(name)) return undefined;
    const r = parseWhole(q.get(name), name);
    return r.error ? asTyped(q.get(name)) : r.value.toString();
  };
  const a = whole('a');
  if (a !== undefined) state.a = a;
  const delta = whole('delta');
  const b = whole('b');
  if (b !== undefined && delta === undefined) {
    state.second = 'b';
    state.b = b;
  } else if (delta !== undefined) {
    state.delta = delta;
  }
  const view = q.get('view');
  if (view !== null) {
    if (VIEWS.includes(view)) state.view = view;
    else problems.push({ name: 'view', message: notOneOf('view', view, VIEWS) });
  }
  // Positions: exact decimals, the fraction to 2^-32 of a heap.
  for (const [name, lo, hi] of [
    ['x', 0n, END],
    ['row', 0n, END],
    ['col', -END, END],
  ]) {
    if (!q.has(name)) continue;
    const p = parsePosition(q.get(name));
    if (p === undefined || p < lo || p >= hi)
      problems.push({
        name,
        message: msg('error-position', {
          name: verbatim(name),
          text: verbatim(q.get(name).slice(0, 30)),
          from: lo < 0n ? '−2^64' : '0',
        }),
      });
    else state[name] = p;
  }
  // Whole numbers from 1: row width, shift and residue (BigInts, exact).
  for (const [name, label] of [
    ['w', msg('label-row-width')],
    ['shift', msg('label-shift')],
    ['r', 'r'],
  ]) {
    if (!q.has(name)) continue;
    const r = parseWhole(q.get(name), label);
    if (r.error || r.value < 1n)
      problems.push({ name, message: r.error ?? msg('error-at-least-one', { name: label }) });
    else state[name] = r.value;
  }
  for (const [name, lo, hi] of [
    ['zoom', 1e-24, 512],
    ['tour', 1, 99],
    ['amax', 1, 1 << 20],
    ['dmax', 1, 1 << 20],
  ]) {
    if (!q.has(name)) continue;
    const v = number(q.get(name), lo, hi);
    if (v === undefined)
      problems.push({
        name,
        message: msg('error-out-of-range', { name: verbatim(name), text: verbatim(q.get(name).slice(0, 20)) }),
      });
    else state[name] = name === 'zoom' ? v : Math.round(v);
  }
  const color = q.get('color');
  if (color !== null) {
    if (COLOURINGS.includes(color)) state.color = color;
    else problems.push({ name: 'color', message: notOneOf('color', color, COLOURINGS) });
  }
  const ui = q.get('ui');
  if (ui !== null) {
    if (UIS.includes(ui)) state.ui = ui;
    else problems.push({ name: 'ui', message: notOneOf('ui', ui, UIS) });
  }
  const theme = q.get('theme');
  if (theme !== null) {
    if (THEME_SETTINGS.includes(theme)) state.theme = theme;
    else problems.push({ name: 'theme', message: notOneOf('theme', theme, THEME_SETTINGS) });
  }
  const practice = q.get('practice');
  if (practice !== null) {
    if (PRACTICE_KINDS.includes(practice)) state.practice = practice;
    else problems.push({ name: 'practice', message: notOneOf('practice', practice, PRACTICE_KINDS) });
  }
  const lang = q.get('lang');
  if (lang !== null) {
    if (languageOf(lang)) state.lang = languageOf(lang);
    else problems.push({ name: 'lang', message: notOneOf('lang', lang, LANGUAGES) });
  }
  return { state, problems };
}

/** Shortest decimal text for a zoom (enough digits to restore the view). */
function text(v) {
  return String(Number(v.toPrecision(12)));
}

/** The query string for a state, leaving out what is at its default. */
export function toQuery(state) {
  const q = new URLSearchParams();
  q.set('a', state.a);
  if (state.second === 'b') q.set('b', state.b);
  else q.set('delta', state.delta);
  if (state.view !== DEFAULTS.view) q.set('view', state.view);
  if (state.zoom !== null) q.set('zoom', text(state.zoom));
  if (LINE_VIEWS.includes(state.view) && state.x !== 0n) q.set('x', positionText(state.x));
  if (state.view === 'collisions' && state.shift !== null) q.set('shift', String(state.shift));
  if (state.view === 'residues' && state.r !== null) q.set('r', String(state.r));
  if (state.tour !== null) q.set('tour', String(state.tour));
  if (state.view === 'landscape') {
    if (state.amax !== DEFAULTS.amax) q.set('amax', String(state.amax));
    if (state.dmax !== DEFAULTS.dmax) q.set('dmax', String(state.dmax));
    if (state.color !== DEFAULTS.color) q.set('color', state.color);
  }
  if (state.ui !== DEFAULTS.ui) q.set('ui', state.ui);
  if (state.theme !== DEFAULTS.theme) q.set('theme', state.theme);
  if (state.view === 'practice' && state.practice !== null) q.set('practice', state.practice);
  if (state.lang !== null) q.set('lang', state.lang);
  if (state.view === 'grid' || state.view === 'ledger') {
    if (state.w !== null) q.set('w', String(state.w));
    if (state.row !== 0n) q.set('row', positionText(state.row));
    if (state.col !== 0n) q.set('col', positionText(state.col));
  }
  return `?${q.toString()}`;
}

/**
 * Heaps across a fitted number line for `view`: two heap periods (the default, null), but for
 * the gap and window lanes about six of the longest gaps (a + b + 1), so that windows and gap
 * bars are wide enough to read rather than a period's worth of slivers.
 */
export function fitSpan(view, period, info) {
  if (!['gaps', 'collisions', 'residues'].includes(view)) return null;
  return Math.min(2 * Number(period), 6 * Number(info.a + info.b + 1n));
}
