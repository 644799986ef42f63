/**
 * The browser suite in Firefox ESR and WebKit (`npm test` runs it under xvfb-run after the Chromium
 * tests): the build served by nginx as in production, each check of suite.ts in each engine.
 * Writes its counts to test-results/engines.json and ends with `N passed, N failed`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {startNginx, waitForServer} from '../../scripts/servers';
import {type EnginePage, openFirefox, openWebKit} from './drivers';
import {CHECKS, DESKTOP} from './suite';

const PORT = 3400;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const REPORT = path.join('test-results', 'engines.json');

/** Each check's result and time, in the shape of Vitest's JSON report (npm test lists the slowest). */
interface CheckResult {
  fullName: string;
  title: string;
  status: 'passed' | 'failed';
  duration: number;
}

async function runEngine(
  open: () => Promise<EnginePage>,
  name: string,
): Promise<{passed: number; failed: number; results: CheckResult[]}> {
  const counts = {passed: 0, failed: 0, results: [] as CheckResult[]};
  const started = Date.now();
  let page: EnginePage;
  try {
    page = await open();
    // The checks are written for the desktop layout (a phone check sets its own size): Firefox
    // would start at 800 × 600, where the navbar's colour-mode button is hidden.
    await page.setViewport(DESKTOP.width, DESKTOP.height);
  } catch (error) {
    console.log(`✘ ${name}: the browser did not start: ${(error as Error).message}`);
    return {passed: 0, failed: CHECKS.length, results: []};
  }
  try {
    for (const check of CHECKS) {
      const checkStarted = Date.now();
      let status: CheckResult['status'] = 'passed';
      try {
        await check.run(page);
        counts.passed += 1;
        console.log(`  ✓ ${name}: ${check.name}`);
      } catch (error) {
        status = 'failed';
        counts.failed += 1;
        console.log(`  ✘ ${name}: ${check.name}\n      ${(error as Error).message.split('\n')[0]}`);
      }
      const duration = Date.now() - checkStarted;
      counts.results.push({fullName: `${name} › ${check.name}`, title: check.name, status, duration});
    }
  } finally {
    await page.close();
  }
  console.log(
    `${name}: ${counts.passed} passed, ${counts.failed} failed in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return counts;
}

async function main(): Promise<void> {
  const nginx = startNginx(path.resolve('build'), PORT);
  try {
    await waitForServer(`${BASE_URL}/`);
    const firefox = await runEngine(() => openFirefox(BASE_URL), 'Firefox ESR');
    // MiniBrowser needs a display: `npm test` runs this under xvfb-run.
    const webkit = await runEngine(() => openWebKit(BASE_URL, 4444), 'WebKit');
    const passed = firefox.passed + webkit.passed;
    const failed = firefox.failed + webkit.failed;
    fs.mkdirSync(path.dirname(REPORT), {recursive: true});
    fs.writeFileSync(
      REPORT,
      JSON.stringify({
        numPassedTests: passed,
        numFailedTests: failed,
        testResults: [{name: 'tests/engines/suite.ts', assertionResults: [...firefox.results, ...webkit.results]}],
      }),
    );
    console.log(`${passed} passed, ${failed} failed`);
    process.exitCode = failed === 0 ? 0 : 1;
  } finally {
    nginx.kill('SIGQUIT');
  }
}

void main();
