/**
 * Makes sure Debian's Chromium is there for the browser tests: the `chromium` package (the
 * benchmark and Lighthouse) and `chromium-headless-shell` (the browser tests; see
 * scripts/browsers.ts). Playwright's own browser download does not work on these machines.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {CHROMIUM_PATH, HEADLESS_SHELL_PATH, TEST_BROWSER_PATH} from './browsers';

const PACKAGES = {chromium: CHROMIUM_PATH, 'chromium-headless-shell': HEADLESS_SHELL_PATH};

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
}

/**
 * Returns the test browser's path, installing Debian's packages when it can; exits with one line
 * when there is no browser at all. Without the headless shell the tests run in the full browser.
 */
export function ensureChromium(): string {
  const missing = Object.entries(PACKAGES)
    .filter(([, binary]) => !fs.existsSync(binary))
    .map(([name]) => name);
  if (missing.length > 0 && canInstallWithApt() && !process.env.CHROMIUM_PATH) {
    console.log(`Installing Debian's ${missing.map((name) => `"${name}"`).join(' and ')} with apt-get…`);
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {stdio: 'inherit', env});
  }
  // TEST_BROWSER_PATH was chosen when the module loaded, before an install.
  const browser = process.env.CHROMIUM_PATH ?? [HEADLESS_SHELL_PATH, CHROMIUM_PATH].find((path) => fs.existsSync(path));
  if (browser !== undefined && fs.existsSync(browser)) return browser;
  console.error(
    `Chromium not found at ${TEST_BROWSER_PATH}: run "sudo apt-get install chromium chromium-headless-shell" (Debian) or set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
