/**
 * `npm run bench`: the site's performance figures, measured in one run on this machine and printed
 * as one table, each beside the stock Docusaurus 3.7 classic baseline (bench/baseline-site) where
 * one applies. It is a benchmark, not a test: it reports figures and ratios and fails on nothing
 * but an error.
 *
 *   1. cold production build, with and without Docusaurus Faster (this site and the baseline);
 *   2. bytes of the first load (Brotli, as nginx serves them) of the home page, a doc page, an API
 *      page, a release note and the search page (HTML + CSS + JS), and the search index; the
 *      Markdown twins beside the pages, llms-full.txt, and the build time they take; and where
 *      those bytes go: each page kind's first-load files and the packages that weigh most in them
 *      (bundles.ts, printed before the table);
 *   3. Lighthouse (mobile defaults) on those pages served by nginx, the median of five runs, and how
 *      fast the host's CPU was in those runs (Lighthouse's benchmarkIndex);
 *   4. search (steps 4 to 5 beside the search plugin as it ships, built from the same content with
 *      its own theme components and the same options: builds.ts) on a page of each section: bytes and time from the first keystroke to the first
 *      suggestions (also with a 4× CPU slowdown), per keystroke after, the worker's peak JS heap;
 *      then the whole site's search page opened fresh: its first results and the whole index's;
 *   5. search quality over bench/search-questions.json: answer first, answer within 8 hits, in
 *      the navbar's dropdown and on the search page.
 *   6. the MCP server's search_docs over the same questions, and the llms files per audience.
 *
 * Flags: --skip-builds reuses .bench/ builds from an earlier run (quicker while tuning);
 * --search-only measures only steps 4 to 6 (for writers tuning titles, descriptions, keywords);
 * --skip-search measures only steps 1 to 3 (for tuning bytes and start-up, in a third of the time);
 * --mcp-only measures only the MCP server's search and the llms files per audience, on the last build.
 * Each step is a module of this folder; sites.ts names the pages, table.ts prints the result.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../browsers';
import {compressBuild} from '../compress-build';
import {ensureChromium} from '../ensure-chromium';
import {ensureNginx} from '../serve-nginx';
import {buildStockSearchSite, measureBuilds} from './builds';
import {measureBytes} from './bytes';
import {measureBundles} from './bundles';
import {LIGHTHOUSE_RUNS, measureLighthouse} from './lighthouse';
import {measureMarkdownTwins} from './markdownTwins';
import {measureSearchQuality} from './searchQuality';
import {measureAudienceFiles, measureMcpSearch} from './mcpSearch';
import {measureSearchPageSpeed} from './searchPageSpeed';
import {measureSearchSpeed} from './searchSpeed';
import {
  BASELINE_BUILD,
  BASELINE_PORT,
  SITE_BUILD,
  SITE_PORT,
  STOCK_SEARCH_BUILD,
  STOCK_SEARCH_PORT,
  WORK_DIR,
} from './sites';
import {startNginx, waitForServer} from '../servers';
import {printTable} from './table';

async function main(): Promise<void> {
  // The MCP server and the llms files read the built files: no server, browser or build needed.
  if (process.argv.includes('--mcp-only')) {
    measureAudienceFiles();
    await measureMcpSearch();
    printTable();
    return;
  }
  ensureChromium();
  ensureNginx();
  fs.mkdirSync(WORK_DIR, {recursive: true});
  const searchOnly = process.argv.includes('--search-only');
  const skipBuilds = process.argv.includes('--skip-builds');
  const measuresSearch = !process.argv.includes('--skip-search');
  if (!skipBuilds) measureBuilds();
  if (measuresSearch && (!skipBuilds || !fs.existsSync(path.join(STOCK_SEARCH_BUILD, 'index.html')))) {
    buildStockSearchSite();
  }
  // Search is measured beside the plugin as it ships: --search-only needs no baseline build.
  const sites = [
    {build: SITE_BUILD, port: SITE_PORT},
    ...(searchOnly ? [] : [{build: BASELINE_BUILD, port: BASELINE_PORT}]),
    ...(measuresSearch ? [{build: STOCK_SEARCH_BUILD, port: STOCK_SEARCH_PORT}] : []),
  ];
  for (const {build} of sites) {
    if (!fs.existsSync(path.join(build, 'index.html.br'))) await compressBuild(build);
  }
  const servers = sites.map(({build, port}) => startNginx(build, port));
  try {
    for (const {port} of sites) await waitForServer(`http://127.0.0.1:${port}/`);
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
    try {
      if (!searchOnly) {
        await measureBytes(browser);
        await measureBundles(browser);
        measureMarkdownTwins();
        measureAudienceFiles();
        console.log(`Lighthouse (${LIGHTHOUSE_RUNS} runs a page, about 20 s each)…`);
        await measureLighthouse();
      }
      if (measuresSearch) {
        await measureSearchSpeed(browser);
        await measureSearchPageSpeed(browser);
        await measureSearchQuality(browser);
        await measureMcpSearch();
      }
    } finally {
      await browser.close();
    }
  } finally {
    for (const server of servers) server.kill('SIGQUIT');
  }
  printTable();
}

void main();
