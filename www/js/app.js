// Assembles the explorer (controls, status, canvas, inspector, legend) inside a root element and
// keeps its state in step with the URL: reload, back/forward and a copied link give the same view.

import { Controls } from './controls.js';
import { loadCore } from './core.js';
import { el, fill } from './dom.js';
import { formatWhole } from './format.js';
import { Inspector } from './inspector.js';
import { Jobs } from './jobs.js';
import { at, span } from './position.js';
import { PRESETS } from './presets.js';
import { linkTo, Toolbar } from './share.js';
import { fromQuery, LINE_VIEWS, PROOF_VIEWS, parseWhole, toQuery } from './state.js';
import { ExplorerView } from './view.js';

/** Parts of the page loaded the first time they are needed, so that the first paint waits for none. */
const PARTS = {
  tour: () => import('./tour.js'),
  landscape: () => import('./landscape.js'),
  play: () => import('./play.js'),
  proof: () => import('./proof.js'),
};

/**
 * Mounts an explorer in `root`. `query` gives the initial state as URL parameters. `syncUrl`:
 * true, the page's URL follows the state (with history entries for edits); 'replace', it follows
 * without adding history (an iframe must not take over its page's back button); false, it
 * is left alone (an embedded element). `embed` makes a compact explorer whose wheel zooms only
 * after a click inside or with Ctrl. Resolves to the explorer.
 */
export async function mountExplorer(root, { query = location.search, syncUrl = true, embed = false } = {}) {
  const core = await loadCore();
  const explorer = new Explorer(root, core, { syncUrl, embed });
  explorer.load(query, { push: false });
  return explorer;
}

/** Which control an error from the core belongs next to, by its `field`. */
function fieldOf(error) {
  return error?.field === 'a' ? 'a' : 'second';
}

export class Explorer {
  constructor(root, core, { syncUrl, embed }) {
    this.root = root;
    this.core = core;
    this.syncUrl = syncUrl;
    this.game = null;
    this.info = null;
    this.state = null;
    root.classList.add('asg');
    root.classList.toggle('asg-embedded', embed);
    this.embed = embed;

    const controlBox = el('div', { class: 'asg-controls', role: 'group', 'aria-label': 'Parameters' });
    this.badge = el('span', { class: 'asg-badge', 'data-proven': 'true' });
    this.summary = el('p', { class: 'asg-summary', 'aria-live': 'polite' });
    this.canvas = el('canvas', {
      class: 'asg-canvas',
      tabindex: '0',
      role: 'img',
      'aria-roledescription': 'interactive picture',
    });
    this.tip = el('div', { class: 'asg-tip', hidden: true, 'aria-hidden': 'true' });
    this.legend = el('ul', { class: 'asg-legend' });
    this.caption = el('p', { class: 'asg-caption', id: `${root.id || 'asg'}-caption`, 'aria-live': 'polite' });
    this.jobs = new Jobs();
    this.parts = {};
    this.loading = {};
    // Where each lazily loaded part goes, in page order.
    this.slots = Object.fromEntries(
      Object.keys(PARTS).map((name) => [name, el('div', { hidden: true, 'data-part': name })]),
    );
    const inspector = el(
      'section',
      { class: 'asg-panel asg-inspector', 'aria-label': 'Inspect a heap' },
      el('h2', {}, 'Inspect'),
      el(
        'div',
        { class: 'asg-inspector-body', 'aria-live': 'polite' },
        el('p', {}, 'Point at a heap, or tap it, to see its value, its moves and the mex that gives the value.'),
      ),
    );
    this.toolbar = new Toolbar(this);
    this.presetNote = el('p', { class: 'asg-summary asg-preset-note', role: 'status' });
    this.openLink = el(
      'a',
      { class: 'asg-open', target: '_blank', rel: 'noopener', hidden: !embed },
      'Open in the ASG Explorer ↗',
    );
    this.stage = el('div', { class: 'asg-stage' }, this.canvas, this.tip);
    fill(
      root,
      this.slots.tour,
      controlBox,
      el('div', { class: 'asg-status' }, this.badge, this.summary),
      this.presetNote,
      el('div', { class: 'asg-actions' }, this.toolbar.root, this.openLink),
      this.stage,
      this.slots.landscape,
      this.slots.play,
      this.slots.proof,
      this.caption,
      el(
        'div',
        { class: 'asg-below' },
        el(
          'section',
          { class: 'asg-panel', 'aria-label': 'Colours' },
          el('h2', {}, 'Colours: nim-values'),
          this.legend,
          el('p', { class: 'asg-hint' }, 'Drag to pan, wheel or pinch to zoom; keys: arrows, + and −, 0 to fit.'),
        ),
        inspector,
      ),
    );

    this.controls = new Controls(controlBox);
    this.view = new ExplorerView(this.canvas, core, { wheelNeedsFocus: embed });
    this.inspector = new Inspector(inspector, this.tip);

    this.controls.addEventListener('change', (e) => this.edit(e.detail.name, e.detail.value));
    this.controls.addEventListener('zoom', (e) => {
      const by = e.detail.by;
      if (by === 0) this.view.fit();
      else this.view.zoomAt(by, this.canvas.clientWidth / 2, this.canvas.clientHeight / 2);
    });
    this.view.addEventListener('viewchange', (e) => {
      const { zoom, x, row, col } = e.detail;
      this.state = { ...this.state, zoom, x, row, col };
      this.writeUrl({ push: false, later: true });
    });
    this.view.addEventListener('inspect', (e) => {
      this.inspector.show(this.game, e.detail);
      // One heap under the pointer: mark it in the lanes below as well.
      const d = e.detail;
      if (PROOF_VIEWS.includes(this.state.view)) this.view.setGuide(d && d.hi - d.lo === 1n ? d.lo : null);
    });
    this.view.addEventListener('frame', (e) => this.parts.proof?.draw(e.detail));
    if (syncUrl === true) {
      this.onPop = () => this.load(location.search, { push: false });
      window.addEventListener('popstate', this.onPop);
    }
    this.scheme = matchMedia('(prefers-color-scheme: dark)');
    this.onScheme = () => this.view.requestDraw();
    this.scheme.addEventListener('change', this.onScheme);
  }

