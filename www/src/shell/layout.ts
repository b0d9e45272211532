// The explorer's page structure: the controls, the status line, the toolbar, what the view shows
// (its introduction), the picture with its tip, the slots the parts load into, the caption, the
// legend and the inspector, in order.
// @ts-nocheck
import { el, fill } from './dom.ts';

/**
 * Fills `root` with the explorer's parts; `slots` names the parts that load later, in page
 * order. Returns the elements the explorer works with.
 */
/** The message introducing each view ("What you see"). */
export const INTROS = {
  grid: 'intro-grid',
  strip: 'intro-strip',
  gaps: 'intro-gaps',
  collisions: 'intro-collisions',
  residues: 'intro-residues',
  ledger: 'intro-ledger',
  play: 'intro-play',
  practice: 'intro-practice',
  landscape: 'intro-landscape',
};

export function layout(root, { t, term, embed, status, toolbar, slots }) {
  const out = {};
  const controlBox = el('div', { class: 'asg-controls', role: 'group', 'aria-label': t('controls-label') });
  out.canvas = el('canvas', {
    class: 'asg-canvas',
    tabindex: '0',
    role: 'img',
    'aria-roledescription': t('canvas-role'),
  });
  out.tip = el('div', { class: 'asg-tip', hidden: true, 'aria-hidden': 'true' });
  out.caption = el('p', { class: 'asg-caption', id: `${root.id || 'asg'}-caption`, 'aria-live': 'polite' });
  // Where each part goes when it first loads, in page order.
  const slotOf = Object.fromEntries(slots.map((name) => [name, el('div', { hidden: true, 'data-part': name })]));
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
  out.presetNote = el('p', { class: 'asg-summary asg-preset-note', role: 'status' });
  // What was wrong with a link or an embed's attributes, visible in every mode.
  out.notice = el('p', { class: 'asg-notice', role: 'alert', hidden: true });
  out.openLink = el('a', { class: 'asg-open', target: '_blank', rel: 'noopener', hidden: !embed }, t('open-link'));
  out.stage = el('div', { class: 'asg-stage' }, out.canvas, out.tip);
  // What the view shows, in a sentence or two (open at first; a person may fold it away).
  out.introText = el('p', { class: 'asg-intro-text' });
  out.intro = el('details', { class: 'asg-intro', open: true }, el('summary', {}, t('intro-title')), out.introText);
  fill(
    root,
    slotOf.tour,
    controlBox,
    status.root,
    out.presetNote,
    el('div', { class: 'asg-actions' }, toolbar.root, out.openLink),
    out.notice,
    out.intro,
    slotOf.practice,
    out.stage,
    slotOf.landscape,
    slotOf.play,
    slotOf.proof,
    out.caption,
    el(
      'div',
      { class: 'asg-below' },
      el(
        'div',
        { class: 'asg-panel', role: 'group', 'aria-label': t('legend-label') },
        el('h2', {}, t('legend-title')),
        status.legend,
        el('p', { class: 'asg-hint' }, t('legend-hint')),
      ),
      inspector,
    ),
  );
  out.slots = slotOf;
  return { ...out, controlBox, inspector };
}
