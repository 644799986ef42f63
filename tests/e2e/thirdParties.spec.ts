import {expect, test} from './fixtures';
import {NOT_FOUND_TITLE, ROUTES, SITE_TITLE} from './helpers';

// Every route of routes.txt in the browser, with every third-party host blocked (the test build
// turns the feedback widget and analytics on): each page must hydrate as its own page, and the
// fixture fails the batch on any console error or uncaught error (a hydration mismatch, a script
// that throws). Against the production server only, in batches the two workers share.
test.skip(process.env.E2E_SERVER !== 'nginx', 'production server only');

const BATCH = 30;
const batches = Array.from({length: Math.ceil(ROUTES.length / BATCH)}, (_, index) =>
  ROUTES.slice(index * BATCH, (index + 1) * BATCH),
);

for (const [index, routes] of batches.entries()) {
  test(`routes ${index * BATCH + 1}–${index * BATCH + routes.length} hydrate without a console error, with all third-party hosts blocked`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const own = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== own,
      (route) => route.abort('blockedbyclient'),
    );
    for (const route of routes) {
      // The fixture's goto returns once the page has hydrated.
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page, route).toHaveTitle(new RegExp(`^.+ \\| ${SITE_TITLE}$`));
      await expect(page, route).not.toHaveTitle(new RegExp(NOT_FOUND_TITLE));
      // The content the skip link leads to (a <main> on most pages, not on the search page).
      await expect(page.locator('#__docusaurus_skipToContent_fallback'), route).toBeVisible();
    }
  });
}