  /** Loads a part (once) and puts it in its place on the page; resolves to the part. */
  part(name) {
    this.loading[name] ??= PARTS[name]().then((mod) => {
      const part = this.build(name, mod);
      this.slots[name].replaceWith(part.root);
      this.parts[name] = part;
      return part;
    });
    return this.loading[name];
  }

  /** Makes a part from its module and links it to the rest of the explorer. */
  build(name, mod) {
    if (name === 'proof') {
      const proof = new mod.ProofViews(this.jobs);
      // The proof views point at heaps too: same inspector, and a guide line on the number line.
      proof.addEventListener('inspect', (e) => {
        const d = e.detail;
        this.view.setGuide(d ? d.heap : null);
        if (!d) {
          this.inspector.show(this.game, null);
          return;
        }
        const box = this.canvas.getBoundingClientRect();
        this.inspector.show(this.game, {
          lo: d.heap,
          hi: d.heap + 1n,
          pinned: false,
          x: d.x - box.left,
          y: 4,
          note: d.text,
        });
      });
      proof.addEventListener('choose-residue', (e) => this.chooseResidue(e.detail.r, e.detail.gap));
      proof.addEventListener('caption', (e) => {
        if (PROOF_VIEWS.includes(this.state.view)) this.caption.textContent = e.detail;
      });
      return proof;
    }
    if (name === 'landscape') {
      const landscape = new mod.Landscape(this.jobs);
      // Its own parameters go in the URL, and a click opens that game.
      landscape.addEventListener('change', (e) => {
        const amax = parseWhole(e.detail.amax, 'a ≤');
        const dmax = parseWhole(e.detail.dmax, 'δ ≤');
        const problem = amax.error ?? dmax.error ?? this.planeProblem(amax.value, dmax.value);
        landscape.message.textContent = problem ?? '';
        if (problem) return;
        this.state = { ...this.state, amax: Number(amax.value), dmax: Number(dmax.value), color: e.detail.color };
        this.show({ push: true });
      });
      landscape.addEventListener('open', (e) => {
        const next = {
          ...this.state,
          a: String(e.detail.a),
          delta: String(e.detail.delta),
          second: 'delta',
          view: 'grid',
        };
        const failed = this.setGame(next);
        if (failed) return;
        Object.assign(next, { zoom: null, x: 0n, row: 0n, col: 0n, w: null, shift: null, r: null });
        this.state = next;
        this.show({ push: true });
      });
      landscape.addEventListener('caption', (e) => {
        if (this.state.view === 'landscape') this.caption.textContent = e.detail;
      });
      return landscape;
    }
    if (name === 'tour') {
      const tour = new mod.Tour();
      this.steps = mod.STEPS;
      // Each step shows its view; the mex stepper marks the heap it explains.
      tour.addEventListener('go', (e) => this.goToStep(e.detail.step));
      tour.addEventListener('close', () => {
        tour.hide();
        this.state = { ...this.state, tour: null };
        this.view.setGuide(null);
        this.writeUrl({ push: true });
      });
      tour.addEventListener('heap', (e) => this.view.setGuide(e.detail));
      return tour;
    }
    const play = new mod.PlayPanel();
    // The number line follows the heap in play.
    play.addEventListener('heap', (e) => {
      const { heap, start } = e.detail;
      const width = this.canvas.clientWidth || 600;
      const zoom = Math.min(40, Math.max(width / 2 ** 64, width / (Number(start) + 1)));
      this.view.setParams({ x: 0n, zoom });
      this.state = { ...this.state, x: 0n, zoom };
      this.view.setGuide(heap);
    });
    return play;
  }

