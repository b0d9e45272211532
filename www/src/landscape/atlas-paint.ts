// The atlas's tiles as pictures and as cells: a tile's picture, one pixel per block (a game at
// level 0; at coarser levels its middle period, its commonest regime, any disagreement), kept
// until the colours change; and a level-0 cell, read by the landscape's one decoder (columns.ts).
import type { Colouring } from '../state/state.ts';
import { REGIMES } from '../text/codes.ts';
import { type AtlasField, gridOf, type Manifest } from './atlas.ts';
import type { AtlasTiles, TilePlace } from './atlas-tiles.ts';
import { type Cell, COLUMNS, type ColumnArray, type ColumnSet, cellAt, flag, known } from './columns.ts';
import { type ChartColours, rgbOf, viridisRgb } from './landscape-colours.ts';

/** The fields a colouring reads at level 0 and at the coarser levels. */
export function fieldsFor(color: Colouring, level: number): readonly string[] {
  switch (color) {
    case 'period':
      return level ? ['minPeriod', 'maxPeriod'] : ['period'];
    case 'regime':
      return level ? ['regimeCounts'] : ['regime'];
    case 'agreement':
      return level ? ['agreementCounts'] : ['agreement'];
  }
}

/** The level-0 fields a cell in words needs: every column (level 0 is the core's columns, atlas.ts checks). */
export const CELL_FIELDS: readonly string[] = COLUMNS.map((c) => c.name);

/** A level-0 tile's fields as the core's column set (arrays of the core's types, cut to the tile by cutToTile). */
function columnSet(fields: Map<string, ColumnArray>): ColumnSet {
  const out: Record<string, ColumnArray> = {};
  for (const { name } of COLUMNS) out[name] = fields.get(name) ?? new Uint8Array(0);
  return out as unknown as ColumnSet;
}

/** The spec of field `name` of `level`. */
function spec(m: Manifest, level: number, name: string): AtlasField | undefined {
  return m.levels[level]?.fields.find((f) => f.name === name);
}

/** The name of code `v` of a field (its `values`), or null (missing, or a code it does not name). */
function named(f: AtlasField | undefined, v: number): string | null {
  return f?.values?.[v] ?? null;
}

/** A period from a u32 field, or NaN where it is missing. */
function periodOf(f: AtlasField | undefined, v: number): number {
  return f && f.missing !== null && v === f.missing ? Number.NaN : v;
}

/** The smallest and largest period of the whole atlas (its top tile), or null until it has arrived. */
export function atlasRange(tiles: AtlasTiles): [number, number] | null {
  const m = tiles.manifest;
  const top = m.levels.length - 1;
  const place = { level: top, row: 0, col: 0 };
  if (top === 0) {
    const p = tiles.field(place, 'period');
    if (!p) return null;
    let [lo, hi] = [Infinity, 0];
    const set = columnSet(new Map([['period', p]]));
    for (let k = 0; k < p.length; k++) {
      const q = known(set, 'period', k);
      if (Number.isNaN(q)) continue;
      lo = Math.min(lo, q);
      hi = Math.max(hi, q);
    }
    return hi ? [lo, hi] : [1, 2];
  }
  const f = tiles.fields(place, ['minPeriod', 'maxPeriod']);
  if (!f) return null;
  const [lows, highs] = [f.get('minPeriod'), f.get('maxPeriod')];
  const [lowSpec, highSpec] = [spec(m, top, 'minPeriod'), spec(m, top, 'maxPeriod')];
  let [lo, hi] = [Infinity, 0];
  for (let i = 0; i < (lows?.length ?? 0); i++) {
    const l = periodOf(lowSpec, lows?.[i] ?? 0);
    const h = periodOf(highSpec, highs?.[i] ?? 0);
    if (!Number.isNaN(l)) lo = Math.min(lo, l);
    if (!Number.isNaN(h)) hi = Math.max(hi, h);
  }
  return hi ? [lo, hi] : [1, 2];
}

/** A tile's picture, with the colours it is painted in. */
interface TileImage {
  readonly key: string;
  readonly canvas: HTMLCanvasElement;
}

/** The tiles' pictures, made once a tile's fields are in, again when the colours change. */
export class TileImages {
  private readonly images = new Map<string, TileImage>();
  /** Until when this frame may paint pictures (performance.now()), and whether one had to wait. */
  private deadline = Infinity;
  behind = false;

  constructor(private readonly tiles: AtlasTiles) {}

  /** A new frame, which may paint pictures for `ms` milliseconds (the rest wait for the next). */
  frame(ms: number): void {
    this.deadline = performance.now() + ms;
    this.behind = false;
  }

  /** True when the tile's picture in these colours is made. */
  ready(place: TilePlace, color: Colouring, colourKey: string, scale: readonly [number, number]): boolean {
    return this.images.get(`${place.level}/${place.row}-${place.col}`)?.key === `${color} ${scale} ${colourKey}`;
  }

  /** The picture of a tile in `color` on `scale` when its fields are in (fetching them if not), else null. */
  image(
    place: TilePlace,
    color: Colouring,
    colours: ChartColours,
    colourKey: string,
    scale: readonly [number, number],
    fetch = true,
  ): HTMLCanvasElement | null {
    const id = `${place.level}/${place.row}-${place.col}`;
    const key = `${color} ${scale} ${colourKey}`;
    const have = this.images.get(id);
    if (have && have.key === key) return have.canvas;
    if (!fetch && !have) return null;
    const names = fieldsFor(color, place.level);
    const fields = fetch ? this.tiles.fields(place, names) : null;
    if (!fields) return have?.canvas ?? null;
    if (performance.now() > this.deadline) {
      // Past this frame's time: the old picture (or none) now, this one in a coming frame.
      this.behind = true;
      return have?.canvas ?? null;
    }
    const canvas = have?.canvas ?? document.createElement('canvas');
    this.paint(canvas, place, fields, color, colours, scale);
    this.images.set(id, { key, canvas });
    return canvas;
  }

