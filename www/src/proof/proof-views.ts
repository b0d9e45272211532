// The proof views' panel under the number line: the gap or collision lane with its legend, the
// residue chart with its tip, the list of windows and the ledger, shown for the view asked for
// in the game on show (the full core's), each with a caption that states its key numbers.
import type { DutiesAt } from '../../pkg/asg_full.js';
import { el, fill } from '../base/dom.ts';
import type { Lifetime } from '../base/lifetime.ts';
import type { Jobs } from '../core/jobs.ts';
import type { GamePort, Mark } from '../state/context.ts';
import { PROOF_VIEWS, type State, type View } from '../state/state.ts';
import { GAP_KINDS, gapKindFormula, regionName } from '../text/codes.ts';
import { formatWhole } from '../text/format.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import { type Message, msg } from '../text/languages.ts';
import { CertificatePanel, certificateCaption } from './certificate.ts';
import type { FullGameOnShow, LineFrame } from './lane-frame.ts';
import { Lane, type LanePointer } from './lanes.ts';
import { LedgerPanel } from './ledger.ts';
import { describeProof } from './proof-captions.ts';
import { ResidueChart, type ResiduePointer } from './residues.ts';
import { TheoremSteps } from './theorem-steps.ts';
import { listWindows } from './windows-list.ts';

/**
 * What the views tell the part: a heap pointed at in a lane, a residue picked (and its gap), a
 * caption; and from the proof's view a heap's check to show on the number line, heaps to mark, or
 * another view to open.
 */
export interface ProofHandlers {
  inspect(pointer: LanePointer | null): void;
  choose(r: bigint, gap?: bigint): void;
  caption(message: Message | ''): void;
  showHeap(at: DutiesAt): void;
  mark(marks: readonly Mark[]): void;
  open(view: View): void;
}

/** The game of `session` in the full core, or null while it is in the page's compact core. */
export function fullOf(session: GamePort): FullGameOnShow | null {
  const { core, game, info } = session;
  // Only the full core has the ledger's job; its games are of its own Game class.
  if (!('LedgerJob' in core) || !(game instanceof core.Game)) return null;
  return { game, info, core };
}

export class ProofViews {
  readonly root: HTMLElement;
  readonly lane: Lane;
  readonly chart: ResidueChart;
  readonly ledger: LedgerPanel;
  readonly certificate: CertificatePanel;
  readonly steps: TheoremSteps;
  /** The game on show in the full core, which every view reads; null until it is there. */
  full: FullGameOnShow | null = null;
  private readonly t: Translator;
  private readonly jobs: Jobs;
  private readonly on: ProofHandlers;
  private readonly laneBox: HTMLElement;
  private readonly chartBox: HTMLElement;
  private readonly ledgerBox: HTMLElement;
  private readonly proofBox: HTMLElement;
  private readonly proofStatus: HTMLElement;
  private readonly windowList: HTMLDetailsElement;
  private readonly windowBody: HTMLElement;
  private readonly chartTip: HTMLElement;
  private readonly gapLegend: HTMLElement;
  private readonly laneCanvas: HTMLCanvasElement;
  private view: View | null = null;
  private shift: bigint | null = null;
  private frame: LineFrame | null = null;
  /** Focus was asked for the Proof view before it was on show. */
  private focusWanted = false;
  /** The step of the proof a link asked for, opened already. */
  private stepShown: number | null = null;
  /** True while that step is kept in view (until the reader scrolls, taps or types). */
  private stepInView = false;

