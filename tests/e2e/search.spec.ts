import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

const searchBox = (page: Page) => page.locator('nav.navbar').getByRole('searchbox', {name: 'Search'});
const suggestions = (page: Page) => page.locator('.aa-dropdown-menu .aa-suggestion');

test.describe('local search', () => {
  test('Ctrl+K focuses the search box', async ({page}) => {
    await page.goto('/docs/info');
    await waitForHydration(page);
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
  });

  test('suggests at most 8 hits, with "See all results" to the search page', async ({page}) => {
    await page.goto('/docs/info');
    await waitForHydration(page);
    await searchBox(page).fill('thread');
    await expect(suggestions(page).first()).toBeVisible();
    const count = await suggestions(page).count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(8);
    const seeAll = page.getByRole('link', {name: 'See all results'});
    await expect(seeAll).toHaveAttribute('href', '/search/?q=thread');
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\/\?q=thread$/);
    await expect(page.locator('main')).toContainText(/documents? found for "thread"/i);
  });

  test('shows "No results" for a query that matches nothing', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await searchBox(page).fill('zqxwvy');
    await expect(page.locator('.aa-dropdown-menu')).toContainText('No results');
  });

  test('a hit opens the page with the search terms highlighted', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await searchBox(page).fill('stealth');
    await expect(suggestions(page).first()).toBeVisible();
    await suggestions(page).first().click();
    await expect(page).toHaveURL(/_highlight=stealth/);
    await expect(page.locator('article mark').first()).toHaveText(/stealth/i);
  });

  test('the search page runs the query from the address', async ({page}) => {
    await page.goto('/search?q=webhook');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main')).toContainText(/webhook/i);
  });
});
