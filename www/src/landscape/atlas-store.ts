// The atlas's Zarr store as zarrita reads it from the site: a store over the site's files (the
// atlas's folder, aborted with the landscape), its metadata from the root's consolidated
// zarr.json, and the crc32c codec made to check each chunk's CRC-32C (zarrita's only strips it).
import * as zarr from 'zarrita';
import { fetchAtlasFile, rootEarly } from './atlas-root.ts';

/** A chunk whose CRC-32C is not the one stored after it. */
export class ChecksumMismatch extends Error {}

/** A chunk the site does not have. */
export class ChunkMissing extends Error {}

const CRC32C_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  for (let k = 0; k < 8; k++) n = n & 1 ? 0x82f63b78 ^ (n >>> 1) : n >>> 1;
  return n >>> 0;
});

/** CRC-32C (Castagnoli, reflected 0x82F63B78) of `bytes`: "123456789" gives 0xE3069283. */
export function crc32c(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = (CRC32C_TABLE[(c ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Zarr's `crc32c` codec that checks: the chunk without its last 4 bytes, or ChecksumMismatch. */
class CheckedCrc32c {
  readonly kind = 'bytes_to_bytes';
  static fromConfig(): CheckedCrc32c {
    return new CheckedCrc32c();
  }
  encode(): never {
    throw new Error('the atlas is read, not written, here');
  }
  decode(bytes: Uint8Array): Uint8Array {
    if (bytes.length < 4) throw new ChecksumMismatch('shorter than its checksum');
    const body = bytes.subarray(0, bytes.length - 4);
    const view = new DataView(bytes.buffer, bytes.byteOffset + body.length, 4);
    if (crc32c(body) !== view.getUint32(0, true)) throw new ChecksumMismatch('CRC-32C');
    return body;
  }
  computeEncodedSize(size: number): number {
    return size + 4;
  }
}
zarr.registry.set('crc32c', () => Promise.resolve(CheckedCrc32c as never));

/** The key of a chunk (Zarr's default chunk keys): `period/c/3/7`, `2/regimeCounts/c/0/1/0`. */
export function chunkKey(level: number, field: string, row: number, col: number, components: number): string {
  return `${level ? `${level}/` : ''}${field}/c/${row}/${col}${components > 1 ? '/0' : ''}`;
}

/**
 * The site's atlas folder as a zarrita store: each key fetched from the site (until `signal`
 * ends it), the root's metadata once; a metadata file not there is undefined (no atlas), a chunk
 * not there a ChunkMissing (zarrita would fill it in).
 */
function siteStore(signal: AbortSignal): zarr.AsyncReadable {
  let root: Promise<Uint8Array | undefined> | null = null;
  const fetchKey = async (key: string): Promise<Uint8Array | undefined> => {
    const bytes = await fetchAtlasFile(key, signal);
    if (bytes === undefined && !key.endsWith('zarr.json')) throw new ChunkMissing(key);
    return bytes;
  };
  return {
    get(key: string): Promise<Uint8Array | undefined> {
      if (key !== '/zarr.json') return fetchKey(key);
      // Asked for by prefetch.js when the page's address opened the landscape.
      root ??= rootEarly() ?? fetchKey(key);
      return root;
    },
  };
}

/** The site's atlas store: its root's metadata (zarr.json, or null when there is none) and its arrays. */
export async function openStore(signal: AbortSignal): Promise<{ root: unknown; arrays: AtlasArrays }> {
  const store = siteStore(signal);
  const bytes = await store.get('/zarr.json');
  return { root: bytes ? JSON.parse(new TextDecoder().decode(bytes)) : null, arrays: new AtlasArrays(store) };
}

/** The store's arrays, each opened once from the root's consolidated metadata (no request of its own). */
export class AtlasArrays {
  private readonly arrays = new Map<string, Promise<zarr.Array<zarr.DataType, zarr.AsyncReadable>>>();
  private store: Promise<zarr.AsyncReadable> | null = null;

  constructor(private readonly site: zarr.AsyncReadable) {}

  /** Chunk (row, col) of `field` of `level`: its entries, a whole tile's, a row of δ after another. */
  async chunk(level: number, field: string, row: number, col: number, components: number): Promise<ArrayLike<number>> {
    const path = level ? `${level}/${field}` : field;
    let array = this.arrays.get(path);
    if (!array) {
      this.store ??= zarr.withConsolidatedMetadata(this.site, { format: 'v3' });
      array = this.store.then((s) => zarr.open.v3(zarr.root(s).resolve(path), { kind: 'array' }));
      this.arrays.set(path, array);
    }
    const chunk = await (await array).getChunk(components > 1 ? [row, col, 0] : [row, col]);
    return chunk.data as ArrayLike<number>;
  }
}
