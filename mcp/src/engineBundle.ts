/**
 * The site's search, as readers get it, for Node: the search worker (src/plugins/search/worker.js)
 * with the plugin's modules it imports, bundled by esbuild with the aliases the site's webpack
 * build gives them (`upstreamClientAliases`), so the MCP server ranks with the very code of the
 * search bar rather than a copy. Used twice: at startup under tsx (no build step), and by
 * `mcp/build.ts`, which bundles it into the published bin.
 */
import path from 'node:path';
import type {Plugin} from 'esbuild';
import {upstreamClientAliases} from '../../src/plugins/search/upstream';

const SITE_ROOT = path.resolve(import.meta.dirname, '../..');
const SEARCH_DIR = path.join(SITE_ROOT, 'src/plugins/search');

/** The module the bundle is built from: what `engine.ts` needs of the worker's world, one instance of lunr for all. */
export const ENGINE_ENTRY = `
export {SearchWorker} from ${JSON.stringify(path.join(SEARCH_DIR, 'worker.js'))};
export {loadIndex} from ${JSON.stringify(path.join(SEARCH_DIR, 'loadIndex.ts'))};
export {CONTENT_INDEX, contentFileOf, joinedIndexes, textFileOf, withPageFields, withTexts} from ${JSON.stringify(path.join(SEARCH_DIR, 'splitIndex.ts'))};
export {default as lunr} from 'lunr';
`;

/** The name `engine.ts` imports the bundled engine by, in the published bin. */
export const ENGINE_MODULE = 'parley:search-engine';

/**
 * Resolves what only the site's bundler knows: the plugin's modules under their `@search-upstream/`
 * names, the options it generates at build time (`generated-constants.js`, here from
 * `searchConstants.ts`), and Comlink, whose `expose` would listen for a page's messages (a Node
 * process has none; the server calls the worker's class directly).
 */
export function engineAliases(): Plugin {
  const aliases = Object.fromEntries(
    Object.entries(upstreamClientAliases()).map(([name, file]) => [name.replace(/\$$/, ''), file]),
  );
  return {
    name: 'parley-search-engine',
    setup(build) {
      build.onResolve({filter: /^@search-upstream\//}, ({path: name}) => {
        const file = aliases[name];
        return file ? {path: file} : {errors: [{text: `No alias for ${name} in src/plugins/search/upstream.ts`}]};
      });
      build.onResolve(
        {filter: /^@generated\/@easyops-cn\/docusaurus-search-local\/default\/generated-constants\.js$/},
        () => ({
          path: path.join(import.meta.dirname, 'searchConstants.ts'),
        }),
      );
      build.onResolve({filter: /^comlink$/}, () => ({path: path.join(import.meta.dirname, 'comlinkStub.ts')}));
    },
  };
}
