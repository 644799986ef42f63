import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {trackPageErrors, waitForHydration} from './helpers';

// The page's first load keeps the server's highlighted code and never loads Prism; Prism loads only
// for code the browser renders itself, after a client-side navigation (src/theme/CodeBlock).
const PAGE_WITHOUT_CODE = '/docs/supervisor/monitoring';
const PAGE_WITH_CODE = '/docs/api/bot-api/send-bot-answers';

/**
 * The scripts a page loads whose source holds Prism's grammars (config/prism.ts adds powershell).
 * Each script's body is read as it arrives; the returned function waits for every read.
 */
function trackPrismScripts(page: Page): () => Promise<string[]> {
  const reads: Promise<string | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response.text().then(
        (body) => (body.includes('languages.powershell') ? response.url() : undefined),
        () => undefined,
      ),
    );
  });
  return async () => (await Promise.all(reads)).filter((url): url is string => url !== undefined);
}

/** The requests for the code block's chunk (src/components/PrismCodeContent/loadCodeBlockContent.tsx). */
function trackCodeBlockScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/code-block\.\w+\.js$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/**
 * Holds the code block's chunk back until after the page's own chunks, as a slow connection may:
 * React then reaches a code block before its code is in, and must wait for it rather than re-create
 * the elements it had reached.
 */
