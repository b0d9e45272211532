// Explains the heaps under the pointer: a heap's value, its moves and the mex that gives it; or,
// for a pixel of many heaps, the exact count of each value among them.
import type { Game } from '../../pkg/asg.js';
import { type Child, el, fill } from '../base/dom.ts';
import type { InspectDetail } from '../state/context.ts';
import { describeError } from '../text/errors.ts';
import { formatWhole } from '../text/format.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';

/** What the tip says in a line, and what the panel says. */
type Explained = [summary: string, content: Child[]];

/** The swatch of value `v`'s colour (3 and more share one). */
function swatch(v: number): HTMLElement {
  return el('span', { class: 'asg-swatch', 'data-class': Math.min(v, 3), 'aria-hidden': 'true' });
}

/** A heap with a line break allowed after each digit group: near 2^64 a phone needs one. */
const breakable = (text: string): Child[] =>
  text.split(/(?<=[,\u202f])/).flatMap((part, i) => (i ? [el('wbr'), part] : [part]));

/** The hover tip near the pointer and the panel that keeps the last inspected heap. */
export class Inspector {
  /** The panel's body, where a heap is explained (and a why? walk is shown). */
  readonly body: HTMLElement;
  /** The heaps pinned by a click or by Enter, explained again when the game changes; or none. */
  pinned: { lo: bigint; hi: bigint } | null = null;
  /** The game the panel explains heaps of (`follow`), or none yet. */
  private game: Game | null = null;
  /** True while the panel says a heap's value is hidden (cleared once values are on show again). */
  private saysHidden = false;

  /** `t`: the translator (i18n.ts); `term` makes the glossary's terms in its texts. */
  constructor(
    private readonly panel: HTMLElement,
    private readonly tip: HTMLElement,
    private readonly t: Translator,
    private readonly term: TermMaker,
  ) {
    const body = panel.querySelector<HTMLElement>('.asg-inspector-body');
    if (!body) throw new Error('the inspector has no body');
    this.body = body;
  }

  /**
   * `detail`: { lo, hi, pinned, x, y } from the view, or null when the pointer leaves. With values
   * hidden from heap `hiddenFrom` on (null: none hidden), those are not to be given away: of a heap
   * from there on only the heap is named; the heaps before it are explained as ever.
   */
  show(
    game: Game | null,
    detail: InspectDetail | null,
    { hiddenFrom = null }: { hiddenFrom?: bigint | null } = {},
  ): void {
    const hidden = hiddenFrom !== null && (detail === null || detail.hi > hiddenFrom);
    if (!detail || !game) {
      this.tip.hidden = true;
      // Values on show again: the panel no longer says a heap's value is hidden.
      if (!hidden && this.saysHidden) {
        this.saysHidden = false;
        fill(this.body, el('p', {}, this.t.nodes('inspector-empty', {}, this.term)));
        delete this.panel.dataset.heap;
      }
      return;
    }
    this.saysHidden = hidden;
    // A heap explained in place of a walk: the picture need not stay beside the panel (css).
    delete this.panel.dataset.walk;
    const { lo, hi } = detail;
    let summary: string;
    let content: Child[];
    try {
      if (hidden) {
        summary = this.t('inspect-hidden-tip', { heap: lo });
        content = [el('p', {}, this.t('inspect-hidden', { heap: lo }))];
      } else if (hi - lo === 1n) [summary, content] = this.single(game, lo);
      else [summary, content] = this.range(game, lo, hi);
    } catch (e) {
      summary = this.t(describeError(e));
      content = [el('p', {}, summary)];
    }
    if (detail.note) {
      summary = detail.note;
      content = [el('p', {}, el('strong', {}, detail.note)), ...content];
    }
    fill(this.tip, summary);
    this.tip.hidden = false;
    const box = (this.tip.parentElement ?? this.tip).getBoundingClientRect();
    const left = Math.min(detail.x + 14, box.width - this.tip.offsetWidth - 4);
    const top =
      detail.y + 18 + this.tip.offsetHeight > box.height ? detail.y - this.tip.offsetHeight - 10 : detail.y + 18;
    this.tip.style.left = `${Math.max(4, left)}px`;
    this.tip.style.top = `${Math.max(4, top)}px`;
    fill(this.body, content);
    this.panel.dataset.heap = hi - lo === 1n ? String(lo) : `${lo}-${hi}`;
    if (detail.pinned && !hidden) this.pinned = { lo, hi };
  }

