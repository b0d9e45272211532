// The tour's hands-on step: the P-positions W0 moved by a shift s, each heap w + s marked on the
// number line over the values there (the core lists them, with where each lands). The student
// slides s, or jumps to a, −b or −δ, and sees when every mark lands on one colour: W0 + a = W1,
// W0 − b = W2, and W0 − δ on W0 (the windows) or W3.
import { el, fill } from '../../base/dom.ts';
import type { Mark } from '../../state/context.ts';
import { type Message, msg } from '../../text/languages.ts';
import { para, type StepBody, type StepContext } from './step.ts';

/** The most shifted heaps marked at once. */
const MOST = 2000;

/** W0 moved by s, slid by the student. */
export function slideW0(c: StepContext): StepBody {
  const { t, info, game, context } = c;
  const { a, b, delta } = info;
  const reach = info.moves[2];
  const id = 'asg-tour-shift';
  const range = el('input', {
    type: 'range',
    id,
    name: 'shift',
    min: String(-reach),
    max: String(reach),
    step: '1',
    value: '0',
  });
  const status = el('p', { class: 'asg-slide-status', role: 'status', 'aria-live': 'polite' });
  const conclusion = el('p', { class: 'asg-slide-conclusion' });
  let shift = 0n;
  /** What the marks say at shift k (s here): how many land on each value, and whether it is a class's shift. */
  const show = (s: bigint) => {
    shift = s;
    range.value = String(s);
    const heaps = context.picture.heapsAt(0, 0);
    const last = context.picture.heapsAt(Math.max(0, context.picture.canvas.clientWidth - 1), 0);
    const lo = heaps?.lo ?? 0n;
    const hi = last?.hi ?? lo + 4n * reach;
    const moved = game.translated(s, lo, hi, MOST);
    const counts = [0, 0, 0, 0];
    const marks: Mark[] = [];
    for (const [i, heap] of moved.heap.entries()) {
      const v = moved.value[i] ?? 0;
      counts[v] = (counts[v] ?? 0) + 1;
      marks.push({ heap, tick: true });
    }
    context.picture.setMarks(marks);
    const landed = counts.flatMap((count, value) => (count ? [msg('tour-slide-landed', { count, value })] : []));
    fill(
      status,
      t('tour-slide-status', {
        s: sign(s, t.whole),
        count: moved.heap.length,
        landed: landed.length ? { list: landed } : t('tour-slide-none'),
      }),
    );
    const words: Message =
      s === a
        ? msg('tour-slide-at-a', { a })
        : s === -b
          ? msg('tour-slide-at-b', { b })
          : s === -delta
            ? msg('tour-slide-at-delta', { delta })
            : s === 0n
              ? msg('tour-slide-at-zero')
              : msg('tour-slide-mixed');
    fill(conclusion, t.nodes(words, c.term));
    conclusion.dataset.shift = String(s);
  };
  range.addEventListener('input', () => show(BigInt(range.value)));
  const jump = (label: string, s: bigint) =>
    el('button', { type: 'button', 'data-shift': String(s), onclick: () => show(s) }, label);
  const step = (by: bigint, label: string, name: string) =>
    el('button', { type: 'button', 'aria-label': name, onclick: () => show(clamp(shift + by, reach)) }, label);
  // The marks are placed once the number line shows its stretch (the next frame).
  const stop = context.life.timeout(() => show(shift), 60);
  return {
    nodes: [
      para(c, 'tour-slide-intro'),
      el(
        'div',
        { class: 'asg-slide' },
        el('label', { for: id }, t('tour-slide-label')),
        el(
          'div',
          { class: 'asg-inline' },
          step(-1n, '−1', t('tour-slide-down')),
          range,
          step(1n, '+1', t('tour-slide-up')),
        ),
        el(
          'div',
          { class: 'asg-inline' },
          jump(t('tour-slide-jump-a', { a }), a),
          jump(t('tour-slide-jump-b', { b }), -b),
          jump(t('tour-slide-jump-delta', { delta }), -delta),
          jump(t('tour-slide-jump-zero'), 0n),
        ),
        status,
        conclusion,
      ),
    ],
    stop,
  };
}

/** s with its sign, as the mathematics writes it (+5, −12, 0), its digits in the language's groups. */
function sign(s: bigint, whole: (n: bigint) => string): string {
  return s > 0n ? `+${whole(s)}` : s < 0n ? `−${whole(-s)}` : '0';
}

/** s kept within ±reach. */
function clamp(s: bigint, reach: bigint): bigint {
  return s > reach ? reach : s < -reach ? -reach : s;
}
