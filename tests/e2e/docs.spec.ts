import {expect, test} from './fixtures';
import {RICH_DOC, waitForZoomOpened} from './helpers';

test.describe('docs pages', () => {
  test('show breadcrumbs from the home page to the current page', async ({page}) => {
    await page.goto('/docs/agent/threads/thread-transfer');
    const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(breadcrumbs.getByRole('link', {name: 'Home page'})).toBeVisible();
    await expect(breadcrumbs).toContainText('Agent guide');
    await expect(breadcrumbs).toContainText('Threads');
    await expect(breadcrumbs.locator('.breadcrumbs__item--active')).toBeVisible();
  });

  test('the table of contents lists exactly the h2 and h3 headings', async ({page}) => {
    await page.goto('/docs');
    const article = page.locator('article .markdown');
    const headings = await article.locator('h2[id], h3[id]').evaluateAll((nodes) => nodes.map((node) => `#${node.id}`));
    const deeper = await article.locator('h4[id], h5[id]').count();
    const tocLinks = await page
      .locator('.table-of-contents a')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(await article.locator('h3[id]').count()).toBeGreaterThan(0);
    expect(tocLinks).toEqual(headings);
    expect(deeper).toBe(0);
  });

  test('the sidebar can be hidden and shown again', async ({page}) => {
    await page.goto('/docs/info');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await page.getByRole('button', {name: 'Collapse sidebar'}).click();
    await expect(sidebar.getByRole('link', {name: 'Overview'})).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar'}).click();
    await expect(sidebar.getByRole('link', {name: 'Overview'})).toBeVisible();
  });

  test('opening a sidebar category collapses its open sibling', async ({page}) => {
    await page.goto('/docs/agent/quickstart/login');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    const category = (label: string) =>
      sidebar.locator('.menu__list-item', {has: page.getByRole('button', {name: label, exact: true})}).first();
    const quickStart = sidebar.getByRole('button', {name: 'Quick start', exact: true}).first();
    await expect(quickStart).toHaveAttribute('aria-expanded', 'true');
    await sidebar.getByRole('button', {name: 'Queue', exact: true}).first().click();
    await expect(sidebar.getByRole('button', {name: 'Queue', exact: true}).first()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(quickStart).toHaveAttribute('aria-expanded', 'false');
    await expect(
      category('Queue')
        .getByRole('link', {name: /Sections|sections/})
        .first(),
    ).toBeVisible();
  });

  test('each docs sidebar has its own navbar entry', async ({page}) => {
    await page.goto('/docs/api');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar.getByRole('button', {name: 'Bot API', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('button', {name: 'External API', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('button', {name: 'Agent guide', exact: true})).toHaveCount(0);
  });
});

test.describe('image zoom', () => {
  test('an illustration opens in the zoom and Escape closes it', async ({page}) => {
    await page.goto(RICH_DOC);
    const image = page.locator('.markdown img').first();
    await image.scrollIntoViewIfNeeded();
    await image.click();
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveCSS('background-color', 'rgba(255, 255, 255, 0.8)');
    await waitForZoomOpened(page);
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
  });

  test("medium-zoom is no part of the page's load: an image clicked as soon as the page has started opens", async ({
    page,
  }) => {
    const zoomScripts: string[] = [];
    page.on('request', (request) => {
      if (/medium-zoom/.test(request.url())) zoomScripts.push(request.url());
    });
    await page.goto(RICH_DOC);
    await page.waitForLoadState('networkidle');
    expect(zoomScripts).toEqual([]);
    // A click, not a hover first: the zoom attaches and opens from the click alone.
    await page.locator('.markdown img').first().dispatchEvent('click');
    await waitForZoomOpened(page);
    expect(zoomScripts).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    // Clicked again, it opens through the zoom now attached, once (twice would close it again).
    await page.locator('.markdown img').first().click();
    await waitForZoomOpened(page);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(1);
  });

  test('the overlay is dark in dark mode', async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto(RICH_DOC);
    const image = page.locator('.markdown img').first();
    await image.click();
    await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('background-color', 'rgba(50, 50, 50, 0.8)');
  });
});
