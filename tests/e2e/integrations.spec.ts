import {expect, test} from './fixtures';
import {trackPageErrors} from './helpers';

// The test build turns the feedback widget and analytics on with hosts that cannot be reached
// (scripts/test.ts sets PARLEY_FEEDBACK_HOST and PARLEY_GTAG_ID), and the browser blocks every
// third-party request: pages must work regardless.
test.describe('third parties', () => {
  test.beforeEach(async ({context, baseURL}) => {
    const own = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== own,
      (route) => route.abort('blockedbyclient'),
    );
  });

  test('the page works, and the unreachable feedback widget logs exactly one warning', async ({page}) => {
    const errors = trackPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('Feedback widget')) warnings.push(message.text());
    });
    await page.goto('/docs/info');
    await expect(page.locator('article h1')).toBeVisible();
    await expect.poll(() => warnings.length).toBe(1);
    // Both of the widget's requests have failed by then: a second warning would have come.
    await page.waitForLoadState('networkidle');
    expect(warnings).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('the widget is requested from its host with the stylesheet and the script', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await expect.poll(() => requested.filter((url) => /\/widget\.(css|js)$/.test(url)).length).toBe(2);
  });

  test('a page view is recorded on every route change', async ({page}) => {
    await page.goto('/docs/info');
    const pageViews = () =>
      page.evaluate(
        () =>
          ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).filter(
            (entry) => entry[0] === 'event' && entry[1] === 'page_view',
          ).length,
      );
    const before = await pageViews();
    await page.locator('nav.navbar').getByRole('link', {name: 'Release Notes'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(pageViews).toBe(before + 1);
    await page.locator('nav.navbar').getByRole('link', {name: 'API Documentation'}).click();
    await expect.poll(pageViews).toBe(before + 2);
  });

  test('the icon font is served by the site itself, and only where a page uses it', async ({page, baseURL}) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/');
    // The home page draws its icons inline: no font file before the first paint.
    expect(fonts).toEqual([]);
    // The stylesheet still declares the icon font for content that uses it; it loads from the site.
    expect(await page.evaluate(() => document.fonts.load('20px "Material Icons"').then((faces) => faces.length))).toBe(
      1,
    );
    expect(fonts.some((url) => /material-icons/.test(url))).toBe(true);
    expect(fonts.every((url) => url.startsWith(new URL(baseURL!).origin))).toBe(true);
  });
});
