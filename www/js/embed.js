// <asg-explorer a="5" delta="7" view="grid"></asg-explorer>: the explorer as a custom element for
// any page, from one script tag. It loads the core relative to this file, keeps its styles in its
// shadow root, and never takes the page's scrolling (the wheel zooms after a click, or with Ctrl).
import { mountExplorer } from './explorer.js';
import { PARAMS } from './state.js';

const STYLES = new URL('../css/explorer.css', import.meta.url).href;

class AsgExplorer extends HTMLElement {
  static get observedAttributes() {
    return PARAMS;
  }

  connectedCallback() {
    if (this.ready) return;
    const shadow = this.attachShadow({ mode: 'open' });
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = STYLES;
    const root = document.createElement('div');
    root.setAttribute('role', 'region');
    root.setAttribute('aria-label', 'ASG Explorer');
    shadow.append(link, root);
    // Wait for the styles, so that the first frame is drawn at the right size.
    const styled = new Promise((ok) => {
      link.addEventListener('load', ok, { once: true });
      link.addEventListener('error', ok, { once: true });
    });
    this.ready = styled.then(() => mountExplorer(root, { query: this.query(), syncUrl: false, embed: true }));
    this.ready.catch((e) => {
      root.textContent = `The ASG Explorer could not start: ${e?.message ?? e}`;
    });
  }

  /** The attributes as URL parameters. */
  query() {
    const q = new URLSearchParams();
    for (const name of PARAMS) if (this.hasAttribute(name)) q.set(name, this.getAttribute(name));
    return `?${q}`;
  }

  attributeChangedCallback() {
    this.ready?.then((explorer) => explorer.load(this.query(), { push: false }));
  }

  disconnectedCallback() {
    this.ready?.then((explorer) => explorer.destroy());
    this.ready = null;
  }

  /** The explorer inside, once it has started (for scripts on the page). */
  get explorer() {
    return this.ready;
  }
}

if (!customElements.get('asg-explorer')) customElements.define('asg-explorer', AsgExplorer);
