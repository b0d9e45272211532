// The atlas on the landscape's plot: the tiles in view at the level that fits the zoom, over
// the coarser tiles already in while finer ones come; a refused tile shows the level below it.
import type { Colouring } from '../state/state.ts';
import { gridOf, levelFor } from './atlas.ts';
import type { TileImages } from './atlas-paint.ts';
import type { AtlasTiles, TilePlace } from './atlas-tiles.ts';
import type { AtlasFrame, ChartLayout } from './chart-frame.ts';
import { type ChartColours, coloursKey } from './landscape-colours.ts';

/**
 * The atlas's tiles in view at the level that fits the zoom (fetched as needed), over the
 * coarser tiles already in (while finer ones come); a refused tile shows the level below it,
 * down to level 0, whose games are computed here. True when every tile in view is drawn.
 */
export function drawAtlas(
  ctx: CanvasRenderingContext2D,
  { dpr, m, H, view, cw, ch }: ChartLayout,
  tiles: AtlasTiles,
  images: TileImages,
  color: Colouring,
  colours: ChartColours,
  scale: [number, number],
): { done: boolean; frame: AtlasFrame } {
  const manifest = tiles.manifest;
  const y0 = H - m.bottom;
  const key = coloursKey(colours);
  const level = levelFor(manifest, 1 / (cw * dpr), 1 / (ch * dpr));
  // New pictures for a few ms a frame, so that a pan stays smooth while tiles come in.
  images.frame(6);
  const put = (place: TilePlace, fetch: boolean): boolean => {
    const grid = gridOf(manifest, place.level);
    const { r0, r1, c0, c1 } = grid.blocks(place.row, place.col);
    const b = grid.block;
    const image = images.image(place, color, colours, key, scale, fetch);
    if (!image) return false;
    // The tile's blocks are whole (2^L games) but for the plane's far edges: cut there. Edges
    // on whole device pixels, so that neighbouring tiles meet without a seam.
    const x = (a: number): number => Math.round((m.left + (a - view.aLo) * cw) * dpr) / dpr;
    const y = (d: number): number => Math.round((y0 - (d - view.dLo) * ch) * dpr) / dpr;
    const [left, right] = [x(r0 * b + 0.5), x(r1 * b + 0.5)];
    const [top, bottom] = [y(c1 * b + 0.5), y(c0 * b + 0.5)];
    ctx.save();
    ctx.beginPath();
    const edge = y(manifest.deltaMax + 0.5);
    ctx.rect(left, edge, x(manifest.aMax + 0.5) - left, H - edge);
    ctx.clip();
    ctx.drawImage(image, left, top, right - left, bottom - top);
    ctx.restore();
    return true;
  };
  const inView = (L: number): TilePlace[] =>
    gridOf(manifest, L)
      .tilesIn(view.aLo, view.aHi, view.dLo, view.dHi)
      .map(([row, col]) => ({ level: L, row, col }));
  // Coarser tiles already in, under the finer ones while those come (only then: each layer
  // scaled onto the whole plot costs time).
  const here = inView(level);
  if (!here.every((p) => !tiles.refused(p) && images.ready(p, color, key, scale))) {
    for (let L = manifest.levels.length - 1; L > level; L--) for (const place of inView(L)) put(place, false);
  }
  let done = true;
  const show = (place: TilePlace): void => {
    if (tiles.refused(place)) {
      if (place.level === 0) return;
      // The four tiles below, those in view.
      const below = gridOf(manifest, place.level - 1);
      for (const row of [2 * place.row, 2 * place.row + 1]) {
        for (const col of [2 * place.col, 2 * place.col + 1]) {
          if (row < below.rows && col < below.cols) show({ level: place.level - 1, row, col });
        }
      }
      return;
    }
    if (!put(place, true)) done = false;
  };
  for (const place of here) show(place);
  return { done: done && !images.behind, frame: { level, tiles: here.length } };
}
