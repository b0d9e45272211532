// The core's errors as messages of the catalogue, by their `code`, `field` and `params` (the
// core's own English text is never shown, so that every language says them): and the message
// for any other failure (a network error, a worker that could not start). No DOM.
import { msg, verbatim } from './languages.js';

/** The catalogue's message for each of the core's error codes. */
export const CORE = {
  'empty-set': 'core-empty-set',
  'zero-move': 'core-zero-move',
  'too-many-moves': 'core-too-many-moves',
  'a-is-zero': 'core-a-is-zero',
  'b-not-above-a': 'core-b-not-above-a',
  'delta-is-zero': 'core-delta-is-zero',
  'not-additive': 'core-not-additive',
  'not-in-regime': 'core-not-in-regime',
  overflow: 'core-overflow',
  'window-too-large': 'core-window-too-large',
  'too-much-memory': 'core-too-much-memory',
  'too-much-work': 'core-too-much-work',
  'bound-too-large': 'core-bound-too-large',
  'nothing-to-check': 'core-nothing-to-check',
  'out-of-memory': 'core-out-of-memory',
  interrupted: 'core-interrupted',
  finished: 'core-finished',
  'period-not-found': 'core-period-not-found',
  'not-a-period': 'core-not-a-period',
  'zero-shift': 'core-zero-shift',
  'invalid-number': 'core-invalid-number',
  'csp-blocked': 'error-csp-blocked',
  'worker-failed': 'error-worker',
};

/** How a field of the API is named in a message: symbols as they are, words from the catalogue. */
const FIELDS = { a: 'a', b: 'b', delta: 'δ', shift: 'k', r: 'r', heap: msg('label-heap'), amax: 'a', dmax: 'δ' };

/**
 * The message for `error`: one of the core's (by code, with its numbers), a worker's blocked by
 * a Content-Security-Policy (naming the directive), or, for anything else, its own text as given.
 */
export function describeError(error) {
  const id = CORE[error?.code];
  if (!id) return msg('error-other', { text: verbatim(error?.message ?? error) });
  const args = { ...(error.params ?? {}) };
  if (error.field) args.field = FIELDS[error.field] ?? verbatim(error.field);
  if (error.directive) args.directive = verbatim(error.directive);
  if (error.site) args.site = verbatim(error.site);
  if (error.code === 'worker-failed') args.text = verbatim(error.message);
  return msg(id, args);
}
