import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {javascriptReceiver} from '../../src/components/WebhookSignatureCheck/code';
import {expect, test} from './fixtures';
import {startPrismMock, type PrismMock} from './prismMock';

// The API console (src/components/ApiConsole) against Stoplight Prism mocks of the published
// documents, on 127.0.0.1:4010 where the console's "Local mock" sends: one mock at a time, so the
// file runs its tests in order in one worker.
test.describe.configure({mode: 'serial'});

const MOCK_PORT = 4010;
const EXTERNAL_PAGE = '/docs/api/external-api/threads/assign';
/** setGreeting: its 400 rules' requests get a 400 from the mock (it documents no 422). */
const BOT_PAGE = '/docs/api/bot-api/greeting';
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

function useMock(document: string) {
  let mock: PrismMock | undefined;
  test.beforeAll(async ({baseURL}) => {
    test.setTimeout(90_000);
    mock = await startPrismMock(`${baseURL}${document}`, MOCK_PORT);
  });
  test.afterAll(() => {
    mock?.process.kill();
  });
}

async function openConsole(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('button', {name: 'Try it', exact: true}).click();
  const console = page.locator('section[aria-label^="API console"]');
  await expect(console).toBeVisible();
  await console.getByLabel('Server').selectOption('mock');
  return console;
}

async function send(console: Locator): Promise<number> {
  await console.getByRole('button', {name: 'Send', exact: true}).click();
  const status = console.locator('[data-console-status]');
  await expect(status).toBeVisible();
  return Number(await status.getAttribute('data-console-status'));
}

/** The curl the console shows, run in a shell with the output replaced by the status code. */
function runCurl(curl: string, env: Record<string, string> = {}): number {
  const output = execFileSync('bash', ['-c', `${curl} -s -o /dev/null -w '%{http_code}'`], {
    env: {...process.env, ...env},
    encoding: 'utf8',
    timeout: 20_000,
  });
  return Number(output);
}

const curlOf = async (console: Locator) => (await console.locator('[data-console-curl] code').innerText()).trim();

// The browser logs each 4xx answer of the API as a failed resource: those the tests cause on purpose.
const API_REFUSALS = /the server responded with a status of 40[01]/;

