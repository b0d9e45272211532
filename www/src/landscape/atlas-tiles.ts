// The atlas's tiles as the landscape reads them: each file fetched from the site at most once
// (only the fields a colouring or a hover needs, only for tiles in view), checked by the core's
// CRC-32 before it is used, kept, or refused with the reason.
import { loadFull } from '../core/full.ts';
import { siteFile } from '../core/where.ts';
import { AtlasUnreadable, decodeField, type Manifest, readManifest, TileRefused, tilePath } from './atlas.ts';

/** The atlas's folder on the site. */
const FOLDER = 'atlas/';

/**
 * True for the manifest `./build.sh build` writes where no atlas is built: it says there is none,
 * so that a host serving the site as it is answers the page's request without a 404.
 */
export function isNoAtlas(json: unknown): boolean {
  return (
    json !== null &&
    typeof json === 'object' &&
    'format' in json &&
    json.format === 'asg-atlas' &&
    'none' in json &&
    json.none === true
  );
}

/**
 * The site's atlas, or null when it serves none (a manifest that says so, or none at all: nothing
 * is said). A manifest that is there but not one this page reads is an AtlasUnreadable.
 */
export async function findAtlas(signal: AbortSignal): Promise<Manifest | null> {
  let response: Response;
  try {
    response = await fetch(siteFile(`${FOLDER}manifest.json`), { signal });
  } catch {
    // No site to ask (an embed under a strict policy, a page offline): no atlas.
    return null;
  }
  // A site built without an atlas serves a manifest that says so; one copied without it answers
  // 404 (and tools/serve.mjs, for the tests, 204 without a body).
  if (!response.ok || response.status === 204) return null;
  let json: unknown;
  try {
    json = await response.json();
  } catch (e) {
    throw new AtlasUnreadable(e instanceof Error ? e.message : String(e));
  }
  return isNoAtlas(json) ? null : readManifest(json);
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

/** The atlas's files fetched so far, by path: the entries, or the fetch under way. */
export class AtlasTiles {
  private readonly files = new Map<string, Uint8Array | Uint32Array | 'loading'>();
  private readonly refusedTiles = new Set<string>();
  /** The files asked for, in order (each once). */
  readonly asked: string[] = [];

  constructor(
    readonly manifest: Manifest,
    private readonly on: TileHandlers,
    private readonly signal: AbortSignal,
  ) {}

  /** True when a file of the tile failed its check (its games are computed instead). */
  refused(place: TilePlace): boolean {
    return this.refusedTiles.has(tileKey(place));
  }

  /** The entries of `field` of the tile, when fetched and checked; else starts the fetch (once) and gives null. */
  field(place: TilePlace, field: string): Uint8Array | Uint32Array | null {
    const path = tilePath(this.manifest, place.level, place.row, place.col, field);
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
      if (!spec) throw new TileRefused(path, 'missing');
      const response = await fetch(siteFile(FOLDER + path), { signal: this.signal });
      if (!response.ok) throw new TileRefused(path, 'missing');
      const bytes = new Uint8Array(await response.arrayBuffer());
      const core = await loadFull();
      this.files.set(path, decodeField(this.manifest, place.level, place.row, place.col, spec, bytes, core.crc32));
      this.on.arrived();
    } catch (e) {
      if (this.signal.aborted) return;
      this.files.delete(path);
      const key = tileKey(place);
      if (this.refusedTiles.has(key)) return;
      this.refusedTiles.add(key);
      this.on.refused(place, e instanceof TileRefused ? e.file : path);
    }
  }
}
