/**
 * Converts the built pages to twins on a pool of worker threads: the conversion is CPU-bound
 * (parsing each page's HTML, then printing its Markdown), and the pages are independent.
 */
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {build} from 'esbuild';
import type {PageTwin} from './htmlToMarkdown';

export interface PagesToConvert {
  outDir: string;
  siteUrl: string;
  routes: readonly string[];
  twinRoutes: ReadonlySet<string>;
  /** Where the workers' script is written: a folder under the site, so its imports resolve. */
  cacheDir: string;
}

/** What every worker is given: the pages, and the index of the next route to convert. */
export type TwinWorkerData = Omit<PagesToConvert, 'cacheDir'> & {nextRoute: Int32Array};

/** A worker's answer; an error comes back as its message and stack. */
export type WorkerAnswer = {route: string; twin: PageTwin} | {route: string; error: string};

/**
 * The worker's code as one plain module, its packages left as imports. Compiled by tsx's loader
 * instead, each worker took about 2 s to start (every import went through the loader's hooks);
 * bundled, it starts in about 0.3 s and the bundling takes less than 0.1 s.
 */
async function workerScript(cacheDir: string): Promise<string> {
  const outfile = path.join(cacheDir, 'twinWorker.mjs');
  await build({
    entryPoints: [path.join(__dirname, 'twinWorker.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * The twin of every route, in the routes' order. The workers take the routes in turn from a shared
 * counter, each the next one as soon as it is free, so a long API page does not hold up a worker's
 * share of the others, and no worker waits for the main thread, which is building the search index
 * meanwhile (Docusaurus runs the plugins' postBuild side by side).
 */
export async function convertPages(pages: PagesToConvert): Promise<Map<string, PageTwin>> {
  const {cacheDir, ...shared} = pages;
  if (shared.routes.length === 0) return new Map();
  const script = await workerScript(cacheDir);
  const workerData: TwinWorkerData = {...shared, nextRoute: new Int32Array(new SharedArrayBuffer(4))};
  const converted = new Map<string, PageTwin>();
  // Answers are counted rather than the map's entries, so a route listed twice cannot leave the
  // build waiting for an answer that never comes.
  let answers = 0;
  // A core is left to the search index, built on the main thread meanwhile and as long as the
  // twins on one core: three threads on two cores took 15 s here, two took 13 s.
  const workerCount = Math.max(1, Math.min(os.availableParallelism() - 1, pages.routes.length));
  const workers = Array.from({length: workerCount}, () => new Worker(script, {workerData}));
  try {
    await new Promise<void>((resolve, reject) => {
      for (const worker of workers) {
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
          answers += 1;
          if (answers === pages.routes.length) resolve();
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (code !== 0) reject(new Error(`Markdown twins: a worker stopped with code ${code}`));
        });
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return new Map(pages.routes.map((route) => [route, converted.get(route)!]));
}
