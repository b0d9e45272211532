// The class colours, read from the stylesheet (light or dark), as numbers for the core.

const NAMES = ['--asg-w0', '--asg-w1', '--asg-w2', '--asg-w3', '--asg-bg', '--asg-cell-line'];

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

/** [W0, W1, W2, W3, background, cell line] as 0xRRGGBB, from the custom properties in effect at `element`. */
export function readPalette(element) {
  const style = getComputedStyle(element);
  return NAMES.map((name) => parseColour(style.getPropertyValue(name)));
}

/** CSS colour text for a class, for drawing labels in the same colours. */
export function cssColour(rgb) {
  return `#${rgb.toString(16).padStart(6, '0')}`;
}

/** A custom property (or other computed style) of an element, or `fallback` when unset. */
export function cssVar(element, name, fallback) {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}
