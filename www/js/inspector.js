// Explains the heaps under the pointer: a heap's value, its moves and the mex that gives it.
import { el, fill } from './dom.js';
import { formatShare, formatWhole } from './format.js';

const CLASS_NAMES = ['W0', 'W1', 'W2', 'W3'];

function swatch(v) {
  return el('span', { class: 'asg-swatch', 'data-class': Math.min(v, 3), 'aria-hidden': 'true' });
}

/** The hover tip near the pointer and the panel that keeps the last inspected heap. */
export class Inspector {
  constructor(panel, tip) {
    this.panel = panel;
    this.tip = tip;
    this.body = panel.querySelector('.asg-inspector-body');
  }

  /** `detail`: { lo, hi (BigInts), pinned, x, y } from the view, or null when the pointer leaves. */
  show(game, detail) {
    if (!detail) {
      this.tip.hidden = true;
      return;
    }
    const { lo, hi } = detail;
    let summary;
    let content;
    try {
      if (hi - lo === 1n) [summary, content] = this.single(game, lo);
      else [summary, content] = this.range(game, lo, hi);
    } catch (e) {
      summary = String(e.message ?? e);
      content = [el('p', {}, summary)];
    }
    if (detail.note) {
      summary = detail.note;
      content = [el('p', {}, el('strong', {}, detail.note)), ...content];
    }
    fill(this.tip, summary);
    this.tip.hidden = false;
    const box = this.tip.parentElement.getBoundingClientRect();
    const left = Math.min(detail.x + 14, box.width - this.tip.offsetWidth - 4);
    const top =
      detail.y + 18 + this.tip.offsetHeight > box.height ? detail.y - this.tip.offsetHeight - 10 : detail.y + 18;
    this.tip.style.left = `${Math.max(4, left)}px`;
    this.tip.style.top = `${Math.max(4, top)}px`;
    fill(this.body, content);
    this.panel.dataset.heap = hi - lo === 1n ? String(lo) : `${lo}-${hi}`;
  }

  single(game, heap) {
    const why = game.explain(heap);
    const v = why.value;
    const summary = `heap ${formatWhole(heap)} · value ${v}`;
    const rows = why.options.map((o) =>
      el(
        'tr',
        {},
        el('td', {}, `−${formatWhole(o.move)}`),
        el('td', {}, `→ ${formatWhole(o.to)}`),
        el('td', {}, swatch(o.value), ` ${o.value}`),
      ),
    );
    const values = why.options.map((o) => o.value);
    const set = `{${[...new Set(values)].sort((x, y) => x - y).join(', ')}}`;
    const content = [
      el(
        'p',
        {},
        el('strong', {}, `Heap ${formatWhole(heap)}`),
        ' has nim-value ',
        swatch(v),
        ` ${v} (${CLASS_NAMES[Math.min(v, 3)]}).`,
      ),
      rows.length
        ? el(
            'table',
            {},
            el('thead', {}, el('tr', {}, el('th', {}, 'move'), el('th', {}, 'to heap'), el('th', {}, 'its value'))),
            el('tbody', {}, rows),
          )
        : el('p', {}, 'No move is possible from here: every move is larger than the heap.'),
      el('p', { class: 'asg-mex' }, `mex ${set} = ${why.mex}`),
      el(
        'p',
        { class: 'asg-hint' },
        v === 0
          ? 'A P-position: the player to move loses, since every move leads to a heap of nonzero value.'
          : `The least value not reached by a move is ${v}; a move to a heap of value 0 wins.`,
      ),
    ];
    return [summary, content];
  }

  range(game, lo, hi) {
    // Exact counts from the core: they add up to the heaps under the pixel, hi − lo.
    const counts = [...game.counts(lo, hi)];
    const n = hi - lo;
    const parts = counts.map((c, v) => `${v}: ${formatWhole(c)}`);
    const summary = `heaps ${formatWhole(lo)}–${formatWhole(hi - 1n)} · ${parts.join(' · ')}`;
    const content = [
      el(
        'p',
        {},
        el('strong', {}, `Heaps ${formatWhole(lo)} to ${formatWhole(hi - 1n)}`),
        ` (${formatWhole(n)} heaps, one pixel):`,
      ),
      el(
        'table',
        {},
        el(
          'tbody',
          {},
          counts.map((c, v) =>
            el(
              'tr',
              {},
              el('td', {}, swatch(v), ` value ${v}`),
              el('td', {}, formatWhole(c)),
              el('td', {}, formatShare(c, n)),
            ),
          ),
        ),
      ),
      el('p', { class: 'asg-hint' }, 'Zoom in to see single heaps and their moves.'),
    ];
    return [summary, content];
  }
}
