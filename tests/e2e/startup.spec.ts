import {expect, test} from '@playwright/test';
import {RICH_DOC, trackPageErrors, waitForHydration} from './helpers';

// config/ssrTemplate.ts: the bundles download with the page but run after its first paint;
// src/plugins/slicedStartup: the entry then starts the site in slices.
test.describe('start-up', () => {
  test("the page is painted before the site's scripts run", async ({page}) => {
    await page.addInitScript(() => {
      const timeline = {firstPaint: NaN, firstScriptRan: NaN};
      (window as unknown as {startupTimeline: typeof timeline}).startupTimeline = timeline;
      new PerformanceObserver((entries) => {
        const paint = entries.getEntriesByName('first-contentful-paint')[0];
        if (paint && Number.isNaN(timeline.firstPaint)) timeline.firstPaint = performance.now();
      }).observe({type: 'paint', buffered: true});
      // The webpack runtime is the first bundle to run; it defines the chunk loading global.
      let chunks: unknown;
      Object.defineProperty(window, 'webpackChunkparley_chat_center_docs', {
        configurable: true,
        get: () => chunks,
        set: (value) => {
          if (Number.isNaN(timeline.firstScriptRan)) timeline.firstScriptRan = performance.now();
          chunks = value;
        },
      });
    });
    const errors = trackPageErrors(page);
    await page.goto(RICH_DOC);
    await waitForHydration(page);
    const timeline = await page.evaluate(
      () => (window as unknown as {startupTimeline: {firstPaint: number; firstScriptRan: number}}).startupTimeline,
    );
    expect(timeline.firstPaint).toBeGreaterThan(0);
    expect(timeline.firstScriptRan).toBeGreaterThan(timeline.firstPaint);
    expect(errors).toEqual([]);
  });

  test('the server HTML preloads the bundles instead of running them from <head>', async ({request}) => {
    const html = await (await request.get(RICH_DOC)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script[^>]+src="?\/assets\//);
    expect(head).toMatch(/<link[^>]+rel="?preload"?[^>]+as="?script"?[^>]+href="?\/assets\/js\/main\.[0-9a-f]+\.js/);
    expect(html).toContain('link[data-entry-script]');
  });

  test('the site starts even if the browser never reports a paint (a tab hidden before it painted)', async ({page}) => {
    await page.addInitScript(() => {
      // Paint timing that stays silent, as in a tab that was hidden before its first paint.
      class SilentObserver {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      }
      Object.defineProperty(window, 'PerformanceObserver', {configurable: true, value: SilentObserver});
    });
    const errors = trackPageErrors(page);
    await page.goto(RICH_DOC);
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toBeEnabled();
    expect(errors).toEqual([]);
  });
});
