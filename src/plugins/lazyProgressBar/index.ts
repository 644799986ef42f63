import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replacingPlugin} from '../upstreamFile';

/**
 * The classic theme's progress bar for client-side navigations, with nprogress out of every page's
 * first load: the theme's client module is replaced by ./progressBar.ts, which imports nprogress
 * when the reader first follows a link.
 */
export default function lazyProgressBar(): Plugin {
  return replacingPlugin(
    'lazy-progress-bar',
    {packageName: '@docusaurus/theme-classic', file: 'lib/nprogress.js'},
    path.resolve(__dirname, 'progressBar.ts'),
  );
}
