// The outcomes of asking the session for a game, besides "on show at once": a game whose table
// is being built in a worker (shown when ready, with progress and Cancel meanwhile), a build
// stopped, and a game the core refused — next to its field after an edit, and in place of the
// picture when a link or an embed's attributes asked for it.
// @ts-nocheck
import { stoppedText } from './notice.ts';
import { reduce } from './store.ts';

/** The build each explorer waits for (the latest asked for): an older one's outcome is not shown. */
const awaited = new WeakMap();

/** A game being built: its facts and progress in the status line, with Cancel. */
export function wait(explorer, { pending, facts }, event, r) {
  const token = {};
  awaited.set(explorer, token);
  explorer.status.building(facts, 0);
  if (!explorer.state) explorer.controls.render(r.state, { period: '', delta: facts.delta });
  pending.then(
    explorer.life.alive((outcome) => {
      if (awaited.get(explorer) !== token) return;
      awaited.delete(explorer);
      explorer.status.building(null);
      if (outcome === null) explorer.commit(event, r);
      else if (outcome.cancelled) cancelled(explorer, r);
      else refused(explorer, outcome, event, r);
    }),
  );
  return true;
}

/** A build was stopped: the fields show the game on show again (with none, what was asked). */
function cancelled(explorer, r) {
  if (!explorer.state || explorer.state.blocked)
    block(explorer, { field: 'a', message: stoppedText(r.state) }, r.state);
  else explorer.controls.render(explorer.state, { period: explorer.info.heapPeriod, delta: explorer.info.delta });
  explorer.controls.inputs.a.focus();
}

/**
 * The core refused the game: after an edit, a message next to its field and the last good game
 * stays; when a link or an embed's attributes asked for it, the message takes the picture's
 * place (no other game is shown as if it were the one asked for).
 */
export function refused(explorer, failed, event, r) {
  explorer.say(failed.field, failed.message);
  if (event.type !== 'load') return false;
  block(explorer, failed, r.state);
  return false;
}

/**
 * Shows `state`'s fields (as typed) with `failed.message` instead of a picture, until an edit
 * asks for a game the core can make.
 */
export function block(explorer, failed, state) {
  explorer.state = reduce(explorer.state, { type: 'blocked', asked: state, refusal: failed }).state;
  explorer.applyTheme();
  explorer.root.dataset.view = state.view;
  explorer.root.dataset.ui = state.ui;
  explorer.controls.render(explorer.state, {});
  explorer.status.building(null);
  explorer.notices.block(failed.message, { embed: explorer.embed });
  for (const part of Object.values(explorer.parts)) part.hide();
  explorer.setCaption('');
}
