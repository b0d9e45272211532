// The period landscape panel: every game (a, δ) of a plane, computed by a pool of workers (the
// mex rule for each), with its controls, progress and Stop, hover, keys and a click that opens
// a game. The cells are kept by plane.ts, drawn by landscape-chart.ts and said by cell-text.ts.
import { isCancelled, Jobs } from '../core/jobs.ts';
import type { Part, PartContext } from '../shell/context.ts';
import { el, fill } from '../shell/dom.ts';
import type { Lifetime } from '../shell/lifetime.ts';
import { parseWhole } from '../shell/query.ts';
import { COLOURINGS, type Colouring } from '../shell/state.ts';
import { describeError } from '../text/errors.ts';
import type { Translator } from '../text/i18n.ts';
import { type Message, msg } from '../text/languages.ts';
import { cellText } from './cell-text.ts';
import { type CellAt, type ChartPanel, LandscapeChart, type LandscapeParams } from './landscape-chart.ts';
import { Plane } from './plane.ts';

/** The bounds and colouring as typed in the panel's controls (the part checks them). */
export interface TypedPlane {
  readonly amax: string;
  readonly dmax: string;
  readonly color: Colouring;
}

/** What the panel tells its part: a game chosen, a plane asked for, and the caption of a plane computed. */
export interface LandscapeHandlers {
  open(cell: CellAt): void;
  change(typed: TypedPlane): void;
  caption(message: Message | ''): void;
}

/** True for a colouring of the landscape. */
function isColouring(value: string): value is Colouring {
  return (COLOURINGS as readonly string[]).includes(value);
}

/** Cursor steps of the arrow keys, in (a, δ). */
const MOVES: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

export class Landscape implements ChartPanel {
  /** The cells computed so far, and the plane on show. */
  plane: Plane | null = null;
  params: LandscapeParams | null = null;
  running = false;
  total = 0;
  cursor: CellAt | null = null;
  readonly root: HTMLElement;
  readonly canvas: HTMLCanvasElement;
  readonly legend: HTMLElement;
  readonly message: HTMLElement;
  readonly chart: LandscapeChart;
  private readonly aMax: HTMLInputElement;
  private readonly dMax: HTMLInputElement;
  private readonly colour: HTMLSelectElement;
  private readonly progress: HTMLProgressElement;
  private readonly status: HTMLElement;
  private readonly tip: HTMLElement;
  private readonly detail: HTMLElement;

