/**
 * What must hold in every engine readers use: the site starts its scripts after the first paint,
 * searches in a worker and keeps choices in storage, which is where engines differ. Each check
 * opens its page as a reader would and fails with a message that says what did not happen.
 */
import {spawn} from 'node:child_process';
import {createHmac} from 'node:crypto';
import path from 'node:path';
import {type EnginePage, waitUntil} from './drivers';

export interface Check {
  name: string;
  run: (page: EnginePage) => Promise<void>;
}

const NOT_CRASHED = `!document.body.textContent.includes('This page crashed')`;
const selected = (text: string) =>
  `[...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent.trim() === ${JSON.stringify(
    text,
  )})?.getAttribute('aria-selected') === 'true'`;

/**
 * Clicks the first visible element that matches, in the page (a driver's click refuses an element
 * that an animation still moves, which WebKit's menu is while it slides).
 */
async function clickVisible(page: EnginePage, selector: string): Promise<void> {
  const visible = `[...document.querySelectorAll(${JSON.stringify(selector)})].find((element) => element.getClientRects().length > 0)`;
  await waitUntil(page, visible, `a visible ${selector}`);
  await page.evaluate(`${visible}.click()`);
}

/** Clicks the first element that matches and holds the text. */
const clickByText = (page: EnginePage, selector: string, text: string) =>
  page.evaluate(
    `[...document.querySelectorAll(${JSON.stringify(selector)})].find((element) => element.textContent.trim() === ${JSON.stringify(
      text,
    )}).click()`,
  );

/** The window every check starts in: the desktop layout (from 996 px). */
export const DESKTOP = {width: 1280, height: 900};

export const PAGE_KINDS: Record<string, string> = {
  home: '/',
  doc: '/docs/start/whatis',
  'API operation': '/docs/api/external-api/threads/assign',
  webhook: '/docs/api/bot-api/webhooks/init-chat',
  'release note': '/blog/6-33',
  'search page': '/search?q=transfer',
};

/**
 * A Stoplight Prism mock of a published document of the build on 127.0.0.1:4010, where the API
 * console's "Local mock" sends; stopped when `use` ends.
 */