  /** `jobs`: the explorer's workers; `life`: its lifetime; `t`, `term`: the translator and the glossary's terms; `on`: what the views tell. */
  constructor(jobs: Jobs, life: Lifetime, t: Translator, term: TermMaker, on: ProofHandlers) {
    this.t = t;
    this.jobs = jobs;
    this.on = on;
    const chartCanvas = el('canvas', {
      class: 'asg-chart',
      tabindex: '0',
      role: 'img',
      'aria-label': t('residue-chart-label'),
    });
    this.laneCanvas = el('canvas', { class: 'asg-lane', role: 'img', 'aria-label': t('lane-gaps-label') });
    this.ledgerBox = el('div', { class: 'asg-ledger-box', tabindex: '-1' });
    const certificateBox = el('div', { class: 'asg-certificate-box' });
    this.proofStatus = el('div', { class: 'asg-proof-status' });
    this.steps = new TheoremSteps(t, term, {
      showHeap: (at) => on.showHeap(at),
      mark: (m) => on.mark(m),
      open: (v) => on.open(v),
    });
    this.proofBox = el(
      'section',
      { class: 'asg-proof-box', 'aria-labelledby': 'asg-proof-title' },
      el('h2', { id: 'asg-proof-title', tabindex: '-1' }),
      this.proofStatus,
      el('p', {}, t.nodes('proof-duties', {}, term)),
      certificateBox,
      this.steps.root,
    );
    this.windowBody = el('div', {});
    this.windowList = el('details', { class: 'asg-windows' }, el('summary', {}, t('windows-list')), this.windowBody);
    this.chartTip = el('div', { class: 'asg-tip', hidden: true, 'aria-hidden': 'true' });
    this.gapLegend = el('ul', { class: 'asg-legend asg-gap-legend', 'aria-label': t('gap-legend-label') });
    this.chartBox = el('div', { class: 'asg-chart-box' }, chartCanvas, this.chartTip);
    this.laneBox = el('div', { class: 'asg-lane-box' }, this.gapLegend, this.laneCanvas);
    this.root = el(
      'div',
      { class: 'asg-proof', hidden: true },
      this.chartBox,
      this.laneBox,
      this.windowList,
      this.ledgerBox,
      this.proofBox,
    );
    this.lane = new Lane(this.laneCanvas, 'gaps', t, {
      inspect: (pointer) => on.inspect(pointer),
      choose: (gap) => {
        const r = this.full?.game.residueOfGap(gap);
        if (r !== undefined) on.choose(r, gap);
      },
    });
    this.chart = new ResidueChart(chartCanvas, life, t, {
      inspect: (pointer) => this.chartTipAt(pointer),
      choose: (r) => on.choose(r),
    });
    this.ledger = new LedgerPanel(this.ledgerBox, this.jobs, t);
    this.certificate = new CertificatePanel(certificateBox, this.jobs, t, term, {
      showHeap: (at) => on.showHeap(at),
      caption: (m) => {
        if (this.view === 'proof') on.caption(m);
      },
      counted: (result) => {
        const full = this.full;
        if (full?.info.proven && this.view === 'proof') this.steps.show(full, full.game.proofSteps(), result);
        // The table above the steps is there now: the step a link asked for has moved down.
        if (result) this.bringStep();
      },
      failed: () => this.steps.uncounted(),
    });
    this.windowList.addEventListener('toggle', () => this.listWindows());
    // The reader moving the page ends keeping a linked step in view.
    for (const type of ['wheel', 'touchmove', 'keydown', 'pointerdown'])
      life.listen(this.root.ownerDocument, type, () => {
        this.stepInView = false;
      });
  }

  /** Hides the views for `view` (the one on show now); a count stops unless the landscape's workers go on. */
  hide(view: View): void {
    this.view = view;
    this.focusWanted = false;
    this.root.hidden = true;
    this.root.dataset.view = view;
    if (view !== 'landscape') this.jobs.cancel();
  }

