// The collision spectrum as a part of the explorer (view=spectrum): the bars of C(k) over k, the
// torus that explains the k in focus, and the notice, progress and caption around them. The k in
// focus is the state's shift (in the address); a k opened goes to the collisions view. A count in
// a worker stops when the view is hidden and starts again when it is shown.
import type { Game, ShiftExplanation, Spectrum } from '../../pkg/asg_full.js';
import { el, fill } from '../base/dom.ts';
import { Jobs } from '../core/jobs.ts';
import type { Part, PartContext } from '../state/context.ts';
import type { State } from '../state/state.ts';
import { describeError } from '../text/errors.ts';
import { msg } from '../text/languages.ts';
import { afterName } from '../text/sentences.ts';
import { type BarsPoint, SpectrumBars } from './bars.ts';
import { type Count, countSpectrum } from './count.ts';
import { captionOf, focusText, marksOf, tipOf } from './spectrum-text.ts';
import { type SpectrumGame, TorusPanel } from './torus-panel.ts';

/** What the spectrum offers an export: its spectrum, the k in view and in focus, and its torus's explanation. */
export interface SpectrumOffer {
  readonly spectrum: Spectrum | null;
  /** The k from the bars' left edge to their right (whole shifts, lo ≥ 1). */
  inView(): { readonly lo: bigint; readonly hi: bigint } | null;
  readonly k: bigint;
  readonly why: ShiftExplanation | null;
}

/** The spectrum as a part, what it offers the exports, and its zoom (the explorer's zoom buttons). */
export interface SpectrumPart extends Part, SpectrumOffer {
  /** Zooms the bars by `by` about their middle; 0 fits a period across. */
  zoom(by: number): void;
}

/** The game on show when it is in the full core (which alone has spectra). */
function fullOf(session: PartContext['session']): SpectrumGame | null {
  const { core, game, info } = session;
  if (!('SpectrumJob' in core) || !(game instanceof core.Game)) return null;
  return { game, info, core };
}

