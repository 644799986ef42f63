import fs from 'node:fs';
import {upstreamFile} from '../upstreamFile';

/** The search plugin this folder builds on. */
export const SEARCH_PACKAGE = '@easyops-cn/docusaurus-search-local';
export const SEARCH_PACKAGE_VERSION = '0.52.3';

/**
 * The ejected files of this folder and the package files (of SEARCH_PACKAGE_VERSION) they are
 * copies of, changes fenced [parley]; tests/unit/upstreamCopies.test.ts compares them.
 */
export const EJECTED_FILES = {
  'searchByWorker.js': 'dist/client/client/theme/searchByWorker.js',
  'theme/SearchBar/SearchBar.jsx': 'dist/client/client/theme/SearchBar/SearchBar.jsx',
  'theme/SearchPage/index.jsx': 'dist/client/client/theme/SearchPage/SearchPage.jsx',
} as const;

/** The version of the plugin that node_modules holds. */
export function installedSearchPackageVersion(): string {
  const manifest = upstreamFile(SEARCH_PACKAGE, 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/**
 * Fails the build when the installed plugin is not the version the ejected files were copied
 * from: an update must first be compared with them.
 */
export function checkSearchPackageVersion(installed = installedSearchPackageVersion()): void {
  if (installed === SEARCH_PACKAGE_VERSION) return;
  throw new Error(
    `[parley] ${SEARCH_PACKAGE} is ${installed}, but src/plugins/search ejected its files from ` +
      `${SEARCH_PACKAGE_VERSION}. Compare each ejected file with the new version's (the list is in ` +
      'src/plugins/search/README.md), then update SEARCH_PACKAGE_VERSION in upstream.ts.',
  );
}

/** The prefix under which the search's browser code imports the plugin's modules it uses as they are. */
export const UPSTREAM_ALIAS_PREFIX = '@search-upstream/';

/**
 * The plugin's browser modules that the search bar and the search page use unchanged,
 * by the name they import them with (`@search-upstream/LoadingRing`), and their files in the package.
 * Each name is a webpack alias onto its file, resolved by `upstreamFile`: an update of the package
 * that moves one fails the build, naming the file.
 */
export const UPSTREAM_CLIENT_MODULES = {
  // The options as the plugin hands them to the browser (generated at build time).
  generated: 'dist/client/client/utils/proxiedGenerated.js',
  generatedConstants: 'dist/client/client/utils/proxiedGeneratedConstants.js',
  // Rendering the search (the dropdown and the search page).
  LoadingRing: 'dist/client/client/theme/LoadingRing/LoadingRing.jsx',
  useSearchQuery: 'dist/client/client/theme/hooks/useSearchQuery.js',
  // The styles of the ejected components and of the dropdown's hits (`suggestionTemplate.ts`).
  'SearchBar.module.css': 'dist/client/client/theme/SearchBar/SearchBar.module.css',
  'SearchPage.module.css': 'dist/client/client/theme/SearchPage/SearchPage.module.css',
} as const;

/** The webpack aliases of `UPSTREAM_CLIENT_MODULES` (exact matches), each checked to exist. */
export function upstreamClientAliases(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(UPSTREAM_CLIENT_MODULES).map(([name, file]) => [
      `${UPSTREAM_ALIAS_PREFIX}${name}$`,
      upstreamFile(SEARCH_PACKAGE, file),
    ]),
  );
}

/** The plugin's build-time modules that `index.ts` calls: its index builder and option processing. */
export const UPSTREAM_SERVER_MODULES = {
  buildIndex: 'dist/server/server/utils/buildIndex.js',
  processPluginOptions: 'dist/server/server/utils/processPluginOptions.js',
} as const;

/** Loads one of `UPSTREAM_SERVER_MODULES`, failing with upstreamFile's message if it moved. */
export function requireUpstreamServerModule<T>(name: keyof typeof UPSTREAM_SERVER_MODULES): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(upstreamFile(SEARCH_PACKAGE, UPSTREAM_SERVER_MODULES[name])) as T;
}
