// The status line (the regime badge and the game's summary), the colour legend, and the caption
// of the grid and the number line: what the picture shows, in the core's numbers, in the words
// of the reader's language.
import type { AdditiveInfo } from '../../pkg/asg.js';
import { el, refill } from '../base/dom.ts';
import type { KnownInfo } from '../state/context.ts';
import type { State } from '../state/state.ts';
import { regimeText } from '../text/codes.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import { type Message, msg } from '../text/languages.ts';

/** What the status line tells its owner: Cancel pressed, or "why?" asked for a class (0 to 3). */
export interface StatusHandlers {
  cancel(): void;
  why(cls: number): void;
}

export class Status {
  readonly badge: HTMLElement;
  readonly summary: HTMLElement;
  readonly legend: HTMLElement;
  readonly root: HTMLElement;
  private readonly bar: HTMLProgressElement;
  private readonly barText: HTMLElement;
  private readonly cancel: HTMLButtonElement;
  private readonly progress: HTMLElement;

  /** `t`: the translator (i18n.ts); `term`: makes the glossary's terms in its texts. */
  constructor(
    private readonly t: Translator,
    private readonly term: TermMaker,
    private readonly on: StatusHandlers,
  ) {
    this.badge = el('span', { class: 'asg-badge', 'data-proven': 'true' });
    this.summary = el('p', { class: 'asg-summary', 'aria-live': 'polite' });
    this.bar = el('progress', { max: '1', value: '0', 'aria-label': t('building-bar') });
    this.barText = el('span', { class: 'asg-hint', role: 'status' });
    this.cancel = el('button', { type: 'button', onclick: () => this.on.cancel() }, t('building-cancel'));
    this.progress = el('div', { class: 'asg-inline asg-building', hidden: true }, this.bar, this.barText, this.cancel);
    this.root = el('div', { class: 'asg-status' }, this.badge, this.summary, this.progress);
    this.legend = el('ul', { class: 'asg-legend' });
  }

  /**
   * A game whose table is being built: its `facts` (known at once) and the `fraction` done, with
   * Cancel; null when no table is being built.
   */
  building(facts: Pick<AdditiveInfo, 'a' | 'delta'> | null, fraction = 0): void {
    this.progress.hidden = !facts;
    this.showFailure(false);
    if (!facts) return;
    const first = this.progress.dataset.a !== String(facts.a) || this.progress.dataset.delta !== String(facts.delta);
    [this.progress.dataset.a, this.progress.dataset.delta] = [String(facts.a), String(facts.delta)];
    this.bar.value = fraction;
    const game = { a: facts.a, delta: facts.delta };
    this.barText.textContent = this.t('building-text', { ...game, percent: Math.floor(100 * fraction) });
    if (first) this.cancel.setAttribute('aria-label', this.t('building-cancel-label', game));
  }

  /**
   * A build that failed while the last good game stays on show: the hint says why (the core's
   * message in the reader's language), without the bar and Cancel, until the next build or view.
   */
  failed(facts: Pick<AdditiveInfo, 'a' | 'delta'>, message: Message): void {
    this.progress.hidden = false;
    this.showFailure(true);
    this.barText.textContent = this.t('building-failed', { a: facts.a, delta: facts.delta, error: message });
  }

  /** The hint as a failure (no bar, no Cancel) or as progress. */
  private showFailure(failed: boolean): void {
    this.bar.hidden = failed;
    this.cancel.hidden = failed;
    this.progress.classList.toggle('asg-build-failed', failed);
    // A failure is said anew even for the game whose progress was on show.
    if (failed) delete this.progress.dataset.a;
  }

  /** Shows the game `info` (from `game.additive()`); returns the summary, for the canvas label. */
  render(i: KnownInfo): string {
    const t = this.t;
    const proven = i.proven;
    this.badge.dataset.proven = String(proven);
    refill(this.badge, t.nodes(proven ? 'badge-proven' : 'badge-outside', {}, this.term));
    const numbers = { a: i.a, b: i.b, ab: i.moves[2], delta: i.delta, d: i.d, period: i.heapPeriod };
    const summary = proven
      ? msg('summary-proven', { ...numbers, ppositions: i.indexPeriod })
      : msg('summary-outside', {
          ...numbers,
          where: regimeText(i),
          ppositions: i.indexPeriod,
          band: i.bandPeriod ? msg('summary-band', { period: i.bandPeriod }) : '',
        });
    refill(this.summary, t.nodes(summary, this.term));
    const items = (
      proven
        ? [
            msg('legend-w0'),
            msg('legend-w1', { a: i.a }),
            msg('legend-w2', { b: i.b }),
            msg('legend-w3', { count: i.classCounts[3] }),
          ]
        : [msg('legend-value0'), ...[1, 2, 3].map((value) => msg('legend-value', { value }))]
    ).map((m) => t.nodes(m, this.term));
    refill(
      this.legend,
      items.map((label, v) =>
        el(
          'li',
          {},
          el('span', { class: 'asg-swatch', 'data-class': v, 'aria-hidden': 'true' }),
          el('span', {}, el('strong', {}, `${v}`), ' ', label),
          // In the regime, each class can be walked through: why its heaps have their value.
          proven
            ? el(
                'button',
                {
                  type: 'button',
                  class: 'asg-why-button',
                  'aria-label': t('why-button-label', { cls: `W${v}` }),
                  onclick: () => this.on.why(v),
                },
                t('why-button'),
              )
            : null,
        ),
      ),
    );
    // The words alone, for the picture's text alternative.
    return t(summary);
  }
}

/** The caption of the grid, the number line and play (a message): what the picture shows, in numbers. */
export function describePicture(state: Pick<State, 'view' | 'w'>, i: KnownInfo): Message {
  const counts = { ppositions: i.indexPeriod, period: i.heapPeriod };
  if (state.view === 'grid' || state.view === 'ledger') {
    const w = state.w ?? i.heapPeriod;
    return msg(w === i.heapPeriod ? 'caption-grid-period' : 'caption-grid', { ...counts, w, last: w - 1n });
  }
  if (state.view === 'play') return msg('caption-play');
  if (state.view === 'practice') return msg('caption-practice');
  return msg('caption-line', counts);
}
