// What an answer to an exercise earns, as a tutor judges it: right or not; what goes to the
// progress (the first answer counts, a solve after a wrong try or after the worked numbers is
// tried, not solved, and the verdict says why); what of the answer was wrong, without the right
// one until the worked numbers give it, and an invitation to try again that says at once what a
// right answer now counts as. An exercise shown (Show me) takes no answer. No DOM.
import type { AdditiveInfo } from '../../../pkg/asg_full.js';
import { type Message, msg } from '../../text/languages.ts';
import { type Answer, type Exercise, isRight } from '../exercises.ts';
import { wrongPart } from '../wrong-words.ts';

/** How an exercise ended, for the progress. */
export type Outcome = 'right' | 'wrong' | 'helped' | 'skipped';

/** Where an exercise stands when an answer is checked. */
export interface Attempt {
  /** Wrong answers checked so far. */
  readonly tries: number;
  /** The worked numbers (the last hint) were opened: they give the answer too. */
  readonly worked: boolean;
}

/** The judgement of one answer. */
export interface Verdict {
  readonly right: boolean;
  /** What the progress takes, if the exercise has not been counted yet (its first answer). */
  readonly outcome: Exclude<Outcome, 'skipped'>;
  /** The verdict, first. */
  readonly said: Message;
  /** What was wrong: [] when it is right. */
  readonly what: readonly Message[];
  /** What to do next, while the answer is still hidden: try again (now for tried, not solved), with the hints or Show me. */
  readonly again: Message | null;
}

/** The verdict on `answer` to `ex` (the game's facts `info`) at `attempt`. */
export function verdict(ex: Exercise, answer: Answer, info: AdditiveInfo, attempt: Attempt): Verdict {
  const shown = attempt.worked;
  if (isRight(ex, answer)) {
    const said = attempt.worked
      ? 'practice-right-helped'
      : attempt.tries > 0
        ? 'practice-right-retry'
        : 'practice-right';
    return {
      right: true,
      outcome: shown ? 'helped' : attempt.tries > 0 ? 'wrong' : 'right',
      said: msg(said),
      what: [],
      again: null,
    };
  }
  const what = wrongPart(ex, answer, info, { shown });
  return {
    right: false,
    outcome: 'wrong',
    said: msg('practice-wrong'),
    what,
    // Before the answer is shown: try again, with the hints (a right answer now counts as tried);
    // Show me is there when the student is stuck.
    again: shown ? null : msg('practice-try-again'),
  };
}
