// One exercise as the student works on it, in the practice panel (panel.ts): hints in
// three levels ending in the worked numbers; Check, which says what of a wrong answer was wrong
// and leaves the answer hidden for another try (verdict.ts); Show me; the explanation
// once the answer may be seen, and the question no longer saying it is hidden; the answer and
// Check locked once the exercise is over (right, or shown) until the next; and the one count the
// exercise makes in the progress. Focus goes where the next step is: the answer after a wrong
// one, Next exercise after a right one or Show me.
import type { AdditiveInfo } from '../../../pkg/asg_full.js';
import { el, fill } from '../../base/dom.ts';
import type { TermMaker, Translator } from '../../text/i18n.ts';
import type { Message } from '../../text/languages.ts';
import { explanation, HINT_LEVELS, hint, question } from '../exercise-words.ts';
import type { Exercise } from '../exercises.ts';
import { readAnswer } from './answer.ts';
import { type Outcome, verdict } from './verdict.ts';

/** The Hint button's words at each level it leads to. */
export const HINT_BUTTONS = ['practice-hint', 'practice-hint-more', 'practice-hint-worked'];

/** The parts of the panel an exercise's work fills and focuses. */
export interface WorkView {
  readonly t: Translator;
  readonly term: TermMaker;
  readonly id: string;
  readonly root: HTMLElement;
  readonly prompt: HTMLElement;
  readonly answer: HTMLElement;
  readonly feedback: HTMLElement;
  readonly hints: HTMLElement;
  readonly checkButton: HTMLButtonElement;
  readonly hintButton: HTMLButtonElement;
  readonly showButton: HTMLButtonElement;
  readonly nextButton: HTMLButtonElement;
  /** The answer's first field (its choice made), or Next exercise once the exercise is over. */
  firstControl(): HTMLElement | null;
  focusOn(target: HTMLElement | null | undefined): void;
}

/** What the work tells the panel's owner. */
export interface WorkEvents {
  /** The exercise counted: its first answer, Show me, or left (once). */
  ended(outcome: Outcome): void;
  /** The answer may be seen now: values on show. */
  revealed(): void;
}

/** Where the work on an exercise stands (what a reload brings back). */
export interface WorkState {
  /** Wrong answers checked. */
  readonly tries: number;
  /** A right answer was checked, or Show me pressed: the exercise is over. */
  readonly over: boolean;
  /** Show me was pressed. */
  readonly shown: boolean;
  /** Hints opened (0 to HINT_LEVELS). */
  readonly hints: number;
  /** Counted in the progress already. */
  readonly counted: boolean;
}

/** The work on one exercise `ex` of a game of facts `info`, shown in `view`. */
export class Work {
  tries = 0;
  over = false;
  shown = false;
  hintLevel = 0;
  counted = false;
  /** The student did something with the exercise (chose, typed, asked for a hint). */
  touched = false;

  constructor(
    readonly ex: Exercise,
    private readonly info: AdditiveInfo,
    private readonly view: WorkView,
    private readonly on: WorkEvents,
  ) {
    const { t, root } = view;
    fill(view.hints);
    fill(view.hintButton, t(HINT_BUTTONS[0] ?? 'practice-hint'));
    view.checkButton.disabled = false;
    view.hintButton.disabled = false;
    view.showButton.disabled = false;
    fill(view.feedback);
    for (const k of ['right', 'hints', 'revealed']) delete root.dataset[k];
  }

  /** True once the answer may be seen: a right answer, Show me, or the worked numbers. */
  get revealed(): boolean {
    return this.over || this.hintLevel >= HINT_LEVELS;
  }

  get state(): WorkState {
    const { tries, over, shown, hintLevel: hints, counted } = this;
    return { tries, over, shown, hints, counted };
  }

  /** Back where `saved` stood (after a reload): its hints opened and its answer shown again, nothing counted twice. */
  restore(saved: WorkState): void {
    this.counted = saved.counted;
    this.touched = saved.counted || saved.hints > 0 || saved.tries > 0;
    this.tries = saved.tries;
    while (this.hintLevel < Math.min(saved.hints, HINT_LEVELS)) this.openHint();
    // The feedback of an exercise that is over: the answer shown, or the right answer's verdict
    // (a wrong try's feedback is not said again: the field may hold another answer since).
    if (saved.shown) this.showAnswer(false);
    else if (saved.over) this.check(false);
    if (this.revealed) this.reveal();
  }

  /** A list of messages, each a line with its terms as buttons. */
  private lines(messages: readonly Message[], cls = ''): HTMLElement[] {
    return messages.map((m) => el('p', { class: cls || null }, this.view.t.nodes(m, this.view.term)));
  }

