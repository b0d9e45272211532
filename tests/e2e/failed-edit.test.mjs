// A game whose table fails to build (a = 1 000 000 000, δ = 7: no period within the bound the
// core searches) is said where the person looks: next to the field whose edit asked for it, with
// focus there and the last good picture kept; when a link asked for it, in place of the picture.
// Screen readers hear it once: by the field's alert, or as the description of the field focus
// moves to, never by the status line as well.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { describeError } from '../../www/src/text/errors.ts';
import { translatorFor } from '../../www/src/text/i18n.ts';
import { open, settle, start } from './harness.mjs';

const t = translatorFor(readFileSync(new URL('../../www/locales/en.ftl', import.meta.url), 'utf8'), 'en');

/** What the page says of the failed build: the game and the core's reason (its search bound, 2^25). */
const WANT = t('building-failed', {
  a: 1000000000n,
  delta: 7n,
  error: describeError({ code: 'period-not-found', field: null, params: { bound: 2n ** 25n } }),
});

/**
 * Where the page says `text`: the live regions (alerts, status, aria-live) on show that hold it,
 * the visible message slots that hold it, and the focused control's description.
 */
function whereSaid(page, text) {
  return page.evaluate((want) => {
    const shown = (e) => e.getClientRects().length > 0 && !e.closest('[hidden]');
    const live = [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])')]
      .filter((e) => shown(e) && e.textContent.includes(want))
      .map((e) => e.className);
    const slots = [...document.querySelectorAll('.asg-error, .asg-building, .asg-notice')]
      .filter((e) => shown(e) && e.textContent.includes(want))
      .map((e) => e.dataset.for ?? e.className);
    const active = document.activeElement;
    const ids = (active?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const described = ids.some((id) => document.getElementById(id)?.textContent.includes(want));
    return { live, slots, focus: active?.getAttribute('name') ?? null, described };
  }, text);
}

/** A picture's pixels, to see that the last good one stays. */
const pixels = (page) => page.locator('canvas.asg-canvas').evaluate((c) => c.toDataURL());

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

describe('a game that fails to build', () => {
  test('after an edit of a and a move on: said next to a, focus back on a, the picture kept', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7');
    await settle(page);
    const before = await pixels(page);
    const address = page.url();
    await page.fill('input[name="a"]', '1000000000');
    // Focus coming back to a is counted: the page's doing, as Tab has moved it on.
    await page.locator('input[name="a"]').evaluate((input) => {
      window.__focusedA = 0;
      input.addEventListener('focus', () => window.__focusedA++);
    });
    // Tab sends the edit and moves on, as a person does who goes to the next field.
    await page.press('input[name="a"]', 'Tab');
    await page.waitForFunction(() => document.querySelector('.asg-error[data-for="a"]').textContent !== '', null, {
      timeout: 90000,
    });
    assert.equal((await page.locator('.asg-error[data-for="a"]').textContent()).trim(), WANT);
    const where = await whereSaid(page, WANT);
    assert.deepEqual(where.slots, ['a'], 'said next to a only (not by δ, not in the status line)');
    assert.equal(where.focus, 'a', 'focus on the field to fix');
    assert.equal(await page.evaluate(() => window.__focusedA), 1, 'moved back to a once, after Tab had left it');
    assert.ok(where.described, 'the message is the description of the field focused');
    assert.deepEqual(where.live, [], 'no alert besides: focus moving to a says it');
    assert.equal(await page.locator('input[name="a"]').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator('input[name="a"]').inputValue(), '1000000000', 'the value typed stays to fix');
    assert.equal(await page.locator('.asg-building').isVisible(), false, 'the status line has no hint');
    assert.equal(await pixels(page), before, 'the last good picture stays');
    assert.equal(page.url(), address);
    // A good a clears the message, and the slot is an alert again for the next one.
    await page.fill('input[name="a"]', '6');
    await page.press('input[name="a"]', 'Enter');
    await page.waitForFunction(() => location.search.includes('a=6'));
    assert.equal(await page.locator('.asg-error[data-for="a"]').textContent(), '');
    assert.equal(await page.locator('.asg-error[data-for="a"]').getAttribute('role'), 'alert');
    assert.equal(await page.locator('input[name="a"]').getAttribute('aria-invalid'), 'false');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('after an edit of a that keeps focus there: said once, by the alert next to a', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7');
    await settle(page);
    await page.fill('input[name="a"]', '1000000000');
    await page.press('input[name="a"]', 'Enter');
    await page.waitForFunction(() => document.querySelector('.asg-error[data-for="a"]').textContent !== '', null, {
      timeout: 90000,
    });
    const where = await whereSaid(page, WANT);
    assert.deepEqual(where.slots, ['a']);
    assert.deepEqual(where.live, ['asg-error'], 'the alert next to a says it');
    assert.equal(where.focus, 'a');
    assert.equal(await page.locator('.asg-error[data-for="second"]').textContent(), '', 'nothing by δ');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('asked for by a link: said in place of the picture, by no field', async () => {
    const { page, problems, context } = await open(env, '?a=1000000000&delta=7', { ready: false });
    await page.waitForSelector('.asg-notice:not([hidden])', { timeout: 90000 });
    assert.ok((await page.locator('.asg-notice').textContent()).startsWith(`${WANT} `), 'the notice says why first');
    const where = await whereSaid(page, WANT);
    assert.deepEqual(where.slots, ['asg-notice'], 'the notice alone says it');
    assert.deepEqual(where.live, ['asg-notice']);
    assert.equal(await page.locator('canvas.asg-canvas').isVisible(), false, 'no other game shown for it');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
