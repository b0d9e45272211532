// Building DOM nodes from data: text always goes in as text, never as HTML.

/** An attribute's value: text, a number, true (present), or absent (false, null, undefined). */
export type AttrValue = string | number | boolean | null | undefined;

/** Attributes of `el`: values, or for `on*` names a listener. */
export type Attrs = Readonly<Record<string, AttrValue | ((event: Event) => void)>>;

/** A child of `el` and `fill`: a node, text, a list of them, or nothing (false, null, undefined). */
export type Child = Node | string | false | null | undefined | readonly Child[];

/** The nodes and strings of `children`, lists flattened, nothing left out. */
function present(children: readonly Child[]): (Node | string)[] {
  const out: (Node | string)[] = [];
  for (const c of children) {
    if (Array.isArray(c)) out.push(...present(c));
    else if (c !== null && c !== undefined && c !== false) out.push(c as Node | string);
  }
  return out;
}

/**
 * `el('p', { class: 'x', 'aria-live': 'polite' }, 'text', child)`: attributes set one by one;
 * `on*` functions become listeners; children are nodes or strings (as text nodes).
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs,
  ...children: Child[]
): HTMLElementTagNameMap[K];
export function el(tag: string, attrs?: Attrs, ...children: Child[]): HTMLElement;
export function el(tag: string, attrs: Attrs = {}, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  node.append(...present(children));
  return node;
}

/** Replaces the children of `node` (strings become text). */
export function fill<N extends Element>(node: N, ...children: Child[]): N {
  node.replaceChildren(...present(children));
  return node;
}

/**
 * As `fill`, but leaves `node` as it is when its text would stay the same: a text shown again
 * keeps its focused or pinned glossary term (the page shows its state again after every change).
 */
export function refill<N extends Element>(node: N, ...children: Child[]): N {
  const next = present(children);
  const text = next.map((c) => (typeof c === 'string' ? c : c.textContent)).join('');
  if (node.hasChildNodes() && node.textContent === text) return node;
  return fill(node, next);
}

/** The element with focus in the document or shadow root that holds `node`, or null. */
export function focusedIn(node: Node): Element | null {
  const root = node.getRootNode();
  return root instanceof Document || root instanceof ShadowRoot ? root.activeElement : null;
}
