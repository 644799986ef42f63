/**
 * `npm run bench`: the site's performance figures, measured in one run on this machine and printed
 * as one table, each beside the stock Docusaurus 3.7 classic baseline (bench/baseline-site) where
 * one applies. It is a benchmark, not a test: it reports figures and ratios and fails on nothing
 * but an error.
 *
 *   1. cold production build, with and without Docusaurus Faster (this site and the baseline);
 *   2. bytes of the first load (Brotli, as nginx serves them) of the home page, a doc page, an API
 *      page and a release note (HTML + CSS + JS), and the search index (raw and compressed);
 *   3. Lighthouse (mobile defaults) on those pages served by nginx, the median of five runs;
 *   4. search: first keystroke → first suggestions on a fresh page, per keystroke after, and the
 *      search worker's peak JS heap;
 *   5. search quality over bench/search-questions.json: answer first, answer within 8 hits.
 *
 * Flags: --skip-builds reuses .bench/ builds from an earlier run (quicker while tuning).
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser, type CDPSession, type Page} from '@playwright/test';
import {compressBuild} from './compress-build';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../config/chromium';
import {ensureChromium} from './ensure-chromium';
import {renderNginxConfig} from './nginx-config';
import {ensureNginx} from './serve-nginx';

const WORK_DIR = path.resolve('.bench');
const SITE_BUILD = path.join(WORK_DIR, 'site');
const BASELINE_DIR = path.resolve('bench/baseline-site');
const BASELINE_BUILD = path.join(WORK_DIR, 'baseline');
const SITE_PORT = 8181;
const BASELINE_PORT = 8182;

const PAGES = {
  home: {site: '/', baseline: '/'},
  'doc page': {site: '/docs/agent/threads/thread-transfer', baseline: '/docs/intro'},
  'API page': {site: '/docs/api/bot-api/send-bot-answers', baseline: undefined},
  'release note': {site: '/blog/6-33', baseline: '/blog/welcome'},
} as const;
type PageName = keyof typeof PAGES;

interface Row {
  measure: string;
  site: string;
  baseline: string;
  note?: string;
}
const rows: Row[] = [];
const row = (measure: string, site: string, baseline = '—', note?: string) =>
  rows.push({measure, site, baseline, note});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// ---------------------------------------------------------------------------------------------
// 1. Cold builds

function coldBuild(siteDir: string, outDir: string, faster: boolean): number {
  for (const cache of [path.join(siteDir, '.docusaurus'), path.resolve('node_modules/.cache'), outDir]) {
    fs.rmSync(cache, {recursive: true, force: true});
  }
  const started = performance.now();
  // Third parties stay off: the benchmark measures the site as a plain production build ships.
  const env = {...process.env, DOCUSAURUS_FASTER: String(faster), PARLEY_FEEDBACK_HOST: '', PARLEY_GTAG_ID: ''};
  execFileSync('npx', ['docusaurus', 'build', siteDir, '--out-dir', outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  return performance.now() - started;
}

function measureBuilds(): void {
  console.log('Cold builds (4 in all; the slowest takes a few minutes)…');
  const site = {webpack: coldBuild('.', SITE_BUILD, false), faster: coldBuild('.', SITE_BUILD, true)};
  const baseline = {
    webpack: coldBuild(BASELINE_DIR, BASELINE_BUILD, false),
    faster: coldBuild(BASELINE_DIR, BASELINE_BUILD, true),
  };
  row('Cold build, webpack', seconds(site.webpack), seconds(baseline.webpack));
  row('Cold build, Docusaurus Faster', seconds(site.faster), seconds(baseline.faster));
  row(
    'Faster speed-up (webpack ÷ Faster)',
    `${(site.webpack / site.faster).toFixed(2)}×`,
    `${(baseline.webpack / baseline.faster).toFixed(2)}×`,
  );
}

// ---------------------------------------------------------------------------------------------
// Serving both builds with the production nginx configuration

function startNginx(root: string, port: number): ChildProcess {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), `parley-bench-${port}-`));
  const config = renderNginxConfig({host: '127.0.0.1', port, root, runDir});
  return spawn('/usr/sbin/nginx', ['-p', runDir, '-c', config], {stdio: 'inherit'});
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

// ---------------------------------------------------------------------------------------------
// 2. Bytes of the first load

async function firstLoadBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({extraHTTPHeaders: {'Accept-Encoding': 'br, gzip'}});
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'networkidle'});
  const bytes = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const code = resources.filter((entry) => /\.(?:js|css)(?:\?|$)/.test(new URL(entry.name).pathname));
    return navigation.encodedBodySize + code.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
  });
  await context.close();
  return bytes;
}

async function measureBytes(browser: Browser): Promise<void> {
  for (const [name, paths] of Object.entries(PAGES)) {
    const site = await firstLoadBytes(browser, `http://127.0.0.1:${SITE_PORT}${paths.site}`);
    const baseline = paths.baseline
      ? kb(await firstLoadBytes(browser, `http://127.0.0.1:${BASELINE_PORT}${paths.baseline}`))
      : '—';
    row(`First load, ${name} (HTML+CSS+JS, Brotli)`, kb(site), baseline);
  }
  const index = path.join(SITE_BUILD, 'search-index.json');
  row(
    'Search index, raw / Brotli / gzip',
    `${kb(fs.statSync(index).size)} / ${kb(fs.statSync(`${index}.br`).size)} / ${kb(fs.statSync(`${index}.gz`).size)}`,
  );
}

// ---------------------------------------------------------------------------------------------
// 3. Lighthouse

interface LighthouseScores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  /** Largest Contentful Paint and Total Blocking Time (ms): the two metrics that decide the score here. */
  lcp: number;
  tbt: number;
}

