/**
 * Debian's Chromium, which the browser tests, Lighthouse and the benchmark drive: Playwright's own
 * browser download does not work on these machines. The flags keep it off the (closed) network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
