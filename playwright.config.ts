import {defineConfig, devices} from '@playwright/test';
import {TEST_BROWSER_PATH, TEST_CHROMIUM_FLAGS} from './scripts/browsers';

/**
 * The suite runs against the build served by `docusaurus serve` (default) or by the production
 * nginx configuration (E2E_SERVER=nginx); E2E_BASE_URL points it at a server already running.
 */
export const server = process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'docusaurus';
const port = Number(process.env.E2E_PORT ?? (server === 'nginx' ? 3200 : 3100));
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const serveCommand =
  server === 'nginx'
    ? `PORT=${port} npx tsx scripts/serve-nginx.ts`
    : `npx docusaurus serve --port ${port} --host 127.0.0.1 --no-open`;

// Debian's Chromium (its headless shell): Playwright's own browser download does not work here.
const chromium = {executablePath: TEST_BROWSER_PATH, args: TEST_CHROMIUM_FLAGS};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker a core: the suite is CPU-bound on two cores, and four workers gained 10 % of its
  // time while the heaviest tests took four times as long, too near their timeouts on a busy machine.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test that passes only on the retry fails the run (npm test also names it at the end).
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list'], ['json', {outputFile: `test-results/e2e-${server}.json`}]],
  use: {
    baseURL,
    launchOptions: chromium,
    // A trace records the page at every step, which costs a third of the suite's time: only a
    // retried test (CI retries once) records one.
    trace: 'on-first-retry',
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium}}],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: serveCommand,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
