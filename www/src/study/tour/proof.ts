// The tour's sketch of why Theorem 1 holds, each part shown on the game on show: a set of heaps
// is exactly the P-positions when no move leads from one of its heaps to another, and from every
// other heap a move leads into it (the paper's induction proves both for W0 = {w_n}). A
// P-position's moves, marked, all land off W0; for another heap the student picks the move that
// reaches W0 before it is shown.
import { el, fill } from '../../base/dom.ts';
import type { Mark } from '../../state/context.ts';
import { msg } from '../../text/languages.ts';
import { para, type StepBody, type StepContext } from './step.ts';

/** Heaps looked at from here on: every move is possible there. */
const start = (c: StepContext) => c.info.moves[2];

/** The first heap at or after `from` whose value is (`zero`) or is not 0, by the core. */
function firstWhere(c: StepContext, from: bigint, zero: boolean): bigint {
  // The next P-position by the core; a heap of another value is at most a run of P-positions on.
  if (zero) return c.game.firstWithValue(0, from) ?? from;
  for (let x = from; ; x += 1n) if (c.game.value(x) !== 0) return x;
}

/** The sketch of the proof: the two checks, on the game on show. */
export function proofSketch(c: StepContext): StepBody {
  const { t, game, context } = c;
  const { picture } = context;
  const first = el('div', { class: 'asg-proof-part', 'aria-live': 'polite' });
  const second = el('div', { class: 'asg-proof-part', 'aria-live': 'polite' });
  let p = firstWhere(c, start(c), true);
  let x = firstWhere(c, start(c), false);
  const show = (marks: Mark[]) => {
    const heaps = marks.map((m) => m.heap);
    // biome-ignore lint/complexity/useMathMinMax: Math.min takes no BigInts
    const lo = heaps.reduce((m, h) => (h < m ? h : m));
    // biome-ignore lint/complexity/useMathMinMax: Math.max takes no BigInts
    const hi = heaps.reduce((m, h) => (h > m ? h : m));
    picture.showStretch(lo > 2n ? lo - 2n : 0n, hi + 3n);
    picture.setMarks(marks);
  };
  /** Part one: a P-position and its three moves, none of which reaches W0. */
  const pPosition = (focus = false) => {
    const why = game.explain(p);
    const n = game.pRank(p);
    show([{ heap: p, main: true }, ...why.options.map((o) => ({ heap: o.to, label: `−${o.move}` }))]);
    const moves = why.options.map((o) => msg('tour-proof-move', { move: o.move, to: o.to, value: o.value }));
    const again = el(
      'button',
      {
        type: 'button',
        name: 'another-p',
        onclick: () => {
          p = firstWhere(c, p + 1n, true);
          pPosition(true);
        },
      },
      t('tour-proof-another-p'),
    );
    fill(first, para(c, 'tour-proof-p', { heap: p, n, moves: { list: moves } }), again);
    if (focus) again.focus();
  };
  /** Part two: another heap; which of its moves reaches W0? Asked, then shown. */
  const other = (focus = false) => {
    const why = game.explain(x);
    show([{ heap: x, main: true }]);
    const choices = why.options.map((o) =>
      el(
        'button',
        { type: 'button', 'data-move': String(o.move), onclick: () => answer(o.move) },
        t('play-take', { take: o.move }),
      ),
    );
    const answer = (take: bigint) => {
      const chosen = why.options.find((o) => o.move === take);
      const good = why.options.find((o) => o.value === 0);
      if (!chosen || !good) return;
      const right = chosen.value === 0;
      show([
        { heap: x, main: true },
        { heap: good.to, main: true, label: `−${good.move}` },
        ...(right ? [] : [{ heap: chosen.to, label: `−${chosen.move}` }]),
      ]);
      fill(
        result,
        para(
          c,
          right
            ? msg('tour-proof-right', { take, to: chosen.to, n: game.pRank(chosen.to) })
            : msg('tour-proof-wrong', {
                take,
                to: chosen.to,
                value: chosen.value,
                good: good.move,
                goodTo: good.to,
                n: game.pRank(good.to),
              }),
        ),
      );
      result.dataset.right = String(right);
      again.focus();
    };
    const result = el('div', { class: 'asg-proof-result' });
    const again = el(
      'button',
      {
        type: 'button',
        name: 'another-heap',
        onclick: () => {
          x = firstWhere(c, x + 1n, false);
          other(true);
        },
      },
      t('tour-proof-another-heap'),
    );
    fill(
      second,
      para(c, 'tour-proof-q', { heap: x, value: game.value(x) }),
      el('div', { class: 'asg-inline', role: 'group', 'aria-label': t('tour-proof-choose') }, choices),
      result,
      again,
    );
    if (focus) choices[0]?.focus();
  };
  // The picture shows the first part until the student turns to the second.
  other();
  pPosition();
  return {
    nodes: [
      para(c, 'tour-proof-intro'),
      first,
      second,
      para(c, 'tour-proof-end'),
      para(c, 'tour-proof-more'),
      toProof(c, null, 'tour-proof-open'),
    ],
  };
}

/**
 * A button that leaves the tour for the Proof view of the game on show, at step `step` of the
 * proof (or its top), with focus on the view's heading.
 */
export function toProof(c: StepContext, step: number | null, label: string): HTMLElement {
  const { t, context } = c;
  return el(
    'div',
    { class: 'asg-inline' },
    el(
      'button',
      {
        type: 'button',
        name: 'open-proof',
        onclick: () => {
          context.dispatch({ type: 'open-view', state: { view: 'proof', shift: null, step } });
          context.focusPart('proof');
        },
      },
      t(label),
    ),
  );
}
