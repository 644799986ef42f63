import {type Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {RICH_DOC, trackPageErrors, waitForHydration} from './helpers';

// config/ssrTemplate.ts: the bundles download with the page but run after its first paint.
test.describe('start-up', () => {
  test("the page is painted before the site's scripts run @smoke", async ({page}) => {
    await page.addInitScript(() => {
      const timeline = {firstPaint: NaN, firstScriptRan: NaN};
      (window as unknown as {startupTimeline: typeof timeline}).startupTimeline = timeline;
      new PerformanceObserver((entries) => {
        const paint = entries.getEntriesByName('first-contentful-paint')[0];
        if (paint && Number.isNaN(timeline.firstPaint)) timeline.firstPaint = performance.now();
      }).observe({type: 'paint', buffered: true});
      // The webpack runtime is the first bundle to run; it defines the chunk loading global.
      let chunks: unknown;
      Object.defineProperty(window, 'webpackChunkparley_chat_center_docs', {
        configurable: true,
        get: () => chunks,
        set: (value) => {
          if (Number.isNaN(timeline.firstScriptRan)) timeline.firstScriptRan = performance.now();
          chunks = value;
        },
      });
    });
    const errors = trackPageErrors(page);
    await page.goto(RICH_DOC);
    const timeline = await page.evaluate(
      () => (window as unknown as {startupTimeline: {firstPaint: number; firstScriptRan: number}}).startupTimeline,
    );
    expect(timeline.firstPaint).toBeGreaterThan(0);
    expect(timeline.firstScriptRan).toBeGreaterThan(timeline.firstPaint);
    expect(errors).toEqual([]);
  });

  test('the server HTML preloads the bundles instead of running them from <head>', async ({request}) => {
    const html = await (await request.get(RICH_DOC)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script[^>]+src="?\/assets\//);
    expect(head).toMatch(/<link[^>]+rel="?preload"?[^>]+as="?script"?[^>]+href="?\/assets\/js\/main\.[0-9a-f]+\.js/);
    expect(html).toContain('link[data-entry-script]');
  });

  // src/plugins/routeChunkPreloads: the loader preloads the page's route chunks beside the bundles,
  // and prefetches the scripts of the worker a page starts as it starts (the search page's).
  for (const path of ['/', RICH_DOC, '/docs/api/bot-api/send-bot-answers', '/blog/6-22', '/search?q=transfer']) {
    test(`${path} runs no script to start but the entry's and the route chunks its HTML names, each fetched once, by its preload or prefetch`, async ({
      page,
    }) => {
      // Every script element of the site's own that the page inserts (the loader's for the entry,
      // webpack's for each chunk it runs, which webpack removes once they have run).
      await page.addInitScript(() => {
        const inserted: string[] = [];
        Object.assign(window, {insertedScripts: inserted});
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes])) {
            if (!(node instanceof HTMLScriptElement) || !node.src) continue;
            const url = new URL(node.src);
            if (url.origin === location.origin && url.pathname.includes('/assets/js/')) inserted.push(url.pathname);
          }
        }).observe(document, {childList: true, subtree: true});
      });
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/assets/js/')) requested.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      const {routeChunks, workerChunks, entry, inserted, fetchedBy} = await page.evaluate(() => ({
        routeChunks: (document.querySelector('script[data-route-chunks]')?.getAttribute('data-route-chunks') ?? '')
          .split(' ')
          .filter(Boolean),
        workerChunks: (document.querySelector('script[data-route-chunks]')?.getAttribute('data-worker-chunks') ?? '')
          .split(' ')
          .filter(Boolean),
        entry: [...document.querySelectorAll('link[data-entry-script]')].map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        ),
        inserted: (window as unknown as {insertedScripts: string[]}).insertedScripts,
        // What fetched each of the page's scripts and its worker's (the worker's own requests, read
        // from the HTTP cache, are the worker's, not the page's).
        fetchedBy: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter(({name, initiatorType}) => name.includes('/assets/js/') && /^(?:link|script)$/.test(initiatorType))
          .map(({name, initiatorType}) => `${new URL(name).pathname} ${initiatorType}`),
      }));
      expect(routeChunks.length).toBeGreaterThan(0);
      // The search page starts its worker as it starts; no other page starts one.
      expect(workerChunks.length > 0).toBe(path.startsWith('/search'));
      // Until it had hydrated, the page ran exactly these scripts: none preloaded in vain, none
      // that the preloads missed.
      expect(new Set(inserted)).toEqual(new Set([...entry, ...routeChunks]));
      // Each was fetched by its preload or prefetch, and once.
      expect(fetchedBy.sort()).toEqual(
        [...entry, ...routeChunks, ...workerChunks].map((script) => `${script} link`).sort(),
      );
      // Requested once, but for the worker's scripts, which the worker requests again and reads
      // from the HTTP cache.
      const again = requested.filter((script, index) => requested.indexOf(script) !== index);
      expect(again.filter((script) => !workerChunks.includes(script))).toEqual([]);
    });
  }

  test('the site starts even if the browser never reports a paint (a tab hidden before it painted)', async ({page}) => {
    await page.addInitScript(() => {
      // Paint timing that stays silent, as in a tab that was hidden before its first paint.
      class SilentObserver {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      }
      Object.defineProperty(window, 'PerformanceObserver', {configurable: true, value: SilentObserver});
    });
    const errors = trackPageErrors(page);
    await page.goto(RICH_DOC);
    await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toBeEnabled();
    expect(errors).toEqual([]);
  });
});