/** Lighthouse's own advice: its simulated performance score varies from run to run; take the median of several. */
const LIGHTHOUSE_RUNS = 5;

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
    };
  } finally {
    await chrome.kill();
  }
}

/** The run with the median performance score of LIGHTHOUSE_RUNS runs; a failed run is run again. */
async function lighthouseScores(url: string): Promise<LighthouseScores> {
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
  return runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
}

const formatScores = (scores: LighthouseScores) =>
  `${scores.performance} / ${scores.accessibility} / ${scores['best-practices']} / ${scores.seo}` +
  ` (LCP ${seconds(scores.lcp)}, TBT ${Math.round(scores.tbt)} ms)`;

async function measureLighthouse(): Promise<void> {
  for (const [name, paths] of Object.entries(PAGES) as [PageName, (typeof PAGES)[PageName]][]) {
    const site = await lighthouseScores(`http://127.0.0.1:${SITE_PORT}${paths.site}`);
    const baseline = paths.baseline
      ? formatScores(await lighthouseScores(`http://127.0.0.1:${BASELINE_PORT}${paths.baseline}`))
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
}

// ---------------------------------------------------------------------------------------------
// 4. Search speed and the worker's heap

/** Samples the JS heap of every dedicated worker of the page (the search worker) through CDP. */
async function watchWorkerHeap(page: Page): Promise<{peak: () => number; stop: () => void}> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const sessions = new Set<string>();
  const pending = new Map<number, (result: {usedSize: number}) => void>();
  let nextId = 0;
  let peak = 0;
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker') sessions.add(event.sessionId);
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message);
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  });
  await cdp.send('Target.setAutoAttach', {autoAttach: true, waitForDebuggerOnStart: false, flatten: false});
  const sample = async () => {
    for (const sessionId of sessions) {
      const id = ++nextId;
      const usage = await new Promise<{usedSize: number}>((resolve) => {
        pending.set(id, resolve);
        void cdp.send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({id, method: 'Runtime.getHeapUsage'}),
        });
      });
      peak = Math.max(peak, usage?.usedSize ?? 0);
    }
  };
  const timer = setInterval(() => void sample().catch(() => undefined), 25);
  return {peak: () => peak, stop: () => clearInterval(timer)};
}

async function measureSearchSpeed(browser: Browser): Promise<void> {
  const query = 'webhook';
  const firstSuggestions: number[] = [];
  const perKeystroke: number[] = [];
  let heapPeak = 0;
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const heap = await watchWorkerHeap(page);
    await page.goto(`http://127.0.0.1:${SITE_PORT}/docs/info`, {waitUntil: 'networkidle'});
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // Time each keystroke in the page, from keydown to the next change of the suggestion list.
    await page.evaluate(() => {
      const times: number[] = [];
      (window as unknown as {__searchTimes: number[]}).__searchTimes = times;
      let pressedAt = 0;
      document.addEventListener('keydown', () => (pressedAt = performance.now()), true);
      new MutationObserver(() => {
        if (pressedAt && document.querySelector('[role="listbox"] [role="option"]')) {
          times.push(performance.now() - pressedAt);
          pressedAt = 0;
        }
      }).observe(document.body, {subtree: true, childList: true, characterData: true});
    });
    const input = page.locator('nav.navbar input[aria-label="Search"]');
    await input.click();
    for (const [index, character] of [...query].entries()) {
      await page.keyboard.type(character);
      await page.waitForFunction(
        (count) => (window as unknown as {__searchTimes: number[]}).__searchTimes.length > count,
        index,
        {
          timeout: 30_000,
        },
      );
    }
    const times = await page.evaluate(() => (window as unknown as {__searchTimes: number[]}).__searchTimes);
    firstSuggestions.push(times[0]);
    perKeystroke.push(...times.slice(1));
    await page.waitForTimeout(200);
    heap.stop();
    heapPeak = Math.max(heapPeak, heap.peak());
    await context.close();
  }
  row(
    'Search: first keystroke → first suggestions (fresh page, median of 3)',
    `${median(firstSuggestions).toFixed(0)} ms`,
  );
  row('Search: each later keystroke (median)', `${median(perKeystroke).toFixed(0)} ms`);
  row('Search worker: peak JS heap', `${(heapPeak / 1024 / 1024).toFixed(1)} MB`);
}

