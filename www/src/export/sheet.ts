// The sheet around an exported picture: its title above; its colour legend, caption and link
// below; laid out at the picture's width (wrapped as the language breaks lines) in the theme's
// colours, for the PNG and the SVG alike. Every word is the page's own, already translated.
import { canvasFont, themeColour } from '../base/theme.ts';
import { type Colouring, VIEW_NAMES } from '../state/state.ts';
import { msg } from '../text/languages.ts';
import { runOn } from '../text/sentences.ts';
import { type ExportSource, stateOf } from './source.ts';
import { type Piece, wrap } from './wrap.ts';

/** A paragraph: lines of pieces, each line at its baseline y, in one colour; a link (the view's address) or none. */
export interface Paragraph {
  readonly lines: readonly { readonly y: number; readonly pieces: readonly Piece[] }[];
  readonly colour: string;
  readonly link: string | undefined;
}

/** A legend's colour swatch: its box and colour. */
export interface Swatch {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly colour: string;
}

/** A canvas of the view on the sheet, its top edge and size. */
export interface SheetPicture {
  readonly canvas: HTMLCanvasElement;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The sheet of an export, in device pixels of the canvases: its size and scale, language, title,
 * description (the caption), background, paragraphs, swatches and pictures.
 */
export interface Sheet {
  readonly width: number;
  readonly height: number;
  readonly scale: number;
  readonly lang: string;
  readonly title: string;
  readonly description: string;
  readonly background: string;
  readonly paragraphs: readonly Paragraph[];
  readonly swatches: readonly Swatch[];
  readonly pictures: readonly SheetPicture[];
}

/** A run of text of a legend item, bold or not. */
interface Run {
  text: string;
  readonly bold: boolean;
}

/** A legend: its heading and its items, each its swatch's colour and its text. */
interface Legend {
  readonly heading: string;
  readonly items: readonly { readonly colour: string; readonly runs: readonly Run[] }[];
}

/** The message of each colouring of the landscape. */
const COLOURINGS: Readonly<Record<Colouring, string>> = {
  period: 'landscape-colour-period',
  regime: 'landscape-colour-regime',
  agreement: 'landscape-colour-agreement',
};

const visible = (node: Element | null | undefined): node is Element =>
  Boolean(node?.isConnected && (node.checkVisibility?.() ?? !node.closest('[hidden]')));

/** A button that goes with a text (such as "why?"), not a word of it as a term's button is. */
const control = (n: HTMLElement): boolean => n.localName === 'button' && !n.dataset.term;

/** The text of a legend item as runs, leaving out its swatch, what is hidden and its controls. */
function runsOf(item: Element, swatch: Element | null): Run[] {
  const runs: Run[] = [];
  const walk = (node: Node, bold: boolean): void => {
    for (const n of node.childNodes) {
      if (n === swatch || (n instanceof HTMLElement && (n.hidden || control(n)))) continue;
      if (n instanceof Text) {
        if (n.data) runs.push({ text: n.data, bold });
      } else if (n instanceof Element) walk(n, bold || n.localName === 'strong' || n.localName === 'b');
    }
  };
  walk(item, false);
  return runs;
}

/** The caption's text, as the page shows it, without its controls. */
export function captionOf(source: ExportSource): string {
  const caption = source.caption;
  return caption
    ? runsOf(caption, null)
        .map((r) => r.text)
        .join('')
        .trim()
    : '';
}

/** A legend list's items: each its swatch's colour (as the page shows it) and its text. */
function itemsOf(list: Element, itemSelector: string, swatchSelector: string): Legend['items'] {
  return [...list.querySelectorAll(itemSelector)].map((item) => {
    const swatch = item.querySelector<HTMLElement>(swatchSelector);
    const shown = swatch ? getComputedStyle(swatch).backgroundColor : '';
    const colour = swatch?.dataset.colour ?? (shown && shown !== 'rgba(0, 0, 0, 0)' ? shown : '#888888');
    const runs = runsOf(item, swatch);
    const [first, last] = [runs[0], runs.at(-1)];
    if (first) first.text = first.text.trimStart();
    if (last) last.text = last.text.trimEnd();
    return { colour, runs };
  });
}

/** The legends the view shows: the values', the gap types', the landscape's. */
export function legendsOf(source: ExportSource): Legend[] {
  const t = source.t;
  const out: Legend[] = [];
  const values = source.status?.legend;
  if (visible(values) && values.children.length)
    out.push({ heading: t('legend-title'), items: itemsOf(values, ':scope > li', '.asg-swatch') });
  const gaps = source.root.querySelector('.asg-gap-legend');
  if (visible(gaps) && gaps.children.length)
    out.push({ heading: t('gap-legend-label'), items: itemsOf(gaps, ':scope > li', '.asg-swatch') });
  const landscape = source.parts.landscape;
  const keys = landscape?.chart?.legend;
  if (visible(keys) && keys.children.length) {
    const colouring = COLOURINGS[landscape?.params?.color ?? 'period'];
    out.push({
      heading: runOn(t.tag, t('landscape-colour'), t(colouring)),
      items: itemsOf(keys, '.asg-landscape-key', 'i'),
    });
  }
  return out;
}

/** The title of the view: the game S = {a, b, a + b}, a, δ and the view's name (or the landscape's plane). */
export function titleOf(source: ExportSource): string {
  const { t } = source;
  const state = stateOf(source);
  const { info } = source.session;
  const view = msg(VIEW_NAMES[state.view]);
  if (state.view === 'landscape') {
    const p = source.parts.landscape?.params ?? state;
    return t('export-title-landscape', { view, amax: p.amax, dmax: p.dmax });
  }
  return t('export-title', { a: info.a, b: info.b, ab: info.moves[2], delta: info.delta, view });
}

/**
 * The sheet of `canvases` (the view's, top to bottom) of `source`, in device pixels of the
 * canvases. `link` is the address of the view, written last.
 */
export function sheetOf(source: ExportSource, canvases: readonly HTMLCanvasElement[], link?: string): Sheet {
  const t = source.t;
  const first = canvases[0];
  if (!first) throw new Error(t('export-nothing'));
  const scale = Math.max(1, first.width / (first.clientWidth || first.width));
  const width = Math.max(...canvases.map((c) => c.width));
  const colour = (name: string): string => {
    const value = themeColour(first, name);
    if (value === undefined) throw new Error(`the theme has no colour ${name}`);
    return value;
  };
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) throw new Error('an export measures text on a 2D canvas');
  const measure = (text: string, font: string): number => {
    ctx.font = font;
    return ctx.measureText(text).width;
  };
  const size = { title: 17 * scale, body: 13 * scale, small: 11.5 * scale };
  const font = {
    title: canvasFont(size.title, 600, t.lang),
    body: canvasFont(size.body, '', t.lang),
    bold: canvasFont(size.body, 600, t.lang),
    small: canvasFont(size.small, '', t.lang),
  };
  const pad = 12 * scale;
  const [left, right] = [pad, width - pad];
  const paragraphs: Paragraph[] = [];
  const swatches: Swatch[] = [];
  let y = pad;
  /** Adds a paragraph of runs from the current line, its lines `px` high; returns where it ends and its height. */
  const add = (
    runs: readonly { readonly text: string; readonly font: string }[],
    px: number,
    ink: string,
    options: { x?: number; left?: number; link?: string } = {},
  ): { end: number; height: number } => {
    const { lines, end } = wrap(runs, { x: options.x ?? left, left: options.left ?? left, right, measure });
    paragraphs.push({
      lines: lines.map((pieces, i) => ({ y: y + i * px * 1.4 + px, pieces })),
      colour: ink,
      link: options.link,
    });
    return { end, height: lines.length * px * 1.4 };
  };
  const ink = colour('ink');
  const title = titleOf(source);
  y += add([{ text: title, font: font.title }], size.title, ink).height;
  const badge = source.status?.badge;
  if (stateOf(source).view !== 'landscape' && badge?.textContent) {
    const tone = colour(badge.dataset.proven === 'true' ? 'ok' : 'warn');
    y += add([{ text: badge.textContent, font: font.small }], size.small, tone).height;
  }
  y += pad / 2;
  const pictures = canvases.map((canvas) => {
    const p = { canvas, top: Math.round(y), width: canvas.width, height: canvas.height };
    y = p.top + canvas.height;
    return p;
  });
  y += pad;
  const line = size.body * 1.4;
  const box = 12 * scale;
  for (const { heading, items } of legendsOf(source)) {
    y += add([{ text: heading, font: font.bold }], size.body, ink).height;
    // Items side by side while they fit; one too long for a line wraps beside its swatch.
    let x = left;
    for (const { colour: c, runs } of items) {
      const textRuns = runs.map((r) => ({ text: r.text, font: r.bold ? font.bold : font.body }));
      const widthOf = box + 5 * scale + textRuns.reduce((s, r) => s + measure(r.text.trimEnd(), r.font), 0);
      if (x > left && x + widthOf > right) {
        y += line;
        x = left;
      }
      swatches.push({ x, y: y + size.body - 10.5 * scale, w: box, h: box, colour: c });
      const textX = x + box + 5 * scale;
      const { end, height } = add(textRuns, size.body, ink, { x: textX, left: textX });
      y += height - line;
      x = height > line ? right : end + 14 * scale;
    }
    y += line + pad / 2;
  }
  const caption = captionOf(source);
  if (caption) y += add([{ text: caption, font: font.body }], size.body, ink).height + pad / 2;
  if (link) y += add([{ text: link, font: font.small }], size.small, colour('muted'), { link }).height;
  const background = colour('bg');
  return {
    width,
    height: Math.ceil(y + pad),
    scale,
    lang: t.tag,
    title,
    description: caption,
    background,
    paragraphs,
    swatches,
    pictures,
  };
}
