import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamFile} from '../upstreamFile';

/**
 * The production browser bundle runs on Preact (preact/compat) instead of React DOM, about 43 KB
 * less of every page's first load with Brotli; the server still renders every page with React, and
 * the development server keeps React for its warnings. See ./README.md.
 */
export default function preactClient(): Plugin {
  // Imported without its extension (by PendingNavigation); upstreamFile fails the build if it moved.
  const upstreamDispatcher = upstreamFile('@docusaurus/core', 'lib/client/ClientLifecyclesDispatcher.js').replace(
    /\.js$/,
    '',
  );
  return {
    name: 'preact-client',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const alias = config.resolve?.alias;
      if (!alias || Array.isArray(alias)) throw new Error('[parley] preactClient: Docusaurus has no alias object');
      // Docusaurus aliases "react" and "react-dom" to the site's copies by prefix: they would match
      // first and bring React back.
      delete alias.react;
      delete alias['react-dom'];
      Object.assign(alias, {
        react$: 'preact/compat',
        'react-dom$': 'preact/compat',
        'react-dom/client$': path.resolve(__dirname, 'client.ts'),
        'react/jsx-runtime$': 'preact/compat/jsx-runtime',
        'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
        [`${upstreamDispatcher}$`]: path.resolve(__dirname, 'ClientLifecyclesDispatcher.js'),
      });
      return {};
    },
  };
}
