// The glossary: every term where it appears in a text is a button that shows its definition
// (on hover, on focus, and pinned by a click, a tap or Enter), with a way to the whole glossary,
// a dialog of all the terms that a button of the toolbar opens too.
import { el, fill } from '../base/dom.ts';
import type { Lifetime } from '../base/lifetime.ts';
import { whenWhole } from '../text/carried.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import { sentenceGap } from '../text/sentences.ts';

/** The terms, in the glossary's order, each by its name's message. */
const NAMES: Readonly<Record<string, string>> = {
  'subtraction-set': 'glossary-subtraction-set-term',
  delta: 'glossary-delta-term',
  d: 'glossary-d-term',
  'nim-value': 'glossary-nim-value-term',
  'p-position': 'glossary-p-position-term',
  mex: 'glossary-mex-term',
  'anti-collision': 'glossary-anti-collision-term',
  reachability: 'glossary-reachability-term',
  class: 'glossary-class-term',
  'closed-form': 'glossary-closed-form-term',
  regime: 'glossary-regime-term',
  band: 'glossary-band-term',
  'heap-period': 'glossary-heap-period-term',
  'index-period': 'glossary-index-period-term',
  gap: 'glossary-gap-term',
  'collision-window': 'glossary-collision-window-term',
  'collision-spectrum': 'glossary-collision-spectrum-term',
  'c-of-k': 'glossary-c-of-k-term',
  torus: 'glossary-torus-term',
  lag: 'glossary-lag-term',
  carries: 'glossary-carries-term',
  residue: 'glossary-residue-term',
  q: 'glossary-q-term',
  L: 'glossary-l-term',
  R: 'glossary-r-term',
};

/**
 * Each term's name and definition; a definition's message is its name's without `-term`, and is
 * said only once the whole catalogue is there (an embed's script carries what its first frame says).
 */
export const TERMS: Readonly<Record<string, readonly [string, string]>> = Object.fromEntries(
  Object.entries(NAMES).map(([id, name]) => [id, [name, name.replace(/-term$/, '')]]),
);

let uid = 0;

/** The glossary of one explorer (in its root, in its words `t`); `life` ends its listeners. */
export class Glossary {
  readonly id = `asg-glossary-${++uid}`;
  readonly popover: HTMLElement;
  readonly dialog: HTMLDialogElement;
  /** Opens the Proof view (the explorer sets it), for the dialog's way to the proof. */
  onProof: (() => void) | null = null;
  private anchor: HTMLElement | null = null;
  private pinned = false;
  /** Counts shows and hides, so that a definition waiting for the catalogue is not shown after a later one. */
  private asked = 0;

