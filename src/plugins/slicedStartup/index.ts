import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Production builds start the site in slices that each yield to the browser, instead of in long
 * tasks: ./clientEntry.ts evaluates Docusaurus' client entry in parts, and ./useWindowSize.ts
 * (in place of theme-common's) renders the layout of the real window size as a transition after
 * hydration. The development server keeps the stock entry (it has hot reloading to look after).
 */
export default function slicedStartup(): Plugin {
  const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
  return {
    name: 'sliced-startup',
    configureWebpack(config, isServer) {
      return {
        ...(!isServer && config.mode === 'production' && {entry: path.resolve(__dirname, 'clientEntry.ts')}),
        resolve: {
          alias: {
            [`${path.join(themeCommonLib, 'hooks', 'useWindowSize.js')}$`]: path.resolve(__dirname, 'useWindowSize.ts'),
          },
        },
      };
    },
  };
}
