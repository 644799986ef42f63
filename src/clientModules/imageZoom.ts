import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom';
import {imageZoom} from '@site/config/imageZoom';

const {selector} = imageZoom;

function backgroundColor(): string {
  return imageZoom.background[document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'];
}

type MediumZoom = (typeof import('medium-zoom'))['default'];
let loadingMediumZoom: Promise<MediumZoom> | undefined;
/** The zoom attached to the current page's images, once a reader came to one of them. */
let pageZoom: Zoom | undefined;

/** medium-zoom's chunk, imported once; a load that failed is tried again on the next image. */
function mediumZoom(): Promise<MediumZoom> {
  loadingMediumZoom ??= import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom').then(
    (module) => module.default,
    (error: unknown) => {
      loadingMediumZoom = undefined;
      throw error;
    },
  );
  return loadingMediumZoom;
}

/** The zoom of the page's images, attached now if it is not yet. */
async function zoomOfPage(): Promise<Zoom> {
  const attach = await mediumZoom();
  pageZoom ??= attach(selector, {...imageZoom.options, background: backgroundColor()});
  return pageZoom;
}

const zoomableImage = (target: EventTarget | null): HTMLImageElement | undefined =>
  target instanceof HTMLImageElement && target.matches(selector) ? target : undefined;

const notAvailable = (error: unknown) => console.warn('Image zoom not available:', error);

/** A pointer over an image, or the focus on it, attaches the zoom before the click that may follow. */
function prepareZoom(event: Event): void {
  if (zoomableImage(event.target)) zoomOfPage().catch(notAvailable);
}

/**
 * A click on an image the zoom is not attached to yet (medium-zoom's own listener opens the others)
 * attaches it (an image rendered after the zoom was attached, too) and opens it. If medium-zoom
 * fails to load, the image stays as it is.
 */
function openZoom(event: MouseEvent): void {
  const image = zoomableImage(event.target);
  if (!image || pageZoom?.getImages().includes(image)) return;
  zoomOfPage()
    .then((attached) => attached.attach(image).open({target: image}))
    .catch(notAvailable);
}

/**
 * Attaches medium-zoom to the page's illustrations, again after each route update, the overlay
 * following the colour mode. medium-zoom is imported when a reader comes to an image (a pointer
 * over it, the focus or a click on it), so it is no part of a first load.
 */
function start(): ClientModule {
  if (typeof window === 'undefined') return {};
  new MutationObserver(() => pageZoom?.update({background: backgroundColor()})).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
  document.addEventListener('pointerover', prepareZoom, true);
  document.addEventListener('focusin', prepareZoom, true);
  document.addEventListener('click', openZoom, true);
  return {
    onRouteUpdate() {
      pageZoom?.detach();
      pageZoom = undefined;
    },
  };
}

const clientModule: ClientModule = start();
export default clientModule;
