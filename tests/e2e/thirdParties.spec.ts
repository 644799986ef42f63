import {expect, test} from '@playwright/test';
import {ROUTES, trackPageErrors} from './helpers';

// Every route, with every third-party host blocked (the test build turns the feedback widget and
// analytics on): each page must still hydrate without an uncaught error. Against the production
// server only, to keep the suite short.
test.skip(process.env.E2E_SERVER !== 'nginx', 'production server only');

test('every route loads with all third-party hosts blocked and no uncaught page error', async ({page, context, baseURL}) => {
  test.setTimeout(240_000);
  const own = new URL(baseURL!).origin;
  await context.route((url) => url.origin !== own, (route) => route.abort('blockedbyclient'));
  const errors = trackPageErrors(page);
  const problems: string[] = [];
  for (const route of ROUTES) {
    const response = await page.goto(route, {waitUntil: 'load'});
    const hydrated = await page
      .waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {timeout: 10_000})
      .then(() => true)
      .catch(() => false);
    if (response?.status() !== 200 || !hydrated) problems.push(`${route}: status ${response?.status()}, hydrated ${hydrated}`);
  }
  expect(problems).toEqual([]);
  expect(errors.map((error) => error.message)).toEqual([]);
});
