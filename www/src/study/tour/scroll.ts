// Where the page stands for a tour step: its picture in view beside its text (on a phone, the
// picture stuck above and the step's first lines under it), kept so while the picture still
// mounts or grows, until the student scrolls for themselves.

/**
 * Brings the picture `selector` into view beside the tour `root` (on a wide screen, the step's
 * column still above the explorer's end; on a phone, the first lines of `body` on screen too).
 */
export function scrollToPicture(root: HTMLElement, body: HTMLElement, selector: string): void {
  const target = (root.getRootNode() as ParentNode).querySelector<HTMLElement>(selector);
  // The explorer (on the site the tour stands in its panel, in an embed at its top).
  const explorer = root.parentElement?.closest<HTMLElement>('.asg');
  if (!target || !explorer || explorer.classList.contains('asg-embedded')) return;
  const view = root.ownerDocument.defaultView;
  if (!view) return;
  // Where the picture is on the page when nothing is stuck to the top (its place in the flow).
  const y = view.scrollY;
  view.scrollTo(0, 0);
  const top = target.getBoundingClientRect().top;
  const beside = root.getBoundingClientRect().left >= target.getBoundingClientRect().right;
  const end = explorer.getBoundingClientRect().bottom - root.offsetHeight - 8;
  // Under a tall picture (a phone), the step's first lines must still be on the screen with it.
  const lines = body.getBoundingClientRect();
  const text = lines.top + Math.min(lines.height, 160) + 8 - view.innerHeight;
  view.scrollTo(0, y);
  // A picture under the one stuck at the top (practice's question under the number line) goes
  // below it, not behind it: the page's scroll padding is the stuck picture's height.
  const stuck =
    view.getComputedStyle(target).position === 'sticky'
      ? 0
      : Number.parseFloat(view.getComputedStyle(root.ownerDocument.documentElement).scrollPaddingTop) || 0;
  const to = beside ? Math.min(top - 4, end) : Math.max(top - 4 - stuck, text);
  view.scrollTo({ top: Math.max(0, to), behavior: 'instant' });
}

/** A step's following of its picture, ended at the next step (or by the student). */
export interface Following {
  disconnect(): void;
}

/** What the student does to scroll for themselves: from then on the page stays where they put it. */
const OWN_SCROLL = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * Places the step (scrollToPicture) and again each time the explorer or the step's picture
 * changes size, until the student scrolls, taps or types: a picture whose part mounts after the
 * step (its module loads on demand), grows when its count ends, or a caption above the text that
 * changes, never leaves the step's text off the screen. A scroll the page made itself (a clamp at
 * the document's end, the placement's own) does not end it.
 */
export function followPicture(root: HTMLElement, body: HTMLElement, selector: string): Following {
  const view = root.ownerDocument.defaultView;
  const host = root.parentElement?.closest<HTMLElement>('.asg');
  if (!view || !host || typeof ResizeObserver === 'undefined') {
    scrollToPicture(root, body, selector);
    return { disconnect() {} };
  }
  const events = new AbortController();
  let watched: Element | null = null;
  const stop = (): void => {
    observer.disconnect();
    events.abort();
  };
  const observer = new ResizeObserver(() => {
    if (root.hidden) {
      stop();
      return;
    }
    scrollToPicture(root, body, selector);
    // The picture, once its part is on the page, is watched itself (it can grow inside a fixed explorer).
    const target = (root.getRootNode() as ParentNode).querySelector(selector);
    if (target && target !== watched) {
      if (watched) observer.unobserve(watched);
      observer.observe(target);
      watched = target;
    }
  });
  observer.observe(host);
  for (const type of OWN_SCROLL)
    view.addEventListener(type, stop, { capture: true, passive: true, signal: events.signal });
  return { disconnect: stop };
}
