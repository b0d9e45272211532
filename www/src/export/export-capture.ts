// The view's canvases as pixels without their text and lines, and those as data: for an SVG
// export, each canvas is drawn again at once with fillText and stroke recording instead of
// drawing, read, then drawn again as usual. No drawing module changes for it.
// @ts-nocheck
import { refine } from '../picture/passes.ts';
import { recordStrokes } from './export-strokes.ts';

/**
 * The canvases of `explorer` that can be drawn again at once, with how: the main picture (a
 * grid that comes in passes is drawn to the end), the lane, the residue chart, the landscape.
 * `begin(canvas)` forgets what a canvas recorded so far (it is drawn from the start again).
 */
function drawers(explorer) {
  const out = [];
  const view = explorer.view;
  if (view)
    out.push([
      view.canvas,
      (begin) => {
        view.draw();
        if (!view.refining) return;
        while (view.refining) refine(view, performance.now());
        begin(view.canvas);
        view.present(performance.now(), window.devicePixelRatio || 1, view.zoom());
      },
    ]);
  for (const p of explorer.parts.proof?.pictures ?? []) out.push([p.canvas, () => p.redraw()]);
  const landscape = explorer.parts.landscape?.chart;
  if (landscape) out.push([landscape.canvas, () => landscape.draw()]);
  return out;
}

/**
 * Draws `canvases` of `explorer` again with their text and lines recorded instead of drawn, and
 * returns for each { canvas, image (its ImageData, without them), texts: [{ text, x, y, font,
 * fill, align, baseline, alpha, m }], strokes (export-strokes.js) }; then draws them again as
 * usual. A canvas this cannot draw again keeps its pixels, text and all, and records none.
 */
export function capture(explorer, canvases) {
  const texts = new Map(canvases.map((c) => [c, []]));
  const proto = CanvasRenderingContext2D.prototype;
  const fillText = proto.fillText;
  proto.fillText = function (text, x, y, ...rest) {
    const list = texts.get(this.canvas);
    if (!list) return fillText.call(this, text, x, y, ...rest);
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
  const begin = (canvas) => {
    if (texts.has(canvas)) texts.get(canvas).length = 0;
    lines.strokes.get(canvas)?.splice(0);
  };
  const redraw = drawers(explorer).filter(([canvas]) => texts.has(canvas));
  let out: unknown;
  try {
    for (const [canvas, draw] of redraw) {
      begin(canvas);
      draw(begin);
    }
    out = canvases.map((canvas) => {
      const drawn = redraw.some(([c]) => c === canvas);
      return {
        canvas,
        image: canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height),
        texts: drawn ? [...texts.get(canvas)] : [],
        strokes: drawn ? [...lines.strokes.get(canvas)] : [],
      };
    });
  } finally {
    proto.fillText = fillText;
    lines.stop();
    for (const [, draw] of redraw) draw(() => {});
  }
  return out;
}
