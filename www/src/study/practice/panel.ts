// The practice panel: exercises for the game on show (exercises.ts), one kind at a time, each
// with its question, answer fields, Check (or Enter), hints in three levels ending in the worked
// numbers, and Show me. A wrong answer says what of it was wrong, keeps the answer hidden and
// lets the student try again (verdict.ts); the answer and its explanation come with a
// right answer, Show me, or the worked numbers; once it is over (right, or shown) its answer and
// Check are locked until the next. The student's mastery of the kind in this game
// (solved in a row) and the kinds not tried yet. Focus goes where the next step is.
import type { AdditiveInfo, Game as FullGame } from '../../../pkg/asg_full.js';
import { el, fill } from '../../base/dom.ts';
import type { PracticeKind } from '../../state/state.ts';
import type { TermMaker, Translator } from '../../text/i18n.ts';
import { msg } from '../../text/languages.ts';
import { runOn } from '../../text/sentences.ts';
import { question } from '../exercise-words.ts';
import { type Exercise, KIND_NAMES, kindsFor, makeExercise } from '../exercises.ts';
import { keepFormulasWhole } from '../formula-text.ts';
import { type Progress, recordOf } from '../progress.ts';
import { answerFields } from './answer.ts';
import { fieldsOf, fillFields, type SavedExercise } from './saved.ts';
import { seeded } from './seeded.ts';
import type { Outcome } from './verdict.ts';
import { Work } from './work.ts';

let uid = 0;

export type { Outcome };

/** What the panel tells its owner. */
export interface PracticeEvents {
  /** The exercise on show. */
  exercise(ex: Exercise): void;
  /** An exercise counted: its first answer, Show me, or left for the next (once per exercise). */
  ended(kind: PracticeKind, outcome: Outcome): void;
  /** The answer may be seen now (a right answer, Show me, the worked numbers): values on show. */
  revealed(): void;
  /** A kind the person chose. */
  kind(kind: PracticeKind): void;
  /** The exercise or the student's work on it changed (to be kept for a reload): where it stands now. */
  changed(now: Omit<SavedExercise, 'a' | 'delta'>): void;
}

/** The practice panel of one explorer. */
export class Practice {
  readonly id = `asg-practice-${++uid}`;
  readonly root: HTMLElement;
  readonly kinds: HTMLElement;
  readonly prompt: HTMLElement;
  readonly answer: HTMLElement;
  readonly checkButton: HTMLButtonElement;
  readonly hintButton: HTMLButtonElement;
  readonly showButton: HTMLButtonElement;
  readonly nextButton: HTMLButtonElement;
  readonly hints: HTMLElement;
  readonly feedback: HTMLElement;
  readonly score: HTMLElement;
  game: FullGame | null = null;
  info: AdditiveInfo | null = null;
  kind: PracticeKind = 'value';
  /** The kind the state asks for (null: the first that applies). */
  asked: PracticeKind | null = null;
  /** The exercise on show and the student's work on it (null before the first, or once left). */
  work: Work | null = null;
  /** The seed the exercise on show was made from. */
  private seed = 0;
  private progress: Progress | null = null;

  constructor(
    readonly t: Translator,
    readonly term: TermMaker,
    private readonly on: PracticeEvents,
  ) {
    this.kinds = el('div', { class: 'asg-seg asg-practice-kinds', role: 'group', 'aria-label': t('practice-kinds') });
    this.prompt = el('p', { class: 'asg-practice-prompt', id: `${this.id}-prompt` });
    this.answer = el('div', { class: 'asg-practice-answer' });
    this.answer.addEventListener('input', () => {
      if (this.work) this.work.touched = true;
      this.changed();
    });
    this.answer.addEventListener('change', () => this.changed());
    this.checkButton = el(
      'button',
      { type: 'button', class: 'asg-primary', onclick: () => this.check() },
      t('practice-check'),
    );
    this.hintButton = el(
      'button',
      { type: 'button', name: 'hint', onclick: () => this.after(() => this.work?.hint()) },
      t('practice-hint'),
    );
    this.showButton = el(
      'button',
      { type: 'button', name: 'show', onclick: () => this.after(() => this.work?.showAnswer()) },
      t('practice-show-me'),
    );
    this.nextButton = el(
      'button',
      {
        type: 'button',
        onclick: () => {
          this.skip(true);
          this.next(true);
        },
      },
      t('practice-next'),
    );
    this.hints = el('ol', { class: 'asg-practice-hints', 'aria-live': 'polite' });
    this.feedback = el('div', { class: 'asg-practice-feedback', role: 'status', 'aria-live': 'polite' });
    this.score = el('p', { class: 'asg-hint asg-practice-score' });
    this.root = el(
      'div',
      { class: 'asg-panel asg-practice', role: 'group', 'aria-label': t('practice-title'), hidden: true },
      el('h2', {}, t('practice-title')),
      this.kinds,
      this.prompt,
      this.answer,
      el('div', { class: 'asg-inline' }, this.checkButton, this.hintButton, this.showButton, this.nextButton),
      // The verdict right under Check, before the hints asked for: seen where the answer was given.
      this.feedback,
      this.hints,
      this.score,
    );
    keepFormulasWhole(this.root);
  }

