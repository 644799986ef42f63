import fs from 'node:fs';
import path from 'node:path';
import {SITE_BUILD} from './sites';
import {kb, median, row} from './table';

/** What the build step reported of itself in the cold Faster build (builds.ts), when it ran. */
let twinsBuildMs: number | undefined;
export function recordTwinsBuildTime(buildOutput: string): void {
  const match = /Markdown twins: \d+ pages, .* in (\d+) ms/.exec(buildOutput);
  if (match) twinsBuildMs = Number(match[1]);
}

function* builtFiles(dir: string, extension: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(full, extension);
    else if (entry.name.endsWith(extension)) yield full;
  }
}

const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

/** The page's HTML and the scripts it loads before it is interactive (entry scripts and preloads). */
function pageBytes(htmlFile: string, suffix: '' | '.br'): number {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const scripts = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)=["']?(\/assets\/js\/[^"' >]+\.js)/g)].map(
      (match) => match[1],
    ),
  );
  return (
    sizeOf(htmlFile + suffix) +
    [...scripts].reduce((sum, script) => sum + sizeOf(path.join(SITE_BUILD, script + suffix)), 0)
  );
}

/**
 * What an agent saves by reading a page's twin instead of the page: the twins' median size beside
 * the median of each page's HTML and first-load scripts, raw (what a model reads) and with Brotli
 * (what crosses the network); then llms-full.txt and the build time the step takes.
 */
export function measureMarkdownTwins(): void {
  const twins = [...builtFiles(SITE_BUILD, '.md')].filter((file) => !file.includes(`${path.sep}assets${path.sep}`));
  const pages = twins
    .map((twin) =>
      twin.endsWith(`${path.sep}index.md`) && path.dirname(twin) === SITE_BUILD
        ? path.join(SITE_BUILD, 'index.html')
        : path.join(twin.slice(0, -3), 'index.html'),
    )
    .filter((file) => fs.existsSync(file));
  for (const [label, suffix] of [
    ['raw', ''],
    ['Brotli', '.br'],
  ] as const) {
    const twin = median(twins.map((file) => sizeOf(file + suffix)));
    const page = median(pages.map((file) => pageBytes(file, suffix)));
    row(
      `Markdown twin ÷ page's HTML + first-load JS, medians of ${twins.length} (${label})`,
      `${kb(twin)} ÷ ${kb(page)}: ${(page / twin).toFixed(0)}× smaller`,
    );
  }
  const full = sizeOf(path.join(SITE_BUILD, 'llms-full.txt'));
  row(
    'llms-full.txt, raw / Brotli (≈ tokens, bytes ÷ 4)',
    `${kb(full)} / ${kb(sizeOf(path.join(SITE_BUILD, 'llms-full.txt.br')))} (≈ ${Math.round(full / 4 / 1000)} k tokens)`,
  );
  row('llms.txt', kb(sizeOf(path.join(SITE_BUILD, 'llms.txt'))));
  row(
    'Build time of the twins and llms files (in the cold Faster build)',
    twinsBuildMs === undefined ? '— (no build in this run)' : `${(twinsBuildMs / 1000).toFixed(1)} s`,
  );
}
