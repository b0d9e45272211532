// The explorer's state in URL parameters (and an embed's attributes): reading a link, with every
// parameter checked and what fails reported by name, and writing the shortest query for a state.
import { asciiDigits } from '../base/digits.ts';
import { THEME_SETTINGS } from '../base/theme.ts';
import { END, parse as parsePosition, text as positionText } from '../core/position.ts';
import { LANGUAGES, languageOf, type Message, msg, verbatim } from '../text/languages.ts';
import { COLOURINGS, DEFAULTS, LINE_VIEWS, PRACTICE_KINDS, type State, UIS, VIEWS } from './state.ts';

/** A state being built (fromQuery), before it is handed out. */
type Draft = { -readonly [K in keyof State]: State[K] };

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
  'step',
  'tour',
  'amax',
  'dmax',
  'color',
  'ui',
  'theme',
  'lang',
  'practice',
] as const;
export type Param = (typeof PARAMS)[number];

/** A parameter of a link that failed its check, and why. */
export interface Problem {
  readonly name: Param;
  readonly message: Message;
}

/** A whole number read from text, or why it is not one. */
export type Parsed =
  | { readonly value: bigint; readonly error?: undefined }
  | { readonly error: Message; readonly value?: undefined };

/** True when `text` is one of `choices`. */
function oneOf<T extends string>(choices: readonly T[], text: string): text is T {
  return (choices as readonly string[]).includes(text);
}

/**
 * Checks text as a whole number ≥ 0: `{ value: BigInt }`, or `{ error }`, a message (see
 * languages.js) that names the field by `name` (a symbol such as `a`, or a message of its own).
 * Digits of any script count (１２ as an input method types it: base/digits.ts).
 */
export function parseWhole(text: unknown, name: string | Message): Parsed {
  const typed = String(text ?? '').trim();
  if (typed === '') return { error: msg('error-empty', { name }) };
  const t = asciiDigits(typed);
  if (!/^\d+$/.test(t)) {
    const quoted = typed.length > 24 ? `${typed.slice(0, 24)}…` : typed;
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
function notOneOf(name: string, text: string, choices: readonly string[]): Message {
  return msg('error-not-one-of', {
    name: verbatim(name),
    text: verbatim(text.slice(0, 20)),
    choices: verbatim(choices.join(', ')),
  });
}

/** Text from a link as typed, kept short for fields and messages. */
function asTyped(text: string): string {
  const t = text.trim();
  return t.length > 64 ? `${t.slice(0, 64)}…` : t;
}

/** A finite number in [lo, hi] from URL text, or `undefined`. */
function number(text: string | null, lo: number, hi: number): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const v = Number(asciiDigits(text));
  return Number.isFinite(v) && v >= lo && v <= hi ? v : undefined;
}

/**
 * The state a query string asks for. Parameters that fail their checks keep their defaults
 * and are reported in `problems` as `{ name, message }`.
 */
export function fromQuery(search: string): { state: State; problems: Problem[] } {
  const q = new URLSearchParams(search);
  const state: Draft = { ...DEFAULTS };
  const problems: Problem[] = [];
  // The game's numbers stay as typed, good or not: the session checks them and says what is
  // wrong, and a bad one is never replaced by a default game.
  const whole = (name: Param): string | undefined => {
    const text = q.get(name);
    if (text === null) return undefined;
    const r = parseWhole(text, name);
    return r.error ? asTyped(text) : r.value.toString();
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
  // A parameter that names one of a list of choices: that choice, or undefined (reported when
  // the link names another).
  const choice = <T extends string>(name: Param, choices: readonly T[]): T | undefined => {
    const given = q.get(name);
    if (given === null) return undefined;
    if (oneOf(choices, given)) return given;
    problems.push({ name, message: notOneOf(name, given, choices) });
    return undefined;
  };
  const view = choice('view', VIEWS);
  if (view !== undefined) state.view = view;
  // Positions: exact decimals, the fraction to 2^-32 of a heap.
  for (const [name, lo, hi] of [
    ['x', 0n, END],
    ['row', 0n, END],
    ['col', -END, END],
  ] as const) {
    const given = q.get(name);
    if (given === null) continue;
    const p = parsePosition(given);
    if (p === undefined || p < lo || p >= hi)
      problems.push({
        name,
        message: msg('error-position', {
          name: verbatim(name),
          text: verbatim(given.slice(0, 30)),
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
  ] as const) {
    const given = q.get(name);
    if (given === null) continue;
    const r = parseWhole(given, label);
    if (r.error || r.value < 1n)
      problems.push({ name, message: r.error ?? msg('error-at-least-one', { name: label }) });
    else state[name] = r.value;
  }
  for (const [name, lo, hi] of [
    ['zoom', 1e-24, 512],
    ['tour', 1, 99],
    ['step', 1, 6],
    ['amax', 1, 1 << 20],
    ['dmax', 1, 1 << 20],
  ] as const) {
    const given = q.get(name);
    if (given === null) continue;
    const v = number(given, lo, hi);
    if (v === undefined)
      problems.push({
        name,
        message: msg('error-out-of-range', { name: verbatim(name), text: verbatim(given.slice(0, 20)) }),
      });
    else state[name] = name === 'zoom' ? v : Math.round(v);
  }
  const color = choice('color', COLOURINGS);
  if (color !== undefined) state.color = color;
  const ui = choice('ui', UIS);
  if (ui !== undefined) state.ui = ui;
  const theme = choice('theme', THEME_SETTINGS);
  if (theme !== undefined) state.theme = theme;
  const practice = choice('practice', PRACTICE_KINDS);
  if (practice !== undefined) state.practice = practice;
  const lang = q.get('lang');
  if (lang !== null) {
    const own = languageOf(lang);
    if (own) state.lang = own;
    else problems.push({ name: 'lang', message: notOneOf('lang', lang, LANGUAGES) });
  }
  return { state, problems };
}

/** Shortest decimal text for a zoom (enough digits to restore the view). */
function text(v: number): string {
  return String(Number(v.toPrecision(12)));
}

/** The query string for a state, leaving out what is at its default. */
export function toQuery(state: State): string {
  const q = new URLSearchParams();
  q.set('a', state.a);
  if (state.second === 'b') q.set('b', state.b);
  else q.set('delta', state.delta);
  if (state.view !== DEFAULTS.view) q.set('view', state.view);
  if (state.zoom !== null) q.set('zoom', text(state.zoom));
  if (LINE_VIEWS.includes(state.view) && state.x !== 0n) q.set('x', positionText(state.x));
  if ((state.view === 'collisions' || state.view === 'spectrum') && state.shift !== null)
    q.set('shift', String(state.shift));
  if (state.view === 'residues' && state.r !== null) q.set('r', String(state.r));
  if (state.view === 'proof' && state.step !== null) q.set('step', String(state.step));
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
