import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../browsers';
import {baselineUrl, PAGES, siteUrl, type PageName} from './sites';
import {median, row, seconds} from './table';

/** 3. Lighthouse (mobile defaults) on each page kind of both sites, the median of five runs. */
interface LighthouseScores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  /** Largest Contentful Paint and Total Blocking Time (ms): the two metrics that decide the score here. */
  lcp: number;
  tbt: number;
  /** Lighthouse's measure of the host's CPU at the run's start (its `benchmarkIndex`). */
  benchmarkIndex: number;
}

/** Lighthouse's own advice: its simulated performance score varies from run to run; take the median of several. */
export const LIGHTHOUSE_RUNS = 5;

async function lighthouseRun(url: string): Promise<LighthouseScores> {
  // Both packages are ES modules only.
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const {categories, audits, runtimeError} = result!.lhr;
    if (categories.performance?.score == null) {
      // Lighthouse occasionally ends a run without metrics (its trace missed an event); say why.
      throw new Error(runtimeError?.message ?? audits.metrics?.errorMessage ?? 'no performance score');
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      benchmarkIndex: Math.round(result!.lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

/** Every run's benchmarkIndex, by site: how fast the host was while Lighthouse measured. */
const benchmarkIndexes = {site: [] as number[], baseline: [] as number[]};

/**
 * The run with the median performance score of LIGHTHOUSE_RUNS runs, each run's benchmarkIndex added
 * to `indexes`; a failed run is run again.
 */
async function lighthouseScores(url: string, indexes: number[]): Promise<LighthouseScores> {
  const runs: LighthouseScores[] = [];
  let failures = 0;
  while (runs.length < LIGHTHOUSE_RUNS) {
    try {
      runs.push(await lighthouseRun(url));
    } catch (error) {
      failures += 1;
      console.log(`Lighthouse run on ${url} failed (${(error as Error).message}); running it again.`);
      if (failures > LIGHTHOUSE_RUNS) throw error;
    }
  }
  indexes.push(...runs.map((run) => run.benchmarkIndex));
  return runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
}

const formatScores = (scores: LighthouseScores) =>
  `${scores.performance} / ${scores.accessibility} / ${scores['best-practices']} / ${scores.seo}` +
  ` (LCP ${seconds(scores.lcp)}, TBT ${Math.round(scores.tbt)} ms)`;

export async function measureLighthouse(): Promise<void> {
  for (const [name, paths] of Object.entries(PAGES) as [PageName, (typeof PAGES)[PageName]][]) {
    const site = await lighthouseScores(siteUrl(paths.site), benchmarkIndexes.site);
    const baseline = paths.baseline
      ? formatScores(await lighthouseScores(baselineUrl(paths.baseline), benchmarkIndexes.baseline))
      : '—';
    const met =
      site.performance >= 95 && site.accessibility === 100 && site['best-practices'] === 100 && site.seo === 100;
    row(
      `Lighthouse mobile, ${name}, median of ${LIGHTHOUSE_RUNS} (perf / a11y / BP / SEO)`,
      formatScores(site),
      baseline,
      met ? 'goals met' : 'goal missed',
    );
  }
  // Lighthouse slows the host's CPU 4×: the same page scores lower on a slower host, and a virtual
  // machine's speed can move between runs. This row shows how far it moved in this one.
  const spread = (indexes: number[]) =>
    indexes.length === 0 ? '—' : `${Math.min(...indexes)} / ${median(indexes)} / ${Math.max(...indexes)}`;
  row(
    'Lighthouse host CPU, benchmarkIndex (lowest / median / highest run)',
    spread(benchmarkIndexes.site),
    spread(benchmarkIndexes.baseline),
  );
}
