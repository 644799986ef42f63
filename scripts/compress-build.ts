/**
 * Precompresses the static build: writes a .br (Brotli, best quality) and a .gz (gzip -9) beside
 * every text file, so nginx serves them with brotli_static / gzip_static and compresses nothing at
 * request time. Runs after `docusaurus build` (npm's postbuild).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE = /\.(?:html|md|css|js|mjs|json|svg|xml|txt|yaml|yml|map|webmanifest)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 256;

/**
 * Brotli's quality 10 rather than 11 for two kinds of file, each for about a third of the CPU time:
 * - what programs read rather than a browser: the Markdown twins, the llms files, the OpenAPI
 *   documents and Postman collections, the feeds, the sitemap and the JSON schemas (about 2 % more
 *   bytes; a third of the build's bytes);
 * - the HTML pages, the largest share of the compression at 11: 120 to 490 bytes more a page.
 * Scripts, styles and the search indexes, which every page or search loads, keep the best quality.
 */
const MACHINE_READ = /\.(?:md|txt|ya?ml|xml)$|\/(?:openapi|schemas)\/[^/]+\.json$|\/feed\.json$/;
const HTML = /\.html$/;
/** Brotli's quality for those two kinds. */
const FASTER_QUALITY = 10;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export interface CompressionTotals {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
}

export async function compressFile(file: string): Promise<{raw: number; brotli: number; gzip: number}> {
  const data = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]:
          MACHINE_READ.test(file) || HTML.test(file) ? FASTER_QUALITY : zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(data, {level: zlib.constants.Z_BEST_COMPRESSION}),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return {raw: data.length, brotli: br.length, gzip: gz.length};
}

export async function compressBuild(buildDir: string): Promise<CompressionTotals> {
  const files: {file: string; size: number}[] = [];
  for await (const file of walk(buildDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const {size} = await fs.stat(file);
    if (size >= MIN_BYTES) files.push({file, size});
  }
  // Largest first: Brotli's best quality takes seconds on the search index or llms-full.txt, and
  // one of them started last would leave a core idle while it finishes.
  const queue = files.sort((a, b) => b.size - a.size).map(({file}) => file);
  const totals: CompressionTotals = {files: 0, raw: 0, brotli: 0, gzip: 0};
  // zlib runs on libuv's thread pool (four threads unless UV_THREADPOOL_SIZE says otherwise): as
  // many files at a time as it has threads keep every core busy.
  const threads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  await Promise.all(
    Array.from({length: threads}, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const sizes = await compressFile(file);
        totals.files += 1;
        totals.raw += sizes.raw;
        totals.brotli += sizes.brotli;
        totals.gzip += sizes.gzip;
      }
    }),
  );
  return totals;
}

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const started = Date.now();
  const totals = await compressBuild(buildDir);
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `Compressed ${totals.files} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ${mb(totals.raw)} → brotli ${mb(totals.brotli)}, gzip ${mb(totals.gzip)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
