// Pixels as rectangles, for SVG: runs of one colour along each row, merged down the columns with
// the identical runs of the rows below (a two-dimensional merge), painted over a background.
// Colours are the pixels' own 32-bit words (RGBA bytes as the platform reads them).
// @ts-nocheck

/** A canvas's pixels as 32-bit words (one per pixel), from its ImageData. */
export function wordsOf(image) {
  return new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height);
}

/** The colour of most pixels (painted first, as one rectangle, and left out of the runs). */
export function commonColour(words) {
  const counts = new Map();
  let best = words[0] ?? 0;
  let most = 0;
  // Runs, not pixels: a long run of one colour counts as its length at once.
  for (let i = 0; i < words.length; ) {
    const c = words[i];
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
export function mergeRuns(words, width, height, { skip = null, mask = null } = {}) {
  const done = [];
  let open = new Map(); // start x → the rectangle growing down from the row above
  for (let y = 0; y < height; y++) {
    const next = new Map();
    const row = y * width;
    let x = 0;
    while (x < width) {
      if (mask && !mask[row + x]) {
        x++;
        continue;
      }
      const c = words[row + x];
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
export function rasterise(width, height, background, layers) {
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
export function rectanglesOf(image, model = null) {
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