  constructor(
    readonly root: HTMLElement,
    readonly t: Translator,
    life: Lifetime,
  ) {
    this.popover = el('div', { class: 'asg-term-popover', id: `${this.id}-popover`, role: 'tooltip', hidden: true });
    this.dialog = el('dialog', { class: 'asg-glossary', 'aria-labelledby': `${this.id}-title` });
    // Esc closes a pinned definition; a click or a tap anywhere else on the page does too (seen
    // first, so that nothing under it can keep it; inside an embed's shadow root by its path).
    const signal = life.signal;
    root.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Escape') this.hide(true);
      },
      { signal },
    );
    root.ownerDocument.addEventListener(
      'pointerdown',
      (e) => {
        const inside = e.composedPath().some((n) => n instanceof Element && n.matches('.asg-term, .asg-term-popover'));
        if (!inside) this.hide(true);
      },
      { signal, capture: true },
    );
  }

  /** Puts the definition's box and the dialog in the explorer (once its layout is there). */
  mount(): void {
    this.root.append(this.popover, this.dialog);
  }

  /** `term(id, text)`: the button a message's term becomes (for `t.nodes`). */
  get term(): TermMaker {
    return (id, text) => this.button(id, text);
  }

  button(id: string, text: string): Node {
    if (!TERMS[id]) return document.createTextNode(text);
    // A term of a letter or two is given the size of a target all the same (css: asg-term-short).
    const cls = [...text].length <= 2 ? 'asg-term asg-term-short' : 'asg-term';
    const b = el('button', { type: 'button', class: cls, 'data-term': id, 'aria-expanded': 'false' }, text);
    b.setAttribute('aria-describedby', this.popover.id);
    b.addEventListener('pointerenter', () => this.show(b));
    b.addEventListener('pointerleave', () => this.hide());
    b.addEventListener('focus', () => this.show(b));
    b.addEventListener('blur', () => this.hide());
    b.addEventListener('click', () => this.show(b, true));
    return b;
  }

  /** Shows the definition of `b`'s term beside it; `pin` keeps it until Esc or a click elsewhere. */
  show(b: HTMLElement, pin = false): void {
    const id = b.dataset.term ?? '';
    const entry = TERMS[id];
    if (!entry) return;
    if (this.pinned && !pin && this.anchor !== b) return;
    this.anchor?.setAttribute('aria-expanded', 'false');
    this.anchor = b;
    this.pinned = pin;
    const asked = ++this.asked;
    void whenWhole(this.t).then(() => {
      if (asked === this.asked) this.place(b, id, entry, pin);
    });
  }

  /** Puts the definition `entry` of term `id` beside `b`. */
  private place(b: HTMLElement, id: string, [name, definition]: readonly [string, string], pin: boolean): void {
    const t = this.t;
    const more = el(
      'button',
      { type: 'button', class: 'asg-quiet', onclick: () => this.open(id, b) },
      t('glossary-more'),
    );
    fill(this.popover, el('strong', {}, t(name)), ' ', t(definition), pin ? [sentenceGap(t.tag), more] : []);
    this.popover.hidden = false;
    b.setAttribute('aria-expanded', String(pin));
    // Beside the term and inside the window (and the explorer): below it, or above when the window
    // has no room below, or else as low as it fits.
    const box = this.root.getBoundingClientRect();
    const r = b.getBoundingClientRect();
    const view = this.root.ownerDocument.defaultView;
    const [vw, vh] = [view?.innerWidth ?? box.right, view?.innerHeight ?? box.bottom];
    const width = Math.min(340, box.width - 16, vw - 16);
    this.popover.style.width = `${width}px`;
    const left = Math.max(8, Math.min(r.left, vw - width - 8, box.right - width - 8));
    this.popover.style.left = `${left - box.left}px`;
    const h = this.popover.offsetHeight;
    const top =
      r.bottom + 6 + h <= vh - 4 ? r.bottom + 6 : r.top - 6 - h >= 4 ? r.top - 6 - h : Math.max(4, vh - 4 - h);
    this.popover.style.top = `${top - box.top}px`;
  }

  /** Hides the definition (a pinned one only when `force`). */
  hide(force = false): void {
    if (this.pinned && !force) return;
    this.asked++;
    this.pinned = false;
    this.popover.hidden = true;
    this.anchor?.setAttribute('aria-expanded', 'false');
  }

  /** Opens the whole glossary (at term `id`), and gives focus back to `from` when it closes. */
  open(id: string | null = null, from: HTMLElement | null = null): void {
    this.hide(true);
    void whenWhole(this.t).then(() => this.openNow(id, from));
  }

  private openNow(id: string | null, from: HTMLElement | null): void {
    const t = this.t;
    const close = el(
      'button',
      { type: 'button', class: 'asg-primary', onclick: () => this.dialog.close() },
      t('glossary-close'),
    );
    // Close sits beside the title, so it is on screen however far the list is scrolled (css: sticky).
    const title = el('h2', { id: `${this.id}-title`, tabindex: '-1' }, t('glossary-title'));
    fill(
      this.dialog,
      el('div', { class: 'asg-glossary-head' }, title, close),
      el(
        'dl',
        {},
        Object.entries(TERMS).flatMap(([key, [name, definition]]) => [
          el('dt', { id: `${this.id}-${key}`, tabindex: '-1' }, t(name)),
          el('dd', {}, t(definition)),
        ]),
      ),
      this.onProof &&
        el(
          'p',
          {},
          el(
            'button',
            {
              type: 'button',
              name: 'glossary-proof',
              onclick: () => {
                // The dialog gives focus back where it was opened; the proof takes it after.
                this.dialog.close();
                this.onProof?.();
              },
            },
            t('glossary-proof'),
          ),
        ),
    );
    this.dialog.onclose = () => from?.focus();
    this.dialog.showModal();
    const target = id ? this.dialog.querySelector<HTMLElement>(`#${CSS.escape(`${this.id}-${id}`)}`) : null;
    if (target) {
      target.scrollIntoView({ block: 'center' });
      target.focus();
    } else {
      // The whole glossary opens at its first term, the simplest, with focus on its title.
      this.dialog.scrollTop = 0;
      title.focus({ preventScroll: true });
    }
  }
}