  /** Shows `state.view` for the game of `session` once it is in the full core. */
  show(state: State, session: GamePort): void {
    const v = state.view;
    if (!PROOF_VIEWS.includes(v)) {
      this.hide(v);
      return;
    }
    this.view = v;
    this.shift = state.shift;
    this.root.hidden = false;
    this.root.dataset.view = v;
    // The explorer's own game, in the full core: the picture and these views read one table.
    const full = fullOf(session);
    if (!full) return; // still in the compact core: the update after the move shows it
    if (this.full?.game !== full.game) {
      this.full = full;
      this.ledger.reset();
      this.certificate.reset();
    }
    const { game, info } = full;
    const lineView = v !== 'ledger';
    this.laneBox.hidden = !lineView;
    this.proofBox.hidden = v !== 'proof';
    // Outside the regime residues are not defined: no empty chart, the caption says why.
    this.chartBox.hidden = v !== 'residues' || !info.proven;
    this.windowList.hidden = v !== 'collisions';
    this.ledgerBox.hidden = v !== 'ledger';
    this.lane.kind = v === 'collisions' ? 'collisions' : 'gaps';
    this.lane.shift = v === 'collisions' ? state.shift : null;
    this.lane.residue = v === 'residues' ? state.r : null;
    fill(this.gapLegend, v === 'collisions' ? [] : this.gapLegendItems(full));
    this.lane.setGame(full);
    if (this.frame) this.lane.draw(this.frame);
    this.laneCanvas.setAttribute('aria-label', this.t(v === 'collisions' ? 'lane-windows-label' : 'lane-gaps-label'));
    if (v === 'residues') {
      if (!info.proven) {
        this.chart.setProfile(null, info);
        this.on.caption(msg('caption-residues-outside', { a: info.a, delta: info.delta }));
        return;
      }
      this.chart.setProfile(game.residues(), info);
      this.chart.setSelected(state.r);
    }
    if (v === 'ledger') void this.ledger.show(info, (m) => this.on.caption(m));
    else if (v === 'proof') this.showProof(full, state.step);
    else this.on.caption(describeProof(v, state, info, game) ?? '');
    if (v === 'collisions' && this.windowList.open) this.listWindows();
  }

  /** The proof's view: what is proven where, the certificate (counted once per game) and, in the regime, the steps. */
  private showProof(full: FullGameOnShow, step: number | null): void {
    const { info } = full;
    const t = this.t;
    const reduced = info.regime === 'non-primitive' && info.band.kind === 'quadratic' && info.band.j === 0n;
    // Outside the regime the view asks whether the closed form is right; in it, it says why it is.
    const heading = this.proofBox.querySelector('h2');
    if (heading) heading.textContent = t(info.proven ? 'proof-heading' : 'proof-heading-outside');
    fill(
      this.proofStatus,
      el('p', {}, t(info.proven ? 'proof-status-regime' : 'proof-status-outside', { a: info.a, delta: info.delta })),
      reduced
        ? el(
            'p',
            {},
            t('proof-status-gcd', {
              g: info.gcd,
              a: info.reduced.a,
              delta: info.reduced.delta,
              period: info.heapPeriod ?? 0n,
            }),
          )
        : null,
    );
    if (info.proven) this.steps.show(full, full.game.proofSteps(), this.certificate.last);
    else this.steps.clear();
    this.steps.root.hidden = !info.proven;
    const last = this.certificate.last;
    this.on.caption(last ? certificateCaption(last, info.a, info.delta) : '');
    void this.certificate.show(full);
    // A step asked for by a link (step=): open and in view, once each time it is asked.
    if (step !== this.stepShown) {
      this.stepShown = step;
      this.stepInView = step !== null;
      this.bringStep();
    }
    if (this.focusWanted) this.takeFocus();
  }

  /**
   * Brings the step a link asked for into view (open, its heading under anything stuck at the
   * top), and again when the certificate's table above it fills in, until the reader moves.
   */
  private bringStep(): void {
    if (!this.stepInView || this.stepShown === null) return;
    const details = this.steps.root.querySelector<HTMLDetailsElement>(`.asg-step[data-step="${this.stepShown}"]`);
    if (!details) return;
    details.open = true;
    const box = this.proofBox;
    if (getComputedStyle(box).overflowY === 'auto') {
      // At a desk the proof is a column of its own beside the number line: scroll the column,
      // and keep the number line on the screen.
      box.scrollTop += details.getBoundingClientRect().top - box.getBoundingClientRect().top - 8;
      box.ownerDocument.defaultView?.scrollTo({ top: 0, behavior: 'instant' });
    } else details.scrollIntoView({ block: 'start', behavior: 'instant' });
  }

