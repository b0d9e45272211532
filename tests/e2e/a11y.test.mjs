// Accessibility, tested: axe-core on every view, light and dark, phone and desktop, expecting no
// violation at all.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { axeResults, open, settle, start, useScheme, VIEWS, viewReady, waitDrawn } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

/** Every view, and the states of the page a person meets in them. */
const PAGES = [
  ...VIEWS,
  ['tour', '?a=5&delta=7&view=strip&tour=2'],
  ['tour recap', '?a=5&delta=7&tour=14'],
  // From a game outside the regime: the tour says it shows one inside, then asks (3), shows the
  // classes (4), slides W0 (5) and sketches the proof (6), each checked on one page load.
  ['tour, asking', '?a=5&delta=16&view=strip&tour=3'],
  // The spectrum's step: on a phone its bars above the text and the torus after it.
  ['tour, spectrum', '?a=7&delta=12&tour=9'],
  ['practice, hints', '?a=7&delta=12&view=practice&practice=value'],
  ['resume', '?a=5&delta=7&view=grid'],
  ['practice', '?a=7&delta=12&view=practice&practice=class'],
  ['play, values hidden', '?a=5&delta=7&view=play'],
  ['glossary', '?a=7&delta=12&view=residues&r=3'],
  ['term', '?a=7&delta=12&view=gaps'],
  ['why', '?a=7&delta=12&view=strip'],
  ['bad link', '?a=0&delta=7'],
];

/** Waits until the view's parts have loaded and drawn, and opens what the state shows. */
async function ready(page, name) {
  if (name === 'play') {
    await page.waitForSelector('.asg-play:not([hidden])');
  } else if (name === 'practice') {
    await page.waitForSelector('.asg-practice[data-heap]');
    await page.click('.asg-practice-answer label >> nth=1');
    await page.click('.asg-practice button:has-text("Check")');
  } else if (name === 'play, values hidden') {
    await page.waitForSelector('.asg-play:not([hidden])');
    await page.click('.asg-play button.asg-primary');
  } else if (name === 'glossary') {
    await page.waitForSelector('canvas.asg-chart');
    await page.click('button:has-text("Glossary")');
  } else if (name === 'term') {
    await page.waitForSelector('.asg-term');
    await page.locator('.asg-term').first().click();
  } else if (name === 'practice, hints') {
    // Every level of hints, then a wrong answer: what was wrong, and the worked numbers.
    await page.waitForSelector('.asg-practice[data-heap]');
    for (let i = 0; i < 3; i++) await page.click('.asg-practice button[name="hint"]');
    await page.click('.asg-practice-answer label >> nth=0');
    await page.click('.asg-practice button:has-text("Check")');
  } else if (name === 'resume') {
    // Progress of a tour finished, a kind practised and a game of play, as another visit left it.
    await page.evaluate(() =>
      localStorage.setItem(
        'asg-explorer:progress',
        JSON.stringify({
          tour: 13,
          tourDone: true,
          games: { '5/7': { value: { tried: 3, solved: 2, streak: 2 } } },
          last: { a: '5', delta: '7', kind: 'value' },
          play: { a: '5', delta: '7', start: '40', first: 'you', moves: [{ by: 'you', take: '5' }] },
        }),
      ),
    );
    await page.reload();
    await page.waitForSelector('.asg-resume:not([hidden])');
  } else if (name === 'tour, spectrum') {
    await viewReady(page, 'tour');
    await page.waitForSelector('.asg-spectrum[data-ready="true"]');
  } else if (name === 'why') {
    await page.click('.asg-legend li:nth-child(3) .asg-why-button');
    await page.waitForSelector('ol.asg-why');
  } else {
    await viewReady(page, name);
    return;
  }
  await settle(page);
}

describe('accessibility (axe-core)', () => {
  // Each device opens its pages in one colour scheme and is switched to the other on each state
  // (as a reader changing the system setting): both schemes are checked on every state, and each
  // is met on freshly opened pages too.
  for (const [width, height, device, schemes] of [
    [1280, 900, 'desktop', ['light', 'dark']],
    [375, 812, 'phone', ['dark', 'light']],
  ]) {
    test(`every view has no violation: ${device}, ${schemes.join(' and ')}`, { timeout: 420000 }, async () => {
      const found = [];
      // One page for the device, as fresh for each state as a new one: before each, its storage
      // (the progress the last state saved) is cleared from outside, on a blank page.
      const { page, problems, context } = await open(env, 'about:blank', {
        width,
        height,
        colorScheme: schemes[0],
        ready: false,
      });
      const cdp = await context.newCDPSession(page);
      const origin = new URL(env.url).origin;
      for (const [name, path] of PAGES) {
        await page.goto('about:blank');
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
        await page.emulateMedia({ colorScheme: schemes[0] });
        await page.goto(new URL(path, env.url).href);
        if (!['landscape', 'spectrum', 'tour, spectrum', 'bad link'].includes(name)) await waitDrawn(page);
        await ready(page, name);
        // The tour's asking steps follow on the same page, by Next.
        const last = name === 'tour, asking' ? 6 : 0;
        for (let step = 3; ; step++) {
          // axe.run in the page itself (no blank page per run for finishRun): the same rules and
          // results wherever the page has no frame of its own, which axeResults checks.
          for (const scheme of step % 2 ? schemes : [...schemes].reverse()) {
            await useScheme(page, scheme);
            const result = await axeResults(page);
            for (const v of result.violations) {
              found.push(
                `${name} ${step} ${scheme}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
              );
            }
          }
          if (step >= last) break;
          await page.click('.asg-tour-nav button.asg-primary');
          await page.waitForSelector(`.asg-tour[data-step="${step + 1}"] .asg-tour-body p`);
          await settle(page);
        }
        assert.deepEqual(problems.splice(0), [], name);
      }
      await context.close();
      assert.deepEqual(found, []);
    });
  }
});
