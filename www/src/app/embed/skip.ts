// The link past an embed, its first tab stop: the explorer has some thirty controls, and a reader
// going through a blog by keyboard can step over all of them at once.

/** What a Tab reaches on a page (an embed among them, for the link past it). */
const TABBABLE =
  'a[href], button, input, select, textarea, summary, iframe, [contenteditable], [tabindex]:not([tabindex="-1"]), asg-explorer';

/**
 * Focus on the first tab stop of the page after `host` (the next embed's own link past it), or
 * on none: where a Tab out of the explorer's last control would go.
 */
function focusPast(host: HTMLElement): void {
  for (const next of host.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (
      host === next ||
      host.contains(next) ||
      !(host.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING)
    )
      continue;
    const target = next.localName === 'asg-explorer' ? next.shadowRoot?.querySelector<HTMLElement>('.asg-skip') : next;
    if (!target || target.matches(':disabled') || !target.getClientRects().length) continue;
    target.focus();
    const root = target.getRootNode();
    if ((root instanceof Document || root instanceof ShadowRoot) && root.activeElement === target) return;
  }
  (host.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

/** The first control of the explorer in `root` a Tab would reach (the picture's, without controls). */
export function firstStop(root: HTMLElement): HTMLElement | null {
  for (const stop of root.querySelectorAll<HTMLElement>(TABBABLE))
    if (!stop.matches(':disabled, [tabindex="-1"]') && stop.getClientRects().length) return stop;
  return null;
}

/** A "skip the explorer" link for the start of `host`'s shadow root: its first tab stop. */
export function skipLink(host: HTMLElement, label: string): HTMLElement {
  const skip = document.createElement('a');
  skip.className = 'asg-skip';
  skip.href = '#';
  skip.textContent = label;
  skip.addEventListener('click', (e) => {
    e.preventDefault();
    focusPast(host);
  });
  return skip;
}
