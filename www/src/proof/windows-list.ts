// The list of the collision windows in view, on demand under the collision lane: for each pair
// of P-positions k apart, its indices, its heaps, its run of gaps and (in the regime, where
// residues are defined) the residue of its (a+1)-gap. Every number from the core.
import type { WindowRun } from '../../pkg/asg_full.js';
import { el, fill } from '../base/dom.ts';
import { describeError } from '../text/errors.ts';
import { formatWhole } from '../text/format.ts';
import type { Translator } from '../text/i18n.ts';
import { type FullGameOnShow, type LineFrame, stripFrameOf } from './lane-frame.ts';

/** Fills `body` with the windows for shift `k` of `shown` under the number line's `frame`. */
export function listWindows(
  body: HTMLElement,
  frame: LineFrame,
  shown: FullGameOnShow,
  k: bigint,
  t: Translator,
): void {
  const { core, game, info } = shown;
  // The heaps the number line shows: under its first and last device pixel.
  const line = stripFrameOf(frame);
  const first = core.stripHeapsAt(line, 0);
  const last = core.stripHeapsAt(line, line.columns - 1);
  if (!first || !last) return;
  const [lo, hi] = [first.lo, last.hi];
  let runs: WindowRun[];
  try {
    runs = game.windowRuns(k, lo, hi, 500);
  } catch (e) {
    fill(body, el('p', { class: 'asg-hint' }, t('windows-zoom-in', { error: describeError(e) })));
    return;
  }
  // Residues are the regime's: outside it the column is left out.
  const residues = info.proven;
  const rows = runs.map((w) =>
    el(
      'tr',
      {},
      [w.m, w.n, w.lower, w.upper].map((x) => el('td', {}, formatWhole(x, t.tag))),
      el('td', {}, w.gaps.map((g) => formatWhole(g, t.tag)).join(' + ')),
      residues ? el('td', {}, w.residue === null ? '' : formatWhole(w.residue, t.tag)) : null,
    ),
  );
  const heads = ['m', 'n', 'wₘ', 'wₙ', t('windows-gap-run'), ...(residues ? ['r'] : [])];
  fill(
    body,
    el('p', { class: 'asg-hint' }, t('windows-count', { count: rows.length, lo, hi: hi - 1n, k })),
    rows.length
      ? el(
          'table',
          { class: 'asg-window-table' },
          el(
            'thead',
            {},
            el(
              'tr',
              {},
              heads.map((h) => el('th', {}, h)),
            ),
          ),
          el('tbody', {}, rows),
        )
      : null,
  );
}
