import {type APIRequestContext, type Page} from '@playwright/test';
import {contentFileOf, textFileOf} from '../../src/search/indexFiles';
import {HOSTILE_QUESTIONS} from '../fixtures/hostileQuestions';
import {expect, test} from './fixtures';
import {waitForHydration} from './helpers';

// A plain text box until the index loads on first focus, then a combobox.
const searchBox = (page: Page) => page.locator('nav.navbar input[aria-label="Search"]');
const suggestions = (page: Page) => page.getByRole('listbox').getByRole('option');
/** The first query waits for the index to download and load in the worker. */
const INDEX_LOAD_TIMEOUT = 20_000;
/** The agent guide's second index file, the index of its sections' text (src/search/indexFiles.ts). */
const AGENT_GUIDE_TEXT_INDEX = /\/search-index-docs-agent\.content\.json/;
/** The whole site's index: its three files; its second, the index of the sections' text; its third, that text. */
const WHOLE_SITE_INDEX = /\/search-index(\.content|\.text)?\.json/;
const WHOLE_SITE_TEXT_INDEX = /\/search-index\.content\.json/;
const WHOLE_SITE_TEXT = /\/search-index\.text\.json/;
/** Marks of a word the agent guide's text holds, and none of its titles, headings, descriptions or keywords. */
const textOnlyWordMarks = (page: Page) => suggestions(page).locator('mark', {hasText: /^reconnecting/i});
/** Words whose hits in the agent guide the sections' text reorders: its titles' hits differ from the whole index's. */
const WORDS_THE_TEXT_REORDERS = 'transfer';
/** A served index's text: its three files (src/search/indexFiles.ts). */
const servedIndex = async (request: APIRequestContext, file: string) =>
  (
    await Promise.all(
      [file, contentFileOf(file), textFileOf(file)].map(async (name) => (await request.get(name)).text()),
    )
  ).join('\n');

/** Holds back the requests matching `url` until the returned function is called. */
async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Records every call the page makes to the search worker (Comlink messages with an id) and every
 * answer, so a test can wait until a search has been answered and rendered before it checks what
 * must NOT be shown.
 */
async function trackSearchWorker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls = new Map<string, string>();
    const answered: string[] = [];
    Object.assign(window, {__searchCalls: calls, __searchAnswered: answered});
    const tracked = new WeakSet<Worker | MessagePort>();
    const onAnswer = (event: MessageEvent) => {
      const id = (event.data as {id?: string} | null)?.id;
      if (id && calls.has(id)) answered.push(calls.get(id)!);
      if (id) calls.delete(id);
    };
    // Comlink sends the first call to the worker, and the calls on the object it constructs
    // through a MessagePort: both are followed.
    for (const target of [Worker.prototype, MessagePort.prototype] as {postMessage: (...args: unknown[]) => void}[]) {
      const nativePostMessage = target.postMessage;
      target.postMessage = function (this: Worker | MessagePort, ...args: unknown[]) {
        const id = (args[0] as {id?: string} | null)?.id;
        if (id) calls.set(id, JSON.stringify(args[0]));
        if (!tracked.has(this)) {
          tracked.add(this);
          if (this instanceof Worker)
            ((window as unknown as {__searchWorkers?: Worker[]}).__searchWorkers ??= []).push(this);
          this.addEventListener('message', onAnswer as EventListener);
        }
        nativePostMessage.apply(this, args);
      };
    }
  });
}

