import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {BUNDLES_START_EVENT} from '../../config/ssrTemplate';
import {indexPrefetchScript} from '../../src/plugins/search/indexPrefetch';

const SCRIPT = indexPrefetchScript('/search-index{dir}.json?_=abc', ['docs/agent', 'docs/api/bot-api']);

/** Runs the search page's inline script at `search`, then the loader's start; answers `failing` with a 404. */
async function requestsAt(search: string, {start = true, failing = ''} = {}): Promise<string[]> {
  const requested: string[] = [];
  const listeners = new Map<string, () => void>();
  vm.runInNewContext(SCRIPT, {
    location: {search},
    URLSearchParams,
    Promise,
    fetch: (url: string) => {
      requested.push(url);
      return Promise.resolve({ok: url !== failing, arrayBuffer: () => Promise.resolve(new ArrayBuffer(1))});
    },
    document: {addEventListener: (type: string, listener: () => void) => listeners.set(type, listener)},
  });
  if (start) listeners.get(BUNDLES_START_EVENT)?.();
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return requested;
}

describe("the search page's index requested as the site starts", () => {
  it("requests the whole site's three files in turn, once the loader runs the bundles", async () => {
    expect(await requestsAt('?q=transfer', {start: false})).toEqual([]);
    for (const search of ['', '?q=transfer']) {
      expect(await requestsAt(search)).toEqual([
        '/search-index.json?_=abc',
        '/search-index.content.json?_=abc',
        '/search-index.text.json?_=abc',
      ]);
    }
  });

  it("requests a section's files for its ctx", async () => {
    expect(await requestsAt('?q=token&ctx=docs%2Fapi%2Fbot-api')).toEqual([
      '/search-index-docs-api-bot-api.json?_=abc',
      '/search-index-docs-api-bot-api.content.json?_=abc',
      '/search-index-docs-api-bot-api.text.json?_=abc',
    ]);
  });

  it('takes a ctx that is no section for the whole site, as the page does, and requests nothing for another version', async () => {
    for (const search of ['?q=x&ctx=..%2F..%2Fsecret', '?q=x&ctx=docs']) {
      expect((await requestsAt(search))[0], search).toBe('/search-index.json?_=abc');
    }
    expect(await requestsAt('?q=x&version=2.0')).toEqual([]);
  });

  it('stops at a file that fails', async () => {
    expect(await requestsAt('?q=x', {failing: '/search-index.content.json?_=abc'})).toEqual([
      '/search-index.json?_=abc',
      '/search-index.content.json?_=abc',
    ]);
  });
});
