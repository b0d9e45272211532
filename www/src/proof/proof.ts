// The proof views under the number line: gaps, collision windows, the residue trapezoid and the
// period ledger, each with a caption that states its key numbers (the text alternative).
// @ts-nocheck
import { Jobs } from '../core/jobs.ts';
import { at, span } from '../core/position.ts';
import { el, fill } from '../shell/dom.ts';
import { PROOF_VIEWS } from '../shell/state.ts';
import { describeError } from '../text/errors.ts';
import { formatWhole } from '../text/format.ts';
import { msg } from '../text/languages.ts';
import { GAP_KINDS, Lane } from './lanes.ts';
import { LedgerPanel } from './ledger.ts';
import { describeProof } from './proof-captions.ts';
import { REGION_NAMES, ResidueChart } from './residues.ts';
import { listWindows } from './windows-list.ts';

/**
 * Emits `inspect` ({ heap, text, x, y } or null), `choose-residue` ({ r, gap? }) and
 * `caption` (text) for the app to show and link.
 */
export class ProofViews extends EventTarget {
  /** `jobs`: the explorer's workers; `life`: its lifetime; `t`: the translator. */
  constructor(jobs, life, t) {
    super();
    this.t = t;
    this.chartCanvas = el('canvas', {
      class: 'asg-chart',
      tabindex: '0',
      role: 'img',
      'aria-label': t('residue-chart-label'),
    });
    this.laneCanvas = el('canvas', { class: 'asg-lane', role: 'img', 'aria-label': t('lane-gaps-label') });
    this.ledgerBox = el('div', { class: 'asg-ledger-box' });
    this.windowList = el('details', { class: 'asg-windows' }, el('summary', {}, t('windows-list')), el('div', {}));
    this.chartTip = el('div', { class: 'asg-tip', hidden: true, 'aria-hidden': 'true' });
    this.gapLegend = el('ul', { class: 'asg-legend asg-gap-legend', 'aria-label': t('gap-legend-label') });
    this.root = el(
      'div',
      { class: 'asg-proof', hidden: true },
      el('div', { class: 'asg-chart-box' }, this.chartCanvas, this.chartTip),
      el('div', { class: 'asg-lane-box' }, this.gapLegend, this.laneCanvas),
      this.windowList,
      this.ledgerBox,
    );
    this.lane = new Lane(this.laneCanvas, 'gaps', t);
    this.chart = new ResidueChart(this.chartCanvas, life, t);
    this.jobs = jobs;
    this.ledger = new LedgerPanel(this.ledgerBox, this.jobs, t);
    this.full = null; // { key, game, info }
    this.view = null;
    this.frame = null;

    this.lane.addEventListener('inspect', (e) => this.dispatchEvent(new CustomEvent('inspect', { detail: e.detail })));
    this.lane.addEventListener('choose', (e) => {
      const r = this.full?.game.residueOfGap(e.detail.gap);
      if (r !== undefined) this.dispatchEvent(new CustomEvent('choose-residue', { detail: { r, gap: e.detail.gap } }));
    });
    this.chart.addEventListener('choose', (e) =>
      this.dispatchEvent(new CustomEvent('choose-residue', { detail: { r: e.detail.r } })),
    );
    this.chart.addEventListener('inspect', (e) => this.chartTipAt(e.detail));
    this.windowList.addEventListener('toggle', () => this.listWindows());
  }

  /** Shows `state.view` for the game of `session` (in the full core). */
  async show(state, session) {
    const v = state.view;
    this.view = v;
    this.state = state;
    this.root.hidden = !PROOF_VIEWS.includes(v);
    this.root.dataset.view = v;
    if (this.root.hidden) {
      if (v !== 'landscape') this.jobs.cancel();
      return;
    }
    // The explorer's own game, in the full core: the picture and these views read one table.
    if (this.full?.game !== session.game) {
      const { game, info, core } = session;
      this.full = { key: `${info.a}/${info.delta}`, game, info, core };
      this.ledger.reset();
    }
    const info = this.full.info;
    if (this.view !== v) return; // the person moved on while the core loaded
    const { game } = this.full;
    const lineView = v !== 'ledger';
    this.laneCanvas.parentElement.hidden = !lineView;
    // Outside the regime residues are not defined: no empty chart, the caption says why.
    this.chartCanvas.parentElement.hidden = v !== 'residues' || !info.proven;
    this.windowList.hidden = v !== 'collisions';
    this.ledgerBox.hidden = v !== 'ledger';
    this.lane.kind = v === 'collisions' ? 'collisions' : 'gaps';
    this.lane.shift = v === 'collisions' ? state.shift : null;
    this.lane.residue = v === 'residues' ? state.r : null;
    const lengths = [1n, info.a + 1n, info.b + 1n, info.a + info.b + 1n].map((n) => formatWhole(n, this.t.tag));
    fill(
      this.gapLegend,
      v === 'collisions'
        ? []
        : GAP_KINDS.map((kind, k) =>
            el(
              'li',
              {},
              el('span', { class: 'asg-swatch', 'data-gap': k, 'aria-hidden': 'true' }),
              k === 0 ? '1' : k < 4 ? `${kind} = ${lengths[k]}` : this.t('gap-other'),
            ),
          ),
    );
    this.lane.setGame(game, info, this.full.core);
    if (this.frame) this.lane.draw(this.frame);
    this.laneCanvas.setAttribute('aria-label', this.t(v === 'collisions' ? 'lane-windows-label' : 'lane-gaps-label'));
    if (v === 'residues') {
      if (!info.proven) {
        this.chart.setProfile(null, info);
        this.caption(msg('caption-residues-outside', { a: info.a, delta: info.delta }));
        return;
      }
      this.chart.setProfile(game.residues(), info);
      this.chart.setSelected(state.r);
    }
    if (v === 'ledger') this.ledger.show(info, (t) => this.caption(t));
    else this.caption(this.describe(v, state, info));
    if (v === 'collisions' && this.windowList.open) this.listWindows();
  }

