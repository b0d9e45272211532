// The steps of the guided tour: what each says (with MathML formulas and the game's own numbers)
// and the state it shows, from the rules and the mex rule to what changes outside the regime.
import { el } from './dom.js';
import { formula, mexFormula, mi, mn, mo, row, sub, wFormula } from './mathml.js';

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
