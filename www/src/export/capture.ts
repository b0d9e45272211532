// The view's canvases as pixels without their text and lines, and those as data: for an SVG
// export, each canvas is drawn again at once with fillText and stroke recording instead of
// drawing, read, then drawn again as usual. No drawing module changes for it.
import type { ExportSource } from './source.ts';
import { recordStrokes, type Stroke } from './strokes.ts';

/** Text a canvas drew with fillText: where, in which font, colour, alignment and opacity, under transform `m`. */
export interface TextRecord {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly font: string;
  readonly fill: string;
  readonly align: CanvasTextAlign;
  readonly baseline: CanvasTextBaseline;
  readonly alpha: number;
  /** The transform [a, b, c, d, e, f]. */
  readonly m: readonly [number, number, number, number, number, number];
}

/** A canvas as captured: its pixels (without the text and lines recorded), its text and its lines. */
export interface Shot {
  readonly canvas: HTMLCanvasElement;
  readonly image: ImageData;
  readonly texts: readonly TextRecord[];
  readonly strokes: readonly Stroke[];
}

/** Forgets what a canvas recorded so far (it is drawn from the start again). */
type Begin = (canvas: HTMLCanvasElement) => void;

/** A canvas that can be drawn again at once, and how. */
type Drawer = readonly [HTMLCanvasElement, (begin: Begin) => void];

/**
 * The canvases of `source` that can be drawn again at once, with how: the main picture (a
 * grid that comes in passes is drawn to the end), the proof views' lane and chart, the landscape.
 */
function drawers(source: ExportSource): Drawer[] {
  const out: Drawer[] = [];
  const view = source.view;
  out.push([
    view.canvas,
    (begin) => {
      view.draw();
      if (!view.sharpening) return;
      view.complete();
      begin(view.canvas);
      view.present(performance.now(), window.devicePixelRatio || 1, view.zoom());
    },
  ]);
  for (const p of source.parts.proof?.pictures ?? []) out.push([p.canvas, () => p.redraw()]);
  const landscape = source.parts.landscape?.chart;
  if (landscape) out.push([landscape.canvas, () => landscape.draw()]);
  return out;
}

/**
 * Draws `canvases` of `source` again with their text and lines recorded instead of drawn, and
 * returns for each its image (without them), texts and strokes (strokes.ts); then draws
 * them again as usual. A canvas this cannot draw again keeps its pixels, text and all, and
 * records none.
 */
export function capture(source: ExportSource, canvases: readonly HTMLCanvasElement[]): Shot[] {
  const texts = new Map<HTMLCanvasElement, TextRecord[]>(canvases.map((c) => [c, []]));
  const proto = CanvasRenderingContext2D.prototype;
  const fillText = proto.fillText;
  proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
    const list = texts.get(this.canvas);
    if (!list) {
      if (maxWidth === undefined) fillText.call(this, text, x, y);
      else fillText.call(this, text, x, y, maxWidth);
      return;
    }
    const m = this.getTransform();
    list.push({
      text: String(text),
      x,
      y,
      font: this.font,
      fill: typeof this.fillStyle === 'string' ? this.fillStyle : '#000000',
      align: this.textAlign,
      baseline: this.textBaseline,
      alpha: this.globalAlpha,
      m: [m.a, m.b, m.c, m.d, m.e, m.f],
    });
  };
  const lines = recordStrokes(canvases);
  const begin: Begin = (canvas) => {
    texts.get(canvas)?.splice(0);
    lines.strokes.get(canvas)?.splice(0);
  };
  const redraw = drawers(source).filter(([canvas]) => texts.has(canvas));
  try {
    for (const [canvas, draw] of redraw) {
      begin(canvas);
      draw(begin);
    }
    return canvases.map((canvas) => {
      const drawn = redraw.some(([c]) => c === canvas);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('an export reads 2D canvases');
      return {
        canvas,
        image: ctx.getImageData(0, 0, canvas.width, canvas.height),
        texts: drawn ? [...(texts.get(canvas) ?? [])] : [],
        strokes: drawn ? [...(lines.strokes.get(canvas) ?? [])] : [],
      };
    });
  } finally {
    proto.fillText = fillText;
    lines.stop();
    for (const [, draw] of redraw) draw(() => {});
  }
}
