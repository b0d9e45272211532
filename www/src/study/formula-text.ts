// Formulas in running text kept whole where the line ends (a phone): a line may break after an
// `=` or between the items of a list, never inside a term such as a(3δ + a), gcd(a, δ) or
// W0 − δ. Each run of a formula whose spaces must not break goes into one nowrap span; the text
// itself (and so what a screen reader or a copy reads) is unchanged.

/** The binary operators of the catalogues' formulas (with a space on each side). */
const OPERATORS = new Set(['+', '−', '·', '×', '<', '>', '≤', '≥', '∣', '∤', '∖', '∈', '=']);
/** Brackets, ASCII and the full-width ones of Chinese and Japanese text. */
const OPENING = new Set(['(', '（']);
const CLOSING = new Set([')', '）']);
/** Brackets at most this long (from one to the other) hold one term: a pair, arguments, a small sum. */
const SHORT = 16;

/** Whether character `c` is an operator written with spaces on both sides (`other` is the character beyond the space). */
const binary = (c: string | undefined, other: string | undefined): boolean =>
  c !== undefined && OPERATORS.has(c) && (other === undefined || other === ' ');

/** The indices of the spaces in `text` where a line must not break. */
export function unbreakableSpaces(text: string): Set<number> {
  const keep = new Set<number>();
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (OPENING.has(c)) open.push(i);
    else if (CLOSING.has(c)) {
      const from = open.pop();
      if (from !== undefined && i - from <= SHORT) {
        for (let k = from; k < i; k++) if (text[k] === ' ') keep.add(k);
      }
    } else if (c === ' ') {
      // Before an operator (so "a(3δ + a) = 301" breaks after its =, not before it), and after
      // one other than =.
      if (binary(text[i + 1], text[i + 2])) keep.add(i);
      const prev = text[i - 1];
      if (prev !== '=' && binary(prev, text[i - 2])) keep.add(i);
    }
  }
  return keep;
}

/** What holds no running text (a choice's label wraps inside its button), or holds it kept already. */
const SKIP = 'math, button, label, input, textarea, script, style, .asg-nowrap, .asg-verbatim';

/** The text node `node` with each formula run in a nowrap span (unchanged when it has none). */
function keepWhole(node: Text): void {
  const text = node.data;
  const keep = unbreakableSpaces(text);
  if (keep.size === 0) return;
  const doc = node.ownerDocument;
  const out = doc.createDocumentFragment();
  let start = 0;
  let run = -1;
  // Runs of words joined by kept spaces: [run, end) goes into a span when it holds one.
  const flush = (end: number): void => {
    if (run < 0) return;
    if (run > start) out.append(text.slice(start, run));
    const span = doc.createElement('span');
    span.className = 'asg-nowrap';
    span.textContent = text.slice(run, end);
    out.append(span);
    start = end;
    run = -1;
  };
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== ' ') continue;
    if (keep.has(i)) {
      if (run < 0) run = text.lastIndexOf(' ', i - 1) + 1;
    } else flush(i);
  }
  flush(text.length);
  if (start < text.length) out.append(text.slice(start));
  node.replaceWith(out);
}

/** Keeps the formulas in the running text under `root` whole, now and as its text changes. */
export function keepFormulasWhole(root: HTMLElement): void {
  const apply = (under: Node): void => {
    const texts: Text[] = [];
    if (under instanceof Text) texts.push(under);
    else {
      const walker = root.ownerDocument.createTreeWalker(under, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
    }
    for (const t of texts) if (!t.parentElement?.closest(SKIP)) keepWhole(t);
  };
  apply(root);
  if (typeof MutationObserver === 'undefined') return;
  new MutationObserver((changes) => {
    for (const change of changes) for (const added of change.addedNodes) if (root.contains(added)) apply(added);
  }).observe(root, { childList: true, subtree: true });
}
