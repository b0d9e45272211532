// What an embed shows until it comes near the viewport, and the room it keeps while it is built: a
// box in its theme, saying in its language what it is and that it is coming, as tall as the embed
// will be at its column's width (so that the post does not jump when it starts), which a tab or a
// click starts at once.
import { MESSAGES } from 'asg-first-frame';
import { applyTheme, resolveTheme } from '../../base/theme.ts';
import { PROOF_VIEWS, type View } from '../../state/state.ts';
import { type Translator, translatorFor } from '../../text/i18n.ts';
import { type Lang, languageFor, PSEUDO } from '../../text/languages.ts';
import { HEIGHTS, VIEWS, WIDTHS } from './heights.ts';

/** A translator of the carried messages per language, made once for every waiting embed of the page. */
const translators = new Map<Lang, Translator>();

/** The carried messages' translator for `lang` (no catalogue is fetched before an embed starts). */
export function carriedTranslator(lang: Lang): Translator {
  let t = translators.get(lang);
  if (!t) {
    t = translatorFor(MESSAGES[lang === PSEUDO ? 'en' : lang], lang);
    translators.set(lang, t);
  }
  return t;
}

/** The narrowest column (px) the heights go on growing for. */
const NARROWEST = 240;

/**
 * How tall (px) an embed of `query` (its attributes as URL parameters) will be once built in a
 * column `width` px wide: the measured heights at the nearest widths, in between on a straight
 * line, and beyond the widest the widest's (the explorer grows no wider). A view not measured (a
 * misspelled one) takes the grid's.
 */
export function expectedHeight(query: string, width: number): number {
  const q = new URLSearchParams(query);
  const lang = languageFor(query);
  const view = VIEWS.indexOf(q.get('view') as (typeof VIEWS)[number]);
  const row = (q.get('ui') === 'picture' ? VIEWS.length : 0) + Math.max(view, 0);
  const heights = HEIGHTS[lang === PSEUDO ? 'en' : lang][row] ?? [];
  let i = 1;
  while (i < WIDTHS.length - 1 && width > (WIDTHS[i] ?? width)) i++;
  const [w0, w1] = [WIDTHS[i - 1], WIDTHS[i]];
  const [h0, h1] = [heights[i - 1], heights[i]];
  if (w0 === undefined || w1 === undefined || h0 === undefined || h1 === undefined) return 0;
  // Narrower than any column measured: the first stretch's slope, down to a width no column has.
  const x = Math.max(Math.min(width, w1), NARROWEST);
  return Math.round(h0 + ((h1 - h0) * (x - w0)) / (w1 - w0));
}

/**
 * The box an embed of `query` shows while it waits, in `host`'s shadow root: its words from the
 * carried messages (read as one group, and a tab stop, whose focus starts the embed), its theme
 * and its own content (the snippet's link) under them. Its height follows the column's width
 * (see `keepRoom`).
 */
export function waitingBox(query: string): HTMLElement {
  const t = carriedTranslator(languageFor(query));
  const box = document.createElement('div');
  box.className = 'asg-boot asg-later';
  box.lang = t.tag;
  box.tabIndex = 0;
  box.setAttribute('role', 'group');
  const note = document.createElement('p');
  note.className = 'asg-later-note';
  note.id = 'asg-later-note';
  note.textContent = t('embed-waiting');
  box.setAttribute('aria-labelledby', note.id);
  applyTheme(box, resolveTheme(new URLSearchParams(query).get('theme') ?? 'auto'));
  box.append(note, document.createElement('slot'));
  return box;
}

/**
 * Keeps `room` as tall as an embed of `query` will be at the width `room` has, whatever that width
 * becomes. With `content` (the explorer being built inside), only until the content is as tall,
 * or says it shows no game (a refused attribute); its owner stops it sooner when the reader acts
 * in it. Returns the function that stops it.
 */
export function keepRoom(room: HTMLElement, query: string, content?: HTMLElement): () => void {
  const observer = new ResizeObserver(() => fit());
  const stop = (): void => {
    observer.disconnect();
    room.style.minHeight = '';
  };
  function fit(): void {
    const height = expectedHeight(query, room.getBoundingClientRect().width);
    const grown = content && content.getBoundingClientRect().height >= height - 1;
    if (grown || content?.hasAttribute('data-blocked') || !height) stop();
    else room.style.minHeight = `${height}px`;
  }
  observer.observe(room);
  if (content) observer.observe(content);
  // At once, not at the observer's first call: a frame drawn before it would show the room empty.
  if (room.isConnected) fit();
  return stop;
}

/** The part (app/parts.ts) that shows `view` below the picture, or null for a view without one. */
function partOf(view: View): string | null {
  if (PROOF_VIEWS.includes(view)) return 'proof';
  return view === 'landscape' || view === 'play' || view === 'practice' || view === 'spectrum' ? view : null;
}

/** How long (ms) an explorer waits unseen for its view's part at most: one that failed to load is shown without it. */
const PART_WAIT = 3000;

/**
 * Keeps the explorer in `root`, in `room`, unseen until the part its `view` needs has come (its
 * slot, `[data-part]`, is replaced), so that the part's arrival moves nothing a reader sees; at
 * once for a view without one. The returned function shows it sooner (the reader acts in it).
 */
export function unseenUntilWhole(room: HTMLElement, root: HTMLElement, view: View): () => void {
  const part = partOf(view);
  const missing = (): boolean => part !== null && root.querySelector(`[data-part="${part}"]`) !== null;
  if (!missing()) return () => {};
  room.classList.add('asg-coming');
  const show = (): void => {
    observer.disconnect();
    clearTimeout(timer);
    room.classList.remove('asg-coming');
  };
  // Shown in the frame after the part came: by then it has drawn what it shows (its legend too).
  const observer = new MutationObserver(() => {
    if (!missing()) requestAnimationFrame(show);
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(show, PART_WAIT);
  return show;
}