async function delayCodeBlockChunk(page: Page): Promise<void> {
  await page.route(/\/code-block\.\w+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
}

test.describe('code blocks', () => {
  test("a page without code loads neither the highlighter nor the code block's own code", async ({page}) => {
    const prismScripts = trackPrismScripts(page);
    const codeBlockScripts = trackCodeBlockScripts(page);
    await page.goto(PAGE_WITHOUT_CODE);
    await page.waitForLoadState('networkidle');
    expect(await prismScripts()).toEqual([]);
    expect(codeBlockScripts).toEqual([]);
  });

  test('the server-rendered HTML holds highlighted code in place', async ({request}) => {
    const html = await (await request.get(PAGE_WITH_CODE)).text();
    expect(html).toContain('token-line');
    // No streamed Suspense fallback that inline scripts would swap for the code later.
    expect(html).not.toContain('<template');
    expect(html).not.toMatch(/\$RC\(/);
  });

  test('a page with code hydrates with working tabs and copy button, without loading the highlighter', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    const prismScripts = trackPrismScripts(page);
    const codeBlockScripts = trackCodeBlockScripts(page);
    await page.goto(PAGE_WITH_CODE);
    await page.waitForLoadState('networkidle');
    expect(await prismScripts()).toEqual([]);
    expect(codeBlockScripts).toHaveLength(1);
    const kotlinTab = page.getByRole('tab', {name: 'Kotlin'}).first();
    await kotlinTab.click();
    await expect(kotlinTab).toHaveAttribute('aria-selected', 'true');
    const visibleCode = page.locator('[role="tabpanel"]:not([hidden]) pre.prism-code').first();
    await expect(visibleCode).toContainText('OkHttpClient');
    await expect(visibleCode.locator('.token').first()).toBeVisible();
    await visibleCode.hover();
    await page.getByRole('button', {name: 'Copy code to clipboard'}).first().click();
    expect(errors).toEqual([]);
  });

  test('code is highlighted after a client-side navigation from a page without code', async ({page}) => {
    const errors = trackPageErrors(page);
    const prismScripts = trackPrismScripts(page);
    await page.goto(PAGE_WITHOUT_CODE);
    await page.locator('nav.navbar').getByRole('link', {name: 'API Documentation'}).click();
    await expect(page).toHaveURL(/\/docs\/api\/?$/);
    await expect(page.locator('article pre.prism-code .token.string').first()).toBeVisible();
    // The response listener reads each script's body asynchronously: it may finish after the paint.
    await expect.poll(async () => (await prismScripts()).length).toBe(1);
    expect(errors).toEqual([]);
  });

  test('a click on a link whose page is already loaded renders its code without an error', async ({page}) => {
    await page.goto(PAGE_WITHOUT_CODE);
    const link = page.locator('nav.navbar').getByRole('link', {name: 'API Documentation'});
    // Hovering loads the route's chunks, so the click's navigation finds them there at once (while
    // the click is still dispatched); the code's highlighter is not loaded yet.
    await link.hover();
    await page.waitForLoadState('networkidle');
    await link.click();
    await expect(page).toHaveURL(/\/docs\/api\/?$/);
    // The fixture fails the test on the page error React 18 throws at the click's priority.
    await expect(page.locator('article pre.prism-code .token.string').first()).toBeVisible();
  });

  test('code the browser highlights itself has the tokens of the server-rendered code', async ({page}) => {
    await page.goto(PAGE_WITHOUT_CODE);
    // A client-side navigation: the browser renders the API overview, and its code, itself.
    await page.locator('nav.navbar').getByRole('link', {name: 'API Documentation'}).click();
    await expect(page.locator('code[data-code-lines] .token').first()).toBeVisible();
    const [browserTokens, serverTokens] = await page.evaluate(async () => {
      const tokenClasses = (root: ParentNode) =>
        [...root.querySelectorAll('code[data-code-lines] .token')].map((token) => token.className);
      const serverHtml = await (await fetch(window.location.pathname)).text();
      return [tokenClasses(document), tokenClasses(new DOMParser().parseFromString(serverHtml, 'text/html'))];
    });
    expect(serverTokens.length).toBeGreaterThan(20);
    expect(browserTokens).toEqual(serverTokens);
  });

  test('code takes the dark colours in dark mode, and follows the colour switch', async ({page}) => {
    const codeBackground = () =>
      page
        .locator('pre.prism-code')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.goto(`${PAGE_WITH_CODE}?docusaurus-theme=dark`);
    await expect.poll(codeBackground).toBe('rgb(40, 42, 54)');
    await page.goto(PAGE_WITH_CODE);
    const lightBackground = await codeBackground();
    expect(lightBackground).not.toBe('rgb(40, 42, 54)');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect.poll(codeBackground).toBe('rgb(40, 42, 54)');
  });

  test('hydration keeps the server-rendered tabs and code blocks instead of re-creating them', async ({page}) => {
    // Mark the server's elements before the app starts; re-created elements lose the mark.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const element of document.querySelectorAll<HTMLElement>('.tabs-container, pre.prism-code')) {
          element.dataset.fromServer = 'true';
        }
      });
    });
    const codeBlockScripts = trackCodeBlockScripts(page);
    await delayCodeBlockChunk(page);
    await page.goto(PAGE_WITH_CODE);
    // Hydrated, with the code block's own code in (hydration waits for it). A re-creation comes in
    // the renders that follow hydration: two animation frames and a task later, they are done.
    expect(codeBlockScripts).toHaveLength(1);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
    );
    const codeBlocks = page.locator('pre.prism-code');
    expect(await codeBlocks.count()).toBeGreaterThan(1);
    await expect(page.locator('pre.prism-code:not([data-from-server])')).toHaveCount(0);
    await expect(page.locator('.tabs-container:not([data-from-server])')).toHaveCount(0);
  });

  test('the chosen HTTP client tab is remembered on other pages and after a reload', async ({page}) => {
    await page.goto(PAGE_WITH_CODE);
    await page.getByRole('tab', {name: 'PowerShell'}).first().click();
    await page.goto('/docs/api/bot-api/close-thread');
    const powerShellTab = page.getByRole('tab', {name: 'PowerShell'}).first();
    await expect(powerShellTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('Invoke-RestMethod');
    await page.reload();
    await waitForHydration(page);
    await expect(powerShellTab).toHaveAttribute('aria-selected', 'true');
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('code wider than the screen offers word wrap, also in a tab chosen after the page started', async ({page}) => {
      await page.goto(PAGE_WITH_CODE);
      const wrapButton = (panel: Locator) => panel.getByRole('button', {name: 'Toggle word wrap'});
      const curlPanel = page.locator('[role="tabpanel"]:not([hidden])').first();
      await expect(wrapButton(curlPanel)).toBeVisible();
      // A hidden panel measures nothing: the block looks again when its tab shows it (a mutation observer).
      await page.getByRole('tab', {name: 'HTTP', exact: true}).first().click();
      const httpPanel = page.locator('[role="tabpanel"]:not([hidden])').first();
      await expect(httpPanel).toContainText('Content-Type');
      await wrapButton(httpPanel).click();
      await expect
        .poll(() => httpPanel.locator('pre').evaluate((pre) => pre.scrollWidth - pre.clientWidth))
        .toBeLessThanOrEqual(0);
    });
  });
});