async function withMock(document: string, use: () => Promise<void>): Promise<void> {
  const mock = spawn(
    path.resolve('node_modules/.bin/prism'),
    ['mock', '--errors', '--host', '127.0.0.1', '--port', '4010', path.resolve('build', document)],
    {stdio: 'ignore'},
  );
  try {
    for (let attempt = 0; ; attempt++) {
      if (mock.exitCode !== null) throw new Error(`Prism exited with ${mock.exitCode}`);
      try {
        await fetch('http://127.0.0.1:4010/');
        break;
      } catch {
        if (attempt > 240) throw new Error('Prism did not start on 127.0.0.1:4010');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    await use();
  } finally {
    mock.kill();
  }
}

/** Sets a React-controlled field's value as typing would (the native setter, then an event). */
const setField = (selector: string, value: string) =>
  `(() => {
    const field = document.querySelector(${JSON.stringify(selector)});
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype
      : field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value').set.call(field, ${JSON.stringify(value)});
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', {bubbles: true}));
    return true;
  })()`;

const MOCK_ANSWER_TIMEOUT = 60_000;
const CONSOLE_STATUS = `document.querySelector('[data-console-status]')?.getAttribute('data-console-status')`;

export const CHECKS: Check[] = [
  ...Object.entries(PAGE_KINDS).map(([kind, path]) => ({
    name: `the ${kind} page hydrates with no crash page, and no page error where the driver reports them`,
    async run(page: EnginePage) {
      await page.goto(path);
      await waitUntil(page, NOT_CRASHED, 'no crash page');
      await waitUntil(page, `document.querySelector('main, article')`, 'the page has its content');
      if (kind === 'search page') {
        await waitUntil(page, `document.querySelector('main article mark')`, 'the search page shows results');
      }
      const errors = page.pageErrors() ?? [];
      if (errors.length > 0) throw new Error(`page errors: ${errors.join(' | ')}`);
    },
  })),
  {
    name: 'an unknown path shows the not-found page',
    async run(page) {
      await page.goto('/no-such-page');
      await waitUntil(page, `document.querySelector('h1')?.textContent === 'Page Not Found'`, 'the not-found title');
    },
  },
  {
    name: 'Ctrl+K focuses the search box and the dropdown answers',
    async run(page) {
      await page.goto('/docs/agent/quickstart/login');
      await page.press('Control+k');
      await waitUntil(page, `document.activeElement?.getAttribute('aria-label') === 'Search'`, 'Ctrl+K focuses');
      // The focus loads the search, whose box takes the stand-in's place (a WebDriver types into an
      // element, which must stay): typing waits for the dropdown, which makes the box a combobox.
      await waitUntil(
        page,
        `document.activeElement?.getAttribute('role') === 'combobox'`,
        'the search box keeps the focus once its dropdown is built',
      );
      await page.type('nav.navbar input[aria-label="Search"]', 'transfer');
      await waitUntil(page, `document.querySelectorAll('[role="listbox"] [role="option"]').length > 0`, 'suggestions');
    },
  },
  {
    name: 'a code tab switches, and the choice is kept on the next page',
    async run(page) {
      await page.goto('/docs/api/external-api/threads/assign');
      await clickByText(page, '[role="tab"]', 'Kotlin (OkHttp)');
      await waitUntil(page, selected('Kotlin (OkHttp)'), 'the Kotlin tab is selected');
      await page.goto('/docs/api/external-api/threads/unassign');
      await waitUntil(page, selected('Kotlin (OkHttp)'), 'the choice holds on the next page');
      await clickByText(page, '[role="tab"]', 'curl');
    },
  },
  {
    name: 'an illustration zooms, and Escape closes it',
    async run(page) {
      await page.goto('/docs/start/whatis');
      // One click opens it: the zoom is attached by the click itself (src/clientModules/imageZoom.ts).
      const image = `document.querySelector('.markdown img')`;
      await page.evaluate(`(${image}.scrollIntoView(), ${image}.click())`);
      await waitUntil(
        page,
        `document.querySelector('.medium-zoom-image--opened')`,
        'the illustration opens in the zoom',
      );
      // The opening transition ignores Escape; it ends within a second.
      await waitUntil(
        page,
        `document.querySelector('.medium-zoom-image--opened').getAnimations().length === 0`,
        'the zoom finished opening',
      );
      await page.press('Escape');
      await waitUntil(page, `!document.querySelector('.medium-zoom-overlay')`, 'Escape closes the zoom');
    },
  },
  {
    name: 'the colour mode is kept across a reload',
    async run(page) {
      await page.goto('/docs/info');
      await waitUntil(page, `window.innerWidth >= 996`, 'a desktop-sized viewport, where the navbar has the button');
      const toggle = 'button[title*="dark and light mode"], button[aria-label*="dark and light mode"]';
      const before = await page.evaluate<string>(`document.documentElement.dataset.theme`);
      await clickVisible(page, toggle);
      await waitUntil(page, `document.documentElement.dataset.theme !== ${JSON.stringify(before)}`, 'the mode changes');
      const after = await page.evaluate<string>(`document.documentElement.dataset.theme`);
      await page.reload();
      await waitUntil(page, `document.documentElement.dataset.theme === ${JSON.stringify(after)}`, 'kept after reload');
      await page.evaluate(`localStorage.setItem('theme', ${JSON.stringify(before)})`);
    },
  },
  {
    name: 'the page actions menu opens, and Escape closes it and returns focus',
    async run(page) {
      await page.goto('/docs/agent/threads/thread-transfer');
      await page.click('button[aria-label="More page actions"]');
      await waitUntil(
        page,
        `!document.querySelector('[role="menu"][aria-label="Page actions"]').hidden`,
        'the menu opens',
      );
      await waitUntil(page, `document.activeElement?.getAttribute('role') === 'menuitem'`, 'the first item has focus');
      await page.press('Escape');
      await waitUntil(
        page,
        `document.querySelector('[role="menu"][aria-label="Page actions"]').hidden`,
        'Escape closes',
      );
      await waitUntil(
        page,
        `document.activeElement?.getAttribute('aria-label') === 'More page actions'`,
        'focus returns to the button',
      );
    },
  },
  {
    name: 'the signature checker computes a match with Web Crypto',
    async run(page) {
      await page.goto('/docs/api/bot-api/description');
      await clickByText(page, 'form button', 'Fill in the INIT_CHAT example');
      await waitUntil(
        page,
        `document.querySelector('form [role="status"]').textContent.trim() === 'The signature matches.'`,
        'the example matches',
      );
    },
  },
  {
    name: 'the API console names a broken rule, sends to a local mock, shows the answers and keeps the token in sessionStorage',
    async run(page) {
      await withMock('openapi/bot-api.yaml', async () => {
        await page.goto('/docs/api/bot-api/greeting');
        await clickByText(page, 'button', 'Try it');
        await waitUntil(page, `document.querySelector('select[name="server"]')`, 'the console opens');
        await page.evaluate(setField('select[name="server"]', 'mock'));
        await page.evaluate(setField('input[name="token"]', 'engine-bot-token'));
        const body = await page.evaluate<string>(`document.querySelector('textarea[name="body"]').value`);
        const valid = JSON.parse(body) as Record<string, unknown>;
        await page.evaluate(setField('textarea[name="body"]', JSON.stringify({...valid, text: 'a'.repeat(4097)})));
        await waitUntil(
          page,
          `document.querySelector('[data-console-checks]').textContent.includes('is over 4,096 characters')`,
          'the broken rule is named before sending',
        );
        await clickByText(page, 'button', 'Send');
        // Prism checks the 4,097-character body against the document: on a busy machine that takes long.
        await waitUntil(page, `${CONSOLE_STATUS} === '400'`, 'the mock answers 400', MOCK_ANSWER_TIMEOUT);
        await waitUntil(page, `document.querySelector('a[href$="#error-validation-error"]')`, "the 400 row's meaning");
        await page.evaluate(setField('textarea[name="body"]', body));
        await clickByText(page, 'button', 'Send');
        await waitUntil(page, `/^2\\d\\d$/.test(${CONSOLE_STATUS})`, 'the mock answers 2xx', MOCK_ANSWER_TIMEOUT);
        await waitUntil(
          page,
          `Object.values(sessionStorage).includes('engine-bot-token') && !Object.values(localStorage).includes('engine-bot-token') && !location.href.includes('engine-bot-token')`,
          'the token is in sessionStorage only',
        );
        await clickByText(page, 'button', 'Forget');
        await waitUntil(page, `!Object.values(sessionStorage).includes('engine-bot-token')`, 'Forget clears it');
      });
    },
  },
  {
    name: 'a webhook page writes a signed test event with Web Crypto',
    async run(page) {
      await page.goto('/docs/api/bot-api/webhooks/init-chat');
      await waitUntil(page, `document.querySelector('input[name="url"]')`, 'the test-event form');
      await page.evaluate(setField('input[name="url"]', 'http://127.0.0.1:8080/parley/webhook'));
      await page.evaluate(setField('input[name="secret"]', 'example-bot-secret'));
      await waitUntil(page, `document.querySelector('[data-test-event-curl]')`, 'the curl');
      const curl = await page.evaluate<string>(`document.querySelector('[data-test-event-curl]').textContent`);
      // The body is the page's example sent now; the signature must be its HMAC with the secret.
      const body = /-d '([^']*)'/.exec(curl)?.[1] ?? '';
      const signature = /X-Parley-Signature: (sha256=[0-9a-f]{64})/.exec(curl)?.[1];
      const expected = `sha256=${createHmac('sha256', 'example-bot-secret').update(body).digest('hex')}`;
      if (signature !== expected) throw new Error(`The curl's signature ${signature} is not ${expected}`);
      const sentAt = Date.parse((JSON.parse(body) as {sentAt: string}).sentAt);
      if (!(Math.abs(Date.now() - sentAt) < 5 * 60_000)) throw new Error(`The curl's sentAt is not now: ${body}`);
    },
  },
  {
    name: 'at 390 px the menu opens and closes',
    async run(page) {
      await page.setViewport(390, 844);
      try {
        await page.goto('/docs/info');
        await waitUntil(page, `window.innerWidth < 996`, 'a phone-sized viewport');
        await page.click('button.navbar__toggle');
        await waitUntil(page, `document.querySelector('.navbar-sidebar--show')`, 'the menu opens');
        await clickVisible(page, '.navbar-sidebar__close');
        await waitUntil(page, `!document.querySelector('.navbar-sidebar--show')`, 'the menu closes');
      } finally {
        await page.setViewport(DESKTOP.width, DESKTOP.height);
      }
    },
  },
];
