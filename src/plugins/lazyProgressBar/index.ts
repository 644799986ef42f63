import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamFile} from '../upstreamFile';

/**
 * The classic theme's progress bar for client-side navigations, with nprogress out of every page's
 * first load: the theme's client module is replaced (a webpack alias onto the upstream file, so a
 * moved file fails the build) by ./progressBar.ts, which imports nprogress when the reader first
 * follows a link.
 */
export default function lazyProgressBar(): Plugin {
  const upstreamProgressBar = upstreamFile('@docusaurus/theme-classic', 'lib/nprogress.js');
  return {
    name: 'lazy-progress-bar',
    configureWebpack() {
      return {resolve: {alias: {[`${upstreamProgressBar}$`]: path.resolve(__dirname, 'progressBar.ts')}}};
    },
  };
}
