// Presets: games worth a look, inside and outside the primitive quadratic regime, each with a note.

/** Games worth a look, with what to look for. */
export const PRESETS = [
  {
    a: 5,
    delta: 7,
    group: 'In the regime',
    name: 'a = 5, δ = 7: the worked example',
    note: 'S = {5, 12, 17}, heap period 130: the example of Winning Ways and of the paper.',
  },
  {
    a: 2,
    delta: 3,
    group: 'In the regime',
    name: 'a = 2, δ = 3: the smallest',
    note: 'The smallest game in the regime: heap period 22, one collision window per period for each of a·d = 2.',
  },
  {
    a: 7,
    delta: 12,
    group: 'In the regime',
    name: 'a = 7, δ = 12: a full trapezoid',
    note: 'd = 5, so the residue profile climbs 1 … 5, stays at 5, and falls: area a·d = 35.',
  },
  {
    a: 101,
    delta: 150,
    group: 'In the regime',
    name: 'a = 101, δ = 150: large',
    note: 'Heap period 55 651; every value still comes from the closed form in constant time.',
  },
  {
    a: 5,
    delta: 4,
    group: 'Outside the regime',
    name: 'a = 5, δ = 4: linear band',
    note: 'δ < a: the closed form fails (W0 is not {w_n}); the mex rule finds period 19 = 3a + δ, the linear band formula (observed, not proven).',
  },
  {
    a: 5,
    delta: 11,
    group: 'Outside the regime',
    name: 'a = 5, δ = 11: linear band j = 1',
    note: '2a ≤ δ ≤ 3a: period 36 = 5a + δ by the mex rule; the closed form does not apply.',
  },
  {
    a: 5,
    delta: 16,
    group: 'Outside the regime',
    name: 'a = 5, δ = 16: quadratic band j = 1',
    note: '3a < δ < 4a: period 215 = a(3δ − a), the quadratic band formula, observed by brute force but unproven.',
  },
  {
    a: 6,
    delta: 9,
    group: 'Outside the regime',
    name: 'a = 6, δ = 9: gcd 3',
    note: 'a < δ < 2a but gcd(a, δ) = 3: W0 = {w_n} is observed to hold, yet the smallest period is 66 = 3 · 22 (that of a = 2, δ = 3), not a(3δ + a) = 198.',
  },
];
