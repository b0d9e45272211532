// The atlas's store as the page reads it: CRC-32C as the standard gives it, zarrita's crc32c codec
// replaced by one that refuses a chunk whose checksum fails, and a chunk (a whole tile, padded past
// the plane's edges) cut to its tile's blocks.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as zarr from 'zarrita';
import { cutToTile } from '../../www/src/landscape/atlas.ts';
import { ChecksumMismatch, chunkKey, crc32c } from '../../www/src/landscape/atlas-store.ts';

test('CRC-32C is the Castagnoli checksum of the standard', () => {
  assert.equal(crc32c(new TextEncoder().encode('123456789')), 0xe3069283);
  assert.equal(crc32c(new Uint8Array(0)), 0);
  // 32 zero bytes (RFC 3720, B.4).
  assert.equal(crc32c(new Uint8Array(32)), 0x8a9136aa);
});

test("zarrita's crc32c codec is the page's, which refuses a chunk whose CRC-32C fails", async () => {
  const codec = (await zarr.registry.get('crc32c')()).fromConfig({}, {});
  const body = Uint8Array.from([1, 2, 3, 250, 0, 7]);
  const chunk = new Uint8Array(body.length + 4);
  chunk.set(body);
  new DataView(chunk.buffer).setUint32(body.length, crc32c(body), true);
  assert.deepEqual([...codec.decode(chunk)], [...body]);
  for (const at of [0, 5, 6, 9]) {
    const bad = chunk.slice();
    bad[at] ^= 0x10;
    assert.throws(() => codec.decode(bad), ChecksumMismatch, `a bit flipped at ${at}`);
  }
  assert.throws(() => codec.decode(chunk.subarray(0, chunk.length - 1)), ChecksumMismatch, 'cut short');
});

test("a chunk's key is Zarr's default one, under its level's group", () => {
  assert.equal(chunkKey(0, 'period', 3, 7, 1), 'period/c/3/7');
  assert.equal(chunkKey(2, 'regimeCounts', 0, 1, 4), '2/regimeCounts/c/0/1/0');
});

test('a chunk at the plane’s far edge is cut to the blocks its tile has', () => {
  // a ≤ 5, δ ≤ 7 in tiles of 4 × 4: tile (1, 1) holds a = 5, δ = 5 … 7, a chunk of 4 × 4 entries.
  const m = { aMax: 5, deltaMax: 7, tileA: 4, tileDelta: 4 };
  const chunk = Uint32Array.from({ length: 16 }, (_, k) => k);
  const field = { name: 'period', type: 'u32', components: 1, missing: null, values: null };
  assert.deepEqual([...cutToTile(m, 0, 1, 1, field, chunk)], [0, 1, 2]);
  assert.ok(cutToTile(m, 0, 1, 1, field, chunk) instanceof Uint32Array);
  // Counts of two codes a block, at level 1 (blocks of 2 × 2): its one tile is 3 block rows of 4 blocks.
  const counts = { name: 'agreementCounts', type: 'u32', components: 2, missing: null, values: ['no', 'yes'] };
  const wide = Uint32Array.from({ length: 4 * 4 * 2 }, (_, k) => k);
  assert.deepEqual(
    [...cutToTile({ ...m, tileA: 4, tileDelta: 4 }, 1, 0, 0, counts, wide)],
    [...[0, 1, 2, 3, 4, 5, 6, 7], ...[8, 9, 10, 11, 12, 13, 14, 15], ...[16, 17, 18, 19, 20, 21, 22, 23]],
  );
  assert.throws(() => cutToTile(m, 0, 1, 1, field, chunk.subarray(1)), /a chunk's size/);
});
