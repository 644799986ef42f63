import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

// The signature checker on the Bot API's description page: Web Crypto in the page, nothing sent.

const PAGE = '/docs/api/bot-api/description';

const form = (page: Page) => page.getByRole('form', {name: 'Check a webhook signature'});
const verdict = (page: Page) => form(page).getByRole('status');

/** Replaces one character of a field's value, as a reader who mistyped one byte would. */
async function changeOneCharacter(page: Page, label: string | RegExp, index: number): Promise<void> {
  const field = form(page).getByLabel(label);
  const value = await field.inputValue();
  const replacement = value[index] === 'a' ? 'b' : 'a';
  await field.fill(value.slice(0, index) + replacement + value.slice(index + 1));
}

test.describe('signature checker', () => {
  test('checks the INIT_CHAT example, and a changed byte of the body or the signature', async ({page}) => {
    const sent: string[] = [];
    await page.goto(PAGE);
    const origin = new URL(page.url()).origin;
    // The site may prefetch its own pages while idle; nothing else may leave the page.
    page.on('request', (request) => {
      const leaks = /example-bot-secret|INIT_CHAT/.test(`${request.url()} ${request.postData() ?? ''}`);
      if (request.method() !== 'GET' || !request.url().startsWith(origin) || leaks) sent.push(request.url());
    });
    await expect(verdict(page)).toHaveText('Fill in the three fields to check the signature.');
    await form(page).getByRole('button', {name: 'Fill in the INIT_CHAT example'}).click();
    await expect(form(page).getByLabel('Bot secret')).toHaveValue('example-bot-secret');
    await expect(verdict(page)).toHaveText('The signature matches.');
    const signature = await form(page)
      .getByLabel(/X-Parley-Signature/)
      .inputValue();
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);

    await changeOneCharacter(page, 'Raw request body', 20);
    await expect(verdict(page)).toContainText('The signature does not match.');
    const expected = await verdict(page).locator('code').textContent();
    expect(expected).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(expected).not.toBe(signature);

    await form(page).getByRole('button', {name: 'Fill in the INIT_CHAT example'}).click();
    await expect(verdict(page)).toHaveText('The signature matches.');
    await changeOneCharacter(page, /X-Parley-Signature/, signature.length - 1);
    await expect(verdict(page)).toContainText('The signature does not match.');
    await expect(verdict(page).locator('code')).toHaveText(signature);
    expect(sent, 'requests that carry the check or leave the site').toEqual([]);
    // Light mode, with a verdict shown.
    const results = await new AxeBuilder({page}).include('form').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('is usable by keyboard, from 320 px, in dark mode', async ({page}) => {
    await page.setViewportSize({width: 320, height: 640});
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto(PAGE);
    const body = form(page).getByLabel('Raw request body');
    await body.focus();
    await page.keyboard.type('{"event":"INIT_CHAT"}');
    await page.keyboard.press('Tab');
    await expect(form(page).getByLabel('Bot secret')).toBeFocused();
    await page.keyboard.type('example-bot-secret');
    await page.keyboard.press('Tab');
    await page.keyboard.type('sha256=00');
    await expect(verdict(page)).toContainText('The signature does not match.');
    await page.keyboard.press('Tab');
    await expect(form(page).getByRole('button', {name: 'Fill in the INIT_CHAT example'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(verdict(page)).toHaveText('The signature matches.');
    const box = (await form(page).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const results = await new AxeBuilder({page}).include('form').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('every webhook page links to it', async ({request}) => {
    for (const webhook of ['init-chat', 'message', 'training', 'client-contact-provided']) {
      const html = await (await request.get(`/docs/api/bot-api/webhooks/${webhook}`)).text();
      expect(html, webhook).toMatch(/href=["']?\/docs\/api\/bot-api\/description#check-a-signature-in-your-browser/);
    }
  });
});