export function mount(context: PartContext): SpectrumPart {
  const { life, t } = context;
  const notice = el('p', { class: 'asg-spectrum-notice', role: 'status' });
  const progress = el('progress', { max: '1', value: '0', hidden: true, 'aria-label': t('spectrum-progress-label') });
  const canvas = el('canvas', {
    class: 'asg-spectrum-canvas',
    tabindex: '0',
    role: 'img',
    'aria-roledescription': t('spectrum-role'),
    'aria-label': t('spectrum-label'),
  });
  const tip = el('div', { class: 'asg-tip', hidden: true, 'aria-hidden': 'true' });
  const readout = el('p', { class: 'asg-spectrum-focus', 'aria-live': 'polite' });
  let shown: SpectrumGame | null = null;
  let spectrum: Spectrum | null = null;
  let count: Count | null = null;
  /** A count under way (in a worker, or waiting for one). */
  let counting = false;
  // The spectrum's own worker: a view shown beside it (the ledger, a landscape) keeps its job.
  const jobs = new Jobs();

  /** The k in focus moved (keys, the torus, the shift field): the torus, the readout and the address follow. */
  const focusOn = (k: bigint, { dispatch }: { dispatch: boolean }): void => {
    if (!shown || !spectrum) return;
    bars.setFocus(k, true);
    fill(readout, focusText(t, k, spectrum.at(k), shown.info));
    canvas.setAttribute('aria-label', afterName(t.tag, t('spectrum-label'), readout.textContent ?? ''));
    torus.explain(shown, k);
    if (dispatch && context.state.shift !== k) context.dispatch({ type: 'focus-shift', shift: k });
  };
  /** Whether `game` is still the session's: another game coming frees the one before it. */
  const onShow = (game: Game): boolean => context.session.game === game;
  const open = (k: bigint): void => {
    context.dispatch({ type: 'open-view', state: { view: 'collisions', shift: k } });
    context.focusPart('collisions');
  };
  const hover = (point: BarsPoint | null): void => {
    if (!point || !shown) {
      tip.hidden = true;
      return;
    }
    tip.textContent = tipOf(t, point, shown.info);
    tip.hidden = false;
    const width = canvas.clientWidth;
    tip.style.left = `${Math.min(point.x + 12, Math.max(0, width - tip.offsetWidth - 4))}px`;
    tip.style.top = `${Math.max(4, point.y - tip.offsetHeight - 12)}px`;
  };
  const bars = new SpectrumBars(canvas, life, t, {
    hover,
    open,
    focus: (k) => focusOn(k, { dispatch: true }),
  });
  const torus = new TorusPanel(life, t, context.term, {
    focus: (k) => focusOn(k, { dispatch: true }),
    open,
    current: onShow,
  });
  const root = el(
    'section',
    { class: 'asg-spectrum', hidden: true, 'aria-label': t('spectrum-label') },
    notice,
    progress,
    el('div', { class: 'asg-spectrum-stage' }, canvas, tip),
    readout,
    torus.root,
  );

  // In the tour on the site's narrow page the torus follows the step's text (the step names the
  // bars above it first): moved in the document, so that Tab follows what is seen. Elsewhere it
  // is the view's own, under the bars.
  const narrow = typeof matchMedia === 'function' ? matchMedia('(max-width: 899px)') : null;
  const placeTorus = (): void => {
    const step = root.hidden || !narrow?.matches ? null : (root.getRootNode() as ParentNode).querySelector('.asg-tour');
    const after =
      step && !step.hasAttribute('hidden') && context.state?.tour != null && !step.closest('.asg-embedded')
        ? step
        : null;
    if (after && after.nextElementSibling !== torus.root) after.after(torus.root);
    else if (!after && torus.root.parentElement !== root) root.append(torus.root);
  };
  narrow?.addEventListener('change', placeTorus, { signal: life.signal });

  const failed = (e: unknown): void => {
    counting = false;
    progress.hidden = true;
    context.setCaption(msg('error-part', { error: describeError(e) }));
  };

  /** A new game: its spectrum counted (at once, or in steps with progress). */
  const start = (full: SpectrumGame): void => {
    count?.stop();
    shown = full;
    root.dataset.ready = 'false';
    fill(notice, ...t.nodes(full.info.proven ? 'spectrum-proven' : 'spectrum-counting', {}, context.term));
    // The game may have gone (freed) while its count ran: then nothing of it is used.
    const current = (): boolean => shown === full && onShow(full.game);
    counting = true;
    count = countSpectrum(full.game, full.info.a, full.info.delta, jobs, {
      progress(fraction) {
        progress.hidden = false;
        progress.value = fraction;
      },
      done(made) {
        if (!current()) {
          made.free();
          return;
        }
        counting = false;
        progress.hidden = true;
        const old = spectrum;
        spectrum = made;
        bars.show(full.core, made, marksOf(t, full.info, made));
        old?.free();
        if (!made.proven) fill(notice, ...t.nodes('spectrum-counted', { period: made.period }, context.term));
        context.setCaption(captionOf(full.info, made));
        // The torus is explained in a task after the bars' frame and drawn in a frame of its
        // own: for a long period the bars, the explanation and the torus are three tasks, not one.
        life.frame(() =>
          life.timeout(() => {
            if (!current() || spectrum !== made) return;
            focusOn(context.state.shift ?? full.info.delta, { dispatch: false });
            root.dataset.ready = 'true';
          }),
        );
      },
      failed: (e) => {
        if (current()) failed(e);
      },
    });
  };

  const show = (state: State): void => {
    if (state.view !== 'spectrum') return;
    const full = fullOf(context.session);
    if (!full) return;
    if (shown?.game !== full.game) {
      start(full);
      return;
    }
    if (spectrum) {
      context.setCaption(captionOf(full.info, spectrum));
      const k = state.shift ?? full.info.delta;
      if (k !== bars.k || !torus.why) focusOn(k, { dispatch: false });
    }
  };

  return {
    root,
    get spectrum() {
      return spectrum;
    },
    get k() {
      return bars.k;
    },
    get why() {
      return torus.why;
    },
    inView: () => bars.inView(),
    zoom(by) {
      if (by === 0) bars.fit();
      else bars.zoomAt(by, bars.width / 2, bars.height / 2);
    },
    update() {
      root.hidden = false;
      placeTorus();
      context.session
        .toFull()
        .then(life.alive(() => show(context.state)))
        .catch(life.alive(failed));
      bars.requestDraw();
    },
    hide() {
      root.hidden = true;
      placeTorus();
      tip.hidden = true;
      if (!counting) return;
      // Hidden, a count stops and its worker ends (its place among the page's workers and its
      // memory given back, for the view the reader went to); shown again, it starts over.
      counting = false;
      count?.stop();
      count = null;
      jobs.terminate();
      shown = null;
      progress.hidden = true;
    },
    focus: () => canvas.focus(),
    redraw() {
      bars.requestDraw();
      torus.redraw();
    },
    destroy() {
      count?.stop();
      jobs.terminate();
      bars.destroy();
      torus.destroy();
      // Back in the view's own box, if the tour had it (it goes with the view's root).
      root.append(torus.root);
      spectrum?.free();
      spectrum = null;
    },
  };
}
