import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeColorsStylesheet} from './codeColors';

/**
 * Code highlighting without Prism on a page's start-up (see ./README.md):
 * - the token colours of config/prism.ts become CSS for both colour modes, added to the site's
 *   stylesheet, so the server's highlighted HTML is right in either mode;
 * - the classic theme's client module that registers Prism and its extra languages on every page
 *   (two thirds of main.js' evaluation on a doc page under Lighthouse's 4× CPU slowdown) is replaced
 *   with an empty one; src/components/PrismCodeContent loads Prism only for code the browser renders
 *   itself, and the server bundle gets a loader that resolves at once, so the HTML holds highlighted code;
 * - the code block's content is a chunk of its own (loadCodeBlockContent, with the same server loader),
 *   which a page whose HTML shows code starts loading before it hydrates (preloadCodeBlocks.ts).
 */
export default function codeHighlighting(context: LoadContext): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'code-colors', 'code-colors.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, codeColorsStylesheet());

  const prismCodeContent = path.resolve(__dirname, '../../components/PrismCodeContent');
  return {
    name: 'code-highlighting',
    getClientModules: () => [stylesheet, path.resolve(__dirname, 'preloadCodeBlocks.ts')],
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            ...(isServer && {
              [`${path.join(prismCodeContent, 'load')}$`]: path.join(prismCodeContent, 'load.server.ts'),
              [`${path.join(prismCodeContent, 'loadCodeBlockContent')}$`]: path.join(
                prismCodeContent,
                'loadCodeBlockContent.server.ts',
              ),
            }),
          },
        },
      };
    },
  };
}
