import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {
  BUILD_DIR,
  builtRoutes,
  NOT_FOUND_TITLE,
  POLL_INTERVALS,
  ROUTES,
  SITE_TITLE,
  waitForZoomOpened,
} from './helpers';
import {findIllustrations} from '../illustrations';

// Every route of the build (its sitemap.xml) in the browser, with every third-party host blocked (the test build
// turns the feedback widget and analytics on): each page must hydrate as its own page, and the
// fixture fails the batch on any console error or uncaught error (a hydration mismatch, a script
// that throws). Each illustration is checked on the first page that shows it, during the same
// visit: it is shown, and it opens in the zoom and closes with Escape. Against the production
// server only, in batches the workers share.
test.skip(process.env.E2E_SERVER !== 'nginx', 'production server only');

/** Each illustration on the first page that shows it, grouped by page. */
const illustrationsByRoute = new Map<string, {name: string; alt: string}[]>();
for (const {file, pages} of findIllustrations()) {
  const [{route, alt}] = pages;
  illustrationsByRoute.set(route, [
    ...(illustrationsByRoute.get(route) ?? []),
    {name: path.basename(file, '.svg'), alt},
  ]);
}

async function checkIllustrations(page: Page, route: string): Promise<void> {
  for (const {name, alt} of illustrationsByRoute.get(route) ?? []) {
    // Small SVGs are inlined as data: URLs by the build, so the image is found by its alt text.
    const image = page.locator('.markdown').getByAltText(alt, {exact: true}).first();
    await image.scrollIntoViewIfNeeded();
    // Illustrations load lazily: scrolled into view, the image arrives a moment later.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), {
        message: `${route}: ${name}`,
        intervals: POLL_INTERVALS,
      })
      .toBeGreaterThan(0);
    await image.click();
    await waitForZoomOpened(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('.medium-zoom-overlay'), `${route}: ${name}`).toHaveCount(0);
  }
}

/** The routes of the sweep: every page the build has, so none is left out. */
const SWEEP_ROUTES = builtRoutes();

const BATCH = 30;
const batches = Array.from({length: Math.ceil(SWEEP_ROUTES.length / BATCH)}, (_, index) =>
  SWEEP_ROUTES.slice(index * BATCH, (index + 1) * BATCH),
);

test("the sweep has the build's routes, the project's list (routes.txt) among them", () => {
  expect(SWEEP_ROUTES.length, `no routes in ${BUILD_DIR}/sitemap.xml: run npm run build`).toBeGreaterThan(0);
  expect(
    ROUTES.filter((route) => !SWEEP_ROUTES.includes(route)),
    'routes.txt routes the build lacks',
  ).toEqual([]);
});

test('every illustration is shown on a route of the sweep', () => {
  expect(illustrationsByRoute.size).toBeGreaterThan(0);
  expect([...illustrationsByRoute.keys()].filter((route) => !SWEEP_ROUTES.includes(route))).toEqual([]);
});

for (const [index, routes] of batches.entries()) {
  test(`routes ${index * BATCH + 1}–${index * BATCH + routes.length} hydrate without a console error, with all third-party hosts blocked, and their illustrations open in the zoom`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // The test browser resolves no host but this machine's (scripts/browsers.ts): every
    // third-party request fails, as under a blocker. The test build makes some on every page.
    const own = new URL(baseURL!).origin;
    const isThirdParty = (url: string) => /^https?:/.test(url) && new URL(url).origin !== own;
    const thirdParty = {failed: 0, answered: [] as string[]};
    page.on('requestfailed', (request) => {
      if (isThirdParty(request.url())) thirdParty.failed += 1;
    });
    page.on('requestfinished', (request) => {
      if (isThirdParty(request.url())) thirdParty.answered.push(request.url());
    });
    for (const route of routes) {
      // The fixture's goto returns once the page has hydrated.
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page, route).toHaveTitle(new RegExp(`^.+ \\| ${SITE_TITLE}$`));
      await expect(page, route).not.toHaveTitle(new RegExp(NOT_FOUND_TITLE));
      // The content the skip link leads to (a <main> on most pages, not on the search page).
      await expect(page.locator('#__docusaurus_skipToContent_fallback'), route).toBeVisible();
      await checkIllustrations(page, route);
    }
    expect(thirdParty.answered, 'third-party requests that were answered').toEqual([]);
    expect(thirdParty.failed, 'third-party requests made (and failed)').toBeGreaterThan(0);
  });
}
