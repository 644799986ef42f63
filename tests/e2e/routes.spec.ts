import {expect, NOT_FOUND_RESPONSE, test} from './fixtures';
import {NOT_FOUND_TITLE, ROUTES, SITE_TITLE} from './helpers';

const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

test.describe('every route of routes.txt', () => {
  test('is served with status 200, its own title and not the not-found page @smoke', async ({request}) => {
    expect(ROUTES.length).toBeGreaterThan(200);
    const problems: string[] = [];
    for (const route of ROUTES) {
      const response = await request.get(route);
      const html = await response.text();
      const title = titleOf(html);
      if (response.status() !== 200) problems.push(`${route}: status ${response.status()}`);
      else if (title.startsWith(NOT_FOUND_TITLE)) problems.push(`${route}: not-found page`);
      else if (!new RegExp(`^.+ \\| ${SITE_TITLE}$`).test(title)) problems.push(`${route}: title "${title}"`);
    }
    expect(problems).toEqual([]);
  });

  test('renders in the browser as its own page, not the not-found page @smoke', async ({page}) => {
    for (const route of ['/', '/docs', '/docs/agent/threads/thread-transfer', '/docs/api', '/blog/6-33', '/search']) {
      await page.goto(route);
      await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${SITE_TITLE}$`));
      await expect(page).not.toHaveTitle(new RegExp(NOT_FOUND_TITLE));
      await expect(page.locator('h1').first()).toBeVisible();
    }
  });
});

test.describe('paths ending in .html or /index.html', () => {
  for (const [suffix, path] of [
    ['.html', '/docs/info.html'],
    ['/index.html', '/docs/info/index.html'],
    ['/index.html (blog)', '/blog/6-22/index.html'],
  ]) {
    test(`show the bare page (${suffix})`, async ({page}) => {
      await page.goto(path);
      const bare = path.replace(/(\/index)?\.html$/, '');
      const expectedH1 = bare.startsWith('/blog') ? /Release 6\.22/ : /System requirements/;
      await expect(page.locator('h1').first()).toHaveText(expectedH1);
      await expect(page).not.toHaveTitle(new RegExp(NOT_FOUND_TITLE));
    });
  }
});

test.describe('the not-found page', () => {
  test.use({expectedConsoleErrors: [NOT_FOUND_RESPONSE]});

  test('answers an unknown path with status 404 and the site shell', async ({page}) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`${NOT_FOUND_TITLE} | ${SITE_TITLE}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_FOUND_TITLE);
    await expect(page.getByRole('link', {name: 'Release Notes'}).first()).toBeVisible();
  });

  test('is shown for an unknown path reached by client-side navigation', async ({page}) => {
    await page.goto('/docs');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/definitely/not/here');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_FOUND_TITLE);
  });
});

test.describe('the OpenAPI documents', () => {
  test('download from /docs/api with their Postman collections, and every API page links to its document', async ({
    page,
    request,
  }) => {
    await page.goto('/docs/api');
    const documents = page.locator('article table').filter({hasText: 'Postman collection'});
    for (const [api, path, operation] of [
      ['bot-api', '/api/v1/bot/threads/{threadId}/messages', '/docs/api/bot-api/send-bot-answers'],
      ['external-api', '/api/v1/threads/{threadId}/assign', '/docs/api/external-api/threads/assign'],
    ]) {
      const yamlHref = await documents.getByRole('link', {name: `${api}.yaml`}).getAttribute('href');
      expect(yamlHref).toBe(`/openapi/${api}.yaml`);
      const yaml = await request.get(yamlHref!);
      expect(yaml.status()).toBe(200);
      const body = await yaml.text();
      expect(body).toMatch(/^openapi: 3\.1\.\d+$/m);
      expect(body).toContain(path);
      // Self-contained: the shared components are bundled in.
      expect(body).not.toContain('common.yaml');

      const postmanHref = await documents.getByRole('link', {name: `${api}.postman.json`}).getAttribute('href');
      const postman = await request.get(postmanHref!);
      expect(postman.status()).toBe(200);
      expect((await postman.json()).info.schema).toContain('collection/v2.1.0');

      await page.goto(operation);
      await expect(page.locator(`article a[href="${yamlHref}"]`).first()).toBeVisible();
      await page.goto('/docs/api');
    }
  });

  test('error codes link to their entry in the catalogue on /docs/api', async ({page}) => {
    await page.goto('/docs/api/external-api/threads/assign');
    const errors = page.getByRole('table', {name: 'Errors'});
    await errors.getByRole('link', {name: 'THREAD_LIMIT_REACHED'}).click();
    await expect(page).toHaveURL(/\/docs\/api#error-thread-limit-reached$/);
    const row = page.locator('#error-thread-limit-reached');
    await expect(row).toBeInViewport();
    await expect(row).toContainText('409 Conflict');
    await expect(row).toContainText('External API');
  });
});
