// The play panel: choose a heap and who starts, then take turns with the computer (its strategy
// is in strategy.ts), which moves after a visible pause. Without hints the values stay hidden
// until the game ends; a move (and the computer's answer) can be taken back.
import type { AdditiveInfo, MoveOption } from '../../../pkg/asg.js';
import { el, fill } from '../../base/dom.ts';
import type { Lifetime } from '../../base/lifetime.ts';
import type { GamePort } from '../../state/context.ts';
import { parseWhole } from '../../state/query.ts';
import type { SavedPlay } from '../../state/state.ts';
import type { Translator } from '../../text/i18n.ts';
import { msg } from '../../text/languages.ts';
import { kept, logText, type Played, type Player, reviewLine, verdict } from './review.ts';
import { computerMove, type Move } from './strategy.ts';

/** How long the computer visibly thinks before it moves. */
export const PAUSE_MS = 900;

/** What the panel tells its owner. */
export interface PlayEvents {
  /** The heap in play, the heap the game started from, and the computer's choice while it thinks. */
  heap(heap: bigint, start: bigint, target?: bigint): void;
  /** True while the values are hidden. */
  hidden(hidden: boolean): void;
  /** The game so far, for the progress (null when none is played). */
  saved(game: SavedPlay | null): void;
  /** After a move: bring the picture's axis and `heading` (down to `last`) into view together. */
  reveal(heading: HTMLElement, last: HTMLElement): void;
}

/** The play panel: choose a heap and who starts, then take turns with the computer. */
export class PlayPanel {
  readonly root: HTMLElement;
  readonly heapInput: HTMLInputElement;
  readonly first: HTMLSelectElement;
  readonly hints: HTMLInputElement;
  readonly newGame: HTMLButtonElement;
  readonly undoButton: HTMLButtonElement;
  readonly message: HTMLElement;
  readonly current: HTMLElement;
  readonly thinking: HTMLElement;
  readonly buttons: HTMLElement;
  readonly log: HTMLOListElement;
  readonly verdict: HTMLElement;
  game: GamePort['game'] | null = null;
  info: AdditiveInfo | null = null;
  heap: bigint | null = null;
  startHeap: bigint | null = null;
  turn: Player = 'you';
  /** The moves so far. */
  history: Played[] = [];
  private moveButtons: HTMLButtonElement[] = [];
  private thinkingOf: Move | null = null;
  private cancelThinking: (() => void) | null = null;

