// The spectrum's canvases (the bars, the torus) made ready for the core to draw on: sized in
// device pixels, with a Picture of that size and the theme's palette, one colour of it their own.
import type { Picture } from '../../pkg/asg_full.js';
import { cssVar, readPalette } from '../base/palette.ts';
import type { FullCore } from '../core/full.ts';

/** The palette's entry each canvas colours itself: the bars' axis, the torus's cuts. */
const LINE = 5;

/** A canvas's size in device pixels, and its line colour: a CSS variable and the colour without it. */
export interface SurfaceSize {
  readonly w: number;
  readonly h: number;
  readonly line: string;
  readonly fallback: string;
}

/**
 * Sizes `canvas` to w × h device pixels and returns `picture` resized to match (or a new one of
 * `core`), with the theme's palette and its line in the colour of CSS variable `line`.
 */
export function surface(
  canvas: HTMLCanvasElement,
  core: FullCore,
  picture: Picture | null,
  { w, h, line, fallback }: SurfaceSize,
): Picture {
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w;
    canvas.height = h;
  }
  const out = picture ?? new core.Picture(w, h);
  if (picture) picture.resize(w, h);
  const palette = [...readPalette(canvas)];
  palette[LINE] = parseInt(cssVar(canvas, line, fallback).slice(1), 16) || parseInt(fallback.slice(1), 16);
  out.setPalette(Uint32Array.from(palette));
  return out;
}
