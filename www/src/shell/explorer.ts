// Assembles the explorer inside a root element and runs it: an event goes through the store
// (the next state), the session (the game it asks for), then out to the controls, the status
// line, the picture, the parts that are wanted, and the address.
// @ts-nocheck
import { Inspector } from '../picture/inspector.ts';
import { applyTheme, resolveTheme, SYSTEM_DARK } from '../picture/theme.ts';
import { ExplorerView } from '../picture/view.ts';
import { Glossary } from '../study/glossary.ts';
import { remember } from '../study/progress.ts';
import { languageFor, msg } from '../text/languages.ts';
import { Address } from './address.ts';
import { partContext } from './context.ts';
import { Controls } from './controls.ts';
import { refill } from './dom.ts';
import { INTROS, layout } from './layout.ts';
import { Lifetime } from './lifetime.ts';
import { Notice } from './notice.ts';
import { block, refused, wait } from './outcomes.ts';
import { focusPart, loadPart, PARTS, showParts, startTour } from './parts.ts';
import { parseWhole, toQuery } from './query.ts';
import { Session } from './session.ts';
import { linkTo, Toolbar } from './share.ts';
import { fitSpan, LINE_VIEWS, PROOF_VIEWS, VIEW_NAMES } from './state.ts';
import { describePicture, Status } from './status.ts';
import { reduce } from './store.ts';

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
    // Progress (tour, exercises, a game of play) is kept on the site only, never by an embed.
    this.keepsProgress = syncUrl === true;
    root.setAttribute('dir', 'ltr');
    this.session = session ?? new Session(core);
    this.state = null;
    this.jobs = null; // the workers' pool, made by the first part that needs it (proof.js, landscape.js)
    this.parts = {};
    this.loading = {};
    root.classList.add('asg');
    root.classList.toggle('asg-embedded', embed);

    // Every term of the glossary in a text is a button that shows its definition.
    this.glossary = new Glossary(root, t, this.life);
    this.term = this.glossary.term;
    this.status = new Status(t, this.term);
    this.toolbar = new Toolbar(this);
    const slots = PARTS.map((p) => p.name);
    const parts = layout(root, { t, term: this.term, embed, status: this.status, toolbar: this.toolbar, slots });
    Object.assign(this, parts);
    this.glossary.mount();
    this.notices = new Notice(root, this.notice, t);
    const { controlBox, inspector } = parts;
    this.controls = new Controls(controlBox, this.life, t);
    this.view = new ExplorerView(this.canvas, core, { wheelNeedsFocus: embed, life: this.life, t });
    // What each part receives (context.ts), instead of the explorer.
    this.context = partContext(this);
    this.inspector = new Inspector(inspector, this.tip, t, this.term);
    this.address = new Address(syncUrl, (query) => this.load(query));
    this.life.listen(this.session, 'progress', (e) => this.status.building(e.detail.facts, e.detail.fraction));
    this.status.addEventListener('cancel', () => this.session.cancel());
    this.status.addEventListener('why', (e) =>
      import('../study/why.ts').then(this.life.alive((m) => m.explainClass(this, e.detail))),
    );

    this.controls.addEventListener('change', (e) => {
      const { name, value } = e.detail;
      if (name === 'tour') this.startTour(Number(value));
      else if (name === 'goto') this.goTo(value);
      else this.dispatch({ type: 'edit', name, value });
    });
    this.controls.addEventListener('zoom', (e) => {
      const by = e.detail.by;
      if (by === 0) this.view.fit();
      else this.view.zoomAt(by, this.canvas.clientWidth / 2, this.canvas.clientHeight / 2);
    });
    this.view.addEventListener('viewchange', (e) => this.dispatch({ type: 'moved', ...e.detail }));
    this.view.addEventListener('inspect', (e) => {
      // While values are hidden (play without hints, practice) the inspector keeps them hidden.
      this.inspector.show(this.game, e.detail, { hidden: this.view.hidden });
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

  /** The caption under the picture (a message, with its terms; '' for none): also its text alternative. */
  setCaption(message) {
    refill(this.caption, message ? this.t.nodes(message, this.term) : []);
  }

  /** A message (of languages.js) next to a field's control ('' clears it); one with no control of
   * its own goes next to the zoom buttons. */
  say(field, message) {
    this.controls.setError(field in this.controls.errors ? field : 'zoom', message ? this.t.nodes(message) : []);
  }

  /**
   * Applies a whole state from URL parameters (on start, reload, back and forward); `play`: a game
   * of play to continue there.
   */
  load(query, { play } = {}) {
    this.controls.clearErrors();
    this.dispatch({ type: 'load', query, embed: this.embed, play });
  }

  /**
   * Runs an event through the store and, for a new game, the session; shows the result. A game
   * whose table is built in a worker is shown when it is ready (the last one stays meanwhile).
   * Returns false when the event changed nothing.
   */
  dispatch(event) {
    // A part took up its hand-off: the state changes, nothing on show does.
    if (event.type === 'handed-over') {
      this.state = reduce(this.state, event).state;
      return true;
    }
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
      if (!this.state?.blocked) return this.commit(event, r);
      this.block(this.state.blocked, r.state);
      return true;
    }
    const result = this.session.open(r.state);
    if (result?.pending) return this.wait(result, event, r);
    if (result) return this.refused(result, event, r);
    return this.commit(event, r);
  }

  /** A game being built: shown when ready, with its progress and Cancel meanwhile (outcomes.js). */
  wait(result, event, r) {
    return wait(this, result, event, r);
  }

  /** The core refused the game (outcomes.js). */
  refused(failed, event, r) {
    return refused(this, failed, event, r);
  }

  /** No picture, but the fields as typed and why (outcomes.js). */
  block(failed, state) {
    block(this, failed, state);
  }

  /**
   * The next state on show, once its game is: the store fills in the game's other number (and,
   * after a link or a tour step, checks its residue), and the core's objection to a link's
   * landscape plane goes through the store too.
   */
  commit(event, r) {
    let next = r.state;
    const follow = (followUp) => {
      const more = reduce(next, followUp);
      for (const [field, message] of Object.entries(more.errors)) this.say(field, message);
      next = more.state;
      return more;
    };
    if (r.game) {
      const { a, b, delta, proven } = this.info;
      follow({ type: 'game-shown', a, b, delta, proven, check: event.type === 'load' || event.type === 'step' });
    }
    if (event.type === 'load' && next.view === 'landscape') {
      const problem = this.session.planeProblem(next.amax, next.dmax);
      if (problem) this.problems.push(...Object.values(follow({ type: 'plane-refused', problem }).errors));
    }
    // A link's problems go above the picture when there are no fields to show them by.
    if (event.type === 'load' || this.state?.blocked) this.notices.unblock(next.ui === 'picture' ? this.problems : []);
    if (r.note !== undefined) this.presetNote.textContent = this.t(r.note);
    else if (r.game && event.type !== 'load') this.presetNote.textContent = '';
    this.state = next;
    if (event.type === 'moved') this.address.write(next, { push: false, later: true });
    else this.show({ push: r.push, later: r.later });
    return true;
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
    if (this.shownGame !== this.game) {
      // A pinned heap is explained again in the game now on show.
      if (this.shownGame) this.inspector.refresh(this.game);
      this.shownGame = this.game;
    }
    const line = LINE_VIEWS.includes(s.view);
    const { zoom, x, w, row, col } = s;
    this.view.setParams({ view: line ? 'strip' : 'grid', span: fitSpan(s.view, period, info), zoom, x, w, row, col });
    this.applyTheme();
    const summary = this.status.render(info);
    refill(this.introText, this.t.nodes(INTROS[s.view], {}, this.term));
    this.canvas.setAttribute('aria-label', this.t(line ? 'canvas-line' : 'canvas-grid', { summary }));
    // An element's region names its game, so that several on one page can be told apart.
    if (this.root.getAttribute('role') === 'region')
      this.root.setAttribute(
        'aria-label',
        this.t('region-label', { a: info.a, delta: info.delta, view: msg(VIEW_NAMES[s.view]) }),
      );
    if (!PROOF_VIEWS.includes(s.view) && s.view !== 'landscape') this.setCaption(describePicture(s, info));
    this.stage.hidden = s.view === 'landscape';
    showParts(this);
    this.openLink.href = linkTo(s);
    this.address.write(s, { push, later });
  }

  /**
   * "Go to heap": the heap typed (exact, any size below 2^64) in the middle of the picture, with
   * the cursor and the inspector on it and focus on the picture, for the arrows to go on from it.
   */
  goTo(text) {
    const heap = parseWhole(text, msg('label-heap'));
    this.say('goto', heap.error ?? '');
    if (heap.error) return;
    this.view.centreOn(heap.value);
    this.view.inspectAt(this.view.cursor.point(), true);
    this.canvas.focus();
  }

  /** Keeps a step of the student's progress in this browser, on the site only (progress.js). */
  remember(change) {
    if (this.keepsProgress) remember(change);
  }

  /** Focus on the first control of the part that shows `view` (once it is on show). */
  focusPart(view) {
    focusPart(this, view);
  }

  /** Loads a part (once) and puts it in its place on the page; resolves to the part. */
  part(name) {
    return loadPart(this, name);
  }

  /** Starts the tour at step `n`, with focus on its title. */
  startTour(n) {
    startTour(this, n);
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
    this.jobs?.terminate();
    if (keepSession) {
      // Its game goes on in another explorer (another language): only a build in progress stops.
      this.session.cancel();
      return this.session;
    }
    this.session.destroy();
    return null;
  }
}
