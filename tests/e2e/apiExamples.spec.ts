import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {JSDOM} from 'jsdom';
import {expect, test} from './fixtures';
import {usePrismMocks} from './prismMock';

/**
 * The request examples of the API pages are proven, not only schema-valid: a Stoplight Prism mock
 * of each published OpenAPI document receives every curl and JavaScript example exactly as a page
 * shows it (the page's own text, with the workspace address pointed at the mock) and must accept
 * it: the status the page documents, and no validation violation (`sl-violations`). The examples
 * are read from the page as the server sends it (every tab's code is in the HTML); no browser is
 * needed to read text, so none is started.
 */

const WORKSPACE = 'https://acme.parley.example';
const TOKENS = {PARLEY_BOT_TOKEN: 'example-bot-token', PARLEY_ACCESS_TOKEN: 'example-access-token'};

/** Every page that renders an operation, with its document: found in the pages' imports. */
function operationPages(): {route: string; document: string}[] {
  const pages: {route: string; document: string}[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) {
        const match = /from '@openapi\/([\w-]+)\/operations\//.exec(fs.readFileSync(file, 'utf8'));
        if (match) pages.push({route: `/${file.replace(/\.mdx?$/, '')}`, document: match[1]});
      }
    }
  };
  walk('docs/api');
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** What one API page shows: the documented success status and the code of each request tab. */
function readPage(html: string): {documented: number; code: (tab: string) => string} {
  const {document} = new JSDOM(html).window;
  if (!document.querySelector('[data-operation-id]')) throw new Error('The page renders no operation');
  // The reference's sections are siblings of the page's own headings (see ApiOperation).
  const reference = document.querySelector('article')!;
  const response = [...reference.querySelectorAll('h3')].find((heading) => heading.textContent === 'Response');
  const documented = Number(response?.nextElementSibling?.querySelector('code')?.textContent?.slice(0, 3));
  const tabs = [...reference.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent?.trim());
  const panels = [...reference.querySelectorAll('[role="tabpanel"]')];
  const code = (tab: string) => {
    const panel = panels[tabs.indexOf(tab)];
    if (!panel) throw new Error(`No "${tab}" tab among ${tabs.join(', ')}`);
    // One element per line; the line breaks are <br> elements, which have no text.
    const lines = [...panel.querySelectorAll('pre code .token-line')].map((line) => line.textContent ?? '');
    return lines.join('\n').trim();
  };
  return {documented, code};
}

interface Outcome {
  status: number;
  violations: string | null;
}

/**
 * The response examples after the first that a page offers from the local mock: the `Prefer`
 * header it names, and the JSON it shows under it.
 */
function mockableExamples(document: Document): {prefer: string; body: unknown}[] {
  return [...document.querySelectorAll('article details')].flatMap((details) => {
    const prefer = [...details.querySelectorAll('p code')]
      .map((code) => code.textContent ?? '')
      .find((text) => text.startsWith('Prefer: example='));
    if (!prefer) return [];
    const lines = [...details.querySelectorAll('pre code .token-line')].map((line) => line.textContent ?? '');
    return [{prefer, body: JSON.parse(lines.join('\n'))}];
  });
}

/** Where the examples run: an example that downloads a file saves it in the working directory. */
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-examples-'));

/** Sends a curl example: its own command line, with the output reduced to status and headers. */
function sendCurl(code: string, mockUrl: string): Outcome {
  const command = `${code.replaceAll(WORKSPACE, mockUrl)} -sS -o /dev/null -D -`;
  const result = spawnSync('bash', ['-c', command], {
    cwd: workDir,
    encoding: 'utf8',
    env: {...process.env, ...TOKENS},
  });
  if (result.status !== 0) throw new Error(`curl failed: ${result.stderr}`);
  const status = Number(/^HTTP\/[\d.]+ (\d{3})/m.exec(result.stdout)?.[1]);
  const violations = /^sl-violations: (.*)$/im.exec(result.stdout)?.[1] ?? null;
  return {status, violations};
}

/** Runs a JavaScript example in Node: its own code, with `fetch` pointed at the mock. */
async function sendJavaScript(code: string, mockUrl: string): Promise<Outcome> {
  let response: Response | undefined;
  const recordingFetch = async (url: string, init: RequestInit) => {
    const target = url.replaceAll(WORKSPACE, mockUrl);
    try {
      response = await fetch(target, init);
    } catch (error) {
      // Node's fetch may reuse a kept-alive socket that the mock closed a moment before ("other
      // side closed"): the request never reached the mock, so sending it once more is safe.
      if ((error as {cause?: {code?: string}}).cause?.code !== 'UND_ERR_SOCKET') throw error;
      response = await fetch(target, init);
    }
    return response;
  };
  const run = new Function('fetch', 'process', 'console', `return (async () => {${code}\n})();`) as (
    ...args: unknown[]
  ) => Promise<void>;
  const cwd = process.cwd();
  process.chdir(workDir);
  try {
    await run(recordingFetch, {env: TOKENS}, {log: () => undefined});
  } finally {
    process.chdir(cwd);
  }
  if (!response) throw new Error('The example sent no request');
  return {status: response.status, violations: response.headers.get('sl-violations')};
}

test.describe('API request examples against a mock of their OpenAPI document', () => {
  // Not 4010: the API console's tests (apiConsole.spec.ts) need that port, where its "Local mock" sends.
  const mocks = usePrismMocks(4310);

  for (const {route, document} of operationPages()) {
    test(`${route}: curl and JavaScript are accepted`, async ({request}) => {
      const page = await request.get(route);
      expect(page.status()).toBe(200);
      const {documented, code} = readPage(await page.text());
      expect(documented).toBeGreaterThanOrEqual(200);
      expect(documented).toBeLessThan(300);
      const mock = mocks().get(document)!;

      const curl = sendCurl(code('curl'), mock.url);
      expect(curl, 'curl').toEqual({status: documented, violations: null});
      const javascript = await sendJavaScript(code('JavaScript (fetch)'), mock.url);
      expect(javascript, 'JavaScript').toEqual({status: documented, violations: null});
    });
  }

  test("every other response example is the mock's answer to the Prefer header its page names", async ({request}) => {
    // Every API page, one after the other: more than the default time on a loaded machine.
    test.setTimeout(180_000);
    let checked = 0;
    let offered = 0;
    for (const {route, document} of operationPages()) {
      const html = await (await request.get(route)).text();
      const {document: dom} = new JSDOM(html).window;
      offered += [...dom.querySelectorAll('article details > summary')].filter((summary) =>
        /^\d{3} [^,]+, another example: /.test(summary.textContent ?? ''),
      ).length;
      const examples = mockableExamples(dom);
      if (examples.length === 0) continue;
      const curl = readPage(html).code('curl').replaceAll(WORKSPACE, mocks().get(document)!.url);
      for (const {prefer, body} of examples) {
        const result = spawnSync('bash', ['-c', `${curl} -sS -H '${prefer}'`], {
          cwd: workDir,
          encoding: 'utf8',
          env: {...process.env, ...TOKENS},
        });
        expect(JSON.parse(result.stdout), `${route}: ${prefer}`).toEqual(body);
        checked++;
      }
    }
    // Every other response example names its header, and there is at least one to check.
    expect(checked).toBe(offered);
    expect(checked).toBeGreaterThan(0);
  });
});
