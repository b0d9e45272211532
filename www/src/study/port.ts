// What the study parts (the tour, practice, play) get from the explorer besides their
// PartContext: whether the student's progress is kept and keeping it, and focus on the explorer's
// own controls (field a, the tour's button) where a part began.
import type { FocusableControl, ProgressChange } from '../state/context.ts';

/** The study parts' own port to the explorer (app/part-context.ts makes it). */
export interface StudyPort {
  /** True where progress is kept (the site; an embed keeps none). */
  readonly keepsProgress: boolean;
  /** Keeps a step of the student's progress (on the site; an embed keeps nothing). */
  remember(change: ProgressChange): void;
  /** Focus on one of the explorer's controls (back where a part began). */
  focusControl(name: FocusableControl): void;
}
