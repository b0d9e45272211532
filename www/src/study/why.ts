// Why? for the classes of Theorem 1 and for Theorem 7: a heap of W0, W1 = W0 + a, W2 = W0 − b
// or W3 taken through its moves (each marked on the picture, zoomed in to them, with the value and
// class it reaches) to the mex that gives its value; and one collision window taken through its
// gaps to the count a·d. Every number is the core's; the inspector panel says it, and "Another
// example" goes on to the next heap, or to the next window through another (a+1)-gap. While values are hidden (an exercise waits for its
// answer, or a game is played without hints) a walk would give them away: it says so instead.
import { el } from '../base/dom.ts';
import type { Mark, PartContext } from '../state/context.ts';
import { LINE_VIEWS } from '../state/state.ts';
import { listOf, type Message, msg } from '../text/languages.ts';
import { fullGame, mexText } from './games.ts';

const CLASSES = ['W0', 'W1', 'W2', 'W3'];

/** True (and said in the panel) while the values are hidden: a walk would show them. */
function refused(context: PartContext): boolean {
  if (!context.picture.hidden) return false;
  context.showWalk(el('p', {}, context.t('why-hidden')));
  return true;
}

/** The picture zoomed in to the heaps marked (with a little room), and the marks on it. */
function mark(context: PartContext, marks: readonly Mark[]): void {
  const heaps = marks.map((m) => m.heap);
  // biome-ignore lint/complexity/useMathMinMax: Math.min takes no BigInts
  const lo = heaps.reduce((m, h) => (h < m ? h : m));
  // biome-ignore lint/complexity/useMathMinMax: Math.max takes no BigInts
  const hi = heaps.reduce((m, h) => (h > m ? h : m));
  // The number line zooms to them; the grid brings the heap in question to its middle.
  if (LINE_VIEWS.includes(context.state.view)) context.picture.showStretch(lo, hi + 1n);
  else if (marks[0]) context.picture.centreOn(marks[0].heap);
  context.picture.setMarks(marks);
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
export async function explainClass(context: PartContext, k: number, from?: bigint): Promise<void> {
  if (refused(context)) return;
  const start = from ?? inView(context);
  await context.session.toFull();
  const game = fullGame(context.session);
  if (context.life.ended || !game) return;
  const { info } = context.session;
  // A heap with all its moves (at least a + b): the walk then goes through each of them.
  const least = info.moves[2];
  // biome-ignore lint/complexity/useMathMinMax: Math.max takes no BigInts
  const heap = game.firstWithValue(k, start > least ? start : least) ?? null;
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
    mex: mexText(why),
  });
  mark(context, [
    { heap, main: true },
    ...why.options.map((o) => ({ heap: o.to, label: `−${o.move}` })),
    { heap: w, label: 'W0', main: true },
  ]);
  const another = el(
    'button',
    { type: 'button', onclick: () => explainClass(context, k, heap + 1n) },
    context.t('why-another'),
  );
  show(
    context,
    msg('why-class-title', { heap, cls: CLASSES[k] ?? '' }),
    [relation, msg('why-moves', { moves: listOf(moves) }), rule],
    another,
    // W0: no move joins two P-positions (step 2); the others: each class reaches below it (step 3).
    k === 0 ? 2 : 3,
  );
}

/**
 * Explains Theorem 7 through one collision window (the full core's numbers): the first with its
 * lower end at `from` or after (by default, where the picture starts).
 */
export async function explainWindows(context: PartContext, from?: bigint): Promise<void> {
  if (refused(context)) return;
  await context.session.toFull();
  const game = fullGame(context.session);
  if (context.life.ended || !game) return;
  const { a, delta, d, windowsPerPeriod } = context.session.info;
  const start = from ?? inView(context);
  const w = game.nextWindowRun(delta, start);
  if (!w || w.residue === null) return;
  const r = w.residue;
  const row = game.residues().rows.find((x) => x.r === r);
  if (!row) return;
  mark(context, [
    { heap: w.lower, label: 'wₘ', main: true },
    { heap: w.upper, label: 'wₙ', main: true },
  ]);
  const gaps = w.gaps.map(String).join(' + ');
  // The next example goes through another (a+1)-gap: the windows that start before this one's
  // (a+1)-gap all pass through it (c(r) of them), so the next starts after that gap begins.
  // In the regime (where a window has a residue) the gap lengths are Theorem 1's: 1, a+1, ….
  const longer = context.session.info.gapLengths?.[1];
  if (longer === undefined) return;
  let gapStart = w.lower;
  for (const g of w.gaps) {
    if (g === longer) break;
    gapStart += g;
  }
  const next = el(
    'button',
    { type: 'button', onclick: () => explainWindows(context, gapStart + 1n) },
    context.t('why-another'),
  );
  show(
    context,
    msg('why-windows-title', { lower: w.lower, upper: w.upper }),
    [
      msg('why-windows-run', { gaps, delta, ones: w.ones, a1: longer }),
      msg('why-windows-residue', { r, c: row.c, d, a }),
      msg('why-windows-sum', { windows: windowsPerPeriod ?? 0n, a, d }),
    ],
    next,
    5,
  );
}

/**
 * Brings the walk (from `start` to `end`) where the reader sees it with the picture it marks: on
 * a phone the picture is stuck at the top while a walk is shown (css) and the walk's start comes
 * just under it; at a desk the picture and the whole walk share the screen when they fit, else the
 * picture comes to the top. Not in an embed, whose page is the blog's.
 */
function besidePicture(context: PartContext, start: HTMLElement, end: HTMLElement): void {
  const stage = context.picture.canvas.closest<HTMLElement>('.asg-stage');
  const view = start.ownerDocument.defaultView;
  if (!stage || !view || stage.closest('.asg-embedded')) return;
  const margin = 8;
  if (view.getComputedStyle(stage).position === 'sticky') {
    view.scrollBy(0, start.getBoundingClientRect().top - stage.offsetHeight - margin);
    return;
  }
  const top = stage.getBoundingClientRect().top;
  const bottom = end.getBoundingClientRect().bottom;
  if (bottom - top + 2 * margin > view.innerHeight || top < margin) view.scrollBy(0, top - margin);
  else if (bottom > view.innerHeight - margin) view.scrollBy(0, bottom - view.innerHeight + margin);
}

/** Shows a walk in the inspector panel: a title, its steps, and a button to go on (focused), with the way to the whole proof beside it, beside the picture. */
function show(
  context: PartContext,
  title: Message,
  steps: readonly (Message | undefined)[],
  button: HTMLElement,
  step: number,
): void {
  const { t, term } = context;
  const proof = el(
    'button',
    {
      type: 'button',
      name: 'why-proof',
      onclick: () => {
        context.dispatch({ type: 'open-view', state: { view: 'proof', shift: null, step } });
        context.focusPart('proof');
      },
    },
    t('why-proof'),
  );
  const start = el('p', {}, el('strong', {}, t(title)));
  const end = el('div', { class: 'asg-inline' }, button, proof);
  context.showWalk(
    start,
    el(
      'ol',
      { class: 'asg-why' },
      steps.filter((s) => s !== undefined).map((s) => el('li', {}, t.nodes(s, term))),
    ),
    end,
  );
  besidePicture(context, start, end);
  button.focus({ preventScroll: true });
}
