import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {baselineUrl, PAGES, SITE_BUILD, siteUrl} from './sites';
import {SEARCH_INDEX_FILE, contentFileOf, textFileOf} from '../../src/search/indexFiles';
import {kb, row} from './table';

interface PageBytes {
  /** HTML, CSS and JS, compressed as served. */
  firstLoad: number;
  /** JavaScript alone, uncompressed: what the browser parses and runs. */
  script: number;
  /** JavaScript alone, compressed as served. */
  scriptEncoded: number;
}

/** 2. Bytes of each page kind's first load (HTML, CSS and JS as nginx serves them), and of the search index. */
async function pageBytes(browser: Browser, url: string): Promise<PageBytes> {
  const context = await browser.newContext({extraHTTPHeaders: {'Accept-Encoding': 'br, gzip'}});
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'networkidle'});
  // The bundles run after the first paint (config/ssrTemplate.ts) and load the route's chunks in
  // slices: on a busy machine the network can idle before they start. Count them all.
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  // No named function inside: tsx (esbuild's keepNames) would wrap it in a helper the page lacks.
  const bytes = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      path: new URL(entry.name).pathname,
      encoded: entry.encodedBodySize,
      decoded: entry.decodedBodySize,
    }));
    return {
      firstLoad:
        navigation.encodedBodySize +
        resources.filter((entry) => /\.(?:js|css)$/.test(entry.path)).reduce((sum, entry) => sum + entry.encoded, 0),
      script: resources.filter((entry) => /\.js$/.test(entry.path)).reduce((sum, entry) => sum + entry.decoded, 0),
      scriptEncoded: resources
        .filter((entry) => /\.js$/.test(entry.path))
        .reduce((sum, entry) => sum + entry.encoded, 0),
    };
  });
  await context.close();
  return bytes;
}

/**
 * The API console's own bytes: the scripts an API page fetches when a reader presses Try it,
 * compressed as served. Nothing of them is in the page's first load.
 */
export async function consoleBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({extraHTTPHeaders: {'Accept-Encoding': 'br, gzip'}});
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await page.getByRole('button', {name: 'Try it', exact: true}).click();
  await page.waitForSelector('section[aria-label^="API console"]');
  await page.waitForLoadState('networkidle');
  const bytes = await page.evaluate(
    (skip) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .slice(skip)
        // Scripts the page ran (the import's chunks), not the <link> prefetches of linked pages
        // that the idle prefetch starts meanwhile; the console's rules are in the site's one stylesheet.
        .filter((entry) => entry.initiatorType === 'script' && /\.js$/.test(new URL(entry.name).pathname))
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    before,
  );
  await context.close();
  return bytes;
}

export async function measureBytes(browser: Browser): Promise<void> {
  const site = {} as Record<string, PageBytes>;
  for (const [name, paths] of Object.entries(PAGES)) {
    site[name] = await pageBytes(browser, siteUrl(paths.site));
    const baseline = paths.baseline ? kb((await pageBytes(browser, baselineUrl(paths.baseline))).firstLoad) : '—';
    row(`First load, ${name} (HTML+CSS+JS, Brotli)`, kb(site[name].firstLoad), baseline);
  }
  row("JavaScript of a doc page's first load (Brotli)", kb(site['doc page'].scriptEncoded));
  // An API page carries its own operation only (src/plugins/openapi): goal at most 1.10× a doc
  // page, for a page of either document.
  const externalApiPage = await pageBytes(browser, siteUrl('/docs/api/external-api/threads/assign'));
  for (const [name, script] of [
    ['a Bot API page', site['API page'].script],
    ['an External API page', externalApiPage.script],
  ] as const) {
    const ratio = script / site['doc page'].script;
    row(
      `JavaScript of ${name} ÷ a doc page (uncompressed)`,
      `${ratio.toFixed(2)}× (${kb(script)} ÷ ${kb(site['doc page'].script)})`,
      '—',
      ratio <= 1.1 ? 'goal met' : 'goal missed',
    );
  }
  // The console loads on Try it only (src/components/ApiConsole): goal at most 60 KB Brotli, and an
  // API page's first load at most 1 KB above the run before the console (227.6 KB).
  const console = await consoleBytes(browser, siteUrl(PAGES['API page'].site));
  row(
    'API console, fetched on Try it (JS+CSS, Brotli)',
    kb(console),
    '—',
    console <= 60 * 1024 ? 'goal met' : 'goal missed',
  );
  // Each index is three files (src/search/indexFiles.ts): the figures are of all three.
  const indexBytes = (name: string, suffix: '' | '.br' | '.gz') =>
    [name, contentFileOf(name), textFileOf(name)].reduce(
      (sum, file) => sum + fs.statSync(path.join(SITE_BUILD, file + suffix)).size,
      0,
    );
  const firstFileShare = (name: string) =>
    fs.statSync(path.join(SITE_BUILD, `${name}.br`)).size / indexBytes(name, '.br');
  const index = 'search-index.json';
  row(
    'Search index of the whole site, raw / Brotli / gzip',
    `${kb(indexBytes(index, ''))} / ${kb(indexBytes(index, '.br'))} / ${kb(indexBytes(index, '.gz'))}`,
  );
  // One index per section (src/plugins/search/options.ts): the largest is what a reader of that
  // section loads.
  const sections = fs
    .readdirSync(SITE_BUILD)
    .filter((name) => SEARCH_INDEX_FILE.test(name) && name !== index)
    .map((name) => ({name, brotli: indexBytes(name, '.br')}));
  const largest = sections.reduce((max, entry) => (entry.brotli > max.brotli ? entry : max));
  row(
    `Search index of a section, largest of ${sections.length} (Brotli, its three files; the first file's share)`,
    `${kb(largest.brotli)} (${largest.name}; ${(firstFileShare(largest.name) * 100).toFixed(0)} %)`,
  );
}
