import fs from 'node:fs';

/**
 * Debian's Chromium, which the browser tests, Lighthouse and the benchmark drive: Playwright's own
 * browser download does not work on these machines. The flags keep it off the (closed) network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests run in Debian's `chromium-headless-shell` (the same Chromium build without
 * the desktop browser around it, which is what Playwright's own headless runs use): a page load
 * costs it about half the CPU time of the full browser, and the suite is CPU-bound on two cores.
 * The benchmark and Lighthouse keep the full browser, which is what readers have.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** The browser of the test suite: CHROMIUM_PATH when set, else the headless shell when installed. */
export const TEST_BROWSER_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The test browser resolves no host but this machine's: every third-party request (the feedback
 * widget, analytics) fails at once, as under a blocker, without Playwright pausing every request
 * to decide (a `context.route` that aborts them costs half again the CPU of a page load).
 */
export const TEST_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** Debian's Firefox ESR and WebKitGTK (MiniBrowser through WebKitWebDriver), for tests/engines. */
export const FIREFOX = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
