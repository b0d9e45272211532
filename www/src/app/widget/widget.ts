// The explorer as a notebook widget (anywidget: JupyterLab, Notebook 7, VS Code, marimo): an
// <asg-explorer> element in the cell's output, its attributes set from the widget's traits and its
// events (asg-change, asg-heap) sent back into them. The site's files (the catalogues, the full
// module, the worker) come from the Python package through the model, never from the network.
import '../embed/embed.ts';

/** The widget's model, as far as anywidget's is used here. */
export interface Model {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  save_changes(): void;
  on(event: string, fn: () => void): void;
  off(event: string, fn: () => void): void;
}

/** The traits that are the element's attributes (a, δ and the shift as decimal text: exact up to 2^64 − 1). */
const TRAITS = ['a', 'delta', 'view', 'shift', 'lang', 'ui'] as const;
type Trait = (typeof TRAITS)[number];

/** Each file's type, as a site would serve it (compileStreaming wants application/wasm). */
const TYPES: Readonly<Record<string, string>> = {
  wasm: 'application/wasm',
  js: 'text/javascript',
  ftl: 'text/plain;charset=utf-8',
  json: 'application/json',
};

/** No atlas in a notebook: the manifest a site built without one serves. */
const NO_ATLAS = '{"format": "asg-atlas", "none": true}';

/** The page's blob: addresses of the site's files, by path: made once, kept while the page lives (explorers may ask late). */
const addresses = new Map<string, string>();

/** Makes the blob: addresses of `files` (the package's files by path) and has the explorers take their files from them. */
function serve(files: unknown): void {
  const blob = (path: string, part: BlobPart): void => {
    if (addresses.has(path)) return;
    const type = TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    addresses.set(path, URL.createObjectURL(new Blob([part], { type })));
  };
  if (files && typeof files === 'object')
    for (const [path, bytes] of Object.entries(files))
      if (bytes instanceof DataView || bytes instanceof ArrayBuffer) blob(path, bytes as BlobPart);
  blob('atlas/manifest.json', NO_ATLAS);
  const element = customElements.get('asg-explorer') as
    | (CustomElementConstructor & { serveFiles?: (files: (path: string) => string | undefined) => void })
    | undefined;
  element?.serveFiles?.((path) => addresses.get(path));
}

/** The notebook's theme: JupyterLab's body says it (data-jp-theme-light), so does VS Code's (its classes); else the reader's system setting. */
export function notebookTheme(body: HTMLElement): 'light' | 'dark' | 'auto' {
  const light = body.dataset.jpThemeLight;
  if (light === 'true') return 'light';
  if (light === 'false') return 'dark';
  if (body.classList.contains('vscode-dark') || body.classList.contains('vscode-high-contrast')) return 'dark';
  if (body.classList.contains('vscode-light')) return 'light';
  return 'auto';
}

/** A trait's value as the attribute's text (null: no attribute). */
function text(value: unknown): string | null {
  return value === null || value === undefined || value === '' ? null : String(value);
}

/** Shows the explorer of `model` in `el`; returns what ends it (the element removed stops everything it started). */
function render({ model, el }: { model: Model; el: HTMLElement }): () => void {
  serve(model.get('_files'));
  const explorer = document.createElement('asg-explorer');
  // What the explorer shows now, as it said (asg-change): a trait set to that is no change to make.
  const shown: Partial<Record<Trait, string | null>> = {};
  /** The theme the explorer takes: the one asked for, or for 'auto' the notebook's. */
  const themeOf = (): string => {
    const asked = text(model.get('theme')) ?? 'auto';
    return asked === 'auto' ? notebookTheme(document.body) : asked;
  };
  // The traits and the theme into the attributes, all at once: the explorer loads what they say
  // once. Every attribute is written, not only the changed one, because any change has it read
  // them all again; the traits follow what the reader has shown, so only what the kernel changed
  // changes (and the picture's pan and zoom). True when an attribute changed.
  const write = (): boolean => {
    let changed = false;
    const put = (name: string, value: string | null): void => {
      if (explorer.getAttribute(name) === value) return;
      changed = true;
      if (value === null) explorer.removeAttribute(name);
      else explorer.setAttribute(name, value);
    };
    for (const name of TRAITS) put(name, text(model.get(name)));
    put('theme', themeOf());
    return changed;
  };
  // A trait the kernel set to other than what is shown.
  const sync = (): void => {
    if (TRAITS.every((name) => name in shown && text(model.get(name)) === shown[name])) return;
    if (write()) return;
    // The attributes say it already while the reader has shown another game: they are read again
    // (an attribute set to its own value is no change; taken off and put back in one task, one load).
    const a = explorer.getAttribute('a');
    if (a !== null) {
      explorer.removeAttribute('a');
      explorer.setAttribute('a', a);
    }
  };
  // The notebook's theme, or the one asked for, changed (JupyterLab changes the body's classes for
  // other reasons too: then nothing is written). JupyterLab hides its shell while a theme's styles
  // load, and the explorer's picture is not drawn while hidden: it takes the theme once seen again.
  let unseen = 0;
  const theme = (): void => {
    cancelAnimationFrame(unseen);
    if (explorer.isConnected && !explorer.checkVisibility({ visibilityProperty: true })) {
      unseen = requestAnimationFrame(theme);
      return;
    }
    if (explorer.getAttribute('theme') !== themeOf()) write();
  };
  const listeners = TRAITS.map((name) => [`change:${name}`, sync] as const);
  write();
  for (const [event, fn] of listeners) model.on(event, fn);
  model.on('change:theme', theme);
  // The notebook's theme changed: the explorer's follows.
  const themes = new MutationObserver(theme);
  themes.observe(document.body, { attributes: true, attributeFilter: ['data-jp-theme-light', 'class'] });
  explorer.addEventListener('asg-change', (e) => {
    const d = (e as CustomEvent<Record<Trait, unknown>>).detail;
    let changed = false;
    for (const name of TRAITS) {
      const value = text(d[name]);
      shown[name] = value;
      if (text(model.get(name)) !== value) {
        model.set(name, value);
        changed = true;
      }
    }
    if (changed) model.save_changes();
  });
  explorer.addEventListener('asg-heap', (e) => {
    model.set('heap', String((e as CustomEvent<{ heap: bigint }>).detail.heap));
    model.save_changes();
  });
  el.replaceChildren(explorer);
  return () => {
    for (const [event, fn] of listeners) model.off(event, fn);
    model.off('change:theme', theme);
    themes.disconnect();
    cancelAnimationFrame(unseen);
    explorer.remove();
  };
}

export default { render };
