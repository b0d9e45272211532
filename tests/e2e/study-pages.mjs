// What the browser tests of the course and of self-study do with a page alike: wait for practice's
// exercise, read its heap, and end a page's checks.
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
