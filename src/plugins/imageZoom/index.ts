import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamFile} from '../upstreamFile';

/**
 * The image zoom of docusaurus-plugin-image-zoom, with medium-zoom out of every page's first load:
 * the plugin's client module is replaced (a webpack alias onto the upstream file, so a moved file
 * fails the build) by ./zoom.ts, which loads medium-zoom only on a page that has a zoomable image.
 */
export default function imageZoom(): Plugin {
  const upstreamZoom = upstreamFile('docusaurus-plugin-image-zoom', 'lib/zoom.js');
  return {
    name: 'lazy-image-zoom',
    configureWebpack() {
      return {resolve: {alias: {[`${upstreamZoom}$`]: path.resolve(__dirname, 'zoom.ts')}}};
    },
  };
}
