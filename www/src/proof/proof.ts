// The proof views under the number line as a part of the explorer: gaps, collision windows, the
// residue trapezoid and the period ledger (proof-views.ts), which point at heaps with the
// inspector and a guide line on the number line, and move the line to a residue's (a+1)-gap.
import type { Ledger } from '../../pkg/asg_full.js';
import { el } from '../base/dom.ts';
import { Jobs } from '../core/jobs.ts';
import { at, span } from '../core/position.ts';
import type { Mark, Part, PartContext } from '../state/context.ts';
import { PROOF_VIEWS, type State } from '../state/state.ts';
import { describeError } from '../text/errors.ts';
import { msg } from '../text/languages.ts';
import { CLASS_NAMES } from './certificate.ts';
import type { FullGameOnShow, LineFrame } from './lane-frame.ts';
import { ProofViews } from './proof-views.ts';

/** A canvas of the proof views and how to draw it again at once (an export records what it draws). */
export interface ProofPicture {
  readonly canvas: HTMLCanvasElement;
  redraw(): void;
}

/** The proof views as a part, and what they offer the rest of the page. */
export interface ProofPart extends Part {
  /** The game on show in the full core (Why? walks its windows, exports list its gaps); null until it is there. */
  readonly full: FullGameOnShow | null;
  /** The ledger last counted (for exports); null before one is. */
  readonly ledger: Ledger | null;
  /** The lane under the number line and the residue chart. */
  readonly pictures: readonly ProofPicture[];
  /** The number line drew a frame: the lanes follow it. */
  draw(frame: LineFrame): void;
}

/** Why? for Theorem 7 in the inspector: a collision window in view taken through its gaps (study/why.ts, loaded by the explorer). */
export type ExplainWindows = () => void;

/**
 * The proof views as a part of the explorer: they point at heaps with the same inspector and a
 * guide line on the number line, and a residue picked in the chart or the gap lane moves the
 * line to one of its (a+1)-gaps. Why? for Theorem 7 is the explorer's to load (`explainWindows`).
 */
export function mount(context: PartContext, explainWindows: ExplainWindows): ProofPart {
  const { life, picture, t } = context;
  /** Residue r picked: the line moves to its (a+1)-gap `gap`, or its first, both from the core. */
  const choose = (r: bigint, gap?: bigint, push = true): boolean => {
    const full = proof.full;
    const info = context.session.info;
    if (!full || !info.proven) return context.dispatch({ type: 'residue', r, push });
    const heap = full.game.pPosition(gap ?? full.game.firstGapOf(r).index);
    const width = picture.canvas.clientWidth || 600;
    // Close enough for single gaps (at least half a pixel a heap), wide enough for windows: the
    // core's fit span (six of the longest gaps, or two heap periods when that is less).
    const wide = Math.min(2 * width, Math.max(60, Number(info.fitSpan)));
    const old = context.state.zoom;
    const zoom = old && width / old <= wide ? old : width / wide;
    const left = at(heap) - span(width / zoom / 2);
    return context.dispatch({ type: 'residue', r, x: left > 0n ? left : 0n, zoom, push });
  };
  /**
   * Heaps marked on the number line, zoomed in to them (with a little room), with the number line
   * brought into view if the page was scrolled past it (a heap shown before must not stay in the tip).
   */
  const mark = (marks: readonly Mark[]): void => {
    if (!marks.length) return;
    context.inspect(null);
    // Only when it is off the screen: on a phone it is stuck at the top, and scrolling would jump.
    const box = picture.canvas.getBoundingClientRect();
    const view = picture.canvas.ownerDocument.defaultView;
    if (view && (box.top < 0 || box.bottom > view.innerHeight))
      picture.canvas.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    const heaps = marks.map((m) => m.heap);
    // biome-ignore lint/complexity/useMathMinMax: Math.min takes no BigInts
    const lo = heaps.reduce((m, h) => (h < m ? h : m));
    // biome-ignore lint/complexity/useMathMinMax: Math.max takes no BigInts
    const hi = heaps.reduce((m, h) => (h > m ? h : m));
    picture.showStretch(lo, hi + 1n);
    picture.setMarks(marks);
  };
  const proof = new ProofViews(
    context.jobs(() => new Jobs()),
    life,
    t,
    context.term,
    {
      showHeap(at) {
        const cls = (c: number | null) => (c === null ? '–' : (CLASS_NAMES[c] ?? ''));
        mark([
          { heap: at.heap, label: cls(at.class), main: true },
          ...at.options.map((o) => ({ heap: o.to, label: `−${o.take}: ${cls(o.class)}` })),
        ]);
        const box = picture.canvas.getBoundingClientRect();
        context.inspect({ lo: at.heap, hi: at.heap + 1n, pinned: true, x: box.width / 2, y: 4 });
      },
      mark,
      open(view) {
        context.dispatch({ type: 'open-view', state: { view, shift: null } });
        context.focusPart(view);
      },
      inspect(pointer) {
        picture.setGuide(pointer ? pointer.heap : null);
        if (!pointer) {
          context.inspect(null);
          return;
        }
        const box = picture.canvas.getBoundingClientRect();
        const { heap, text } = pointer;
        context.inspect({ lo: heap, hi: heap + 1n, pinned: false, x: pointer.x - box.left, y: 4, note: text });
      },
      choose: (r, gap) => choose(r, gap),
      caption(message) {
        const state = context.state;
        if (!PROOF_VIEWS.includes(state.view)) return;
        // Theorem 7 can be walked through, one window at a time.
        const why =
          state.view === 'collisions' && context.session.info.proven && state.shift === null
            ? [
                document.createTextNode(' '),
                el(
                  'button',
                  { type: 'button', class: 'asg-why-button', onclick: () => explainWindows() },
                  t('why-theorem-7'),
                ),
              ]
            : [];
        context.setCaption(message, why);
      },
    },
  );
  const failed = (e: unknown): void => {
    context.setCaption(msg('error-part', { error: describeError(e) }));
  };
  /** A residue asked for by a link or the tour: its first gap, now that the core is here. */
  const findResidue = (): void => {
    const r = context.state.residueToFind;
    if (r === null) return;
    context.dispatch({ type: 'handed-over', what: 'residue' });
    if (context.state.view === 'residues' && context.state.r === r) choose(r, undefined, false);
  };
  const pictures: readonly ProofPicture[] = [
    proof.lane,
    { canvas: proof.chart.canvas, redraw: () => proof.chart.draw() },
  ];
  return {
    root: proof.root,
    get full() {
      return proof.full;
    },
    get ledger() {
      return proof.ledger.last;
    },
    pictures,
    draw: (frame) => proof.draw(frame),
    // The lanes follow the number line's next frame; the chart is drawn here in the new theme.
    redraw: () => proof.chart.draw(),
    update(state: State) {
      // The views read the full core; the picture moves there with the game.
      context.session
        .toFull()
        .then(life.alive(() => proof.show(state, context.session)))
        .then(life.alive(findResidue))
        .catch(life.alive(failed));
      // A frame of the number line tells the lanes where they are.
      picture.requestDraw();
    },
    // In the Proof view, its heading (the table and the steps follow it).
    focus: () => proof.focusView(context.state.view),
    hide: () => proof.hide(context.state.view),
    destroy: () => proof.destroy(),
  };
}
