// The practice view: the practice panel (panel.ts) as a part of the explorer, with the
// number line around each exercise (its values hidden, where it asks for them, until the answer
// may be seen; outside the regime only those the student is to work out), and the exercises kept as the
// student's progress on the site, by game and kind, in step with the site's other tabs. An
// exercise left for another view counts as tried, and a new one waits on return.
import type { Part, PartContext, ProgressChange } from '../../state/context.ts';
import type { State } from '../../state/state.ts';
import { describeError } from '../../text/errors.ts';
import { msg } from '../../text/languages.ts';
import { coverNote } from '../cover.ts';
import type { Exercise } from '../exercises.ts';
import { fullGame } from '../games.ts';
import type { StudyPort } from '../port.ts';
import { apply, emptyProgress, loadProgress, onProgressChange, remember } from '../progress.ts';
import { Practice } from './panel.ts';
import { forgetExercise, loadExercise, type SavedExercise, saveExercise } from './saved.ts';

/**
 * Practice as a part of the explorer: the number line shows each exercise's heap, stretch or
 * gap, and the exercises are kept as progress on the site.
 */
export function mount(context: PartContext, study: StudyPort): Part {
  const { t, picture } = context;
  // An embed keeps nothing: its counts live as long as the page.
  let progress = study.keepsProgress ? loadProgress() : emptyProgress();
  const keep = (change: ProgressChange) => {
    if (study.keepsProgress) progress = remember(change);
    else apply(progress, change);
    practice.setProgress(progress);
  };
  const gameNow = () => ({ a: String(context.session.info.a), delta: String(context.session.info.delta) });
  // The exercise this tab had open before a reload, taken up once, by the first exercise of its game and kind.
  let kept: SavedExercise | null = study.keepsProgress ? loadExercise() : null;
  // Focus asked for before the exercise is on show: where focus was then (it moves only from there).
  let focusFrom: Element | null | undefined;
  const cover = coverNote(picture, t('practice-values-hidden'), 'asg-practice-cover');
  const show = (ex: Exercise) => {
    const { moves } = context.session.info;
    const reach = moves[2];
    if (ex.hideFrom === null) picture.setHidden(false);
    else picture.setHidden(true, ex.hideFrom);
    // The note over the lanes where every value is hidden; by hand (outside the regime) the lanes
    // of the heaps before the hidden ones are the student's to read, and the question says which.
    cover.show(ex.hideFrom === 0n);
    if (ex.kind === 'windows') {
      // The windows that start in the stretch end up to δ after it: all of them in view.
      picture.showStretch(ex.lo, ex.hi + context.session.info.delta);
      picture.setMarks([
        { heap: ex.lo, main: true, edge: 'start' },
        { heap: ex.hi - 1n, main: true, edge: 'end' },
      ]);
    } else if (ex.kind === 'region') {
      picture.showStretch(ex.from, ex.to + 1n);
      picture.setMarks([
        { heap: ex.from, main: true },
        { heap: ex.to, main: true },
      ]);
    } else if (ex.kind === 'shift') {
      // Heap 0, a P-position, and heap k, where the shift takes it: the start of the period.
      picture.showStretch(0n, 3n * ex.k + 1n);
      picture.setMarks([
        { heap: 0n, main: true },
        { heap: ex.k, main: true },
      ]);
    } else if (ex.hideFrom !== null && ex.hideFrom > 0n) {
      // By hand: every heap the mex steps look at (from the first hidden heap's moves on), zoomed
      // in to them so that a phone shows each a tap wide. A value's exercise ends at its heap; the
      // next P-position's shows the three heaps after its heap, where the answer is (at most a on).
      const lo = ex.hideFrom > reach ? ex.hideFrom - reach : 0n;
      const hi = ex.kind === 'value' ? ex.heap + 1n : ex.heap + 4n;
      picture.showStretch(lo, hi, 1n);
      picture.setMarks([{ heap: ex.heap, main: true }]);
    } else {
      picture.centreOn(ex.heap);
      picture.setMarks([{ heap: ex.heap, main: true }]);
    }
  };
  const practice: Practice = new Practice(t, context.term, {
    exercise: (ex) => {
      show(ex);
      keep({ kind: ex.kind, ...gameNow() });
    },
    kind(kind) {
      // In the address too; the exercise on show stays.
      practice.asked = kind;
      context.dispatch({ type: 'practice', kind });
    },
    ended(kind, outcome) {
      keep({ kind, ...gameNow(), answered: outcome });
    },
    changed(now) {
      // Kept for this tab (the site only): a reload brings the exercise back as it is now.
      if (study.keepsProgress) saveExercise({ ...now, ...gameNow() });
    },
    revealed() {
      picture.setHidden(false);
      cover.show(false);
      // The inspector no longer says a value is hidden.
      context.inspect(null);
    },
  });
  onProgressChange((p) => {
    if (!study.keepsProgress) return;
    progress = p;
    practice.setProgress(p);
  }, context.life.signal);
  practice.setProgress(progress);
  // On a phone's page (not in the tour, whose text names the kinds) the question comes first and
  // the choice of kinds after the exercise.
  const phone = matchMedia('(max-width: 699px)');
  let inTour = false;
  const placeKinds = () =>
    practice.placeKinds(inTour || !phone.matches || practice.root.closest('.asg-embedded') !== null);
  phone.addEventListener('change', placeKinds, { signal: context.life.signal });
  return {
    root: practice.root,
    update(state: State) {
      practice.root.hidden = false;
      inTour = state.tour !== null;
      placeKinds();
      // The exercises ask the full core (windows, residues); the picture moves there with it.
      context.session
        .toFull()
        .then(
          context.life.alive(() => {
            const game = fullGame(context.session);
            if (!game) return;
            const same =
              practice.info?.a === context.session.info.a && practice.info?.delta === context.session.info.delta;
            if (!same || practice.asked !== state.practice) {
              practice.asked = state.practice;
              const { a, delta } = gameNow();
              const saved = kept?.a === a && kept.delta === delta ? kept : null;
              kept = null;
              practice.setGame(game, context.session.info, state.practice, saved);
            } else {
              practice.game = game;
              if (!practice.ex) practice.next();
              else if (!practice.revealed) show(practice.ex);
            }
            if (focusFrom !== undefined) practice.focusOn(practice.firstControl(), focusFrom, true);
            focusFrom = undefined;
          }),
        )
        .catch(
          context.life.alive((err: unknown) => {
            context.setCaption(msg('error-part', { error: describeError(err) }));
          }),
        );
    },
    hide() {
      if (practice.root.hidden) return;
      // An exercise left open for another view is skipped (tried): its answer shows there.
      practice.leave();
      // Left for another view: a reload there does not bring it back (it counted as tried).
      if (study.keepsProgress) forgetExercise();
      kept = null;
      practice.root.hidden = true;
      picture.setHidden(false);
      cover.show(false);
      picture.setMarks([]);
      context.inspect(null);
    },
    /** Focus on the exercise's first answer (once it is on show: the exercise may still be coming). */
    focus() {
      const root = practice.root.getRootNode() as Document | ShadowRoot;
      focusFrom = root.activeElement ?? practice.root.ownerDocument.activeElement;
      if (practice.game) practice.firstControl()?.focus();
    },
  };
}
