import {expect, test} from './fixtures';

const RELEASES = Array.from({length: 12}, (_, index) => `6.${22 + index}`);

test.describe('Release Notes blog', () => {
  test('the sidebar lists all twelve releases grouped by year', async ({page}) => {
    await page.goto('/blog');
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    for (const release of RELEASES) {
      await expect(sidebar.getByRole('link', {name: `Release ${release}`, exact: true})).toHaveCount(1);
    }
    const years = await sidebar.locator('[role="group"] > h3, .yearGroupHeading, h3').allTextContents();
    expect(years.filter((text) => /^20\d\d$/.test(text.trim()))).toEqual(['2025', '2024']);
  });

  test('pages of ten posts, newest first, with a link to older posts', async ({page}) => {
    await page.goto('/blog');
    const titles = page.locator('article header h2');
    await expect(titles).toHaveCount(10);
    await expect(titles.first()).toHaveText('Release 6.33');
    await page.getByRole('link', {name: /Older entries/}).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page.locator('article header h2')).toHaveText(['Release 6.23', 'Release 6.22']);
  });

  test('posts show the reading time, authors and tags', async ({page}) => {
    await page.goto('/blog/6-33');
    await expect(page.locator('article header')).toContainText(/min read/);
    await expect(page.locator('article .avatar')).not.toHaveCount(0);
    await expect(page.locator('article footer').getByRole('link', {name: 'Release notes'})).toHaveAttribute(
      'href',
      '/blog/tags/rn',
    );
  });

  test('tag pages list their posts, and rn is paged', async ({page}) => {
    await page.goto('/blog/tags');
    await expect(page.getByRole('link', {name: /^History/})).toBeVisible();
    await page.goto('/blog/tags/history');
    await expect(page.locator('article header h2')).toHaveText([
      'Release 6.25',
      'Release 6.24',
      'Release 6.23',
      'Release 6.22',
    ]);
    await page.goto('/blog/tags/rn/page/2');
    await expect(page.locator('article header h2')).toHaveCount(2);
  });

  test('the archive lists every release and the authors page lists the team', async ({page}) => {
    await page.goto('/blog/archive');
    // Archive entries read "March 12 - Release 6.22".
    for (const release of RELEASES)
      await expect(
        page.getByRole('link', {name: new RegExp(`- Release ${release.replace('.', '\\.')}$`)}),
      ).toBeVisible();
    await page.goto('/blog/authors');
    await expect(page.locator('main .avatar').first()).toBeVisible();
  });

  test('the feeds carry every post', async ({request}) => {
    const rss = await (await request.get('/blog/rss.xml')).text();
    const atom = await (await request.get('/blog/atom.xml')).text();
    for (const release of RELEASES) {
      expect(rss).toContain(`<title><![CDATA[Release ${release}]]></title>`);
      expect(atom).toContain(`Release ${release}`);
    }
  });

  test('the home page shows the three latest releases with dates and summaries', async ({page}) => {
    await page.goto('/');
    const latest = page.locator('section', {has: page.getByRole('heading', {name: 'Latest releases'})});
    await expect(latest.locator('li h3')).toHaveText(['Release 6.33', 'Release 6.32', 'Release 6.31']);
    await expect(latest.locator('li time')).toHaveCount(3);
    for (const summary of await latest.locator('li p').allTextContents()) expect(summary.length).toBeGreaterThan(40);
  });
});
