// The tour's closed form, asked before it is shown: the first P-positions w_0 … w_{δ−1} on the
// number line, the rest hidden, and the student predicts the next, w_δ, from the formula; Check
// (or Show me) then works the formula out with the game's numbers and shows the heap.
import { el, fill } from '../../base/dom.ts';
import { parseWhole } from '../../state/query.ts';
import { msg } from '../../text/languages.ts';
import { wFormula } from '../mathml.ts';
import { firstTerms, para, type StepBody, type StepContext } from './step.ts';

/** How many of the first P-positions the text lists before "…". */
const LISTED = 8n;

/** The closed form, and the next P-position predicted before it is shown. */
export function predictW(c: StepContext): StepBody {
  const { t, info, game, context } = c;
  const { picture } = context;
  // The first index where ⌊n/δ⌋ steps up: the formula's b-term shows for the first time.
  const n = info.delta;
  const previous = game.pPosition(n - 1n);
  const term = game.wTerm(n);
  const listed = n < LISTED ? n : LISTED;
  const hide = () => {
    picture.setHidden(true, previous + 1n);
    picture.setMarks([{ heap: previous, main: true, label: `w${sub(n - 1n)}` }]);
  };
  const reveal = () => {
    picture.setHidden(false);
    context.inspect(null);
    picture.setMarks([
      { heap: previous, main: true, label: `w${sub(n - 1n)}` },
      { heap: term.w, main: true, label: `w${sub(n)}` },
    ]);
  };
  hide();
  picture.showStretch(0n, term.w + info.a + 2n);
  const id = 'asg-tour-predict';
  const input = el('input', {
    type: 'text',
    inputmode: 'numeric',
    name: 'predict',
    autocomplete: 'off',
    id,
    'aria-label': t('tour-closed-label', { n }),
  });
  const feedback = el('div', { class: 'asg-practice-feedback', role: 'status', 'aria-live': 'polite' });
  const worked = msg('tour-closed-worked', {
    n,
    a: info.a,
    b: info.b,
    fa: term.floorA,
    fd: term.floorDelta,
    w: term.w,
  });
  // A first wrong answer gets a nudge and another try; the second, or Show me, the worked numbers.
  // Once they are shown, an answer is no longer judged (a "Right" after the answer means nothing).
  let tried = false;
  let revealed = false;
  const answer = (shown: boolean) => {
    const typed = parseWhole(input.value, msg('practice-your-answer'));
    if (!shown && typed.error) {
      fill(feedback, el('p', { class: 'asg-error' }, t.nodes(typed.error)));
      input.focus();
      return;
    }
    const judged = !shown && !revealed;
    const right = judged && typed.value === term.w;
    if (judged && !right && !tried) {
      tried = true;
      fill(
        feedback,
        el('p', { class: 'asg-practice-wrong' }, t('practice-wrong')),
        para(c, 'tour-closed-nudge', { n, a: info.a, delta: info.delta }),
      );
      feedback.dataset.right = 'false';
      input.focus();
      return;
    }
    revealed = true;
    fill(
      feedback,
      !judged
        ? null
        : el(
            'p',
            { class: right ? 'asg-practice-right' : 'asg-practice-wrong' },
            t(right ? 'practice-right' : 'practice-wrong'),
          ),
      para(c, worked),
      para(c, 'tour-closed-reveal', { w: term.w }),
    );
    feedback.dataset.right = String(right);
    reveal();
  };
  input.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    answer(false);
  });
  return {
    nodes: [
      para(c, 'tour-closed-regime'),
      wFormula(t('formula-w')),
      para(c, 'tour-closed-example', {
        a: info.a,
        delta: info.delta,
        w: firstTerms(game, listed, t),
        last: n - 1n,
        previous,
      }),
      el(
        'div',
        { class: 'asg-predict' },
        el('label', { for: id }, t('tour-closed-predict', { n })),
        el(
          'div',
          { class: 'asg-inline' },
          input,
          el('button', { type: 'button', class: 'asg-primary', onclick: () => answer(false) }, t('practice-check')),
          el('button', { type: 'button', onclick: () => answer(true) }, t('tour-show-me')),
        ),
        feedback,
      ),
    ],
    stop: () => picture.setHidden(false),
  };
}

/** A whole number in subscript digits, for the labels on the picture (w₇). */
export function sub(n: bigint): string {
  return [...String(n)].map((d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)] ?? d).join('');
}
