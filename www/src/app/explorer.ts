// Assembles the explorer inside a root element and runs it: an event goes through the store
// (the next state), the session (the game it asks for), then out to the page (present.ts), the
// parts that are wanted (parts.ts) and the address.
import type { Game } from '../../pkg/asg.js';
import { refill } from '../base/dom.ts';
import { Lifetime } from '../base/lifetime.ts';
import { SYSTEM_DARK } from '../base/theme.ts';
import type { Core } from '../core/core.ts';
import type { FullCore } from '../core/full.ts';
import type { Jobs } from '../core/jobs.ts';
import type { Inspector } from '../picture/inspector.ts';
import type { ExplorerView } from '../picture/view.ts';
import type { KnownInfo, PartContext, ProgressChange } from '../state/context.ts';
import { toQuery } from '../state/query.ts';
import type { SavedPlay, State, View } from '../state/state.ts';
import { type Reduced, type Refusal, reduce, type StoreEvent } from '../state/store.ts';
import { remember } from '../study/progress.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import { languageFor, type Message } from '../text/languages.ts';
import { Address, type AddressMode } from './address.ts';
import type { Controls } from './controls.ts';
import type { Layout } from './layout.ts';
import type { Notice } from './notice.ts';
import { refused, wait } from './outcomes.ts';
import { buildPage } from './page.ts';
import { partContext, partNeeds } from './part-context.ts';
import { type Mounted, Parts } from './parts.ts';
import { present, presentBlocked, presentTheme } from './present.ts';
import { isPending, Session } from './session.ts';
import type { Toolbar } from './share.ts';
import type { Status } from './status.ts';

/** The messages of the store's answer `r` (those that clear a field left out). */
function said(r: Pick<Reduced, 'errors'>): Message[] {
  return Object.values(r.errors).filter((m): m is Message => m !== '');
}

/** How an explorer is made: see mountExplorer (mount.ts). */
export interface ExplorerOptions {
  readonly syncUrl: AddressMode;
  readonly embed: boolean;
  readonly t: Translator;
  /** The game of an explorer this one replaces (in another language). */
  readonly session?: Session | null | undefined;
}

/**
 * One explorer in its root element. Its parts receive a PartContext, its page's components
 * handlers (page.ts); the components it holds are public for the scripts of a page, the tests, and
 * the modules that still read the explorer itself (the proof views, study, exports).
 */
export class Explorer {
  readonly embed: boolean;
  readonly t: Translator;
  readonly term: TermMaker;
  /** Everything the explorer starts ends with it (destroy()). */
  readonly life = new Lifetime();
  /** Progress (tour, exercises, a game of play) is kept on the site only, never by an embed. */
  readonly keepsProgress: boolean;
  readonly session: Session;
  /** The workers' pool, made by the first part that needs it (proof views, landscape). */
  jobs: Jobs | null = null;
  readonly status: Status;
  readonly toolbar: Toolbar;
  readonly layout: Layout;
  readonly canvas: HTMLCanvasElement;
  readonly caption: HTMLElement;
  readonly notices: Notice;
  readonly controls: Controls;
  readonly view: ExplorerView;
  readonly inspector: Inspector;
  /** What each part receives (context.ts), instead of the explorer. */
  readonly context: PartContext;
  private readonly partSet: Parts;
  private readonly address: Address;
  /** The page or the element that takes the theme and the language. */
  private readonly themeTarget: HTMLElement;
  /** Who follows each state shown (the banner of progress), until the explorer ends: present.ts tells them. */
  readonly shownTo = new Set<(state: State) => void>();
  private current: State | null = null;
  /** What the last `asg-change` said (see `announceShown`). */
  private announced = '';
  private relaunch: ((query: string) => void) | null = null;

