// The picture of a plane of computed cells: one pixel per game (a across, δ upwards), painted a
// slice per frame as cells arrive, in full again only when the colours or the scale change.
import type { Colouring } from '../state/state.ts';
import { type ChartColours, cellColours, coloursKey } from './landscape-colours.ts';
import type { Plane } from './plane.ts';

/** The picture of one plane, kept between frames. */
export class PlaneImage {
  private image: ImageData | null = null;
  /** The colouring and scale the image is painted in, and how far a full repaint has got. */
  private painted: string | null = null;
  private queue = { next: 0, all: true };
  private sheet: HTMLCanvasElement | null = null;

  constructor(readonly plane: Plane) {}

  /**
   * Paints cells, one pixel each, for at most `budget` ms: the new ones, or all of them again
   * after the colouring or the scale changed. True when all are painted.
   */
  paint(color: Colouring, colours: ChartColours, scale: [number, number], budget: number): boolean {
    const p = this.plane;
    const [w, h] = [p.across, p.rows];
    if (!w || !h) return true;
    if (!this.image || this.image.width !== w || this.image.height !== h) {
      this.image = new ImageData(w, h);
      this.painted = null;
    }
    const key = `${color} ${scale} ${coloursKey(colours)}`;
    if (key !== this.painted) {
      // Everything again, from the first cell.
      this.painted = key;
      this.queue = { next: 0, all: true };
      p.fresh = [];
    }
    const colourOf = cellColours(p, color, colours, scale);
    const data = this.image.data;
    let changed = false;
    const put = (k: number): void => {
      changed = true;
      const c = colourOf(k);
      const x = Math.floor(k / h);
      const y = h - 1 - (k % h);
      const i = 4 * (y * w + x);
      data[i] = c >> 16;
      data[i + 1] = (c >> 8) & 255;
      data[i + 2] = c & 255;
      data[i + 3] = 255;
    };
    const t0 = performance.now();
    const q = this.queue;
    const n = w * h;
    while (q.all && q.next < n) {
      const end = Math.min(n, q.next + 4096);
      for (let k = q.next; k < end; k++) if (p.filled[k]) put(k);
      q.next = end;
      if (performance.now() - t0 > budget) break;
    }
    if (q.all && q.next >= n) q.all = false;
    if (!q.all) {
      let i = 0;
      for (; i < p.fresh.length; i++) {
        put(p.fresh[i] ?? 0);
        if ((i & 4095) === 4095 && performance.now() - t0 > budget) break;
      }
      p.fresh = i >= p.fresh.length ? [] : p.fresh.slice(i + 1);
    }
    if (!this.sheet || this.sheet.width !== w || this.sheet.height !== h) {
      this.sheet ??= document.createElement('canvas');
      [this.sheet.width, this.sheet.height] = [w, h];
      changed = true;
    }
    // Only a changed image goes onto its sheet (a pan redraws without painting).
    if (changed) this.sheet.getContext('2d')?.putImageData(this.image, 0, 0);
    return !q.all && !p.fresh.length;
  }

  /** The painted picture (after paint), one pixel per game. */
  get canvas(): HTMLCanvasElement | null {
    return this.sheet;
  }
}
