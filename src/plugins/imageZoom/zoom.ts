import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import type {Zoom, ZoomOptions} from 'medium-zoom';

interface ZoomThemeConfig {
  selector?: string;
  background?: {light?: string; dark?: string};
  config?: ZoomOptions;
}

const zoom = siteConfig.themeConfig.zoom as ZoomThemeConfig | undefined;
const selector = zoom?.selector ?? '.markdown img';

function backgroundColor(): string {
  return document.documentElement.dataset.theme === 'dark'
    ? (zoom?.background?.dark ?? 'rgb(50, 50, 50)')
    : (zoom?.background?.light ?? 'rgb(255, 255, 255)');
}

let zoomObject: Zoom | undefined;
// Attachments run in order, each after medium-zoom's chunk is in.
let attaching: Promise<void> = Promise.resolve();

/**
 * The upstream module's behaviour (docusaurus-plugin-image-zoom 3.0.1, lib/zoom.js): 1 s after the
 * site starts and after each route update, detach the last zoom and attach one to the page's
 * images; the overlay follows the colour mode. The difference: medium-zoom is imported only when
 * the page has an image to zoom, and a chunk that fails to load leaves the images as they are.
 */
function attachSoon(): void {
  setTimeout(() => {
    if (!document.querySelector(selector)) {
      zoomObject?.detach();
      zoomObject = undefined;
      return;
    }
    attaching = attaching
      .then(() => import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom'))
      .then(({default: mediumZoom}) => {
        zoomObject?.detach();
        zoomObject = mediumZoom(selector, {...zoom?.config, background: backgroundColor()});
      })
      .catch((error: unknown) => console.warn('Image zoom not available:', error));
  }, 1000);
}

function start(): ClientModule {
  if (typeof window === 'undefined' || !zoom) return {};
  new MutationObserver(() => zoomObject?.update({background: backgroundColor()})).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
  attachSoon();
  return {onRouteUpdate: attachSoon};
}

const clientModule: ClientModule = start();
export default clientModule;
