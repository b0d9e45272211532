// <asg-explorer a="5" delta="7" view="grid"></asg-explorer>: the explorer as a custom element for
// any page, from one script tag. It behaves as the platform's own elements do: moved, it goes on
// where it was; removed, it ends everything it started (and starts again where it was when put
// back); nothing of the page's styles reaches in and nothing of its own leaks out. Its content
// (the snippet's link) shows only where the script cannot run.
// @ts-nocheck
import STYLES from '../../css/explorer.css';
import { loadMessages } from '../text/i18n.ts';
import { languageFor } from '../text/languages.ts';
import { mountExplorer } from './mount.ts';
import { PARAMS, toQuery } from './query.ts';

let sheet = null;

/**
 * The explorer's styles (in the bundle, as text) as one constructed stylesheet that every embed on
 * the page adopts: no `<link>` to another origin, which a page's Content-Security-Policy
 * (style-src) or Cross-Origin-Embedder-Policy would block, and no request before the first frame.
 */
function styles() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLES);
  }
  return sheet;
}

class AsgExplorer extends HTMLElement {
  static get observedAttributes() {
    return PARAMS;
  }

  constructor() {
    super();
    // One shadow root for the element's whole life: a move must not attach another.
    this.attachShadow({ mode: 'open' });
    this.current = null; // the explorer inside, once it has started
    this.starting = null; // a start in progress: { ready }
    this.saved = null; // where a removed explorer was, to start there again
  }

  connectedCallback() {
    // Moved (taken out and put back in the same task): it goes on as it was.
    if (this.current || this.starting) return;
    this.start();
  }

  disconnectedCallback() {
    // A move puts the element back before this task ends; a removal does not.
    queueMicrotask(() => {
      if (!this.isConnected) this.stop();
    });
  }

  attributeChangedCallback(_name, old, value) {
    if (old === value) return;
    this.saved = null; // the attributes say what to show now
    if (this.reloading || !this.current) return;
    // Several attributes set in a row make one change.
    this.reloading = true;
    queueMicrotask(() => {
      this.reloading = false;
      this.current?.load(this.query());
    });
  }

  /** The attributes as URL parameters. */
  query() {
    const q = new URLSearchParams();
    for (const name of PARAMS) if (this.hasAttribute(name)) q.set(name, this.getAttribute(name));
    return `?${q}`;
  }

  /**
   * Builds the explorer inside (its styles adopted first, so that the first frame has its size);
   * until then the element shows its own content (the snippet's link). `session` is the game of
   * an explorer this one replaces (in another language).
   */
  start(query = this.saved ?? this.query(), session = undefined) {
    const run = { controller: new AbortController() };
    this.starting = run;
    const root = document.createElement('div');
    root.setAttribute('role', 'region');
    const waiting = document.createElement('div');
    waiting.className = 'asg-boot';
    waiting.setAttribute('aria-busy', 'true');
    waiting.append(document.createElement('slot'));
    this.shadowRoot.replaceChildren(waiting);
    this.shadowRoot.adoptedStyleSheets = [styles()];
    run.ready = Promise.resolve()
      .then(() => {
        if (this.starting !== run) return null;
        this.shadowRoot.replaceChildren(root);
        return mountExplorer(root, { query, syncUrl: false, embed: true, signal: run.controller.signal, session });
      })
      .then(
        (explorer) => {
          if (this.starting !== run) {
            explorer?.destroy(); // removed while it started
            return null;
          }
          this.starting = null;
          this.current = explorer;
          // Another language asked for (the menu, or the lang attribute): made anew, game kept.
          explorer.addEventListener(
            'relaunch',
            (e) => {
              if (this.current !== explorer) return;
              this.current = null;
              this.start(e.detail.query, explorer.destroy({ keepSession: true }));
            },
            { once: true },
          );
          return explorer;
        },
        (e) => {
          if (this.starting !== run) return null;
          this.starting = null;
          this.fail(e, query);
          throw e;
        },
      );
    run.ready.catch(() => {});
    this.ready = run.ready;
  }

  /** Ends the explorer inside and everything it started; keeps where it was. */
  stop() {
    this.starting?.controller.abort();
    this.starting = null;
    const explorer = this.current;
    this.current = null;
    if (!explorer) return;
    if (explorer.state && !explorer.state.blocked) this.saved = toQuery(explorer.state);
    explorer.destroy();
  }

  /**
   * The explorer could not start: a message (in the reader's language when its messages could
   * load), and the element's own content (the snippet's link).
   */
  async fail(e, query) {
    const box = document.createElement('div');
    box.className = 'asg-failed';
    box.setAttribute('role', 'alert');
    const p = document.createElement('p');
    const error = e?.message ?? String(e);
    const t = await loadMessages(languageFor(query)).catch(() => null);
    p.textContent = t ? t('embed-failed', { error: { verbatim: error } }) : error;
    if (t) box.lang = t.tag;
    box.append(p, document.createElement('slot'));
    this.shadowRoot.replaceChildren(box);
  }

  /** The explorer inside, once it has started (for scripts on the page). */
  get explorer() {
    return this.ready ?? Promise.resolve(null);
  }
}

if (!customElements.get('asg-explorer')) customElements.define('asg-explorer', AsgExplorer);
