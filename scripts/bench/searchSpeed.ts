import type {Browser, CDPSession, Page, Request} from '@playwright/test';
import {SECTION_PAGES, SITE_SEARCH, STOCK_SEARCH, USER_GUIDE_SECTIONS, type SearchSite} from './sites';
import {kb, median, row} from './table';

/**
 * 4. Search speed on a fresh page of each section, as a reader meets it: the bytes search downloads
 * before its first suggestions (the section's index, the worker's script, the dropdown's code,
 * whenever the page requested them), the time from the first keystroke to the suggestions, with and
 * without a 4× CPU slowdown (Lighthouse's mobile setting), each later keystroke, and the search
 * worker's heap; beside each, the same with the search plugin as it ships.
 */

const QUERY = 'transfer';
/** Fresh pages typed on per section and CPU setting: fewer let one noisy run set a section's median. */
const RUNS = 5;
const CPU_SLOWDOWN = 4;

/** Samples the JS heap of every dedicated worker of the page (the search worker) through CDP. */
async function watchWorkerHeap(cdp: CDPSession): Promise<{peak: () => number; stop: () => void}> {
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
        // A sample still under way when the page closes gets no answer.
        cdp
          .send('Target.sendMessageToTarget', {
            sessionId,
            message: JSON.stringify({id, method: 'Runtime.getHeapUsage'}),
          })
          .catch(() => resolve({usedSize: 0}));
      });
      peak = Math.max(peak, usage?.usedSize ?? 0);
    }
  };
  const timer = setInterval(() => void sample().catch(() => undefined), 25);
  return {peak: () => peak, stop: () => clearInterval(timer)};
}

interface SearchRun {
  /** Keystroke to suggestions, for each character of the query. */
  times: number[];
  /** Bytes received (as sent, compressed) for search's first suggestions. */
  bytes: number;
  heapPeak: number;
}

/**
 * Names only search's code holds, which the page loads when the reader comes to the search box:
 * the worker's (lunr's TokenSet, in the worker's script and the chunk it imports), the dropdown's
 * (autocomplete.js) and the bar's own (Comlink, which talks to the worker).
 */
const SEARCH_CODE = ['TokenSet', 'getDatumForTopSuggestion', 'Comlink.proxy'];

/**
 * Counts the bytes search downloads for its first suggestions, whenever the page requested them:
 * the section's index (its first file requested on focus, its second once the first is in), the
 * bar's code, the worker's script and the dropdown's code (all requested on focus, with the
 * index). The page's own scripts are not search's. The requests finished by a moment are
 * noted then and read after the typing: reading their sizes and bodies is browser work, which
 * would run beside the search it times.
 */
function watchSearchRequests(page: Page): {finishedSoFar: () => Request[]} {
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  return {finishedSoFar: () => [...finished]};
}

