/**
 * Where the bytes of each page kind's first load go: its files (as the browser fetched them from
 * nginx, Brotli), and the packages and folders whose modules fill the JavaScript and CSS of them.
 * The modules come from the bundler's own statistics, which a production build writes to
 * `.docusaurus/bundle-stats.json` when asked (PARLEY_BUNDLE_STATS=true, src/plugins/bundleStats); a module's share of a file's Brotli
 * bytes is estimated from its share of the file's modules before minification.
 *
 * Part of `npm run bench` (after the bytes), and usable alone on the last build of this checkout:
 *
 *   PARLEY_BUNDLE_STATS=true npm run build && BENCH_PORT=8181 npx tsx scripts/bench/bundles.ts [build folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {BUNDLE_STATS_FILE, type BundleStats} from '../../src/plugins/bundleStats';
import {ownersOf} from '../../src/plugins/bundleStats/owners';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../browsers';
import {PAGES, SITE_BUILD, SITE_PORT, siteUrl} from './sites';
import {startNginx, waitForServer} from '../servers';
import {kb} from './table';

/** How many packages or folders to list per page kind. */
const TOP = 15;

interface FetchedFile {
  path: string;
  /** Bytes on the wire (Brotli, as nginx serves it). */
  encoded: number;
  decoded: number;
}

/** The HTML, CSS and JS of a page's first load, as the browser fetched them. */
async function firstLoadFiles(browser: Browser, url: string): Promise<FetchedFile[]> {
  const context = await browser.newContext({extraHTTPHeaders: {'Accept-Encoding': 'br, gzip'}});
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'networkidle'});
  // As bytes.ts: the route's chunks load after the first paint, in slices.
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  // No named function inside: tsx (esbuild's keepNames) would wrap it in a helper the page lacks.
  const files = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return [
      {
        path: new URL(navigation.name).pathname,
        encoded: navigation.encodedBodySize,
        decoded: navigation.decodedBodySize,
      },
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          encoded: entry.encodedBodySize,
          decoded: entry.decodedBodySize,
        }))
        .filter((entry) => /\.(?:js|css)$/.test(entry.path)),
    ];
  });
  await context.close();
  return files;
}

export function readBundleStats(buildDir: string): BundleStats {
  const file = path.resolve('.docusaurus', BUNDLE_STATS_FILE);
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: build this checkout first (PARLEY_BUNDLE_STATS=true npm run build)`);
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as BundleStats;
  // The statistics describe the last build of this checkout: its files must be the folder's.
  const main = stats.chunks.flatMap((chunk) => chunk.files).find((name) => /^assets\/js\/main\.[^/]+\.js$/.test(name));
  if (!main || !fs.existsSync(path.join(buildDir, main))) {
    throw new Error(`${file} describes another build than ${buildDir}: build into it again`);
  }
  return stats;
}

/** Prints, per page kind, the first-load files and the packages that weigh most in them. */
export async function measureBundles(browser: Browser, buildDir = SITE_BUILD): Promise<void> {
  const stats = readBundleStats(buildDir);
  console.log('\nWhere the first load goes (Brotli as served; modules estimated by their share of each file):');
  for (const [name, paths] of Object.entries(PAGES)) {
    const files = await firstLoadFiles(browser, siteUrl(paths.site));
    const total = files.reduce((sum, file) => sum + file.encoded, 0);
    console.log(`\n${name} (${paths.site}): ${kb(total)} in ${files.length} files`);
    for (const file of files)
      console.log(`  ${kb(file.encoded).padStart(9)}  ${kb(file.decoded).padStart(9)} raw  ${file.path}`);
    console.log(`  largest packages and folders (estimated Brotli / raw before minification):`);
    for (const owner of ownersOf(stats, files).slice(0, TOP)) {
      console.log(`  ${kb(owner.brotli).padStart(9)}  ${kb(owner.raw).padStart(9)} raw  ${owner.owner}`);
    }
  }
}

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'index.html.br'))) throw new Error(`${buildDir} is not a compressed build`);
  const server = startNginx(buildDir, SITE_PORT);
  try {
    await waitForServer(siteUrl('/'));
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
    try {
      await measureBundles(browser, buildDir);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGQUIT');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) void main();