/** Waits until the worker has answered a call that carried `query`, and the page has painted it. */
async function waitForSearchAnswer(page: Page, query: string): Promise<void> {
  await page.waitForFunction(
    (text) => (window as unknown as {__searchAnswered: string[]}).__searchAnswered.some((call) => call.includes(text)),
    query,
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Waits until every call sent to the worker so far has been answered (one at least), and painted. */
async function waitForWorkerIdle(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as {__searchAnswered: string[]}).__searchAnswered.length),
  ).toBeGreaterThan(0);
  await page.waitForFunction(
    () => (window as unknown as {__searchCalls: Map<string, string>}).__searchCalls.size === 0,
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The whole site's search page for "transfer" with its index's text held back: it shows the first
 * file's results and waits, busy, for the whole index's.
 */
async function searchPageAwaitingText(page: Page) {
  const releaseText = await holdRequests(page, WHOLE_SITE_TEXT_INDEX);
  await trackSearchWorker(page);
  await page.goto('/search?q=transfer');
  const results = page.locator('.main-wrapper section');
  await expect(results.locator('article').first()).toContainText(/transfer/i, {timeout: INDEX_LOAD_TIMEOUT});
  return {results, releaseText};
}

test.describe('local search', () => {
  test('Ctrl+K focuses the search box', async ({page}) => {
    await page.goto('/docs/info');
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
  });

  test('suggests at most 8 hits, with "See all results" to the search page @smoke', async ({page}) => {
    await page.goto('/docs/info');
    await searchBox(page).fill('thread');
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    const count = await suggestions(page).count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(8);
    const seeAll = page.getByRole('link', {name: 'See all results'});
    await expect(seeAll).toHaveAttribute('href', '/search/?q=thread');
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\/\?q=thread$/);
    await expect(page.locator('h1')).toHaveText('Search results for "thread"');
    await expect(page.locator('.main-wrapper article').first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
  });

  test('shows "No results" for a query that matches nothing', async ({page}) => {
    await page.goto('/');
    await searchBox(page).fill('zqxwvy');
    await expect(page.getByRole('listbox')).toContainText('No results', {timeout: INDEX_LOAD_TIMEOUT});
    await expect(suggestions(page)).toHaveCount(0);
  });

  test('a hit opens the page with the search terms highlighted', async ({page}) => {
    await page.goto('/');
    await searchBox(page).fill('stealth');
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await suggestions(page).first().click();
    await expect(page).toHaveURL(/_highlight=stealth/);
    await expect(page.locator('article mark').first()).toHaveText(/stealth/i);
  });

  test("the search's code, its dropdown's and its worker load when the reader comes to the box, not with the page", async ({
    page,
  }) => {
    const indexes: string[] = [];
    page.on('request', (request) => {
      if (/search-index.*\.json/.test(request.url())) indexes.push(new URL(request.url()).pathname);
    });
    // The scripts the page runs as it starts: none holds the search's engine (lunr's TokenSet).
    const startScripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') startScripts.push(response.text());
    });
    await page.goto('/docs/agent/quickstart/login');
    await page.waitForLoadState('networkidle');
    const started = await Promise.all(startScripts);
    expect(started.length).toBeGreaterThan(0);
    expect(started.filter((script) => script.includes('TokenSet'))).toEqual([]);
    const scriptsSince = (since: number) =>
      page.evaluate(
        (time) =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.initiatorType === 'script' && entry.startTime > time)
            .map((entry) => entry.name),
        since,
      );
    expect(page.workers()).toEqual([]);
    expect(indexes).toEqual([]);
    // A hover is the reader coming to the box: the bar, the dropdown's code, the worker, and (as
    // upstream on a hover) the section's index.
    const hoveredAt = await page.evaluate(() => performance.now());
    await searchBox(page).hover();
    await expect.poll(() => page.workers().length, {timeout: INDEX_LOAD_TIMEOUT}).toBe(1);
    // autocomplete.js makes the input a combobox when it builds the dropdown.
    await expect(searchBox(page)).toHaveAttribute('role', 'combobox', {timeout: INDEX_LOAD_TIMEOUT});
    expect((await scriptsSince(hoveredAt)).length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => indexes).toContain('/search-index-docs-agent.json');
    const typedAt = await page.evaluate(() => performance.now());
    await searchBox(page).fill('transfer');
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    expect(page.workers()).toHaveLength(1);
    // Everything the search needed came with the hover: no script since.
    expect(await scriptsSince(typedAt)).toEqual([]);
  });

  test('words typed into the box before its code has loaded get their hits, and the box keeps the focus', async ({
    page,
  }) => {
    await page.goto('/docs/agent/quickstart/login');
    const releaseScripts = await holdRequests(page, /\.js$/);
    await searchBox(page).focus();
    await page.keyboard.type('transf');
    await expect(searchBox(page)).toHaveValue('transf');
    await expect(searchBox(page)).not.toHaveAttribute('role', 'combobox');
    releaseScripts();
    await page.keyboard.type('er');
    await expect(suggestions(page).first()).toContainText(/transfer/i, {timeout: INDEX_LOAD_TIMEOUT});
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('transfer');
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

    test('a finger on the search box starts loading the index, before the focus that comes when it lifts', async ({
      page,
    }) => {
      await page.goto('/docs/agent/quickstart/login');
      const indexRequested = page.waitForRequest(/\/search-index-docs-agent\.json/, {timeout: INDEX_LOAD_TIMEOUT});
      await searchBox(page).dispatchEvent('touchstart');
      await indexRequested;
      await expect(searchBox(page)).not.toBeFocused();
      // The tap ends as a phone ends it, with the focus: the dropdown then searches.
      await searchBox(page).tap();
      await page.keyboard.type('transfer');
      await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    });
  });

  test('in the next section, the started worker requests its index once, and the search there throws nothing', async ({
    page,
  }) => {
    const indexes: string[] = [];
    page.on('request', (request) => {
      if (/search-index.*\.json/.test(request.url())) indexes.push(new URL(request.url()).pathname);
    });
    await page.goto('/docs/agent/quickstart/login');
    await searchBox(page).fill('transfer');
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await page.keyboard.press('Escape');
    // A client-side navigation: the worker that served that search stays.
    await page.locator('footer').getByRole('link', {name: 'Supervisor guide'}).click();
    await expect(page).toHaveURL(/\/docs\/supervisor\/quickstart\/whois$/);
    indexes.length = 0;
    await searchBox(page).fill('dashboard');
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    // Requested by the worker alone, each of its three files once: a second request from the page
    // made both end later.
    await expect
      .poll(() => indexes)
      .toEqual([
        '/search-index-docs-supervisor.json',
        '/search-index-docs-supervisor.content.json',
        '/search-index-docs-supervisor.text.json',
      ]);
    // The fixture fails the test on an uncaught error: autocomplete.js threw one here, updating the
    // hint of the agent guide's dropdown after it was destroyed.
    const requestedByThePage = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('search-index-docs-supervisor')),
    );
    expect(requestedByThePage).toBe(false);
  });

  test('the dropdown is ready while the index loads, and words typed meanwhile get their hits once it has', async ({
    page,
  }) => {
    const releaseIndex = await holdRequests(page, /\/search-index-docs-agent\.json/);
    await page.goto('/docs/agent/quickstart/login');
    await searchBox(page).focus();
    // autocomplete.js makes the input a combobox when it builds the dropdown.
    await expect(searchBox(page)).toHaveAttribute('role', 'combobox', {timeout: INDEX_LOAD_TIMEOUT});
    await page.keyboard.type('transfer');
    await expect(searchBox(page)).toHaveValue('transfer');
    await expect(suggestions(page)).toHaveCount(0);
    releaseIndex();
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(suggestions(page).first()).toContainText(/transfer/i);
  });

  test("the first hits come before the index's sections' text is in", async ({page}) => {
    const releaseText = await holdRequests(page, AGENT_GUIDE_TEXT_INDEX);
    await trackSearchWorker(page);
    await page.goto('/docs/agent/quickstart/login');
    await searchBox(page).fill('transfer');
    await expect(suggestions(page).first()).toContainText(/transfer/i, {timeout: INDEX_LOAD_TIMEOUT});
    // Busy: the whole index's hits are still to come.
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    // Neither the text's hits nor "No results" until the text is in: checked once the worker has
    // answered the search of the index's first file for the new words.
    await searchBox(page).fill('reconnecting');
    await waitForSearchAnswer(page, 'reconnecting');
    await expect(textOnlyWordMarks(page)).toHaveCount(0);
    await expect(page.getByRole('listbox')).not.toContainText('No results');
    releaseText();
    await expect(textOnlyWordMarks(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(page.getByRole('listbox')).not.toHaveAttribute('aria-busy', 'true');
  });

  test("when the index's text fails to load, its titles' hits stay, and the next search asks for it again", async ({
    page,
  }) => {
    let failures = 0;
    await page.route(AGENT_GUIDE_TEXT_INDEX, async (route) => {
      failures += 1;
      await route.abort();
    });
    await page.goto('/docs/agent/quickstart/login');
    await searchBox(page).fill('transfer');
    await expect(suggestions(page).first()).toContainText(/transfer/i, {timeout: INDEX_LOAD_TIMEOUT});
    await expect(page.getByRole('listbox')).not.toHaveAttribute('aria-busy', 'true', {timeout: INDEX_LOAD_TIMEOUT});
    await expect(suggestions(page).first()).toContainText(/transfer/i);
    expect(failures).toBeGreaterThan(0);
    await page.unroute(AGENT_GUIDE_TEXT_INDEX);
    await searchBox(page).fill('reconnecting');
    await expect(textOnlyWordMarks(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
  });

  test("words searched again after their first hits were replaced get the whole index's hits", async ({page}) => {
    const releaseText = await holdRequests(page, AGENT_GUIDE_TEXT_INDEX);
    await page.goto('/docs/agent/quickstart/login');
    await searchBox(page).fill(WORDS_THE_TEXT_REORDERS);
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    const firstFileHits = await suggestions(page).allInnerTexts();
    // The box is emptied while the whole index's hits come: the dropdown drops them.
    await searchBox(page).fill('');
    const listbox = page.locator(`#${await searchBox(page).getAttribute('aria-owns')}`);
    releaseText();
    await expect(listbox).not.toHaveAttribute('aria-busy', 'true', {timeout: INDEX_LOAD_TIMEOUT});
    await searchBox(page).fill(WORDS_THE_TEXT_REORDERS);
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(listbox).not.toHaveAttribute('aria-busy', 'true');
    const hitsAgain = await suggestions(page).allInnerTexts();
    // The whole index's hits of the same words, on a page that searched them once.
    const other = await page.context().newPage();
    await other.goto('/docs/agent/quickstart/login');
    await waitForHydration(other);
    await searchBox(other).fill(WORDS_THE_TEXT_REORDERS);
    await expect(suggestions(other).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(other.getByRole('listbox')).not.toHaveAttribute('aria-busy', 'true', {timeout: INDEX_LOAD_TIMEOUT});
    const wholeIndexHits = await suggestions(other).allInnerTexts();
    expect(wholeIndexHits).not.toEqual(firstFileHits);
    expect(hitsAgain).toEqual(wholeIndexHits);
  });

  test('words typed before the dropdown is built are searched once, and their hits stay', async ({page}) => {
    await trackSearchWorker(page);
    await page.goto('/docs/info');
    // Each time the dropdown's list gets hits: a second search of the same words replaced them
    // (and a click on them) a moment after they showed.
    await page.evaluate(() => {
      const renders: number[] = [];
      (window as unknown as {__renders: number[]}).__renders = renders;
      new MutationObserver((records) => {
        const list = document.querySelector('.navbar [role="listbox"]');
        if (list?.querySelector('[role="option"]') && records.some((record) => list.contains(record.target))) {
          renders.push(performance.now());
        }
      }).observe(document.body, {subtree: true, childList: true});
    });
    await searchBox(page).fill('thread');
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    // The whole index's hits may replace the first file's once (src/search/indexFiles.ts).
    await expect(page.getByRole('listbox')).not.toHaveAttribute('aria-busy', 'true', {timeout: INDEX_LOAD_TIMEOUT});
    const settledAt = await page.evaluate(() => performance.now());
    const first = await suggestions(page).first().elementHandle();
    // A second search of the whole site follows: checked once every search is answered.
    await waitForWorkerIdle(page);
    const renders = await page.evaluate(() => (window as unknown as {__renders: number[]}).__renders);
    expect(renders.length).toBeGreaterThan(0);
    expect(renders.length).toBeLessThanOrEqual(2);
    expect(renders.filter((at) => at > settledAt)).toEqual([]);
    expect(await first?.evaluate((element) => element.isConnected)).toBe(true);
  });

  test("a section's page searches that section, and its dropdown offers the whole site's results", async ({page}) => {
    const indexes: string[] = [];
    page.on('request', (request) => {
      if (/search-index.*\.json/.test(request.url())) indexes.push(new URL(request.url()).pathname);
    });
    await page.goto('/docs/agent/quickstart/login');
    await searchBox(page).fill('transfer');
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    // While the worker starts, the page asks for it too (the worker's copy comes from the HTTP
    // cache); the worker then asks for the index's second file.
    await expect
      .poll(() => [...new Set(indexes)])
      .toEqual([
        '/search-index-docs-agent.json',
        '/search-index-docs-agent.content.json',
        '/search-index-docs-agent.text.json',
      ]);
    await expect(page.getByRole('listbox')).not.toContainText('Supervisor guide');
    const section = page.getByRole('link', {name: 'See all results within "Agent guide"'});
    await expect(section).toHaveAttribute('href', '/search/?q=transfer&ctx=docs%2Fagent');
    const wholeSite = page.getByRole('link', {name: 'Search the whole site'});
    await expect(wholeSite).toHaveAttribute('href', '/search/?q=transfer');
    await wholeSite.click();
    await expect(page).toHaveURL(/\/search\/\?q=transfer$/);
    // The whole site's results include pages of other sections.
    const results = page.locator('.main-wrapper article h2 a');
    await expect(results.first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect
      .poll(
        async () =>
          (await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).filter(
            (href) => !href?.startsWith('/docs/agent/'),
          ).length,
      )
      .toBeGreaterThan(0);
  });

  test('a section without a hit still leads to the whole site, where the answer is', async ({page}) => {
    await page.goto('/docs/agent/quickstart/login');
    await searchBox(page).fill('idempotency');
    await expect(page.getByRole('listbox')).toContainText('No results', {timeout: INDEX_LOAD_TIMEOUT});
    const wholeSite = page.getByRole('link', {name: 'Search the whole site'});
    await expect(wholeSite).toHaveAttribute('href', '/search/?q=idempotency');
    await wholeSite.click();
    await expect(page.locator('.main-wrapper article').first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(page.locator('.main-wrapper article mark').first()).toHaveText(/idempoten/i);
  });

  test("a hit's snippet shows the matched word of the page's text, highlighted", async ({page}) => {
    await page.goto('/docs/agent/quickstart/login');
    // A word of a page's text, in none of the titles.
    await searchBox(page).fill('colleague');
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(suggestions(page).locator('mark').first()).toHaveText(/^colleague/i);
  });

  test('the index leaves out the API examples and the "Related pages" sections', async ({request}) => {
    // Each operation's request examples include a PowerShell tab (Invoke-RestMethod); no prose does.
    const pages = await (await request.get('/docs/api/bot-api/send-bot-answers')).text();
    expect(pages).toContain('Invoke-RestMethod');
    const index = await servedIndex(request, '/search-index-docs-api-bot-api.json');
    expect(index).toContain('Send the bot');
    expect(index).not.toContain('Invoke-RestMethod');
    const guide = await servedIndex(request, '/search-index-docs-agent.json');
    expect(guide).toContain('Transfer a thread');
    expect(guide).not.toContain('"Related pages"');
  });

  test('the index leaves out what every API operation repeats, and keeps what is its own', async ({request}) => {
    // The page shows the base URL, the bearer scheme, the rate limit's headers, the errors'
    // introduction and the common errors, as every operation of the External API does.
    const page = await (await request.get('/docs/api/external-api/threads/transfer')).text();
    const repeated = [
      'the first part of the address agents sign in at',
      'Bearer token: send',
      'The requests this token has left in the current second',
      'The token sent more than 50 requests in one second',
      'Errors are JSON with',
    ];
    for (const text of repeated) expect(page).toContain(text);
    // Its own error stays.
    const own = 'Choose another agent, or transfer to a skill instead';
    expect(page).toContain(own);
    const index = await servedIndex(request, '/search-index-docs-api-external-api.json');
    const occurrences = (text: string) => index.split(text).length - 1;
    // At most once: the API overview, in the API sections' indexes, says them (its catalogue of
    // error codes holds the common errors); the 45 operations repeated each.
    for (const text of repeated) expect(occurrences(text), text).toBeLessThanOrEqual(1);
    expect(occurrences('RATE_LIMIT_EXCEEDED')).toBeGreaterThan(0);
    expect(occurrences(own)).toBe(1);
  });

  test('the search page runs the query from the address', async ({page}) => {
    await page.goto('/search?q=webhook');
    await expect(page).toHaveTitle('Search results for "webhook" | Parley Chat Center');
    // The whole site's index (4 MB with every page written) loads before the first result.
    await expect(page.locator('.main-wrapper article').first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(page.locator('.main-wrapper article mark').first()).toHaveText(/webhook/i);
  });

  test("the search page shows the index's titles' results first, busy until the whole index's replace them", async ({
    page,
  }) => {
    const {results, releaseText} = await searchPageAwaitingText(page);
    await expect(results).toHaveAttribute('aria-busy', 'true');
    // A word only the text holds: neither results nor "No documents were found" until the text is in.
    await page.locator('.main-wrapper input[type="search"]').fill('agreement');
    const textOnlyMarks = results.locator('mark', {hasText: /^agreement/i});
    await waitForSearchAnswer(page, 'agreement');
    await expect(textOnlyMarks).toHaveCount(0);
    await expect(page.locator('.main-wrapper')).not.toContainText('No documents were found');
    releaseText();
    await expect(textOnlyMarks.first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(results).not.toHaveAttribute('aria-busy', 'true');
  });

  test("the search page lists the whole index's results before the sections' text is in, their snippets busy until it is", async ({
    page,
  }) => {
    const releaseText = await holdRequests(page, WHOLE_SITE_TEXT);
    await page.goto('/search?q=transfer');
    const main = page.locator('.main-wrapper');
    const results = main.locator('section');
    await expect(main).toContainText(/documents? found/, {timeout: INDEX_LOAD_TIMEOUT});
    await expect(results).not.toHaveAttribute('aria-busy', 'true', {timeout: INDEX_LOAD_TIMEOUT});
    // A section's hit has a busy line where its snippet comes.
    const busySnippets = results.locator('article p[aria-busy="true"]');
    await expect(busySnippets.first()).toBeVisible();
    const busy = await busySnippets.count();
    releaseText();
    await expect(busySnippets).toHaveCount(0, {timeout: INDEX_LOAD_TIMEOUT});
    const snippetMarks = results.locator('article p[class*="searchResultItemSummary"] mark');
    await expect(snippetMarks.first()).toHaveText(/transfer/i);
    expect(await snippetMarks.count()).toBeGreaterThanOrEqual(busy);
  });

  for (const [address, files] of [
    ['/search?q=transfer', ['/search-index.json', '/search-index.content.json', '/search-index.text.json']],
    [
      '/search?q=transfer&ctx=docs%2Fagent',
      ['/search-index-docs-agent.json', '/search-index-docs-agent.content.json', '/search-index-docs-agent.text.json'],
    ],
  ] as const) {
    test(`${address} opened fresh requests its index's files one after the other as the site starts, hands them to its worker, and searches before it hydrates`, async ({
      page,
    }) => {
      // Whether the page had hydrated when it started a worker, and the searches it asked of it:
      // Comlink posts each call's name and arguments (base URL, section, words, limit, stage).
      await page.addInitScript(() => {
        const started: boolean[] = [];
        const asked: unknown[][] = [];
        Object.assign(window, {__workersStartedHydrated: started, __searchesAsked: asked});
        const NativeWorker = window.Worker;
        window.Worker = class extends NativeWorker {
          constructor(...args: ConstructorParameters<typeof Worker>) {
            super(...args);
            started.push(document.documentElement.dataset.hasHydrated === 'true');
          }
        };
        for (const target of [Worker.prototype, MessagePort.prototype] as {
          postMessage: (...args: unknown[]) => void;
        }[]) {
          const nativePostMessage = target.postMessage;
          target.postMessage = function (this: unknown, ...args: unknown[]) {
            const message = args[0] as {path?: string[]; argumentList?: {value?: unknown}[]} | null;
            if (message?.path?.at(-1) === 'searchIndexes')
              asked.push((message.argumentList ?? []).map(({value}) => value));
            nativePostMessage.apply(this, args);
          };
        }
      });
      await page.goto(address);
      const main = page.locator('.main-wrapper');
      await expect(main).toContainText(/documents? found/, {timeout: INDEX_LOAD_TIMEOUT});
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, {timeout: INDEX_LOAD_TIMEOUT});
      // The page's requests (src/plugins/search/indexPrefetch.ts): each file once, each after the one before.
      const requested = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter(({name}) => name.includes('/search-index'))
          .map(({name, startTime, responseEnd}) => ({path: new URL(name).pathname, startTime, responseEnd})),
      );
      expect(requested.map(({path}) => path)).toEqual(files);
      for (let place = 1; place < requested.length; place += 1) {
        expect(requested[place].startTime).toBeGreaterThanOrEqual(requested[place - 1].responseEnd);
      }
      // The worker took their bodies from the page, and requested none.
      const worker = page.workers().find((candidate) => candidate.url().includes('search-worker'));
      const requestedByWorker = await worker!.evaluate(
        () => performance.getEntriesByType('resource').filter(({name}) => name.includes('/search-index')).length,
      );
      expect(requestedByWorker).toBe(0);
      // The page started its worker and its search as its code loaded, before it hydrated, then
      // took that answer rather than ask for the same search again.
      const {started, asked} = await page.evaluate(() => {
        const {__workersStartedHydrated, __searchesAsked} = window as unknown as Record<string, unknown[]>;
        return {started: __workersStartedHydrated, asked: __searchesAsked as unknown[][]};
      });
      expect(started).toEqual([false]);
      // Then the whole index's, then with the text unless that was in when the whole index's came.
      const stages = asked.map(([, , words, , stage]) => [words, stage]);
      expect(stages.slice(0, 2)).toEqual([
        ['transfer', 'soon'],
        ['transfer', 'whole'],
      ]);
      expect(stages.slice(2)).toEqual(stages.length > 2 ? [['transfer', 'text']] : []);
    });
  }

  test('the search page is the main landmark, and says when more documents matched than it lists', async ({page}) => {
    await page.goto('/search?q=thread');
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main.locator('article').first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(main.locator('section')).not.toHaveAttribute('aria-busy', 'true', {timeout: INDEX_LOAD_TIMEOUT});
    await expect(main).toContainText('More than 100 documents found; the first 100 are listed');
    // Every result rendered: at most the 100 the count names.
    await main.locator('article').last().scrollIntoViewIfNeeded();
    await expect.poll(() => main.locator('article').count(), {timeout: INDEX_LOAD_TIMEOUT}).toBe(100);
    // A word of few pages ("stealth copy" would match every page that says "copy").
    await page.goto('/search?q=stealth');
    await expect(main.locator('article').first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(main.locator('section')).not.toHaveAttribute('aria-busy', 'true', {timeout: INDEX_LOAD_TIMEOUT});
    await expect(main).toContainText(/\d+ documents? found/);
    await expect(main).not.toContainText('More than');
  });

  test('a worker that fails after it started answers its pending search with the error state', async ({page}) => {
    const {results, releaseText} = await searchPageAwaitingText(page);
    // The whole index's search waits for the held text when the worker fails (an uncaught error in it).
    await expect(results).toHaveAttribute('aria-busy', 'true');
    await page.evaluate(() =>
      (window as unknown as {__searchWorkers: Worker[]}).__searchWorkers.forEach((worker) =>
        worker.dispatchEvent(new ErrorEvent('error', {message: 'The worker ran out of memory'})),
      ),
    );
    await expect(page.getByRole('alert')).toHaveText(
      'The search index could not be loaded. Check your connection, then search again.',
    );
    await expect(results).not.toHaveAttribute('aria-busy', 'true');
    releaseText();
    // The next search starts another worker and answers.
    await page.locator('.main-wrapper input[type="search"]').fill('transfers');
    await expect(page.getByRole('alert')).toHaveCount(0, {timeout: INDEX_LOAD_TIMEOUT});
    await expect(results.locator('article').first()).toContainText(/transfer/i, {timeout: INDEX_LOAD_TIMEOUT});
  });

  test.describe("when the sections' text cannot be loaded", () => {
    test.use({expectedConsoleErrors: [/Failed to load resource/]});

    test("the search page keeps the whole index's results, without snippets, and busy no more", async ({page}) => {
      await page.route(WHOLE_SITE_TEXT, (route) => route.abort());
      // A word only the sections' text holds: its results are the whole index's.
      await page.goto('/search?q=agreement');
      const main = page.locator('.main-wrapper');
      await expect(main).toContainText(/documents? found/, {timeout: INDEX_LOAD_TIMEOUT});
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, {timeout: INDEX_LOAD_TIMEOUT});
      await expect(main.locator('article').first()).toBeVisible();
      await expect(main.locator('article p[class*="searchResultItemSummary"]')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });

  test.describe('when the index cannot be loaded', () => {
    test.use({expectedConsoleErrors: [/Failed to load resource/]});

    test('the search page says so, and the next search loads it', async ({page}) => {
      await page.route(WHOLE_SITE_INDEX, (route) => route.abort());
      await page.goto('/search?q=transfer');
      await expect(page.getByRole('alert')).toHaveText(
        'The search index could not be loaded. Check your connection, then search again.',
        {timeout: INDEX_LOAD_TIMEOUT},
      );
      await expect(page.locator('.main-wrapper article')).toHaveCount(0);
      await page.unroute(WHOLE_SITE_INDEX);
      await page.locator('.main-wrapper input[type="search"]').fill('transfers');
      await expect(page.locator('.main-wrapper article').first()).toContainText(/transfer/i, {
        timeout: INDEX_LOAD_TIMEOUT,
      });
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });

  test('"Getting started" finds the system requirements, a page of no section', async ({page}) => {
    await page.goto('/docs/start/whatis');
    await searchBox(page).fill('supported browsers');
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(page.getByRole('listbox')).toContainText('System requirements and glossary');
    // The other guides' indexes leave it out.
    const entriesOfThePage = '"u":"/docs/info"';
    expect(await servedIndex(page.request, '/search-index-docs-start.json')).toContain(entriesOfThePage);
    expect(await servedIndex(page.request, '/search-index-docs-agent.json')).not.toContain(entriesOfThePage);
  });

  test("a page's title typed as a question finds that page first", async ({page}) => {
    await page.goto('/docs/start/content-type');
    // "Move from Parley Pulse to Chat Center" holds the same words, and more.
    await searchBox(page).fill('what is Parley Chat Center');
    await expect(suggestions(page).first()).toContainText('What is Parley Chat Center', {timeout: INDEX_LOAD_TIMEOUT});
  });

  test("a question's punctuation does not hide its words", async ({page}) => {
    await page.goto('/docs/agent/quickstart/login');
    const hitTitles = async (query: string) => {
      await searchBox(page).fill(query);
      await expect(page.getByRole('listbox')).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
      // The dropdown shows this query's hits once its footer names it.
      await expect(page.getByRole('link', {name: 'Search the whole site'})).toHaveAttribute(
        'href',
        `/search/?q=${encodeURIComponent(query).replace(/%20/g, '+')}`,
      );
      // …and they are the whole index's, not the first file's that come before them.
      await expect(page.getByRole('listbox')).not.toHaveAttribute('aria-busy', 'true', {timeout: INDEX_LOAD_TIMEOUT});
      return suggestions(page).allTextContents();
    };
    const plain = await hitTitles('stealth copy');
    expect(plain.length).toBeGreaterThan(0);
    expect(await hitTitles('stealth, copy?')).toEqual(plain);
  });

  test('a misspelt word finds the pages of the word one letter from it', async ({page}) => {
    // No index holds "tranfer". Taken as typed, it weighed nothing in the ranking, and pages that
    // name Chat Center came before the transfer pages.
    const results = page.locator('.main-wrapper section');
    const firstHits: string[] = [];
    for (const query of ['transfer chat', 'tranfer chat']) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(results.locator('article').first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
      await expect(results).not.toHaveAttribute('aria-busy', 'true', {timeout: INDEX_LOAD_TIMEOUT});
      const href = (await results.locator('article h2 a').first().getAttribute('href')) ?? '';
      firstHits.push(href.replace(/[?#].*$/, ''));
    }
    expect(firstHits[0]).toMatch(/thread-transfer$|threads\/transfer$/);
    expect(firstHits[1]).toBe(firstHits[0]);
  });

  test('an error code is found by its words, and by itself', async ({page}) => {
    // The index splits CLIENT_ALREADY_EXISTS into its words, as the search splits the question; a
    // code typed whole finds the pages that name it, though its words ("transfer", "agent") are
    // on many pages.
    const firstHit = page.locator('.main-wrapper article h2 a').first();
    const answers = {
      'client already exists': 'create-new-client',
      CLIENT_ALREADY_EXISTS: 'create-new-client',
      TRANSFER_TO_AGENT: 'send-bot-answers',
    };
    for (const [query, slug] of Object.entries(answers)) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(firstHit).toHaveAttribute('href', new RegExp(`^/docs/api/bot-api/${slug}(?:[?#]|$)`), {
        timeout: INDEX_LOAD_TIMEOUT,
      });
    }
  });

  test('a question about when something came finds its release note first', async ({page}) => {
    // The Instagram integration page holds "Instagram" more than Release 6.26 does: asked since
    // when, the release note comes first; asked how, the integration page still does.
    const firstHit = page.locator('.main-wrapper article h2 a').first();
    const answers = {
      'when was Instagram added': /^\/blog\/6-26(?:[?#]|$)/,
      'connect Instagram': /^\/docs\/admin\/integrations\/instagram(?:[?#]|$)/,
    };
    for (const [query, href] of Object.entries(answers)) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(firstHit).toHaveAttribute('href', href, {timeout: INDEX_LOAD_TIMEOUT});
    }
  });

  test('the search page lists 3 hits of a page at most', async ({page}) => {
    await page.goto('/search?q=thread&ctx=docs%2Fagent');
    const links = page.locator('.main-wrapper article h2 a');
    await expect(links.first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect.poll(() => links.count()).toBeGreaterThan(8);
    const pages = (
      await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
    ).map((href) => href.split('#')[0]);
    const most = Math.max(...[...new Set(pages)].map((path) => pages.filter((other) => other === path).length));
    expect(most).toBeLessThanOrEqual(3);
  });
});

/** Every `<mark>` under `root`: its text, and the characters just before and after it. */
async function marksUnder(page: Page, root: string): Promise<{word: string; before: string; after: string}[]> {
  return page.$$eval(`${root} mark`, (marks) =>
    marks.map((mark) => ({
      word: mark.textContent ?? '',
      before: (mark.previousSibling?.textContent ?? '').slice(-1),
      after: (mark.nextSibling?.textContent ?? '').slice(0, 1),
    })),
  );
}

/** Whether a marked run is a whole word that starts as one of the question's words does (its stem's letters). */
function expectWholeWordsOf(question: string, marks: {word: string; before: string; after: string}[]): void {
  const starts = question
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 3)
    .map((word) => word.slice(0, 4));
  expect(marks.length).toBeGreaterThan(0);
  for (const {word, before, after} of marks) {
    expect(word, `"${word}" for "${question}"`).toMatch(/^[\p{L}\p{N}][\p{L}\p{N}'’]*$/u);
    expect(before + after, `around "${word}" for "${question}"`).not.toMatch(/[\p{L}\p{N}]/u);
    expect(
      starts.some((start) => word.toLowerCase().startsWith(start)),
      `"${word}" for "${question}"`,
    ).toBe(true);
  }
}

test.describe('search highlights, the order of results, and any input', () => {
  const QUESTIONS = ['transfer a thread', 'send the bot messages', 'agent workplace', 'export the report'];

  test('the dropdown and the search page mark whole words of the question only', async ({page}) => {
    for (const question of QUESTIONS) {
      await page.goto('/');
      await searchBox(page).fill(question);
      await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
      await expect(page.getByRole('listbox')).not.toHaveAttribute('aria-busy', 'true', {timeout: INDEX_LOAD_TIMEOUT});
      expectWholeWordsOf(question, await marksUnder(page, '.navbar [role="listbox"]'));
      await page.goto(`/search?q=${encodeURIComponent(question)}`);
      const results = page.locator('.main-wrapper section');
      await expect(results.locator('article').first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
      await expect(results).not.toHaveAttribute('aria-busy', 'true', {timeout: INDEX_LOAD_TIMEOUT});
      await expect(results.locator('[aria-busy="true"]')).toHaveCount(0, {timeout: INDEX_LOAD_TIMEOUT});
      expectWholeWordsOf(question, await marksUnder(page, '.main-wrapper section'));
    }
  });

  test('the page a hit opens marks whole words of its terms, and the box shows the words', async ({page}) => {
    await page.goto('/search?q=transfer%20a%20thread');
    const link = page.locator('.main-wrapper section article h2 a').first();
    await expect(link).toHaveAttribute('href', /_highlight=transfer/, {timeout: INDEX_LOAD_TIMEOUT});
    await link.click();
    // The box shows the marked words once the page is marked.
    await expect(searchBox(page)).toHaveValue(/transfer/, {timeout: INDEX_LOAD_TIMEOUT});
    await expect(page.locator('article mark').first()).toBeVisible();
    expectWholeWordsOf('transfer thread', await marksUnder(page, 'article'));
  });

  test("the search page's first results stay where they are when the whole index's come", async ({page}) => {
    const releaseContent = await holdRequests(page, WHOLE_SITE_TEXT_INDEX);
    await page.goto('/search?q=transfer%20a%20thread');
    const links = page.locator('.main-wrapper section article h2 a');
    await expect(links.first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(page.locator('.main-wrapper section')).toHaveAttribute('aria-busy', 'true');
    const first = await links.evaluateAll((elements) => elements.map((link) => link.getAttribute('href')));
    releaseContent();
    await expect(page.locator('.main-wrapper section')).not.toHaveAttribute('aria-busy', 'true', {
      timeout: INDEX_LOAD_TIMEOUT,
    });
    await expect.poll(async () => (await links.evaluateAll((elements) => elements.length)) >= first.length).toBe(true);
    const whole = await links.evaluateAll((elements) => elements.map((link) => link.getAttribute('href')));
    expect(whole.slice(0, first.length)).toEqual(first);
  });

  test("the dropdown's first hits stay where they are when the whole index's come", async ({page}) => {
    const releaseContent = await holdRequests(page, AGENT_GUIDE_TEXT_INDEX);
    await page.goto('/docs/agent/quickstart/login');
    await searchBox(page).fill('transfer a thread');
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    const titles = () => suggestions(page).evaluateAll((options) => options.map((option) => option.textContent));
    const first = await titles();
    releaseContent();
    await expect(page.getByRole('listbox')).not.toHaveAttribute('aria-busy', 'true', {timeout: INDEX_LOAD_TIMEOUT});
    expect((await titles()).slice(0, first.length)).toEqual(first);
  });

  test('any question gets hits or "No results" within a second, in the dropdown and on the search page', async ({
    page,
  }) => {
    await page.goto('/');
    await searchBox(page).fill('transfer');
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    const listbox = page.getByRole('listbox');
    for (const question of HOSTILE_QUESTIONS) {
      await searchBox(page).fill(question);
      await expect(async () => {
        expect(await listbox.getAttribute('aria-busy')).toBeNull();
        const text = (await listbox.textContent()) ?? '';
        expect(/No results/.test(text) || (await suggestions(page).count()) > 0).toBe(true);
      }, question).toPass({timeout: 1_000});
      await expect(searchBox(page)).toBeEditable();
    }
    for (const question of HOSTILE_QUESTIONS.slice(0, 4)) {
      await page.goto(`/search?q=${encodeURIComponent(question)}`);
      await expect(page.locator('.main-wrapper')).toContainText(/documents? found|No documents were found/, {
        timeout: INDEX_LOAD_TIMEOUT,
      });
    }
  });
});
