import fs from 'node:fs';
import {copiesOf} from '../../upstreamCopies';
import {upstreamFile} from '../upstreamFile';

/** The search plugin this folder builds on. */
export const SEARCH_PACKAGE = '@easyops-cn/docusaurus-search-local';
export const SEARCH_PACKAGE_VERSION = '0.55.3';

/**
 * The plugin's theme files swizzled (ejected) into src/theme, by their path there, and the package
 * files (of SEARCH_PACKAGE_VERSION) they are copies of: code with its changes fenced [parley], styles
 * unchanged. Listed in upstream-copies.json with every other copy.
 */
export const EJECTED_FILES: Record<string, string> = Object.fromEntries(
  copiesOf(SEARCH_PACKAGE).map(({file, original}) => [file, original]),
);

/**
 * The plugin's theme modules that the swizzled components import unchanged, as `@theme/<name>`
 * (Docusaurus makes every module of a theme's folder one), and their files in the package.
 */
export const THEME_MODULES_USED = {
  'LoadingRing/LoadingRing': 'dist/client/client/theme/LoadingRing/LoadingRing.jsx',
  'hooks/useSearchQuery': 'dist/client/client/theme/hooks/useSearchQuery.js',
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
    `[parley] ${SEARCH_PACKAGE} is ${installed}, but src/theme swizzled its files from ` +
      `${SEARCH_PACKAGE_VERSION}. Compare each ejected file (upstream-copies.json) with the new ` +
      "version's, then update SEARCH_PACKAGE_VERSION.",
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
