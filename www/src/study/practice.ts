// The practice view: the practice panel (practice-panel.js) as a part of the explorer, with the
// number line around each exercise (its values hidden until the answer where it asks for them)
// and the exercises solved kept as the student's progress on the site.
// @ts-nocheck
import { describeError } from '../text/errors.ts';
import { msg } from '../text/languages.ts';
import { Practice } from './practice-panel.ts';
import { emptyProgress, loadProgress } from './progress.ts';

/**
 * Practice as a part of the explorer: the number line shows each exercise's heap, stretch or
 * gap (values hidden until the answer where the exercise asks for them), and the exercises
 * solved are kept as progress on the site.
 */
export function mount(_context, explorer) {
  const practice = new Practice(explorer.t);
  practice.term = explorer.term;
  const counts = explorer.keepsProgress ? loadProgress() : emptyProgress();
  let focusFirst = false;
  practice.addEventListener('exercise', (e) => {
    const { ex, hidden } = e.detail;
    const view = explorer.view;
    view.setHidden(hidden);
    if (ex.heap !== undefined) {
      view.centreOn(ex.heap);
      view.setMarks([{ heap: ex.heap, main: true }]);
    } else if (ex.lo !== undefined) {
      view.showStretch(ex.lo, ex.hi);
      view.setMarks([
        { heap: ex.lo, main: true },
        { heap: ex.hi - 1n, main: true },
      ]);
    } else {
      view.showStretch(ex.from, ex.to + 1n);
      view.setMarks([
        { heap: ex.from, main: true },
        { heap: ex.to, main: true },
      ]);
    }
  });
  practice.addEventListener('kind', (e) => {
    // In the address too; the exercise on show stays.
    practice.asked = e.detail;
    explorer.dispatch({ type: 'practice', kind: e.detail });
  });
  practice.addEventListener('answered', (e) => {
    const { kind, right } = e.detail;
    explorer.view.setHidden(false);
    counts.tried[kind] = (counts.tried[kind] ?? 0) + 1;
    explorer.remember({ tried: kind });
    if (right) {
      counts.solved[kind] = (counts.solved[kind] ?? 0) + 1;
      explorer.remember({ solved: kind });
    }
    practice.setScore(counts);
  });
  return {
    root: practice.root,
    update(state) {
      practice.root.hidden = false;
      // The exercises ask the full core (windows, residues); the picture moves there with it.
      explorer.session
        .toFull()
        .then(
          explorer.life.alive((moved) => {
            if (moved) explorer.refresh();
            if (practice.game !== explorer.game || practice.asked !== state.practice) {
              practice.asked = state.practice;
              practice.setGame(explorer.game, explorer.info, state.practice);
              practice.setScore(counts);
            }
            if (focusFirst) practice.firstInput()?.focus();
            focusFirst = false;
          }),
        )
        .catch(
          explorer.life.alive((err) => {
            explorer.setCaption(msg('error-part', { error: describeError(err) }));
          }),
        );
    },
    hide() {
      practice.root.hidden = true;
      explorer.view.setHidden(false);
      explorer.view.setMarks([]);
    },
    /** Focus on the exercise's first answer (once it is on show: the exercise may still be coming). */
    focus() {
      focusFirst = true;
      if (practice.game) practice.firstInput()?.focus();
    },
  };
}
