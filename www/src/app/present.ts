// The explorer's page for a state: the controls, the status line, the picture and its labels, the
// view's introduction and caption, the region's name and the link to the site (present), the
// theme (presentTheme); or,
// where the game asked for was refused, the fields as typed and why, instead of a picture
// (presentBlocked); and those who follow the state on show are told. The parts and the address
// follow in explorer.ts.
import type { Game } from '../../pkg/asg.js';
import { refill } from '../base/dom.ts';
import { applyTheme, resolveTheme } from '../base/theme.ts';
import type { Core } from '../core/core.ts';
import type { FullCore } from '../core/full.ts';
import type { Inspector } from '../picture/inspector.ts';
import type { ExplorerView } from '../picture/view.ts';
import type { KnownInfo } from '../state/context.ts';
import { fitSpan, LINE_VIEWS, PROOF_VIEWS, type State, type ThemeSetting, VIEW_NAMES } from '../state/state.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import { type Message, msg } from '../text/languages.ts';
import type { Controls } from './controls.ts';
import { INTROS, type Layout } from './layout.ts';
import type { Notice } from './notice.ts';
import { linkTo } from './share.ts';
import { describePicture, type Status } from './status.ts';

/** Puts the theme of `setting` on `target` (the page, or an element); true when it changed (the canvases draw again). */
export function presentTheme(target: HTMLElement, setting: ThemeSetting): boolean {
  const name = resolveTheme(setting);
  if (target.dataset.theme === name) return false;
  applyTheme(target, name);
  return true;
}

/** What is presented: the explorer's root, words, page elements and components. */
export interface Page {
  readonly root: HTMLElement;
  readonly t: Translator;
  readonly term: TermMaker;
  readonly layout: Layout;
  readonly controls: Controls;
  readonly status: Status;
  readonly view: ExplorerView;
  readonly inspector: Inspector;
  readonly notices: Notice;
  readonly embed: boolean;
  /** Who follows each state shown. */
  readonly shownTo: ReadonlySet<(state: State) => void>;
  setCaption(message: Message | ''): void;
}

/** The game on show, its facts and the core that made it. */
export interface OnShow {
  readonly game: Game;
  readonly info: KnownInfo;
  readonly core: Core | FullCore;
}

/** Shows `state` with the game on show: controls, status, picture, introduction, labels and caption. */
export function present(page: Page, s: State, { game, info, core }: OnShow): void {
  const { root, t, layout } = page;
  const period = info.heapPeriod;
  root.dataset.view = s.view;
  root.dataset.ui = s.ui;
  page.controls.render(s, { period, delta: info.delta });
  page.view.setGame(game, period, core, info.proven);
  // A pinned heap is explained again in the game now on show.
  page.inspector.follow(game);
  const line = LINE_VIEWS.includes(s.view);
  const { zoom, x, w, row, col } = s;
  page.view.setParams({ view: line ? 'strip' : 'grid', span: fitSpan(s.view, info), zoom, x, w, row, col });
  const summary = page.status.render(info);
  refill(layout.introText, t.nodes(INTROS[s.view], {}, page.term));
  layout.canvas.setAttribute('aria-label', t(line ? 'canvas-line' : 'canvas-grid', { summary }));
  // An element's region names its game, so that several on one page can be told apart.
  if (root.getAttribute('role') === 'region') {
    // The second embed of a page on has its number in its name too: two of the same game differ.
    const n = Number(root.dataset.embedNumber ?? 1);
    const game = { a: info.a, delta: info.delta, view: msg(VIEW_NAMES[s.view]) };
    root.setAttribute('aria-label', n > 1 ? t('region-label-numbered', { ...game, n }) : t('region-label', game));
  }
  // The landscape and the spectrum have pictures (and captions) of their own.
  const own = s.view === 'landscape' || s.view === 'spectrum';
  if (!PROOF_VIEWS.includes(s.view) && !own) page.setCaption(describePicture(s, info));
  layout.stage.hidden = own;
  layout.openLink.href = linkTo(s);
  // Who follows the state on show (the banner of progress, which offers no way back to it).
  for (const fn of page.shownTo) fn(s);
}

/**
 * Shows `state`'s fields (as typed) with `message` instead of a picture, until an edit asks for
 * a game the core can make.
 */
export function presentBlocked(page: Page, state: State, message: Message): void {
  page.root.dataset.view = state.view;
  page.root.dataset.ui = state.ui;
  page.controls.render(state, {});
  page.status.building(null);
  page.notices.block(message, { embed: page.embed });
  page.setCaption('');
}