test.describe('External API console', () => {
  test.use({expectedConsoleErrors: [API_REFUSALS]});
  useMock('/openapi/external-api.yaml');

  test('loads nothing before Try it, signs in, sends a valid call and keeps the token in sessionStorage only', async ({
    page,
  }) => {
    const requests: {url: string; authorization?: string}[] = [];
    page.on('request', (request) =>
      requests.push({url: request.url(), authorization: request.headers().authorization}),
    );
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(EXTERNAL_PAGE);
    const scriptsBefore = requests.filter((request) => request.url.endsWith('.js')).length;
    const address = page.url();
    await page.getByRole('button', {name: 'Try it', exact: true}).click();
    const console = page.locator('section[aria-label^="API console"]');
    await expect(console).toBeVisible();
    // The console is its own chunk, fetched on the click.
    expect(requests.filter((request) => request.url.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);
    await console.getByLabel('Server').selectOption('mock');
    await expect(console.locator('pre')).toContainText(
      'npx @stoplight/prism-cli mock https://docs.parley.example/openapi/external-api.yaml',
    );
    // Nothing went to an API before Sign in or Send (the build's analytics and feedback widget may
    // load from their own hosts: they are not the console's).
    const toAnApi = (url: string) =>
      new URL(url).origin === `http://127.0.0.1:${MOCK_PORT}` || new URL(url).pathname.startsWith('/api/');
    expect(requests.filter((request) => toAnApi(request.url))).toEqual([]);

    await console.getByText('Sign in as a service user').click();
    await console.locator('input[name="login"]').fill('crm-sync');
    await console.locator('input[name="password"]').fill('Quarry4-maple-signal');
    await console.getByRole('button', {name: 'Sign in', exact: true}).click();
    await expect(console.getByText('Signed in: the access token is filled in.')).toBeVisible();
    const tokenField = console.locator('input[name="token"]');
    await expect(tokenField).toHaveAttribute('type', 'password');
    const token = await tokenField.inputValue();
    expect(token.length).toBeGreaterThan(20);
    const login = requests.find((request) => request.url.endsWith('/api/v1/auth/login'));
    expect(login?.authorization, 'sign-in sends no token').toBeUndefined();

    const status = await send(console);
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(300);
    await expect(console.locator('[data-console-body] code')).toContainText('"id"');
    await expect(console.getByRole('status').filter({hasText: `${status} `})).toContainText(' ms.');

    // The token: in sessionStorage, not in localStorage, the address, the log or a request elsewhere.
    const storage = await page.evaluate(() => ({
      session: Object.values(sessionStorage),
      local: Object.values(localStorage),
    }));
    expect(storage.session).toContain(token);
    expect(storage.local.filter((value) => value.includes(token))).toEqual([]);
    expect(page.url()).toBe(address);
    expect(logged.filter((text) => text.includes(token))).toEqual([]);
    const withToken = requests.filter((request) => request.authorization?.includes(token));
    expect(withToken.length).toBeGreaterThan(0);
    for (const request of withToken) expect(new URL(request.url).origin).toBe(`http://127.0.0.1:${MOCK_PORT}`);

    // Copy as curl, with $TOKEN, run in a shell: the same status.
    const curl = await curlOf(console);
    expect(curl).toContain('Bearer $TOKEN');
    expect(curl).not.toContain(token);
    expect(runCurl(curl, {TOKEN: token})).toBe(status);
    await console.getByLabel('Write the token as $TOKEN').uncheck();
    expect(await curlOf(console)).toContain(`Bearer ${token}`);
  });

  test('after a 401 the console renews the token once with the refresh token, sending no token, and repeats the call', async ({
    page,
  }) => {
    const console = await openConsole(page, EXTERNAL_PAGE);
    await console.getByText('Sign in as a service user').click();
    await console.locator('input[name="login"]').fill('crm-sync');
    await console.locator('input[name="password"]').fill('Quarry4-maple-signal');
    await console.getByRole('button', {name: 'Sign in', exact: true}).click();
    await expect(console.getByText('Signed in: the access token is filled in.')).toBeVisible();
    const first = await console.locator('input[name="token"]').inputValue();
    // The mock takes any token: the first call answers 401 as an expired token would.
    let refused = false;
    await page.route('http://127.0.0.1:4010/api/v1/threads/**', async (route) => {
      if (refused || route.request().method() === 'OPTIONS') return route.continue();
      refused = true;
      return route.fulfill({
        status: 401,
        headers: {'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json'},
        body: JSON.stringify({code: 'UNAUTHORIZED', message: 'The access token expired.', requestId: 'r-1'}),
      });
    });
    const refresh = page.waitForRequest((request) => request.url().endsWith('/api/v1/auth/refresh'));
    const status = await send(console);
    expect((await refresh).headers().authorization, 'the refresh sends no token').toBeUndefined();
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(300);
    const renewed = await console.locator('input[name="token"]').inputValue();
    expect(renewed).not.toBe(first);
    expect(await page.evaluate(() => Object.values(sessionStorage))).toContain(renewed);
  });

  test('without a token the mock answers 401, shown with the errors row and its catalogue link', async ({page}) => {
    const console = await openConsole(page, EXTERNAL_PAGE);
    await console.locator('input[name="token"]').fill('');
    expect(await send(console)).toBe(401);
    await expect(console.getByRole('link', {name: 'UNAUTHORIZED'})).toHaveAttribute(
      'href',
      /\/docs\/api#error-unauthorized$/,
    );
    const curl = await curlOf(console);
    expect(curl).not.toContain('Authorization');
    expect(runCurl(curl)).toBe(401);
  });
});

test.describe('Bot API console', () => {
  test.use({expectedConsoleErrors: [API_REFUSALS]});
  useMock('/openapi/bot-api.yaml');

  test('a request that breaks a 400 rule is named before sending, and sent anyway shows the 400 row', async ({
    page,
  }) => {
    const console = await openConsole(page, BOT_PAGE);
    await console.locator('input[name="token"]').fill('test-bot-token');
    const checks = console.locator('[data-console-checks]');
    await expect(checks).toContainText('matches the operation');
    const bodyField = console.locator('textarea[name="body"]');
    const body = JSON.parse(await bodyField.inputValue()) as Record<string, unknown>;
    await bodyField.fill(JSON.stringify({...body, text: 'a'.repeat(4097)}, null, 2));
    await expect(checks).toContainText('Rule: text is over 4,096 characters.');
    await expect(checks).toContainText('text: must be at most 4,096 characters.');

    expect(await send(console)).toBe(400);
    await expect(console.getByRole('link', {name: 'VALIDATION_ERROR'})).toHaveAttribute(
      'href',
      /\/docs\/api#error-validation-error$/,
    );
    await expect(console).toContainText('The mock says:');
    expect(runCurl(await curlOf(console), {TOKEN: 'test-bot-token'})).toBe(400);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing in the open console, ${theme} mode`, async ({page}) => {
      test.setTimeout(60_000);
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      const console = await openConsole(page, BOT_PAGE);
      await console.locator('input[name="token"]').fill('test-bot-token');
      await send(console);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const axe = new AxeBuilder({page}).include('[data-markdown="interactive"]');
      const results = await (theme === 'dark' ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG_21_AA)).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
    });
  }

  test('at 320 px the console fits and nothing in it overlaps', async ({page}) => {
    await page.setViewportSize({width: 320, height: 800});
    const console = await openConsole(page, BOT_PAGE);
    await console.locator('input[name="token"]').fill('test-bot-token');
    await send(console);
    const problems = await console.evaluate((root) => {
      const found: string[] = [];
      if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page scrolls sideways');
      const box = root.getBoundingClientRect();
      const parts = [...root.querySelectorAll('label, input, select, textarea, button, p, li, pre')].filter(
        (element) => element.getClientRects().length > 0 && !element.closest('pre button, [class*="buttonGroup"]'),
      );
      const rects = parts.map((element) => element.getBoundingClientRect());
      parts.forEach((element, index) => {
        const rect = rects[index];
        if (rect.left < box.left - 1 || rect.right > box.right + 1) found.push(`${element.tagName} leaves the console`);
        parts.forEach((other, otherIndex) => {
          if (otherIndex <= index || element.contains(other) || other.contains(element)) return;
          const o = rects[otherIndex];
          const width = Math.min(rect.right, o.right) - Math.max(rect.left, o.left);
          const height = Math.min(rect.bottom, o.bottom) - Math.max(rect.top, o.top);
          if (width > 1 && height > 1) found.push(`${element.tagName} overlaps ${other.tagName}`);
        });
      });
      return found;
    });
    expect(problems).toEqual([]);
  });
});

test('the Markdown twins say in a sentence that the page has a console or a test-event form', async ({request}) => {
  expect(await (await request.get(`${BOT_PAGE}.md`)).text()).toContain(
    'The web page has an API console here (**Try it**)',
  );
  expect(await (await request.get('/docs/api/bot-api/webhooks/init-chat.md')).text()).toContain(
    'The web page has a form here that makes a signed test event',
  );
});

test.describe('signed test event', () => {
  let receiver: ChildProcess | undefined;
  let port = 0;
  const secret = 'reader-bot-secret';

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from its first parameter: it asks for none.
  test.beforeAll(async ({}, testInfo) => {
    // The receiver the webhook pages give (JavaScript tab), run as written.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-receiver-'));
    fs.writeFileSync(path.join(dir, 'server.mjs'), javascriptReceiver);
    port = 4490 + testInfo.workerIndex;
    receiver = spawn(process.execPath, [path.join(dir, 'server.mjs')], {
      env: {...process.env, PARLEY_BOT_SECRET: secret, PORT: String(port)},
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error('the receiver did not start');
  });
  test.afterAll(() => {
    receiver?.kill();
  });

  test("the curl of a webhook page's signed test event is accepted by the site's own receiver", async ({page}) => {
    await page.goto('/docs/api/bot-api/webhooks/init-chat');
    const form = page.getByRole('form', {name: /Send a signed test INIT_CHAT event/});
    await form.locator('input[name="url"]').fill(`http://127.0.0.1:${port}/parley/webhook`);
    await form.locator('input[name="secret"]').fill(secret);
    const curl = (await form.locator('[data-test-event-curl] code').innerText()).trim();
    expect(curl).toMatch(/X-Parley-Signature: sha256=[0-9a-f]{64}/);
    expect(runCurl(curl)).toBe(200);
    // The wrong secret's signature is refused: the command signs with the secret given.
    await form.locator('input[name="secret"]').fill('another-secret');
    await expect(form.locator('[data-test-event-curl] code')).not.toHaveText(curl);
    expect(runCurl((await form.locator('[data-test-event-curl] code').innerText()).trim())).toBe(401);
  });
});
