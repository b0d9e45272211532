// Building DOM nodes from data: text always goes in as text, never as HTML.
// @ts-nocheck

/**
 * `el('p', { class: 'x', 'aria-live': 'polite' }, 'text', child)`: attributes set one by one;
 * `on*` functions become listeners; children are nodes or strings (as text nodes).
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  node.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

/** Replaces the children of `node` (strings become text). */
export function fill(node, ...children) {
  node.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

/**
 * As `fill`, but leaves `node` as it is when its text would stay the same: a text shown again
 * keeps its focused or pinned glossary term (the page shows its state again after every change).
 */
export function refill(node, ...children) {
  const next = children.flat().filter((c) => c !== null && c !== undefined && c !== false);
  const text = next.map((c) => (typeof c === 'string' ? c : c.textContent)).join('');
  if (node.hasChildNodes() && node.textContent === text) return node;
  return fill(node, next);
}