  /** Applies a whole state from URL parameters (on start, reload, back and forward). */
  load(query, { push }) {
    const { state, problems } = fromQuery(query);
    this.controls.clearErrors();
    const failed = this.setGame(state);
    if (failed) {
      // Keep the game on show; with none yet (a bad link), show the default one.
      const keep = this.game ? this.state : fromQuery('').state;
      if (!this.game) this.setGame(keep);
      for (const k of ['a', 'delta', 'b', 'second']) state[k] = keep[k];
      this.controls.setError(
        failed.field,
        `${failed.message} (the link asked for this; showing ${this.gameKey(keep).replace('/d', ', δ = ').replace('/b', ', b = ').replace(/^/, 'a = ')})`,
      );
    }
    if (state.r !== null && this.info?.proven && state.r >= this.info.delta) {
      problems.push({
        name: 'r',
        message: `r: the residues run from 1 to δ − 1 = ${formatWhole(this.info.delta - 1n)}`,
      });
      state.r = null;
    }
    if (state.view === 'landscape') {
      const problem = this.planeProblem(state.amax, state.dmax);
      if (problem) {
        problems.push({ name: 'amax', message: `${problem} Showing a ≤ 40, δ ≤ 320.` });
        [state.amax, state.dmax] = [40, 320];
      }
    }
    for (const p of problems) {
      const field = ['a', 'delta', 'b'].includes(p.name) ? (p.name === 'a' ? 'a' : 'second') : p.name;
      this.controls.setError(field in this.controls.errors ? field : 'zoom', p.message);
    }
    // Only an embed can be the picture alone; the site itself always shows its controls.
    if (!this.embed) state.ui = 'full';
    // A residue asked for with the line at its start: the line moves to its first gap once
    // the proof views' core has it.
    this.pendingResidue =
      state.view === 'residues' && state.r !== null && state.x === 0n && this.info?.proven ? state.r : null;
    this.state = state;
    this.show({ push });
  }

  /** The core's objection to a landscape plane, as text, or null when it is fine. */
  planeProblem(amax, dmax) {
    try {
      this.core.checkPlane(amax, dmax);
      return null;
    } catch (e) {
      return String(e?.message ?? e);
    }
  }

  gameKey(s) {
    return s.second === 'b' ? `${s.a}/b${s.b}` : `${s.a}/d${s.delta}`;
  }

