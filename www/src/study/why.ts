// Why? for the classes of Theorem 1 and for Theorem 7: a heap of W0, W1 = W0 + a, W2 = W0 − b
// or W3 taken through its moves (each marked on the picture, with the value and class it reaches)
// to the mex that gives its value; and one collision window taken through its gaps to the count
// a·d. Every number is the core's; the inspector panel says it, and "Another example" goes on.
// @ts-nocheck
import { el, fill } from '../shell/dom.ts';
import { listOf, msg } from '../text/languages.ts';

const CLASSES = ['W0', 'W1', 'W2', 'W3'];

/** The first heap of value `k` at or after `from` (a BigInt), by the core's values. */
function firstOf(game, k, from) {
  for (let x = from; x < from + (1n << 24n); x += 4096n) {
    const i = game.nim(x, 4096).indexOf(k);
    if (i >= 0) return x + BigInt(i);
  }
  return null;
}

/** The heap the picture starts at: the number line's left edge, or the grid's top-left cell. */
function inView(explorer) {
  const heaps = explorer.view.heapsAt(4, 30);
  return heaps?.lo ?? 0n;
}

/**
 * Explains why a heap of class `k` (0 to 3) has value `k`: the first at or after `from`
 * (by default, where the picture starts), with its moves marked on the picture. The class's
 * P-position is the full core's, so the picture moves there first.
 */
export async function explainClass(explorer, k, from = inView(explorer)) {
  if (await explorer.session.toFull()) explorer.refresh();
  if (explorer.life.ended) return;
  const { game, info, t } = explorer;
  // A heap with all its moves (at least a + b): the walk then goes through each of them.
  const least = info.a + info.b;
  // biome-ignore lint/complexity/useMathMinMax: Math.max takes no BigInts
  const heap = firstOf(game, k, from > least ? from : least);
  if (heap === null) return;
  const why = game.explain(heap);
  const { a, b, delta } = info;
  // The P-position the class puts the heap beside, by Theorem 1 (the core's value confirms it).
  const w = game.classWitness(heap);
  const relation = [
    msg('why-w0', { heap }),
    msg('why-w1', { heap, a, w }),
    msg('why-w2', { heap, b, w }),
    msg('why-w3', { heap, delta, w }),
  ][k];
  const moves = why.options.map((o) =>
    msg('why-move', { move: o.move, to: o.to, value: o.value, cls: CLASSES[o.value] }),
  );
  const reached = [...new Set(why.options.map((o) => o.value))].sort();
  const rule = msg(['why-mex-0', 'why-mex-1', 'why-mex-2', 'why-mex-3'][k], {
    mex: `mex {${reached.join(', ')}} = ${why.value}`,
  });
  explorer.view.setMarks([
    { heap, main: true },
    ...why.options.map((o) => ({ heap: o.to, label: `−${o.move}` })),
    { heap: w, label: `W0`, main: true },
  ]);
  const another = el(
    'button',
    { type: 'button', onclick: () => explainClass(explorer, k, heap + 1n) },
    t('why-another'),
  );
  show(
    explorer,
    msg('why-class-title', { heap, cls: CLASSES[k] }),
    [relation, msg('why-moves', { moves: listOf(moves) }), rule],
    another,
  );
}

/** Explains Theorem 7 through the first collision window in view (the full core's numbers). */
export function explainWindows(explorer) {
  const full = explorer.parts.proof?.full;
  if (!full) return;
  const { game } = full;
  const { a, delta, d } = explorer.info;
  const from = inView(explorer);
  const [w] = game.windowRuns(delta, from, from + 2n * (a + delta) + delta, 1000);
  if (!w) return;
  const ones = w.gaps.filter((g) => g === 1n).length;
  const r = w.residue;
  const row = game.residues().rows.find((x) => x.r === r);
  explorer.view.setMarks([
    { heap: w.lower, label: 'wₘ', main: true },
    { heap: w.upper, label: 'wₙ', main: true },
  ]);
  const gaps = w.gaps.map(String).join(' + ');
  const next = el(
    'button',
    { type: 'button', onclick: () => explainWindowsFrom(explorer, w.lower + 1n) },
    explorer.t('why-another'),
  );
  show(
    explorer,
    msg('why-windows-title', { lower: w.lower, upper: w.upper }),
    [
      msg('why-windows-run', { gaps, delta, ones, a1: a + 1n }),
      msg('why-windows-residue', { r, c: row.c, d, a }),
      msg('why-windows-sum', { windows: explorer.info.windowsPerPeriod, a, d }),
    ],
    next,
  );
}

/** Theorem 7 again, from a window after `from`. */
function explainWindowsFrom(explorer, from) {
  explorer.view.centreOn(from);
  explainWindows(explorer);
}

/** Shows a walk in the inspector panel: a title, its steps, and a button to go on (focused). */
function show(explorer, title, steps, button) {
  const { t, term } = explorer;
  const body = explorer.inspector.body;
  fill(
    body,
    el('p', {}, el('strong', {}, t(title))),
    el(
      'ol',
      { class: 'asg-why' },
      steps.filter(Boolean).map((s) => el('li', {}, t.nodes(s, term))),
    ),
    el('div', { class: 'asg-inline' }, button),
  );
  explorer.inspector.pinned = null;
  button.focus();
}
