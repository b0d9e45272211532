// What an export reads of the explorer, as narrow types: the state and game on show, the words,
// the main picture, the texts around it, and what the parts offer (the proof views' full game,
// ledger and canvases; the landscape's plane; the moves of Play). The explorer satisfies them.
import type { Game as CompactGame, HeapRange } from '../../pkg/asg.js';
import type { Game as FullGame } from '../../pkg/asg_full.js';
import type { Core } from '../core/core.ts';
import type { FullCore } from '../core/full.ts';
import type { Position } from '../core/position.ts';
import type { Cell } from '../landscape/columns.ts';
import type { ProofPart } from '../proof/proof.ts';
import type { GamePort } from '../state/context.ts';
import type { Colouring, State } from '../state/state.ts';
import type { Translator } from '../text/i18n.ts';

/** The main picture (picture/view.ts) as far as an export reads and redraws it. */
export interface ExportPicture {
  readonly canvas: HTMLCanvasElement;
  /** True while the values are hidden (play without hints, practice). */
  readonly hidden?: boolean;
  /** The game drawn, and the core that draws it. */
  readonly game: CompactGame | FullGame | null;
  readonly core: Core | FullCore;
  /** The colours last drawn with, [W0, W1, W2, W3, background, cell line] as 0xRRGGBB; null before a frame. */
  readonly palette: readonly number[] | null;
  /** Which picture (the number line or the grid), the line's left edge and the grid's top-left position. */
  readonly params: {
    readonly view: 'strip' | 'grid';
    readonly x: Position;
    readonly row: Position;
    readonly col: Position;
  };
  /** True while a grid is still coming in passes (picture/passes.ts). */
  readonly sharpening: boolean;
  /** CSS pixels per heap in force. */
  zoom(): number;
  /** The grid's row width in force. */
  rowWidth(): bigint;
  /** The heaps [lo, hi) under a CSS-pixel point of the canvas, by the core, or null. */
  heapsAt(cssX: number, cssY: number): HeapRange | null;
  /** Draws now. */
  draw(): void;
  /** Finishes a grid still coming in passes (every row, whatever it costs). */
  complete(): void;
  /** Shows what was drawn with its labels (from time `t0`, at `dpr` and zoom `z`). */
  present(t0: number, dpr: number, z: number): void;
}

/** A cell of the landscape as the plane keeps it: the one decoder's cell (landscape/columns.ts), read for its numbers. */
export type LandscapeCell = Omit<Cell, 'a' | 'delta' | 'bandKind'>;

/** What an export reads of the landscape part: its plane, bounds and colouring, and its chart. */
export interface LandscapeOffer {
  readonly plane: {
    readonly amax: number;
    readonly dmax: number;
    /** Cells computed so far. */
    readonly size: number;
    /** The cell of (a, δ), or null when it is not computed (yet). */
    cell(a: number, delta: number): LandscapeCell | null;
  } | null;
  readonly params: { readonly amax: number; readonly dmax: number; readonly color: Colouring } | null;
  readonly chart: { readonly canvas: HTMLCanvasElement; readonly legend: HTMLElement; draw(): void } | null;
}

/** A move of a game played: who moved, from which heap, how many, to which heap and the value reached. */
export interface PlayedMove {
  readonly by: string;
  readonly from: bigint;
  readonly take: bigint;
  readonly to: bigint;
  readonly value: number;
}

/** What an export reads of the part Play: the moves so far. */
export interface PlayOffer {
  readonly history: readonly PlayedMove[];
}

/** What an export reads of the spectrum: C(k) of one period, the k in view of its bars and the k in focus. */
export interface SpectrumExport {
  readonly spectrum: { values(kMin: bigint, count: bigint): BigUint64Array } | null;
  inView(): { readonly lo: bigint; readonly hi: bigint } | null;
  readonly k: bigint;
}

/** The parts an export reads, those loaded. */
export interface ExportParts {
  readonly proof?: Pick<ProofPart, 'full' | 'ledger' | 'pictures'>;
  readonly landscape?: LandscapeOffer;
  readonly play?: PlayOffer;
  readonly spectrum?: SpectrumExport;
}

/** What an export reads of the explorer on show. */
export interface ExportSource {
  readonly t: Translator;
  /** The explorer's root: its visible canvases are the view's pictures. */
  readonly root: HTMLElement;
  /** The state on show (null before the first). */
  readonly state: State | null;
  readonly session: Pick<GamePort, 'game' | 'info' | 'core'>;
  readonly view: ExportPicture;
  /** The caption under the picture. */
  readonly caption: HTMLElement | null;
  /** The status line: the colour legend and the regime badge. */
  readonly status: { readonly legend: HTMLElement; readonly badge: HTMLElement } | null;
  readonly parts: ExportParts;
}

/** The state of `source`, which every export needs (the explorer has one once it shows anything). */
export function stateOf(source: ExportSource): State {
  if (!source.state) throw new Error(source.t('export-nothing'));
  return source.state;
}
