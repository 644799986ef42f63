import {type Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {waitForHydration} from './helpers';

// A plain text box until the index loads on first focus, then a combobox.
const searchBox = (page: Page) => page.locator('nav.navbar input[aria-label="Search"]');
const suggestions = (page: Page) => page.getByRole('listbox').getByRole('option');
/** The first query waits for the index to download and load in the worker. */
const INDEX_LOAD_TIMEOUT = 20_000;

test.describe('local search', () => {
  test('Ctrl+K focuses the search box', async ({page}) => {
    await page.goto('/docs/info');
    await waitForHydration(page);
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
  });

  test('suggests at most 8 hits, with "See all results" to the search page @smoke', async ({page}) => {
    await page.goto('/docs/info');
    await waitForHydration(page);
    await searchBox(page).fill('thread');
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    const count = await suggestions(page).count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(8);
    const seeAll = page.getByRole('link', {name: 'See all results'});
    await expect(seeAll).toHaveAttribute('href', '/search/?q=thread');
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\/\?q=thread$/);
    await expect(page.locator('h1')).toHaveText('Search results for "thread"');
    await expect(page.locator('.main-wrapper article').first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
  });

  test('shows "No results" for a query that matches nothing', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await searchBox(page).fill('zqxwvy');
    await expect(page.getByRole('listbox')).toContainText('No results', {timeout: INDEX_LOAD_TIMEOUT});
    await expect(suggestions(page)).toHaveCount(0);
  });

  test('a hit opens the page with the search terms highlighted', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await searchBox(page).fill('stealth');
    await expect(suggestions(page).first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await suggestions(page).first().click();
    await expect(page).toHaveURL(/_highlight=stealth/);
    await expect(page.locator('article mark').first()).toHaveText(/stealth/i);
  });

  test('the search page runs the query from the address', async ({page}) => {
    await page.goto('/search?q=webhook');
    await expect(page).toHaveTitle('Search results for "webhook" | Parley Chat Center');
    // The whole index (6.8 MB with every page written) loads before the first result.
    await expect(page.locator('.main-wrapper article').first()).toBeVisible({timeout: INDEX_LOAD_TIMEOUT});
    await expect(page.locator('.main-wrapper article mark').first()).toHaveText(/webhook/i);
  });
});
