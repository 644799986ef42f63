import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {API_DOCUMENTS} from '../../src/plugins/openapi/documents';
import {test} from './fixtures';

const PRISM = path.resolve('node_modules/.bin/prism');

export interface PrismMock {
  url: string;
  process: ChildProcess;
}

async function waitForMock(url: string, mock: ChildProcess): Promise<void> {
  // Up to a minute: a loaded machine slows Prism's start (the engines' suite waits as long).
  for (let attempt = 0; attempt < 240; attempt++) {
    if (mock.exitCode !== null) throw new Error(`Prism exited with ${mock.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`Prism did not start at ${url}`);
}

/**
 * A Stoplight Prism mock of each published OpenAPI document, as the site serves it, by document
 * name. `--errors` makes a request that breaks the document's rules fail as the API would. Each
 * caller passes its own first port, so that mocks of two test files never share one.
 */
async function startPrismMocks(siteUrl: string, firstPort: number): Promise<Map<string, PrismMock>> {
  const mocks = new Map<string, PrismMock>();
  await Promise.all(
    API_DOCUMENTS.map(async (info, index) => {
      const port = firstPort + index;
      // The package's own binary, not `npx prism`: killing npx left its prism child running
      // after the tests.
      const mock = spawn(
        PRISM,
        ['mock', '--errors', '--host', '127.0.0.1', '--port', String(port), `${siteUrl}${info.downloadPath}`],
        {stdio: 'ignore'},
      );
      const url = `http://127.0.0.1:${port}`;
      mocks.set(info.name, {url, process: mock});
      await waitForMock(url, mock);
    }),
  );
  return mocks;
}

/**
 * One mock of one published document on a fixed port: the API console's "Local mock" sends to
 * 127.0.0.1:4010, Prism's default, so its tests need the mock exactly there.
 */
export async function startPrismMock(documentUrl: string, port: number): Promise<PrismMock> {
  const mock = spawn(PRISM, ['mock', '--errors', '--host', '127.0.0.1', '--port', String(port), documentUrl], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForMock(url, mock);
  return {url, process: mock};
}

function stopPrismMocks(mocks: Map<string, PrismMock>): void {
  for (const mock of mocks.values()) mock.process.kill();
  mocks.clear();
}

/**
 * Starts the mocks before a describe block's tests and stops them after: one per document, on ports
 * from `firstPort` (each test file passes its own). The block's tests run in one worker, one after
 * another: each worker that took some of them would start every mock again, and a Prism start
 * costs more than the block's requests. Returns the running mocks.
 */
export function usePrismMocks(firstPort: number): () => Map<string, PrismMock> {
  test.describe.configure({mode: 'default'});
  let mocks = new Map<string, PrismMock>();
  test.beforeAll(async ({baseURL}, testInfo) => {
    test.setTimeout(90_000);
    // parallelIndex, not workerIndex: a worker that replaces a failed one gets a new workerIndex,
    // which would move its mocks into the next test file's ports.
    mocks = await startPrismMocks(baseURL!, firstPort + testInfo.parallelIndex * 10);
  });
  test.afterAll(() => stopPrismMocks(mocks));
  return () => mocks;
}
