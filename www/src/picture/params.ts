// What the main picture is told and what it tells: its parameters (the layout, the zoom and the
// top-left positions, as exact BigInts), the frame of the number line it reports to the lanes
// under it, and the handlers of its owner (view.ts).
import type { Lifetime } from '../base/lifetime.ts';
import type { Position } from '../core/position.ts';
import type { InspectDetail } from '../state/context.ts';
import type { Translator } from '../text/i18n.ts';

/** What the view shows and where: the layout, CSS px a heap (null: fitted), and the top-left positions. */
export interface ViewParams {
  readonly view: 'strip' | 'grid';
  /** CSS pixels per heap; null = fit (the strip: `span` heaps across; the grid: a row across). */
  readonly zoom: number | null;
  /** The strip: the position at the left edge. */
  readonly x: Position;
  /** The grid: its row width (null = the heap period), the row at the top and the column at the left. */
  readonly w: bigint | null;
  readonly row: Position;
  readonly col: Position;
  /** Heaps across a fitted strip; null = two heap periods. */
  readonly span?: number | null;
}

/** A frame of the strip, for the lanes under it: where it starts, its scale and size, and the guide. */
export interface StripFrame {
  readonly x: Position;
  readonly zoom: number;
  readonly width: number;
  readonly dpr: number;
  readonly guide: bigint | null;
}

/** What the view tells its owner: the person moved it, pointed at heaps, or a strip frame was drawn. */
export interface ViewHandlers {
  moved(params: ViewParams): void;
  inspect(detail: InspectDetail | null): void;
  frame(frame: StripFrame): void;
}

/** How a view is made: `life` ends its frame callbacks and observer; `t` words its labels. */
export interface ViewOptions {
  readonly wheelNeedsFocus?: boolean;
  readonly life: Lifetime;
  readonly t: Translator;
  readonly on: ViewHandlers;
}
