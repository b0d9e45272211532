// The course, as a student alone with it works through it, on a 375-pixel phone by touch and at a
// desk, in English and in German, Chinese and Japanese: every tour step's text and its picture in
// view together, every number of a step the mex rule's (computed here) for the game on show, the
// game a step needs said and shown and the student's own back at the end; practice that hides an
// open exercise's answer from every way the page offers to see a value, counts a skipped exercise
// as tried, balances its answers, gives hints in levels that end in the worked numbers and says
// what was wrong; play that survives other views; progress by game and kind, offered on every
// load and kept in step across tabs; the glossary's terms and pop-ups; and the smaller findings.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { translatorFor } from '../../www/src/text/i18n.ts';
import {
  axeResults,
  layoutStill,
  mexValues,
  newGame,
  open,
  ourTurn,
  palette,
  ROOT,
  SHOTS,
  settle,
  smallestPeriod,
  start,
  watch,
} from './harness.mjs';
import { boxes, done, exerciseHeap, exerciseShown, onTop } from './study-pages.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

/** The translator of `lang`, from its catalogue on disk (what the page loads). */
const catalogues = {};
const say = (lang) => {
  catalogues[lang] ??= translatorFor(readFileSync(`${ROOT}www/locales/${lang}.ftl`, 'utf8'), lang);
  return catalogues[lang];
};

/** A page at `path` on a 375 × 812 phone with a touch screen; `problems` as the harness records them. */
async function phone(path, colorScheme = 'light') {
  const context = await env.browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    colorScheme,
  });
  const page = await context.newPage();
  const problems = [];
  watch(page, (text) => problems.push(text));
  await page.goto(new URL(path, env.url).href);
  // The main picture, or the spectrum's own (the main one is not drawn while it is hidden).
  await page.waitForFunction(
    () =>
      Number(document.querySelector('canvas.asg-canvas')?.dataset.frames) > 0 ||
      document.querySelector('.asg-spectrum[data-ready="true"]'),
  );
  return { page, problems, context };
}

/** Tour step `n` of the game and language in `query` (`a=…&delta=…&lang=…`) on the phone of phone(), its text on show. */
async function tourStepOnPhone(query, n, colorScheme = 'light') {
  const opened = await phone(`?${query}&tour=${n}`, colorScheme);
  await opened.page.waitForSelector(`.asg-tour[data-step="${n}"] .asg-tour-body p`);
  return opened;
}

/** A page at `path` on the phone of phone() or at a 1280 × 800 desk. */
const onDevice = (device, path, colorScheme = 'light') =>
  device === 'phone' ? phone(path, colorScheme) : open(env, path, { width: 1280, height: 800, colorScheme });

/** The P-positions below `len` by the mex rule. */
const zeros = (g) => g.flatMap((v, x) => (v === 0 ? [x] : []));

/** A whole number read back from a text in English, German, Chinese or Japanese digit groups. */
const num = (text) => Number(text.replace(/[,\u202f\u00a0]/g, ''));

/** The text of the tour's step on show, and the parts a student reads first. */
const tourText = (page) => page.locator('.asg-tour-body').innerText();

/** The colour drawn at heap `heap` on the number line's band (upper part), and the class colours and cover colour. */
async function bandAt(page, heap) {
  return page.evaluate((h) => {
    const view = window.asgExplorer.view;
    const c = view.canvas;
    // A quarter of the way across the heap: clear of a mark's line through its middle.
    const x = Math.round(view.stripPixels(BigInt(h), view.zoom(), 1)[0] + view.zoom() / 4);
    const y = Math.floor(c.height * 0.08);
    const d = c.getContext('2d').getImageData(x, y, 1, 1).data;
    const hex = getComputedStyle(c).getPropertyValue('--asg-gap0').trim().slice(1);
    const cover = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return { rgb: [d[0], d[1], d[2]], cover };
  }, heap);
}

/** The heaps [lo, hi) the number line shows. */
const lineRange = (page) =>
  page.evaluate(() => {
    const v = window.asgExplorer.view;
    const lo = v.heapsAt(1, 10)?.lo ?? 0n;
    const hi = v.heapsAt(v.canvas.clientWidth - 1, 10)?.hi ?? 0n;
    return [Number(lo), Number(hi)];
  });

/** The saved progress of a kind in a game, as this browser keeps it. */
const kept = (page, game, kind) =>
  page.evaluate(
    ([g, k]) => JSON.parse(localStorage.getItem('asg-explorer:progress') ?? '{}').games?.[g]?.[k] ?? null,
    [game, kind],
  );