  private paint(
    canvas: HTMLCanvasElement,
    { level, row, col }: TilePlace,
    fields: Map<string, Uint8Array | Uint32Array>,
    color: Colouring,
    colours: ChartColours,
    [lo, hi]: readonly [number, number],
  ): void {
    const m = this.tiles.manifest;
    const { r0, r1, c0, c1 } = gridOf(m, level).blocks(row, col);
    const [w, h] = [r1 - r0, c1 - c0];
    [canvas.width, canvas.height] = [w, h];
    const image = new ImageData(w, h);
    const data = image.data;
    const rgb = rgbOf();
    const span = Math.max(1e-9, Math.log(hi) - Math.log(lo));
    const onScale = (logPeriod: number): number => viridisRgb((logPeriod - Math.log(lo)) / span);
    const colourAt = this.colouring(level, fields, color, colours, onScale);
    for (let k = 0; k < w * h; k++) {
      const c = rgb(colourAt(k));
      // Block row (a) across, block column (δ) upwards.
      const i = 4 * ((h - 1 - (k % h)) * w + Math.floor(k / h));
      data[i] = c >> 16;
      data[i + 1] = (c >> 8) & 255;
      data[i + 2] = c & 255;
      data[i + 3] = 255;
    }
    canvas.getContext('2d')?.putImageData(image, 0, 0);
  }

  /** The colour of block k of a tile's fields. */
  private colouring(
    level: number,
    fields: Map<string, Uint8Array | Uint32Array>,
    color: Colouring,
    colours: ChartColours,
    onScale: (logPeriod: number) => number,
  ): (k: number) => string | number {
    const m = this.tiles.manifest;
    const get = (name: string): Uint8Array | Uint32Array => fields.get(name) ?? new Uint8Array(0);
    const regimeColour = (name: string | null): string =>
      colours.regimes.get(REGIMES.find((r) => r === name) ?? 'quadratic') ?? colours.grey;
    const agreementColour = (name: string | null): string =>
      name === 'yes' ? colours.agree : name === 'no' ? colours.differ : colours.grey;
    if (level === 0) {
      const set = columnSet(fields);
      switch (color) {
        case 'period':
          return (k) => {
            const p = known(set, 'period', k);
            return Number.isNaN(p) ? colours.grey : onScale(Math.log(p));
          };
        case 'regime':
          return (k) => regimeColour(REGIMES[set.regime[k] ?? -1] ?? null);
        case 'agreement':
          return (k) => {
            const agrees = flag(set, 'agreement', k);
            return agreementColour(agrees === 1 ? 'yes' : agrees === 0 ? 'no' : null);
          };
      }
    }
    switch (color) {
      case 'period': {
        const [lows, highs] = [get('minPeriod'), get('maxPeriod')];
        const [lowSpec, highSpec] = [spec(m, level, 'minPeriod'), spec(m, level, 'maxPeriod')];
        // A block's colour is the middle (on the log scale) of its smallest and largest period.
        return (k) => {
          const [l, h] = [periodOf(lowSpec, lows[k] ?? 0), periodOf(highSpec, highs[k] ?? 0)];
          return Number.isNaN(l) || Number.isNaN(h) ? colours.grey : onScale((Math.log(l) + Math.log(h)) / 2);
        };
      }
      case 'regime': {
        const f = spec(m, level, 'regimeCounts');
        const counts = get('regimeCounts');
        const n = f?.components ?? 4;
        // The regime most of the block's games are in.
        return (k) => {
          let best = 0;
          for (let j = 1; j < n; j++) if ((counts[k * n + j] ?? 0) > (counts[k * n + best] ?? 0)) best = j;
          return regimeColour(named(f, best));
        };
      }
      case 'agreement': {
        const f = spec(m, level, 'agreementCounts');
        const counts = get('agreementCounts');
        const n = f?.components ?? 3;
        const at = (k: number, name: string): number => {
          const j = f?.values?.indexOf(name) ?? -1;
          return j < 0 ? 0 : (counts[k * n + j] ?? 0);
        };
        // A block with one disagreement shows it: those are what a reader looks for.
        return (k) => agreementColour(at(k, 'no') ? 'no' : at(k, 'yes') ? 'yes' : null);
      }
    }
  }
}

/** The cell of (a, δ) from its level-0 tile when every field is in (fetching those missing), else null. */
export function atlasCell(tiles: AtlasTiles, a: number, delta: number): Cell | null {
  const m = tiles.manifest;
  if (a < 1 || a > m.aMax || delta < 1 || delta > m.deltaMax) return null;
  const grid = gridOf(m, 0);
  const place = { level: 0, row: Math.floor((a - 1) / m.tileA), col: Math.floor((delta - 1) / m.tileDelta) };
  const fields = tiles.fields(place, CELL_FIELDS);
  if (!fields) return null;
  const { r0, c0, c1 } = grid.blocks(place.row, place.col);
  return cellAt(columnSet(fields), (a - 1 - r0) * (c1 - c0) + (delta - 1 - c0), a, delta);
}
