// What the browser tests of the course and of self-study do with a page alike: wait for practice's
// exercise, read its heap, end a page's checks, and see where things are on the screen.
import assert from 'node:assert/strict';
import { settle } from './harness.mjs';

/** Waits until practice's exercise is on show with its question, and the page has settled. */
export async function exerciseShown(page) {
  await page.waitForSelector('.asg-practice[data-heap] .asg-practice-prompt');
  await settle(page);
}

/** The heap of the practice exercise on show in `page` (once there is one). */
export async function exerciseHeap(page) {
  await page.waitForSelector('.asg-practice[data-heap]');
  return Number(await page.locator('.asg-practice').getAttribute('data-heap'));
}

/** The end of a page's checks: nothing went wrong on it (no console message, no uncaught error); it is closed. */
export async function done({ problems, context }) {
  assert.deepEqual(problems, []);
  await context.close();
}

/** The boxes of `selectors` on the screen (top, bottom, left, right, and how much of each is in view), and the screen's size. */
export const boxes = (page, selectors) =>
  page.evaluate((sels) => {
    const out = { screen: [innerWidth, innerHeight], scrollY: Math.round(scrollY) };
    for (const [name, sel] of Object.entries(sels)) {
      const e = document.querySelector(sel);
      if (!e) continue;
      const r = e.getBoundingClientRect();
      out[name] = {
        top: Math.round(r.top),
        bottom: Math.round(r.bottom),
        left: Math.round(r.left),
        right: Math.round(r.right),
        seen: Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0)),
      };
    }
    return out;
  }, selectors);

/** Whether the point `dx, dy` inside the first box of `selector` shows that element (nothing stuck over it). */
export const onTop = (page, selector, dx = 12, dy = 8) =>
  page.evaluate(
    ([sel, x, y]) => {
      const e = document.querySelector(sel);
      const r = e.getBoundingClientRect();
      const top = document.elementFromPoint(Math.min(r.left + x, innerWidth - 2), Math.min(r.top + y, innerHeight - 2));
      return Boolean(top && e.contains(top));
    },
    [selector, dx, dy],
  );
