// The status line (the regime badge and the game's summary), the colour legend, and the caption
// of the grid and the number line: what the picture shows, in the core's numbers.
import { el, fill } from './dom.js';
import { formatWhole as f } from './format.js';

/** Emits `cancel` when the person stops a table being built. */
export class Status extends EventTarget {
  constructor() {
    super();
    this.badge = el('span', { class: 'asg-badge', 'data-proven': 'true' });
    this.summary = el('p', { class: 'asg-summary', 'aria-live': 'polite' });
    this.bar = el('progress', { max: '1', value: '0', 'aria-label': 'period table computed' });
    this.barText = el('span', { class: 'asg-hint', role: 'status' });
    this.cancel = el('button', { type: 'button', onclick: () => this.dispatchEvent(new Event('cancel')) }, 'Cancel');
    this.progress = el('div', { class: 'asg-inline asg-building', hidden: true }, this.bar, this.barText, this.cancel);
    this.root = el('div', { class: 'asg-status' }, this.badge, this.summary, this.progress);
    this.legend = el('ul', { class: 'asg-legend' });
  }

  /**
   * A game whose table is being built: its `facts` (known at once) and the `fraction` done, with
   * Cancel; null when no table is being built.
   */
  building(facts, fraction = 0) {
    this.progress.hidden = !facts;
    if (!facts) return;
    const first = this.progress.dataset.a !== String(facts.a) || this.progress.dataset.delta !== String(facts.delta);
    [this.progress.dataset.a, this.progress.dataset.delta] = [String(facts.a), String(facts.delta)];
    this.bar.value = fraction;
    const game = `a = ${f(facts.a)}, δ = ${f(facts.delta)}`;
    this.barText.textContent = `Computing the period table of ${game} by the mex rule in the background: ${Math.floor(100 * fraction)} %`;
    if (first) this.cancel.setAttribute('aria-label', `Cancel computing ${game}`);
  }

  /** Shows the game `info` (from `game.additive()`); returns the summary, for the canvas label. */
  render(i) {
    const proven = i.proven;
    this.badge.dataset.proven = String(proven);
    this.badge.textContent = proven ? 'Primitive quadratic regime · Theorem 1' : 'Outside the regime · mex rule';
    const set = `S = {${f(i.a)}, ${f(i.b)}, ${f(i.a + i.b)}}`;
    const periods = `heap period ${f(i.heapPeriod)}${i.indexPeriod ? ` (${f(i.indexPeriod)} P-positions each)` : ''}`;
    const text = proven
      ? `${set}, δ = ${f(i.delta)}, d = ${f(i.d)}: ${periods}. Every value comes from the closed form, proven by Larsson and Manabe.`
      : `${set}, δ = ${f(i.delta)}: ${i.regimeText.replace(/; values by the mex rule$/, '')}. The closed form w_n does not apply here: every value is computed by the mex rule, ${periods}` +
        (i.bandPeriod ? ` (the observed band formula says ${f(i.bandPeriod)}; not proven).` : '.');
    this.summary.textContent = text;
    const items = proven
      ? [
          'W0 = {wₙ}: the P-positions, where the player to move loses',
          `W1 = W0 + ${f(i.a)}`,
          `W2 = W0 − ${f(i.b)} (heaps ≥ 0)`,
          `W3: the rest, ${f(i.classCounts[3])} per period`,
        ]
      : ['P-positions (by the mex rule)', 'value 1', 'value 2', 'value 3'];
    fill(
      this.legend,
      items.map((label, v) =>
        el(
          'li',
          {},
          el('span', { class: 'asg-swatch', 'data-class': v, 'aria-hidden': 'true' }),
          el('span', {}, el('strong', {}, `${v}`), ` ${label}`),
        ),
      ),
    );
    return text;
  }
}

/** The caption of the grid, the number line and play: what the picture shows, in numbers. */
export function describePicture(state, i) {
  const counts = `Per period: ${f(i.indexPeriod ?? 0n)} heaps of value 0 (P-positions)`;
  if (state.view === 'grid' || state.view === 'ledger') {
    const w = state.w ?? i.heapPeriod;
    return (
      `Grid: row r holds heaps r·${f(w)} to r·${f(w)} + ${f(w - 1n)}, coloured by nim-value. ${counts}, in a heap period of ${f(i.heapPeriod)}` +
      (w === i.heapPeriod ? ', so each column has one value all the way down.' : '.')
    );
  }
  if (state.view === 'play') {
    return 'Play: the number line shows the heaps from 0 to the starting heap; the line marks the heap in play.';
  }
  return `Number line: heaps left to right, coloured by nim-value, with one lane per value below. ${counts}, in a heap period of ${f(i.heapPeriod)}.`;
}
