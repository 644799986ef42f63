import {expect, test} from '@playwright/test';
import {NOT_FOUND_TITLE, trackPageErrors, waitForHydration} from './helpers';

const HOSTILE = `<img src=x onerror="window.__injected=1"><script>window.__injected=1</script>`;

test.describe('bad input', () => {
  test('a hostile search query is shown as text and never runs', async ({page}) => {
    const errors = trackPageErrors(page);
    await page.goto(`/search?q=${encodeURIComponent(HOSTILE)}`);
    await waitForHydration(page);
    await expect(page.locator('h1')).toContainText('<img src=x');
    expect(await page.evaluate(() => (window as unknown as {__injected?: number}).__injected)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a hostile _highlight value never runs', async ({page}) => {
    const errors = trackPageErrors(page);
    await page.goto(`/docs/info?_highlight=${encodeURIComponent(HOSTILE)}&_highlight=thread`);
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as {__injected?: number}).__injected)).toBeUndefined();
    expect(await page.locator('article img[src="x"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a hostile path shows the not-found page', async ({page}) => {
    await page.goto(`/docs/${encodeURIComponent(HOSTILE)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_FOUND_TITLE);
    expect(await page.evaluate(() => (window as unknown as {__injected?: number}).__injected)).toBeUndefined();
  });

  test('pages still render and work when localStorage throws', async ({page}) => {
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
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('nav.navbar').getByRole('link', {name: 'Release Notes'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(errors).toEqual([]);
  });
});
