// Lines drawn on the canvases as paths, for SVG: while an export records, stroke() and
// strokeRect() on the recorded canvases draw nothing and are kept instead as path data in canvas
// pixels, with their colour, width, dashes, opacity and clip. A path SVG's arcs cannot say (a
// curve, or a transform that skews) is drawn as usual and stays in the pixels.
// @ts-nocheck

const TAU = 2 * Math.PI;

/** The scale of a transform that only turns, scales alike in x and y, and moves; 0 for any other. */
function similarity(m) {
  return m.a === m.d && m.b === -m.c ? Math.hypot(m.a, m.b) : 0;
}

/**
 * Records the strokes of `canvases` until `stop()`: `strokes.get(canvas)` is a list of
 * { d, colour, width, dash, dashOffset, alpha, cap, join, clips: [d, …] } in drawing order.
 */
export function recordStrokes(canvases) {
  const strokes = new Map(canvases.map((c) => [c, []]));
  const states = new WeakMap();
  const proto = CanvasRenderingContext2D.prototype;
  const original = {};
  const state = (ctx) => {
    if (!strokes.has(ctx.canvas)) return null;
    if (!states.has(ctx)) states.set(ctx, { d: [], at: null, start: null, ok: true, clips: [], saved: [] });
    return states.get(ctx);
  };
  const fmt = (v) => String(Math.round(v * 100) / 100);
  const point = (ctx, x, y) => {
    const m = ctx.getTransform();
    return [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
  };
  /** Patches `name`: `before(state, ...args)` runs for recorded canvases, then the original. */
  const patch = (name, before) => {
    original[name] = proto[name];
    proto[name] = function (...args) {
      const s = state(this);
      if (s && before(s, this, ...args) === 'drawn') return;
      return original[name].apply(this, args);
    };
  };
  const move = (s, p) => {
    s.d.push(`M${fmt(p[0])} ${fmt(p[1])}`);
    [s.at, s.start] = [p, p];
  };
  const line = (s, p) => {
    if (!s.at) return move(s, p);
    s.d.push(`L${fmt(p[0])} ${fmt(p[1])}`);
    s.at = p;
  };
  const ellipse = (s, ctx, x, y, rx, ry, rotation, from, to, ccw = false) => {
    const m = ctx.getTransform();
    const k = similarity(m);
    if (!k) {
      s.ok = false;
      return;
    }
    let sweep = to - from;
    const full = ccw ? -sweep >= TAU : sweep >= TAU;
    if (!full) sweep = ccw ? -(((-sweep % TAU) + TAU) % TAU || 0) : ((sweep % TAU) + TAU) % TAU;
    const at = (t) => {
      const [ex, ey] = [rx * Math.cos(t), ry * Math.sin(t)];
      const [c, sn] = [Math.cos(rotation), Math.sin(rotation)];
      return point(ctx, x + ex * c - ey * sn, y + ex * sn + ey * c);
    };
    const turn = ((rotation + Math.atan2(m.b, m.a)) * 180) / Math.PI;
    const arc = (t, large, clockwise) => {
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
  const rectPath = (ctx, x, y, w, h) => {
    const ps = [point(ctx, x, y), point(ctx, x + w, y), point(ctx, x + w, y + h), point(ctx, x, y + h)];
    return `${ps.map((p, i) => `${i ? 'L' : 'M'}${fmt(p[0])} ${fmt(p[1])}`).join('')}Z`;
  };
  /** Keeps a stroke of path data `d` (true), or says it must be drawn (false). */
  const keep = (s, ctx, d) => {
    const k = similarity(ctx.getTransform());
    if (!k || !s.ok || typeof ctx.strokeStyle !== 'string' || !d) return false;
    strokes.get(ctx.canvas).push({
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
  patch('moveTo', (s, ctx, x, y) => move(s, point(ctx, x, y)));
  patch('lineTo', (s, ctx, x, y) => line(s, point(ctx, x, y)));
  patch('closePath', (s) => {
    if (!s.at) return;
    s.d.push('Z');
    s.at = s.start;
  });
  patch('rect', (s, ctx, x, y, w, h) => {
    s.d.push(rectPath(ctx, x, y, w, h));
    s.at = s.start = point(ctx, x, y);
  });
  patch('arc', (s, ctx, x, y, r, from, to, ccw) => ellipse(s, ctx, x, y, r, r, 0, from, to, ccw));
  patch('ellipse', (s, ctx, ...args) => ellipse(s, ctx, ...args));
  for (const name of ['arcTo', 'bezierCurveTo', 'quadraticCurveTo', 'roundRect'])
    if (proto[name])
      patch(name, (s) => {
        s.ok = false;
      });
  patch('stroke', (s, ctx, path) => (path === undefined && keep(s, ctx, s.d.join('')) ? 'drawn' : undefined));
  patch('strokeRect', (s, ctx, x, y, w, h) => (keep(s, ctx, rectPath(ctx, x, y, w, h)) ? 'drawn' : undefined));
  patch('clip', (s, _ctx, path) => {
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
      Object.assign(proto, original);
    },
  };
}
