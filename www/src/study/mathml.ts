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

/** Where a displayed formula may wrap onto the next line (between its pieces, never inside one). */
export const BREAK: unique symbol = Symbol('break');

/**
 * A displayed formula with a plain-text label for screen readers: one MathML piece between each
 * BREAK and the next, side by side, wrapping onto a new line where the width ends (a phone), so
 * that nothing is clipped or scrolls sideways.
 */
export function formula(label: string, ...children: (MathChild | typeof BREAK)[]): HTMLElement {
  const pieces: MathChild[][] = [[]];
  for (const c of children) {
    if (c === BREAK) pieces.push([]);
    else pieces.at(-1)?.push(c);
  }
  const box = document.createElement('div');
  box.className = 'asg-formula';
  box.setAttribute('role', 'math');
  box.setAttribute('aria-label', label);
  for (const piece of pieces) {
    const math = m('math', row(...piece));
    // A piece ending in + or − ends a line there: the operator keeps its space (an infix, not a sign).
    const last = math.querySelector('mrow')?.lastElementChild;
    if (last?.localName === 'mo' && /^[+−=]$/.test(last.textContent ?? '')) last.setAttribute('form', 'infix');
    // Brackets keep the text's height: no formula here has a fraction to stretch around, and a
    // stretched brace beside plain letters reads as a different symbol.
    for (const fence of math.querySelectorAll('mo')) {
      if (/^[(){}[\]]$/.test(fence.textContent ?? '')) fence.setAttribute('stretchy', 'false');
    }
    math.setAttribute('aria-hidden', 'true');
    box.append(math);
  }
  return box;
}

/** w_n = n + a⌊n/a⌋ + b⌊n/δ⌋, with `label` (its words for screen readers). */
export function wFormula(label: string): HTMLElement {
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
    BREAK,
    mi('b'),
    floor(mi('n'), mo('/'), mi('δ')),
  );
}

/** g(x) = mex { g(x − s) : s ∈ S, s ≤ x }, with `label` (its words for screen readers). */
export function mexFormula(label: string): HTMLElement {
  return formula(
    label,
    mi('g'),
    mo('('),
    mi('x'),
    mo(')'),
    mo('='),
    // On a phone it breaks after the =, as a teacher would: the set stays whole on its line.
    BREAK,
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

/** S = {a, b, a + b}, with `label` (its words for screen readers). */
export function setFormula(label: string): HTMLElement {
  return formula(
    label,
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
  );
}

/** W1 = W0 + a, W2 = W0 − b, W3 = (W0 − δ) ∖ W0, with `label` (its words for screen readers). */
export function classesFormula(label: string): HTMLElement {
  return formula(
    label,
    sub(mi('W'), mn(1)),
    mo('='),
    sub(mi('W'), mn(0)),
    mo('+'),
    mi('a'),
    mo(','),
    BREAK,
    sub(mi('W'), mn(2)),
    mo('='),
    row(sub(mi('W'), mn(0)), mo('−'), mi('b')),
    mo(','),
    BREAK,
    sub(mi('W'), mn(3)),
    mo('='),
    row(mo('('), sub(mi('W'), mn(0)), mo('−'), mi('δ'), mo(')'), mo('∖'), sub(mi('W'), mn(0))),
  );
}

/** g_n = 1 + a[a ∣ n + 1] + b[δ ∣ n + 1], with `label` (its words for screen readers). */
export function gapFormula(label: string): HTMLElement {
  return formula(
    label,
    sub(mi('g'), mi('n')),
    mo('='),
    mn(1),
    mo('+'),
    BREAK,
    mi('a'),
    row(mo('['), mi('a'), mo('∣'), mi('n'), mo('+'), mn(1), mo(']')),
    mo('+'),
    BREAK,
    mi('b'),
    row(mo('['), mi('δ'), mo('∣'), mi('n'), mo('+'), mn(1), mo(']')),
  );
}

/** |C| = a·d, with `label` (its words for screen readers). */
export function windowsFormula(label: string): HTMLElement {
  return formula(label, mo('|'), mi('C'), mo('|'), mo('='), mi('a'), mo('·'), mi('d'));
}

/** c(r) = min(r, d) − max(0, r − a), with `label` (its words for screen readers). */
export function residueFormula(label: string): HTMLElement {
  return formula(
    label,
    mi('c'),
    mo('('),
    mi('r'),
    mo(')'),
    mo('='),
    BREAK,
    mi('min'),
    mo('('),
    mi('r'),
    mo(','),
    mi('d'),
    mo(')'),
    mo('−'),
    BREAK,
    mi('max'),
    mo('('),
    mn(0),
    mo(','),
    mi('r'),
    mo('−'),
    mi('a'),
    mo(')'),
  );
}

/** P = a(3δ + a), with `label` (its words for screen readers). */
export function periodFormula(label: string): HTMLElement {
  return formula(label, mi('P'), mo('='), mi('a'), mo('('), mn(3), mi('δ'), mo('+'), mi('a'), mo(')'));
}
