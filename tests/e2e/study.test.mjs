// Self-study in a real headless Chromium: focus lands on a useful control after every action
// (the tour, play, practice, the glossary, the picture's cursor and "Go to heap"); practice
// answers are checked against the mex rule computed here, right and wrong; progress survives a
// reload and can be forgotten; play without hints shows no value's colour until the end; the
// glossary opens by keyboard; the inspector follows a new game. Screenshots of practice and the
// glossary at phone and desktop widths.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { mexValues, newGame, open, ourTurn, palette, SHOTS, settle, start, waitDrawn } from './harness.mjs';
import { done, exerciseHeap } from './study-pages.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

/** What has focus: its name, or else its text. */
const focused = (page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    return e?.getAttribute('name') || e?.textContent?.trim() || e?.tagName;
  });

/** Presses Tab until `label` has focus (at most 80 times). */
async function tabTo(page, label) {
  for (let i = 0; i < 80 && (await focused(page)) !== label; i++) await page.keyboard.press('Tab');
  assert.equal(await focused(page), label);
}

/** The distinct colours drawn on the main canvas's band (its upper part). */
async function bandColours(page) {
  return page.evaluate(() => {
    const c = document.querySelector('canvas.asg-canvas');
    const d = c.getContext('2d').getImageData(0, 0, c.width, Math.floor(c.height * 0.35)).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 7) seen.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
    return [...seen];
  });
}

