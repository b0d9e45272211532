// The period landscape panel: every game (a, δ) of a plane, read from the site's atlas where it
// has one (atlas-tiles.ts) and computed by a pool of workers (the mex rule for each) where not,
// with its controls, progress and Stop, pan and zoom, hover, keys and a click that opens a game.
// The cells are kept by plane.ts, drawn by landscape-chart.ts and said by cell-text.ts; the
// explorer mounts it through landscape.ts.
import { el, fill } from '../base/dom.ts';
import type { Lifetime } from '../base/lifetime.ts';
import { isCancelled, type Jobs } from '../core/jobs.ts';
import { COLOURINGS, type Colouring } from '../state/state.ts';
import { describeError } from '../text/errors.ts';
import type { Translator } from '../text/i18n.ts';
import type { Message } from '../text/languages.ts';
import { AtlasPanel } from './atlas-panel.ts';
import { addRefusedPieces, cellOf, lacking } from './atlas-plan.ts';
import type { AtlasTiles } from './atlas-tiles.ts';
import { foundText, planeCaption } from './cell-text.ts';
import type { CellAt, GameWindow, LandscapeParams } from './chart-frame.ts';
import { type ChartPanel, LandscapeChart } from './landscape-chart.ts';
import { cursorStep, PanZoom, ZOOM } from './landscape-moves.ts';
import { computedIn, Plane } from './plane.ts';

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

