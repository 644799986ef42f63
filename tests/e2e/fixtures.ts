import {test as base, expect} from '@playwright/test';
import {isSiteError, waitForHydration} from './helpers';

interface Options {
  /** Console errors a test causes on purpose (a blocked chunk, a 404 page), by text. */
  expectedConsoleErrors: RegExp[];
}

/**
 * The browser tests' `test`: every page a test opens is checked the way a reader meets it.
 * - `page.goto` returns once the page has hydrated (`<html data-has-hydrated="true">`), since the
 *   bundles run after the first paint; a test that must act before that passes `waitUntil`.
 * - The test fails on any console error or uncaught page error (a React hydration mismatch is
 *   one), unless it declares it in `expectedConsoleErrors`.
 */
export const test = base.extend<Options>({
  expectedConsoleErrors: [[], {option: true}],
  page: async ({page, expectedConsoleErrors}, use) => {
    const errors: string[] = [];
    const expected = (text: string) => expectedConsoleErrors.some((pattern) => pattern.test(text));
    page.on('console', (message) => {
      if (isSiteError(message) && !expected(message.text())) errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (!expected(error.message)) errors.push(`${page.url()}: uncaught ${error.message}`);
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil === undefined) await waitForHydration(page);
      return response;
    };
    await use(page);
    expect(errors, 'console and page errors').toEqual([]);
  },
});

export {expect};

/** The console error of a page served with status 404 (the not-found page itself). */
export const NOT_FOUND_RESPONSE = /status of 404/;
