// The explorer in its four languages, in a real headless Chromium: every view, the tour, play and
// the messages in German, Chinese and Japanese (checked against the catalogues, with no English
// left), `<html lang>` and `lang=` in the address, two embeds in two languages on one blog page,
// nothing overflowing a phone, the canvases' labels drawn in fonts that have their glyphs, and —
// through a pseudo-language whose every letter is accented — no text on the page that did not
// come from a catalogue.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer } from '../../tools/serve.mjs';
import { translatorFor } from '../../www/src/text/i18n.ts';
import { msg, TAGS } from '../../www/src/text/languages.ts';
import { mexValues, open, ROOT, SHOTS, settle, sourceModule, start, VIEWS, viewReady, watch } from './harness.mjs';

let env;
let blog;
before(async () => {
  env = await start();
  const dir = mkdtempSync(join(tmpdir(), 'asg-languages-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two languages</title><link rel="icon" href="data:,">
<script type="module" src="${env.url}js/embed.js"></script></head><body>
<asg-explorer id="ja" lang="ja" a="5" delta="7"></asg-explorer>
<asg-explorer id="de" lang="de" a="7" delta="12" view="strip"></asg-explorer></body></html>`,
  );
  blog = await startServer({ root: dir });
});
after(async () => {
  await blog?.close();
  await env?.close();
});

/** The translator of `lang`, from its catalogue on disk (what the page loads). */
const catalogues = {};
function say(lang) {
  catalogues[lang] ??= translatorFor(readFileSync(`${ROOT}www/locales/${lang}.ftl`, 'utf8'), lang);
  return catalogues[lang];
}

/** The views read, in every language: the page-wide ones, the tour's first and last steps, practice and a bad link. */
const PAGES = [
  ...VIEWS,
  ['tour first', '?a=5&delta=7&view=strip&tour=1'],
  ['tour last', '?a=5&delta=7&tour=14'],
  ['practice', '?a=5&delta=7&view=practice'],
  ['bad link', '?a=0&delta=7'],
];

/**
 * Every text a person sees or hears on the page: visible text nodes and the words of labels
 * and titles, but for mathematics (MathML, inline formulas), verbatim text (what was typed),
 * the titles of works cited, and acronyms (PNG, JSON).
 */
function visibleTexts() {
  const skip = 'math, code, .asg-math, .asg-verbatim, cite, script, style, noscript, [hidden]';
  const out = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const parent = n.parentElement;
    if (!n.textContent.trim() || parent.closest(skip) || !parent.checkVisibility()) continue;
    out.push(n.textContent.trim());
  }
  for (const e of document.querySelectorAll('[aria-label], [title], [placeholder], [aria-roledescription]')) {
    if (e.closest(skip)) continue;
    for (const a of ['aria-label', 'title', 'placeholder', 'aria-roledescription'])
      if (e.getAttribute(a)) out.push(e.getAttribute(a));
  }
  out.push(document.title);
  return out;
}

/** Words of plain ASCII letters (two or more) that are not acronyms: not from the pseudo-catalogue. */
function plainWords(texts) {
  return texts.flatMap((text) =>
    [...text.matchAll(/[A-Za-z]{2,}/g)]
      .map((m) => m[0])
      .filter((w) => !/^[A-Z]{2,5}$/.test(w))
      .map((w) => `${w} in “${text.slice(0, 80)}”`),
  );
}

describe('the explorer in four languages', () => {
  test('every text on every view comes from the catalogue (the pseudo-language accents them all)', {
    timeout: 300000,
  }, async () => {
    const found = [];
    for (const [name, path] of PAGES) {
      const { page, problems, context } = await open(env, `${path}&lang=en-XA`, { ready: false });
      await viewReady(page, name);
      if (name === 'play') {
        await page.selectOption('.asg-play select[name="first"]', 'computer');
        await page.click('.asg-play button.asg-primary');
        await page.waitForSelector('.asg-play-log li');
      }
      if (name === 'collisions') {
        await page.locator('.asg-windows summary').click();
        await page.waitForSelector('.asg-window-table');
      }
      for (const w of plainWords(await page.evaluate(visibleTexts))) found.push(`${name}: ${w}`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-XA');
      assert.deepEqual(problems, [], name);
      await context.close();
    }
    assert.deepEqual(found, []);
  });

  /** English messages with no variables and three words or more (not mathematics): none may appear on another language's page. */
  const ENGLISH = readFileSync(`${ROOT}www/locales/en.ftl`, 'utf8')
    .split('\n')
    .map((l) => /^([a-z][a-z0-9-]*) = ([^{]+)$/.exec(l))
    .filter((m) => m && (m[2].match(/[A-Za-z]{3,}/g) ?? []).length >= 3 && !/^(language|site)-/.test(m[1]))
    .map((m) => m[2].trim());

  /** Horizontal overflow anywhere on the page: the page itself, or a control whose text is cut. */
  const overflow = () => {
    const cut = [
      ...document.querySelectorAll('button, label, .asg-seg label, .asg-field-label, select, h2, .asg-badge'),
    ]
      .filter((e) => e.checkVisibility() && e.scrollWidth > e.clientWidth + 1)
      .map((e) => e.textContent.trim().slice(0, 30));
    return { page: document.documentElement.scrollWidth - innerWidth, cut };
  };

  for (const lang of ['de', 'zh', 'ja']) {
    test(`${lang}: the page, its messages and the address are in ${lang}, and nothing overflows a phone or a wide screen`, async () => {
      const t = say(lang);
      for (const [width, device] of [
        [375, 'phone'],
        [1400, 'desktop'],
      ]) {
        const { page, problems, context } = await open(env, `?a=5&delta=7&lang=${lang}`, { width, height: 900 });
        await settle(page);
        assert.equal(await page.evaluate(() => document.documentElement.lang), TAGS[lang]);
        assert.equal(await page.locator('.asg-badge').textContent(), t('badge-proven'));
        const summary = t('summary-proven', {
          a: 5n,
          b: 12n,
          ab: 17n,
          delta: 7n,
          d: 2n,
          period: 130n,
          ppositions: 35n,
        });
        assert.equal(await page.locator('.asg-status .asg-summary').textContent(), summary);
        assert.equal(await page.title(), t('site-title'));
        const text = await page.evaluate(() => document.body.innerText);
        const english = ENGLISH.filter((e) => text.includes(e));
        assert.deepEqual(english, [], `${lang} ${device}: English left on the page`);
        assert.deepEqual(await page.evaluate(overflow), { page: 0, cut: [] }, `${lang} ${device}`);
        await page.screenshot({ path: `${SHOTS}/language-${lang}-${device}.png`, fullPage: true });
        assert.deepEqual(problems, []);
        await context.close();
      }
      // lang= goes with every edit and survives a reload.
      const { page, problems, context } = await open(env, `?a=5&delta=7&lang=${lang}`);
      await page.click('label[for$="-view-strip"]');
      await page.waitForFunction(() => location.search.includes('view=strip'));
      assert.equal(new URL(page.url()).searchParams.get('lang'), lang);
      await page.reload();
      await page.waitForSelector('canvas.asg-canvas');
      assert.equal(await page.evaluate(() => document.documentElement.lang), TAGS[lang]);
      assert.equal(await page.locator('label[for$="-view-strip"]').textContent(), t('view-strip'));
      assert.deepEqual(problems, []);
      await context.close();
    });

    test(`${lang}: the tour's first and last steps, play, practice and an error message`, async () => {
      const t = say(lang);
      for (const [n, title, first, path] of [
        [1, 'tour-game-title', 'tour-game-rules', '?a=5&delta=7&view=strip&tour=1'],
        [14, 'tour-recap-title', 'tour-recap-intro', '?a=5&delta=7&tour=14'],
      ]) {
        const { page, problems, context } = await open(env, `${path}&lang=${lang}`, { ready: false });
        await page.waitForSelector('.asg-tour:not([hidden]) .asg-tour-body p');
        assert.equal(await page.locator('.asg-tour h2').textContent(), t('tour-step-title', { n, title: msg(title) }));
        // The game's own numbers in the text: a = 5, b = 12 and a + b = 17.
        assert.equal(
          await page.locator('.asg-tour-body p').first().textContent(),
          t(first, { a: 5n, b: 12n, ab: 17n }),
        );
        assert.equal(
          await page.locator('.asg-tour-nav button.asg-primary').textContent(),
          t(n === 14 ? 'tour-finish' : 'tour-next'),
        );
        await page.screenshot({ path: `${SHOTS}/language-${lang}-tour-${n}.png`, fullPage: true });
        assert.deepEqual(problems, []);
        await context.close();
      }
      // Play: the computer starts from 40 and moves to a P-position; the log says so in the language
      // (without the value: hints are off, so values stay hidden until the end).
      const { page, problems, context } = await open(env, `?a=5&delta=7&view=play&lang=${lang}`);
      await page.waitForSelector('.asg-play:not([hidden])');
      assert.equal(await page.locator('.asg-play h2').textContent(), t('play-title'));
      await page.selectOption('.asg-play select[name="first"]', 'computer');
      await page.click('.asg-play button.asg-primary');
      await page.waitForSelector('.asg-play-log li');
      const g = mexValues([5, 12, 17], 41);
      const said = [5, 12, 17]
        .filter((s) => g[40 - s] === 0)
        .map((s) => t('play-log-computer-hidden', { from: 40, take: s, to: 40 - s }));
      assert.ok(said.includes(await page.locator('.asg-play-log li').first().textContent()), said.join(' | '));
      assert.deepEqual(problems, []);
      await context.close();
      // Practice: the next P-position after a heap, answered right (by the mex rule computed
      // here); the question and the explanation are in the language.
      const practice = await open(env, `?a=5&delta=7&view=practice&practice=next&lang=${lang}`);
      await practice.page.waitForSelector('.asg-practice:not([hidden]) input[name="answer"]');
      assert.equal(await practice.page.locator('.asg-practice h2').textContent(), t('practice-title'));
      const heap = Number(await practice.page.locator('.asg-practice').getAttribute('data-heap'));
      const values = mexValues([5, 12, 17], heap + 60);
      let next = heap + 1;
      while (values[next] !== 0) next++;
      await practice.page.fill('.asg-practice input[name="answer"]', String(next));
      await practice.page.locator('.asg-practice input[name="answer"]').press('Enter');
      await practice.page.waitForSelector('.asg-practice-right');
      // No heap in between, one, or a range of them: each said in its own words.
      const id =
        next === heap + 1
          ? 'practice-next-why-adjacent'
          : next === heap + 2
            ? 'practice-next-why-one'
            : 'practice-next-why';
      const why = t(id, {
        heap: BigInt(heap),
        next: BigInt(next),
        after: BigInt(heap + 1),
        before: BigInt(next - 1),
      });
      assert.deepEqual(await practice.page.locator('.asg-practice-feedback p').allTextContents(), [
        t('practice-right'),
        why,
      ]);
      await practice.page.screenshot({ path: `${SHOTS}/language-${lang}-practice.png`, fullPage: true });
      assert.deepEqual(practice.problems, []);
      await practice.context.close();
      // An error: a link asking for a = 0.
      const bad = await open(env, `?a=0&delta=7&lang=${lang}`, { ready: false });
      await bad.page.waitForSelector('.asg-notice:not([hidden])');
      assert.equal(
        await bad.page.locator('.asg-notice').textContent(),
        `${t('core-a-is-zero')} ${t('notice-blocked-site')}`,
      );
      assert.equal(await bad.page.locator('.asg-error[data-for="a"]').textContent(), t('core-a-is-zero'));
      assert.deepEqual(bad.problems, []);
      await bad.context.close();
    });
  }

  /** Digit groups as each language writes them: German with narrow no-break spaces, Chinese and Japanese with commas. */
  const GROUPED = {
    de: (groups) => groups.join('\u202f'),
    zh: (groups) => groups.join(','),
    ja: (groups) => groups.join(','),
  };

  for (const lang of ['de', 'zh', 'ja']) {
    test(`${lang}: numbers past 2^53 on screen in the language's digit groups, sets unambiguous, nothing overflowing a phone`, async () => {
      const g = GROUPED[lang];
      // a = 2^26, δ = 2^26 + 1: in the regime, with a heap period of 2^54 + 3·2^26.
      const { page, problems, context } = await open(env, `?a=67108864&delta=67108865&view=strip&lang=${lang}`, {
        width: 375,
        height: 800,
      });
      // Spaces as the catalogue writes them (Chinese and Japanese keep the formula's with no-break spaces).
      const summary = (await page.locator('.asg-status .asg-summary').textContent()).replace(/\u00a0/g, ' ');
      const [a, b, ab] = [
        ['67', '108', '864'],
        ['134', '217', '729'],
        ['201', '326', '593'],
      ].map(g);
      // A set whose numbers are grouped by commas takes semicolons between its elements.
      const set = lang === 'de' ? `{${a}, ${b}, ${ab}}` : `{${a}; ${b}; ${ab}}`;
      assert.ok(summary.startsWith(`S = ${set}, δ = ${g(['67', '108', '865'])}`), summary);
      assert.ok(summary.includes(g(['18', '014', '398', '710', '808', '576'])), summary);
      // Heap 2^64 − 1, exactly, in the inspector.
      await page.fill('input[name="goto"]', '18446744073709551615');
      await page.press('input[name="goto"]', 'Enter');
      await page.waitForFunction(
        () => document.querySelector('.asg-inspector').dataset.heap === '18446744073709551615',
      );
      const body = await page.locator('.asg-inspector-body').textContent();
      const max = g(['18', '446', '744', '073', '709', '551', '615']);
      assert.ok(body.includes(max), `${max} in ${body}`);
      assert.ok(body.includes(`→\u00a0${g(['18', '446', '744', '073', '642', '442', '751'])}`), body);
      assert.deepEqual(await page.evaluate(overflow), { page: 0, cut: [] }, `${lang} phone`);
      await page.screenshot({ path: `${SHOTS}/language-${lang}-large-phone.png`, fullPage: true });
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('the language menu switches the page, keeps the game, puts lang= in the address and focus on the menu', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=strip&zoom=6&x=100');
    // Every language in its own words and its own language, the page's chosen (the names but
    // the page's own come after the first frame).
    const menu = () =>
      page.locator('select[name="lang"]').evaluate((s) => ({
        names: [...s.options].map((o) => `${o.value}:${o.lang}:${o.textContent}`),
        value: s.value,
      }));
    const names = ['en:en:English', 'de:de:Deutsch', 'zh:zh-Hans:中文（简体）', 'ja:ja:日本語'];
    await page.waitForFunction(() => document.querySelector('select[name="lang"]').options.length === 4);
    const before = await menu();
    assert.deepEqual([before.names, before.value], [names, 'en']);
    await page.selectOption('select[name="lang"]', 'ja');
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    await page.waitForFunction(() => document.querySelector('select[name="lang"]').options.length === 4);
    const after = await menu();
    assert.deepEqual([after.names, after.value], [names, 'ja']);
    await page.waitForFunction(() => Number(document.querySelector('canvas.asg-canvas')?.dataset.frames) > 0);
    assert.equal(await page.locator('.asg-badge').textContent(), say('ja')('badge-proven'));
    const url = new URL(page.url());
    assert.deepEqual(
      ['lang', 'a', 'delta', 'view', 'x'].map((k) => url.searchParams.get(k)),
      ['ja', '7', '12', 'strip', '100'],
    );
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'lang');
    // Back: English again.
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal(await page.locator('.asg-badge').textContent(), say('en')('badge-proven'));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('without lang=, the reader’s browser languages choose', async () => {
    for (const [locale, lang] of [
      ['de-AT', 'de'],
      ['zh-CN', 'zh'],
      ['ja-JP', 'ja'],
      ['fr-FR', 'en'],
    ]) {
      const context = await env.browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(`${env.url}?a=5&delta=7`);
      await page.waitForSelector('.asg-badge:not(:empty)');
      assert.equal(await page.evaluate(() => document.documentElement.lang), TAGS[lang], locale);
      assert.equal(await page.locator('.asg-badge').textContent(), say(lang)('badge-proven'), locale);
      assert.equal(new URL(page.url()).searchParams.get('lang'), null, 'the address does not fix the language');
      await context.close();
    }
  });

  test('an embed with lang="ja" beside one with lang="de" on one blog page speaks each its own language', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    const problems = [];
    watch(page, (text) => problems.push(text));
    await page.goto(`${blog.url}index.html`);
    for (const id of ['ja', 'de']) {
      await page.waitForFunction(
        (i) => document.getElementById(i)?.shadowRoot?.querySelector('.asg-badge')?.textContent,
        id,
      );
      const seen = await page.evaluate((i) => {
        const root = document.getElementById(i).shadowRoot;
        return [
          root.querySelector('.asg').lang,
          root.querySelector('.asg-badge').textContent,
          root.querySelector('label[for$="-view-grid"]').textContent,
        ];
      }, id);
      assert.deepEqual(seen, [TAGS[id], say(id)('badge-proven'), say(id)('view-grid')], id);
    }
    // The blog's own language is left alone.
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await page.screenshot({ path: `${SHOTS}/language-embeds-ja-de.png`, fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  });

  /**
   * Every place where a line of text under `selector` wraps (but in formulas set as MathML): the
   * characters before the break and the line that follows, so that a test can read how it broke.
   */
  function lineBreaks(selector) {
    const breaks = [];
    const blockOf = (e) => {
      let el = e;
      while (el.parentElement && getComputedStyle(el).display.startsWith('inline')) el = el.parentElement;
      return el;
    };
    for (const root of document.querySelectorAll(selector)) {
      const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      let last = null;
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const parent = n.parentElement;
        if (parent.closest('math, [hidden]') || !parent.checkVisibility()) continue;
        const block = blockOf(parent);
        const text = n.textContent;
        for (let i = 0; i < text.length; i++) {
          // Spaces (and zero-width joiners) have no box of their own at a line's end.
          if (/[\s\u2060]/.test(text[i])) continue;
          const range = document.createRange();
          range.setStart(n, i);
          range.setEnd(n, i + 1);
          const box = range.getClientRects()[0];
          if (!box) continue;
          const same = last?.block === block;
          if (same && box.top >= last.box.bottom - 2)
            breaks.push({ before: last.before, after: text.slice(i, i + 12) });
          last = { block, box, before: `${same ? last.before : ''}${text[i]}`.slice(-12) };
        }
      }
    }
    return breaks;
  }

  /**
   * What a typesetter would not do at a line break, in `lang`: a number or a letter standing for
   * one at a line's end and its counter or unit (個, 番目, 手, …) at the next line's start;
   * closing punctuation or a sign of a formula's operation starting a line; a line ending in the
   * middle of a short formula (after its sign) or of a hyphened term (P-ポジション).
   */
  const COUNTERS = {
    ja: /^(個|組|問|つ|番目|手|段|枚|桁|回|本|倍|年|項|種類|秒|周期|ステップ|ビット|バイト|ピクセル|規則)/,
    zh: /^(个|组|次|种|步|位|倍|年|项|对|块|张|条|根|层|段|题|道|字节|像素|规则)/,
  };
  function badBreak(lang, { before, after }) {
    const end = before.at(-1);
    if (/^[、。，．：；！？）」』】〕”’,.:;!?)\]}]/.test(after)) return 'closing punctuation starts a line';
    if (/\d/.test(end) && /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(after))
      return 'a number ends a line, its counter or word starts the next';
    if (/[\p{Script=Latin}\p{Script=Greek}²ₙ)]/u.test(end) && COUNTERS[lang].test(after))
      return 'a letter for a number ends a line, its counter or unit starts the next';
    // A sign between two terms (with its spaces), not a move's minus (−5).
    if (/(定理|第|ステップ)$/.test(before) && /^\d/.test(after))
      return 'a theorem or a step ends a line, its number starts the next';
    if (/^[=<>≤≥+−·×∣∤→]\s/.test(after)) return "a formula's sign starts a line";
    if (/[+−·×∣∤→/-]$/.test(before)) return 'a line ends inside a formula or a hyphened term';
    // After a relation sign only a long formula breaks (no Chinese or Japanese in the twelve characters before).
    if (/[=<>≤≥]$/.test(before) && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(before))
      return 'a line ends inside a short formula';
    return '';
  }

  for (const lang of ['ja', 'zh']) {
    test(`${lang}: the tour and practice's hints on a phone break their lines only where a typesetter would`, async () => {
      const { page, problems, context } = await open(env, `?a=5&delta=7&view=strip&tour=1&lang=${lang}`, {
        width: 375,
        height: 812,
        ready: false,
      });
      const found = [];
      let seen = 0;
      for (let n = 1; n <= 14; n++) {
        await page.waitForSelector(`.asg-tour[data-step="${n}"] .asg-tour-body p`);
        await settle(page);
        const breaks = await page.evaluate(lineBreaks, '.asg-tour');
        seen += breaks.length;
        for (const b of breaks) {
          const why = badBreak(lang, b);
          if (why) found.push(`step ${n}: ${why}: “${b.before}⏎${b.after}”`);
        }
        if (n < 14) await page.click('.asg-tour-nav .asg-primary');
      }
      // Practice: every kind's question with its three hints open (the last one worked in numbers).
      for (const kind of ['value', 'next', 'class', 'windows', 'region', 'shift']) {
        await page.goto(new URL(`?a=5&delta=7&view=practice&practice=${kind}&lang=${lang}`, env.url).href);
        await page.waitForSelector(`.asg-practice[data-kind="${kind}"] .asg-practice-prompt`);
        for (let i = 1; i <= 3; i++) {
          await page.click('.asg-practice button[name="hint"]');
          await page.waitForSelector(`.asg-practice-hints li:nth-child(${i})`);
        }
        await settle(page);
        // The choices and buttons wrap inside the screen.
        const past = await page.evaluate(() =>
          [...document.querySelectorAll('.asg-practice label, .asg-practice button')]
            .filter((e) => e.checkVisibility() && e.getBoundingClientRect().right > innerWidth + 1)
            .map((e) => e.textContent.slice(0, 30)),
        );
        for (const p of past) found.push(`practice ${kind}: past the screen's edge: “${p}”`);
        for (const b of await page.evaluate(lineBreaks, '.asg-practice')) {
          seen++;
          const why = badBreak(lang, b);
          if (why) found.push(`practice ${kind}: ${why}: “${b.before}⏎${b.after}”`);
        }
      }
      // The paragraphs do wrap on a phone: the walk looked at real breaks.
      assert.ok(seen > 100, `${seen} line breaks`);
      assert.deepEqual(found, []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('the page’s title and description, and the iframe embed’s title, are in the reader’s language', async () => {
    for (const lang of ['de', 'zh', 'ja']) {
      const t = say(lang);
      let { page, problems, context } = await open(env, `?a=5&delta=7&lang=${lang}`);
      await page.waitForFunction((title) => document.title === title, t('site-title'));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      assert.equal(description, t('site-description'), lang);
      assert.deepEqual(problems, []);
      await context.close();
      ({ page, problems, context } = await open(env, `embed.html?a=5&delta=7&lang=${lang}`));
      await page.waitForFunction((title) => document.title === title, t('embed-title'));
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('Chinese and Japanese: sentences the page puts side by side follow one another with no space between them', {
    timeout: 180000,
  }, async () => {
    /** A full stop, question or exclamation mark followed by an ASCII space and more text, in what is seen or heard. */
    const spaced = () => {
      const texts = [
        document.body.innerText,
        ...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')),
      ];
      return texts.flatMap((text) =>
        [...text.matchAll(/[。？！] +(?=\S)/g)].map((m) => text.slice(Math.max(0, m.index - 24), m.index + 24)),
      );
    };
    for (const lang of ['zh', 'ja']) {
      const t = say(lang);
      // Practice: the score says how this kind went, then the kinds not tried yet; a term's
      // definition, pinned, is followed by its way into the glossary.
      let { page, problems, context } = await open(env, `?a=5&delta=7&view=practice&practice=value&lang=${lang}`);
      await page.waitForSelector('.asg-practice[data-heap]');
      await page.locator('.asg-practice-answer label').first().click();
      await page.click(`.asg-practice button:has-text("${t('practice-check')}")`);
      const score = await page.locator('.asg-practice-score').textContent();
      assert.match(score, /。\S/, `${lang}: the score's two sentences`);
      await page.locator('.asg-practice-prompt .asg-term').first().click();
      await page.waitForSelector(`.asg-term-popover:not([hidden]) button:has-text("${t('glossary-more')}")`);
      assert.deepEqual(await page.evaluate(spaced), [], `${lang}: practice`);
      assert.deepEqual(problems, []);
      await context.close();
      // The spectrum: its name, then the k in focus, in the canvas's label.
      ({ page, problems, context } = await open(env, `?a=5&delta=7&view=spectrum&lang=${lang}`, { ready: false }));
      await page.waitForSelector('.asg-spectrum[data-ready="true"]');
      const label = await page.locator('.asg-spectrum-canvas').getAttribute('aria-label');
      assert.ok(label.startsWith(`${t('spectrum-label')}。k`), `${lang}: ${label}`);
      assert.deepEqual(await page.evaluate(spaced), [], `${lang}: spectrum`);
      assert.deepEqual(problems, []);
      await context.close();
      // The tour's mex stepper, run to where it stops by itself, which it then says.
      ({ page, problems, context } = await open(env, `?a=5&delta=7&view=strip&tour=2&lang=${lang}`));
      await page.waitForSelector('.asg-stepper');
      await page.clock.install();
      await page.click(`.asg-stepper button:has-text("${t('stepper-play')}")`);
      await page.clock.runFor(70 * 900);
      const stepper = await page.locator('.asg-stepper .asg-mex').textContent();
      assert.ok(stepper.endsWith(t('stepper-paused', { heap: 60n, last: 200n })), `${lang}: ${stepper}`);
      assert.doesNotMatch(stepper, /。 /);
      assert.deepEqual(await page.evaluate(spaced), [], `${lang}: the stepper`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  test('Chinese and Japanese labels on the canvases are drawn with fonts that have their glyphs', async () => {
    for (const lang of ['zh', 'ja']) {
      const { page, context } = await open(env, `?a=7&delta=12&view=gaps&lang=${lang}`, { ready: false });
      await page.waitForFunction(() => Number(document.querySelector('canvas.asg-lane')?.dataset.draws) > 0);
      const text = say(lang)('lane-gaps-zoomed-out') + say(lang)('residue-axis') + say(lang)('region-left');
      // Each character alone, in the canvases' own font: a missing glyph is the same box for
      // every character, so characters with the same picture would mean no font has them.
      const theme = await sourceModule(page, 'base/theme.ts');
      const same = await page.evaluate(
        async ([chars, language, theme]) => {
          const { canvasFont } = await import(theme);
          const pictures = new Map();
          const c = document.createElement('canvas');
          [c.width, c.height] = [40, 40];
          const ctx = c.getContext('2d', { willReadFrequently: true });
          for (const ch of chars) {
            ctx.clearRect(0, 0, 40, 40);
            ctx.font = canvasFont(28, '', language);
            ctx.fillText(ch, 4, 30);
            const key = Array.from(ctx.getImageData(0, 0, 40, 40).data.filter((_, i) => i % 4 === 3)).join();
            pictures.set(key, [...(pictures.get(key) ?? []), ch]);
          }
          return [...pictures.values()].filter((list) => list.length > 1);
        },
        [[...new Set(text.replace(/[\s\p{P}\p{S}0-9A-Za-z]/gu, ''))], lang, theme],
      );
      assert.deepEqual(same, [], `${lang}: characters drawn as the same picture`);
      await context.close();
    }
  });
});
