// Sharing and saving: copy a link or the embed code for the current view, and export it as
// PNG, SVG, CSV or JSON.
import { el, fill } from '../base/dom.ts';
import type { Lifetime } from '../base/lifetime.ts';
import { hasSite, SITE } from '../core/where.ts';
import { toQuery } from '../state/query.ts';
import type { State, Ui } from '../state/state.ts';
import { describeError } from '../text/errors.ts';
import type { Translator } from '../text/i18n.ts';
import { msg } from '../text/languages.ts';

/** What the exports read of the explorer (export/export.ts and export/data.ts say what they need). */
export type ExportSource = Parameters<typeof import('../export/export.ts')['pictureFile']>[0] &
  Parameters<typeof import('../export/data.ts')['dataInView']>[0];

/** The kinds of file the toolbar saves. */
export type FileKind = 'png' | 'svg' | 'csv' | 'json';

/** What the toolbar needs of its explorer. */
export interface ToolbarHost {
  readonly t: Translator;
  readonly life: Lifetime;
  /** The state on show (null before the first). */
  state(): State | null;
  /** Opens the glossary, from `button`. */
  openGlossary(button: HTMLElement): void;
  /** The landscape's plane on show, for a file's name (null: none computed). */
  plane(): { readonly amax: number; readonly dmax: number } | null;
  /** What the exports read. */
  source(): ExportSource;
}

/** A link to the full explorer (at `site`) showing `state`. */
export function linkTo(state: State, site: URL = SITE): string {
  return `${site.href}${toQuery({ ...state, ui: 'full' })}`;
}

