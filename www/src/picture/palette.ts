// The colours of the theme in force at an element, as numbers for the core and as CSS colour
// text for the canvases (from theme.js, never from a stylesheet that might not have loaded).
// @ts-nocheck
import { themeColour } from './theme.ts';

const NAMES = ['w0', 'w1', 'w2', 'w3', 'bg', 'cell-line'];

/** 0xRRGGBB from "#rrggbb", "#rgb" or "rgb(r, g, b)"; black when unreadable. */
export function parseColour(text) {
  const t = text.trim();
  let m = /^#([0-9a-f]{6})$/i.exec(t);
  if (m) return parseInt(m[1], 16);
  m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(t);
  if (m) return parseInt(m[1] + m[1] + m[2] + m[2] + m[3] + m[3], 16);
  m = /^rgba?\(\s*(\d+)[ ,]+(\d+)[ ,]+(\d+)/i.exec(t);
  if (m) return (Number(m[1]) << 16) | (Number(m[2]) << 8) | Number(m[3]);
  return 0;
}

/** [W0, W1, W2, W3, background, cell line] as 0xRRGGBB, in the theme in force at `element`. */
export function readPalette(element) {
  return NAMES.map((name) => parseColour(themeColour(element, name)));
}

/** CSS colour text for a class, for drawing labels in the same colours. */
export function cssColour(rgb) {
  return `#${rgb.toString(16).padStart(6, '0')}`;
}

/** The colour `--asg-name` of the theme in force at `element`, or `fallback` when it has none. */
export function cssVar(element, name, fallback) {
  return themeColour(element, name.replace(/^--asg-/, '')) ?? fallback;
}
