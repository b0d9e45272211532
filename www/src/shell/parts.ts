// The parts of the explorer that load when first needed (so the first paint waits for none of
// them), in page order, and when each is wanted; loading them, showing the wanted ones and
// hiding the others. Each module exports `mount(context)` (a PartContext, context.ts), which makes
// the part and returns `{ root, update(state), hide() }` (a Part).
// @ts-nocheck
import { describeError } from '../text/errors.ts';
import { msg } from '../text/languages.ts';
import { PROOF_VIEWS } from './state.ts';

export const PARTS = [
  { name: 'tour', load: () => import('../study/tour.ts'), wanted: (s) => s.tour !== null },
  { name: 'landscape', load: () => import('../landscape/landscape.ts'), wanted: (s) => s.view === 'landscape' },
  { name: 'play', load: () => import('../study/play.ts'), wanted: (s) => s.view === 'play' },
  { name: 'practice', load: () => import('../study/practice.ts'), wanted: (s) => s.view === 'practice' },
  { name: 'proof', load: () => import('../proof/proof.ts'), wanted: (s) => PROOF_VIEWS.includes(s.view) },
];

/**
 * Loads part `name` of `explorer` (once) and puts it in its place on the page; resolves to the
 * part. A load that failed is asked for again the next time the part is wanted.
 */
export function loadPart(explorer, name) {
  const spec = PARTS.find((p) => p.name === name);
  explorer.loading[name] ??= spec.load().then(
    (mod) => {
      if (explorer.life.ended) throw new Error('the explorer was removed');
      // The part's narrow context; the explorer itself only until the part's folder is typed.
      const part = mod.mount(explorer.context, explorer);
      explorer.slots[name].replaceWith(part.root);
      explorer.parts[name] = part;
      return part;
    },
    (e) => {
      delete explorer.loading[name];
      throw e;
    },
  );
  return explorer.loading[name];
}

/** The parts the explorer's state wants, loaded if need be and brought up to date; the others hidden. */
export function showParts(explorer) {
  for (const { name, wanted } of PARTS) {
    if (!wanted(explorer.state)) {
      explorer.parts[name]?.hide();
      continue;
    }
    loadPart(explorer, name).then(
      explorer.life.alive((part) => {
        if (wanted(explorer.state) && !explorer.state.blocked) part.update(explorer.state);
      }),
      explorer.life.alive((e) => {
        explorer.setCaption(msg('error-part', { error: describeError(e) }));
      }),
    );
  }
}

/** Starts the tour of `explorer` at step `n`, with focus on its Next button. */
export function startTour(explorer, n) {
  loadPart(explorer, 'tour').then(
    explorer.life.alive((tour) => {
      tour.go(n);
      tour.focus();
    }),
    explorer.life.alive((e) => explorer.setCaption(msg('error-part', { error: describeError(e) }))),
  );
}

/** Focus on the first control of the part that shows `view` (once it is on show). */
export function focusPart(explorer, view) {
  const name = PARTS.find((p) => p.wanted({ ...explorer.state, view, tour: null }))?.name;
  if (name) loadPart(explorer, name).then(explorer.life.alive((part) => part.focus?.()));
}
