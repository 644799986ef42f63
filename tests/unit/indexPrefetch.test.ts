import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {BUNDLES_START_EVENT} from '../../config/ssrTemplate';
import {indexPrefetchScript, PREFETCHED_INDEX_FILES} from '../../src/plugins/search/indexPrefetch';

const SCRIPT = indexPrefetchScript('/search-index{dir}.json?_=abc', ['docs/agent', 'docs/api/bot-api']);
const WHOLE_SITE = ['/search-index.json?_=abc', '/search-index.content.json?_=abc', '/search-index.text.json?_=abc'];

/**
 * Runs the search page's inline script at `search`, then the loader's start; `failing` is answered
 * with a 404. Gives what it requested and the bodies it kept for the worker.
 */
async function run(
  search: string,
  {start = true, failing = ''} = {},
): Promise<{requested: string[]; kept: Record<string, string | Error>}> {
  const requested: string[] = [];
  const listeners = new Map<string, () => void>();
  const window: Record<string, Record<string, Promise<ArrayBuffer>>> = {};
  vm.runInNewContext(SCRIPT, {
    window,
    location: {search},
    URLSearchParams,
    Promise,
    Error,
    fetch: (url: string) => {
      requested.push(url);
      const body = new TextEncoder().encode(`body of ${url}`).buffer;
      return Promise.resolve({ok: url !== failing, status: 404, arrayBuffer: () => Promise.resolve(body)});
    },
    document: {addEventListener: (type: string, listener: () => void) => listeners.set(type, listener)},
  });
  if (start) listeners.get(BUNDLES_START_EVENT)?.();
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  const kept: Record<string, string | Error> = {};
  // Before the start, the bodies are promised but not requested.
  if (!start) return {requested, kept};
  for (const [url, body] of Object.entries(window[PREFETCHED_INDEX_FILES] ?? {})) {
    kept[url] = await body.then(
      (buffer) => new TextDecoder().decode(buffer),
      (error: Error) => error,
    );
  }
  return {requested, kept};
}

describe("the search page's index requested as the site starts", () => {
  it("requests the whole site's three files in turn once the loader runs the bundles, and keeps their bodies", async () => {
    expect((await run('?q=transfer', {start: false})).requested).toEqual([]);
    for (const search of ['', '?q=transfer']) {
      const {requested, kept} = await run(search);
      expect(requested).toEqual(WHOLE_SITE);
      expect(kept).toEqual(Object.fromEntries(WHOLE_SITE.map((url) => [url, `body of ${url}`])));
    }
  });

  it("requests a section's files for its ctx", async () => {
    expect((await run('?q=token&ctx=docs%2Fapi%2Fbot-api')).requested).toEqual([
      '/search-index-docs-api-bot-api.json?_=abc',
      '/search-index-docs-api-bot-api.content.json?_=abc',
      '/search-index-docs-api-bot-api.text.json?_=abc',
    ]);
  });

  it('takes a ctx that is no section for the whole site, as the page does, and requests nothing for another version', async () => {
    for (const search of ['?q=x&ctx=..%2F..%2Fsecret', '?q=x&ctx=docs']) {
      expect((await run(search)).requested, search).toEqual(WHOLE_SITE);
    }
    expect(await run('?q=x&version=2.0')).toEqual({requested: [], kept: {}});
  });

  it('stops at a file that fails, and the files from it on fail for the worker, which requests them itself', async () => {
    const {requested, kept} = await run('?q=x', {failing: WHOLE_SITE[1]});
    expect(requested).toEqual(WHOLE_SITE.slice(0, 2));
    expect(kept[WHOLE_SITE[0]]).toBe(`body of ${WHOLE_SITE[0]}`);
    expect(kept[WHOLE_SITE[1]]).toEqual(new Error('404'));
    expect(kept[WHOLE_SITE[2]]).toEqual(new Error('404'));
  });
});
