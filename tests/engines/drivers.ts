/**
 * One small interface over the two drivers the other engines need here: Firefox ESR through
 * WebDriver BiDi (puppeteer-core, which drives Firefox's own remote agent: Debian has no
 * geckodriver) and WebKitGTK's MiniBrowser through WebKitWebDriver (selenium-webdriver, under
 * Xvfb). The suite (suite.ts) is written once against it.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import puppeteer from 'puppeteer-core';
import {Builder, By, Key, type WebDriver} from 'selenium-webdriver';
import {FIREFOX, MINIBROWSER, WEBKIT_DRIVER} from '../../scripts/browsers';
import {waitForServer} from '../../scripts/servers';

export type KeyName = 'Escape' | 'Enter' | 'Control+k';

export interface EnginePage {
  readonly engine: string;
  /** Opens a path of the site and waits until the page has hydrated. */
  goto(path: string): Promise<void>;
  /** Reloads and waits until the page has hydrated again. */
  reload(): Promise<void>;
  /** Runs an expression in the page and returns its (JSON) value. */
  evaluate<T>(expression: string): Promise<T>;
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  press(key: KeyName): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** Uncaught errors since the last goto; undefined where the engine's driver cannot report them. */
  pageErrors(): string[] | undefined;
  close(): Promise<void>;
}

const HYDRATED = `document.documentElement.getAttribute('data-has-hydrated') === 'true'`;
export const TIMEOUT = 20_000;

/** Polls an expression until it is truthy; the message says what did not happen. */
export async function waitUntil(page: EnginePage, expression: string, message: string, timeout = TIMEOUT) {
  const until = Date.now() + timeout;
  for (;;) {
    if (await page.evaluate<boolean>(`Boolean(${expression})`).catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${page.engine}: ${message} (waited ${timeout} ms for ${expression})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function openFirefox(baseUrl: string): Promise<EnginePage> {
  const browser = await puppeteer.launch({browser: 'firefox', executablePath: FIREFOX, headless: true});
  const page = await browser.newPage();
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String((error as Error).message ?? error)));
  const self: EnginePage = {
    engine: 'Firefox ESR',
    async goto(path) {
      errors = [];
      await page.goto(`${baseUrl}${path}`);
      await waitUntil(self, HYDRATED, `${path} hydrates`);
    },
    async reload() {
      await page.reload();
      await waitUntil(self, HYDRATED, 'the page hydrates after a reload');
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: async (selector) => (await page.waitForSelector(selector, {timeout: TIMEOUT}))!.click(),
    type: (selector, text) => page.type(selector, text),
    async press(key) {
      if (key === 'Control+k') {
        await page.keyboard.down('Control');
        await page.keyboard.press('k');
        await page.keyboard.up('Control');
      } else await page.keyboard.press(key);
    },
    // Puppeteer sends the viewport with a screen-orientation override, a command Firefox ESR 140
    // does not know: the viewport is set all the same (the suite checks the width it gets).
    setViewport: (width, height) => page.setViewport({width, height}).catch(() => undefined),
    pageErrors: () => errors,
    close: () => browser.close(),
  };
  return self;
}

export async function openWebKit(baseUrl: string, port: number): Promise<EnginePage> {
  const service: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {stdio: 'ignore'});
  const serverUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${serverUrl}/status`);
  const driver: WebDriver = await new Builder()
    .usingServer(serverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {binary: MINIBROWSER, args: ['--automation']},
    })
    .build();
  const self: EnginePage = {
    engine: 'WebKit',
    async goto(path) {
      await driver.get(`${baseUrl}${path}`);
      await waitUntil(self, HYDRATED, `${path} hydrates`);
    },
    async reload() {
      await driver.navigate().refresh();
      await waitUntil(self, HYDRATED, 'the page hydrates after a reload');
    },
    evaluate: <T>(expression: string) => driver.executeScript<T>(`return (${expression});`),
    click: async (selector) => {
      await waitUntil(self, `document.querySelector(${JSON.stringify(selector)})`, `${selector} is there`);
      await driver.findElement(By.css(selector)).click();
    },
    type: async (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
    async press(key) {
      const keys = {Escape: Key.ESCAPE, Enter: Key.ENTER} as const;
      if (key === 'Control+k') await driver.actions().keyDown(Key.CONTROL).sendKeys('k').keyUp(Key.CONTROL).perform();
      else await driver.actions().sendKeys(keys[key]).perform();
    },
    setViewport: async (width, height) => {
      // The window's size, not the viewport's: the suite checks the viewport it gets.
      await driver.manage().window().setRect({width, height});
    },
    // WebKitWebDriver speaks classic WebDriver only (no BiDi log events, no script run before the
    // page's own): the suite checks the page's state (hydrated, no crash page) instead.
    pageErrors: () => undefined,
    async close() {
      await driver.quit().catch(() => undefined);
      service.kill();
    },
  };
  return self;
}
