/**
 * Converts the built pages to twins on a pool of worker threads, one a core: the conversion is
 * CPU-bound (parsing each page's HTML, then printing its Markdown), and the pages are independent.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {htmlPageToMarkdown, type PageTwin} from './htmlToMarkdown';

export interface PagesToConvert {
  outDir: string;
  siteUrl: string;
  routes: readonly string[];
  twinRoutes: ReadonlySet<string>;
}

/** A worker's answer; an error comes back as its message and stack. */
export type WorkerAnswer = {route: string; twin: PageTwin} | {route: string; error: string};

async function builtHtml(outDir: string, route: string): Promise<string> {
  const candidates = [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)];
  for (const file of candidates) {
    try {
      return await fs.readFile(file, 'utf8');
    } catch {
      // Try the next layout (trailingSlash: false writes /docs/info.html).
    }
  }
  throw new Error(`Markdown twins: no built page for ${route}`);
}

/** One page's twin, from its built HTML: what a worker runs for each route it is sent. */
export async function convertBuiltPage(
  {outDir, siteUrl, twinRoutes}: Omit<PagesToConvert, 'routes'>,
  route: string,
): Promise<PageTwin> {
  return htmlPageToMarkdown(await builtHtml(outDir, route), {siteUrl, routePath: route, twinRoutes});
}

/**
 * The twin of every route, in the routes' order. Each worker is sent the next route as soon as it
 * answers, so a long API page does not hold up a worker's share of the others.
 */
export async function convertPages(pages: PagesToConvert): Promise<Map<string, PageTwin>> {
  const {routes, ...shared} = pages;
  const converted = new Map<string, PageTwin>();
  const queue = [...routes];
  const workerCount = Math.max(1, Math.min(os.availableParallelism(), routes.length));
  const workers = Array.from(
    {length: workerCount},
    () => new Worker(path.join(__dirname, 'twinWorker.mjs'), {workerData: shared}),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const sendNext = () => {
              const route = queue.shift();
              if (route === undefined) resolve();
              else worker.postMessage(route);
            };
            worker.on('message', (answer: WorkerAnswer) => {
              if ('error' in answer) {
                reject(new Error(`Markdown twins: ${answer.route}: ${answer.error}`));
                return;
              }
              // Structured cloning turns the images' Buffers into Uint8Arrays: wrap them back.
              const images = answer.twin.images.map(({path: imagePath, data}) => ({
                path: imagePath,
                data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
              }));
              converted.set(answer.route, {...answer.twin, images});
              sendNext();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (code !== 0) reject(new Error(`Markdown twins: a worker stopped with code ${code}`));
            });
            sendNext();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return new Map(routes.map((route) => [route, converted.get(route)!]));
}
