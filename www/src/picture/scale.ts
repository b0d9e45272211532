// An element's scale on screen: CSS zoom and transforms (a slide deck's scale(), a blog's
// `zoom`) change its size on screen but not its own CSS pixels (clientWidth), so a pointer's
// client point and a canvas's device pixels are converted through it.

/** Screen px per CSS px of `el` (1 unscaled), from its border box (offsetWidth) to its rect. */
export function screenScale(el: HTMLElement, rect: DOMRect = el.getBoundingClientRect()): number {
  if (el.offsetWidth > 0 && rect.width > 0) return rect.width / el.offsetWidth;
  // Not laid out yet (no box to compare): the zoom at least, where the browser tells it.
  return el.currentCSSZoom ?? 1;
}

/** A pointer event's point in CSS px of `el`'s content box, whatever zooms or transforms it. */
export function localPoint(el: HTMLElement, e: { readonly clientX: number; readonly clientY: number }) {
  const rect = el.getBoundingClientRect();
  const s = screenScale(el, rect);
  return { x: (e.clientX - rect.left) / s - el.clientLeft, y: (e.clientY - rect.top) / s - el.clientTop };
}

/** Device pixels per CSS px of `el`: a canvas this many times its CSS size is sharp on screen. */
export function devicePixels(el: HTMLElement): number {
  return (window.devicePixelRatio || 1) * screenScale(el);
}
