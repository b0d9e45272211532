// The outcomes of asking the session for a game, besides "on show at once": a game whose table
// is being built in a worker (shown when ready, with progress and Cancel meanwhile), a build
// stopped, and a game the core refused — next to its field after an edit, and in place of the
// picture when a link or an embed's attributes asked for it.
import type { Message } from '../text/languages.ts';
import type { Controls } from './controls.ts';
import type { Lifetime } from './lifetime.ts';
import { stoppedText } from './notice.ts';
import type { Failed, Pending, Session } from './session.ts';
import type { State } from './state.ts';
import type { Status } from './status.ts';
import type { Reduced, Refusal, StoreEvent } from './store.ts';

/** What the outcomes need of the explorer. */
export interface OutcomeHost {
  readonly life: Lifetime;
  readonly status: Pick<Status, 'building' | 'failed'>;
  readonly controls: Pick<Controls, 'render' | 'focus'>;
  readonly session: Pick<Session, 'onShow'>;
  /** The state on show (null before the first). */
  readonly state: State | null;
  /** A message next to a field's control. */
  say(field: string, message: Message | ''): void;
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
      else {
        // Where the progress was, the reason it stopped, when the last good game stays.
        const kept = keepsView(host, event, r);
        refused(host, outcome, event, r);
        if (kept) host.status.failed(facts, outcome.message);
      }
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

/**
 * The core refused the game: after an edit, or an embed's new attributes, a message next to its
 * field and the last good game stays; when a link or an embed's first attributes asked for it,
 * the message takes the picture's place (no other game is shown as if it were the one asked for).
 */
export function refused(host: OutcomeHost, failed: Failed, event: StoreEvent, r: Reduced): boolean {
  host.say(failed.field, failed.message);
  if (keepsView(host, event, r)) return false;
  host.block(failed, r.state);
  return false;
}
