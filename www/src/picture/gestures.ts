// The pointer, the wheel and the keys on the main canvas: drag to pan, pinch and wheel to zoom,
// hover and tap to inspect; on a focused picture, arrows move the cursor (Shift+arrows pan),
// Enter or Space inspect under it, + and − zoom. An embedded picture zooms with the wheel only
// while the pointer stays on it after a click inside (or with Ctrl), and never while its page is
// scrolling. A finger pans on a horizontal drag or after a long press, so that a vertical swipe
// scrolls the page and leaves the picture alone; two fingers pinch to zoom.
import type { Cursor } from './cursor.ts';
import type { ViewParams } from './params.ts';

const WHEEL_RATE = 0.0015;
/** A finger held this long (ms) without moving pans in any direction; a quicker one only sideways. */
const LONG_PRESS = 450;
/** How far (CSS px) a finger moves before its drag counts as a pan or a scroll. */
const SLOP = 8;
/** The page scrolled this recently (ms): the wheel is the page's. */
const SCROLLING = 250;

/**
 * A pointer on the canvas: where it is, how far it has moved, and (a finger) where and when it
 * went down and what its drag is: undecided, a pan of the picture, or the page's scroll.
 */
interface Pointer {
  x: number;
  y: number;
  moved: number;
  readonly touch: boolean;
  readonly down: { readonly x: number; readonly y: number; readonly time: number };
  drag: 'undecided' | 'pan' | 'page';
}

/** What the gestures move and ask: the main picture, or another line that pans and zooms as it does (the spectrum). */
export interface GestureView {
  readonly canvas: HTMLCanvasElement;
  readonly params: Pick<ViewParams, 'view'>;
  readonly cursor: Pick<Cursor, 'step' | 'point'>;
  /** A pointer event's point in CSS px of the canvas. */
  local(e: { readonly clientX: number; readonly clientY: number }): { x: number; y: number };
  /** Tells the owner what is at CSS point `point` (`pinned`: by a click or a key, not hovering). */
  inspectAt(point: { readonly x: number; readonly y: number }, pinned: boolean): void;
  inspectNothing(): void;
  zoomAt(factor: number, cx: number, cy: number): void;
  panBy(dx: number, dy: number): void;
  requestDraw(): void;
  fit(): void;
}

