/**
 * Makes sure Debian's Chromium is there for the browser tests. Playwright's own browser download
 * does not work on these machines, so the suite uses /usr/bin/chromium (or CHROMIUM_PATH).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {CHROMIUM_PATH} from '../config/chromium';

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
}

/** Returns the Chromium path, installing Debian's package when it can; exits with one line when it cannot. */
export function ensureChromium(): string {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (canInstallWithApt() && !process.env.CHROMIUM_PATH) {
    console.log('Chromium is missing: installing Debian\'s "chromium" package with apt-get…');
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {stdio: 'inherit', env});
    if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  }
  console.error(
    `Chromium not found at ${CHROMIUM_PATH}: run "sudo apt-get install chromium" (Debian) or set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
