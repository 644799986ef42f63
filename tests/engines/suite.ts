/**
 * What must hold in every engine readers use: the site starts its scripts after the first paint,
 * searches in a worker and keeps choices in storage, which is where engines differ. Each check
 * opens its page as a reader would and fails with a message that says what did not happen.
 */
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
      const image = `document.querySelector('.markdown img.medium-zoom-image')`;
      await waitUntil(page, image, 'the zoom is attached');
      // The zoom attaches again a second after the first route update: a click in between may be
      // lost, so the reader clicks again until it opens.
      const until = Date.now() + 10_000;
      while (!(await page.evaluate<boolean>(`Boolean(document.querySelector('.medium-zoom-image--opened'))`))) {
        if (Date.now() > until) throw new Error('the illustration does not open in the zoom');
        await page.evaluate(`(${image}.scrollIntoView(), ${image}.click())`);
        await waitUntil(page, `document.querySelector('.medium-zoom-image--opened')`, 'opened', 1500).catch(() => {});
      }
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