/** Listens on `view`'s canvas; returns the functions that stop listening. */
export function listen(view: GestureView, { wheelNeedsFocus }: { wheelNeedsFocus: boolean }): (() => void)[] {
  const cleanup: (() => void)[] = [];
  const c = view.canvas;
  const on = <K extends keyof HTMLElementEventMap>(
    type: K,
    fn: (e: HTMLElementEventMap[K]) => void,
    opts?: AddEventListenerOptions,
  ): void => {
    c.addEventListener(type, fn, opts);
    cleanup.push(() => c.removeEventListener(type, fn, opts));
  };
  const pointers = new Map<number, Pointer>();
  // False while an embed's wheel must not zoom (until a click inside).
  let armed = !wheelNeedsFocus;
  on('pointerdown', (e) => {
    armed = true;
    c.setPointerCapture(e.pointerId);
    const pt = view.local(e);
    const touch = e.pointerType === 'touch';
    // Where the page may scroll up and down over the picture (an embed), a finger's drag is decided first.
    const shared = touch && getComputedStyle(c).touchAction.includes('pan-y');
    pointers.set(e.pointerId, {
      ...pt,
      moved: 0,
      touch,
      down: { ...pt, time: e.timeStamp },
      drag: shared ? 'undecided' : 'pan',
    });
    // A second finger: a pinch, never the page's scroll.
    if (pointers.size === 2) for (const p of pointers.values()) p.drag = 'pan';
  });
  on('pointermove', (e) => {
    const pt = view.local(e);
    const prev = pointers.get(e.pointerId);
    if (!prev) {
      if (e.pointerType === 'mouse') view.inspectAt(pt, false);
      return;
    }
    if (prev.drag === 'undecided') {
      const [dx, dy] = [pt.x - prev.down.x, pt.y - prev.down.y];
      const held = e.timeStamp - prev.down.time >= LONG_PRESS;
      // Held still long enough, any drag pans; else sideways pans and up or down is the page's.
      if (held) prev.drag = 'pan';
      else if (Math.hypot(dx, dy) >= SLOP) prev.drag = Math.abs(dx) > Math.abs(dy) ? 'pan' : 'page';
    }
    const [a, b] = [...pointers.values()];
    if (pointers.size === 2 && a && b) {
      const other = a === prev ? b : a;
      const before = Math.hypot(prev.x - other.x, prev.y - other.y);
      const after = Math.hypot(pt.x - other.x, pt.y - other.y);
      if (before > 0 && after > 0) view.zoomAt(after / before, (pt.x + other.x) / 2, (pt.y + other.y) / 2);
    } else if (prev.drag === 'pan') {
      view.panBy(pt.x - prev.x, pt.y - prev.y);
      c.classList.add('asg-dragging');
    }
    prev.moved += Math.abs(pt.x - prev.x) + Math.abs(pt.y - prev.y);
    prev.x = pt.x;
    prev.y = pt.y;
  });
  // A finger that pans keeps its moves from the page (which would scroll up or down meanwhile).
  on(
    'touchmove',
    (e) => {
      if (e.cancelable && [...pointers.values()].some((p) => p.touch && p.drag === 'pan')) e.preventDefault();
    },
    { passive: false },
  );
  const end = (e: PointerEvent): void => {
    const prev = pointers.get(e.pointerId);
    pointers.delete(e.pointerId);
    c.classList.remove('asg-dragging');
    if (prev && prev.moved < 5 && e.type === 'pointerup') view.inspectAt(view.local(e), true);
  };
  on('pointerup', end);
  on('pointercancel', end);
  on('pointerleave', (e) => {
    if (e.pointerType === 'mouse' && !pointers.size) view.inspectNothing();
    // The pointer went away: the wheel is the page's again until the next click inside.
    if (wheelNeedsFocus && !pointers.size) armed = false;
  });
  // When the page last scrolled (any scroller of it), for the wheel to leave a scroll going on.
  let scrolled = Number.NEGATIVE_INFINITY;
  const onScroll = (e: Event): void => {
    scrolled = e.timeStamp;
  };
  const page = c.ownerDocument;
  page.addEventListener('scroll', onScroll, { capture: true, passive: true });
  cleanup.push(() => page.removeEventListener('scroll', onScroll, { capture: true }));
  on(
    'wheel',
    (e) => {
      // An embedded explorer never takes the page's scrolling: it zooms only while the pointer
      // stays on it after a click inside (or with Ctrl), and not while the page is scrolling.
      if (wheelNeedsFocus && !e.ctrlKey && (!armed || e.timeStamp - scrolled < SCROLLING)) return;
      e.preventDefault();
      const pt = view.local(e);
      const dy = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      view.zoomAt(Math.exp(-dy * WHEEL_RATE), pt.x, pt.y);
    },
    { passive: false },
  );
  on('blur', () => {
    if (wheelNeedsFocus) armed = false;
  });
  // The cursor's ring shows while the picture has focus.
  on('focus', () => view.requestDraw());
  on('blur', () => view.requestDraw());
  on('keydown', (e) => {
    const w = c.clientWidth || 600;
    const h = c.clientHeight || 300;
    const strip = view.params.view === 'strip';
    const cursor = view.cursor;
    const around = () => cursor.point();
    // Arrows move the cursor (Shift+arrows pan the picture); PageUp and PageDown pan a screen;
    // Enter and Space inspect the heap under the cursor.
    const actions: Readonly<Record<string, () => void>> = {
      ArrowLeft: () => (e.shiftKey ? view.panBy(w / 8, 0) : cursor.step(-1, 0)),
      ArrowRight: () => (e.shiftKey ? view.panBy(-w / 8, 0) : cursor.step(1, 0)),
      ArrowUp: () => (e.shiftKey ? view.panBy(0, h / 8) : cursor.step(0, -1)),
      ArrowDown: () => (e.shiftKey ? view.panBy(0, -h / 8) : cursor.step(0, 1)),
      PageUp: () => (strip ? view.panBy(w * 0.9, 0) : view.panBy(0, h * 0.9)),
      PageDown: () => (strip ? view.panBy(-w * 0.9, 0) : view.panBy(0, -h * 0.9)),
      Enter: () => view.inspectAt(around(), true),
      ' ': () => view.inspectAt(around(), true),
      '+': () => view.zoomAt(1.25, around().x, around().y),
      '=': () => view.zoomAt(1.25, around().x, around().y),
      '-': () => view.zoomAt(0.8, around().x, around().y),
      0: () => view.fit(),
      Home: () => view.fit(),
    };
    const act = actions[e.key];
    if (act && !e.altKey && !e.metaKey && !e.ctrlKey) {
      e.preventDefault();
      act();
    }
  });
  return cleanup;
}
