// Playing the game against the computer (its strategy is in strategy.js), which moves after a
// visible pause. Without hints the values stay hidden, on the picture too, until the game
// ends; a move (and the computer's answer) can be taken back; the game is saved as progress.
// @ts-nocheck
import { el, fill } from '../shell/dom.ts';
import { parseWhole } from '../shell/query.ts';
import { msg } from '../text/languages.ts';
import { computerMove } from './strategy.ts';

/** How long the computer visibly thinks before it moves. */
export const PAUSE_MS = 900;

/**
 * The play panel: choose a heap and who starts, then take turns with the computer. Emits
 * `heap` ({ heap, start, target }) for the picture, `hidden` (true while values are hidden) and
 * `saved` (the game, for the progress).
 */
export class PlayPanel extends EventTarget {
  /** `t`: the translator; `life`: the explorer's lifetime (the computer's pause ends with it). */
  constructor(t, life) {
    super();
    this.t = t;
    this.life = life;
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
    this.game = null;
    this.heap = null;
    this.history = []; // the moves so far: { by, from, take, to, value }
  }

  setGame(game, info) {
    this.game = game;
    this.info = info;
    this.stopThinking();
    this.heap = null;
    this.history = [];
    // One button per move of the game, kept (so that focus stays on it) and brought up to date.
    this.moveButtons = Array.from(game.moves, (s) =>
      el('button', { type: 'button', 'data-move': s, onclick: () => this.move(s) }, this.t('play-take', { take: s })),
    );
    fill(this.buttons, this.moveButtons);
    fill(this.log);
    fill(this.verdict);
    this.render();
  }

  /** Starts a game from the heap in the box (or `saved`, a game to continue). */
  start(saved = null) {
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
    this.turn = this.first.value === 'computer' ? 'computer' : 'you';
    for (const m of saved?.moves ?? []) this.apply(m.by, BigInt(m.take));
    this.render();
    if (this.turn === 'computer' && !this.over()) this.computerTurn();
    else this.focusMoves();
  }

  options() {
    return this.game.explain(this.heap).options;
  }

  over() {
    return this.heap !== null && !this.options().length;
  }

  /** Makes move `take` for `by`, and records it. */
  apply(by, take) {
    const o = this.options().find((x) => x.move === take);
    if (!o) return false;
    const from = this.heap;
    this.heap = o.to;
    this.history.push({ by, from, take, to: o.to, value: o.value });
    this.log.append(el('li', { 'data-by': by }, this.logText(this.history.at(-1))));
    this.turn = by === 'you' ? 'computer' : 'you';
    this.dispatchEvent(new CustomEvent('heap', { detail: { heap: o.to, start: this.startHeap } }));
    return true;
  }

  /** A line of the log: a move and the value it reached (shown only when values are). */
  logText({ by, from, take, to, value }) {
    const shown = this.hints.checked || this.over();
    const id =
      by === 'you'
        ? shown
          ? 'play-log-you'
          : 'play-log-you-hidden'
        : shown
          ? 'play-log-computer'
          : 'play-log-computer-hidden';
    return this.t(id, { from, take, to, value });
  }

  move(take) {
    if (this.heap === null || this.turn !== 'you' || this.thinkingOf || take > this.heap) return;
    if (!this.apply('you', take)) return;
    this.save();
    this.render();
    if (!this.over()) this.computerTurn();
  }

  /** The computer thinks (a visible pause, its choice marked), then moves. */
  computerTurn() {
    const m = computerMove(this.options());
    if (!m) return this.render();
    this.thinkingOf = m;
    this.thinking.textContent = this.t('play-thinking');
    this.render();
    this.dispatchEvent(new CustomEvent('heap', { detail: { heap: this.heap, start: this.startHeap, target: m.to } }));
    this.cancelThinking = this.life.timeout(() => {
      this.stopThinking();
      this.apply('computer', m.take);
      this.save();
      this.render();
      this.focusMoves();
    }, PAUSE_MS);
  }

  stopThinking() {
    this.cancelThinking?.();
    [this.cancelThinking, this.thinkingOf, this.thinking.textContent] = [null, null, ''];
  }

