import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamFile} from '../upstreamFile';

/**
 * Production builds start the site in slices that each yield to the browser, instead of in long
 * tasks: ./clientEntry.ts evaluates Docusaurus' client entry in parts, ./useWindowSize.ts (in
 * place of theme-common's) renders the layout of the real window size as a transition after
 * hydration, ./browserContext.jsx (core's) does the same for the switch to "in the browser",
 * ./reactUtils.tsx (theme-common's) keeps ICU's collator out of start-up, and the route table's
 * components are made when first needed (./lazyRouteComponents.ts). The development server keeps
 * the stock entry (it has hot reloading to look after). Each replaces an upstream file by path: a
 * moved file fails the build (upstreamFile), and so does an entry that is no longer the one
 * ./clientEntry.ts imports.
 */
export default function slicedStartup(): Plugin {
  const upstreamEntry = upstreamFile('@docusaurus/core', 'lib/client/clientEntry.js');
  const upstreamUseWindowSize = upstreamFile('@docusaurus/theme-common', 'lib/hooks/useWindowSize.js');
  const upstreamReactUtils = upstreamFile('@docusaurus/theme-common', 'lib/utils/reactUtils.js');
  const upstreamBrowserContext = upstreamFile('@docusaurus/core', 'lib/client/browserContext.js');
  return {
    name: 'sliced-startup',
    configureWebpack(config, isServer) {
      const replacesEntry = !isServer && config.mode === 'production';
      if (replacesEntry && config.entry !== upstreamEntry) {
        throw new Error(
          `[parley] the client entry is ${JSON.stringify(config.entry)}, not ${upstreamEntry}: update slicedStartup`,
        );
      }
      return {
        ...(replacesEntry && {entry: path.resolve(__dirname, 'clientEntry.ts')}),
        resolve: {
          alias: {
            [`${upstreamUseWindowSize}$`]: path.resolve(__dirname, 'useWindowSize.ts'),
            [`${upstreamReactUtils}$`]: path.resolve(__dirname, 'reactUtils.tsx'),
            [`${upstreamBrowserContext}$`]: path.resolve(__dirname, 'browserContext.jsx'),
            // Docusaurus' own alias of this name, replaced (the same key keeps its place among them).
            '@docusaurus/ComponentCreator': path.resolve(__dirname, 'lazyRouteComponents.ts'),
          },
        },
      };
    },
  };
}