  /**
   * Checks the answer. Right: the verdict (and why a late solve is not counted as solved), the
   * explanation, the values on show, focus on Next exercise. Wrong: what of it was wrong, the
   * answer still hidden (until it was shown), focus back on the answer for another try. An
   * exercise that is over takes no other answer (its fields and Check are locked).
   */
  check(focus = true): void {
    if (this.over) return;
    const { t, feedback, root } = this.view;
    const ex = this.ex;
    const read = readAnswer(ex, this.view.answer, this.view.id);
    if (read.error) {
      fill(feedback, el('p', { class: 'asg-error' }, t.nodes(read.error)));
      if (focus) this.view.focusOn(this.view.firstControl());
      return;
    }
    const judged = verdict(ex, read.answer, this.info, { tries: this.tries, worked: this.hintLevel >= HINT_LEVELS });
    // The first answer counts (a right one after a wrong one, or after the answer, is tried).
    this.count(judged.outcome);
    if (!judged.right) this.tries += 1;
    if (judged.right) this.end();
    root.dataset.right = String(judged.right);
    // The explanation once the answer may be seen; a line already said as what was wrong is not said twice.
    const whatText = new Set(judged.what.map((m) => t(m)));
    const why = this.revealed ? explanation(ex, this.info).filter((m) => !whatText.has(t(m))) : [];
    fill(
      feedback,
      el('p', { class: judged.right ? 'asg-practice-right' : 'asg-practice-wrong' }, t(judged.said)),
      this.lines(judged.what, 'asg-practice-what'),
      judged.again ? this.lines([judged.again], 'asg-practice-again') : [],
      this.lines(why),
    );
    if (this.revealed) this.reveal();
    if (!focus) return;
    // Right: on to the next one; wrong: another try, in the answer.
    this.view.focusOn(judged.right ? this.view.nextButton : this.view.firstControl());
    // The verdict and what was wrong on the screen (on a phone they can begin below its edge).
    const seen = [...feedback.querySelectorAll('.asg-practice-right, .asg-practice-wrong, .asg-practice-what')];
    seen.at(-1)?.scrollIntoView({ block: 'nearest' });
  }

  /** Show me: the answer worked out, the values on show; counted as helped if not counted yet. Focus on Next exercise. */
  showAnswer(focus = true): void {
    if (this.over) return;
    this.shown = true;
    this.end();
    this.touched = true;
    this.count('helped');
    fill(
      this.view.feedback,
      el('p', { class: 'asg-practice-shown' }, this.view.t('practice-shown')),
      this.lines(explanation(this.ex, this.info)),
    );
    this.reveal();
    if (!focus) return;
    this.view.focusOn(this.view.nextButton);
    this.view.feedback.scrollIntoView({ block: 'nearest' });
  }

  /** The next level of hints: a nudge, the method, then the worked numbers (which show the values too). */
  hint(): void {
    if (this.hintLevel >= HINT_LEVELS) return;
    this.openHint();
    if (this.revealed) this.reveal();
    const button = this.view.hintButton;
    this.view.focusOn(button.disabled ? this.view.firstControl() : button);
  }

  /** Opens the next level of hints. */
  private openHint(): void {
    const { t, hints, hintButton, root } = this.view;
    this.hintLevel += 1;
    this.touched = true;
    hints.append(
      el('li', { 'data-level': this.hintLevel }, this.lines(hint(this.ex, this.info, this.hintLevel), 'asg-hint')),
    );
    const more = HINT_BUTTONS[this.hintLevel];
    if (more) fill(hintButton, t(more));
    else hintButton.disabled = true;
    root.dataset.hints = String(this.hintLevel);
  }

  /**
   * Left for another exercise or view: counted as tried when passed over (Next exercise), or
   * left after the student began it (one only looked at is not counted).
   */
  skip(passed: boolean): void {
    if (passed || this.touched) this.count('skipped');
    this.counted = true;
  }

  /** Counts the exercise in the progress as `outcome`, once. */
  private count(outcome: Outcome): void {
    if (this.counted) return;
    this.counted = true;
    this.on.ended(outcome);
  }

  /**
   * The exercise is over (right, or shown): its answer stays as it was until Next exercise, the
   * choices disabled and a typed box read-only (as assistive tools say them), Check off.
   */
  private end(): void {
    this.over = true;
    for (const input of this.view.answer.querySelectorAll('input')) {
      if (input.type === 'radio') input.disabled = true;
      else input.readOnly = true;
    }
    this.view.checkButton.disabled = true;
  }

  /**
   * The answer may be seen: the owner shows the values, and the question no longer says they are
   * hidden; Show me has nothing left to show once it is over.
   */
  private reveal(): void {
    const { t, term, root, prompt } = this.view;
    if (root.dataset.revealed !== 'true') fill(prompt, t.nodes(question(this.ex, this.info, true), term));
    root.dataset.revealed = 'true';
    this.view.showButton.disabled = this.over;
    this.on.revealed();
  }
}
