// The tour's way back after one of its links led to another view (a proof link, the recap's
// practice): in the tour's place at the top, "Back to the tour, step N" and a way to end the
// tour there, instead of the tour's panel, so that the page keeps the layout of the view on show.
import { el, fill } from '../../base/dom.ts';
import type { Translator } from '../../text/i18n.ts';

/** The tour's root as its panel, or as its way back. */
export interface Away {
  /** The panel (null), or only the way back to step `n`. */
  show(n: number | null): void;
}

/**
 * The way back, in the tour's `root` beside its `panel` (the parts of the tour on show at a step)
 * and `notice`: `back(n)` goes on at step n; `close()` ends the tour where the student is.
 */
export function awayRow(
  t: Translator,
  root: HTMLElement,
  { panel, notice }: { panel: readonly HTMLElement[]; notice: HTMLElement },
  on: { back(n: number): void; close(): void },
): Away {
  let step = 1;
  const back = el('button', { type: 'button', name: 'tour-return', onclick: () => on.back(step) });
  const close = el('button', { type: 'button', class: 'asg-quiet', onclick: () => on.close() }, t('tour-close'));
  // In the tour's root only while it shows (the panel's buttons are the tour's only ones).
  const row = el('div', { class: 'asg-inline asg-tour-return' }, back, close);
  const panelClass = root.className;
  return {
    show(n) {
      // Not the tour's panel: the page's layout for a tour on show (beside the picture) stays off.
      root.className = n === null ? panelClass : 'asg-tour-away';
      for (const part of panel) part.hidden = n !== null;
      if (n !== null) notice.hidden = true;
      if (n === null) {
        row.remove();
        return;
      }
      root.append(row);
      step = n;
      fill(back, t('tour-return', { n }));
    },
  };
}
