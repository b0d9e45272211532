// What a student reading alone meets, in every language, on a phone (375 × 812, touch) and a
// desktop, light and dark: the count view's table fits the screen with its ✓ column; the status
// line keeps ")." with the term before it, sets one-letter terms without gaps and says d = δ − a;
// a game with gcd > 1 is one where Theorem 1 does not apply; the spectrum calls only the pairs
// δ apart collision windows and keeps the a + b caption on a phone; the residues picture writes
// its area under the axis; the masthead's nim-value is a glossary term.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { SHOTS, settle, start, viewReady } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

const LANGS = ['en', 'de', 'zh', 'ja'];
const PHONE = { width: 375, height: 812, isMobile: true, hasTouch: true };
const DESKTOP = { width: 1280, height: 800 };

/** A page of the site at `path` on `device`, in `colorScheme`, with what no test expects recorded in `problems`. */
async function visit(path, device, colorScheme) {
  const { width, height, ...touch } = device;
  const context = await env.browser.newContext({
    viewport: { width, height },
    colorScheme,
    deviceScaleFactor: 1,
    ...touch,
  });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => problems.push(`console ${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  await page.goto(new URL(path, env.url).href);
  return { page, problems, context };
}

/** axe-core's violations on the page as it is. */
async function violations(page, what) {
  const result = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return result.violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('what a student reading alone meets', () => {
  test('the count view: on a phone the page never scrolls sideways and every ✓ is on screen, in every language; on a desktop it stays one table', async () => {
    const found = [];
    for (const [i, lang] of LANGS.entries()) {
      const scheme = i % 2 ? 'dark' : 'light';
      const { page, problems, context } = await visit(`?a=5&delta=7&view=ledger&lang=${lang}`, PHONE, scheme);
      await viewReady(page, 'ledger');
      await page.locator('table.asg-ledger').scrollIntoViewIfNeeded();
      // Against the phone's width: a touch screen widens its layout to a page wider than itself.
      const fit = await page.evaluate(
        (screen) => ({
          page: document.documentElement.scrollWidth - screen,
          marks: [...document.querySelectorAll('.asg-ledger .asg-mark')].map((m) => {
            const r = m.getBoundingClientRect();
            return { text: m.textContent, inside: r.left >= 0 && r.right <= screen };
          }),
        }),
        PHONE.width,
      );
      assert.equal(fit.page, 0, `${lang}: the page is wider than the phone`);
      assert.equal(fit.marks.length, 7, lang);
      for (const m of fit.marks) assert.deepEqual(m, { text: '✓', inside: true }, lang);
      // Still a table to assistive tools: a row per quantity, each with its header and three cells.
      assert.equal(await page.getByRole('row').count(), 8, lang);
      assert.equal(await page.getByRole('rowheader').count(), 7, lang);
      assert.equal(await page.getByRole('cell').count(), 21, lang);
      await page.screenshot({ path: `${SHOTS}/reading-de-ledger-${lang}-phone-${scheme}.png` });
      if (lang === 'de') found.push(...(await violations(page, `ledger ${lang} phone ${scheme}`)));
      assert.deepEqual(problems, []);
      await context.close();
    }
    for (const scheme of ['light', 'dark']) {
      const { page, problems, context } = await visit('?a=5&delta=7&view=ledger&lang=de', DESKTOP, scheme);
      await viewReady(page, 'ledger');
      // On a wide screen the rows are a table's rows, each one line high.
      const display = await page
        .locator('table.asg-ledger tbody tr')
        .first()
        .evaluate((e) => getComputedStyle(e).display);
      assert.equal(display, 'table-row');
      await page.locator('table.asg-ledger').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/reading-de-ledger-de-desktop-${scheme}.png` });
      found.push(...(await violations(page, `ledger desktop ${scheme}`)));
      assert.deepEqual(problems, []);
      await context.close();
    }
    assert.deepEqual(found, []);
  });

  test('the status line: no line begins with the ")." after a term, one-letter terms sit without gaps, d = δ − a; with gcd > 1 Theorem 1 does not apply, and no wedge', async () => {
    const GCD = {
      en: /gcd\(a, δ\) = 2 > 1, so Theorem 1 does not apply here; reduced, a\/2 = 2 and δ\/2 = 3 lie in the range a < δ < 2a\./,
      de: /ggT\(a, δ\) = 2 > 1, daher ist Satz 1 hier nicht anwendbar; gekürzt liegen a\/2 = 2 und δ\/2 = 3 im Bereich a < δ < 2a\./,
      zh: /gcd\(a, δ\) = 2 > 1，因此定理 1 在此不适用；/,
      ja: /gcd\(a, δ\) = 2 > 1 なので、ここでは定理 1 を適用できません。/,
    };
    for (const [i, lang] of LANGS.entries()) {
      const scheme = i % 2 ? 'light' : 'dark';
      const { page, problems, context } = await visit(`?a=5&delta=7&lang=${lang}`, PHONE, scheme);
      await viewReady(page, 'grid');
      const summary = page.locator('.asg-status .asg-summary');
      // At every width of the line: no closing mark starts a line, and a one-letter term's letter
      // stands no further from the next word than a space does.
      const read = await summary.evaluate((box) => {
        const starts = [];
        const gaps = [];
        const range = document.createRange();
        const rectOf = (node, from, to) => {
          range.setStart(node, from);
          range.setEnd(node, to);
          return range.getClientRects()[0] ?? null;
        };
        // The glyph boxes in reading order: each character of the text, a term's letters as one.
        const glyphs = () => {
          const out = [];
          const walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
          for (let n = walk.nextNode(); n; n = walk.nextNode())
            for (let k = 0; k < n.data.length; k++) {
              const r = rectOf(n, k, k + 1);
              if (r && r.width > 0) out.push({ ch: n.data[k], r, term: n.parentElement.closest('.asg-term') });
            }
          return out;
        };
        const space = (() => {
          const g = glyphs().find((x, k, all) => x.ch === ' ' && !x.term && all[k + 1] && !all[k + 1].term);
          return g ? g.r.width : 5;
        })();
        for (let w = 360; w >= 200; w -= 4) {
          box.style.width = `${w}px`;
          const all = glyphs();
          for (const [k, g] of all.entries()) {
            const before = all[k - 1];
            if (/[)）.,;:。，；：]/.test(g.ch) && before && g.r.top > before.r.bottom - 2)
              starts.push(`${w}px: "${g.ch}" after "${before.ch}"`);
          }
          for (const b of box.querySelectorAll('.asg-term')) {
            if (b.textContent.length !== 1) continue;
            const letter = rectOf(b.firstChild, 0, 1);
            const next = all.find(
              (x) =>
                x.ch !== ' ' &&
                !b.contains(x.term) &&
                x.r.left >= letter.right - 0.5 &&
                Math.abs(x.r.top - letter.top) < 4,
            );
            if (next && next.r.left - letter.right > space + 2.5)
              gaps.push(`${w}px: ${b.textContent} ${Math.round(next.r.left - letter.right)} px from "${next.ch}"`);
          }
        }
        box.style.width = '';
        return { starts: [...new Set(starts)], gaps: [...new Set(gaps)].slice(0, 6) };
      });
      assert.deepEqual(read.starts, [], `${lang}: lines that begin with a closing mark`);
      assert.deepEqual(read.gaps, [], `${lang}: gaps beside one-letter terms`);
      // Chinese and Japanese hold a formula together with no-break spaces and word joiners.
      const said = (await summary.textContent()).replace(/\u00a0/g, ' ').replace(/\u2060/g, '');
      assert.match(said, /d = δ − a = 2/, lang);
      await page.evaluate(() => scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/reading-de-status-${lang}-phone-${scheme}.png` });
      // The masthead's nim-value is a term: its definition opens, and Esc closes it.
      const term = page.locator('.asg-masthead .asg-term[data-term="nim-value"]');
      await term.tap();
      await page.waitForSelector('.asg-term-popover:not([hidden])');
      await term.focus();
      await page.keyboard.press('Escape');
      await page.waitForSelector('.asg-term-popover[hidden]', { state: 'attached' });
      // A game with gcd 2: Theorem 1 does not apply (its hypothesis fails), said plainly.
      await page.goto(new URL(`?a=4&delta=6&lang=${lang}`, env.url).href);
      await viewReady(page, 'grid');
      const status = (await page.locator('.asg-status .asg-summary').textContent())
        .replace(/\u00a0/g, ' ')
        .replace(/\u2060/g, '');
      assert.match(status, GCD[lang], lang);
      assert.doesNotMatch(status, /wedge|Keil|楔形|くさび/, lang);
      await page.locator('.asg-status').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/reading-de-gcd-${lang}-phone-${scheme}.png` });
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('the spectrum: only k = δ is said to show collision windows, and on a phone a, b, a + b and δ each keep their caption', async () => {
    const WORDS = {
      en: {
        windows: /Enter shows them as collision windows\.$/,
        pairs: /Enter shows these pairs of P-positions k apart as arcs\.$/,
        any: /collision window/i,
      },
      de: {
        windows: /Die Eingabetaste zeigt sie als Kollisionsfenster\.$/,
        pairs: /Die Eingabetaste zeigt diese Paare von P-Positionen im Abstand k als Bögen\.$/,
        any: /Kollisionsfenster/,
      },
    };
    const found = [];
    for (const [device, setup] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ])
      for (const scheme of ['light', 'dark']) {
        const lang = scheme === 'light' ? 'en' : 'de';
        for (const [a, delta] of [
          [5, 7],
          [7, 12],
        ]) {
          const { page, problems, context } = await visit(
            `?a=${a}&delta=${delta}&view=spectrum&lang=${lang}`,
            setup,
            scheme,
          );
          await viewReady(page, 'spectrum');
          const canvas = page.locator('canvas.asg-spectrum-canvas');
          await page.waitForFunction(() => document.querySelector('canvas.asg-spectrum-canvas')?.dataset.markCaptions);
          await canvas.scrollIntoViewIfNeeded();
          await settle(page);
          // Every mark's line has its caption (a, b, a + b, δ, the middle, P), and no two captions meet.
          const boxes = (await canvas.getAttribute('data-mark-captions'))
            .split(',')
            .map((b) => b.split(' ').map(Number));
          const lines = (await canvas.getAttribute('data-mark-lines')).split(',');
          assert.equal(boxes.length, 6, `${a}/${delta} ${device}: 6 marks`);
          assert.equal(boxes.length, lines.length, `${a}/${delta} ${device}: a caption for every mark`);
          for (const [i, [l1, t1, r1]] of boxes.entries())
            for (const [l2, t2, r2] of boxes.slice(i + 1))
              assert.ok(
                t1 !== t2 || r1 <= l2 || r2 <= l1,
                `${a}/${delta} ${device}: captions ${l1}–${r1} and ${l2}–${r2} meet`,
              );
          await page.screenshot({ path: `${SHOTS}/reading-de-spectrum-${a}-${delta}-${device}-${scheme}.png` });
          if (a === 5) {
            // In focus: δ, then its neighbour δ + 1.
            const focus = page.locator('.asg-spectrum-focus');
            const open = page.locator('.asg-torus .asg-primary');
            const words = WORDS[lang];
            await page.waitForFunction(
              (k) => document.querySelector('.asg-spectrum-focus').textContent.startsWith(`k = ${k}:`),
              delta,
            );
            assert.match(await focus.textContent(), words.windows);
            assert.match(await open.textContent(), words.any);
            await canvas.focus();
            await page.keyboard.press('ArrowRight');
            await page.waitForFunction(
              (k) => document.querySelector('.asg-spectrum-focus').textContent.startsWith(`k = ${k}:`),
              delta + 1,
            );
            assert.match(await focus.textContent(), words.pairs);
            assert.doesNotMatch(await focus.textContent(), words.any);
            await page.waitForFunction(
              (k) => document.querySelector('.asg-torus .asg-primary')?.textContent.includes(`${k}`),
              delta + 1,
            );
            assert.doesNotMatch(await open.textContent(), words.any);
            found.push(...(await violations(page, `spectrum ${device} ${scheme}`)));
          }
          assert.deepEqual(problems, []);
          await context.close();
        }
      }
    assert.deepEqual(found, []);
  });

  test('the residues picture: the area a·d is written under the axis, clear of the bars and the outline', async () => {
    for (const [device, setup] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ])
      for (const scheme of ['light', 'dark']) {
        const { page, problems, context } = await visit('?a=5&delta=7&view=residues&lang=de', setup, scheme);
        await viewReady(page, 'residues');
        const chart = page.locator('canvas.asg-chart');
        await page.waitForFunction(() => document.querySelector('canvas.asg-chart')?.dataset.areaBox);
        await chart.scrollIntoViewIfNeeded();
        await settle(page);
        const [left, top, right, bottom] = (await chart.getAttribute('data-area-box')).split(' ').map(Number);
        const height = await chart.evaluate((c) => c.clientHeight);
        // The plot's bottom edge is 30 px above the canvas's (its margin); the label lies below it.
        assert.ok(
          top >= height - 30 && bottom <= height,
          `${device} ${scheme}: the label at ${top}–${bottom} of ${height}`,
        );
        assert.ok(right - left > 60, `${device} ${scheme}: the label is ${right - left} px wide`);
        // And it is written there: the ink's colour inside its box.
        const inked = await chart.evaluate(
          (c, [l, t, r, b]) => {
            const probe = document.createElement('span');
            probe.style.color = getComputedStyle(c).getPropertyValue('--asg-ink');
            document.body.append(probe);
            const ink = getComputedStyle(probe).color.match(/\d+/g).map(Number);
            probe.remove();
            const px = c.getContext('2d').getImageData(l, t, r - l, b - t).data;
            let n = 0;
            for (let i = 0; i < px.length; i += 4)
              if (Math.abs(px[i] - ink[0]) + Math.abs(px[i + 1] - ink[1]) + Math.abs(px[i + 2] - ink[2]) < 40) n++;
            return n;
          },
          [left, top, right, bottom],
        );
        assert.ok(inked > 40, `${device} ${scheme}: ${inked} pixels of ink in the label's box`);
        await page.screenshot({ path: `${SHOTS}/reading-de-residues-${device}-${scheme}.png` });
        assert.deepEqual(problems, []);
        await context.close();
      }
  });
});
