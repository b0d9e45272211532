// Formulas as MathML (which browsers draw themselves; no library), built node by node.
// @ts-nocheck

const NS = 'http://www.w3.org/1998/Math/MathML';

/** A MathML element with children (strings become text). */
export function m(tag, ...children) {
  const node = document.createElementNS(NS, tag);
  node.append(...children.flat());
  return node;
}

export const mi = (t) => m('mi', t);
export const mn = (t) => m('mn', String(t));
export const mo = (t) => m('mo', t);
export const row = (...c) => m('mrow', ...c);
export const sub = (base, s) => m('msub', base, s);
export const sup = (base, s) => m('msup', base, s);
export const floor = (...c) => row(mo('⌊'), ...c, mo('⌋'));

/** A displayed formula with a plain-text label for screen readers that lack MathML. */
export function formula(label, ...children) {
  const math = m('math', row(...children));
  math.setAttribute('display', 'block');
  math.setAttribute('aria-label', label);
  return math;
}

/** w_n = n + a⌊n/a⌋ + b⌊n/δ⌋, with `label` (its words for screen readers). */
export function wFormula(label) {
  const n = mi('n');
  return formula(
    label,
    sub(mi('w'), n),
    mo('='),
    mi('n'),
    mo('+'),
    mi('a'),
    floor(mi('n'), mo('/'), mi('a')),
    mo('+'),
    mi('b'),
    floor(mi('n'), mo('/'), mi('δ')),
  );
}

/** g(x) = mex { g(x − s) : s ∈ S, s ≤ x }, with `label` (its words for screen readers). */
export function mexFormula(label) {
  return formula(
    label,
    mi('g'),
    mo('('),
    mi('x'),
    mo(')'),
    mo('='),
    mi('mex'),
    mo('{'),
    mi('g'),
    mo('('),
    mi('x'),
    mo('−'),
    mi('s'),
    mo(')'),
    mo(':'),
    mi('s'),
    mo('∈'),
    mi('S'),
    mo(','),
    mi('s'),
    mo('≤'),
    mi('x'),
    mo('}'),
  );
}
