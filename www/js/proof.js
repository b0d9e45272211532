// The proof views under the number line: gaps, collision windows, the residue trapezoid and the
// period ledger, each with a caption that states its key numbers (the text alternative).
import { loadFull } from './core.js';
import { el, fill } from './dom.js';
import { GAP_KINDS, Lane } from './lanes.js';
import { LedgerPanel } from './ledger.js';
import { ResidueChart } from './residues.js';
import { PROOF_VIEWS } from './state.js';
import { formatHeap } from './view.js';


/**
 * Emits `inspect` ({ heap, text, x, y } or null), `choose-residue` ({ r, gap? }) and
 * `caption` (text) for the app to show and link.
 */
export class ProofViews extends EventTarget {
  constructor(jobs) {
    super();
    this.chartCanvas = el('canvas', { class: 'asg-chart', tabindex: '0', role: 'img', 'aria-label': 'residue chart' });
    this.laneCanvas = el('canvas', { class: 'asg-lane', role: 'img', 'aria-label': 'lane' });
    this.ledgerBox = el('div', { class: 'asg-ledger-box' });
    this.windowList = el('details', { class: 'asg-windows' }, el('summary', {}, 'List the windows in view'), el('div', {}));
    this.chartTip = el('div', { class: 'asg-tip', hidden: true, 'aria-hidden': 'true' });
    this.gapLegend = el('ul', { class: 'asg-legend asg-gap-legend', 'aria-label': 'gap types' });
    this.root = el(
      'div',
      { class: 'asg-proof', hidden: true },
      el('div', { class: 'asg-chart-box' }, this.chartCanvas, this.chartTip),
      el('div', { class: 'asg-lane-box' }, this.gapLegend, this.laneCanvas),
      this.windowList,
      this.ledgerBox,
    );
    this.lane = new Lane(this.laneCanvas, 'gaps');
    this.chart = new ResidueChart(this.chartCanvas);
    this.jobs = jobs;
    this.ledger = new LedgerPanel(this.ledgerBox, this.jobs);
    this.full = null; // { key, game, info }
    this.view = null;
    this.frame = null;

    this.lane.addEventListener('inspect', (e) => this.dispatchEvent(new CustomEvent('inspect', { detail: e.detail })));
    this.lane.addEventListener('choose', (e) => {
      const r = this.full?.game.residueOfGap(BigInt(e.detail.gap));
      if (r !== undefined) this.dispatchEvent(new CustomEvent('choose-residue', { detail: { r, gap: e.detail.gap } }));
    });
    this.chart.addEventListener('choose', (e) => this.dispatchEvent(new CustomEvent('choose-residue', { detail: { r: e.detail.r } })));
    this.chart.addEventListener('inspect', (e) => this.chartTipAt(e.detail));
    this.windowList.addEventListener('toggle', () => this.listWindows());
  }

