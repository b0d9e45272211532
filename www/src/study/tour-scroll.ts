// Where the page stands for a tour step: its picture in view beside its text (on a phone, the
// picture stuck above and the step's first lines under it), kept so while the picture still grows.

/**
 * Brings the picture `selector` into view beside the tour `root` (on a wide screen, the step's
 * column still above the explorer's end; on a phone, the first lines of `body` on screen too).
 */
export function scrollToPicture(root: HTMLElement, body: HTMLElement, selector: string): void {
  const target = (root.getRootNode() as ParentNode).querySelector<HTMLElement>(selector);
  if (!target || !root.parentElement || root.parentElement.classList.contains('asg-embedded')) return;
  const view = root.ownerDocument.defaultView;
  if (!view) return;
  // Where the picture is on the page when nothing is stuck to the top (its place in the flow).
  const y = view.scrollY;
  view.scrollTo(0, 0);
  const top = target.getBoundingClientRect().top;
  const beside = root.getBoundingClientRect().left >= target.getBoundingClientRect().right;
  const end = root.parentElement.getBoundingClientRect().bottom - root.offsetHeight - 8;
  // Under a tall picture (a phone), the step's first lines must still be on the screen with it.
  const lines = body.getBoundingClientRect();
  const text = lines.top + Math.min(lines.height, 160) + 8 - view.innerHeight;
  view.scrollTo(0, y);
  const to = beside ? Math.min(top - 4, end) : Math.max(top - 4, text);
  view.scrollTo({ top: Math.max(0, to), behavior: 'instant' });
}

/**
 * Places the step (scrollToPicture) and again each time its picture grows (a view's table or
 * lanes come after the step), until the student scrolls; the observer, to disconnect at the next
 * step, or null.
 */
export function followPicture(root: HTMLElement, body: HTMLElement, selector: string): ResizeObserver | null {
  const view = root.ownerDocument.defaultView;
  const target = (root.getRootNode() as ParentNode).querySelector<HTMLElement>(selector);
  if (!view || !target || typeof ResizeObserver === 'undefined') {
    scrollToPicture(root, body, selector);
    return null;
  }
  let placed: number | null = null;
  const observer = new ResizeObserver(() => {
    if (root.hidden || (placed !== null && Math.abs(view.scrollY - placed) > 2)) {
      observer.disconnect();
      return;
    }
    scrollToPicture(root, body, selector);
    placed = view.scrollY;
  });
  observer.observe(target);
  return observer;
}