  /**
   * Makes the game a state asks for and fills in the other of δ and b. Returns null, or on bad
   * input `{ field, message }` with the last good game kept.
   */
  setGame(state) {
    const a = parseWhole(state.a, 'a');
    if (a.error) return { field: 'a', message: a.error };
    const second = parseWhole(state.second === 'b' ? state.b : state.delta, state.second === 'b' ? 'b' : 'δ');
    if (second.error) return { field: 'second', message: second.error };
    if (this.game && this.state && this.gameKey(state) === this.gameKey(this.state)) return null;
    let game = null;
    try {
      game =
        state.second === 'b'
          ? this.core.Game.fromAB(a.value, second.value)
          : this.core.Game.fromDelta(a.value, second.value);
      const info = game.additive();
      if (info.heapPeriod === null) game.period(); // throws the reason
      this.game?.free();
      this.game = game;
      this.info = info;
      if (state.second === 'b') state.delta = info.delta.toString();
      else state.b = info.b.toString();
      return null;
    } catch (e) {
      game?.free();
      return { field: fieldOf(e), message: String(e?.message ?? e) };
    }
  }

  /** A control was edited. */
  edit(name, value) {
    const next = { ...this.state };
    if (name === 'a') next.a = value.trim();
    else if (name === 'second') next[next.second === 'b' ? 'b' : 'delta'] = value.trim();
    else if (name === 'second-mode') {
      next.second = value;
      this.state = next;
      this.show({ push: true });
      return;
    } else if (name === 'view') {
      // The number-line views share one pan and zoom; other switches start fitted.
      const sameLine = LINE_VIEWS.includes(value) && LINE_VIEWS.includes(next.view);
      next.view = value;
      if (!sameLine) next.zoom = null;
      this.state = next;
      this.show({ push: true });
      return;
    } else if (name === 'preset') {
      const p = PRESETS[Number(value)];
      if (!p) return;
      Object.assign(next, { a: String(p.a), delta: String(p.delta), second: 'delta' });
      this.presetNote.textContent = p.note;
    } else if (name === 'tour') {
      this.part('tour').then((tour) => {
        this.goToStep(Number(value));
        tour.title.focus();
      });
      return;
    } else if (name === 'shift') {
      const k = this.positive(value, 'shift', 'shift k');
      if (k === undefined) return;
      next.shift = k;
      this.state = next;
      this.show({ push: true });
      return;
    } else if (name === 'w') {
      const w = this.positive(value, 'w', 'row width');
      if (w === undefined) return;
      next.w = w;
      next.zoom = null;
      next.col = 0n;
      this.state = next;
      this.show({ push: true });
      return;
    }
    this.controls.setError('a', '');
    this.controls.setError('second', '');
    const failed = this.setGame(next);
    if (failed) {
      // The message goes next to the control; the last good game and view stay.
      this.controls.setError(failed.field, failed.message);
      return;
    }
    // A new game: start at its beginning, fitted.
    Object.assign(next, { zoom: null, x: 0n, row: 0n, col: 0n, w: null, shift: null, r: null });
    this.state = next;
    this.show({ push: true });
  }

  /**
   * A field's whole number from 1 to 2^64 − 1 (a BigInt), null for an empty field (the
   * default), or undefined with a message next to the field.
   */
  positive(value, field, label) {
    let error = '';
    let n = null;
    if (value.trim() !== '') {
      const r = parseWhole(value, label);
      n = r.error ? null : r.value;
      error = r.error ?? (n < 1n ? `${label}: must be at least 1` : '');
    }
    this.controls.setError(field, error);
    return error ? undefined : n;
  }

  /** Shows the current state: controls, status, legend, picture; then the URL. */
  show({ push }) {
    const s = this.state;
    const info = this.info;
    const period = info.heapPeriod ?? 100n;
    this.root.dataset.view = s.view;
    this.root.dataset.ui = s.ui;
    this.controls.render(s, { period, delta: info.delta });
    this.view.setGame(this.game, period);
    const main = LINE_VIEWS.includes(s.view) ? 'strip' : 'grid';
    const span = this.fitSpan(s.view, period);
    this.view.setParams({ view: main, span, zoom: s.zoom, x: s.x, w: s.w, row: s.row, col: s.col });
    this.renderStatus();
    if (!PROOF_VIEWS.includes(s.view)) this.caption.textContent = this.describe();
    this.stage.hidden = s.view === 'landscape';
    this.showParts();
    this.writeUrl({ push });
  }