// ---------------------------------------------------------------------------------------------
// 5. Search quality

interface Question {
  question: string;
  answer: string;
}

async function measureSearchQuality(browser: Browser): Promise<void> {
  const questions = JSON.parse(fs.readFileSync('bench/search-questions.json', 'utf8')) as Question[];
  const page = await browser.newPage();
  let first = 0;
  let withinEight = 0;
  const misses: string[] = [];
  for (const {question, answer} of questions) {
    await page.goto(`http://127.0.0.1:${SITE_PORT}/search?q=${encodeURIComponent(question)}`);
    // The search page lists the same ranking as the navbar's autocomplete, without its limit of 8.
    await page.waitForFunction(() => document.querySelector('.main-wrapper article, .main-wrapper p'), undefined, {
      timeout: 30_000,
    });
    await page.waitForTimeout(150);
    const hits = await page.$$eval('.main-wrapper article h2 a', (links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.replace(/\/$/, '')),
    );
    const rank = hits.slice(0, 8).findIndex((hit) => hit === answer);
    if (rank === 0) first += 1;
    if (rank >= 0) withinEight += 1;
    else misses.push(`"${question}" → ${answer} (got ${hits.slice(0, 3).join(', ') || 'nothing'})`);
  }
  await page.close();
  const share = (count: number) => `${count}/${questions.length} (${Math.round((100 * count) / questions.length)} %)`;
  row('Search quality: answer is the first hit', share(first));
  row('Search quality: answer within the 8 hits', share(withinEight));
  if (misses.length > 0) console.log(`Questions whose answer is not in the 8 hits:\n- ${misses.join('\n- ')}`);
}

// ---------------------------------------------------------------------------------------------

function printTable(): void {
  const header: Row = {measure: 'Measure', site: 'Parley docs', baseline: 'Stock 3.7 classic', note: 'Note'};
  const all = [header, ...rows];
  const width = (key: keyof Row) => Math.max(...all.map((entry) => (entry[key] ?? '').length));
  const line = (entry: Row) =>
    `| ${entry.measure.padEnd(width('measure'))} | ${entry.site.padEnd(width('site'))} | ${entry.baseline.padEnd(width('baseline'))} | ${(entry.note ?? '').padEnd(width('note'))} |`;
  console.log(
    `\nMeasured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
  );
  console.log(line(header));
  console.log(
    `|${['measure', 'site', 'baseline', 'note'].map((key) => '-'.repeat(width(key as keyof Row) + 2)).join('|')}|`,
  );
  for (const entry of rows) console.log(line(entry));
}

async function main(): Promise<void> {
  ensureChromium();
  ensureNginx();
  fs.mkdirSync(WORK_DIR, {recursive: true});
  if (!process.argv.includes('--skip-builds')) measureBuilds();
  for (const build of [SITE_BUILD, BASELINE_BUILD]) {
    if (!fs.existsSync(path.join(build, 'index.html.br'))) await compressBuild(build);
  }
  const servers = [startNginx(SITE_BUILD, SITE_PORT), startNginx(BASELINE_BUILD, BASELINE_PORT)];
  try {
    await waitForServer(`http://127.0.0.1:${SITE_PORT}/`);
    await waitForServer(`http://127.0.0.1:${BASELINE_PORT}/`);
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
    try {
      await measureBytes(browser);
      console.log(`Lighthouse (${LIGHTHOUSE_RUNS} runs a page, about 20 s each)…`);
      await measureLighthouse();
      await measureSearchSpeed(browser);
      await measureSearchQuality(browser);
    } finally {
      await browser.close();
    }
  } finally {
    for (const server of servers) server.kill('SIGQUIT');
  }
  printTable();
}

void main();
