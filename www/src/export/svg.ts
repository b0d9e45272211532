// SVG markup for exports: rectangles as one path per colour and layer, the text drawn on the
// canvases as <text> (with its font, colour, alignment and transform), and the sheet's title,
// legend and caption as <text>, in one standalone document.
import type { TextRecord } from './capture.ts';
import type { Layers, Rect } from './rects.ts';
import type { Paragraph, Sheet } from './sheet.ts';
import type { Stroke } from './strokes.ts';

/** A picture of the sheet as SVG draws it: its canvas's name, place and size, rectangles, lines and text. */
export interface SvgPicture {
  readonly name: string;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly rects: Layers;
  readonly strokes: readonly Stroke[];
  readonly texts: readonly TextRecord[];
}

/** Text made safe for XML, in an attribute's quotes or between tags. */
export const escapeXml = (t: string | number): string =>
  String(t).replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A number as short as it can be written, to 1/100 px. */
const num = (v: number): string => String(Math.round(v * 100) / 100);

/** A pixel word (RGBA bytes, little-endian) as fill attributes: #rrggbb, and its opacity when not opaque. */
function fillOfWord(c: number): string {
  const hex = `#${[c & 0xff, (c >>> 8) & 0xff, (c >>> 16) & 0xff].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  const a = c >>> 24;
  return a === 255 ? `fill="${hex}"` : `fill="${hex}" fill-opacity="${num(a / 255)}"`;
}

/** A CSS colour (as a canvas's fillStyle gives it: #rrggbb or rgba(…)) as fill attributes. */
function fillOfCss(colour: string): string {
  const m = /^rgba?\(\s*(\d+)[ ,]+(\d+)[ ,]+(\d+)(?:[ ,/]+([\d.]+))?\s*\)$/.exec(String(colour));
  if (!m) return `fill="${escapeXml(colour)}"`;
  const hex = `#${m
    .slice(1, 4)
    .map((v) => Number(v).toString(16).padStart(2, '0'))
    .join('')}`;
  return m[4] === undefined || Number(m[4]) === 1 ? `fill="${hex}"` : `fill="${hex}" fill-opacity="${m[4]}"`;
}

/**
 * A CSS font (as a canvas's font gives it: "600 14px system-ui, …") as SVG's font attributes,
 * its size times `scale`. (Attributes, not styles: a page whose policy forbids inline styles can
 * still read the file.)
 */
export function fontAttributes(font: string, scale = 1): string {
  const m = /^(.*?)(\d+(?:\.\d+)?)px(?:\s*\/\s*\S+)?\s+(.+)$/.exec(font);
  if (!m?.[3]) return `font-family="${escapeXml(font)}"`;
  const words = (m[1] ?? '').trim().split(/\s+/).filter(Boolean);
  const weight = words.find((w) => /^(\d+|bold|bolder|lighter)$/.test(w));
  const style = words.find((w) => /^(italic|oblique)$/.test(w));
  return [
    `font-family="${escapeXml(m[3])}"`,
    `font-size="${num(Number(m[2]) * scale)}"`,
    weight ? `font-weight="${weight}"` : '',
    style ? `font-style="${style}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Elements [attributes, markup] in order, those in a row with the same attributes in one <g>. */
function grouped(items: readonly (readonly [string, string])[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < items.length; ) {
    const attributes = items[i]?.[0];
    let j = i + 1;
    while (j < items.length && items[j]?.[0] === attributes) j++;
    out.push(
      `<g ${attributes}>${items
        .slice(i, j)
        .map((x) => x[1])
        .join('')}</g>`,
    );
    i = j;
  }
  return out;
}

/**
 * Rectangles { x, y, w, h, c } (c a pixel word) as paths, one per colour: none of one layer
 * overlap, so their order within it does not matter.
 */
export function pathsOf(rects: readonly Rect[]): string[] {
  const byColour = new Map<number, Rect[]>();
  for (const r of rects) {
    const list = byColour.get(r.c);
    if (list) list.push(r);
    else byColour.set(r.c, [r]);
  }
  const out: string[] = [];
  for (const [c, list] of byColour) {
    // Each rectangle a closed subpath; after its close, the next moves relative to its corner.
    let d = '';
    let [px, py] = [0, 0];
    for (const r of list) {
      d += `${d ? 'm' : 'M'}${r.x - px} ${r.y - py}h${r.w}v${r.h}h${-r.w}z`;
      [px, py] = [r.x, r.y];
    }
    out.push(`<path ${fillOfWord(c)} d="${d}"/>`);
  }
  return out;
}

const ANCHORS: Readonly<Record<CanvasTextAlign, string>> = {
  left: 'start',
  start: 'start',
  center: 'middle',
  right: 'end',
  end: 'end',
};
const BASELINES: Readonly<Record<CanvasTextBaseline, string>> = {
  top: 'text-before-edge',
  hanging: 'hanging',
  middle: 'central',
  alphabetic: 'auto',
  ideographic: 'ideographic',
  bottom: 'text-after-edge',
};

/**
 * Text a canvas drew (recorded from fillText: { text, x, y, font, fill, align, baseline, alpha,
 * m: the transform [a, b, c, d, e, f] }) as <text> at the same place, in canvas pixels.
 */
