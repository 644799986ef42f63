import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {EJECTED_FILES, SEARCH_PACKAGE} from '../../src/plugins/search/upstream';
import {recordTwinsBuildTime} from './markdownTwins';
import {BASELINE_BUILD, BASELINE_DIR, SITE_BUILD, STOCK_SEARCH_BUILD, STOCK_SEARCH_SOURCE} from './sites';
import {row, seconds} from './table';

/** 1. Cold production builds of both sites, with webpack and with Docusaurus Faster. */
function coldBuild(siteDir: string, outDir: string, faster: boolean): number {
  for (const cache of [path.join(siteDir, '.docusaurus'), path.resolve('node_modules/.cache'), outDir]) {
    fs.rmSync(cache, {recursive: true, force: true});
  }
  const started = performance.now();
  // Third parties stay off: the benchmark measures the site as a plain production build ships.
  // This site's build writes its bundle statistics for bundles.ts.
  const env = {
    ...process.env,
    DOCUSAURUS_FASTER: String(faster),
    PARLEY_FEEDBACK_HOST: '',
    PARLEY_GTAG_ID: '',
    PARLEY_BUNDLE_STATS: String(siteDir === '.'),
  };
  const output = execFileSync('npx', ['docusaurus', 'build', siteDir, '--out-dir', outDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (faster && siteDir === '.') recordTwinsBuildTime(output);
  return performance.now() - started;
}

/** npm's postbuild step of this site, as `npm run build` runs it after `docusaurus build`. */
function compressionStep(outDir: string): number {
  const started = performance.now();
  execFileSync('npx', ['tsx', 'scripts/compress-build.ts', outDir], {stdio: ['ignore', 'ignore', 'inherit']});
  return performance.now() - started;
}

export function measureBuilds(): void {
  console.log('Cold builds (4 in all; the slowest takes a few minutes)…');
  const webpack = coldBuild('.', SITE_BUILD, false);
  // The Faster build last, then its compression: `npm run build` of this site in a row.
  const faster = coldBuild('.', SITE_BUILD, true);
  const compression = compressionStep(SITE_BUILD);
  const site = {webpack, faster};
  const baseline = {
    webpack: coldBuild(BASELINE_DIR, BASELINE_BUILD, false),
    faster: coldBuild(BASELINE_DIR, BASELINE_BUILD, true),
  };
  row('Cold build, webpack', seconds(site.webpack), seconds(baseline.webpack));
  row('Cold build, Docusaurus Faster', seconds(site.faster), seconds(baseline.faster));
  row(
    'Faster speed-up (webpack ÷ Faster)',
    `${(site.webpack / site.faster).toFixed(2)}×`,
    `${(baseline.webpack / baseline.faster).toFixed(2)}×`,
  );
  row(
    'Cold `npm run build`: site, twins and llms files, compression (Brotli and gzip)',
    `${seconds(site.faster + compression)} (compression ${seconds(compression)})`,
    '—',
    'goal 60 s',
  );
}

/** What a build of this site reads, from the repository's root. */
const SITE_SOURCES = [
  'babel.config.js',
  'blog',
  'config',
  'docs',
  'docusaurus.config.ts',
  'openapi',
  'package.json',
  'sidebars.ts',
  'src',
  'static',
  'tsconfig.json',
];

/**
 * The stock search's site: this site's sources without the swizzled search components (so that the
 * plugin's own render), and a config that registers the plugin itself, with the site's options but
 * its own theme, index and worker. The route-chunk preloads know no search worker there.
 */
const STOCK_SEARCH_CONFIG = `import type {Config} from '@docusaurus/types';
import site from './site.config';
import {searchOptions} from './src/plugins/search/options';

const {sharedPages: _sharedPages, ...pluginOptions} = searchOptions;
type PluginEntry = NonNullable<Config['plugins']>[number];
const nameOf = (plugin: PluginEntry) => String(Array.isArray(plugin) ? plugin[0] : plugin);
const withoutSearchWorker = (plugin: PluginEntry) =>
  Array.isArray(plugin) && nameOf(plugin).includes('routeChunkPreloads')
    ? [plugin[0], {...plugin[1], workerChunks: []}]
    : plugin;

export default {
  ...site,
  plugins: (site.plugins ?? []).map(withoutSearchWorker),
  // The site's themes, the plugin's own in place of the site's wrapper of it.
  themes: [
    ...(site.themes ?? []).filter((theme) => !nameOf(theme).includes('plugins/search')),
    [${JSON.stringify(SEARCH_PACKAGE)}, pluginOptions],
  ],
} satisfies Config;
`;

/** Builds the same content with the search plugin as it ships (Docusaurus Faster, as `npm run build`). */
export function buildStockSearchSite(): void {
  console.log('Building the site with the search plugin as it ships…');
  fs.rmSync(STOCK_SEARCH_SOURCE, {recursive: true, force: true});
  fs.mkdirSync(STOCK_SEARCH_SOURCE, {recursive: true});
  for (const source of SITE_SOURCES) {
    fs.cpSync(source, path.join(STOCK_SEARCH_SOURCE, source), {recursive: true});
  }
  // The swizzled components' folders (src/theme/SearchBar, …) and files, as EJECTED_FILES names them.
  const swizzled = new Set(Object.keys(EJECTED_FILES).map((file) => file.split('/').slice(0, 3).join('/')));
  for (const entry of swizzled) fs.rmSync(path.join(STOCK_SEARCH_SOURCE, entry), {recursive: true, force: true});
  fs.renameSync(
    path.join(STOCK_SEARCH_SOURCE, 'docusaurus.config.ts'),
    path.join(STOCK_SEARCH_SOURCE, 'site.config.ts'),
  );
  fs.writeFileSync(path.join(STOCK_SEARCH_SOURCE, 'docusaurus.config.ts'), STOCK_SEARCH_CONFIG);
  fs.symlinkSync(path.resolve('node_modules'), path.join(STOCK_SEARCH_SOURCE, 'node_modules'));
  coldBuild(STOCK_SEARCH_SOURCE, STOCK_SEARCH_BUILD, true);
}
