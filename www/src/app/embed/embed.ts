// <asg-explorer a="5" delta="7" view="grid"></asg-explorer>: the explorer as a custom element for
// any page, from one script tag. It behaves as the platform's own elements do: moved, it goes on
// where it was; removed, it ends everything it started (and starts again where it was when put
// back); nothing of the page's styles reaches in and nothing of its own leaks out. Its content
// (the snippet's link) shows only where the script cannot run.
import { MESSAGES, WASM } from 'asg-first-frame';
import { compileCarried } from '../../core/early.ts';
import { serveSiteFiles, siteFile } from '../../core/where.ts';
import { PARAMS, toQuery } from '../../state/query.ts';
import type { Explorer } from '../explorer.ts';
import { mountExplorer } from '../mount.ts';
import type { Session } from '../session.ts';
import { attributeProblems, attributeQuery } from './attributes.ts';
import { failureBox } from './blocked.ts';
import { keepRoom, unseenUntilWhole, waitingBox } from './placeholder.ts';
import { firstStop, skipLink } from './skip.ts';
import { styles } from './styles.ts';

/**
 * How near the viewport an embed starts: one viewport's height above or below it, so that it has
 * drawn before the reader scrolls to it, and ten embeds far down a post cost nothing at load.
 */
const NEAR = '100% 0px';
let watcher: IntersectionObserver | null = null;

/** The one observer that starts every embed of the page when it comes near the viewport. */
function nearViewport(): IntersectionObserver {
  watcher ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting && entry.target instanceof AsgExplorer) entry.target.near();
    },
    { rootMargin: NEAR },
  );
  return watcher;
}

/** Embeds numbered on this page so far: each region's name is its own, even for the same game. */
let numbered = 0;

/** A start in progress: it ends when the element is removed meanwhile. */
interface Start {
  readonly controller: AbortController;
}

class AsgExplorer extends HTMLElement {
  static get observedAttributes(): readonly string[] {
    return PARAMS;
  }

  /** The element's shadow root, attached once for its whole life: a move must not attach another. */
  private readonly shadow: ShadowRoot;
  /** The explorer inside, once it has started. */
  private current: Explorer | null = null;
  /** A start in progress. */
  private starting: Start | null = null;
  /** The start that made the explorer inside. */
  private started: Start | null = null;
  /** Where a removed explorer was, to start there again. */
  private saved: string | null = null;
  /** True while attribute changes of one task wait to be applied together. */
  private reloading = false;
  /** True when an attribute changed while the explorer started: it loads them once it is there. */
  private changedWhileStarting = false;
  /** The explorer inside once it has started (null when removed meanwhile), for `explorer`. */
  private ready: Promise<Explorer | null> | null = null;
  /** Its number among the page's embeds (0 until it first starts). */
  private ordinal = 0;
  /** True while it waits to come near the viewport (a hidden embed waits for good). */
  private waiting = false;
  /** True when the reader was in the waiting box as it started: focus goes into the explorer. */
  private tabbedIn = false;
  /** Ends the room kept for the explorer being built (or the waiting box's height). */
  private releaseRoom: (() => void) | null = null;
  /** Shows the explorer kept unseen until its view's part has come. */
  private reveal: (() => void) | null = null;
  /** Resolves `explorer` for scripts that asked before the first start. */
  private firstStart: ((ready: Promise<Explorer | null>) => void) | null = null;
  private readonly first = new Promise<Explorer | null>((resolve) => {
    this.firstStart = resolve;
  });

  /**
   * Has every explorer of the page take the site's files from where `files` says (a blob: or data:
   * address for a path such as `locales/de.ftl`), on a page that carries them rather than loading
   * them from a site: a notebook's widget. Called before the first explorer starts.
   */
  static serveFiles(files: (path: string) => string | undefined): void {
    serveSiteFiles(files);
  }

