// The period landscape panel: every game (a, δ) of a plane, computed by a pool of workers (the
// mex rule for each), with its controls, progress and Stop, hover, keys and a click that opens
// a game. The cells are kept by plane.js and drawn by landscape-chart.js.
// @ts-nocheck
import { Jobs } from '../core/jobs.ts';
import { el, fill } from '../shell/dom.ts';
import { parseWhole } from '../shell/query.ts';
import { describeError } from '../text/errors.ts';
import { msg } from '../text/languages.ts';
import { LandscapeChart } from './landscape-chart.ts';
import { Plane } from './plane.ts';

/** Emits `open` ({ a, delta }) when a cell is chosen, `change` (params) and `caption` (text). */
export class Landscape extends EventTarget {
  /** `life`: the explorer's lifetime, which ends the chart's observer and scheduled draws; `t`: the translator. */
  constructor(jobs, life, t) {
    super();
    this.jobs = jobs;
    this.life = life;
    this.t = t;
    this.plane = null; // the cells computed so far
    this.params = null;
    this.running = false;
    this.cursor = null;
    const input = (name, label) =>
      el('input', { type: 'text', inputmode: 'numeric', name, 'aria-label': label, size: '5' });
    this.aMax = input('amax', t('landscape-amax'));
    this.dMax = input('dmax', t('landscape-dmax'));
    this.colour = el(
      'select',
      { name: 'color', 'aria-label': t('landscape-colour-by') },
      el('option', { value: 'period' }, t('landscape-colour-period')),
      el('option', { value: 'regime' }, t('landscape-colour-regime')),
      el('option', { value: 'agreement' }, t('landscape-colour-agreement')),
    );
    this.progress = el('progress', { max: '1', value: '0', 'aria-label': t('landscape-bar') });
    this.status = el('span', { class: 'asg-hint', role: 'status' });
    this.message = el('div', { class: 'asg-error', role: 'alert' });
    this.canvas = el('canvas', {
      class: 'asg-landscape-canvas',
      tabindex: '0',
      role: 'img',
      'aria-label': t('landscape-canvas'),
    });
    this.tip = el('div', { class: 'asg-tip', hidden: true, 'aria-hidden': 'true' });
    this.legend = el('div', { class: 'asg-landscape-legend' });
    this.detail = el('p', { class: 'asg-landscape-detail', 'aria-live': 'polite' });
    const apply = () =>
      this.dispatchEvent(
        new CustomEvent('change', {
          detail: { amax: this.aMax.value, dmax: this.dMax.value, color: this.colour.value },
        }),
      );
    for (const i of [this.aMax, this.dMax]) i.addEventListener('keydown', (e) => e.key === 'Enter' && apply());
    this.colour.addEventListener('change', apply);
    this.root = el(
      'div',
      { class: 'asg-panel asg-landscape', role: 'group', 'aria-label': t('landscape-label'), hidden: true },
      el('h2', {}, t('landscape-title')),
      el(
        'div',
        { class: 'asg-inline asg-landscape-controls' },
        el('label', {}, 'a ≤ ', this.aMax),
        el('label', {}, 'δ ≤ ', this.dMax),
        el('button', { type: 'button', onclick: apply }, t('landscape-compute')),
        el('label', {}, t('landscape-colour'), ' ', this.colour),
        el('button', { type: 'button', onclick: () => this.stop() }, t('landscape-stop')),
      ),
      this.message,
      el('div', { class: 'asg-inline' }, this.progress, this.status),
      el('div', { class: 'asg-landscape-stage' }, this.canvas, this.tip),
      this.legend,
      this.detail,
    );
    this.chart = new LandscapeChart(this);
    this.canvas.addEventListener('pointermove', (e) => this.hover(e));
    this.canvas.addEventListener('pointerleave', () => {
      this.tip.hidden = true;
    });
    this.canvas.addEventListener('click', (e) => {
      const c = this.chart.cellAt(e);
      if (c) this.dispatchEvent(new CustomEvent('open', { detail: { a: c.a, delta: c.delta } }));
    });
    this.canvas.addEventListener('keydown', (e) => this.key(e));
    life.own(new ResizeObserver(() => this.chart.draw())).observe(this.canvas);
  }

  /** Shows the plane of `params` ({ amax, dmax, color }), computing it if it is a new one. */
  show(params) {
    this.root.hidden = false;
    this.aMax.value = String(params.amax);
    this.dMax.value = String(params.dmax);
    this.colour.value = params.color;
    const same = this.params && this.params.amax === params.amax && this.params.dmax === params.dmax;
    this.params = params;
    if (!same) this.compute();
    else this.chart.draw();
  }

  hide() {
    this.root.hidden = true;
    this.stop();
  }

  stop() {
    if (!this.running) return;
    this.jobs.cancel();
    this.running = false;
    fill(this.status, this.t('landscape-stopped', { done: this.plane?.size ?? 0, total: this.total ?? 0 }));
  }

