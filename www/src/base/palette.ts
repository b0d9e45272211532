// The colours of the theme in force at an element, as numbers for the core and as CSS colour
// text for the canvases (from theme.ts, never from a stylesheet that might not have loaded).
import { type ColourName, themeColour } from './theme.ts';

/** The colours the core's pictures take, in its order. */
const NAMES: readonly ColourName[] = ['w0', 'w1', 'w2', 'w3', 'bg', 'cell-line'];

/** [W0, W1, W2, W3, background, cell line] as 0xRRGGBB: what the core's pictures are drawn in. */
export type Palette = readonly number[];

/** 0xRRGGBB from "#rrggbb", "#rgb" or "rgb(r, g, b)"; black when unreadable. */
export function parseColour(text: string): number {
  const t = text.trim();
  const long = /^#([0-9a-f]{6})$/i.exec(t);
  if (long?.[1]) return parseInt(long[1], 16);
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(t);
  if (short) {
    const [, r = '0', g = '0', b = '0'] = short;
    return parseInt(r + r + g + g + b + b, 16);
  }
  const rgb = /^rgba?\(\s*(\d+)[ ,]+(\d+)[ ,]+(\d+)/i.exec(t);
  if (rgb) return (Number(rgb[1]) << 16) | (Number(rgb[2]) << 8) | Number(rgb[3]);
  return 0;
}

/** [W0, W1, W2, W3, background, cell line] as 0xRRGGBB, in the theme in force at `element`. */
export function readPalette(element: Element): Palette {
  return NAMES.map((name) => parseColour(themeColour(element, name) ?? ''));
}

/** CSS colour text for a class, for drawing labels in the same colours. */
export function cssColour(rgb: number): string {
  return `#${rgb.toString(16).padStart(6, '0')}`;
}

/** The colour `--asg-name` of the theme in force at `element`, or `fallback` when it has none. */
export function cssVar(element: Element, name: string, fallback: string): string {
  return themeColour(element, name.replace(/^--asg-/, '')) ?? fallback;
}
