// @vitest-environment jsdom
import {describe, expect, it, vi} from 'vitest';
import {deferPrefetching, quietPreload, startsPrefetching} from '../../src/clientModules/idlePrefetch';

function harness() {
  const prefetched: string[] = [];
  const idleQueue: (() => void)[] = [];
  let readerActs: () => void = () => {};
  const prefetch = deferPrefetching(
    (path) => {
      prefetched.push(path);
      return false;
    },
    {whenReaderActs: (callback) => (readerActs = callback), scheduleIdle: (callback) => idleQueue.push(callback)},
  );
  const runIdle = () => idleQueue.shift()?.();
  return {prefetch, prefetched, idleQueue, runIdle, act: () => readerActs()};
}

describe('deferPrefetching', () => {
  it('prefetches nothing before the reader acts on the page', () => {
    const {prefetch, prefetched, idleQueue} = harness();
    prefetch('/docs/agent');
    prefetch('/docs/api/');
    expect(prefetched).toEqual([]);
    expect(idleQueue).toHaveLength(0);
  });

  it('then prefetches the queued routes in order, one per idle callback', () => {
    const {prefetch, prefetched, idleQueue, runIdle, act} = harness();
    prefetch('/docs/agent');
    prefetch('/docs/api/');
    act();
    expect(idleQueue).toHaveLength(1);
    runIdle();
    expect(prefetched).toEqual(['/docs/agent']);
    expect(idleQueue).toHaveLength(1);
    runIdle();
    expect(prefetched).toEqual(['/docs/agent', '/docs/api/']);
    expect(idleQueue).toHaveLength(0);
  });

  it('keeps a single idle callback pending however many links report', () => {
    const {prefetch, prefetched, idleQueue, runIdle, act} = harness();
    act();
    for (const path of ['/a', '/b', '/c']) prefetch(path);
    expect(idleQueue).toHaveLength(1);
    while (idleQueue.length) runIdle();
    expect(prefetched).toEqual(['/a', '/b', '/c']);
    prefetch('/d');
    expect(idleQueue).toHaveLength(1);
    runIdle();
    expect(prefetched).toEqual(['/a', '/b', '/c', '/d']);
  });

  it('starts on the first real interaction with the page when left to its defaults', () => {
    const requestIdleCallback = vi.fn((callback: () => void) => callback());
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const prefetched: string[] = [];
    const prefetch = deferPrefetching((path) => {
      prefetched.push(path);
      return false;
    });
    prefetch('/docs/info');
    expect(prefetched).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    expect(prefetched).toEqual(['/docs/info']);
    vi.unstubAllGlobals();
  });
});

describe('quietPreload', () => {
  it('turns a failed preload into a warning instead of an uncaught rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = quietPreload(() => Promise.reject(new Error('Loading chunk 6910 failed.')));
    await expect(failing('/docs/api')).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/docs/api'), expect.any(Error));
    warn.mockRestore();
  });

  it('passes a successful preload through', async () => {
    await expect(quietPreload(() => Promise.resolve([undefined]))('/docs')).resolves.toEqual([undefined]);
  });
});

describe('startsPrefetching', () => {
  const keydownOn = (element: HTMLElement) => {
    document.body.append(element);
    let started: boolean | undefined;
    element.addEventListener('keydown', (event) => (started = startsPrefetching(event)));
    element.dispatchEvent(new KeyboardEvent('keydown', {bubbles: true}));
    element.remove();
    return started;
  };

  it('is started by a key pressed outside a field, a tap or a scroll', () => {
    expect(keydownOn(document.createElement('button'))).toBe(true);
    expect(startsPrefetching(new Event('pointerdown'))).toBe(true);
    expect(startsPrefetching(new Event('scroll'))).toBe(true);
  });

  it('is not started by typing into the search box or another field', () => {
    expect(keydownOn(document.createElement('input'))).toBe(false);
    expect(keydownOn(document.createElement('textarea'))).toBe(false);
  });
});
