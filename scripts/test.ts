/**
 * The README's test command (`npm test`): every check of the project, in order, on a real build.
 *
 *   typecheck → formatting → lint → unit tests → content → spelling → OpenAPI lint → dependency audit
 *   → a broken-link fixture must fail its build → production build (warnings fail)
 *   → side by side: the built scripts parse in every browser of the production browserslist; the
 *     smoke set of end-to-end tests (tagged @smoke) in Chromium against `docusaurus serve`; the
 *     browser suite in Firefox ESR and WebKit against nginx (tests/engines)
 *   → every end-to-end test against nginx (how production serves the site)
 *
 * Ends with the line `N passed, N failed` (every unit and browser test, plus each check above); a
 * browser test that passed only on a retry is named and counted as failed.
 * Flags: --skip-build reuses build/ (for quick local runs); --only-e2e runs just the browser tests.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ensureChromium} from './ensure-chromium';
import {ensureTestTools} from './ensure-test-tools';
import {ensureNginx} from './serve-nginx';
import {reportCounts, slowestTests, type TestDuration, testDurations, unexpectedBuildWarnings} from './test-reports';

const args = new Set(process.argv.slice(2));
const RESULTS_DIR = 'test-results';

/**
 * The test build turns third parties on, pointed at hosts that cannot answer: a blocked third party
 * must never break a page.
 */
export const TEST_BUILD_ENV = {
  PARLEY_FEEDBACK_HOST: 'https://feedback.parley.example',
  PARLEY_GTAG_ID: 'G-PARLEYTEST1',
};

interface RunResult {
  code: number;
  output: string;
}

function run(
  command: string,
  commandArgs: string[],
  env: NodeJS.ProcessEnv = {},
  {buffered = false} = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    // A step that runs beside others prints its output in one piece when it ends.
    const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      if (!buffered) stream.write(chunk);
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(output);
      resolve({code: code ?? 1, output});
    });
  });
}

const tally = {passed: 0, failed: 0, skipped: 0};
const suiteStarted = Date.now();
const failures: string[] = [];
/** Tests that failed and then passed on a retry: they fail the run, by name. */
const retried: string[] = [];
/** Every test's time, by suite: the slowest are printed at the end, to keep their cost in view. */
const durations: TestDuration[] = [];

function record(name: string, ok: boolean, detail = ''): void {
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(detail ? `${name}: ${detail}` : name);
  }
  console.log(`\n${ok ? '✔' : '✘'} ${name}${detail ? ` (${detail})` : ''}\n`);
}

async function check(
  name: string,
  command: string,
  commandArgs: string[],
  env?: NodeJS.ProcessEnv,
  options?: {buffered?: boolean},
): Promise<RunResult> {
  console.log(`\n▶ ${name}: ${command} ${commandArgs.join(' ')}`);
  const started = Date.now();
  const result = await run(command, commandArgs, env, options);
  const seconds = Math.round((Date.now() - started) / 1000);
  record(`${name} [${seconds} s]`, result.code === 0, result.code === 0 ? '' : `exit ${result.code}`);
  return result;
}

/**
 * `npm audit --omit=dev`: no high or critical advisory in what the site ships. Where the registry
 * offers no audit service (this workplace's mirror answers 405), the check is reported as skipped.
 */
async function auditDependencies(): Promise<void> {
  console.log('\n▶ dependency audit: npm audit --omit=dev --audit-level=high');
  const result = await run('npm', ['audit', '--omit=dev', '--audit-level=high'], {}, {buffered: true});
  if (
    result.code !== 0 &&
    /audit endpoint returned an error|E405|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT/.test(result.output)
  ) {
    tally.skipped += 1;
    console.log('\n- dependency audit skipped: the registry has no audit service here\n');
    return;
  }
  record(
    'no high or critical advisory in production dependencies',
    result.code === 0,
    result.code === 0 ? '' : `exit ${result.code}`,
  );
}

/**
 * Adds the counts of a test runner's JSON report (Vitest and Playwright both write one). A test
 * that passed only on a retry counts as failed and is named at the end.
 */
function addReportCounts(name: string, reportPath: string, exitCode: number, suite: string): void {
  if (!fs.existsSync(reportPath)) {
    record(name, false, `no report at ${reportPath} (exit ${exitCode})`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(reportPath, 'utf8'));
  const {passed, failed, skipped, passedOnRetry} = reportCounts(report);
  durations.push(...testDurations(suite, report));
  tally.passed += passed;
  tally.failed += failed;
  tally.skipped += skipped;
  if (failed > passedOnRetry.length) failures.push(`${name}: ${failed - passedOnRetry.length} failed`);
  retried.push(...passedOnRetry.map((test) => `${name}: ${test}`));
  if (passed + failed === 0 || (exitCode !== 0 && failed === 0)) {
    record(name, false, `exit ${exitCode}, no test counted`);
    return;
  }
  const onRetry = passedOnRetry.length > 0 ? ` (${passedOnRetry.length} of them passed only on a retry)` : '';
  console.log(`\n${failed === 0 ? '✔' : '✘'} ${name}: ${passed} passed, ${failed} failed${onRetry}\n`);
}

/** The unit tests (Vitest), counted from its JSON report. */
async function unitTests(): Promise<void> {
  const unitReport = path.join(RESULTS_DIR, 'unit.json');
  fs.rmSync(unitReport, {force: true});
  const unit = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
    {},
    {buffered: true},
  );
  addReportCounts('unit tests', unitReport, unit.code, 'unit');
}

