// The glossary: every term where it appears in a text is a button that shows its definition
// (on hover, on focus, and pinned by a click, a tap or Enter), with a way to the whole glossary,
// a dialog of all the terms that a button of the toolbar opens too.
// @ts-nocheck
import { el, fill } from '../shell/dom.ts';

/** The terms, in the glossary's order: each has `glossary-<id>-term` and `glossary-<id>` messages. */
export const TERMS = {
  'nim-value': ['glossary-nim-value-term', 'glossary-nim-value'],
  'p-position': ['glossary-p-position-term', 'glossary-p-position'],
  mex: ['glossary-mex-term', 'glossary-mex'],
  regime: ['glossary-regime-term', 'glossary-regime'],
  band: ['glossary-band-term', 'glossary-band'],
  'heap-period': ['glossary-heap-period-term', 'glossary-heap-period'],
  gap: ['glossary-gap-term', 'glossary-gap'],
  'collision-window': ['glossary-collision-window-term', 'glossary-collision-window'],
  'collision-spectrum': ['glossary-collision-spectrum-term', 'glossary-collision-spectrum'],
  'c-of-k': ['glossary-c-of-k-term', 'glossary-c-of-k'],
  torus: ['glossary-torus-term', 'glossary-torus'],
  residue: ['glossary-residue-term', 'glossary-residue'],
  q: ['glossary-q-term', 'glossary-q'],
  L: ['glossary-l-term', 'glossary-l'],
  R: ['glossary-r-term', 'glossary-r'],
};

let uid = 0;

/** The glossary of one explorer (in its root, in its words `t`); `life` ends its listeners. */
export class Glossary {
  constructor(root, t, life) {
    this.root = root;
    this.t = t;
    this.id = `asg-glossary-${++uid}`;
    this.popover = el('div', { class: 'asg-term-popover', id: `${this.id}-popover`, role: 'tooltip', hidden: true });
    this.dialog = el('dialog', { class: 'asg-glossary', 'aria-labelledby': `${this.id}-title` });
    // Esc closes a pinned definition; a click elsewhere does too.
    life.listen(root, 'keydown', (e) => e.key === 'Escape' && this.hide(true));
    life.listen(root, 'pointerdown', (e) => {
      if (!e.target.closest?.('.asg-term, .asg-term-popover')) this.hide(true);
    });
  }

  /** Puts the definition's box and the dialog in the explorer (once its layout is there). */
  mount() {
    this.root.append(this.popover, this.dialog);
  }

  /** `term(id, text)`: the button a message's term becomes (for `t.nodes`). */
  get term() {
    return (id, text) => this.button(id, text);
  }

  button(id, text) {
    if (!TERMS[id]) return text;
    const b = el('button', { type: 'button', class: 'asg-term', 'data-term': id, 'aria-expanded': 'false' }, text);
    b.setAttribute('aria-describedby', this.popover.id);
    b.addEventListener('pointerenter', () => this.show(b));
    b.addEventListener('pointerleave', () => this.hide());
    b.addEventListener('focus', () => this.show(b));
    b.addEventListener('blur', () => this.hide());
    b.addEventListener('click', () => this.show(b, true));
    return b;
  }

  /** Shows the definition of `b`'s term beside it; `pin` keeps it until Esc or a click elsewhere. */
  show(b, pin = false) {
    const t = this.t;
    const [name, definition] = TERMS[b.dataset.term];
    if (this.pinned && !pin && this.anchor !== b) return;
    this.anchor?.setAttribute('aria-expanded', 'false');
    this.anchor = b;
    this.pinned = pin;
    const more = el(
      'button',
      { type: 'button', class: 'asg-quiet', onclick: () => this.open(b.dataset.term, b) },
      t('glossary-more'),
    );
    fill(this.popover, el('strong', {}, t(name)), ' ', t(definition), pin ? [' ', more] : []);
    this.popover.hidden = false;
    b.setAttribute('aria-expanded', String(pin));
    // Beside the term, inside the explorer: below it, or above when there is no room below.
    const box = this.root.getBoundingClientRect();
    const r = b.getBoundingClientRect();
    const width = Math.min(340, box.width - 16);
    this.popover.style.width = `${width}px`;
    this.popover.style.left = `${Math.max(8, Math.min(r.left - box.left, box.width - width - 8))}px`;
    const below = r.bottom - box.top + 6;
    this.popover.style.top = `${below + this.popover.offsetHeight > box.height ? r.top - box.top - this.popover.offsetHeight - 6 : below}px`;
  }

  /** Hides the definition (a pinned one only when `force`). */
  hide(force = false) {
    if (this.pinned && !force) return;
    this.pinned = false;
    this.popover.hidden = true;
    this.anchor?.setAttribute('aria-expanded', 'false');
  }

  /** Opens the whole glossary (at term `id`), and gives focus back to `from` when it closes. */
  open(id: string | null = null, from: HTMLElement | null = null) {
    const t = this.t;
    this.hide(true);
    const close = el(
      'button',
      { type: 'button', class: 'asg-primary', onclick: () => this.dialog.close() },
      t('glossary-close'),
    );
    fill(
      this.dialog,
      el('h2', { id: `${this.id}-title` }, t('glossary-title')),
      el(
        'dl',
        {},
        Object.entries(TERMS).flatMap(([key, [name, definition]]) => [
          el('dt', { id: `${this.id}-${key}`, tabindex: '-1' }, t(name)),
          el('dd', {}, t(definition)),
        ]),
      ),
      close,
    );
    this.dialog.onclose = () => from?.focus();
    this.dialog.showModal();
    const target = id && this.dialog.querySelector(`#${CSS.escape(`${this.id}-${id}`)}`);
    if (target) {
      target.scrollIntoView({ block: 'center' });
      target.focus();
    } else close.focus();
  }
}
