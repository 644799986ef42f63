/**
 * Reads what `npm test` (scripts/test.ts) judges: the build's output, and the JSON reports of the
 * test runners (Vitest's, Playwright's and the engine suite's, which writes Vitest's two counts).
 * A test that passed only on a retry (Playwright's "flaky"; CI retries once) counts as failed, by name.
 */

/** Build output that must not appear: broken anchors, broken markdown links, duplicate routes, any warning. */
export const BUILD_WARNING_PATTERNS = [
  /broken anchor/i,
  /markdown link couldn't be resolved/i,
  /broken markdown link/i,
  /duplicate routes/i,
  /\[WARNING\]/,
];

/**
 * The one site warning expected: babel.config.js is there for the webpack build
 * (DOCUSAURUS_FASTER=false), which the default build, compiling with SWC, says it does not need.
 */
const EXPECTED_SITE_WARNINGS = [
  /^- Your site is using the SWC js loader\. You can safely remove the Babel config file at \S*babel\.config\.js\S*\.$/,
];

/** The lines of the build's output that fail the suite. */
export function unexpectedBuildWarnings(output: string): string[] {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const unexpected: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (!BUILD_WARNING_PATTERNS.some((pattern) => pattern.test(line))) continue;
    if (/\[WARNING\] Docusaurus site warnings:$/.test(line.trim())) {
      const items = [];
      for (let next = index + 1; lines[next]?.startsWith('- '); next += 1) items.push(lines[next].trim());
      if (items.length > 0 && items.every((item) => EXPECTED_SITE_WARNINGS.some((pattern) => pattern.test(item))))
        continue;
    }
    unexpected.push(line);
  }
  return unexpected;
}

/** Playwright's JSON report, as far as it is read here. */
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file?: string;
    line?: number;
    tests: {projectName?: string; status: string; results?: {duration?: number}[]}[];
  }[];
  suites?: PlaywrightSuite[];
}

export interface RunnerReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  stats?: {expected?: number; unexpected?: number; flaky?: number; skipped?: number};
  suites?: PlaywrightSuite[];
}

export interface ReportCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** The tests that passed only on a retry, as `file › describe › title`, counted in `failed`. */
  passedOnRetry: string[];
}

/** The tests of a Playwright report whose status is "flaky": failed first, then passed on a retry. */
export function testsPassedOnRetry(suites: PlaywrightSuite[] = [], titles: string[] = []): string[] {
  return suites.flatMap((suite) => {
    // A file's suite is titled by its path; describe blocks add theirs.
    const path = suite.title ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => [...path, spec.title].join(' › '));
    return [...own, ...testsPassedOnRetry(suite.suites, path)];
  });
}

export function reportCounts(report: RunnerReport): ReportCounts {
  if (report.numPassedTests !== undefined || report.numFailedTests !== undefined) {
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: report.numPendingTests ?? 0,
      passedOnRetry: [],
    };
  }
  const passedOnRetry = testsPassedOnRetry(report.suites);
  return {
    passed: report.stats?.expected ?? 0,
    failed: (report.stats?.unexpected ?? 0) + Math.max(report.stats?.flaky ?? 0, passedOnRetry.length),
    skipped: report.stats?.skipped ?? 0,
    passedOnRetry,
  };
}

/** One test's time, for the list of the slowest tests that `npm test` prints at its end. */
export interface TestDuration {
  suite: string;
  name: string;
  milliseconds: number;
}

/** The part of Vitest's JSON report (and the engine suite's, which writes the same shape) read here. */
interface VitestFileResult {
  name: string;
  assertionResults?: {fullName?: string; title: string; duration?: number | null}[];
}

/** Every test of a runner's JSON report with its time (a retried Playwright test: all its attempts). */
export function testDurations(
  suite: string,
  report: RunnerReport & {testResults?: VitestFileResult[]},
): TestDuration[] {
  const fromVitest = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      suite,
      name: `${file.name.replace(/^.*\/tests\//, 'tests/')} › ${test.fullName ?? test.title}`,
      milliseconds: test.duration ?? 0,
    })),
  );
  const fromPlaywright = (suites: PlaywrightSuite[] = [], titles: string[] = []): TestDuration[] =>
    suites.flatMap((child) => {
      const path = child.title ? [...titles, child.title] : titles;
      const own = (child.specs ?? []).map((spec) => ({
        suite,
        name: [...path, spec.title].join(' › '),
        milliseconds: spec.tests
          .flatMap((test) => test.results ?? [])
          .reduce((sum, result) => sum + (result.duration ?? 0), 0),
      }));
      return [...own, ...fromPlaywright(child.suites, path)];
    });
  return [...fromVitest, ...fromPlaywright(report.suites)];
}

/** The `count` slowest tests, slowest first, one line each: time, suite, name. */
export function slowestTests(durations: TestDuration[], count = 10): string[] {
  return [...durations]
    .sort((a, b) => b.milliseconds - a.milliseconds)
    .slice(0, count)
    .map(({suite, name, milliseconds}) => `${(milliseconds / 1000).toFixed(1).padStart(6)} s  ${suite}: ${name}`);
}
