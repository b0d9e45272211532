// The mex rule, heap by heap: a strip of the first values with the heap in question marked, each
// move named with the heap it reaches and that heap's value (marked on the picture too), and
// their mex; back, forward, or play, saying where and why it stops.
import type { Explanation } from '../../pkg/asg.js';
import type { Mark } from '../shell/context.ts';
import { el, fill } from '../shell/dom.ts';
import type { Lifetime } from '../shell/lifetime.ts';
import type { Translator } from '../text/i18n.ts';
import { reachedValues } from './games.ts';

/** Play steps through the first heaps up to this one; Forward goes on to LAST. */
const PLAYED = 60;
const LAST = 200;

/** What the stepper asks of a game: values and the mex rule at a heap. */
export interface SteppedGame {
  nim(from: bigint, count: number): Uint8Array;
  explain(heap: bigint): Explanation;
}

export class MexStepper {
  readonly root: HTMLElement;
  readonly cells: HTMLOListElement;
  readonly explain: HTMLElement;
  readonly playButton: HTMLButtonElement;
  x = 0;
  private game: SteppedGame | null = null;
  private timer: (() => void) | null = null;

  /** `onHeap`: the heap and where its moves go, to mark; `life` ends a playing stepper's timer; `t`: the translator. */
  constructor(
    private readonly onHeap: (marks: Mark[]) => void,
    private readonly life: Lifetime,
    private readonly t: Translator,
  ) {
    this.cells = el('ol', { class: 'asg-mex-cells', 'aria-label': t('stepper-cells') });
    this.explain = el('p', { class: 'asg-mex', 'aria-live': 'polite' });
    const button = (text: string, label: string, fn: () => void) =>
      el('button', { type: 'button', 'aria-label': label, onclick: fn }, text);
    this.playButton = button(t('stepper-play'), t('stepper-play-label'), () => this.toggle());
    this.root = el(
      'div',
      { class: 'asg-stepper' },
      el(
        'div',
        { class: 'asg-inline' },
        button(t('stepper-back'), t('stepper-back-label'), () => this.go(this.x - 1)),
        button(t('stepper-forward'), t('stepper-forward-label'), () => this.go(this.x + 1)),
        this.playButton,
      ),
      this.explain,
      this.cells,
    );
  }

  setGame(game: SteppedGame): void {
    this.game = game;
    this.go(this.x);
  }

  go(x: number): void {
    const g = this.game;
    if (!g) return;
    const asked = x;
    this.x = Math.max(0, Math.min(x, LAST));
    const values = g.nim(0n, this.x + 1);
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
    const t = this.t;
    const why = g.explain(BigInt(this.x));
    const reached = why.options.map((o) => t('stepper-move', { move: o.move, to: o.to, value: o.value }));
    const mex = `mex{${reachedValues(why).join(', ')}} = ${why.value}`;
    fill(
      this.explain,
      t(reached.length ? 'stepper-heap' : 'stepper-heap-none', { heap: this.x, moves: t.list(reached), mex }),
      // Where it stops, and why, said when it does.
      asked > LAST ? ` ${t('stepper-end', { last: LAST })}` : '',
    );
    // The heap and the heaps its moves reach, marked on the picture with the moves.
    this.onHeap([
      { heap: BigInt(this.x), main: true },
      ...why.options.map((o) => ({ heap: o.to, label: `−${o.move}` })),
    ]);
  }

  toggle(): void {
    if (this.timer) this.stop();
    else {
      this.timer = this.life.interval(() => (this.x >= PLAYED ? this.stop(true) : this.go(this.x + 1)), 900);
      this.playButton.textContent = this.t('stepper-pause');
    }
  }

  /** Stops playing; `atEnd` when it stopped by itself (at heap PLAYED), which it then says. */
  stop(atEnd = false): void {
    this.timer?.();
    this.timer = null;
    this.playButton.textContent = this.t('stepper-play');
    if (atEnd) this.explain.append(` ${this.t('stepper-paused', { heap: PLAYED, last: LAST })}`);
  }
}
