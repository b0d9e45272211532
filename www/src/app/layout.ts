// The explorer's page structure: the picture with its tip, the slots the parts load into, the
// caption, the controls, the status line, the toolbar, what the view shows (its introduction), the
// legend and the inspector, in the order of the site or of an embed.
import { el, fill } from '../base/dom.ts';
import { hasSite } from '../core/where.ts';
import type { View } from '../state/state.ts';
import type { TermMaker, Translator } from '../text/i18n.ts';
import type { PartName } from './parts.ts';

/** The message introducing each view ("What you see"). */
export const INTROS: Readonly<Record<View, string>> = {
  grid: 'intro-grid',
  strip: 'intro-strip',
  gaps: 'intro-gaps',
  collisions: 'intro-collisions',
  spectrum: 'intro-spectrum',
  residues: 'intro-residues',
  ledger: 'intro-ledger',
  proof: 'intro-proof',
  play: 'intro-play',
  practice: 'intro-practice',
  landscape: 'intro-landscape',
};

/** What the layout puts on the page besides its own elements: the status line and its legend, the toolbar. */
export interface LayoutParts {
  readonly t: Translator;
  readonly term: TermMaker;
  readonly embed: boolean;
  readonly status: { readonly root: HTMLElement; readonly legend: HTMLElement };
  readonly toolbar: { readonly root: HTMLElement };
}

/** The elements of an explorer's page that it works with. */
export interface Layout {
  readonly controlBox: HTMLElement;
  readonly canvas: HTMLCanvasElement;
  readonly tip: HTMLElement;
  readonly caption: HTMLElement;
  readonly inspector: HTMLElement;
  readonly presetNote: HTMLElement;
  readonly notice: HTMLElement;
  readonly openLink: HTMLAnchorElement;
  readonly stage: HTMLElement;
  readonly intro: HTMLDetailsElement;
  readonly introText: HTMLElement;
  /** Where each part goes when it first loads (replaced by the part's root). */
  readonly slots: Readonly<Record<PartName, HTMLElement>>;
}

/**
 * Fills `root` with the explorer's parts, with a slot for each part that loads later (parts.ts),
 * in page order. Returns the elements the explorer works with.
 */
export function layout(root: HTMLElement, { t, term, embed, status, toolbar }: LayoutParts): Layout {
  const controlBox = el('div', { class: 'asg-controls', role: 'group', 'aria-label': t('controls-label') });
  const canvas = el('canvas', {
    class: 'asg-canvas',
    tabindex: '0',
    role: 'img',
    'aria-roledescription': t('canvas-role'),
  });
  const tip = el('div', { class: 'asg-tip', hidden: true, 'aria-hidden': 'true' });
  const caption = el('p', { class: 'asg-caption', id: `${root.id || 'asg'}-caption`, 'aria-live': 'polite' });
  // Where each part goes when it first loads, in page order.
  const slot = (name: PartName): HTMLElement => el('div', { hidden: true, 'data-part': name });
  const slotOf: Record<PartName, HTMLElement> = {
    tour: slot('tour'),
    landscape: slot('landscape'),
    spectrum: slot('spectrum'),
    play: slot('play'),
    practice: slot('practice'),
    proof: slot('proof'),
  };
  const inspector = el(
    'div',
    { class: 'asg-panel asg-inspector', role: 'group', 'aria-label': t('inspector-label') },
    el('h2', {}, t('inspector-title')),
    el(
      'div',
      { class: 'asg-inspector-body', 'aria-live': 'polite' },
      el('p', {}, t.nodes('inspector-empty', {}, term)),
    ),
  );
  const presetNote = el('p', { class: 'asg-summary asg-preset-note', role: 'status' });
  // What was wrong with a link or an embed's attributes, visible in every mode.
  const notice = el('p', { class: 'asg-notice', role: 'alert', hidden: true });
  // An embed's link to the full explorer on its site (a notebook's widget has no site).
  const openLink = el(
    'a',
    { class: 'asg-open', target: '_blank', rel: 'noopener', hidden: !embed || !hasSite() },
    t('open-link'),
  );
  const stage = el('div', { class: 'asg-stage' }, canvas, tip);
  // What the view shows, in a sentence or two (open at first; a person may fold it away).
  const introText = el('p', { class: 'asg-intro-text' });
  const intro = el('details', { class: 'asg-intro', open: true }, el('summary', {}, t('intro-title')), introText);
  const legend = el(
    'div',
    { class: 'asg-panel', role: 'group', 'aria-label': t('legend-label') },
    el('h2', {}, t('legend-title')),
    status.legend,
    el('p', { class: 'asg-hint' }, t('legend-hint')),
  );
  const actions = el('div', { class: 'asg-actions' }, toolbar.root, openLink);
  if (embed) {
    // An embed: compact, the controls above the picture, as on the blog page that sized it.
    fill(
      root,
      slotOf.tour,
      controlBox,
      status.root,
      presetNote,
      actions,
      notice,
      intro,
      slotOf.practice,
      stage,
      slotOf.landscape,
      slotOf.spectrum,
      slotOf.play,
      slotOf.proof,
      caption,
      el('div', { class: 'asg-below' }, legend, inspector),
    );
  } else {
    // The site: the picture first (the view's pictures), then the panel beside it at a desk and
    // under it on a phone (the exercise's or the tour's text, the game's status, the inspector
    // with its why? walks, the controls, the caption), then the legend: at a desk under the
    // picture, filling the column that a short picture (a number line, the gaps) leaves, on a
    // phone after the panel. One order at every width, so that Tab goes from the picture through
    // the panel to the legend (css places the columns, never reorders).
    fill(
      root,
      el(
        'div',
        { class: 'asg-work' },
        el('div', { class: 'asg-view' }, notice, stage, slotOf.landscape, slotOf.spectrum, slotOf.play, slotOf.proof),
        el(
          'div',
          { class: 'asg-side' },
          slotOf.practice,
          slotOf.tour,
          status.root,
          inspector,
          controlBox,
          caption,
          presetNote,
          actions,
          intro,
        ),
        el('div', { class: 'asg-below' }, legend),
      ),
    );
  }
  return {
    controlBox,
    canvas,
    tip,
    caption,
    inspector,
    presetNote,
    notice,
    openLink,
    stage,
    intro,
    introText,
    slots: slotOf,
  };
}
