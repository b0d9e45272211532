// Assembles the explorer inside a root element and runs it: an event goes through the store
// (the next state), the session (the game it asks for), then out to the controls, the status
// line, the picture, the parts that are wanted, and the address.
import { Address } from './address.js';
import { Controls } from './controls.js';
import { describeError } from './errors.js';
import { Inspector } from './inspector.js';
import { Jobs } from './jobs.js';
import { languageFor, msg } from './languages.js';
import { layout } from './layout.js';
import { Lifetime } from './lifetime.js';
import { Notice, stoppedText } from './notice.js';
import { loadPart, PARTS, showParts } from './parts.js';
import { Session } from './session.js';
import { linkTo, Toolbar } from './share.js';
import { fitSpan, LINE_VIEWS, PROOF_VIEWS, toQuery, VIEW_NAMES } from './state.js';
import { describePicture, Status } from './status.js';
import { reduce } from './store.js';
import { applyTheme, resolveTheme, SYSTEM_DARK } from './theme.js';
import { ExplorerView } from './view.js';

/** Emits `relaunch` ({ query }) when the person asks for another language: the owner mounts anew. */
export class Explorer extends EventTarget {
  constructor(root, core, { syncUrl, embed, t, session }) {
    super();
    this.root = root;
    this.embed = embed;
    this.t = t;
    this.life = new Lifetime(); // everything the explorer starts ends with it (destroy())
    // The site and the iframe page take the theme and the language on the whole page; an
    // element, on its root.
    this.themeTarget = syncUrl ? document.documentElement : root;
    this.themeTarget.lang = t.tag;
    root.setAttribute('dir', 'ltr');
    this.session = session ?? new Session(core);
    this.state = null;
    this.jobs = new Jobs();
    this.parts = {};
    this.loading = {};
    root.classList.add('asg');
    root.classList.toggle('asg-embedded', embed);

    this.status = new Status(t);
    this.toolbar = new Toolbar(this);
    const slots = PARTS.map((p) => p.name);
    const parts = layout(root, { t, embed, status: this.status, toolbar: this.toolbar, slots });
    Object.assign(this, parts);
    this.notices = new Notice(root, this.notice, t);
    const { controlBox, inspector } = parts;
    this.controls = new Controls(controlBox, this.life, t);
    this.view = new ExplorerView(this.canvas, core, { wheelNeedsFocus: embed, life: this.life, t });
    this.inspector = new Inspector(inspector, this.tip, t);
    this.address = new Address(syncUrl, (query) => this.load(query));
    this.life.listen(this.session, 'progress', (e) => this.status.building(e.detail.facts, e.detail.fraction));
    this.status.addEventListener('cancel', () => this.session.cancel());

    this.controls.addEventListener('change', (e) => {
      const { name, value } = e.detail;
      if (name === 'tour') this.startTour(Number(value));
      else this.dispatch({ type: 'edit', name, value });
    });
    this.controls.addEventListener('zoom', (e) => {
      const by = e.detail.by;
      if (by === 0) this.view.fit();
      else this.view.zoomAt(by, this.canvas.clientWidth / 2, this.canvas.clientHeight / 2);
    });
    this.view.addEventListener('viewchange', (e) => this.dispatch({ type: 'moved', ...e.detail }));
    this.view.addEventListener('inspect', (e) => {
      this.inspector.show(this.game, e.detail);
      // One heap under the pointer: mark it in the lanes below as well.
      const d = e.detail;
      if (PROOF_VIEWS.includes(this.state.view)) this.view.setGuide(d && d.hi - d.lo === 1n ? d.lo : null);
    });
    this.view.addEventListener('frame', (e) => this.parts.proof?.draw(e.detail));
    // The reader's light or dark setting, followed while the theme is 'auto'.
    this.life.listen(matchMedia(SYSTEM_DARK), 'change', () => this.applyTheme());
  }

  /** Puts the state's theme (light, dark, or the system's for auto) on the page or the element. */
  applyTheme() {
    const name = resolveTheme(this.state?.theme ?? 'auto');
    if (this.themeTarget.dataset.theme === name) return;
    applyTheme(this.themeTarget, name);
    this.view.requestDraw();
    for (const part of Object.values(this.parts)) part.redraw?.();
  }

