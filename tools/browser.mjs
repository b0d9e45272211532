// The headless Chromium that the browser tests, the benchmarks and the tools drive (playwright-core).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Debian's headless shell (package chromium-headless-shell, which ./build.sh test installs): the
 * same engine as Debian's Chromium without the browser around it, as Playwright itself runs
 * headless pages. The browser tests spend about a third less CPU in it. Without it, Debian's
 * Chromium; `CHROMIUM` names another (./build.sh bench names Debian's Chromium: the benchmarks
 * measure the browser as readers have it).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The browser's executable: `CHROMIUM`, or the headless shell, or Debian's Chromium. */
export function chromiumPath() {
  return process.env.CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
}

/** No sandbox (tests run as root in containers), no GPU, and nothing fetched from Google's hosts. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // In its headless mode, Debian's Chromium keeps the address bar's popup (a page of the browser's
  // own interface, never shown here) in a renderer of its own, which used about a fifth of a core
  // for as long as a page was open: on two cores, the landscape's two workers ran a tenth slower.
  // It is no part of the page; the headless shell has none. (Chromium merges this list with
  // Playwright's own.)
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** A headless browser (playwright-core's `Browser`). */
export function launch() {
  return chromium.launch({ executablePath: chromiumPath(), args: ARGS });
}
