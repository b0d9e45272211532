// The practice view: the practice panel (practice-panel.ts) as a part of the explorer, with the
// number line around each exercise (its values hidden until the answer where it asks for them)
// and the exercises solved kept as the student's progress on the site.
import type { Part, PartContext } from '../shell/context.ts';
import type { State } from '../shell/state.ts';
import { describeError } from '../text/errors.ts';
import { msg } from '../text/languages.ts';
import { fullGame } from './games.ts';
import { Practice } from './practice-panel.ts';
import { emptyProgress, loadProgress } from './progress.ts';

/**
 * Practice as a part of the explorer: the number line shows each exercise's heap, stretch or
 * gap (values hidden until the answer where the exercise asks for them), and the exercises
 * solved are kept as progress on the site.
 */
export function mount(context: PartContext): Part {
  const { t, picture } = context;
  const counts = context.keepsProgress ? loadProgress() : emptyProgress();
  let focusFirst = false;
  const practice: Practice = new Practice(t, context.term, {
    exercise(ex, hidden) {
      picture.setHidden(hidden);
      if (ex.kind === 'windows') {
        picture.showStretch(ex.lo, ex.hi);
        picture.setMarks([
          { heap: ex.lo, main: true },
          { heap: ex.hi - 1n, main: true },
        ]);
      } else if (ex.kind === 'region') {
        picture.showStretch(ex.from, ex.to + 1n);
        picture.setMarks([
          { heap: ex.from, main: true },
          { heap: ex.to, main: true },
        ]);
      } else {
        picture.centreOn(ex.heap);
        picture.setMarks([{ heap: ex.heap, main: true }]);
      }
    },
    kind(kind) {
      // In the address too; the exercise on show stays.
      practice.asked = kind;
      context.dispatch({ type: 'practice', kind });
    },
    answered(kind, right) {
      picture.setHidden(false);
      counts.tried[kind] = (counts.tried[kind] ?? 0) + 1;
      context.remember({ tried: kind });
      if (right) {
        counts.solved[kind] = (counts.solved[kind] ?? 0) + 1;
        context.remember({ solved: kind });
      }
      practice.setScore(counts);
    },
  });
  return {
    root: practice.root,
    update(state: State) {
      practice.root.hidden = false;
      // The exercises ask the full core (windows, residues); the picture moves there with it.
      context.session
        .toFull()
        .then(
          context.life.alive(() => {
            const game = fullGame(context.session);
            if (!game) return;
            if (practice.game !== game || practice.asked !== state.practice) {
              practice.asked = state.practice;
              practice.setGame(game, context.session.info, state.practice);
              practice.setScore(counts);
            }
            if (focusFirst) practice.firstInput()?.focus();
            focusFirst = false;
          }),
        )
        .catch(
          context.life.alive((err: unknown) => {
            context.setCaption(msg('error-part', { error: describeError(err) }));
          }),
        );
    },
    hide() {
      practice.root.hidden = true;
      picture.setHidden(false);
      picture.setMarks([]);
    },
    /** Focus on the exercise's first answer (once it is on show: the exercise may still be coming). */
    focus() {
      focusFirst = true;
      if (practice.game) practice.firstInput()?.focus();
    },
  };
}
