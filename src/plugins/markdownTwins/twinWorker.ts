/**
 * A worker of the twins' pool (convertPages.ts): converts the routes it takes from the pool's
 * shared counter and sends each twin back. A worker thread does not inherit the TypeScript loader
 * Docusaurus runs the plugin with, so convertPages.ts bundles this file to plain JavaScript first.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {parentPort, workerData} from 'node:worker_threads';
import {htmlPageToMarkdown} from './htmlToMarkdown';
import type {TwinWorkerData, WorkerAnswer} from './convertPages';

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

const {outDir, siteUrl, routes, twinRoutes, nextRoute} = workerData as TwinWorkerData;

// The pool's workers share the counter: each takes the next route until none is left, then ends.
for (let index = Atomics.add(nextRoute, 0, 1); index < routes.length; index = Atomics.add(nextRoute, 0, 1)) {
  const route = routes[index];
  let answer: WorkerAnswer;
  try {
    const html = await builtHtml(outDir, route);
    answer = {route, twin: await htmlPageToMarkdown(html, {siteUrl, routePath: route, twinRoutes})};
  } catch (error) {
    answer = {route, error: error instanceof Error ? (error.stack ?? error.message) : String(error)};
  }
  parentPort!.postMessage(answer);
}
