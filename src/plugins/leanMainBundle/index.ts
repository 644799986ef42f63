import path from 'node:path';
import type {DocusaurusConfig, LoadContext, Plugin} from '@docusaurus/types';
import {upstreamFile} from '../upstreamFile';

/** Site config fields that only the build reads: the browser's copy of the config leaves them out. */
export const BUILD_ONLY_CONFIG_FIELDS = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'clientModules',
  'staticDirectories',
] as const satisfies readonly (keyof DocusaurusConfig)[];

/** The site config as the browser gets it. */
export function browserSiteConfig(siteConfig: DocusaurusConfig): Partial<DocusaurusConfig> {
  const copy: Partial<DocusaurusConfig> = {...siteConfig};
  for (const field of BUILD_ONLY_CONFIG_FIELDS) delete copy[field];
  return copy;
}

/**
 * Keeps out of every page's main bundle what the browser never runs (./README.md): the build-only
 * fields of the site config, and all of tslib but the helper Docusaurus' browser code calls. Puts
 * ./PendingNavigation.jsx, which React 18 needs, in place of Docusaurus' own.
 */
export default function leanMainBundle({siteConfig}: LoadContext): Plugin<void> {
  const utilsCommon = upstreamFile('@docusaurus/utils-common', 'lib/index.js');
  const upstreamPendingNavigation = upstreamFile('@docusaurus/core', 'lib/client/PendingNavigation.js');
  let browserConfigFile: string | undefined;
  return {
    name: 'lean-main-bundle',
    async contentLoaded({actions}) {
      // The server build renders with the whole config; the browser's is this plugin's file.
      browserConfigFile = await actions.createData(
        'docusaurus.config.mjs',
        `export default ${JSON.stringify(browserSiteConfig(siteConfig), null, 2)};\n`,
      );
    },
    configureWebpack(config, isServer) {
      const pendingNavigation = {[`${upstreamPendingNavigation}$`]: path.resolve(__dirname, 'PendingNavigation.jsx')};
      if (isServer) return {resolve: {alias: pendingNavigation}};
      if (!browserConfigFile) throw new Error('[parley] leanMainBundle: the browser config was not written');
      // First among the aliases: Docusaurus' own `@generated` alias would match the request first.
      config.resolve = {
        ...config.resolve,
        alias: {'@generated/docusaurus.config$': browserConfigFile, ...config.resolve?.alias},
      };
      return {
        resolve: {alias: pendingNavigation},
        module: {
          // Scoped to the one module of the browser's bundles that requires tslib: any other gets tslib itself.
          rules: [{test: utilsCommon, resolve: {alias: {tslib$: path.resolve(__dirname, 'tslibHelpers.ts')}}}],
        },
      };
    },
  };
}
