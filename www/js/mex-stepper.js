// The mex rule, heap by heap: a strip of the first values with the heap in question marked, the
// values its moves reach and their mex; back, forward, or play.
import { el, fill } from './dom.js';

export class MexStepper {
  /** `life`: the explorer's lifetime, which ends a playing stepper's timer. */
  constructor(onHeap, life) {
    this.onHeap = onHeap;
    this.life = life;
    this.x = 0;
    this.timer = null;
    this.cells = el('ol', { class: 'asg-mex-cells', 'aria-label': 'values computed so far' });
    this.explain = el('p', { class: 'asg-mex', 'aria-live': 'polite' });
    const button = (text, label, fn) => el('button', { type: 'button', 'aria-label': label, onclick: fn }, text);
    this.playButton = button('Play', 'play: step every second', () => this.toggle());
    this.root = el(
      'div',
      { class: 'asg-stepper' },
      el(
        'div',
        { class: 'asg-inline' },
        button('◀ Back', 'one heap back', () => this.go(this.x - 1)),
        button('Forward ▶', 'one heap forward', () => this.go(this.x + 1)),
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
    this.x = Math.max(0, Math.min(x, 200));
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
    const why = g.explain(BigInt(this.x));
    const reached = why.options.map((o) => `g(${o.to}) = ${o.value}`);
    const set = [...new Set(why.options.map((o) => o.value))].sort((p, q) => p - q);
    fill(
      this.explain,
      `Heap ${this.x}: `,
      reached.length ? `moves reach ${reached.join(', ')}; ` : 'no move is possible (every move is larger); ',
      `mex{${set.join(', ')}} = ${why.value}.`,
    );
    this.onHeap(this.x);
  }

  toggle() {
    if (this.timer) this.stop();
    else {
      this.timer = this.life.interval(() => (this.x >= 60 ? this.stop() : this.go(this.x + 1)), 900);
      this.playButton.textContent = 'Pause';
    }
  }

  stop() {
    this.timer?.();
    this.timer = null;
    this.playButton.textContent = 'Play';
  }
}
