// The collision spectrum in self-study: the tour's step after the collision windows shows the
// spectrum with its numbers, and the practice exercise "windows for shift k" is checked against
// C(k) counted here by brute force (pairs of P-positions from the mex rule), hints in levels.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { mexValues, open, smallestPeriod, start, ungrouped } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

/** The values of the game (a, δ) by the mex rule, and their heap period. */
function game(a, delta) {
  const g = mexValues([a, a + delta, 2 * a + delta], 6000);
  const p = smallestPeriod(g);
  assert.ok(p !== null && 2 * p < g.length, 'the period is found');
  return { g, p };
}

/** C(k): the P-positions x of one heap period with x + k a P-position too, counted pair by pair. */
function countPairs({ g, p }, k) {
  let c = 0;
  for (let x = 0; x < p; x++) if (g[x] === 0 && g[x + k] === 0) c++;
  return c;
}

describe('the collision spectrum in self-study', () => {
  test('the tour: Next from the collision windows opens the spectrum, its numbers counted by the mex rule', async () => {
    const [a, delta] = [7, 12];
    const sequence = game(a, delta);
    const atDelta = countPairs(sequence, delta);
    const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}&view=collisions&tour=8`, {
      ready: false,
    });
    await page.waitForSelector('.asg-tour[data-step="8"] .asg-tour-body p');
    assert.equal(await page.locator('.asg-tour h2').textContent(), '8. Collision windows');
    await page.click('.asg-tour-nav button.asg-primary');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('tour') === '9');
    await page.waitForSelector('.asg-tour[data-step="9"] .asg-tour-body p');
    assert.equal(await page.locator('.asg-tour h2').textContent(), '9. Every shift k: the collision spectrum');
    assert.equal(new URL(page.url()).searchParams.get('view'), 'spectrum');
    await page.waitForSelector('.asg-spectrum[data-ready="true"]');
    const text = ungrouped(await page.locator('.asg-tour-body').innerText());
    assert.match(text, /at the moves k = a, b and a \+ b \(7, 19 and 26\)/);
    assert.ok(text.includes(`C(δ) = a·d = 7·5 = ${atDelta};`), text);
    assert.ok(text.includes(`heap period P = ${sequence.p} (its last bar, k = P,`), text);
    assert.equal(await page.locator('.asg-tour-body math').count(), 1);
    // The torus below the bars explains k = δ.
    assert.equal(ungrouped(await page.locator('.asg-torus h2').textContent()), `Why C(12) = ${atDelta}: the torus`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('practice: C(k) answered wrong, then right, against pairs counted by brute force', async () => {
    const [a, delta] = [7, 12];
    const sequence = game(a, delta);
    const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}&view=practice&practice=shift`, {
      ready: false,
    });
    await page.waitForSelector('.asg-practice[data-kind="shift"][data-k] input[name="answer"]');
    const k = Number(await page.locator('.asg-practice').getAttribute('data-k'));
    assert.ok(k >= 1 && k < sequence.p, `k = ${k}`);
    const prompt = ungrouped(await page.locator('.asg-practice-prompt').textContent());
    assert.ok(prompt.includes(`k = ${k}:`) && prompt.includes(`P = ${sequence.p}`), prompt);
    const count = countPairs(sequence, k);
    // Three hints, the last the torus's terms for this k (or why no lag reaches it).
    for (let level = 1; level <= 3; level++) {
      await page.click('.asg-practice button[name="hint"]');
      await page.waitForFunction((n) => document.querySelectorAll('.asg-practice-hints li').length >= n, level);
    }
    const hints = ungrouped(await page.locator('.asg-practice-hints').innerText());
    assert.ok(hints.includes(`x + ${k} a P-position too`), hints);
    assert.ok(hints.includes(`= ${k}; the rectangle`) || (count === 0 && hints.includes(`reaches k = ${k}`)), hints);
    await page.fill('input[name="answer"]', String(count + 1));
    await page.click('.asg-practice button:text-is("Check")');
    await page.waitForSelector('.asg-practice[data-right="false"]');
    assert.match(
      ungrouped(await page.locator('.asg-practice-feedback').textContent()),
      new RegExp(`You said ${count + 1}, but .* C\\(k\\) = ${count}\\.`),
    );
    await page.fill('input[name="answer"]', String(count));
    await page.click('.asg-practice button:text-is("Check")');
    await page.waitForSelector('.asg-practice[data-right="true"]');
    const why = ungrouped(await page.locator('.asg-practice-feedback').textContent());
    assert.ok(
      why.includes(`Together their areas give C(k) = ${count}.`) ||
        why.includes(`Its area alone gives C(k) = ${count}.`) ||
        (count === 0 && why.includes(`C(${k}) = 0`)),
      why,
    );
    assert.deepEqual(problems, []);
    await context.close();
  });
});
