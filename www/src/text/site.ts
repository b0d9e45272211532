// The site's own words around the explorer (the page's title, the masthead and the footer), said
// in the explorer's language, with the mathematics in them as it is in every language.
import { type Child, el, fill } from '../shell/dom.ts';
import type { TermMaker, Translator } from './i18n.ts';

const v = (name: string): HTMLElement => el('var', {}, name);

/** The formula wₙ = n + a⌊n/a⌋ + b⌊n/δ⌋ as inline HTML (the same in every language). */
function formula(): HTMLElement {
  return el(
    'span',
    { class: 'asg-math' },
    v('w'),
    el('sub', {}, v('n')),
    ' = ',
    v('n'),
    ' + ',
    v('a'),
    '⌊',
    v('n'),
    '/',
    v('a'),
    '⌋ + ',
    v('b'),
    '⌊',
    v('n'),
    '/',
    v('δ'),
    '⌋',
  );
}

/**
 * Puts the page's texts (elements marked `data-text`) in the words of translator `t`, their terms
 * as the explorer's glossary buttons (`term`); Esc on one of them is passed on to `explorer`,
 * whose glossary closes a definition on it.
 */
export function sayPage(t: Translator, term: TermMaker, explorer: HTMLElement): void {
  document.title = t('site-title');
  const texts: Readonly<Record<string, () => Child[]>> = {
    intro: () =>
      t.nodes(
        'site-intro',
        {
          a: v('a'),
          b: v('b'),
          ab: el('span', {}, v('a'), '+', v('b')),
          delta: el('span', {}, v('δ'), ' = ', v('b'), ' − ', v('a')),
        },
        term,
      ),
    footer: () =>
      t.nodes('site-footer', {
        regime: el('strong', {}, t('site-regime')),
        condition: el(
          'span',
          { class: 'asg-math' },
          v('a'),
          ' < ',
          v('δ'),
          ' < 2',
          v('a'),
          `, ${t('math-gcd')}(`,
          v('a'),
          ', ',
          v('δ'),
          ') = 1',
        ),
        formula: formula(),
        ww: el('cite', {}, 'Winning Ways'),
        paper: el('cite', {}, 'Additive Subtraction Games'),
      }),
    name: () => [t('site-name')],
    licence: () => [t('site-licence')],
  };
  for (const node of document.querySelectorAll<HTMLElement>('[data-text]')) {
    const say = texts[node.dataset.text ?? ''];
    if (say) fill(node, say());
    node.onkeydown = (e) => {
      if (e.key === 'Escape') explorer.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    };
  }
}
