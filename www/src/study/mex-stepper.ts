// The mex rule, heap by heap: a strip of the values worked out so far with the heap in question
// marked, each move named with the heap it reaches and that heap's value (marked on the picture
// too), and their mex. The number line follows the heap and hides the values not yet worked out;
// previous heap, next heap, or run, saying where and why it stops.
import type { AdditiveInfo } from '../../pkg/asg.js';
import type { Game as FullGame } from '../../pkg/asg_full.js';
import { el, fill } from '../base/dom.ts';
import type { PartContext } from '../state/context.ts';
import { runOn, sentenceGap } from '../text/sentences.ts';
import { mexText } from './games.ts';

/** Run steps through the first heaps up to this one; Next heap goes on to LAST. */
const RUN = 60;
const LAST = 200;

export class MexStepper {
  readonly root: HTMLElement;
  readonly cells: HTMLOListElement;
  readonly explain: HTMLElement;
  readonly runButton: HTMLButtonElement;
  x = 0;
  private timer: (() => void) | null = null;

  constructor(
    private readonly context: PartContext,
    private readonly game: FullGame,
    private readonly info: AdditiveInfo,
  ) {
    const t = context.t;
    this.cells = el('ol', { class: 'asg-mex-cells', 'aria-label': t('stepper-cells') });
    this.explain = el('p', { class: 'asg-mex', 'aria-live': 'polite' });
    const button = (text: string, label: string, fn: () => void) =>
      el('button', { type: 'button', 'aria-label': label, onclick: fn }, text);
    this.runButton = button(t('stepper-play'), t('stepper-play-label'), () => this.toggle());
    this.root = el(
      'div',
      { class: 'asg-stepper' },
      el(
        'div',
        { class: 'asg-inline' },
        button(t('stepper-back'), t('stepper-back-label'), () => this.go(this.x - 1)),
        button(t('stepper-forward'), t('stepper-forward-label'), () => this.go(this.x + 1)),
        this.runButton,
      ),
      this.explain,
      this.cells,
    );
    this.go(0);
  }

  go(x: number): void {
    const { t, picture } = this.context;
    const asked = x;
    this.x = Math.max(0, Math.min(x, LAST));
    const heap = BigInt(this.x);
    const values = this.game.nim(0n, this.x + 1);
    fill(
      this.cells,
      Array.from(values, (v, i) =>
        el(
          'li',
          { 'data-class': v, 'aria-current': i === this.x ? 'true' : null },
          el('span', {}, String(i)),
          el('b', {}, String(v)),
        ),
      ),
    );
    const why = this.game.explain(heap);
    const reached = why.options.map((o) => t('stepper-move', { move: o.move, to: o.to, value: o.value }));
    const mex = mexText(why);
    fill(
      this.explain,
      runOn(
        t.tag,
        t(reached.length ? 'stepper-heap' : 'stepper-heap-none', { heap, moves: t.list(reached), mex }),
        // Where it stops, and why, said when it does.
        asked > LAST ? t('stepper-end', { last: LAST }) : '',
      ),
    );
    // The number line follows: the heap and all its moves in view, the values after it still hidden.
    const reach = this.info.moves[2];
    const lo = heap > reach ? heap - reach : 0n;
    picture.setHidden(true, heap + 1n);
    picture.showStretch(lo, lo + reach + 3n > heap + 1n ? lo + reach + 3n : heap + 1n);
    picture.setMarks([{ heap, main: true }, ...why.options.map((o) => ({ heap: o.to, label: `−${o.move}` }))]);
  }

  toggle(): void {
    if (this.timer) this.stop();
    else {
      this.timer = this.context.life.interval(() => (this.x >= RUN ? this.stop(true) : this.go(this.x + 1)), 900);
      this.runButton.textContent = this.context.t('stepper-pause');
    }
  }

  /** Stops running; `atEnd` when it stopped by itself (at heap RUN), which it then says. */
  stop(atEnd = false): void {
    this.timer?.();
    this.timer = null;
    const { t } = this.context;
    this.runButton.textContent = t('stepper-play');
    if (atEnd) this.explain.append(sentenceGap(t.tag), t('stepper-paused', { heap: RUN, last: LAST }));
  }
}
