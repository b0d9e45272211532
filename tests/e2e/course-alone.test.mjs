// The course for a student alone with it, as two such students walked it (Chinese on a 375 × 812
// phone by touch, Japanese at a desk in dark mode), each finding on a phone and at a 1280 × 800
// desk, in English and another language: a wrong answer says what was wrong and keeps the answer
// hidden for another try with the hints, Show me gives it, and a solve is counted honestly;
// digits typed by a Chinese or Japanese input method (full-width) are numbers in every field that
// takes one; what the course says is true; the recap offers the game's own kinds.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { translatorFor } from '../../www/src/text/i18n.ts';
import { axeResults, layoutStill, mexValues, open, ROOT, SHOTS, settle, start, viewReady, watch } from './harness.mjs';
import { boxes, done, exerciseHeap, onTop } from './study-pages.mjs';

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

/** The two ways the course is walked: a phone by touch, in `lang`; a desk with a mouse, in English. */
const DEVICES = [
  { name: 'phone', lang: 'zh', width: 375, height: 812 },
  { name: 'desk', lang: 'en', width: 1280, height: 800 },
];

/**
 * A page at `path` (`lang=` added) on `device`: the phone has a touch screen. Resolves once the
 * main picture (or the spectrum's) is drawn; `problems` as the harness records them.
 */
async function openOn(device, path, { colorScheme = 'light', lang = device.lang } = {}) {
  if (device.name === 'desk') {
    // Drawn: the main picture, or the spectrum a tour step shows in its place (the main canvas is
    // hidden there, so waiting for it to be visible would race the tour's switch of view).
    const opened = await open(env, `${path}&lang=${lang}`, {
      width: device.width,
      height: device.height,
      colorScheme,
      ready: false,
    });
    await drawn(opened.page);
    return opened;
  }
  const context = await env.browser.newContext({
    viewport: { width: device.width, height: device.height },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    colorScheme,
  });
  const page = await context.newPage();
  const problems = [];
  watch(page, (text) => problems.push(text));
  await page.goto(new URL(`${path}&lang=${lang}`, env.url).href);
  await drawn(page);
  return { page, problems, context };
}

/** Waits until the main picture has a frame, or the spectrum a tour step shows is ready. */
function drawn(page) {
  return page.waitForFunction(
    () =>
      Number(document.querySelector('canvas.asg-canvas')?.dataset.frames) > 0 ||
      document.querySelector('.asg-spectrum[data-ready="true"]'),
  );
}

/** Presses `selector` as the device does: a tap on the phone, a click at the desk. */
const press = (device, page, selector) => (device.name === 'phone' ? page.tap(selector) : page.click(selector));

/** `n` in full-width digits, as a Chinese or Japanese input method types it (１２). */
const wide = (n) => String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));

/** The value of a URL parameter of `page`. */
const param = (page, name) => new URL(page.url()).searchParams.get(name);

/** Types `text` into the field `selector` and presses Enter (a field sends on Enter). */
async function typeIn(page, selector, text) {
  await page.fill(selector, text);
  await page.press(selector, 'Enter');
}

/** Switches the view by its control (a radio's label). */
async function view(device, page, name) {
  await press(device, page, `label[for$="-view-${name}"]`);
  await page.waitForFunction((v) => (new URL(location.href).searchParams.get('view') ?? 'grid') === v, name);
}

/** The colour drawn at heap `heap` on the number line's band, and the cover's colour (values hidden). */
async function bandAt(page, heap) {
  return page.evaluate((h) => {
    const view = window.asgExplorer.view;
    const c = view.canvas;
    // A quarter of the way across the heap: clear of a mark's line through its middle.
    const x = Math.round(view.stripPixels(BigInt(h), view.zoom(), 1)[0] + view.zoom() / 4);
    const d = c.getContext('2d').getImageData(x, Math.floor(c.height * 0.08), 1, 1).data;
    const hex = getComputedStyle(c).getPropertyValue('--asg-gap0').trim().slice(1);
    return { rgb: [d[0], d[1], d[2]], cover: [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) };
  }, heap);
}

/** True while heap `heap`'s colour is hidden on the number line. */
const hiddenAt = async (page, heap) => {
  await settle(page);
  const at = await bandAt(page, heap);
  return String(at.rgb) === String(at.cover);
};

/** The saved progress of a kind in a game, as this browser keeps it. */
const kept = (page, game, kind) =>
  page.evaluate(
    ([g, k]) => JSON.parse(localStorage.getItem('asg-explorer:progress') ?? '{}').games?.[g]?.[k] ?? null,
    [game, kind],
  );

/** What has focus: the practice answer, a button's text, or the element's tag. */
const focused = (page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    if (e?.closest('.asg-practice-answer')) return 'answer';
    return e?.tagName === 'BUTTON' ? e.textContent.trim() : e?.tagName;
  });

/** The lines of practice's feedback. */
const feedbackLines = (page) => page.locator('.asg-practice-feedback p').allInnerTexts();