  /** Shows `state.view` for the game `info` (loading the full core the first time). */
  async show(state, info) {
    const v = state.view;
    this.view = v;
    this.state = state;
    this.root.hidden = !PROOF_VIEWS.includes(v);
    this.root.dataset.view = v;
    if (this.root.hidden) {
      if (v !== 'landscape') this.jobs.cancel();
      return;
    }
    const key = `${info.a}/${info.delta}`;
    if (this.full?.key !== key) {
      const core = await loadFull();
      if (this.full?.key !== key) {
        this.full?.game.free();
        this.full = { key, game: core.Game.fromDelta(BigInt(info.a), BigInt(info.delta)), info };
        this.ledger.reset();
      }
    }
    if (this.view !== v) return; // the person moved on while the core loaded
    const { game } = this.full;
    const lineView = v !== 'ledger';
    this.laneCanvas.parentElement.hidden = !lineView;
    this.chartCanvas.parentElement.hidden = v !== 'residues';
    this.windowList.hidden = v !== 'collisions';
    this.ledgerBox.hidden = v !== 'ledger';
    this.lane.kind = v === 'collisions' ? 'collisions' : 'gaps';
    this.lane.shift = v === 'collisions' ? state.shift : null;
    this.lane.residue = v === 'residues' ? state.r : null;
    const lengths = [1, info.a + 1, info.b + 1, info.a + info.b + 1];
    fill(
      this.gapLegend,
      v === 'collisions'
        ? []
        : GAP_KINDS.map((kind, k) =>
            el('li', {}, el('span', { class: 'asg-swatch', 'data-gap': k, 'aria-hidden': 'true' }), k === 0 ? '1' : k < 4 ? `${kind} = ${lengths[k]}` : 'other length'),
          ),
    );
    this.lane.setGame(game, info);
    if (this.frame) this.lane.draw(this.frame);
    this.laneCanvas.setAttribute('aria-label', v === 'collisions' ? 'collision windows as arcs' : 'gaps between P-positions');
    if (v === 'residues') {
      if (!info.proven) {
        this.chart.setProfile(null, info);
        this.caption(`The residue regions are defined in the primitive quadratic regime only; a = ${info.a}, δ = ${info.delta} is outside it.`);
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

  caption(text) {
    this.dispatchEvent(new CustomEvent('caption', { detail: text }));
  }

  /** The caption of a view: its key numbers in words. */
  describe(v, state, info) {
    const { a, b, delta, proven } = info;
    const d = delta - a;
    const P = formatHeap(info.heapPeriod);
    if (v === 'gaps') {
      if (!proven) {
        return `Gaps between consecutive P-positions, found by the mex rule (the closed form does not apply here): bars are coloured by length, grey when the length is not 1, a+1, b+1 or a+b+1.`;
      }
      return (
        `Gaps g_n = w_(n+1) − w_n between consecutive P-positions, coloured by type: 1, a+1 = ${a + 1}, b+1 = ${b + 1}, a+b+1 = ${a + b + 1}. ` +
        `Per index period of ${formatHeap(a * delta)} gaps: ${formatHeap(a * delta - a - delta + 1)} of length 1, ${delta - 1} of a+1, ${a - 1} of b+1 and one of a+b+1.`
      );
    }
    if (v === 'collisions') {
      const k = state.shift ?? delta;
      if (proven && k === delta) {
        return (
          `${formatHeap(a * d)} collision windows per heap period of ${P} (a·d = ${a}·${d}, Theorem 7): pairs of P-positions δ = ${delta} apart, drawn as arcs. ` +
          `The shifted P-positions W0 − δ that miss W0 are the ${formatHeap(a * a)} heaps of W3 per period (aδ − a·d = a²).`
        );
      }
      let count = null;
      try {
        if (Number(info.heapPeriod) <= 1 << 22) count = this.full.game.windowsPerPeriod(BigInt(k));
      } catch {
        count = null;
      }
      return (
        `Pairs of P-positions k = ${k} apart, C(k) = (W0 − k) ∩ W0 (the paper asks for its structure): ` +
        (count === null ? `counted per period only for periods up to 2^22 heaps.` : `${formatHeap(count)} per period of ${P}.`)
      );
    }
    if (v === 'residues') {
      return (
        `The (a+1)-gap with residue r lies in c(r) = min(r, d) − max(0, r − a) collision windows, d = ${d}: ` +
        `left-restricted for r < ${d} (c = r), unrestricted for ${d} ≤ r ≤ ${a} (c = d), right-restricted for r > ${a} (c = δ − r); ` +
        `the trapezoid's area is a·d = ${a}·${d} = ${formatHeap(a * d)} windows per heap period.` +
        (state.r ? ` Residue ${state.r} is highlighted in the gaps below.` : ' Pick a bar or an (a+1)-gap to link them.')
      );
    }
    return '';
  }

  chartTipAt(detail) {
    const tip = this.chartTip;
    if (!detail) {
      tip.hidden = true;
      return;
    }
    const { row } = detail;
    fill(tip, `r = ${row.r}: q = ${row.q}, L = ${row.L}, R = ${row.R}, c(r) = ${row.c} (${row.region})`);
    tip.hidden = false;
    const box = tip.parentElement.getBoundingClientRect();
    tip.style.left = `${Math.max(4, Math.min(detail.x - box.left + 12, box.width - tip.offsetWidth - 4))}px`;
    tip.style.top = `${Math.max(4, detail.y - box.top + 14)}px`;
  }

  /** The windows in view as a table, made when the list is open. */
  listWindows() {
    const body = this.windowList.querySelector('div');
    if (!this.windowList.open || !this.full || !this.frame) return;
    const f = this.frame;
    const k = this.state.shift ?? this.full.info.delta;
    const lo = Math.max(0, Math.floor(f.x));
    const hi = Math.min(2 ** 53, Math.ceil(f.x + f.width / f.zoom));
    let flat;
    try {
      flat = this.full.game.windowsIn(BigInt(k), BigInt(lo), BigInt(hi), 500);
    } catch (e) {
      fill(body, el('p', { class: 'asg-hint' }, `${e.message}: zoom in to list them.`));
      return;
    }
    const gaps = this.full.game.gapsIn(BigInt(lo), BigInt(hi + k), 20000);
    const lengths = new Map();
    for (let i = 0; i < gaps.length; i += 4) lengths.set(gaps[i], [gaps[i + 2], gaps[i + 3]]);
    const rows = [];
    for (let i = 0; i < flat.length; i += 4) {
      const [m, n, lower, upper] = [flat[i], flat[i + 1], flat[i + 2], flat[i + 3]];
      const run = [];
      let r = '';
      for (let j = m; j < n; j++) {
        const [len, kind] = lengths.get(j) ?? ['?', 4];
        run.push(len);
        if (kind === 1) r = this.full.game.residueOfGap(BigInt(j)) ?? '';
      }
      rows.push(el('tr', {}, el('td', {}, `${m}`), el('td', {}, `${n}`), el('td', {}, formatHeap(lower)), el('td', {}, formatHeap(upper)), el('td', {}, run.join(' + ')), el('td', {}, String(r))));
    }
    fill(
      body,
      el('p', { class: 'asg-hint' }, `${rows.length} window${rows.length === 1 ? '' : 's'} with the lower end in heaps ${formatHeap(lo)} … ${formatHeap(hi - 1)} (shift ${k}).`),
      rows.length
        ? el(
            'table',
            { class: 'asg-window-table' },
            el('thead', {}, el('tr', {}, ['m', 'n', 'wₘ', 'wₙ', 'gap run', 'r'].map((t) => el('th', {}, t)))),
            el('tbody', {}, rows),
          )
        : null,
    );
  }

  destroy() {
    this.full?.game.free();
  }
}

