import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {SITE_URL} from './helpers';

// The page actions at the top of a doc page or release note: Copy page, and the menu with
// View as Markdown and the two assistants.

const DOC = '/docs/agent/threads/thread-transfer';
const TWIN = `${DOC}.md`;

const actions = (page: Page) => page.locator('[data-page-actions]');
const menuButton = (page: Page) => page.getByRole('button', {name: 'More page actions'});
const menuItems = (page: Page) => page.getByRole('menu', {name: 'Page actions'}).getByRole('menuitem');

test.describe('page actions', () => {
  test('Copy page puts the twin on the clipboard and says so @smoke', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(DOC);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(actions(page).getByRole('status')).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get(TWIN)).text());
    expect(copied).toMatch(/^# Transfer a thread to another agent or skill\n/);
  });

  test('are on every doc page and release note, not on the blog list, and name the twin in the head', async ({
    page,
  }) => {
    for (const path of ['/docs', DOC, '/docs/api/external-api/threads/assign', '/blog/6-33']) {
      await page.goto(path);
      await expect(page.getByRole('button', {name: 'Copy page'}), path).toBeVisible();
      const twin = path === '/docs' ? '/docs.md' : `${path}.md`;
      await expect(page.locator('head link[rel="alternate"][type="text/markdown"]'), path).toHaveAttribute(
        'href',
        twin,
      );
    }
    await page.goto('/blog');
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
    await page.goto('/');
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/index.md');
  });

  test('the menu links to the twin and to the assistants with the twin URL', async ({page}) => {
    await page.goto(DOC);
    await menuButton(page).click();
    const items = menuItems(page);
    await expect(items).toHaveText(['View as Markdown', 'Open in ChatGPT', 'Open in Claude', 'Copy MCP configuration']);
    await expect(items.nth(0)).toHaveAttribute('href', TWIN);
    const prompt = encodeURIComponent(`Read ${SITE_URL}${TWIN} so I can ask questions about it.`);
    await expect(items.nth(1)).toHaveAttribute('href', `https://chatgpt.com/?q=${prompt}`);
    await expect(items.nth(2)).toHaveAttribute('href', `https://claude.ai/new?q=${prompt}`);
    await items.nth(0).click();
    await expect(page).toHaveURL(new RegExp(`${TWIN.replace(/\./g, '\\.')}$`));
    await expect(page.locator('body')).toHaveText(/^# Transfer a thread/);
  });

  test('the menu follows the menu button pattern by keyboard', async ({page}) => {
    await page.goto(DOC);
    const button = menuButton(page);
    const items = menuItems(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', {name: 'Page actions'})).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Space opens on the first item, ArrowUp on the last.
    await page.keyboard.press(' ');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Escape');
    // A click outside closes it.
    await button.click();
    await expect(items.nth(0)).toBeVisible();
    await page.locator('.theme-doc-markdown p').first().click();
    await expect(page.getByRole('menu', {name: 'Page actions'})).toBeHidden();
  });

  test('Copy MCP configuration puts the MCP server configuration on the clipboard, by keyboard too', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(DOC);
    await menuButton(page).focus();
    await page.keyboard.press('ArrowUp');
    await expect(menuItems(page).nth(3)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', {name: 'Page actions'})).toBeHidden();
    await expect(actions(page).getByRole('status')).toHaveText(/^MCP configuration copied/);
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as unknown;
    expect(copied).toEqual({
      mcpServers: {'parley-docs': {command: 'npx', args: ['-y', '@parley/docs-mcp', '--site', SITE_URL]}},
    });
  });

  test('nothing is requested before the reader acts, and no third party at all', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(DOC);
    await menuButton(page).click();
    await menuItems(page).nth(1).hover();
    await page.keyboard.press('Escape');
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => url.endsWith('.md'))).toEqual([]);
    expect(requests.filter((url) => /chatgpt\.com|claude\.ai/.test(url))).toEqual([]);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(actions(page).getByRole('status')).toHaveText('Copied');
    expect(requests.filter((url) => url.endsWith('.md'))).toEqual([`${origin}${TWIN}`]);
    expect(requests.filter((url) => /chatgpt\.com|claude\.ai/.test(url))).toEqual([]);
  });

  test.describe('offline', () => {
    test.use({expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/]});

    test('a copy that fails says so and offers View as Markdown', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(DOC);
      // Offline, or the twin unreachable.
      await page.route(`**${TWIN}`, (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', {name: 'Copy page'}).click();
      const status = actions(page).getByRole('status');
      await expect(status).toContainText('Could not copy the page.');
      await expect(status.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', TWIN);
    });
  });

  test('fit a 320 px phone without covering the title, in dark mode too', async ({page}) => {
    await page.setViewportSize({width: 320, height: 640});
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    for (const path of [DOC, '/docs/api/external-api/threads/assign', '/blog/6-33']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const box = (await actions(page).boundingBox())!;
      const title = (await page.locator('article h1').boundingBox())!;
      expect(box.y + box.height, `${path}: actions above the title`).toBeLessThanOrEqual(title.y + 1);
      expect(box.x + box.width, path).toBeLessThanOrEqual(320);
      await menuButton(page).click();
      const menu = (await page.getByRole('menu', {name: 'Page actions'}).boundingBox())!;
      expect(menu.x, path).toBeGreaterThanOrEqual(0);
      expect(menu.x + menu.width, path).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      const results = await new AxeBuilder({page}).include('[data-page-actions]').analyze();
      expect(
        results.violations.map((violation) => violation.id),
        path,
      ).toEqual([]);
    }
  });

  test('sit beside the title on a wide screen, and the open menu passes axe in light mode', async ({page}) => {
    await page.goto(DOC);
    const box = (await actions(page).boundingBox())!;
    const title = (await page.locator('article h1').boundingBox())!;
    expect(box.y).toBeLessThan(title.y + title.height);
    expect(box.x).toBeGreaterThan(title.x);
    await menuButton(page).click();
    const results = await new AxeBuilder({page}).include('[data-page-actions]').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
