// Lines drawn on the canvases as paths, for SVG: while an export records, stroke() and
// strokeRect() on the recorded canvases draw nothing and are kept instead as path data in canvas
// pixels, with their colour, width, dashes, opacity and clip. A path SVG's arcs cannot say (a
// curve, or a transform that skews) is drawn as usual and stays in the pixels.

const TAU = 2 * Math.PI;

/** A line drawn, as SVG path data in canvas pixels, with its colour, width, dashes, opacity, ends, joins and clips. */
export interface Stroke {
  readonly d: string;
  readonly colour: string;
  readonly width: number;
  readonly dash: readonly number[];
  readonly dashOffset: number;
  readonly alpha: number;
  readonly cap: CanvasLineCap;
  readonly join: CanvasLineJoin;
  /** The path data of each clip it is under, outermost first. */
  readonly clips: readonly string[];
}

/** What is recorded of strokes while they are: by canvas, and `stop()` to draw as usual again. */
export interface StrokeRecorder {
  readonly strokes: Map<HTMLCanvasElement, Stroke[]>;
  stop(): void;
}

/** A point in canvas pixels. */
type Point = readonly [number, number];

/** The path being made on a context: its data so far, where it is, whether SVG can say it, its clips. */
interface PathState {
  d: string[];
  at: Point | null;
  start: Point | null;
  ok: boolean;
  clips: string[];
  saved: string[][];
}

/** The scale of a transform that only turns, scales alike in x and y, and moves; 0 for any other. */
function similarity(m: DOMMatrix): number {
  return m.a === m.d && m.b === -m.c ? Math.hypot(m.a, m.b) : 0;
}