/** A site with a broken internal link must fail to build. */
async function brokenLinkFixture(): Promise<void> {
  const fixture = await run(
    'npx',
    [
      'docusaurus',
      'build',
      'tests/fixtures/broken-link-site',
      '--out-dir',
      path.resolve(RESULTS_DIR, 'broken-link-build'),
    ],
    {},
    {buffered: true},
  );
  const fixtureFailed = fixture.code !== 0 && /broken link/i.test(fixture.output);
  record('a broken internal link fails the build', fixtureFailed, fixtureFailed ? '' : `exit ${fixture.code}`);
}

async function main(): Promise<void> {
  fs.mkdirSync(RESULTS_DIR, {recursive: true});
  ensureChromium();
  ensureTestTools();

  if (!args.has('--only-e2e')) {
    // The checks before the build are independent of each other: they run side by side (each
    // prints its output in one piece when it ends), which saves a minute on two cores.
    const parallel = {buffered: true};
    await Promise.all([
      check('typecheck', 'npx', ['tsc', '-p', '.'], {}, parallel),
      check('formatting (Prettier)', 'npm', ['run', '--silent', 'format:check'], {}, parallel),
      check('lint (ESLint, no warnings)', 'npm', ['run', '--silent', 'lint'], {}, parallel),
      check(
        'content check (no short page, placeholder or MDX hazard)',
        'npx',
        ['tsx', 'scripts/check-content.ts'],
        {},
        parallel,
      ),
      check('spelling', 'npm', ['run', '--silent', 'spellcheck'], {}, parallel),
      check('OpenAPI lint', 'npm', ['run', '--silent', 'lint:openapi'], {}, parallel),
      unitTests(),
      auditDependencies(),
      brokenLinkFixture(),
    ]);
    console.log(`\nChecks before the build took ${Math.round((Date.now() - suiteStarted) / 1000)} s\n`);
  }

  if (!args.has('--skip-build') && !args.has('--only-e2e')) {
    // npm's postbuild step precompresses the build for nginx.
    const build = await check('production build', 'npm', ['run', '--silent', 'build'], TEST_BUILD_ENV);
    // Without a build there is nothing to serve: the browser tests would only fail again.
    if (build.code !== 0) finish();
    const warnings = unexpectedBuildWarnings(build.output);
    record(
      'the build prints no broken-anchor, markdown-link or duplicate-route warning',
      warnings.length === 0,
      warnings.slice(0, 5).join(' | '),
    );
  }
  ensureNginx();
  // The smoke set checks that `docusaurus serve` (what a writer uses to look at a build) serves
  // the same site. It, the syntax check and the other engines' suite each leave a core idle part of
  // the time (one process, or a browser waiting on the page's timers), so they run side by side.
  // The engines' suite needs the Prism mock's port (4010), as the API console's tests of the whole
  // Chromium suite do: it runs here, not beside that suite.
  await Promise.all([
    args.has('--only-e2e')
      ? undefined
      : check(
          'the built scripts parse in every browser of the browserslist',
          'npx',
          ['tsx', 'scripts/check-browser-syntax.ts', 'build'],
          {},
          {buffered: true},
        ),
    endToEndTests('docusaurus', ['--grep', '@smoke'], {buffered: true}),
    otherEngines({buffered: true}),
  ]);
  // Every browser test runs once, against nginx (how production serves the site).
  await endToEndTests('nginx', []);
  finish();
}

/** Runs the browser tests against one server and adds their counts. */
async function endToEndTests(
  server: 'nginx' | 'docusaurus',
  testArgs: string[],
  options: {buffered?: boolean} = {},
): Promise<void> {
  const report = path.join(RESULTS_DIR, `e2e-${server}.json`);
  fs.rmSync(report, {force: true});
  const what = testArgs.length > 0 ? ' (smoke set)' : '';
  console.log(`\n▶ end-to-end tests against ${server}${what}`);
  // The servers read the same integration settings as the build (nginx puts them in its CSP).
  const started = Date.now();
  const e2e = await run('npx', ['playwright', 'test', ...testArgs], {...TEST_BUILD_ENV, E2E_SERVER: server}, options);
  addReportCounts(
    `end-to-end tests (${server}) [${Math.round((Date.now() - started) / 1000)} s]`,
    report,
    e2e.code,
    `e2e ${server}`,
  );
}

/** The browser suite in Firefox ESR and WebKit (tests/engines), under a virtual display for WebKit. */
async function otherEngines(options: {buffered?: boolean} = {}): Promise<void> {
  const report = path.join(RESULTS_DIR, 'engines.json');
  fs.rmSync(report, {force: true});
  console.log('\n▶ browser suite in Firefox ESR and WebKit');
  const started = Date.now();
  const result = await run('xvfb-run', ['-a', 'npx', 'tsx', 'tests/engines/run.ts'], TEST_BUILD_ENV, options);
  const seconds = Math.round((Date.now() - started) / 1000);
  addReportCounts(`browser suite in Firefox ESR and WebKit [${seconds} s]`, report, result.code, 'engines');
}

/** Prints what failed and the closing `N passed, N failed` line, and exits with the result. */
function finish(): never {
  if (durations.length > 0) console.log(`\nThe ten slowest tests:\n${slowestTests(durations).join('\n')}\n`);
  if (failures.length > 0) console.log(`Failed:\n- ${failures.join('\n- ')}`);
  if (retried.length > 0) console.log(`Passed only on a retry (counted as failed):\n- ${retried.join('\n- ')}`);
  const seconds = Math.round((Date.now() - suiteStarted) / 1000);
  console.log(`npm test took ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
  console.log(`${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
  process.exit(tally.failed === 0 ? 0 : 1);
}

void main();
