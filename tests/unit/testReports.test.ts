/** npm test's reading of the runners' reports (scripts/test-reports.ts): a retried pass is a failure. */
import {describe, expect, it} from 'vitest';
import {reportCounts, slowestTests, testDurations, unexpectedBuildWarnings} from '@site/scripts/test-reports';

/** A Playwright JSON report as its json reporter writes it: one suite per file, describe blocks inside. */
const playwrightReport = {
  stats: {expected: 3, unexpected: 1, flaky: 1, skipped: 2},
  suites: [
    {
      title: 'nginx.spec.ts',
      file: 'nginx.spec.ts',
      specs: [{title: 'serves precompressed Brotli and gzip', tests: [{projectName: 'chromium', status: 'expected'}]}],
      suites: [
        {
          title: 'nginx: the site works under its Content-Security-Policy',
          file: 'nginx.spec.ts',
          specs: [
            {title: 'search works', tests: [{projectName: 'chromium', status: 'flaky'}]},
            {title: 'code tabs work', tests: [{projectName: 'chromium', status: 'unexpected'}]},
          ],
        },
      ],
    },
    {
      title: 'shell.spec.ts',
      file: 'shell.spec.ts',
      specs: [{title: 'the navbar', tests: [{projectName: 'chromium', status: 'expected'}]}],
    },
  ],
};

describe('reportCounts', () => {
  it('counts a Playwright test that passed only on a retry as failed, by name', () => {
    expect(reportCounts(playwrightReport)).toEqual({
      passed: 3,
      failed: 2,
      skipped: 2,
      passedOnRetry: ['nginx.spec.ts › nginx: the site works under its Content-Security-Policy › search works'],
    });
  });

  it("reads Vitest's counts (and the engine suite's)", () => {
    expect(reportCounts({numPassedTests: 10, numFailedTests: 1, numPendingTests: 0})).toEqual({
      passed: 10,
      failed: 1,
      skipped: 0,
      passedOnRetry: [],
    });
  });
});

describe('unexpectedBuildWarnings', () => {
  it("accepts only the Faster build's note on babel.config.js, which the webpack build uses", () => {
    const babelNote =
      '[WARNING] Docusaurus site warnings:\n- Your site is using the SWC js loader. You can safely remove the Babel config file at `babel.config.js`.\n';
    expect(unexpectedBuildWarnings(`[INFO] building\n${babelNote}[SUCCESS] Generated static files`)).toEqual([]);
    const another = '[WARNING] Docusaurus site warnings:\n- Something else.\n';
    expect(unexpectedBuildWarnings(another)).toEqual(['[WARNING] Docusaurus site warnings:']);
    expect(unexpectedBuildWarnings('[WARNING] Docusaurus found broken anchors!')).toHaveLength(1);
  });
});

describe('testDurations and slowestTests', () => {
  it("reads each test's time from Playwright's report (every attempt) and Vitest's, and lists the slowest first", () => {
    const e2e = testDurations('e2e nginx', {
      suites: [
        {
          title: 'routeSweep.spec.ts',
          specs: [
            {title: 'routes 1–30', tests: [{status: 'flaky', results: [{duration: 30_000}, {duration: 20_000}]}]},
            {title: 'the sweep has routes', tests: [{status: 'expected', results: [{duration: 5}]}]},
          ],
          suites: [
            {title: 'axe', specs: [{title: 'home', tests: [{status: 'expected', results: [{duration: 9000}]}]}]},
          ],
        },
      ],
    });
    const unit = testDurations('unit', {
      numPassedTests: 2,
      testResults: [
        {
          name: '/work/site/tests/unit/searchIndex.test.ts',
          assertionResults: [
            {fullName: 'the index ranks titles first', title: 'ranks', duration: 12_000},
            {fullName: 'no time', title: 'no time', duration: null},
          ],
        },
      ],
    });
    expect(e2e).toEqual([
      {suite: 'e2e nginx', name: 'routeSweep.spec.ts › routes 1–30', milliseconds: 50_000},
      {suite: 'e2e nginx', name: 'routeSweep.spec.ts › the sweep has routes', milliseconds: 5},
      {suite: 'e2e nginx', name: 'routeSweep.spec.ts › axe › home', milliseconds: 9000},
    ]);
    expect(unit[0]).toEqual({
      suite: 'unit',
      name: 'tests/unit/searchIndex.test.ts › the index ranks titles first',
      milliseconds: 12_000,
    });
    expect(slowestTests([...e2e, ...unit], 3)).toEqual([
      '  50.0 s  e2e nginx: routeSweep.spec.ts › routes 1–30',
      '  12.0 s  unit: tests/unit/searchIndex.test.ts › the index ranks titles first',
      '   9.0 s  e2e nginx: routeSweep.spec.ts › axe › home',
    ]);
  });
});
