// Sharing and saving: copy a link or the embed code for the current view, and export it as
// PNG, SVG, CSV or JSON.
// @ts-nocheck
import { SITE } from '../core/where.ts';
import { describeError } from '../text/errors.ts';
import { msg } from '../text/languages.ts';
import { el, fill } from './dom.ts';
import { toQuery } from './query.ts';

/** A link to the full explorer (at `site`) showing `state`. */
export function linkTo(state, site = SITE) {
  return `${site.href}${toQuery({ ...state, ui: 'full' })}`;
}

/** Text made safe to stand in HTML, in an attribute's quotes or between tags. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The embed in two lines: the script (once per page) and the element with the state's
 * attributes, holding a link to the same view, with the text `label`, for readers whose browser
 * cannot run it (shown only then). `ui` is 'full' or 'picture' (the picture and its caption
 * only). Every part is HTML-escaped, the site's own address included.
 */
export function embedCode(state, { ui = state.ui, site = SITE, label }) {
  const attrs = [...new URLSearchParams(toQuery({ ...state, ui }))]
    .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
    .join(' ');
  const fallback = `<a href="${escapeHtml(linkTo(state, site))}">${escapeHtml(label)}</a>`;
  return `<script type="module" src="${escapeHtml(`${site.href}js/embed.js`)}"></script>\n<asg-explorer ${attrs}>${fallback}</asg-explorer>`;
}

/** The toolbar of an explorer; `explorer` gives its state, root and views. */
export class Toolbar {
  constructor(explorer) {
    this.explorer = explorer;
    const t = explorer.t;
    this.t = t;
    this.status = el('span', { class: 'asg-toolbar-status', role: 'status', 'aria-live': 'polite' });
    this.fallback = el('textarea', {
      class: 'asg-copy-fallback',
      readonly: true,
      rows: '3',
      hidden: true,
      'aria-label': t('share-copy-text'),
    });
    const button = (text, title, onclick) => el('button', { type: 'button', title, onclick }, text);
    this.pictureOnly = el('input', { type: 'checkbox', name: 'picture-only' });
    const game = () => {
      const st = explorer.state;
      return msg('embed-fallback', {
        game: st.second === 'b' ? `a = ${st.a}, b = ${st.b}` : `a = ${st.a}, δ = ${st.delta}`,
      });
    };
    this.root = el(
      'div',
      { class: 'asg-toolbar', role: 'toolbar', 'aria-label': t('share-label') },
      button(t('share-link'), t('share-link-title'), () => this.copy(linkTo(explorer.state), 'share-link-done')),
      button(t('share-embed'), t('share-embed-title'), () =>
        this.copy(
          embedCode(explorer.state, { ui: this.pictureOnly.checked ? 'picture' : 'full', label: t(game()) }),
          'share-embed-done',
        ),
      ),
      el('label', { class: 'asg-check', title: t('share-picture-title') }, this.pictureOnly, t('share-picture')),
      el(
        'button',
        {
          type: 'button',
          title: t('glossary-open-title'),
          onclick: (e) => explorer.glossary.open(null, e.currentTarget),
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

  say(text) {
    fill(this.status, text);
    this.clearSoon?.();
    this.clearSoon = this.explorer.life.timeout(() => fill(this.status), 4000);
  }

  /** Copies to the clipboard (then says message `done`); where that is refused, shows the text selected for Ctrl+C. */
  async copy(text, done) {
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
  name(ext) {
    const s = this.explorer.state;
    if (s.view === 'landscape') {
      const p = this.explorer.parts.landscape?.params ?? s;
      return `asg-landscape-a${p.amax}-d${p.dmax}.${ext}`;
    }
    const what = s.view === 'play' && (ext === 'csv' || ext === 'json') ? 'play-moves' : s.view;
    return `asg-a${s.a}-${s.second === 'b' ? `b${s.b}` : `d${s.delta}`}-${what}.${ext}`;
  }

  async save(kind) {
    const ex = this.explorer;
    // An open exercise's values are hidden: a file of the numbers would have none to give.
    if ((kind === 'csv' || kind === 'json') && ex.view?.hidden && ex.state?.view !== 'play') {
      this.say(this.t('export-hidden'));
      return;
    }
    try {
      // Loaded on first use: the page's first paint does not wait for them.
      const [{ csvText, download, pictureFile }, { dataInView, headerOf, jsonText }] = await Promise.all([
        import('../export/export.ts'),
        import('../export/data.ts'),
      ]);
      let blob: Blob;
      if (kind === 'png' || kind === 'svg') blob = await pictureFile(ex, kind, { link: linkTo(ex.state) });
      else {
        const data = dataInView(ex);
        blob =
          kind === 'csv'
            ? new Blob([csvText(data, (key) => headerOf(key, this.t))], { type: 'text/csv' })
            : new Blob([jsonText({ ...data, link: linkTo(ex.state) })], { type: 'application/json' });
      }
      download(blob, this.name(kind), this.root);
      this.say(this.t('export-saved', { name: this.name(kind) }));
    } catch (e) {
      this.say(this.t('export-failed', { error: describeError(e) }));
    }
  }
}
