// The explorer's state: what it holds (the game as typed, the view and its position, the tour,
// the landscape's plane, the hand-offs between parts) and its defaults. Heaps, widths and positions
// are BigInts, so a link restores a view exactly at any size (query.ts reads and writes links).
import type { AdditiveInfo } from '../../pkg/asg.js';
import type { THEME_SETTINGS } from '../base/theme.ts';
import type { Position } from '../core/position.ts';
import type { Lang, Message } from '../text/languages.ts';

/** The pictures the explorer can show: two of the sequence, four of the proof, the collision spectrum. */
export const VIEWS = [
  'grid',
  'strip',
  'gaps',
  'collisions',
  'spectrum',
  'residues',
  'ledger',
  'proof',
  'play',
  'practice',
  'landscape',
] as const;
export type View = (typeof VIEWS)[number];

/** The message naming each view (in the menu, the region's label, exports). */
export const VIEW_NAMES: Readonly<Record<View, string>> = {
  grid: 'view-grid',
  strip: 'view-strip',
  gaps: 'view-gaps',
  collisions: 'view-collisions',
  spectrum: 'view-spectrum',
  residues: 'view-residues',
  ledger: 'view-ledger',
  proof: 'view-proof',
  play: 'view-play',
  practice: 'view-practice',
  landscape: 'view-landscape',
};

/** Views of the proof, drawn under the picture by `proof.ts`. */
export const PROOF_VIEWS: readonly View[] = ['gaps', 'collisions', 'residues', 'ledger', 'proof'];

/** Views whose first picture needs the full core: its queries (the proof's views) or its workers' jobs. */
export const FULL_CORE_VIEWS: readonly View[] = [...PROOF_VIEWS, 'spectrum', 'landscape'];

/** Views drawn over the number line (they share its pan and zoom). */
export const LINE_VIEWS: readonly View[] = ['strip', 'gaps', 'collisions', 'residues', 'proof', 'play', 'practice'];

/** The kinds of practice exercise (exercises.ts), for `practice=`. */
export const PRACTICE_KINDS = ['value', 'next', 'class', 'windows', 'region', 'shift'] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];

/** How much of the explorer an embed shows. */
export const UIS = ['full', 'picture'] as const;
export type Ui = (typeof UIS)[number];

/** Colourings of the landscape. */
export const COLOURINGS = ['period', 'regime', 'agreement'] as const;
export type Colouring = (typeof COLOURINGS)[number];

/** The theme asked for: light, dark, or the reader's system setting. */
export type ThemeSetting = (typeof THEME_SETTINGS)[number];

/** A game of play kept as progress (study/play/play.ts), to be continued: the game, the heap, who began, the moves. */
export interface SavedPlay {
  readonly a: string;
  readonly delta: string;
  readonly start: string;
  readonly first: string;
  readonly moves: readonly { readonly by: string; readonly take: string }[];
}

/**
 * The explorer's state. Everything but the last three fields lives in the URL (toQuery); those
 * are hand-offs between parts, set and cleared by store events (see the source root's README).
 */
export interface State {
  /** a, δ and b as typed (the session checks them); `second` says which of δ and b was typed. */
  readonly a: string;
  readonly delta: string;
  readonly b: string;
  readonly second: 'delta' | 'b';
  readonly view: View;
  /** CSS pixels per heap; null = fit (one period across). */
  readonly zoom: number | null;
  /** The number line: the position at the left edge. */
  readonly x: Position;
  /** The grid: row width; null = the heap period. */
  readonly w: bigint | null;
  /** The grid: the row at the top edge and the column at the left edge (positions). */
  readonly row: Position;
  readonly col: Position;
  /** Collisions and the spectrum: the shift k (in the spectrum, the k in focus); null = δ. */
  readonly shift: bigint | null;
  /** Residues: the chosen residue, or none. */
  readonly r: bigint | null;
  /** The step of the guided tour on show, or none. */
  readonly tour: number | null;
  /** The step of the tour a link of it left for another view (not in the address): where the tour goes on. */
  readonly tourLeft: number | null;
  /** Proof: the step of the proof to open (1 to 6), or none. */
  readonly step: number | null;
  /** The landscape: a ≤ amax, δ ≤ dmax, and what the colour shows. */
  readonly amax: number;
  readonly dmax: number;
  readonly color: Colouring;
  readonly ui: Ui;
  readonly theme: ThemeSetting;
  /** The language asked for; null = the reader's browser's. */
  readonly lang: Lang | null;
  /** The kind of practice exercise on show; null = the first that applies. */
  readonly practice: PracticeKind | null;
  /** Hand-off: a residue asked for by a link or the tour, whose first (a+1)-gap the proof views move to once. */
  readonly residueToFind: bigint | null;
  /** Hand-off: a game of play to continue (from "Continue where you left off"), taken up once by play. */
  readonly playToResume: SavedPlay | null;
  /** Hand-off: why the game asked for was refused, shown instead of a picture until a game is made; or none. */
  readonly blocked: { readonly field: string; readonly message: Message } | null;
}

/** The default state: the worked example of the paper, S = {5, 12, 17}. */
export const DEFAULTS: State = Object.freeze({
  a: '5',
  delta: '7',
  b: '12',
  second: 'delta', // which of δ and b the person typed
  view: 'grid',
  zoom: null,
  x: 0n,
  w: null,
  row: 0n,
  col: 0n,
  shift: null,
  r: null,
  step: null,
  tour: null,
  tourLeft: null,
  amax: 40,
  dmax: 320,
  color: 'period',
  ui: 'full',
  theme: 'auto',
  lang: null,
  practice: null,
  residueToFind: null,
  playToResume: null,
  blocked: null,
});

/**
 * Heaps across a fitted number line for `view`: two heap periods (the default, null), but for
 * the gap and window lanes the core's fit span (six of the longest gaps, or two heap periods
 * when that is less), so that windows and gap bars are wide enough to read rather than a
 * period's worth of slivers.
 */
export function fitSpan(view: View, info: Pick<AdditiveInfo, 'fitSpan'>): number | null {
  if (!['gaps', 'collisions', 'residues', 'proof'].includes(view)) return null;
  return Number(info.fitSpan);
}
