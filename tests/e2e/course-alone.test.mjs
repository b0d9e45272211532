// The course for a student alone with it, as two such students walked it (Chinese on a 375 × 812
// phone by touch, Japanese at a desk in dark mode), each finding on a phone and at a 1280 × 800
// desk, in English and another language: digits typed by a Chinese or Japanese input method
// (full-width) are numbers in every field that takes one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { translatorFor } from '../../www/src/text/i18n.ts';
import { mexValues, open, ROOT, SHOTS, start, viewReady, watch } from './harness.mjs';
import { done, exerciseHeap } from './study-pages.mjs';

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
  if (device.name === 'desk')
    return open(env, `${path}&lang=${lang}`, { width: device.width, height: device.height, colorScheme });
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
  await page.waitForFunction(
    () =>
      Number(document.querySelector('canvas.asg-canvas')?.dataset.frames) > 0 ||
      document.querySelector('.asg-spectrum[data-ready="true"]'),
  );
  return { page, problems, context };
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

describe('the course for a student alone', () => {
  for (const device of DEVICES) {
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
