// The torus that explains one C(k): the a × δ grid of residues (n mod a, n mod δ) drawn by the
// core, cut by each contributing lag j into four rectangles coloured by carry pattern, the areas
// written on them and added up to C(k) below; its terms stepped through one at a time.
import type { Game, Picture, ShiftExplanation, ShiftTerm, TorusCell, TorusFrame } from '../../pkg/asg_full.js';
import type { Lifetime } from '../base/lifetime.ts';
import { cssVar } from '../base/palette.ts';
import { canvasFont } from '../base/theme.ts';
import type { FullCore } from '../core/full.ts';
import type { Translator } from '../text/i18n.ts';
import { surface } from './surface.ts';

/** The most CSS pixels a cell takes, and the torus's height at most. */
const MAX_CELL = 28;
const MAX_HEIGHT = 340;

/** The carry patterns (e₁, e₂) of the four rectangles, in the order of `ShiftTerm.areas`. */
export const CARRIES: readonly (readonly [0 | 1, 0 | 1])[] = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
];

/** The torus of one shift: its canvas, drawn by the core for the game, k and term in focus. */
export class TorusPicture {
  readonly ctx: CanvasRenderingContext2D;
  game: Game | null = null;
  core: FullCore | null = null;
  why: ShiftExplanation | null = null;
  /** The term in focus (its cuts drawn across, its four areas written), or null for all. */
  focus: number | null = null;
  private picture: Picture | null = null;
  /** Draws at the next frame, once however often asked before it. */
  readonly requestDraw: () => void;
  private draws = 0;

  /**
   * `current(game)`: whether `game` is still the one on show. A game that is not may have been
   * freed (another game came) before a frame asked for draws it; then nothing is drawn, and the
   * spectrum shows the torus again for the game that came.
   */
  constructor(
    readonly canvas: HTMLCanvasElement,
    private readonly life: Lifetime,
    private readonly t: Translator,
    private readonly current: (game: Game) => boolean,
  ) {
    this.requestDraw = life.coalesce(() => this.draw());
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('the torus needs a 2D canvas');
    this.ctx = ctx;
    life.own(new ResizeObserver(() => this.requestDraw())).observe(canvas.parentElement ?? canvas);
  }

  /** Shows `why` (C(k) of `game` explained), with term `focus` in focus. */
  show(core: FullCore, game: Game, why: ShiftExplanation, focus: number | null): void {
    if (core !== this.core) {
      this.picture?.free();
      this.picture = null;
    }
    this.core = core;
    this.game = game;
    this.why = why;
    this.focus = focus;
    this.requestDraw();
  }

  /** CSS pixels a cell: the torus fits the width and a height of its own. */
  cellSize(): number {
    const why = this.why;
    if (!why) return 1;
    const width = this.canvas.parentElement?.clientWidth || 600;
    return Math.min(MAX_CELL, width / Number(why.delta), MAX_HEIGHT / Number(why.a));
  }

  /** The frame the core draws and reads: device pixels a cell, from cell (0, 0). */
  frame(dpr: number): TorusFrame {
    return { cell: this.cellSize() * dpr, column: 0, row: 0 };
  }

  /** Draws now: the core's cells, then the areas of the term in focus on its four rectangles. */
  draw(): void {
    const { why, core, game } = this;
    if (!why || !core || !game || this.life.ended || !this.current(game)) return;
    const dpr = window.devicePixelRatio || 1;
    const cell = this.cellSize();
    const [cssW, cssH] = [
      Math.max(1, Math.ceil(cell * Number(why.delta))),
      Math.max(1, Math.ceil(cell * Number(why.a))),
    ];
    this.canvas.style.width = `${cssW}px`;
    this.canvas.style.height = `${cssH}px`;
    const [w, h] = [Math.round(cssW * dpr), Math.round(cssH * dpr)];
    // Cells no term colours are the panel's background; the cuts are drawn in the ink.
    this.picture = surface(this.canvas, core, this.picture, { w, h, line: '--asg-ink', fallback: '#000000' });
    this.picture.drawTorus(game, why.k, this.frame(dpr), this.focus ?? undefined);
    this.picture.show(this.ctx);
    const term = this.focus === null ? undefined : why.terms[this.focus];
    if (term) this.writeAreas(term, cell * dpr, dpr);
    this.draws++;
    this.canvas.dataset.draws = String(this.draws);
  }

  /** The four areas of `term`'s rectangles, each in its middle where it fits; the contributing one in bold. */
  private writeAreas(term: ShiftTerm, cell: number, dpr: number): void {
    const why = this.why;
    if (!why) return;
    const ctx = this.ctx;
    const [cutA, cutD] = [Number(term.cut[0]), Number(term.cut[1])];
    const rows = [
      [0, cutA],
      [cutA, Number(why.a)],
    ] as const;
    const cols = [
      [0, cutD],
      [cutD, Number(why.delta)],
    ] as const;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    CARRIES.forEach(([e1, e2], i) => {
      const [r0, r1] = rows[e1];
      const [c0, c1] = cols[e2];
      const area = term.areas[i] ?? 0n;
      if (r1 <= r0 || c1 <= c0) return;
      const bold = e1 === term.e1 && e2 === term.e2;
      const text = this.t.whole(area);
      ctx.font = canvasFont(12 * dpr, bold ? 700 : '', this.t.lang);
      const m = ctx.measureText(text).width + 6 * dpr;
      const [x, y] = [((c0 + c1) / 2) * cell, ((r0 + r1) / 2) * cell];
      if (m > (c1 - c0) * cell || 16 * dpr > (r1 - r0) * cell) return;
      ctx.fillStyle = cssVar(this.canvas, '--asg-label-bg', '#fff');
      ctx.fillRect(x - m / 2, y - 8 * dpr, m, 16 * dpr);
      ctx.fillStyle = cssVar(this.canvas, '--asg-ink', '#000');
      ctx.fillText(text, x, y + 0.5);
    });
    ctx.textAlign = 'start';
  }

  /** The cell under CSS point (x, y) of the canvas, by the core; null off the torus. */
  cellAt(x: number, y: number): TorusCell | null {
    const game = this.game;
    if (!game || !this.why) return null;
    const dpr = window.devicePixelRatio || 1;
    return game.torusCellAt(this.frame(dpr), x * dpr, y * dpr);
  }

  destroy(): void {
    this.picture?.free();
    this.picture = null;
  }
}
