import AxeBuilder from '@axe-core/playwright';
import {expect, NOT_FOUND_RESPONSE, test} from './fixtures';
import {RICH_DOC, waitForZoomOpened} from './helpers';

/** One page of each type the site has. */
const PAGE_TYPES = {
  home: '/',
  'docs landing': '/docs',
  'guide page with illustration': RICH_DOC,
  'API page': '/docs/api/bot-api/send-bot-answers',
  'release notes list': '/blog',
  'release note': '/blog/6-33',
  'tag page': '/blog/tags/rn',
  search: '/search?q=transfer',
  'not found': '/no-such-page',
};

const VIEWPORTS = {desktop: {width: 1280, height: 900}, mobile: {width: 390, height: 844}};
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The WCAG 2.1 AA rules that read colours. Dark mode changes only colours (the same DOM under
 * `data-theme="dark"`), so there axe runs these; the light-mode run covers every other rule.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`axe: ${theme} mode, ${viewportName}`, () => {
      test.use({viewport, expectedConsoleErrors: [NOT_FOUND_RESPONSE]});
      for (const [pageType, path] of Object.entries(PAGE_TYPES)) {
        test(`${pageType} has no WCAG 2.1 A/AA ${theme === 'dark' ? 'colour ' : ''}violation`, async ({page}) => {
          // axe reads every element of the page: the long API pages take 15 s and more on two cores.
          test.setTimeout(60_000);
          await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          // No page of the site has a frame, so axe runs in the page itself (legacy mode) rather than
          // in every frame and then again in a new blank page; and it gathers the elements of the
          // violations only, not of every check that passed: the same violations in less time.
          const axe = new AxeBuilder({page}).setLegacyMode().options({resultTypes: ['violations']});
          const results = await (theme === 'dark' ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG_21_AA)).analyze();
          const summary = results.violations.map(
            (violation) =>
              `${violation.id}: ${violation.nodes
                .map((node) => node.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          );
          expect(summary).toEqual([]);
        });
      }
    });
  }
}

test.describe('keyboard', () => {
  test('every navbar item can be reached with Tab', async ({page}) => {
    await page.goto('/docs/info');
    const reached = new Set<string>();
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element?.closest('nav.navbar')) return '';
        return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      });
      if (label) reached.add(label);
    }
    for (const label of [
      'Parley documentation sites',
      'User Documentation',
      'API Documentation',
      'Release Notes',
      'English',
      'Next',
      'Search',
      'Contact support',
    ]) {
      expect(
        [...reached].some((text) => text.includes(label)),
        label,
      ).toBe(true);
    }
    expect([...reached].some((text) => /Switch between dark and light mode/.test(text))).toBe(true);
  });

  test('the language and version dropdowns open with Enter', async ({page}) => {
    await page.goto('/docs/info');
    for (const name of ['English', 'Next']) {
      const toggle = page.locator('nav.navbar').getByRole('button', {name, exact: true});
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
    }
  });

  test('search works from the keyboard alone', async ({page}) => {
    await page.goto('/docs/info');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('transfer');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({timeout: 20_000});
    // The dropdown shows each typed prefix's hits in turn: Enter waits for the whole word's.
    await expect(page.getByRole('link', {name: 'See all results'})).toHaveAttribute('href', '/search/?q=transfer');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/_highlight=transfer/);
  });

  test('an illustration opens in the zoom with Enter and closes with Escape', async ({page}) => {
    await page.goto(RICH_DOC);
    const image = page.getByRole('button', {name: /^Zoom image:/}).first();
    await image.focus();
    await page.keyboard.press('Enter');
    await waitForZoomOpened(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });

  // The client modules' onRouteDidUpdate must see the new page, not the one it replaces.
  test('after a client-side navigation, the new page’s illustration opens with Enter', async ({page}) => {
    await page.goto('/docs/info');
    await expect(page.getByRole('button', {name: /^Zoom image:/})).toHaveCount(0);
    await page.locator('footer').getByRole('link', {name: 'What is Chat Center'}).click();
    await expect(page).toHaveURL(new RegExp(`${RICH_DOC}$`));
    const image = page.getByRole('button', {name: /^Zoom image:/}).first();
    await image.focus();
    await page.keyboard.press('Enter');
    await waitForZoomOpened(page);
  });
});
