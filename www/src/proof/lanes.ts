// The proof's lanes under the number line, sharing its pan and zoom: the gaps between
// P-positions coloured by type, and the collision windows as arcs. The core says what is in
// the frame and where (its pixels are the number line's); zoomed out, each pixel column shows
// exact counts.
import type { StripFrame } from '../../pkg/asg_full.js';
import { cssVar } from '../base/palette.ts';
import { canvasFont } from '../base/theme.ts';
import { GAP_KINDS, gapKindFormula } from '../text/codes.ts';
import { describeError } from '../text/errors.ts';
import type { Translator } from '../text/i18n.ts';
import {
  type FullGameOnShow,
  type LaneCanvas,
  type LaneDrawing,
  type LaneItem,
  type LineFrame,
  stripFrameOf,
  type WindowItem,
} from './lane-frame.ts';
import { drawGapCounts, drawGaps } from './lane-gaps.ts';
import { drawWindowCounts, drawWindows } from './lane-windows.ts';

/** Below this many CSS pixels per heap, a lane shows exact counts per pixel column instead of
 * single gaps and arcs (which would be thinner than a pixel, and too many to draw in a frame). */
const DETAIL_ZOOM = 0.5;

/** What a lane shows: `gaps` (also under the residues) or `collisions`. */
export type LaneKind = 'gaps' | 'collisions';

/** The heap under the pointer in a lane, the words for what is there, and where the pointer is (client pixels). */
export interface LanePointer {
  readonly heap: bigint;
  readonly text: string | undefined;
  readonly x: number;
  readonly y: number;
}

/** What a lane tells: the heap pointed at (null: none), and an (a+1)-gap clicked (its index). */
export interface LaneHandlers {
  inspect(pointer: LanePointer | null): void;
  choose(gap: bigint): void;
}

/** One lane canvas, drawn for each frame of the number line. */
export class Lane implements LaneCanvas {
  readonly canvas: HTMLCanvasElement;
  readonly ctx: CanvasRenderingContext2D;
  readonly t: Translator;
  kind: LaneKind;
  /** The shift k of the windows drawn (null: δ). */
  shift: bigint | null = null;
  /** A residue whose (a+1)-gaps and windows are marked, or null. */
  residue: bigint | null = null;
  /** The window under the pointer, drawn in the focus colour. */
  hot: WindowItem | null = null;
  /** What the last drawing put where. */
  items: LaneItem[] = [];
  private shown: FullGameOnShow | null = null;
  private frame: LineFrame | null = null;
  private view: StripFrame | null = null;
  private draws = 0;

  /** `t`: the translator, for the lane's labels and tips; `on`: what it tells. */
  constructor(canvas: HTMLCanvasElement, kind: LaneKind, t: Translator, on: LaneHandlers) {
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('a lane needs a 2D canvas');
    this.canvas = canvas;
    this.ctx = ctx;
    this.kind = kind;
    this.t = t;
    canvas.addEventListener('pointermove', (e) => this.hover(e, on));
    canvas.addEventListener('pointerleave', () => {
      this.hot = null;
      on.inspect(null);
    });
    canvas.addEventListener('click', (e) => {
      const it = this.itemAt(e);
      if (it?.type === 'gap' && it.kind === 1) on.choose(it.n);
    });
  }

  /** Shows the full core's game for (a, δ), with its `additive()` facts. */
  setGame(shown: FullGameOnShow): void {
    this.shown = shown;
    this.redraw();
  }

  /** Draws for a frame of the number line. */
  draw(frame: LineFrame): void {
    this.frame = frame;
    this.redraw();
  }

