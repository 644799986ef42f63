import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeColorsStylesheet} from '../../config/prism';

/**
 * Adds the colours of code (config/prism.ts) to the site's stylesheet: code blocks carry token
 * classes and CSS custom properties, and this CSS colours them for the light and the dark mode.
 */
export default function codeColors(context: LoadContext): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'code-colors', 'code-colors.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, codeColorsStylesheet());
  return {
    name: 'code-colors',
    getClientModules: () => [stylesheet],
  };
}
