import {type Page} from '@playwright/test';
import {expect, test} from './fixtures';

// Viewport prefetching waits for the reader's first interaction (src/clientModules/idlePrefetch.ts).
const prefetchLinks = (page: Page) => page.locator('head link[rel="prefetch"]').count();

test.describe('prefetching', () => {
  test('links in view are prefetched only once the reader acts on the page', async ({page}) => {
    await page.goto('/docs/agent/threads/thread-transfer');
    await page.waitForLoadState('networkidle');
    expect(await prefetchLinks(page)).toBe(0);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(0);
  });

  test('typing a search does not start it: the search index has the network to itself', async ({page}) => {
    await page.goto('/docs/agent/threads/thread-transfer');
    await page.waitForLoadState('networkidle');
    await page.locator('nav.navbar input[aria-label="Search"]').pressSequentially('transfer');
    // The first query waits for the section's index to download and load in the worker.
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({timeout: 20_000});
    expect(await prefetchLinks(page)).toBe(0);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(0);
  });

  test('hovering a link still loads its page at once', async ({page}) => {
    await page.goto('/docs/agent/threads/thread-transfer');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.locator('nav.navbar').getByRole('link', {name: 'Release Notes'}).hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
  });
});
