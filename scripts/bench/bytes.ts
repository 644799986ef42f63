import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {baselineUrl, PAGES, SITE_BUILD, siteUrl} from './sites';
import {kb, row} from './table';

/** 2. Bytes of each page kind's first load (HTML, CSS and JS as nginx serves them), and of the search index. */
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

export async function measureBytes(browser: Browser): Promise<void> {
  for (const [name, paths] of Object.entries(PAGES)) {
    const site = await firstLoadBytes(browser, siteUrl(paths.site));
    const baseline = paths.baseline ? kb(await firstLoadBytes(browser, baselineUrl(paths.baseline))) : '—';
    row(`First load, ${name} (HTML+CSS+JS, Brotli)`, kb(site), baseline);
  }
  const index = path.join(SITE_BUILD, 'search-index.json');
  row(
    'Search index, raw / Brotli / gzip',
    `${kb(fs.statSync(index).size)} / ${kb(fs.statSync(`${index}.br`).size)} / ${kb(fs.statSync(`${index}.gz`).size)}`,
  );
}
