import fs from 'node:fs/promises';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {type ChunkGroupFiles, parseRouteTable, routeScriptFiles, type RoutesChunkNames} from './routeChunks';

/** The client build's chunk groups and entry files, written for `postBuild` (outside the published folder). */
const CHUNK_GROUPS_FILE = 'route-chunk-groups.json';

/**
 * The attributes of the HTML template's page loader (`config/ssrTemplate.ts`): the script files a
 * page preloads, and those of the workers it starts, which it prefetches.
 */
const ROUTE_CHUNKS_ATTRIBUTE = 'data-route-chunks';
const WORKER_CHUNKS_ATTRIBUTE = 'data-worker-chunks';
const LOADER_TAG = new RegExp(`<script ${ROUTE_CHUNKS_ATTRIBUTE}(?:="")?>`);

interface ChunkGroups {
  groups: ChunkGroupFiles;
  entryFiles: string[];
}

type StatsAsset = string | {name: string};
interface StatsJson {
  namedChunkGroups?: Record<string, {assets?: StatsAsset[]}>;
  entrypoints?: Record<string, {assets?: StatsAsset[]}>;
}
interface Compiler {
  hooks: {done: {tap(name: string, callback: (stats: {toJson(options: object): StatsJson}) => void): void}};
}

const assetNames = (assets: StatsAsset[] = []) =>
  assets.map((asset) => (typeof asset === 'string' ? asset : asset.name));

/** Writes a file whole or not at all: other plugins read the pages while this one rewrites them. */
async function replaceFile(file: string, content: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.route-chunks`);
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, file);
}

/**
 * A chunk a page loads while it hydrates, beyond its routes' (a component's `import()`), named by
 * its `webpackChunkName`, and the class name that marks, in a page's HTML, the component needing it.
 */
export interface ComponentChunk {
  chunk: string;
  className: string;
}

export interface RouteChunkPreloadsOptions {
  componentChunks?: ComponentChunk[];
  /**
   * A web worker a page's code starts as the page starts (`new Worker(new URL(…))`, named by
   * its `webpackChunkName`): its files are prefetched rather than preloaded, since the worker, not
   * the page, runs them.
   */
  workerChunks?: ComponentChunk[];
}

/** Whether `html` has an element of class `className` (a class name is bounded by neither a word character nor a hyphen). */
const hasClassName = (html: string, className: string) =>
  new RegExp(`(?<![\\w-])${className.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(html);

/**
 * Each page names the script files of its routes (and of the components in `componentChunks` it
 * has), for the page loader to preload them as the site starts, beside `main.js`, instead of after
 * `main.js` has run and matched the route (README.md).
 */
export default function routeChunkPreloads(
  {generatedFilesDir}: LoadContext,
  {componentChunks = [], workerChunks = []}: RouteChunkPreloadsOptions = {},
): Plugin {
  const groupsFile = path.join(generatedFilesDir, CHUNK_GROUPS_FILE);
  let production = false;
  return {
    name: 'route-chunk-preloads',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      production = true;
      const writer = {
        apply(compiler: Compiler) {
          compiler.hooks.done.tap('parley-route-chunk-groups', (stats) => {
            const json = stats.toJson({all: false, chunkGroups: true, entrypoints: true});
            const result: ChunkGroups = {
              groups: Object.fromEntries(
                Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [name, assetNames(group.assets)]),
              ),
              entryFiles: Object.values(json.entrypoints ?? {}).flatMap((entry) => assetNames(entry.assets)),
            };
            writeFileSync(groupsFile, JSON.stringify(result));
          });
        },
      };
      return {plugins: [writer]};
    },
    async postBuild({outDir, baseUrl, routesPaths}) {
      if (!production) return;
      const [routeTable, chunkNames, {groups, entryFiles}] = await Promise.all([
        fs.readFile(path.join(generatedFilesDir, 'routes.js'), 'utf8').then(parseRouteTable),
        fs
          .readFile(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8')
          .then((text) => JSON.parse(text) as RoutesChunkNames),
        fs.readFile(groupsFile, 'utf8').then((text) => JSON.parse(text) as ChunkGroups),
      ]);
      const entries = new Set(entryFiles);
      await Promise.all(
        routesPaths.map(async (routePath) => {
          const relative = routePath.slice(baseUrl.length);
          const file = path.join(outDir, relative.endsWith('.html') ? relative : path.join(relative, 'index.html'));
          const html = await fs.readFile(file, 'utf8').catch(() => undefined);
          if (html === undefined) return;
          if (!LOADER_TAG.test(html))
            throw new Error(`[parley] no page loader with ${ROUTE_CHUNKS_ATTRIBUTE} in ${file}`);
          const scriptsOf = (chunks: ComponentChunk[], files = new Set<string>()) => {
            for (const {chunk, className} of chunks) {
              if (!groups[chunk]) throw new Error(`[parley] no chunk group "${chunk}" in the client build`);
              if (!hasClassName(html, className)) continue;
              for (const name of groups[chunk]) if (name.endsWith('.js') && !entries.has(name)) files.add(name);
            }
            return files;
          };
          const hrefs = (files: Set<string>) => [...files].map((name) => `${baseUrl}${name}`).join(' ');
          const routeFiles = scriptsOf(
            componentChunks,
            new Set(routeScriptFiles(routePath, routeTable, chunkNames, groups, entries)),
          );
          const workerFiles = scriptsOf(workerChunks);
          const workerAttribute = workerFiles.size > 0 ? ` ${WORKER_CHUNKS_ATTRIBUTE}="${hrefs(workerFiles)}"` : '';
          await replaceFile(
            file,
            html.replace(LOADER_TAG, `<script ${ROUTE_CHUNKS_ATTRIBUTE}="${hrefs(routeFiles)}"${workerAttribute}>`),
          );
        }),
      );
    },
  };
}
