// The landscape panel's lines about the site's atlas: what it holds (plane, tiles, levels,
// versions, when it was built), where the cells on show come from, the zoom buttons, and the
// tiles refused with why; and the finding of the atlas, which says nothing when there is none.
import { el, fill } from '../base/dom.ts';
import type { Lifetime } from '../base/lifetime.ts';
import { describeError } from '../text/errors.ts';
import type { Translator } from '../text/i18n.ts';
import { msg } from '../text/languages.ts';
import { AtlasUnreadable, type Manifest } from './atlas.ts';
import { AtlasTiles, type FoundAtlas, findAtlas, type TileHandlers } from './atlas-tiles.ts';
import type { AtlasFrame } from './chart-frame.ts';

/** The buttons' actions: zoom in, zoom out, every game. */
export interface ZoomActions {
  zoomIn(): void;
  zoomOut(): void;
  zoomAll(): void;
}

/** The atlas's part of the landscape panel: its elements, and the atlas once found. */
export class AtlasPanel {
  /** What the atlas holds; where the cells on show come from; the zoom buttons; tiles refused. */
  readonly about: HTMLElement;
  readonly source: HTMLElement;
  readonly zooms: HTMLElement;
  readonly refusals: HTMLElement;
  private sourceText = '';

  constructor(
    private readonly t: Translator,
    zoom: ZoomActions,
  ) {
    this.about = el('p', { class: 'asg-hint asg-landscape-atlas', hidden: true });
    this.source = el('p', { class: 'asg-hint asg-landscape-source', hidden: true });
    this.refusals = el('div', { class: 'asg-error asg-landscape-refused', role: 'alert' });
    const button = (label: string, fn: () => void): HTMLButtonElement =>
      el('button', { type: 'button', onclick: fn }, label);
    this.zooms = el(
      'div',
      { class: 'asg-inline asg-landscape-zoom', role: 'group', 'aria-label': t('landscape-zoom'), hidden: true },
      button(t('landscape-zoom-in'), () => zoom.zoomIn()),
      button(t('landscape-zoom-out'), () => zoom.zoomOut()),
      button(t('landscape-zoom-all'), () => zoom.zoomAll()),
    );
  }

  /**
   * The site's atlas with its tiles, or null when it serves none (or one this page cannot read,
   * which is said). `arrived`: a file came in; `again`: a tile of level 0 was refused (after it is said).
   */
  async find(life: Lifetime, arrived: () => void, again: () => void): Promise<AtlasTiles | null> {
    let atlas: FoundAtlas | null;
    try {
      atlas = await findAtlas(life.signal);
    } catch (e) {
      if (life.ended) return null;
      const why = e instanceof AtlasUnreadable ? e.message : describeError(e);
      this.refusals.append(el('p', {}, this.t('landscape-atlas-unreadable', { why })));
      return null;
    }
    if (!atlas || life.ended) return null;
    this.describe(atlas.manifest);
    const on: TileHandlers = {
      arrived,
      refused: (place, file) => {
        this.refused(file);
        if (place.level === 0) again();
        arrived();
      },
    };
    return new AtlasTiles(atlas, on, life.signal);
  }

  /** The atlas's line: its plane, tiles, levels, versions and when it was built. */
  private describe(m: Manifest): void {
    const t = this.t;
    const built = m.built ? new Date(m.built) : null;
    // As ISO 8601 (2026-12-06 21:25), read the same in every language: a first Intl.DateTimeFormat
    // costs the page 40 ms of one task while the landscape opens.
    const when = built && !Number.isNaN(built.getTime()) ? built.toISOString().slice(0, 16).replace('T', ' ') : '';
    fill(
      this.about,
      t('landscape-atlas-about', {
        amax: m.aMax,
        dmax: m.deltaMax,
        games: m.games,
        ta: m.tileA,
        td: m.tileDelta,
        levels: m.levels.length,
        core: m.core,
        format: m.version,
        built: when ? msg('landscape-atlas-built', { when }) : msg('landscape-atlas-built-unknown'),
      }),
    );
    this.about.hidden = false;
    this.zooms.hidden = false;
    this.source.hidden = false;
  }

  /** Says that `file` failed its check and was refused. */
  refused(file: string): void {
    this.refusals.append(el('p', {}, this.t('landscape-atlas-refused', { file })));
  }

  /** Says where the cells on show come from: the atlas's level in view, and the games computed here. */
  sayWhere(frame: AtlasFrame | null, here: number): void {
    if (!frame) return;
    const text = this.t('landscape-atlas-source', {
      level: frame.level,
      block: 2 ** frame.level,
      tiles: frame.tiles,
      here,
    });
    if (text === this.sourceText) return;
    this.sourceText = text;
    fill(this.source, text);
  }
}