  constructor(
    readonly root: HTMLElement,
    core: Core,
    { syncUrl, embed, t, session }: ExplorerOptions,
  ) {
    this.embed = embed;
    this.t = t;
    // The site and the iframe page take the theme and the language on the whole page; an
    // element, on its root.
    this.themeTarget = syncUrl ? document.documentElement : root;
    this.themeTarget.lang = t.tag;
    this.keepsProgress = syncUrl === true;
    root.setAttribute('dir', 'ltr');
    this.session = session ?? new Session(core);
    root.classList.add('asg');
    root.classList.toggle('asg-embedded', embed);
    const life = this.life;
    ({
      term: this.term,
      status: this.status,
      toolbar: this.toolbar,
      layout: this.layout,
      notices: this.notices,
      controls: this.controls,
      view: this.view,
      inspector: this.inspector,
    } = buildPage(this, core, { t, embed }));
    this.canvas = this.layout.canvas;
    this.caption = this.layout.caption;
    this.context = partContext(this);
    this.partSet = new Parts({
      life,
      context: this.context,
      needs: partNeeds(this, this.context),
      slots: this.layout.slots,
      state: () => this.current,
      setCaption: (message) => this.setCaption(message),
    });
    this.address = new Address(syncUrl, (query) => this.load(query));
    this.session.watch(life, {
      progress: ({ facts, fraction }) => this.status.building(facts, fraction),
      // The game moved to the full core (for a part): the picture follows it.
      full: () => this.refresh(),
    });
    // The reader's light or dark setting, followed while the theme is 'auto'.
    life.listen(matchMedia(SYSTEM_DARK), 'change', () => this.applyTheme());
  }

  /** The state on show (null before the first, or while a first game is built). */
  get state(): State | null {
    return this.current;
  }

  /** The parts mounted so far, by name. */
  get parts(): Mounted {
    return this.partSet.mounted;
  }

  /** The game on show (the core's `Game`), its facts, and the core that made it. */
  get game(): Game {
    return this.session.game;
  }

  get info(): KnownInfo {
    return this.session.info;
  }

  get core(): Core | FullCore {
    return this.session.core;
  }

  /** Calls `fn` with a query when the person asks for another language: the owner mounts anew. */
  onRelaunch(fn: (query: string) => void): void {
    this.relaunch = fn;
  }

  /** Puts the state's theme (light, dark, or the system's for auto) on the page or the element. */
  applyTheme(): void {
    if (!presentTheme(this.themeTarget, this.current?.theme ?? 'auto')) return;
    this.view.requestDraw();
    this.partSet.redraw();
  }

  /** The caption under the picture (a message, with its terms; '' for none): also its text alternative. */
  setCaption(message: Message | ''): void {
    refill(this.caption, message ? this.t.nodes(message, this.term) : []);
  }

  /** A message next to a field's control ('' clears it; one with no control of its own: by the zoom buttons). */
  say(field: string, message: Message | '', options: { live?: boolean } = {}): void {
    const slot = this.controls.hasSlot(field) ? field : 'zoom';
    this.controls.setError(slot, message ? this.t.nodes(message) : [], options);
  }

  /**
   * Applies a whole state from URL parameters (on start, reload, back and forward); `play`: a game
   * of play to continue there.
   */
  load(query: string, { play }: { play?: SavedPlay } = {}): void {
    this.controls.clearErrors();
    this.dispatch({ type: 'load', query, embed: this.embed, ...(play ? { play } : {}) });
  }

  /**
   * Runs an event through the store and, for a new game, the session; shows the result. A game
   * whose table is built in a worker is shown when it is ready (the last one stays meanwhile).
   * Returns false when the event changed nothing.
   */
  dispatch(event: StoreEvent): boolean {
    const r = reduce(this.current, event);
    // A part took up its hand-off: the state changes, nothing on show does.
    if (event.type === 'handed-over') {
      this.current = r.state;
      return true;
    }
    // Another language: the explorer is made again in it (its game kept), by its owner.
    if (languageFor(toQuery(r.state)) !== this.t.lang) {
      // A language picked is a history entry, as any edit; one from the address is not.
      if (event.type !== 'load') this.address.write(r.state, { push: true });
      this.relaunch?.(toQuery(r.state));
      return true;
    }
    for (const [field, message] of Object.entries(r.errors)) this.say(field, message);
    if (event.type === 'load') this.notices.linkProblems(said(r));
    if (!r.game) {
      // No game yet (a bad link): the fields change, the message stays until a game is asked for.
      if (!this.current?.blocked) return this.commit(event, r);
      this.block(this.current.blocked, r.state);
      return true;
    }
    const opened = this.session.open(r.state);
    if (isPending(opened)) return wait(this, opened, event, r);
    if (opened) return refused(this, opened, event, r);
    return this.commit(event, r);
  }

