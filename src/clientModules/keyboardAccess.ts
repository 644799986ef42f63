import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {imageZoom} from '@site/config/imageZoom';

/** The images the zoom attaches to (config/imageZoom.ts). */
export const ZOOMABLE_SELECTOR = imageZoom.selector;

// Keyboard access to what the content renders: zoomable images and sideways-scrolling tables.

/**
 * Makes zoomable illustrations usable without a mouse: each becomes a focusable button named
 * after its alt text, and Enter or Space opens the zoom (the zoom itself listens for clicks;
 * Escape already closes it).
 */
export function makeZoomableImagesFocusable(root: ParentNode = document): void {
  for (const image of root.querySelectorAll<HTMLImageElement>(ZOOMABLE_SELECTOR)) {
    if (image.hasAttribute('tabindex')) continue;
    image.tabIndex = 0;
    image.setAttribute('role', 'button');
    image.setAttribute('aria-label', `Zoom image: ${image.alt || 'illustration'}`);
  }
}

export function openZoomOnKey(event: KeyboardEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLImageElement) || !target.matches(ZOOMABLE_SELECTOR)) return;
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  target.click();
}

/**
 * A table wider than the column scrolls sideways (Infima makes tables scroll boxes); a keyboard
 * user can scroll it only if it can take focus (WCAG 2.1.1). Tables that fit get no tab stop.
 */
export function makeScrollableTablesFocusable(root: ParentNode = document): void {
  for (const table of root.querySelectorAll<HTMLTableElement>('.markdown table')) {
    const scrolls = table.scrollWidth > table.clientWidth;
    if (scrolls && !table.hasAttribute('tabindex')) table.tabIndex = 0;
    if (!scrolls && table.tabIndex === 0) table.removeAttribute('tabindex');
  }
}

function updateContent(): void {
  makeZoomableImagesFocusable();
  makeScrollableTablesFocusable();
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', openZoomOnKey);
  let resizeTimer: number | undefined;
  window.addEventListener('resize', () => {
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(makeScrollableTablesFocusable, 200);
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    updateContent();
  },
};

export default clientModule;