  /** Draws again for the last frame (nothing before a frame and a game). */
  redraw(): void {
    const f = this.frame;
    const shown = this.shown;
    if (!f || !shown) return;
    const dpr = f.dpr;
    const w = Math.round(this.canvas.clientWidth * dpr);
    const h = Math.round(this.canvas.clientHeight * dpr);
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
    }
    const ctx = this.ctx;
    ctx.fillStyle = cssVar(this.canvas, '--asg-bg', '#fff');
    ctx.fillRect(0, 0, w, h);
    this.items = [];
    this.canvas.dataset.chosen = '';
    // The frame as the core takes it: the left edge, heaps per device pixel, device columns.
    const view = stripFrameOf(f, Math.max(1, w));
    this.view = view;
    const drawing: LaneDrawing = { ...shown, lane: this, frame: f, view, dpr };
    try {
      const detail = f.zoom >= DETAIL_ZOOM;
      if (this.kind === 'gaps') {
        if (detail) drawGaps(drawing);
        else drawGapCounts(drawing);
      } else if (detail) drawWindows(drawing);
      else drawWindowCounts(drawing);
    } catch (e) {
      ctx.fillStyle = cssVar(this.canvas, '--asg-error', '#b00');
      ctx.font = canvasFont(12 * dpr, '', this.t.lang);
      ctx.fillText(this.t(describeError(e)), 8 * dpr, 20 * dpr);
    }
    if (f.guide !== null) {
      // The guide heap's middle, at the pixels the core gives it (those of the number line).
      const [x0 = 0, x1 = 0] = shown.core.stripPixelsOf(view, f.guide);
      ctx.fillStyle = cssVar(this.canvas, '--asg-ink', '#000');
      ctx.fillRect(Math.round((x0 + x1) / 2), 0, Math.max(1, dpr), h);
    }
    // How many times the lane has been drawn with a game: tests wait for it, since a canvas
    // has a size before the full core has loaded and anything is drawn on it.
    this.draws += 1;
    this.canvas.dataset.draws = String(this.draws);
  }

  /** The colour of each gap kind, in the order of GAP_KINDS. */
  gapColours(): string[] {
    return GAP_KINDS.map((k) => cssVar(this.canvas, `--asg-gap${k}`, '#888'));
  }

  label(text: string, x: number, y: number, colour: string): void {
    const ctx = this.ctx;
    ctx.fillStyle = colour;
    ctx.fillText(text, x, y);
  }

  // ---------- pointer ----------

  /** The heap under the pointer, by the core, or null. */
  private heapAt(e: PointerEvent): bigint | null {
    if (!this.frame || !this.view || !this.shown) return null;
    const r = this.canvas.getBoundingClientRect();
    const px = Math.min(Math.max(0, (e.clientX - r.left) * this.frame.dpr), this.view.columns - 1);
    return this.shown.core.stripHeapsAt(this.view, px)?.lo ?? null;
  }

  private itemAt(e: MouseEvent): LaneItem | null {
    const r = this.canvas.getBoundingClientRect();
    const x = (e.clientX - r.left) * (this.frame?.dpr ?? 1);
    // Windows: the innermost arc over the point; gaps: the bar under it.
    const hits = this.items.filter((it) => it.x0 <= x && x <= Math.max(it.x1, it.x0 + 1));
    let best: LaneItem | null = null;
    for (const it of hits) if (!best || it.x1 - it.x0 < best.x1 - best.x0) best = it;
    return best;
  }

  private hover(e: PointerEvent, on: LaneHandlers): void {
    const heap = this.heapAt(e);
    const it = this.itemAt(e);
    const hot = it?.type === 'window' ? it : null;
    if ((hot?.m ?? null) !== (this.hot?.m ?? null)) {
      this.hot = hot;
      this.redraw();
    }
    on.inspect(heap === null ? null : { heap, text: this.tipOf(it), x: e.clientX, y: e.clientY });
  }

  /** The words for a gap or window under the pointer. */
  private tipOf(it: LaneItem | null): string | undefined {
    if (it?.type === 'gap') {
      const r = it.kind === 1 ? this.shown?.game.residueOfGap(it.n) : undefined;
      const kind = gapKindFormula(it.kind) ?? this.t('gap-other');
      const gap = { n: sub(it.n), length: it.length, kind, from: it.from };
      return r === undefined ? this.t('lane-gap-tip', gap) : this.t('lane-gap-residue-tip', { ...gap, r });
    }
    if (it?.type === 'window') {
      const [m, n, last] = [sub(it.m), sub(it.n), sub(it.n - 1n)];
      return this.t('lane-window-tip', { m, n, last, lower: it.lower, upper: it.upper });
    }
    return undefined;
  }
}

const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';
/** n as subscript digits, for w₁₂ and g₇. */
export function sub(n: bigint | number): string {
  return String(n).replace(/\d/g, (d) => SUBSCRIPTS.charAt(Number(d)));
}
