// Formulas as MathML (which browsers draw themselves; no library), built node by node.

const NS = 'http://www.w3.org/1998/Math/MathML';

/** A child of a MathML element: a node, text, or a list of them. */
type MathChild = Node | string | readonly MathChild[];

/** The nodes and strings of `children`, lists flattened. */
function flat(children: readonly MathChild[]): (Node | string)[] {
  return children.flatMap((c) => (typeof c === 'string' || c instanceof Node ? [c] : flat(c)));
}

/** A MathML element with children (strings become text). */
export function m(tag: string, ...children: MathChild[]): MathMLElement {
  const node = document.createElementNS(NS, tag) as MathMLElement;
  node.append(...flat(children));
  return node;
}

export const mi = (t: string): MathMLElement => m('mi', t);
export const mn = (t: string | number | bigint): MathMLElement => m('mn', String(t));
export const mo = (t: string): MathMLElement => m('mo', t);
export const row = (...c: MathChild[]): MathMLElement => m('mrow', ...c);
export const sub = (base: Node, s: Node): MathMLElement => m('msub', base, s);
export const sup = (base: Node, s: Node): MathMLElement => m('msup', base, s);
export const floor = (...c: MathChild[]): MathMLElement => row(mo('⌊'), ...c, mo('⌋'));

/** A displayed formula with a plain-text label for screen readers that lack MathML. */
export function formula(label: string, ...children: MathChild[]): MathMLElement {
  const math = m('math', row(...children));
  math.setAttribute('display', 'block');
  math.setAttribute('aria-label', label);
  return math;
}

/** w_n = n + a⌊n/a⌋ + b⌊n/δ⌋, with `label` (its words for screen readers). */
export function wFormula(label: string): MathMLElement {
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
export function mexFormula(label: string): MathMLElement {
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
