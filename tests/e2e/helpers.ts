import fs from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';

export const SITE_TITLE = 'Parley Chat Center';
export const NOT_FOUND_TITLE = 'Page Not Found';

/** Every route the site must serve (a copy of shared/spec/routes.txt, kept in the repo). */
export const ROUTES = fs
  .readFileSync(path.resolve('tests/e2e/routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

/** A doc page with an illustration, h2 and h3 headings and a long body. */
export const RICH_DOC = '/docs/start/whatis';

/** Collects uncaught page errors, so a test can assert there were none. */
export function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** Waits until React has hydrated the page (Docusaurus marks the html element). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