export function canvasText(records: readonly TextRecord[]): string[] {
  return grouped(
    records.map(({ text, x, y, font, fill, align, baseline, alpha, m }) => {
      const [a, b, c, d, e, f] = m;
      // Scaled and moved only (no rotation): the position and the font size carry the transform.
      const plain = b === 0 && c === 0 && a === d && a > 0;
      const attributes = [
        fontAttributes(font, plain ? a : 1),
        fillOfCss(fill),
        alpha < 1 ? `opacity="${num(alpha)}"` : '',
        `text-anchor="${ANCHORS[align] ?? 'start'}"`,
        baseline === 'alphabetic' ? '' : `dominant-baseline="${BASELINES[baseline] ?? 'auto'}"`,
      ]
        .filter(Boolean)
        .join(' ');
      const at = plain
        ? `x="${num(a * x + e)}" y="${num(d * y + f)}"`
        : `x="${num(x)}" y="${num(y)}" transform="matrix(${m.map(num).join(' ')})"`;
      return [attributes, `<text ${at}>${escapeXml(text)}</text>`] as const;
    }),
  );
}

/**
 * Lines a canvas drew (recorded by strokes.ts) as paths, in canvas pixels, smooth (not
 * crisp, as the rectangles are), each under its clips; clip paths get ids starting `id`.
 */
export function canvasStrokes(strokes: readonly Stroke[], id: string): string[] {
  const clips = new Map<string, string>();
  const out: string[] = [];
  for (const st of strokes) {
    const colour = fillOfCss(st.colour)
      .replace(/^fill=/, 'stroke=')
      .replace(' fill-opacity=', ' stroke-opacity=');
    const attributes = [
      `d="${st.d}"`,
      'fill="none"',
      colour,
      st.alpha < 1 ? `opacity="${num(st.alpha)}"` : '',
      `stroke-width="${num(st.width)}"`,
      st.dash.length ? `stroke-dasharray="${st.dash.map(num).join(' ')}"` : '',
      st.dashOffset ? `stroke-dashoffset="${num(st.dashOffset)}"` : '',
      st.cap !== 'butt' ? `stroke-linecap="${st.cap}"` : '',
      st.join !== 'miter' ? `stroke-linejoin="${st.join}"` : '',
      'shape-rendering="geometricPrecision"',
    ];
    let path = `<path ${attributes.filter(Boolean).join(' ')}/>`;
    for (const d of [...st.clips].reverse()) {
      const name = clips.get(d) ?? `${id}${clips.size}`;
      clips.set(d, name);
      path = `<g clip-path="url(#${name})">${path}</g>`;
    }
    out.push(path);
  }
  const defs = [...clips].map(([d, name]) => `<clipPath id="${name}"><path d="${d}"/></clipPath>`);
  return defs.length ? [`<defs>${defs.join('')}</defs>`, ...out] : out;
}

/**
 * A paragraph of the sheet (lines of pieces { text, x, font }, each line at its baseline y) as
 * one <text>, so that its text content is the paragraph's own text.
 */
function paragraph({ lines, colour }: Paragraph): string {
  const pieces: string[] = [];
  for (const { y, pieces: parts } of lines)
    for (const p of parts)
      pieces.push(`<tspan ${fontAttributes(p.font)} x="${num(p.x)}" y="${num(y)}">${escapeXml(p.text)}</tspan>`);
  return `<text ${fillOfCss(colour)}>${pieces.join('')}</text>`;
}

/**
 * The whole SVG document: the sheet's background, title, legend and caption (`sheet` from
 * sheet.ts), and each picture ({ name, top, width, height, rects: { background, layers },
 * strokes, texts }) at its place.
 */
export function svgDocument(sheet: Sheet, pictures: readonly SvgPicture[]): string {
  const body: string[] = [];
  const fill = fillOfCss;
  for (const p of pictures) {
    body.push(`<g transform="translate(0 ${p.top})" data-canvas="${escapeXml(p.name)}">`);
    body.push(`<rect width="${p.width}" height="${p.height}" ${fillOfWord(p.rects.background)}/>`);
    for (const layer of p.rects.layers) body.push(...pathsOf(layer));
    body.push(...canvasStrokes(p.strokes, `clip-${p.name}-`));
    body.push(...canvasText(p.texts));
    body.push('</g>');
  }
  for (const s of sheet.swatches)
    body.push(`<rect x="${num(s.x)}" y="${num(s.y)}" width="${num(s.w)}" height="${num(s.h)}" ${fill(s.colour)}/>`);
  for (const para of sheet.paragraphs) {
    const text = paragraph(para);
    body.push(para.link ? `<a href="${escapeXml(para.link)}">${text}</a>` : text);
  }
  const { width, height, scale } = sheet;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" lang="${escapeXml(sheet.lang)}" xml:lang="${escapeXml(sheet.lang)}" width="${num(width / scale)}" height="${num(height / scale)}" viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges" xml:space="preserve">`,
    `<title>${escapeXml(sheet.title)}</title>`,
    `<desc>${escapeXml(sheet.description)}</desc>`,
    `<rect width="${width}" height="${height}" ${fill(sheet.background)}/>`,
    ...body,
    '</svg>',
  ].join('\n');
}
