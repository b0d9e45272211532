// The core's errors as messages of the catalogue, by their `code`, `field` and `params` (the
// core's own English text is never shown, so that every language says them): and the message
// for any other failure (a network error, a worker that could not start). No DOM.
import type { ErrorCode } from '../../pkg/asg.js';
import { type Message, type MessageArgs, msg, verbatim } from './languages.ts';

/** The codes of the page's own errors (jobs.ts): a worker blocked by a policy, or failing. */
export type PageErrorCode = 'csp-blocked' | 'worker-failed';

/** Every code an error can carry: the core's, and the page's own. */
export type AnyErrorCode = ErrorCode | PageErrorCode;

/**
 * The catalogue's message for each code. A code the core adds fails the type check here until
 * the catalogue says it (the `never` below).
 */
export function errorMessageId(code: AnyErrorCode): string {
  switch (code) {
    case 'empty-set':
      return 'core-empty-set';
    case 'zero-move':
      return 'core-zero-move';
    case 'too-many-moves':
      return 'core-too-many-moves';
    case 'a-is-zero':
      return 'core-a-is-zero';
    case 'b-not-above-a':
      return 'core-b-not-above-a';
    case 'delta-is-zero':
      return 'core-delta-is-zero';
    case 'not-additive':
      return 'core-not-additive';
    case 'not-in-regime':
      return 'core-not-in-regime';
    case 'overflow':
      return 'core-overflow';
    case 'window-too-large':
      return 'core-window-too-large';
    case 'too-much-memory':
      return 'core-too-much-memory';
    case 'too-much-work':
      return 'core-too-much-work';
    case 'bound-too-large':
      return 'core-bound-too-large';
    case 'nothing-to-check':
      return 'core-nothing-to-check';
    case 'out-of-memory':
      return 'core-out-of-memory';
    case 'interrupted':
      return 'core-interrupted';
    case 'finished':
      return 'core-finished';
    case 'period-not-found':
      return 'core-period-not-found';
    case 'not-a-period':
      return 'core-not-a-period';
    case 'zero-shift':
      return 'core-zero-shift';
    case 'invalid-number':
      return 'core-invalid-number';
    case 'object-freed':
      return 'core-object-freed';
    case 'wrong-object':
      return 'core-wrong-object';
    case 'object-busy':
      return 'core-object-busy';
    case 'internal':
      return 'core-internal';
    case 'csp-blocked':
      return 'error-csp-blocked';
    case 'worker-failed':
      return 'error-worker';
    default: {
      const unknown: never = code;
      throw new Error(`no message for the error code ${String(unknown)}`);
    }
  }
}

/** Every code, for the catalogue's test: each one's message must be in every language. */
export const CODES: readonly AnyErrorCode[] = [
  'empty-set',
  'zero-move',
  'too-many-moves',
  'a-is-zero',
  'b-not-above-a',
  'delta-is-zero',
  'not-additive',
  'not-in-regime',
  'overflow',
  'window-too-large',
  'too-much-memory',
  'too-much-work',
  'bound-too-large',
  'nothing-to-check',
  'out-of-memory',
  'interrupted',
  'finished',
  'period-not-found',
  'not-a-period',
  'zero-shift',
  'invalid-number',
  'object-freed',
  'wrong-object',
  'object-busy',
  'internal',
  'csp-blocked',
  'worker-failed',
];

/** The catalogue's message for each code (for the catalogue's test, and lookups by text). */
export const CORE: Readonly<Record<string, string>> = Object.fromEntries(CODES.map((c) => [c, errorMessageId(c)]));

/** How a field of the API is named in a message: symbols as they are, words from the catalogue. */
const FIELDS: Readonly<Record<string, string | Message>> = {
  a: 'a',
  b: 'b',
  delta: 'δ',
  shift: 'k',
  r: 'r',
  heap: msg('label-heap'),
  amax: 'a',
  dmax: 'δ',
};

/** What an error may carry: the core's code, field and numbers; a blocked worker's directive and site. */
interface Described {
  message?: unknown;
  code?: unknown;
  field?: unknown;
  params?: unknown;
  directive?: unknown;
  site?: unknown;
}

/** True for a code that has a message. */
function known(code: unknown): code is AnyErrorCode {
  return typeof code === 'string' && (CODES as readonly string[]).includes(code);
}

/**
 * The message for `error`: one of the core's (by code, with its numbers), a worker's blocked by
 * a Content-Security-Policy (naming the directive), or, for anything else, its own text as given.
 */
export function describeError(error: unknown): Message {
  const e: Described = error !== null && typeof error === 'object' ? error : {};
  if (!known(e.code)) return msg('error-other', { text: verbatim(e.message ?? error) });
  const args: Record<string, MessageArgs[string]> = {};
  if (e.params && typeof e.params === 'object')
    for (const [k, v] of Object.entries(e.params))
      if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'string') args[k] = v;
  if (e.field) args.field = FIELDS[String(e.field)] ?? verbatim(e.field);
  if (e.directive) args.directive = verbatim(e.directive);
  if (e.site) args.site = verbatim(e.site);
  if (e.code === 'worker-failed') args.text = verbatim(e.message);
  return msg(errorMessageId(e.code), args);
}
