// Why? for the classes of Theorem 1 and for Theorem 7: a heap of W0, W1 = W0 + a, W2 = W0 − b
// or W3 taken through its moves (each marked on the picture, with the value and class it reaches)
// to the mex that gives its value; and one collision window taken through its gaps to the count
// a·d. Every number is the core's; the inspector panel says it, and "Another example" goes on.
import type { PartContext } from '../shell/context.ts';
import { el, fill } from '../shell/dom.ts';
import { listOf, type Message, msg } from '../text/languages.ts';
import { fullGame, reachedValues } from './games.ts';

const CLASSES = ['W0', 'W1', 'W2', 'W3'];

/** What a walk needs of the explorer: its parts' context, and the inspector's panel it writes in. */
export interface WhyHost {
  readonly context: PartContext;
  readonly inspector: { readonly body: HTMLElement; pinned: unknown };
}

/** The first heap of value `k` at or after `from`, by the core's values (null past 2^24 heaps on). */
function firstOf(game: { nim(from: bigint, count: number): Uint8Array }, k: number, from: bigint): bigint | null {
  for (let x = from; x < from + (1n << 24n); x += 4096n) {
    const i = game.nim(x, 4096).indexOf(k);
    if (i >= 0) return x + BigInt(i);
  }
  return null;
}

/** The heap the picture starts at: the number line's left edge, or the grid's top-left cell. */
function inView(context: PartContext): bigint {
  return context.picture.heapsAt(4, 30)?.lo ?? 0n;
}

/**
 * Explains why a heap of class `k` (0 to 3) has value `k`: the first at or after `from`
 * (by default, where the picture starts), with its moves marked on the picture. The class's
 * P-position is the full core's, so the picture moves there first.
 */
export async function explainClass(host: WhyHost, k: number, from?: bigint): Promise<void> {
  const { context } = host;
  const start = from ?? inView(context);
  await context.session.toFull();
  const game = fullGame(context.session);
  if (context.life.ended || !game) return;
  const { info } = context.session;
  // A heap with all its moves (at least a + b): the walk then goes through each of them.
  const least = info.a + info.b;
  // biome-ignore lint/complexity/useMathMinMax: Math.max takes no BigInts
  const heap = firstOf(game, k, start > least ? start : least);
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
    msg('why-move', { move: o.move, to: o.to, value: o.value, cls: CLASSES[o.value] ?? '' }),
  );
  const rule = msg(['why-mex-0', 'why-mex-1', 'why-mex-2', 'why-mex-3'][k] ?? 'why-mex-3', {
    mex: `mex {${reachedValues(why).join(', ')}} = ${why.value}`,
  });
  context.picture.setMarks([
    { heap, main: true },
    ...why.options.map((o) => ({ heap: o.to, label: `−${o.move}` })),
    { heap: w, label: 'W0', main: true },
  ]);
  const another = el(
    'button',
    { type: 'button', onclick: () => explainClass(host, k, heap + 1n) },
    context.t('why-another'),
  );
  show(
    host,
    msg('why-class-title', { heap, cls: CLASSES[k] ?? '' }),
    [relation, msg('why-moves', { moves: listOf(moves) }), rule],
    another,
  );
}

/** Explains Theorem 7 through the first collision window in view (the full core's numbers). */
export async function explainWindows(host: WhyHost): Promise<void> {
  const { context } = host;
  await context.session.toFull();
  const game = fullGame(context.session);
  if (context.life.ended || !game) return;
  const { a, delta, d, windowsPerPeriod } = context.session.info;
  const from = inView(context);
  const [w] = game.windowRuns(delta, from, from + 2n * (a + delta) + delta, 1000);
  if (!w || w.residue === null) return;
  const ones = w.gaps.filter((g) => g === 1n).length;
  const r = w.residue;
  const row = game.residues().rows.find((x) => x.r === r);
  if (!row) return;
  context.picture.setMarks([
    { heap: w.lower, label: 'wₘ', main: true },
    { heap: w.upper, label: 'wₙ', main: true },
  ]);
  const gaps = w.gaps.map(String).join(' + ');
  const next = el(
    'button',
    { type: 'button', onclick: () => explainWindowsFrom(host, w.lower + 1n) },
    context.t('why-another'),
  );
  show(
    host,
    msg('why-windows-title', { lower: w.lower, upper: w.upper }),
    [
      msg('why-windows-run', { gaps, delta, ones, a1: a + 1n }),
      msg('why-windows-residue', { r, c: row.c, d, a }),
      msg('why-windows-sum', { windows: windowsPerPeriod ?? 0n, a, d }),
    ],
    next,
  );
}

/** Theorem 7 again, from a window after `from`. */
function explainWindowsFrom(host: WhyHost, from: bigint): void {
  host.context.picture.centreOn(from);
  void explainWindows(host);
}

/** Shows a walk in the inspector panel: a title, its steps, and a button to go on (focused). */
function show(host: WhyHost, title: Message, steps: readonly (Message | undefined)[], button: HTMLElement): void {
  const { t, term } = host.context;
  fill(
    host.inspector.body,
    el('p', {}, el('strong', {}, t(title))),
    el(
      'ol',
      { class: 'asg-why' },
      steps.filter((s) => s !== undefined).map((s) => el('li', {}, t.nodes(s, term))),
    ),
    el('div', { class: 'asg-inline' }, button),
  );
  host.inspector.pinned = null;
  button.focus();
}