  /**
   * The next state on show, once its game is: the store fills in the game's other number (and,
   * after a link or a tour step, checks its residue), and the core's objection to a link's
   * landscape plane goes through the store too. Each follow-up is an event of the store.
   */
  commit(event: StoreEvent, r: Reduced): boolean {
    const wasBlocked = Boolean(this.current?.blocked);
    let next = r.state;
    const follow = (followUp: StoreEvent): Reduced => {
      const more = reduce(next, followUp);
      for (const [field, message] of Object.entries(more.errors)) this.say(field, message);
      next = more.state;
      return more;
    };
    if (r.game) {
      const { a, b, delta, proven } = this.session.info;
      follow({ type: 'game-shown', a, b, delta, proven, check: event.type === 'load' || event.type === 'step' });
    }
    if (event.type === 'load' && next.view === 'landscape') {
      const problem = this.session.planeProblem(next.amax, next.dmax);
      if (problem) this.notices.linkProblems(said(follow({ type: 'plane-refused', problem })), { more: true });
    }
    // A link's problems go above the picture when there are no fields to show them by.
    if (event.type === 'load' || wasBlocked) this.notices.unblock({ problems: next.ui === 'picture' });
    if (r.note !== undefined) this.layout.presetNote.textContent = this.t(r.note);
    else if (r.game && event.type !== 'load') this.layout.presetNote.textContent = '';
    this.current = next;
    if (event.type === 'moved') this.address.write(next, { push: false, later: true });
    else this.show({ push: r.push, later: r.later });
    return true;
  }

  /** No picture, but the fields of `state` as typed and why (outcomes.ts). */
  block(refusal: Refusal, state: State): void {
    this.current = reduce(this.current, { type: 'blocked', asked: state, refusal }).state;
    this.applyTheme();
    presentBlocked(this, this.current, refusal.message);
    this.partSet.hideAll();
  }

  /** Shows the current state again (after the game moved to another core). */
  refresh(): void {
    if (this.current && !this.current.blocked) this.show({ push: false });
  }

  /** Shows the current state: controls, status, picture and parts; then the address. */
  private show({ push, later = false }: { push: boolean; later?: boolean }): void {
    const s = this.current;
    const shown = this.session.onShow;
    // Before the first game is on show (its table still being built) there is nothing to show.
    if (!s || !shown) return;
    present(this, s, { ...shown, core: this.session.core });
    this.announceShown(s);
    this.applyTheme();
    this.partSet.show(s);
    this.address.write(s, { push, later });
  }

  /**
   * Tells the page of an event of the explorer's own, from its root (out of an element's shadow
   * root too): `asg-change` and `asg-heap`, documented for bloggers in docs/embedding.md.
   */
  private announce(type: 'asg-change' | 'asg-heap', detail: object): void {
    this.root.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** `asg-change` when the game, the view, the shift, the language or the explorer's extent (ui) on show is another than the last said. */
  private announceShown(s: State): void {
    const detail = { a: s.a, delta: s.delta, b: s.b, view: s.view, shift: s.shift, lang: this.t.lang, ui: s.ui };
    const key = JSON.stringify({ ...detail, shift: String(s.shift) });
    if (key === this.announced) return;
    this.announced = key;
    this.announce('asg-change', detail);
  }

  /** `asg-heap`: the reader picked one heap (a click, a tap or Enter on the picture or a lane). */
  picked(heap: bigint): void {
    this.announce('asg-heap', { heap });
  }

  /** Keeps a step of the student's progress in this browser, on the site only (progress.ts). */
  remember(change: ProgressChange): void {
    if (this.keepsProgress) remember(change);
  }

  /** Focus on the first control of the part that shows `view` (once it is on show). */
  focusPart(view: View): void {
    if (this.current) this.partSet.focusPart(view, this.current);
  }

  /** Starts the tour at step `n`, with focus on its title. */
  startTour(n: number): void {
    this.partSet.startTour(n);
  }

  /**
   * Ends the explorer: every timer, frame callback, observer, listener and worker it started,
   * then the core's objects it holds (but for its game with `keepSession`, which it returns
   * for the explorer that replaces it). Nothing of it runs afterwards.
   */
  destroy({ keepSession = false }: { keepSession?: boolean } = {}): Session | null {
    this.life.end();
    this.view.destroy();
    this.address.destroy();
    this.partSet.destroy();
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
