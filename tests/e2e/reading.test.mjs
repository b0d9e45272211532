// What a student reads and sees, in a real headless Chromium, phone and desktop, light and dark:
// the glossary opens at its top with Close in view; the residues picture's trapezoid has the
// area its label says; the gaps legend names only lengths that occur; labels do not cover each
// other; play keeps the heap's heading and axis in view and says that values are hidden. Each
// state is checked by axe-core and photographed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  axeResults,
  mexValues,
  newGame,
  open,
  ourTurn,
  SHOTS,
  settle,
  smallestPeriod,
  start,
  useScheme,
} from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

// Each device opens its pages in one colour scheme and is switched to the other on the same page
// (as a reader changing the system setting), so that both schemes are checked on each state, and
// each scheme is also met on a freshly opened page.
const SETUPS = [
  { width: 1280, height: 800, device: 'desktop', schemes: ['light', 'dark'] },
  { width: 375, height: 812, device: 'phone', schemes: ['dark', 'light'] },
];

/** axe-core's violations on the page as it is. */
async function violations(page, what) {
  const result = await axeResults(page);
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

/** The collision windows (pairs of P-positions δ apart) that start in one heap period, by the mex rule. */
function windowsPerPeriod(a, delta) {
  const g = mexValues([a, a + delta, 2 * a + delta], 40 * (2 * a + delta) * a);
  const period = smallestPeriod(g, 0);
  let count = 0;
  for (let x = 0; x < period; x++) if (g[x] === 0 && g[x + delta] === 0) count++;
  return count;
}

describe('what a student reads and sees', () => {
  for (const s of SETUPS) {
    const options = { width: s.width, height: s.height, colorScheme: s.schemes[0] };
    const setup = `${s.device}, ${s.schemes.join(' then ')}`;
    /** The setup's name in each scheme, for screenshots and messages. */
    const named = (scheme) => `${s.device}-${scheme}`;

    test(`the residues picture: the trapezoid is the graph of c(r) through the bars' tops, of area a·d (${setup})`, async () => {
      for (const [a, delta] of [
        [5, 7],
        [7, 12],
      ]) {
        const d = delta - a;
        const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}&view=residues`, options);
        await page.waitForFunction(() => document.querySelector('canvas.asg-chart')?.dataset.outline);
        const chart = page.locator('canvas.asg-chart');
        await chart.scrollIntoViewIfNeeded();
        await settle(page);
        for (const scheme of s.schemes) {
          if (scheme !== s.schemes[0]) await useScheme(page, scheme);
          const name = named(scheme);
          // The outline's corners (r, c): its area (shoelace) is a·d, the windows of a heap period by the mex rule.
          const corners = (await chart.getAttribute('data-outline')).split(' ').map((p) => p.split(',').map(Number));
          let twice = 0;
          for (const [i, [x, y]] of corners.entries()) {
            const [x2, y2] = corners[(i + 1) % corners.length];
            twice += x * y2 - x2 * y;
          }
          const windows = windowsPerPeriod(a, delta);
          assert.equal(windows, a * d, `(${a}, ${delta}): a·d windows per heap period`);
          assert.equal(Math.abs(twice) / 2, windows, `(${a}, ${delta}) ${name}: the trapezoid's area`);
          // At each residue r the outline is at c(r) = min(r, d) − max(0, r − a), and those add up to a·d.
          const at = (r) => {
            for (let i = 0; i + 1 < corners.length; i++) {
              const [[x1, y1], [x2, y2]] = [corners[i], corners[i + 1]];
              if (x1 <= r && r <= x2) return x2 === x1 ? y2 : y1 + ((y2 - y1) * (r - x1)) / (x2 - x1);
            }
            return Number.NaN;
          };
          let sum = 0;
          for (let r = 1; r < delta; r++) {
            assert.equal(
              at(r),
              Math.min(r, d) - Math.max(0, r - a),
              `(${a}, ${delta}) ${name}: the outline at r = ${r}`,
            );
            sum += at(r);
          }
          assert.equal(sum, windows);
          // Drawn so, in this scheme's ink: the line at the top centre of each bar (margins 38 px
          // left, 12 right, 30 above and below).
          const box = await chart.boundingBox();
          const [w, h] = [box.width - 50, box.height - 60];
          const ink = await chart.evaluate((c) => getComputedStyle(c).getPropertyValue('--asg-ink').trim());
          const near = await chart.evaluate(
            (c, [points, ink]) => {
              const probe = document.createElement('span');
              probe.style.color = ink;
              document.body.append(probe);
              const rgb = getComputedStyle(probe).color.match(/\d+/g).map(Number);
              probe.remove();
              const g = c.getContext('2d');
              return points.map(([x, y]) => {
                const px = g.getImageData(Math.round(x) - 2, Math.round(y) - 2, 5, 5).data;
                let best = 999;
                for (let i = 0; i < px.length; i += 4)
                  best = Math.min(
                    best,
                    Math.abs(px[i] - rgb[0]) + Math.abs(px[i + 1] - rgb[1]) + Math.abs(px[i + 2] - rgb[2]),
                  );
                return best;
              });
            },
            [
              Array.from({ length: delta - 1 }, (_, i) => [38 + ((i + 1) * w) / delta, 30 + h - (h * at(i + 1)) / d]),
              ink,
            ],
          );
          for (const [i, dist] of near.entries())
            assert.ok(dist < 120, `(${a}, ${delta}) ${name}: the line at bar ${i + 1}'s top (${dist})`);
          // Painted in this scheme (the ink alone is near the light bars' edges in the dark one):
          // the chart's corner, clear of the plot and its labels, is the scheme's background.
          const ground = await chart.evaluate((c) => {
            const probe = document.createElement('span');
            probe.style.color = getComputedStyle(c).getPropertyValue('--asg-bg').trim();
            document.body.append(probe);
            const want = getComputedStyle(probe).color.match(/\d+/g).slice(0, 3).map(Number);
            probe.remove();
            return { want, got: Array.from(c.getContext('2d').getImageData(2, 2, 1, 1).data.slice(0, 3)) };
          });
          assert.deepEqual(ground.got, ground.want, `(${a}, ${delta}) ${name}: the chart's background`);
          await page.screenshot({ path: `${SHOTS}/reading-residues-${a}-${delta}-${name}.png` });
          assert.deepEqual(await violations(page, `residues ${name}`), []);
        }
        assert.deepEqual(problems, []);
        await context.close();
      }
    });

    test(`the gaps view: the legend names only lengths that occur, each index sits under its own bar (${setup})`, async () => {
      for (const [a, delta, proven] of [
        [7, 12, true],
        [5, 16, false],
      ]) {
        const { page, problems, context } = await open(env, `?a=${a}&delta=${delta}&view=gaps&x=0&zoom=6`, options);
        await page.waitForFunction(() => document.querySelector('canvas.asg-lane')?.dataset.indexLabels);
        await settle(page);
        // The gap lengths by the mex rule, from the first few hundred P-positions.
        const g = mexValues([a, a + delta, 2 * a + delta], 40 * (2 * a + delta) * a);
        const z = g.flatMap((v, x) => (v === 0 ? [x] : []));
        const lengths = new Set(z.slice(1).map((p, i) => p - z[i]));
        const four = [1, a + 1, 2 * a + delta + 1 - a, 2 * a + delta + 1];
        const others = [...lengths].filter((l) => !four.includes(l));
        // In the regime every gap has one of the four lengths (proven); outside it only the mex rule says which occur.
        if (proven) assert.deepEqual(others, [], `(${a}, ${delta}): other lengths`);
        for (const scheme of s.schemes) {
          if (scheme !== s.schemes[0]) await useScheme(page, scheme);
          const name = named(scheme);
          const legend = await page.locator('.asg-gap-legend li').allTextContents();
          assert.equal(
            legend.some((t) => /other length/.test(t)),
            !proven,
            `(${a}, ${delta}) ${name}: ${legend.join(' | ')}`,
          );
          assert.equal(legend.length, proven ? 4 : 5);
          // Each label n lies inside its own bar, from P-position z_n to z_(n+1) (x = 0, 6 px a heap).
          const labels = (await page.locator('canvas.asg-lane').getAttribute('data-index-labels')).split(',');
          assert.ok(labels.length >= 5, labels.join(' '));
          for (const label of labels) {
            const [n, x] = label.split('@').map(Number);
            assert.ok(
              z[n] * 6 < x && x < z[n + 1] * 6,
              `(${a}, ${delta}) ${name}: index ${n} at ${x} px, its bar ${z[n] * 6} to ${z[n + 1] * 6}`,
            );
          }
          await page.locator('canvas.asg-lane').scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/reading-gaps-${a}-${delta}-${name}.png` });
          assert.deepEqual(await violations(page, `gaps ${name}`), []);
        }
        assert.deepEqual(problems, []);
        await context.close();
      }
    });

    test(`play: the heading and the picture's axis stay in view after each move, hidden values are said, each move is said once (${setup})`, async () => {
      const { page, problems, context } = await open(env, '?a=5&delta=7&view=play', options);
      await page.waitForSelector('.asg-play:not([hidden])');
      await newGame(page, 43, 'you');
      const found = [];
      /** The heading and the top of the picture (its axis, some 60 px of it) above it, in the window. */
      const assertInView = async (turn) => {
        const where = await page.evaluate(() => {
          const canvas = document.querySelector('canvas.asg-canvas').getBoundingClientRect();
          const heading = document.querySelector('.asg-play-heap').getBoundingClientRect();
          return { canvas: canvas.top, heading: heading.top, headingEnd: heading.bottom, height: innerHeight };
        });
        assert.ok(
          where.canvas >= -0.5 && where.canvas + 60 <= where.heading,
          `turn ${turn}: the axis in view ${JSON.stringify(where)}`,
        );
        assert.ok(where.headingEnd <= where.height, `turn ${turn}: the heading in view ${JSON.stringify(where)}`);
      };
      /** Values hidden: the picture says so. */
      const assertCovered = async (turn) => {
        const cover = page.locator('.asg-play-cover');
        assert.ok(await cover.isVisible(), `turn ${turn}: the note on the hidden values`);
        assert.match(await cover.textContent(), /hidden until the game ends/);
      };
      for (let turn = 0; ; turn++) {
        await settle(page);
        await assertInView(turn);
        if (await page.locator('.asg-play[data-winner]').count()) break;
        await assertCovered(turn);
        if (turn === 1) {
          // Mid-game, in each scheme: the page switched to the second scheme plays on in it.
          for (const scheme of s.schemes) {
            if (scheme !== s.schemes[0]) {
              await useScheme(page, scheme);
              await assertInView(turn);
              await assertCovered(turn);
            }
            await page.screenshot({ path: `${SHOTS}/reading-play-${named(scheme)}.png` });
            found.push(...(await violations(page, `play ${named(scheme)}`)));
          }
        }
        await page.click('.asg-play-moves button[aria-disabled="false"]:not([hidden]) >> nth=0');
        await ourTurn(page);
      }
      // The end: every move once, its line in the log with its value and, where a P-position was
      // in reach and missed, that move (checked by the mex rule); the note on hidden values gone.
      const g = mexValues([5, 12, 17], 60);
      const lines = await page.locator('.asg-play-log li').allTextContents();
      assert.ok(lines.length >= 2);
      assert.equal(await page.locator('.asg-play-review').count(), 0, 'no second list of the moves');
      const panel = await page.locator('.asg-play').textContent();
      for (const line of lines) {
        const [, from, take, to] = line.match(/^(?:You|Computer): (\d+) − (\d+) = (\d+)/).map(Number);
        assert.equal(panel.split(`${from} − ${take} = ${to}`).length, 2, `${line}: said once`);
        if (g[to] === 0) assert.match(line, /\(a P-position\)$/, line);
        else {
          const better = [5, 12, 17].find((m) => m <= from && g[from - m] === 0);
          if (better === undefined) assert.match(line, new RegExp(`${from} is a P-position, so no move`), line);
          else
            assert.match(
              line,
              new RegExp(
                `\\(value ${g[to]}\\): taking ${better} would have reached the P-position ${from - better}\\.$`,
              ),
              line,
            );
        }
      }
      // The end in each scheme, the second one first (the page is in it now).
      for (const scheme of [...s.schemes].reverse()) {
        if (scheme === s.schemes[0]) {
          await useScheme(page, scheme);
          await assertInView('end');
        }
        assert.equal(await page.locator('.asg-play-cover').isVisible(), false);
        await page.screenshot({ path: `${SHOTS}/reading-play-end-${named(scheme)}.png` });
        found.push(...(await violations(page, `play, the end ${named(scheme)}`)));
      }
      assert.deepEqual(found, []);
      assert.deepEqual(problems, []);
      await context.close();
    });

    test(`labels do not cover each other: the spectrum's captions over its lines, the moves' labels clear of the lane names (${setup})`, async () => {
      // The spectrum in the tour (step 9): no mark's line crosses a caption (its pixels there are the caption's own).
      const { page, problems, context } = await open(env, '?a=5&delta=7&tour=9', { ...options, ready: false });
      const canvas = page.locator('canvas.asg-spectrum-canvas');
      await page.waitForFunction(() => document.querySelector('canvas.asg-spectrum-canvas')?.dataset.markCaptions);
      await canvas.scrollIntoViewIfNeeded();
      await settle(page);
      const found = [];
      for (const scheme of s.schemes) {
        if (scheme !== s.schemes[0]) await useScheme(page, scheme);
        const boxes = (await canvas.getAttribute('data-mark-captions')).split(',').map((b) => b.split(' ').map(Number));
        const lines = (await canvas.getAttribute('data-mark-lines')).split(',').map(Number);
        assert.ok(boxes.length >= 3, `${boxes.length} captions`);
        const crossed = await canvas.evaluate(
          (c, [boxes, lines]) => {
            const g = c.getContext('2d');
            const out = [];
            for (const [left, top, right] of boxes)
              for (const x of lines) {
                if (x <= left + 1 || x >= right - 1) continue;
                // The caption's top padding row, at the line and at the caption's own left edge.
                const [a, b] = [g.getImageData(x, top + 1, 1, 1).data, g.getImageData(left + 1, top + 1, 1, 1).data];
                if (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) > 12)
                  out.push(`${x} in ${left}–${right}`);
              }
            return out;
          },
          [boxes, lines],
        );
        assert.deepEqual(crossed, [], `lines across captions (${named(scheme)})`);
        await page.screenshot({ path: `${SHOTS}/reading-spectrum-${named(scheme)}.png` });
        found.push(...(await violations(page, `spectrum ${named(scheme)}`)));
      }
      // The mex stepper (step 2): each heap's moves are marked, their labels beside their lines and
      // clear of the lane names. The page is in the second scheme now: it steps there and is switched back at the end.
      let scheme = s.schemes[1];
      await page.goto(new URL('?a=5&delta=7&view=strip&tour=2', env.url).href);
      const line = page.locator('canvas.asg-canvas');
      await page.waitForSelector('.asg-tour:not([hidden]) .asg-tour-body p');
      for (let i = 0; i < 18; i++) {
        await page.click('button:has-text("Next heap")');
        await settle(page);
        // axe on the first marks, and on the stepper's cells once every class has come up, in each scheme.
        if (i === 0 || i === 17) {
          found.push(...(await violations(page, `stepper ${i} ${named(scheme)}`)));
          if (i === 17) {
            await line.scrollIntoViewIfNeeded();
            await page.screenshot({ path: `${SHOTS}/reading-stepper-${named(scheme)}.png` });
          }
          scheme = s.schemes.find((other) => other !== scheme);
          await useScheme(page, scheme);
          found.push(...(await violations(page, `stepper ${i} ${named(scheme)}`)));
        }
        const end = Number(await line.getAttribute('data-lane-names-end'));
        const labels = (await line.getAttribute('data-mark-labels')) || '';
        const spans = labels
          .split(',')
          .filter(Boolean)
          .map((l) => l.split(':').map(Number));
        // Each label right beside its line; in the bottom row right of the lane names, else at the top of the band.
        for (const [left, x, right, top] of spans) {
          assert.ok(left > x && left - x <= 8, `step ${i}: a label at ${left} px for its line at ${x} px`);
          if (top > 20) assert.ok(left >= end, `step ${i}: a label at ${left} px, the lane names end at ${end} px`);
          for (const [l, , r, t] of spans)
            assert.ok(
              l === left || t !== top || r <= left || right <= l,
              `step ${i}: labels ${left}–${right} and ${l}–${r} overlap`,
            );
        }
      }
      assert.ok(Number(await line.getAttribute('data-lane-names-end')) > 0, 'the lanes are named');
      await line.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/reading-stepper-${named(scheme)}.png` });
      assert.deepEqual(found, []);
      assert.deepEqual(problems, []);
      await context.close();
    });

    test(`the glossary opens at its first term, focus on its title, Close in view (${setup})`, async () => {
      const { page, problems, context } = await open(env, '?a=7&delta=12&view=residues&r=3', options);
      await page.click('button:has-text("Glossary")');
      const dialog = page.locator('dialog.asg-glossary');
      await dialog.waitFor();
      await settle(page);
      // The dialog's own Close (not the way to the proof below the terms, whose name holds "closed").
      const close = 'dialog.asg-glossary .asg-glossary-head button:text-is("Close")';
      const found = [];
      for (const scheme of s.schemes) {
        if (scheme !== s.schemes[0]) await useScheme(page, scheme);
        const name = named(scheme);
        assert.equal(await dialog.evaluate((d) => d.scrollTop), 0, `scrolled to its top (${name})`);
        assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H2', `focus on the title (${name})`);
        assert.ok(
          await inView(page, 'dialog.asg-glossary dt', 'dialog.asg-glossary'),
          `the first term in view (${name})`,
        );
        assert.ok(await page.locator(close).isVisible());
        assert.ok(await inView(page, '.asg-glossary-head button', 'dialog.asg-glossary'), `Close in view (${name})`);
        await page.screenshot({ path: `${SHOTS}/reading-glossary-${name}.png` });
        found.push(...(await violations(page, `glossary ${name}`)));
      }
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