  /**
   * Heaps across a fitted number line: two heap periods, but for the gap and window lanes
   * about six of the longest gaps (a + b + 1), so that windows and gap bars are wide enough
   * to read rather than a period's worth of slivers.
   */
  fitSpan(view, period) {
    if (!['gaps', 'collisions', 'residues'].includes(view)) return null;
    const longest = Number(this.info.a + this.info.b + 1n);
    return Math.min(2 * Number(period), 6 * longest);
  }

  /** The parts the state needs, loaded if need be; the others hidden. */
  showParts() {
    const failed = (e) => {
      this.caption.textContent = `This view could not load: ${e?.message ?? e}`;
    };
    const s = this.state;
    if (s.view === 'landscape') {
      this.caption.textContent = 'Computing the landscape…';
      this.part('landscape').then((l) => {
        if (this.state.view !== 'landscape') return;
        const t = this.state;
        l.show({ amax: t.amax, dmax: t.dmax, color: t.color });
        if (!l.running) this.caption.textContent = l.describe();
      }, failed);
    } else this.parts.landscape?.hide();
    if (s.view === 'play') {
      this.part('play').then((p) => {
        p.root.hidden = this.state.view !== 'play';
        if (p.game !== this.game) p.setGame(this.game, this.info);
      }, failed);
    } else if (this.parts.play) this.parts.play.root.hidden = true;
    if (s.tour) {
      this.part('tour').then((t) => {
        const n = this.state.tour;
        if (!n) return;
        if (t.step !== n || t.root.hidden) t.show(n, { emit: false });
        t.render(this.game);
      }, failed);
    } else this.parts.tour?.hide();
    if (PROOF_VIEWS.includes(s.view)) {
      this.part('proof').then((p) => {
        p.show(this.state, this.info)
          .then(() => {
            const r = this.pendingResidue;
            this.pendingResidue = null;
            if (r !== null && this.state.view === 'residues' && this.state.r === r)
              this.chooseResidue(r, undefined, { push: false });
          })
          .catch(failed);
        // A frame of the number line tells the lanes where they are.
        this.view.requestDraw();
      }, failed);
    } else this.parts.proof?.show(s, this.info);
  }

  /** The caption of the grid and the number line: what the picture shows, in numbers. */
  describe() {
    const i = this.info;
    const s = this.state;
    const counts = `Per period: ${formatWhole(i.indexPeriod ?? 0n)} heaps of value 0 (P-positions)`;
    if (s.view === 'grid') {
      const w = s.w ?? i.heapPeriod;
      return (
        `Grid: row r holds heaps r·${formatWhole(w)} to r·${formatWhole(w)} + ${formatWhole(w - 1n)}, coloured by nim-value. ${counts}, in a heap period of ${formatWhole(i.heapPeriod)}` +
        (w === i.heapPeriod ? ', so each column has one value all the way down.' : '.')
      );
    }
    if (s.view === 'play')
      return 'Play: the number line shows the heaps from 0 to the starting heap; the line marks the heap in play.';
    return `Number line: heaps left to right, coloured by nim-value, with one lane per value below. ${counts}, in a heap period of ${formatWhole(i.heapPeriod)}.`;
  }

  /** Shows step `n` of the tour: its game and view, fitted unless the step says otherwise. */
  goToStep(n) {
    const stepState = this.steps[n - 1].state;
    const next = {
      ...this.state,
      x: 0n,
      row: 0n,
      col: 0n,
      w: null,
      zoom: null,
      shift: null,
      r: null,
      second: 'delta',
      ...stepState,
      tour: n,
    };
    this.controls.clearErrors();
    const failed = this.setGame(next);
    if (failed) {
      this.controls.setError(failed.field, failed.message);
      return;
    }
    this.presetNote.textContent = '';
    this.pendingResidue = next.view === 'residues' && next.r !== null ? next.r : null;
    this.state = next;
    this.view.setGuide(null);
    this.show({ push: true });
  }

