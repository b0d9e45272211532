// The guided tour for self-study: short steps, each showing a view with the right parameters,
// from the rules and the mex rule (step by step) to the closed form, gaps, collisions, the
// residue trapezoid and the periods.
import { el, fill } from './dom.js';
import { formula, mexFormula, mi, mn, mo, row, sub, wFormula } from './mathml.js';

export { PRESETS } from './presets.js';

const t = (...parts) => el('p', {}, ...parts);

/** The first `n` heaps where the core's values are 0 (the P-positions, read off its values). */
function zeros(game, n) {
  const out = [];
  const values = game.nim(0, 64 * n);
  for (let x = 0; x < values.length && out.length < n; x++) if (values[x] === 0) out.push(x);
  return out;
}

/** The steps: what each says, and the state it shows. */
export const STEPS = [
  {
    title: 'The game',
    state: { a: '5', delta: '7', view: 'strip', zoom: 12 },
    body: () => [
      t(
        'A heap of counters; two players take turns removing a, b or a+b of them (here 5, 12 or 17). Whoever cannot move loses.',
      ),
      formula(
        'S equals the set a, b, a plus b',
        mi('S'),
        mo('='),
        mo('{'),
        mi('a'),
        mo(','),
        mi('b'),
        mo(','),
        mi('a'),
        mo('+'),
        mi('b'),
        mo('}'),
      ),
      t(
        'Every heap gets a nim-value 0, 1, 2 or 3, drawn as a colour. Value 0 means the player to move loses: those heaps are the P-positions.',
      ),
    ],
  },
  {
    title: 'The mex rule, heap by heap',
    state: { a: '5', delta: '7', view: 'strip', zoom: 24 },
    stepper: true,
    body: () => [
      t(
        'The value of a heap is the least value not reached by a move (the mex). Step through the first heaps: each value comes from those a, b and a+b below it.',
      ),
      mexFormula(),
    ],
  },
  {
    title: 'The closed form',
    state: { a: '5', delta: '7', view: 'gaps', zoom: 8 },
    body: (g) => [
      t(
        'In the primitive quadratic regime, a < δ < 2a with gcd(a, δ) = 1 (δ = b − a), the P-positions have a formula (Larsson and Manabe, Theorem 1):',
      ),
      wFormula(),
      t(
        `For a = 5, δ = 7: w = ${zeros(g, 12).join(', ')}, …: the heaps of value 0. The tall bars below are the jumps a and b of the formula.`,
      ),
    ],
  },
  {
    title: 'Four colour classes',
    state: { a: '5', delta: '7', view: 'grid', zoom: null },
    body: () => [
      t('The other values are shifts of the P-positions:'),
      formula(
        'W1 equals W0 plus a; W2 equals W0 minus b; W3 equals W0 minus delta, without W0',
        sub(mi('W'), mn(1)),
        mo('='),
        sub(mi('W'), mn(0)),
        mo('+'),
        mi('a'),
        mo(','),
        mo('\u2003'),
        sub(mi('W'), mn(2)),
        mo('='),
        row(sub(mi('W'), mn(0)), mo('−'), mi('b')),
        mo(','),
        mo('\u2003'),
        sub(mi('W'), mn(3)),
        mo('='),
        row(mo('('), sub(mi('W'), mn(0)), mo('−'), mi('δ'), mo(')'), mo('∖'), sub(mi('W'), mn(0))),
      ),
      t('The grid wraps at the heap period a(3δ + a) = 130, so every column keeps one colour all the way down.'),
    ],
  },
  {
    title: 'Gaps',
    state: { a: '7', delta: '12', view: 'gaps', zoom: 6 },
    body: () => [
      t('Consecutive P-positions differ by one of four gaps:'),
      formula(
        'g sub n equals 1 plus a times [a divides n plus 1] plus b times [delta divides n plus 1]',
        sub(mi('g'), mi('n')),
        mo('='),
        mn(1),
        mo('+'),
        mi('a'),
        mo('['),
        mi('a'),
        mo('∣'),
        mi('n'),
        mo('+'),
        mn(1),
        mo(']'),
        mo('+'),
        mi('b'),
        mo('['),
        mi('δ'),
        mo('∣'),
        mi('n'),
        mo('+'),
        mn(1),
        mo(']'),
      ),
      t('so 1, a+1, b+1 or a+b+1. Point at a bar to see its index and type.'),
    ],
  },
  {
    title: 'Collision windows',
    state: { a: '7', delta: '12', view: 'collisions', zoom: 6 },
    body: () => [
      t(
        'Pairs of P-positions δ apart are collision windows (arcs). Theorem 7 counts a·d of them per heap period, d = δ − a:',
      ),
      formula('size of C equals a times d', mo('|'), mi('C'), mo('|'), mo('='), mi('a'), mo('·'), mi('d')),
      t('A shifted P-position that misses W0 lands in W3, which is why |W3| = aδ − a·d = a².'),
    ],
  },
  {
    title: 'The residue trapezoid',
    state: { a: '7', delta: '12', view: 'residues', r: 3n },
    body: () => [
      t('Each (a+1)-gap has a residue r; the number of windows through it is'),
      formula(
        'c of r equals min of r and d, minus max of 0 and r minus a',
        mi('c'),
        mo('('),
        mi('r'),
        mo(')'),
        mo('='),
        mi('min'),
        mo('('),
        mi('r'),
        mo(','),
        mi('d'),
        mo(')'),
        mo('−'),
        mi('max'),
        mo('('),
        mn(0),
        mo(','),
        mi('r'),
        mo('−'),
        mi('a'),
        mo(')'),
      ),
      t(
        'Left-restricted, unrestricted, right-restricted: the trapezoid’s area is a·d. Pick a bar to see its gaps below.',
      ),
    ],
  },
  {
    title: 'The periods',
    state: { a: '7', delta: '12', view: 'ledger' },
    body: () => [
      t('Everything repeats with the heap period'),
      formula(
        'P equals a times (3 delta plus a)',
        mi('P'),
        mo('='),
        mi('a'),
        mo('('),
        mn(3),
        mi('δ'),
        mo('+'),
        mi('a'),
        mo(')'),
      ),
      t(
        'with aδ heaps of each value 0, 1, 2 and a² of value 3. The ledger counts them by the mex rule and checks each formula.',
      ),
    ],
  },
  {
    title: 'Outside the regime',
    state: { a: '5', delta: '16', view: 'strip', zoom: null },
    body: () => [
      t(
        'Here δ = 16 > 2a: the theorem says nothing, and the closed form is not the game. The explorer computes every value by the mex rule and says so in the badge.',
      ),
      t(
        'Brute force still finds a period, 215 = a(3δ − a), one of the band formulas nobody has proven yet. Try the presets outside the regime.',
      ),
    ],
  },
];