  /** The game on show (the core's `Game`), its facts, and the core that made it. */
  get game() {
    return this.session.game;
  }

  get info() {
    return this.session.info;
  }

  get core() {
    return this.session.core;
  }

  /** A message (of languages.js) next to a field's control ('' clears it); one with no control of
   * its own goes next to the zoom buttons. */
  say(field, message) {
    this.controls.setError(field in this.controls.errors ? field : 'zoom', message ? this.t.nodes(message) : []);
  }

  /** Applies a whole state from URL parameters (on start, reload, back and forward). */
  load(query) {
    this.controls.clearErrors();
    this.dispatch({ type: 'load', query, embed: this.embed });
  }

  /**
   * Runs an event through the store and, for a new game, the session; shows the result. A game
   * whose table is built in a worker is shown when it is ready (the last one stays meanwhile).
   * Returns false when the event changed nothing.
   */
  dispatch(event) {
    const r = reduce(this.state, event);
    // Another language: the explorer is made again in it (its game kept), by its owner.
    if (r.state.lang !== undefined && languageFor(toQuery(r.state)) !== this.t.lang) {
      // A language picked is a history entry, as any edit; one from the address is not.
      if (event.type !== 'load') this.address.write(r.state, { push: true });
      this.dispatchEvent(new CustomEvent('relaunch', { detail: { query: toQuery(r.state) } }));
      return true;
    }
    for (const [field, message] of Object.entries(r.errors)) this.say(field, message);
    if (event.type === 'load') this.problems = Object.values(r.errors).filter(Boolean);
    if (!r.game) {
      // No game yet (a bad link): the fields change, the message stays until a game is asked for.
      if (!this.blocked) return this.commit(event, r);
      this.block(this.blocked, r.state);
      return true;
    }
    const result = this.session.open(r.state);
    if (result?.pending) return this.wait(result, event, r);
    if (result) return this.refused(result, event, r);
    return this.commit(event, r);
  }

  /** A game being built: its facts and progress in the status line, with Cancel. */
  wait({ pending, facts }, event, r) {
    const token = {};
    this.waiting = token;
    this.status.building(facts, 0);
    if (!this.state) this.controls.render(r.state, { period: '', delta: facts.delta });
    pending.then(
      this.life.alive((outcome) => {
        if (this.waiting !== token) return;
        this.waiting = null;
        this.status.building(null);
        if (outcome === null) this.commit(event, r);
        else if (outcome.cancelled) this.cancelled(r);
        else this.refused(outcome, event, r);
      }),
    );
    return true;
  }

  /** A build was stopped: the fields show the game on show again (with none, what was asked). */
  cancelled(r) {
    if (!this.state || this.blocked) this.block({ field: 'a', message: stoppedText(r.state) }, r.state);
    else this.controls.render(this.state, { period: this.info.heapPeriod, delta: this.info.delta });
    this.controls.inputs.a.focus();
  }

  /**
   * The core refused the game: after an edit, a message next to its field and the last good game
   * stays; when a link or an embed's attributes asked for it, the message takes the picture's
   * place (no other game is shown as if it were the one asked for).
   */
  refused(failed, event, r) {
    this.say(failed.field, failed.message);
    if (event.type !== 'load') return false;
    this.block(failed, r.state);
    return false;
  }

  /**
   * Shows `state`'s fields (as typed) with `failed.message` instead of a picture, until an edit
   * asks for a game the core can make.
   */
  block(failed, state) {
    this.state = state;
    this.blocked = failed;
    this.applyTheme();
    this.root.dataset.view = state.view;
    this.root.dataset.ui = state.ui;
    this.controls.render(state, {});
    this.status.building(null);
    this.notices.block(failed.message, { embed: this.embed });
    for (const part of Object.values(this.parts)) part.hide();
    this.caption.textContent = '';
  }

