// A note over the number line's lanes while their values are hidden (play, practice): empty lanes
// with no word of why look broken, so the note says when the values come back.
import { el } from '../base/dom.ts';
import type { PicturePort } from '../state/context.ts';

/** The note `text` over the lanes of `picture`, hidden until `show` is called with true. */
export function coverNote(picture: PicturePort, text: string, cls: string): { show(on: boolean): void } {
  const note = el('p', { class: `asg-cover ${cls}`, hidden: true }, text);
  picture.canvas.parentElement?.append(note);
  return {
    show(on) {
      note.hidden = !on;
    },
  };
}