describe('the course', () => {
  test('the tour on a phone, by touch, in German: each step’s text beside its picture, every number the mex rule’s for the student’s game, the game a step needs said, and the student’s game back at the end', {
    timeout: 240000,
  }, async () => {
    const t = say('de');
    const { page, problems, context } = await phone('?a=7&delta=12&lang=de');
    const g = mexValues([7, 19, 26], 4000);
    const w = zeros(g);
    const period = smallestPeriod(g);
    // The spectrum's part arrives late, as on a slow machine: its module (loaded when the step first
    // wants it) comes a second and a half after the step's text, and the picture grows only then.
    let spectrumAsked = 0;
    await page.route(/\/js\/spectrum-[A-Z0-9]+\.js$/, async (route) => {
      spectrumAsked++;
      await new Promise((ok) => setTimeout(ok, 1500));
      await route.continue();
    });
    await page.tap(`button:text-is("${t('tour-take')}")`);
    for (let n = 1; n <= 14; n++) {
      await page.waitForFunction((k) => new URL(location.href).searchParams.get('tour') === String(k), n);
      await page.waitForSelector(`.asg-tour[data-step="${n}"] .asg-tour-body p`);
      // What a student waits for: the step's picture done (its part on the page and drawn, the
      // spectrum counted), then the frame after it.
      const picture =
        n === 9 ? '.asg-spectrum-stage' : n === 11 ? '.asg-proof' : n === 13 ? '.asg-practice' : '.asg-stage';
      await page.waitForFunction(
        (sel) =>
          sel === '.asg-spectrum-stage'
            ? document.querySelector('.asg-spectrum')?.dataset.ready === 'true'
            : sel === '.asg-proof'
              ? Number(document.querySelector('.asg-proof canvas.asg-lane')?.dataset.draws) > 0
              : sel === '.asg-practice'
                ? Boolean(document.querySelector('.asg-practice:not([hidden]) .asg-practice-prompt'))
                : Number(document.querySelector('canvas.asg-canvas')?.dataset.frames) > 0,
        picture,
      );
      await settle(page);
      // The step's picture and the beginning of its text, on the screen together, the text not under the picture.
      const seen = await page.evaluate((sel) => {
        const box = (e) => e.getBoundingClientRect();
        const pic = box(document.querySelector(sel));
        const p = document.querySelector('.asg-tour-body p');
        const r = box(p);
        const x = Math.min(r.left + 12, innerWidth - 2);
        const y = Math.min(r.top + 8, innerHeight - 2);
        const top = document.elementFromPoint(x, y);
        return {
          picture: Math.min(pic.bottom, innerHeight) - Math.max(pic.top, 0),
          pictureBox: [Math.round(pic.top), Math.round(pic.bottom)],
          pictureHeight: pic.height,
          textBox: [Math.round(r.top), Math.round(r.bottom)],
          screen: innerHeight,
          scrollY: Math.round(scrollY),
          text: r.top >= 0 && r.top + 16 <= innerHeight,
          readable: Boolean(top && p.contains(top)),
          atTextTop: top ? `${top.tagName.toLowerCase()}.${top.className}` : null,
          wide: document.documentElement.scrollWidth - innerWidth,
        };
      }, picture);
      const measured = JSON.stringify(seen);
      assert.ok(seen.picture >= Math.min(120, seen.pictureHeight), `step ${n}: its picture in view: ${measured}`);
      assert.ok(seen.text && seen.readable, `step ${n}: its text in view, not under the picture: ${measured}`);
      assert.ok(seen.wide <= 0, `step ${n} fits the phone: ${measured}`);
      await page.screenshot({ path: `${SHOTS}/course-tour-phone-de-${n}.png` });
      const text = await tourText(page);
      if (n === 1) assert.match(text, /\(hier 7, 19 oder 26\)/);
      if (n === 3) {
        // The P-positions up to index δ − 1 = 11 are listed; w₁₂ is predicted, then shown.
        assert.match(text, new RegExp(`n = 11 ist ${w[11]}\\.`));
        for (const x of w.slice(0, 8)) assert.ok(text.includes(String(x)), `w lists ${x}`);
        assert.deepEqual((await bandAt(page, w[12])).rgb, (await bandAt(page, w[12])).cover, 'w₁₂ hidden');
        await page.tap('input[name="predict"]');
        await page.keyboard.type(String(w[12]));
        await page.keyboard.press('Enter');
        await page.waitForSelector('.asg-predict .asg-practice-right');
        assert.match(await page.locator('.asg-predict').innerText(), new RegExp(`= ${w[12]}\\.`));
      }
      if (n === 4) assert.match(text, new RegExp(`a\\(3δ \\+ a\\) = ${period}`));
      if (n === 5) {
        // W0 + a: every heap marked has value 1 by the mex rule; W0 − b: value 2.
        for (const [s, value] of [
          [7, 1],
          [-19, 2],
        ]) {
          await page.tap(`button[data-shift="${s}"]`);
          const marked = await page.evaluate(() => window.asgExplorer.view.marks.map((m) => Number(m.heap)));
          assert.ok(marked.length > 10, `${marked.length} heaps marked`);
          assert.deepEqual(
            marked.filter((h) => g[h] !== value),
            [],
            `W0 ${s > 0 ? '+' : '−'} ${Math.abs(s)} lies in W${value}`,
          );
        }
      }
      if (n === 6) {
        const p = num(/Haufen ([\d\u202f]+) ist eine P-Position/.exec(text)[1]);
        assert.equal(g[p], 0);
        const x = num(/Haufen ([\d\u202f]+) hat den Wert/.exec(text)[1]);
        const good = [7, 19, 26].find((s) => s <= x && g[x - s] === 0);
        await page.tap(`.asg-tour-body button[data-move="${good}"]`);
        assert.equal(await page.locator('.asg-proof-result').getAttribute('data-right'), 'true');
      }
      if (n === 7) assert.match(text, /a \+ 1 = 8, b \+ 1 = 20 oder a \+ b \+ 1 = 27/);
      if (n === 8) {
        let windows = 0;
        for (let x = 0; x < period; x++) if (g[x] === 0 && g[x + 12] === 0) windows++;
        const w3 = g.slice(0, period).filter((v) => v === 3).length;
        assert.match(text, new RegExp(`= ${windows} pro Haufenperiode von ${period}`));
        assert.match(text, new RegExp(`a² = ${w3}`));
      }
      if (n === 9) {
        assert.ok(spectrumAsked > 0, 'the spectrum’s module came late');
        // The spectrum: C(δ) counted here by the mex rule, and the heap period it is counted over.
        let atDelta = 0;
        for (let x = 0; x < period; x++) if (g[x] === 0 && g[x + 12] === 0) atDelta++;
        assert.equal(new URL(page.url()).searchParams.get('view'), 'spectrum');
        assert.match(text, /\(7, 19 und 26\)/);
        assert.ok(text.includes(`= 7·5 = ${atDelta} hoch, wie Satz 7 sagt`), text);
        assert.ok(text.includes(`Haufenperiode P = ${period} aus`), text);
      }
      if (n === 11) {
        const w0 = g.slice(0, period).filter((v) => v === 0).length;
        assert.match(text, new RegExp(`P = ${period}, mit aδ = ${w0} Haufen`));
      }
      if (n === 12) {
        // Outside the regime: the tour shows a game there, says so, and its period is the mex rule's.
        assert.match(await page.locator('.asg-tour-notice').innerText(), /a = 5, δ = 16.*a = 7, δ = 12/s);
        assert.equal(new URL(page.url()).searchParams.get('delta'), '16');
        const outside = smallestPeriod(mexValues([5, 21, 26], 3000));
        assert.match(text, new RegExp(`nach ${outside} Haufen`));
      }
      if (n === 13) {
        assert.equal(
          await page.locator('.asg-tour-notice').innerText(),
          t('tour-switched-back', { a: 7n, delta: 12n }),
        );
        assert.equal(new URL(page.url()).searchParams.get('delta'), '12');
      }
      await page.tap('.asg-tour-nav button.asg-primary');
    }
    // Finished: the student's own game and view (the grid) are back.
    await page.waitForFunction(() => !new URL(location.href).searchParams.get('tour'));
    const back = new URL(page.url()).searchParams;
    assert.deepEqual([back.get('a'), back.get('delta'), back.get('view')], ['7', '12', null]);
    await done({ problems, context });

    // A link to a step, in English: the step's own view (the ledger, a tall table), its rows and
    // the text that reads them on the phone's screen together.
    const link = await tourStepOnPhone('a=7&delta=12', 11);
    await link.page.waitForSelector('table.asg-ledger');
    await layoutStill(link.page, ['table.asg-ledger', '.asg-tour-body']);
    assert.equal(new URL(link.page.url()).searchParams.get('view'), 'ledger');
    const inView = await link.page.evaluate(() => {
      const rows = [...document.querySelectorAll('table.asg-ledger tbody tr')].map((r) => r.getBoundingClientRect());
      const text = document.querySelector('.asg-tour-body').getBoundingClientRect();
      return {
        rows: rows.filter((r) => r.top >= 0 && r.bottom <= innerHeight).length,
        text: innerHeight - text.top,
      };
    });
    assert.ok(inView.rows >= 3, `${inView.rows} rows of the ledger in view`);
    assert.ok(inView.text >= 100, `the step's text in view (${inView.text}px)`);
    await link.page.screenshot({ path: `${SHOTS}/course-tour-phone-en-10.png` });
    await done(link);
  });

  test('the tour’s text follows the game on show: a game changed mid-tour, the stepper hiding what it has not reached, a step that cannot apply offering a game, and the student’s game back on closing, also after a reload mid-tour', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=strip');
    await page.click('text=Take the tour');
    await page.waitForSelector('.asg-tour-body p');
    assert.match(await tourText(page), /\(here 5, 12 or 17\)/);
    // The student changes a: the text is made again, for a = 8, δ = 7.
    await page.fill('input[name="a"]', '8');
    await page.press('input[name="a"]', 'Enter');
    await page.waitForFunction(() =>
      document.querySelector('.asg-tour-body')?.innerText.includes('(here 8, 15 or 23)'),
    );
    await page.click('.asg-tour-nav button.asg-primary');
    await page.waitForSelector('.asg-stepper');
    const g = mexValues([8, 15, 23], 200);
    for (let i = 0; i < 10; i++) await page.click('.asg-stepper button:has-text("Next heap")');
    assert.match(
      await page.locator('.asg-stepper .asg-mex').innerText(),
      new RegExp(`^Heap 10: −8 leaves heap 2 \\(value ${g[2]}\\); mex \\{${g[2]}\\} = ${g[10]}\\.$`),
    );
    await settle(page);
    const colours = (await palette(page)).map(String);
    assert.equal(String((await bandAt(page, 10)).rgb), colours[g[10]], 'heap 10 worked out: its colour shows');
    const ahead = await bandAt(page, 11);
    assert.deepEqual(ahead.rgb, ahead.cover, 'heap 11 not yet worked out: hidden');
    // One button of each name in the step (Back of the tour, Previous heap of the stepper).
    const names = await page.locator('.asg-tour button').allTextContents();
    assert.equal(new Set(names).size, names.length, names.join(' | '));
    // The closed form needs the regime, which a = 8, δ = 7 is outside: the tour shows a = 5, δ = 7 and says so.
    await page.click('.asg-tour-nav button.asg-primary');
    await page.waitForSelector('input[name="predict"]');
    assert.match(
      await page.locator('.asg-tour-notice').innerText(),
      /so the tour shows a = 5, δ = 7 for now\. Your game, a = 8, δ = 7,/,
    );
    // The student picks a game outside it mid-step: the step says it cannot apply, and offers one.
    await page.fill('input[name="a"]', '9');
    await page.press('input[name="a"]', 'Enter');
    await page.waitForSelector('.asg-tour-body button:has-text("Show a = 5, δ = 7")');
    assert.match(await tourText(page), /a = 9, δ = 7 is outside it: the step’s text would not be true for this game\./);
    await page.click('.asg-tour-body button:has-text("Show a = 5, δ = 7")');
    await page.waitForSelector('input[name="predict"]');
    assert.equal(new URL(page.url()).searchParams.get('a'), '5');
    await page.click('button:has-text("Close the tour")');
    await page.waitForFunction(() => !new URL(location.href).searchParams.get('tour'));
    const own = new URL(page.url()).searchParams;
    assert.deepEqual([own.get('a'), own.get('delta'), own.get('view')], ['9', '7', 'strip']);
    // A reload in the middle of the tour, on a step that shows the tour's game: the student's own
    // game is still theirs, said in the notice and back on closing.
    await page.click('text=Take the tour');
    await page.waitForSelector('.asg-tour[data-step="1"] .asg-tour-body p');
    for (const n of [2, 3]) {
      await page.click('.asg-tour-nav button.asg-primary');
      await page.waitForSelector(`.asg-tour[data-step="${n}"] .asg-tour-body p`);
    }
    assert.equal(new URL(page.url()).searchParams.get('a'), '5');
    await page.reload();
    await page.waitForSelector('.asg-tour[data-step="3"] input[name="predict"]');
    assert.deepEqual(
      [new URL(page.url()).searchParams.get('a'), new URL(page.url()).searchParams.get('delta')],
      ['5', '7'],
    );
    await page.waitForSelector('.asg-tour-notice:not([hidden])', { timeout: 5000 });
    assert.match(
      await page.locator('.asg-tour-notice').textContent(),
      /so the tour shows a = 5, δ = 7 for now\. Your game, a = 9, δ = 7,/,
    );
    await page.click('button:has-text("Close the tour")');
    await page.waitForFunction(() => !new URL(location.href).searchParams.get('tour'));
    const back = new URL(page.url()).searchParams;
    assert.deepEqual([back.get('a'), back.get('delta'), back.get('view')], ['9', '7', 'strip']);
    await done({ problems, context });
  });

  test('with an exercise open no way to see a value shows its answer; an exercise left counts as tried; play goes on across views and walks', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=practice&practice=value');
    const g = mexValues([7, 19, 26], 4000);
    const heap = await exerciseHeap(page);
    // What the inspector says of a heap when it shows its value (never while the exercise is open).
    const told = (text) => /has nim-value/.test(text);
    // "why?" of each class, and another example: the walk would show values, so it says why it waits.
    for (const k of [0, 1, 2, 3]) {
      await page.click(`.asg-legend li:nth-child(${k + 1}) .asg-why-button`);
      await page.locator('.asg-inspector-body:has-text("would show values")').waitFor();
      assert.doesNotMatch(await page.locator('.asg-inspector-body').innerText(), /Why is heap/, `why? W${k}`);
      assert.equal(await page.locator('.asg-inspector-body button:has-text("Another example")').count(), 0);
    }
    // The picture: no class colour at the heap, and the inspector by pointer, keyboard and Go to heap.
    const at = await bandAt(page, heap);
    assert.deepEqual(at.rgb, at.cover);
    const x = await page.evaluate((h) => {
      const [x0, x1] = window.asgExplorer.view.stripPixels(BigInt(h), window.asgExplorer.view.zoom(), 1);
      return (x0 + x1) / 2;
    }, heap);
    const box = await page.locator('canvas.asg-canvas').boundingBox();
    await page.mouse.move(box.x + x, box.y + 20);
    await page.mouse.down();
    await page.mouse.up();
    assert.ok(!told(await page.locator('.asg-inspector-body').innerText()), 'the inspector by pointer');
    // The keyboard's cursor: a heap on and back, Enter on each.
    await page.locator('canvas.asg-canvas').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const inspector = await page.locator('.asg-inspector-body').innerText();
    assert.match(inspector, /its value is hidden/);
    assert.ok(!told(inspector), 'the inspector by the keyboard’s cursor');
    // The numbers as a file: none to give, and it says so rather than saving an empty one.
    let saved = false;
    page.on('download', () => {
      saved = true;
    });
    await page.click('button:text-is("CSV")');
    await page.waitForSelector('text=its values are hidden, so there are no numbers to save');
    assert.equal(saved, false);
    // Begun and left for the number line (where values show): tried, not solved; a new one on return.
    await page.click(`.asg-practice-answer label >> nth=${(g[heap] + 1) % 4}`);
    await page.click('label[for$="-view-strip"]');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('view') === 'strip');
    assert.deepEqual(await kept(page, '7/12', 'value'), { tried: 1, solved: 0, streak: 0 });
    assert.doesNotMatch(await page.locator('.asg-inspector-body').innerText(), /hidden/, 'no stale hidden heap');
    await page.click('label[for$="-view-practice"]');
    await page.waitForSelector('.asg-practice:not([hidden])[data-heap]');
    assert.equal(await page.locator('.asg-practice-answer input:checked').count(), 0, 'a new exercise');
    // Next exercise without an answer: skipped, tried.
    await page.click('.asg-practice button:has-text("Next exercise")');
    assert.deepEqual(await kept(page, '7/12', 'value'), { tried: 2, solved: 0, streak: 0 });
    // Play: a game goes on through "why?" and a visit to Gaps.
    await page.click('label[for$="-view-play"]');
    await page.waitForSelector('.asg-play:not([hidden])');
    await page.fill('input[name="heap"]', '40');
    await page.click('.asg-play .asg-primary');
    await page.click('.asg-play-moves button[data-move="7"]');
    await page.waitForSelector('.asg-play-log li[data-by="computer"]');
    const log = await page.locator('.asg-play-log').innerText();
    await page.click('.asg-legend li:nth-child(2) .asg-why-button');
    await page.locator('.asg-inspector-body:has-text("would show values")').waitFor();
    await page.click('label[for$="-view-gaps"]');
    await page.waitForFunction(() => Number(document.querySelector('canvas.asg-lane')?.dataset.draws) > 0);
    await page.click('label[for$="-view-play"]');
    await page.waitForSelector('.asg-play:not([hidden])');
    assert.equal(await page.locator('.asg-play-log').innerText(), log, 'the game goes on');
    await done({ problems, context });
  });

  test('hints in three levels end in the worked numbers (Japanese phone, by touch), the exercise’s picture in view with the question and the hints; answers say what was wrong; answers are balanced; outside the regime the mex rule by hand is two steps', {
    timeout: 180000,
  }, async () => {
    const t = say('ja');
    const { page, problems, context } = await phone('?a=7&delta=12&view=practice&practice=value&lang=ja', 'dark');
    const g = mexValues([7, 19, 26], 4000);
    const w = zeros(g);
    const heap = await exerciseHeap(page);
    // The exercise's picture in view with what the student reads: on the first screen with the
    // question, and (stuck at the top, as in the tour) with the hints they scroll down to.
    const together = (sel) =>
      page.evaluate((what) => {
        const pic = document.querySelector('canvas.asg-canvas').getBoundingClientRect();
        const box = document.querySelector(what).getBoundingClientRect();
        const top = document.elementFromPoint(
          Math.min(box.left + 12, innerWidth - 2),
          Math.min(box.top + 8, innerHeight - 2),
        );
        return {
          picture: Math.round(Math.min(pic.bottom, innerHeight) - Math.max(pic.top, 0)),
          pictureBox: [Math.round(pic.top), Math.round(pic.bottom)],
          textBox: [Math.round(box.top), Math.round(box.bottom)],
          scrollY: Math.round(scrollY),
          screen: innerHeight,
          whole: pic.top >= 0 && pic.bottom <= innerHeight,
          inView: box.top >= 0 && box.top + 16 <= innerHeight,
          readable: Boolean(top && document.querySelector(what).contains(top)),
        };
      }, sel);
    const first = await together('.asg-practice-prompt');
    assert.ok(
      first.picture >= 120 && first.inView && first.readable,
      `the question with its picture: ${JSON.stringify(first)}`,
    );
    for (let level = 1; level <= 3; level++) await page.tap('.asg-practice button[name="hint"]');
    assert.equal(await page.locator('.asg-practice-hints li').count(), 3);
    await page.evaluate(() => {
      const last = document.querySelector('.asg-practice-hints li:last-child').getBoundingClientRect();
      scrollBy(0, last.bottom - innerHeight + 8);
    });
    await settle(page);
    const reading = await together('.asg-practice-hints li[data-level="3"]');
    assert.ok(
      reading.scrollY > 0 && reading.whole && reading.inView && reading.readable,
      `the worked numbers with the exercise's picture: ${JSON.stringify(reading)}`,
    );
    await page.screenshot({ path: `${SHOTS}/course-practice-phone-ja-scrolled.png` });
    assert.equal(await page.locator('.asg-practice button[name="hint"]').isDisabled(), true);
    // The worked numbers: the class rule's tests in order, each heap placed between the P-positions the mex rule finds.
    const lines = await page.locator('.asg-practice-hints li[data-level="3"] p').allInnerTexts();
    const candidates = [heap, heap - 7, heap + 19, heap + 12];
    const value = g[heap];
    assert.equal(lines.length, value + 2);
    for (let k = 0; k <= value; k++) {
      const c = candidates[k];
      const below = w.filter((p) => p <= c).at(-1);
      const ns = lines[k].match(/[\d,]+/g).map(num);
      assert.ok(ns.includes(c) && ns.includes(below), `${lines[k]} places ${c} after ${below}`);
    }
    assert.ok(lines.at(-1).includes(t('work-value', { heap: BigInt(heap), value })));
    await page.screenshot({ path: `${SHOTS}/course-hints-phone-ja.png`, fullPage: true });
    // A wrong value: what was wrong is said first; "an earlier test holds" only when the named class's
    // test holds too (W3's at a P-position), else what the named class needs.
    const wrong = (value + 1) % 4;
    await page.tap(`.asg-practice-answer label:text-is("${wrong}")`);
    await page.tap(`.asg-practice button:text-is("${t('practice-check')}")`);
    // Spaces as the catalogue writes them (Japanese keeps a number with the word after it by a no-break space).
    const what = (await page.locator('.asg-practice-what').first().innerText()).replace(/\u00a0/g, ' ');
    const holds = g[candidates[wrong]] === 0;
    assert.ok(what.startsWith(holds ? `${wrong} を選びました。` : `${wrong} を選びましたが、そのためには`), what);
    // Balanced: each value about as often as the others.
    const seen = [0, 0, 0, 0];
    for (let i = 0; i < 48; i++) {
      await page.tap(`.asg-practice button:text-is("${t('practice-next')}")`);
      seen[g[await exerciseHeap(page)]]++;
    }
    assert.ok(Math.min(...seen) >= 3, `values seen ${seen}`);
    await done({ problems, context });

    // Outside the regime (a = 5, δ = 16): the values before x − a on show, x − a and on hidden; two mex steps by hand.
    const outside = await open(env, '?a=5&delta=16&view=practice&practice=value');
    const h = mexValues([5, 21, 26], 4000);
    await outside.page.waitForSelector('.asg-practice[data-heap]');
    const x = await exerciseHeap(outside.page);
    await settle(outside.page);
    const colours = (await palette(outside.page)).map(String);
    assert.equal(String((await bandAt(outside.page, x - 6)).rgb), colours[h[x - 6]], 'heap x − a − 1 on show');
    const hidden = await bandAt(outside.page, x - 5);
    assert.deepEqual(hidden.rgb, hidden.cover, 'heap x − a hidden');
    for (let level = 1; level <= 3; level++) await outside.page.click('.asg-practice button[name="hint"]');
    const steps = await outside.page.locator('.asg-practice-hints li[data-level="3"] p').allInnerTexts();
    assert.equal(steps.length, 2);
    for (const [i, y] of [x - 5, x].entries()) {
      const reached = [...new Set([5, 21, 26].filter((s) => s <= y).map((s) => h[y - s]))].sort();
      assert.ok(
        steps[i].startsWith(`Heap ${y}:`) && steps[i].endsWith(`mex {${reached.join(', ')}} = ${h[y]}.`),
        steps[i],
      );
    }
    await done(outside);

    // Residue regions at a = 5, δ = 7: each region asked (the page picks each as likely).
    const region = await open(env, '?a=5&delta=7&view=practice&practice=region');
    await region.page.waitForSelector('.asg-practice[data-gap]');
    const regions = { left: 0, unrestricted: 0, right: 0 };
    for (let i = 0; i < 30; i++) {
      const n = Number(await region.page.locator('.asg-practice').getAttribute('data-gap'));
      const r = (n + 1) % 7;
      regions[r < 2 ? 'left' : r <= 5 ? 'unrestricted' : 'right']++;
      if (i < 8) {
        // The worked numbers write this gap's n + 1 as q·a (q its own, not its residue's first gap's).
        for (let level = 1; level <= 3; level++) await region.page.click('.asg-practice button[name="hint"]');
        const work = await region.page.locator('.asg-practice-hints li[data-level="3"] p').first().textContent();
        const [, n1, q] = /n \+ 1 = (\d+) = (\d+)·5/.exec(work) ?? [];
        assert.deepEqual([Number(n1), Number(q) * 5], [n + 1, n + 1], work);
      }
      await region.page.click('.asg-practice button:has-text("Next exercise")');
    }
    // The page draws each region as likely (not 2 in 3 unrestricted); the seeded unit test checks
    // the balance closely. Here, of 30 draws, every region comes up and none takes two thirds:
    // by chance either fails about once in 30 000 runs.
    assert.ok(Math.min(...Object.values(regions)) >= 1, JSON.stringify(regions));
    assert.ok(Math.max(...Object.values(regions)) < 20, JSON.stringify(regions));
    // Enter on a choice checks; a wrong region says what it needs.
    const n = Number(await region.page.locator('.asg-practice').getAttribute('data-gap'));
    const r = (n + 1) % 7;
    const choice = r < 2 ? 'right-restricted' : 'left-restricted';
    // A choice is chosen by its label (the radio itself is invisible under it), then Enter on the radio.
    const radio = region.page.locator(`.asg-practice-answer input[value="${choice}"]`);
    await region.page.click(`.asg-practice-answer label[for="${await radio.getAttribute('id')}"]`);
    await radio.press('Enter');
    assert.equal(await region.page.locator('.asg-practice').getAttribute('data-right'), 'false');
    // Before the answer is shown it says the condition, not this gap's r; after the worked numbers
    // (which show it), r too. (Show me would lock the answer: an exercise shown takes no other.)
    assert.match(
      await region.page.locator('.asg-practice-what').innerText(),
      /^That region needs .*: work out the residue r of this gap and compare\.$/,
    );
    for (let level = 1; level <= 3; level++) await region.page.click('.asg-practice button[name="hint"]');
    await region.page.click(`.asg-practice-answer label[for="${await radio.getAttribute('id')}"]`);
    await radio.press('Enter');
    assert.match(
      await region.page.locator('.asg-practice-what').innerText(),
      new RegExp(`^That region needs .*, but here r = ${r}\\.$`),
    );
    await done(region);
  });

  test('progress by game and kind, kept in step across tabs, with a finished tour offered as finished', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    const problems = [];
    const tab = async (path) => {
      const page = await context.newPage();
      watch(page, (text) => problems.push(text));
      await page.goto(new URL(path, env.url).href);
      await page.waitForFunction(() => Number(document.querySelector('canvas.asg-canvas')?.dataset.frames) > 0);
      return page;
    };
    const first = await tab('?a=5&delta=7&tour=14');
    await first.waitForSelector('.asg-tour:not([hidden]) .asg-recap');
    await first.click('button:has-text("Finish the tour")');
    const second = await tab('?a=7&delta=12&view=practice&practice=next');
    const banner = first.locator('.asg-resume');
    await first.goto(env.url);
    await banner.locator('.asg-resume-ways button').first().waitFor();
    assert.equal(
      await banner.locator('.asg-resume-ways button').first().textContent(),
      'The tour (finished): take it again',
    );
    // Solved in the other tab: this one's offer says so at once.
    const g = mexValues([7, 19, 26], 4000);
    const heap = await exerciseHeap(second);
    let next = heap + 1;
    while (g[next] !== 0) next++;
    await second.fill('input[name="answer"]', String(next));
    await second.press('input[name="answer"]', 'Enter');
    await first.waitForSelector('button:has-text("Practice: a = 7, δ = 12, Next P-position (1 solved in a row)")');
    // Forgotten in this tab: the other's counts start again.
    assert.match(await second.locator('.asg-practice-score').innerText(), /1 of 1 solved/);
    await first.click('button:has-text("Forget my progress")');
    await second.waitForFunction(() => !document.querySelector('.asg-practice-score').textContent.includes('1 of 1'));
    await first.reload();
    await first.waitForFunction(() => Number(document.querySelector('canvas.asg-canvas')?.dataset.frames) > 0);
    assert.equal(await first.locator('.asg-resume:not([hidden])').count(), 0);
    await done({ problems, context });
  });

  test('the glossary where a term appears (Chinese phone, by touch): in the tour and the questions, entries for the first screen’s symbols, targets of 24 px, pop-ups inside the screen that a tap elsewhere closes', async () => {
    const t = say('zh');
    const { page, problems, context } = await phone('?a=7&delta=12&view=residues&r=3&lang=zh');
    // The first screen's symbols are terms, each a target of at least 24 × 24 px; so are q, L and R.
    for (const id of ['subtraction-set', 'delta', 'd', 'q', 'L', 'R']) {
      const b = await page.locator(`.asg-term[data-term="${id}"]`).first().boundingBox();
      assert.ok(b.width >= 24 && b.height >= 24, `${id}: ${b.width} × ${b.height}`);
    }
    // A term near the bottom of the screen: its definition opens inside the screen.
    const term = page.locator('.asg-legend .asg-term[data-term="class"]').last();
    await term.evaluate((e) => window.scrollBy(0, e.getBoundingClientRect().bottom - innerHeight + 6));
    await term.tap();
    const pop = await page.locator('.asg-term-popover').boundingBox();
    assert.ok(pop.y >= 0 && pop.y + pop.height <= 812, `the definition at ${pop.y}–${pop.y + pop.height}`);
    assert.match(
      await page.locator('.asg-term-popover').innerText(),
      new RegExp(t('glossary-class-term').replace(/[()]/g, '\\$&')),
    );
    // Pinned, and closed by a tap elsewhere on the page.
    await page.tap('h1');
    assert.equal(await page.locator('.asg-term-popover').isVisible(), false);
    // The whole glossary has the new entries, in Chinese.
    await page.tap(`button:text-is("${t('glossary-open')}")`);
    const terms = await page.locator('dialog.asg-glossary dt').allTextContents();
    for (const id of ['class', 'd', 'index-period', 'subtraction-set', 'delta', 'closed-form'])
      assert.ok(terms.includes(t(`glossary-${id}-term`)), id);
    await page.keyboard.press('Escape');
    // In the tour and in a practice question, terms are buttons too.
    await page.goto(new URL('?a=7&delta=12&view=strip&tour=1&lang=zh', env.url).href);
    await page.waitForSelector('.asg-tour-body .asg-term[data-term="p-position"]');
    await page.goto(new URL('?a=7&delta=12&view=practice&practice=windows&lang=zh', env.url).href);
    await page.waitForSelector('.asg-practice-prompt .asg-term[data-term="collision-window"]');
    await done({ problems, context });
  });

  test('smaller findings: why a·d goes forward, walks zoom in to their marks, Count windows shows every window of its stretch, formulas wrap on a phone where a teacher would break them, [a ∣ n + 1] is explained', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=collisions');
    await page.click('button:has-text("why a·d?")');
    await page.waitForSelector('.asg-inspector-body button:has-text("Another example")');
    const lower = async () =>
      num(/window from ([\d,]+) to/.exec(await page.locator('.asg-inspector-body strong').innerText())[1]);
    let last = await lower();
    for (let i = 0; i < 4; i++) {
      await page.click('.asg-inspector-body button:has-text("Another example")');
      await page.waitForFunction(
        (l) => !document.querySelector('.asg-inspector-body strong').textContent.includes(`from ${l} `),
        last.toLocaleString('en'),
      );
      const now = await lower();
      assert.ok(now > last, `the next window starts after ${last} (${now})`);
      const [lo, hi] = await lineRange(page);
      assert.ok(lo <= now && now < hi, `window ${now} in view ${lo}–${hi}`);
      last = now;
    }
    // A walk of W3 on the number line: every heap it marks in view, a few pixels apart at least.
    await page.click('label[for$="-view-strip"]');
    await page.click('.asg-legend li:nth-child(4) .asg-why-button');
    await page.waitForSelector('ol.asg-why');
    const marks = await page.evaluate(() => window.asgExplorer.view.marks.map((m) => Number(m.heap)));
    const [lo, hi] = await lineRange(page);
    assert.ok(
      marks.every((m) => lo <= m && m < hi),
      `marks ${marks} in ${lo}–${hi}`,
    );
    assert.ok(await page.evaluate(() => window.asgExplorer.view.zoom() >= 8), 'zoomed in');
    // Count windows: the stretch and every window starting in it, up to δ past it, on the picture.
    await page.click('label[for$="-view-practice"]');
    await page.click('.asg-practice-kinds button:has-text("Count windows")');
    await page.waitForSelector('.asg-practice[data-lo]');
    const [a, b] = ['data-lo', 'data-hi'].map(async (k) => Number(await page.locator('.asg-practice').getAttribute(k)));
    const [from, to] = [await a, await b];
    await settle(page);
    const [vlo, vhi] = await lineRange(page);
    assert.ok(vlo <= from && to + 12 <= vhi, `${from}–${to + 12} in view ${vlo}–${vhi}`);
    assert.deepEqual(await page.evaluate(() => window.asgExplorer.view.marks.map((m) => m.edge)), ['start', 'end']);
    await done({ problems, context });
    // On a phone the formulas wrap instead of scrolling sideways; the gap formula's brackets are explained.
    const small = await phone('?a=7&delta=12&view=grid&tour=4');
    await small.page.waitForSelector('.asg-tour-body .asg-formula');
    const formula = await small.page.evaluate(() => {
      const f = document.querySelector('.asg-tour-body .asg-formula');
      const tops = new Set([...f.children].map((m) => Math.round(m.getBoundingClientRect().top)));
      return {
        lines: tops.size,
        wide: f.scrollWidth - f.clientWidth,
        body:
          document.querySelector('.asg-tour-body').scrollWidth - document.querySelector('.asg-tour-body').clientWidth,
      };
    });
    assert.ok(formula.lines > 1 && formula.wide <= 0 && formula.body <= 0, JSON.stringify(formula));
    // Where a formula does wrap, it breaks where a teacher would: after an =, a + or between
    // equations (never before a colon or a comma), with each line's brackets closed on that line.
    const taught = (page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('.asg-tour-body .asg-formula')].map((f) => {
          const lines = new Map();
          for (const m of f.children) {
            const top = Math.round(m.getBoundingClientRect().top);
            lines.set(top, `${lines.get(top) ?? ''}${m.textContent}`);
          }
          return [...lines.values()];
        }),
      );
    const brokenWell = (lines) =>
      lines.every((line, i) => {
        const depth = [...line].reduce((d, ch) => d + ('({['.includes(ch) ? 1 : 0) - (')}]'.includes(ch) ? 1 : 0), 0);
        return depth === 0 && !/^[:,;)}\]]/.test(line) && (i === lines.length - 1 || /[=+−,]$/.test(line));
      });
    for (const lines of await taught(small.page)) assert.ok(brokenWell(lines), `step 4: ${JSON.stringify(lines)}`);
    await small.page.goto(new URL('?a=7&delta=12&view=strip&tour=2', env.url).href);
    await small.page.waitForSelector('.asg-tour[data-step="2"] .asg-tour-body .asg-formula');
    await settle(small.page);
    const mex = await taught(small.page);
    assert.ok(mex.length > 0 && mex.every(brokenWell), `step 2: ${JSON.stringify(mex)}`);
    await small.page.screenshot({ path: `${SHOTS}/course-tour-phone-en-2.png` });
    await small.page.goto(new URL('?a=7&delta=12&view=gaps&tour=7', env.url).href);
    await small.page.waitForSelector('.asg-tour-body p');
    assert.match(await tourText(small.page), /\[a ∣ n \+ 1\] is 1 when a divides n \+ 1 and 0 otherwise/);
    await done(small);
  });
});