  /** The exercise on show (null before the first, or once left). */
  get ex(): Exercise | null {
    return this.work?.ex ?? null;
  }

  /** True once the answer to the exercise on show may be seen: a right answer, Show me, or the worked numbers. */
  get revealed(): boolean {
    return this.work?.revealed ?? false;
  }

  /** Checks the answer (Check, or Enter in a field). */
  check(): void {
    this.after(() => this.work?.check());
  }

  /** Does what the student asked (`act`), then tells where the exercise stands now, to be kept. */
  private after(act: () => void): void {
    act();
    this.changed();
  }

  /** Tells the owner where the exercise on show stands. */
  private changed(): void {
    if (!this.work) return;
    this.on.changed({
      kind: this.work.ex.kind,
      seed: this.seed,
      fields: fieldsOf(this.answer, this.id),
      work: this.work.state,
    });
  }

  /**
   * The game (the full core's), its facts, and the kind asked for (or the first that applies);
   * `saved`, an exercise of that kind kept for this tab, comes back as the student left it.
   */
  setGame(game: FullGame, info: AdditiveInfo, kind: PracticeKind | null, saved: SavedExercise | null = null): void {
    this.game = game;
    this.info = info;
    const kinds = kindsFor(info);
    fill(
      this.kinds,
      kinds.map((k) =>
        el(
          'button',
          { type: 'button', 'aria-pressed': 'false', 'data-kind': k, onclick: () => this.pick(k) },
          this.t(KIND_NAMES[k]),
        ),
      ),
    );
    this.choose(kind && kinds.includes(kind) ? kind : (kinds[0] ?? 'value'), false, saved);
  }

  /**
   * The person pressed `kind`: the kind on show with its exercise still open keeps that exercise
   * (focus on its answer); another kind, or a new one after an answer, comes in its place.
   */
  private pick(kind: PracticeKind): void {
    if (kind === this.kind && this.work && !this.work.over) this.focusOn(this.firstControl(), null, true);
    else this.choose(kind, true);
  }

  /** Switches to exercises of `kind` (focus on the answer when the person chose it; `saved`: the exercise kept). */
  choose(kind: PracticeKind, focus = false, saved: SavedExercise | null = null): void {
    this.skip();
    this.kind = kind;
    if (focus) this.on.kind(kind);
    for (const b of this.kinds.querySelectorAll<HTMLElement>('button'))
      b.setAttribute('aria-pressed', String(b.dataset.kind === kind));
    this.root.dataset.kind = kind;
    this.next(focus, saved?.kind === kind ? saved : null);
  }

  /**
   * An exercise left unanswered counts as tried: passed over with Next exercise, or left for
   * another view after the student began it (one only looked at is not counted).
   */
  skip(passed = false): void {
    this.work?.skip(passed);
  }

  /** Leaves the exercise on show (for another view): skipped if begun, none on show. */
  leave(): void {
    this.skip();
    this.work = null;
  }

