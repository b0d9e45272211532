// The atlas a site may serve (python/asg/atlas writes it): its manifest read and checked, where each
// level's tiles lie, the level that fits a zoom, the tiles in view, and a tile's file decoded once
// its length and CRC-32 are right. No DOM: the fetching and the checksum are passed in.
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
  readonly checksums: Readonly<Record<string, readonly (number | null)[]>>;
}

/** The manifest of a complete atlas (format asg-atlas, version 1). */
export interface Manifest {
  readonly version: number;
  readonly core: string;
  readonly aMax: number;
  readonly deltaMax: number;
  readonly games: number;
  readonly tileA: number;
  readonly tileDelta: number;
  readonly path: string;
  /** When it was finished (ISO 8601, UTC), or null when the manifest does not say. */
  readonly built: string | null;
  readonly levels: readonly AtlasLevel[];
}

/** A manifest that is not one this page reads: why, in a few words (for a message). */
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

  /** The tile's entry in the manifest's checksum lists. */
  index(row: number, col: number): number {
    return row * this.cols + col;
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

/** The manifest of a complete atlas from its JSON, checked; AtlasUnreadable when it is not one this page reads. */
export function readManifest(json: unknown): Manifest {
  const m = record(json, 'manifest');
  if (m.format !== 'asg-atlas') throw new AtlasUnreadable(`format ${String(m.format)}`);
  const version = wholeIn(m.version, 'version', 1, 1);
  if (m.complete !== true) throw new AtlasUnreadable('not complete');
  const plane = record(m.plane, 'plane');
  const tile = record(m.tile, 'tile');
  const aMax = wholeIn(plane.aMax, 'aMax', 1, 2 ** 31);
  const deltaMax = wholeIn(plane.deltaMax, 'deltaMax', 1, 2 ** 31);
  const tileA = wholeIn(tile.a, 'tile.a', 1, 4096);
  const tileDelta = wholeIn(tile.delta, 'tile.delta', 1, 4096);
  if (m.path !== '{level}/{row}-{col}/{field}.bin') throw new AtlasUnreadable(`path ${String(m.path)}`);
  if (m.byteOrder !== 'little' || m.checksum !== 'crc32') throw new AtlasUnreadable('byte order or checksum');
  if (!Array.isArray(m.levels) || !m.levels.length) throw new AtlasUnreadable('levels missing');
  const levels = m.levels.map((raw: unknown, i: number): AtlasLevel => {
    const l = record(raw, `level ${i}`);
    const grid = new Grid(aMax, deltaMax, tileA, tileDelta, i);
    if (l.level !== i || l.block !== grid.block || l.rows !== grid.rows || l.cols !== grid.cols) {
      throw new AtlasUnreadable(`level ${i}: its tiles`);
    }
    if (!Array.isArray(l.fields)) throw new AtlasUnreadable(`level ${i}: fields`);
    const fields = l.fields.map((rawField: unknown): AtlasField => {
      const f = record(rawField, `level ${i}: a field`);
      if (typeof f.name !== 'string' || (f.type !== 'u8' && f.type !== 'u32')) {
        throw new AtlasUnreadable(`level ${i}: field ${String(f.name)}`);
      }
      const values =
        Array.isArray(f.values) && f.values.every((v) => typeof v === 'string') ? (f.values as string[]) : null;
      return {
        name: f.name,
        type: f.type,
        components: wholeIn(f.components ?? 1, `${f.name}.components`, 1, 64),
        missing: typeof f.missing === 'number' ? f.missing : null,
        values,
      };
    });
    // Level 0 is the core's column format (columns.ts), which the page decodes as the worker's cells.
    if (i === 0 && (!areTheColumns(fields) || fields.some((f) => f.components !== 1))) {
      throw new AtlasUnreadable("level 0: not the core's columns");
    }
    const sums = record(l.checksums, `level ${i}: checksums`);
    for (const f of fields) {
      const list = sums[f.name];
      if (!Array.isArray(list) || list.length !== grid.rows * grid.cols) {
        throw new AtlasUnreadable(`level ${i}: checksums of ${f.name}`);
      }
    }
    return {
      level: i,
      block: grid.block,
      rows: grid.rows,
      cols: grid.cols,
      fields,
      checksums: sums as AtlasLevel['checksums'],
    };
  });
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
    path: m.path,
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

/** The file of field `field` of tile (row, col) of `level`, relative to the atlas's folder. */
export function tilePath(m: Manifest, level: number, row: number, col: number, field: string): string {
  return m.path
    .replace('{level}', String(level))
    .replace('{row}', String(row))
    .replace('{col}', String(col))
    .replace('{field}', field);
}

/** A file that is not what the manifest says: its path, and why (length or checksum). */
export class TileRefused extends Error {
  constructor(
    readonly file: string,
    readonly why: 'checksum' | 'length' | 'missing',
  ) {
    super(`${file}: ${why}`);
  }
}

/**
 * The entries of one field of one tile from its file's bytes, checked: its length against the
 * tile's blocks and its CRC-32 (`crc32`, the core's) against the manifest; TileRefused otherwise.
 */
export function decodeField(
  m: Manifest,
  level: number,
  row: number,
  col: number,
  field: AtlasField,
  bytes: Uint8Array,
  crc32: (bytes: Uint8Array) => number,
): Uint8Array | Uint32Array {
  const file = tilePath(m, level, row, col, field.name);
  const grid = gridOf(m, level);
  const { r0, r1, c0, c1 } = grid.blocks(row, col);
  const entries = (r1 - r0) * (c1 - c0) * field.components;
  const size = field.type === 'u8' ? 1 : 4;
  const expected = m.levels[level]?.checksums[field.name]?.[grid.index(row, col)];
  if (typeof expected !== 'number') throw new TileRefused(file, 'missing');
  if (bytes.length !== entries * size) throw new TileRefused(file, 'length');
  if (crc32(bytes) >>> 0 !== expected) throw new TileRefused(file, 'checksum');
  if (field.type === 'u8') return bytes;
  // Little-endian on any machine; a copy, aligned for the typed array.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Uint32Array(entries);
  for (let i = 0; i < entries; i++) out[i] = view.getUint32(4 * i, true);
  return out;
}