/** Records the strokes of `canvases` until `stop()`, each canvas's in drawing order. */
export function recordStrokes(canvases: readonly HTMLCanvasElement[]): StrokeRecorder {
  const strokes = new Map<HTMLCanvasElement, Stroke[]>(canvases.map((c) => [c, []]));
  const states = new WeakMap<CanvasRenderingContext2D, PathState>();
  const proto = CanvasRenderingContext2D.prototype;
  const original = new Map<string, unknown>();
  const state = (ctx: CanvasRenderingContext2D): PathState | null => {
    if (!strokes.has(ctx.canvas)) return null;
    let s = states.get(ctx);
    if (!s) {
      s = { d: [], at: null, start: null, ok: true, clips: [], saved: [] };
      states.set(ctx, s);
    }
    return s;
  };
  const fmt = (v: number): string => String(Math.round(v * 100) / 100);
  const point = (ctx: CanvasRenderingContext2D, x: number, y: number): Point => {
    const m = ctx.getTransform();
    return [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
  };
  /**
   * Patches method `name`: `before(state, ctx, ...args)` runs for recorded canvases, then the
   * original, unless `before` says the stroke is kept instead ('drawn').
   */
  const patch = <A extends unknown[]>(
    name: keyof CanvasRenderingContext2D,
    before: (s: PathState, ctx: CanvasRenderingContext2D, ...args: A) => unknown,
  ): void => {
    const method: unknown = Reflect.get(proto, name);
    if (typeof method !== 'function') return;
    original.set(name, method);
    Reflect.set(proto, name, function (this: CanvasRenderingContext2D, ...args: A): unknown {
      const s = state(this);
      if (s && before(s, this, ...args) === 'drawn') return undefined;
      return Reflect.apply(method, this, args);
    });
  };
  const move = (s: PathState, p: Point): void => {
    s.d.push(`M${fmt(p[0])} ${fmt(p[1])}`);
    [s.at, s.start] = [p, p];
  };
  const line = (s: PathState, p: Point): void => {
    if (!s.at) {
      move(s, p);
      return;
    }
    s.d.push(`L${fmt(p[0])} ${fmt(p[1])}`);
    s.at = p;
  };
  const ellipse = (
    s: PathState,
    ctx: CanvasRenderingContext2D,
    x: number,
    y: number,
    rx: number,
    ry: number,
    rotation: number,
    from: number,
    to: number,
    ccw = false,
  ): void => {
    const m = ctx.getTransform();
    const k = similarity(m);
    if (!k) {
      s.ok = false;
      return;
    }
    let sweep = to - from;
    const full = ccw ? -sweep >= TAU : sweep >= TAU;
    if (!full) sweep = ccw ? -(((-sweep % TAU) + TAU) % TAU || 0) : ((sweep % TAU) + TAU) % TAU;
    const at = (t: number): Point => {
      const [ex, ey] = [rx * Math.cos(t), ry * Math.sin(t)];
      const [c, sn] = [Math.cos(rotation), Math.sin(rotation)];
      return point(ctx, x + ex * c - ey * sn, y + ex * sn + ey * c);
    };
    const turn = ((rotation + Math.atan2(m.b, m.a)) * 180) / Math.PI;
    const arc = (t: number, large: 0 | 1, clockwise: 0 | 1): void => {
      const p = at(t);
      s.d.push(`A${fmt(rx * k)} ${fmt(ry * k)} ${fmt(turn)} ${large} ${clockwise} ${fmt(p[0])} ${fmt(p[1])}`);
      s.at = p;
    };
    line(s, at(from));
    if (full) {
      const dir = ccw ? -1 : 1;
      arc(from + dir * Math.PI, 0, ccw ? 0 : 1);
      arc(from + dir * TAU, 0, ccw ? 0 : 1);
    } else if (sweep) arc(from + sweep, Math.abs(sweep) > Math.PI ? 1 : 0, sweep > 0 ? 1 : 0);
  };
  const rectPath = (ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number): string => {
    const ps = [point(ctx, x, y), point(ctx, x + w, y), point(ctx, x + w, y + h), point(ctx, x, y + h)];
    return `${ps.map((p, i) => `${i ? 'L' : 'M'}${fmt(p[0])} ${fmt(p[1])}`).join('')}Z`;
  };
  /** Keeps a stroke of path data `d` (true), or says it must be drawn (false). */
  const keep = (s: PathState, ctx: CanvasRenderingContext2D, d: string): boolean => {
    const k = similarity(ctx.getTransform());
    const list = strokes.get(ctx.canvas);
    if (!k || !s.ok || typeof ctx.strokeStyle !== 'string' || !d || !list) return false;
    list.push({
      d,
      colour: ctx.strokeStyle,
      width: ctx.lineWidth * k,
      dash: ctx.getLineDash().map((v) => v * k),
      dashOffset: ctx.lineDashOffset * k,
      alpha: ctx.globalAlpha,
      cap: ctx.lineCap,
      join: ctx.lineJoin,
      clips: [...s.clips],
    });
    return true;
  };
  patch('beginPath', (s) => {
    [s.d, s.at, s.start, s.ok] = [[], null, null, true];
  });
  patch('moveTo', (s, ctx, x: number, y: number) => move(s, point(ctx, x, y)));
  patch('lineTo', (s, ctx, x: number, y: number) => line(s, point(ctx, x, y)));
  patch('closePath', (s) => {
    if (!s.at) return;
    s.d.push('Z');
    s.at = s.start;
  });
  patch('rect', (s, ctx, x: number, y: number, w: number, h: number) => {
    s.d.push(rectPath(ctx, x, y, w, h));
    s.at = s.start = point(ctx, x, y);
  });
  patch('arc', (s, ctx, x: number, y: number, r: number, from: number, to: number, ccw?: boolean) =>
    ellipse(s, ctx, x, y, r, r, 0, from, to, ccw),
  );
  patch('ellipse', (s, ctx, ...args: Parameters<CanvasRenderingContext2D['ellipse']>) => ellipse(s, ctx, ...args));
  // Curves SVG's arcs cannot say: the path is drawn as usual (a browser without one has nothing to patch).
  for (const name of ['arcTo', 'bezierCurveTo', 'quadraticCurveTo', 'roundRect'] as const)
    patch(name, (s) => {
      s.ok = false;
    });
  patch('stroke', (s, ctx, path?: Path2D) => (path === undefined && keep(s, ctx, s.d.join('')) ? 'drawn' : undefined));
  patch('strokeRect', (s, ctx, x: number, y: number, w: number, h: number) =>
    keep(s, ctx, rectPath(ctx, x, y, w, h)) ? 'drawn' : undefined,
  );
  patch('clip', (s, _ctx, path?: Path2D | CanvasFillRule) => {
    // (A Path2D's clip cannot be read: strokes under it keep the clips before it.)
    if (path === undefined || typeof path === 'string') s.clips = [...s.clips, s.d.join('')];
  });
  patch('save', (s) => {
    s.saved.push([...s.clips]);
  });
  patch('restore', (s) => {
    s.clips = s.saved.pop() ?? [];
  });
  return {
    strokes,
    stop() {
      for (const [name, method] of original) Reflect.set(proto, name, method);
    },
  };
}
