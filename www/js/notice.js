// The explorer's notice above the picture: in place of the picture when a link or an embed's
// attributes ask for a game it cannot show (no other game is shown as if it were the one asked
// for), and the problems of a link when there are no fields to show them by (the picture alone).

/** The notice of an explorer's `root`, in its element `box`. */
export class Notice {
  constructor(root, box) {
    this.root = root;
    this.box = box;
  }

  /** No picture: `message` says why; the rest says what brings a game back. */
  block(message, { embed }) {
    this.root.dataset.blocked = 'true';
    const first = /[.!?]$/.test(message) ? message : `${message}.`;
    const then = embed
      ? 'This embed shows no game until its attributes ask for one.'
      : 'No game is shown until the fields above ask for one (the address asked for this).';
    this.say([first, then]);
  }

  /** A game is on show again; `lines` (maybe none) are the link's problems to show above it. */
  unblock(lines = []) {
    delete this.root.dataset.blocked;
    this.say(lines);
  }

  say(lines) {
    this.box.textContent = lines.join(' ');
    this.box.hidden = !lines.length;
  }
}

/** The message for a first game whose table was being built when the person stopped it. */
export function stoppedText(state) {
  const game = `a = ${state.a}, ${state.second === 'b' ? `b = ${state.b}` : `δ = ${state.delta}`}`;
  return `Stopped: the period table of ${game} was not computed. Press Enter in a field to compute it again.`;
}
