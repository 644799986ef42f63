import {expect, test} from './fixtures';
import {ROUTES, trackPageErrors} from './helpers';

// Every route, with every third-party host blocked (the test build turns the feedback widget and
// analytics on): each page must still hydrate without an uncaught error. Against the production
// server only, in batches so the two workers share them.
test.skip(process.env.E2E_SERVER !== 'nginx', 'production server only');

const BATCH = 30;
const batches = Array.from({length: Math.ceil(ROUTES.length / BATCH)}, (_, index) =>
  ROUTES.slice(index * BATCH, (index + 1) * BATCH),
);

for (const [index, routes] of batches.entries()) {
  test(`routes ${index * BATCH + 1}–${index * BATCH + routes.length} load with all third-party hosts blocked and no uncaught page error`, async ({
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
    const errors = trackPageErrors(page);
    const problems: string[] = [];
    for (const route of routes) {
      const response = await page.goto(route, {waitUntil: 'domcontentloaded'});
      const hydrated = await page
        .waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {timeout: 15_000})
        .then(() => true)
        .catch(() => false);
      if (response?.status() !== 200 || !hydrated)
        problems.push(`${route}: status ${response?.status()}, hydrated ${hydrated}`);
    }
    expect(problems).toEqual([]);
    expect(errors.map((error) => error.message)).toEqual([]);
  });
}
