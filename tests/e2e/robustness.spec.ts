import {type Page} from '@playwright/test';
import {expect, NOT_FOUND_RESPONSE, test} from './fixtures';
import {NOT_FOUND_TITLE, trackPageErrors} from './helpers';

/** Strings that run script if any part of the site put them into the page as HTML or code. */
const HOSTILE = [
  `<img src=x onerror="window.__injected=1">`,
  `<script>window.__injected=1</script>`,
  `"><svg onload=window.__injected=1>`,
  `javascript:window.__injected=1`,
  `'-window.__injected=1-'`,
  `{{constructor.constructor('window.__injected=1')()}}`,
];

const injected = (page: Page) => page.evaluate(() => (window as unknown as {__injected?: number}).__injected);

async function expectNothingRan(page: Page, errors: Error[]): Promise<void> {
  // Whatever the page does with the input after loading (the search runs, the terms are marked in a
  // timer) has run once the network is idle and a frame and a task have passed.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(await injected(page)).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
  expect(errors).toEqual([]);
}

test.describe('bad input', () => {
  test.use({expectedConsoleErrors: [NOT_FOUND_RESPONSE]});

  for (const [index, hostile] of HOSTILE.entries()) {
    test(`hostile string ${index + 1} in q, _highlight, the hash and the path never runs`, async ({page}) => {
      const errors = trackPageErrors(page);
      await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
      await expect(page.locator('h1')).toContainText(hostile.slice(0, 12));
      await expectNothingRan(page, errors);

      await page.goto(
        `/docs/info?_highlight=${encodeURIComponent(hostile)}&_highlight=thread#${encodeURIComponent(hostile)}`,
      );
      await expect(page.locator('article h1')).toBeVisible();
      await expectNothingRan(page, errors);

      await page.goto(`/docs/${encodeURIComponent(hostile)}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_FOUND_TITLE);
      await expectNothingRan(page, errors);
    });
  }
});

test.describe('blocked storage', () => {
  // A storage failure is logged to the console; the page goes on working.
  test.use({expectedConsoleErrors: [/Docusaurus storage error/]});

  test('pages still render and work when localStorage throws @smoke', async ({page}) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
    const errors = trackPageErrors(page);
    await page.goto('/docs/info');
    await expect(page.locator('article h1')).toBeVisible();
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('nav.navbar').getByRole('link', {name: 'Release Notes'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(errors).toEqual([]);
  });
});
