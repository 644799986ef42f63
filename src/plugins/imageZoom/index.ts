import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replacingPlugin} from '../upstreamFile';

/**
 * The image zoom of docusaurus-plugin-image-zoom, with medium-zoom out of every page's first load:
 * the plugin's client module is replaced by ./zoom.ts, which loads medium-zoom when a reader comes
 * to an image.
 */
export default function imageZoom(): Plugin {
  return replacingPlugin(
    'lazy-image-zoom',
    {packageName: 'docusaurus-plugin-image-zoom', file: 'lib/zoom.js'},
    path.resolve(__dirname, 'zoom.ts'),
  );
}