  /**
   * Picks residue r: the chart and the gap lane show it, and the line moves to one of its
   * (a+1)-gaps (`gap`, or the first, both from the core).
   */
  async chooseResidue(r, gap, { push = true } = {}) {
    const next = { ...this.state, r };
    if (next.view !== 'residues') next.view = 'residues';
    const full = this.parts.proof?.full;
    if (full && this.info.proven) {
      const heap = full.game.pPosition(gap ?? full.game.firstGapOf(r).index);
      const width = this.canvas.clientWidth || 600;
      // Close enough for single gaps (at least half a pixel a heap), wide enough for windows.
      const wide = Math.min(2 * width, Math.max(60, 6 * Number(this.info.a + this.info.b)));
      const zoom = this.state.zoom && width / this.state.zoom <= wide ? this.state.zoom : width / wide;
      next.zoom = zoom;
      const left = at(heap) - span(width / zoom / 2);
      next.x = left > 0n ? left : 0n;
    }
    this.state = next;
    this.show({ push });
  }

  renderStatus() {
    const i = this.info;
    const f = formatWhole;
    const proven = i.proven;
    this.badge.dataset.proven = String(proven);
    this.badge.textContent = proven ? 'Primitive quadratic regime · Theorem 1' : 'Outside the regime · mex rule';
    const set = `S = {${f(i.a)}, ${f(i.b)}, ${f(i.a + i.b)}}`;
    const periods = `heap period ${f(i.heapPeriod)}${i.indexPeriod ? ` (${f(i.indexPeriod)} P-positions each)` : ''}`;
    const text = proven
      ? `${set}, δ = ${f(i.delta)}, d = ${f(i.d)}: ${periods}. Every value comes from the closed form, proven by Larsson and Manabe.`
      : `${set}, δ = ${f(i.delta)}: ${i.regimeText.replace(/; values by the mex rule$/, '')}. The closed form w_n does not apply here: every value is computed by the mex rule, ${periods}` +
        (i.bandPeriod ? ` (the observed band formula says ${f(i.bandPeriod)}; not proven).` : '.');
    this.summary.textContent = text;
    this.canvas.setAttribute(
      'aria-label',
      `${this.state.view === 'strip' ? 'Number line' : 'Grid'} of nim-values. ${text} Arrow keys pan, + and − zoom, 0 fits.`,
    );
    const items = proven
      ? [
          ['W0 = {wₙ}: the P-positions, where the player to move loses'],
          [`W1 = W0 + ${f(i.a)}`],
          [`W2 = W0 − ${f(i.b)} (heaps ≥ 0)`],
          [`W3: the rest, ${f(i.classCounts[3])} per period`],
        ]
      : [['P-positions (by the mex rule)'], ['value 1'], ['value 2'], ['value 3']];
    fill(
      this.legend,
      items.map(([label], v) =>
        el(
          'li',
          {},
          el('span', { class: 'asg-swatch', 'data-class': v, 'aria-hidden': 'true' }),
          el('span', {}, el('strong', {}, `${v}`), ` ${label}`),
        ),
      ),
    );
  }

  /** Writes the state to the URL (a new history entry for edits, in place for pan and zoom). */
  writeUrl({ push, later = false }) {
    this.openLink.href = linkTo(this.state);
    if (!this.syncUrl) return;
    if (this.syncUrl === 'replace') push = false;
    clearTimeout(this.urlTimer);
    const write = () => {
      const url = `${location.pathname}${toQuery(this.state)}${location.hash}`;
      if (url === `${location.pathname}${location.search}${location.hash}`) return;
      if (push) history.pushState(null, '', url);
      else history.replaceState(null, '', url);
    };
    if (later) this.urlTimer = setTimeout(write, 250);
    else write();
  }

  destroy() {
    this.view.destroy();
    if (this.onPop) window.removeEventListener('popstate', this.onPop);
    this.scheme.removeEventListener('change', this.onScheme);
    this.parts.proof?.destroy();
    this.jobs.terminate();
    this.game?.free();
  }
}