  constructor() {
    super();
    this.shadow = this.attachShadow({ mode: 'open' });
    this.first.catch(() => {}); // a failed start is said inside the element, not as an unhandled rejection
    // Every attribute, not only the observed ones: a misspelled name is said as soon as it is set.
    new MutationObserver(() => this.checkAttributes()).observe(this, { attributes: true });
    // A tab (or a click) onto a waiting embed starts it at once: the reader is there.
    this.addEventListener('focusin', () => this.near());
    // The reader acting in it while it is built: its own size from then on.
    for (const type of ['pointerdown', 'keydown'])
      this.addEventListener(type, () => this.release(), { capture: true, passive: true });
  }

  /** The explorer's room, kept while it is built, is its own from now on. */
  private release(): void {
    this.releaseRoom?.();
    this.releaseRoom = null;
    this.reveal?.();
    this.reveal = null;
  }

  connectedCallback(): void {
    // Moved (taken out and put back in the same task): it goes on as it was.
    if (this.current || this.starting || this.waiting) return;
    this.waiting = true;
    this.showWaiting();
    nearViewport().observe(this);
  }

  /**
   * Until it comes near the viewport: what it is, and its own content (the snippet's link), at the
   * size it will have.
   */
  private showWaiting(): void {
    this.release();
    const query = this.query();
    const box = waitingBox(query);
    this.shadow.replaceChildren(box);
    this.shadow.adoptedStyleSheets = [styles(this.ownerDocument)];
    this.releaseRoom = keepRoom(box, query);
  }

  /** Near the viewport (and shown), or focused: it starts. */
  near(): void {
    nearViewport().unobserve(this);
    if (!this.waiting) return;
    this.waiting = false;
    this.tabbedIn = this.matches(':focus-within');
    if (this.isConnected && !this.current && !this.starting) this.start();
  }

  /** Moved into another document: its styles follow (a sheet is adopted in its own document only). */
  adoptedCallback(): void {
    this.shadow.adoptedStyleSheets = [styles(this.ownerDocument)];
  }

  disconnectedCallback(): void {
    // A move puts the element back before this task ends; a removal does not.
    queueMicrotask(() => {
      if (!this.isConnected) this.stop();
    });
  }

  attributeChangedCallback(_name: string, old: string | null, value: string | null): void {
    if (old === value) return;
    this.saved = null; // the attributes say what to show now
    // Mid-start the explorer is not there yet: it reads the attributes again when it is.
    if (this.starting) this.changedWhileStarting = true;
    // The waiting box, or the room kept, was for what the attributes said before.
    if (this.waiting) this.showWaiting();
    else this.release();
    if (this.reloading || !this.current) return;
    // Several attributes set in a row make one change.
    this.reloading = true;
    queueMicrotask(() => {
      this.reloading = false;
      this.current?.load(this.query());
    });
  }

  /** The attributes as URL parameters (see `attributeQuery`). */
  query(): string {
    return attributeQuery(this);
  }

  /** Says above the picture what the attributes get wrong (a misspelled name, a missing δ). */
  private checkAttributes(explorer: Explorer | null = this.current): void {
    explorer?.notices.sayFirst(attributeProblems(this));
  }

