// What a landscape with an atlas takes from where: the games its workers must compute (past the
// atlas's plane, or in a tile it refused) and the planes that keep them, and a cell looked up
// in those planes or in its atlas tile.
import { atlasCell } from './atlas-paint.ts';
import type { AtlasTiles, TilePlace } from './atlas-tiles.ts';
import { type Cell, Plane } from './plane.ts';

/** The level-0 tile of the game (a, δ). */
export function tileOf(atlas: AtlasTiles, a: number, delta: number): TilePlace {
  const m = atlas.manifest;
  return { level: 0, row: Math.floor((a - 1) / m.tileA), col: Math.floor((delta - 1) / m.tileDelta) };
}

/** True when the atlas gives the game (a, δ): it lies in its plane, in a tile not refused. */
export function inAtlas(atlas: AtlasTiles, a: number, delta: number): boolean {
  const m = atlas.manifest;
  return a <= m.aMax && delta <= m.deltaMax && !atlas.refused(tileOf(atlas, a, delta));
}

/** The games of `pieces` the atlas does not give and that are not computed yet, as the worker's list. */
export function lacking(atlas: AtlasTiles, pieces: readonly Plane[]): { a: Uint32Array; delta: Uint32Array } {
  const a: number[] = [];
  const delta: number[] = [];
  for (const piece of pieces) {
    for (let x = piece.aFrom; x <= piece.amax; x++) {
      for (let d = piece.dFrom; d <= piece.dmax; d++) {
        if (inAtlas(atlas, x, d) || piece.filled[piece.slot(x, d)]) continue;
        a.push(x);
        delta.push(d);
      }
    }
  }
  return { a: Uint32Array.from(a), delta: Uint32Array.from(delta) };
}

/**
 * Adds to `pieces` a plane for each refused level-0 tile that the plane asked for (`plane`)
 * does not hold whole, so that its games are computed and kept there.
 */
export function addRefusedPieces(atlas: AtlasTiles, plane: Plane, pieces: Plane[]): void {
  const m = atlas.manifest;
  for (let row = 0; row * m.tileA < m.aMax; row++) {
    for (let col = 0; col * m.tileDelta < m.deltaMax; col++) {
      if (!atlas.refused({ level: 0, row, col })) continue;
      const [a0, d0] = [row * m.tileA + 1, col * m.tileDelta + 1];
      const [a1, d1] = [Math.min(m.aMax, a0 + m.tileA - 1), Math.min(m.deltaMax, d0 + m.tileDelta - 1)];
      const within = a1 <= plane.amax && d1 <= plane.dmax;
      const kept = pieces.some((p) => p.aFrom === a0 && p.dFrom === d0 && p.amax === a1 && p.dmax === d1);
      if (!within && !kept) pieces.push(new Plane(a1, d1, a0, d0));
    }
  }
}

/**
 * The cell of (a, δ) and whether it was computed here: from the planes computed here, else from
 * its atlas tile (fetched if not in yet); null while it is not in.
 */
export function cellOf(
  atlas: AtlasTiles | null,
  pieces: readonly Plane[],
  a: number,
  delta: number,
): { cell: Cell; here: boolean } | null {
  for (const p of pieces) {
    const cell = p.cell(a, delta);
    if (cell) return { cell, here: true };
  }
  if (!atlas || !inAtlas(atlas, a, delta)) return null;
  const cell = atlasCell(atlas, a, delta);
  return cell ? { cell, here: false } : null;
}
