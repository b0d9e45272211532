// The atlas's tiles as the landscape reads them: each chunk read from the site's Zarr store at
// most once (only the fields a colouring or a hover needs, only for tiles in view), its CRC-32C
// checked (atlas-store.ts) before it is used, kept, or refused with the chunk's key.
import { AtlasUnreadable, cutToTile, type Manifest, readRoot } from './atlas.ts';
import { type AtlasArrays, chunkKey, openStore } from './atlas-store.ts';

/**
 * True for the root `./build.sh build` writes where no atlas is built: it says there is none,
 * so that a host serving the site as it is answers the page's request without a 404.
 */
export function isNoAtlas(json: unknown): boolean {
  if (json === null || typeof json !== 'object' || !('attributes' in json)) return false;
  const attrs = json.attributes;
  return (
    attrs !== null &&
    typeof attrs === 'object' &&
    'format' in attrs &&
    attrs.format === 'asg-atlas' &&
    'none' in attrs &&
    attrs.none === true
  );
}

/** An atlas found: what it holds, and its arrays to read chunks from. */
export interface FoundAtlas {
  readonly manifest: Manifest;
  readonly arrays: AtlasArrays;
}

/**
 * The site's atlas, or null when it serves none (a root that says so, or none at all: nothing
 * is said). A root that is there but not one this page reads is an AtlasUnreadable.
 */
export async function findAtlas(signal: AbortSignal): Promise<FoundAtlas | null> {
  let found: Awaited<ReturnType<typeof openStore>>;
  try {
    found = await openStore(signal);
  } catch (e) {
    // No site to ask (an embed under a strict policy, a page offline): no atlas.
    if (e instanceof SyntaxError) throw new AtlasUnreadable(e.message);
    return null;
  }
  if (found.root === null || isNoAtlas(found.root)) return null;
  return { manifest: readRoot(found.root), arrays: found.arrays };
}

/** A tile of a level, by its place. */
export interface TilePlace {
  readonly level: number;
  readonly row: number;
  readonly col: number;
}

/** The key of a tile. */
export function tileKey({ level, row, col }: TilePlace): string {
  return `${level}/${row}-${col}`;
}

/** What the tiles tell the landscape: a file arrived (draw again), a tile refused (say so, compute it). */
export interface TileHandlers {
  arrived(): void;
  refused(place: TilePlace, file: string): void;
}

/** The atlas's chunks read so far, by key: the tile's entries, or the read under way. */
export class AtlasTiles {
  private readonly files = new Map<string, Uint8Array | Uint32Array | 'loading'>();
  private readonly refusedTiles = new Set<string>();
  /** The chunks asked for, in order (each once). */
  readonly asked: string[] = [];
  readonly manifest: Manifest;
  private readonly arrays: AtlasArrays;

  constructor(
    atlas: FoundAtlas,
    private readonly on: TileHandlers,
    private readonly signal: AbortSignal,
  ) {
    this.manifest = atlas.manifest;
    this.arrays = atlas.arrays;
  }

  /** True when a file of the tile failed its check (its games are computed instead). */
  refused(place: TilePlace): boolean {
    return this.refusedTiles.has(tileKey(place));
  }

  /** The entries of `field` of the tile, when read and checked; else starts the read (once) and gives null. */
  field(place: TilePlace, field: string): Uint8Array | Uint32Array | null {
    const spec = this.manifest.levels[place.level]?.fields.find((f) => f.name === field);
    const path = chunkKey(place.level, field, place.row, place.col, spec?.components ?? 1);
    const have = this.files.get(path);
    if (have === 'loading') return null;
    if (have) return have;
    if (this.refused(place)) return null;
    this.files.set(path, 'loading');
    this.asked.push(path);
    void this.load(place, field, path);
    return null;
  }

  /** Every field of `names` of the tile, or null while one is missing (those missing are fetched). */
  fields(place: TilePlace, names: readonly string[]): Map<string, Uint8Array | Uint32Array> | null {
    const out = new Map<string, Uint8Array | Uint32Array>();
    for (const name of names) {
      const f = this.field(place, name);
      if (f) out.set(name, f);
    }
    return out.size === names.length ? out : null;
  }

  private async load(place: TilePlace, name: string, path: string): Promise<void> {
    const spec = this.manifest.levels[place.level]?.fields.find((f) => f.name === name);
    try {
      if (!spec) throw new AtlasUnreadable(`level ${place.level}: no ${name}`);
      const chunk = await this.arrays.chunk(place.level, name, place.row, place.col, spec.components);
      if (this.signal.aborted) return;
      this.files.set(path, cutToTile(this.manifest, place.level, place.row, place.col, spec, chunk));
      this.on.arrived();
    } catch {
      // A chunk missing, or whose CRC-32C fails (or that zarrita cannot decode): refused by its key.
      if (this.signal.aborted) return;
      this.files.delete(path);
      const key = tileKey(place);
      if (this.refusedTiles.has(key)) return;
      this.refusedTiles.add(key);
      this.on.refused(place, path);
    }
  }
}
