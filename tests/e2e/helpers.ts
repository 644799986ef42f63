import fs from 'node:fs';
import path from 'node:path';
import {expect, type ConsoleMessage, type Page} from '@playwright/test';
import {brand} from '../../config/brand';

export const SITE_TITLE = 'Parley Chat Center';
export const NOT_FOUND_TITLE = 'Page Not Found';

/** Every route the site must serve: the project's own list (tests/e2e/routes.txt), kept with the pages. */
export const ROUTES = fs
  .readFileSync(path.resolve('tests/e2e/routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

/** The build under test (what the servers serve). */
export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');

/**
 * Every page the build has: the paths of its sitemap.xml (the site's own list of the routes it
 * built), or none when there is no build yet (a test then says so).
 */
export function builtRoutes(buildDir = BUILD_DIR): string[] {
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(sitemap)) return [];
  // An index page is listed as `/docs/`; the site links it, and routes.txt lists it, as `/docs`.
  return [...fs.readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, address]) =>
    new URL(address).pathname.replace(/(.)\/+$/, '$1'),
  );
}

/** The site's canonical address, as the build that is tested sets it (no trailing slash). */
export const SITE_URL = (process.env.SITE_URL ?? brand.siteUrl).replace(/\/+$/, '');

/** A doc page with an illustration, h2 and h3 headings and a long body. */
export const RICH_DOC = '/docs/start/whatis';

/** Collects uncaught page errors, so a test can assert there were none. */
export function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** How long a page may take to hydrate after its load event (the assertions' timeout). */
const HYDRATION_TIMEOUT = 7000;

/**
 * Waits until React has hydrated the page (Docusaurus marks the html element). It checks on every
 * animation frame: an assertion's retries back off to half a second, which every page load of the
 * suite would wait for in part.
 */
export async function waitForHydration(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
      timeout: HYDRATION_TIMEOUT,
    });
  } catch (error) {
    throw new Error(`${page.url()} did not hydrate (<html data-has-hydrated="true">): ${(error as Error).message}`);
  }
}

/**
 * The intervals of `expect.poll` where a test waits for what the page does by itself (an image
 * loading once scrolled into view): the default backoff would check again only after 1.85 s.
 */
export const POLL_INTERVALS = [50];

/**
 * Waits until the zoom has opened: medium-zoom ignores Escape while its opening transition runs,
 * so wait until the zoomed image is transformed and has no transition running, then for the
 * `transitionend` handler (two animation frames).
 */
export async function waitForZoomOpened(page: Page): Promise<void> {
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  await page.waitForFunction(() => {
    const image = document.querySelector('.medium-zoom-image--opened');
    return image !== null && getComputedStyle(image).transform !== 'none' && image.getAnimations().length === 0;
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Hosts of the test build's third parties (feedback widget, analytics), which cannot be reached here. */
const THIRD_PARTY_HOSTS = ['feedback.parley.example', 'www.googletagmanager.com', 'www.google-analytics.com'];

/**
 * A console message that reports a fault of the site: any console error, except a third party's
 * request failing (the test build points them at hosts that never answer, as a blocker would).
 */
export function isSiteError(message: ConsoleMessage): boolean {
  if (message.type() !== 'error') return false;
  const source = message.location().url;
  return !(
    message.text().startsWith('Failed to load resource') &&
    THIRD_PARTY_HOSTS.some((host) => source.includes(`//${host}/`))
  );
}