  /** `life`: the explorer's lifetime, which ends the chart's observer and scheduled draws; `t`: the translator. */
  constructor(
    private readonly jobs: Jobs,
    readonly life: Lifetime,
    readonly t: Translator,
    private readonly on: LandscapeHandlers,
  ) {
    const input = (name: string, label: string): HTMLInputElement =>
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
    const apply = (): void => {
      const color = this.colour.value;
      if (isColouring(color)) on.change({ amax: this.aMax.value, dmax: this.dMax.value, color });
    };
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
      if (c) on.open({ a: c.a, delta: c.delta });
    });
    this.canvas.addEventListener('keydown', (e) => this.key(e));
    life.own(new ResizeObserver(() => this.chart.draw())).observe(this.canvas);
  }

  /** Shows the plane of `params`, computing it if it is a new one. */
  show(params: LandscapeParams): void {
    this.root.hidden = false;
    this.aMax.value = String(params.amax);
    this.dMax.value = String(params.dmax);
    this.colour.value = params.color;
    const same = this.params && this.params.amax === params.amax && this.params.dmax === params.dmax;
    this.params = params;
    if (!same) void this.compute(params);
    else this.chart.draw();
  }

  hide(): void {
    this.root.hidden = true;
    this.stop();
  }

  stop(): void {
    if (!this.running) return;
    this.jobs.cancel();
    this.running = false;
    fill(this.status, this.t('landscape-stopped', { done: this.plane?.size ?? 0, total: this.total }));
  }

  async compute({ amax, dmax }: LandscapeParams): Promise<void> {
    const plane = new Plane(amax, dmax);
    this.plane = plane;
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
          for (const part of data.parts) plane.add(part);
          this.progress.value = plane.size / this.total;
          fill(this.status, this.t('landscape-progress', { done: plane.size, total: this.total }));
          this.chart.scheduleDraw();
        },
      });
      this.running = false;
      this.progress.value = 1;
      fill(this.status, this.t('landscape-done', { total: this.total }));
      // The colour scale now spans exactly the periods found; `complete` once it is painted.
      this.chart.scheduleDraw();
      this.on.caption(this.describe());
    } catch (e) {
      this.running = false;
      if (!isCancelled(e)) this.message.textContent = this.t('landscape-failed', { error: describeError(e) });
    }
  }

  /** The key numbers of the plane, for the caption (none before a plane is asked for). */
  describe(): Message | '' {
    const p = this.plane;
    if (!p) return '';
    const [size, agree, unknown] = [p.size, p.agreeing, p.unknown];
    return msg('landscape-caption', {
      size,
      amax: p.amax,
      dmax: p.dmax,
      periods: p.maxPeriod
        ? msg('landscape-periods', { lo: p.minPeriod, hi: p.maxPeriod })
        : msg('landscape-no-period'),
      regime: p.inRegime,
      agree,
      disagree: size - agree - unknown,
      unknown,
    });
  }

  hover(e: PointerEvent): void {
    const c = this.chart.cellAt(e);
    if (!c) {
      this.tip.hidden = true;
      return;
    }
    fill(this.tip, cellText(c, this.t));
    this.tip.hidden = false;
    const box = this.canvas.getBoundingClientRect();
    this.tip.style.left = `${Math.max(4, Math.min(e.clientX - box.left + 12, box.width - this.tip.offsetWidth - 4))}px`;
    this.tip.style.top = `${Math.max(4, e.clientY - box.top - this.tip.offsetHeight - 8)}px`;
  }

  /** Arrows move a cursor over the cells, Enter opens the game under it. */
  key(e: KeyboardEvent): void {
    if (!this.params) return;
    const c = this.cursor ?? { a: 1, delta: 1 };
    if (e.key === 'Enter' && this.cursor) {
      this.on.open({ ...this.cursor });
      e.preventDefault();
      return;
    }
    const step = MOVES[e.key];
    if (!step) return;
    e.preventDefault();
    this.cursor = {
      a: Math.max(1, Math.min(this.params.amax, c.a + step[0] * (e.shiftKey ? 5 : 1))),
      delta: Math.max(1, Math.min(this.params.dmax, c.delta + step[1] * (e.shiftKey ? 10 : 1))),
    };
    const cell = this.plane?.cell(this.cursor.a, this.cursor.delta);
    fill(this.detail, cell ? cellText(cell, this.t) : this.t('landscape-cell-pending', { ...this.cursor }));
    this.chart.draw();
  }
}

/** The landscape as a part: its plane on show (for exports), its bounds and colouring, and its chart. */
export interface LandscapePart extends Part {
  readonly plane: Plane | null;
  readonly params: LandscapeParams | null;
  readonly chart: LandscapeChart;
}

/** The landscape as a part of the explorer: its plane goes in the URL; a click opens a game. */
export function mount(context: PartContext): LandscapePart {
  const { t } = context;
  const landscape = new Landscape(
    context.jobs(() => new Jobs()),
    context.life,
    t,
    {
      change(typed) {
        const amax = parseWhole(typed.amax, 'a ≤');
        const dmax = parseWhole(typed.dmax, 'δ ≤');
        const problem = amax.error ?? dmax.error ?? context.planeProblem(amax.value, dmax.value);
        fill(landscape.message, problem ? t.nodes(problem) : []);
        if (problem) return;
        context.dispatch({ type: 'plane', amax: Number(amax.value), dmax: Number(dmax.value), color: typed.color });
      },
      open({ a, delta }) {
        context.dispatch({ type: 'open', a, delta });
        // The game opens on the grid: focus goes to its picture (the landscape's is gone).
        context.picture.canvas.focus();
      },
      caption(message) {
        if (context.state.view === 'landscape') context.setCaption(message);
      },
    },
  );
  return {
    root: landscape.root,
    get plane() {
      return landscape.plane;
    },
    get params() {
      return landscape.params;
    },
    chart: landscape.chart,
    update(state) {
      landscape.show({ amax: state.amax, dmax: state.dmax, color: state.color });
      context.setCaption(landscape.running ? msg('landscape-computing') : landscape.describe());
    },
    hide: () => landscape.hide(),
  };
}