  /** The next state on show, once its game is. */
  commit(event, r) {
    const next = r.state;
    if (event.type === 'load' || event.type === 'step') this.checkResidue(next);
    if (event.type === 'load' && next.view === 'landscape') {
      const problem = this.session.planeProblem(next.amax, next.dmax);
      if (problem) {
        const message = msg('error-plane-default', { problem });
        this.say('amax', message);
        this.problems.push(message);
        [next.amax, next.dmax] = [40, 320];
      }
    }
    // A link's problems go above the picture when there are no fields to show them by.
    if (event.type === 'load' || this.blocked) this.notices.unblock(next.ui === 'picture' ? this.problems : []);
    this.blocked = null;
    if (r.note !== undefined) this.presetNote.textContent = this.t(r.note);
    else if (r.game && event.type !== 'load') this.presetNote.textContent = '';
    this.state = next;
    if (event.type === 'moved') this.address.write(next, { push: false, later: true });
    else this.show({ push: r.push, later: r.later });
    return true;
  }

  /**
   * A residue asked for (by a link or a tour step) with the line at its start: it must be one
   * of the game's, and the line moves to its first (a+1)-gap once the proof views have the core.
   */
  checkResidue(state) {
    const info = this.info;
    if (state.r !== null && info?.proven && state.r >= info.delta) {
      this.say('r', msg('error-residue', { top: info.delta - 1n }));
      state.r = null;
    }
    this.pendingResidue =
      state.view === 'residues' && state.r !== null && state.x === 0n && info?.proven ? state.r : null;
  }

  /** Shows the current state again (after the game moved to another core). */
  refresh() {
    if (this.state) this.show({ push: false });
  }

  /** Shows the current state: controls, status, picture and parts; then the address. */
  show({ push, later = false }) {
    const s = this.state;
    const info = this.info;
    const period = info.heapPeriod ?? 100n;
    this.root.dataset.view = s.view;
    this.root.dataset.ui = s.ui;
    this.controls.render(s, { period, delta: info.delta });
    this.view.setGame(this.game, period, this.core, info.proven);
    const line = LINE_VIEWS.includes(s.view);
    const { zoom, x, w, row, col } = s;
    this.view.setParams({ view: line ? 'strip' : 'grid', span: fitSpan(s.view, period, info), zoom, x, w, row, col });
    this.applyTheme();
    const summary = this.status.render(info);
    this.canvas.setAttribute('aria-label', this.t(line ? 'canvas-line' : 'canvas-grid', { summary }));
    // An element's region names its game, so that several on one page can be told apart.
    if (this.root.getAttribute('role') === 'region')
      this.root.setAttribute(
        'aria-label',
        this.t('region-label', { a: info.a, delta: info.delta, view: msg(VIEW_NAMES[s.view]) }),
      );
    if (!PROOF_VIEWS.includes(s.view) && s.view !== 'landscape')
      this.caption.textContent = this.t(describePicture(s, info));
    this.stage.hidden = s.view === 'landscape';
    showParts(this);
    this.openLink.href = linkTo(s);
    this.address.write(s, { push, later });
  }

  /** Loads a part (once) and puts it in its place on the page; resolves to the part. */
  part(name) {
    return loadPart(this, name);
  }

  /** Starts the tour at step `n`, with focus on its title. */
  startTour(n) {
    this.part('tour').then(
      this.life.alive((tour) => {
        tour.go(n);
        tour.focus();
      }),
      this.life.alive((e) => {
        this.caption.textContent = this.t('error-part', { error: describeError(e) });
      }),
    );
  }

  /**
   * Ends the explorer: every timer, frame callback, observer, listener and worker it started,
   * then the core's objects it holds (but for its game with `keepSession`, which it returns
   * for the explorer that replaces it). Nothing of it runs afterwards.
   */
  destroy({ keepSession = false } = {}) {
    this.life.end();
    this.view.destroy();
    this.address.destroy();
    for (const part of Object.values(this.parts)) part.destroy?.();
    this.jobs.terminate();
    if (keepSession) {
      // Its game goes on in another explorer (another language): only a build in progress stops.
      this.session.cancel();
      return this.session;
    }
    this.session.destroy();
    return null;
  }
}
