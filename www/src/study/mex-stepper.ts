// The mex rule, heap by heap: a strip of the first values with the heap in question marked, each
// move named with the heap it reaches and that heap's value (marked on the picture too), and
// their mex; back, forward, or play, saying where and why it stops.
// @ts-nocheck
import { el, fill } from '../shell/dom.ts';

/** Play steps through the first heaps up to this one; Forward goes on to LAST. */
const PLAYED = 60;
const LAST = 200;

export class MexStepper {
  /** `life`: the explorer's lifetime, which ends a playing stepper's timer; `t`: the translator. */
  constructor(onHeap, life, t) {
    this.onHeap = onHeap;
    this.life = life;
    this.t = t;
    this.x = 0;
    this.timer = null;
    this.cells = el('ol', { class: 'asg-mex-cells', 'aria-label': t('stepper-cells') });
    this.explain = el('p', { class: 'asg-mex', 'aria-live': 'polite' });
    const button = (text, label, fn) => el('button', { type: 'button', 'aria-label': label, onclick: fn }, text);
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

  setGame(game) {
    this.game = game;
    this.go(this.x);
  }

  go(x) {
    const asked = x;
    this.x = Math.max(0, Math.min(x, LAST));
    const g = this.game;
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
    const set = [...new Set(why.options.map((o) => o.value))].sort((p, q) => p - q);
    const mex = `mex{${set.join(', ')}} = ${why.value}`;
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

  toggle() {
    if (this.timer) this.stop();
    else {
      this.timer = this.life.interval(() => (this.x >= PLAYED ? this.stop(true) : this.go(this.x + 1)), 900);
      this.playButton.textContent = this.t('stepper-pause');
    }
  }

  /** Stops playing; `atEnd` when it stopped by itself (at heap PLAYED), which it then says. */
  stop(atEnd = false) {
    this.timer?.();
    this.timer = null;
    this.playButton.textContent = this.t('stepper-play');
    if (atEnd) this.explain.append(` ${this.t('stepper-paused', { heap: PLAYED, last: LAST })}`);
  }
}
