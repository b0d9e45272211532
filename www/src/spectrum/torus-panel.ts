// The torus's panel under the bars: its title, what it shows, the picture (with the cell under
// the pointer), the terms of C(k) with their areas added up, and buttons that step through the
// terms, move k and open the collisions view; outside the regime, why there is no torus.
import type { AdditiveInfo, Game, ShiftExplanation } from '../../pkg/asg_full.js';
import { el, fill } from '../base/dom.ts';
import type { Lifetime } from '../base/lifetime.ts';
import type { FullCore } from '../core/full.ts';
import { describeError } from '../text/errors.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import { areasText, shows, sumText, termMessage } from './spectrum-text.ts';
import { TorusPicture } from './torus.ts';

/** The game on show in the full core, which the spectrum reads. */
export interface SpectrumGame {
  readonly game: Game;
  readonly info: AdditiveInfo;
  readonly core: FullCore;
}

/**
 * What the panel tells the spectrum (another k in focus, or a k to open in the collisions view),
 * and asks it: whether a game is still the one on show (one that is not may have been freed).
 */
export interface TorusHandlers {
  focus(k: bigint): void;
  open(k: bigint): void;
  current(game: Game): boolean;
}

export class TorusPanel {
  readonly root: HTMLElement;
  /** The explanation on show (null outside the regime or before one). */
  why: ShiftExplanation | null = null;
  private shown: SpectrumGame | null = null;
  private readonly title: HTMLElement;
  private readonly intro: HTMLElement;
  private readonly body: HTMLElement;
  private readonly picture: TorusPicture;
  private readonly terms: HTMLOListElement;
  private readonly sum: HTMLElement;
  private readonly theorem: HTMLElement;
  private readonly tip: HTMLElement;
  private readonly stepBox: HTMLElement;
  private readonly stepText: HTMLElement;
  private readonly openButton: HTMLButtonElement;

  constructor(
    life: Lifetime,
    private readonly t: Translator,
    private readonly term: TermMaker,
    private readonly on: TorusHandlers,
  ) {
    const canvas = el('canvas', { class: 'asg-torus-canvas', role: 'img', 'aria-label': t('torus-title-plain') });
    this.picture = new TorusPicture(canvas, life, t, (game) => on.current(game));
    this.title = el('h2', {});
    this.intro = el('p', { class: 'asg-hint' });
    this.tip = el('div', { class: 'asg-tip', hidden: true, 'aria-hidden': 'true' });
    this.terms = el('ol', { class: 'asg-torus-terms' });
    this.sum = el('p', { class: 'asg-torus-sum' });
    this.theorem = el('p', { class: 'asg-torus-theorem', hidden: true });
    const button = (label: string, onclick: () => void, cls = ''): HTMLButtonElement =>
      el('button', { type: 'button', class: cls, onclick }, label);
    const moveK = (by: bigint) => (): void => {
      const k = (this.why?.k ?? 1n) + by;
      if (k >= 1n) this.on.focus(k);
    };
    const stepTerm = (by: number) => (): void => {
      const why = this.why;
      if (!why?.terms.length) return;
      const n = why.terms.length;
      this.show(why, ((this.picture.focus ?? 0) + by + n) % n);
    };
    this.stepText = el('span', { class: 'asg-torus-step', 'aria-live': 'polite' });
    this.stepBox = el(
      'span',
      { class: 'asg-torus-stepper' },
      button(t('torus-prev-term'), stepTerm(-1)),
      this.stepText,
      button(t('torus-next-term'), stepTerm(1)),
    );
    this.openButton = button('', () => this.why && this.on.open(this.why.k), 'asg-primary');
    this.body = el(
      'div',
      { class: 'asg-torus-body' },
      el('div', { class: 'asg-torus-stage' }, canvas, this.tip),
      el(
        'div',
        { class: 'asg-torus-nav' },
        button(t('torus-prev-k'), moveK(-1n)),
        button(t('torus-next-k'), moveK(1n), 'asg-torus-next-k'),
        this.stepBox,
        this.openButton,
      ),
      this.terms,
      this.sum,
      this.theorem,
    );
    this.root = el(
      'div',
      { class: 'asg-panel asg-torus', role: 'group', 'aria-label': t('torus-title-plain') },
      this.title,
      this.intro,
      this.body,
    );
    life.listen<PointerEvent>(canvas, 'pointermove', (e) => this.hover(e));
    life.listen(canvas, 'pointerleave', () => {
      this.tip.hidden = true;
    });
  }

