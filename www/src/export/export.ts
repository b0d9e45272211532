// Saving the current view as files that stand alone: the picture as PNG or SVG, with its title,
// legend and caption; the numbers as CSV (and JSON, in data.js); and the download itself.
import { el } from '../base/dom.ts';
import { loadFull } from '../core/full.ts';
import { capture } from './capture.ts';
import { pngOfSheet } from './png.ts';
import { rectanglesOf } from './rects.ts';
import { type Sheet, sheetOf } from './sheet.ts';
import type { ExportSource } from './source.ts';
import { svgDocument } from './svg.ts';
import type { Cell, Table } from './table.ts';
import { type Geometry, pictureModel } from './values.ts';

/** The canvases the view shows, top to bottom (hidden ones left out). */
export function visibleCanvases(root: ParentNode): HTMLCanvasElement[] {
  return [...root.querySelectorAll('canvas')].filter((c) => !c.closest('[hidden]') && c.width > 0 && c.height > 0);
}

/** What a canvas is, for the SVG's groups: its first class. */
const nameOf = (canvas: HTMLCanvasElement): string => canvas.classList[0] ?? 'canvas';

/**
 * The picture of the view on show in `source` as a file of `kind` 'png' or 'svg': its
 * canvases stacked, the title above, the legend, caption and `link` below. Resolves to a Blob.
 */
export async function pictureFile(
  source: ExportSource,
  kind: 'png' | 'svg',
  { link }: { link?: string } = {},
): Promise<Blob> {
  // The SVG reads which heaps lie under each pixel from the full core (loaded first, so that
  // nothing is drawn between the capture and the model).
  const geometry = kind === 'svg' ? await loadFull() : null;
  const canvases = visibleCanvases(source.root);
  if (!canvases.length) throw new Error(source.t('export-nothing'));
  const sheet = sheetOf(source, canvases, link);
  if (!geometry) return pngOfSheet(sheet);
  return new Blob([svgText(source, sheet, geometry)], { type: 'image/svg+xml' });
}

/**
 * The SVG of a sheet: each canvas as rectangles (the main picture zoomed in from its values,
 * anything else from its pixels, merged along rows and down columns), its lines as paths and its
 * text as <text>.
 */
export function svgText(source: ExportSource, sheet: Sheet, geometry: Geometry): string {
  const shots = capture(
    source,
    sheet.pictures.map((p) => p.canvas),
  );
  const pictures = shots.map(({ canvas, image, texts, strokes }, i) => {
    const model = canvas === source.view.canvas ? pictureModel(source.view, image.width, image.height, geometry) : null;
    return {
      name: nameOf(canvas),
      top: sheet.pictures[i]?.top ?? 0,
      width: image.width,
      height: image.height,
      rects: rectanglesOf(image, model),
      strokes,
      texts,
    };
  });
  return svgDocument(sheet, pictures);
}

/**
 * CSV text: a header line (each column's key as `header(key)` says it), then one line per row;
 * a missing value (null) is an empty cell.
 */
export function csvText({ columns, rows }: Table, header = (key: string): string => key): string {
  const cell = (v: Cell | undefined): string =>
    v === null || v === undefined
      ? ''
      : typeof v === 'string' && /[",\n]/.test(v)
        ? `"${v.replace(/"/g, '""')}"`
        : String(v);
  const lines = [columns.map((c) => cell(header(c))).join(','), ...rows.map((r) => r.map(cell).join(','))];
  return `${lines.join('\n')}\n`;
}

/** Saves a blob under `name` through a temporary link (inside `root`, so it works in a shadow root). */
export function download(blob: Blob, name: string, root: ParentNode): void {
  const url = URL.createObjectURL(blob);
  const a = el('a', { href: url, download: name, hidden: true });
  root.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 5000);
}
