// The sheet around an exported picture: its title above; its colour legend, caption and link
// below; laid out at the picture's width (wrapped as the language breaks lines) in the theme's
// colours, for the PNG and the SVG alike. Every word is the page's own, already translated.
// @ts-nocheck
import { canvasFont, themeColour } from '../picture/theme.ts';
import { VIEW_NAMES } from '../shell/state.ts';

/** The message of each colouring of the landscape. */
const COLOURINGS = {
  period: 'landscape-colour-period',
  regime: 'landscape-colour-regime',
  agreement: 'landscape-colour-agreement',
};

/** Characters that break anywhere (CJK), and closing marks that stay with the one before. */
const UNITS =
  /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef][、。，．）」』！？：；]*\s*|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+\s*|\s+/gu;

const visible = (node) => Boolean(node?.isConnected && (node.checkVisibility?.() ?? !node.closest('[hidden]')));

/** A button that goes with a text (such as "why?"), not a word of it as a term's button is. */
const control = (n) => n.localName === 'button' && !n.dataset.term;

/** The text of a legend item as runs { text, bold }, leaving out its swatch, what is hidden and its controls. */
function runsOf(item, swatch) {
  const runs = [];
  const walk = (node, bold) => {
    for (const n of node.childNodes) {
      if (n === swatch || n.hidden || control(n)) continue;
      if (n.nodeType === Node.TEXT_NODE && n.data) runs.push({ text: n.data, bold });
      else if (n.nodeType === Node.ELEMENT_NODE) walk(n, bold || n.localName === 'strong' || n.localName === 'b');
    }
  };
  walk(item, false);
  return runs;
}

/** The caption's text, as the page shows it, without its controls. */
export function captionOf(explorer) {
  const caption = explorer.caption;
  return caption
    ? runsOf(caption, null)
        .map((r) => r.text)
        .join('')
        .trim()
    : '';
}

/** A legend list's items: each its swatch's colour (as the page shows it) and its text. */
function itemsOf(list, itemSelector, swatchSelector) {
  return [...list.querySelectorAll(itemSelector)].map((item) => {
    const swatch = item.querySelector(swatchSelector);
    const shown = swatch ? getComputedStyle(swatch).backgroundColor : '';
    const colour = swatch?.dataset.colour ?? (shown && shown !== 'rgba(0, 0, 0, 0)' ? shown : '#888888');
    const runs = runsOf(item, swatch);
    if (runs.length) {
      runs[0].text = runs[0].text.trimStart();
      runs.at(-1).text = runs.at(-1).text.trimEnd();
    }
    return { colour, runs };
  });
}

/** The legends the view shows: [{ heading, items }] (values, gap types, the landscape's). */
export function legendsOf(explorer) {
  const t = explorer.t;
  const out = [];
  const values = explorer.status?.legend;
  if (visible(values) && values.children.length)
    out.push({ heading: t('legend-title'), items: itemsOf(values, ':scope > li', '.asg-swatch') });
  const gaps = explorer.root.querySelector('.asg-gap-legend');
  if (visible(gaps) && gaps.children.length)
    out.push({ heading: t('gap-legend-label'), items: itemsOf(gaps, ':scope > li', '.asg-swatch') });
  const landscape = explorer.parts.landscape;
  const keys = landscape?.chart?.legend;
  if (visible(keys) && keys.children.length) {
    const colouring = COLOURINGS[landscape.params?.color] ?? COLOURINGS.period;
    out.push({ heading: `${t('landscape-colour')} ${t(colouring)}`, items: itemsOf(keys, '.asg-landscape-key', 'i') });
  }
  return out;
}

/** The title of the view: the game S = {a, b, a + b}, a, δ and the view's name (or the landscape's plane). */
export function titleOf(explorer) {
  const { t, state, info } = explorer;
  const view = { id: VIEW_NAMES[state.view] };
  if (state.view === 'landscape') {
    const p = explorer.parts.landscape?.params ?? state;
    return t('export-title-landscape', { view, amax: p.amax, dmax: p.dmax });
  }
  return t('export-title', { a: info.a, b: info.b, ab: info.a + info.b, delta: info.delta, view });
}

