// Pixels as rectangles, for SVG: runs of one colour along each row, merged down the columns with
// the identical runs of the rows below (a two-dimensional merge), painted over a background.
// Colours are the pixels' own 32-bit words (RGBA bytes as the platform reads them).

/** A rectangle of pixels x … x + w − 1, y … y + h − 1 of colour `c` (a pixel word). */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly c: number;
}

/** Layers of rectangles painted in order over a background colour (a pixel word). */
export interface Layers {
  readonly background: number;
  readonly layers: readonly (readonly Rect[])[];
}

/** A canvas's pixels as 32-bit words (one per pixel), from its ImageData. */
export function wordsOf(image: ImageData): Uint32Array {
  return new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height);
}

/** The colour of most pixels (painted first, as one rectangle, and left out of the runs). */
export function commonColour(words: Uint32Array): number {
  const counts = new Map<number, number>();
  let best = words[0] ?? 0;
  let most = 0;
  // Runs, not pixels: a long run of one colour counts as its length at once.
  for (let i = 0; i < words.length; ) {
    const c = words[i] ?? 0;
    let j = i + 1;
    while (j < words.length && words[j] === c) j++;
    const n = (counts.get(c) ?? 0) + j - i;
    counts.set(c, n);
    if (n > most) [best, most] = [c, n];
    i = j;
  }
  return best;
}

/**
 * The rectangles { x, y, w, h, c } that draw `words` (width × height) over a background of
 * colour `skip` (its pixels are left out): runs along rows, each extended downwards while the
 * row below has a run of the same start, length and colour. With `mask` (one byte a pixel),
 * only pixels whose mask is set are drawn. No two rectangles overlap.
 */
export function mergeRuns(
  words: Uint32Array,
  width: number,
  height: number,
  { skip = null, mask = null }: { skip?: number | null; mask?: Uint8Array | null } = {},
): Rect[] {
  /** A rectangle still growing: its height goes up by a row at a time. */
  type Growing = { x: number; y: number; w: number; h: number; c: number };
  const done: Growing[] = [];
  let open = new Map<number, Growing>(); // start x → the rectangle growing down from the row above
  for (let y = 0; y < height; y++) {
    const next = new Map<number, Growing>();
    const row = y * width;
    let x = 0;
    while (x < width) {
      if (mask && !mask[row + x]) {
        x++;
        continue;
      }
      const c = words[row + x] ?? 0;
      let x1 = x + 1;
      while (x1 < width && words[row + x1] === c && (!mask || mask[row + x1])) x1++;
      if (c !== skip) {
        const o = open.get(x);
        if (o && o.w === x1 - x && o.c === c) {
          o.h++;
          open.delete(x);
          next.set(x, o);
        } else next.set(x, { x, y, w: x1 - x, h: 1, c });
      }
      x = x1;
    }
    for (const o of open.values()) done.push(o);
    open = next;
  }
  for (const o of open.values()) done.push(o);
  return done;
}

/** Paints layers of rectangles (in order, over `background`) into new pixel words, width × height. */
export function rasterise(
  width: number,
  height: number,
  background: number,
  layers: readonly (readonly Rect[])[],
): Uint32Array {
  const out = new Uint32Array(width * height).fill(background);
  for (const layer of layers)
    for (const { x, y, w, h, c } of layer)
      for (let yy = Math.max(0, y); yy < Math.min(height, y + h); yy++)
        out.fill(c, yy * width + Math.max(0, x), yy * width + Math.min(width, x + w));
  return out;
}

/**
 * The rectangles of a canvas's pixels: over a `model` (layers of rectangles drawn from what the
 * picture shows, with its background), the pixels where the canvas differs from it (labels'
 * backgrounds, ticks, marks); without a model, all of them over their commonest colour.
 * Returns { background, layers }, painted in order.
 */
export function rectanglesOf(image: ImageData, model: Layers | null = null): Layers {
  const { width, height } = image;
  const words = wordsOf(image);
  if (!model) {
    const background = commonColour(words);
    return { background, layers: [mergeRuns(words, width, height, { skip: background })] };
  }
  const painted = rasterise(width, height, model.background, model.layers);
  const mask = new Uint8Array(words.length);
  let differ = 0;
  for (let i = 0; i < words.length; i++)
    if (words[i] !== painted[i]) {
      mask[i] = 1;
      differ++;
    }
  const overlay = differ ? mergeRuns(words, width, height, { mask }) : [];
  return { background: model.background, layers: [...model.layers, overlay] };
}
