import {type Page} from '@playwright/test';
import {expect, NOT_FOUND_RESPONSE, test} from './fixtures';
import {RICH_DOC, waitForZoomOpened} from './helpers';

// What only the production server does: these run with E2E_SERVER=nginx (npm test runs both).
test.skip(process.env.E2E_SERVER !== 'nginx', 'production server only');

test.describe('nginx: headers, compression, redirects', () => {
  test('serves precompressed Brotli and gzip', async ({request}) => {
    for (const [encoding, name] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await request.get('/docs/info', {headers: {'Accept-Encoding': encoding}});
      expect(response.headers()['content-encoding']).toBe(name);
      expect(response.headers()['vary']).toContain('Accept-Encoding');
    }
  });

  test('caches hashed assets forever and HTML briefly', async ({request, page}) => {
    await page.goto('/');
    const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
    expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/docs/info')).headers()['cache-control']).toMatch(/^public, max-age=300\b/);
  });

  test("caches every search index file forever when asked with the index's hash, briefly without", async ({
    request,
  }) => {
    for (const index of ['/search-index', '/search-index-docs-agent']) {
      for (const file of ['.json', '.content.json', '.text.json'].map((suffix) => `${index}${suffix}`)) {
        expect((await request.get(`${file}?_=0123abcd`)).headers()['cache-control'], file).toBe(
          'public, max-age=31536000, immutable',
        );
        expect((await request.get(file)).headers()['cache-control'], file).toBe('public, max-age=300');
      }
    }
  });

  test('redirects .html and /index.html paths to the bare path with 301', async ({request}) => {
    for (const [from, to] of [
      ['/docs/info.html', '/docs/info'],
      ['/docs/info/index.html', '/docs/info'],
      ['/index.html', '/'],
      ['/blog/6-22.html?ref=x', '/blog/6-22?ref=x'],
    ]) {
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
  });

  test('answers unknown paths with the site 404 page and status 404', async ({request}) => {
    const response = await request.get('/docs/no/such/page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  test('sends the security headers, with no unsafe-inline for scripts', async ({request}) => {
    const headers = (await request.get('/')).headers();
    const csp = headers['content-security-policy'];
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1];
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });
});

async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {__reportCspViolation(text: string): void}).__reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test.describe('nginx: the site works under its Content-Security-Policy', () => {
  test.use({expectedConsoleErrors: [NOT_FOUND_RESPONSE]});
  test.beforeEach(async ({context, baseURL}) => {
    const own = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== own,
      (route) => route.abort('blockedbyclient'),
    );
  });

  test('no violation on each page type, with search and zoom in use', async ({page}) => {
    // Nine pages, each until hydrated, and the first search's index load.
    test.setTimeout(90_000);
    const violations = await collectCspViolations(page);
    for (const path of [
      '/',
      '/docs',
      '/docs/api',
      '/blog',
      '/blog/6-33',
      '/blog/tags/rn',
      '/search?q=thread',
      '/no-such-page',
    ]) {
      await page.goto(path);
    }
    await page.goto(RICH_DOC);
    const searchBox = page.locator('nav.navbar input[aria-label="Search"]');
    await searchBox.fill('transfer');
    // The first query waits for the index to load in the worker.
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({timeout: 20_000});
    await searchBox.fill('');
    const image = page.locator('.markdown img').first();
    await image.click();
    await waitForZoomOpened(page);
    await page.keyboard.press('Escape');
    expect(violations).toEqual([]);
  });
});