/** Text made safe to stand in HTML, in an attribute's quotes or between tags. */
export function escapeHtml(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The embed in two lines: the script (once per page) and the element with the state's
 * attributes, holding a link to the same view, with the text `label`, for readers whose browser
 * cannot run it (shown only then). `ui` is 'full' or 'picture' (the picture and its caption
 * only). Every part is HTML-escaped, the site's own address included.
 */
export function embedCode(
  state: State,
  { ui = state.ui, site = SITE, label }: { ui?: Ui; site?: URL; label: string },
): string {
  const attrs = [...new URLSearchParams(toQuery({ ...state, ui }))]
    .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
    .join(' ');
  const fallback = `<a href="${escapeHtml(linkTo(state, site))}">${escapeHtml(label)}</a>`;
  return `<script type="module" src="${escapeHtml(`${site.href}js/embed.js`)}"></script>\n<asg-explorer ${attrs}>${fallback}</asg-explorer>`;
}

/** The toolbar of an explorer: copy a link or the embed code, the glossary, and exports. */
export class Toolbar {
  readonly root: HTMLElement;
  private readonly t: Translator;
  private readonly status: HTMLElement;
  private readonly fallback: HTMLTextAreaElement;
  private readonly pictureOnly: HTMLInputElement;
  private clearSoon: (() => void) | null = null;

  constructor(private readonly host: ToolbarHost) {
    const t = host.t;
    this.t = t;
    this.status = el('span', { class: 'asg-toolbar-status', role: 'status', 'aria-live': 'polite' });
    this.fallback = el('textarea', {
      class: 'asg-copy-fallback',
      readonly: true,
      rows: '3',
      hidden: true,
      'aria-label': t('share-copy-text'),
    });
    const button = (text: string, title: string, onclick: () => void): HTMLButtonElement =>
      el('button', { type: 'button', title, onclick }, text);
    this.pictureOnly = el('input', { type: 'checkbox', name: 'picture-only' });
    // The state on show; the toolbar's buttons are there only once there is one.
    const state = (): State => {
      const s = host.state();
      if (!s) throw new Error('no state on show yet');
      return s;
    };
    const game = (st: State) =>
      msg('embed-fallback', {
        game: st.second === 'b' ? `a = ${st.a}, b = ${st.b}` : `a = ${st.a}, δ = ${st.delta}`,
      });
    this.root = el(
      'div',
      { class: 'asg-toolbar', role: 'toolbar', 'aria-label': t('share-label') },
      // A link and the embed code lead to the site: without one (a notebook's widget), neither.
      ...(hasSite()
        ? [
            button(t('share-link'), t('share-link-title'), () => this.copy(linkTo(state()), 'share-link-done')),
            button(t('share-embed'), t('share-embed-title'), () =>
              this.copy(
                embedCode(state(), { ui: this.pictureOnly.checked ? 'picture' : 'full', label: t(game(state())) }),
                'share-embed-done',
              ),
            ),
            el('label', { class: 'asg-check', title: t('share-picture-title') }, this.pictureOnly, t('share-picture')),
          ]
        : []),
      el(
        'button',
        {
          type: 'button',
          title: t('glossary-open-title'),
          onclick: (e: Event) => {
            if (e.currentTarget instanceof HTMLElement) host.openGlossary(e.currentTarget);
          },
        },
        t('glossary-open'),
      ),
      el(
        'span',
        { class: 'asg-export', role: 'group', 'aria-label': t('export-label') },
        el('span', { class: 'asg-field-label' }, t('export-label')),
        button('PNG', t('export-png-title'), () => this.save('png')),
        button('SVG', t('export-svg-title'), () => this.save('svg')),
        button('CSV', t('export-csv-title'), () => this.save('csv')),
        button('JSON', t('export-json-title'), () => this.save('json')),
      ),
      this.status,
      this.fallback,
    );
  }

  say(text: string): void {
    fill(this.status, text);
    this.clearSoon?.();
    this.clearSoon = this.host.life.timeout(() => fill(this.status), 4000);
  }

  /** Copies to the clipboard (then says message `done`); where that is refused, shows the text selected for Ctrl+C. */
  async copy(text: string, done: string): Promise<void> {
    this.root.dataset.copied = text;
    try {
      await navigator.clipboard.writeText(text);
      this.fallback.hidden = true;
      this.say(this.t(done));
    } catch {
      this.fallback.value = text;
      this.fallback.hidden = false;
      this.fallback.focus();
      this.fallback.select();
      this.say(this.t('share-copy-by-hand'));
    }
  }

  /**
   * A file name that says what is in it: the game and the view (the landscape: its plane; the
   * numbers of Play: its moves).
   */
  name(ext: FileKind, s: State): string {
    if (s.view === 'landscape') {
      const p = this.host.plane() ?? s;
      return `asg-landscape-a${p.amax}-d${p.dmax}.${ext}`;
    }
    const what = s.view === 'play' && (ext === 'csv' || ext === 'json') ? 'play-moves' : s.view;
    return `asg-a${s.a}-${s.second === 'b' ? `b${s.b}` : `d${s.delta}`}-${what}.${ext}`;
  }

  async save(kind: FileKind): Promise<void> {
    const host = this.host;
    try {
      const state = host.state();
      if (!state) return;
      // An open exercise's values are hidden: a file of the numbers would have none to give.
      if ((kind === 'csv' || kind === 'json') && host.source().view.hidden && state.view !== 'play') {
        this.say(this.t('export-hidden'));
        return;
      }
      // Loaded on first use: the page's first paint does not wait for them.
      const [{ csvText, download, pictureFile }, { dataInView, headerOf, jsonText }] = await Promise.all([
        import('../export/export.ts'),
        import('../export/data.ts'),
      ]);
      let blob: Blob;
      const source = host.source();
      if (kind === 'png' || kind === 'svg') blob = await pictureFile(source, kind, { link: linkTo(state) });
      else {
        const data = dataInView(source);
        blob =
          kind === 'csv'
            ? new Blob([csvText(data, (key: string) => headerOf(key, this.t))], { type: 'text/csv' })
            : new Blob([jsonText({ ...data, link: linkTo(state) })], { type: 'application/json' });
      }
      const name = this.name(kind, state);
      download(blob, name, this.root);
      this.say(this.t('export-saved', { name }));
    } catch (e) {
      this.say(this.t('export-failed', { error: describeError(e) }));
    }
  }
}
