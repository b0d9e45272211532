// What a lane of the number line and its painters share (proof/lanes.ts draws through
// lane-gaps.ts and lane-windows.ts): the frame drawn, the game on show, the items a drawing
// leaves for the pointer, and the lane as a painter sees it.
import type { AdditiveInfo, Game as FullGame, GapKind, StripFrame } from '../../pkg/asg_full.js';
import type { FullCore } from '../core/full.ts';
import type { Position } from '../core/position.ts';
import type { Translator } from '../text/i18n.ts';

/**
 * A frame of the number line as the picture drew it: the position at its left edge, CSS pixels
 * per heap, its width in CSS pixels, device pixels per CSS pixel, and the heap its guide line
 * marks (or none).
 */
export interface LineFrame {
  readonly x: Position;
  readonly zoom: number;
  readonly width: number;
  readonly dpr: number;
  readonly guide: bigint | null;
}

/** A lane's frame as the core takes it: the left edge, heaps per device pixel, device columns. */
export function stripFrameOf(f: LineFrame, columns = Math.max(1, Math.round(f.width * f.dpr))): StripFrame {
  return { left: f.x, perPixel: 1 / (f.zoom * f.dpr), columns };
}

/** A gap drawn in the lane: its pixels, index n, first heap, length and kind. */
export interface GapItem {
  readonly type: 'gap';
  readonly x0: number;
  readonly x1: number;
  readonly n: bigint;
  readonly from: bigint;
  readonly length: bigint;
  readonly kind: GapKind;
}

/** A window drawn in the lane: its pixels, its P-positions' indices m, n and heaps lower, upper. */
export interface WindowItem {
  readonly type: 'window';
  readonly x0: number;
  readonly x1: number;
  readonly m: bigint;
  readonly n: bigint;
  readonly lower: bigint;
  readonly upper: bigint;
}

/** What a lane has drawn, for the pointer to find. */
export type LaneItem = GapItem | WindowItem;

/** The game on show in the full core (which the proof views read): its Game for (a, δ), its `additive()` facts, and the full core. */
export interface FullGameOnShow {
  readonly game: FullGame;
  readonly info: AdditiveInfo;
  readonly core: FullCore;
}

/** One drawing of a lane: the lane, its game, the frame, the core's frame and device pixels per CSS pixel. */
export interface LaneDrawing extends FullGameOnShow {
  readonly lane: LaneCanvas;
  readonly frame: LineFrame;
  readonly view: StripFrame;
  readonly dpr: number;
}

/** What a painter reads and writes of the lane it draws on (the lane's canvas, its marks, its items). */
export interface LaneCanvas {
  readonly canvas: HTMLCanvasElement;
  readonly ctx: CanvasRenderingContext2D;
  readonly t: Translator;
  /** The shift k of the windows drawn (null: δ). */
  readonly shift: bigint | null;
  /** A residue whose (a+1)-gaps and windows are marked, or null. */
  readonly residue: bigint | null;
  /** The window under the pointer, drawn in the focus colour. */
  readonly hot: WindowItem | null;
  /** What the drawing puts where, for the pointer to find. */
  items: LaneItem[];
  /** The colour of each gap kind, in the order of GAP_KINDS. */
  gapColours(): string[];
  label(text: string, x: number, y: number, colour: string): void;
}