  /**
   * A new exercise of the kind on show (the one on show, unanswered, was skipped); or `saved`, the
   * exercise kept for this tab, made again from its seed, with its fields and work as they were.
   */
  next(focus = false, saved: SavedExercise | null = null): void {
    if (!this.game || !this.info) return;
    this.skip();
    this.seed = saved ? saved.seed : Math.floor(Math.random() * 2 ** 32);
    const ex = makeExercise(this.kind, this.game, this.info, seeded(this.seed));
    const data: Record<string, bigint | undefined> = {
      heap: 'heap' in ex ? ex.heap : undefined,
      lo: 'lo' in ex ? ex.lo : undefined,
      hi: 'hi' in ex ? ex.hi : undefined,
      gap: 'gap' in ex ? ex.gap : undefined,
      k: 'k' in ex ? ex.k : undefined,
    };
    for (const [k, v] of Object.entries(data)) {
      if (v === undefined) delete this.root.dataset[k];
      else this.root.dataset[k] = String(v);
    }
    // Which exercise is on show (two exercises may ask about the same heap).
    this.root.dataset.seed = String(this.seed);
    this.renderPrompt(ex, this.info);
    this.work = new Work(ex, this.info, this, {
      ended: (outcome) => this.on.ended(ex.kind, outcome),
      revealed: () => this.on.revealed(),
    });
    this.on.exercise(ex);
    if (saved) {
      fillFields(this.answer, this.id, saved.fields);
      this.work.restore(saved.work);
    }
    this.changed();
    this.showScore();
    if (focus) this.focusOn(this.firstControl(), null, true);
  }

  /** The question of `ex` and its answer fields; Enter in any of them checks. */
  renderPrompt(ex: Exercise, info: AdditiveInfo): void {
    fill(this.prompt, this.t.nodes(question(ex, info), this.term));
    fill(this.answer, answerFields(ex, info, this.t, this.id, this.prompt.id));
    // Enter checks, from a box or a choice; its keypress must not then press the button focus moves to.
    for (const i of this.answer.querySelectorAll<HTMLInputElement>('input'))
      i.addEventListener('keydown', (e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        this.check();
      });
  }

  /**
   * The choice of kinds before the exercise (`first`) or after it (a phone outside the tour, so
   * that the question is on the first screen); moved in the document, so that Tab follows it.
   */
  placeKinds(first: boolean): void {
    if (first) this.root.insertBefore(this.kinds, this.prompt);
    else this.root.append(this.kinds);
  }

  /**
   * Focus on `target`, unless the reader has moved on: only while focus is in the panel, or
   * nowhere (the body), or still on `from` (where it was when the step that ends here began).
   * Scrolled into view as the page's scroll padding asks: on a phone not under the picture stuck at
   * the top; with `question`, the question above it too (a new exercise is read from its question).
   */
  focusOn(target: HTMLElement | null | undefined, from: Element | null = null, question = false): void {
    const doc = this.root.ownerDocument;
    const active = (this.root.getRootNode() as Document | ShadowRoot).activeElement ?? doc.activeElement;
    if (!target || !(!active || active === doc.body || this.root.contains(active) || active === from)) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'nearest' });
    if (question) this.prompt.scrollIntoView({ block: 'nearest' });
  }

  /** Where the student answers (the choice made, else the first field); Next exercise once the exercise is over, its fields locked. */
  firstControl(): HTMLElement | null {
    if (this.work?.over) return this.nextButton;
    return this.answer.querySelector('input:checked') ?? this.answer.querySelector('input');
  }

  /** The progress the score is told from (this tab's, or another tab's once it changed). */
  setProgress(progress: Progress): void {
    this.progress = progress;
    this.showScore();
  }

  /** This kind in this game: solved in a row and of those tried; and the kinds not tried yet here. */
  showScore(): void {
    const p = this.progress;
    if (!p || !this.info) return;
    const { a, delta } = this.info;
    const r = recordOf(p, a, delta, this.kind);
    const untried = kindsFor(this.info).filter((k) => recordOf(p, a, delta, k).tried === 0);
    const kind = msg(KIND_NAMES[this.kind]);
    fill(
      this.score,
      runOn(
        this.t.tag,
        r.tried ? this.t('practice-mastery', { streak: r.streak, solved: r.solved, tried: r.tried, kind }) : '',
        untried.length ? this.t('practice-untried', { kinds: { list: untried.map((k) => msg(KIND_NAMES[k])) } }) : '',
      ),
    );
  }
}