  async compute() {
    const { amax, dmax } = this.params;
    this.plane = new Plane(amax, dmax);
    this.chart.reset();
    this.total = amax * dmax;
    this.progress.value = 0;
    this.canvas.dataset.complete = 'false';
    this.running = true;
    fill(this.status, this.t('landscape-computing'));
    this.chart.draw();
    try {
      // One worker per core, each with its share of the cells (every n-th), merged as they come.
      const shares = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 16, Math.ceil(this.total / 512)));
      await this.jobs.runShared('landscape', { amax, dmax }, shares, {
        onProgress: (data) => {
          for (const part of data.parts) this.plane.add(part);
          this.progress.value = this.plane.size / this.total;
          fill(this.status, this.t('landscape-progress', { done: this.plane.size, total: this.total }));
          this.chart.scheduleDraw();
        },
      });
      this.running = false;
      this.progress.value = 1;
      fill(this.status, this.t('landscape-done', { total: this.total }));
      // The colour scale now spans exactly the periods found; `complete` once it is painted.
      this.chart.scheduleDraw();
      this.dispatchEvent(new CustomEvent('caption', { detail: this.describe() }));
    } catch (e) {
      this.running = false;
      if (!e.cancelled) this.message.textContent = this.t('landscape-failed', { error: describeError(e) });
    }
  }

  /** The key numbers of the plane, for the caption. */
  describe() {
    const p = this.plane;
    const { amax, dmax } = this.params;
    const [size, agree, unknown] = [p.size, p.agreeing, p.unknown];
    return msg('landscape-caption', {
      size,
      amax,
      dmax,
      periods: p.maxPeriod
        ? msg('landscape-periods', { lo: p.minPeriod, hi: p.maxPeriod })
        : msg('landscape-no-period'),
      regime: p.inRegime,
      agree,
      disagree: size - agree - unknown,
      unknown,
    });
  }

  /** A sentence about one cell. */
  text(c) {
    const t = this.t;
    const { a, delta, regime, band, bandKind, gcd, preperiod, period, maxValue, w0IsW, prediction, agrees } = c;
    const kind = bandKind === 1 ? 'regime-quadratic' : 'regime-linear';
    const where =
      regime === 0
        ? msg('landscape-cell-regime')
        : regime === 1
          ? msg('landscape-cell-gcd', { gcd, band: msg(kind, { j: band }) })
          : msg(kind, { j: band });
    if (Number.isNaN(period)) return t('landscape-cell-unknown', { a, delta, where, prediction });
    return t('landscape-cell', {
      a,
      delta,
      where,
      period,
      preperiod,
      prediction,
      mark: agrees === 1 ? '✓' : '✗',
      max: maxValue,
      w0: msg(w0IsW === 1 ? 'landscape-yes' : 'landscape-no'),
    });
  }

  hover(e) {
    const c = this.chart.cellAt(e);
    if (!c) {
      this.tip.hidden = true;
      return;
    }
    fill(this.tip, this.text(c));
    this.tip.hidden = false;
    const box = this.canvas.getBoundingClientRect();
    this.tip.style.left = `${Math.max(4, Math.min(e.clientX - box.left + 12, box.width - this.tip.offsetWidth - 4))}px`;
    this.tip.style.top = `${Math.max(4, e.clientY - box.top - this.tip.offsetHeight - 8)}px`;
  }

  /** Arrows move a cursor over the cells, Enter opens the game under it. */
  key(e) {
    if (!this.params) return;
    const c = this.cursor ?? { a: 1, delta: 1 };
    const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if (e.key === 'Enter' && this.cursor) {
      this.dispatchEvent(new CustomEvent('open', { detail: { ...this.cursor } }));
      e.preventDefault();
      return;
    }
    const step = moves[e.key];
    if (!step) return;
    e.preventDefault();
    this.cursor = {
      a: Math.max(1, Math.min(this.params.amax, c.a + step[0] * (e.shiftKey ? 5 : 1))),
      delta: Math.max(1, Math.min(this.params.dmax, c.delta + step[1] * (e.shiftKey ? 10 : 1))),
    };
    const cell = this.plane?.cell(this.cursor.a, this.cursor.delta);
    fill(this.detail, cell ? this.text(cell) : this.t('landscape-cell-pending', this.cursor));
    this.chart.draw();
  }
}

/** The landscape as a part of the explorer: its plane goes in the URL; a click opens a game. */
export function mount(_context, explorer) {
  explorer.jobs ??= new Jobs();
  const landscape = new Landscape(explorer.jobs, explorer.life, explorer.t);
  landscape.addEventListener('change', (e) => {
    const amax = parseWhole(e.detail.amax, 'a ≤');
    const dmax = parseWhole(e.detail.dmax, 'δ ≤');
    const problem = amax.error ?? dmax.error ?? explorer.session.planeProblem(amax.value, dmax.value);
    fill(landscape.message, problem ? explorer.t.nodes(problem) : []);
    if (problem) return;
    explorer.dispatch({ type: 'plane', amax: Number(amax.value), dmax: Number(dmax.value), color: e.detail.color });
  });
  landscape.addEventListener('open', (e) => {
    explorer.dispatch({ type: 'open', a: e.detail.a, delta: e.detail.delta });
    // The game opens on the grid: focus goes to its picture (the landscape's is gone).
    explorer.canvas.focus();
  });
  landscape.addEventListener('caption', (e) => {
    if (explorer.state.view === 'landscape') explorer.setCaption(e.detail);
  });
  return {
    root: landscape.root,
    /** The plane on show (its cells, for exports), its bounds and colouring, and its chart. */
    get plane() {
      return landscape.plane;
    },
    get params() {
      return landscape.params;
    },
    get chart() {
      return landscape.chart;
    },
    update(state) {
      landscape.show({ amax: state.amax, dmax: state.dmax, color: state.color });
      explorer.setCaption(landscape.running ? msg('landscape-computing') : landscape.describe());
    },
    hide: () => landscape.hide(),
  };
}
