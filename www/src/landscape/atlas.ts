// The atlas a site may serve (python/asg/atlas writes it, a Zarr v3 store): its root's metadata
// read and checked (the atlas's facts, and each array's shape, chunks and codes), where each
// level's tiles lie, the level that fits a zoom, the tiles in view, and a chunk cut to its tile.
// No DOM and no fetching (atlas-store.ts reads the store).
import { areTheColumns } from './columns.ts';

/** A field of a level, as the manifest describes it. */
export interface AtlasField {
  readonly name: string;
  readonly type: 'u8' | 'u32';
  readonly components: number;
  readonly missing: number | null;
  readonly values: readonly string[] | null;
}

/** One level of the pyramid: blocks of `block` × `block` games, `rows` × `cols` tiles. */
export interface AtlasLevel {
  readonly level: number;
  readonly block: number;
  readonly rows: number;
  readonly cols: number;
  readonly fields: readonly AtlasField[];
}

/** What a complete atlas (format asg-atlas, version 2) holds: its root group's attributes and its arrays. */
export interface Manifest {
  readonly version: number;
  readonly core: string;
  readonly aMax: number;
  readonly deltaMax: number;
  readonly games: number;
  readonly tileA: number;
  readonly tileDelta: number;
  /** When it was finished (ISO 8601, UTC), or null when the manifest does not say. */
  readonly built: string | null;
  readonly levels: readonly AtlasLevel[];
}

/** A store that is not an atlas this page reads: why, in a few words (for a message). */
export class AtlasUnreadable extends Error {}

/** A whole number from `v` in [lo, hi], else AtlasUnreadable naming `what`. */
function wholeIn(v: unknown, what: string, lo: number, hi: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) throw new AtlasUnreadable(`${what}: ${v}`);
  return v;
}

/** The object at `v`, else AtlasUnreadable naming `what`. */
function record(v: unknown, what: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new AtlasUnreadable(`${what} missing`);
  return v as Record<string, unknown>;
}

/** The tiles of one level (as format.py's Grid): blocks of 2^level games, tileA × tileDelta blocks a tile. */
export class Grid {
  readonly block: number;
  readonly blockRows: number;
  readonly blockCols: number;
  readonly rows: number;
  readonly cols: number;

  constructor(
    readonly aMax: number,
    readonly deltaMax: number,
    readonly tileA: number,
    readonly tileDelta: number,
    readonly level: number,
  ) {
    this.block = 2 ** level;
    this.blockRows = Math.ceil(aMax / this.block);
    this.blockCols = Math.ceil(deltaMax / this.block);
    this.rows = Math.ceil(this.blockRows / tileA);
    this.cols = Math.ceil(this.blockCols / tileDelta);
  }

  /** The block rows [r0, r1) and columns [c0, c1) of tile (row, col). */
  blocks(row: number, col: number): { r0: number; r1: number; c0: number; c1: number } {
    const r0 = row * this.tileA;
    const c0 = col * this.tileDelta;
    return {
      r0,
      r1: Math.min(r0 + this.tileA, this.blockRows),
      c0,
      c1: Math.min(c0 + this.tileDelta, this.blockCols),
    };
  }

  /** The games of tile (row, col): a = a0 … a1, δ = d0 … d1. */
  games(row: number, col: number): { a0: number; a1: number; d0: number; d1: number } {
    const { r0, r1, c0, c1 } = this.blocks(row, col);
    const b = this.block;
    return {
      a0: 1 + r0 * b,
      a1: Math.min(r1 * b, this.aMax),
      d0: 1 + c0 * b,
      d1: Math.min(c1 * b, this.deltaMax),
    };
  }

  /** The tiles that meet the games a ∈ [aLo, aHi], δ ∈ [dLo, dHi] (reals: a game a spans a ± ½). */
  tilesIn(aLo: number, aHi: number, dLo: number, dHi: number): [number, number][] {
    const span = (lo: number, hi: number, per: number, count: number): [number, number] => [
      Math.max(0, Math.floor((Math.floor(lo + 0.5) - 1) / per)),
      Math.min(count - 1, Math.floor((Math.ceil(hi - 0.5) - 1) / per)),
    ];
    const [rowLo, rowHi] = span(aLo, aHi, this.block * this.tileA, this.rows);
    const [colLo, colHi] = span(dLo, dHi, this.block * this.tileDelta, this.cols);
    const out: [number, number][] = [];
    for (let r = rowLo; r <= rowHi; r++) for (let c = colLo; c <= colHi; c++) out.push([r, c]);
    return out;
  }
}

/** The stored types of the atlas's fields, as Zarr names them. */
const TYPES: Readonly<Record<string, AtlasField['type']>> = { uint8: 'u8', uint32: 'u32' };

/**
 * The field `name` of level `i` from the root's consolidated metadata, checked: an array of the
 * level's blocks (and `components` codes) with dimensions (a, delta), one chunk a tile, each
 * chunk raw and followed by its CRC-32C; AtlasUnreadable otherwise.
 */
