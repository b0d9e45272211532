// Pan and zoom over the games a landscape can show (an atlas's plane and the plane asked for):
// a drag moves the window of games on show, the wheel, the keys + − 0 and the panel's buttons
// zoom about the pointer or the middle, and the window never leaves the games there are; and
// the arrow keys' steps of the keyboard cursor.
import type { Lifetime } from '../base/lifetime.ts';
import type { CellAt, GameWindow, LandscapeParams } from './chart-frame.ts';
import type { LandscapeChart } from './landscape-chart.ts';

/** How much one step of zoom (a button, a key, a notch of the wheel) magnifies. */
export const ZOOM = 2;
/** The fewest games across or up a zoom may leave on show. */
const FEWEST = 4;

/** What pan and zoom read and set of the panel. */
export interface Movable {
  readonly canvas: HTMLCanvasElement;
  readonly chart: LandscapeChart;
  readonly life: Lifetime;
  readonly params: LandscapeParams | null;
  /** The panel pans and zooms when it shows an atlas. */
  readonly atlas: unknown;
  window: GameWindow | null;
  /** The pointer moved without a drag: the panel says the cell under it in its tip (hidden while dragging). */
  hover(e: PointerEvent): void;
  readonly tip: HTMLElement;
}

/** The pan and zoom of a landscape panel, on its canvas's pointer and wheel events. */
export class PanZoom {
  /** A drag under way: where it started, and the window then. */
  private drag: { x: number; y: number; window: GameWindow; moved: boolean } | null = null;

  constructor(private readonly host: Movable) {
    const canvas = host.canvas;
    canvas.addEventListener('pointermove', (e) => this.pointerMove(e));
    canvas.addEventListener('pointerdown', (e) => this.pointerDown(e));
    canvas.addEventListener('pointerup', (e) => this.pointerUp(e));
    canvas.addEventListener('pointercancel', (e) => this.pointerUp(e));
    canvas.addEventListener('wheel', (e) => this.wheel(e), { passive: false });
  }

  /** True between the end of a drag and the click that ends it (which is no click on a game). */
  get dragged(): boolean {
    return !!this.drag?.moved;
  }

  private pointerDown(e: PointerEvent): void {
    if (!this.host.atlas || e.button !== 0) return;
    this.drag = { x: e.clientX, y: e.clientY, window: this.shown(), moved: false };
    this.host.canvas.setPointerCapture(e.pointerId);
  }

  private pointerUp(e: PointerEvent): void {
    const canvas = this.host.canvas;
    if (canvas.hasPointerCapture(e.pointerId)) canvas.releasePointerCapture(e.pointerId);
    // The click that follows a drag reads `dragged`; the next press starts again.
    const drag = this.drag;
    if (drag && !drag.moved) this.drag = null;
    else if (drag)
      this.host.life.timeout(() => {
        if (this.drag === drag) this.drag = null;
      });
  }

  private pointerMove(e: PointerEvent): void {
    const { drag, host } = this;
    if (drag && host.params && e.buttons & 1) {
      const [dx, dy] = [e.clientX - drag.x, e.clientY - drag.y];
      if (!drag.moved && Math.hypot(dx, dy) < 4) {
        host.hover(e);
        return;
      }
      drag.moved = true;
      host.tip.hidden = true;
      const { cw, ch } = host.chart.layout(host.params);
      const w = drag.window;
      this.setWindow({ aLo: w.aLo - dx / cw, aHi: w.aHi - dx / cw, dLo: w.dLo + dy / ch, dHi: w.dHi + dy / ch });
      return;
    }
    host.hover(e);
  }

  /** A notch of the wheel zooms by ZOOM about the game under the pointer. */
  private wheel(e: WheelEvent): void {
    const { host } = this;
    if (!host.atlas || !host.params) return;
    e.preventDefault();
    const r = host.canvas.getBoundingClientRect();
    const { m, W, H } = host.chart.layout(host.params);
    const fx = (e.clientX - r.left - m.left) / (W - m.left - m.right);
    const fy = (H - m.bottom - (e.clientY - r.top)) / (H - m.top - m.bottom);
    this.zoom(ZOOM ** Math.max(-1, Math.min(1, e.deltaY / 100)), [fx, fy]);
  }

  /** The games on show. */
  shown(): GameWindow {
    const p = this.host.params;
    return this.host.window ?? { aLo: 0.5, aHi: (p?.amax ?? 1) + 0.5, dLo: 0.5, dHi: (p?.dmax ?? 1) + 0.5 };
  }

  /** Shows `w`, kept within the games the chart can show and no narrower than FEWEST games. */
  setWindow(w: GameWindow): void {
    const { amax, dmax } = this.host.chart.extent();
    const fit = (lo: number, hi: number, max: number): [number, number] => {
      const span = Math.min(max, Math.max(FEWEST, hi - lo));
      const mid = (lo + hi) / 2;
      const from = Math.max(0.5, Math.min(max + 0.5 - span, mid - span / 2));
      return [from, from + span];
    };
    const [aLo, aHi] = fit(w.aLo, w.aHi, amax);
    const [dLo, dHi] = fit(w.dLo, w.dHi, dmax);
    this.host.window = { aLo, aHi, dLo, dHi };
    this.host.chart.drawSoon();
  }

  /** Zooms by `factor` (below 1: in) about the point at fractions `at` of the plot (its middle by default). */
  zoom(factor: number, [fx, fy]: [number, number] = [0.5, 0.5]): void {
    const w = this.shown();
    const [pa, pd] = [w.aLo + fx * (w.aHi - w.aLo), w.dLo + fy * (w.dHi - w.dLo)];
    this.setWindow({
      aLo: pa - (pa - w.aLo) * factor,
      aHi: pa + (w.aHi - pa) * factor,
      dLo: pd - (pd - w.dLo) * factor,
      dHi: pd + (w.dHi - pd) * factor,
    });
  }

  /** Shows every game the chart can: the atlas's plane and the plane asked for. */
  zoomAll(): void {
    const { amax, dmax } = this.host.chart.extent();
    this.setWindow({ aLo: 0.5, aHi: amax + 0.5, dLo: 0.5, dHi: dmax + 0.5 });
  }

  /** The keys + (or =), − and 0: zoom in, out, and to every game; true when `e` was one of them. */
  key(e: KeyboardEvent): boolean {
    if (!this.host.atlas || !['+', '=', '-', '0'].includes(e.key)) return false;
    e.preventDefault();
    if (e.key === '0') this.zoomAll();
    else this.zoom(e.key === '-' ? ZOOM : 1 / ZOOM);
    return true;
  }
}

/** Cursor steps of the arrow keys, in (a, δ). */
const MOVES: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/** Where an arrow key (Shift: further) moves the keyboard cursor, within a ≤ amax, δ ≤ dmax; null for other keys. */
export function cursorStep(
  e: KeyboardEvent,
  cursor: CellAt | null,
  { amax, dmax }: { amax: number; dmax: number },
): CellAt | null {
  const step = MOVES[e.key];
  if (!step) return null;
  const c = cursor ?? { a: 1, delta: 1 };
  return {
    a: Math.max(1, Math.min(amax, c.a + step[0] * (e.shiftKey ? 5 : 1))),
    delta: Math.max(1, Math.min(dmax, c.delta + step[1] * (e.shiftKey ? 10 : 1))),
  };
}
