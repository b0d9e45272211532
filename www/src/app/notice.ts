// The explorer's notice above the picture: in place of the picture when a link or an embed's
// attributes ask for a game it cannot show (no other game is shown as if it were the one asked
// for), and the problems of a link when there are no fields to show them by (the picture alone).
import { fill } from '../base/dom.ts';
import type { State } from '../state/state.ts';
import type { Translator } from '../text/i18n.ts';
import { type Message, msg, verbatim } from '../text/languages.ts';

/** The notice of an explorer's `root`, in its element `box`, in the words of translator `t`. */
export class Notice {
  /** The problems of the link last loaded, said above the picture when there are no fields to say them by. */
  private problems: readonly Message[] = [];
  /** What an embed's attributes get wrong (embed/attributes.ts): said first, whatever else is said. */
  private standing: readonly Message[] = [];
  /** The messages said last (but for the standing ones). */
  private last: readonly Message[] = [];

  constructor(
    private readonly root: HTMLElement,
    private readonly box: HTMLElement,
    private readonly t: Translator,
  ) {}

  /** No picture: `message` (of languages.ts) says why; the rest says what brings a game back. */
  block(message: Message, { embed }: { embed: boolean }): void {
    this.root.dataset.blocked = 'true';
    this.say([message, msg(embed ? 'notice-blocked-embed' : 'notice-blocked-site')]);
  }

  /** The problems of a link just loaded (`more`: of the same link, found later). */
  linkProblems(messages: readonly Message[], { more = false }: { more?: boolean } = {}): void {
    this.problems = more ? [...this.problems, ...messages] : messages;
  }

  /** A game is on show again, with the link's problems above it when `problems` (the picture alone). */
  unblock({ problems }: { problems: boolean }): void {
    delete this.root.dataset.blocked;
    this.say(problems ? this.problems : []);
  }

  /** Says `messages` first from now on (an embed's attributes), with what is said now after them. */
  sayFirst(messages: readonly Message[]): void {
    this.standing = messages;
    this.say(this.last);
  }

  say(said: readonly Message[]): void {
    this.last = said;
    const messages = [...this.standing, ...said];
    const parts = messages.map((m) => this.t.nodes(m));
    fill(
      this.box,
      parts.flatMap((p, i) => (i ? [' ', ...p] : p)),
    );
    this.box.hidden = !messages.length;
  }
}

/** The message for a first game whose table was being built when the person stopped it. */
export function stoppedText(state: Pick<State, 'a' | 'b' | 'delta' | 'second'>): Message {
  const second = state.second === 'b' ? `b = ${state.b}` : `δ = ${state.delta}`;
  return msg('notice-stopped', { game: verbatim(`a = ${state.a}, ${second}`) });
}
