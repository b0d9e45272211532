// What each part of the explorer receives instead of the explorer itself: the translator, its
// lifetime, the state (read only), `dispatch` for every change, the game on show and the few
// things a part may do to the picture. A part that needs more asks for it here, by name.
import type { AdditiveInfo, Game as CompactGame, HeapRange } from '../../pkg/asg.js';
import type { Game as FullGame } from '../../pkg/asg_full.js';
import type { Child } from '../base/dom.ts';
import type { Lifetime } from '../base/lifetime.ts';
import type { Core } from '../core/core.ts';
import type { FullCore } from '../core/full.ts';
import type { Jobs } from '../core/jobs.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import type { Message } from '../text/languages.ts';
import type { PracticeKind, SavedPlay, State, View } from './state.ts';
import type { StoreEvent } from './store.ts';

/** A heap marked on the number line, with a label (where a move goes) and whether it is the heap in question. */
export interface Mark {
  readonly heap: bigint;
  readonly label?: string;
  readonly main?: boolean;
  /** On the number line: a line at the heap's start or end (a stretch's bound) rather than its middle. */
  readonly edge?: 'start' | 'end';
  /** On the number line: a short mark from above the band (a heap of a shifted set), not a line. */
  readonly tick?: boolean;
}

/** What a part may do to the main picture (picture/view.ts). */
export interface PicturePort {
  readonly canvas: HTMLCanvasElement;
  /** True while the values are hidden (play without hints, practice). */
  readonly hidden: boolean;
  /** With values hidden: the first heap hidden (the heaps before it stay to be read); null when none is. */
  readonly hiddenFrom: bigint | null;
  /** A heap marked with a thin line (pointed at in a linked lane), or none. */
  setGuide(heap: bigint | null): void;
  /** Heaps to mark; [] for none. */
  setMarks(marks: readonly Mark[]): void;
  /** Hides the values: no colour on the picture gives one away; with `from`, those from heap `from` on only. */
  setHidden(hidden: boolean, from?: bigint): void;
  /** Moves the number line (a partial update; null zoom means "fit"). */
  setParams(params: { readonly x?: bigint; readonly zoom?: number | null }): void;
  /** Draws again at the next frame (the lanes under the line follow it). */
  requestDraw(): void;
  /** The heaps [lo, hi) under a CSS-pixel point of the picture, or null. */
  heapsAt(x: number, y: number): HeapRange | null;
  /** Brings `heap` to the middle, zoomed in to see it as a cell, with the keyboard cursor on it. */
  centreOn(heap: bigint): void;
  /** The number line over heaps [lo, hi), with a little room on each side (`room` heaps, or an eighth of the stretch). */
  showStretch(lo: bigint, hi: bigint, room?: bigint): void;
}

/** The heaps the inspector explains: [lo, hi), where they were pointed at, and a note of a lane. */
export interface InspectDetail {
  readonly lo: bigint;
  readonly hi: bigint;
  readonly pinned: boolean;
  readonly x: number;
  readonly y: number;
  readonly note?: string;
}

/**
 * A game's facts once its values are known (as they are for every game on show): its periods and
 * counts. Its gap lengths may still be null: outside the regime the core lists them only while a
 * period holds at most 2^18 P-positions.
 */
export interface KnownInfo extends AdditiveInfo {
  readonly heapPeriod: bigint;
  readonly indexPeriod: bigint;
  readonly classCounts: [bigint, bigint, bigint, bigint];
}

/** The game on show (app/session.ts), in the page's compact core or, once moved, in the full one. */
export interface GamePort {
  readonly game: CompactGame | FullGame;
  readonly info: KnownInfo;
  readonly core: Core | FullCore;
  /**
   * Moves the game to the full core (loaded now if need be); resolves to true when it moved. The
   * picture follows it by itself (the explorer shows the game again).
   */
  toFull(): Promise<boolean>;
}

/**
 * A step of the student's progress, kept on the site only (study/progress.ts): the tour's step
 * (and its end), a kind of exercise practised in game (a, δ) and how an exercise ended (right;
 * wrong; right after its worked numbers were shown; or skipped: all but right count as tried,
 * not solved), or a game of play.
 */
export type ProgressChange =
  | { readonly tour: number; readonly done?: boolean }
  | {
      readonly kind: PracticeKind;
      readonly a: string;
      readonly delta: string;
      readonly answered?: 'right' | 'wrong' | 'helped' | 'skipped';
    }
  | { readonly play: SavedPlay | null };

/** The controls a part may put focus on: field a (to type a game) and the tour's button. */
export type FocusableControl = 'a' | 'tour';

/**
 * What every part receives when it is mounted: what all of them use, no more. A part that needs
 * something of its own gets it as a second argument of its `mount`, typed in its own module (the
 * study parts' `StudyPort`, the landscape's `PlaneProblem`, the proof views' `ExplainWindows`).
 */
export interface PartContext {
  /** The explorer's language, and the glossary's buttons for the terms of a message. */
  readonly t: Translator;
  readonly term: TermMaker;
  /** Everything a part starts (listeners, timers, frames, workers) is started under it and ends with it. */
  readonly life: Lifetime;
  /** The state on show. A part never changes it: it dispatches an event. */
  readonly state: State;
  /** Runs an event through the store (and the session, for a new game); false when nothing changed. */
  dispatch(event: StoreEvent): boolean;
  /** The game on show. */
  readonly session: GamePort;
  /** The main picture, as far as a part may move or mark it. */
  readonly picture: PicturePort;
  /** The caption under the picture (also its text alternative); '' for none; `after`: nodes after it (a button). */
  setCaption(message: Message | '', after?: readonly Node[]): void;
  /** The inspector shows the heaps of `detail` in the game on show; null hides it. */
  inspect(detail: InspectDetail | null): void;
  /** The inspector's panel shows `content` (a why? walk) in place of a heap's explanation. */
  showWalk(...content: Child[]): void;
  /** The explorer's workers, made by `make` for the first part that asks (so that jobs.ts loads with the parts). */
  jobs(make: () => Jobs): Jobs;
  /** Focus on the first control of the part that shows `view`, once it is on show. */
  focusPart(view: View): void;
}

/** A part: its root on the page, brought up to date with each state it is wanted for, hidden when not. */
export interface Part {
  readonly root: HTMLElement;
  update(state: State): void;
  hide(): void;
  /** Focus on its first useful control. */
  focus?(): void;
  /** Draws again (the theme changed). */
  redraw?(): void;
  /** Ends what it holds that its lifetime does not (the core's objects). */
  destroy?(): void;
}

/** What every part's module exports: `mount(context)` makes the part. */
export type MountPart = (context: PartContext) => Part;
