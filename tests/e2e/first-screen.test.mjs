// The site's first screen: the picture leads (most of a desk's screen, half a phone's, before any
// scroll), the regime badge is on the first screen too (beside the picture, or under it), axe
// finds nothing, Tab goes in the order the page is read, and a view chosen from the panel changes
// the picture without moving the page.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { axeResults, open, settle, start, useScheme, waitDrawn } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

/** What part of the viewport the main canvas covers, and where the regime badge is. */
const firstScreen = (page) =>
  page.evaluate(() => {
    const seen = (r) =>
      (Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0)) *
        Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0))) /
      (innerWidth * innerHeight);
    const badge = document.querySelector('.asg-badge').getBoundingClientRect();
    return {
      share: seen(document.querySelector('canvas.asg-canvas').getBoundingClientRect()),
      badge: badge.height > 0 && badge.top >= 0 && badge.bottom <= innerHeight,
      scrollY,
    };
  });

/**
 * Presses Tab from the top of the page until focus leaves the explorer's picture and panel (the
 * legend comes next), and returns each element focused there: its box on the page and a name.
 */
async function tabWalk(page) {
  await page.evaluate(() => {
    document.activeElement?.blur();
    scrollTo(0, 0);
  });
  const stops = [];
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const e = document.activeElement;
      if (!e || e === document.body) return { end: true };
      const r = (e.matches('.asg-seg input') ? e.nextElementSibling : e).getBoundingClientRect();
      return {
        end: !!e.closest('.asg-below, .asg-footer'),
        inside: !!e.closest('#app'),
        name: `${e.tagName.toLowerCase()}${e.name ? `[name=${e.name}]` : ''}${e.value && e.type === 'radio' ? `=${e.value}` : ''} “${(e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 24)}”`,
        top: r.top + scrollY,
        bottom: r.bottom + scrollY,
        left: r.left + scrollX,
        right: r.right + scrollX,
      };
    });
    if (stop.end) break;
    if (stop.inside) stops.push(stop);
  }
  return stops;
}

/**
 * The steps of `stops` that go back in reading order: the next element is not below the last,
 * nor on its row to its right, nor in a column to its right.
 */
function backwards(stops) {
  const wrong = [];
  for (let i = 1; i < stops.length; i++) {
    const [a, b] = [stops[i - 1], stops[i]];
    const below = b.top >= a.bottom - 2;
    const sameRow = b.top < a.bottom && b.bottom > a.top && b.left >= a.left - 1;
    const nextColumn = b.left >= a.right - 2;
    if (!(below || sameRow || nextColumn)) wrong.push(`${a.name} → ${b.name}`);
  }
  return wrong;
}

describe('the first screen shows the picture', () => {
  for (const size of [
    { device: 'desk', width: 1280, height: 800, least: 0.6 },
    { device: 'phone', width: 375, height: 812, least: 0.5, touch: true },
  ]) {
    test(`${size.device} ${size.width} × ${size.height}: the picture's share, the badge, axe, Tab order (en and de, light and dark)`, async () => {
      const { width, height, touch } = size;
      const { page, problems, context } = await open(env, 'about:blank', { width, height, touch, ready: false });
      try {
        const found = [];
        for (const lang of ['en', 'de']) {
          await page.goto(new URL(`?a=5&delta=7&lang=${lang}`, env.url).href);
          await waitDrawn(page);
          await settle(page);
          for (const scheme of ['light', 'dark']) {
            await useScheme(page, scheme);
            const at = await firstScreen(page);
            const what = `${lang} ${scheme}`;
            assert.equal(at.scrollY, 0, `${what}: the page opens at its top`);
            assert.ok(
              at.share >= size.least,
              `${what}: the picture covers ${(at.share * 100).toFixed(1)} % of the first screen (at least ${size.least * 100} %)`,
            );
            assert.ok(at.badge, `${what}: the regime badge is on the first screen`);
            for (const v of (await axeResults(page)).violations)
              found.push(`${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          }
          const stops = await tabWalk(page);
          const names = stops.map((s) => s.name);
          assert.ok(
            names.some((n) => n.startsWith('canvas')) && names.some((n) => n.includes('[name=preset]')),
            `${lang}: Tab reaches the picture and the controls: ${names.join(', ')}`,
          );
          assert.deepEqual(backwards(stops), [], `${lang}: Tab goes in reading order`);
          assert.ok(names[0].startsWith('canvas'), `${lang}: the picture is the explorer's first stop: ${names[0]}`);
        }
        assert.deepEqual(found, [], 'axe finds no violation');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }

  test('desk: a view chosen in the panel keeps focus on its button, the page where it was and the new picture on the first screen', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7', { width: 1280, height: 800 });
    try {
      await page.focus('.asg-seg input[value="grid"]');
      const y = await page.evaluate(() => scrollY);
      for (const view of ['strip', 'gaps']) {
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction((v) => document.querySelector('#app').dataset.view === v, view);
        await settle(page);
        const at = await page.evaluate(() => {
          const r = document.querySelector('canvas.asg-canvas').getBoundingClientRect();
          const e = document.activeElement;
          return { focus: e.matches('.asg-seg input') ? e.value : e.tagName, top: r.top, bottom: r.bottom, scrollY };
        });
        assert.equal(at.focus, view, `${view}: focus stays on the view's button`);
        assert.equal(at.scrollY, y, `${view}: the page does not move`);
        assert.ok(
          at.top >= 0 && at.bottom <= 800,
          `${view}: the picture is on the first screen (${at.top}–${at.bottom})`,
        );
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
