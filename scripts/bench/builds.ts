import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {recordTwinsBuildTime} from './markdownTwins';
import {BASELINE_BUILD, BASELINE_DIR, SITE_BUILD} from './sites';
import {row, seconds} from './table';

/** 1. Cold production builds of both sites, with webpack and with Docusaurus Faster. */
function coldBuild(siteDir: string, outDir: string, faster: boolean): number {
  for (const cache of [path.join(siteDir, '.docusaurus'), path.resolve('node_modules/.cache'), outDir]) {
    fs.rmSync(cache, {recursive: true, force: true});
  }
  const started = performance.now();
  // Third parties stay off: the benchmark measures the site as a plain production build ships.
  const env = {...process.env, DOCUSAURUS_FASTER: String(faster), PARLEY_FEEDBACK_HOST: '', PARLEY_GTAG_ID: ''};
  const output = execFileSync('npx', ['docusaurus', 'build', siteDir, '--out-dir', outDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (faster) recordTwinsBuildTime(output);
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