async function searchBytes(requests: Request[], fromFirstFile: boolean): Promise<number> {
  let bytes = 0;
  for (const request of requests) {
    const url = new URL(request.url());
    // The files of an index (src/search/indexFiles.ts). The second and third count only
    // where the first suggestions came from the whole index: they often arrive while the first
    // file's hits are drawn, and counting them then made a section's figure jump between runs.
    const isContent = /^\/search-index[\w-]*\.(?:content|text)\.json$/.test(url.pathname);
    if (isContent && fromFirstFile) continue;
    const isIndex = isContent || /^\/search-index[\w-]*\.json$/.test(url.pathname);
    // The worker imports its chunk as a request of type "other": every script is read.
    if (!isIndex && !url.pathname.endsWith('.js')) continue;
    const body = isIndex ? '' : ((await (await request.response())?.text()) ?? '');
    if (!isIndex && !SEARCH_CODE.some((name) => body.includes(name))) continue;
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  return bytes;
}

/**
 * Types the query into the navbar's search of a freshly loaded page. The heap is sampled in runs of
 * its own: each sample is a message the worker answers. On one build, one run with sampling every
 * 25 ms and one without, the first suggestions of half the sections were 27 to 89 ms later with it.
 */
async function typeQuery(
  browser: Browser,
  site: SearchSite,
  pagePath: string,
  {cpuSlowdown = 1, sampleHeap = false}: {cpuSlowdown?: number; sampleHeap?: boolean} = {},
): Promise<SearchRun> {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const heap = sampleHeap ? await watchWorkerHeap(cdp) : undefined;
  const searchRequests = watchSearchRequests(page);
  await page.goto(site.url(pagePath), {waitUntil: 'networkidle'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  // Each keystroke is timed in the page, from keydown to the next change of the dropdown's list
  // that shows something (its hits, or "No results" where the section has none): the dropdown's
  // code fills the list with an empty, hidden dataset when it is built, before any hit.
  await page.evaluate(() => {
    const times: number[] = [];
    const measured = window as unknown as {__searchTimes: number[]; __firstFromFirstFile?: boolean};
    measured.__searchTimes = times;
    let pressedAt = 0;
    document.addEventListener('keydown', () => (pressedAt = performance.now()), true);
    new MutationObserver((records) => {
      const list = document.querySelector('.navbar [role="listbox"]');
      if (pressedAt && list?.textContent?.trim() && records.some((record) => list.contains(record.target))) {
        times.push(performance.now() - pressedAt);
        pressedAt = 0;
        // The dropdown marks its list busy while the first file's hits wait for the whole index's.
        measured.__firstFromFirstFile ??= list.getAttribute('aria-busy') === 'true';
      }
    }).observe(document.body, {subtree: true, childList: true, characterData: true});
  });
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  // The reader's first keystroke goes into a box that has just been focused (the index loads on focus).
  await page.locator('nav.navbar input[aria-label="Search"]').focus();
  let beforeFirstSuggestions: Request[] = [];
  for (const [index, character] of [...QUERY].entries()) {
    await page.keyboard.type(character);
    await page.waitForFunction(
      (count) => (window as unknown as {__searchTimes: number[]}).__searchTimes.length > count,
      index,
      {timeout: 60_000},
    );
    if (index === 0) beforeFirstSuggestions = searchRequests.finishedSoFar();
  }
  const {times, fromFirstFile} = await page.evaluate(() => {
    const measured = window as unknown as {__searchTimes: number[]; __firstFromFirstFile?: boolean};
    return {times: measured.__searchTimes, fromFirstFile: measured.__firstFromFirstFile === true};
  });
  heap?.stop();
  const bytes = await searchBytes(beforeFirstSuggestions, fromFirstFile);
  await context.close();
  return {times, bytes, heapPeak: heap?.peak() ?? 0};
}

interface SectionSpeed {
  section: string;
  bytes: number;
  first: number;
  slowFirst: number;
}

async function searchSpeedOf(
  browser: Browser,
  site: SearchSite,
): Promise<{bySection: SectionSpeed[]; perKeystroke: number; heapPeak: number}> {
  const perKeystroke: number[] = [];
  let heapPeak = 0;
  const bySection: SectionSpeed[] = [];
  for (const [section, pagePath] of Object.entries(SECTION_PAGES)) {
    const runs: SearchRun[] = [];
    const slowRuns: SearchRun[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await typeQuery(browser, site, pagePath));
      slowRuns.push(await typeQuery(browser, site, pagePath, {cpuSlowdown: CPU_SLOWDOWN}));
    }
    for (const {times} of runs) perKeystroke.push(...times.slice(1));
    heapPeak = Math.max(heapPeak, (await typeQuery(browser, site, pagePath, {sampleHeap: true})).heapPeak);
    bySection.push({
      section,
      bytes: median(runs.map(({bytes}) => bytes)),
      first: median(runs.map(({times}) => times[0])),
      slowFirst: median(slowRuns.map(({times}) => times[0])),
    });
  }
  return {bySection, perKeystroke: median(perKeystroke), heapPeak};
}

export async function measureSearchSpeed(browser: Browser): Promise<void> {
  const ours = await searchSpeedOf(browser, SITE_SEARCH);
  const stock = await searchSpeedOf(browser, STOCK_SEARCH);
  const guideOf = (speeds: SectionSpeed[]) => speeds.filter(({section}) => USER_GUIDE_SECTIONS.includes(section));
  const othersOf = (speeds: SectionSpeed[]) => speeds.filter(({section}) => !USER_GUIDE_SECTIONS.includes(section));
  const heaviestOf = (speeds: SectionSpeed[]) =>
    guideOf(speeds).reduce((max, entry) => (entry.bytes > max.bytes ? entry : max));
  const slowestOf = (sections: SectionSpeed[]) =>
    sections.reduce((max, entry) => (entry.first > max.first ? entry : max));
  const heaviest = heaviestOf(ours.bySection);
  row(
    'Search: bytes before the first suggestion (index, worker, dropdown code), user-guide page (largest section)',
    `${kb(heaviest.bytes)} (${heaviest.section})`,
    `${kb(heaviestOf(stock.bySection).bytes)} (${heaviestOf(stock.bySection).section})`,
    heaviest.bytes <= 200 * 1024 ? 'goal ≤ 200 KB met' : 'goal ≤ 200 KB missed',
  );
  for (const [pages, sectionsOf] of [
    ['user-guide page', guideOf],
    ['API or release-notes page', othersOf],
  ] as const) {
    const slowest = slowestOf(sectionsOf(ours.bySection));
    const stockSlowest = slowestOf(sectionsOf(stock.bySection));
    const figure = (speed: SectionSpeed) =>
      `${speed.first.toFixed(0)} ms (${speed.section}); ${CPU_SLOWDOWN}× CPU slowdown: ${speed.slowFirst.toFixed(0)} ms`;
    row(
      `Search: first keystroke → first suggestions, ${pages} (slowest section, median of ${RUNS})`,
      figure(slowest),
      figure(stockSlowest),
      slowest.first <= 150 ? 'goal ≤ 150 ms met' : 'goal ≤ 150 ms missed',
    );
  }
  row(
    'Search: each later keystroke (median)',
    `${ours.perKeystroke.toFixed(0)} ms`,
    `${stock.perKeystroke.toFixed(0)} ms`,
  );
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  row('Search worker: peak JS heap', mb(ours.heapPeak), mb(stock.heapPeak));
  console.log(
    `Search by section (bytes before the first suggestion; first suggestion, ×1 and ×${CPU_SLOWDOWN} CPU), this site | the plugin as it ships:`,
  );
  for (const [index, {section, bytes, first, slowFirst}] of ours.bySection.entries()) {
    const other = stock.bySection[index];
    console.log(
      `- ${section} (${SECTION_PAGES[section]}): ${kb(bytes)}; ${first.toFixed(0)} ms, ${slowFirst.toFixed(0)} ms | ` +
        `${kb(other.bytes)}; ${other.first.toFixed(0)} ms, ${other.slowFirst.toFixed(0)} ms`,
    );
  }
}
