// The outcomes of asking the session for a game, besides "on show at once": a game whose table
// is being built in a worker (shown when ready, with progress and Cancel meanwhile), a build
// stopped, and a game the core refused — next to the field whose edit asked for it, in the status
// line when no edit did and the last good game stays, and in place of the picture when a link or
// an embed's attributes asked for it.
import type { AdditiveInfo } from '../../pkg/asg.js';
import type { Lifetime } from '../base/lifetime.ts';
import { parseWhole } from '../state/query.ts';
import type { State } from '../state/state.ts';
import type { Reduced, Refusal, StoreEvent } from '../state/store.ts';
import { type Message, msg } from '../text/languages.ts';
import type { Controls } from './controls.ts';
import { stoppedText } from './notice.ts';
import type { Failed, Pending, Session } from './session.ts';
import type { Status } from './status.ts';

/** What the outcomes need of the explorer. */
export interface OutcomeHost {
  readonly life: Lifetime;
  readonly status: Pick<Status, 'building' | 'failed'>;
  readonly controls: Pick<Controls, 'render' | 'focus' | 'focused'>;
  readonly session: Pick<Session, 'onShow'>;
  /** The state on show (null before the first). */
  readonly state: State | null;
  /**
   * A message next to a field's control; `live: false` when something else says it to screen
   * readers (focus moving to the field, or the notice).
   */
  say(field: string, message: Message | '', options?: { live?: boolean }): void;
  /** Shows the store's answer `r` to `event`, its game being on show. */
  commit(event: StoreEvent, r: Reduced): boolean;
  /** Shows `state`'s fields as typed and `refusal` instead of a picture. */
  block(refusal: Refusal, state: State): void;
}

/** The build each explorer waits for (the latest asked for): an older one's outcome is not shown. */
const awaited = new WeakMap<OutcomeHost, object>();

/** A game being built: its facts and progress in the status line, with Cancel. */
export function wait(host: OutcomeHost, { pending, facts }: Pending, event: StoreEvent, r: Reduced): boolean {
  const token = {};
  awaited.set(host, token);
  host.status.building(facts, 0);
  if (!host.state) host.controls.render(r.state, { period: '', delta: facts.delta });
  pending.then(
    host.life.alive((outcome) => {
      if (awaited.get(host) !== token) return;
      awaited.delete(host);
      host.status.building(null);
      if (outcome === null) host.commit(event, r);
      else if ('cancelled' in outcome) cancelled(host, r);
      else refused(host, outcome, event, r, { facts, late: true });
    }),
  );
  return true;
}

/** A build was stopped: the fields show the game on show again (with none, what was asked). */
function cancelled(host: OutcomeHost, r: Reduced): void {
  const shown = host.session.onShow;
  if (!host.state || host.state.blocked || !shown) host.block({ field: 'a', message: stoppedText(r.state) }, r.state);
  else host.controls.render(host.state, { period: shown.info.heapPeriod, delta: shown.info.delta });
  host.controls.focus('a');
}

/**
 * True when a refusal leaves the last good game on show: after an edit, and after an embed's
 * attributes changed while it shows a game with its fields and status line (which say why); the
 * picture alone has no place for the words, so its message takes the picture's place.
 */
function keepsView(host: OutcomeHost, event: StoreEvent, r: Reduced): boolean {
  if (event.type !== 'load') return true;
  const shown = host.state && !host.state.blocked && host.session.onShow;
  return Boolean(event.embed && shown && r.state.ui !== 'picture');
}

/** The field whose edit asked for the game of `event`, if an edit of a or δ (or b) did. */
function edited(event: StoreEvent): Failed['field'] {
  return event.type === 'edit' && (event.name === 'a' || event.name === 'second') ? event.name : null;
}

/** The game `state` asks for, as its a and δ, when both are whole numbers (b − a for δ when b is given). */
function asked(state: State): Pick<AdditiveInfo, 'a' | 'delta'> | null {
  const a = parseWhole(state.a, 'a');
  const second = parseWhole(state.second === 'b' ? state.b : state.delta, 'δ');
  if (a.error || second.error) return null;
  const delta = state.second === 'b' ? second.value - a.value : second.value;
  return delta > 0n ? { a: a.value, delta } : null;
}

/**
 * The core refused the game. After an edit the message goes next to the field edited (or the one
 * the core names) and the last good game stays; when it comes `late` (a build failed, time has
 * passed) focus goes to that field. When no edit asked for it (an embed's new attributes, a game
 * opened from another view) the status line says it, as it said the build's progress, over the
 * last good game; when a link or an embed's first attributes asked for it, the message takes the
 * picture's place (no other game is shown as if it were the one asked for). Screen readers hear
 * it once: from the field's alert, as the description of the field focus moves to, from the
 * status line, or from the notice. `facts`: the game asked for, as the status line names it.
 */
export function refused(
  host: OutcomeHost,
  failed: Failed,
  event: StoreEvent,
  r: Reduced,
  { facts = asked(r.state), late = false }: { facts?: Pick<AdditiveInfo, 'a' | 'delta'> | null; late?: boolean } = {},
): boolean {
  const cause = edited(event);
  const field = failed.field ?? cause;
  // A build that failed names its game, in the words of the status line's hint.
  const message = late && facts ? msg('building-failed', { ...facts, error: failed.message }) : failed.message;
  if (!keepsView(host, event, r)) {
    if (field) host.say(field, message, { live: false });
    host.block({ field: field ?? 'a', message }, r.state);
    return false;
  }
  if (!field) {
    if (facts) host.status.failed(facts, failed.message);
    else host.say('zoom', message);
    return false;
  }
  host.status.building(null);
  const moves = late && cause !== null && !host.controls.focused(field);
  host.say(field, message, { live: !moves });
  if (moves) host.controls.focus(field);
  return false;
}
