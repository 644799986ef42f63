import {expect, test} from './fixtures';
import {RICH_DOC, SITE_TITLE, waitForHydration} from './helpers';

test.describe('site shell', () => {
  test('the skip link is the first focusable element and moves focus to the content', async ({page}) => {
    await page.goto(RICH_DOC);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    // Docusaurus moves the focus start point to <main>: the next Tab lands inside the content,
    // past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('nav.navbar, aside')))).toBe(false);
  });

  test('the navbar has its items @smoke', async ({page}) => {
    await page.goto('/docs/info');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'User Documentation'})).toHaveAttribute('href', /^\/docs\/?$/);
    await expect(navbar.getByRole('link', {name: 'API Documentation'})).toHaveAttribute('href', /^\/docs\/api\/?$/);
    await expect(navbar.getByRole('link', {name: 'Release Notes'})).toHaveAttribute('href', '/blog');
    await expect(navbar.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    await expect(navbar.getByRole('button', {name: 'English'})).toBeVisible();
    await expect(navbar.getByRole('button', {name: 'Next'})).toBeVisible();
    await expect(navbar.locator('input.navbar__search-input')).toBeVisible();
    const contact = navbar.getByRole('link', {name: 'Contact support'});
    await expect(contact).toHaveAttribute('href', /^mailto:support@parley\.example\?subject=Contact%20support&body=/);
    await expect(contact).toHaveCSS('border-top-color', 'rgb(11, 136, 125)');
    await contact.hover();
    await expect(contact).toHaveCSS('background-color', 'rgb(10, 122, 112)');
  });

  test('the desktop navbar keeps every item on one line, none overlapping, from the breakpoint up', async ({page}) => {
    const navbar = page.locator('nav.navbar');
    for (const width of [997, 1100, 1200, 1280, 1440, 1920]) {
      await page.setViewportSize({width, height: 800});
      await page.goto('/docs/info');
      const items = await navbar.locator('.navbar__items > *:visible').evaluateAll((elements) =>
        elements.map((element) => {
          const {left, right} = element.getBoundingClientRect();
          return {text: element.textContent?.trim() ?? '', left, right};
        }),
      );
      expect(items.length, `${width} px`).toBeGreaterThanOrEqual(8);
      items.sort((a, b) => a.left - b.left);
      for (const [index, item] of items.entries()) {
        const next = items[index + 1];
        if (next)
          expect(next.left, `${width} px: "${next.text}" overlaps "${item.text}"`).toBeGreaterThanOrEqual(
            item.right - 1,
          );
      }
      expect(items.at(-1)!.right, `${width} px`).toBeLessThanOrEqual(width);
      for (const label of ['User Documentation', 'API Documentation', 'Release Notes']) {
        // One rectangle per line box of the label's text.
        const lines = await navbar.getByRole('link', {name: label}).evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return range.getClientRects().length;
        });
        expect(lines, `${width} px: ${label}`).toBe(1);
      }
      await expect(navbar.getByRole('link', {name: 'Contact support'})).toBeVisible();
    }
  });

  test('the phone and tablet navbar fits: nothing overlaps or leaves the screen, Contact support is one tap away', async ({
    page,
  }) => {
    const navbar = page.locator('nav.navbar');
    for (const width of [320, 360, 390, 414, 600, 768, 996]) {
      await page.setViewportSize({width, height: 740});
      await page.goto('/docs/info');
      // Every visible control and text of the bar (not of the slide-out menu), each as one box.
      const boxes = await navbar
        .locator('.navbar__inner')
        .locator(
          '.navbar__toggle, .navbar__logo, .navbar__title, [aria-label="Parley documentation sites"], .navbar__search-input, a[title="Contact support"], .navbar__items > .navbar__item',
        )
        .evaluateAll((elements) =>
          elements
            .filter(
              (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
            )
            .map((element) => {
              const {left, right, top, bottom} = element.getBoundingClientRect();
              const truncated = element.scrollWidth > element.clientWidth + 1;
              return {name: element.className || element.tagName, left, right, top, bottom, truncated};
            }),
        );
      expect(boxes.length, `${width} px`).toBeGreaterThanOrEqual(4);
      for (const [index, box] of boxes.entries()) {
        expect(box.left, `${width} px: ${box.name} starts off screen`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${width} px: ${box.name} ends off screen`).toBeLessThanOrEqual(width);
        if (box.name.includes('navbar__title')) expect(box.truncated, `${width} px: the title is cut`).toBe(false);
        for (const other of boxes.slice(index + 1)) {
          const overlap =
            Math.min(box.right, other.right) - Math.max(box.left, other.left) > 1 &&
            Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top) > 1;
          expect(overlap, `${width} px: ${box.name} overlaps ${other.name}`).toBe(false);
        }
      }
      const contact = navbar.getByRole('link', {name: 'Contact support'});
      await expect(contact, `${width} px`).toBeVisible();
      expect(await contact.getAttribute('href')).toMatch(/^mailto:/);
    }
  });

  test('the language and version dropdowns list English and Next', async ({page}) => {
    await page.goto('/docs/info');
    await page.locator('nav.navbar').getByRole('button', {name: 'English'}).hover();
    await expect(page.locator('.dropdown__menu .dropdown__link', {hasText: 'English'})).toHaveAttribute('lang', 'en');
    await page.locator('nav.navbar').getByRole('button', {name: 'Next'}).hover();
    await expect(page.locator('.dropdown__menu').getByRole('link', {name: 'All releases'})).toBeVisible();
  });

  test('Contact support names the page the reader is on, also after client-side navigation', async ({page}) => {
    await page.goto('/docs/info');
    const contact = page.locator('nav.navbar').getByRole('link', {name: 'Contact support'});
    const body = async () => new URL((await contact.getAttribute('href'))!).searchParams.get('body') ?? '';
    expect(await body()).toContain('/docs/info');
    await page.locator('nav.navbar').getByRole('link', {name: 'Release Notes'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(body).toContain(`${new URL(page.url()).origin}/blog`);
  });

  test("the footer's Contact support opens the navbar's prefilled message, in the same tab", async ({page}) => {
    await page.goto('/docs/info');
    const navbarLink = page.locator('nav.navbar').getByRole('link', {name: 'Contact support'});
    const footerLink = page.locator('footer.footer').getByRole('link', {name: 'Contact support'});
    await expect(footerLink).toHaveAttribute('href', (await navbarLink.getAttribute('href'))!);
    await expect(footerLink).not.toHaveAttribute('target', /.*/);
    await page.locator('nav.navbar').getByRole('link', {name: 'Release Notes'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(async () => (await footerLink.getAttribute('href')) ?? '').toContain('%2Fblog');
  });

  test('the logo dropdown links to the sibling sites and works with the keyboard', async ({page}) => {
    await page.goto('/');
    const toggle = page.getByRole('button', {name: 'Parley documentation sites'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'Parley Chat Center docs'})).toHaveAttribute(
      'href',
      'https://docs.parley.example/chat-center/',
    );
    await expect(navbar.getByRole('link', {name: 'Parley Pulse docs'})).toHaveAttribute(
      'href',
      'https://docs.parley.example/pulse/',
    );
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('the navbar hides on scroll down and shows again on scroll up', async ({page}) => {
    await page.goto(RICH_DOC);
    const navbar = page.locator('nav.navbar');
    const bottom = async () => {
      const box = await navbar.boundingBox();
      return box ? box.y + box.height : 0;
    };
    await expect.poll(bottom).toBeGreaterThan(0);
    // Hiding needs two scroll positions going down, as a reader's scrolling produces.
    await page.mouse.move(600, 400);
    for (let step = 0; step < 4; step += 1) {
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 400);
      await page.waitForFunction((before) => window.scrollY > before, scrolled);
    }
    await expect.poll(bottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -300);
    await expect.poll(bottom).toBeGreaterThan(0);
  });

  test('below 996 px the menu slides out, and closes when the window becomes desktop-sized', async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
    await page.goto('/docs/info');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'User Documentation'})).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: 'Contact support'})).toBeVisible();
    await page.setViewportSize({width: 1200, height: 900});
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
    await expect(navbar.getByRole('link', {name: 'User Documentation'})).toBeVisible();
  });

  test('at 996 px and wider the desktop layout is used', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/docs/info');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await page.setViewportSize({width: 995, height: 800});
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
  });

  test('the dark footer has the 250×50 logo and a copyright line naming 2025', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer.footer');
    await expect(footer).toHaveClass(/footer--dark/);
    // The server renders the logo for both colour modes (CSS shows one); hydration (awaited by goto) keeps the current one.
    const logo = footer.locator('img.footer__logo');
    await expect(logo).toHaveAttribute('width', '250');
    await expect(logo).toHaveAttribute('height', '50');
    await expect(footer.locator('.footer__copyright')).toContainText('2025');
  });

  test('the announcement bar can be closed and stays closed after a reload', async ({page}) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({hasText: 'Release 6.33'});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('release-6-33');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Release 6.33 is out')).toBeHidden();
  });

  test('page titles follow "page | site title"', async ({page}) => {
    await page.goto('/docs/info');
    await expect(page).toHaveTitle(`System requirements and glossary | ${SITE_TITLE}`);
    await page.goto('/blog');
    await expect(page).toHaveTitle(`Release Notes | ${SITE_TITLE}`);
  });
});

test.describe('colour mode', () => {
  test('is light by default, even when the system prefers dark', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    // A page of its own context, outside the fixture: hydration could still change the mode.
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('is saved under "theme" and restored after a reload', async ({page}) => {
    await page.goto('/docs/info');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a change made in another tab is applied', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/docs/info');
    await second.goto('/docs/info');
    await waitForHydration(first);
    await waitForHydration(second);
    await first.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('route loading', () => {
  test('a slow route change shows the top progress bar, which completes after the update', async ({page}) => {
    const progressBarCode: string[] = [];
    page.on('request', (request) => {
      if (/\/nprogress\.[\w]+\.js$/.test(request.url())) progressBarCode.push(request.url());
    });
    await page.goto('/docs/info');
    await page.waitForLoadState('networkidle');
    // The bar's code comes with the first navigation, not with the page.
    expect(progressBarCode).toEqual([]);
    // Hold the next page's code until the bar has shown (it waits 200 ms before it does).
    let releaseCode = () => {};
    const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
    const isPageCode = (url: URL) => /^\/assets\/js\/.*\.js$/.test(url.pathname) && !/\/nprogress\./.test(url.pathname);
    await page.route(isPageCode, async (route) => {
      await codeReleased;
      await route.continue();
    });
    // A page no link on this one points to, so it was not prefetched.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/blog/tags/history');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    expect(progressBarCode).toHaveLength(1);
    releaseCode();
    await expect(page.locator('h1')).toContainText(/history/i);
    await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 10_000});
  });
});