  /** Focus where view `view` begins: the Proof view's heading, the residue chart, the Count check's table. */
  focusView(view: View): void {
    if (view === 'proof') this.focusProof();
    else if (view === 'residues') this.chart.canvas.focus();
    else if (view === 'ledger') this.ledgerBox.focus();
  }

  /** Focus on the Proof view's heading, now if it is on show, else once it is. */
  focusProof(): void {
    this.focusWanted = true;
    if (!this.root.hidden && !this.proofBox.hidden) this.takeFocus();
  }

  /** Focus on the heading of the step a link asked for, else on the view's heading. */
  private takeFocus(): void {
    this.focusWanted = false;
    const step = this.steps.root.querySelector<HTMLElement>(`.asg-step[data-step="${this.stepShown}"] > summary`);
    const column = getComputedStyle(this.proofBox).overflowY === 'auto';
    // At a desk the column is beside the number line: the page goes to its top, the number line with it.
    if (column) this.proofBox.ownerDocument.defaultView?.scrollTo({ top: 0, behavior: 'instant' });
    (step ?? this.proofBox.querySelector<HTMLElement>('h2'))?.focus({
      preventScroll: column || this.stepShown !== null,
    });
  }

  /**
   * The gap legend: a swatch for each kind with its length in the regime (1, a+1 = …, Theorem 1's
   * and so the game's); outside it the kinds by their formulas only (the game's own gaps are
   * others) and "other" (in the regime every gap has one of the four).
   */
  private gapLegendItems({ info }: FullGameOnShow): HTMLElement[] {
    const lengths = info.proven ? (info.gapLengths ?? []).map((n) => formatWhole(n, this.t.tag)) : [];
    const kinds = GAP_KINDS.filter((kind) => !info.proven || gapKindFormula(kind) !== null);
    return kinds.map((kind) => {
      const formula = gapKindFormula(kind);
      const length = lengths[kind];
      const text =
        formula === null
          ? this.t('gap-other')
          : kind === 0 || length === undefined
            ? formula
            : `${formula} = ${length}`;
      return el('li', {}, el('span', { class: 'asg-swatch', 'data-gap': kind, 'aria-hidden': 'true' }), text);
    });
  }

  /** The number line moved. */
  draw(frame: LineFrame): void {
    this.frame = frame;
    if (!this.root.hidden && this.view !== 'ledger') this.lane.draw(frame);
    if (this.view === 'collisions' && this.windowList.open) this.listWindows();
  }

  private chartTipAt(pointer: ResiduePointer | null): void {
    const tip = this.chartTip;
    if (!pointer) {
      tip.hidden = true;
      return;
    }
    const { row } = pointer;
    const { r, q, L, R, c } = row;
    fill(tip, this.t('residue-tip', { r, q, L, R, c, region: msg(regionName(row.region)) }));
    tip.hidden = false;
    const box = this.chartBox.getBoundingClientRect();
    tip.style.left = `${Math.max(4, Math.min(pointer.x - box.left + 12, box.width - tip.offsetWidth - 4))}px`;
    tip.style.top = `${Math.max(4, pointer.y - box.top + 14)}px`;
  }

  /** The windows in view as a table, made when the list is open: runs and residues from the core. */
  private listWindows(): void {
    const { full, frame } = this;
    if (this.windowList.open && full && frame)
      listWindows(this.windowBody, frame, full, this.shift ?? full.info.delta, this.t);
  }

  destroy(): void {
    // The game is the explorer's, and freed with it.
    this.full = null;
  }
}
