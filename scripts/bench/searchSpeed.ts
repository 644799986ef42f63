import type {Browser, CDPSession, Page} from '@playwright/test';
import {siteUrl} from './sites';
import {median, row} from './table';

/** 4. Search: first keystroke to first suggestions on a fresh page, each later keystroke, the worker's heap. */
/** Samples the JS heap of every dedicated worker of the page (the search worker) through CDP. */
async function watchWorkerHeap(page: Page): Promise<{peak: () => number; stop: () => void}> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const sessions = new Set<string>();
  const pending = new Map<number, (result: {usedSize: number}) => void>();
  let nextId = 0;
  let peak = 0;
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker') sessions.add(event.sessionId);
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message);
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  });
  await cdp.send('Target.setAutoAttach', {autoAttach: true, waitForDebuggerOnStart: false, flatten: false});
  const sample = async () => {
    for (const sessionId of sessions) {
      const id = ++nextId;
      const usage = await new Promise<{usedSize: number}>((resolve) => {
        pending.set(id, resolve);
        void cdp.send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({id, method: 'Runtime.getHeapUsage'}),
        });
      });
      peak = Math.max(peak, usage?.usedSize ?? 0);
    }
  };
  const timer = setInterval(() => void sample().catch(() => undefined), 25);
  return {peak: () => peak, stop: () => clearInterval(timer)};
}

export async function measureSearchSpeed(browser: Browser): Promise<void> {
  const query = 'webhook';
  const firstSuggestions: number[] = [];
  const perKeystroke: number[] = [];
  let heapPeak = 0;
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const heap = await watchWorkerHeap(page);
    await page.goto(siteUrl('/docs/info'), {waitUntil: 'networkidle'});
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // Time each keystroke in the page, from keydown to the next change of the suggestion list.
    await page.evaluate(() => {
      const times: number[] = [];
      (window as unknown as {__searchTimes: number[]}).__searchTimes = times;
      let pressedAt = 0;
      document.addEventListener('keydown', () => (pressedAt = performance.now()), true);
      new MutationObserver(() => {
        if (pressedAt && document.querySelector('[role="listbox"] [role="option"]')) {
          times.push(performance.now() - pressedAt);
          pressedAt = 0;
        }
      }).observe(document.body, {subtree: true, childList: true, characterData: true});
    });
    const input = page.locator('nav.navbar input[aria-label="Search"]');
    await input.click();
    for (const [index, character] of [...query].entries()) {
      await page.keyboard.type(character);
      await page.waitForFunction(
        (count) => (window as unknown as {__searchTimes: number[]}).__searchTimes.length > count,
        index,
        {
          timeout: 30_000,
        },
      );
    }
    const times = await page.evaluate(() => (window as unknown as {__searchTimes: number[]}).__searchTimes);
    firstSuggestions.push(times[0]);
    perKeystroke.push(...times.slice(1));
    await page.waitForTimeout(200);
    heap.stop();
    heapPeak = Math.max(heapPeak, heap.peak());
    await context.close();
  }
  row(
    'Search: first keystroke → first suggestions (fresh page, median of 3)',
    `${median(firstSuggestions).toFixed(0)} ms`,
  );
  row('Search: each later keystroke (median)', `${median(perKeystroke).toFixed(0)} ms`);
  row('Search worker: peak JS heap', `${(heapPeak / 1024 / 1024).toFixed(1)} MB`);
}
