// What a step of the tour is: the kind of game it needs, the view it shows, what of the page
// stays in view beside its text, and its text made for the game on show (StepContext: the words,
// the facts, the full core's game, the part's context); and the helpers every step's text uses.
import type { AdditiveInfo } from '../../../pkg/asg.js';
import type { Game as FullGame } from '../../../pkg/asg_full.js';
import { el } from '../../base/dom.ts';
import type { PartContext } from '../../state/context.ts';
import type { State, View } from '../../state/state.ts';
import type { TermMaker, Translator } from '../../text/i18n.ts';
import type { Message, MessageArgs } from '../../text/languages.ts';
import type { Need } from './game.ts';

/** What a step's text is made from: the words, the game on show (full core) and the picture. */
export interface StepContext {
  readonly t: Translator;
  readonly term: TermMaker;
  readonly info: AdditiveInfo;
  readonly game: FullGame;
  readonly context: PartContext;
  /** Leaves the tour for a view (the recap's ways into practice). */
  open(state: Partial<State>): void;
}

/** A step's text, and what ends with it (a timer, marks). */
export interface StepBody {
  readonly nodes: readonly Node[];
  stop?(): void;
}

/** A step of the tour. */
export interface Step {
  /** Its name in the address's order of steps, and the message of its title. */
  readonly title: string;
  readonly need: Need;
  readonly view: View;
  /** What else of the state the step shows, for the game of facts `info`. */
  state?(info: AdditiveInfo): Partial<State>;
  /** Heaps of the number line to show when the step opens, for the game on show. */
  stretch?(info: AdditiveInfo, game: FullGame): readonly [bigint, bigint] | null;
  /** What of the page stays in view beside the text (a selector in the explorer). */
  readonly picture: string;
  body(c: StepContext): StepBody;
}

/** A paragraph from message `id` (its terms as buttons). */
export const para = (c: Pick<StepContext, 't' | 'term'>, id: string | Message, args: MessageArgs = {}): HTMLElement =>
  el('p', {}, typeof id === 'string' ? c.t.nodes(id, args, c.term) : c.t.nodes(id, c.term));

/**
 * The P-positions w_0 … w_{count−1} of the game, from the core, as a sequence is written (commas,
 * each number in the language's digits): the start of an infinite list, not a list of items.
 */
export function firstTerms(game: FullGame, count: bigint, t: Translator): string {
  const out: string[] = [];
  for (let n = 0n; n < count; n++) out.push(t.whole(game.pPosition(n)));
  return out.join(', ');
}

/**
 * A button of message `label` that brings the part `target` of the explorer (a selector) into view
 * and puts focus on `focus` in it: on a phone a step's text can name what lies far below it (css:
 * not shown where the tour's column stands beside the picture).
 */
export function goTo(c: Pick<StepContext, 't'>, label: string, target: string, focus: string): HTMLElement {
  const go = (b: HTMLElement): void => {
    // The explorer's root: the document, or an embed's shadow root.
    const part = (b.getRootNode() as ParentNode).querySelector<HTMLElement>(target);
    const into = part?.querySelector<HTMLElement>(focus);
    if (!part || !into) return;
    // A heading takes focus from a script only (not by Tab).
    if (!into.matches('button, input, select, [tabindex]')) into.setAttribute('tabindex', '-1');
    // The part from its start (its heading), under the picture stuck at the top (the page's scroll
    // padding is its height), then the control focused in view below it.
    part.scrollIntoView({ block: 'start' });
    const view = b.ownerDocument.defaultView;
    if (view) {
      const stuck = Number.parseFloat(view.getComputedStyle(b.ownerDocument.documentElement).scrollPaddingTop) || 0;
      const below = into.getBoundingClientRect().bottom - view.innerHeight + 8;
      // Never so far that the part's start goes under the picture.
      if (below > 0) view.scrollBy(0, Math.min(below, part.getBoundingClientRect().top - stuck));
    }
    into.focus({ preventScroll: true });
  };
  const b: HTMLButtonElement = el('button', { type: 'button', class: 'asg-tour-go', onclick: () => go(b) }, c.t(label));
  return el('div', { class: 'asg-tour-go-line' }, b);
}