  /**
   * Builds the explorer inside (its styles adopted first, so that the first frame has its size);
   * until then the element shows its own content (the snippet's link). `session` is the game of
   * an explorer this one replaces (in another language).
   */
  start(query: string = this.saved ?? this.query(), session?: Session | null): void {
    this.release();
    const run: Start = { controller: new AbortController() };
    this.starting = run;
    this.changedWhileStarting = false;
    this.ordinal ||= ++numbered;
    const root = document.createElement('div');
    root.setAttribute('role', 'region');
    root.dataset.embedNumber = String(this.ordinal);
    // The room the explorer will take, kept while it is built: the post around it does not move.
    const room = document.createElement('div');
    room.className = 'asg-room';
    room.setAttribute('aria-busy', 'true');
    room.append(root);
    this.shadow.replaceChildren(room);
    this.shadow.adoptedStyleSheets = [styles(this.ownerDocument)];
    this.releaseRoom = keepRoom(room, query, root);
    // Tabbed onto (or clicked) while it waited: focus stays in the explorer while it is built.
    if (this.tabbedIn) {
      this.tabbedIn = false;
      root.tabIndex = -1;
      root.focus({ preventScroll: true });
    }
    const ready = Promise.resolve()
      .then(() => {
        if (this.starting !== run) return null;
        // The module and the first frame's messages come with this script: no round trip after it
        // before the first frame (the whole catalogue follows meanwhile).
        compileCarried(siteFile('pkg/asg_bg.wasm').href, WASM);
        return mountExplorer(root, {
          query,
          syncUrl: false,
          embed: true,
          signal: run.controller.signal,
          session,
          carried: MESSAGES,
          onLost: (e) => this.lost(run, e, query),
        });
      })
      .then(
        (explorer) => {
          if (this.starting !== run || !explorer) {
            explorer?.destroy(); // removed while it started
            return null;
          }
          this.starting = null;
          this.started = run;
          this.current = explorer;
          // Another language asked for (the menu, or the lang attribute): made anew, game kept.
          explorer.onRelaunch((next) => {
            if (this.current !== explorer) return;
            this.current = null;
            this.start(next, explorer.destroy({ keepSession: true }));
          });
          this.checkAttributes(explorer);
          room.removeAttribute('aria-busy');
          // Its view's part still to come: unseen until then, unless the reader is already in it.
          if (explorer.state && !root.hasAttribute('tabindex'))
            this.reveal = unseenUntilWhole(room, root, explorer.state.view);
          this.shadow.prepend(skipLink(this, explorer.t('embed-skip')));
          // Tabbed onto while it waited: on its first control, as if the explorer had been there.
          if (root.hasAttribute('tabindex')) {
            const focusedStill = this.shadow.activeElement === root;
            root.removeAttribute('tabindex');
            if (focusedStill) firstStop(root)?.focus();
          }
          // Attributes a script set while the core loaded: the explorer shows what they say now.
          if (this.changedWhileStarting) explorer.load(this.query());
          return explorer;
        },
        (e: unknown) => {
          if (this.starting !== run) return null;
          this.starting = null;
          void this.fail(e, query);
          throw e;
        },
      );
    ready.catch(() => {});
    this.ready = ready;
    this.firstStart?.(ready);
    this.firstStart = null;
  }

  /**
   * The catalogue of start `run` could not come after its explorer was made with the messages
   * this script carries: it fails as a start whose catalogue fails first does (where it was kept).
   */
  private lost(run: Start, e: unknown, query: string): void {
    if (this.starting !== run && (this.started !== run || !this.current)) return;
    this.stop();
    void this.fail(e, this.saved ?? query);
  }

  /** Ends the explorer inside and everything it started; keeps where it was. */
  stop(): void {
    nearViewport().unobserve(this);
    this.release();
    this.waiting = false;
    this.starting?.controller.abort();
    this.starting = null;
    const explorer = this.current;
    this.current = null;
    if (!explorer) return;
    if (explorer.state && !explorer.state.blocked) this.saved = toQuery(explorer.state);
    explorer.destroy();
  }

  /** The explorer could not start: says why in its place (see `failureBox`). */
  async fail(e: unknown, query: string): Promise<void> {
    this.shadow.replaceChildren(await failureBox(e, query, this.ordinal));
  }

  /** The explorer inside, once it has started (for scripts on the page). */
  get explorer(): Promise<Explorer | null> {
    return this.ready ?? this.first;
  }
}

/** Marks the explorer's own element class: a second copy of this script is no stranger. */
const OURS = Symbol.for('asg-explorer');
Object.defineProperty(AsgExplorer, OURS, { value: true });

const taken = customElements.get('asg-explorer');
if (!taken) customElements.define('asg-explorer', AsgExplorer);
else if (!(OURS in taken)) {
  // Nothing inside the elements is ours to say it in: the page's author hears it in the console.
  // biome-ignore lint/suspicious/noConsole: the one place the blog's author can learn of it
  console.warn(
    'ASG Explorer: <asg-explorer> is already defined by another script on this page, so the explorer cannot start; each element shows its own content (the snippet’s link) instead.',
  );
}
