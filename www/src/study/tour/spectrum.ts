// The tour's step after the collision windows: from the one shift δ to every shift k, the
// collision spectrum of the tour's game in the regime, its numbers from the core, with the
// symmetry C(k) = C(P − k) as a formula and the torus below the bars (on a phone, below the text:
// the bars are what stays beside it).
import { formula, mi, mo, row } from '../mathml.ts';
import { goTo, para, type Step } from './step.ts';

/** The step: the spectrum with δ in focus, so that its torus is Theorem 7's. */
export const SPECTRUM_STEP: Step = {
  title: 'tour-spectrum-title',
  need: 'regime',
  view: 'spectrum',
  // The bars, not the whole spectrum: on a phone the torus under them is taller than the screen.
  picture: '.asg-spectrum-stage',
  state: (i) => ({ shift: i.delta }),
  body: (c) => {
    const { a, delta, d } = c.info;
    // The moves a, b, a + b, where no bar stands, as the core lists them.
    const [m1 = 0n, m2 = 0n, m3 = 0n] = c.game.moves;
    const atDelta = c.game.explainShift(delta);
    return {
      nodes: [
        para(c, 'tour-spectrum-every-k'),
        para(c, 'tour-spectrum-numbers', {
          a,
          m1,
          m2,
          m3,
          delta,
          d,
          count: atDelta.count,
          period: atDelta.period,
        }),
        formula(
          c.t('formula-spectrum-symmetry'),
          row(mi('C'), mo('('), mi('k'), mo(')')),
          mo('='),
          row(mi('C'), mo('('), mi('P'), mo('−'), mi('k'), mo(')')),
        ),
        para(c, 'tour-spectrum-torus'),
        // On a phone the torus lies far below, past the controls.
        goTo(c, 'tour-to-torus', '.asg-torus', '.asg-torus-next-k'),
      ],
    };
  },
};
