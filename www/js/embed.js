// <asg-explorer a="5" delta="7" view="grid"></asg-explorer>: the explorer as a custom element for
// any page, from one script tag. It behaves as the platform's own elements do: moved, it goes on
// where it was; removed, it ends everything it started (and starts again where it was when put
// back); nothing of the page's styles reaches in and nothing of its own leaks out. Its content
// (the snippet's link) shows only where the script cannot run.
import { mountExplorer } from './explorer.js';
import { PARAMS, toQuery } from './state.js';

const STYLES = new URL('../css/explorer.css', import.meta.url).href;

let sheet = null;

/**
 * The explorer's styles as one constructed stylesheet that every embed on the page adopts: no
 * `<link>` to another origin, which a page's Content-Security-Policy (style-src) or
 * Cross-Origin-Embedder-Policy would block. A fetch that failed is tried again by the next embed.
 */
function styles() {
  sheet ??= fetch(STYLES, { mode: 'cors', credentials: 'omit' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`the styles could not load (HTTP ${response.status})`);
      const constructed = new CSSStyleSheet();
      constructed.replaceSync(await response.text());
      return constructed;
    })
    .catch((e) => {
      sheet = null;
      throw e;
    });
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

  /** Builds the explorer inside (the styles first, so that the first frame has its size). */
  start() {
    const run = { controller: new AbortController() };
    this.starting = run;
    const root = document.createElement('div');
    root.setAttribute('role', 'region');
    root.setAttribute('aria-label', 'ASG Explorer');
    const waiting = document.createElement('p');
    waiting.className = 'asg-boot';
    waiting.textContent = 'Loading the ASG Explorer…';
    this.shadowRoot.replaceChildren(waiting);
    const query = this.saved ?? this.query();
    run.ready = styles()
      .then(
        (s) => {
          this.shadowRoot.adoptedStyleSheets = [s];
        },
        // Unstyled beats nothing: the colours do not depend on the stylesheet.
        () => {},
      )
      .then(() => {
        if (this.starting !== run) return null;
        this.shadowRoot.replaceChildren(root);
        return mountExplorer(root, { query, syncUrl: false, embed: true, signal: run.controller.signal });
      })
      .then(
        (explorer) => {
          if (this.starting !== run) {
            explorer?.destroy(); // removed while it started
            return null;
          }
          this.starting = null;
          this.current = explorer;
          return explorer;
        },
        (e) => {
          if (this.starting !== run) return null;
          this.starting = null;
          this.fail(e);
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
    if (explorer.state && !explorer.blocked) this.saved = toQuery(explorer.state);
    explorer.destroy();
  }

  /** The explorer could not start: a message, and the element's own content (the snippet's link). */
  fail(e) {
    const box = document.createElement('div');
    box.className = 'asg-failed';
    box.setAttribute('role', 'alert');
    const p = document.createElement('p');
    p.textContent = `The ASG Explorer could not start: ${e?.message ?? e}`;
    box.append(p, document.createElement('slot'));
    this.shadowRoot.replaceChildren(box);
  }

  /** The explorer inside, once it has started (for scripts on the page). */
  get explorer() {
    return this.ready ?? Promise.resolve(null);
  }
}

if (!customElements.get('asg-explorer')) customElements.define('asg-explorer', AsgExplorer);