/** Text as the catalogue writes it, for comparing with what the page shows (no-break spaces and word joiners aside). */
const plainText = (text) => text.replace(/\u2060/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('the course for a student alone', () => {
  for (const device of DEVICES) {
    test(`a wrong answer says what was wrong and keeps the answer hidden for another try with the hints; Show me gives it; a solve after a wrong try or the worked numbers counts as tried, and says why (${device.name}, ${device.lang})`, {
      timeout: 120000,
    }, async () => {
      const t = say(device.lang);
      const scheme = device.name === 'phone' ? 'light' : 'dark';
      const { page, problems, context } = await openOn(device, '?a=7&delta=12&view=practice&practice=value', {
        colorScheme: scheme,
      });
      const g = mexValues([7, 19, 26], 4000);
      const choose = (v) => press(device, page, `.asg-practice-answer label:text-is("${v}")`);
      const check = () => press(device, page, `.asg-practice button:text-is("${t('practice-check')}")`);
      const next = () => press(device, page, `.asg-practice button:text-is("${t('practice-next')}")`);
      const showMe = () => press(device, page, `.asg-practice button:text-is("${t('practice-show-me')}")`);
      let heap = await exerciseHeap(page);
      assert.ok(await hiddenAt(page, heap), 'hidden before any answer');
      // A wrong value: what was wrong, an invitation to try again; no explanation, the value still hidden.
      await choose((g[heap] + 1) % 4);
      await check();
      await page.waitForSelector('.asg-practice[data-right="false"]');
      let lines = await feedbackLines(page);
      assert.equal(lines[0], t('practice-wrong'));
      assert.equal(plainText(lines.at(-1)), plainText(t('practice-try-again')), lines.join('\n'));
      assert.equal(await page.locator('.asg-practice-what').count(), lines.length - 2, 'only what was wrong');
      assert.equal(await page.locator('.asg-practice[data-revealed]').count(), 0);
      assert.ok(await hiddenAt(page, heap), 'the value stays hidden after a wrong answer');
      assert.equal(await focused(page), 'answer', 'focus back on the answer');
      assert.deepEqual(
        await kept(page, '7/12', 'value'),
        { tried: 1, solved: 0, streak: 0 },
        'the first answer counts',
      );
      assert.deepEqual(
        (await axeResults(page)).violations.map((v) => v.id),
        [],
      );
      await page.screenshot({ path: `${SHOTS}/alone-wrong-${device.name}-${device.lang}-${scheme}.png` });
      // The hints are still of use: the first two do not show it either.
      for (let i = 0; i < 2; i++) await press(device, page, '.asg-practice button[name="hint"]');
      assert.ok(await hiddenAt(page, heap), 'hidden with two hints open');
      // Right at the second try: said right, counted as tried, the explanation and the value shown.
      await choose(g[heap]);
      await check();
      await page.waitForSelector('.asg-practice[data-right="true"]');
      lines = await feedbackLines(page);
      assert.equal(plainText(lines[0]), plainText(t('practice-right-retry')));
      assert.ok(lines.length > 1, 'the explanation after a right answer');
      assert.ok(!(await hiddenAt(page, heap)), 'the value on show once right');
      assert.equal(await focused(page), t('practice-next'));
      assert.deepEqual(await kept(page, '7/12', 'value'), { tried: 1, solved: 0, streak: 0 }, 'not solved');
      // Show me: the answer worked out, the value on show, focus on Next exercise; counted as tried.
      await next();
      heap = await exerciseHeap(page);
      await page.waitForFunction(() => !document.querySelector('.asg-practice').dataset.revealed);
      assert.ok(await hiddenAt(page, heap), 'a new exercise hides its value');
      await showMe();
      await page.waitForSelector('.asg-practice[data-revealed="true"]');
      lines = await feedbackLines(page);
      assert.equal(plainText(lines[0]), plainText(t('practice-shown')));
      assert.ok(!(await hiddenAt(page, heap)), 'Show me shows the value');
      assert.equal(await focused(page), t('practice-next'), 'focus on Next exercise after Show me');
      assert.deepEqual(await kept(page, '7/12', 'value'), { tried: 2, solved: 0, streak: 0 });
      await page.screenshot({ path: `${SHOTS}/alone-shown-${device.name}-${device.lang}-${scheme}.png` });
      // Shown, it takes no answer: its choices are off until Next exercise; counted once.
      assert.equal(await page.locator('.asg-practice-answer input:not([disabled])').count(), 0);
      assert.deepEqual(await kept(page, '7/12', 'value'), { tried: 2, solved: 0, streak: 0 });
      // The worked numbers show the value too; a right answer after them is helped.
      await next();
      heap = await exerciseHeap(page);
      await page.waitForFunction(() => !document.querySelector('.asg-practice').dataset.revealed);
      for (let i = 0; i < 3; i++) await press(device, page, '.asg-practice button[name="hint"]');
      await page.waitForSelector('.asg-practice[data-revealed="true"]');
      assert.ok(!(await hiddenAt(page, heap)), 'the worked numbers show the value');
      await choose(g[heap]);
      await check();
      await page.waitForSelector('.asg-practice[data-right="true"]');
      assert.equal(plainText((await feedbackLines(page))[0]), plainText(t('practice-right-helped')));
      // Right at the first try: solved.
      await next();
      heap = await exerciseHeap(page);
      await page.waitForFunction(() => !document.querySelector('.asg-practice').dataset.revealed);
      await choose(g[heap]);
      await check();
      await page.waitForSelector('.asg-practice[data-right="true"]');
      assert.equal(plainText((await feedbackLines(page))[0]), plainText(t('practice-right')));
      assert.deepEqual(await kept(page, '7/12', 'value'), { tried: 4, solved: 1, streak: 1 });
      // The next P-position, answered too late: said so without the answer, which stays hidden.
      await press(device, page, `.asg-practice-kinds button:text-is("${t('practice-kind-next')}")`);
      await page.waitForFunction(() => document.querySelector('.asg-practice').dataset.kind === 'next');
      heap = await exerciseHeap(page);
      let answer = heap + 1;
      while (g[answer] !== 0) answer++;
      let later = answer + 1;
      while (g[later] !== 0) later++;
      await page.fill('.asg-practice-answer input[name="answer"]', String(later));
      await check();
      await page.waitForSelector('.asg-practice[data-right="false"]');
      const said = (await feedbackLines(page)).join(' ').replace(/[,\u00a0\u202f]/g, '');
      assert.ok(!new RegExp(`(^|\\D)${answer}(\\D|$)`).test(said), `the answer ${answer} is not told: ${said}`);
      assert.ok(said.includes(String(later)), 'what was wrong names the student’s heap');
      assert.equal(await focused(page), 'answer');
      await done({ problems, context });
    });

    test(`outside the regime the by-hand value exercise shows the values before x − a, as its question says: the inspector gives them, no note covers their lanes, and the picture is zoomed to the heaps the mex rule needs (${device.name}, ${device.lang})`, {
      timeout: 120000,
    }, async () => {
      const t = say(device.lang);
      const { page, problems, context } = await openOn(device, '?a=5&delta=16&view=practice&practice=value');
      const g = mexValues([5, 21, 26], 4000);
      const x = await exerciseHeap(page);
      await settle(page);
      // The question's own numbers: heap x, and the values hidden from x − a on.
      assert.ok(plainText(await page.locator('.asg-practice-prompt').innerText()).includes(String(x - 5)));
      // Every heap the two mex steps (x − a, then x) look at is in view, each wide enough to tap.
      const needed = [x - 10, x - 26, x - 31, x - 21, x - 5, x];
      const view = await page.evaluate(() => {
        const v = window.asgExplorer.view;
        return {
          lo: Number(v.heapsAt(1, 10)?.lo ?? 0n),
          hi: Number(v.heapsAt(v.canvas.clientWidth - 1, 10)?.hi ?? 0n),
          zoom: v.zoom(),
        };
      });
      assert.ok(
        needed.every((h) => view.lo <= h && h < view.hi),
        `heaps ${needed} in view: ${JSON.stringify(view)}`,
      );
      assert.ok(view.zoom >= 10, `a heap is ${view.zoom.toFixed(1)} px wide`);
      // No note over the lanes: the lanes of the heaps on show are to be read.
      assert.equal(await page.locator('.asg-practice-cover').isVisible(), false, 'no note over the lanes');
      // Tapping (or clicking) a heap before x − a gives its value; from x − a on, it is hidden.
      const pointAt = async (h) => {
        const [x0, x1] = await page.evaluate(
          (heap) => window.asgExplorer.view.stripPixels(BigInt(heap), window.asgExplorer.view.zoom(), 1),
          h,
        );
        const box = await page.locator('canvas.asg-canvas').boundingBox();
        const [px, py] = [box.x + (x0 + x1) / 2, box.y + 20];
        if (device.name === 'phone') await page.touchscreen.tap(px, py);
        else await page.mouse.click(px, py);
        await page.waitForSelector(`.asg-inspector[data-heap="${h}"]`);
        return page.locator('.asg-inspector-body').innerText();
      };
      for (const h of [x - 6, x - 10, x - 26]) {
        const said = plainText(await pointAt(h));
        assert.ok(!said.includes(plainText(t('inspect-hidden', { heap: BigInt(h) }))), `heap ${h}: not “hidden”`);
        assert.match(said, new RegExp(`mex \\{[\\d, ]*\\} = ${g[h]}`), `heap ${h}: its value ${g[h]}`);
      }
      for (const h of [x - 5, x]) {
        const said = plainText(await pointAt(h));
        assert.ok(said.includes(plainText(t('inspect-hidden', { heap: BigInt(h) }))), `heap ${h}: hidden`);
        assert.doesNotMatch(said, /mex \{/, `heap ${h}: no mex`);
      }
      await page.screenshot({ path: `${SHOTS}/alone-outside-${device.name}-${device.lang}.png` });
      // The next P-position by hand: every heap its steps look at in view too, wide enough.
      await press(device, page, `.asg-practice-kinds button:text-is("${t('practice-kind-next')}")`);
      await page.waitForFunction(() => document.querySelector('.asg-practice').dataset.kind === 'next');
      const y = await exerciseHeap(page);
      await settle(page);
      const line = await page.evaluate(() => {
        const v = window.asgExplorer.view;
        return {
          lo: Number(v.heapsAt(1, 10)?.lo ?? 0n),
          hi: Number(v.heapsAt(v.canvas.clientWidth - 1, 10)?.hi ?? 0n),
          zoom: v.zoom(),
        };
      });
      assert.ok(
        line.lo <= y + 1 - 26 && y + 4 <= line.hi,
        `heaps ${y + 1 - 26}–${y + 3} in view: ${JSON.stringify(line)}`,
      );
      assert.ok(line.zoom >= 10, `a heap is ${line.zoom.toFixed(1)} px wide`);
      await done({ problems, context });
    });

    test(`a reload mid-exercise brings back the question, the answer typed or chosen, the hints opened and the tries, and “continue where you left off” does not offer the exercise on show (${device.name}, ${device.lang})`, {
      timeout: 120000,
    }, async () => {
      const t = say(device.lang);
      const { page, problems, context } = await openOn(device, '?a=7&delta=12&view=practice&practice=next');
      const g = mexValues([7, 19, 26], 4000);
      const heap = await exerciseHeap(page);
      let answer = heap + 1;
      while (g[answer] !== 0) answer++;
      const box = '.asg-practice-answer input[name="answer"]';
      const check = () => press(device, page, `.asg-practice button:text-is("${t('practice-check')}")`);
      // A wrong answer (counted), then another typed but not checked, and two hints.
      await page.fill(box, String(heap));
      await check();
      await page.waitForSelector('.asg-practice[data-right="false"]');
      await page.fill(box, wide(answer - 1));
      for (let i = 0; i < 2; i++) await press(device, page, '.asg-practice button[name="hint"]');
      const hints = await page.locator('.asg-practice-hints li').allInnerTexts();
      assert.deepEqual(await kept(page, '7/12', 'next'), { tried: 1, solved: 0, streak: 0 });
      await page.reload();
      await exerciseHeap(page);
      await page.waitForSelector('.asg-practice-hints li[data-level="2"]');
      assert.equal(await exerciseHeap(page), heap, 'the same question');
      assert.equal(await page.inputValue(box), wide(answer - 1), 'the answer as typed');
      assert.deepEqual(await page.locator('.asg-practice-hints li').allInnerTexts(), hints, 'the hints opened');
      assert.deepEqual([param(page, 'view'), param(page, 'practice')], ['practice', 'next']);
      // The banner of progress (mounted after the first frame) offers no way back to this very exercise.
      await page.waitForSelector('.asg-resume', { state: 'attached' });
      await settle(page);
      const ways = await page.locator('.asg-resume:not([hidden]) .asg-resume-ways button').allInnerTexts();
      const back = t('resume-practice', { a: 7n, delta: 12n, kind: t('practice-kind-next'), streak: 0 });
      assert.ok(!ways.some((w) => plainText(w) === plainText(back)), `no way back to the exercise on show: ${ways}`);
      assert.equal(await page.locator('.asg-resume:not([hidden])').count(), 0, 'nothing else to continue');
      await page.screenshot({ path: `${SHOTS}/alone-reloaded-${device.name}-${device.lang}.png` });
      // Right now, at the second try: the wrong one before the reload still counts.
      await page.fill(box, String(answer));
      await check();
      await page.waitForSelector('.asg-practice[data-right="true"]');
      assert.equal(plainText((await feedbackLines(page))[0]), plainText(t('practice-right-retry')));
      assert.deepEqual(await kept(page, '7/12', 'next'), { tried: 1, solved: 0, streak: 0 }, 'counted once');
      // Solved, reloaded: still solved, nothing counted again.
      await page.reload();
      await page.waitForSelector('.asg-practice[data-right="true"]');
      assert.equal(await exerciseHeap(page), heap);
      assert.deepEqual(await kept(page, '7/12', 'next'), { tried: 1, solved: 0, streak: 0 });
      // A value chosen and the worked numbers opened: both back, the picture's values with them.
      await press(device, page, `.asg-practice-kinds button:text-is("${t('practice-kind-value')}")`);
      await page.waitForFunction(() => document.querySelector('.asg-practice').dataset.kind === 'value');
      const x = await exerciseHeap(page);
      await press(device, page, `.asg-practice-answer label:text-is("${(g[x] + 1) % 4}")`);
      await page.reload();
      await page.waitForSelector('.asg-practice[data-kind="value"][data-heap]');
      assert.equal(await exerciseHeap(page), x);
      assert.equal(
        await page.locator('.asg-practice-answer input:checked').getAttribute('value'),
        String((g[x] + 1) % 4),
      );
      assert.ok(await hiddenAt(page, x), 'hidden');
      for (let i = 0; i < 3; i++) await press(device, page, '.asg-practice button[name="hint"]');
      await page.reload();
      await page.waitForSelector('.asg-practice[data-revealed="true"] .asg-practice-hints li[data-level="3"]');
      assert.ok(!(await hiddenAt(page, x)), 'the worked numbers show the value after a reload too');
      // Elsewhere the banner offers the exercise, and leads back to it as it was.
      await page.goto(new URL(`?a=5&delta=7&lang=${device.lang}`, env.url).href);
      const offer = t('resume-practice', { a: 7n, delta: 12n, kind: t('practice-kind-value'), streak: 0 });
      await page.waitForSelector('.asg-resume');
      if (device.name === 'phone') await press(device, page, '.asg-resume-toggle');
      await press(device, page, `.asg-resume-ways button:text-is("${offer}")`);
      await page.waitForSelector('.asg-practice[data-kind="value"] .asg-practice-hints li[data-level="3"]');
      assert.equal(await exerciseHeap(page), x);
      await done({ problems, context });
    });

    test(`on a phone the practice question stays in view, not under the picture stuck at the top, after Next exercise and after a kind (${device.name}, ${device.lang})`, {
      timeout: 120000,
    }, async () => {
      const t = say(device.lang);
      const { page, problems, context } = await openOn(device, '?a=7&delta=12&view=practice&practice=value');
      await exerciseHeap(page);
      const seen = async (what) => {
        await settle(page);
        const at = await boxes(page, { prompt: '.asg-practice-prompt', stage: '.asg-stage' });
        const below = device.name === 'phone' ? at.stage.bottom : 0;
        assert.ok(
          at.prompt.top >= below && at.prompt.bottom <= at.screen[1],
          `${what}: the question in view, under the picture: ${JSON.stringify(at)}`,
        );
        assert.ok(await onTop(page, '.asg-practice-prompt'), `${what}: nothing over the question`);
      };
      // Scrolled down (the picture stuck at the top on a phone), then Next exercise.
      for (let i = 0; i < 3; i++) {
        await exerciseHeap(page);
        const before = await page.locator('.asg-practice').getAttribute('data-seed');
        await page.evaluate(() => {
          const next = [...document.querySelectorAll('.asg-practice button')].at(-1);
          const r = document.querySelector('.asg-practice .asg-inline').getBoundingClientRect();
          scrollBy(0, r.top - 230);
          return next;
        });
        await press(device, page, `.asg-practice button:text-is("${t('practice-next')}")`);
        // A new exercise (its seed), whichever heap it asks about.
        await page.waitForFunction((seed) => document.querySelector('.asg-practice').dataset.seed !== seed, before);
        await seen(`Next exercise ${i + 1}`);
      }
      // A kind chosen from under the exercise (on a phone the kinds come after it).
      for (const kind of ['next', 'windows', 'value']) {
        const button = `.asg-practice-kinds button:text-is("${t(`practice-kind-${kind}`)}")`;
        await page.locator(button).evaluate((b) => {
          const r = b.getBoundingClientRect();
          scrollBy(0, r.bottom - innerHeight + 40);
        });
        await press(device, page, button);
        await page.waitForFunction((k) => document.querySelector('.asg-practice').dataset.kind === k, kind);
        await seen(`the kind ${kind}`);
      }
      await page.screenshot({ path: `${SHOTS}/alone-question-${device.name}-${device.lang}.png` });
      await done({ problems, context });
    });

    test(`a solved or shown exercise is locked until Next exercise, its question no longer saying the colour is hidden; a wrong answer says at once that a right one now counts as tried (${device.name}, ${device.lang})`, {
      timeout: 120000,
    }, async () => {
      const t = say(device.lang);
      const { page, problems, context } = await openOn(device, '?a=7&delta=12&view=practice&practice=value');
      const g = mexValues([7, 19, 26], 4000);
      const choose = (v) => press(device, page, `.asg-practice-answer label:text-is("${v}")`);
      const checkButton = `.asg-practice button:text-is("${t('practice-check')}")`;
      const prompt = async () => plainText(await page.locator('.asg-practice-prompt').innerText());
      /** The answer's fields and Check: each locked (disabled, or read-only), as the page tells assistive tools. */
      const lockedNow = async () => ({
        fields: await page
          .locator('.asg-practice-answer input')
          .evaluateAll((is) => is.map((i) => i.disabled || i.readOnly)),
        check: await page.locator(checkButton).isDisabled(),
      });
      const assertLocked = async (locked, what) => {
        const now = await lockedNow();
        assert.ok(
          now.fields.length > 0 && now.fields.every((f) => f === locked) && now.check === locked,
          `${what}: ${JSON.stringify(now)}`,
        );
      };
      let heap = await exerciseHeap(page);
      // A wrong answer says at once that a right one now counts as tried, not solved.
      await choose((g[heap] + 1) % 4);
      await press(device, page, checkButton);
      await page.waitForSelector('.asg-practice[data-right="false"]');
      const triedNow = { en: 'A right answer now counts as tried, not solved', zh: '现在再答对只记为已尝试' }[
        device.lang
      ];
      assert.ok(plainText((await feedbackLines(page)).at(-1)).includes(triedNow), 'said with the first wrong answer');
      await assertLocked(false, 'open for another try');
      // Right: locked, the value on show and the question saying so; another choice changes nothing.
      await choose(g[heap]);
      await press(device, page, checkButton);
      await page.waitForSelector('.asg-practice[data-right="true"]');
      await assertLocked(true, 'locked once right');
      assert.equal(await prompt(), plainText(t('practice-value-shown', { heap: BigInt(heap) })));
      assert.equal(await focused(page), t('practice-next'));
      const verdict = await feedbackLines(page);
      // Another choice, pressed anyway: it is disabled, and nothing changes.
      const other = page.locator(`.asg-practice-answer label:text-is("${(g[heap] + 2) % 4}")`);
      assert.ok(await other.isDisabled());
      await (device.name === 'phone' ? other.tap({ force: true }) : other.click({ force: true }));
      assert.equal(await page.locator('.asg-practice-answer input:checked').getAttribute('value'), String(g[heap]));
      assert.deepEqual(await feedbackLines(page), verdict, 'the verdict stays');
      assert.deepEqual(
        (await axeResults(page)).violations.map((v) => v.id),
        [],
      );
      await page.screenshot({ path: `${SHOTS}/alone-locked-${device.name}-${device.lang}.png` });
      // Next exercise: open again, its colour hidden and the question saying so.
      await press(device, page, `.asg-practice button:text-is("${t('practice-next')}")`);
      heap = await exerciseHeap(page);
      await page.waitForFunction(() => !document.querySelector('.asg-practice').dataset.revealed);
      await assertLocked(false, 'a new exercise is open');
      assert.equal(await prompt(), plainText(t('practice-value', { heap: BigInt(heap) })));
      // Show me locks it too, also after a reload.
      await press(device, page, `.asg-practice button:text-is("${t('practice-show-me')}")`);
      await page.waitForSelector('.asg-practice[data-revealed="true"]');
      await assertLocked(true, 'locked once shown');
      assert.equal(await prompt(), plainText(t('practice-value-shown', { heap: BigInt(heap) })));
      await page.reload();
      await page.waitForSelector('.asg-practice[data-revealed="true"] .asg-practice-shown');
      await assertLocked(true, 'locked after a reload');
      assert.equal(await prompt(), plainText(t('practice-value-shown', { heap: BigInt(heap) })));
      await done({ problems, context });
    });

    test(`the class exercise names every class alike, W1 = W0 + a and W2 = W0 − b among them, and what was wrong names the class chosen (${device.name}, ${device.lang}${device.name === 'desk' ? ' and de' : ''})`, {
      timeout: 120000,
    }, async () => {
      const g = mexValues([7, 19, 26], 4000);
      for (const lang of device.name === 'desk' ? [device.lang, 'de'] : [device.lang]) {
        const t = say(lang);
        const { page, problems, context } = await openOn(device, '?a=7&delta=12&view=practice&practice=class', {
          lang,
        });
        const heap = await exerciseHeap(page);
        const labels = (await page.locator('.asg-practice-answer .asg-seg label').allInnerTexts()).map(plainText);
        assert.deepEqual(
          labels,
          [0, 1, 2, 3].map((c) => plainText(t(`practice-class-${c}`, { a: 7n, b: 19n }))),
        );
        for (const [c, label] of labels.entries()) assert.ok(label.startsWith(`W${c}`), `${lang}: ${label}`);
        assert.ok(labels[1].startsWith('W1 = W0 + a') && labels[2].startsWith('W2 = W0 − b'), labels.join(' | '));
        const wrong = (g[heap] + 2) % 4;
        await press(device, page, `.asg-practice-answer label[for$="-class-${wrong}"]`);
        await page.fill('.asg-practice-answer input[name="witness"]', String(heap));
        await press(device, page, `.asg-practice button:text-is("${t('practice-check')}")`);
        await page.waitForSelector('.asg-practice[data-right="false"]');
        const what = plainText((await page.locator('.asg-practice-what').allInnerTexts()).join(' '));
        assert.ok(what.includes(plainText(t(`practice-class-name-${wrong}`))), `${lang}: ${what}`);
        await page.screenshot({ path: `${SHOTS}/alone-class-${device.name}-${lang}.png` });
        await done({ problems, context });
      }
    });

    test(`the windows exercise's hints come in levels: the method without the stretch's P-positions, then the worked numbers, which say “the only P-position” of a stretch with one (${device.name}, ${device.lang})`, {
      timeout: 120000,
    }, async () => {
      const t = say(device.lang);
      const { page, problems, context } = await openOn(device, '?a=2&delta=3&view=practice&practice=windows');
      const g = mexValues([2, 5, 7], 400);
      const stretch = async () => {
        await page.waitForSelector('.asg-practice[data-lo]');
        const [lo, hi] = await page.evaluate(() => {
          const d = document.querySelector('.asg-practice').dataset;
          return [Number(d.lo), Number(d.hi)];
        });
        const ps = [];
        for (let x = lo; x < hi; x++) if (g[x] === 0) ps.push(x);
        return { lo, hi, ps };
      };
      // A stretch with a single P-position (about one in eight of this game's).
      let at = await stretch();
      for (let i = 0; i < 120 && at.ps.length !== 1; i++) {
        await press(device, page, `.asg-practice button:text-is("${t('practice-next')}")`);
        at = await stretch();
      }
      assert.equal(at.ps.length, 1, JSON.stringify(at));
      const range = { delta: 3n, lo: BigInt(at.lo), last: BigInt(at.hi - 1) };
      for (let i = 0; i < 3; i++) await press(device, page, '.asg-practice button[name="hint"]');
      await page.waitForSelector('.asg-practice-hints li[data-level="3"]');
      const level = async (n) =>
        (await page.locator(`.asg-practice-hints li[data-level="${n}"] p`).allInnerTexts()).map(plainText);
      // The method: no numbers of the stretch's P-positions yet.
      assert.deepEqual(await level(2), [plainText(t('hint-windows-2', range))]);
      // The worked numbers: the one P-position, said as one, then its test.
      const worked = await level(3);
      const only = { en: /^The only P-position in heaps \d+ to \d+ is (\d+)\.$/, zh: /唯一的 P-位置是 (\d+)。$/ }[
        device.lang
      ];
      assert.equal(Number(only.exec(worked[0].replace(/,/g, ''))?.[1]), at.ps[0], worked[0]);
      assert.equal(worked.length, 2, worked.join('\n'));
      await page.screenshot({ path: `${SHOTS}/alone-windows-hints-${device.name}-${device.lang}.png` });
      await done({ problems, context });
    });

    test(`the tour's links into other views keep its place: “Back to the tour, step N” and “Take the tour” continue there, after its proof links and its recap's, and closing it brings back the student's own game (${device.name}, ${device.lang})`, {
      timeout: 120000,
    }, async () => {
      const t = say(device.lang);
      const { page, problems, context } = await openOn(device, '?a=5&delta=4&view=strip&tour=6');
      const stepShown = (n) => page.waitForSelector(`.asg-tour[data-step="${n}"] .asg-tour-body p`);
      const back = (n) => `.asg-tour-return button:text-is("${t('tour-return', { n })}")`;
      await stepShown(6);
      // Step 6's proof link: the Proof view, and a way back to step 6 on show.
      await press(device, page, '.asg-tour-body button[name="open-proof"]');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('view') === 'proof');
      assert.equal(param(page, 'tour'), null);
      await page.waitForSelector(back(6));
      // Once the proof view has laid out its certificate, the way back brought to the middle of
      // the screen, clear of the number line stuck at its top, is not covered there.
      await page.waitForSelector('table.asg-certificate');
      await layoutStill(page, ['.asg-tour-return']);
      // Where the proof opens, with no scroll: on a phone at the foot of the screen (the panel
      // that holds it comes after the whole proof), at a desk at the top of the panel.
      assert.ok(
        await onTop(page, '.asg-tour-return button[name="tour-return"]'),
        'the way back is on the first screen',
      );
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 2));
      if (device.name === 'phone') {
        assert.ok(
          await onTop(page, '.asg-tour-return button[name="tour-return"]'),
          'the way back stays on show mid-proof',
        );
      }
      await page.locator(back(6)).evaluate((b) => b.scrollIntoView({ block: 'center' }));
      await layoutStill(page, ['.asg-tour-return']);
      assert.ok(await onTop(page, '.asg-tour-return button[name="tour-return"]'), 'the way back is on show');
      await page.screenshot({ path: `${SHOTS}/alone-tour-left-${device.name}-${device.lang}.png` });
      await press(device, page, back(6));
      await stepShown(6);
      assert.equal(param(page, 'tour'), '6');
      assert.equal(await focused(page), t('tour-next'), 'focus on Next');
      assert.equal(
        await page.locator('.asg-tour-return:not([hidden])').count(),
        0,
        'no way back while the tour is on show',
      );
      // Step 8's proof link, then Take the tour: step 8 again.
      for (const n of [7, 8]) {
        await press(device, page, `.asg-tour button:text-is("${t('tour-next')}")`);
        await stepShown(n);
      }
      await press(device, page, '.asg-tour-body button[name="open-proof"]');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('view') === 'proof');
      await page.waitForSelector(back(8));
      await press(device, page, `button:text-is("${t('tour-take')}")`);
      await stepShown(8);
      assert.equal(param(page, 'tour'), '8');
      // Closed: the student's own game and view, and the tour starts afresh.
      await press(device, page, `.asg-tour button:text-is("${t('tour-close')}")`);
      await page.waitForFunction(() => new URL(location.href).searchParams.get('tour') === null);
      assert.deepEqual([param(page, 'a'), param(page, 'delta'), param(page, 'view')], ['5', '4', 'strip']);
      assert.equal(await page.locator('.asg-tour-return:not([hidden])').count(), 0);
      await press(device, page, `button:text-is("${t('tour-take')}")`);
      await stepShown(1);
      await done({ problems, context });
      // The recap's way into practice: back to the recap.
      const recap = await openOn(device, '?a=7&delta=12&tour=14');
      await recap.page.waitForSelector('.asg-recap-links button');
      await press(device, recap.page, `.asg-recap-links button:text-is("${t('practice-kind-class')}")`);
      await recap.page.waitForSelector('.asg-practice:not([hidden])[data-kind="class"]');
      await recap.page.waitForSelector(back(14));
      await press(device, recap.page, back(14));
      await recap.page.waitForSelector('.asg-tour[data-step="14"] .asg-recap-links button');
      // Left again and closed there: the view stays, focus on Take the tour, which starts afresh.
      await press(device, recap.page, `.asg-recap-links button:text-is("${t('practice-kind-value')}")`);
      await recap.page.waitForSelector(back(14));
      assert.deepEqual(
        (await axeResults(recap.page)).violations.map((v) => v.id),
        [],
      );
      await recap.page.locator(back(14)).scrollIntoViewIfNeeded();
      await recap.page.screenshot({ path: `${SHOTS}/alone-tour-left-practice-${device.name}-${device.lang}.png` });
      await press(device, recap.page, `.asg-tour-return button:text-is("${t('tour-close')}")`);
      await recap.page.waitForFunction(() => !document.querySelector('.asg-tour-return'));
      assert.equal(param(recap.page, 'view'), 'practice');
      assert.equal(await focused(recap.page), t('tour-take'));
      await press(device, recap.page, `button:text-is("${t('tour-take')}")`);
      await recap.page.waitForSelector('.asg-tour[data-step="1"] .asg-tour-body p');
      await done(recap);
    });

    test(`“why a·d?” and the legend’s “why?” open their walk where the reader sees it with the picture it marks (${device.name}, ${device.lang})`, {
      timeout: 120000,
    }, async () => {
      const t = say(device.lang);
      for (const [path, button, scheme] of [
        ['?a=7&delta=12&view=collisions', `button:text-is("${t('why-theorem-7')}")`, 'light'],
        ['?a=7&delta=12&view=strip', '.asg-legend li:nth-child(2) .asg-why-button', 'dark'],
        ['?a=7&delta=12', '.asg-legend li:nth-child(4) .asg-why-button', 'light'],
      ]) {
        const { page, problems, context } = await openOn(device, path, { colorScheme: scheme });
        await press(device, page, button);
        await page.waitForSelector('.asg-inspector-body ol.asg-why');
        await settle(page);
        const at = await boxes(page, {
          stage: '.asg-stage',
          title: '.asg-inspector-body p',
          first: '.asg-inspector-body ol.asg-why li',
        });
        const where = `${path}: ${JSON.stringify(at)}`;
        // The picture whole on the screen, the walk's title and first step under it, nothing over them.
        assert.ok(at.stage.top >= 0 && at.stage.bottom <= at.screen[1], `the picture on the screen: ${where}`);
        assert.ok(
          at.title.top >= at.stage.bottom - 1 || at.title.left >= at.stage.right,
          `the walk not under the picture: ${where}`,
        );
        assert.ok(at.first.bottom <= at.screen[1], `the walk's first step on the screen: ${where}`);
        assert.ok(await onTop(page, '.asg-inspector-body p'), `nothing over the walk's title: ${path}`);
        // The heaps it marks in view on the picture.
        const marks = await page.evaluate(() => window.asgExplorer.view.marks.map((m) => Number(m.heap)));
        const range = await page.evaluate(() => {
          const v = window.asgExplorer.view;
          return [Number(v.heapsAt(1, 10)?.lo ?? 0n), Number(v.heapsAt(v.canvas.clientWidth - 1, 10)?.hi ?? 0n)];
        });
        if (!path.endsWith('12'))
          assert.ok(
            marks.every((m) => range[0] <= m && m < range[1]),
            `marks ${marks} in ${range}`,
          );
        // Focus on its button, which goes on to another example, still with the picture.
        assert.equal(await page.evaluate(() => document.activeElement?.closest('.asg-inspector-body') !== null), true);
        await page.screenshot({
          path: `${SHOTS}/alone-walk-${device.name}-${device.lang}-${scheme}-${path.split('view=')[1] ?? 'grid'}.png`,
        });
        await done({ problems, context });
      }
    });

    test(`the tour’s pictures are where their text says: step 2’s move labels beside their heaps, step 9’s torus heading not under the spectrum, step 11’s picture with its text (${device.name}, ${device.lang})`, {
      timeout: 120000,
    }, async () => {
      const t = say(device.lang);
      // Step 2: each move's label starts right beside the line of the heap it names, and none overlap.
      const two = await openOn(device, '?a=5&delta=7&tour=2');
      await two.page.waitForSelector('.asg-tour[data-step="2"] .asg-tour-body p');
      const forward = `.asg-stepper button[aria-label="${t('stepper-forward-label')}"]`;
      for (let heap = 1; heap <= 24; heap++) {
        await press(device, two.page, forward);
        await two.page.waitForFunction((h) => window.asgExplorer.view.marks[0]?.heap === BigInt(h), heap);
        await settle(two.page);
        const canvas = two.page.locator('canvas.asg-canvas');
        const end = Number(await canvas.getAttribute('data-lane-names-end'));
        const labels = ((await canvas.getAttribute('data-mark-labels')) || '')
          .split(',')
          .filter(Boolean)
          .map((l) => l.split(':').map(Number));
        const moves = [5, 12, 17].filter((m) => m <= heap).length;
        assert.equal(labels.length, moves, `heap ${heap}: a label for each move`);
        for (const [left, x, right, top] of labels) {
          assert.ok(left > x && left - x <= 8, `heap ${heap}: a label at ${left} px for its line at ${x} px`);
          if (top > 20) assert.ok(left >= end, `heap ${heap}: a label over the lane names (${left} < ${end})`);
          for (const [l, , r, tp] of labels)
            assert.ok(l === left || tp !== top || r <= left || right <= l, `heap ${heap}: labels overlap`);
        }
        if (heap === 17) {
          await canvas.scrollIntoViewIfNeeded();
          await two.page.screenshot({ path: `${SHOTS}/alone-stepper-${device.name}-${device.lang}.png` });
        }
      }
      await done(two);
      // Step 9: "Go to the torus" (on a phone) brings the torus under the bars, its heading in view.
      const nine = await openOn(device, '?a=7&delta=12&tour=9');
      // (On the site's phone page the tour's torus follows the step's text, outside the view's box.)
      await nine.page.waitForSelector('.asg-spectrum[data-ready="true"]');
      await nine.page.waitForSelector('.asg-torus h2');
      if (device.name === 'phone') {
        await press(device, nine.page, `.asg-tour-go:text-is("${t('tour-to-torus')}")`);
        await settle(nine.page);
      } else await nine.page.locator('.asg-torus h2').scrollIntoViewIfNeeded();
      const torus = await boxes(nine.page, {
        bars: '.asg-spectrum-stage',
        heading: '.asg-torus h2',
        focus: '.asg-torus-next-k',
      });
      const stuck = device.name === 'phone' ? torus.bars.bottom : 0;
      assert.ok(
        torus.heading.top >= stuck && torus.heading.bottom <= torus.screen[1],
        `the torus heading in view: ${JSON.stringify(torus)}`,
      );
      assert.ok(await onTop(nine.page, '.asg-torus h2'), 'nothing over the torus heading');
      assert.ok(torus.focus.bottom <= torus.screen[1], `its first button too: ${JSON.stringify(torus)}`);
      await nine.page.screenshot({ path: `${SHOTS}/alone-torus-${device.name}-${device.lang}.png` });
      await done(nine);
      // Step 11: the grid that shows everything repeating, on the screen with the step's first lines.
      for (const scheme of ['light', 'dark']) {
        const eleven = await openOn(device, '?a=5&delta=7&tour=11', { colorScheme: scheme });
        await eleven.page.waitForSelector('.asg-tour[data-step="11"] .asg-tour-body p');
        await eleven.page.waitForSelector('table.asg-ledger');
        await settle(eleven.page);
        const at = await boxes(eleven.page, { picture: '.asg-stage', text: '.asg-tour-body p' });
        const where = JSON.stringify(at);
        assert.ok(
          at.picture.top >= 0 && at.picture.bottom <= at.screen[1],
          `step 11's picture on the screen: ${where}`,
        );
        assert.ok(at.text.top >= 0 && at.text.bottom <= at.screen[1], `with its text: ${where}`);
        assert.ok(await onTop(eleven.page, '.asg-tour-body p'), 'nothing over the text');
        await eleven.page.screenshot({ path: `${SHOTS}/alone-periods-${device.name}-${device.lang}-${scheme}.png` });
        await done(eleven);
      }
    });

    test(`full-width digits are numbers wherever a number is typed: a, δ, Go to heap, k, row width, play, practice, the tour’s prediction, the landscape (${device.name}, ${device.lang})`, {
      timeout: 120000,
    }, async () => {
      const t = say(device.lang);
      const { page, problems, context } = await openOn(device, '?a=5&delta=7');
      const errors = () => page.locator('.asg-error:not(:empty)').allInnerTexts();
      // The game: a = ７, δ = １２.
      await typeIn(page, 'input[name="a"]', wide(7));
      await typeIn(page, 'input[name="second"]', wide(12));
      await page.waitForFunction(() => new URL(location.href).searchParams.get('delta') === '12');
      assert.equal(param(page, 'a'), '7');
      assert.deepEqual(await errors(), [], 'no field refuses them');
      // Go to heap １００: the inspector on heap 100.
      await typeIn(page, 'input[name="goto"]', wide(100));
      await page.waitForSelector('.asg-inspector[data-heap="100"]');
      // The shift k of the collisions, and the grid's row width.
      await view(device, page, 'collisions');
      await viewReady(page, 'collisions');
      await typeIn(page, 'input[name="shift"]', wide(5));
      await page.waitForFunction(() => new URL(location.href).searchParams.get('shift') === '5');
      await view(device, page, 'grid');
      await typeIn(page, 'input[name="w"]', wide(30));
      await page.waitForFunction(() => new URL(location.href).searchParams.get('w') === '30');
      assert.deepEqual(await errors(), []);
      // Play from heap ４０.
      await view(device, page, 'play');
      await page.fill('input[name="heap"]', wide(40));
      await press(device, page, '.asg-play .asg-primary');
      await page.waitForSelector('.asg-play-moves button:not([hidden])');
      assert.deepEqual(await errors(), [], 'play starts');
      assert.match(await page.locator('.asg-play-heap').innerText(), /40/);
      // Practice: the next P-position, typed in full-width digits, is right.
      await view(device, page, 'practice');
      await press(device, page, `.asg-practice-kinds button:text-is("${t('practice-kind-next')}")`);
      const g = mexValues([7, 19, 26], 4000);
      const heap = await exerciseHeap(page);
      let next = heap + 1;
      while (g[next] !== 0) next++;
      await typeIn(page, '.asg-practice-answer input[name="answer"]', wide(next));
      await page.waitForSelector('.asg-practice[data-right]');
      assert.equal(await page.locator('.asg-practice').getAttribute('data-right'), 'true', `${wide(next)} is ${next}`);
      // The landscape's bounds.
      await view(device, page, 'landscape');
      await typeIn(page, 'input[name="amax"]', wide(12));
      await page.waitForFunction(() => new URL(location.href).searchParams.get('amax') === '12');
      assert.deepEqual(await errors(), []);
      await done({ problems, context });
      // The tour's prediction of the next P-position (step 3).
      const tour = await openOn(device, '?a=5&delta=7&tour=3');
      const input = tour.page.locator('input[name="predict"]');
      await input.waitFor();
      const n = Number(/(\d+)\D*$/.exec(await input.getAttribute('aria-label'))[1]);
      const w = mexValues([5, 12, 17], 2000).flatMap((v, x) => (v === 0 ? [x] : []))[n];
      await typeIn(tour.page, 'input[name="predict"]', wide(w));
      await tour.page.waitForSelector('.asg-predict .asg-practice-feedback[data-right]');
      assert.equal(await tour.page.locator('.asg-predict .asg-practice-feedback').getAttribute('data-right'), 'true');
      await tour.page.screenshot({ path: `${SHOTS}/alone-digits-${device.name}.png` });
      await done(tour);
    });

    test(`the course says only what is true: step 1’s P-positions lose against good play, step 10 and the glossary place an (a+1)-gap where δ ∤ n + 1, “Another example” of why a·d goes through another (a+1)-gap, and the recap offers only the game’s kinds (${device.name}, ${device.lang})`, {
      timeout: 120000,
    }, async () => {
      const t = say(device.lang);
      const plain = (text) => text.replace(/[\u00a0\u2060]/g, (c) => (c === '\u00a0' ? ' ' : ''));
      const tour = await openOn(device, '?a=5&delta=7&tour=1');
      await tour.page.waitForSelector('.asg-tour[data-step="1"] .asg-tour-body p');
      const goodPlay = { en: 'if the opponent plays well', zh: '只要对手走法正确' }[device.lang];
      assert.ok(plain(await tour.page.locator('.asg-tour-body').innerText()).includes(goodPlay), 'step 1');
      // Step 10 and its term's definition.
      await tour.page.goto(new URL(`?a=5&delta=7&tour=10&lang=${device.lang}`, env.url).href);
      await tour.page.waitForSelector('.asg-tour[data-step="10"] .asg-tour-body p');
      assert.ok(plain(await tour.page.locator('.asg-tour-body').innerText()).includes('δ ∤ n + 1'), 'step 10');
      await press(device, tour.page, '.asg-tour-body button[data-term="residue"]');
      const definition = plain(await tour.page.locator('.asg-term-popover').innerText());
      assert.equal(
        definition.replace(/\s+/g, ' ').includes(plain(t('glossary-residue')).replace(/\s+/g, ' ')),
        true,
        definition,
      );
      assert.match(definition, /δ/, 'the glossary says δ does not divide n + 1');
      await done(tour);
      // Why a·d: each further example goes through another (a+1)-gap, found here by the mex rule.
      const { page, problems, context } = await openOn(device, '?a=7&delta=12&view=collisions');
      const w = mexValues([7, 19, 26], 4000).flatMap((v, x) => (v === 0 ? [x] : []));
      const longGap = async () => {
        const [lower, upper] = await page.evaluate(() => window.asgExplorer.view.marks.map((m) => Number(m.heap)));
        assert.ok(w.includes(lower) && w.includes(upper) && upper - lower === 12, `${lower} → ${upper}`);
        const inside = w.filter((p) => lower <= p && p <= upper);
        const at = inside.findIndex((p, i) => i + 1 < inside.length && inside[i + 1] - p === 8);
        assert.ok(at >= 0, `an (a+1)-gap in ${lower} → ${upper}`);
        return inside[at];
      };
      await press(device, page, `button:text-is("${t('why-theorem-7')}")`);
      const another = `.asg-inspector-body button:text-is("${t('why-another')}")`;
      await page.waitForSelector(another);
      let last = await longGap();
      for (let i = 0; i < 4; i++) {
        const before = await page.evaluate(() => String(window.asgExplorer.view.marks[0].heap));
        await press(device, page, another);
        await page.waitForFunction((b) => String(window.asgExplorer.view.marks[0]?.heap) !== b, before);
        const now = await longGap();
        assert.ok(now > last, `example ${i + 2}: the (a+1)-gap at ${now}, after the one at ${last}`);
        last = now;
      }
      await done({ problems, context });
      // The recap of a game outside the regime offers its three kinds, each opening its own.
      for (const [game, kinds] of [
        ['a=5&delta=16', ['value', 'next', 'windows']],
        ['a=7&delta=12', ['value', 'next', 'class', 'windows', 'region', 'shift']],
      ]) {
        const recap = await openOn(device, `?${game}&tour=14`);
        await recap.page.waitForSelector('.asg-recap-links button');
        const names = await recap.page.locator('.asg-recap-links button').allInnerTexts();
        assert.deepEqual(
          names,
          kinds.map((k) => t(`practice-kind-${k}`)),
          game,
        );
        const last = kinds.at(-1);
        await press(device, recap.page, `.asg-recap-links button:text-is("${t(`practice-kind-${last}`)}")`);
        await recap.page.waitForFunction(
          (k) => document.querySelector('.asg-practice:not([hidden])')?.dataset.kind === k,
          last,
        );
        await done(recap);
      }
    });
  }
});