  /** Takes back your last move and the computer's answer to it (or its move, while it thinks). */
  undo() {
    if (!this.history.some((m) => m.by === 'you')) return;
    this.stopThinking();
    for (;;) {
      const last = this.history.pop();
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
    this.dispatchEvent(new CustomEvent('heap', { detail: { heap: this.heap, start: this.startHeap } }));
  }

  firstTurn() {
    return this.first.value === 'computer' ? 'computer' : 'you';
  }

  /** Focus on the first move that can be made, or on New game when none can. */
  focusMoves() {
    const button = this.moveButtons?.find((b) => b.getAttribute('aria-disabled') !== 'true');
    (button ?? this.newGame).focus();
  }

  render() {
    const t = this.t;
    if (!this.game) return;
    const playing = this.heap !== null;
    // Without hints the values stay hidden, before a game too (a start heap's colour tells), until the end.
    const shown = this.hints.checked || this.over();
    this.dispatchEvent(new CustomEvent('hidden', { detail: !shown }));
    this.undoButton.disabled = !this.history.some((m) => m.by === 'you');
    if (!playing) {
      fill(this.current, t('play-choose'));
      for (const b of this.moveButtons) b.hidden = true;
      return;
    }
    const value = this.game.value(this.heap);
    fill(this.current, t(shown ? 'play-heap-hint' : 'play-heap-now', { heap: this.heap, value }));
    const options = this.options();
    for (const [i, s] of this.game.moves.entries()) {
      const b = this.moveButtons[i];
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
    for (const [i, li] of [...this.log.children].entries()) li.textContent = this.logText(this.history[i]);
    if (this.over()) this.finish();
  }

  finish() {
    const t = this.t;
    const loser = this.turn;
    const reached = (by) => this.history.filter((m) => m.by === by && m.value === 0).map((m) => m.to);
    const list = (xs) => (xs.length ? t.list(xs) : t('play-none'));
    const why = t(loser === 'you' ? 'play-you-lose' : 'play-you-win', { heap: this.heap });
    const how = t('play-why', { you: list(reached('you')), computer: list(reached('computer')) });
    fill(this.verdict, why, ' ', how);
    this.root.dataset.winner = loser === 'you' ? 'computer' : 'you';
    this.newGame.focus();
  }

  /** The game so far, for the progress (null when none is being played). */
  saved() {
    if (this.heap === null || !this.info) return null;
    const moves = this.history.map((m) => ({ by: m.by, take: String(m.take) }));
    return {
      a: String(this.info.a),
      delta: String(this.info.delta),
      start: String(this.startHeap),
      first: this.firstTurn(),
      moves,
    };
  }

  save() {
    this.dispatchEvent(new CustomEvent('saved', { detail: this.saved() }));
  }
}

/**
 * Play as a part of the explorer: the number line follows the heap in play (the computer's choice
 * marked while it thinks), hides its values while the panel says so; the game is kept as progress.
 */
export function mount(_context, explorer) {
  const play = new PlayPanel(explorer.t, explorer.life);
  play.addEventListener('heap', (e) => {
    const { heap, start, target } = e.detail;
    const width = explorer.canvas.clientWidth || 600;
    const zoom = Math.min(40, Math.max(width / 2 ** 64, width / (Number(start) + 1)));
    explorer.view.setParams({ x: 0n, zoom });
    explorer.dispatch({ type: 'play-heap', zoom });
    explorer.view.setGuide(heap);
    explorer.view.setMarks(target === undefined ? [] : [{ heap: target, label: `−${play.t.whole(heap - target)}` }]);
  });
  play.addEventListener('hidden', (e) => explorer.view.setHidden(e.detail));
  play.addEventListener('saved', (e) => explorer.remember?.({ play: e.detail }));
  return {
    root: play.root,
    get history() {
      return play.history;
    },
    update() {
      play.root.hidden = false;
      if (play.game !== explorer.game) play.setGame(explorer.game, explorer.info);
      // A game to continue (from "Continue where you left off"), once.
      const saved = explorer.state.playToResume;
      if (saved) explorer.dispatch({ type: 'handed-over', what: 'play' });
      if (saved) play.start(saved);
      else play.render();
    },
    hide() {
      play.stopThinking();
      play.root.hidden = true;
      explorer.view.setHidden(false);
      explorer.view.setMarks([]);
    },
  };
}
