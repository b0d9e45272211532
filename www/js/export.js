// Saving the current view: PNG and SVG of what is drawn, CSV and JSON of the numbers in view.
import { el } from './dom.js';

/** The canvases the view shows, top to bottom (hidden ones left out). */
export function visibleCanvases(root) {
  return [...root.querySelectorAll('canvas')].filter((c) => !c.closest('[hidden]') && c.width > 0 && c.height > 0);
}

/** One PNG of the view's canvases stacked, at their full resolution. */
export function pngBlob(canvases) {
  const width = Math.max(...canvases.map((c) => c.width));
  const height = canvases.reduce((s, c) => s + c.height, 0);
  const out = document.createElement('canvas');
  out.width = width;
  out.height = height;
  const ctx = out.getContext('2d');
  let y = 0;
  for (const c of canvases) {
    ctx.drawImage(c, 0, y);
    y += c.height;
  }
  return new Promise((ok, fail) =>
    out.toBlob((b) => (b ? ok(b) : fail(new Error('the picture could not be encoded'))), 'image/png'),
  );
}

/** The colour of a pixel as #rrggbb. */
function hex(d, i) {
  return `#${((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]).toString(16).padStart(6, '0')}`;
}

/**
 * A canvas's pixels as SVG rectangles: runs of one colour along each row, and rows that repeat
 * the row above extend its rectangles downwards (so cells and stripes cost one rectangle each).
 * Returns null past `limit` rectangles.
 */
export function rectsOf(data, width, height, limit) {
  const rects = [];
  let open = []; // rectangles still growing: { x, y, w, h, c }
  let prevKey = null;
  for (let y = 0; y < height; y++) {
    const runs = [];
    let x = 0;
    while (x < width) {
      const i = 4 * (y * width + x);
      const c = hex(data, i);
      let x1 = x + 1;
      while (x1 < width) {
        const j = 4 * (y * width + x1);
        if (data[j] !== data[i] || data[j + 1] !== data[i + 1] || data[j + 2] !== data[i + 2]) break;
        x1++;
      }
      runs.push([x, x1 - x, c]);
      x = x1;
    }
    const key = runs.map((r) => r.join(',')).join(';');
    if (key === prevKey) {
      for (const r of open) r.h++;
      continue;
    }
    rects.push(...open);
    if (rects.length > limit) return null;
    open = runs.map(([x0, w, c]) => ({ x: x0, y, w, h: 1, c }));
    prevKey = key;
  }
  rects.push(...open);
  return rects.length > limit ? null : rects;
}

const escapeXml = (t) => String(t).replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The view as an SVG document: each canvas as rectangles (or, when that would be huge, as an
 * embedded PNG), stacked, with a title and the view's caption as its description.
 */
export function svgText(canvases, { title, description }) {
  const width = Math.max(...canvases.map((c) => c.width));
  const height = canvases.reduce((s, c) => s + c.height, 0);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges">`,
    `<title>${escapeXml(title)}</title>`,
    `<desc>${escapeXml(description)}</desc>`,
  ];
  let y = 0;
  for (const c of canvases) {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const rects = rectsOf(d, c.width, c.height, 150000);
    parts.push(`<g transform="translate(0 ${y})">`);
    if (rects) {
      for (const r of rects) parts.push(`<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="${r.c}"/>`);
    } else {
      parts.push(`<image width="${c.width}" height="${c.height}" href="${c.toDataURL('image/png')}"/>`);
    }
    parts.push('</g>');
    y += c.height;
  }
  parts.push('</svg>');
  return parts.join('\n');
}

/**
 * CSV text: a header line (each column's key as `header(key)` says it), then one line per row;
 * a missing value (null) is an empty cell.
 */
export function csvText({ columns, rows }, header = (key) => key) {
  const cell = (v) =>
    v === null || v === undefined
      ? ''
      : typeof v === 'string' && /[",\n]/.test(v)
        ? `"${v.replace(/"/g, '""')}"`
        : String(v);
  const lines = [columns.map((c) => cell(header(c))).join(','), ...rows.map((r) => r.map(cell).join(','))];
  return `${lines.join('\n')}\n`;
}

/** Saves a blob under `name` through a temporary link (inside `root`, so it works in a shadow root). */
export function download(blob, name, root) {
  const url = URL.createObjectURL(blob);
  const a = el('a', { href: url, download: name, hidden: true });
  root.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 5000);
}