  /** Explains C(k) of the game `full` (in the regime), or says why there is no torus. */
  explain(full: SpectrumGame, k: bigint): void {
    this.shown = full;
    const t = this.t;
    if (!full.info.proven) {
      this.why = null;
      fill(this.title, t('torus-title-plain'));
      fill(this.intro, t('torus-outside'));
      this.body.hidden = true;
      return;
    }
    let why: ShiftExplanation;
    try {
      why = full.game.explainShift(k);
    } catch (e) {
      this.why = null;
      fill(this.intro, t(describeError(e)));
      this.body.hidden = true;
      return;
    }
    this.body.hidden = false;
    const keep = this.why?.k === k ? this.picture.focus : null;
    this.show(why, keep ?? (why.terms.length ? 0 : null));
  }

  /** Shows `why` with term `focus` in focus. */
  private show(why: ShiftExplanation, focus: number | null): void {
    const full = this.shown;
    if (!full) return;
    const t = this.t;
    this.why = why;
    fill(this.title, t('torus-title', { k: why.k, count: why.count }));
    fill(this.intro, ...t.nodes('torus-intro', { a: why.a, delta: why.delta }, this.term));
    this.picture.show(full.core, full.game, why, focus);
    this.picture.canvas.setAttribute('aria-label', areasText(t, why, focus));
    fill(
      this.terms,
      why.terms.map((term, i) =>
        el(
          'li',
          { class: i === focus ? 'asg-current' : '', 'aria-current': i === focus ? 'true' : null },
          ...t.nodes(termMessage(term, why.k), this.term),
        ),
      ),
    );
    this.sum.textContent = sumText(t, why, full.info);
    const theorem7 = why.k === full.info.delta;
    this.theorem.hidden = !theorem7;
    if (theorem7)
      this.theorem.textContent = t('torus-theorem-7', { a: why.a, d: full.info.d, delta: why.delta, count: why.count });
    this.stepBox.hidden = why.terms.length < 2;
    this.stepText.textContent = t('torus-step', { i: (focus ?? 0) + 1, n: why.terms.length });
    this.openButton.textContent = t('torus-open', { k: why.k, what: shows(why.k, full.info) });
  }

  /** The cell under the pointer: its index n, residues, P-position and where k takes it. */
  private hover(e: PointerEvent): void {
    const { why, shown } = this;
    const canvas = this.picture.canvas;
    const box = canvas.getBoundingClientRect();
    const [x, y] = [e.clientX - box.left, e.clientY - box.top];
    const cell = why && shown && this.on.current(shown.game) ? this.picture.cellAt(x, y) : null;
    if (!cell || !why || !shown) {
      this.tip.hidden = true;
      return;
    }
    const to = cell.heap + why.k;
    const id = shown.game.value(to) === 0 ? 'torus-cell-p' : 'torus-cell-not-p';
    const args = { n: cell.n, row: cell.row, column: cell.column, heap: cell.heap, to };
    this.tip.textContent = this.t(id, args);
    this.tip.hidden = false;
    this.tip.style.left = `${Math.min(x + 12, Math.max(0, canvas.clientWidth - this.tip.offsetWidth))}px`;
    this.tip.style.top = `${y + 14}px`;
  }

  redraw(): void {
    this.picture.requestDraw();
  }

  destroy(): void {
    this.picture.destroy();
  }
}