export class Landscape implements ChartPanel {
  /** The cells computed so far, and the plane on show. */
  plane: Plane | null = null;
  /** Every plane of cells computed here (the plane asked for first). */
  pieces: Plane[] = [];
  params: LandscapeParams | null = null;
  /** The site's atlas, once found; the games on show after a pan or zoom. */
  atlas: AtlasTiles | null = null;
  window: GameWindow | null = null;
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
  readonly tip: HTMLElement;
  private readonly detail: HTMLElement;
  /** The atlas's lines and buttons; pan and zoom. */
  private readonly atlasPanel: AtlasPanel;
  private readonly moves: PanZoom;
  /** Settled once the site's atlas is read, or known to be absent. */
  private atlasFound: Promise<void>;
  /** Computations started (the latest owns the workers and the status); the last pointer over the cells. */
  private runs = 0;
  private hovered: PointerEvent | null = null;

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
    const atlas = new AtlasPanel(t, {
      zoomIn: () => this.moves.zoom(1 / ZOOM),
      zoomOut: () => this.moves.zoom(ZOOM),
      zoomAll: () => this.moves.zoomAll(),
    });
    this.atlasPanel = atlas;
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
      atlas.refusals,
      el('div', { class: 'asg-inline' }, this.progress, this.status),
      atlas.zooms,
      el('div', { class: 'asg-landscape-stage' }, this.canvas, this.tip),
      this.legend,
      atlas.source,
      atlas.about,
      this.detail,
    );
    this.chart = new LandscapeChart(this);
    this.moves = new PanZoom(this);
    this.canvas.addEventListener('pointerleave', () => {
      this.tip.hidden = true;
    });
    this.canvas.addEventListener('click', (e) => {
      // The end of a drag is no click.
      if (this.moves.dragged) return;
      const c = this.chart.gameAt(e);
      if (c && (this.atlas || this.chart.cellAt(e))) on.open({ a: c.a, delta: c.delta });
    });
    this.canvas.addEventListener('keydown', (e) => this.key(e));
    life.own(new ResizeObserver(() => this.chart.draw())).observe(this.canvas);
    // A refused tile of level 0: its games are computed here (the cells in so far are kept).
    const again = (): void => void (this.params && this.compute(this.params, true));
    this.atlasFound = atlas
      .find(life, () => this.arrived(), again)
      .then((tiles) => {
        this.atlas = tiles;
        this.chart.resetAtlas();
      });
  }

  /** Shows the plane of `params`, computing it if it is a new one. */
  show(params: LandscapeParams): void {
    this.root.hidden = false;
    this.aMax.value = String(params.amax);
    this.dMax.value = String(params.dmax);
    this.colour.value = params.color;
    const same = this.params && this.params.amax === params.amax && this.params.dmax === params.dmax;
    this.params = params;
    if (!same) {
      this.window = null;
      void this.compute(params);
    } else this.chart.draw();
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

  /**
   * Computes the plane a ≤ amax, δ ≤ dmax, or with an atlas only what the atlas lacks; `more`:
   * the same plane again after a tile was refused (the cells in so far are kept).
   */
  async compute({ amax, dmax }: LandscapeParams, more = false): Promise<void> {
    const run = ++this.runs;
    // The workers' module compiles while the atlas (or that there is none) is looked for: the
    // atlas decides what is computed here.
    this.jobs.prepare();
    await this.atlasFound;
    if (run !== this.runs) return;
    if (!more || !this.plane) {
      this.plane = new Plane(amax, dmax);
      this.pieces = [this.plane];
      this.chart.reset();
    }
    const plane = this.plane;
    const pieces = this.pieces;
    if (this.atlas) addRefusedPieces(this.atlas, plane, pieces);
    const listed = this.atlas ? lacking(this.atlas, pieces) : undefined;
    this.total = listed ? computedIn(this.pieces) + listed.a.length : amax * dmax;
    this.progress.value = 0;
    this.canvas.dataset.complete = 'false';
    this.running = true;
    fill(this.status, this.t('landscape-computing'));
    this.chart.draw();
    try {
      const cells = listed ? listed.a.length : this.total;
      // Shares of the cells (every n-th), 16 per core (at most 256, as LandscapeJob takes), merged
      // as they come: one worker per core takes the next share as it ends one, so that no core
      // idles at the end while another still has costly cells (a share per core left one core
      // alone for the last tenth; with eight per core, the last share still kept one core alone
      // for a fifth of a second).
      const cores = Math.min(navigator.hardwareConcurrency || 2, 16);
      const shares = Math.max(1, Math.min(16 * cores, Math.ceil(cells / 512)));
      let done = 0;
      let said = -Infinity;
      if (cells) {
        await this.jobs.runShared('landscape', { amax, dmax, listed }, shares, {
          onProgress: (data) => {
            for (const part of data.parts) {
              for (const piece of pieces) piece.add(part);
              done += part.a.length;
            }
            // The bar and its words four times a second, as the chart is drawn: each change is a
            // frame's style, layout and paint, which the workers would wait for on a busy machine.
            const now = performance.now();
            if (now - said >= 250) {
              said = now;
              this.progress.value = done / cells;
              fill(this.status, this.t('landscape-progress', { done, total: cells }));
            }
            this.chart.scheduleDraw();
          },
        });
      }
      if (run !== this.runs) return;
      this.running = false;
      this.progress.value = 1;
      // Every game computed here, in this job and in those before it for the same plane (a tile
      // refused after the first job ended is computed in a job of its own).
      fill(
        this.status,
        listed ? this.t('landscape-atlas-done', { here: this.total }) : this.t('landscape-done', { total: this.total }),
      );
      // The colour scale now spans exactly the periods found; `complete` once it is painted.
      this.chart.scheduleDraw();
      this.on.caption(this.describe());
    } catch (e) {
      // A newer computation has taken over the workers: it says what happens now.
      if (run !== this.runs) return;
      this.running = false;
      if (!isCancelled(e)) this.message.textContent = this.t('landscape-failed', { error: describeError(e) });
    }
  }

  /** The key numbers of the plane, for the caption (none before a plane is asked for). */
  describe(): Message | '' {
    return this.plane ? planeCaption(this.plane, this.atlas?.manifest ?? null, computedIn(this.pieces)) : '';
  }

  /** A cell in words, with where it comes from when an atlas is served. */
  private cellWords(a: number, delta: number): string {
    return foundText(cellOf(this.atlas, this.pieces, a, delta), a, delta, !!this.atlas, this.t);
  }

  /** Says where the cells on show come from (after each draw that changes it). */
  drawn(): void {
    if (this.atlas) this.atlasPanel.sayWhere(this.chart.atlasFrame, computedIn(this.pieces));
  }

  /** A file of the atlas came in: drawn, and a cell said while it was pending is said again. */
  private arrived(): void {
    this.chart.drawSoon();
    if (this.hovered && !this.tip.hidden) this.hover(this.hovered);
    if (this.cursor) fill(this.detail, this.cellWords(this.cursor.a, this.cursor.delta));
  }

  hover(e: PointerEvent): void {
    this.hovered = e;
    const at = this.chart.gameAt(e);
    const c = at && (this.atlas ? at : this.chart.cellAt(e));
    if (!c) {
      this.tip.hidden = true;
      return;
    }
    fill(this.tip, this.cellWords(c.a, c.delta));
    this.tip.hidden = false;
    const box = this.canvas.getBoundingClientRect();
    this.tip.style.left = `${Math.max(4, Math.min(e.clientX - box.left + 12, box.width - this.tip.offsetWidth - 4))}px`;
    this.tip.style.top = `${Math.max(4, e.clientY - box.top - this.tip.offsetHeight - 8)}px`;
  }

  /** Arrows move a cursor over the cells, Enter opens the game under it. */
  key(e: KeyboardEvent): void {
    if (!this.params) return;
    if (this.moves.key(e)) return;
    if (e.key === 'Enter' && this.cursor) {
      this.on.open({ ...this.cursor });
      e.preventDefault();
      return;
    }
    const next = cursorStep(e, this.cursor, this.chart.extent());
    if (!next) return;
    e.preventDefault();
    this.cursor = next;
    fill(this.detail, this.cellWords(this.cursor.a, this.cursor.delta));
    this.chart.draw();
  }
}