  /** The game on show: when it is another, a heap pinned is explained again in it (see `refresh`). */
  follow(game: Game): void {
    if (this.game === game) return;
    if (this.game) this.refresh(game);
    this.game = game;
  }

  /**
   * The game changed: a heap pinned by a click or by Enter is explained again for the new game
   * (its moves are the new game's), and with none the panel says what it is for.
   */
  refresh(game: Game): void {
    this.tip.hidden = true;
    if (!this.pinned) return;
    const { lo, hi } = this.pinned;
    try {
      fill(this.body, (hi - lo === 1n ? this.single(game, lo) : this.range(game, lo, hi))[1]);
    } catch {
      fill(this.body, el('p', {}, this.t.nodes('inspector-empty', {}, this.term)));
      this.pinned = null;
    }
  }

  /** A walk (why?) in the panel, in place of a heap's explanation: nothing is pinned meanwhile. */
  showWalk(...content: Child[]): void {
    fill(this.body, content);
    this.pinned = null;
    // On a phone the picture the walk marks stays stuck at the top while it is read (css).
    this.panel.dataset.walk = 'true';
  }

  single(game: Game, heap: bigint): Explained {
    const t = this.t;
    const why = game.explain(heap);
    const v = why.value;
    const summary = t('inspect-tip', { heap, value: v });
    const rows = why.options.map((o) =>
      el(
        'tr',
        {},
        el('td', {}, `−${formatWhole(o.move, t.tag)}`),
        el('td', {}, breakable(`→\u00a0${formatWhole(o.to, t.tag)}`)),
        el('td', {}, swatch(o.value), ` ${o.value}`),
      ),
    );
    const values = why.options.map((o) => o.value);
    const set = `{${[...new Set(values)].sort((x, y) => x - y).join(', ')}}`;
    const content: Child[] = [
      el(
        'p',
        {},
        t.nodes('inspect-heap', {
          heap: el('strong', {}, t('inspect-heap-name', { heap })),
          value: v,
          swatch: swatch(v),
        }),
      ),
      rows.length
        ? el(
            'table',
            {},
            el(
              'thead',
              {},
              el(
                'tr',
                {},
                el('th', {}, t('inspect-move')),
                el('th', {}, t('inspect-to')),
                el('th', {}, t('inspect-its-value')),
              ),
            ),
            el('tbody', {}, rows),
          )
        : el('p', {}, t('inspect-no-move')),
      el('p', { class: 'asg-mex asg-math' }, `mex ${set} = ${why.mex}`),
      el(
        'p',
        { class: 'asg-hint' },
        v === 0 ? t.nodes('inspect-p-position', {}, this.term) : t('inspect-win', { value: v }),
      ),
    ];
    return [summary, content];
  }

  range(game: Game, lo: bigint, hi: bigint): Explained {
    const t = this.t;
    // Exact counts from the core: they add up to the heaps under the pixel, hi − lo.
    const counts = [...game.counts(lo, hi)];
    const n = hi - lo;
    const [c0 = 0n, c1 = 0n, c2 = 0n, c3 = 0n] = counts;
    const summary = t('inspect-range-tip', { lo, hi: hi - 1n, c0, c1, c2, c3 });
    const content: Child[] = [
      el(
        'p',
        {},
        t.nodes('inspect-range', { range: el('strong', {}, t('inspect-range-name', { lo, hi: hi - 1n })), count: n }),
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
              el('td', {}, swatch(v), ` ${t('legend-value', { value: v })}`),
              el('td', {}, formatWhole(c, t.tag)),
              el('td', {}, t.share(c, n)),
            ),
          ),
        ),
      ),
      el('p', { class: 'asg-hint' }, t('inspect-zoom-in')),
    ];
    return [summary, content];
  }
}