/** Holds the main bundle back until the returned function is called: the site has not started until then. */
async function holdMainBundle(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('input before the site has started', () => {
  test('a tap on the phone menu button opens the menu with its links', async ({page}) => {
    await page.setViewportSize({width: 390, height: 740});
    const startSite = await holdMainBundle(page);
    const errors = trackPageErrors(page);
    await page.goto('/docs/info', {waitUntil: 'domcontentloaded'});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    startSite();
    await waitForHydration(page);
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'Requirements and glossary'})).toBeVisible();
    await expect(menu.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('words typed into the search box get suggestions once the site has started', async ({page}) => {
    const startSite = await holdMainBundle(page);
    await page.goto('/docs/info', {waitUntil: 'domcontentloaded'});
    const searchBox = page.locator('nav.navbar input[aria-label="Search"]');
    await searchBox.click();
    await page.keyboard.type('stealth');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    startSite();
    await waitForHydration(page);
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({timeout: 20_000});
    await expect(page.getByRole('listbox')).toContainText(/stealth/i);
    await expect(searchBox).toHaveValue('stealth');
  });

  // Hydration takes over the server's HTML in place: a part of the page re-created or moved would
  // be laid out again, and lose the focus or the words typed into it.
  test('hydration keeps the server’s page in place: its parts are neither re-created nor moved', async ({page}) => {
    const startSite = await holdMainBundle(page);
    await page.goto('/docs/api/bot-api/send-bot-answers', {waitUntil: 'domcontentloaded'});
    const parts = ['nav.navbar', 'aside', 'article', 'footer'];
    await page.evaluate((selectors) => {
      const root = document.getElementById('__docusaurus')!;
      const state = window as unknown as {serverParts: Element[]; movedParts: string[]};
      state.serverParts = selectors.map((selector) => document.querySelector(selector)!);
      state.movedParts = [];
      new MutationObserver((records) => {
        for (const {removedNodes} of records) {
          for (const node of removedNodes) {
            if (node instanceof Element) state.movedParts.push(node.localName);
          }
        }
      }).observe(root, {childList: true});
    }, parts);
    startSite();
    await waitForHydration(page);
    await expect(page.locator('code[data-code-lines]').first()).toBeVisible();
    const kept = await page.evaluate((selectors) => {
      const state = window as unknown as {serverParts: Element[]; movedParts: string[]};
      return {
        same: selectors.map((selector, index) => document.querySelector(selector) === state.serverParts[index]),
        moved: state.movedParts,
      };
    }, parts);
    expect(kept).toEqual({same: parts.map(() => true), moved: []});
  });
});

test.describe("Docusaurus' wrong-base-URL banner", () => {
  test.use({expectedConsoleErrors: [/status of 404/]});
  const banner = (page: Page) => page.locator('#__docusaurus-base-url-issue-banner-container');

  test('is not inserted into a correctly served page', async ({page}) => {
    await page.goto('/');
    await expect(banner(page)).toHaveCount(0);
  });

  test('is shown when the site is served under another base URL and its bundles are missing', async ({
    page,
    request,
  }) => {
    const home = await (await request.get('/')).text();
    // Deployed under /docs-site/: the pages are found there, the assets at the site's root are not.
    await page.route(/\/assets\//, (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.route(/\/docs-site\/$/, (route) => route.fulfill({status: 200, contentType: 'text/html', body: home}));
    // It never hydrates: wait for the load event only.
    await page.goto('/docs-site/', {waitUntil: 'load'});
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('did not load properly');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/docs-site/');
  });
});

test.describe('a chunk that fails to load', () => {
  test.use({expectedConsoleErrors: [/ERR_CONNECTION_RESET/]});

  /** Goes from a page without code to one with code, client-side: its code shows, and nothing throws. */
  async function expectCodeAfterNavigation(page: Page, errors: Error[]): Promise<void> {
    await page.locator('nav.navbar').getByRole('link', {name: 'API Documentation'}).click();
    await expect(page).toHaveURL(/\/docs\/api\/?$/);
    const code = page.locator('article pre code').first();
    await expect(code).toBeVisible();
    await expect(code).not.toBeEmpty();
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    expect(errors).toEqual([]);
  }

  test('code is shown unhighlighted when the highlighter cannot be loaded', async ({page}) => {
    const errors = trackPageErrors(page);
    await page.goto('/docs/info');
    // The highlighter's chunk, known by the grammar it registers, fails; every other script loads.
    await page.route(/\/assets\/js\//, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('languages.powershell')) await route.abort('connectionreset');
      else await route.fulfill({response, body});
    });
    await expectCodeAfterNavigation(page, errors);
  });

  test("code is shown as plain text when the code block's own code cannot be loaded", async ({page}) => {
    const errors = trackPageErrors(page);
    await page.goto('/docs/info');
    await page.route(/\/code-block\.\w+\.js$/, (route) => route.abort('connectionreset'));
    await expectCodeAfterNavigation(page, errors);
  });

  test('a search worker whose script fails to load says search is unavailable, and the next search starts another', async ({
    page,
  }) => {
    // The search worker's script, known by webpack's runtime that imports its chunks
    // (`importScripts(publicPath + chunk)`), fails until released.
    let workerScriptFails = true;
    let failures = 0;
    await page.route(/\/assets\/js\//, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (workerScriptFails && /importScripts\(\w+\.p\+/.test(body)) {
        failures += 1;
        await route.abort('connectionreset');
      } else await route.fulfill({response, body});
    });
    await page.goto('/docs/agent/quickstart/login');
    const searchBox = page.locator('nav.navbar input[aria-label="Search"]');
    const hits = page.getByRole('listbox').getByRole('option');
    await searchBox.fill('transfer');
    await expect.poll(() => failures, {timeout: 20_000}).toBeGreaterThan(0);
    await expect(hits).toHaveCount(0);
    await expect(page.getByRole('listbox')).toContainText('Search is unavailable', {timeout: 20_000});
    workerScriptFails = false;
    // The failed worker's error event comes a moment after its script failed: each try is a new
    // search, and one of them starts the new worker (the build before never answered again).
    const words = ['transfers', 'transferred'];
    let tries = 0;
    await expect(async () => {
      await searchBox.fill(words[tries++ % words.length]);
      await expect(hits.first()).toContainText(/transfer/i, {timeout: 3_000});
    }).toPass({timeout: 20_000});
  });

  test('no chunk failure shows the crash page: a failed page load falls back to a full page load', async ({page}) => {
    await page.goto('/docs/info');
    // Every script not loaded yet now fails, as after a redeploy that removed the old chunks.
    await page.route(/\/assets\/js\//, (route) => route.abort('connectionreset'));
    await page.locator('nav.navbar').getByRole('link', {name: 'API Documentation'}).click();
    await expect(page).toHaveURL(/\/docs\/api\/?$/);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('article pre code').first()).not.toBeEmpty();
    await expect(page.getByText('This page crashed')).toHaveCount(0);
  });
});