/** Steps through the mex rule for heaps 0, 1, 2, … and shows how each value arises. */
class MexStepper {
  constructor(onHeap) {
    this.onHeap = onHeap;
    this.x = 0;
    this.timer = 0;
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
      this.timer = setInterval(() => (this.x >= 60 ? this.stop() : this.go(this.x + 1)), 900);
      this.playButton.textContent = 'Pause';
    }
  }

  stop() {
    clearInterval(this.timer);
    this.timer = 0;
    this.playButton.textContent = 'Play';
  }
}

/** The tour panel; emits `go` ({ step, state }) to show a step's view, and `close`. */
export class Tour extends EventTarget {
  constructor() {
    super();
    this.title = el('h2', { tabindex: '-1' });
    this.body = el('div', { class: 'asg-tour-body' });
    this.count = el('span', { class: 'asg-hint' });
    this.back = el('button', { type: 'button', onclick: () => this.show(this.step - 1) }, '← Back');
    this.next = el(
      'button',
      { type: 'button', class: 'asg-primary', onclick: () => this.show(this.step + 1) },
      'Next →',
    );
    this.stepper = new MexStepper((x) => this.dispatchEvent(new CustomEvent('heap', { detail: x })));
    this.root = el(
      'section',
      { class: 'asg-panel asg-tour', 'aria-label': 'Guided tour', hidden: true },
      el('div', { class: 'asg-tour-head' }, this.title, this.count),
      this.body,
      el(
        'div',
        { class: 'asg-inline asg-tour-nav' },
        this.back,
        this.next,
        el('button', { type: 'button', onclick: () => this.dispatchEvent(new CustomEvent('close')) }, 'Close the tour'),
      ),
    );
    this.step = 0;
  }

  /** Shows step `n` (1-based) for `game` (the explorer's, for numbers in the text). */
  show(n, { emit = true } = {}) {
    this.step = Math.max(1, Math.min(STEPS.length, n));
    const s = STEPS[this.step - 1];
    this.root.hidden = false;
    this.stepper.stop();
    fill(this.title, `${this.step}. ${s.title}`);
    fill(this.count, `step ${this.step} of ${STEPS.length}`);
    this.back.disabled = this.step === 1;
    this.next.disabled = this.step === STEPS.length;
    if (emit) this.dispatchEvent(new CustomEvent('go', { detail: { step: this.step, state: s.state } }));
  }

  /** Fills the step's text once its game is on show. */
  render(game) {
    const s = STEPS[this.step - 1];
    if (!s || this.root.hidden) return;
    try {
      fill(this.body, s.body(game), s.stepper ? this.stepper.root : null);
      if (s.stepper) this.stepper.setGame(game);
    } catch (e) {
      fill(this.body, el('p', { class: 'asg-error' }, String(e?.message ?? e)));
    }
  }

  hide() {
    this.stepper.stop();
    this.root.hidden = true;
    this.step = 0;
  }
}

/** The tour as a part of the explorer: each step shows its view; the stepper marks its heap. */
export function mount(explorer) {
  const tour = new Tour();
  const go = (n) => {
    explorer.dispatch({ type: 'step', n, stepState: STEPS[n - 1].state });
    explorer.view.setGuide(null);
  };
  tour.addEventListener('go', (e) => go(e.detail.step));
  tour.addEventListener('close', () => {
    tour.hide();
    explorer.view.setGuide(null);
    explorer.dispatch({ type: 'close-tour' });
  });
  tour.addEventListener('heap', (e) => explorer.view.setGuide(e.detail));
  return {
    root: tour.root,
    go,
    focus: () => tour.title.focus(),
    update(state) {
      if (tour.step !== state.tour || tour.root.hidden) tour.show(state.tour, { emit: false });
      tour.render(explorer.game);
    },
    hide: () => tour.hide(),
  };
}