  /** The number line moved: { x, zoom, width, dpr, guide }. */
  draw(frame) {
    this.frame = frame;
    if (!this.root.hidden && this.view !== 'ledger') this.lane.draw(frame);
    if (this.view === 'collisions' && this.windowList.open) this.listWindows();
  }

  caption(message) {
    this.dispatchEvent(new CustomEvent('caption', { detail: message }));
  }

  /** The caption of a view: its key numbers in words, every one of them from the core. */
  describe(v, state, info) {
    return describeProof(v, state, info, this.full.game) ?? '';
  }

  chartTipAt(detail) {
    const tip = this.chartTip;
    if (!detail) {
      tip.hidden = true;
      return;
    }
    const { row } = detail;
    fill(
      tip,
      this.t('residue-tip', {
        r: row.r,
        q: row.q,
        L: row.L,
        R: row.R,
        c: row.c,
        region: msg(REGION_NAMES[row.region]),
      }),
    );
    tip.hidden = false;
    const box = tip.parentElement.getBoundingClientRect();
    tip.style.left = `${Math.max(4, Math.min(detail.x - box.left + 12, box.width - tip.offsetWidth - 4))}px`;
    tip.style.top = `${Math.max(4, detail.y - box.top + 14)}px`;
  }

  /** The windows in view as a table, made when the list is open: runs and residues from the core. */
  listWindows() {
    if (this.windowList.open && this.full && this.frame) listWindows(this);
  }

  destroy() {
    // The game is the explorer's, and freed with it.
    this.full = null;
  }
}

/**
 * The proof views as a part of the explorer: they point at heaps with the same inspector and a
 * guide line on the number line, and a residue picked in the chart or the gap lane moves the
 * line to one of its (a+1)-gaps.
 */
export function mount(_context, explorer) {
  explorer.jobs ??= new Jobs();
  const proof = new ProofViews(explorer.jobs, explorer.life, explorer.t);
  const alive = explorer.life.alive.bind(explorer.life);
  proof.addEventListener('inspect', (e) => {
    const d = e.detail;
    explorer.view.setGuide(d ? d.heap : null);
    if (!d) {
      explorer.inspector.show(explorer.game, null);
      return;
    }
    const box = explorer.canvas.getBoundingClientRect();
    const detail = { lo: d.heap, hi: d.heap + 1n, pinned: false, x: d.x - box.left, y: 4, note: d.text };
    explorer.inspector.show(explorer.game, detail);
  });
  /** Residue r picked: the line moves to its (a+1)-gap `gap`, or its first, both from the core. */
  const choose = (r, gap, push = true) => {
    const full = proof.full;
    const info = explorer.info;
    if (!full || !info.proven) return explorer.dispatch({ type: 'residue', r, push });
    const heap = full.game.pPosition(gap ?? full.game.firstGapOf(r).index);
    const width = explorer.canvas.clientWidth || 600;
    // Close enough for single gaps (at least half a pixel a heap), wide enough for windows.
    const wide = Math.min(2 * width, Math.max(60, 6 * Number(info.a + info.b)));
    const old = explorer.state.zoom;
    const zoom = old && width / old <= wide ? old : width / wide;
    const left = at(heap) - span(width / zoom / 2);
    return explorer.dispatch({ type: 'residue', r, x: left > 0n ? left : 0n, zoom, push });
  };
  proof.addEventListener('choose-residue', (e) => choose(e.detail.r, e.detail.gap));
  proof.addEventListener('caption', (e) => {
    if (!PROOF_VIEWS.includes(explorer.state.view)) return;
    explorer.setCaption(e.detail);
    // Theorem 7 can be walked through, one window at a time.
    if (explorer.state.view === 'collisions' && explorer.info.proven && explorer.state.shift === null) {
      const why = () => import('../study/why.ts').then(explorer.life.alive((m) => m.explainWindows(explorer)));
      explorer.caption.append(
        ' ',
        el('button', { type: 'button', class: 'asg-why-button', onclick: why }, explorer.t('why-theorem-7')),
      );
    }
  });
  const failed = (e) => {
    explorer.setCaption(msg('error-part', { error: describeError(e) }));
  };
  return {
    root: proof.root,
    get full() {
      return proof.full;
    },
    get ledger() {
      return proof.ledger;
    },
    /** The lane under the number line and the residue chart (for exports, which redraw them). */
    get lane() {
      return proof.lane;
    },
    get chart() {
      return proof.chart;
    },
    draw: (frame) => proof.draw(frame),
    update(state) {
      explorer.session
        .toFull()
        .then(
          alive((moved) => {
            // The game moved to the full core: the picture follows it.
            if (moved) explorer.refresh();
            return proof.show(state, explorer.session);
          }),
        )
        .then(
          alive(() => {
            // A residue asked for by a link or the tour: its first gap, now that the core is here.
            const r = explorer.state.residueToFind;
            if (r !== null) explorer.dispatch({ type: 'handed-over', what: 'residue' });
            if (r !== null && explorer.state.view === 'residues' && explorer.state.r === r) choose(r, undefined, false);
          }),
        )
        .catch(alive(failed));
      // A frame of the number line tells the lanes where they are.
      explorer.view.requestDraw();
    },
    hide: () => proof.show(explorer.state, explorer.session),
    destroy: () => proof.destroy(),
  };
}