describe('self-study', () => {
  test('the tour: focus on Next from the first step to Finish, back on "Take the tour" when it closes, and again', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7');
    for (const round of [1, 2]) {
      await tabTo(page, 'Take the tour');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => location.search.includes('tour=1'));
      await page.waitForFunction(() => document.activeElement?.textContent === 'Next →');
      if (round === 1) {
        for (let n = 2; n <= 14; n++) {
          await page.keyboard.press('Enter');
          await page.waitForFunction((k) => location.search.includes(`tour=${k}`), n);
          assert.equal(await focused(page), n === 14 ? 'Finish the tour' : 'Next →', `step ${n}`);
        }
        // The last step recalls and leads into practice; Finish ends the tour.
        assert.equal(await page.locator('.asg-recap li').count(), 6);
        assert.equal(await page.locator('.asg-recap-links button').count(), 6);
        await page.keyboard.press('Enter');
      } else {
        await tabTo(page, 'Close the tour');
        await page.keyboard.press('Enter');
      }
      await page.waitForFunction(() => !location.search.includes('tour='));
      assert.equal(await focused(page), 'Take the tour', `round ${round}`);
    }
    await done({ problems, context });
  });

  test('the recap opens practice of the kind chosen', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=grid&tour=14');
    await page.waitForSelector('.asg-recap-links button');
    await page.click('.asg-recap-links button:has-text("Count windows")');
    await page.waitForFunction(() => document.querySelector('.asg-practice:not([hidden])')?.dataset.kind === 'windows');
    assert.equal(new URL(page.url()).searchParams.get('view'), 'practice');
    assert.equal(await focused(page), 'answer', 'focus on the answer');
    await done({ problems, context });
  });

  test('practice: answers checked against the mex rule, right and wrong, with focus on what comes next', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=practice&practice=value');
    const g = mexValues([7, 19, 26], 4000);
    await page.waitForSelector('.asg-practice[data-heap]');
    // Right: the value by the mex rule.
    let heap = await exerciseHeap(page);
    await page.click(`.asg-practice-answer label:text-is("${g[heap]}")`);
    await page.click('.asg-practice button:has-text("Check")');
    assert.equal(await page.locator('.asg-practice').getAttribute('data-right'), 'true');
    assert.match(await page.locator('.asg-practice-feedback').textContent(), new RegExp(`^Right\\..*Heap ${heap}: `));
    assert.equal(await focused(page), 'Next exercise');
    // Wrong: another value; what was wrong, the answer kept for another try; Show me gives the mex rule's.
    await page.keyboard.press('Enter');
    heap = await exerciseHeap(page);
    assert.ok(await page.evaluate(() => document.activeElement?.type === 'radio'), 'focus on the first answer');
    await page.click(`.asg-practice-answer label:text-is("${(g[heap] + 1) % 4}")`);
    await page.click('.asg-practice button:has-text("Check")');
    assert.equal(await page.locator('.asg-practice').getAttribute('data-right'), 'false');
    assert.doesNotMatch(await page.locator('.asg-practice-feedback').textContent(), /its value is/);
    assert.ok(await page.evaluate(() => document.activeElement?.type === 'radio'), 'focus back on the answer');
    await page.click('.asg-practice button:has-text("Show me")');
    assert.match(await page.locator('.asg-practice-feedback').textContent(), new RegExp(`its value is ${g[heap]}\\.$`));
    assert.equal(await focused(page), 'Next exercise');
    // The next P-position after a heap, by the mex rule.
    await page.click('.asg-practice-kinds button:has-text("Next P-position")');
    heap = await exerciseHeap(page);
    let next = heap + 1;
    while (g[next] !== 0) next++;
    assert.equal(await focused(page), 'answer');
    await page.keyboard.type(String(next));
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('.asg-practice').getAttribute('data-right'), 'true');
    // The class and the P-position that puts the heap there (Theorem 1), checked by the mex rule.
    await page.click('.asg-practice-kinds button:has-text("Name the class")');
    heap = await exerciseHeap(page);
    const v = g[heap];
    const witness = [heap, heap - 7, heap + 19, heap + 12][v];
    assert.equal(g[witness], 0, 'the witness is a P-position by the mex rule');
    await page.click(`.asg-practice-answer label >> nth=${v}`);
    await page.fill('input[name="witness"]', String(witness));
    await page.click('.asg-practice button:has-text("Check")');
    assert.equal(await page.locator('.asg-practice').getAttribute('data-right'), 'true');
    // Windows in a stretch: pairs of P-positions 12 apart with the lower end in [lo, hi).
    await page.click('.asg-practice-kinds button:has-text("Count windows")');
    const [lo, hi] = ['data-lo', 'data-hi'].map(async (a) =>
      Number(await page.locator('.asg-practice').getAttribute(a)),
    );
    const [l, h] = [await lo, await hi];
    let windows = 0;
    for (let x = l; x < h; x++) if (g[x] === 0 && g[x + 12] === 0) windows++;
    await page.fill('.asg-practice-answer input[name="answer"]', String(windows + 1));
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('.asg-practice').getAttribute('data-right'), 'false');
    assert.match(await page.locator('.asg-practice-feedback').textContent(), /fewer windows start/);
    await page.click('.asg-practice button:has-text("Show me")');
    assert.match(
      await page.locator('.asg-practice-feedback').textContent(),
      windows === 0 ? /No window starts/ : new RegExp(`\\b${windows} window`),
    );
    await page.screenshot({ path: `${SHOTS}/practice-desktop.png`, fullPage: true });
    await done({ problems, context });
  });

  test('progress survives a reload, leads back to each thing, and can be forgotten', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=practice&practice=value');
    const g = mexValues([5, 12, 17], 4000);
    const heap = await exerciseHeap(page);
    await page.click(`.asg-practice-answer label:text-is("${g[heap]}")`);
    await page.click('.asg-practice button:has-text("Check")');
    await page.goto(new URL('?a=5&delta=7&view=strip&tour=3', env.url).href);
    await page.waitForSelector('.asg-tour:not([hidden])');
    await page.goto(new URL('?a=7&delta=12&view=play', env.url).href);
    await page.waitForSelector('.asg-play:not([hidden])');
    await page.fill('input[name="heap"]', '30');
    await page.click('text=New game');
    await page.click('.asg-play-moves button[data-move="7"]');
    await page.waitForSelector('.asg-play-log li[data-by="computer"]');
    // Every load of the site offers the way back to each, with a view asked for or not.
    for (const path of ['', '?a=8&delta=11&view=gaps']) {
      await page.goto(new URL(path, env.url).href);
      await waitDrawn(page);
      const banner = page.locator('.asg-resume:not([hidden])');
      await banner.waitFor();
      assert.deepEqual(await banner.locator('.asg-resume-ways button').allTextContents(), [
        'The tour, at step 3',
        'Practice: a = 5, δ = 7, Predict a value (1 solved in a row)',
        'Your game: a = 7, δ = 12, from heap 30',
        'Not now',
        'Forget my progress',
      ]);
    }
    await page.click('text=Your game: a = 7, δ = 12, from heap 30');
    await page.waitForSelector('.asg-play-log li[data-by="computer"]');
    assert.match(await page.locator('.asg-play-log li').first().textContent(), /^You: 30 − 7 = 23/);
    // Practice comes back at the game and kind practised last.
    await page.goto(env.url);
    await page.locator('.asg-resume:not([hidden])').waitFor();
    await page.click('text=Practice: a = 5, δ = 7, Predict a value (1 solved in a row)');
    await page.waitForSelector('.asg-practice[data-heap]');
    const url = new URL(page.url()).searchParams;
    assert.deepEqual(
      [url.get('a'), url.get('delta'), url.get('view'), url.get('practice')],
      ['5', '7', 'practice', 'value'],
    );
    assert.match(
      await page.locator('.asg-practice-score').textContent(),
      /^Predict a value in this game: 1 solved in a row; 1 of 1 solved\./,
    );
    await page.goto(env.url);
    await page.locator('.asg-resume:not([hidden])').waitFor();
    await page.click('text=Forget my progress');
    assert.equal(await page.locator('.asg-resume:not([hidden])').count(), 0);
    assert.equal(await focused(page), 'a');
    await page.reload();
    await waitDrawn(page);
    assert.equal(await page.locator('.asg-resume:not([hidden])').count(), 0, 'nothing left to continue');
    assert.equal(await page.evaluate(() => localStorage.getItem('asg-explorer:progress')), null);
    await done({ problems, context });
  });

  test('play without hints shows no value’s colour until the end; moves keep focus; undo takes a move back', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=play');
    const colours = (await palette(page)).map(String);
    await page.waitForSelector('.asg-play:not([hidden])');
    await settle(page);
    assert.deepEqual(
      (await bandColours(page)).filter((c) => colours.includes(c)),
      [],
      'no class colour before the first game either',
    );
    await newGame(page, 40, 'computer');
    await settle(page);
    assert.deepEqual(
      (await bandColours(page)).filter((c) => colours.includes(c)),
      [],
      'no class colour while playing',
    );
    assert.doesNotMatch(
      await page.locator('.asg-play-log').textContent(),
      /value|P-position/,
      'the log hides the values',
    );
    // Enter on a move: focus stays on a move of ours once the computer has answered.
    await page.locator('.asg-play-moves button[aria-disabled="false"]').first().focus();
    await page.keyboard.press('Enter');
    await ourTurn(page);
    assert.ok(
      (await page.evaluate(() => document.activeElement?.dataset.move)) || (await focused(page)) === 'New game',
      'focus on a move (or New game at the end)',
    );
    // Undo: our move and the computer's answer are taken back.
    const before = await page.locator('.asg-play-log li').count();
    if (!(await page.locator('.asg-play').getAttribute('data-winner'))) {
      await page.click('button[name="undo"]');
      assert.equal(await page.locator('.asg-play-log li').count(), before - 2);
      await ourTurn(page);
    }
    for (let i = 0; i < 30 && !(await page.locator('.asg-play').getAttribute('data-winner')); i++) {
      await ourTurn(page);
      if (await page.locator('.asg-play').getAttribute('data-winner')) break;
      await page.locator('.asg-play-moves button[aria-disabled="false"]').last().click();
    }
    await page.waitForFunction(() => document.querySelector('.asg-play').dataset.winner);
    await settle(page);
    assert.ok(
      (await bandColours(page)).some((c) => c === colours[0]),
      'the P-positions’ colour at the end',
    );
    assert.equal(await focused(page), 'New game');
    await done({ problems, context });
  });

  test('the glossary opens by keyboard, from a term and from the toolbar, and gives focus back', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=residues&r=3');
    await page.waitForSelector('.asg-term[data-term="residue"]');
    // A term: focus shows its definition, Enter pins it, Esc hides it.
    await page.locator('.asg-intro .asg-term[data-term="q"]').focus();
    const popover = page.locator('.asg-term-popover');
    await popover.waitFor();
    assert.match(await popover.textContent(), /^q For an \(a\+1\)-gap at index n: q = \(n \+ 1\)\/a/);
    // The page shows its state again (as after any change, here the address read anew): the
    // term keeps its focus, so Enter still reaches it.
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await settle(page);
    assert.equal(await focused(page), 'q');
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('.asg-intro .asg-term[data-term="q"]').getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Escape');
    assert.equal(await popover.isVisible(), false);
    // The whole glossary from the toolbar; Esc closes it and focus comes back.
    await tabTo(page, 'Glossary');
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.asg-glossary');
    assert.equal(await dialog.evaluate((d) => d.open), true);
    const terms = await dialog.locator('dt').allTextContents();
    for (const t of ['nim-value', 'P-position', 'mex', 'gap', 'collision window', 'residue', 'q', 'L', 'R', 'band'])
      assert.ok(terms.includes(t), t);
    assert.ok(terms.some((x) => /regime/.test(x)));
    await page.screenshot({ path: `${SHOTS}/glossary-desktop.png` });
    await page.keyboard.press('Escape');
    assert.equal(await dialog.evaluate((d) => d.open), false);
    assert.equal(await focused(page), 'Glossary');
    await done({ problems, context });
  });

  test('"why?" walks a heap of W1, W2 and W3 through its moves, checked by the mex rule', async () => {
    const { page, problems, context } = await open(env, '?a=7&delta=12&view=strip');
    const moves = [7, 19, 26];
    const g = mexValues(moves, 400);
    const number = (text) => Number(text.replace(/,/g, ''));
    for (const k of [1, 2, 3]) {
      await page.click(`.asg-legend li:nth-child(${k + 1}) .asg-why-button`);
      const walk = page.locator('.asg-inspector-body');
      await walk.locator(`strong:has-text("in W${k}?")`).waitFor();
      const heap = number(/Why is heap ([\d,]+) in/.exec(await walk.locator('strong').textContent())[1]);
      const steps = await walk.locator('ol.asg-why li').allTextContents();
      assert.equal(g[heap], k, `heap ${heap} has value ${k}`);
      // The P-position its class puts it beside: a below it (W1), b above (W2), δ above (W3).
      const w = number(/^[\d,]+ = ([\d,]+)/.exec(steps[0])[1]);
      assert.equal([0, heap - w, w - heap, w - heap][k], [0, 7, 19, 12][k], steps[0]);
      assert.equal(g[w], 0, `${w} is a P-position`);
      // Every move, to the heap and value the mex rule gives.
      for (const m of moves.filter((m) => m <= heap))
        assert.ok(steps[1].includes(`−${m} leaves heap ${heap - m} (value ${g[heap - m]}`), steps[1]);
      assert.equal(await focused(page), 'Another example');
    }
    await done({ problems, context });
  });

  test('the picture’s cursor: arrows move it heap by heap, Enter inspects; Go to heap goes anywhere, exactly', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=strip&zoom=10');
    const g = mexValues([5, 12, 17], 200);
    await page.locator('canvas.asg-canvas').focus();
    for (let i = 0; i < 23; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.asg-inspector').dataset.heap === '23');
    assert.match(
      await page.locator('.asg-inspector-body').textContent(),
      new RegExp(`^Heap 23 has nim-value\\s+${g[23]}`),
    );
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.querySelector('.asg-inspector').dataset.heap === '33');
    // Go to heap: past 2^53, exact, with focus on the picture at that heap.
    await page.fill('input[name="goto"]', '9007199254740993');
    await page.press('input[name="goto"]', 'Enter');
    await page.waitForFunction(() => document.querySelector('.asg-inspector').dataset.heap === '9007199254740993');
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('asg-canvas')), true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.asg-inspector').dataset.heap === '9007199254740994');
    await done({ problems, context });
  });

  test('the inspector explains a pinned heap again in the next game', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=strip&zoom=10');
    await page.fill('input[name="goto"]', '1321');
    await page.press('input[name="goto"]', 'Enter');
    await page.waitForFunction(() => document.querySelector('.asg-inspector').dataset.heap === '1321');
    await page.selectOption('select[name="preset"]', '2'); // a = 7, δ = 12
    await page.waitForFunction(() => document.querySelector('.asg-summary').textContent.includes('{7, 19, 26}'));
    const g = mexValues([7, 19, 26], 1400);
    const body = await page.locator('.asg-inspector-body').textContent();
    assert.match(body, new RegExp(`^Heap 1,321 has nim-value\\s+${g[1321]}`));
    assert.match(body, /−7/);
    assert.doesNotMatch(body, /−5\b|−17/);
    await done({ problems, context });
  });

  test('the mex stepper names each move, marks it on the picture and says where it stops', async () => {
    const { page, problems, context } = await open(env, '?a=5&delta=7&view=strip&zoom=24&tour=2');
    await page.waitForSelector('.asg-stepper');
    for (let i = 0; i < 8; i++) await page.click('.asg-stepper button:has-text("Next heap")');
    assert.match(
      await page.locator('.asg-stepper .asg-mex').textContent(),
      /^Heap 8: −5 leaves heap 3 \(value 0\); mex \{0\} = 1\.$/,
    );
    const marks = await page.evaluate(() => window.asgExplorer.view.marks.map((m) => [String(m.heap), m.label ?? '']));
    assert.deepEqual(marks, [
      ['8', ''],
      ['3', '−5'],
    ]);
    for (let i = 0; i < 200; i++)
      await page.evaluate(() => document.querySelector('.asg-stepper button:nth-child(2)').click());
    assert.match(await page.locator('.asg-stepper .asg-mex').textContent(), /The stepper stops at heap 200/);
    await done({ problems, context });
  });

  test('screenshots: practice and the glossary at phone width, light and dark', async () => {
    for (const colorScheme of ['light', 'dark']) {
      const { page, problems, context } = await open(env, '?a=7&delta=12&view=practice&practice=region', {
        width: 375,
        height: 812,
        colorScheme,
      });
      await page.waitForSelector('.asg-practice[data-gap]');
      await page.click('.asg-practice-answer label >> nth=0');
      await page.click('.asg-practice button:has-text("Check")');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `practice fits a phone (${overflow})`);
      await page.screenshot({ path: `${SHOTS}/practice-phone-${colorScheme}.png`, fullPage: true });
      await page.click('button:has-text("Glossary")');
      await page.screenshot({ path: `${SHOTS}/glossary-phone-${colorScheme}.png` });
      await done({ problems, context });
    }
  });
});