/** Relations, which stay on one line with what stands on both sides of them ("a = 5"). */
const RELATION = /^[=≤≥<>≠−+×]$/;

/** The units of `text` a line may break after (none inside "a = 5,"). */
function unitsOf(text) {
  const out = [];
  for (const unit of text.match(UNITS) ?? []) {
    const last = out.at(-1);
    if (last !== undefined && (RELATION.test(unit.trim()) || RELATION.test(last.trim().slice(-1))))
      out[out.length - 1] = last + unit;
    else out.push(unit);
  }
  return out;
}

/**
 * Lays out runs { text, font, bold? } from `left` to `right` (device px), first from `x`;
 * returns lines of pieces [{ text, x, font }] and where the last line ends.
 */
function wrap(runs, { x, left, right, measure }) {
  const lines = [[]];
  const place = (text, font) => {
    const w = measure(text, font);
    const line = lines.at(-1);
    // A unit that does not fit starts the next line (unless the line is empty).
    if (x + measure(text.trimEnd(), font) > right && line.length) {
      lines.push([]);
      x = left;
    }
    const last = lines.at(-1).at(-1);
    if (last && last.font === font) last.text += text;
    else lines.at(-1).push({ text, x, font });
    x += w;
  };
  for (const { text, font } of runs)
    for (const unit of unitsOf(text)) {
      if (measure(unit.trimEnd(), font) <= right - left) place(unit, font);
      else for (const ch of unit) place(ch, font); // longer than a line (an address): by characters
    }
  return { lines, end: x };
}

/**
 * The sheet of `canvases` (the view's, top to bottom) of `explorer`: { width, height, scale,
 * lang, title, description, background, paragraphs: [{ lines: [{ y, pieces }], colour, link? }],
 * swatches: [{ x, y, w, h, colour }], pictures: [{ canvas, top, width, height }] }, in device
 * pixels of the canvases. `link` is the address of the view, written last.
 */
export function sheetOf(explorer, canvases, { link } = {}) {
  const t = explorer.t;
  const first = canvases[0];
  const scale = Math.max(1, first.width / (first.clientWidth || first.width));
  const width = Math.max(...canvases.map((c) => c.width));
  const colour = (name) => themeColour(first, name);
  const ctx = document.createElement('canvas').getContext('2d');
  const measure = (text, font) => {
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
  const paragraphs = [];
  const swatches = [];
  let y = pad;
  /** Adds a paragraph of runs from the current line, its lines `px` high; returns it. */
  const add = (runs, px, ink, options = {}) => {
    const { lines, end } = wrap(runs, { x: options.x ?? left, left: options.left ?? left, right, measure });
    const para = {
      lines: lines.map((pieces, i) => ({ y: y + i * px * 1.4 + px, pieces })),
      colour: ink,
      link: options.link,
    };
    paragraphs.push(para);
    return { para, end, height: lines.length * px * 1.4 };
  };
  const ink = colour('ink');
  const title = titleOf(explorer);
  y += add([{ text: title, font: font.title }], size.title, ink).height;
  const badge = explorer.status?.badge;
  if (explorer.state.view !== 'landscape' && badge?.textContent) {
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
  for (const { heading, items } of legendsOf(explorer)) {
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
  const caption = captionOf(explorer);
  if (caption) y += add([{ text: caption, font: font.body }], size.body, ink).height + pad / 2;
  if (link) y += add([{ text: link, font: font.small }], size.small, colour('muted'), { link }).height;
  const background = colour('bg');
  return {
    width,
    height: Math.ceil(y + pad),
    scale,
    lang: t.tag ?? 'en',
    title,
    description: caption,
    background,
    paragraphs,
    swatches,
    pictures,
  };
}
