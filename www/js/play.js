// Playing the game against the computer: the computer moves to a P-position whenever there is
// one (and so wins every game that can be won), otherwise it makes a random legal move.
import { el, fill } from './dom.js';
import { formatWhole } from './format.js';
import { msg } from './languages.js';
import { parseWhole } from './state.js';

/**
 * The computer's move from `heap`: `{ take, to, value }`, or null when no move is legal.
 * `options` are the game's (from `game.explain(heap).options`); `random` is in [0, 1).
 */
export function computerMove(options, random = Math.random()) {
  if (!options.length) return null;
  const winning = options.filter((o) => o.value === 0);
  const pool = winning.length ? winning : options;
  const o = pool[Math.min(pool.length - 1, Math.floor(random * pool.length))];
  return { take: o.move, to: o.to, value: o.value };
}

/**
 * Plays a whole game between the computer and a random mover (for checking the strategy):
 * returns { winner: 'computer' | 'other', moves: [{ by, take, from, to }] }.
 */
export function playOut(game, heap, computerFirst, random = Math.random) {
  const moves = [];
  let turn = computerFirst ? 'computer' : 'other';
  let h = BigInt(heap);
  for (;;) {
    const options = game.explain(h).options;
    if (!options.length) return { winner: turn === 'computer' ? 'other' : 'computer', moves };
    const m = turn === 'computer' ? computerMove(options, random()) : options[Math.floor(random() * options.length)];
    const take = m.take ?? m.move;
    moves.push({ by: turn, take, from: h, to: h - take });
    h -= take;
    turn = turn === 'computer' ? 'other' : 'computer';
  }
}

/** The play panel: choose a heap and who starts, then take turns with the computer. */
export class PlayPanel extends EventTarget {
  /** `t`: the translator. */
  constructor(t) {
    super();
    this.t = t;
    this.heapInput = el('input', {
      type: 'text',
      inputmode: 'numeric',
      name: 'heap',
      value: '40',
      'aria-label': t('play-heap-label'),
    });
    this.first = el(
      'select',
      { name: 'first', 'aria-label': t('play-first-label') },
      el('option', { value: 'you' }, t('play-you-start')),
      el('option', { value: 'computer' }, t('play-computer-starts')),
    );
    this.hints = el('input', { type: 'checkbox', name: 'hints' });
    this.message = el('div', { class: 'asg-error', role: 'alert' });
    this.current = el('p', { class: 'asg-play-heap', 'aria-live': 'polite' });
    this.buttons = el('div', { class: 'asg-play-moves', role: 'group', 'aria-label': t('play-moves-label') });
    this.log = el('ol', { class: 'asg-play-log' });
    this.verdict = el('p', { class: 'asg-play-verdict', role: 'status' });
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
        el('button', { type: 'button', class: 'asg-primary', onclick: () => this.start() }, t('play-new')),
      ),
      this.message,
      this.current,
      this.buttons,
      this.verdict,
      this.log,
    );
    this.hints.addEventListener('change', () => this.render());
    this.heapInput.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') this.start();
    });
    this.game = null;
    this.heap = null;
  }

  setGame(game, info) {
    this.game = game;
    this.info = info;
    this.heap = null;
    fill(this.log);
    fill(this.verdict);
    this.render();
  }

  /** Starts a game from the heap in the box. */
  start() {
    const heap = parseWhole(this.heapInput.value, msg('label-heap'));
    if (heap.error) {
      fill(this.message, this.t.nodes(heap.error));
      return;
    }
    fill(this.message);
    this.heap = heap.value;
    this.startHeap = this.heap;
    this.pPositions = [];
    fill(this.log);
    fill(this.verdict);
    this.turn = this.first.value === 'computer' ? 'computer' : 'you';
    this.render();
    if (this.turn === 'computer') this.computerTurn();
  }

  options() {
    return this.game.explain(this.heap).options;
  }

  record(by, take, from, to, value) {
    if (value === 0) this.pPositions.push({ by, to });
    const id = by === 'you' ? 'play-log-you' : 'play-log-computer';
    this.log.append(el('li', { 'data-by': by }, this.t(id, { from, take, to, value })));
    this.dispatchEvent(new CustomEvent('heap', { detail: { heap: to, start: this.startHeap } }));
  }

  move(take) {
    if (this.heap === null || this.turn !== 'you' || take > this.heap) return;
    const o = this.options().find((x) => x.move === take);
    if (!o) return;
    const from = this.heap;
    this.heap = o.to;
    this.record('you', take, from, o.to, o.value);
    this.turn = 'computer';
    this.render();
    this.computerTurn();
  }

  computerTurn() {
    const m = computerMove(this.options());
    if (!m) {
      this.render();
      return;
    }
    const from = this.heap;
    this.heap = m.to;
    this.record('computer', m.take, from, m.to, m.value);
    this.turn = 'you';
    this.render();
  }

  render() {
    const t = this.t;
    if (!this.game) return;
    fill(this.buttons);
    if (this.heap === null) {
      fill(this.current, t('play-choose'));
      return;
    }
    const options = this.options();
    const value = this.game.value(this.heap);
    fill(this.current, t(this.hints.checked ? 'play-heap-hint' : 'play-heap-now', { heap: this.heap, value }));
    if (!options.length) {
      this.finish();
      return;
    }
    for (const s of this.game.moves) {
      const o = options.find((x) => x.move === s);
      const text =
        o && this.hints.checked
          ? t('play-take-hint', { take: s, to: o.to, value: o.value })
          : t('play-take', { take: s });
      this.buttons.append(
        el(
          'button',
          { type: 'button', disabled: !o || this.turn !== 'you', 'data-move': s, onclick: () => this.move(s) },
          text,
        ),
      );
    }
  }

  finish() {
    const t = this.t;
    const loser = this.turn;
    const reached = (by) => this.pPositions.filter((p) => p.by === by).map((p) => formatWhole(p.to));
    const list = (xs) => (xs.length ? t.list(xs) : t('play-none'));
    const why = t(loser === 'you' ? 'play-you-lose' : 'play-you-win', { heap: this.heap });
    const how = t('play-why', { you: list(reached('you')), computer: list(reached('computer')) });
    fill(this.verdict, why, ' ', how);
    this.root.dataset.winner = loser === 'you' ? 'computer' : 'you';
  }
}

/** Play as a part of the explorer: the number line follows the heap in play. */
export function mount(explorer) {
  const play = new PlayPanel(explorer.t);
  play.addEventListener('heap', (e) => {
    const { heap, start } = e.detail;
    const width = explorer.canvas.clientWidth || 600;
    const zoom = Math.min(40, Math.max(width / 2 ** 64, width / (Number(start) + 1)));
    explorer.view.setParams({ x: 0n, zoom });
    explorer.dispatch({ type: 'play-heap', zoom });
    explorer.view.setGuide(heap);
  });
  return {
    root: play.root,
    update() {
      play.root.hidden = false;
      if (play.game !== explorer.game) play.setGame(explorer.game, explorer.info);
    },
    hide() {
      play.root.hidden = true;
    },
  };
}
