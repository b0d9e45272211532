// The site's own words around the explorer (the page's title and description, the masthead and
// the footer), said in the explorer's language, with the mathematics in them as it is in every
// language; the iframe embed's page (embed.html) says its title.
import { type Child, el, fill } from '../base/dom.ts';
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
 * Says the page's title and description in the words of translator `t`: the elements of its head
 * marked `data-message` (the build wrote the English catalogue's words there, tools/html-words.mjs).
 */
export function sayHead(t: Translator): void {
  for (const node of document.head.querySelectorAll<HTMLElement>('[data-message]')) {
    const words = t(node.dataset.message ?? '');
    if (node instanceof HTMLMetaElement) node.content = words;
    else node.textContent = words;
  }
}

/**
 * Puts the page's texts (its head's, and elements marked `data-text`) in the words of translator
 * `t`, their terms as the explorer's glossary buttons (`term`); Esc on one of them is passed on to
 * `explorer`, whose glossary closes a definition on it.
 */
export function sayPage(t: Translator, term: TermMaker, explorer: HTMLElement): void {
  sayHead(t);
  const texts: Readonly<Record<string, () => Child[]>> = {
    intro: () =>
      t.nodes(
        'site-intro',
        {
          a: v('a'),
          b: v('b'),
          ab: el('span', {}, v('a'), '+', v('b')),
          // A short formula, never broken across lines.
          delta: el('span', {}, v('δ'), '\u00a0=\u00a0', v('b'), '\u00a0−\u00a0', v('a')),
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