  constructor(
    readonly t: Translator,
    readonly life: Lifetime,
    private readonly on: PlayEvents,
  ) {
    const heapBox = { type: 'text', inputmode: 'numeric', name: 'heap', value: '40' };
    this.heapInput = el('input', { ...heapBox, 'aria-label': t('play-heap-label') });
    this.first = el(
      'select',
      { name: 'first', 'aria-label': t('play-first-label') },
      el('option', { value: 'you' }, t('play-you-start')),
      el('option', { value: 'computer' }, t('play-computer-starts')),
    );
    this.hints = el('input', { type: 'checkbox', name: 'hints' });
    this.newGame = el('button', { type: 'button', class: 'asg-primary', onclick: () => this.start() }, t('play-new'));
    this.undoButton = el('button', { type: 'button', name: 'undo', onclick: () => this.undo() }, t('play-undo'));
    this.message = el('div', { class: 'asg-error', role: 'alert' });
    this.current = el('p', { class: 'asg-play-heap', 'aria-live': 'polite' });
    this.thinking = el('p', { class: 'asg-hint asg-play-thinking', role: 'status' });
    this.buttons = el('div', { class: 'asg-play-moves', role: 'group', 'aria-label': t('play-moves-label') });
    this.log = el('ol', { class: 'asg-play-log' });
    this.verdict = el('p', { class: 'asg-play-verdict', role: 'status', tabindex: '-1' });
    this.root = el(
      'div',
      { class: 'asg-panel asg-play', role: 'group', 'aria-label': t('play-title'), hidden: true },
      el('h2', {}, t('play-title')),
      el(
        'div',
        { class: 'asg-play-setup' },
        el('label', {}, t('play-heap'), ' ', this.heapInput),
        this.first,
        el('label', {}, this.hints, ' ', t('play-hints')),
        this.newGame,
      ),
      this.message,
      this.current,
      this.buttons,
      el('div', { class: 'asg-inline' }, this.undoButton, this.thinking),
      this.verdict,
      this.log,
    );
    this.hints.addEventListener('change', () => this.render());
    // Enter starts; its keypress must not then press the move button focus moves to.
    this.heapInput.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      this.start();
    });
  }

  setGame(game: GamePort['game'], info: AdditiveInfo): void {
    this.game = game;
    this.info = info;
    this.stopThinking();
    this.heap = null;
    this.history = [];
    // One button per move of the game, kept (so that focus stays on it) and brought up to date.
    this.moveButtons = Array.from(game.moves, (s) =>
      el(
        'button',
        { type: 'button', 'data-move': String(s), onclick: () => this.move(s) },
        this.t('play-take', { take: s }),
      ),
    );
    fill(this.buttons, this.moveButtons);
    fill(this.log);
    fill(this.verdict);
    this.render();
  }

  /** Starts a game from the heap in the box (or `saved`, a game to continue). */
  start(saved: SavedPlay | null = null): void {
    const heap = saved ? { value: BigInt(saved.start) } : parseWhole(this.heapInput.value, msg('label-heap'));
    if (heap.error) {
      fill(this.message, this.t.nodes(heap.error));
      this.heapInput.focus();
      return;
    }
    fill(this.message);
    this.stopThinking();
    if (saved) [this.heapInput.value, this.first.value] = [String(saved.start), saved.first];
    this.startHeap = heap.value;
    this.heap = heap.value;
    this.history = [];
    fill(this.log);
    fill(this.verdict);
    delete this.root.dataset.winner;
    this.turn = this.firstTurn();
    for (const m of saved?.moves ?? []) this.apply(m.by === 'computer' ? 'computer' : 'you', BigInt(m.take));
    this.render();
    if (this.turn === 'computer' && !this.over()) this.computerTurn();
    else this.focusMoves();
  }

  options(): MoveOption[] {
    return this.game && this.heap !== null ? this.game.explain(this.heap).options : [];
  }

  over(): boolean {
    return this.heap !== null && !this.options().length;
  }

  /** Makes move `take` for `by`, and records it. */
  apply(by: Player, take: bigint): boolean {
    const o = this.options().find((x) => x.move === take);
    if (!o || this.heap === null || this.startHeap === null) return false;
    const m = { by, from: this.heap, take, to: o.to, value: o.value };
    this.heap = o.to;
    this.history.push(m);
    this.log.append(el('li', { 'data-by': by }, logText(this.t, m, this.hints.checked || this.over())));
    this.turn = by === 'you' ? 'computer' : 'you';
    this.on.heap(o.to, this.startHeap);
    return true;
  }

  move(take: bigint): void {
    if (this.heap === null || this.turn !== 'you' || this.thinkingOf || take > this.heap) return;
    if (!this.apply('you', take)) return;
    this.save();
    this.render();
    if (!this.over()) this.computerTurn();
  }

  /** The computer thinks (a visible pause, its choice marked), then moves. */
  computerTurn(): void {
    const m = computerMove(this.options());
    if (!m || this.heap === null || this.startHeap === null) {
      this.render();
      return;
    }
    this.thinkingOf = m;
    this.thinking.textContent = this.t('play-thinking');
    this.render();
    this.on.heap(this.heap, this.startHeap, m.to);
    this.cancelThinking = this.life.timeout(() => {
      this.stopThinking();
      this.apply('computer', m.take);
      this.save();
      this.render();
      this.focusMoves();
    }, PAUSE_MS);
  }

  stopThinking(): void {
    this.cancelThinking?.();
    this.cancelThinking = null;
    this.thinkingOf = null;
    this.thinking.textContent = '';
  }

  /** Takes back your last move and the computer's answer to it (or its move, while it thinks). */
  undo(): void {
    if (!this.history.some((m) => m.by === 'you')) return;
    this.stopThinking();
    for (let last = this.history.pop(); last; last = this.history.pop()) {
      this.log.lastElementChild?.remove();
      this.heap = last.from;
      if (last.by === 'you') break;
    }
    this.turn = 'you';
    fill(this.verdict);
    delete this.root.dataset.winner;
    this.save();
    this.render();
    this.focusMoves();
    if (this.heap !== null && this.startHeap !== null) this.on.heap(this.heap, this.startHeap);
  }

  firstTurn(): Player {
    return this.first.value === 'computer' ? 'computer' : 'you';
  }

  /**
   * Shows the game in play again (back from another view): the picture follows its heap, and the
   * computer, stopped while it thought, thinks again.
   */
  resume(): void {
    this.render();
    if (this.heap === null || this.startHeap === null) return;
    this.on.heap(this.heap, this.startHeap);
    if (this.turn === 'computer' && !this.over() && !this.thinkingOf) this.computerTurn();
  }

  /**
   * Focus on the first move that can be made (or New game), not scrolled to: the owner shows the
   * heading and axis too, and at the end New game down to the verdict (on a phone not under the picture).
   */
  focusMoves(): void {
    const button = this.moveButtons.find((b) => b.getAttribute('aria-disabled') !== 'true' && !b.hidden);
    (button ?? this.newGame).focus({ preventScroll: true });
    if (this.over()) this.on.reveal(this.newGame, this.verdict);
    else this.on.reveal(this.current, this.buttons);
  }

  render(): void {
    const t = this.t;
    if (!this.game) return;
    // Without hints the values stay hidden, before a game too (a start heap's colour tells), until the end.
    const shown = this.hints.checked || this.over();
    this.on.hidden(!shown);
    this.undoButton.disabled = !this.history.some((m) => m.by === 'you');
    if (this.heap === null) {
      fill(this.current, t('play-choose'));
      for (const b of this.moveButtons) b.hidden = true;
      return;
    }
    const value = this.game.value(this.heap);
    fill(this.current, t(shown ? 'play-heap-hint' : 'play-heap-now', { heap: this.heap, value }));
    const options = this.options();
    for (const [i, s] of this.game.moves.entries()) {
      const b = this.moveButtons[i];
      if (!b) continue;
      const o = options.find((x) => x.move === s);
      b.hidden = this.over();
      // Unavailable moves stay focusable (aria-disabled), so that focus never drops to the page.
      b.setAttribute('aria-disabled', String(!o || this.turn !== 'you' || Boolean(this.thinkingOf)));
      b.dataset.chosen = String(this.thinkingOf?.take === s);
      fill(
        b,
        o && this.hints.checked
          ? t('play-take-hint', { take: s, to: o.to, value: o.value })
          : t('play-take', { take: s }),
      );
    }
    // The log's values appear with the end of the game.
    for (const [i, li] of [...this.log.children].entries()) {
      const m = this.history[i];
      if (m) li.textContent = logText(this.t, m, this.hints.checked || this.over());
    }
    if (this.over()) this.finish();
  }

  finish(): void {
    fill(this.verdict, verdict(this.t, this.history, this.turn, this.heap ?? 0n));
    // Each line of the log says, once the game is over, the move to a P-position it missed.
    const game = this.game;
    for (const [i, li] of [...this.log.children].entries()) {
      const m = this.history[i];
      if (m && game) li.textContent = reviewLine(this.t, m, (heap) => game.explain(heap).options);
    }
    this.root.dataset.winner = this.turn === 'you' ? 'computer' : 'you';
    this.focusMoves();
  }

  /** The game so far, for the progress (null when none is being played). */
  save(): void {
    const { heap, startHeap, info } = this;
    this.on.saved(
      heap === null || startHeap === null || !info ? null : kept(info, startHeap, this.firstTurn(), this.history),
    );
  }
}
