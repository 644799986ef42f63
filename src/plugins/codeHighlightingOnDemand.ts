import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme registers Prism and its additional languages in a client module, so every page
 * evaluates them at start-up: two thirds of main.js' evaluation on a doc page under Lighthouse's 4×
 * CPU slowdown, on pages without any code. This plugin replaces that client module with an empty
 * one. `src/theme/CodeBlock/Content/String` keeps the server's highlighted code when a page hydrates
 * and loads Prism (`src/components/PrismCodeContent`) only for code the browser renders itself; the
 * server bundle gets a loader that resolves at once, so the HTML holds highlighted code.
 */
export default function codeHighlightingOnDemand(): Plugin {
  const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
  const prismCodeContent = path.resolve(__dirname, '../components/PrismCodeContent');
  return {
    name: 'code-highlighting-on-demand',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            // Matched exactly ($), after Docusaurus' own aliases (@site, @theme) made the request absolute.
            [`${path.join(themeClassicLib, 'prism-include-languages')}$`]: path.resolve(
              __dirname,
              'emptyClientModule.ts',
            ),
            ...(isServer && {
              [`${path.join(prismCodeContent, 'load')}$`]: path.join(prismCodeContent, 'load.server.ts'),
            }),
          },
        },
      };
    },
  };
}