function fieldOf(meta: Record<string, unknown>, name: string, grid: Grid, i: number): AtlasField {
  const what = `level ${i}: ${name}`;
  const a = record(meta, what);
  const attrs = record(a.attributes, `${what}: attributes`);
  const type = TYPES[String(a.data_type)];
  const shape = Array.isArray(a.shape) ? (a.shape as unknown[]) : [];
  const components = shape.length === 3 ? wholeIn(shape[2], `${what}: components`, 1, 64) : 1;
  const chunks = record(record(a.chunk_grid, `${what}: chunks`).configuration, `${what}: chunks`).chunk_shape;
  const codecs = Array.isArray(a.codecs) ? a.codecs.map((c) => record(c, `${what}: codecs`).name) : [];
  const dims = Array.isArray(a.dimension_names) ? a.dimension_names : [];
  const same = (x: unknown, y: readonly unknown[]): boolean =>
    Array.isArray(x) && x.length === y.length && x.every((v, k) => v === y[k]);
  const tail = components > 1 ? [components] : [];
  if (
    a.node_type !== 'array' ||
    !type ||
    type !== attrs.type ||
    !same(shape, [grid.blockRows, grid.blockCols, ...tail]) ||
    !same(chunks, [grid.tileA, grid.tileDelta, ...tail]) ||
    !same(codecs, ['bytes', 'crc32c']) ||
    dims[0] !== 'a' ||
    dims[1] !== 'delta'
  ) {
    throw new AtlasUnreadable(`${what}: its array`);
  }
  const values =
    Array.isArray(attrs.values) && attrs.values.every((v) => typeof v === 'string') ? (attrs.values as string[]) : null;
  return { name, type, components, missing: typeof attrs.missing === 'number' ? attrs.missing : null, values };
}

/**
 * What the atlas holds, from its root's metadata (zarr.json with its consolidated metadata),
 * checked; AtlasUnreadable when it is not a complete atlas this page reads.
 */
export function readRoot(json: unknown): Manifest {
  const root = record(json, 'zarr.json');
  if (root.zarr_format !== 3 || root.node_type !== 'group') throw new AtlasUnreadable('not a Zarr v3 group');
  const m = record(root.attributes, 'attributes');
  if (m.format !== 'asg-atlas') throw new AtlasUnreadable(`format ${String(m.format)}`);
  const version = wholeIn(m.version, 'version', 2, 2);
  if (m.complete !== true) throw new AtlasUnreadable('not complete');
  const aMax = wholeIn(m.aMax, 'aMax', 1, 2 ** 31);
  const deltaMax = wholeIn(m.deltaMax, 'deltaMax', 1, 2 ** 31);
  const tileA = wholeIn(m.tileA, 'tileA', 1, 4096);
  const tileDelta = wholeIn(m.tileDelta, 'tileDelta', 1, 4096);
  const count = wholeIn(m.levels, 'levels', 1, 64);
  const arrays = record(record(root.consolidated_metadata, 'consolidated metadata').metadata, 'consolidated metadata');
  const levels: AtlasLevel[] = [];
  for (let i = 0; i < count; i++) {
    const grid = new Grid(aMax, deltaMax, tileA, tileDelta, i);
    const prefix = i ? `${i}/` : '';
    // The level's fields: its arrays but the coordinates a and delta.
    const names = Object.keys(arrays)
      .filter((k) => k.startsWith(prefix) && !k.slice(prefix.length).includes('/'))
      .map((k) => k.slice(prefix.length))
      .filter((n) => n !== 'a' && n !== 'delta' && !/^\d+$/.test(n));
    const fields = names.map((n) => fieldOf(record(arrays[prefix + n], n), n, grid, i));
    if (!fields.length) throw new AtlasUnreadable(`level ${i}: no fields`);
    // Level 0 is the core's column format (columns.ts), which the page decodes as the worker's cells.
    if (i === 0 && (!areTheColumns(fields) || fields.some((f) => f.components !== 1))) {
      throw new AtlasUnreadable("level 0: not the core's columns");
    }
    levels.push({ level: i, block: grid.block, rows: grid.rows, cols: grid.cols, fields });
  }
  const top = levels[levels.length - 1];
  if (top?.rows !== 1 || top.cols !== 1) throw new AtlasUnreadable('no top level');
  return {
    version,
    core: typeof m.core === 'string' ? m.core : '?',
    aMax,
    deltaMax,
    games: aMax * deltaMax,
    tileA,
    tileDelta,
    built: typeof m.built === 'string' ? m.built : null,
    levels,
  };
}

/** The grid of `level` of the atlas. */
export function gridOf(m: Manifest, level: number): Grid {
  return new Grid(m.aMax, m.deltaMax, m.tileA, m.tileDelta, level);
}

/**
 * The level that fits a view showing `gamesPerPixelA` values of a and `gamesPerPixelD` of δ per
 * device pixel: the coarsest whose blocks are at most a pixel along the axis that packs more games
 * into a pixel (so a view never reads more blocks than it has pixels, and level 0 once a game is a pixel).
 */
export function levelFor(m: Manifest, gamesPerPixelA: number, gamesPerPixelD: number): number {
  const dense = Math.max(gamesPerPixelA, gamesPerPixelD);
  const level = dense >= 1 ? Math.floor(Math.log2(dense)) : 0;
  return Math.max(0, Math.min(m.levels.length - 1, level));
}

/**
 * The entries of one field of one tile from its chunk (a whole tile's entries, rows of δ, padded
 * past the plane's edges): those of the tile's blocks, a row of δ after another, as the field's
 * type (a copy, so that the chunk's buffer can go).
 */
export function cutToTile(
  m: Manifest,
  level: number,
  row: number,
  col: number,
  field: AtlasField,
  chunk: ArrayLike<number>,
): Uint8Array | Uint32Array {
  const { r0, r1, c0, c1 } = gridOf(m, level).blocks(row, col);
  const [rows, cols, n] = [r1 - r0, c1 - c0, field.components];
  const stride = m.tileDelta * n;
  if (chunk.length !== m.tileA * stride) throw new AtlasUnreadable(`level ${level}: ${field.name}: a chunk's size`);
  const out = field.type === 'u8' ? new Uint8Array(rows * cols * n) : new Uint32Array(rows * cols * n);
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols * n; k++) out[r * cols * n + k] = chunk[r * stride + k] ?? 0;
  }
  return out;
}
