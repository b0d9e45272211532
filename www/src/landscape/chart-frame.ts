// The landscape chart's geometry, shared by the chart (landscape-chart.ts) and what draws and
// moves it (atlas-draw.ts, landscape-axes.ts, landscape-moves.ts, the panels): the plane's
// bounds, a cell, the games on show, the layout in CSS pixels and the atlas's last frame.
import type { Colouring } from '../state/state.ts';

/** The plane's bounds and what the colour shows. */
export interface LandscapeParams {
  readonly amax: number;
  readonly dmax: number;
  readonly color: Colouring;
}

/** A cell of the plane by its game. */
export interface CellAt {
  readonly a: number;
  readonly delta: number;
}

/** The games on show, as reals: game a spans a ± ½, so a whole plane is [½, amax + ½] × [½, dmax + ½]. */
export interface GameWindow {
  readonly aLo: number;
  readonly aHi: number;
  readonly dLo: number;
  readonly dHi: number;
}

/** The chart's layout in CSS px: margins, size, the games on show, and a game's width and height. */
export interface ChartLayout {
  readonly dpr: number;
  readonly m: { readonly left: number; readonly right: number; readonly top: number; readonly bottom: number };
  readonly W: number;
  readonly H: number;
  readonly view: GameWindow;
  readonly cw: number;
  readonly ch: number;
}

/** The atlas as drawn in the last frame: its level and the tiles of that level in view. */
export interface AtlasFrame {
  readonly level: number;
  readonly tiles: number;
}