describe('the course at a glance: what the text names is on the screen with it', () => {
  test('pressing the kind of practice on show keeps its open exercise and puts focus on its answer', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=practice&practice=next');
    const prompt = page.locator('.asg-practice-prompt');
    await page.waitForFunction(() => document.querySelector('.asg-practice-prompt')?.textContent);
    const asked = await prompt.innerText();
    const kind = page.locator('.asg-practice-kinds button[aria-pressed="true"]');
    await kind.click();
    await settle(page);
    assert.equal(await prompt.innerText(), asked, 'the open exercise stays');
    assert.equal(
      await page.evaluate(() => document.activeElement?.closest('.asg-practice-answer') !== null),
      true,
      'focus on its answer',
    );
    await done({ problems, context });
  });

  test('the prediction of step 3 gives a nudge after a first wrong answer and the worked numbers after a second, and judges no answer once they are shown; Next keeps its place; the last step has Finish alone', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=strip&tour=3');
    await page.waitForSelector('input[name="predict"]');
    // w₇ for (5, 7) by the mex rule: the P-position of index δ = 7.
    const w7 = zeros(mexValues([5, 12, 17], 200))[7];
    const feedback = page.locator('.asg-predict .asg-practice-feedback');
    await page.fill('input[name="predict"]', String(w7 + 1));
    await page.press('input[name="predict"]', 'Enter');
    await page.waitForSelector('.asg-predict .asg-practice-wrong');
    const nudge = await feedback.innerText();
    assert.match(nudge, /⌊7\/5⌋ .*⌊7\/7⌋ .*try again/s, nudge);
    assert.ok(!nudge.includes(`= ${w7}.`), `the answer is not given away: ${nudge}`);
    assert.deepEqual((await bandAt(page, w7)).rgb, (await bandAt(page, w7)).cover, `w₇ = ${w7} still hidden`);
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('name')),
      'predict',
      'focus back on the answer',
    );
    // A second wrong answer: the worked numbers.
    await page.fill('input[name="predict"]', String(w7 + 2));
    await page.press('input[name="predict"]', 'Enter');
    await page.waitForFunction(
      (w) => document.querySelector('.asg-predict .asg-practice-feedback').innerText.includes(`= ${w}.`),
      w7,
    );
    // The answer typed after it is not judged right.
    await page.fill('input[name="predict"]', String(w7));
    await page.press('input[name="predict"]', 'Enter');
    await settle(page);
    assert.equal(
      await page.locator('.asg-predict .asg-practice-right').count(),
      0,
      'no "Right." once the answer was shown',
    );
    assert.match(await feedback.innerText(), new RegExp(`= ${w7}\\.`));
    // Next stays in one place in the panel through every step, whatever its title's length (a
    // pointer clicking on lands on it again).
    await page.goto(new URL('?a=5&delta=7&view=strip&tour=1', env.url).href);
    const offsets = [];
    for (let n = 1; n <= 14; n++) {
      await page.waitForSelector(`.asg-tour[data-step="${n}"] .asg-tour-body p`);
      offsets.push(
        await page.evaluate(() => {
          const next = document.querySelector('.asg-tour-nav .asg-primary').getBoundingClientRect();
          return Math.round(next.top - document.querySelector('.asg-tour').getBoundingClientRect().top);
        }),
      );
      if (n < 14) await page.click('.asg-tour-nav .asg-primary');
    }
    assert.equal(new Set(offsets).size, 1, `Next's place in the panel at each step: ${offsets.join(', ')}`);
    // The last step: Finish, and no second button that closes the tour.
    const buttons = await page.locator('.asg-tour-nav button:visible').allInnerTexts();
    assert.deepEqual(buttons, ['← Back', 'Finish the tour'], buttons.join(' | '));
    await done({ problems, context });
  });

  test('tour step 9 on a phone: the bars the text names in view above the text, the torus after the text; the spectrum view itself unchanged outside the tour', async () => {
    for (const [lang, scheme] of [
      ['en', 'light'],
      ['ja', 'dark'],
    ]) {
      const { page, problems, context } = await tourStepOnPhone(`a=7&delta=12&lang=${lang}`, 9, scheme);
      await page.waitForSelector('.asg-spectrum[data-ready="true"]');
      await layoutStill(page, ['.asg-spectrum-canvas', '.asg-tour-body p', '.asg-torus']);
      const at = await boxes(page, {
        bars: '.asg-spectrum-canvas',
        text: '.asg-tour-body p',
        torus: '.asg-torus',
      });
      const seen = JSON.stringify(at);
      assert.ok(at.bars.top >= 0 && at.bars.bottom <= at.screen[1], `${lang}: the bars wholly on the screen: ${seen}`);
      assert.ok(at.text.top >= at.bars.bottom, `${lang}: the text under the bars, not behind them: ${seen}`);
      assert.ok(at.text.top + 48 <= at.screen[1], `${lang}: the text's first lines on the screen: ${seen}`);
      assert.ok(await onTop(page, '.asg-tour-body p'), `${lang}: nothing stuck over the text`);
      assert.ok(at.torus.top >= at.text.bottom, `${lang}: the torus after the step's first paragraph: ${seen}`);
      // Scrolled down to the torus, as a student scrolls (the page, not the phone's visual
      // viewport, which scrollIntoView also moves), the bars stay at the top of the screen beside it.
      await page.evaluate(() =>
        window.scrollTo(
          0,
          scrollY + document.querySelector('.asg-torus-canvas').getBoundingClientRect().bottom - innerHeight,
        ),
      );
      await settle(page);
      const down = await boxes(page, { bars: '.asg-spectrum-canvas', torus: '.asg-torus-canvas' });
      assert.ok(down.bars.top >= 0 && down.bars.seen >= 160, `${lang}: the bars stay in view: ${JSON.stringify(down)}`);
      assert.ok(down.torus.seen > 0, `${lang}: the torus reached: ${JSON.stringify(down)}`);
      assert.equal(await page.evaluate(() => visualViewport.offsetTop), 0, `${lang}: the screen is the page's top`);
      await page.screenshot({ path: `${SHOTS}/course-spectrum-step-phone-${lang}-${scheme}.png` });
      await done({ problems, context });
    }
    // Outside the tour the spectrum view is as it was: the torus inside the spectrum, under the bars, at the bars' own height.
    const view = await phone('?a=7&delta=12&view=spectrum');
    await view.page.waitForSelector('.asg-spectrum[data-ready="true"]');
    await settle(view.page);
    const own = await boxes(view.page, {
      spectrum: '.asg-spectrum',
      bars: '.asg-spectrum-canvas',
      torus: '.asg-torus',
    });
    const seen = JSON.stringify(own);
    assert.ok(own.bars.bottom - own.bars.top >= 192, `the view's bars at their own height: ${seen}`);
    assert.ok(
      own.spectrum.top <= own.bars.top && own.torus.bottom <= own.spectrum.bottom,
      `the torus inside the view: ${seen}`,
    );
    assert.ok(own.torus.top >= own.bars.bottom, `the torus under the bars: ${seen}`);
    await done(view);
  });

  test('tour steps 1 and 9 on a phone: a button takes the reader to the legend and to the torus the text names far below it, focus on the legend’s title and on k + 1; the torus’s lag j and carries are glossary terms in the step, the torus, the hint and the answer', async () => {
    for (const [lang, scheme] of [
      ['de', 'light'],
      ['en', 'dark'],
    ]) {
      const t = say(lang);
      // Step 9: the way to the torus, under the step's text.
      const { page, problems, context } = await tourStepOnPhone(`a=7&delta=12&lang=${lang}`, 9, scheme);
      await page.waitForSelector('.asg-spectrum[data-ready="true"]');
      await settle(page);
      for (const id of ['lag', 'carries']) {
        assert.equal(
          await page.locator(`.asg-tour-body .asg-term[data-term="${id}"]`).count(),
          1,
          `${lang}: ${id} a term of the step`,
        );
        assert.ok(
          (await page.locator(`.asg-torus .asg-term[data-term="${id}"]`).count()) >= 2,
          `${lang}: ${id} a term of the torus's text and its lines`,
        );
      }
      const before = await boxes(page, { next: '.asg-torus-next-k' });
      assert.ok(
        before.next.top > before.screen[1],
        `${lang}: the torus's k + 1 starts below the screen: ${JSON.stringify(before)}`,
      );
      await page.locator('.asg-tour-body .asg-tour-go').tap();
      await layoutStill(page, ['.asg-torus-next-k', '.asg-spectrum-canvas']);
      assert.ok(
        await page.evaluate(() => document.activeElement?.matches('.asg-torus-next-k')),
        `${lang}: focus on k + 1`,
      );
      assert.equal(await page.evaluate(() => document.activeElement.textContent), t('torus-next-k'));
      const there = await boxes(page, { next: '.asg-torus-next-k', bars: '.asg-spectrum-canvas' });
      assert.ok(
        there.next.top >= there.bars.bottom && there.next.bottom <= there.screen[1],
        `${lang}: k + 1 on the screen under the bars: ${JSON.stringify(there)}`,
      );
      assert.ok(await onTop(page, '.asg-torus-next-k'), `${lang}: nothing stuck over k + 1`);
      // The lag's definition, from the torus's own text.
      await page.locator('.asg-torus .asg-hint .asg-term[data-term="lag"]').tap();
      assert.ok(
        (await page.locator('.asg-term-popover').innerText()).includes(t('glossary-lag')),
        `${lang}: the lag's definition`,
      );
      const pop = await page.locator('.asg-term-popover').boundingBox();
      assert.ok(
        pop.y >= 0 && pop.y + pop.height <= 812,
        `${lang}: the definition on the screen at ${pop.y}–${pop.y + pop.height}`,
      );
      await page.screenshot({ path: `${SHOTS}/course-to-torus-phone-${lang}-${scheme}.png` });
      const violations = (await axeResults(page)).violations.map((v) => v.id);
      assert.deepEqual(violations, [], `${lang}: axe at the torus`);
      // Step 1: the way to the legend, its title then on the screen and in focus.
      await page.goto(new URL(`?a=7&delta=12&lang=${lang}&tour=1`, env.url).href);
      await page.waitForSelector('.asg-tour[data-step="1"] .asg-tour-body p');
      await settle(page);
      const legend = '.asg-panel:has(> .asg-legend:not(.asg-gap-legend)) h2';
      const far = await boxes(page, { title: legend });
      assert.ok(far.title.top > far.screen[1], `${lang}: the legend starts below the screen: ${JSON.stringify(far)}`);
      await page.locator('.asg-tour-body .asg-tour-go').tap();
      await layoutStill(page, [legend, '.asg-stage']);
      assert.equal(
        await page.evaluate((sel) => document.activeElement === document.querySelector(sel), legend),
        true,
        `${lang}: focus on the legend's title`,
      );
      const near = await boxes(page, { title: legend, stage: '.asg-stage' });
      assert.ok(
        near.title.top >= near.stage.bottom && near.title.bottom <= near.screen[1],
        `${lang}: the legend's title on the screen under the picture: ${JSON.stringify(near)}`,
      );
      assert.ok(await onTop(page, legend), `${lang}: nothing stuck over the legend's title`);
      await page.screenshot({ path: `${SHOTS}/course-to-legend-phone-${lang}-${scheme}.png` });
      await done({ problems, context });
    }
    // At a desk the legend and the torus are beside or under the text: no such buttons.
    const desk = await open(env, '?a=7&delta=12&lang=de&tour=1', { width: 1280, height: 800 });
    await desk.page.waitForSelector('.asg-tour[data-step="1"] .asg-tour-body p');
    assert.equal(await desk.page.locator('.asg-tour-go').isVisible(), false, 'no button to the legend at a desk');
    await desk.page.screenshot({ path: `${SHOTS}/course-to-legend-desk-de.png` });
    await done(desk);
    // The hint and the answer of C(k) name the lag and the carries as terms, in every language.
    for (const lang of ['en', 'de', 'zh', 'ja']) {
      const text = readFileSync(`${ROOT}www/locales/${lang}.ftl`, 'utf8');
      const message = (id) => text.match(new RegExp(`^${id} = [^]*?(?=\\n\\S)`, 'm'))?.[0] ?? '';
      for (const id of ['lag', 'carries'])
        assert.match(message('hint-shift-2'), new RegExp(`TERM\\("${id}"`), `${lang}: ${id} in hint 2`);
      assert.equal(
        message('practice-shift-why').match(/TERM\("lag"/g)?.length,
        2,
        `${lang}: the lag in both of the answer's forms`,
      );
    }
  });

  test('tour step 13 on a phone: practice’s question under the number line stuck at the top, not behind it', async () => {
    for (const lang of ['en', 'de']) {
      const { page, problems, context } = await tourStepOnPhone(`a=7&delta=12&lang=${lang}`, 13);
      await page.waitForSelector('.asg-practice:not([hidden]) .asg-practice-prompt');
      await layoutStill(page, ['.asg-stage', '.asg-practice-prompt', '.asg-tour-body p']);
      const at = await boxes(page, { stage: '.asg-stage', prompt: '.asg-practice-prompt', text: '.asg-tour-body p' });
      const seen = JSON.stringify(at);
      assert.ok(
        at.prompt.top >= at.stage.bottom && at.prompt.bottom <= at.screen[1],
        `${lang}: the question under the picture: ${seen}`,
      );
      assert.ok(await onTop(page, '.asg-practice-prompt'), `${lang}: nothing stuck over the question: ${seen}`);
      assert.ok(at.text.top + 48 <= at.screen[1], `${lang}: the step's text begins on the screen: ${seen}`);
      await done({ problems, context });
    }
  });

  test('practice at a desk: the question and its picture on the first screen together, and the question still in view with the whole picture', async () => {
    for (const [lang, scheme, path] of [
      ['en', 'light', '?a=7&delta=12&view=practice&practice=value'],
      ['de', 'dark', '?a=7&delta=12&lang=de&view=grid'],
    ]) {
      const { page, problems, context } = await onDevice('desk', path, scheme);
      // From another view, practice is opened as a student opens it: its button in the views.
      if (!path.includes('practice')) await page.click('label[for$="-view-practice"]');
      await exerciseShown(page);
      const at = await boxes(page, {
        prompt: '.asg-practice-prompt',
        check: '.asg-practice button.asg-primary',
        canvas: 'canvas.asg-canvas',
      });
      const seen = JSON.stringify(at);
      assert.equal(at.scrollY, 0, `${lang}: the first screen`);
      assert.ok(at.prompt.top >= 0 && at.prompt.bottom <= at.screen[1], `${lang}: the question on the screen: ${seen}`);
      assert.ok(at.check.bottom <= at.screen[1], `${lang}: its answer and Check on the screen: ${seen}`);
      assert.ok(
        at.canvas.seen >= Math.min(300, at.canvas.bottom - at.canvas.top),
        `${lang}: the picture on the screen: ${seen}`,
      );
      assert.ok(
        at.canvas.right <= at.prompt.left || at.canvas.top >= at.prompt.bottom,
        `${lang}: side by side, not over each other: ${seen}`,
      );
      // Hints and feedback stay beside the picture when the page scrolls.
      await page.click('.asg-practice button[name="hint"]');
      await page.evaluate(() => window.scrollTo(0, 400));
      const scrolled = await boxes(page, { prompt: '.asg-practice-prompt', hints: '.asg-practice-hints' });
      assert.ok(
        scrolled.prompt.top >= 0 && scrolled.hints.seen > 0,
        `${lang}: still in view: ${JSON.stringify(scrolled)}`,
      );
      await page.screenshot({ path: `${SHOTS}/course-practice-desk-${lang}-${scheme}.png` });
      await done({ problems, context });
    }
  });

  test('continuing, on a phone: one line that leaves the first question on the screen, unfolded by keyboard, named for a screen reader, each way back then in reach', async () => {
    const { page, problems, context } = await phone('?a=7&delta=12&view=practice&practice=value');
    await page.evaluate(() =>
      localStorage.setItem(
        'asg-explorer:progress',
        JSON.stringify({
          tour: 3,
          tourDone: false,
          games: { '7/12': { value: { tried: 2, solved: 1, streak: 1 } } },
          last: { a: '7', delta: '12', kind: 'value' },
          play: null,
        }),
      ),
    );
    await page.reload();
    await page.waitForSelector('.asg-resume:not([hidden])');
    await exerciseShown(page);
    const at = await boxes(page, {
      resume: '.asg-resume',
      prompt: '.asg-practice-prompt',
      answer: '.asg-practice-answer',
    });
    const seen = JSON.stringify(at);
    assert.ok(at.resume.bottom - at.resume.top <= 56, `one line: ${seen}`);
    assert.ok(at.prompt.top >= 0 && at.prompt.bottom <= at.screen[1], `the question on the first screen: ${seen}`);
    assert.ok(at.answer.top < at.screen[1], `its answer begins on it: ${seen}`);
    await page.screenshot({ path: `${SHOTS}/course-resume-phone.png` });
    // For a screen reader: a region by its name, whose heading is a button that says it is folded.
    const region = page.getByRole('region', { name: 'Continue where you left off' });
    const folded = region
      .getByRole('heading')
      .getByRole('button', { name: 'Continue where you left off', expanded: false });
    assert.equal(await folded.count(), 1);
    const toggle = page.locator('.asg-resume-toggle');
    assert.equal(
      await region.getByRole('button', { name: 'The tour, at step 3' }).count(),
      0,
      'folded: no way on show',
    );
    // By keyboard from the page's start: Tab reaches it, Enter unfolds it, Tab goes on to the first way back.
    let tabs = 0;
    while (!(await toggle.evaluate((b) => b === document.activeElement)) && tabs < 8) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    assert.ok(tabs < 8, 'reached by Tab');
    await page.keyboard.press('Enter');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'The tour, at step 3');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.asg-tour[data-step="3"] .asg-tour-body p');
    await done({ problems, context });
  });

  test('formulas in running text break on a phone only where a formula may (after an =, between list items), never inside a term: German and Japanese tour steps and hints', {
    timeout: 120000,
  }, async () => {
    // Where the lines of the running text under `selector` break: a few characters either side of each break.
    const breaks = (page, selector) =>
      page.evaluate((sel) => {
        const out = [];
        for (const root of document.querySelectorAll(sel)) {
          const chars = [];
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let t = walker.nextNode(); t; t = walker.nextNode()) {
            // A glossary term in the text is part of it (other buttons and labels are not).
            if (t.parentElement.closest('math, button:not(.asg-term), label')) continue;
            const block = t.parentElement.closest('p, li, div');
            for (let i = 0; i < t.data.length; i++) {
              const r = document.createRange();
              r.setStart(t, i);
              r.setEnd(t, i + 1);
              const box = r.getClientRects()[0];
              chars.push({ c: t.data[i], top: box ? box.top : null, block });
            }
          }
          const text = chars.map((x) => x.c).join('');
          let last = -1;
          for (let i = 0; i < chars.length; i++) {
            if (chars[i].top === null) continue;
            if (last >= 0 && chars[i].block === chars[last].block && chars[i].top > chars[last].top + 4)
              out.push({ before: text.slice(0, last + 1), after: text.slice(i) });
            last = i;
          }
        }
        return out;
      }, selector);
    // A break inside a term: after an operator other than =, before any operator, or inside a short bracket.
    const inside = ({ before, after }) => {
      if (/[+−·×<>≤≥∣∤∖∈]\s*$/.test(before) || /^\s*[=+−·×<>≤≥∣∤∖∈)）]/.test(after)) return true;
      const open = [];
      for (const [i, c] of [...before].entries()) {
        if ('(（'.includes(c)) open.push(i);
        else if (')）'.includes(c)) open.pop();
      }
      const from = open.at(-1);
      if (from === undefined) return false;
      const close = after.search(/[)）]/);
      return close >= 0 && before.length - from + close <= 16;
    };
    const { page, problems, context } = await phone('?a=7&delta=12&lang=de&tour=3');
    const bad = [];
    let seen = 0;
    for (const lang of ['de', 'ja']) {
      for (const n of [3, 4, 7, 8, 9, 10, 12, 14]) {
        await page.goto(new URL(`?a=7&delta=12&lang=${lang}&tour=${n}`, env.url).href);
        await page.waitForSelector(`.asg-tour[data-step="${n}"] .asg-tour-body p`);
        await settle(page);
        const found = await breaks(page, '.asg-tour-body');
        seen += found.length;
        for (const b of found.filter(inside))
          bad.push(`${lang} step ${n}: ${b.before.slice(-14)}⏎${b.after.slice(0, 14)}`);
      }
      // Practice's hints, every level, with their worked numbers.
      await page.goto(new URL(`?a=7&delta=12&lang=${lang}&view=practice&practice=value`, env.url).href);
      await page.waitForSelector('.asg-practice[data-heap]');
      // The tab keeps the exercise open: in the second language it comes back with its hints open.
      const open = await page.locator('.asg-practice-hints li').count();
      for (let i = open; i < 3; i++) await page.tap('.asg-practice button[name="hint"]');
      await page.waitForSelector('.asg-practice-hints li:nth-child(3)');
      const found = await breaks(page, '.asg-practice-hints, .asg-practice-prompt');
      seen += found.length;
      for (const b of found.filter(inside)) bad.push(`${lang} hints: ${b.before.slice(-14)}⏎${b.after.slice(0, 14)}`);
    }
    assert.ok(seen > 100, `${seen} line breaks looked at`);
    assert.deepEqual(bad, []);
    await page.goto(new URL('?a=7&delta=12&lang=ja&tour=4', env.url).href);
    await page.waitForSelector('.asg-tour[data-step="4"] .asg-tour-body p');
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/course-formulas-phone-ja-4.png` });
    await done({ problems, context });
  });

  test('practice’s verdict right under Check and on the screen after an answer, every hint open (German phone, English desk); on a phone the question before the choice of kinds, on the first screen', async () => {
    for (const [lang, device] of [
      ['de', 'phone'],
      ['en', 'desk'],
    ]) {
      const path = `?a=7&delta=12&lang=${lang}&view=practice&practice=value`;
      const { page, problems, context } = await onDevice(device, path, device === 'phone' ? 'dark' : 'light');
      await exerciseShown(page);
      const first = await boxes(page, { prompt: '.asg-practice-prompt', answer: '.asg-practice-answer' });
      assert.ok(
        first.prompt.top >= 0 && first.answer.bottom <= first.screen[1],
        `${lang}: the question and its answer on the first screen: ${JSON.stringify(first)}`,
      );
      const heap = await exerciseHeap(page);
      const g = mexValues([7, 19, 26], heap + 1);
      for (let i = 0; i < 3; i++) await page.click('.asg-practice button[name="hint"]');
      await page.click(`.asg-practice-answer label:text-is("${(g[heap] + 1) % 4}")`);
      await page.click('.asg-practice button.asg-primary');
      await page.waitForSelector('.asg-practice-wrong');
      await settle(page);
      const at = await boxes(page, {
        verdict: '.asg-practice-wrong',
        what: '.asg-practice-what',
        focus: '.asg-practice-answer input:checked',
        stage: '.asg-stage',
      });
      const seen = JSON.stringify(at);
      assert.ok(
        at.verdict.top >= 0 && at.what.bottom <= at.screen[1],
        `${lang}: the verdict and what was wrong on the screen: ${seen}`,
      );
      // Focus stays on the answer for another try, and on a phone not under the picture stuck at the top.
      assert.ok(
        at.focus.top >= (device === 'phone' ? at.stage.bottom : 0) && at.focus.bottom <= at.screen[1],
        `${lang}: the answer in view: ${seen}`,
      );
      assert.ok(await onTop(page, '.asg-practice-wrong'), `${lang}: nothing over the verdict`);
      await page.screenshot({ path: `${SHOTS}/course-practice-verdict-${device}-${lang}.png` });
      await done({ problems, context });
    }
  });

  test('practice hides a value with a word of why over the empty lanes, as play does (the same box as the inspector’s tip), at a desk and on a phone, light and dark; the answer takes the note away with the cover', async () => {
    for (const [device, scheme, lang] of [
      ['desk', 'light', 'en'],
      ['desk', 'dark', 'de'],
      ['phone', 'light', 'zh'],
      ['phone', 'dark', 'ja'],
    ]) {
      const path = `?a=7&delta=12&lang=${lang}&view=practice&practice=value`;
      const { page, problems, context } = await onDevice(device, path, scheme);
      await exerciseShown(page);
      const note = page.locator('.asg-practice-cover');
      assert.ok(await note.isVisible(), `${lang} ${device}: a note says why the lanes are empty`);
      assert.equal((await note.textContent()).trim(), say(lang)('practice-values-hidden'));
      // Over the lanes: inside the picture, below its band (the number line's upper part).
      const at = await boxes(page, { note: '.asg-practice-cover', canvas: 'canvas.asg-canvas' });
      const band = at.canvas.top + 0.3 * (at.canvas.bottom - at.canvas.top);
      assert.ok(
        at.note.left >= at.canvas.left &&
          at.note.right <= at.canvas.right &&
          at.note.top >= band &&
          at.note.bottom <= at.canvas.bottom,
        `${lang} ${device}: the note over the lanes: ${JSON.stringify(at)}`,
      );
      // The same box as the inspector's tip and play's note (made beside it, to be looked at).
      const look = (cls) =>
        page.evaluate((c) => {
          const one = document.querySelector('.asg-practice-cover');
          const e = c ? one.parentElement.appendChild(document.createElement('div')) : one;
          if (c) e.className = c;
          const s = getComputedStyle(e);
          const seen = [
            s.color,
            s.backgroundColor,
            s.borderTopColor,
            s.borderTopWidth,
            s.borderTopLeftRadius,
            s.position,
          ];
          if (c) e.remove();
          return seen;
        }, cls);
      assert.deepEqual(await look(''), await look('asg-tip'), `${lang} ${device}: the tip's box`);
      assert.deepEqual(await look(''), await look('asg-cover asg-play-cover'), `${lang} ${device}: play's box`);
      await page.screenshot({ path: `${SHOTS}/course-practice-cover-${device}-${scheme}-${lang}.png` });
      await page.click('.asg-practice-answer label >> nth=0');
      await page.click('.asg-practice button.asg-primary');
      await page.waitForSelector('.asg-practice[data-right]');
      // A wrong answer keeps the values hidden (and the note); a right one, or Show me, shows them.
      const right = (await page.locator('.asg-practice').getAttribute('data-right')) === 'true';
      assert.equal(await note.isVisible(), !right, `${lang} ${device}: the note while the values stay hidden`);
      if (!right) await page.click('.asg-practice button[name="show"]');
      assert.equal(await note.isVisible(), false, `${lang} ${device}: no note once the values show`);
      await done({ problems, context });
    }
  });

  test('practice on a phone: Tab goes through the exercise in the order it is seen (the question’s answer, Check, then the kinds under it); at a desk and in the tour the kinds first, as seen', async () => {
    const order = (page) =>
      page.evaluate(() => {
        // The panel's tab stops in document order (a group of choices is one stop), with where each is seen.
        const stops = [];
        const groups = new Set();
        for (const e of document.querySelectorAll('.asg-practice button, .asg-practice input')) {
          if (e.disabled || e.closest('[hidden]') || e.getClientRects().length === 0) continue;
          if (e.type === 'radio') {
            if (groups.has(e.name)) continue;
            groups.add(e.name);
          }
          const r = (e.type === 'radio' ? e.labels[0] : e).getBoundingClientRect();
          stops.push({ what: e.dataset.kind ? 'kind' : e.name || e.textContent, top: Math.round(r.top + scrollY) });
        }
        return stops;
      });
    const follows = (stops) => stops.every((s, i) => i === 0 || s.top >= stops[i - 1].top - 4);
    for (const [where, path] of [
      ['phone', '?a=7&delta=12&view=practice&practice=value'],
      ['desk', '?a=7&delta=12&view=practice&practice=value'],
      ['tour', '?a=7&delta=12&tour=13'],
    ]) {
      const { page, problems, context } = await onDevice(where === 'desk' ? 'desk' : 'phone', path);
      await exerciseShown(page);
      const stops = await order(page);
      const said = JSON.stringify(stops);
      assert.ok(follows(stops), `${where}: the tab order is the order seen: ${said}`);
      const firstKind = stops.findIndex((s) => s.what === 'kind');
      const check = stops.findIndex((s) => s.what === 'Check');
      assert.ok(firstKind >= 0 && check >= 0, said);
      assert.equal(
        firstKind > check,
        where === 'phone',
        `${where}: the kinds ${where === 'phone' ? 'after' : 'before'} the exercise: ${said}`,
      );
      if (where === 'phone') {
        // By keyboard too: from the answer, Tab reaches Check before any kind.
        await page.focus('.asg-practice-answer input');
        const met = [];
        for (let i = 0; i < 6; i++) {
          await page.keyboard.press('Tab');
          met.push(
            await page.evaluate(() =>
              document.activeElement.dataset.kind ? 'kind' : document.activeElement.textContent,
            ),
          );
        }
        assert.ok(met.indexOf('Check') < met.indexOf('kind'), met.join(' | '));
      }
      await done({ problems, context });
    }
  });

  test('a check moves focus only if the reader is still in the practice panel (or nowhere): not out of another field they have gone on to', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=practice&practice=value', {
      width: 1280,
      height: 800,
    });
    await page.waitForSelector('.asg-practice[data-heap] .asg-practice-prompt');
    const heap = await exerciseHeap(page);
    const g = mexValues([7, 19, 26], heap + 1);
    await page.click(`.asg-practice-answer label:text-is("${(g[heap] + 1) % 4}")`);
    // The reader has moved on to the game's a; the check then runs (a click from a pointer that
    // does not take focus, or a switch).
    await page.focus('input[name="a"]');
    await page.evaluate(() => document.querySelector('.asg-practice button.asg-primary').click());
    await page.waitForSelector('.asg-practice-wrong');
    assert.equal(await page.evaluate(() => document.activeElement.name), 'a', 'focus stays where the reader is');
    // Focus nowhere (the body): it goes to the answer for another try.
    await page.evaluate(() => document.activeElement.blur());
    await page.evaluate(() => document.querySelector('.asg-practice button.asg-primary').click());
    assert.ok(await page.evaluate(() => document.activeElement.matches('.asg-practice-answer input:checked')));
    // From within the panel (its Check pressed), as before.
    await page.click(`.asg-practice-answer label:text-is("${g[heap]}")`);
    await page.click('.asg-practice button.asg-primary');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Next exercise');
    await done({ problems, context });
  });

  test('German addresses the student as Sie throughout: no du, no informal imperative', () => {
    const informal =
      /\b(du|dich|dir|dein\w*|[Rr]echne|[Ss]etze|[Vv]ersuche|[Ww]ähle|[Kk]licke|[Tt]ippe|[Ss]chau|[Pp]robiere|[Gg]ib|[Zz]ähle|[Ss]uche|[Nn]imm|[Aa]chte)\b/;
    const lines = readFileSync(`${ROOT}www/locales/de.ftl`, 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('#') && informal.test(line));
    assert.deepEqual(lines, []);
  });

  test('a wrong class is said once: the test the answer needs is not repeated in the worked rule (German phone, by touch)', async () => {
    const { page, problems, context } = await phone('?a=5&delta=7&lang=de&view=practice&practice=class', 'dark');
    const g = mexValues([5, 12, 17], 2000);
    let heap = await exerciseHeap(page);
    // A heap not in W0, so that W0 is a wrong class whose test (heap a P-position) fails.
    for (let i = 0; i < 40 && g[heap] === 0; i++) {
      await page.tap('.asg-practice button:text-is("Nächste Aufgabe")');
      heap = await exerciseHeap(page);
    }
    assert.notEqual(g[heap], 0);
    // With the worked numbers open, a wrong answer's feedback holds both what was wrong and the worked rule.
    for (let level = 1; level <= 3; level++) await page.tap('.asg-practice button[name="hint"]');
    await page.tap('.asg-practice-answer fieldset label >> nth=0');
    await page.fill('.asg-practice-answer input[name="witness"]', '1');
    await page.tap('.asg-practice button.asg-primary');
    await page.waitForSelector('.asg-practice-wrong');
    const lines = await page.locator('.asg-practice-feedback p').allInnerTexts();
    const twice = lines.filter((line, i) => lines.indexOf(line) !== i);
    assert.deepEqual(twice, [], lines.join('\n'));
    // The failing test is said, once, among what was wrong; the worked rule goes on from there.
    assert.equal(lines.filter((line) => line.startsWith(`Haufen ${heap}: `)).length, 1, lines.join('\n'));
    assert.ok(
      lines.some((line) => line.includes(`${heap} − a = ${heap - 5}`)),
      lines.join('\n'),
    );
    await done({ problems, context });
  });

  test('on a phone focus never lands under the picture stuck at the top: each hint level, and New game at the end of play', async () => {
    // Where the element with focus is seen (for a choice, its label): in the screen, and itself at its middle.
    const focusSeen = (page) =>
      page.evaluate(() => {
        const e = document.activeElement;
        const box = e.type === 'radio' ? e.labels[0] : e;
        const r = box.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return {
          what: e.textContent || e.name,
          top: Math.round(r.top),
          bottom: Math.round(r.bottom),
          seen: r.top >= 0 && r.bottom <= innerHeight && Boolean(top && box.contains(top)),
        };
      });
    for (const kind of ['value', 'shift']) {
      const { page, problems, context } = await phone(`?a=5&delta=7&lang=de&view=practice&practice=${kind}`);
      await page.waitForSelector(`.asg-practice[data-kind="${kind}"] .asg-practice-prompt:not(:empty)`);
      await settle(page);
      for (let level = 1; level <= 3; level++) {
        // The page scrolled on (reading the hints) until the button is under the picture; the
        // keyboard then presses it.
        await page.evaluate(() => {
          const b = document.querySelector('.asg-practice button[name="hint"]');
          scrollTo(0, b.getBoundingClientRect().top + scrollY - 30);
          b.focus({ preventScroll: true });
        });
        await page.keyboard.press('Enter');
        await page.waitForSelector(`.asg-practice-hints li:nth-child(${level})`);
        await settle(page);
        const at = await focusSeen(page);
        assert.ok(at.seen, `${kind}, hint ${level}: focus in view: ${JSON.stringify(at)}`);
      }
      await done({ problems, context });
    }
    const { page, problems, context } = await phone('?a=5&delta=7&lang=de&view=play', 'dark');
    await page.waitForSelector('.asg-play:not([hidden])');
    await newGame(page, 30, 'you');
    for (let i = 0; i < 40 && !(await page.locator('.asg-play').getAttribute('data-winner')); i++) {
      // The student has read the moves so far at the foot of the page; the keyboard makes the next.
      await page.evaluate(() => {
        scrollTo(0, document.documentElement.scrollHeight);
        [...document.querySelectorAll('.asg-play-moves button[aria-disabled="false"]')]
          .at(-1)
          .focus({ preventScroll: true });
      });
      await page.keyboard.press('Enter');
      await ourTurn(page);
    }
    await page.waitForFunction(() => document.querySelector('.asg-play').dataset.winner);
    await settle(page);
    const at = await focusSeen(page);
    assert.equal(at.what, 'Neue Partie');
    assert.ok(at.seen, `New game in view at the end: ${JSON.stringify(at)}`);
    await page.screenshot({ path: `${SHOTS}/course-play-end-phone-de.png` });
    await done({ problems, context });
  });

  test('for a game outside the regime the tour promises only what is there: step 1 names no formulas of the legend, step 13 the three kinds practice offers', async () => {
    const de = say('de');
    const { page, problems, context } = await tourStepOnPhone('a=4&delta=9&lang=de', 1);
    const first = await tourText(page);
    assert.ok(first.includes(de('tour-game-values-outside').split('. ').at(-1)), first);
    assert.doesNotMatch(first, /Schritte 3 und 4/);
    await page.goto(new URL('?a=4&delta=9&lang=de&tour=13', env.url).href);
    await exerciseShown(page);
    assert.ok((await tourText(page)).includes(de('tour-practice-kinds-outside')));
    const kinds = await page.locator('.asg-practice-kinds button').allInnerTexts();
    assert.deepEqual(kinds, ['Wert vorhersagen', 'Nächste P-Position', 'Fenster zählen']);
    await done({ problems, context });
  });

  test('Count windows writes each window as its pair, lower → upper, in its answer as in what was wrong', async () => {
    const { page, problems, context } = await onDevice('desk', '?a=5&delta=7&lang=de&view=practice&practice=windows');
    await page.waitForSelector('.asg-practice[data-lo] .asg-practice-prompt');
    const lo = Number(await page.locator('.asg-practice').getAttribute('data-lo'));
    const hi = Number(await page.locator('.asg-practice').getAttribute('data-hi'));
    const g = mexValues([5, 12, 17], hi + 8);
    const pairs = [];
    for (let x = lo; x < hi; x++) if (g[x] === 0 && g[x + 7] === 0) pairs.push(`${x} → ${x + 7}`);
    await page.fill('.asg-practice-answer input[name="answer"]', String(pairs.length + 1));
    await page.click('.asg-practice button.asg-primary');
    await page.waitForSelector('.asg-practice-wrong');
    const wrong = (await page.locator('.asg-practice-feedback').innerText()).replace(/\u202f/g, '');
    // The answer, with its pairs, once shown.
    await page.click('.asg-practice button[name="show"]');
    await page.waitForSelector('.asg-practice-shown');
    const said = `${wrong}\n${(await page.locator('.asg-practice-feedback').innerText()).replace(/\u202f/g, '')}`;
    for (const pair of pairs) assert.ok(said.includes(pair), `${pair} in: ${said}`);
    assert.doesNotMatch(said, /\d–\d/, said);
    await done({ problems, context });
  });

  test('tour step 10 on a phone: the residues’ chart the text reads is whole on the screen, its top not under the number line (light and dark)', async () => {
    for (const [lang, scheme] of [
      ['de', 'light'],
      ['en', 'dark'],
    ]) {
      const { page, problems, context } = await tourStepOnPhone(`a=5&delta=7&lang=${lang}`, 10, scheme);
      await page.waitForSelector('.asg-chart-box canvas');
      await settle(page);
      const at = await boxes(page, { chart: '.asg-chart-box', text: '.asg-tour-body' });
      const seen = JSON.stringify(at);
      assert.ok(at.chart.top >= 0 && at.chart.bottom <= at.screen[1], `${lang}: the chart on the screen: ${seen}`);
      // Its top corners (the regions' names) are the chart's, nothing stuck over them.
      assert.ok(await onTop(page, '.asg-chart-box', 12, 4), `${lang}: the chart's top not covered: ${seen}`);
      assert.ok(at.text.top < at.screen[1] - 48, `${lang}: the step's text begins on the screen: ${seen}`);
      await page.screenshot({ path: `${SHOTS}/course-tour-10-phone-${lang}-${scheme}.png` });
      await done({ problems, context });
    }
  });
});
