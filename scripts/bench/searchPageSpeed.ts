import type {Browser} from '@playwright/test';
import {SITE_SEARCH, STOCK_SEARCH, type SearchSite} from './sites';
import {median, row} from './table';

/**
 * 4b. The whole site's search page (/search?q=… without a section) opened fresh, as a link or a
 * bookmark opens it: the time from navigation to its first results (the index's first file, its
 * pages' titles, descriptions and keywords), to the whole index's, and to their snippets (the
 * sections' text, the third file), on this machine and as on a phone (Lighthouse's mobile setting:
 * 4× CPU slowdown, 150 ms round trip, 1.6 Mbps down); beside it, the plugin as it ships, whose
 * page shows its results once, whole, with their snippets.
 */

const SEARCH_PAGE = `/search?q=${encodeURIComponent('transfer a thread')}`;
const RUNS = 5;
const PHONE_RUNS = 5;

interface PageRun {
  first: number;
  whole: number;
  snippets: number;
}

async function openSearchPage(browser: Browser, site: SearchSite, asPhone: boolean): Promise<PageRun> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (asPhone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  // Times since navigation: the first result; the results once counted and their list no longer
  // busy; then once no snippet is busy either.
  await page.addInitScript(() => {
    const times = {first: 0, whole: 0, snippets: 0};
    (window as unknown as {__searchPage: PageRun}).__searchPage = times;
    new MutationObserver(() => {
      const main = document.querySelector('.main-wrapper');
      if (!main?.querySelector('article')) return;
      times.first ||= performance.now();
      if (!/documents? found/.test(main.textContent ?? '')) return;
      if (!main.querySelector('section[aria-busy="true"]')) times.whole ||= performance.now();
      if (!main.querySelector('[aria-busy="true"]')) times.snippets ||= performance.now();
    }).observe(document, {subtree: true, childList: true, attributes: true});
  });
  await page.goto(site.url(SEARCH_PAGE));
  await page.waitForFunction(
    () => (window as unknown as {__searchPage: PageRun}).__searchPage.snippets > 0,
    undefined,
    {timeout: 120_000},
  );
  const run = await page.evaluate(() => (window as unknown as {__searchPage: PageRun}).__searchPage);
  await context.close();
  return run;
}

export async function measureSearchPageSpeed(browser: Browser): Promise<void> {
  for (const [setting, runs, asPhone] of [
    ['this machine', RUNS, false],
    ['as on a phone', PHONE_RUNS, true],
  ] as const) {
    const figures = async (site: SearchSite) => {
      const results: PageRun[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await openSearchPage(browser, site, asPhone));
      const ms = (key: keyof PageRun) => `${median(results.map((run) => run[key])).toFixed(0)} ms`;
      return `${ms('first')} / ${ms('whole')} / ${ms('snippets')}`;
    };
    row(
      `Search page, whole site, fresh (${SEARCH_PAGE}), ${setting}: first results / the whole index's / their snippets (median of ${runs})`,
      await figures(SITE_SEARCH),
      await figures(STOCK_SEARCH),
    );
  }
}
